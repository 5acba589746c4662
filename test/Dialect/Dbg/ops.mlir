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
  // CHECK: dbg.dispatch @s0
  dbg.dispatch @s0
  return
}

// -----

// An async dispatch site.
// CHECK: dbg.site @a dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1" operands "0:w:f32:1:0" async{{$}}
dbg.site @a dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1" operands "0:w:f32:1:0" async

// -----

// Every site kind, and sites without a dispatch ordinal.
// CHECK: dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i} not in [0, {size:i})" {warn}
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i} not in [0, {size:i})" {warn}
// CHECK: dbg.site @n nonfinite kernel "k::f" op "arith.mulf" at "a.mlir:2:1" what "produced by arith.mulf" detail "result {value:f32}"
dbg.site @n nonfinite kernel "k::f" op "arith.mulf" at "a.mlir:2:1" what "produced by arith.mulf" detail "result {value:f32}"
// CHECK: dbg.site @d dump kernel "k::f" op "gpu.launch_func" at "a.mlir:3:1"
dbg.site @d dump kernel "k::f" op "gpu.launch_func" at "a.mlir:3:1"
// CHECK: dbg.site @br break kernel "k::f" op "gpu.launch_func" at "a.mlir:4:1"
dbg.site @br break kernel "k::f" op "gpu.launch_func" at "a.mlir:4:1"
// CHECK: dbg.site @g guard kernel "k::f" op "func.func" at "a.mlir:5:1" what "bad input" detail "argument {arg:i}"
dbg.site @g guard kernel "k::f" op "func.func" at "a.mlir:5:1" what "bad input" detail "argument {arg:i}"

// -----

// Launch sizes may be i32 or i64 as well as index (gpu.launch_func allows it).
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
// CHECK-LABEL: func.func @i32_sizes
func.func @i32_sizes(%n: i32) {
  // CHECK: dbg.dispatch @s
  dbg.dispatch @s
  return
}

// -----

// CHECK: module attributes {dbg.default_options = "trace,device-sync-mode"}
module attributes {dbg.default_options = "trace,device-sync-mode"} {
}

// -----

// Device-side checks: a condition with payload, a finite check of a scalar
// (with its operands) and of a vector, and an unconditional report.
dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1" what "out-of-bounds load" detail "index {index:i} not in [0, {size:i}) on dim {dim:i}"
dbg.site @n nonfinite kernel "k::f" op "math.sqrt" at "a.mlir:2:1" what "produced by math.sqrt" detail "result {value:f32} from operands {operand0:f32}"
dbg.site @v nonfinite kernel "k::f" op "vector.store" at "a.mlir:3:1" what "stored by vector.store" detail "lane {lane:i} stored: {value:f32}"
// CHECK-LABEL: func.func @checks
// CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index, %[[X:.*]]: f32, %[[V:.*]]: vector<4xf32>)
func.func @checks(%i: index, %n: index, %x: f32, %v: vector<4xf32>) {
  %ok = arith.cmpi ult, %i, %n : index
  %c0 = arith.constant 0 : index
  // CHECK: dbg.check %{{.*}}, @b(%[[I]], %[[N]], %{{.*}} : index, index, index)
  dbg.check %ok, @b(%i, %n, %c0 : index, index, index)
  %r = math.sqrt %x : f32
  // CHECK: dbg.check_finite both %[[R:.*]], @n(%[[X]] : f32) origin : f32
  dbg.check_finite both %r, @n(%x : f32) origin : f32
  // CHECK: dbg.check_finite nan %[[V]], @v : vector<4xf32>
  dbg.check_finite nan %v, @v : vector<4xf32>
  // CHECK: dbg.report @b(%[[I]], %[[N]], %{{.*}} : index, index, index)
  dbg.report @b(%i, %n, %c0 : index, index, index)
  return
}

// -----

