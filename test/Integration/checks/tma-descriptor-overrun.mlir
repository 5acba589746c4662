// Seeded bug (the Hopper runbook's TMA descriptor larger than its
// allocation): a 64x64xf16 buffer viewed as 128x64 and described to TMA as
// such. Every box of rows 64-127 would read the 8192 bytes after the
// buffer, which TMA's own bounds (the descriptor's) allow. libdbgrt checks
// the descriptor's tensor against the gpu.alloc allocation it lies in when
// the descriptor is made: on the host target at the op's line, on CUDA at
// mgpuTensorMapEncodeTiledMemref (upstream lowers the op to that call, which
// carries no location).
// HOST: [dbg] error: nvgpu.tma.create.descriptor at {{.*}}tma-descriptor-overrun.mlir:[[@LINE+15]]:12: the tensor of the TMA descriptor runs 8192 bytes past the end of the 8192-byte allocation at 0x{{[0-9a-f]+}} (bytes [0, 16384) of it); TMA loads from it read, and stores to it write, memory that is not the tensor's
// CUDA: [dbg] error: mgpuTensorMapEncodeTiledMemref: the tensor of the TMA descriptor runs 8192 bytes past the end of the 8192-byte allocation at 0x{{[0-9a-f]+}} (bytes [0, 16384) of it); TMA loads from it read, and stores to it write, memory that is not the tensor's
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
    %out = gpu.alloc () : memref<64xf16>
    %tall = memref.reinterpret_cast %a to offset: [0], sizes: [128, 64], strides: [64, 1] : memref<64x64xf16> to memref<128x64xf16>
    %cast = memref.cast %tall : memref<128x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %cast box[%c64, %c64] : memref<*xf16> -> !tileMap
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
      %bytes = arith.constant 8192 : index
      %tile = memref.get_global @tile : memref<64x64xf16, 3>
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tx, %c0 : index
      nvgpu.mbarrier.init %bar[%c0], %c64, predicate = %first : !barrierType
      gpu.barrier
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
        // The second box: rows 64-127, past the buffer.
        nvgpu.tma.async.load %map[%c0, %c64], %bar[%c0] to %tile : !tileMap, !barrierType -> memref<64x64xf16, 3>
      } else {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c0 : !barrierType
      }
      %phase = arith.constant false
      %ticks = arith.constant 10000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrierType
      %v = memref.load %tile[%c0, %tx] : memref<64x64xf16, 3>
      memref.store %v, %out[%tx] : memref<64xf16>
      gpu.terminator
    }
    vector.print str "done\n"
    return
  }
}
