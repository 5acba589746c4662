#loc1 = loc("examples/torch/export.py":241:0)
#loc2 = loc("examples/torch/export.py":242:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<4x16xf32> loc("examples/torch/export.py":241:0)) -> tensor<4x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<4x16xf32> loc(#loc2)
    %cst_1 = arith.constant -1.000000e+00 : f64 loc(#loc2)
    %0 = tensor.empty() : tensor<4x16xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xf32>) outs(%0 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("examples/torch/export.py":241:0), %out: f32 loc("examples/torch/export.py":241:0)):
      %6 = arith.cmpf ugt, %in, %cst : f32 loc(#loc1)
      %7 = arith.select %6, %in, %cst : f32 loc(#loc1)
      linalg.yield %7 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x16xf32>) outs(%0 : tensor<4x16xf32>) {
    ^bb0(%in: f32 loc("examples/torch/export.py":241:0), %out: f32 loc("examples/torch/export.py":241:0)):
      %6 = math.log %in : f32 loc(#loc1)
      linalg.yield %6 : f32 loc(#loc1)
    } -> tensor<4x16xf32> loc(#loc1)
    %3 = tensor.empty() : tensor<4x16xi1> loc(#loc2)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x16xf32>) outs(%3 : tensor<4x16xi1>) {
    ^bb0(%in: f32 loc("examples/torch/export.py":241:0), %out: i1 loc("examples/torch/export.py":242:0)):
      %6 = arith.extf %in : f32 to f64 loc(#loc2)
      %7 = arith.cmpf ogt, %6, %cst_1 : f64 loc(#loc2)
      linalg.yield %7 : i1 loc(#loc2)
    } -> tensor<4x16xi1> loc(#loc2)
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %2, %cst_0 : tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) outs(%0 : tensor<4x16xf32>) {
    ^bb0(%in: i1 loc("examples/torch/export.py":242:0), %in_2: f32 loc("examples/torch/export.py":241:0), %in_3: f32 loc("examples/torch/export.py":242:0), %out: f32 loc("examples/torch/export.py":242:0)):
      %6 = arith.select %in, %in_2, %in_3 : f32 loc(#loc2)
      linalg.yield %6 : f32 loc(#loc2)
    } -> tensor<4x16xf32> loc(#loc2)
    return %5 : tensor<4x16xf32> loc(#loc2)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
