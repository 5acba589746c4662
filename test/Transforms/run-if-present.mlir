// RUN: dbg-opt %s -split-input-file -pass-pipeline='builtin.module(run-if-present{dialects=math pipeline=builtin.module(canonicalize)})' | FileCheck %s
// RUN: dbg-opt %s -split-input-file -pass-pipeline='builtin.module(run-if-present{dialects=async pipeline=builtin.module(canonicalize)})' | FileCheck %s --check-prefix=ASYNC
// RUN: dbg-opt %s -split-input-file -pass-pipeline='builtin.module(run-if-present{ops=memref.subview pipeline=builtin.module(canonicalize)})' | FileCheck %s --check-prefix=OPS
// RUN: not dbg-opt %s -pass-pipeline='builtin.module(run-if-present{dialects=math pipeline=builtin.module(no-such-pass)})' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not dbg-opt %s -pass-pipeline='builtin.module(run-if-present{pipeline=builtin.module(canonicalize)})' 2>&1 | FileCheck %s --check-prefix=EMPTY

// The pipeline (a canonicalization, which folds the constant addition) runs
// on a module with a math op, and on no other.

// CHECK-LABEL: func.func @with_math
// CHECK: %[[THREE:.*]] = arith.constant 3.0
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %[[THREE]]
// CHECK: math.sqrt %[[SUM]]
// ASYNC-LABEL: func.func @with_math
// ASYNC: arith.addf %{{.*}}, %{{.*}}
// ASYNC: arith.addf
// OPS-LABEL: func.func @with_math
// OPS: arith.addf %{{.*}}, %{{.*}}
// OPS: arith.addf
func.func @with_math(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %s = arith.addf %one, %two : f32
  %r = arith.addf %x, %s : f32
  %q = math.sqrt %r : f32
  return %q : f32
}

// -----

// CHECK-LABEL: func.func @without_math
// CHECK: %[[S:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: arith.addf %{{.*}}, %[[S]]
func.func @without_math(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %s = arith.addf %one, %two : f32
  %r = arith.addf %x, %s : f32
  return %r : f32
}

// -----

// A type of the dialect is enough: a function that only passes an async
// token on holds one (in its signature and its block argument).

// ASYNC-LABEL: func.func private @takes_token(!async.token)
// ASYNC-LABEL: func.func @passes_token
// ASYNC: %[[THREE:.*]] = arith.constant 3.0
// ASYNC: call @takes_token
func.func private @takes_token(!async.token)
func.func @passes_token(%t: !async.token) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %s = arith.addf %one, %two : f32
  call @takes_token(%t) : (!async.token) -> ()
  return %s : f32
}

// -----

// `ops` names single ops: a subview runs the pipeline, a load does not.

// OPS-LABEL: func.func @subview
// OPS: %[[THREE:.*]] = arith.constant 3.0
// OPS: memref.subview
func.func @subview(%m: memref<8xf32>) -> (f32, memref<4xf32, strided<[1]>>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %s = arith.addf %one, %two : f32
  %v = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return %s, %v : f32, memref<4xf32, strided<[1]>>
}

// -----

// OPS-LABEL: func.func @load
// OPS: arith.addf %{{.*}}, %{{.*}}
// OPS: memref.load
func.func @load(%m: memref<8xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %s = arith.addf %one, %two : f32
  %v = memref.load %m[%c0] : memref<8xf32>
  return %s, %v : f32, f32
}

// BAD: error: run-if-present: its pipeline 'builtin.module(no-such-pass)' does not parse: {{.*}}'no-such-pass' does not refer to a registered pass
// EMPTY: error: run-if-present: neither 'dialects' nor 'ops' names anything
