// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all" | FileCheck %s

// Consecutive guarded accesses report together: what their checks use
// moves above the first, one test (for each size, the largest index checked
// against it, unsigned, when every check is an index's) leads to all their
// checks in program order, and each access keeps its own guard, marked
// dbg.guard, without a cold path of its own.
// CHECK-LABEL: gpu.func @group
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<16x16xf32>, %[[I:.*]]: index, %[[J:.*]]: index
// CHECK: %[[DIM:.*]] = memref.dim %[[A]]
// The second access's index is computed above the group, and its guard's
// sign term.
// CHECK: %[[K:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT: %[[RK:.*]] = arith.subi %{{.*}}, %[[K]] : index
// CHECK-NEXT: %[[TK:.*]] = arith.ori %[[K]], %[[RK]] : index
// CHECK-NEXT: %[[RJ:.*]] = arith.subi %{{.*}}, %[[J]] : index
// CHECK-NEXT: %[[TJ:.*]] = arith.ori %[[J]], %[[RJ]] : index
// CHECK-NEXT: %[[TERM1:.*]] = arith.ori %[[TK]], %[[TJ]] : index
// CHECK-NEXT: %[[OUT0:.*]] = arith.cmpi uge, %[[I]], %[[DIM]] : index
// CHECK-NEXT: %[[LARGEST:.*]] = arith.maxui %[[K]], %[[J]] : index
// CHECK-NEXT: %[[OUT1:.*]] = arith.cmpi uge, %[[LARGEST]], %[[C16:.*]] : index
// CHECK-NEXT: %[[FAILED:.*]] = arith.ori %[[OUT0]], %[[OUT1]] : i1
// CHECK-NEXT: scf.if %[[FAILED]] {
// CHECK-NEXT: %[[OK0:.*]] = arith.cmpi ult, %[[I]], %[[DIM]]
// CHECK-NEXT: dbg.check %[[OK0]], @[[LOAD:dbg_check[_0-9]*]](%[[I]]
// CHECK-NEXT: %[[OK1:.*]] = arith.cmpi ult, %[[K]], %{{.*}}
// CHECK-NEXT: %[[OK2:.*]] = arith.cmpi ult, %[[J]], %{{.*}}
// CHECK-NEXT: dbg.check %[[OK1]], @[[STORE:dbg_check[_0-9]*]](%[[K]]
// CHECK-NEXT: dbg.check %[[OK2]], @[[STORE]](%[[J]]
// CHECK-NEXT: } {dbg.cold_path}
// Each guard's compare stays next to its branch.
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ult, %[[I]], %[[DIM]]
// CHECK-NEXT: %[[V:.*]] = scf.if %[[OK]] -> (f32) {
// CHECK-NEXT: memref.load %[[A]][%[[I]]]
// CHECK: } else {
// CHECK-NEXT: arith.constant 0.0
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {dbg.guard}
// CHECK: arith.cmpi sge, %[[TERM1]]
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.store %[[V]], %[[B]][%[[K]], %[[J]]]
// CHECK-NEXT: } else {
// CHECK-NEXT: } {dbg.guard}
// CHECK-NOT: dbg.check
// CHECK: gpu.return
gpu.module @kernels {
  gpu.func @group(%a: memref<?xf32>, %b: memref<16x16xf32>, %i: index, %j: index) kernel {
    %v = memref.load %a[%i] : memref<?xf32>
    %k = arith.addi %i, %j : index
    memref.store %v, %b[%k, %j] : memref<16x16xf32>
    gpu.return
  }
}

// -----

// An op that writes memory or holds code ends a group: the reports of the
// accesses after it are not made before it.
// CHECK-LABEL: gpu.func @barrier
// CHECK: scf.if
// CHECK: dbg.check {{.*}}(%[[I0:[^,]*]],
// CHECK: dbg.check {{.*}}(%[[I1:[^,]*]],
// CHECK-NOT: dbg.check
// CHECK: } {dbg.cold_path}
// CHECK: memref.load
// CHECK: memref.load
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK: dbg.check
// CHECK: dbg.check
// CHECK-NOT: dbg.check
// CHECK: } {dbg.cold_path}
// CHECK: memref.store
// CHECK: memref.store
gpu.module @kernels {
  gpu.func @barrier(%a: memref<?xf32>, %i: index, %j: index) kernel {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %a[%j] : memref<?xf32>
    gpu.barrier
    memref.store %y, %a[%i] : memref<?xf32>
    memref.store %x, %a[%j] : memref<?xf32>
    gpu.return
  }
}

// -----

