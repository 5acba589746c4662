// RUN: dbg-opt %s -allow-unregistered-dialect -externalize-parameters="file=%t.safetensors min-bytes=16" | FileCheck %s
// RUN: %python %S/Inputs/print-safetensors.py %t.safetensors | FileCheck %s --check-prefix=FILE

// The constants of 16 bytes or more become arguments of @forward, after its
// own, each named by its dense_resource key or in order; one value used
// twice is one parameter; a splat and a small constant stay. The data goes
// to the file, in the order of the parameters, with their dtypes and shapes.
// CHECK-LABEL: func.func @forward
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>,
// CHECK-SAME: %[[W:.*]]: tensor<4xf32> {bufferization.writable = false, dbg.parameter = "blob_w"},
// CHECK-SAME: %[[C0:.*]]: tensor<4xf32> {bufferization.writable = false, dbg.parameter = "constant_0"},
// CHECK-SAME: %[[C1:.*]]: tensor<2x4xi64> {bufferization.writable = false, dbg.parameter = "constant_1"})
// CHECK-SAME: attributes {dbg.parameter_file = "{{.*}}.safetensors"}
// CHECK-DAG: arith.constant dense<1.000000e+00> : tensor<64xf32>
// CHECK-DAG: arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK: %[[A:.*]] = arith.addf %[[X]], %[[W]]
// CHECK: %[[B:.*]] = arith.addf %[[A]], %[[W]]
// CHECK: arith.addf %[[B]], %[[C0]]
// CHECK: "test.use"(%[[C1]],
// FILE: __metadata__ {'producer': 'dbg externalize-parameters'}
// FILE-NEXT: blob_w F32 [4] [0, 16] [1.0, 2.0, 3.0, -4.0]
// FILE-NEXT: constant_0 F32 [4] [16, 32] [1.0, 2.0, 3.0, 5.0]
// FILE-NEXT: constant_1 I64 [2, 4] [32, 96] [1, 2, 3, 4, 5, 6, 7, 8]
// FILE-NEXT: data 96 bytes
module {
  func.func @forward(%x: tensor<4xf32>) -> tensor<4xf32> {
    %w = arith.constant dense_resource<blob_w> : tensor<4xf32>
    %c = arith.constant dense<[1.0, 2.0, 3.0, 5.0]> : tensor<4xf32>
    %i = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi64>
    %splat = arith.constant dense<1.0> : tensor<64xf32>
    %small = arith.constant dense<[1, 2]> : tensor<2xi32>
    %w2 = arith.constant dense_resource<blob_w> : tensor<4xf32>
    %0 = arith.addf %x, %w : tensor<4xf32>
    %1 = arith.addf %0, %w2 : tensor<4xf32>
    %2 = arith.addf %1, %c : tensor<4xf32>
    "test.use"(%i, %splat, %small) : (tensor<2x4xi64>, tensor<64xf32>, tensor<2xi32>) -> ()
    return %2 : tensor<4xf32>
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob_w: "0x040000000000803F0000004000004040000080C0"
    }
  }
#-}

// The default threshold, 256 bytes, keeps these constants in the program,
// and a program without parameters is left as it is: no attribute.
// RUN: dbg-opt %s -allow-unregistered-dialect -externalize-parameters="file=%t.none.safetensors" | FileCheck %s --check-prefix=NONE
// RUN: %python %S/Inputs/print-safetensors.py %t.none.safetensors | FileCheck %s --check-prefix=NONE-FILE
// NONE-LABEL: func.func @forward(%{{.*}}: tensor<4xf32>) -> tensor<4xf32> {
// NONE: arith.constant dense_resource<blob_w>
// NONE-FILE: __metadata__ {'producer': 'dbg externalize-parameters'}
// NONE-FILE-NEXT: data 0 bytes
