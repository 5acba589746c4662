// A cast to a tensor of unknown rank: no dispatch can be formed for it.
func.func @forward(%x: tensor<4xf32>) -> tensor<4xf32> {
  %u = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  %r = tensor.cast %u : tensor<*xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
