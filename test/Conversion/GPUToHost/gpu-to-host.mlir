// RUN: dbg-opt %s -split-input-file -convert-gpu-to-host | FileCheck %s

// A kernel becomes a host function of its thread's context (ids, sizes and
// workgroup memory), called by its entry function, which unpacks the
// arguments from the frame and loops over the threads of one block. The
// kernel gets a record (Abi.def's DBGRT_HOST_KERNEL_*): its entry, name,
// flags, lanes, workgroup bytes, frame bytes, its origin build (0: none)
// and the frame's layout. A
// launch stores the arguments in the function's frame slot and makes one
// dbgrtHostLaunch call with the record.
// CHECK: llvm.mlir.global private constant @[[NAME:__dbg_host_str_[0-9]+]]("kernels::scale\00")
// CHECK: llvm.mlir.global private constant @[[RECORD:__dbg_host_entry_kernels_scale_record]]() {{.*}} : !llvm.array<10 x i64> {
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[EF:.*]] = func.constant @__dbg_host_entry_kernels_scale
// CHECK-NEXT: %[[EP:.*]] = builtin.unrealized_conversion_cast %[[EF]]
// CHECK-NEXT: %[[W0:.*]] = llvm.ptrtoint %[[EP]]
// CHECK-NEXT: %[[NP:.*]] = llvm.mlir.addressof @[[NAME]]
// CHECK-NEXT: %[[W1:.*]] = llvm.ptrtoint %[[NP]]
// No workgroup memory; not cooperative, does not print; 32 lanes.
// CHECK-NEXT: %[[W2:.*]] = llvm.mlir.constant(0 : i64)
// CHECK-NEXT: %[[W3:.*]] = llvm.mlir.constant(32 : i64)
// CHECK-NEXT: %[[W4:.*]] = llvm.mlir.constant(0 : i64)
// CHECK-NEXT: %[[END:.*]] = llvm.getelementptr %[[NULL]][1] : {{.*}}, !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK-NEXT: %[[W5:.*]] = llvm.ptrtoint %[[END]]
// CHECK-NEXT: %[[W6:.*]] = llvm.mlir.constant(2 : i64)
// CHECK-NEXT: %[[W7:.*]] = llvm.mlir.constant(0 : i64)
// CHECK-NEXT: %[[F0:.*]] = llvm.getelementptr %[[NULL]][0, 0]
// CHECK-NEXT: %[[W8:.*]] = llvm.ptrtoint %[[F0]]
// CHECK-NEXT: %[[F1:.*]] = llvm.getelementptr %[[NULL]][0, 1]
// CHECK-NEXT: %[[W9:.*]] = llvm.ptrtoint %[[F1]]
// CHECK: llvm.insertvalue %[[W0]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[W7]], %{{.*}}[7]
// CHECK: llvm.insertvalue %[[W9]], %{{.*}}[9]
// CHECK-NEXT: llvm.return
// CHECK-LABEL: func.func private @__dbg_host_entry_kernels_scale
// CHECK-SAME: (%[[FRAME:.*]]: !llvm.ptr, %[[CTX:.*]]: !llvm.ptr, %[[WG:.*]]: !llvm.ptr)
// CHECK: %[[A0:.*]] = llvm.getelementptr %[[CTX]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK: %[[L0:.*]] = llvm.load %[[A0]] : !llvm.ptr -> i64
// CHECK: %[[BX:.*]] = arith.index_cast %[[L0]] : i64 to index
// CHECK: %[[A12:.*]] = llvm.getelementptr %[[CTX]][12] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK: %[[D0:.*]] = llvm.insertvalue %[[WG]], %{{.*}}[0]
// CHECK: %[[WGM:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi8>
// CHECK: %[[P0:.*]] = llvm.getelementptr %[[FRAME]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
// CHECK: %[[D:.*]] = llvm.load %[[P0]]
// CHECK: %[[BUF:.*]] = builtin.unrealized_conversion_cast %[[D]] : {{.*}} to memref<?xf32>
// CHECK: %[[P1:.*]] = llvm.getelementptr %[[FRAME]][0, 1]
// CHECK: %[[F:.*]] = llvm.load %[[P1]] : !llvm.ptr -> f32
// CHECK: scf.for %[[TZ:.*]] = %{{.*}} to %[[SZ:.*]] step
// CHECK: scf.for %[[TY:.*]] = %{{.*}} to %[[SY:.*]] step
// CHECK: scf.for %[[TX:.*]] = %{{.*}} to %[[SX:.*]] step
// CHECK: func.call @__dbg_host_kernels_scale(%[[BX]], %{{.*}}, %{{.*}}, %[[TX]], %[[TY]], %[[TZ]], %{{.*}}, %{{.*}}, %{{.*}}, %[[SX]], %[[SY]], %[[SZ]], %[[WGM]], %[[BUF]], %[[F]])
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
  // CHECK-SAME: (%[[BX:[^:]*]]: index, %[[BY:[^:]*]]: index, %[[BZ:[^:]*]]: index, %[[TX:[^:]*]]: index, %[[TY:[^:]*]]: index, %[[TZ:[^:]*]]: index, %[[GX:[^:]*]]: index, %[[GY:[^:]*]]: index, %[[GZ:[^:]*]]: index, %[[DX:[^:]*]]: index, %[[DY:[^:]*]]: index, %[[DZ:[^:]*]]: index, %[[WG:[^:]*]]: memref<?xi8>, %[[BUF:[^:]*]]: memref<?xf32>, %[[F:[^:]*]]: f32)
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
    // The frame: one slot of the function, in its entry block.
    // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64)
    // CHECK-NEXT: %[[FR:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, f32)>
    // CHECK: %[[C2:.*]] = arith.constant 2.0
    // CHECK: %[[REC:.*]] = llvm.mlir.addressof @[[RECORD]]
    // CHECK: %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
    // CHECK: %[[S0:.*]] = llvm.getelementptr %[[FR]][0, 0]
    // CHECK: %[[DESC:.*]] = builtin.unrealized_conversion_cast %[[ARG]] : memref<?xf32> to
    // CHECK: llvm.store %[[DESC]], %[[S0]]
    // CHECK: %[[S1:.*]] = llvm.getelementptr %[[FR]][0, 1]
    // CHECK: llvm.store %[[C2]], %[[S1]] : f32
    // No dynamic workgroup memory.
    // CHECK: %[[DYN:.*]] = llvm.mlir.constant(0 : i64)
    // No site id (0): convert-dbg-to-llvm gives the one of its marker.
    // CHECK: %[[NOSITE:.*]] = llvm.mlir.constant(0 : i64) : i64
    // CHECK: llvm.call @dbgrtHostLaunch(%[[REC]], %[[N64]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ONE:.*]], %[[ONE]], %[[ONE]], %[[FR]], %[[DYN]], %[[NOSITE]])
    // CHECK-NEXT: return
    gpu.launch_func @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>, %c2 : f32)
    return
  }
  // CHECK: llvm.func @dbgrtHostLaunch(!llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, i64)
  // CHECK: llvm.func @dbgrtHostLaunchAsync(!llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, !llvm.ptr, i32, i64) -> i64
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
    // A memset or copy runs when libdbgrt says its memory is in use (not
    // freed, under lifetimes).
    // CHECK: %[[SETOK:.*]] = llvm.call @dbgrtHostMemoryInUse(%{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> i32
    // CHECK: %[[SETGO:.*]] = arith.cmpi ne, %[[SETOK]], %{{.*}} : i32
    // CHECK-NEXT: scf.if %[[SETGO]] {
    // CHECK-NEXT: linalg.fill ins(%[[V]] : f32) outs(%[[A]] : memref<?xf32>)
    %t2 = gpu.memset async [%t1] %a, %v : memref<?xf32>, f32
    // CHECK: llvm.call @dbgrtHostMemoryInUse
    // CHECK: scf.if
    // CHECK-NEXT: memref.copy %[[HOST]], %[[S]] : memref<8xf32> to memref<8xf32>
    %t3 = gpu.memcpy async [%t2] %s, %host : memref<8xf32>, memref<8xf32>
    %cast = memref.cast %host : memref<8xf32> to memref<*xf32>
    gpu.host_register %cast : memref<*xf32>
    gpu.host_unregister %cast : memref<*xf32>
    // libdbgrt forgets the allocation, then it is freed unless libdbgrt
    // says not to (a double free, or quarantined under lifetimes).
    // CHECK: %[[APTR:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
    // CHECK: %[[AADDR:.*]] = arith.index_cast %[[APTR]] : index to i64
    // CHECK: %[[ADATA:.*]] = llvm.inttoptr %[[AADDR]]
    // CHECK: %[[FREE:.*]] = llvm.call @dbgrtHostReleased(%[[ADATA]])
    // CHECK: %[[FREEGO:.*]] = arith.cmpi ne, %[[FREE]], %{{.*}} : i32
    // CHECK-NEXT: scf.if %[[FREEGO]] {
    // CHECK-NEXT: memref.dealloc %[[A]] : memref<?xf32>
    %t4 = gpu.dealloc async [%t3] %a : memref<?xf32>
    gpu.wait [%t4]
    // CHECK: }
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
  // CHECK-SAME: (%{{[^:]*}}: index, %{{[^:]*}}: index, %{{[^:]*}}: index, %[[TX:[^:]*]]: index,
  // CHECK-SAME: memref<?xi8>, %[[OK:[^:]*]]: i1, %[[X:[^:]*]]: f32, %[[H:[^:]*]]: i16
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

