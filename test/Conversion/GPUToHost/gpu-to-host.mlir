// RUN: dbg-opt %s -split-input-file -convert-gpu-to-host | FileCheck %s

// A kernel becomes a host function of its ids, called by its launcher, a
// never-inlined loop nest over blocks and threads; a launch becomes the
// host-launch calls around a call of the launcher.
// CHECK: llvm.mlir.global private constant @[[STR:__dbg_host_str_[0-9]+]]("kernels::scale\00")
// CHECK-LABEL: func.func private @__dbg_host_launch_kernels_scale
// CHECK-SAME: (%[[GX:[^:]*]]: index, %[[GY:[^:]*]]: index, %[[GZ:[^:]*]]: index, %[[BX:[^:]*]]: index, %[[BY:[^:]*]]: index, %[[BZ:[^:]*]]: index, %[[BUF:[^:]*]]: memref<?xf32>, %[[F:[^:]*]]: f32)
// CHECK-SAME: attributes {passthrough = ["noinline"]}
// CHECK: scf.for %[[LBZ:.*]] = %{{.*}} to %[[GZ]] step
// CHECK: scf.for %[[LBY:.*]] = %{{.*}} to %[[GY]] step
// CHECK: scf.for %[[LBX:.*]] = %{{.*}} to %[[GX]] step
// CHECK: scf.for %[[LTZ:.*]] = %{{.*}} to %[[BZ]] step
// CHECK: scf.for %[[LTY:.*]] = %{{.*}} to %[[BY]] step
// CHECK: scf.for %[[LTX:.*]] = %{{.*}} to %[[BX]] step
// CHECK: func.call @__dbg_host_kernels_scale(%[[LBX]], %[[LBY]], %[[LBZ]], %[[LTX]], %[[LTY]], %[[LTZ]], %[[GX]], %[[GY]], %[[GZ]], %[[BX]], %[[BY]], %[[BZ]], %[[BUF]], %[[F]])
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<?xf32>, %factor: f32) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id y
      %gid = gpu.global_id x
      %bdim = gpu.block_dim z
      %gdim = gpu.grid_dim x
      %v = memref.load %buf[%gid] : memref<?xf32>
      %s = arith.mulf %v, %factor : f32
      memref.store %s, %buf[%tid] : memref<?xf32>
      memref.store %s, %buf[%bid] : memref<?xf32>
      memref.store %s, %buf[%bdim] : memref<?xf32>
      memref.store %s, %buf[%gdim] : memref<?xf32>
      gpu.return
    }
  }
  // CHECK-NOT: gpu.module
  // CHECK-LABEL: func.func private @__dbg_host_kernels_scale
  // CHECK-SAME: (%[[BX:[^:]*]]: index, %[[BY:[^:]*]]: index, %[[BZ:[^:]*]]: index, %[[TX:[^:]*]]: index, %[[TY:[^:]*]]: index, %[[TZ:[^:]*]]: index, %[[GX:[^:]*]]: index, %[[GY:[^:]*]]: index, %[[GZ:[^:]*]]: index, %[[DX:[^:]*]]: index, %[[DY:[^:]*]]: index, %[[DZ:[^:]*]]: index, %[[BUF:[^:]*]]: memref<?xf32>, %[[F:[^:]*]]: f32)
  // CHECK: %[[M:.*]] = arith.muli %[[BX]], %[[DX]] : index
  // CHECK: %[[GID:.*]] = arith.addi %[[M]], %[[TX]] : index
  // CHECK: memref.load %[[BUF]][%[[GID]]]
  // CHECK: memref.store %{{.*}}, %[[BUF]][%[[TX]]]
  // CHECK: memref.store %{{.*}}, %[[BUF]][%[[BY]]]
  // CHECK: memref.store %{{.*}}, %[[BUF]][%[[DZ]]]
  // CHECK: memref.store %{{.*}}, %[[BUF]][%[[GX]]]
  // CHECK: return

  // CHECK-LABEL: func.func @main
  // CHECK-SAME: (%[[ARG:.*]]: memref<?xf32>, %[[N:.*]]: index)
  func.func @main(%buf: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2.0 : f32
    // CHECK: %[[NAME:.*]] = llvm.mlir.addressof @[[STR]]
    // CHECK: %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
    // libdbgrt says whether to run the launch (not when an operand covers
    // more than its allocation).
    // CHECK: %[[GO:.*]] = llvm.call @dbgrtHostLaunchBegin(%[[NAME]], %[[N64]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : {{.*}} -> i32
    // CHECK: %[[RUNS:.*]] = arith.cmpi ne, %[[GO]], %{{.*}} : i32
    // CHECK-NEXT: scf.if %[[RUNS]] {
    // CHECK-NEXT: call @__dbg_host_launch_kernels_scale(%[[N]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ARG]], %{{.*}})
    // CHECK-NEXT: }
    // CHECK-NEXT: llvm.call @dbgrtHostLaunchEnd()
    gpu.launch_func @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>, %c2 : f32)
    return
  }
  // CHECK: llvm.func @dbgrtHostLaunchBegin(!llvm.ptr, i64, i64, i64, i64, i64, i64) -> i32
  // CHECK: llvm.func @dbgrtHostLaunchEnd()
}

