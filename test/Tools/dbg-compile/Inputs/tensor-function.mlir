// A function of tensors, which dbg-compile does not bufferize.
func.func @t(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @main() {
  return
}