// Device functions (func.func and non-kernel gpu.func) move to the host
// with their callers and take the caller's thread context; declarations
// (external functions) are the host's own. (func.call cannot name a
// gpu.func: a non-kernel one is converted, uncalled.)
// CHECK-LABEL: func.func private @__dbg_host_k_square
// CHECK-SAME: (%[[BX:[^:]*]]: index, %{{[^:]*}}: index, %{{[^:]*}}: index, %[[TX:[^:]*]]: index, {{.*}}, %{{[^:]*}}: memref<?xi8>, %[[X:.*]]: f32) -> f32
// CHECK: %[[Y:.*]] = arith.mulf %[[X]], %[[X]]
// CHECK: %[[T:.*]] = arith.index_cast %[[TX]] : index to i32
// CHECK: return %[[Y]] : f32
// CHECK-LABEL: func.func private @__dbg_host_k_f
// CHECK-SAME: (%[[BX:[^:]*]]: index, %[[BY:[^:]*]]: index, %[[BZ:[^:]*]]: index, %[[TX:[^:]*]]: index, %[[TY:[^:]*]]: index, %[[TZ:[^:]*]]: index, %[[GX:[^:]*]]: index, %[[GY:[^:]*]]: index, %[[GZ:[^:]*]]: index, %[[DX:[^:]*]]: index, %[[DY:[^:]*]]: index, %[[DZ:[^:]*]]: index, %[[WG:[^:]*]]: memref<?xi8>, %[[BUF:.*]]: memref<?xf32>)
// CHECK: %[[S:.*]] = call @__dbg_host_k_square(%[[BX]], %[[BY]], %[[BZ]], %[[TX]], %[[TY]], %[[TZ]], %[[GX]], %[[GY]], %[[GZ]], %[[DX]], %[[DY]], %[[DZ]], %[[WG]], %{{.*}}) : ({{.*}}, memref<?xi8>, f32) -> f32
// CHECK: call @expf(%[[S]]) : (f32) -> f32
// CHECK-LABEL: func.func private @__dbg_host_k_double
// CHECK-SAME: memref<?xi8>, %[[V:.*]]: f32) -> f32
// CHECK: %[[R:.*]] = arith.addf %[[V]], %[[V]]
// CHECK: return %[[R]] : f32
// CHECK-LABEL: func.func @square
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @k {
    func.func @square(%x: f32) -> f32 {
      %y = arith.mulf %x, %x : f32
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      gpu.printf "%d\n", %t : i32
      return %y : f32
    }
    func.func private @expf(f32) -> f32
    gpu.func @f(%buf: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<?xf32>
      %s = func.call @square(%v) : (f32) -> f32
      %e = func.call @expf(%s) : (f32) -> f32
      memref.store %e, %buf[%tid] : memref<?xf32>
      gpu.return
    }
    gpu.func @double(%v: f32) -> f32 {
      %r = arith.addf %v, %v : f32
      gpu.return %r : f32
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
// CHECK-SAME: memref<?xi8>, %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32
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

// -----

// Threads that wait for each other: gpu.barrier and gpu.shuffle call
// libdbgrt's fiber scheduler, and the launch asks for a cooperative run.
// Workgroup memory is one buffer per block: attributions, workgroup
// globals and allocations are views at fixed offsets, dynamic shared memory
// follows them; private attributions are allocas.
// The record: cooperative (flags 1), 32 lanes, 1024 static bytes (304
// rounded up: dynamic shared memory starts 1024-byte aligned); the launch
// adds the dynamic ones.
// CHECK-LABEL: llvm.mlir.global private constant @__dbg_host_entry_k_coop_record
// CHECK: llvm.ptrtoint
// CHECK: llvm.ptrtoint
// CHECK-NEXT: llvm.mlir.constant(1 : i64)
// CHECK-NEXT: llvm.mlir.constant(32 : i64)
// CHECK-NEXT: llvm.mlir.constant(1024 : i64)
// CHECK-LABEL: func.func private @__dbg_host_entry_k_coop
// No thread loop: libdbgrt runs each thread in a fiber.
// CHECK-NOT: scf.for
// CHECK: call @__dbg_host_k_coop(
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @__dbg_host_k_coop
// CHECK-SAME: (%{{[^:]*}}: index, %{{[^:]*}}: index, %{{[^:]*}}: index, %[[TX:[^:]*]]: index, %[[TY:[^:]*]]: index, %[[TZ:[^:]*]]: index, %{{[^:]*}}: index, %{{[^:]*}}: index, %{{[^:]*}}: index, %[[DX:[^:]*]]: index, %[[DY:[^:]*]]: index, %[[DZ:[^:]*]]: index, %[[WG:[^:]*]]: memref<?xi8>, %[[OUT:[^:]*]]: memref<64xf32>)
// The global comes first (32 bytes), then the allocation (16 bytes), then
// the attribution.
// CHECK: %[[C48:.*]] = arith.constant 48 : index
// CHECK: %[[TILE:.*]] = memref.view %[[WG]][%[[C48]]][] : memref<?xi8> to memref<64xf32>
// CHECK: %[[PRIV:.*]] = memref.alloca() : memref<4xf32>
// CHECK: memref.store %{{.*}}, %[[TILE]][%[[TX]]] : memref<64xf32>
// CHECK: %[[LOC:.*]] = llvm.mlir.addressof @[[BARRIER:__dbg_host_str_[0-9]+]]
// CHECK: llvm.call @dbgrtHostBarrier(%[[LOC]])
// The lane: the thread's linear id modulo 32.
// CHECK: %[[ZY:.*]] = arith.muli %[[TZ]], %[[DY]] : index
// CHECK: %[[YZ:.*]] = arith.addi %[[TY]], %[[ZY]] : index
// CHECK: %[[ROWS:.*]] = arith.muli %[[YZ]], %[[DX]] : index
// CHECK: %[[LIN:.*]] = arith.addi %[[TX]], %[[ROWS]] : index
// CHECK: %[[LANE:.*]] = arith.remui %[[LIN]], %{{.*}} : index
// CHECK: %[[LANE32:.*]] = arith.index_cast %[[LANE]] : index to i32
// CHECK: %[[SRC:.*]] = arith.xori %[[LANE32]], %[[OFF:.*]] : i32
// CHECK: %[[VALID:.*]] = arith.cmpi ult, %[[SRC]], %[[WIDTH:.*]] : i32
// CHECK: %[[FROM:.*]] = arith.select %[[VALID]], %[[SRC]], %[[LANE32]] : i32
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[WIDE:.*]] = arith.extui %[[BITS]] : i32 to i64
// CHECK: %[[GOT:.*]] = llvm.call @dbgrtHostShuffle(%[[WIDE]], %[[FROM]], %[[WIDTH]], %{{.*}}) : (i64, i32, i32, !llvm.ptr) -> i64
// CHECK: %[[NARROW:.*]] = arith.trunci %[[GOT]] : i64 to i32
// CHECK: %[[VALUE:.*]] = arith.bitcast %[[NARROW]] : i32 to f32
// CHECK: arith.select %[[VALID]], %[[VALUE]], %{{.*}} : f32
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: memref.view %[[WG]][%[[C0]]][] : memref<?xi8> to memref<8xf32>
// CHECK: %[[C32:.*]] = arith.constant 32 : index
// CHECK: memref.view %[[WG]][%[[C32]]][] : memref<?xi8> to memref<2xi64>
// CHECK-NOT: memref.dealloc
// Dynamic shared memory: from the end of the static objects (304 bytes),
// 1024-byte aligned.
// CHECK: %[[C1024:.*]] = arith.constant 1024 : index
// CHECK: %[[ALL:.*]] = memref.dim %[[WG]], %{{.*}} : memref<?xi8>
// CHECK: %[[DYN:.*]] = arith.subi %[[ALL]], %[[C1024]] : index
// CHECK: memref.view %[[WG]][%[[C1024]]][%[[DYN]]] : memref<?xi8> to memref<?xi8>
// CHECK: return
module attributes {gpu.container_module} {
  gpu.module @k {
    memref.global "private" @shared : memref<8xf32, #gpu.address_space<workgroup>>
    gpu.func @coop(%out: memref<64xf32>)
        workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>)
        private(%mine: memref<4xf32, #gpu.address_space<private>>) kernel {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %v = memref.load %out[%tid] : memref<64xf32>
      memref.store %v, %tile[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      %r = arith.select %ok, %s, %v : f32
      memref.store %r, %mine[%c0] : memref<4xf32, #gpu.address_space<private>>
      %g = memref.get_global @shared : memref<8xf32, #gpu.address_space<workgroup>>
      memref.store %r, %g[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
      %a = memref.alloc() : memref<2xi64, #gpu.address_space<workgroup>>
      memref.dealloc %a : memref<2xi64, #gpu.address_space<workgroup>>
      %d = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  // CHECK-LABEL: func.func @main
  // CHECK: %[[DYN64:.*]] = arith.extui %{{.*}} : i32 to i64
  // CHECK: llvm.call @dbgrtHostLaunch(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[DYN64]], %{{.*}})
  func.func @main(%out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %bytes = arith.constant 128 : i32
    gpu.launch_func @k::@coop blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %bytes args(%out : memref<64xf32>)
    return
  }
}

// -----

// Subgroup ids from the linear thread id; gpu.all_reduce becomes shuffles,
// a barrier and workgroup memory (upstream's rewrite, as on NVVM), so the
// kernel runs cooperatively; a kernel that prints runs its blocks in
// order (DBGRT_HOST_RUN_COOPERATIVE | DBGRT_HOST_RUN_IN_ORDER = 3).
// CHECK-LABEL: llvm.mlir.global private constant @__dbg_host_entry_k_ids_record
// CHECK: func.constant @__dbg_host_entry_k_ids
// CHECK: llvm.ptrtoint
// CHECK: llvm.ptrtoint
// CHECK-NEXT: llvm.mlir.constant(0 : i64)
// CHECK-NEXT: llvm.mlir.constant(32 : i64)
// CHECK-LABEL: func.func private @__dbg_host_k_ids
// CHECK-SAME: %[[DX:[^:]*]]: index, %[[DY:[^:]*]]: index, %[[DZ:[^:]*]]: index, %{{[^:]*}}: memref<?xi8>, %[[OUT:.*]]: memref<4xindex>)
// CHECK: %[[LANE:.*]] = arith.remui %{{.*}}, %[[C32:.*]] : index
// CHECK: %[[SG:.*]] = arith.divui %{{.*}}, %{{.*}} : index
// CHECK: %[[SIZE:.*]] = arith.constant 32 : index
// CHECK: %[[YZ:.*]] = arith.muli %[[DY]], %[[DZ]] : index
// CHECK: %[[ALL:.*]] = arith.muli %[[DX]], %[[YZ]] : index
// CHECK: %[[NUM:.*]] = arith.ceildivui %[[ALL]], %{{.*}} : index
// CHECK: memref.store %[[LANE]], %[[OUT]]
// CHECK: memref.store %[[SG]], %[[OUT]]
// CHECK: memref.store %[[SIZE]], %[[OUT]]
// CHECK: memref.store %[[NUM]], %[[OUT]]
// CHECK-LABEL: llvm.mlir.global private constant @__dbg_host_entry_k_sum_record
// CHECK: func.constant @__dbg_host_entry_k_sum
// CHECK: llvm.ptrtoint
// CHECK: llvm.ptrtoint
// CHECK-NEXT: llvm.mlir.constant(3 : i64)
// CHECK-NEXT: llvm.mlir.constant(32 : i64)
// CHECK-LABEL: func.func private @__dbg_host_k_sum
// CHECK: llvm.call @dbgrtHostShuffle
// CHECK: llvm.call @dbgrtHostBarrier
// CHECK-NOT: gpu.all_reduce
// CHECK-LABEL: func.func @main
// CHECK: llvm.call @dbgrtHostLaunch(
// CHECK: llvm.call @dbgrtHostLaunch(
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @ids(%out: memref<4xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %lane = gpu.lane_id
      %sg = gpu.subgroup_id : index
      %size = gpu.subgroup_size : index
      %num = gpu.num_subgroups : index
      memref.store %lane, %out[%c0] : memref<4xindex>
      memref.store %sg, %out[%c1] : memref<4xindex>
      memref.store %size, %out[%c2] : memref<4xindex>
      memref.store %num, %out[%c3] : memref<4xindex>
      gpu.return
    }
    gpu.func @sum(%v: f32) kernel {
      %s = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
      gpu.printf "%f\n", %s : f32
      gpu.return
    }
  }
  func.func @main(%out: memref<4xindex>, %v: f32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@ids blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<4xindex>)
    gpu.launch_func @k::@sum blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%v : f32)
    return
  }
}

