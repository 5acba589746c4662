// A WMMA accumulator widened from f16 to f32 by a unary elementwise op,
// which MLIR 22's NVVM lowering crashes on: dbg-compile refuses it at the op
// for CUDA (crashes.test).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @widen(%c: memref<16x16xf16>, %d: memref<16x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
      %W = gpu.subgroup_mma_elementwise extf %C : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %W, %d[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c = gpu.alloc host_shared () : memref<16x16xf16>
    %d = gpu.alloc host_shared () : memref<16x16xf32>
    gpu.launch_func @kernels::@widen blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%c : memref<16x16xf16>, %d : memref<16x16xf32>)
    return
  }
}
