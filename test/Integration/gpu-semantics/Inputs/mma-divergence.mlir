// Lane 0 returns before the warp's mma.sync, which needs all 32 lanes: on
// a GPU the warp hangs or the result is undefined; the host target reports
// it with both places.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mma(%out: memref<32x4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %lane = gpu.thread_id x
      %first = arith.cmpi eq, %lane, %c0 : index
      cf.cond_br %first, ^done, ^work
    ^work:
      %a = arith.constant dense<1.0> : vector<4x2xf16>
      %b = arith.constant dense<1.0> : vector<2x2xf16>
      %c = arith.constant dense<0.0> : vector<2x2xf32>
      %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      %row = vector.extract %d[0] : vector<2xf32> from vector<2x2xf32>
      vector.store %row, %out[%lane, %c0] : memref<32x4xf32>, vector<2xf32>
      gpu.return
    ^done:
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %out = gpu.alloc () : memref<32x4xf32>
    gpu.launch_func @kernels::@mma blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<32x4xf32>)
    return
  }
}
