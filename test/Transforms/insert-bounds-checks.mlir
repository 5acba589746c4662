// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=all" | FileCheck %s --check-prefix=ALL
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks | FileCheck %s --check-prefix=SAFE
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=warn" | FileCheck %s --check-prefix=WARN
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="level=none" | FileCheck %s --check-prefix=NONE
// RUN: dbg-opt %s -split-input-file -insert-bounds-checks="host-functions=1" | FileCheck %s --check-prefix=HOST

// Every index against its own dimension: a dynamic one through memref.dim,
// a static one as a constant; one unsigned compare each (a negative index
// fails it). Each access is one site; the payload is index, size, dim.
// Each access here reports alone: a barrier between two ends a group of
// accesses that report together (insert-bounds-checks-groups.mlir).
// ALL-LABEL: gpu.func @scalar
// ALL-SAME: (%[[M:.*]]: memref<?x8xf32>, %[[I:.*]]: index, %[[J:.*]]: index
// Constants are created once, at the function's entry.
// ALL-DAG: %[[C7:.*]] = arith.constant 7 : index
// ALL-DAG: %[[C1:.*]] = arith.constant 1 : index
// ALL-DAG: %[[C8:.*]] = arith.constant 8 : index
// ALL-DAG: %[[C0:.*]] = arith.constant 0 : index
// A dynamic size and its last index are made once per memref and
// dimension, where the memref is defined, for all its accesses.
// ALL: %[[DIM:.*]] = memref.dim %[[M]], %{{.*}}
// ALL-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// ALL-NEXT: %[[LAST:.*]] = arith.subi %[[DIM]], %[[ONE]] : index
// An access of two or more dimensions tests them in one compare: each
// index's term, index | (last - index), is negative when the index is out
// of bounds, and so is their or.
// ALL-NEXT: %[[ROOM0:.*]] = arith.subi %[[LAST]], %[[I]] : index
// ALL-NEXT: %[[TERM0:.*]] = arith.ori %[[I]], %[[ROOM0]] : index
// ALL-NEXT: %[[ROOM1:.*]] = arith.subi %[[C7]], %[[J]] : index
// ALL-NEXT: %[[TERM1:.*]] = arith.ori %[[J]], %[[ROOM1]] : index
// ALL-NEXT: %[[TERMS:.*]] = arith.ori %[[TERM0]], %[[TERM1]] : index
// ALL-NEXT: %[[ZEROI:.*]] = arith.constant 0 : index
// ALL-NEXT: %[[BOTH:.*]] = arith.cmpi sge, %[[TERMS]], %[[ZEROI]] : index
// The access runs only when its checks hold; a skipped load gives zero.
// The checks report on the other path, marked cold (lower-dbg-checks moves
// it out of the kernel), each dimension's compare with them: one branch per
// access, whatever its dimensions.
// ALL-NEXT: %[[A:.*]] = scf.if %[[BOTH]] -> (f32) {
// ALL-NEXT: %[[LOADED:.*]] = memref.load %[[M]][%[[I]], %[[J]]]
// ALL-NEXT: scf.yield %[[LOADED]] : f32
// ALL-NEXT: } else {
// ALL-NEXT: %[[OK0:.*]] = arith.cmpi ult, %[[I]], %[[DIM]] : index
// ALL-NEXT: %[[OK1:.*]] = arith.cmpi ult, %[[J]], %[[C8]] : index
// ALL-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// ALL-NEXT: dbg.check %[[OK0]], @[[LOAD:dbg_check[_0-9]*]](%[[I]], %[[DIM]], %[[C0]] : index, index, index)
// ALL-NEXT: dbg.check %[[OK1]], @[[LOAD]](%[[J]], %[[C8]], %[[C1]] : index, index, index)
// ALL-NEXT: scf.yield %[[ZERO]] : f32
// ALL-NEXT: } {dbg.cold_path, dbg.guard}
// The transposed store: each index against the dimension it indexes, the
// memref's size shared with the load's checks.
// ALL-NOT: memref.dim
// ALL: arith.subi %[[LAST]], %[[J]] : index
// ALL: arith.subi %[[C7]], %[[I]] : index
// ALL: scf.if
// ALL-NEXT: memref.store
// ALL-NEXT: } else {
// ALL-NEXT: arith.cmpi ult, %[[J]], %[[DIM]] : index
// ALL-NEXT: arith.cmpi ult, %[[I]], %[[C8]] : index
// ALL-NEXT: dbg.check %{{.*}}, @[[STORE:dbg_check[_0-9]*]](%[[J]]
// ALL-NEXT: dbg.check %{{.*}}, @[[STORE]](%[[I]]
// ALL-NEXT: } {dbg.cold_path, dbg.guard}
// ALL: scf.if
// ALL-NEXT: memref.atomic_rmw
// ALL: dbg.check %{{.*}}, @[[ATOMIC:dbg_check[_0-9]*]](%[[I]]
// ALL: scf.if
// ALL-NEXT: memref.generic_atomic_rmw
// ALL: dbg.check %{{.*}}, @[[GENERIC:dbg_check[_0-9]*]](%[[I]]
// ALL: dbg.site @[[LOAD]] bounds kernel "kernels::scalar" op "memref.load" at "{{.*}}insert-bounds-checks.mlir:{{[0-9]+}}:{{[0-9]+}}" what "out-of-bounds load" detail "index {index:i} not in [0, {size:i}) on dim {dim:i}"
// ALL: dbg.site @[[STORE]] bounds {{.*}} op "memref.store" {{.*}} what "out-of-bounds store"
// ALL: dbg.site @[[ATOMIC]] bounds {{.*}} op "memref.atomic_rmw" {{.*}} what "out-of-bounds atomic update"
// ALL: dbg.site @[[GENERIC]] bounds {{.*}} op "memref.generic_atomic_rmw"
// NONE-LABEL: gpu.func @scalar
// NONE-NOT: dbg.
gpu.module @kernels {
  gpu.func @scalar(%m: memref<?x8xf32>, %i: index, %j: index, %x: f32) kernel {
    %a = memref.load %m[%i, %j] : memref<?x8xf32>
    gpu.barrier
    memref.store %a, %m[%j, %i] : memref<?x8xf32>
    gpu.barrier
    %r = memref.atomic_rmw addf %x, %m[%i, %j] : (f32, memref<?x8xf32>) -> f32
    gpu.barrier
    %g = memref.generic_atomic_rmw %m[%i, %j] : memref<?x8xf32> {
    ^bb0(%old: f32):
      memref.atomic_yield %old : f32
    }
    gpu.return
  }
}

