// RUN: dbg-opt %s -split-input-file -insert-nan-checks="max-branch-stores=0" | FileCheck %s
// RUN: dbg-opt %s -split-input-file -insert-nan-checks | FileCheck %s --check-prefix=ALONE
// RUN: dbg-opt %s -split-input-file -insert-nan-checks="max-branch-stores=3" | FileCheck %s --check-prefix=ALONE

// In a function with more checked stores than max-branch-stores, the checks
// of consecutive stores of a block share one test and one cold path, before
// the last store. The test adds each f32 value into one sum as it comes: a
// value checked for NaN and Inf (the quotient) times 0 (0 or NaN), one
// checked for NaN only (the argument, the masked vector's lanes) as it is;
// the sum is a NaN when one of them is not finite. The cold path runs the
// three checks in program order, each testing its value again.
// CHECK-LABEL: gpu.func @group
// CHECK-SAME: (%[[M:.*]]: memref<8xf32>, %[[X:.*]]: f32, %[[V:.*]]: vector<4xf32>, %[[MASK:.*]]: vector<4xi1>, %[[I:.*]]: index)
// CHECK: %[[Q:.*]] = arith.divf %[[X]]
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[QZ:.*]] = arith.mulf %[[Q]], %[[ZERO]] fastmath<contract> : f32
// CHECK-NEXT: memref.store %[[Q]], %[[M]][%[[I]]]
// CHECK-NEXT: %[[SUM1:.*]] = arith.addf %[[QZ]], %[[X]] fastmath<contract> : f32
// CHECK-NEXT: memref.store %[[X]], %[[M]][%[[I]]]
// CHECK: %[[ENABLED:.*]] = arith.select %[[MASK]], %[[V]], %{{.*}} : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %[[LANES:.*]] = vector.reduction <add>, %[[ENABLED]] : vector<4xf32> into f32
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[SUM1]], %[[LANES]] fastmath<contract> : f32
// CHECK-NEXT: %[[ANY:.*]] = arith.cmpf uno, %[[SUM]], %[[SUM]] : f32
// CHECK-NEXT: scf.if %[[ANY]] {
// CHECK: %[[REPORTED:.*]] = arith.select %{{.*}}, %{{.*}}, %[[Q]] : f32
// CHECK-NEXT: dbg.check_finite both %[[REPORTED]], @[[S0:dbg_check[_0-9]*]] : f32
// CHECK-NEXT: dbg.check_finite nan %[[X]], @[[S1:dbg_check[_0-9]*]] : f32
// CHECK-NEXT: dbg.check_finite nan %[[ENABLED]], @[[S2:dbg_check[_0-9]*]] : vector<4xf32>
// CHECK-NEXT: } {dbg.cold_path}
// CHECK-NEXT: vector.maskedstore
// CHECK-NEXT: gpu.return
// CHECK-DAG: dbg.site @[[S0]] nonfinite kernel "kernels::group" op "memref.store" at "{{.*}}insert-nan-checks-groups.mlir:[[# @LINE + 18]]:5"
// CHECK-DAG: dbg.site @[[S1]] nonfinite kernel "kernels::group" op "memref.store" at "{{.*}}insert-nan-checks-groups.mlir:[[# @LINE + 18]]:5"
// CHECK-DAG: dbg.site @[[S2]] nonfinite kernel "kernels::group" op "vector.maskedstore" at "{{.*}}insert-nan-checks-groups.mlir:[[# @LINE + 18]]:5"
// With no more checked stores than max-branch-stores (256 by default),
// each store's check goes before it.
// ALONE-LABEL: gpu.func @group
// ALONE: scf.if
// ALONE-COUNT-1: dbg.check_finite both
// ALONE-NEXT: } {dbg.cold_path}
// ALONE-NEXT: memref.store
// ALONE-NEXT: dbg.check_finite nan
// ALONE-NEXT: memref.store
// ALONE: dbg.check_finite nan
// ALONE-NEXT: vector.maskedstore
gpu.module @kernels {
  gpu.func @group(%m: memref<8xf32>, %x: f32, %v: vector<4xf32>, %mask: vector<4xi1>, %i: index) kernel {
    %a = memref.load %m[%i] : memref<8xf32>
    %q = arith.divf %x, %a : f32
    memref.store %q, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    vector.maskedstore %m[%i], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
    gpu.return
  }
}

// -----

// A group ends at a barrier, a print, and an op with code of its own, and
// holds the stores of one block: every store here is checked alone, in line.
// CHECK-LABEL: gpu.func @apart
// CHECK-SAME: (%[[M:.*]]: memref<8xf32>, %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[I:.*]]: index, %[[C:.*]]: i1)
// CHECK-NEXT: dbg.check_finite nan %[[X]]
// CHECK-NEXT: memref.store %[[X]]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: dbg.check_finite nan %[[Y]]
// CHECK-NEXT: memref.store %[[Y]]
// CHECK-NEXT: gpu.printf
// CHECK-NEXT: dbg.check_finite nan %[[X]]
// CHECK-NEXT: memref.store %[[X]]
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: dbg.check_finite nan %[[Y]]
// CHECK-NEXT: memref.store %[[Y]]
// CHECK-NEXT: }
// CHECK-NEXT: dbg.check_finite nan %[[Y]]
// CHECK-NEXT: memref.store %[[Y]]
// CHECK-NEXT: gpu.return
gpu.module @kernels {
  gpu.func @apart(%m: memref<8xf32>, %x: f32, %y: f32, %i: index, %c: i1) kernel {
    memref.store %x, %m[%i] : memref<8xf32>
    gpu.barrier
    memref.store %y, %m[%i] : memref<8xf32>
    gpu.printf "%f\n", %y : f32
    memref.store %x, %m[%i] : memref<8xf32>
    scf.if %c {
      memref.store %y, %m[%i] : memref<8xf32>
    }
    memref.store %y, %m[%i] : memref<8xf32>
    gpu.return
  }
}

