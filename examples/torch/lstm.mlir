#loc1 = loc("torch/nn/modules/rnn.py":1126:0)
#loc2 = loc("examples/torch/export.py":180:0)
#loc3 = loc("torch/nn/modules/rnn.py":1441:0)
#loc4 = loc("examples/torch/export.py":181:0)
#loc5 = loc("torch/nn/modules/rnn.py":1165:0)
#map = affine_map<(d0, d1, d2) -> (d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#loc6 = loc(callsite(#loc1 at #loc2))
#loc7 = loc(callsite(#loc3 at #loc4))
#loc8 = loc(callsite(#loc5 at #loc2))
module {
  func.func @forward(%arg0: tensor<2x6x8xf32> loc(callsite(#loc1 at #loc2))) -> tensor<2x6x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x8xf32> loc(#loc7)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x2x8xf32> loc(#loc7)
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<2x16xf32> loc(#loc8)
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x2x16xf32> loc(#loc8)
    %cst_5 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32> loc(#loc7)
    %cst_6 = arith.constant dense_resource<torch_tensor_24_8_torch.float32> : tensor<24x8xf32> loc(#loc7)
    %cst_7 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32> loc(#loc7)
    %cst_8 = arith.constant dense_resource<torch_tensor_24_16_torch.float32> : tensor<24x16xf32> loc(#loc7)
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32> loc(#loc8)
    %cst_10 = arith.constant dense_resource<torch_tensor_64_16_torch.float32_2> : tensor<64x16xf32> loc(#loc8)
    %cst_11 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32> loc(#loc8)
    %cst_12 = arith.constant dense_resource<torch_tensor_64_16_torch.float32_1> : tensor<64x16xf32> loc(#loc8)
    %cst_13 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32> loc(#loc8)
    %cst_14 = arith.constant dense_resource<torch_tensor_64_16_torch.float32> : tensor<64x16xf32> loc(#loc8)
    %cst_15 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32> loc(#loc8)
    %cst_16 = arith.constant dense_resource<torch_tensor_64_8_torch.float32> : tensor<64x8xf32> loc(#loc8)
    %0 = tensor.empty() : tensor<6x2x8xf32> loc(#loc8)
    %transposed = linalg.transpose ins(%arg0 : tensor<2x6x8xf32>) outs(%0 : tensor<6x2x8xf32>) permutation = [1, 0, 2]  loc(#loc8)
    %1 = tensor.empty() : tensor<8x64xf32> loc(#loc8)
    %transposed_17 = linalg.transpose ins(%cst_16 : tensor<64x8xf32>) outs(%1 : tensor<8x64xf32>) permutation = [1, 0]  loc(#loc8)
    %2 = tensor.empty() : tensor<6x8x64xf32> loc(#loc8)
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<8x64xf32>) outs(%2 : tensor<6x8x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      linalg.yield %in : f32 loc(#loc8)
    } -> tensor<6x8x64xf32> loc(#loc8)
    %4 = tensor.empty() : tensor<6x2x64xf32> loc(#loc8)
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<6x2x64xf32>) -> tensor<6x2x64xf32> loc(#loc8)
    %6 = linalg.batch_matmul ins(%transposed, %3 : tensor<6x2x8xf32>, tensor<6x8x64xf32>) outs(%5 : tensor<6x2x64xf32>) -> tensor<6x2x64xf32> loc(#loc8)
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %cst_15 : tensor<6x2x64xf32>, tensor<64xf32>) outs(%4 : tensor<6x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<6x2x64xf32> loc(#loc8)
    %extracted_slice = tensor.extract_slice %7[0, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_18 = tensor.extract_slice %7[1, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_19 = tensor.extract_slice %7[2, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_20 = tensor.extract_slice %7[3, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_21 = tensor.extract_slice %7[4, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_22 = tensor.extract_slice %7[5, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_23 = tensor.collapse_shape %extracted_slice_18 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_24 = tensor.collapse_shape %extracted_slice_19 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_25 = tensor.collapse_shape %extracted_slice_20 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_26 = tensor.collapse_shape %extracted_slice_21 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_27 = tensor.collapse_shape %extracted_slice_22 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %8 = tensor.empty() : tensor<16x64xf32> loc(#loc8)
    %transposed_28 = linalg.transpose ins(%cst_14 : tensor<64x16xf32>) outs(%8 : tensor<16x64xf32>) permutation = [1, 0]  loc(#loc8)
    %9 = tensor.empty() : tensor<2x64xf32> loc(#loc8)
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %11 = linalg.matmul ins(%cst_3, %transposed_28 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %12 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_13 : tensor<64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      linalg.yield %in : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %13 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%11, %12 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded = tensor.expand_shape %13 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %14 = tensor.empty() : tensor<1x2x64xf32> loc(#loc8)
    %15 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %collapsed : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_29 = tensor.extract_slice %15[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_30 = tensor.extract_slice %15[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_31 = tensor.extract_slice %15[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_32 = tensor.extract_slice %15[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %16 = tensor.empty() : tensor<1x2x16xf32> loc(#loc8)
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %cst_4 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %19 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %23 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %22 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %24 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_33 = tensor.collapse_shape %25 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %26 = linalg.matmul ins(%collapsed_33, %transposed_28 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %27 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%26, %12 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_34 = tensor.expand_shape %27 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %28 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %collapsed_23 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_35 = tensor.extract_slice %28[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_36 = tensor.extract_slice %28[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_37 = tensor.extract_slice %28[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_38 = tensor.extract_slice %28[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_35 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_37 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_38 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %33 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %23 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %34 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %36 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_39 = tensor.collapse_shape %37 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %38 = linalg.matmul ins(%collapsed_39, %transposed_28 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %39 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%38, %12 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_40 = tensor.expand_shape %39 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %40 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %collapsed_24 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_41 = tensor.extract_slice %40[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_42 = tensor.extract_slice %40[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_43 = tensor.extract_slice %40[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_44 = tensor.extract_slice %40[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_42 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_43 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_44 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %35 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %46 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %48 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %48 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_45 = tensor.collapse_shape %49 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %50 = linalg.matmul ins(%collapsed_45, %transposed_28 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%50, %12 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_46 = tensor.expand_shape %51 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %52 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %collapsed_25 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_47 = tensor.extract_slice %52[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_48 = tensor.extract_slice %52[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_49 = tensor.extract_slice %52[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_50 = tensor.extract_slice %52[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_47 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %54 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_49 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_50 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %57 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %47 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %55 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %60 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_51 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %62 = linalg.matmul ins(%collapsed_51, %transposed_28 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %63 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%62, %12 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_52 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %64 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %collapsed_26 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_53 = tensor.extract_slice %64[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_54 = tensor.extract_slice %64[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_55 = tensor.extract_slice %64[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_56 = tensor.extract_slice %64[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_53 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_54 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_55 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_56 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %69 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %59 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %70 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %67 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %70 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %72 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_57 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %74 = linalg.matmul ins(%collapsed_57, %transposed_28 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %75 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %12 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_58 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %76 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %collapsed_27 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_59 = tensor.extract_slice %76[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_60 = tensor.extract_slice %76[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_61 = tensor.extract_slice %76[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_62 = tensor.extract_slice %76[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_59 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_60 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_61 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %81 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %71 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %82 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %79 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %82 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %85 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %84 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %concat = tensor.concat dim(0) %25, %37, %49, %61, %73, %85 : (tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<6x2x16xf32> loc(#loc8)
    %collapsed_63 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<6x2x16xf32> into tensor<12x16xf32> loc(#loc8)
    %transposed_64 = linalg.transpose ins(%cst_12 : tensor<64x16xf32>) outs(%8 : tensor<16x64xf32>) permutation = [1, 0]  loc(#loc8)
    %86 = tensor.empty() : tensor<12x64xf32> loc(#loc8)
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<12x64xf32>) -> tensor<12x64xf32> loc(#loc8)
    %88 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<12x16xf32>, tensor<16x64xf32>) outs(%87 : tensor<12x64xf32>) -> tensor<12x64xf32> loc(#loc8)
    %89 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_11 : tensor<64xf32>) outs(%86 : tensor<12x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      linalg.yield %in : f32 loc(#loc8)
    } -> tensor<12x64xf32> loc(#loc8)
    %90 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<12x64xf32>, tensor<12x64xf32>) outs(%86 : tensor<12x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<12x64xf32> loc(#loc8)
    %expanded_65 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [6, 2, 64] : tensor<12x64xf32> into tensor<6x2x64xf32> loc(#loc8)
    %extracted_slice_66 = tensor.extract_slice %expanded_65[0, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_67 = tensor.extract_slice %expanded_65[1, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_68 = tensor.extract_slice %expanded_65[2, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_69 = tensor.extract_slice %expanded_65[3, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_70 = tensor.extract_slice %expanded_65[4, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_71 = tensor.extract_slice %expanded_65[5, 0, 0] [1, 2, 64] [1, 1, 1] : tensor<6x2x64xf32> to tensor<1x2x64xf32> loc(#loc8)
    %collapsed_72 = tensor.collapse_shape %extracted_slice_66 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_73 = tensor.collapse_shape %extracted_slice_67 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_74 = tensor.collapse_shape %extracted_slice_68 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_75 = tensor.collapse_shape %extracted_slice_69 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_76 = tensor.collapse_shape %extracted_slice_70 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %collapsed_77 = tensor.collapse_shape %extracted_slice_71 [[0, 1], [2]] : tensor<1x2x64xf32> into tensor<2x64xf32> loc(#loc8)
    %transposed_78 = linalg.transpose ins(%cst_10 : tensor<64x16xf32>) outs(%8 : tensor<16x64xf32>) permutation = [1, 0]  loc(#loc8)
    %91 = linalg.matmul ins(%cst_3, %transposed_78 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %92 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      linalg.yield %in : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %93 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%91, %92 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_79 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %94 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %collapsed_72 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_80 = tensor.extract_slice %94[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_81 = tensor.extract_slice %94[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_82 = tensor.extract_slice %94[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_83 = tensor.extract_slice %94[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_80 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_81 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_82 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_83 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %99 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %cst_4 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %97 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %100 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %102 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_84 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %104 = linalg.matmul ins(%collapsed_84, %transposed_78 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%104, %92 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_85 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %106 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %collapsed_73 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_86 = tensor.extract_slice %106[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_87 = tensor.extract_slice %106[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_88 = tensor.extract_slice %106[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_89 = tensor.extract_slice %106[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_86 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_87 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_88 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_89 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %101 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %114 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_90 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %116 = linalg.matmul ins(%collapsed_90, %transposed_78 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%116, %92 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_91 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %118 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %collapsed_74 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_92 = tensor.extract_slice %118[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_93 = tensor.extract_slice %118[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_94 = tensor.extract_slice %118[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_95 = tensor.extract_slice %118[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_92 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_93 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_94 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_95 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %123 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %113 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %121 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %126 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_96 = tensor.collapse_shape %127 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %128 = linalg.matmul ins(%collapsed_96, %transposed_78 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %129 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%128, %92 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_97 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %130 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97, %collapsed_75 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_98 = tensor.extract_slice %130[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_99 = tensor.extract_slice %130[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_100 = tensor.extract_slice %130[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_101 = tensor.extract_slice %130[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_98 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_99 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_100 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_101 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %135 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %125 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %133 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %136 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %138 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_102 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %140 = linalg.matmul ins(%collapsed_102, %transposed_78 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %141 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%140, %92 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_103 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %142 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_103, %collapsed_76 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_104 = tensor.extract_slice %142[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_105 = tensor.extract_slice %142[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_106 = tensor.extract_slice %142[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_107 = tensor.extract_slice %142[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_104 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_105 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_106 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_107 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %147 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %137 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %148 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %148 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %150 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %collapsed_108 = tensor.collapse_shape %151 [[0, 1], [2]] : tensor<1x2x16xf32> into tensor<2x16xf32> loc(#loc8)
    %152 = linalg.matmul ins(%collapsed_108, %transposed_78 : tensor<2x16xf32>, tensor<16x64xf32>) outs(%10 : tensor<2x64xf32>) -> tensor<2x64xf32> loc(#loc8)
    %153 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%152, %92 : tensor<2x64xf32>, tensor<2x64xf32>) outs(%9 : tensor<2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<2x64xf32> loc(#loc8)
    %expanded_109 = tensor.expand_shape %153 [[0, 1], [2]] output_shape [1, 2, 64] : tensor<2x64xf32> into tensor<1x2x64xf32> loc(#loc8)
    %154 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109, %collapsed_77 : tensor<1x2x64xf32>, tensor<2x64xf32>) outs(%14 : tensor<1x2x64xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x64xf32> loc(#loc8)
    %extracted_slice_110 = tensor.extract_slice %154[0, 0, 0] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_111 = tensor.extract_slice %154[0, 0, 16] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_112 = tensor.extract_slice %154[0, 0, 32] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %extracted_slice_113 = tensor.extract_slice %154[0, 0, 48] [1, 2, 16] [1, 1, 1] : tensor<1x2x64xf32> to tensor<1x2x16xf32> loc(#loc8)
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_110 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_111 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_112 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_113 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.negf %in : f32 loc(#loc8)
      %249 = math.exp %248 : f32 loc(#loc8)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc8)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc8)
      linalg.yield %251 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %159 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %149 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155, %157 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %160 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = math.tanh %in : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %162 : tensor<1x2x16xf32>, tensor<1x2x16xf32>) outs(%16 : tensor<1x2x16xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc5 at #loc2)), %in_180: f32 loc(callsite(#loc5 at #loc2)), %out: f32 loc(callsite(#loc5 at #loc2))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc8)
      linalg.yield %248 : f32 loc(#loc8)
    } -> tensor<1x2x16xf32> loc(#loc8)
    %concat_114 = tensor.concat dim(0) %103, %115, %127, %139, %151, %163 : (tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<1x2x16xf32>) -> tensor<6x2x16xf32> loc(#loc8)
    %collapsed_115 = tensor.collapse_shape %concat_114 [[0, 1], [2]] : tensor<6x2x16xf32> into tensor<12x16xf32> loc(#loc7)
    %164 = tensor.empty() : tensor<16x24xf32> loc(#loc7)
    %transposed_116 = linalg.transpose ins(%cst_8 : tensor<24x16xf32>) outs(%164 : tensor<16x24xf32>) permutation = [1, 0]  loc(#loc7)
    %165 = tensor.empty() : tensor<12x24xf32> loc(#loc7)
    %166 = linalg.fill ins(%cst : f32) outs(%165 : tensor<12x24xf32>) -> tensor<12x24xf32> loc(#loc7)
    %167 = linalg.matmul ins(%collapsed_115, %transposed_116 : tensor<12x16xf32>, tensor<16x24xf32>) outs(%166 : tensor<12x24xf32>) -> tensor<12x24xf32> loc(#loc7)
    %168 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<24xf32>) outs(%165 : tensor<12x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      linalg.yield %in : f32 loc(#loc7)
    } -> tensor<12x24xf32> loc(#loc7)
    %169 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%167, %168 : tensor<12x24xf32>, tensor<12x24xf32>) outs(%165 : tensor<12x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<12x24xf32> loc(#loc7)
    %expanded_117 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [6, 2, 24] : tensor<12x24xf32> into tensor<6x2x24xf32> loc(#loc7)
    %extracted_slice_118 = tensor.extract_slice %expanded_117[0, 0, 0] [1, 2, 24] [1, 1, 1] : tensor<6x2x24xf32> to tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_119 = tensor.extract_slice %expanded_117[1, 0, 0] [1, 2, 24] [1, 1, 1] : tensor<6x2x24xf32> to tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_120 = tensor.extract_slice %expanded_117[2, 0, 0] [1, 2, 24] [1, 1, 1] : tensor<6x2x24xf32> to tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_121 = tensor.extract_slice %expanded_117[3, 0, 0] [1, 2, 24] [1, 1, 1] : tensor<6x2x24xf32> to tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_122 = tensor.extract_slice %expanded_117[4, 0, 0] [1, 2, 24] [1, 1, 1] : tensor<6x2x24xf32> to tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_123 = tensor.extract_slice %expanded_117[5, 0, 0] [1, 2, 24] [1, 1, 1] : tensor<6x2x24xf32> to tensor<1x2x24xf32> loc(#loc7)
    %collapsed_124 = tensor.collapse_shape %extracted_slice_118 [[0, 1], [2]] : tensor<1x2x24xf32> into tensor<2x24xf32> loc(#loc7)
    %collapsed_125 = tensor.collapse_shape %extracted_slice_119 [[0, 1], [2]] : tensor<1x2x24xf32> into tensor<2x24xf32> loc(#loc7)
    %collapsed_126 = tensor.collapse_shape %extracted_slice_120 [[0, 1], [2]] : tensor<1x2x24xf32> into tensor<2x24xf32> loc(#loc7)
    %collapsed_127 = tensor.collapse_shape %extracted_slice_121 [[0, 1], [2]] : tensor<1x2x24xf32> into tensor<2x24xf32> loc(#loc7)
    %collapsed_128 = tensor.collapse_shape %extracted_slice_122 [[0, 1], [2]] : tensor<1x2x24xf32> into tensor<2x24xf32> loc(#loc7)
    %collapsed_129 = tensor.collapse_shape %extracted_slice_123 [[0, 1], [2]] : tensor<1x2x24xf32> into tensor<2x24xf32> loc(#loc7)
    %extracted_slice_130 = tensor.extract_slice %collapsed_124[0, 0] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_131 = tensor.extract_slice %collapsed_124[0, 8] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_132 = tensor.extract_slice %collapsed_124[0, 16] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %170 = tensor.empty() : tensor<8x24xf32> loc(#loc7)
    %transposed_133 = linalg.transpose ins(%cst_6 : tensor<24x8xf32>) outs(%170 : tensor<8x24xf32>) permutation = [1, 0]  loc(#loc7)
    %171 = tensor.empty() : tensor<2x24xf32> loc(#loc7)
    %172 = linalg.fill ins(%cst : f32) outs(%171 : tensor<2x24xf32>) -> tensor<2x24xf32> loc(#loc7)
    %173 = linalg.matmul ins(%cst_1, %transposed_133 : tensor<2x8xf32>, tensor<8x24xf32>) outs(%172 : tensor<2x24xf32>) -> tensor<2x24xf32> loc(#loc7)
    %174 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<24xf32>) outs(%171 : tensor<2x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      linalg.yield %in : f32 loc(#loc7)
    } -> tensor<2x24xf32> loc(#loc7)
    %175 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%173, %174 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%171 : tensor<2x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<2x24xf32> loc(#loc7)
    %expanded_134 = tensor.expand_shape %175 [[0, 1], [2]] output_shape [1, 2, 24] : tensor<2x24xf32> into tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_135 = tensor.extract_slice %expanded_134[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_136 = tensor.extract_slice %expanded_134[0, 0, 8] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_137 = tensor.extract_slice %expanded_134[0, 0, 16] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %176 = tensor.empty() : tensor<1x2x8xf32> loc(#loc7)
    %177 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_135, %extracted_slice_130 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %179 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_136, %extracted_slice_131 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_137, %178 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %182 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_132, %181 : tensor<2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = math.tanh %in : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2, %183 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.subf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %180 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %183 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_138 = tensor.extract_slice %collapsed_125[0, 0] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_139 = tensor.extract_slice %collapsed_125[0, 8] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_140 = tensor.extract_slice %collapsed_125[0, 16] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %collapsed_141 = tensor.collapse_shape %186 [[0, 1], [2]] : tensor<1x2x8xf32> into tensor<2x8xf32> loc(#loc7)
    %187 = linalg.matmul ins(%collapsed_141, %transposed_133 : tensor<2x8xf32>, tensor<8x24xf32>) outs(%172 : tensor<2x24xf32>) -> tensor<2x24xf32> loc(#loc7)
    %188 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%187, %174 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%171 : tensor<2x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<2x24xf32> loc(#loc7)
    %expanded_142 = tensor.expand_shape %188 [[0, 1], [2]] output_shape [1, 2, 24] : tensor<2x24xf32> into tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_143 = tensor.extract_slice %expanded_142[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_144 = tensor.extract_slice %expanded_142[0, 0, 8] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_145 = tensor.extract_slice %expanded_142[0, 0, 16] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %189 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_143, %extracted_slice_138 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %191 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_144, %extracted_slice_139 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_145, %190 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %194 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_140, %193 : tensor<2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = math.tanh %in : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %195 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.subf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %192 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %195 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_146 = tensor.extract_slice %collapsed_126[0, 0] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_147 = tensor.extract_slice %collapsed_126[0, 8] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_148 = tensor.extract_slice %collapsed_126[0, 16] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %collapsed_149 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<1x2x8xf32> into tensor<2x8xf32> loc(#loc7)
    %199 = linalg.matmul ins(%collapsed_149, %transposed_133 : tensor<2x8xf32>, tensor<8x24xf32>) outs(%172 : tensor<2x24xf32>) -> tensor<2x24xf32> loc(#loc7)
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%199, %174 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%171 : tensor<2x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<2x24xf32> loc(#loc7)
    %expanded_150 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [1, 2, 24] : tensor<2x24xf32> into tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_151 = tensor.extract_slice %expanded_150[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_152 = tensor.extract_slice %expanded_150[0, 0, 8] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_153 = tensor.extract_slice %expanded_150[0, 0, 16] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %201 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_151, %extracted_slice_146 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %203 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_152, %extracted_slice_147 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_153, %202 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %206 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_148, %205 : tensor<2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = math.tanh %in : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %208 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %207 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.subf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %204 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209, %207 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_154 = tensor.extract_slice %collapsed_127[0, 0] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_155 = tensor.extract_slice %collapsed_127[0, 8] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_156 = tensor.extract_slice %collapsed_127[0, 16] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %collapsed_157 = tensor.collapse_shape %210 [[0, 1], [2]] : tensor<1x2x8xf32> into tensor<2x8xf32> loc(#loc7)
    %211 = linalg.matmul ins(%collapsed_157, %transposed_133 : tensor<2x8xf32>, tensor<8x24xf32>) outs(%172 : tensor<2x24xf32>) -> tensor<2x24xf32> loc(#loc7)
    %212 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%211, %174 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%171 : tensor<2x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<2x24xf32> loc(#loc7)
    %expanded_158 = tensor.expand_shape %212 [[0, 1], [2]] output_shape [1, 2, 24] : tensor<2x24xf32> into tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_159 = tensor.extract_slice %expanded_158[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_160 = tensor.extract_slice %expanded_158[0, 0, 8] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_161 = tensor.extract_slice %expanded_158[0, 0, 16] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %213 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_159, %extracted_slice_154 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %215 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_160, %extracted_slice_155 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_161, %214 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %218 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_156, %217 : tensor<2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = math.tanh %in : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210, %219 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.subf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %216 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %219 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_162 = tensor.extract_slice %collapsed_128[0, 0] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_163 = tensor.extract_slice %collapsed_128[0, 8] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_164 = tensor.extract_slice %collapsed_128[0, 16] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %collapsed_165 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<1x2x8xf32> into tensor<2x8xf32> loc(#loc7)
    %223 = linalg.matmul ins(%collapsed_165, %transposed_133 : tensor<2x8xf32>, tensor<8x24xf32>) outs(%172 : tensor<2x24xf32>) -> tensor<2x24xf32> loc(#loc7)
    %224 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%223, %174 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%171 : tensor<2x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<2x24xf32> loc(#loc7)
    %expanded_166 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [1, 2, 24] : tensor<2x24xf32> into tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_167 = tensor.extract_slice %expanded_166[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_168 = tensor.extract_slice %expanded_166[0, 0, 8] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_169 = tensor.extract_slice %expanded_166[0, 0, 16] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %225 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_167, %extracted_slice_162 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %227 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_168, %extracted_slice_163 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_169, %226 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %230 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_164, %229 : tensor<2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = math.tanh %in : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %231 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.subf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %228 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %231 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_170 = tensor.extract_slice %collapsed_129[0, 0] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_171 = tensor.extract_slice %collapsed_129[0, 8] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %extracted_slice_172 = tensor.extract_slice %collapsed_129[0, 16] [2, 8] [1, 1] : tensor<2x24xf32> to tensor<2x8xf32> loc(#loc7)
    %collapsed_173 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<1x2x8xf32> into tensor<2x8xf32> loc(#loc7)
    %235 = linalg.matmul ins(%collapsed_173, %transposed_133 : tensor<2x8xf32>, tensor<8x24xf32>) outs(%172 : tensor<2x24xf32>) -> tensor<2x24xf32> loc(#loc7)
    %236 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%235, %174 : tensor<2x24xf32>, tensor<2x24xf32>) outs(%171 : tensor<2x24xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<2x24xf32> loc(#loc7)
    %expanded_174 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [1, 2, 24] : tensor<2x24xf32> into tensor<1x2x24xf32> loc(#loc7)
    %extracted_slice_175 = tensor.extract_slice %expanded_174[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_176 = tensor.extract_slice %expanded_174[0, 0, 8] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %extracted_slice_177 = tensor.extract_slice %expanded_174[0, 0, 16] [1, 2, 8] [1, 1, 1] : tensor<1x2x24xf32> to tensor<1x2x8xf32> loc(#loc7)
    %237 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_175, %extracted_slice_170 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %239 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_176, %extracted_slice_171 : tensor<1x2x8xf32>, tensor<2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.negf %in : f32 loc(#loc7)
      %249 = math.exp %248 : f32 loc(#loc7)
      %250 = arith.addf %249, %cst_0 : f32 loc(#loc7)
      %251 = arith.divf %cst_0, %250 : f32 loc(#loc7)
      linalg.yield %251 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_177, %238 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %242 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_172, %241 : tensor<2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = math.tanh %in : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %243 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.subf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %240 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.mulf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %243 : tensor<1x2x8xf32>, tensor<1x2x8xf32>) outs(%176 : tensor<1x2x8xf32>) {
    ^bb0(%in: f32 loc(callsite(#loc3 at #loc4)), %in_180: f32 loc(callsite(#loc3 at #loc4)), %out: f32 loc(callsite(#loc3 at #loc4))):
      %248 = arith.addf %in, %in_180 : f32 loc(#loc7)
      linalg.yield %248 : f32 loc(#loc7)
    } -> tensor<1x2x8xf32> loc(#loc7)
    %concat_178 = tensor.concat dim(0) %186, %198, %210, %222, %234, %246 : (tensor<1x2x8xf32>, tensor<1x2x8xf32>, tensor<1x2x8xf32>, tensor<1x2x8xf32>, tensor<1x2x8xf32>, tensor<1x2x8xf32>) -> tensor<6x2x8xf32> loc(#loc7)
    %247 = tensor.empty() : tensor<2x6x8xf32> loc(#loc7)
    %transposed_179 = linalg.transpose ins(%concat_178 : tensor<6x2x8xf32>) outs(%247 : tensor<2x6x8xf32>) permutation = [1, 0, 2]  loc(#loc7)
    return %transposed_179 : tensor<2x6x8xf32> loc(#loc7)
  } loc(#loc6)
} loc(#loc)
#loc = loc(unknown)

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_24_torch.float32_1: "0x040000008AF8173EB8DE2C3EEEA3583D9FC691BCD604183E2428AE3D3437ADBE77216A3D48C720BE04FD3FBEE6020C3ECA10943D413C753DC3BE2BBEE649273ED1DFA93EBD29313DB4CE143E37D09EBEF13A573E2A89FB3DCB1B233E7FF9163E3C73BEBD",
      torch_tensor_24_8_torch.float32: "0x0400000058B11F3E2502903E86BEAC3E0FD89B3EE45A47BE2DB0A53D455463BE0FD7FF3BB4F9953ECC43323E0526A7BEC0CF1BBEC3BB98BECA8B2A3E05D637BD4C5484BEE25FE7BDCA9DED3DD011063D0DDAA93E98CF99BB73C3E33DB457DBBD31CE2C3DFD824F3C027E9B3EB1B2173EAD524EBE98D8A0BE953AACBE327A03BE2C323B3DFE4BAA3EAD490EBDC38D0D3E4AFF373E2FA98ABEF4BD95BEA82E093EE4BF283EF49328BE06F0623DEE3CB1BE5207923BE47CB13D66525B3B8FDD65BDF3B0163E5006C7BDE9BF863ED3EA9BBE6AE74EBEF31E97BEDFB6A3BE0533863E8330B3BD10328EBE3C2E963DF41389BE48B8953C511B2C3E691C99BD8A1D3A3EEE9C943DD84191BEEE828E3D9762693EFDDAA7BD2FDD083D3CBF383D490FF93C1B39BC3D9251ADBE9657893EBEE61D3E5DD5323DD1C0833D7DFC91BE3DBDCEBDC0F57BBCB21EAC3D7C9946BED2A7193D39B7E0BDA1C2833E46619BBE3561173D7D47753E30988CBE3E0626BC9F4B273E7C17123EA44D2A3D5859123E42607CBEB2C4963EAF31013C46066A3E292EA03D7D1A21BD21131B3E7DD7AB3E7E8FB23E525F98BECFA8AF3C3D0A82BEF6F0523EE9F3813E01397EBEE164A7BCE3857A3E2A6B6F3E591A88BE6E15733EB73080BDB1F399BE4C3C903DFDA8283E471F593E8C2876BEF21B83BE274073BEF82B4D3E1D359EBE9D6243BB27C7D4BD58111E3E7A328E3D18D236BEBFF17C3D1496A63EF16D6E3DF76733BEBCEF413C1E0AA6BE584868BEF37E86BDE19A61BE364A993E048D8C3D0A358C3EFEE0A4BD006749BD26A5B63DFD4BD7BD7ED1F6BD5693B1BECE5E883EE8D3A33E353BB3BE2F91EFBDBCEB88BEF2F512BEDCCF893E7DA9413E01BBE0BC99A01A3E2E3DD83D36B7453E9A7791BE48D1DF3D3271ABBEB0196EBE4AEA06BEC4170DBD2CD4AABE7E29103C1435673D4DAE0FBE58DBEA3DCD2D9E3EB35D77BD65D040BE215AA0BE4A2E84BE323D48BEACD285BEEB550EBE0E71473E6F94E23D3628A33E77B9B33E625F02BE00C80DBE372C463D792490BE71EB443E635182BD9E9297BE91AA88BE297879BEA403C73D",
      torch_tensor_24_torch.float32: "0x040000009AC38A3EBE698F3ED860C7BDD54A52BE76AF20BECE5077BECEAEBABD787CA3BE3E82413EE25FAABE333561BED9F6723E756787BEF019AD3D7896873EE96EB23E1530373E5651C2BDB9E14E3E192C3FBC1C43DFBD50EC963AC96AA23D0DC1723E",
      torch_tensor_24_16_torch.float32: "0x040000006E18A1BEF28A9DBE14599BBD4D178A3EFA3DD83D368A883DAAE6BFBD42C2A43EF5E85D3B9B7CF43D4623B83B87FA613DBC74F13D27E98A3E7264503E3B55393D38BE103EB2C0D9BD8D77773E2643CB3D9B9C883E3B1B62BD43CC93BED0098F3D553F133E7444923EB1520C3EBFC3053E5E0E903E52D6F8BDB7D39F3E7A9D393E30C9713EE819813EF9E393BE25923C3E1197A83EFD567EBEC63BF8BC2CF35CBEEDD7AEBDBAD0573D5CA8413E0736D2BD4769ABBECF7C433E621D4B3E1A4483BD6DF79A3E008C8B3E42979FBD83B05F3CC9177F3DADE38DBDE662B2BD946C23BEF1E24DBE94CE343EFD01D7BD10AF2DBE80759F3E5C89673D059C823E33F6A43E7A004CBD3203583D82D4A73E671879BE2219D9BD03124E3D9A7EC4BCEDC6C03DBA5E3E3E0EF314BE5385E13C52C5A33E57DC4CBE1A8275BEF4D28ABE6B69583E6609A6BE4B0F30BED384743E040959BE2235933E763D29BE2919653DDF903D3D65150EBC657E613E61BE993E160B62BE190B4B3EC676C13DC2E2D7BBEA237DBEFEC9D63DFF63833E41609BBE5F2EA7BE0BF5B1BE634EA73D730DD0BD1CEBE0BDC48EA83EE6AFB8BD67E965BE6C43023D84B546BE8D26D4BD473D3F3ED21CA73D3B7078BE5C56AC3E1DF1743ED9CB76BEA0B21D3EC5C4143EFEE381BE3C707EBE6DE395BE2345213EF64D7C3D1E01193E45041FBEDE1C883ED6E9383DB57090BE3540B6BD00C3383E4C369F3DD38A5DBDD7F07CBE7B3661BE93229C3E82634FBE2947803E2D5CF2BD329A673B5A46B0BE225FEBBD7898983EE384A2BE002A363ED25798BE9D37533D641EA4BE164D8FBEF02292BEF212FBBD4E2D453DE4B784BEE681B73D5A0D5A3E1691933E6948A03EC05C6E3EE036D5BDE57505BD4C29A03E6D19343E1D05C0BD5FAB883E82329EBEBCED9A3E13904A3E4BC584BE48A493BED28F8D3EEF93B23EAFBDFC3C19760DBE43264E3EDC54233E96BB34BD5BED903E0CAA6A3E5A83B43D11FB3B3E678FA9BE029529BE93BE1E3D5CE8C43D68FA45BD85B3083E4093DC3D7E4CA7BE2063E43D367CEBBC9F2279BE4E7D433C3C14B2BDCA4140BE96F3A4BE1D6F973E64DD5BBEDE80423DBB03913E337136BD03496DBEE820AFBEB59D703D45A835BE4E37D33C1F49E73DEF27CDBDD87A753EEF723CBD237C10BE11616FBEB1AFDB3D0DD55FBE0D35983D7AC536BD1AD0783EAE7C31BE2A5932BEDC263BBD68205DBE6A060A3E4D9D04BE1989143E0B1E523E3268533E50ED84BDDE93453EAAB53FBEC65BB4BE1CD209BD474083BEA23D8CBEC40EB83D74AF9A3E6B790EBE7BD6A3BCC32583BEC21A7D3DAA6ECE3D9E4C5EBD8FB9893E78B091BE034C42BDFAF448BE23F29E3E7453993E750FB23EB98BA63E48630F3EF09B8ABE9A9375BE0794AD3D599DA1BE6133653EC7641D3ECAC2AC3D67FF9DBEA1AE833E294419BDD4EC17BE22063D3E2CC1F43CA50C21BEF578A93DA96D71BEEE3DA83EB7A99E3E36F7263E4B873F3E8CF1B3BEB54049BE6030AEBE5AB23CBE141496BE403E853E0653433E9535553EBBB820BE7AF8893E0E4251BDA799BBBDF2EE423EDEC06F3EA81A82BEF355AC3E5A2912BDD2D9C03D613FB4BE7037213DC62D33BEE9AF62BE1D2917BE65DCD7BAAB46CEBD7BEB67BE689B813E9469D73DF376A8BE51E3973D73DEB13D5BDA543C15D3AF3DE07DF2BCBF551E3E2BDE7EBEDE5D1ABE4A9A873E324C60BEA8A0313E007EA73EA986A5BE5E9C1EBE2C7A9A3E9321AFBC54F18E3DCA194E3D2132153EE02B15BEB1003C3D259D763E1B57F4BCCA13A6BEFC47FA3DC7D8B8BDECC198BDE1D03C3E50CB7D3D1C045BBEF31127BE28225CBDF1E4B2BD774999BDE97477BE9A22833EDAC23B3ECCE48E3D53F2A33D6788293DB55A873E50D8A33DB3995C3D420447BEC88BF13D1F5AA9BE995DE43DD7E79CBE6CD615BE5A223F3E75A257BE0F24903EA40848BEB975AB3E5B2BDF3D16E41CBEBCCC5C3E354FA0BE215965BE21D262BE91A23E3D64450E3D2FB29BBE32ADAE3E0027B1B9D45341BE195D0A3C04681BBE64C4C73DB50F033E8164CDBD70D9A83C796A573E357B6BBEE775A1BD70A355BD89876FBE7BE5EB3CC9E4543CEA3692BEF488943DE2C6AC3EEC90403E306244BEF6B2A53EFCDC78BEB71338BE",
      torch_tensor_64_torch.float32_3: "0x040000002EF24DBEF81429BDE0A906BC3406B6BD7E2156BE14530B3EA0F3FCBCF4F0793EE00F44BE728A0CBEA0CC54BCB44532BED6903A3EA8F8453E52EB673E5C9A21BEE624363ED4BF313EE8B8CBBD60BAE03C88FAF33DE230373E6C1A6FBEFEDD7E3E64BA80BDA09CD03DB0FF1EBECA0045BE445F2DBEF6DF163E708DFCBDC4D0143EECC89A3D64A9CB3D28C363BD20F5A1BD048EEFBD8C180FBE3E0A6C3E009A5EBC5490DBBD042F6EBE6030323C801D7EBE80ED40BBEEA3213EB27213BE18A80C3EB052A3BD6AE444BE688D7DBEE059FE3D1CDD43BE6CFFF93D789D123D72220B3ED66E40BED8DE5F3EE8FB7EBE225042BE2285193EE0340B3CC2C00FBE88CC56BD",
      torch_tensor_64_16_torch.float32_2: "0x0400000070D7BE3D90776FBD1C82783E00A0503A3A8402BEFC06843DEA22053E003402BA56005B3ECA0622BE9875DA3DAE5D113E504EFE3D0050C0B85C28923DBCD548BEC0E548BEE0977EBC505700BD2A163E3E72E3393E88942D3E4C83EABD30F848BEB22070BE604CB93D54AD66BEDE8D7FBE986001BE4C2458BEE0C5C9BDF62921BE3E5603BEAC62733E30F840BDA45C543E80C2B53B10AE03BD8CE795BDEAFE36BEC4AE4DBE8E42313E18C79DBD449879BE54F06A3E40F5973B724D2BBECE3A49BE28FC56BE947960BEECA8673EA682303E9081A73CA62E5ABE1CEA85BD2C7C70BE0C72B03D30F287BD60215BBD3CC09FBD4C0DF03DF2910A3E2851603DF83A00BD4064CABC00258FBB4EA23EBE0ECC793E10D1DCBD4AF1143E58830FBE00FADB3A8845AF3DE00D6BBEB4DAEA3D30F443BE38E50E3DF80E4BBDC2BE123E82CE783E48C6663D40EAE9BBF0AAFDBD60E4BE3DE86FF6BD847DD33D38EADDBDFEA52D3E785C443EB0F91C3E801E243BD06FED3D8A4669BEEE9B4F3E1C0685BD28A7BA3D18672DBD44ECABBD2070F0BD3820253ED0460BBEE89334BDA423013E5069CE3CF46557BE588F7EBEACEBF8BDEE1C6C3ECA0536BE34170D3EB23F373E0039D4BD481AE2BDFA2C38BEA8B91F3DD8260FBDE000473CE015DE3D40F5D63DD488A1BDB0A88C3C603F733D8060AE3BB0E94C3DEC67CFBD22D6513E6010D2BC180403BD64C365BEF69039BE80D3FE3B785D1EBD2EB600BEDC00063E4059B7BC7810B43DC49E573EF463EBBD00FEFBBD18C54DBD406DADBCA80A00BEA0D875BD4020ECBBCCA9E53D7AD76C3EFC913D3E00C0D83CF00E81BC7426833DA03427BCF06206BDC80FB03D1A4850BE38B659BE00BB843AAC2F9BBD043FFDBD44526EBEF07B2B3E603323BCDE8A09BE688FD0BD3C9B863DFEA839BEF088833C800B4ABB586BAE3DB41BCB3DDE4327BEB013DD3D6A4F413E60D9833C9A6B023E38D6C1BD78654B3D089B953DD47BECBD120F1E3E1C0C72BE6053C0BD94A016BE9AF817BEA21F1BBEF83971BE50BC2F3D78904ABD048E57BE00A0D7B850942ABDB036D33D708548BEE00990BD40C6523DB007D93D50EE9A3C48C08A3D04E87F3EEC5CB1BDBA792E3EF2835C3E367662BE20B3773DD402113E18BB1FBD36490D3E20520B3C74E3423EC062B03B9EE523BE906A423E6045983D06CC593E80337E3D16F0073E729E1F3E906D2C3D880B6EBDC87D533DFA7E32BEC0EE0B3C7090A4BDC07B813CB2B04ABEFC6B1C3E56306CBE7442DB3D6A97283E7A9F6ABE704C673E6A4E3EBE481449BD9EA8043E4C5BA2BDB424643EC4DEE1BDF81809BDEA5727BE2488EDBD0AD1793E3C87403EA0CB963C4064A83C8A3D59BE4044413ED88619BD548DD5BD06BB4BBE787A523EB4C8F23D3A321A3EA00FD43CCAB62DBE9CBBD13DB031EC3C74D0AB3D10FC7EBDE09EF1BD9628523E84A1AB3DC8CCCFBD60E2B63CA8975EBD6023AFBCEC8D0F3E4EC14BBE40B0673E644D2C3E00406139E86CD1BDF0C8503DD47229BEF648263E6A6307BE18A9433D58DC7BBE102FF53D7E4C2D3E0826403E102BA73CE826173E7492AE3D7EAD2B3E7A76103E4AFB5FBEF0E6D73CB48CAEBD607AF4BDB430333E308F12BD48121F3D642F213EBE512C3EBC9E083E78C732BD723264BE90C175BECCEFA03D806E42BB6EBE21BE709BDF3D5E5E683E6010143E487410BD385E0A3D164B23BE0CA9F13D0A6346BE8EBD303E08DBE9BDE010CBBDB66D56BED89F77BDF019C6BC24FFEBBDB83B363E5CEB123EB4EF61BEF0DCCCBC2024AC3DF4FC763EF8D974BD842A1D3E407865BCC05FC4BD7AA91C3E7C1E64BE167A563E3EB37F3ED8C98BBD5040CA3DC8487F3E385C9A3DE039C83DD000BC3DE478D1BDE8F4793DF67008BE1C9A5A3E3866DBBD70176A3DC45094BD6606003E0008873B2EC30C3E1CA48ABD4A3916BE184CC43D6E1210BE102F52BE04D1C53D6AF719BEA472C0BD20B07FBD606C913C6053B1BD1045B8BD70AF80BD1867333E8C4E993D087FF6BD76F430BE80CFBD3BE806A43D006DABBB24DC153E0053573E0410963D50DBA83D9A85143E9866AFBD80A3353DD6F84E3EAC2DF5BDE0649F3CCC2BC8BD30D844BE8698073ED28E4C3EDE4C0ABE14E4BF3D68009D3DFCEAC73D36EB0C3ED6FF6E3EDA4D423EAE0060BECCB7C8BD5AF6073EA02412BEC011493D187FDBBD88604B3D58D3F93D7CEDA03DB2F7393E4072F6BC9AF90A3E1C86A53D985BA1BDDECD34BE88356A3E54A798BD5ED3403EBC5D213E60F024BC487553BE90DFA43CE082F7BDE83A853D9483CBBD0C50453EF2F866BE2CD589BDB87B213D805FC33C3450523E14C6A1BD6A5A4CBE4A7E293E74118F3D62A3283ED88317BE465C16BE24D2CEBD809B913CF47EAD3D921C13BE40D2C0BC48FB30BD7295693EDCA5B8BD0015783E34031DBEB4F9D2BD728C40BE64983C3EB40B30BE0CEFD33D1024BCBD3C1B7F3E2871103D90505EBEF03B303D90FEF83CF69A77BED8814D3DA03F743E6857933D0043AEBA084754BD180F883D9C1AE4BD96197C3E224D5D3E7C30EF3D84B5BEBD585F70BE4C5F13BE4EE8783E16FA6ABE9C6E74BE609B93BC98E4A23D78CB7EBE0AAD6DBE0027B23A04BEABBD9E59323E3400933DBA365EBE34BC66BEF6CE2F3EA89335BD64FADFBD2C45A13D804049BDD8DCF43D90D6813DB8AEDDBD6A2E4DBE66950A3EBCCE19BE6084E2BC80020C3DC8FB14BE12730B3E361134BE40807B3D1009DB3CC0DBBB3D283E7BBE809B6C3C649AF93D44E523BED8637D3D0065803A762D593E28D458BD00DEDF3A1CB0DEBD285E7CBDE892923DDCE576BE1834423E0217383E6CD4D83D14A43F3EF4609FBDE83D693D0062503CCA0531BE10D6C4BDE8C3B5BD00307DBDF24F63BECE0A34BED07BC2BC28C61BBD106268BEA0CB5A3DFE630B3E4833553E5873573E56E232BE3C16A4BD28E4F2BDF8CF3B3D2033893D78D3633D4C99153E540F073E3E6809BE48BD2F3E88B02C3ED882073DE6B95EBEE6021DBEA4AE8E3D2005B13D0CB56E3EBC4A023E3092B93DC0B30BBC068F2E3E605CBABD4078D03DECDBF3BD00EC18BB6E4B173E74EEEA3D58CA65BD00754FBB361D0EBE5C28ED3DF6412C3EE83DB03DB8B877BE2A4237BE76612B3EF09E12BD8C371D3E0CB33C3EA0FA95BD683316BEDED770BE7CD9C33D604C033ED88631BD008878BE6CE424BEE0B15CBCB0ADE93DF08FABBD424325BE883832BEFE0C653E2868B93DC6D94FBE3E191EBE2E5159BE8027143DCCE7CFBD00DA5DBAB8FE21BD681660BEA8C464BE9A8F46BE546ED6BD80441F3D20C8F0BD400012BCE050F5BC4A1F6A3EC867E9BD4885703E1C8744BEF89655BEC87FA63DA2FD14BE004F033E9EA10DBE4A97493EFCE1773EB01C833C60D95A3D8AAC6E3ED0C2173E247C5FBE001E03BCE01567BE148E433ED88F3BBD0069E4BAA2481DBE7A330BBE30E5043DE037533EDCAD00BEE085C13CA0BB673E3E6E653EB03248BD5EF06F3E5474BA3DC227693EC00DF33B6CF558BE505E8BBD7C90993DA684083E7C077FBE2621473EC2A665BEE4FE153E26967C3E38597C3DC84241BD7AF40C3E7CF697BDA8A03DBE18AE35BEB0BBF03D6C83433EC0DB253C0C3778BE328C7BBE103A67BD98310A3EE0982ABE40018A3D04EC0BBE0C49503EF02886BD986655BD588860BE0C4C65BEE0698A3C6092253DF64E0A3E96DA5FBE086D333D30ED13BD242B163EE8CDE8BDE089983D0852CE3D3499003E489CAFBD64C4A43D98AF48BDFCDE893D4A6A1DBE846B4BBE8E6751BEB6ED20BE4CB1D8BDA86C183DA8FC5FBD10BC11BE80A2093B1CB0A1BD62CE1D3ECED752BED0FBBCBD988324BE60B4FC3CE0755F3C60A06BBC92007E3ED851C3BDC02D13BD6847843D20A9553EBE0A423EE0F5E93C08B4C1BD9433A83D4C12213E00D4AEBB788D0C3E0C84513E202809BED06162BD127B66BE08106B3DDE72363E08DA46BD0866233DF499A33DC0BAAEBB5C06473E0038153D54A27BBEB86653BECCA27DBE80D2283CA8620A3EC81807BD442C663E783838BD705B513D7AD8663E3C8F013EA0AC02BCC895763E6EF318BE20B5BE3D68AC213E58831EBED27870BEF8C4A33D403FC2BD323001BED8AD4B3DAAB539BE543F663E30D7B7BC20F8A3BDDE02563EE48F8E3D4818433D94CDF4BDB4FC733E6CF09BBD44EC543EA08B96BC526B003EDAFF333EB6973EBEF49F2ABE8C257DBEAAA4383E06285C3ED41EBBBD58C4FABD58682B3D3AD3093E70C27C3D686955BDCCD522BED6F25A3E02CA25BE605F77BE746DCCBDA0314C3D444EBE3D40F9C53DEC4C14BE1C80C4BD10ADE3BDDCF0F7BD3A9F57BEC89C513D04E694BDCC6676BE9A7B15BE62BD19BE94DBDCBDF82E1EBED09431BD547BB73D322F4FBEF070AFBC2C5993BDD2E102BEA06063BD6800D9BD60AD033C2ACB38BEB030423DB80A6B3EDC1F543E548FE5BD18D09D3DE6F871BE9A89573EDE1E7FBEB0C464BE06CB65BE44BC6DBE20AE0A3DB86387BD8017753DC06F7DBC40F9AFBBE0F9B8BD2AE217BE625656BE662C013E52FE03BE884250BDFCACF83D109B7DBDCC1781BD48A92ABEA4085BBE38BEF53D700867BD5CF9203ED0CA863C007CA6B9F81D67BE00DDB43BB06B67BD181512BE08FE6CBD4022563C38E440BE40462A3DEE20323ED0494A3D925D743EB8EBEE3DE6E449BED087C9BD186B76BD3829993D00A6E9BB9A004E3E90E8ED3CA42022BE10B5BBBD68FB54BE6C2C8DBD74BAFB3D80361E3B6A1F74BE28845DBEA49FB93D1EB160BED0304CBE8AA118BE90FF733EC49591BD2819D3BDC0DA2CBED8C3233E105825BD8076453D909F743DCC65903DD8DC233E408E543C10D7D33C50FF84BCE2ED46BE38576ABD2AA6733ED46E35BE5E9021BE48087EBE405F783C4A716FBE281F03BE90E36B3E6C0DD43DB863083E38572F3D2A8B59BE643EEEBD3A3F4FBEC44C1EBED05BAE3D5C018EBDEC2D7A3EEE9C3ABE14795ABE68C67C3EAA255DBEA2D6593EC8DE893DE05469BE80F85E3E98638BBDE41DD3BD94B447BE5C8958BED0FD633D6A757BBEE464D23D300A7DBD30AFB33D98B77ABD200FB13D00C6DFBB487C963DBC4DD0BDAC1630BE6069023D3C6623BE6AB21EBE522976BEE832A3BD640E2BBE5C5C473E6C7C383E90F5723D5600503E0489F63D642871BEB0E9CCBCD03726BD0E6F1BBEBCD2913D50CD9FBDDCD3F4BD80FE3EBBEE342ABEF6E0533EE8FD213EF653723EF05E35BD7837A73DE0BF24BCB4D553BE38A3E73D60D032BE88D2B8BD3849E5BDE6BE79BEC0EA123C70C1273DD04198BCAE463C3EA064443C18853ABD26A20BBE2C0A18BE309511BD5C3F16BE54E028BED06F07BDB0CD34BDAA441CBE0294153E921B593E4C8C2EBEC042E03DC492EDBDF0A6D4BC26FA6E3EF007033DDA1674BE82566B3EA04C2DBC1A3000BE383207BE46875B3E40428A3BD2650D3E1A40283E2CB9C6BD60D4AD3C509825BE14C6553E0E5F07BE560A2A3E94B9813D0AEB1D3EB05E34BE00C3FEBB1EA6043E407E23BC80156BBB0080F93DBA553FBEF84C4DBD3836E93D181CFB3DB0C46D3E50904ABD18A0723DF0EAFBBDD8DC2BBD308400BEBEB63D3E009BC73AC849D03DD2CF0C3E18D23E3D20F2D93C70E595BCE6D958BEF8FB243D78DC62BDDE2C57BED4826E3E8055DABC4C88FFBD6C3879BEB4C96BBEA8F8C23DF4BAE9BD942BDDBD882014BE1EA54E3E702876BD44EF253EC83B4B3E2C7A46BECEFC3E3E708A43BD5830753E",
      torch_tensor_64_torch.float32_2: "0x04000000A8C2023E98FB77BEC83C3E3D2CFBB33D50BDB9BDA220423E020054BEEC75A2BDA6EC733E8E057A3EFCC3FF3D78D118BE42435CBE462550BEB0FC7FBDE405113E6C19A23D00B6F8BCD63B663E5207493EB84CEFBD8CB9DDBD803940BB907F543D0094EABA24AAC53D6CA0303EC0A338BD6470FB3D08450B3D4488C43DC4C7D23D44D988BDC047E4BDC4D8DA3D84E723BE8E66063E444124BEFC9F2F3E406FCD3D50DD7ABDF653123E6C9DA8BD48285A3DB8BE963DC028D13CC0A24D3DC0A0A2BB2CEA93BD2CD30E3EE0F2C93D38F9BE3D5AD42C3EBEF105BE10EA6DBD007FE9BB8A964E3E06DB4BBE68D712BEB8EA73BDE8AC5ABE00424ABE8A5D2F3EC0123F3C",
      torch_tensor_64_16_torch.float32_1: "0x04000000B07CA4BDB491F73D488B1EBE9AF9743E4A69363E78CD3F3DF4C8E33D9C41B23D9C1017BE00DE0EBBB887883DA02167BD727D753E2472C5BD36A064BE40C0F3BDF8966DBED2F4523E70D7E5BD601D34BEE062DDBCB67E2CBE44BA05BEEA82023E243440BE8C74F13D60AF3A3E000013BAC458E33D8E660FBE12A2473E64B0783E0857733D6049693E1E407EBE40DFE0BC30764B3D08835EBECC27F93D7021C3BD742EB9BD341D4BBE9050D13DC4453ABE704C59BD4C72E33D4CDB403E608D673D74FFBEBDC8B3DEBD3AB00F3E98FD3D3D7880573EE0CFC03DA23A4E3E7A494EBE3ACE4D3E943DEBBDF40D89BD0021C43A580840BD988D4A3DEC1E643ECAF418BE90339E3D90BF4DBEA8C8203D4EE5523ED49D2C3E943A5B3E3A940A3EF070A9BC74AE853D0CF1D5BD744C593E302E003E1C5F3BBE205A5D3E002073BB801336BC78208CBD141687BDA0014D3CFCF3F9BD0A226EBEFCDD03BEF0C54BBD2651413EE8533C3E0C6219BE80461DBC88C593BDB2F308BE581134BDCCA6B1BD62170F3E98EBFDBD988B1D3DE87610BE3CCC9FBD8087493EFC5BFBBD804B76BC147E743EA83DAF3DC04D02BE04B419BE908BB3BD1855A0BD08EBDE3D20A963BD82E8573E66760CBEB41AA0BDBC68BA3DA2744C3E48E3743E38E6233DA0A62C3CE864E5BD12A5103EE26314BEB89386BDC6F655BE961A76BE78170F3EA0228B3CA4134C3E04B54B3E3A56063E44E6CC3D74DF84BDF0F6073E4C34F63D403EB13D407AECBB60F4183D0063913A26C939BEC0B56D3D7C323CBE506CF83DFA8618BEBC3EA7BD50D1F2BD4C104A3EAC4734BE94B7023E4A64003ED402353EA048803DDE8E0B3E365E4A3E20B4493DCC16AE3DD42C48BE6C5589BD30B2B93CE021F83CE4E3B4BD50C87DBEA02685BDBC03C43D1E6F5C3EEC2C67BE4C72F43D66E972BE32D074BE905120BED84007BD9CFF8E3DDCB042BE8E3B453E7880673E00037C3C4061503E50CAE7BD648BCABD602404BD80C6DF3C049532BE22FD4CBED041CA3D909F933DD46F7A3EC0BFD0BDD0CEB43D989CCEBDA0BFFC3D00E662BC5CC63D3EC0390E3EBC14553EA88E033EE0E2193C1E9D5C3EA85E16BEA674713EEE287A3E6E8C743E782AEFBDCAA407BED092813C886F9F3DA26A003E5C3BD03D36FB593ECC4680BD40F9A7BD5C9FAB3D78AD8E3DF65415BE9017C63C325E42BE7C3496BD3CF2C8BDC467603EC87166BE182617BE7E877ABE1021813D560A45BE20A7A53D08D231BE1CFD23BEBEC802BEB0AB193DC63B6B3E60CC6F3ED0B99ABC4EC07ABEEC26A9BDFC20C3BDE8CC59BD1CA1C33D02D4003E0402E33D1C43923D9C45CFBD00CE2DBB6852023D28C302BEE034B7BC50A6FFBC40DF71BE568C2D3ED00ECFBC3C4D5DBE5A8A4A3E38BF09BE4045B53DE0E07D3E409D3D3CE44D933DAC6ECB3D867B413EE0179DBD5A0E10BE2045A0BC8034483E4017B03C28DF313E00A0F3BA88179D3D606D0E3C4061DE3B569D73BED0CD5FBE2040AA3CF467FD3DFAF72B3EE0B8313CB0D1D73D2C23D63D1AFE5CBEC80161BE147D46BEC0D78C3B7EDF21BEC0D8A3BD703419BD48C3C73D706C6D3D2A7C6D3EDEE8663E225123BE00764EBA0819293DD47C5F3EF8AD9EBD9437C9BD302A22BEEEA23C3EB40D91BDC4C1BFBD8E262D3ED88F6B3E609C2CBCBA7434BEC295503E401BAFBD3CF1EBBD60F933BE203DF6BD827D48BE50C413BE8C3469BED8634EBDCCDCCD3D0C5642BE000CB7B958CEBCBD4CA7F73D22BA5D3E98BE07BD40D800BE84B344BED46716BE84D3933D30F36A3D12DD093ED82718BD988A033E861364BEA8A2893DEE85783EE05C7DBE8AE504BE22E2233EE01920BD887508BE322D1C3EE048893CA06D203C0C839BBD6AE1403EA2000E3EE870373D30461C3D3860043E947D1F3EEC05D2BDC061E0BC90C7E03DB01AF8BD6E5F6F3E1C5C2FBEC842EC3D54E337BED462A43D14CE323EB0E2F63C5044CDBC3CCB223E8AD137BEE4B62CBE1A305ABEA0941DBE009ED43B0C2AE8BDC021643D20380A3CD00E553EE401DEBDEC108CBD1E51293E247681BDD217753E305BCBBD007033BB489D72BD38DFEE3D882EC43DC65308BE66B0283E702282BC2C7981BD003FA5BB8029323EF61E7B3E6822F93DA02E333D0A13273E181AD6BD50C905BEBCDB93BD78B025BEE024DC3D008AC23C3C2CAFBDF0EACFBC006EA2BB92805B3EC885643EC21445BE78A5BB3D24B5C53DB0C5C33D809A0BBD8C0B803D80D6803D1C2A793E865B75BEA44AC2BDC03C2CBE205BF8BDE00C493D56211C3E3E9741BE6481263E5CD6553E505EFCBD40BA323DB66C03BEC0535B3DF85FEDBDBC73C7BDE25E2BBE7A7A55BEAA4A4C3E805001BD8043E3BB8CCEFEBDCA6E323E108712BEA815CFBD5CD647BEF24357BE6E46633E9EAE45BE305F0DBD203494BD108ABB3DB4F1883D4E3F44BE34E8653E88027FBE308FCA3C1019ABBC684D6DBD9C742E3E2425583EC863053D80D6B4BDB6523E3E48D6203E30EB373DB0098CBDE0AF2C3CD82B643E3018DE3C70CB49BD66BE58BE9A2F09BE62E4383E203C10BCF06188BC485AC73DE86D28BE10598ABC940090BDCEF1053EC456503E8EBE203EBCDC3E3EA6C964BEC0C4B5BD1084F23C506F59BE40E48A3DA6CD27BEFC65DB3DB6314F3EB6FE5ABE6483563E60E6EE3DA0F028BE9809753EF8B75DBE20582CBE34B1FEBD406A4FBC40E1373DC84196BD1EA672BE6067ECBC363B423E9C1A453ECC26003E68AC143D20707E3D545A45BE3C54CF3DC6C77EBEC870D3BD588D86BD32FD3B3E40CDEEBB8438E9BDD8E6323DD46B54BE488E87BDACCC8D3DC0A287BC9014D7BCFA751C3EFC7642BECE4201BEFACC773EC0C34B3D00CC25BDBE9A043E70011A3E901C2BBDE844D5BD706127BD58E9B93D10BA02BDFEFD143EA4C350BE1434FBBDB228433E6856063D60344E3DF864A83DD8F671BDB4C0CCBD7CE2923D24B287BD9081D3BDD849073DC0AF773DD0EAB8BCB0212DBEC0D41ABD0E1511BEB2BC063E22A029BE3A1E4C3E70ECCB3D98375BBE54FA3D3EEC2A7DBE80256EBCDED51FBE003B5CBE70EACA3C683FF8BDC40B393E7E3E49BE607C543EAC711A3E5A38603E18EE95BD9EEA1CBED4132ABECEE1543E08A8FEBD402AFCBCF8D51DBDA82A303D7C1152BE406C4E3E9C6C3DBE8CCA7B3E6856C8BD7491E4BD58C00CBD9087973D48BB3DBD1A807FBEF410343EA4907D3ECC28013EB2807A3EB88B8B3D107BA0BC1EE74BBECABE5FBE564130BEFCE781BD1212153E343ED3BDE0151FBC803A67BB805727BE40C2DDBB862E773EF29B4C3E7AF9423EA0FCC9BC0049913BA8F30B3E084EAABDB47FCFBDDE075B3EA0D8693C58DA2CBEFAB4573EF0F5293D88F9083EAE565EBE80063E3D20951C3E38BA13BDF68211BEC0D04C3E5824EE3D0CD2913D402C723D80CFB43BB8CE123EB8DA5FBD6CB116BE9881C33D7099883D7CF1C23D4079E3BCA8E307BDE0C5A2BC6C01873D9E7144BE729B6EBE9C96BF3D34290CBE9048ACBCE8F08D3D28A00F3D9208253EC03A063D60847D3D8051B7BC0827173DECBCBB3D9CA52E3E269072BEC447D5BDF8B765BEA821CCBD680D1C3E7C8F72BE726165BEDA3A143E702D17BE0A1A3B3E9C889F3D3C85803D9E5E4B3EAE216DBEB2773B3E580AA63D4E8C2BBEC826793DB4B18EBD0883CDBD30CEDDBCDC63F1BD16DB5F3EFA565C3ED079DABCCC0363BE20937ABCF04F873CA41D2B3E00C9033CFC03953D04DA873D3A4111BE1CCB1EBE1ECE64BE00A900BBDC949E3D609F91BC947D783E405743BD020C27BEF8AA2A3D542F90BD28610CBD1A0D783E800CEBBB6EA05F3E28C0083DA479BEBD54B03B3E32D311BE2086073C282B663D98CDE53D6A336CBEA0EE483C209184BD56FB253E6042AC3D4435CD3D2AEC193E104165BDE03683BC7E604D3E4E554EBEC6F330BE50D2953C3CD1CABD00956A3CE223623E6069EDBC42465ABE64BEE8BD161A6B3E40F660BD2C80E0BDFC76E63DE088FD3CC0B561BE8231553EF228103EEA825E3E040DE03D709FACBD1824A7BD6420F83DA08146BD40C2483D9C0F78BED017FDBD602EBE3DA0ED49BCF424F6BDEC4C5FBE0EB4223E60E24DBD48877BBE1CFC763E2027F93DA41F19BE3AD63ABE4660773E00D1883AD2F619BE7A50133E584C55BD504B8C3CE85B05BEA6D458BEF2032ABE60E0E0BCA25439BEDC507C3E8053313B8802C4BD4C5ACA3D2CF662BE26F102BEC84EC03D7E8359BEAC2EFF3D2025AC3C647455BE0A107EBE64D1A13D9401F23D40B44CBD905E62BE708B13BE20ABD93C4004153C680F833D5810353D80B256BC1619073ED052783E4833553EFC9E683E3CCDACBDD0C0AEBDF082E2BC7C53973D283FCF3D008DB6BC6C5B25BEEA2641BEBA74763E78A789BDB0690ABD68E41CBE3CD4FDBD38E9603DC0A5D73DD867CABDF873BCBDF2CA4A3E22D803BE6AFF3EBE90C21FBD6698733EA0CF5E3D487D0D3D6000FFBCB6F81F3EF4C5FDBD20922D3EF8E9713D00B4E33C68F80C3DB4E11DBE08223E3E0674063EDA3848BE5E5B6EBEC0CD83BDFC122A3EE412FCBD30456D3EEAB500BED43E67BEF038E13D4AB61ABEF06B21BDE0B19FBD80BBA2BC4E125FBEB4CD6ABED018DC3DF011E8BC506D1ABE40B0D0BBD6A869BE10E8873D7C26F33DE645783E6A8E50BEB055F8BC0EEE0A3E2C9D6A3E082336BEA894D93DEC62D33DBE551A3E947D30BE92AF363E3402DFBD9A941DBE90524B3D2EDE583E5A8729BE32AE083E708CEABC1473A33DB2B2473EB4048B3D228554BEA0269ABD983D4B3D8AF557BE603D2A3DCC7609BE408C4BBDD429B73DAA084EBE0E5B24BE8086E93DC4317DBE1C2D303E726545BE00E883BBE835523D0408CA3D14E41EBE78CD093DF075DC3DDA925B3E14A740BE548DFEBD6827953D207E03BC78C12CBE6C7657BE564F63BEB22233BE58FED9BD2AC431BE449360BE60DD9F3C0022163EBC66F1BDA0CBCC3C00FA49BB6C53EF3DAA8931BEC076423CFAF26E3E5EC3363ED4B97DBE08271ABD00BA183B780FA9BD3C3028BEAC2132BE881A2A3E18C2A5BD20CC83BC903C963D5A211DBEC08AB63CA245183E20AE15BEBCF5943D40E70BBC0CC20C3E601B2A3E24D6873D0087F73B665F5CBEE0DACB3D12131C3EACF8B9BD7C317EBE12744F3E905C70BDC0DF4C3D70ED8FBD3842233EE8AB793E8078203ED8F0A2BDF866333E34D2F93DB0CEC73CFC334EBE6CD9DBBD72487DBEAE382B3EBC0D7D3EA21F153E0C98A33D7803723DC46F763E60C901BE34E4ABBD5CDB65BEE0CCCABCD07B8C3CA8278C3D5C1832BE40FEECBCBAF152BE963D50BED078053D1EE579BE9C55883DACD36BBEA42132BED87954BDC84B74BEFEC04E3E56C1513E5AB705BEF081563D94F6023E28B3A23DB82B09BD4A7671BEC6253A3E6A8960BE00A53DBDC0147E3C849FA8BD3444BBBDD4405DBEC0AF613C508AE8BC722E5F3EAC8FA8BDC2DD453EA0E7413C5008E6BDB88673BDD068E8BC80B5293BE8B428BDA4F2973DF4D1523EB8F4203DF473B93DD0151E3EA0B95C3D5C04EC3DF448063E909E6F3EAEA369BEB433AF3D809839BC88E637BDC465C5BD48E8193E822F6A3E44EB50BECA4F0A3E5486303EF0F7323D0000413BA6FF443E80E1F23B18697FBDD03B97BC7C44A43D742C803D00FE5CBC0C9FA13D68E4893D06604FBE30287F3DD2A11C3E50DEEA3C50EFBABCA21A443E92A95FBE0CB2E9BD546BE7BD86325D3ED89B77BEB01DCB3C02FC77BE20B106BC",
      torch_tensor_64_torch.float32_1: "0x04000000201006BE22E3523E506D073E68F82DBDA042513C209AD8BCD0BC6D3DE091113C20EA1ABE88B83D3D8042D63B1069843CF41DC3BD9C2F833D6E034FBE740C993D86B90A3E9063E1BC60DC46BE003C6EBA0010BA39863C5DBE4C1135BEC8C86C3E0C713F3E40E00D3EA258313EDC19C53DEC12103EEA8D293ED8366FBD482C02BD368A363E00D0BCB8649326BE8A8046BEAC2C0F3EBE0C543E10D0463EC0692A3D3AB6303EC80A6BBE427038BEBC5476BE74414E3E804014BB08C2EBBD443FAD3D90A8BFBD222F24BE407AC53D407E3B3D8A5337BE129E28BEB00FF03D0EA8423EC0B8A63CC09500BE503BF73D5897323D6A1F60BE46E625BE4021603D00681E3E",
      torch_tensor_64_16_torch.float32: "0x04000000880E8EBD14DFBEBD40E5803D689AB53D1026FABD300AB53C745C143EF0C4CBBCA8D19B3DB8F976BDB074B33DE67139BE0E8916BE74F101BE4C446B3E64C589BD00F032BACC0FF8BDF08F7F3E0E077A3E601241BE10884FBED40B42BE00089EBAC48282BD4E9027BEE0A3B7BD1877413DF4C105BE88E6623DC8D16ABDB018F8BDC8AE0C3D847F523E88132DBE00323E3C20CFBCBDE4367B3E26E272BED26A75BE30427C3EF8F721BE2053443D40C1B0BC78B657BD48B564BD3CAC223EC0C6433CCE3E79BED82117BE7C8AAEBDCAD2003E8EAA25BE2E63713E281364BD18DF37BD4297483EE6AA003E6A1E593EEE14143E34519BBD54D929BEA06098BC0EE0533E5CD6ABBD1E686DBE24E2D13D6C35793E00C291BD5AF953BE103568BE904E803DF0129BBCD84601BEA8FB4E3DC06FC23D069A4B3EFCC0463EB04619BD7EBB61BED85367BE48066F3E1055E23D402FDF3D207F5DBE5E0F6D3E1485723EDA21673E30F557BE8830C1BD4A1130BE566C723E04FFDBBD84C1E9BD281F063EE8D8ECBDDC2BFCBD4024B3BC50DAC4BC226B47BE466B553EB4DAE1BD309DB53D24AA5E3EE21A013E50FA103DC4D1593E08A7093D54E1ECBD062D723E605C723D38C679BE18C391BDFE602EBEE272603E001C29BDB25969BE80BE80BC74C5203E9004853D8CE5A13D5034BE3C18E2BE3DE87F79BD78ACCBBD0E496FBEB0DA40BEF0E6DD3DBE9417BEE0E8123D106DA33DA001913C40FA25BEF0D1743E26DD14BE668F523E6EA64BBE585276BD8A410B3E7C31D1BD0E0D573E062B30BE44FB56BEE0DEE6BDB087253DA8B66B3EE46DF4BD0C1BB73DAC5C80BD28115EBDD83C3C3E7A6546BE6086D93CA8BE703EC8B50CBDA6C4463E84AC9DBD00124E3EF6A277BE289513BDA8DC33BD78EEA53D24DFC83DA68F443EC88F18BD606D22BCCA4F2F3E90888ABD106B603EAA722ABE209DDDBC00005CBCA075E43D66052F3ED04E22BD4E1754BE28B1FD3DCC27993D88ABCD3D0AEB1DBEAEC2243EC078723E30B5B13CCC1D6FBE9CB5333EC0CF3DBE98636B3D30CE143D7CA2EFBDB046B23D8AF964BEC839693D9C4A22BE3075DDBC48B7033D08195A3E1C49F4BDBA00243E281502BDBC29F3BDBAEC5EBE7CE26ABE28037A3E98627FBD20974C3C3CCF8A3DEE022E3E487D5A3ED29E4F3E84AA3DBEE00F24BD1E7C17BE1C4412BE68E6723D3C4B703E26154DBEAEEE1A3E3CBA04BEE87247BD92344B3E309967BD707BBA3CCCF332BEECEA593E505F04BD683C3BBE3CEB953D3C0536BE4C234BBE6086793CCCF74A3E48E390BD40FBF03D7AFC5B3E78CB293EA24906BE6080E0BC601EA1BD00DB4DBE00A0D838969F403E1AAF573E7014BF3CF092683DE8A7DDBD5A3D413E2C0CD5BDC4D431BE78B01D3D5271193EB4CE66BE6A6A673EAC2EB83D5C5B33BEC8935CBDB8195E3E7E6944BE5CA595BD08EDA73D1C4760BEB8560C3E9C42053ECAC51E3E4A3623BEECF97E3E38BF17BE3E937F3E46AE75BE9C1664BEF83B1D3EE00AD63CA04B6C3C1CC30DBE7CC5D6BDD0B395BD406279BE20DD543C801A353D00F05DB92057A53DE6E7723EF421883DD86DBBBD40B6D2BD4CCA23BECA7631BE40EA24BD401C35BD04C5E33D00D9DABD8A154C3E50A133BE00443A3A9E1F663E06907E3E884A14BE7067363D50EAF13C540DF0BDB4E4B0BD60AD8A3D740332BEA0F4283D188EDD3D90C3C9BDE6A4543EA0C786BC084DE83DB8847D3E90809CBDCC1C0B3E6C7292BD289415BDD8892DBD0093CBBADC6AC1BD2003703DC0561A3C9A46223E58434FBDB05FCD3C8475BEBD5E6356BE8C30CF3D6807033D340CCDBD181CADBD20E6853D102839BD324A273EA002683CB466C13D9413DF3D50417BBD4086DD3D32E93C3EC07D3C3CB863483DA0D4143CFE3E313EFC29D8BDF61408BE181BDF3DE8CC5EBE8056833BD876EBBDF6F7283E94586EBE9C381B3E7C467D3E40324F3D907388BC5AFE7B3EECCDDABD101DA4BC1435E0BDB05A0DBD188E5E3D50C4083D706841BD8EF57FBE60BB513CC0A9F2BB180C1A3DFA28443E9CD5783E5CE117BE60677FBC1825CDBDF8F06BBEDE473ABE8A45703E7E43153EBC82093E30450E3EFA624BBE5014D73C50436E3EB8DE0EBE74BC633EC492863D6E1B343EA055DBBD840AEC3DDCF062BEF00982BC38C7AA3DC48B993D0E39563E6A8F7B3ED6E5683E5CE02B3EE0FB333E602004BD02AB46BE7C11BEBDF0EAE5BCC6560ABE18DC023ED8B9B33D7039253DB05B773D40E2603E887CBA3D1A7F60BE52D339BEF0A9E13DC88C0B3DB8B2F93D1CAC7FBE2A416CBE68FC1C3ED2BF233E249B67BE0059C23D68E547BEECDE413E24A9A03D24217D3EF8697CBEF27176BE06152D3E6048633E98D81C3E4A322A3E189F57BEDA4B393EA0B371BE68C3643D5CB027BE345DCBBD8851353DE44EC9BD300522BD9EA472BE246071BE7454C63DF4B7D8BD6CBF1BBEB006CABD2C4C51BE7EA54CBEEE2E193E281C023E8066083DACD70BBEC857AA3D8003383CCCF436BEB85A5C3D6819693EA0CD7BBE7C907EBE3033033D12C6403EFCC51BBEA06B613DD8F6333EA4DB9D3DC89A5D3DF86A7F3EEAC6263E38FB0FBEA005B13C88C8023ED2C4613EECB37EBE18A00A3E60A694BD3EAE7ABE284D633DB25E0BBE001D113D0C3526BEBEA540BE60C6ADBC74FEABBDB2B9153E2093B03CB0D2473E90E63F3DB0A3A4BDBC652D3E80D35F3C4032403DB8ABA4BD00326B3A40E344BD901DAEBC2CA647BE0085C9BAC87D54BE404B5CBD245D143E7A0232BEA88E2CBE68097ABD4C5B8CBDB0592D3D00002A3D14D1013E7A5A30BEA08790BCB62D0F3EC66E5D3E706495BC742014BE4C2E933D44C9113E9CEF1FBE1C8E14BE984DE23DC07E8FBCAACA71BE149B13BE00A2CF3D70A8ADBDDAB2303ED2604A3E10F6143DF0F1A1BCD085A2BD201E4FBCB0633A3DBE8B43BE48BB74BDE8F054BE0A1F1D3EB40723BE02DE693ED8FB83BDF4A712BEF4FDF53D30A8183DCC44313E98BED53D6A9D76BEE4EA213E58D540BD084AE2BDE492223E64B53A3E9A0161BEE02FB9BC983A523E744AC63D12AC573E3476AFBD70380DBE0A235C3ED069D53D6AC1753E54DCD5BD7E5E24BE500DF0BC620B71BEF8B0C83D98D23C3E78D1753D405BCABC54DAFD3D107F22BE246E7A3E4E8D7EBEE63B75BE10F971BDB81C513EC00ECD3CA4A1C43D56A63BBE18B8BA3DC0D9E4BCC038CD3D50CC343E688EDE3D2036AEBC604F7CBCE28E20BE0431B9BDCA5B263E6C4FCDBD76FC1E3E3C06CBBD087D6EBD0058AE3B20EC6ABE009823BB006ECEBC20FCB7BCB0B34CBD18D3493EBAEC3C3E80812DBE74D6ED3D4CCD48BE32F059BE58829C3D80C9703BECD9EEBDB8E976BEB436C6BDFC01AB3D38F46CBEF6B178BEE0EA013D686C38BECC4660BE3C44C5BD68DD24BDE8A068BE34F02ABE7048863C986671BE80ED0FBDC64C25BE007831BE5C3BC93D620A45BE6C0142BEF8FD113E18743F3D7A24693EF4DA88BDC04DF7BD0089BDBC00C9A53AA83C433E18FF7EBEB0D191BCFC7BE23D90F90CBE841502BEE06EF73DA04B75BE88A4723D163146BEE47EFE3DEEE35ABED8631D3E845672BE622F57BE0073713B9CB9493EBE3C5BBEF061E4BD20D7603EE0B82BBD1C1DD43D844576BEA403A1BD4A0102BEDCD2573E1C80D43D06CC3ABEB018253D004F3CBB885DD2BD143212BEC0E6A9BD36C9493EA28337BE225C36BE38F69DBDC0828E3B5C5F8B3D80D3F53BC88076BDC4391BBE30BD37BD781BCEBD6CD44E3E5E3179BEBA4A23BE724750BE98243BBD767E473EE064603EB6DC5EBE807731BC6A43163E34B0E13DCAB0513E403BE3BB2A012CBE105A293E8092AFBDA28D043ED8597CBDF0A5D93DC840663E020B6E3E06FA68BEC65629BEECB1D3BD604023BECCA1753E80E0B4BCB0D029BEA8D5E3BDC4670DBEFCE3D03DDA4B5FBEF8B16EBED85A7CBEA86DDC3D2829FD3D0AFF1EBE18EE7D3DACF93C3EE0C9143DD8A858BDA04F973C309ADBBC52E5003EB0D32DBE78D1013EA249103E9A1A1BBE500A513E76707B3E58D8C9BD88688FBD7428FF3D3E8E48BE7879CA3D70E76E3D4A5D213E045D5EBE50AE54BE40F4E53D8C6DB83DB2466EBEC6C20EBE083C6ABE7E6737BEA403E7BD90D9533E00D44BBDAE08133E4A1E733EBC55E93D822C65BE34D3003E644BC33DB26A463EF4867CBEB0711D3EEE8B513E622C6EBE5046D63C528A5A3EDE303ABE40FFA73DC03DE23DAC30863DDC887E3E8A9B513EECA25B3ED046FFBCDEB5563ED4916EBE26250ABEA8035BBDD41798BD42776C3E1C7EF13DEED0243E34222E3EA03B3FBE9033EDBC7887153DD82A853DC0A4033E70BACBBDB8629ABDAE34563EAC6989BD04D431BE04942D3E105A2D3ED88BA0BDD8B74CBDB4E53CBEB4C855BE9089C03DFCB8DABDEACC4B3E8AFB4CBEE08A0DBD40E1B03B0A92033E4C304F3E465D2D3E6061E13D3C01EBBD62D236BE580565BE402E4B3C124A783E488042BD806F2CBC9E083ABE60309D3DBC4C223EFC647CBE5A4134BE069F3D3E6872723DA05E7FBC680C373DE0B01BBD5EEF32BECC366FBE8C5F283E1095F3BC7826BEBDAC2784BDD8A00BBE58A597BD0CC15BBE72933F3E4412D13D361B01BE9CC0AEBDD0B3E53DAC98BDBDDC02873D90F98C3D782621BEBC41803D409C7A3C16965F3E7840B9BD7C9E83BDDC915C3EDA0C51BE00F7933C16A8763E7C90E5BD326C753EC228633EBE2A6E3E306DC3BC0C96673E9C16DFBDA042AFBDB4A7C13D3051583D66200D3E2048733ED24020BEB4DD073E0C4CAB3DB40E073EB8C6F23D1886BFBDC6544ABE04E64C3EF6FA11BEF2AA233E72E073BE882731BD00A72D3B182D313D408BA53C9C55A13DA008E4BC38C87A3D66557D3E34A525BEE0A05FBC3471C3BD3A9F603E6E255B3EC063DFBBD479B1BD7A2C1EBE9A2D373E60088DBC6E1A713EB0FC113EF613603EF8794A3E105C26BE10DD953D2C4ED4BDE672003EA022B8BC904BB13C460D31BE34CB64BE2CCEC03D70F66D3D20E5B13CB2DF2D3E50CCD5BD0CC0B53DB6FE0CBE382C543D18C769BD9C48333E16DE5F3E92575E3E6041383C20F6163E88C77FBE0A2B16BE3803373D00BFB63A8AFA48BEFC9DE2BDB821EFBD96A27DBEC051C33C80832E3E54CDCF3DA044F3BD6E136BBEF0884EBE80F4973B161B303E9058CFBD164D0BBE9A9008BEF04AB1BC921C73BEE2E761BE06017C3E582EF4BD40B138BDACFC88BDC8E560BE308634BD54BB9C3DC8E6CFBD20922EBC00BF9CBA68D97EBE160A3A3E32CA4E3ECE8A2E3ED423A8BDB4C6053E26DA6FBEF0527DBDF84350BD08D0B4BD400AD73DFC4BE9BD005FEDBC7CD793BDBE6770BEA01A29BD34F458BE5046153E90D2083E9AD16F3E58EEABBD604A503C9097483D408B7F3E2EA76A3E787D04BEC2D459BED4BA66BE008FF6BDCA3D573E7CF4AB3D9E00773EA6C03D3E80876D3B9AA91EBEF2FB793E185B4D3EB4AADD3DECD70BBEE8AB493E9066BA3CA046293E18B1D53D2AF0073E44A260BE7AF20DBEA08A193E005655BDFEB65EBE64CE683E0028B1BBD6824E3E0A1848BE4847B03DB8DAC0BD1C75D7BD509355BDC483BDBD1E470C3E208F42BD8E1A423ED8A8693D40391EBD8EDD13BE8C696ABEA05C95BD68106DBE98B73DBD80E4853B20FB83BCC880FBBD28AE313E8E2C103E484A7CBD504BCABDD6F1203EEAB95E3E4A676ABEA03E5DBD100FBEBC0C60B9BDAE8C5A3EA84117BD9A0C593E00FEA13A3026DEBC425315BE",
      torch_tensor_64_torch.float32: "0x04000000483EAABD48FBA43D107AE23D80BC11BC82ED733E9E2F31BEC44EC43DAE92663E380E32BDA03D4B3E400A873B4CB43FBE20720CBE0893BE3D4491DDBD8848763D28F87B3E98EAAD3D00ACBFBC30F47F3D287E13BED41A57BE626F40BE6CCF56BE1025523D4075473D6895D9BD14687ABE2AAD0A3EBC4111BE58F42ABDC0A656BEAC6C10BEFC95D53DA8856EBE3AFB11BE52EE3F3E0E4A03BE6412D5BD94C18FBDECDBDA3DA0ED27BEF057CD3C281AD13DC0AB94BC8828393DFA4943BE9479E73D7859BF3D487100BDC6AD53BE98C9CC3DF60C273E101B33BD2C53F13D08C7BD3D8CC8CCBD402C8EBC0ED57E3E00B39A3A18CE4BBE705B95BC5CB7FE3D0021A7BD",
      torch_tensor_64_8_torch.float32: "0x040000000054F5BA5E54093E16B352BE80663CBEF432C5BDEC4B893D404FA2BBCEFA4A3E70BFB5BC4C7B873DACBB9ABD704849BDB89174BE528B29BEE80ED3BD00BB173C6069CA3D189B193E8C8D2DBEFCF4DEBD98F7B93D4E94543E48BD52BD5C913F3E400D25BD10B5D83C4ACD673ECE7B6DBE662921BEE09E81BDDC93C7BD282F5D3E1AEF25BEC0B0EBBD1ADA32BE76C26FBE047015BE9E0E5C3EBC76E43D0027F83D406A573C3A3F03BEC03E2D3D9E066FBE1AFA38BEC6F903BE2685213E2619163EC811E3BD20CB13BC40BA233E827F7E3E2434CB3DC8550A3DFEA42B3EC0BB16BEF8D03E3D6C7A46BE186E31BED23E04BE8CAAE73DF8E7CD3D6AA417BEC8AD9A3D6E890C3E203F01BD40641C3C00446D3D00D11E3E48CF753E964745BEECA1BBBD9838C93DD01B543EE8C55E3E22E2613E78CA4B3DF89C5EBE9066BC3CAC2720BE8C946EBE3E74633EF0A6423EFE5D7FBE08AA3F3DC8802CBDB88228BD1C5FEABD8CE4C43D34A117BEDCB1BB3D1676013E5C43373E4871BF3D4A5F7DBE001126BE38A6FF3D1853563D96B347BEE86813BEF2D4703E547F2C3EB03EDFBDD4DC80BD78DD73BE803E93BB78C840BEA27745BE20B061BCA0BF193DF4ADD1BD98E7173E38C91BBE6849683ED06F2F3E64E157BE88DB7EBD80D2383C1867153DD0DD723D5CECC83DE059753CCCD1F9BDD445F23D569175BEA0BB17BE3C2B80BDEC66F9BD5C1DB3BDBAD251BE00D259BDF8E25A3D76C626BE403452BC0042373EF088D2BC80ACE33BC0ADB0BC103D4F3D60C6223EBA7E723E0693223EC40C733E601D94BC66F865BE40BAF2BDCE4F2E3E006BD4BADC7CFEBD022D44BE00946FBEEC1058BE70B44FBD56640C3E74670A3E02E576BE2EB01F3E8A5248BEF07B58BD1C9ACFBDF03C45BD100E49BDBAB865BE440A5DBE283C20BD80E1533BB896E8BDB8DEC03D3A6A66BEC0368ABCA221613E38D7D0BD362B673E386CB93DAE0767BE74F8213EF053ECBC708FE4BD14B64C3E54DF4EBEB0C2DB3CC06456BD16D0363E08EC8E3DCC04F63D40D1B43D003F76BD505A57BD00F752BE4CB60A3E26424B3E5C292F3EAC9334BE60AE363C907634BE88EC0CBE302C15BE34F9AE3DC48D18BE00BAB2BBA04F2C3C0406253EFA8341BE44BF2FBE3CA614BED62E333ECC0BB8BDE0EE573EA024B93D40AA013D00EDF3BA086D4ABD407A003D30D369BD003EE6BAC0A7023D983E48BE7A2D06BED8B74E3E86C14FBE200F93BCC03E7D3E10F4B83DC0F0E73B26DA5DBE2CA2FD3D085836BEA85691BDCCC8ABBD38A417BD8036333B9626533E80ABFF3C204C653E30991C3EC6D821BE54A2E53D24F734BE9CFFD8BD4097963DF00EA93DF20E403E28D2A4BD00D4D1397ACB033E5A9377BE4215393E30B153BE00D0613BE0182EBD0AD406BED857073DF2B0533EE8AA95BD56FC17BE845BBDBDE6BB7DBE1C1DE73D20E5F5BDD0D62ABE627B13BE5230133E2492073E507C443ED8B6B93DC4FCAABDD4138FBD9842973DDE70523E74358B3D1C40F2BDFCADF0BD420A72BEB03B5D3DA8A90FBE503E64BEFA7A603ED03F26BED0FBE8BC48AF923DE07D023CFA412CBE2CEE4EBE980D4C3E30BF263D4662543EA8A4ABBDF8CF963D182A6ABD602736BC52EA1BBEAC28AD3D80E0A13D40FDA8BBC04C66BD58CE1DBE1409313E94923EBEACBFD13D6C29ACBD0C06F7BDE0F4373D22FB04BE40EF6B3D1018493DCA133EBE987E2A3D6413DA3D5CAACA3D58E600BD9ADD51BE90DA1DBD50D2B13D2CD1BABD7458C23D867C2A3EBAAB05BE8093213B24B6D33D9084A03C9012AB3C70B9FF3CFA4049BEE0F2A03CB445313E64AF663ED876163E1838093D7C1CEF3DDC13F9BDEC2454BECA235CBE5A637F3E8E81223EB2F430BEF450C83DAA52413EC2E67F3E58D85F3E4456463EF0C26ABDA0AEB3BD4230523E0A750F3E300E1ABEFE25663E9060F73D008E0B3E6A7420BE88E4923DEC7CB3BDFC06483E584238BDF853C73D80E2353DF8D6D93DE0FDADBDF4A2F93DFECE32BE8846673D20352DBEBA8D7CBE10954DBEB61A4A3E50810A3EE82E703E48164D3EA09E64BECEB32EBEE87525BD324126BEF8C3313EBA8941BE38CEF9BDC45177BEC65711BEE28D523E429A513E2441373E22AA453EBAA1633EB01A83BDF447E13D0414643E1461A93DCAEA7F3E18C7043E58241F3E2C32B3BDF4ABF53D2054EB3C888C74BD4A4F10BE56A50FBEB2FC44BE4EDC2B3E96FF353EA016E9BCC42414BE22DD453E8CB5233E703C983CB8BBF1BDB8466B3EAC60D13D5A5742BE6203753E5266423E8C9EBABD5CE90F3ED67411BEB87920BDB25E593E403E293C400C35BE9420ABBDDCFA8ABD208F45BDB0FEC33CA2C16C3E204D5B3C8C101EBE00F0513C587FF53DFCF8FD3DE0F769BEB03C37BDB83E3EBE8876DABD6078B83D18CB35BEFC52BE3D8649593E3053863CF09E2ABE2071B7BDD89A5F3D462743BEEC5DFE3D246A68BE521776BEC0BE78BE68BB4FBD90242C3E724C72BEAEC8543ECCCFCCBDE8F4953D20CA3A3C10D766BEE84E543E6ED7093E80767E3E9655013E48FA28BE48A7553E20235C3C80CCF23DAC444DBEC84393BD545C7BBE906BC7BDA0E85C3D5C0049BE1035A33D2C6C093E18A70E3D0C492BBE5A7B46BEE4F59DBD20BFE03D7A847C3E1A35133EB09FE6BC0084B33DF0267BBE62A65ABE3CE7EE3D960011BE2C52F63DF8B734BE6499FDBD48DD52BE5A97053E60AED0BC9404453E686E1E3EDCA70D3E20B6033C944C9EBD68A65EBD1817083DA4CDFD3DDC5933BEEADA563EE0ADDEBC9A8356BEC4820ABE6A83623E741E6A3EAA206DBE6E8E343EF84B003EF887173E24B6583EA6F809BE5CADA13D0487D13DE84A97BDA857AB3D2C4F93BD60461E3E"
    }
  }
#-}
