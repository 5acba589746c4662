// RUN: dbg-opt %s -split-input-file -convert-gpu-to-host | FileCheck %s

// An mbarrier group is a private workgroup global of three i64 per mbarrier
// (DBGRT_HOST_MBARRIER_BYTES; a view of the block's workgroup memory once lowered); init, arrive,
// arrive.nocomplete, test.wait and try_wait.parity call libdbgrt with the
// mbarrier's address. try_wait.parity suspends the thread there, so the
// kernel runs its threads as fibers (cooperative, flag 1).
// CHECK: llvm.mlir.global private constant @{{.*}}("nvgpu.mbarrier.try_wait.parity at {{.*}}mbarriers.mlir:[[#@LINE+37]]:7\00")
// CHECK: llvm.mlir.global private constant @{{.*}}handoff_record()
// CHECK: %[[FLAGS:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.insertvalue %[[FLAGS]], %{{.*}}[2] : !llvm.array<9 x i64>
// CHECK-LABEL: func.func private @__dbg_host_kernels_handoff
// CHECK: %[[GROUP:.*]] = memref.view %{{.*}}[%{{.*}}][] : memref<?xi8> to memref<6xi64>
// CHECK: scf.if %{{.*}} {
// CHECK: memref.extract_aligned_pointer_as_index %[[GROUP]] : memref<6xi64>
// CHECK: %[[P:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: llvm.call @dbgrtHostMbarrierInit(%[[P]], %{{.*}}) : (!llvm.ptr, i32) -> ()
// CHECK: }
// CHECK: %[[NOTX:.*]] = arith.constant 0 : i32
// CHECK: %[[TOKEN:.*]] = llvm.call @dbgrtHostMbarrierArrive(%{{.*}}, %{{.*}}, %{{.*}}, %[[NOTX]]) : (!llvm.ptr, i32, i32, i32) -> i64
// CHECK: llvm.call @dbgrtHostMbarrierArrive(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i32, i32) -> i64
// CHECK: llvm.call @dbgrtHostMbarrierWait(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK: %[[DONE:.*]] = llvm.call @dbgrtHostMbarrierTestWait(%{{.*}}, %[[TOKEN]]) : (!llvm.ptr, i64) -> i32
// CHECK: arith.trunci %[[DONE]] : i32 to i1
// CHECK-DAG: llvm.func @dbgrtHostMbarrierInit(!llvm.ptr, i32)
// CHECK-DAG: llvm.func @dbgrtHostMbarrierArrive(!llvm.ptr, i32, i32, i32) -> i64
// CHECK-DAG: llvm.func @dbgrtHostMbarrierTestWait(!llvm.ptr, i64) -> i32
// CHECK-DAG: llvm.func @dbgrtHostMbarrierWait(!llvm.ptr, i32, !llvm.ptr)
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!tokenType = !nvgpu.mbarrier.token
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @handoff(%out: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tid, %c0 : index
      nvgpu.mbarrier.init %bar[%c1], %c64, predicate = %first : !barrierType
      %token = nvgpu.mbarrier.arrive %bar[%c1] : !barrierType -> !tokenType
      %n = nvgpu.mbarrier.arrive.nocomplete %bar[%c1], %c1 : !barrierType -> !tokenType
      %false = arith.constant false
      %ticks = arith.constant 1000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c1], %false, %ticks : !barrierType
      %done = nvgpu.mbarrier.test.wait %bar[%c1], %token : !barrierType, !tokenType
      %d = arith.extui %done : i1 to i32
      memref.store %d, %out[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main(%out: memref<1xi32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@handoff blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<1xi32>)
    return
  }
}

// -----

// TMA: the descriptor is libdbgrt's, made from the memref's base address,
// sizes and strides (stack arrays in the entry block) and the type's
// swizzle, fill and interleave, and passed to the kernel as a pointer. The
// load gets the shared memref's address and bytes, the mbarrier's address
// and five coordinates (innermost first); expect_tx is an arrival with its
// bytes; the prefetch has nothing to do.
// CHECK-LABEL: func.func private @__dbg_host_kernels_load
// CHECK-SAME: (%{{.*}}: index, %{{.*}}: memref<?xi8>, %[[DESC:.*]]: !llvm.ptr)
// CHECK-NOT: tma.prefetch
// CHECK: %[[BYTES:.*]] = arith.index_cast %c8192 : index to i32
// CHECK: llvm.call @dbgrtHostMbarrierArrive(%{{.*}}, %{{.*}}, %{{.*}}, %[[BYTES]]) : (!llvm.ptr, i32, i32, i32) -> i64
// CHECK: %[[X:.*]] = arith.index_cast %c64 : index to i64
// CHECK: %[[Y:.*]] = arith.index_cast %c0 : index to i64
// CHECK: %[[NOMASK:.*]] = arith.constant 0 : i32
// CHECK: llvm.call @dbgrtHostTmaLoad(%[[DESC]], %{{.*}}, %{{.*}}, %{{.*}}, %[[X]], %[[Y]], %c0_i64, %c0_i64_{{[0-9]+}}, %c0_i64_{{[0-9]+}}, %[[NOMASK]], %{{.*}})
// CHECK-LABEL: func.func @main
// CHECK-DAG: memref.alloca() : memref<4xi64>
// CHECK-DAG: memref.alloca() : memref<2xi64>
// CHECK: %[[SWIZZLE:.*]] = arith.constant 3 : i32
// CHECK: %[[MAP:.*]] = llvm.call @dbgrtHostTmaDescriptor(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[SWIZZLE]], %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.store %[[MAP]], %{{.*}} : !llvm.ptr, !llvm.ptr
// CHECK: llvm.call @dbgrtHostLaunch(
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @tile : memref<64x64xf16, 3>
    gpu.func @load(%desc: !map) kernel {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c8192 = arith.constant 8192 : index
      %tile = memref.get_global @tile : memref<64x64xf16, 3>
      %bar = nvgpu.mbarrier.create -> !barrierType
      nvgpu.mbarrier.init %bar[%c0], %c64 : !barrierType
      nvgpu.tma.prefetch.descriptor %desc : !map
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c8192 : !barrierType
      nvgpu.tma.async.load %desc[%c64, %c0], %bar[%c0] to %tile : !map, !barrierType -> memref<64x64xf16, 3>
      gpu.return
    }
  }
  func.func @main(%a: memref<128x128xf16>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %cast = memref.cast %a : memref<128x128xf16> to memref<*xf16>
    %desc = nvgpu.tma.create.descriptor %cast box[%c64, %c64] : memref<*xf16> -> !map
    gpu.launch_func @kernels::@load blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%desc : !map)
    return
  }
}

