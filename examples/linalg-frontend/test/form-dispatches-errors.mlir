// RUN: linalg-frontend-opt %s -split-input-file -form-dispatches -verify-diagnostics
// RUN: not linalg-frontend-opt %s -split-input-file -form-dispatches=block-size=32 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: form-dispatches: block-size=32 is not in [64, 1024]

// A linalg op still on tensors: bufferize first.
func.func @tensors(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @below {{is not on buffers; bufferize before form-dispatches}}
  %r = linalg.copy ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A loop that is no linalg op would stay on the host: an error at the loop,
// never a silent host loop.
func.func @host_loop(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 1.0 : f32
  // expected-error @below {{this loop would run on the host: linalg-frontend runs every loop nest on the GPU, and only linalg ops become dispatches}}
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}

// -----

// An output indexed by a reduction loop has no per-thread result.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @scatter(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  // expected-error @below {{writes its output along reduction loop 1; linalg-frontend cannot make it a dispatch}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

// torch-mlir's tm_tensor.topk parses, and is refused at its op (torch-mlir
// itself lowers torch.topk to tm_tensor.sort).
func.func @topk(%x: memref<2x5xf32>, %v: memref<2x3xf32>, %i: memref<2x3xi32>) {
  // expected-error @below {{is not supported by linalg-frontend (it runs tm_tensor.scan, scatter and sort)}}
  tm_tensor.topk dimension(1) ins(%x : memref<2x5xf32>) outs(%v, %i : memref<2x3xf32>, memref<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    tm_tensor.yield %c : i1
  }
  return
}

// -----

// A scatter whose updates leave a leading dimension of the original
// without an index.
func.func @scatter_unindexed(%u: memref<2x3xf32>, %idx: memref<2x1xi64>, %o: memref<4x5x3xf32>) {
  // expected-error @below {{leaves dimension 1 of the original without an index}}
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %idx : memref<2x3xf32>, memref<2x1xi64>) outs(%o : memref<4x5x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  }
  return
}
