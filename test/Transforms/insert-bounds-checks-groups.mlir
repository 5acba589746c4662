// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all" | FileCheck %s
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all max-branch-guards=0" | FileCheck %s --check-prefix=SINK
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all max-branch-guards=1" | FileCheck %s --check-prefix=SINK
// @group's two accesses are not more than 2: they keep their guards.
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all max-branch-guards=2" | FileCheck %s --check-prefix=LIMIT
// LIMIT-LABEL: gpu.func @group
// LIMIT-NOT: dbg.sink_select
// LIMIT: } {dbg.guard}
// LIMIT-NOT: dbg.sink_select
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
// Beyond max-branch-guards accesses outside loops (0 here), the accesses
// of such a group need no guard: when its test failed, each uses a sink (a
// zero element for loads, a scratch element for stores, in global memory)
// with its indices 0, by one select per memref and per distinct index, and
// the sign terms only the guards used are gone.
// SINK-LABEL: gpu.module @kernels
// SINK-DAG: memref.global "private" @[[STORE_SINK:__dbg_store_sink]] : memref<1xf32, #gpu.address_space<global>> = uninitialized
// SINK-DAG: memref.global "private" constant @[[LOAD_SINK:__dbg_load_sink]] : memref<1xf32, #gpu.address_space<global>> = dense<0.000000e+00>
// SINK-LABEL: gpu.func @group
// SINK-SAME: (%[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<16x16xf32>, %[[I:.*]]: index, %[[J:.*]]: index
// SINK-DAG: %[[C0:.*]] = arith.constant 0 : index
// SINK-DAG: %[[C1:.*]] = arith.constant 1 : index
// SINK: %[[SG:.*]] = memref.get_global @[[STORE_SINK]]
// SINK-NEXT: %[[SC:.*]] = memref.memory_space_cast %[[SG]] : memref<1xf32, #gpu.address_space<global>> to memref<1xf32>
// SINK-NEXT: %[[SV:.*]] = memref.reinterpret_cast %[[SC]] to offset: [0], sizes: [16, 16], strides: [16, 1] : memref<1xf32> to memref<16x16xf32>
// SINK-NEXT: %[[LG:.*]] = memref.get_global @[[LOAD_SINK]]
// SINK-NEXT: %[[LC:.*]] = memref.memory_space_cast %[[LG]]
// SINK-NEXT: %[[LV:.*]] = memref.reinterpret_cast %[[LC]] to offset: [0], sizes: [%[[C1]]], strides: [1] : memref<1xf32> to memref<?xf32>
// SINK: %[[DIM:.*]] = memref.dim %[[A]]
// The second access's index is computed above the group.
// SINK: %[[K:.*]] = arith.addi %[[I]], %[[J]] : index
// SINK-NEXT: %[[OUT0:.*]] = arith.cmpi uge, %[[I]], %[[DIM]] : index
// SINK-NEXT: %[[LARGEST:.*]] = arith.maxui %[[K]], %[[J]] : index
// SINK-NEXT: %[[OUT1:.*]] = arith.cmpi uge, %[[LARGEST]], %[[C16:.*]] : index
// SINK-NEXT: %[[FAILED:.*]] = arith.ori %[[OUT0]], %[[OUT1]] : i1
// SINK-NEXT: scf.if %[[FAILED]] {
// SINK-NEXT: %[[OK0:.*]] = arith.cmpi ult, %[[I]], %[[DIM]]
// SINK-NEXT: dbg.check %[[OK0]], @[[LOAD:dbg_check[_0-9]*]](%[[I]]
// SINK-NEXT: %[[OK1:.*]] = arith.cmpi ult, %[[K]], %{{.*}}
// SINK-NEXT: %[[OK2:.*]] = arith.cmpi ult, %[[J]], %{{.*}}
// SINK-NEXT: dbg.check %[[OK1]], @[[STORE:dbg_check[_0-9]*]](%[[K]]
// SINK-NEXT: dbg.check %[[OK2]], @[[STORE]](%[[J]]
// SINK-NEXT: } {dbg.cold_path}
// SINK-NEXT: %[[SI:.*]] = arith.select %[[FAILED]], %[[C0]], %[[I]] : index
// SINK-NEXT: %[[SA:.*]] = arith.select %[[FAILED]], %[[LV]], %[[A]] {dbg.sink_select} : memref<?xf32>
// SINK-NEXT: %[[V:.*]] = memref.load %[[SA]][%[[SI]]]
// SINK-NEXT: %[[SK:.*]] = arith.select %[[FAILED]], %[[C0]], %[[K]] : index
// SINK-NEXT: %[[SJ:.*]] = arith.select %[[FAILED]], %[[C0]], %[[J]] : index
// SINK-NEXT: %[[SB:.*]] = arith.select %[[FAILED]], %[[SV]], %[[B]] {dbg.sink_select} : memref<16x16xf32>
// SINK-NEXT: memref.store %[[V]], %[[SB]][%[[SK]], %[[SJ]]]
// SINK-NEXT: gpu.return
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
// The accesses keep their guards, whatever max-branch-guards.
// SINK-LABEL: gpu.func @in_loop
// SINK: } {dbg.cold_path}
// SINK-NEXT: arith.cmpi ult
// SINK-NEXT: scf.if
// SINK-NEXT: memref.load
// SINK: } {dbg.guard}
// SINK-NOT: dbg.sink_select
// SINK: gpu.return
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

