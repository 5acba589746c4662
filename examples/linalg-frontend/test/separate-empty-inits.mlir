// RUN: linalg-frontend-opt %s -split-input-file -separate-empty-inits | FileCheck %s

// Two elementwise ops share one tensor.empty as their init (as torch-mlir
// exports them): the first gets one of its own, made right before it; the
// last keeps the original.
// CHECK-LABEL: func.func @shared
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic
// CHECK-SAME: outs(%[[E1]] : tensor<4x8xf32>)
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[G]], %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-SAME: outs(%[[E2]] : tensor<4x8xf32>)
// CHECK-NOT: tensor.empty
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @shared(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// A tensor.empty of dynamic size, shared by a fill and a copy: the clone
// keeps its size; an init that is no tensor.empty stays.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>, %[[N:.*]]: index, %[[D:.*]]: tensor<?xf32>)
// CHECK: %[[E2:.*]] = tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK-NEXT: %[[E1:.*]] = tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E1]] : tensor<?xf32>)
// CHECK-NEXT: linalg.copy ins(%[[X]] : tensor<?xf32>) outs(%[[E2]] : tensor<?xf32>)
// CHECK-NEXT: linalg.copy ins(%[[F]] : tensor<?xf32>) outs(%[[D]] : tensor<?xf32>)
func.func @dynamic(%x: tensor<?xf32>, %n: index, %d: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %c = linalg.copy ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %k = linalg.copy ins(%f : tensor<?xf32>) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  return %f, %c, %k : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// An init that is the only use of its tensor.empty stays as it is.
// CHECK-LABEL: func.func @alone
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: linalg.copy ins(%{{.*}} : tensor<8xf32>) outs(%[[E]] : tensor<8xf32>)
// CHECK-NOT: tensor.empty
func.func @alone(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %c = linalg.copy ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}
