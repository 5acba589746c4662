// Seeded bug (the Hopper runbook's transaction-count mismatch): thread 0
// announces two 64x64xf16 boxes (16384 bytes) with expect_tx but loads
// one (8192): the phase never completes and the block waits at the
// try_wait forever. Built with --debug=sensible,wait-sites and run in sync
// mode, the dispatch watchdog names the wait, its arrivals, the bytes
// expect_tx announced and those the TMA loads brought;
// on the host target every thread waits at once and none is left to
// arrive: the scheduler reports the deadlock with the same counts.
// CHECK: [dbg] error: timeout: still running after {{[0-9.]+}} s (dispatch-timeout=3) in dispatch @main:0 main_kernel::main_kernel
// CHECK-NEXT: [dbg]   1 block(s) wait at nvgpu.mbarrier.try_wait.parity at {{.*}}tma-expect-tx-hang.mlir:[[@LINE+32]]:7, mbarrier slot {{[0-5]}}: 128 of 128 expected arrival(s) in this phase; over all its phases, expect_tx announced 16384 transaction byte(s) and its TMA loads brought 8192; first block (0,0,0)
// CHECK-NEXT: [dbg]   its blocks wait at an mbarrier whose arrivals have all come: its phase waits for transaction bytes expect_tx announced that its TMA loads do not bring
// HOST: [dbg] error: deadlock in block (0,0,0) in dispatch @main:0 main_kernel::main_kernel
// HOST-NEXT: [dbg]   128 thread(s) wait at nvgpu.mbarrier.try_wait.parity at {{.*}}tma-expect-tx-hang.mlir:[[@LINE+29]]:7 (first: thread (0,0,0)): its mbarrier has 128 of 128 expected arrival(s) in this phase and 8192 transaction byte(s) brought by TMA of the 16384 expect_tx announced, and no thread of the block is left to arrive; on a GPU the dispatch hangs
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tileMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module {
  memref.global "private" @tile : memref<64x64xf16, 3> {alignment = 128 : i64}
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %a = gpu.alloc () : memref<64x64xf16>
    %out = gpu.alloc () : memref<128xf16>
    %cast = memref.cast %a : memref<64x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %cast box[%c64, %c64] : memref<*xf16> -> !tileMap
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %twoTiles = arith.constant 16384 : index
      %tile = memref.get_global @tile : memref<64x64xf16, 3>
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tx, %c0 : index
      nvgpu.mbarrier.init %bar[%c0], %c128, predicate = %first : !barrierType
      gpu.barrier
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %twoTiles : !barrierType
        nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %tile : !tileMap, !barrierType -> memref<64x64xf16, 3>
      } else {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c0 : !barrierType
      }
      %phase = arith.constant false
      %ticks = arith.constant 10000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrierType
      %col = arith.remui %tx, %c64 : index
      %v = memref.load %tile[%c0, %col] : memref<64x64xf16, 3>
      memref.store %v, %out[%tx] : memref<128xf16>
      gpu.terminator
    }
    vector.print str "done\n"
    return
  }
}
