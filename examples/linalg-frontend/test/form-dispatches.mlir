// RUN: linalg-frontend-opt %s -split-input-file -form-dispatches | FileCheck %s
// RUN: linalg-frontend-opt %s -split-input-file -form-dispatches=block-size=64 | FileCheck %s --check-prefix=SMALL

// A matmul: one thread per (i, j) in a 128-thread block, the k loop carries
// the accumulator, the result is stored once; the launch is named after the
// function, the dispatch's position, the op and its loop ranges.
// CHECK-LABEL: func.func @forward
// CHECK-SAME: (%[[A:.*]]: memref<4x16xf32>, %[[B:.*]]: memref<16x32xf32>, %[[C:.*]]: memref<4x32xf32>)
// CHECK-DAG: %[[TOTAL:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[GRID:.*]] = arith.constant 1 : index
// CHECK: gpu.launch blocks(%[[BX:[a-z0-9_]+]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID]], {{.*}}) threads(%[[TX:[a-z0-9_]+]], %{{.*}}, %{{.*}}) in (%[[BDIM:[a-z0-9_]+]] = %{{.*}}, {{.*}}) module(@forward_dispatches) function(@forward_dispatch_0_matmul_4x32x16)
// CHECK: %[[BASE:.*]] = arith.muli %[[BX]], %[[BDIM]]
// CHECK: %[[LINEAR:.*]] = arith.addi %[[BASE]], %[[TX]]
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[LINEAR]], %[[TOTAL]]
// CHECK: scf.if %[[IN]]
// CHECK: %[[IJ:.*]]:2 = affine.delinearize_index %[[LINEAR]] into (4, 32)
// CHECK: %[[INIT:.*]] = memref.load %[[C]][%[[IJ]]#0, %[[IJ]]#1]
// CHECK: %[[SUM:.*]] = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32)
// CHECK: %[[X:.*]] = memref.load %[[A]][%[[IJ]]#0, %[[K]]]
// CHECK: %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[IJ]]#1]
// CHECK: %[[P:.*]] = arith.mulf %[[X]], %[[Y]]
// CHECK: %[[S:.*]] = arith.addf %[[ACC]], %[[P]]
// CHECK: scf.yield %[[S]]
// CHECK: memref.store %[[SUM]], %[[C]][%[[IJ]]#0, %[[IJ]]#1]
// CHECK-NOT: linalg.
// CHECK: return
// SMALL-LABEL: func.func @forward
// SMALL-DAG: %[[BLOCK:.*]] = arith.constant 64 : index
// SMALL-DAG: %[[GRID:.*]] = arith.constant 2 : index
// SMALL: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[GRID]], {{.*}}) threads({{.*}}) in (%{{.*}} = %[[BLOCK]],
func.func @forward(%a: memref<4x16xf32>, %b: memref<16x32xf32>, %c: memref<4x32xf32>) {
  linalg.matmul ins(%a, %b : memref<4x16xf32>, memref<16x32xf32>) outs(%c : memref<4x32xf32>)
  return
}

// -----

// Elementwise with a broadcast, linalg.index and an unused output: the
// payload is cloned at the thread's point; small dispatches get 64 threads,
// large ones 256-thread blocks; dispatches are numbered in program order.
// CHECK-LABEL: func.func @bias
// CHECK-SAME: (%[[X:.*]]: memref<4x10xf32>, %[[B:.*]]: memref<10xf32>, %[[Y:.*]]: memref<4x10xf32>, %[[Z:.*]]: memref<1000xf32>)
// CHECK-DAG: %[[C40:.*]] = arith.constant 40 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %[[C64]], {{.*}} module(@bias_dispatches) function(@bias_dispatch_0_elementwise_4x10)
// CHECK: %[[IJ:.*]]:2 = affine.delinearize_index %{{.*}} into (4, 10)
// CHECK: %[[V:.*]] = memref.load %[[X]][%[[IJ]]#0, %[[IJ]]#1]
// CHECK: %[[W:.*]] = memref.load %[[B]][%[[IJ]]#1]
// CHECK-NOT: memref.load %[[Y]]
// CHECK: %[[J:.*]] = arith.index_cast %[[IJ]]#1 : index to i64
// CHECK: %[[JF:.*]] = arith.sitofp %[[J]]
// CHECK: %[[S:.*]] = arith.addf %[[V]], %[[W]]
// CHECK: %[[T:.*]] = arith.addf %[[S]], %[[JF]]
// CHECK: memref.store %[[T]], %[[Y]][%[[IJ]]#0, %[[IJ]]#1]
// CHECK-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[C4]], {{.*}}) threads({{.*}}) in (%{{.*}} = %[[C256]], {{.*}} module(@bias_dispatches) function(@bias_dispatch_1_fill_1000)
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bias(%x: memref<4x10xf32>, %b: memref<10xf32>, %y: memref<4x10xf32>, %z: memref<1000xf32>) {
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : memref<4x10xf32>, memref<10xf32>) outs(%y : memref<4x10xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %jf = arith.sitofp %ji : i64 to f32
    %s = arith.addf %in, %bias : f32
    %t = arith.addf %s, %jf : f32
    linalg.yield %t : f32
  }
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%z : memref<1000xf32>)
  return
}

// -----

// A row reduction into a 4x1 output (torch-mlir's keepdim sum), a dynamic
// batch size (the grid computed on the host, at least one block) and a
// memref.copy, which becomes a copy dispatch.
// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[X:.*]]: memref<?x32xf32>, %[[S:.*]]: memref<?x1xf32>, %[[T:.*]]: memref<?x1xf32>)
// CHECK: %[[N:.*]] = memref.dim %[[X]], %{{.*}}
// CHECK: %[[TOTAL:.*]] = arith.muli %{{.*}}, %[[N]]
// CHECK: %[[BLOCKS:.*]] = arith.ceildivui %[[TOTAL]], %{{.*}}
// CHECK: %[[GRID:.*]] = arith.maxui %[[BLOCKS]], %{{.*}}
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[GRID]], {{.*}} function(@rows_dispatch_0_reduction_Dx32)
// CHECK: %[[I:.*]] = affine.delinearize_index %{{.*}} into (%[[N]])
// CHECK: %[[INIT:.*]] = memref.load %[[S]][%[[I]], %{{.*}}]
// CHECK: %[[SUM:.*]] = scf.for %[[K:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]])
// CHECK: memref.load %[[X]][%[[I]], %[[K]]]
// CHECK: memref.store %[[SUM]], %[[S]][%[[I]], %{{.*}}]
// CHECK: gpu.launch {{.*}} function(@rows_dispatch_1_copy_Dx1)
// CHECK: %[[V:.*]] = memref.load %[[S]]
// CHECK: memref.store %[[V]], %[[T]]
// CHECK-NOT: memref.copy
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0, 0)>
func.func @rows(%x: memref<?x32xf32>, %s: memref<?x1xf32>, %t: memref<?x1xf32>) {
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<?x32xf32>) outs(%s : memref<?x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sum = arith.addf %in, %acc : f32
    linalg.yield %sum : f32
  }
  memref.copy %s, %t : memref<?x1xf32> to memref<?x1xf32>
  return
}
