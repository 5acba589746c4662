// RUN: dbg-opt %s -split-input-file | FileCheck %s
// Round trip: printing and parsing again gives the same IR.
// RUN: dbg-opt %s -split-input-file | dbg-opt -split-input-file | FileCheck %s

// CHECK: dbg.site @s0 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 3 at "model.mlir:42:5"
dbg.site @s0 dispatch kernel "kernels::scale" op "gpu.launch_func" in "main" : 3 at "model.mlir:42:5"

// CHECK-LABEL: func.func @markers
// CHECK-SAME: (%[[GX:.*]]: index, %[[BX:.*]]: index)
func.func @markers(%gx: index, %bx: index) {
  %c1 = arith.constant 1 : index
  // CHECK: %[[C1:.*]] = arith.constant 1 : index
  // CHECK: dbg.dispatch_begin @s0
  dbg.dispatch_begin @s0
  // CHECK-NEXT: dbg.dispatch_end @s0
  dbg.dispatch_end @s0
  return
}

// -----

// Every site kind, and sites without a dispatch ordinal.
// CHECK: dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1"
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1"
// CHECK: dbg.site @n nonfinite kernel "k::f" op "arith.mulf" at "a.mlir:2:1"
dbg.site @n nonfinite kernel "k::f" op "arith.mulf" at "a.mlir:2:1"
// CHECK: dbg.site @d dump kernel "k::f" op "gpu.launch_func" at "a.mlir:3:1"
dbg.site @d dump kernel "k::f" op "gpu.launch_func" at "a.mlir:3:1"
// CHECK: dbg.site @br break kernel "k::f" op "gpu.launch_func" at "a.mlir:4:1"
dbg.site @br break kernel "k::f" op "gpu.launch_func" at "a.mlir:4:1"
// CHECK: dbg.site @g guard kernel "k::f" op "func.func" at "a.mlir:5:1"
dbg.site @g guard kernel "k::f" op "func.func" at "a.mlir:5:1"

// -----

// Launch sizes may be i32 or i64 as well as index (gpu.launch_func allows it).
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
// CHECK-LABEL: func.func @i32_sizes
func.func @i32_sizes(%n: i32) {
  // CHECK: dbg.dispatch_begin @s
  dbg.dispatch_begin @s
  dbg.dispatch_end @s
  return
}

// -----

// CHECK: module attributes {dbg.default_options = "trace,device-sync-mode"}
module attributes {dbg.default_options = "trace,device-sync-mode"} {
}