// Workgroup memory's sinks are workgroup memory, with no cast.
// SINK-LABEL: gpu.module @kernels
// SINK-DAG: memref.global "private" @[[STORE:__dbg_store_sink[_0-9]*]] : memref<1xi32, #gpu.address_space<workgroup>> = uninitialized
// SINK-DAG: memref.global "private" constant @[[LOAD:__dbg_load_sink[_0-9]*]] : memref<1xi32, #gpu.address_space<workgroup>> = dense<0>
// SINK-LABEL: gpu.func @workgroup
// SINK-NOT: memref.memory_space_cast
// SINK: %[[LG:.*]] = memref.get_global @[[LOAD]]
// SINK-NEXT: %[[LV:.*]] = memref.reinterpret_cast %[[LG]] to offset: [0], sizes: [64], strides: [1] : memref<1xi32, #gpu.address_space<workgroup>> to memref<64xi32, #gpu.address_space<workgroup>>
// SINK: } {dbg.cold_path}
// SINK: %[[SEL:.*]] = arith.select %{{.*}}, %[[LV]], %{{.*}} {dbg.sink_select}
// SINK-NEXT: memref.load %[[SEL]]
// SINK: arith.select %{{.*}} {dbg.sink_select}
// SINK-NEXT: memref.store
gpu.module @kernels {
  // A symbol of the program's own keeps its name.
  memref.global "private" @__dbg_load_sink : memref<1xf32, #gpu.address_space<global>>
  gpu.func @workgroup(%i: index, %j: index) workgroup(%w: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
    %v = memref.load %w[%i] : memref<64xi32, #gpu.address_space<workgroup>>
    memref.store %v, %w[%j] : memref<64xi32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Host functions' sinks (host-functions=true) are the module's, with no
// memory space.
// HOST: memref.global "private" @[[STORE:__dbg_store_sink]] : memref<1xindex> = uninitialized
// HOST-NEXT: memref.global "private" constant @[[LOAD:__dbg_load_sink]] : memref<1xindex> = dense<0>
// HOST-LABEL: func.func @host
// HOST-DAG: memref.get_global @[[STORE]] : memref<1xindex>
// HOST-DAG: memref.get_global @[[LOAD]] : memref<1xindex>
// HOST: } {dbg.cold_path}
// HOST: arith.select %{{.*}} {dbg.sink_select} : memref<?xindex>
// HOST-NEXT: memref.load
// HOST: arith.select %{{.*}} {dbg.sink_select} : memref<?xindex>
// HOST-NEXT: memref.store
func.func @host(%a: memref<?xindex>, %i: index, %j: index) {
  %v = memref.load %a[%i] : memref<?xindex>
  memref.store %v, %a[%j] : memref<?xindex>
  return
}
