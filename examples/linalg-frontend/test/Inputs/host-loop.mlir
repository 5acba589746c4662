// A loop that no linalg op made: linalg-frontend refuses to leave it on the
// host (frontend-errors.test).
func.func @forward(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %x) -> tensor<4xf32> {
    %v = tensor.extract %t[%i] : tensor<4xf32>
    %w = arith.addf %v, %v : f32
    %u = tensor.insert %w into %t[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
