// RUN: dbg-opt %s -split-input-file -pass-pipeline='builtin.module(gpu.module(expand-subgroup-ops))' | FileCheck %s

// What NVVM lowers to redux.sync (a uniform, unclustered i32 reduction)
// stays; floats, clusters and non-uniform reductions become shuffle
// butterflies of 32 lanes.
gpu.module @k {
  // CHECK-LABEL: gpu.func @reduce
  // CHECK-SAME: (%[[I:.*]]: i32, %[[F:.*]]: f32, %{{.*}}: memref<2xi32>, %{{.*}}: memref<f32>)
  gpu.func @reduce(%i: i32, %f: f32, %out: memref<2xi32>, %fout: memref<f32>) kernel {
    // CHECK: %[[R:.*]] = gpu.subgroup_reduce add %[[I]] uniform : (i32) -> i32
    %r = gpu.subgroup_reduce add %i uniform : (i32) -> (i32)
    // A float: five xor shuffles (offsets 1, 2, 4, 8, 16) over 32 lanes.
    // CHECK: %[[S1:.*]], %{{.*}} = gpu.shuffle xor %[[F]], %{{.*}}, %{{.*}} : f32
    // CHECK: %[[A1:.*]] = arith.addf %[[F]], %[[S1]] : f32
    // CHECK-COUNT-4: gpu.shuffle xor
    %s = gpu.subgroup_reduce add %f uniform : (f32) -> (f32)
    // Clusters of 4: two shuffles (offsets 1, 2).
    // CHECK-COUNT-2: gpu.shuffle xor
    // CHECK-NOT: gpu.shuffle
    // CHECK-NOT: gpu.subgroup_reduce
    %m = gpu.subgroup_reduce maxsi %i cluster(size = 4) : (i32) -> (i32)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %r, %out[%c0] : memref<2xi32>
    memref.store %m, %out[%c1] : memref<2xi32>
    memref.store %s, %fout[] : memref<f32>
    gpu.return
  }
}

// -----

// Not uniform: the shuffle lowering too (redux.sync needs every lane).
gpu.module @k {
  // CHECK-LABEL: gpu.func @divergent
  // CHECK-COUNT-5: gpu.shuffle xor
  // CHECK-NOT: gpu.subgroup_reduce
  gpu.func @divergent(%i: i32, %out: memref<i32>) kernel {
    %r = gpu.subgroup_reduce mul %i : (i32) -> (i32)
    memref.store %r, %out[] : memref<i32>
    gpu.return
  }
}

// -----

// Subgroup ids from the linear thread id (x fastest), 32 lanes each.
gpu.module @k {
  // CHECK-LABEL: gpu.func @ids
  // CHECK-DAG: %[[TZ:.*]] = gpu.thread_id z
  // CHECK-DAG: %[[SY:.*]] = gpu.block_dim y
  // CHECK: %[[ZY:.*]] = arith.muli %[[TZ]], %[[SY]]
  // CHECK: %[[TY:.*]] = gpu.thread_id y
  // CHECK: %[[YZ:.*]] = arith.addi %[[TY]], %[[ZY]]
  // CHECK: %[[SX:.*]] = gpu.block_dim x
  // CHECK: %[[ROWS:.*]] = arith.muli %[[YZ]], %[[SX]]
  // CHECK: %[[TX:.*]] = gpu.thread_id x
  // CHECK: %[[LIN:.*]] = arith.addi %[[TX]], %[[ROWS]]
  // CHECK: %[[SG:.*]] = arith.divui %[[LIN]], %{{.*}} : index
  // CHECK: %[[YZS:.*]] = arith.muli
  // CHECK: %[[ALL:.*]] = arith.muli %{{.*}}, %[[YZS]]
  // CHECK: %[[NUM:.*]] = arith.ceildivui %[[ALL]], %{{.*}} : index
  // CHECK: memref.store %[[SG]]
  // CHECK: memref.store %[[NUM]]
  gpu.func @ids(%out: memref<2xindex>) kernel {
    %sg = gpu.subgroup_id : index
    %n = gpu.num_subgroups : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %sg, %out[%c0] : memref<2xindex>
    memref.store %n, %out[%c1] : memref<2xindex>
    gpu.return
  }
}
