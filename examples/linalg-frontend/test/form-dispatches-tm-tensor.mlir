// RUN: linalg-frontend-opt %s -split-input-file -form-dispatches | FileCheck %s

// tm_tensor.scan (torch.cumsum): one thread per row, walking the scanned
// dimension in order; output[0] = input[0], output[k] = f(output[k-1],
// input[k]) carried in a register, and the accumulator holds the last.
// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[IN:.*]]: memref<4x6xf32>, %[[OUT:.*]]: memref<4x6xf32>, %[[ACC:.*]]: memref<4xf32>)
// CHECK: gpu.launch {{.*}} module(@scan_dispatches) function(@scan_dispatch_0_scan_4x6)
// CHECK: %[[ROW:.*]] = affine.delinearize_index %{{.*}} into (4)
// CHECK: scf.if
// CHECK: %[[FIRST:.*]] = memref.load %[[IN]][%[[ROW]], %{{.*}}]
// CHECK: memref.store %[[FIRST]], %[[OUT]][%[[ROW]], %{{.*}}]
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[PREV:.*]] = %[[FIRST]]) -> (f32)
// CHECK: %[[X:.*]] = memref.load %[[IN]][%[[ROW]], %[[K]]]
// CHECK: %[[SUM:.*]] = arith.addf %[[PREV]], %[[X]]
// CHECK: memref.store %[[SUM]], %[[OUT]][%[[ROW]], %[[K]]]
// CHECK: memref.store %[[SUM]], %[[ACC]][%[[ROW]]]
// CHECK: scf.yield %[[SUM]]
// CHECK-NOT: tm_tensor
func.func @scan(%in: memref<4x6xf32>, %out: memref<4x6xf32>, %acc: memref<4xf32>) {
  tm_tensor.scan dimension(1) inclusive(true) ins(%in : memref<4x6xf32>) outs(%out, %acc : memref<4x6xf32>, memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tm_tensor.yield %s : f32
  }
  return
}

// -----

// An exclusive scan starts from the accumulator and combines the previous
// input.
// CHECK-LABEL: func.func @exclusive
// CHECK-SAME: (%[[IN:.*]]: memref<8xi32>, %[[OUT:.*]]: memref<8xi32>, %[[ACC:.*]]: memref<i32>)
// CHECK: %[[FIRST:.*]] = memref.load %[[ACC]][]
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[PREV:.*]] = %[[FIRST]]) -> (i32)
// CHECK: %[[KM1:.*]] = arith.subi %[[K]], %{{.*}}
// CHECK: memref.load %[[IN]][%[[KM1]]]
func.func @exclusive(%in: memref<8xi32>, %out: memref<8xi32>, %acc: memref<i32>) {
  tm_tensor.scan dimension(0) inclusive(false) ins(%in : memref<8xi32>) outs(%out, %acc : memref<8xi32>, memref<i32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tm_tensor.yield %s : i32
  }
  return
}

// -----

// tm_tensor.sort (torch.sort, with its indices): one thread per row sorts
// both outputs together; a neighbour pair is swapped when the comparator
// says it is out of order.
// CHECK-LABEL: func.func @sort
// CHECK-SAME: (%[[V:.*]]: memref<2x5xf32>, %[[I:.*]]: memref<2x5xi64>)
// CHECK: gpu.launch {{.*}} function(@sort_dispatch_0_sort_2x5)
// CHECK: %[[ROW:.*]] = affine.delinearize_index %{{.*}} into (2)
// CHECK: scf.for
// CHECK: scf.for %[[J:.*]] =
// CHECK: %[[NEXT:.*]] = arith.addi %[[J]]
// CHECK: %[[A:.*]] = memref.load %[[V]][%[[ROW]], %[[J]]]
// CHECK: %[[B:.*]] = memref.load %[[V]][%[[ROW]], %[[NEXT]]]
// CHECK: %[[IA:.*]] = memref.load %[[I]][%[[ROW]], %[[J]]]
// CHECK: %[[IB:.*]] = memref.load %[[I]][%[[ROW]], %[[NEXT]]]
// CHECK: %[[ORDERED:.*]] = arith.cmpf oge, %[[A]], %[[B]]
// CHECK: %[[SWAP:.*]] = arith.xori %[[ORDERED]]
// CHECK: scf.if %[[SWAP]]
// CHECK-NEXT: memref.store %[[B]], %[[V]][%[[ROW]], %[[J]]]
// CHECK-NEXT: memref.store %[[A]], %[[V]][%[[ROW]], %[[NEXT]]]
// CHECK-NEXT: memref.store %[[IB]], %[[I]][%[[ROW]], %[[J]]]
// CHECK-NEXT: memref.store %[[IA]], %[[I]][%[[ROW]], %[[NEXT]]]
func.func @sort(%v: memref<2x5xf32>, %i: memref<2x5xi64>) {
  tm_tensor.sort dimension(1) outs(%v, %i : memref<2x5xf32>, memref<2x5xi64>) {
  ^bb0(%a: f32, %b: f32, %ia: i64, %ib: i64):
    %c = arith.cmpf oge, %a, %b : f32
    tm_tensor.yield %c : i1
  }
  return
}

// -----

// tm_tensor.scatter (index_add): one thread per element of the update's
// window (3 columns), which applies the 2 updates in order, so a repeated
// row index adds twice without a race.
// CHECK-LABEL: func.func @scatter
// CHECK-SAME: (%[[U:.*]]: memref<2x1x3xf32>, %[[IDX:.*]]: memref<2x1xi64>, %[[O:.*]]: memref<4x3xf32>)
// CHECK: gpu.launch {{.*}} function(@scatter_dispatch_0_scatter_2x1x3)
// CHECK: %[[W:.*]]:2 = affine.delinearize_index %{{.*}} into (1, 3)
// CHECK: scf.for %[[B:.*]] =
// CHECK: %[[UPDATE:.*]] = memref.load %[[U]][%[[B]], %[[W]]#0, %[[W]]#1]
// CHECK: %[[ROWI:.*]] = memref.load %[[IDX]][%[[B]], %{{.*}}]
// CHECK: %[[ROWX:.*]] = arith.index_cast %[[ROWI]] : i64 to index
// CHECK: %[[ROW:.*]] = arith.addi %[[W]]#0, %[[ROWX]]
// CHECK: %[[OLD:.*]] = memref.load %[[O]][%[[ROW]], %[[W]]#1]
// CHECK: %[[NEW:.*]] = arith.addf %[[OLD]], %[[UPDATE]]
// CHECK: memref.store %[[NEW]], %[[O]][%[[ROW]], %[[W]]#1]
func.func @scatter(%u: memref<2x1x3xf32>, %idx: memref<2x1xi64>, %o: memref<4x3xf32>) {
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %idx : memref<2x1x3xf32>, memref<2x1xi64>) outs(%o : memref<4x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    tm_tensor.yield %s : f32
  }
  return
}