// -----

// Vector accesses cover `lanes` elements of the last dimension: index + 4
// <= 16, one unsigned compare against the constant 12. A masked access
// checks only the lanes its mask enables; a transfer checks the dimensions
// marked in_bounds (the others are masked by the transfer itself).
// ALL-LABEL: gpu.func @vectors
// ALL-SAME: (%[[V:.*]]: memref<16xf32>, %[[I:.*]]: index, %{{.*}}: index, %[[MASK:.*]]: vector<4xi1>)
// ALL-DAG: %[[C12:.*]] = arith.constant 12 : index
// ALL-DAG: %[[C4:.*]] = arith.constant 4 : index
// One dimension: its compare guards the access.
// ALL: %[[OK:.*]] = arith.cmpi ule, %[[I]], %[[C12]] : index
// ALL-NEXT: scf.if %[[OK]]
// ALL-NEXT: vector.load
// The range's end, a payload value only, is computed on the cold path, and
// the compare again (no i1 crosses into it).
// ALL: } else {
// ALL-NEXT: %[[END:.*]] = arith.addi %[[I]], %[[C4]] : index
// ALL: %[[OKCOLD:.*]] = arith.cmpi ule, %[[I]], %[[C12]] : index
// ALL-NEXT: dbg.check %[[OKCOLD]], @[[VLOAD:dbg_check[_0-9]*]](%[[I]], %[[END]], %{{.*}}, %{{.*}} : index, index, index, index)
// ALL: scf.if
// ALL-NEXT: vector.store
// ALL: dbg.check %{{.*}}, @{{.*}} : index, index, index, index)
// ALL: %[[STEP:.*]] = vector.step : vector<4xindex>
// ALL: %[[LANES:.*]] = arith.addi %{{.*}}, %[[STEP]] : vector<4xindex>
// ALL: %[[IN:.*]] = arith.cmpi ult, %[[LANES]], %{{.*}} : vector<4xindex>
// ALL: %[[OFF:.*]] = arith.xori %[[MASK]], %{{.*}} : vector<4xi1>
// ALL: %[[LANEOK:.*]] = arith.ori %[[IN]], %[[OFF]] : vector<4xi1>
// ALL: %[[ALLOK:.*]] = vector.reduction <and>, %[[LANEOK]] : vector<4xi1> into i1
// ALL: scf.if %[[ALLOK]]
// ALL-NEXT: vector.maskedload
// ALL: vector.reduction <and>
// ALL-NEXT: dbg.check %{{.*}}, @[[MASKED:dbg_check[_0-9]*]](
// ALL: scf.if
// ALL-NEXT: vector.transfer_read {{.*}} {in_bounds = [true]}
// ALL: dbg.check %{{.*}}, @[[TRANSFER:dbg_check[_0-9]*]](
// ALL: } {dbg.cold_path, dbg.guard}
// ALL-NOT: dbg.check
// ALL: vector.transfer_read
// ALL: vector.reduction <and>
// ALL: scf.if
// ALL-NEXT: vector.maskedstore
// ALL: dbg.check %{{.*}}, @[[MSTORE:dbg_check[_0-9]*]](
// ALL: scf.if
// ALL-NEXT: vector.transfer_write
// ALL: dbg.check %{{.*}}, @[[TWRITE:dbg_check[_0-9]*]](
// ALL: dbg.site @[[VLOAD]] bounds {{.*}} op "vector.load" {{.*}} detail "elements [{first:i}, {end:i}) not in [0, {size:i}) on dim {dim:i}"
// ALL: dbg.site @[[MASKED]] bounds {{.*}} op "vector.maskedload" {{.*}} detail "an enabled lane from index {index:i} not in [0, {size:i}) on dim {dim:i}"
// ALL: dbg.site @[[TRANSFER]] bounds {{.*}} op "vector.transfer_read"
// ALL: dbg.site @[[MSTORE]] bounds {{.*}} op "vector.maskedstore" {{.*}} what "out-of-bounds masked store"
// ALL: dbg.site @[[TWRITE]] bounds {{.*}} op "vector.transfer_write" {{.*}} what "out-of-bounds transfer_write"
gpu.module @kernels {
  gpu.func @vectors(%v: memref<16xf32>, %i: index, %j: index, %mask: vector<4xi1>) kernel {
    %vl = vector.load %v[%i] : memref<16xf32>, vector<4xf32>
    vector.store %vl, %v[%j] : memref<16xf32>, vector<4xf32>
    %pass = arith.constant dense<0.0> : vector<4xf32>
    %ml = vector.maskedload %v[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %pad = arith.constant 0.0 : f32
    %t = vector.transfer_read %v[%i], %pad {in_bounds = [true]} : memref<16xf32>, vector<4xf32>
    %u = vector.transfer_read %v[%j], %pad : memref<16xf32>, vector<4xf32>
    vector.maskedstore %v[%j], %mask, %ml : memref<16xf32>, vector<4xi1>, vector<4xf32>
    vector.transfer_write %t, %v[%j] {in_bounds = [true]} : vector<4xf32>, memref<16xf32>
    gpu.return
  }
}

// -----

// A view is checked against its own shape: the 4x4 subview, not the 8x8
// buffer it lives in.
// ALL-LABEL: gpu.func @views
// ALL-DAG: %[[C4:.*]] = arith.constant 4 : index
// ALL-DAG: %[[C2:.*]] = arith.constant 2 : index
// ALL: %[[SUB:.*]] = memref.subview
// The two loads report together (insert-bounds-checks-groups.mlir).
// ALL: arith.cmpi ult, %{{.*}}, %[[C4]] : index
// ALL: arith.cmpi ult, %{{.*}}, %[[C4]] : index
// ALL: arith.cmpi ult, %{{.*}}, %[[C2]] : index
// ALL: memref.load %[[SUB]]
// ALL: %[[EXP:.*]] = memref.expand_shape
// ALL: memref.load %[[EXP]]
gpu.module @kernels {
  gpu.func @views(%m: memref<8x8xf32>, %i: index, %j: index) kernel {
    %sub = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
    %s = memref.load %sub[%i, %j] : memref<4x4xf32, strided<[8, 1], offset: 18>>
    %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32>
    %x = memref.load %e[%i, %j, %i] : memref<2x4x8xf32>
    gpu.return
  }
}

// -----

// safe: what the integer range analysis proves in range is not checked: a
// thread id under known_block_size, a constant, a loop's induction
// variable. tid + 1 may reach 128 and is checked. A check whose operands do
// not change in a loop that runs is hoisted before it; in a loop that may
// not run, it stays.
// SAFE-LABEL: gpu.func @safe
// SAFE-SAME: (%[[BUF:.*]]: memref<128xf32>, %[[V:.*]]: memref<16xf32>, %[[N:.*]]: index
// SAFE: %[[TID:.*]] = gpu.thread_id x
// SAFE-NEXT: memref.store %{{.*}}, %[[BUF]][%[[TID]]]
// SAFE: %[[NEXT:.*]] = arith.addi %[[TID]]
// SAFE: %[[OK:.*]] = arith.cmpi ult, %[[NEXT]], %{{.*}} : index
// SAFE-NEXT: scf.if %[[OK]] {
// SAFE-NEXT: memref.store %{{.*}}, %[[BUF]][%[[NEXT]]]
// SAFE-NEXT: } else {
// SAFE-NEXT: %[[OKCOLD:.*]] = arith.cmpi ult, %[[NEXT]], %{{.*}} : index
// SAFE-NEXT: dbg.check %[[OKCOLD]]
// SAFE-NEXT: } {dbg.cold_path, dbg.guard}
// SAFE-NEXT: %[[C3:.*]] = arith.constant 3 : index
// SAFE-NEXT: memref.store %{{.*}}, %[[V]][%[[C3]]]
// SAFE: %[[HOISTED:.*]] = arith.cmpi ult, %[[N]], %{{.*}} : index
// SAFE-NEXT: dbg.check %[[HOISTED]]
// SAFE-NEXT: scf.for %[[K:.*]] =
// SAFE-NEXT: memref.load %[[V]][%[[K]]]
// SAFE-NEXT: scf.if %[[HOISTED]] -> (f32) {
// SAFE-NEXT: memref.load %[[V]][%[[N]]]
// SAFE: memref.store %{{.*}}, %[[BUF]][%[[K]]]
// SAFE-NEXT: }
// SAFE-NEXT: scf.for
// SAFE: scf.if
// SAFE-NEXT: memref.load %[[V]][%[[N]]]
// SAFE: dbg.check
// ALL-LABEL: gpu.func @safe
// ALL-COUNT-7: dbg.check
// ALL-NOT: dbg.check
gpu.module @kernels {
  gpu.func @safe(%buf: memref<128xf32>, %v: memref<16xf32>, %n: index, %x: f32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tid = gpu.thread_id x
    memref.store %x, %buf[%tid] : memref<128xf32>
    %c1 = arith.constant 1 : index
    %next = arith.addi %tid, %c1 : index
    memref.store %x, %buf[%next] : memref<128xf32>
    %c3 = arith.constant 3 : index
    memref.store %x, %v[%c3] : memref<16xf32>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    scf.for %k = %c0 to %c16 step %c1 {
      %a = memref.load %v[%k] : memref<16xf32>
      %b = memref.load %v[%n] : memref<16xf32>
      memref.store %a, %buf[%k] : memref<128xf32>
    }
    scf.for %k = %c0 to %c0 step %c1 {
      %b = memref.load %v[%n] : memref<16xf32>
    }
    gpu.return
  }
}

// -----

// warn: the checks of safe, at sites whose failures are warnings.
// ALL-LABEL: gpu.func @warn
// WARN-LABEL: gpu.func @warn
// WARN: dbg.check
// WARN: dbg.site @{{.*}} bounds {{.*}} what "out-of-bounds load" {{.*}} {warn}
// SAFE-LABEL: gpu.func @warn
// SAFE: dbg.site
// SAFE-NOT: {warn}
gpu.module @kernels {
  gpu.func @warn(%v: memref<16xf32>, %i: index) kernel {
    %a = memref.load %v[%i] : memref<16xf32>
    gpu.return
  }
}

// -----

// Host functions are checked only with host-functions; the matrix ops of
// the GPU dialect and nvgpu's ldmatrix and async copies are checked at
// their starting indices (and the async copy's elements).
// HOST-LABEL: func.func @host
// HOST: scf.if
// HOST-NEXT: memref.load
// HOST: dbg.check
// HOST: } {dbg.cold_path}
// SAFE-LABEL: func.func @host
// SAFE-NOT: dbg.check
// SAFE: gpu.func @mma
// The three guarded accesses report together, before them.
// SAFE: scf.if
// SAFE-COUNT-6: dbg.check
// SAFE-NEXT: } {dbg.cold_path}
// SAFE: gpu.subgroup_mma_load_matrix
// SAFE: gpu.subgroup_mma_store_matrix
// SAFE: nvgpu.ldmatrix
// SAFE-NOT: scf.if
// An async copy (its token has no neutral value) is not guarded: its checks
// stay before it.
// SAFE: dbg.check %{{.*}}, @{{.*}} : index, index, index, index)
// SAFE: nvgpu.device_async_copy
func.func @host(%v: memref<16xf32>, %i: index) -> f32 {
  %a = memref.load %v[%i] : memref<16xf32>
  return %a : f32
}
gpu.module @kernels {
  gpu.func @mma(%a: memref<32x32xf16>, %s: memref<32x32xf16, 3>, %i: index) kernel {
    %m = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %m, %a[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16>
    %l = nvgpu.ldmatrix %s[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<4x2xf16>
    %t = nvgpu.device_async_copy %a[%i, %i], %s[%i, %i], 8 : memref<32x32xf16> to memref<32x32xf16, 3>
    gpu.return
  }
}

// -----

// The two memrefs of an async copy get a site each, which names the one it
// checks.
// SAFE-LABEL: gpu.func @async_copy
// SAFE-SAME: (%[[DST:.*]]: memref<16x16xf16, 3>, %[[SRC:.*]]: memref<16x16xf16>, %[[I:.*]]: index, %[[J:.*]]: index)
// SAFE: dbg.check %{{.*}}, @[[DSTSITE:.*]](%[[I]],
// SAFE: dbg.check %{{.*}}, @[[SRCSITE:.*]](%[[J]],
// SAFE: nvgpu.device_async_copy %[[SRC]][%[[J]], %{{.*}}], %[[DST]][%[[I]], %{{.*}}]
// SAFE-DAG: dbg.site @[[DSTSITE]] bounds {{.*}} what "out-of-bounds async copy destination"
// SAFE-DAG: dbg.site @[[SRCSITE]] bounds {{.*}} what "out-of-bounds async copy source"
gpu.module @kernels {
  gpu.func @async_copy(%dst: memref<16x16xf16, 3>, %src: memref<16x16xf16>, %i: index, %j: index) kernel {
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %src[%j, %c0], %dst[%i, %c0], 8 : memref<16x16xf16> to memref<16x16xf16, 3>
    gpu.return
  }
}

// -----

// An access through a memref.reinterpret_cast view is also checked against
// the memref the cast views (a view of 20 elements of a 10-element memref
// passes its own shape's check at index 10): the element, counted from the
// shared base pointer, must lie in the source's span. Through a subview
// too; the check guards the access. A cast from a 0-d memref (a base buffer
// from extract_strided_metadata) or a 0-element one (dynamic shared memory)
// gets no such check.
// ALL-LABEL: gpu.func @reinterpret
// ALL-SAME: (%[[SRC:.*]]: memref<10xf32>, %[[I:.*]]: index, %[[X:.*]]: f32, %[[BASE:.*]]: memref<f32>, %[[SHARED:.*]]: memref<0xf32, 3>)
// ALL: %[[VIEW:.*]] = memref.reinterpret_cast %[[SRC]]
// ALL: %[[SUB:.*]] = memref.subview %[[VIEW]]
// ALL: %{{.*}}, %[[OFF:.*]], %{{.*}}, %[[STRIDES:.*]] = memref.extract_strided_metadata %[[SUB]]
// ALL: %[[SCALED:.*]] = arith.muli %[[I]], %[[STRIDES]]
// ALL: %[[FIRST:.*]] = arith.addi %[[OFF]], %[[SCALED]]
// ALL: memref.extract_strided_metadata %[[SRC]]
// ALL: %[[SPAN:.*]] = arith.select
// ALL: %[[ELEMENT:.*]] = arith.subi %[[FIRST]], %{{.*}}
// ALL: %[[OK:.*]] = arith.andi
// ALL: %[[OUT:.*]] = arith.select %{{.*}}, %{{.*}}, %[[ELEMENT]]
// ALL: dbg.check %[[OK]], @[[VIEWSITE:dbg_check[_0-9]*]](%[[OUT]], %[[SPAN]] : index, index)
// ALL: %[[BOTH:.*]] = arith.andi %{{.*}}, %[[OK]]
// ALL: scf.if %[[BOTH]] {
// ALL-NEXT: memref.store %[[X]], %[[SUB]][%[[I]]]
// ALL-NEXT: } else {
// ALL-NEXT: arith.cmpi
// ALL-NEXT: dbg.check %{{.*}}, @[[OWN:dbg_check[_0-9]*]](
// ALL: memref.reinterpret_cast %[[BASE]]
// ALL-NOT: memref.extract_strided_metadata %[[BASE]]
// ALL: memref.reinterpret_cast %[[SHARED]]
// ALL-NOT: memref.extract_strided_metadata %[[SHARED]]
// ALL: gpu.return
// ALL: dbg.site @[[VIEWSITE]] bounds kernel "kernels::reinterpret" op "memref.store" {{.*}} what "out-of-bounds store" detail "element {element:i} not in [0, {size:i}) of the memref that memref.reinterpret_cast at {{.*}}insert-bounds-checks.mlir:{{[0-9]+}}:{{[0-9]+}} views"
gpu.module @kernels {
  gpu.func @reinterpret(%src: memref<10xf32>, %i: index, %x: f32, %base: memref<f32>, %shared: memref<0xf32, 3>) kernel {
    %view = memref.reinterpret_cast %src to offset: [0], sizes: [20], strides: [1] : memref<10xf32> to memref<20xf32>
    %sub = memref.subview %view[2] [16] [1] : memref<20xf32> to memref<16xf32, strided<[1], offset: 2>>
    memref.store %x, %sub[%i] : memref<16xf32, strided<[1], offset: 2>>
    %whole = memref.reinterpret_cast %base to offset: [0], sizes: [20], strides: [1] : memref<f32> to memref<20xf32>
    memref.store %x, %whole[%i] : memref<20xf32>
    %tile = memref.reinterpret_cast %shared to offset: [0], sizes: [16], strides: [1] : memref<0xf32, 3> to memref<16xf32, 3>
    memref.store %x, %tile[%i] : memref<16xf32, 3>
    gpu.return
  }
}
