#loc1 = loc("examples/torch/export.py":187:0)
#loc2 = loc("examples/torch/export.py":190:0)
#loc3 = loc("examples/torch/export.py":188:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<4x6xf32> loc("examples/torch/export.py":187:0)) -> tensor<4x6xf32> {
    %cst = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_0 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant dense_resource<torch_tensor_3_torch.int64> : tensor<3xi64> loc(#loc2)
    %0 = tensor.empty() : tensor<4x6xf32> loc(#loc1)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x6xf32>) outs(%0 : tensor<4x6xf32>) {
    ^bb0(%in: f32 loc("examples/torch/export.py":187:0), %out: f32 loc("examples/torch/export.py":187:0)):
      %12 = arith.cmpf ugt, %in, %cst_0 : f32 loc(#loc1)
      %13 = arith.select %12, %in, %cst_0 : f32 loc(#loc1)
      linalg.yield %13 : f32 loc(#loc1)
    } -> tensor<4x6xf32> loc(#loc1)
    %2 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32> loc(#loc1)
    %3 = tensor.empty() : tensor<4xf32> loc(#loc1)
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<4xf32>) -> tensor<4xf32> loc(#loc1)
    %5:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%1 : tensor<4x6xf32>) outs(%2, %4 : tensor<4x6xf32>, tensor<4xf32>) {
    ^bb0(%arg1: f32 loc("examples/torch/export.py":187:0), %arg2: f32 loc("examples/torch/export.py":187:0)):
      %12 = arith.addf %arg1, %arg2 : f32 loc(#loc1)
      tm_tensor.yield %12 : f32 loc(#loc1)
    } -> tensor<4x6xf32>, tensor<4xf32> loc(#loc1)
    %6 = tensor.empty() : tensor<4x6xi64> loc(#loc3)
    %7 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%6 : tensor<4x6xi64>) {
    ^bb0(%out: i64 loc("examples/torch/export.py":188:0)):
      %12 = linalg.index 1 : index loc(#loc3)
      %13 = arith.index_cast %12 : index to i64 loc(#loc3)
      linalg.yield %13 : i64 loc(#loc3)
    } -> tensor<4x6xi64> loc(#loc3)
    %8:2 = tm_tensor.sort dimension(1) outs(%5#0, %7 : tensor<4x6xf32>, tensor<4x6xi64>) {
    ^bb0(%arg1: f32 loc("examples/torch/export.py":188:0), %arg2: f32 loc("examples/torch/export.py":188:0), %arg3: i64 loc("examples/torch/export.py":188:0), %arg4: i64 loc("examples/torch/export.py":188:0)):
      %12 = arith.cmpf oge, %arg1, %arg2 : f32 loc(#loc3)
      tm_tensor.yield %12 : i1 loc(#loc3)
    } -> tensor<4x6xf32>, tensor<4x6xi64> loc(#loc3)
    %extracted_slice = tensor.extract_slice %8#0[0, 0] [3, 6] [1, 1] : tensor<4x6xf32> to tensor<3x6xf32> loc(#loc2)
    %9 = tensor.empty() : tensor<3x6xf32> loc(#loc2)
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<3x6xf32>) outs(%9 : tensor<3x6xf32>) {
    ^bb0(%in: f32 loc("examples/torch/export.py":190:0), %out: f32 loc("examples/torch/export.py":190:0)):
      %12 = arith.mulf %in, %cst : f32 loc(#loc2)
      linalg.yield %12 : f32 loc(#loc2)
    } -> tensor<3x6xf32> loc(#loc2)
    %expanded = tensor.expand_shape %cst_1 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64> loc(#loc2)
    %expanded_2 = tensor.expand_shape %10 [[0], [1, 2]] output_shape [3, 1, 6] : tensor<3x6xf32> into tensor<3x1x6xf32> loc(#loc2)
    %11 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_2, %expanded : tensor<3x1x6xf32>, tensor<3x1xi64>) outs(%8#0 : tensor<4x6xf32>) {
    ^bb0(%arg1: f32 loc("examples/torch/export.py":190:0), %arg2: f32 loc("examples/torch/export.py":190:0)):
      %12 = arith.addf %arg2, %arg1 : f32 loc(#loc2)
      tm_tensor.yield %12 : f32 loc(#loc2)
    } -> tensor<4x6xf32> loc(#loc2)
    return %11 : tensor<4x6xf32> loc(#loc2)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.int64: "0x08000000000000000000000002000000000000000000000000000000"
    }
  }
#-}
