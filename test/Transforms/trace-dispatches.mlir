// RUN: dbg-opt %s -split-input-file -trace-dispatches | FileCheck %s
// The pass is idempotent: a second run marks nothing twice.
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
    // The marker takes the memrefs its site lists.
    // CHECK: dbg.dispatch @[[S0:dbg_site_main_0]]{{$}}
    // CHECK-NEXT: gpu.launch_func @kernels::@fill
    gpu.launch_func @kernels::@fill blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    // CHECK: dbg.dispatch @[[S1:dbg_site_main_1]]
    // CHECK-NEXT: gpu.launch_func @kernels::@scale
    gpu.launch_func @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    return
  }

  // CHECK-LABEL: func.func @other
  func.func @other(%buf: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    // CHECK: dbg.dispatch @[[S2:dbg_site_other_0]]
    // CHECK-NEXT: gpu.launch_func @kernels::@scale
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    return
  }
  // Kernels that touch no memory: access "-".
  // CHECK-DAG: dbg.site @dbg_site_main_0 dispatch kernel "kernels::fill" op "gpu.launch_func" in "main" : 0 at "{{.*}}trace-dispatches.mlir:19:5" operands "0:-:f32:1:0"
  // CHECK-DAG: dbg.site @dbg_site_main_1 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 1 at "{{.*}}trace-dispatches.mlir:22:5" operands "0:-:f32:1:0"
  // CHECK-DAG: dbg.site @dbg_site_other_0 dispatch kernel "kernels::scale" op "gpu.launch_func" in "other" : 0 at "{{.*}}trace-dispatches.mlir:31:5" operands "0:-:f32:1:0"
}

// -----

// Async launches keep their tokens; dispatches in loops are marked in the
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
      // CHECK-NEXT: dbg.dispatch @[[S:[a-z_0-9]+]]{{$}}
      // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @k::@f
      // CHECK-NEXT: gpu.wait [%[[T1]]]
      // An async launch's dispatch ends when it is enqueued.
      // CHECK: dbg.site @[[S]] dispatch kernel "k::f" {{.*}} async{{$}}
      %t1 = gpu.launch_func async [%t0] @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
      gpu.wait [%t1]
    }
    return
  }
}

// -----

// Launch sizes of another integer type: the launch is marked the same way.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel { gpu.return }
  }
  // CHECK-LABEL: func.func @i64_sizes
  func.func @i64_sizes(%n: i64) {
    // CHECK: dbg.dispatch @{{.*}}
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
  // CHECK: dbg.dispatch @[[A:dbg_site_main_0]]
  // CHECK-NEXT: gpu.launch {{.*}} module(@main_kernel_0) function(@main_kernel_0)
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  // CHECK: dbg.dispatch @[[B:dbg_site_main_1]]
  // CHECK-NEXT: gpu.launch {{.*}} module(@mod) function(@given)
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             module(@mod) function(@given) {
    gpu.terminator
  }
  return
}
// An existing symbol already has the first name.
func.func private @main_kernel()
// CHECK-DAG: dbg.site @dbg_site_main_0 dispatch kernel "main_kernel_0::main_kernel_0" op "gpu.launch"
// CHECK-DAG: dbg.site @dbg_site_main_1 dispatch kernel "mod::given" op "gpu.launch"

// -----

// The written-buffer analysis: what each kernel does with each memref
// operand, through views and atomics; a call counts as both. Memrefs the runtime cannot read (complex elements) and
// scalars are not listed.
module attributes {gpu.container_module} {
  gpu.module @access {
    gpu.func @read_write(%in: memref<8xf32>, %out: memref<8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %in[%c0] : memref<8xf32>
      %i = arith.fptosi %v : f32 to i32
      memref.store %i, %out[%c0] : memref<8xi32>
      gpu.return
    }
    gpu.func @through_subview(%buf: memref<4x8xf16>) kernel {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0.0 : f16
      %row = memref.subview %buf[1, 0] [1, 8] [1, 1] : memref<4x8xf16> to memref<8xf16, strided<[1], offset: 8>>
      memref.store %zero, %row[%c0] : memref<8xf16, strided<[1], offset: 8>>
      gpu.return
    }
    gpu.func @atomic(%n: index, %sum: memref<1xf64>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f64
      %old = memref.atomic_rmw addf %one, %sum[%c0] : (f64, memref<1xf64>) -> f64
      gpu.return
    }
    func.func private @helper(memref<2xbf16>)
    gpu.func @calls(%buf: memref<2xbf16>, %c: memref<2xcomplex<f32>>) kernel {
      func.call @helper(%buf) : (memref<2xbf16>) -> ()
      gpu.return
    }
  }
  // CHECK-LABEL: func.func @accesses
  func.func @accesses(%a: memref<8xf32>, %b: memref<8xi32>, %h: memref<4x8xf16>,
                      %s: memref<1xf64>, %w: memref<2xbf16>,
                      %c: memref<2xcomplex<f32>>) {
    %c1 = arith.constant 1 : index
    // CHECK: dbg.dispatch @[[RW:[a-z_0-9]+]]{{$}}
    gpu.launch_func @access::@read_write blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<8xf32>, %b : memref<8xi32>)
    // CHECK: dbg.dispatch @[[SV:[a-z_0-9]+]]{{$}}
    gpu.launch_func @access::@through_subview blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%h : memref<4x8xf16>)
    // CHECK: dbg.dispatch @[[AT:[a-z_0-9]+]]{{$}}
    gpu.launch_func @access::@atomic blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%c1 : index, %s : memref<1xf64>)
    // CHECK: dbg.dispatch @[[CA:[a-z_0-9]+]]{{$}}
    gpu.launch_func @access::@calls blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%w : memref<2xbf16>, %c : memref<2xcomplex<f32>>)
    return
  }
  // PARAM: where the launch passes each (a memref of rank R takes 3 + 2R
  // parameters, a scalar one).
  // CHECK-DAG: dbg.site @[[RW]] {{.*}} operands "0:r:f32:1:0,1:w:i32:1:5"
  // CHECK-DAG: dbg.site @[[SV]] {{.*}} operands "0:w:f16:2:0"
  // CHECK-DAG: dbg.site @[[AT]] {{.*}} operands "1:a:f64:1:1"
  // CHECK-DAG: dbg.site @[[CA]] {{.*}} operands "0:rw:bf16:1:0"
}

// -----

// A kernel's declared sizes, inherent or in the discardable gpu.* form that
// older programs carry (upstream's cga_cluster.mlir): the site records both,
// and libdbgrt refuses a launch that contradicts them.
module attributes {gpu.container_module} {
  gpu.module @sized {
    gpu.func @inherent() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      gpu.return
    }
    gpu.func @discardable() kernel attributes {gpu.known_block_size = array<i32: 1, 1, 1>, gpu.known_grid_size = array<i32: 2, 2, 1>} {
      gpu.return
    }
  }
  // CHECK-LABEL: func.func @known_sizes
  func.func @known_sizes() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    // CHECK: dbg.dispatch @[[IN:[a-z_0-9]+]]{{$}}
    gpu.launch_func @sized::@inherent blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
    // CHECK: dbg.dispatch @[[DIS:[a-z_0-9]+]]{{$}}
    gpu.launch_func @sized::@discardable blocks in (%c4, %c4, %c1) threads in (%c1, %c1, %c1)
    return
  }
  // CHECK-DAG: dbg.site @[[IN]] {{.*}} known "block=32,1,1"
  // CHECK-DAG: dbg.site @[[DIS]] {{.*}} known "block=1,1,1 grid=2,2,1"
}
