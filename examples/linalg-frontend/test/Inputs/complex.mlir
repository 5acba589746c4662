// A model on complex numbers: the .npy entry point has no complex dtype.
func.func @forward(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %e = tensor.empty() : tensor<4xcomplex<f32>>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xcomplex<f32>>) outs(%e : tensor<4xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %o: complex<f32>):
    %y = complex.mul %x, %x : complex<f32>
    linalg.yield %y : complex<f32>
  } -> tensor<4xcomplex<f32>>
  return %r : tensor<4xcomplex<f32>>
}