// -----

// Async launches run concurrently: dbgrtHostLaunchAsync takes a copy of
// the frame (its size is in the record) and the tokens of what the launch
// depends on, and returns the launch's (0 for a launch libdbgrt skips).
// gpu.wait async [...] joins tokens without waiting, gpu.wait [...] waits.
// CHECK-LABEL: func.func @streams
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%buf: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @streams(%buf: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %s1 = gpu.wait async
    // No dynamic workgroup memory, then no site id.
    // CHECK: llvm.mlir.constant(0 : i64) : i64
    // CHECK-NEXT: %[[NOSITE:.*]] = llvm.mlir.constant(0 : i64) : i64
    // CHECK: %[[NONE:.*]] = llvm.mlir.zero : !llvm.ptr
    // CHECK: %[[A:.*]] = llvm.call @dbgrtHostLaunchAsync(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[NONE]], %{{.*}}, %[[NOSITE]])
    %a = gpu.launch_func async [%s1] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    // The tokens' array lives until the call: a loop does not grow the
    // stack.
    // CHECK: %[[SP:.*]] = llvm.intr.stacksave
    // CHECK: %[[DEPS:.*]] = llvm.alloca %{{.*}} x i64 : (i64) -> !llvm.ptr
    // CHECK: %[[AT:.*]] = llvm.getelementptr %[[DEPS]][0] : (!llvm.ptr) -> !llvm.ptr, i64
    // CHECK: llvm.store %[[A]], %[[AT]] : i64, !llvm.ptr
    // CHECK: %[[B:.*]] = llvm.call @dbgrtHostLaunchAsync(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[DEPS]], %{{.*}}, %{{.*}})
    // CHECK-NEXT: llvm.intr.stackrestore %[[SP]]
    %b = gpu.launch_func async [%a] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
    // CHECK: %[[BOTH:.*]] = llvm.alloca
    // CHECK: llvm.store %[[A]]
    // CHECK: llvm.store %[[B]]
    // CHECK: %[[J:.*]] = llvm.call @dbgrtHostJoin(%[[BOTH]], %{{.*}}) : (!llvm.ptr, i32) -> i64
    %j = gpu.wait async [%a, %b]
    // CHECK: %[[ONE:.*]] = llvm.alloca
    // CHECK: llvm.store %[[J]]
    // CHECK: llvm.call @dbgrtHostWait(%[[ONE]], %{{.*}}) : (!llvm.ptr, i32) -> ()
    // CHECK-NOT: gpu.
    gpu.wait [%j]
    return
  }
}

