// Seeded bug: a tile the block's threads write with ordinary stores and
// thread 0 then hands to a TMA store after a barrier, with no
// fence.proxy.async between the stores and the barrier. The TMA store
// reads shared memory through the async proxy, which need not see the
// stores yet (PTX ISA, "Proxies"): it may write stale bytes to global
// memory. The first kernel fences, as CUTLASS's epilogues do
// (fence_view_async_shared), and is not reported; the second is, at its
// TMA store, naming a thread and its store.
// CHECK: right with the fence: 2048
// CHECK: right without it: 2048
// RACES-NOT: proxy-fence.mlir:[[@LINE+51]]
// RACES: [dbg] error: generic-proxy write read by the async proxy without fence.proxy.async in {{.*}} at {{.*}}proxy-fence.mlir:[[@LINE+74]]:9: bytes [{{[0-9]+}}, {{[0-9]+}}) of the memref<32x64xf32, 3> the TMA store reads hold writes of thread ({{[0-9]+}},0,0) (its last: memref.store at {{.*}}proxy-fence.mlir:[[@LINE+69]]:9) that it did not follow with fence.proxy.async before the barrier or arrival that orders them before this read, block (0,0,0) thread (0,0,0); 1 more at this site
!tileMap = !nvgpu.tensormap.descriptor<tensor = memref<32x64xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module {
  memref.global "private" @tile : memref<32x64xf32, 3> {alignment = 1024 : i64}
  func.func @count(%d: memref<32x64xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %host = memref.alloc() : memref<32x64xf32>
    gpu.memcpy %host, %d : memref<32x64xf32>, memref<32x64xf32>
    %c32 = arith.constant 32 : index
    %right = scf.for %i = %c0 to %c32 step %c1 iter_args(%n = %c0) -> index {
      %row = scf.for %j = %c0 to %c64 step %c1 iter_args(%m = %n) -> index {
        %v = memref.load %host[%i, %j] : memref<32x64xf32>
        %k = arith.muli %i, %c64 : index
        %e = arith.addi %k, %j : index
        %ei = arith.index_cast %e : index to i32
        %ef = arith.sitofp %ei : i32 to f32
        %ok = arith.cmpf oeq, %v, %ef : f32
        %m1 = arith.addi %m, %c1 : index
        %m2 = arith.select %ok, %m1, %m : index
        scf.yield %m2 : index
      }
      scf.yield %row : index
    }
    memref.dealloc %host : memref<32x64xf32>
    return %right : index
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %d = gpu.alloc () : memref<32x64xf32>
    %cast = memref.cast %d : memref<32x64xf32> to memref<*xf32>
    %map = nvgpu.tma.create.descriptor %cast box[%c32, %c64] : memref<*xf32> -> !tileMap
    // Each thread writes its row, fences, and thread 0 stores the tile.
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %tile = memref.get_global @tile : memref<32x64xf32, 3>
      scf.for %j = %c0 to %c64 step %c1 {
        %k = arith.muli %tx, %c64 : index
        %e = arith.addi %k, %j : index
        %ei = arith.index_cast %e : index to i32
        %ef = arith.sitofp %ei : i32 to f32
        memref.store %ef, %tile[%tx, %j] : memref<32x64xf32, 3>
      }
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      gpu.barrier
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        nvgpu.tma.async.store %tile to %map[%c0, %c0] : memref<32x64xf32, 3> -> !tileMap
        nvvm.cp.async.bulk.commit.group
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      gpu.terminator
    }
    %fenced = func.call @count(%d) : (memref<32x64xf32>) -> index
    vector.print str "right with the fence: "
    vector.print %fenced : index
    %zero = arith.constant 0.0 : f32
    gpu.memset %d, %zero : memref<32x64xf32>, f32
    // The same without the fence: the seeded bug.
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %tile = memref.get_global @tile : memref<32x64xf32, 3>
      scf.for %j = %c0 to %c64 step %c1 {
        %k = arith.muli %tx, %c64 : index
        %e = arith.addi %k, %j : index
        %ei = arith.index_cast %e : index to i32
        %ef = arith.sitofp %ei : i32 to f32
        memref.store %ef, %tile[%tx, %j] : memref<32x64xf32, 3>
      }
      gpu.barrier
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        nvgpu.tma.async.store %tile to %map[%c0, %c0] : memref<32x64xf32, 3> -> !tileMap
        nvvm.cp.async.bulk.commit.group
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      gpu.terminator
    }
    %unfenced = func.call @count(%d) : (memref<32x64xf32>) -> index
    vector.print str "right without it: "
    vector.print %unfenced : index
    gpu.dealloc %d : memref<32x64xf32>
    return
  }
}
