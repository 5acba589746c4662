// RUN: dbg-opt %s -splat-vector-constants | FileCheck %s

// CHECK-LABEL: llvm.func @nan
llvm.func @nan() -> vector<2xf16> {
  // A scalar value for a vector constant, as MLIR 22's WMMA min/max lowering
  // makes it, becomes its splat.
  // CHECK: llvm.mlir.constant(dense<0x7E00> : vector<2xf16>) : vector<2xf16>
  %0 = llvm.mlir.constant(0x7E00 : f16) : vector<2xf16>
  llvm.return %0 : vector<2xf16>
}

// CHECK-LABEL: llvm.func @others
llvm.func @others() -> i32 {
  // Splats, dense vectors and scalars stay as they are.
  // CHECK: llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
  %0 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  // CHECK: llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %1 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  // CHECK: llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %2 : i32
}