// -----

// Tokens carried by a loop (each launch after the one before) become the
// handles dbgrtHostLaunchAsync returns, carried as i64; a token from a
// call is waited for and carried as complete (0).
// CHECK-LABEL: func.func @chain
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%buf: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @chain(%buf: memref<?xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // CHECK: %[[START:.*]] = arith.constant 0 : i64
    %s0 = gpu.wait async
    // CHECK: %[[LAST:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[PREV:.*]] = %[[START]]) -> (i64)
    // CHECK: llvm.store %[[PREV]]
    // CHECK: %[[NEXT:.*]] = llvm.call @dbgrtHostLaunchAsync
    // CHECK: scf.yield %[[NEXT]] : i64
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %s0) -> (!gpu.async.token) {
      %next = gpu.launch_func async [%prev] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<?xf32>)
      scf.yield %next : !gpu.async.token
    }
    // CHECK: llvm.store %[[LAST]]
    // CHECK: llvm.call @dbgrtHostWait
    gpu.wait [%last]
    // CHECK: call @elsewhere
    // CHECK: %[[ALL:.*]] = arith.constant -1 : i32
    // CHECK: llvm.call @dbgrtHostWait(%{{.*}}, %[[ALL]])
    // CHECK: %[[DONE:.*]] = arith.constant 0 : i64
    // CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[DONE]]) -> (i64)
    // CHECK-NOT: gpu.wait
    // CHECK-NOT: unrealized_conversion_cast
    // CHECK: return
    %t = func.call @elsewhere() : () -> !gpu.async.token
    %u = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %t) -> (!gpu.async.token) {
      scf.yield %prev : !gpu.async.token
    }
    gpu.wait [%u]
    return
  }
  func.func private @elsewhere() -> !gpu.async.token
}

