// RUN: dbg-opt %s -split-input-file -insert-proxy-fence-checks -verify-diagnostics | FileCheck %s

// A tile written by every thread and stored by TMA: each thread's range
// (registers) grows at its store, empties at its proxy fence and goes into
// its slot before the barrier; the TMA store compares the tile's bytes with
// the thread's own range, then, when the block's count of slots holding a
// range says some do, finds the first other thread's slot that overlaps
// them (a loop with no branch) and reports it on a cold path. A thread
// whose published range turns empty or not moves the count.
// CHECK-LABEL: gpu.module @kernels
// CHECK: memref.global "private" constant @__dbg_proxy_write_sites : memref<1xi64>
// CHECK-LABEL: gpu.func @tma_store
// CHECK-SAME: workgroup(%[[RANGES:.*]] : memref<32xi64, #gpu.address_space<workgroup>>, %[[NUMBERS:.*]] : memref<32xi32, #gpu.address_space<workgroup>>, %[[DIRTY:.*]] : memref<1xi32, #gpu.address_space<workgroup>>)
// CHECK: %[[LO:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[HI:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[NUMBER:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[MINE:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[PUBLISHED:.*]] = memref.alloca() : memref<i64>
// CHECK-NEXT: %[[PUBLISHEDNUMBER:.*]] = memref.alloca() : memref<i32>
// CHECK: %[[T:.*]] = arith.addi %thread_id_x{{.*}}, %{{.*}} : index
// CHECK: %[[COUNT:.*]] = arith.muli %{{.*}}, %block_dim_z : index
// CHECK: %[[EMPTY:.*]] = arith.constant 4294967295 : i64
// CHECK-NEXT: memref.store %[[EMPTY]], %[[RANGES]][%[[T]]]
// CHECK: scf.if
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: memref.store %[[ZERO]], %[[DIRTY]]
// CHECK: gpu.barrier
// CHECK: %[[ADDRESS:.*]] = arith.addi %intptr, %{{.*}} : index
// CHECK: %[[END:.*]] = arith.addi %[[ADDRESS]], %c4{{.*}} : index
// CHECK: %[[BEGIN32:.*]] = arith.index_castui %[[ADDRESS]] : index to i32
// CHECK: %[[OLDLO:.*]] = memref.load %[[LO]][]
// CHECK: %[[NEWLO:.*]] = arith.minui %[[OLDLO]], %[[BEGIN32]] : i32
// CHECK: %[[END32:.*]] = arith.index_castui %[[END]] : index to i32
// CHECK: %[[OLDHI:.*]] = memref.load %[[HI]][]
// CHECK: %[[NEWHI:.*]] = arith.maxui %[[OLDHI]], %[[END32]] : i32
// CHECK: memref.store %[[NEWLO]], %[[LO]][]
// CHECK: memref.store %[[NEWHI]], %[[HI]][]
// CHECK: memref.store %{{.*}}, %[[NUMBER]][]
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%thread_id_x{{.*}}, %c0{{.*}}]
// CHECK-NEXT: nvvm.fence.proxy
// CHECK-NEXT: %[[NONE:.*]] = arith.constant -1 : i32
// CHECK-NEXT: memref.store %[[NONE]], %[[LO]][]
// CHECK: memref.store %{{.*}}, %[[HI]][]
// CHECK: %[[WORD:.*]] = arith.ori %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[CURRENT:.*]] = memref.load %[[NUMBER]][]
// CHECK: %[[SLOTWORD:.*]] = memref.load %[[PUBLISHED]][]
// CHECK-NEXT: %[[NEWWORD:.*]] = arith.cmpi ne, %[[WORD]], %[[SLOTWORD]] : i64
// CHECK-NEXT: %[[CHANGED:.*]] = arith.ori %[[NEWWORD]], %{{.*}} : i1
// CHECK-NEXT: scf.if %[[CHANGED]] {
// CHECK-NEXT: memref.store %[[WORD]], %[[RANGES]][%[[T]]]
// CHECK-NEXT: memref.store %[[CURRENT]], %[[NUMBERS]][%[[T]]]
// CHECK-NEXT: memref.store %[[WORD]], %[[PUBLISHED]][]
// CHECK-NEXT: memref.store %[[CURRENT]], %[[PUBLISHEDNUMBER]][]
// CHECK: %[[NONEMPTY:.*]] = arith.extui %{{.*}} : i1 to i32
// CHECK: %[[CHANGE:.*]] = arith.subi %[[NONEMPTY]], %{{.*}} : i32
// CHECK: scf.if
// CHECK: memref.atomic_rmw addi %[[CHANGE]], %[[DIRTY]]
// CHECK: memref.store %[[NONEMPTY]], %[[MINE]][]
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK: scf.if
// CHECK: %[[MYLO:.*]] = memref.load %[[LO]][]
// CHECK: %[[MYHI:.*]] = memref.load %[[HI]][]
// CHECK: %[[R0:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[R1:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[FROM:.*]] = arith.maxui %[[MYLO]], %[[R0]] : i32
// CHECK: %[[TO:.*]] = arith.minui %[[MYHI]], %[[R1]] : i32
// CHECK: arith.cmpi ult, %[[FROM]], %[[TO]] : i32
// CHECK: scf.if
// CHECK: dbg.report @[[SITE:[a-z_0-9]+]](
// CHECK: } {dbg.cold_path}
// CHECK: %[[SOME:.*]] = memref.load %[[DIRTY]]
// CHECK: %[[ANYDIRTY:.*]] = arith.cmpi ne, %[[SOME]], %{{.*}} : i32
// CHECK: %[[FOUND:.*]] = scf.if %[[ANYDIRTY]] -> (index) {
// CHECK: scf.for %[[OTHER:.*]] = %c0{{.*}} to %[[COUNT]] step %c1{{.*}} iter_args(%[[FIRST:.*]] = %[[COUNT]]) -> (index) {
// CHECK: %[[SLOT:.*]] = memref.load %[[RANGES]][%[[OTHER]]]
// CHECK-NOT: scf.if
// CHECK: arith.cmpi eq, %[[FIRST]], %[[COUNT]] : index
// CHECK: arith.cmpi ne, %[[OTHER]], %[[T]] : index
// CHECK: %[[NEXT:.*]] = arith.select %{{.*}}, %[[OTHER]], %[[FIRST]] : index
// CHECK-NEXT: scf.yield %[[NEXT]] : index
// CHECK: %[[ANY:.*]] = arith.cmpi ne, %[[FOUND]], %[[COUNT]] : index
// CHECK-NEXT: scf.if %[[ANY]] {
// CHECK: memref.load %[[RANGES]][%[[FOUND]]]
// CHECK: memref.load %[[NUMBERS]][%[[FOUND]]]
// CHECK: dbg.report @[[SITE]](
// CHECK: } {dbg.cold_path}
// CHECK: nvgpu.tma.async.store
// CHECK: dbg.site @{{.*}} race kernel "kernels::tma_store" op "memref.store"
// CHECK: dbg.site @[[SITE]] race kernel "kernels::tma_store" op "nvgpu.tma.async.store" {{.*}} what "generic-proxy write read by the async proxy without fence.proxy.async" detail "bytes [{begin:i}, {end:i}) of the memref<32x64xf32, 3> the TMA store reads
!tileMap = !nvgpu.tensormap.descriptor<tensor = memref<32x64xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @tile : memref<32x64xf32, 3>
    gpu.func @tma_store(%map: !tileMap) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %f = arith.constant 1.0 : f32
      %tx = gpu.thread_id x
      %tile = memref.get_global @tile : memref<32x64xf32, 3>
      memref.store %f, %tile[%tx, %c0] : memref<32x64xf32, 3>
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      gpu.barrier
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        nvgpu.tma.async.store %tile to %map[%c0, %c0] : memref<32x64xf32, 3> -> !tileMap
      }
      gpu.return
    }
  }
}

