// RUN: linalg-frontend-opt %s -split-input-file -fuse-elementwise="selects-only" | FileCheck %s

// T5's relative position buckets: log(0) in lanes that torch.where throws
// away. The chain log -> fptosi ends in the select's false value, whose
// condition comes from elsewhere: both are fused into the select, so the
// -inf is never stored.
// CHECK-LABEL: func.func @where
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<8xi1>, tensor<8xi64>, tensor<8xf32>)
// CHECK: math.log
// CHECK: arith.fptosi
// CHECK: arith.select
// CHECK-NOT: linalg.generic
#id = affine_map<(d0) -> (d0)>
func.func @where(%small: tensor<8xi1>, %exact: tensor<8xi64>, %x: tensor<8xf32>) -> tensor<8xi64> {
  %ef = tensor.empty() : tensor<8xf32>
  %ei = tensor.empty() : tensor<8xi64>
  %log = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%ef : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.log %in : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %large = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%log : tensor<8xf32>) outs(%ei : tensor<8xi64>) {
  ^bb0(%in: f32, %out: i64):
    %r = arith.fptosi %in : f32 to i64
    linalg.yield %r : i64
  } -> tensor<8xi64>
  %where = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%small, %exact, %large : tensor<8xi1>, tensor<8xi64>, tensor<8xi64>) outs(%ei : tensor<8xi64>) {
  ^bb0(%c: i1, %a: i64, %b: i64, %out: i64):
    %r = arith.select %c, %a, %b : i64
    linalg.yield %r : i64
  } -> tensor<8xi64>
  return %where : tensor<8xi64>
}

// -----

// What the select cannot discard is not fused: the producer of its
// condition, and ReLU's operand (the condition comes from the value); an
// elementwise chain with no select either.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT: linalg.generic
#id = affine_map<(d0) -> (d0)>
func.func @kept(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %ef = tensor.empty() : tensor<8xf32>
  %zero = arith.constant 0.0 : f32
  %cond = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%ef : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%cond, %y : tensor<8xf32>, tensor<8xf32>) outs(%ef : tensor<8xf32>) {
  ^bb0(%c: f32, %v: f32, %out: f32):
    %p = arith.cmpf ogt, %c, %zero : f32
    %r = arith.select %p, %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %bias = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%y : tensor<8xf32>) outs(%ef : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%bias : tensor<8xf32>) outs(%ef : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %zero : f32
    %r = arith.select %p, %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %masked, %relu : tensor<8xf32>, tensor<8xf32>
}
