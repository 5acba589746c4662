// Host code whose LLVM dialect MLIR 22's verifier accepts but whose
// translation to LLVM IR crashes: a scalar value of another type for a
// vector constant, selected.
func.func @main() -> i32 {
  %c = arith.constant true
  %bad = llvm.mlir.constant(1.0 : f16) : vector<2xf32>
  %good = llvm.mlir.constant(dense<2.0> : vector<2xf32>) : vector<2xf32>
  %v = llvm.select %c, %bad, %good : i1, vector<2xf32>
  %zero = llvm.mlir.constant(0 : i64) : i64
  %e = llvm.extractelement %v[%zero : i64] : vector<2xf32>
  %i = arith.fptosi %e : f32 to i32
  return %i : i32
}
