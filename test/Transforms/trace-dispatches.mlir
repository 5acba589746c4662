// RUN: dbg-opt %s -split-input-file -trace-dispatches | FileCheck %s
// The pass is idempotent: a second run wraps nothing twice.
// RUN: dbg-opt %s -split-input-file -trace-dispatches -trace-dispatches | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<?xf32>) kernel { gpu.return }
    gpu.func @scale(%buf: memref<?xf32>) kernel { gpu.return }
  }

  // Ordinals count the dispatches of each function in program order.
  // CHECK-LABEL: func.func @main
  // CHECK-SAME: (%[[BUF:.*]]: memref<?xf32>, %[[N:.*]]: index)
  func.func @main(%buf: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // CHECK: dbg.dispatch_begin @[[S0:dbg_site_main_0]]{{$}}
    // CHECK-NEXT: gpu.launch_func @kernels::@fill
    // CHECK-NEXT: dbg.dispatch_end @[[S0]]
    gpu.launch_func @kernels::@fill blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    // CHECK: dbg.dispatch_begin @[[S1:dbg_site_main_1]]
    // CHECK-NEXT: gpu.launch_func @kernels::@scale
    // CHECK-NEXT: dbg.dispatch_end @[[S1]]
    gpu.launch_func @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    return
  }

  // CHECK-LABEL: func.func @other
  func.func @other(%buf: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    // CHECK: dbg.dispatch_begin @[[S2:dbg_site_other_0]]
    // CHECK-NEXT: gpu.launch_func @kernels::@scale
    // CHECK-NEXT: dbg.dispatch_end @[[S2]]
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    return
  }
  // CHECK-DAG: dbg.site @dbg_site_main_0 dispatch kernel "kernels::fill" op "gpu.launch_func" in "main" : 0 at "{{.*}}trace-dispatches.mlir:19:5"
  // CHECK-DAG: dbg.site @dbg_site_main_1 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 1 at "{{.*}}trace-dispatches.mlir:23:5"
  // CHECK-DAG: dbg.site @dbg_site_other_0 dispatch kernel "kernels::scale" op "gpu.launch_func" in "other" : 0 at "{{.*}}trace-dispatches.mlir:33:5"
}

// -----

// Async launches keep their tokens; dispatches in loops are wrapped in the
// loop body.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
  // CHECK-LABEL: func.func @async_in_loop
  func.func @async_in_loop(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // CHECK: scf.for
    scf.for %i = %c0 to %n step %c1 {
      // CHECK: %[[T0:.*]] = gpu.wait async
      %t0 = gpu.wait async
      // CHECK-NEXT: dbg.dispatch_begin @[[S:[a-z_0-9]+]]{{$}}
      // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @k::@f
      // CHECK-NEXT: dbg.dispatch_end @[[S]]
      // CHECK-NEXT: gpu.wait [%[[T1]]]
      %t1 = gpu.launch_func async [%t0] @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
      gpu.wait [%t1]
    }
    return
  }
}

// -----

// Launch sizes of another integer type: the launch is wrapped the same way.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
  // CHECK-LABEL: func.func @i64_sizes
  func.func @i64_sizes(%n: i64) {
    // CHECK: dbg.dispatch_begin @{{.*}}
    // CHECK-NEXT: gpu.launch_func @k::@f
    gpu.launch_func @k::@f blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64
    return
  }
}

// -----

// A gpu.launch that is not outlined yet gets the kernel name outlining will
// use, made unique against existing symbols and the other launches.
// CHECK-LABEL: func.func @main
func.func @main(%n: index) {
  %c1 = arith.constant 1 : index
  // CHECK: dbg.dispatch_begin @[[A:dbg_site_main_0]]
  // CHECK-NEXT: gpu.launch {{.*}} module(@main_kernel_0) function(@main_kernel_0)
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  // CHECK: dbg.dispatch_end @[[A]]
  // CHECK: dbg.dispatch_begin @[[B:dbg_site_main_1]]
  // CHECK-NEXT: gpu.launch {{.*}} module(@mod) function(@given)
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             module(@mod) function(@given) {
    gpu.terminator
  }
  // CHECK: dbg.dispatch_end @[[B]]
  return
}
// An existing symbol already has the first name.
func.func private @main_kernel()
// CHECK-DAG: dbg.site @dbg_site_main_0 dispatch kernel "main_kernel_0::main_kernel_0" op "gpu.launch"
// CHECK-DAG: dbg.site @dbg_site_main_1 dispatch kernel "mod::given" op "gpu.launch"