// -----

// Float ops whose CPU lowering differs from the GPU's: minnumf/maxnumf as
// IEEE minimumNumber (NVVM's min.f32 orders -0 below +0), expm1 and log1p
// through libm (MLIR's LLVM lowering computes exp(x) - 1 and log(1 + x)).
// CHECK: func.func private @expm1f(f32) -> f32
// CHECK-LABEL: func.func private @__dbg_host_k_f
// CHECK-SAME: %[[A:[a-z0-9]+]]: f32, %[[B:[a-z0-9]+]]: f32, %[[OUT:[a-z0-9]+]]: memref<3xf32>
// CHECK: %[[MIN:.*]] = arith.minimumf %[[A]], %[[B]] : f32
// CHECK: %[[ANAN:.*]] = arith.cmpf uno, %[[A]], %[[A]] : f32
// CHECK: %[[BNAN:.*]] = arith.cmpf uno, %[[B]], %[[B]] : f32
// CHECK: %[[NOB:.*]] = arith.select %[[BNAN]], %[[A]], %[[MIN]] : f32
// CHECK: %[[R:.*]] = arith.select %[[ANAN]], %[[B]], %[[NOB]] : f32
// CHECK: memref.store %[[R]]
// CHECK: arith.maximumf %[[A]], %[[B]] : f32
// CHECK: %[[E:.*]] = call @expm1f(%[[A]]) : (f32) -> f32
// CHECK: memref.store %[[E]]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: f32, %b: f32, %out: memref<3xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %min = arith.minnumf %a, %b : f32
      memref.store %min, %out[%c0] : memref<3xf32>
      %max = arith.maxnumf %a, %b : f32
      memref.store %max, %out[%c1] : memref<3xf32>
      %e = math.expm1 %a : f32
      memref.store %e, %out[%c2] : memref<3xf32>
      gpu.return
    }
  }
}