// CHECK: dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" operands "0:r:f32:1:0,2:rw:bf16:0:6"
dbg.site @d dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" operands "0:r:f32:1:0,2:rw:bf16:0:6"
// CHECK-LABEL: func.func @descriptors
func.func @descriptors(%a: memref<4xf32>, %b: memref<bf16>) -> i32 {
  // CHECK: dbg.dispatch @d{{$}}
  dbg.dispatch @d
  // CHECK: %[[F:.*]]:4 = dbg.read_descriptor %{{.*}} : memref<4xf32>
  %f:4 = dbg.read_descriptor %a : memref<4xf32>
  // CHECK: dbg.memory_kind %[[F]]#0 : i32
  %k = dbg.memory_kind %f#0 : i32
  // CHECK: dbg.checkpoint
  dbg.checkpoint
  return %k : i32
}

// -----

// A check's cold path, marked for lower-dbg-checks to outline: the then
// region of an scf.if without else, the else region of one with.
// CHECK-LABEL: func.func @cold_path
func.func @cold_path(%c: i1, %x: f32) -> f32 {
  // CHECK: scf.if
  // CHECK-NEXT: } {dbg.cold_path}
  scf.if %c {
  } {dbg.cold_path}
  // CHECK: scf.if
  // CHECK: } else {
  // CHECK: } {dbg.cold_path}
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  } {dbg.cold_path}
  return %r : f32
}

// -----

// A dispatch site with its reference, and the op a frontend places before
// a launch.
// CHECK: dbg.site @s0 dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" operands "0:r:f32:1:0,1:w:f32:1:5" reference @wrapper takes "1,0"
dbg.site @s0 dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" operands "0:r:f32:1:0,1:w:f32:1:5" reference @wrapper takes "1,0"
func.func private @wrapper(%args: !llvm.ptr) {
  return
}
func.func private @f_reference(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32, strided<[2]>>)
func.func @main(%a: memref<4xf32>, %b: memref<4xf32, strided<[2]>>) {
  // A strided buffer: the reference takes it dense.
  // CHECK: dbg.reference @f_reference(%[[A]], %[[B]]) : memref<4xf32>, memref<4xf32, strided<[2]>>
  dbg.reference @f_reference(%a, %b) : memref<4xf32>, memref<4xf32, strided<[2]>>
  return
}

// -----

// Once host code is lowered, the reference is an llvm.func: the op still
// verifies (convert-dbg-to-llvm erases one nothing linked).
llvm.func internal @lowered_reference(%a: !llvm.ptr) {
  llvm.return
}
// CHECK-LABEL: func.func @after_lowering
func.func @after_lowering(%a: memref<4xf32>) {
  // CHECK: dbg.reference @lowered_reference
  dbg.reference @lowered_reference(%a) : memref<4xf32>
  return
}

// -----

// A kernel and its origin build (insert-nan-checks' origins).
// CHECK-LABEL: gpu.func @k
// CHECK-SAME: attributes {dbg.nan_origin = @k__nan_origin}
// CHECK-LABEL: gpu.func @k__nan_origin
// CHECK-SAME: attributes {dbg.nan_origin_of = @k}
gpu.module @kernels {
  gpu.func @k(%x: f32) kernel attributes {dbg.nan_origin = @k__nan_origin} {
    gpu.return
  }
  gpu.func @k__nan_origin(%x: f32) kernel attributes {dbg.nan_origin_of = @k} {
    gpu.return
  }
}

// -----

// A dispatch site with its kernel's text, for repros.
// CHECK: dbg.site @s0 dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" source "gpu.module @k {}" signature "m 1 f32 memref<4xf32>\0Ai 8 index\0A" build "--target=host --debug=sensible"
dbg.site @s0 dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" source "gpu.module @k {}" signature "m 1 f32 memref<4xf32>\0Ai 8 index\0A" build "--target=host --debug=sensible"

// -----

// A dispatch site with its kernel's host build, for diff.
// CHECK: dbg.site @s1 dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" source "gpu.module @k {}" signature "m 1 f32 memref<4xf32>\0A" build "--target=cuda" host @record
dbg.site @s1 dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at "m.mlir:1:1" source "gpu.module @k {}" signature "m 1 f32 memref<4xf32>\0A" build "--target=cuda" host @record
