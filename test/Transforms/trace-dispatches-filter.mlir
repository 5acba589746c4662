// RUN: dbg-opt %s -split-input-file -dbg-trace-dispatches="kernel-filter=scale" | FileCheck %s --check-prefix=KERNEL
// RUN: dbg-opt %s -split-input-file -dbg-trace-dispatches="kernel-filter=^@main:1$" | FileCheck %s --check-prefix=ORDINAL

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill() kernel { gpu.return }
    gpu.func @scale() kernel { gpu.return }
  }
  // KERNEL-LABEL: func.func @main
  // ORDINAL-LABEL: func.func @main
  func.func @main() {
    %c1 = arith.constant 1 : index
    // KERNEL-NOT: dbg.dispatch_begin
    // KERNEL: gpu.launch_func @kernels::@fill
    // ORDINAL-NOT: dbg.dispatch_begin
    // ORDINAL: gpu.launch_func @kernels::@fill
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // KERNEL-NEXT: dbg.dispatch_begin @dbg_site_main_1
    // KERNEL-NEXT: gpu.launch_func @kernels::@scale
    // ORDINAL-NEXT: dbg.dispatch_begin @dbg_site_main_1
    // ORDINAL-NEXT: gpu.launch_func @kernels::@scale
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // KERNEL: dbg.dispatch_begin @dbg_site_main_2
    // KERNEL-NEXT: gpu.launch_func @kernels::@scale
    // ORDINAL-NOT: dbg.dispatch_begin
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
