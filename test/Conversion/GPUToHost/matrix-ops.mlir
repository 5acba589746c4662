// RUN: dbg-opt %s -split-input-file -convert-gpu-to-host | FileCheck %s

// WMMA fragments are whole tiles in every lane: a load reads its rows of
// leadDimension elements (transpose: the stored rows are columns), compute
// is a contraction summed in f32, maxf follows upstream's NVVM lowering
// (NaN when either is NaN), and a store first waits for the whole subgroup
// (a shuffle of nothing), which makes the kernel cooperative.
// CHECK-LABEL: func.func private @__dbg_host_entry_k_wmma
// CHECK-NOT: scf.for
// CHECK: return
// CHECK-LABEL: func.func private @__dbg_host_k_wmma
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<32x16xf16>, %[[C:[a-z0-9]+]]: memref<16x16xf32>
// CHECK: %[[BASE:.*]], %[[OFF:.*]], %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[A]]
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [%[[OFF]]], sizes: [%{{.*}}], strides: [1] : memref<f16> to memref<?xf16, strided<[1], offset: ?>>
// CHECK: %[[ROW0:.*]] = vector.load %[[VIEW]][%{{.*}}] : memref<?xf16, strided<[1], offset: ?>>, vector<16xf16>
// CHECK: vector.insert %[[ROW0]], %{{.*}} [0] : vector<16xf16> into vector<16x16xf16>
// CHECK: %[[AT:.*]] = vector.transpose %{{.*}}, [1, 0] : vector<16x16xf16> to vector<16x16xf16>
// CHECK: %[[CST:.*]] = vector.broadcast %{{.*}} : f32 to vector<16x16xf32>
// CHECK: %[[AX:.*]] = arith.extf %[[AT]] : vector<16x16xf16> to vector<16x16xf32>
// CHECK: %[[BX:.*]] = arith.extf %{{.*}} : vector<16x16xf16> to vector<16x16xf32>
// CHECK: %[[D:.*]] = vector.contract {{{.*}}iterator_types = ["parallel", "parallel", "reduction"]{{.*}}} %[[AX]], %[[BX]], %[[CST]]
// CHECK: %[[GT:.*]] = arith.cmpf ogt, %[[D]], %[[CST]] : vector<16x16xf32>
// CHECK: %[[SEL:.*]] = arith.select %[[GT]], %[[D]], %[[CST]]
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[D]], %[[CST]]
// CHECK: %[[E:.*]] = arith.select %[[NAN]], %{{.*}}, %[[SEL]]
// CHECK: llvm.call @dbgrtHostShuffle(
// CHECK: memref.extract_strided_metadata %[[C]]
// CHECK: %[[E0:.*]] = vector.extract %[[E]][0] : vector<16xf32> from vector<16x16xf32>
// CHECK: vector.store %[[E0]], %{{.*}}[%{{.*}}] : memref<?xf32, strided<[1], offset: ?>>, vector<16xf32>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @wmma(%a: memref<32x16xf16>, %c: memref<16x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %A = gpu.subgroup_mma_load_matrix %a[%c16, %c0] {leadDimension = 16 : index, transpose} : memref<32x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %B = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<32x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %zero = arith.constant 0.0 : f32
      %C = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x16xf32, "COp">
      %D = gpu.subgroup_mma_compute %A, %B, %C {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      %E = gpu.subgroup_mma_elementwise maxf %D, %C : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %E, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
      gpu.return
    }
  }
}

// -----

// Fragments carried by a loop become vectors there too.
// CHECK-LABEL: func.func private @__dbg_host_k_loop
// CHECK: %[[INIT:.*]] = vector.broadcast %{{.*}} : f16 to vector<16x16xf16>
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (vector<16x16xf16>)
// CHECK: %[[ADD:.*]] = arith.addf %[[ACC]], %[[ACC]] : vector<16x16xf16>
// CHECK: scf.yield %[[ADD]] : vector<16x16xf16>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @loop(%c: memref<16x16xf16>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %one = arith.constant 1.0 : f16
      %init = gpu.subgroup_mma_constant_matrix %one : !gpu.mma_matrix<16x16xf16, "COp">
      %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (!gpu.mma_matrix<16x16xf16, "COp">) {
        %next = gpu.subgroup_mma_elementwise addf %acc, %acc : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
        scf.yield %next : !gpu.mma_matrix<16x16xf16, "COp">
      }
      gpu.subgroup_mma_store_matrix %sum, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      gpu.return
    }
  }
}