// -----

// A wgmma reads A, which the threads wrote, and B, which TMA wrote: the
// stores to A are recorded, the mbarrier arrival publishes, and each
// thread of the warpgroup checks every 128th slot from its own, for each
// operand. The store to @d, a buffer no async op reads, is not recorded.
// CHECK-LABEL: gpu.func @wgmma
// CHECK-SAME: workgroup(%[[RANGES:.*]] : memref<1024xi64, #gpu.address_space<workgroup>>, %{{.*}} : memref<1024xi32, #gpu.address_space<workgroup>>, %{{.*}} : memref<1xi32, #gpu.address_space<workgroup>>)
// CHECK: %[[T:.*]] = arith.addi %thread_id_x{{.*}}, %{{.*}} : index
// CHECK: %[[COUNT:.*]] = arith.muli %{{.*}}, %block_dim_z : index
// CHECK: arith.minui
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<64x64xf16, 3>
// CHECK-NOT: arith.minui
// CHECK: memref.store %{{.*}}, %[[RANGES]][%[[T]]]
// CHECK: memref.atomic_rmw
// CHECK: nvgpu.mbarrier.arrive
// CHECK: %[[WARPGROUP:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.remui %[[T]], %[[WARPGROUP]] : index
// CHECK: scf.for %{{.*}} = %[[FIRST]] to %[[COUNT]] step %[[WARPGROUP]]
// CHECK: dbg.report @[[SITEA:[a-z_0-9]+]](
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[COUNT]] step %{{.*}}
// CHECK: dbg.report @[[SITEB:[a-z_0-9]+]](
// CHECK: nvgpu.warpgroup.mma
// CHECK: dbg.site @[[SITEA]] race kernel "kernels::wgmma" op "nvgpu.warpgroup.mma" {{.*}} the wgmma operand A reads
// CHECK: dbg.site @[[SITEB]] race kernel "kernels::wgmma" op "nvgpu.warpgroup.mma" {{.*}} the wgmma operand B reads
!tileMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @a : memref<64x64xf16, 3> {alignment = 1024 : i64}
    memref.global "private" @b : memref<64x64xf16, 3> {alignment = 1024 : i64}
    memref.global "private" @d : memref<64x64xf32, 3> {alignment = 16 : i64}
    gpu.func @wgmma(%mapA: !tileMap, %mapB: !tileMap) kernel {
      %c0 = arith.constant 0 : index
      %h = arith.constant 1.0 : f16
      %f = arith.constant 1.0 : f32
      %tx = gpu.thread_id x
      %a = memref.get_global @a : memref<64x64xf16, 3>
      %b = memref.get_global @b : memref<64x64xf16, 3>
      %d = memref.get_global @d : memref<64x64xf32, 3>
      %bar = nvgpu.mbarrier.create -> !barrierType
      memref.store %h, %a[%tx, %c0] : memref<64x64xf16, 3>
      memref.store %f, %d[%tx, %c0] : memref<64x64xf32, 3>
      %token = nvgpu.mbarrier.arrive %bar[%c0] : !barrierType -> !nvgpu.mbarrier.token
      %da = nvgpu.warpgroup.generate.descriptor %a, %mapA : memref<64x64xf16, 3>, !tileMap -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
      %db = nvgpu.warpgroup.generate.descriptor %b, %mapB : memref<64x64xf16, 3>, !tileMap -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
      %acc = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x64xf32>>
      %r = nvgpu.warpgroup.mma %da, %db, %acc {transposeB} : <tensor = memref<64x64xf16, 3>>, <tensor = memref<64x64xf16, 3>>, <fragmented = vector<64x64xf32>> -> <fragmented = vector<64x64xf32>>
      gpu.return
    }
  }
}

