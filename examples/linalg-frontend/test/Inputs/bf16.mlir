// A bf16 model: x * 0.5 + 1 in bf16.
#id = affine_map<(d0) -> (d0)>
func.func @forward(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %e = tensor.empty() : tensor<4xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xbf16>) outs(%e : tensor<4xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %half = arith.constant 0.5 : bf16
    %one = arith.constant 1.0 : bf16
    %m = arith.mulf %in, %half : bf16
    %s = arith.addf %m, %one : bf16
    linalg.yield %s : bf16
  } -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}