// -----

// nvgpu.mma.sync: each lane's fragments in private buffers (allocated once,
// at the function's start), dbgrtHostMmaSync with the shape and element
// types (1: f16 in, f32 out), D read back.
// CHECK-LABEL: func.func private @__dbg_host_k_mma
// CHECK-SAME: %[[A:[a-z0-9]+]]: vector<4x2xf16>, %[[B:[a-z0-9]+]]: vector<2x2xf16>, %[[C:[a-z0-9]+]]: vector<2x2xf32>
// CHECK: %[[DBUF:.*]] = memref.alloca() : memref<4xf32>
// CHECK: %[[DPTR:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: %[[ABUF:.*]] = memref.alloca() : memref<8xf16>
// CHECK: %[[APTR:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: %[[AFLAT:.*]] = vector.shape_cast %[[A]] : vector<4x2xf16> to vector<8xf16>
// CHECK: vector.store %[[AFLAT]], %[[ABUF]][%{{.*}}] : memref<8xf16>, vector<8xf16>
// CHECK: %[[M:.*]] = arith.constant 16 : i32
// CHECK: %[[N:.*]] = arith.constant 8 : i32
// CHECK: %[[K:.*]] = arith.constant 16 : i32
// CHECK: %[[TYPES:.*]] = arith.constant 1 : i32
// CHECK: llvm.call @dbgrtHostMmaSync(%[[M]], %[[N]], %[[K]], %[[TYPES]], %[[APTR]], %{{.*}}, %{{.*}}, %[[DPTR]], %{{.*}})
// CHECK: %[[D:.*]] = vector.load %[[DBUF]][%{{.*}}] : memref<4xf32>, vector<4xf32>
// CHECK: vector.shape_cast %[[D]] : vector<4xf32> to vector<2x2xf32>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @mma(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>, %out: memref<2x2xf32>) kernel {
      %c0 = arith.constant 0 : index
      %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      vector.transfer_write %d, %out[%c0, %c0] : vector<2x2xf32>, memref<2x2xf32>
      gpu.return
    }
  }
}

// -----

// nvgpu.ldmatrix: element j of tile m comes from the row that lane 8m +
// lane / 4 supplies (its indices, shuffled), column lane % 4 * 2 + j;
// nvgpu.device_async_copy copies at once (zeros past srcElements), and its
// group and wait go.
// CHECK-LABEL: func.func private @__dbg_host_k_ldmatrix
// CHECK-SAME: %[[G:[a-z0-9]+]]: memref<16x16xf16>, %[[COUNT:[a-z0-9]+]]: index
// CHECK: %[[IN:.*]] = arith.cmpi slt, %{{.*}}, %[[COUNT]] : index
// CHECK: %[[V:.*]] = scf.if %[[IN]] -> (f16) {
// CHECK: memref.load %[[G]]
// CHECK: } else {
// CHECK: scf.yield %{{.*}} : f16
// CHECK: memref.store %[[V]], %[[WG:.*]][
// CHECK-NOT: nvgpu
// CHECK: %[[R:.*]] = llvm.call @dbgrtHostShuffle(
// CHECK: %[[COL:.*]] = llvm.call @dbgrtHostShuffle(
// CHECK: %[[E0:.*]] = memref.load %[[WG]][
// CHECK: vector.from_elements %[[E0]], %{{.*}}, %{{.*}}, %{{.*}} : vector<2x2xf16>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @ldmatrix(%g: memref<16x16xf16>, %n: index, %out: memref<2x2xf16>) workgroup(%s: memref<16x16xf16, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %row = gpu.thread_id x
      %t = nvgpu.device_async_copy %g[%row, %c0], %s[%row, %c0], 8, %n : memref<16x16xf16> to memref<16x16xf16, #gpu.address_space<workgroup>>
      %group = nvgpu.device_async_create_group %t
      nvgpu.device_async_wait %group
      %m = nvgpu.ldmatrix %s[%row, %c0] {numTiles = 2 : i32, transpose = false} : memref<16x16xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
      vector.transfer_write %m, %out[%c0, %c0] : vector<2x2xf16>, memref<2x2xf16>
      gpu.return
    }
  }
}
