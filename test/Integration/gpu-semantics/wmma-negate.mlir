// A WMMA matmul (16x16x16, f16) whose result and accumulator are negated
// with gpu.subgroup_mma_elementwise negatef, as -convert-vector-to-gpu makes
// of arith.negf. MLIR 22's convert-gpu-to-nvvm crashed on the unary op (see
// the pass expand-mma-elementwise). Input of the GPU suite and of
// gpu-semantics.test; the same lines on every target.
// With A all 1, B all 2, C all 0: D = 32, -D = -32, and -C is -0: the sign
// of a zero flips too.
// CHECK: ( -32, -32, -32, -32 )
// CHECK: ( -0, -0, -0, -0 )
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%a: memref<16x16xf16>, %b: memref<16x16xf16>, %c: memref<16x16xf16>, %z: memref<16x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %B = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
      %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
      %N = gpu.subgroup_mma_elementwise negatef %D : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
      %Z = gpu.subgroup_mma_elementwise negatef %C : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
      gpu.subgroup_mma_store_matrix %N, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      gpu.subgroup_mma_store_matrix %Z, %z[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f16
    %two = arith.constant 2.0 : f16
    %zero = arith.constant 0.0 : f16
    %a = gpu.alloc host_shared () : memref<16x16xf16>
    %b = gpu.alloc host_shared () : memref<16x16xf16>
    %c = gpu.alloc host_shared () : memref<16x16xf16>
    %z = gpu.alloc host_shared () : memref<16x16xf16>
    scf.for %i = %c0 to %c16 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        memref.store %one, %a[%i, %j] : memref<16x16xf16>
        memref.store %two, %b[%i, %j] : memref<16x16xf16>
        memref.store %zero, %c[%i, %j] : memref<16x16xf16>
      }
    }
    gpu.launch_func @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<16x16xf16>, %b : memref<16x16xf16>, %c : memref<16x16xf16>, %z : memref<16x16xf16>)
    %v = vector.transfer_read %c[%c0, %c0], %zero : memref<16x16xf16>, vector<4xf16>
    %w = arith.extf %v : vector<4xf16> to vector<4xf32>
    vector.print %w : vector<4xf32>
    %u = vector.transfer_read %z[%c0, %c0], %zero : memref<16x16xf16>, vector<4xf16>
    %x = arith.extf %u : vector<4xf16> to vector<4xf32>
    vector.print %x : vector<4xf32>
    return
  }
}
