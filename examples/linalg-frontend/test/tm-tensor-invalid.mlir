// RUN: linalg-frontend-opt %s -split-input-file -verify-diagnostics

// The tm_tensor ops' verifiers: what a malformed op is told.
func.func @scan_operands(%in: memref<4xf32>, %out: memref<4xf32>) {
  // expected-error @below {{expects one input and two outputs (the output and the accumulator)}}
  tm_tensor.scan dimension(0) inclusive(true) ins(%in : memref<4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  }
  return
}

// -----

func.func @scan_dimension(%in: memref<4xf32>, %out: memref<4xf32>, %acc: memref<f32>) {
  // expected-error @below {{dimension 1 is not a dimension of the input}}
  tm_tensor.scan dimension(1) inclusive(true) ins(%in : memref<4xf32>) outs(%out, %acc : memref<4xf32>, memref<f32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  }
  return
}

// -----

func.func @scan_results(%in: tensor<4xf32>, %out: tensor<4xf32>, %acc: tensor<f32>) -> tensor<4xf32> {
  // expected-error @below {{expects one result per tensor output, of its type}}
  %r = tm_tensor.scan dimension(0) inclusive(true) ins(%in : tensor<4xf32>) outs(%out, %acc : tensor<4xf32>, tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @scatter_indices(%u: memref<2x3xf32>, %idx: memref<2x2xi64>, %o: memref<4x3xf32>) {
  // expected-error @below {{expects indices of rank 2 whose last dimension is the dimension map's size}}
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %idx : memref<2x3xf32>, memref<2x2xi64>) outs(%o : memref<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  }
  return
}

// -----

func.func @sort_region(%v: memref<5xf32>, %i: memref<5xi64>) {
  // expected-error @below {{expects a region of 4 arguments}}
  tm_tensor.sort dimension(0) outs(%v, %i : memref<5xf32>, memref<5xi64>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    tm_tensor.yield %c : i1
  }
  return
}