// -----

// GPU memory and synchronization ops; async tokens are dropped.
module attributes {gpu.container_module} {
  // CHECK-LABEL: func.func @memory
  // CHECK-SAME: (%[[HOST:.*]]: memref<8xf32>, %[[N:.*]]: index, %[[V:.*]]: f32)
  func.func @memory(%host: memref<8xf32>, %n: index, %v: f32) {
    // CHECK-NOT: gpu.
    %t0 = gpu.wait async
    // CHECK: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
    %a, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    // CHECK: %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    %s = gpu.alloc host_shared () : memref<8xf32>
    // CHECK: linalg.fill ins(%[[V]] : f32) outs(%[[A]] : memref<?xf32>)
    %t2 = gpu.memset async [%t1] %a, %v : memref<?xf32>, f32
    // CHECK: memref.copy %[[HOST]], %[[S]] : memref<8xf32> to memref<8xf32>
    %t3 = gpu.memcpy async [%t2] %s, %host : memref<8xf32>, memref<8xf32>
    %cast = memref.cast %host : memref<8xf32> to memref<*xf32>
    gpu.host_register %cast : memref<*xf32>
    gpu.host_unregister %cast : memref<*xf32>
    // libdbgrt forgets the allocation, then it is freed.
    // CHECK: %[[APTR:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
    // CHECK: %[[AADDR:.*]] = arith.index_cast %[[APTR]] : index to i64
    // CHECK: %[[ADATA:.*]] = llvm.inttoptr %[[AADDR]]
    // CHECK: llvm.call @dbgrtHostReleased(%[[ADATA]])
    // CHECK-NEXT: memref.dealloc %[[A]] : memref<?xf32>
    %t4 = gpu.dealloc async [%t3] %a : memref<?xf32>
    gpu.wait [%t4]
    // CHECK-NEXT: return
    return
  }
}

// -----

// gpu.printf calls printf with C's argument promotions; a failing cf.assert
// reports the thread and, in the function body, ends it.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%ok: i1, %x: f32, %h: i16) kernel {
      %tid = gpu.thread_id x
      gpu.printf "tid %lld x %f h %d\n", %tid, %x, %h : index, f32, i16
      cf.assert %ok, "top-level" loc(callsite("helper"("lib.cc":7:9) at "main.cc":1:1))
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %c1 step %c1 {
        cf.assert %ok, "nested" loc("k.mlir":3:4)
      }
      gpu.return
    }
  }
  // CHECK-DAG: llvm.mlir.global private constant @[[FMTSTR:.*]]("tid %lld x %f h %d\0A\00")
  // CHECK-DAG: llvm.mlir.global private constant @{{.*}}("lib.cc\00")
  // CHECK-DAG: llvm.mlir.global private constant @{{.*}}("helper\00")
  // CHECK-DAG: llvm.mlir.global private constant @{{.*}}("k::f\00")
  // CHECK-LABEL: func.func private @__dbg_host_k_f
  // CHECK-SAME: %[[TX:arg3]]: index
  // CHECK-SAME: %[[OK:arg12]]: i1, %[[X:arg13]]: f32, %[[H:arg14]]: i16
  // CHECK: %[[FMT:.*]] = llvm.mlir.addressof @[[FMTSTR]] : !llvm.ptr
  // CHECK: %[[T64:.*]] = arith.index_cast %[[TX]] : index to i64
  // CHECK: %[[XD:.*]] = arith.extf %[[X]] : f32 to f64
  // CHECK: %[[H32:.*]] = arith.extsi %[[H]] : i16 to i32
  // CHECK: llvm.call @printf(%[[FMT]], %[[T64]], %[[XD]], %[[H32]]) vararg(!llvm.func<i32 (ptr, ...)>)
  // CHECK: cf.cond_br %[[OK]], ^[[CONT:.*]], ^[[FAIL:.*]]
  // CHECK: ^[[FAIL]]:
  // CHECK: llvm.call @dbgrtHostAssertFail(%{{.*}}, %{{.*}}, %c7_i64, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
  // CHECK-NEXT: return
  // CHECK: ^[[CONT]]:
  // CHECK: scf.for
  // CHECK: %[[NOT:.*]] = arith.xori %[[OK]], %{{.*}} : i1
  // CHECK: scf.if %[[NOT]] {
  // CHECK: llvm.call @dbgrtHostAssertFail(
  // CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32
  func.func @main(%ok: i1, %x: f32, %h: i16) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%ok : i1, %x : f32, %h : i16)
    return
  }
}

// -----

// Helper functions of a gpu.module move to the host with their callers.
// CHECK-LABEL: func.func private @__dbg_host_k_square(%{{.*}}: f32) -> f32
// CHECK: arith.mulf
// CHECK-LABEL: func.func private @__dbg_host_k_f
// CHECK: call @__dbg_host_k_square(%{{.*}}) : (f32) -> f32
// CHECK-LABEL: func.func @square
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @k {
    func.func @square(%x: f32) -> f32 {
      %y = arith.mulf %x, %x : f32
      return %y : f32
    }
    gpu.func @f(%buf: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<?xf32>
      %s = func.call @square(%v) : (f32) -> f32
      memref.store %s, %buf[%tid] : memref<?xf32>
      gpu.return
    }
  }
  // A host function of the same name is not the helper.
  func.func @square() {
    return
  }
}

