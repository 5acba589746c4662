// RUN: linalg-frontend-opt %s -split-input-file -decompose-aggregate-ops | FileCheck %s

// linalg.softmax becomes its four parts: a max reduction, the exponential
// of the difference, a sum reduction and a division. The max reduction
// starts from -inf, not from the NaN upstream's decomposition writes
// (maxnumf's identity, which dbg's NaN checks would report).
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NOT: linalg.softmax
// CHECK: %[[START:.*]] = linalg.fill ins(%[[NINF]] : f32)
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<2x4xf32>) outs(%[[START]] : tensor<2xf32>)
// CHECK: arith.maxnumf
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[MAX]] : tensor<2x4xf32>, tensor<2xf32>)
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SUMSTART:.*]] = linalg.fill ins(%[[ZERO]] : f32)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[EXP]] : tensor<2x4xf32>) outs(%[[SUMSTART]] : tensor<2xf32>)
// CHECK: arith.addf
// CHECK: %[[DIV:.*]] = linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<2x4xf32>, tensor<2xf32>)
// CHECK: arith.divf
// CHECK: return %[[DIV]]
func.func @softmax(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// A NaN start of a minnumf reduction becomes +inf; a NaN fill that is not
// only a maxnumf/minnumf start (here also a plain output) stays.
// CHECK-LABEL: func.func @starts
// CHECK-DAG: %[[PINF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: linalg.fill ins(%[[PINF]] : f32)
// CHECK: arith.minnumf
// CHECK: %[[KEPT:.*]] = linalg.fill ins(%[[NAN]] : f32)
// CHECK: return %{{.*}}, %[[KEPT]]
#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
func.func @starts(%x: tensor<4xf32>) -> (tensor<f32>, tensor<f32>) {
  %nan = arith.constant 0x7FC00000 : f32
  %e = tensor.empty() : tensor<f32>
  %start = linalg.fill ins(%nan : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %min = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]} ins(%x : tensor<4xf32>) outs(%start : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.minnumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<f32>
  %kept = linalg.fill ins(%nan : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  return %min, %kept : tensor<f32>, tensor<f32>
}
