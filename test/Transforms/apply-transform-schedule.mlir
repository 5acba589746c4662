// RUN: dbg-opt %s -split-input-file -apply-transform-schedule -verify-diagnostics | FileCheck %s

// A schedule in a nested module, as upstream's GPU tests keep it: applied,
// then the nested module is erased.
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @tiled
// CHECK: scf.for
// CHECK-NOT: transform.
module {
  func.func @tiled(%a: memref<8xf32>, %v: f32) {
    linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
    return
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
      %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
      %tiled, %loop = transform.structured.tile_using_for %fill tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.yield
    }
  }
}

// -----

// A schedule at top level: applied, then its ops and the attribute that
// marks the module are erased.
// CHECK-LABEL: module {
// CHECK-LABEL: func.func @top
// CHECK: scf.for
// CHECK-NOT: transform.
module attributes {transform.with_named_sequence} {
  func.func @top(%a: memref<8xf32>, %v: f32) {
    linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loop = transform.structured.tile_using_for %fill tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Without a schedule nothing changes.
// CHECK-LABEL: func.func @plain
// CHECK-NEXT: linalg.fill
func.func @plain(%a: memref<8xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  return
}

// -----

// A schedule that fails is an error at the transform that failed.
module attributes {transform.with_named_sequence} {
  // expected-note @+1 {{target op}}
  func.func @fails() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{only ops implementing TilingInterface are supported}}
    %tiled, %loop = transform.structured.tile_using_for %f tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
