// A TMA multicast in clusters of 2 blocks (2 clusters, 32 threads per
// block). A 16x32 f32 tensor holds A[i][j] = 32 i + j. The block of rank r
// loads the 8x32 box of rows [8 r, 8 r + 8) into tile r of shared memory
// with multicast_mask 0b11: the box lands in both blocks of its cluster,
// and its 1024 bytes complete on the mbarrier of each. Each block expects
// both boxes' 2048 bytes on its own mbarrier (initialized, then fenced and
// published to the cluster by the cluster's barrier before any load), waits
// for the phase, and thread t sums column t of the 16 rows:
// 32 * 120 + 16 t. The cluster's barrier at the end keeps each block until
// the other's loads into it have landed.
// CHECK: 523264
// CHECK-NEXT: 3840
// CHECK-NEXT: 4336
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %a = memref.alloc() : memref<16x32xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      scf.for %j = %c0 to %c32 step %c1 {
        %row = arith.muli %i, %c32 : index
        %v = arith.addi %row, %j : index
        %v32 = arith.index_cast %v : index to i32
        %f = arith.sitofp %v32 : i32 to f32
        memref.store %f, %a[%i, %j] : memref<16x32xf32>
      }
    }
    %da = gpu.alloc () : memref<16x32xf32>
    gpu.memcpy %da, %a : memref<16x32xf32>, memref<16x32xf32>
    %dout = gpu.alloc () : memref<128xf32>
    %cast = memref.cast %da : memref<16x32xf32> to memref<*xf32>
    %desc = nvgpu.tma.create.descriptor %cast box[%c8, %c32] : memref<*xf32> -> !map
    // Two 1 KiB tiles.
    %smem = arith.constant 2048 : i32
    gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c2, %ncy = %c1, %ncz = %c1)
        blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
        dynamic_shared_memory_size %smem {
      %c1024 = arith.constant 1024 : index
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tile0 = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8x32xf32, #gpu.address_space<workgroup>>
      %tile1 = memref.view %dyn[%c1024][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8x32xf32, #gpu.address_space<workgroup>>
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tx, %c0 : index
      nvgpu.mbarrier.init %bar[%c0], %c1, predicate = %first : !barrierType
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %rank = gpu.cluster_block_id x
      %both = arith.constant 3 : i16
      scf.if %first {
        %bytes = arith.constant 2048 : index
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
        %isFirst = arith.cmpi eq, %rank, %c0 : index
        scf.if %isFirst {
          nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %tile0 multicast_mask = %both : !map, !barrierType -> memref<8x32xf32, #gpu.address_space<workgroup>>
        } else {
          nvgpu.tma.async.load %desc[%c0, %c8], %bar[%c0] to %tile1 multicast_mask = %both : !map, !barrierType -> memref<8x32xf32, #gpu.address_space<workgroup>>
        }
      }
      %phase = arith.constant false
      %ticks = arith.constant 10000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrierType
      %zero = arith.constant 0.0 : f32
      %sum0 = scf.for %i = %c0 to %c8 step %c1 iter_args(%s = %zero) -> f32 {
        %x = memref.load %tile0[%i, %tx] : memref<8x32xf32, #gpu.address_space<workgroup>>
        %t = arith.addf %s, %x : f32
        scf.yield %t : f32
      }
      %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%s = %sum0) -> f32 {
        %x = memref.load %tile1[%i, %tx] : memref<8x32xf32, #gpu.address_space<workgroup>>
        %t = arith.addf %s, %x : f32
        scf.yield %t : f32
      }
      %base = arith.muli %bx, %c32 : index
      %at = arith.addi %base, %tx : index
      memref.store %sum, %dout[%at] : memref<128xf32>
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.terminator
    }
    %out = memref.alloc() : memref<128xf32>
    gpu.memcpy %out, %dout : memref<128xf32>, memref<128xf32>
    %fzero = arith.constant 0.0 : f32
    %total = scf.for %i = %c0 to %c128 step %c1 iter_args(%s = %fzero) -> f32 {
      %x = memref.load %out[%i] : memref<128xf32>
      %t = arith.addf %s, %x : f32
      scf.yield %t : f32
    }
    %totali = arith.fptosi %total : f32 to i32
    vector.print %totali : i32
    %c127 = arith.constant 127 : index
    %first = memref.load %out[%c0] : memref<128xf32>
    %last = memref.load %out[%c127] : memref<128xf32>
    %firsti = arith.fptosi %first : f32 to i32
    %lasti = arith.fptosi %last : f32 to i32
    vector.print %firsti : i32
    vector.print %lasti : i32
    gpu.dealloc %da : memref<16x32xf32>
    gpu.dealloc %dout : memref<128xf32>
    memref.dealloc %a : memref<16x32xf32>
    memref.dealloc %out : memref<128xf32>
    return
  }
}
