// linalg.softmax, which torch-mlir's users write by hand or get from other
// frontends: decompose-aggregate-ops makes it four dispatches.
func.func @forward(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.softmax dimension(0) ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
