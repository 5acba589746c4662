// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all" | FileCheck %s --implicit-check-not="skipped with it"
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all max-branch-guards=0" | FileCheck %s --check-prefix=VERSION
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all max-branch-guards=1" | FileCheck %s --check-prefix=VERSION
// @group's two accesses are not more than 2: they keep their guards.
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all max-branch-guards=2" | FileCheck %s --check-prefix=LIMIT
// LIMIT-LABEL: gpu.func @group
// LIMIT: } {dbg.cold_path}
// LIMIT: } {dbg.guard}
// LIMIT: } {dbg.guard}
// LIMIT: gpu.return
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all max-branch-guards=0 host-functions=true" | FileCheck %s --check-prefix=HOST

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
// Beyond max-branch-guards accesses outside loops (0 or 1 here), a group
// tested by its largest indices is versioned: one scf.if on the test
// passing runs the group's accesses unguarded (the test implies each
// guard's), and its else region, the cold path, holds the group's checks.
// A failed group skips all its accesses, and its reports say so. The
// guards' sign terms are gone.
// VERSION-LABEL: gpu.func @group
// VERSION-SAME: (%[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<16x16xf32>, %[[I:.*]]: index, %[[J:.*]]: index
// VERSION: %[[DIM:.*]] = memref.dim %[[A]]
// VERSION-NEXT: %[[K:.*]] = arith.addi %[[I]], %[[J]] : index
// VERSION-NEXT: %[[OUT0:.*]] = arith.cmpi uge, %[[I]], %[[DIM]] : index
// VERSION-NEXT: %[[LARGEST:.*]] = arith.maxui %[[K]], %[[J]] : index
// VERSION-NEXT: %[[OUT1:.*]] = arith.cmpi uge, %[[LARGEST]], %[[C16:.*]] : index
// VERSION-NEXT: %[[FAILED:.*]] = arith.ori %[[OUT0]], %[[OUT1]] : i1
// VERSION-NEXT: %[[TRUE:.*]] = arith.constant true
// VERSION-NEXT: %[[OK:.*]] = arith.xori %[[FAILED]], %[[TRUE]] : i1
// VERSION-NEXT: scf.if %[[OK]] {
// VERSION-NEXT: %[[V:.*]] = memref.load %[[A]][%[[I]]]
// VERSION-NEXT: memref.store %[[V]], %[[B]][%[[K]], %[[J]]]
// VERSION-NEXT: } else {
// VERSION-NEXT: %[[OK0:.*]] = arith.cmpi ult, %[[I]], %[[DIM]]
// VERSION-NEXT: dbg.check %[[OK0]], @[[LOAD:dbg_check[_0-9]*]](%[[I]]
// VERSION-NEXT: %[[OK1:.*]] = arith.cmpi ult, %[[K]], %{{.*}}
// VERSION-NEXT: %[[OK2:.*]] = arith.cmpi ult, %[[J]], %{{.*}}
// VERSION-NEXT: dbg.check %[[OK1]], @[[STORE:dbg_check[_0-9]*]](%[[K]]
// VERSION-NEXT: dbg.check %[[OK2]], @[[STORE]](%[[J]]
// VERSION-NEXT: } {dbg.cold_path, dbg.guard}
// VERSION-NEXT: gpu.return
// VERSION: dbg.site @{{.*}} bounds kernel "kernels::group" op "memref.load" {{.*}} detail "index {index:i} not in [0, {size:i}) on dim {dim:i}; the 1 other access(es) of its group (lines [[# @LINE + 3]] to [[# @LINE + 5]]) were skipped with it: a function with more than {{[01]}} accesses outside loops tests them by group (--debug=bounds-branch-guards=N raises the limit)"
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

