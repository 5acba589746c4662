// RUN: dbg-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(gpu.module(expand-mma-elementwise))' | FileCheck %s

// negatef becomes a product with -1, negates a difference from 0; binary
// ops stay as they are.
gpu.module @kernels {
  // CHECK-LABEL: gpu.func @negate
  // CHECK-SAME: (%[[F:.*]]: !gpu.mma_matrix<16x16xf16, "COp">, %[[I:.*]]: !gpu.mma_matrix<16x16xi32, "COp">)
  gpu.func @negate(%f: !gpu.mma_matrix<16x16xf16, "COp">, %i: !gpu.mma_matrix<16x16xi32, "COp">) {
    // CHECK: %[[MINUS:.*]] = arith.constant -1.000000e+00 : f16
    // CHECK: %[[MINUSM:.*]] = gpu.subgroup_mma_constant_matrix %[[MINUS]] : !gpu.mma_matrix<16x16xf16, "COp">
    // CHECK: %[[NEGF:.*]] = gpu.subgroup_mma_elementwise  mulf %[[F]], %[[MINUSM]]
    %nf = gpu.subgroup_mma_elementwise negatef %f : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    // CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
    // CHECK: %[[ZEROM:.*]] = gpu.subgroup_mma_constant_matrix %[[ZERO]] : !gpu.mma_matrix<16x16xi32, "COp">
    // CHECK: gpu.subgroup_mma_elementwise  subi %[[ZEROM]], %[[I]]
    %ni = gpu.subgroup_mma_elementwise negates %i : (!gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
    // CHECK: gpu.subgroup_mma_elementwise  addf %[[NEGF]], %[[F]]
    // CHECK-NOT: negate
    %s = gpu.subgroup_mma_elementwise addf %nf, %f : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.return
  }
}

// -----

// extf changes the fragment's layout: an error at the op.
gpu.module @kernels {
  gpu.func @widen(%f: !gpu.mma_matrix<16x16xf16, "COp">) {
    // expected-error @below {{'extf' of a WMMA matrix is not supported for CUDA}}
    %w = gpu.subgroup_mma_elementwise extf %f : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.return
  }
}