// -----

// A cold path that reads memory (the replay of a loop whose sum is stored,
// to tell whether its infinity is carried) runs before any later store: it
// ends its group. The argument's store before it joins it; the one after
// is checked alone.
// CHECK-LABEL: gpu.func @replay
// CHECK-SAME: (%[[M:.*]]: memref<8xf32>, %[[X:.*]]: f32, %[[I:.*]]: index)
// CHECK: %[[SUM:.*]] = scf.for
// CHECK: memref.store %[[X]]
// CHECK: %[[SUMZ:.*]] = arith.mulf %[[SUM]], %{{.*}} fastmath<contract> : f32
// CHECK-NEXT: %[[ACC:.*]] = arith.addf %[[X]], %[[SUMZ]] fastmath<contract> : f32
// CHECK-NEXT: %[[ANY:.*]] = arith.cmpf uno, %[[ACC]], %[[ACC]] : f32
// CHECK-NEXT: scf.if %[[ANY]] {
// CHECK-NEXT: dbg.check_finite nan %[[X]]
// CHECK: scf.for
// CHECK: memref.load
// CHECK: dbg.check_finite both
// CHECK-NEXT: } {dbg.cold_path}
// CHECK-NEXT: memref.store %[[SUM]]
// CHECK-NEXT: dbg.check_finite nan %[[X]]
// CHECK-NEXT: memref.store %[[X]]
// CHECK-NEXT: gpu.return
gpu.module @kernels {
  gpu.func @replay(%m: memref<8xf32>, %x: f32, %i: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = memref.load %m[%k] : memref<8xf32>
      %next = arith.addf %acc, %v : f32
      scf.yield %next : f32
    }
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %sum, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    gpu.return
  }
}

// -----

// A group holds at most 32 stores: 31 additions make the sum of the first
// 32, whose cold path holds their 32 checks; the 33rd is checked alone.
// CHECK-LABEL: gpu.func @thirty_three
// CHECK-SAME: (%[[M:.*]]: memref<8xf32>, %[[X:.*]]: f32, %[[I:.*]]: index)
// CHECK-NEXT: memref.store %[[X]]
// CHECK-COUNT-31: arith.addf
// CHECK-NEXT: arith.cmpf uno
// CHECK-NEXT: scf.if
// CHECK-COUNT-32: dbg.check_finite nan %[[X]]
// CHECK-NEXT: } {dbg.cold_path}
// CHECK-NEXT: memref.store %[[X]]
// CHECK-NEXT: dbg.check_finite nan %[[X]]
// CHECK-NEXT: memref.store %[[X]]
// CHECK-NEXT: gpu.return
gpu.module @kernels {
  gpu.func @thirty_three(%m: memref<8xf32>, %x: f32, %i: index) kernel {
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    gpu.return
  }
}

// -----

// A value of another type than f32 keeps its own test (converted, an f16
// would cost the host a soft-float call), or-ed with the test of the f32
// values' sum.
// CHECK-LABEL: gpu.func @mixed_types
// CHECK-SAME: (%[[M:.*]]: memref<8xf32>, %[[H:.*]]: memref<8xf16>, %[[X:.*]]: f32, %[[Y:.*]]: f16, %[[I:.*]]: index)
// CHECK-NEXT: %[[YBAD:.*]] = arith.cmpf uno, %[[Y]], %[[Y]] : f16
// CHECK-NEXT: memref.store %[[Y]], %[[H]][%[[I]]]
// CHECK-NEXT: memref.store %[[X]], %[[M]][%[[I]]]
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[X]], %[[X]] fastmath<contract> : f32
// CHECK-NEXT: %[[XBAD:.*]] = arith.cmpf uno, %[[SUM]], %[[SUM]] : f32
// CHECK-NEXT: %[[ANY:.*]] = arith.ori %[[YBAD]], %[[XBAD]] : i1
// CHECK-NEXT: scf.if %[[ANY]] {
// CHECK-NEXT: dbg.check_finite nan %[[Y]], @{{.*}} : f16
// CHECK-NEXT: dbg.check_finite nan %[[X]], @{{.*}} : f32
// CHECK-NEXT: dbg.check_finite nan %[[X]], @{{.*}} : f32
// CHECK-NEXT: } {dbg.cold_path}
// CHECK-NEXT: memref.store %[[X]], %[[M]][%[[I]]]
gpu.module @kernels {
  gpu.func @mixed_types(%m: memref<8xf32>, %h: memref<8xf16>, %x: f32, %y: f16, %i: index) kernel {
    memref.store %y, %h[%i] : memref<8xf16>
    memref.store %x, %m[%i] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    gpu.return
  }
}