// -----

// An atomic in an scf.while is a spin point: the kernel runs its threads as
// fibers (its entry runs one thread, no loop) and each such atomic yields
// to the other threads; an atomic outside a loop does not.
// CHECK-LABEL: func.func private @__dbg_host_entry_k_spin
// CHECK-NOT: scf.for
// CHECK: return
// CHECK-LABEL: func.func private @__dbg_host_k_spin
// CHECK: memref.atomic_rmw assign
// CHECK-NOT: dbgrtHostYield
// CHECK: scf.while
// CHECK: %[[V:.*]] = memref.atomic_rmw addi
// CHECK-NEXT: llvm.call @dbgrtHostYield() : () -> ()
// CHECK-NEXT: arith.cmpi eq, %[[V]]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @spin(%flag: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw assign %one, %flag[%c0] : (i32, memref<1xi32>) -> i32
      scf.while : () -> () {
        %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<1xi32>) -> i32
        %unset = arith.cmpi eq, %v, %zero : i32
        scf.condition(%unset)
      } do {
        scf.yield
      }
      gpu.return
    }
  }
}

// -----

// A kernel's origin build (insert-nan-checks' origins) gets its record
// first; the kernel's record holds its address.
// CHECK-LABEL: llvm.mlir.global private constant @__dbg_host_entry_kernels_k__nan_origin_record
// CHECK-LABEL: llvm.mlir.global private constant @__dbg_host_entry_kernels_k_record
// CHECK: %[[ORIGIN:.*]] = llvm.mlir.addressof @__dbg_host_entry_kernels_k__nan_origin_record
// CHECK-NEXT: %[[WORD:.*]] = llvm.ptrtoint %[[ORIGIN]]
// CHECK: llvm.insertvalue %[[WORD]], %{{.*}}[7]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<4xf32>) kernel attributes {dbg.nan_origin = @k__nan_origin} {
      gpu.return
    }
    gpu.func @k__nan_origin(%m: memref<4xf32>) kernel attributes {dbg.nan_origin_of = @k} {
      gpu.return
    }
  }
  func.func @main(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
}