// -----

// Integer division and remainder in a kernel are checked: by zero, and
// INT_MIN / -1 when signed, the thread reports a fault with the op's
// location; the division never sees the bad divisor.
// CHECK-DAG: llvm.mlir.global private constant @[[ZERO:.*]]("integer division by zero\00")
// CHECK-DAG: llvm.mlir.global private constant @[[OVF:.*]]("integer overflow in division (INT_MIN / -1)\00")
// CHECK-DAG: llvm.mlir.global private constant @[[LOC:.*]]("div.mlir:3:7\00")
// CHECK-LABEL: func.func private @__dbg_host_k_div
// CHECK-SAME: %[[A:arg12]]: i32, %[[B:arg13]]: i32
// CHECK: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %[[B]], %[[C0]] : i32
// CHECK: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK: %[[ISMIN:.*]] = arith.cmpi eq, %[[A]], %[[MIN]] : i32
// CHECK: %[[M1:.*]] = arith.constant -1 : i32
// CHECK: %[[ISM1:.*]] = arith.cmpi eq, %[[B]], %[[M1]] : i32
// CHECK: %[[OV:.*]] = arith.andi %[[ISMIN]], %[[ISM1]] : i1
// CHECK: %[[BAD:.*]] = arith.ori %[[IS0]], %[[OV]] : i1
// CHECK: scf.if %[[BAD]] {
// CHECK: %[[WHAT0:.*]] = llvm.mlir.addressof @[[ZERO]]
// CHECK: %[[WHAT1:.*]] = llvm.mlir.addressof @[[OVF]]
// CHECK: %[[WHAT:.*]] = arith.select %[[IS0]], %[[WHAT0]], %[[WHAT1]]
// CHECK: %[[WHERE:.*]] = llvm.mlir.addressof @[[LOC]]
// CHECK: llvm.call @dbgrtHostKernelFault(%[[WHAT]], %[[WHERE]],
// CHECK: }
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: %[[SAFE:.*]] = arith.select %[[BAD]], %[[C1]], %[[B]] : i32
// CHECK: arith.divsi %[[A]], %[[SAFE]] : i32
// Unsigned: only the divisor is checked.
// CHECK: %[[UIS0:.*]] = arith.cmpi eq, %[[B]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[UIS0]] {
// CHECK: arith.remui %[[A]], %{{.*}} : i32
// Floating point is left alone.
// CHECK-NOT: scf.if
// CHECK: arith.divf
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @div(%a: i32, %b: i32, %x: f32, %out: memref<3xi32>) kernel {
      %q = arith.divsi %a, %b : i32 loc("div.mlir":3:7)
      %r = arith.remui %a, %b : i32
      %f = arith.divf %x, %x : f32
      %c0 = arith.constant 0 : index
      memref.store %q, %out[%c0] : memref<3xi32>
      gpu.return
    }
  }
}

// -----

// gpu.alloc of any element type a memref holds: libdbgrt is told the bytes
// the data layout gives (a vector<4xf32> is 16, a complex<f64> 16, an
// index 8), for poison-allocations to fill.
module attributes {gpu.container_module} {
  // CHECK-LABEL: func.func @element_types
  func.func @element_types() {
    // CHECK: %[[V:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xvector<4xf32>>
    // CHECK: %[[VB:.*]] = arith.constant 16 : i64
    // CHECK: %[[VN:.*]] = arith.constant 3 : i64
    // CHECK: %[[VBYTES:.*]] = arith.muli %[[VB]], %[[VN]]
    // CHECK: call @dbgrtHostAllocated(%{{.*}}, %[[VBYTES]])
    %v = gpu.alloc () : memref<3xvector<4xf32>>
    // CHECK: memref.alloc() {alignment = 64 : i64} : memref<5xcomplex<f64>>
    // CHECK: %[[CB:.*]] = arith.constant 16 : i64
    // CHECK: %[[CN:.*]] = arith.constant 5 : i64
    // CHECK: %[[CBYTES:.*]] = arith.muli %[[CB]], %[[CN]]
    // CHECK: call @dbgrtHostAllocated(%{{.*}}, %[[CBYTES]])
    %c = gpu.alloc () : memref<5xcomplex<f64>>
    // CHECK: memref.alloc() {alignment = 64 : i64} : memref<2xindex>
    // CHECK: %[[IB:.*]] = arith.constant 8 : i64
    // CHECK: %[[IN:.*]] = arith.constant 2 : i64
    // CHECK: %[[IBYTES:.*]] = arith.muli %[[IB]], %[[IN]]
    // CHECK: call @dbgrtHostAllocated(%{{.*}}, %[[IBYTES]])
    %i = gpu.alloc () : memref<2xindex>
    return
  }
}
