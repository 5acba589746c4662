// A kernel whose LLVM dialect MLIR 22's verifier accepts but whose
// translation to LLVM IR crashes inside serialize-kernels: a scalar
// value of another type for a vector constant, selected.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<2xf32>, %c: i1) kernel {
      %bad = llvm.mlir.constant(1.0 : f16) : vector<2xf32>
      %good = llvm.mlir.constant(dense<2.0> : vector<2xf32>) : vector<2xf32>
      %v = llvm.select %c, %bad, %good : i1, vector<2xf32>
      %i = arith.constant 0 : index
      %e = vector.extract %v[0] : f32 from vector<2xf32>
      memref.store %e, %out[%i] : memref<2xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %t = arith.constant true
    %out = gpu.alloc host_shared () : memref<2xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<2xf32>, %t : i1)
    return
  }
}