// -----

// Nothing the async proxy reads is written with ordinary stores (TMA
// brings the tile; the kernel stores only into @out, 8 KiB past it in
// dynamic shared memory): unchanged. A kernel with no TMA store or wgmma
// is unchanged too.
// CHECK-LABEL: gpu.func @apart
// CHECK-NOT: workgroup(
// CHECK-NOT: memref.alloca
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @no_async_read
// CHECK-NOT: memref.alloca
// CHECK: gpu.return
!tileMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @apart(%map: !tileMap) kernel {
      %c0 = arith.constant 0 : index
      %c8192 = arith.constant 8192 : index
      %h = arith.constant 1.0 : f16
      %tx = gpu.thread_id x
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tile = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
      %out = memref.view %dyn[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf16, #gpu.address_space<workgroup>>
      memref.store %h, %out[%tx] : memref<64xf16, #gpu.address_space<workgroup>>
      gpu.barrier
      nvgpu.tma.async.store %tile to %map[%c0, %c0] : memref<64x64xf16, #gpu.address_space<workgroup>> -> !tileMap
      gpu.return
    }
    gpu.func @no_async_read(%out: memref<64xf16, 3>) kernel {
      %h = arith.constant 1.0 : f16
      %tx = gpu.thread_id x
      memref.store %h, %out[%tx] : memref<64xf16, 3>
      gpu.return
    }
  }
}

// -----

// A kernel whose table would take it past workgroup-limit, and one that
// calls a function with a barrier: warned about, unchanged.
// CHECK-LABEL: gpu.func @too_big
// CHECK-NOT: memref.alloca
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @calls_barrier
// CHECK-NOT: memref.alloca
// CHECK: gpu.return
!tileMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @big : memref<24000xf16, 3>
    memref.global "private" @tile : memref<64x64xf16, 3>
    // expected-warning @below {{proxy fence checks skip this kernel: their 12292 bytes of workgroup memory would take it past 49152 bytes (workgroup-limit)}}
    gpu.func @too_big(%map: !tileMap) kernel {
      %c0 = arith.constant 0 : index
      %h = arith.constant 1.0 : f16
      %tx = gpu.thread_id x
      %big = memref.get_global @big : memref<24000xf16, 3>
      %tile = memref.get_global @tile : memref<64x64xf16, 3>
      memref.store %h, %big[%tx] : memref<24000xf16, 3>
      memref.store %h, %tile[%tx, %c0] : memref<64x64xf16, 3>
      gpu.barrier
      nvgpu.tma.async.store %tile to %map[%c0, %c0] : memref<64x64xf16, 3> -> !tileMap
      gpu.return
    }
    func.func @sync() {
      gpu.barrier
      return
    }
    // expected-warning @below {{proxy fence checks skip this kernel: it calls a function that may wait at a barrier}}
    gpu.func @calls_barrier(%map: !tileMap) kernel {
      %c0 = arith.constant 0 : index
      %h = arith.constant 1.0 : f16
      %tx = gpu.thread_id x
      %tile = memref.get_global @tile : memref<64x64xf16, 3>
      memref.store %h, %tile[%tx, %c0] : memref<64x64xf16, 3>
      func.call @sync() : () -> ()
      nvgpu.tma.async.store %tile to %map[%c0, %c0] : memref<64x64xf16, 3> -> !tileMap
      gpu.return
    }
  }
}