// At most 32 accesses report together: the 33rd starts a new group.
// CHECK-LABEL: gpu.func @thirty_three
// CHECK: scf.if
// CHECK-COUNT-32: dbg.check
// CHECK-NEXT: } {dbg.cold_path}
// CHECK-COUNT-32: memref.load
// The 33rd alone: its checks on its own cold path.
// CHECK: scf.if
// CHECK-NEXT: memref.load
// CHECK: } else {
// CHECK: dbg.check
// CHECK: } {dbg.cold_path, dbg.guard}
// CHECK-NOT: dbg.check
gpu.module @kernels {
  gpu.func @thirty_three(%a: memref<?xf32>, %i0: index) kernel {
    %c1 = arith.constant 1 : index
    %i1 = arith.addi %i0, %c1 : index
    %i2 = arith.addi %i1, %c1 : index
    %i3 = arith.addi %i2, %c1 : index
    %i4 = arith.addi %i3, %c1 : index
    %i5 = arith.addi %i4, %c1 : index
    %i6 = arith.addi %i5, %c1 : index
    %i7 = arith.addi %i6, %c1 : index
    %i8 = arith.addi %i7, %c1 : index
    %i9 = arith.addi %i8, %c1 : index
    %i10 = arith.addi %i9, %c1 : index
    %i11 = arith.addi %i10, %c1 : index
    %i12 = arith.addi %i11, %c1 : index
    %i13 = arith.addi %i12, %c1 : index
    %i14 = arith.addi %i13, %c1 : index
    %i15 = arith.addi %i14, %c1 : index
    %i16 = arith.addi %i15, %c1 : index
    %i17 = arith.addi %i16, %c1 : index
    %i18 = arith.addi %i17, %c1 : index
    %i19 = arith.addi %i18, %c1 : index
    %i20 = arith.addi %i19, %c1 : index
    %i21 = arith.addi %i20, %c1 : index
    %i22 = arith.addi %i21, %c1 : index
    %i23 = arith.addi %i22, %c1 : index
    %i24 = arith.addi %i23, %c1 : index
    %i25 = arith.addi %i24, %c1 : index
    %i26 = arith.addi %i25, %c1 : index
    %i27 = arith.addi %i26, %c1 : index
    %i28 = arith.addi %i27, %c1 : index
    %i29 = arith.addi %i28, %c1 : index
    %i30 = arith.addi %i29, %c1 : index
    %i31 = arith.addi %i30, %c1 : index
    %i32 = arith.addi %i31, %c1 : index
    %v0 = memref.load %a[%i0] : memref<?xf32>
    %v1 = memref.load %a[%i1] : memref<?xf32>
    %v2 = memref.load %a[%i2] : memref<?xf32>
    %v3 = memref.load %a[%i3] : memref<?xf32>
    %v4 = memref.load %a[%i4] : memref<?xf32>
    %v5 = memref.load %a[%i5] : memref<?xf32>
    %v6 = memref.load %a[%i6] : memref<?xf32>
    %v7 = memref.load %a[%i7] : memref<?xf32>
    %v8 = memref.load %a[%i8] : memref<?xf32>
    %v9 = memref.load %a[%i9] : memref<?xf32>
    %v10 = memref.load %a[%i10] : memref<?xf32>
    %v11 = memref.load %a[%i11] : memref<?xf32>
    %v12 = memref.load %a[%i12] : memref<?xf32>
    %v13 = memref.load %a[%i13] : memref<?xf32>
    %v14 = memref.load %a[%i14] : memref<?xf32>
    %v15 = memref.load %a[%i15] : memref<?xf32>
    %v16 = memref.load %a[%i16] : memref<?xf32>
    %v17 = memref.load %a[%i17] : memref<?xf32>
    %v18 = memref.load %a[%i18] : memref<?xf32>
    %v19 = memref.load %a[%i19] : memref<?xf32>
    %v20 = memref.load %a[%i20] : memref<?xf32>
    %v21 = memref.load %a[%i21] : memref<?xf32>
    %v22 = memref.load %a[%i22] : memref<?xf32>
    %v23 = memref.load %a[%i23] : memref<?xf32>
    %v24 = memref.load %a[%i24] : memref<?xf32>
    %v25 = memref.load %a[%i25] : memref<?xf32>
    %v26 = memref.load %a[%i26] : memref<?xf32>
    %v27 = memref.load %a[%i27] : memref<?xf32>
    %v28 = memref.load %a[%i28] : memref<?xf32>
    %v29 = memref.load %a[%i29] : memref<?xf32>
    %v30 = memref.load %a[%i30] : memref<?xf32>
    %v31 = memref.load %a[%i31] : memref<?xf32>
    %v32 = memref.load %a[%i32] : memref<?xf32>
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
// The accesses keep their guards, whatever max-branch-guards.
// VERSION-LABEL: gpu.func @in_loop
// VERSION: } {dbg.cold_path}
// VERSION-NEXT: arith.cmpi ult
// VERSION-NEXT: scf.if
// VERSION-NEXT: memref.load
// VERSION: } {dbg.guard}
// VERSION-NEXT: arith.cmpi ult
// VERSION-NEXT: scf.if
// VERSION-NEXT: memref.store
// VERSION: } {dbg.guard}
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

// -----

// What the ops after a versioned group use of its results is the scf.if's
// result: on the cold path it is computed again from the loads' zeros.
// VERSION-LABEL: gpu.func @escape
// VERSION: %[[SUM:.*]] = scf.if %{{.*}} -> (f32) {
// VERSION-NEXT: %[[V:.*]] = memref.load
// VERSION-NEXT: %[[W:.*]] = memref.load
// VERSION-NEXT: %[[S:.*]] = arith.addf %[[V]], %[[W]] : f32
// VERSION-NEXT: %[[T:.*]] = arith.mulf %[[S]], %[[S]] : f32
// VERSION-NEXT: memref.store %[[S]]
// VERSION-NEXT: scf.yield %[[T]] : f32
// VERSION-NEXT: } else {
// VERSION-COUNT-3: dbg.check
// VERSION-NEXT: %[[Z0:.*]] = arith.constant 0.000000e+00 : f32
// VERSION-NEXT: %[[Z1:.*]] = arith.constant 0.000000e+00 : f32
// VERSION-NEXT: %[[S0:.*]] = arith.addf %[[Z0]], %[[Z1]] : f32
// VERSION-NEXT: %[[T0:.*]] = arith.mulf %[[S0]], %[[S0]] : f32
// VERSION-NEXT: scf.yield %[[T0]] : f32
// VERSION-NEXT: } {dbg.cold_path, dbg.guard}
// VERSION-NEXT: gpu.barrier
// VERSION: memref.store %[[SUM]]
gpu.module @kernels {
  gpu.func @escape(%a: memref<?xf32>, %b: memref<?xf32>, %i: index, %j: index) kernel {
    %v = memref.load %a[%i] : memref<?xf32>
    %w = memref.load %a[%j] : memref<?xf32>
    %s = arith.addf %v, %w : f32
    %t = arith.mulf %s, %s : f32
    memref.store %s, %b[%i] : memref<?xf32>
    gpu.barrier
    memref.store %t, %b[%j] : memref<?xf32>
    gpu.return
  }
}

// -----

// Host functions (host-functions=true) are versioned alike.
// HOST-LABEL: func.func @host
// HOST: scf.if
// HOST-NEXT: %[[V:.*]] = memref.load
// HOST-NEXT: memref.store %[[V]]
// HOST-NEXT: } else {
// HOST-COUNT-2: dbg.check
// HOST-NEXT: } {dbg.cold_path, dbg.guard}
func.func @host(%a: memref<?xindex>, %i: index, %j: index) {
  %v = memref.load %a[%i] : memref<?xindex>
  memref.store %v, %a[%j] : memref<?xindex>
  return
}