// An index the group loads cannot be tested before the group: its access
// starts a group of its own, and a lone access keeps its checks on its
// guard's cold path.
// CHECK-LABEL: gpu.func @indirect
// CHECK: %[[IDX:.*]] = scf.if %{{.*}} -> (index) {
// CHECK-NEXT: memref.load %{{.*}} : memref<?xindex>
// CHECK: } else {
// CHECK: arith.cmpi ult
// CHECK-NEXT: dbg.check
// CHECK: } {dbg.cold_path, dbg.guard}
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK-NEXT: memref.load %{{.*}}[%[[IDX]]]
// CHECK: } else {
// CHECK: arith.cmpi ult, %[[IDX]]
// CHECK-NEXT: dbg.check
// CHECK: } {dbg.cold_path, dbg.guard}
gpu.module @kernels {
  gpu.func @indirect(%idx: memref<?xindex>, %a: memref<?xf32>, %i: index) kernel {
    %k = memref.load %idx[%i] : memref<?xindex>
    %v = memref.load %a[%k] : memref<?xf32>
    gpu.return
  }
}

// -----

// At most eight accesses report together: the ninth starts a new group.
// CHECK-LABEL: gpu.func @nine
// CHECK: scf.if
// CHECK-COUNT-8: dbg.check
// CHECK-NEXT: } {dbg.cold_path}
// CHECK-COUNT-8: memref.load
// The ninth alone: its checks on its own cold path.
// CHECK: scf.if
// CHECK-NEXT: memref.load
// CHECK: } else {
// CHECK: dbg.check
// CHECK: } {dbg.cold_path, dbg.guard}
// CHECK-NOT: dbg.check
gpu.module @kernels {
  gpu.func @nine(%a: memref<?xf32>, %i: index) kernel {
    %c1 = arith.constant 1 : index
    %i1 = arith.addi %i, %c1 : index
    %i2 = arith.addi %i1, %c1 : index
    %i3 = arith.addi %i2, %c1 : index
    %i4 = arith.addi %i3, %c1 : index
    %i5 = arith.addi %i4, %c1 : index
    %i6 = arith.addi %i5, %c1 : index
    %i7 = arith.addi %i6, %c1 : index
    %i8 = arith.addi %i7, %c1 : index
    %v0 = memref.load %a[%i] : memref<?xf32>
    %v1 = memref.load %a[%i1] : memref<?xf32>
    %v2 = memref.load %a[%i2] : memref<?xf32>
    %v3 = memref.load %a[%i3] : memref<?xf32>
    %v4 = memref.load %a[%i4] : memref<?xf32>
    %v5 = memref.load %a[%i5] : memref<?xf32>
    %v6 = memref.load %a[%i6] : memref<?xf32>
    %v7 = memref.load %a[%i7] : memref<?xf32>
    %v8 = memref.load %a[%i8] : memref<?xf32>
    gpu.return
  }
}

// -----

// A guard that tests more than its indices (a vector's lanes against the
// size left) reports alone.
// CHECK-LABEL: gpu.func @range
// CHECK: scf.if
// CHECK-NEXT: vector.load
// CHECK: } else {
// CHECK: dbg.check
// CHECK: } {dbg.cold_path, dbg.guard}
// CHECK: scf.if
// CHECK-NEXT: memref.load
// CHECK: } else {
// CHECK: dbg.check
// CHECK: } {dbg.cold_path, dbg.guard}
gpu.module @kernels {
  gpu.func @range(%a: memref<?xf32>, %i: index) kernel {
    %v = vector.load %a[%i] : memref<?xf32>, vector<4xf32>
    %s = memref.load %a[%i] : memref<?xf32>
    gpu.return
  }
}

// -----

// A skipped matrix load gives a zero fragment made from a scalar: both stay
// with the guard when its checks join a group.
// CHECK-LABEL: gpu.func @matrices
// CHECK: } {dbg.cold_path}
// CHECK: gpu.subgroup_mma_load_matrix
// CHECK: } else {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.0
// CHECK-NEXT: %[[F:.*]] = gpu.subgroup_mma_constant_matrix %[[Z]]
// CHECK-NEXT: scf.yield %[[F]]
// CHECK-NEXT: } {dbg.guard}
gpu.module @kernels {
  gpu.func @matrices(%a: memref<32x32xf16>, %i: index) kernel {
    %c0 = arith.constant 0 : index
    %x = gpu.subgroup_mma_load_matrix %a[%i, %c0] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %y = gpu.subgroup_mma_load_matrix %a[%c0, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    gpu.return
  }
}

// -----

// In a loop, a group is tested by the or of its accesses' sign terms, which
// LLVM folds across iterations better than a max of the indices.
// CHECK-LABEL: gpu.func @in_loop
// CHECK: scf.for %[[K:.*]] =
// CHECK-NOT: arith.maxui
// CHECK: %[[FAILED:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: scf.if %[[FAILED]] {
// CHECK: dbg.check
// CHECK: dbg.check
// CHECK: } {dbg.cold_path}
gpu.module @kernels {
  gpu.func @in_loop(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %k = %c0 to %n step %c1 {
      %v = memref.load %a[%k] : memref<?xf32>
      memref.store %v, %b[%k] : memref<?xf32>
    }
    gpu.return
  }
}
