// A kernel that takes its TMA descriptor as an argument (an explicit
// gpu.func, not a gpu.launch body): thread 0 loads a 64x64xf16 tile with
// TMA and announces its 8192 bytes; every thread waits for the phase and
// copies one column of the tile out. The same output on a GPU and on the
// host target. Element (i, j) is 64 * i + j, as f16 holds it (4033 and
// 4095 round to 4032 and 4096).
// CHECK: ( 0, 64, 4032, 4032 )
// CHECK: ( 63, 127, 4096, 4096 )
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tileMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @tile : memref<64x64xf16, 3> {alignment = 128 : i64}
    gpu.func @copy_tile(%map: !tileMap, %out: memref<64x64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %bytes = arith.constant 8192 : index
      %tid = gpu.thread_id x
      %tile = memref.get_global @tile : memref<64x64xf16, 3>
      %bar = nvgpu.mbarrier.create -> !barrierType
      %first = arith.cmpi eq, %tid, %c0 : index
      nvgpu.mbarrier.init %bar[%c0], %c64, predicate = %first : !barrierType
      gpu.barrier
      scf.if %first {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !barrierType
        nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %tile : !tileMap, !barrierType -> memref<64x64xf16, 3>
      } else {
        nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c0 : !barrierType
      }
      %phase = arith.constant false
      %ticks = arith.constant 10000000 : index
      nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrierType
      scf.for %row = %c0 to %c64 step %c1 {
        %v = memref.load %tile[%row, %tid] : memref<64x64xf16, 3>
        %w = arith.extf %v : f16 to f32
        memref.store %w, %out[%row, %tid] : memref<64x64xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %host = memref.alloc () : memref<64x64xf16>
    scf.for %i = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c64 step %c1 {
        %sum = arith.addi %i, %j : index
        %k = arith.muli %i, %c63 : index
        %v = arith.addi %k, %sum : index
        %n = arith.index_cast %v : index to i32
        %f = arith.sitofp %n : i32 to f16
        memref.store %f, %host[%i, %j] : memref<64x64xf16>
      }
    }
    %a = gpu.alloc () : memref<64x64xf16>
    gpu.memcpy %a, %host : memref<64x64xf16>, memref<64x64xf16>
    %out = gpu.alloc () : memref<64x64xf32>
    %cast = memref.cast %a : memref<64x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %cast box[%c64, %c64] : memref<*xf16> -> !tileMap
    gpu.launch_func @kernels::@copy_tile blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%map : !tileMap, %out : memref<64x64xf32>)
    %result = memref.alloc () : memref<64x64xf32>
    gpu.memcpy %result, %out : memref<64x64xf32>, memref<64x64xf32>
    %r0 = memref.load %result[%c0, %c0] : memref<64x64xf32>
    %r1 = memref.load %result[%c1, %c0] : memref<64x64xf32>
    %r2 = memref.load %result[%c63, %c0] : memref<64x64xf32>
    %r3 = memref.load %result[%c63, %c1] : memref<64x64xf32>
    %s0 = memref.load %result[%c0, %c63] : memref<64x64xf32>
    %s1 = memref.load %result[%c1, %c63] : memref<64x64xf32>
    %s2 = memref.load %result[%c63, %c63] : memref<64x64xf32>
    %s3 = memref.load %result[%c63, %c63] : memref<64x64xf32>
    %e = arith.constant dense<0.0> : vector<4xf32>
    %v0 = vector.insert %r0, %e [0] : f32 into vector<4xf32>
    %v1 = vector.insert %r1, %v0 [1] : f32 into vector<4xf32>
    %v2 = vector.insert %r2, %v1 [2] : f32 into vector<4xf32>
    %v3 = vector.insert %r3, %v2 [3] : f32 into vector<4xf32>
    vector.print %v3 : vector<4xf32>
    %w0 = vector.insert %s0, %e [0] : f32 into vector<4xf32>
    %w1 = vector.insert %s1, %w0 [1] : f32 into vector<4xf32>
    %w2 = vector.insert %s2, %w1 [2] : f32 into vector<4xf32>
    %w3 = vector.insert %s3, %w2 [3] : f32 into vector<4xf32>
    vector.print %w3 : vector<4xf32>
    return
  }
}
