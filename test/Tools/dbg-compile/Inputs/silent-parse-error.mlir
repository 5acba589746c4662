// MLIR 22's parser of !gpu.mma_matrix fails without a diagnostic when its
// operand type is a symbol instead of a string (found by test/fuzz).
func.func @f(%x: !gpu.mma_matrix<16x16xf16, @"COp">) {
  return
}
