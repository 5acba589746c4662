// RUN: dbg-opt %s -split-input-file -trace-dispatches="kernel-filter=scale" | FileCheck %s --check-prefix=CHECK-BYNAME
// RUN: dbg-opt %s -split-input-file -trace-dispatches="kernel-filter=^@main:1$" | FileCheck %s --check-prefix=CHECK-BYORD

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill() kernel { gpu.return }
    gpu.func @scale() kernel { gpu.return }
  }
  // CHECK-BYNAME-LABEL: func.func @main
  // CHECK-BYORD-LABEL: func.func @main
  func.func @main() {
    %c1 = arith.constant 1 : index
    // CHECK-BYNAME-NOT: dbg.dispatch
    // CHECK-BYNAME: gpu.launch_func @kernels::@fill
    // CHECK-BYORD-NOT: dbg.dispatch
    // CHECK-BYORD: gpu.launch_func @kernels::@fill
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // CHECK-BYNAME-NEXT: dbg.dispatch @dbg_site_main_1
    // CHECK-BYNAME-NEXT: gpu.launch_func @kernels::@scale
    // CHECK-BYORD-NEXT: dbg.dispatch @dbg_site_main_1
    // CHECK-BYORD-NEXT: gpu.launch_func @kernels::@scale
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // CHECK-BYNAME: dbg.dispatch @dbg_site_main_2
    // CHECK-BYNAME-NEXT: gpu.launch_func @kernels::@scale
    // CHECK-BYORD-NOT: dbg.dispatch
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