// -----

// Clusters: the launch passes its cluster sizes; cluster ids come from the
// block ids and dbgrtHostClusterSize.
// CHECK-LABEL: func.func private @__dbg_host_kernels_cluster
// CHECK-SAME: (%[[BX:[^:]*]]: index
// CHECK: %[[SIZE:.*]] = llvm.call @dbgrtHostClusterSize(%{{.*}}) : (i32) -> i64
// CHECK: %[[S:.*]] = arith.index_cast %[[SIZE]] : i64 to index
// CHECK: arith.divui %[[BX]], %[[S]] : index
// CHECK-LABEL: func.func @main
// CHECK: %[[CX:.*]] = arith.index_cast %c2 : index to i64
// CHECK: %[[CY:.*]] = arith.index_cast %c2 : index to i64
// CHECK: llvm.call @dbgrtHostLaunch(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[CX]], %[[CY]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cluster(%out: memref<4xindex>) kernel {
      %c0 = arith.constant 0 : index
      %id = gpu.cluster_id x
      memref.store %id, %out[%c0] : memref<4xindex>
      gpu.return
    }
  }
  func.func @main(%out: memref<4xindex>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@cluster clusters in (%c2, %c2, %c1) blocks in (%c4, %c4, %c1) threads in (%c1, %c1, %c1) args(%out : memref<4xindex>)
    return
  }
}

// -----

// Distributed shared memory: nvvm.mapa is dbgrtHostMapa on the address in
// the generic space, cast back to the cluster's; the cluster barrier's
// arrive (relaxed or not) and wait call libdbgrt, which runs the cluster's
// blocks together; the fences of mbarrier inits and of the cluster go. A
// TMA multicast passes its mask (zero-extended) to dbgrtHostTmaLoad.
// CHECK-LABEL: func.func private @__dbg_host_kernels_dsmem
// CHECK-NOT: nvvm.fence
// CHECK: llvm.call @dbgrtHostClusterArrive(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK: llvm.call @dbgrtHostClusterArrive(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK: llvm.call @dbgrtHostClusterWait(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK: %[[LOCAL:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK: %[[GENERIC:.*]] = llvm.addrspacecast %[[LOCAL]] : !llvm.ptr<3> to !llvm.ptr
// CHECK: %[[MAPPED:.*]] = llvm.call @dbgrtHostMapa(%[[GENERIC]], %[[RANK:.*]], %{{.*}}) : (!llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %[[REMOTE:.*]] = llvm.addrspacecast %[[MAPPED]] : !llvm.ptr to !llvm.ptr<7>
// CHECK: llvm.load %[[REMOTE]] : !llvm.ptr<7> -> i32
// CHECK: %[[MASK:.*]] = arith.extui %{{.*}} : i16 to i32
// CHECK: llvm.call @dbgrtHostTmaLoad(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[MASK]], %{{.*}})
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @tile : memref<64x64xf16, 3>
    gpu.func @dsmem(%desc: !map, %rank: i32, %mask: i16, %out: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tile = memref.get_global @tile : memref<64x64xf16, 3>
      %bar = nvgpu.mbarrier.create -> !barrierType
      nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive
      nvvm.cluster.arrive.relaxed
      nvvm.cluster.wait
      %base = memref.extract_aligned_pointer_as_index %tile : memref<64x64xf16, 3> -> index
      %base64 = arith.index_cast %base : index to i64
      %local = llvm.inttoptr %base64 : i64 to !llvm.ptr<3>
      %remote = nvvm.mapa %local, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
      %x = llvm.load %remote : !llvm.ptr<7> -> i32
      memref.store %x, %out[%c0] : memref<1xi32>
      nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %tile multicast_mask = %mask : !map, !barrierType -> memref<64x64xf16, 3>
      gpu.return
    }
  }
}
