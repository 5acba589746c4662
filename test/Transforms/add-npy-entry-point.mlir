// RUN: dbg-opt %s -split-input-file -add-npy-entry-point -verify-diagnostics | FileCheck %s

// main(argc, argv) takes the arguments, reads each input into host memory
// through its descriptor, copies it to the device, calls the function,
// copies each result back and writes it; any failure returns its status.
// CHECK-DAG: llvm.mlir.global private constant @__npy_dtype_f32("f32\00")
// CHECK-DAG: llvm.mlir.global private constant @__npy_dtype_i64("i64\00")
// CHECK-DAG: llvm.func @dbgrtEntryArgs(i32, !llvm.ptr, i32, i32) -> i32
// CHECK-DAG: llvm.func @dbgrtEntryInput(i32, i64, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG: llvm.func @dbgrtEntryOutput(i32, i64, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG: llvm.func @dbgrtEntryRepeat() -> i64
// CHECK-DAG: llvm.func @dbgrtEntryTimer(i32, !llvm.ptr)
// CHECK-DAG: llvm.mlir.global private constant @__npy_function_forward("forward\00")
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[ARGC:.*]]: i32, %[[ARGV:.*]]: !llvm.ptr) -> i32
// CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[ARGS:.*]] = llvm.call @dbgrtEntryArgs(%[[ARGC]], %[[ARGV]], %[[TWO]], %[[ONE]])
// CHECK: %[[BAD:.*]] = arith.cmpi ne, %[[ARGS]]
// CHECK: cf.cond_br %[[BAD]], ^[[EXIT:.*]](%[[ARGS]] : i32), ^[[NEXT:.*]]
// CHECK: ^[[NEXT]]:
// CHECK: %[[HOST:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK: %[[CAST:.*]] = memref.cast %[[HOST]] : memref<2x3xf32> to memref<*xf32>
// CHECK: %[[UNRANKED:.*]] = builtin.unrealized_conversion_cast %[[CAST]] : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[DESC:.*]] = llvm.extractvalue %[[UNRANKED]][1]
// CHECK: %[[F32:.*]] = llvm.mlir.addressof @__npy_dtype_f32
// CHECK: llvm.call @dbgrtEntryInput(%{{.*}}, %{{.*}}, %[[DESC]], %[[F32]])
// CHECK: %[[DEV:.*]] = gpu.alloc () : memref<2x3xf32>
// CHECK: gpu.memcpy %[[DEV]], %[[HOST]]
// CHECK: memref.dealloc %[[HOST]]
// CHECK: llvm.call @dbgrtEntryInput
// --repeat=N: with N > 1 one untimed warm-up run, then N - 1 timed runs
// whose results are freed, then the last.
// CHECK: %[[NAME:.*]] = llvm.mlir.addressof @__npy_function_forward
// CHECK: %[[RUNS:.*]] = llvm.call @dbgrtEntryRepeat() : () -> i64
// CHECK: %[[UPPER:.*]] = arith.index_cast %[[RUNS]] : i64 to index
// CHECK: %[[LESS:.*]] = arith.subi %[[UPPER]], %[[ONE:.*]] : index
// CHECK: %[[WARM:.*]] = arith.minsi %[[LESS]], %[[ONE]] : index
// CHECK: scf.for %{{.*}} = %[[ZERO:.*]] to %[[WARM]] step %[[ONE]]
// CHECK-NEXT: %[[WARMUP:.*]] = func.call @forward(%[[DEV]], %{{.*}})
// CHECK: gpu.dealloc %[[WARMUP]]
// CHECK: llvm.call @dbgrtEntryTimer(%{{.*}}, %[[NAME]])
// CHECK: scf.for %{{.*}} = %[[ONE]] to %[[UPPER]] step %[[ONE]]
// CHECK-NEXT: %[[EARLIER:.*]] = func.call @forward(%[[DEV]], %{{.*}})
// A result is freed once, and not when it is an input (or an earlier
// result) returned as it is.
// CHECK: %[[INPTR:.*]] = memref.extract_aligned_pointer_as_index %[[DEV]]
// CHECK: %[[OUTPTR:.*]] = memref.extract_aligned_pointer_as_index %[[EARLIER]]
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[OUTPTR]], %[[INPTR]] : index
// CHECK: scf.if
// CHECK-NEXT: gpu.dealloc %[[EARLIER]]
// CHECK: %[[RESULT:.*]] = call @forward(%[[DEV]], %{{.*}}) : (memref<2x3xf32>, memref<4xi64>) -> memref<2x3xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK: gpu.memcpy %[[OUT]], %[[RESULT]]
// CHECK: llvm.call @dbgrtEntryTimer(%{{.*}}, %[[NAME]])
// CHECK: llvm.call @dbgrtEntryOutput
// CHECK: scf.if
// CHECK-NEXT: gpu.dealloc %[[RESULT]]
// CHECK: gpu.dealloc %[[DEV]]
// CHECK: ^[[EXIT]](%[[STATUS:.*]]: i32):
// CHECK-NEXT: return %[[STATUS]] : i32
func.func @forward(%x: memref<2x3xf32>, %y: memref<4xi64>) -> memref<2x3xf32> {
  %r = gpu.alloc () : memref<2x3xf32>
  gpu.memcpy %r, %x : memref<2x3xf32>, memref<2x3xf32>
  return %r : memref<2x3xf32>
}

// -----

// A parameter (externalize-parameters) is read by name from --parameters'
// file, once, before the runs; the program's inputs are the other
// arguments, counted apart.
// CHECK-DAG: llvm.mlir.global private constant @__npy_parameter_file_forward("w.safetensors\00")
// CHECK-DAG: llvm.mlir.global private constant @__npy_parameter_blob_w("blob_w\00")
// CHECK-DAG: llvm.func @dbgrtEntryParameters(i32, !llvm.ptr)
// CHECK-DAG: llvm.func @dbgrtEntryParameter(!llvm.ptr, i64, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-LABEL: func.func @main
// CHECK: %[[NP:.*]] = arith.constant 1 : i32
// CHECK: %[[FILE:.*]] = llvm.mlir.addressof @__npy_parameter_file_forward
// CHECK: llvm.call @dbgrtEntryParameters(%[[NP]], %[[FILE]])
// CHECK: %[[NI:.*]] = arith.constant 1 : i32
// CHECK: llvm.call @dbgrtEntryArgs(%{{.*}}, %{{.*}}, %[[NI]], %{{.*}})
// CHECK: llvm.call @dbgrtEntryInput(
// CHECK: %[[XDEV:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: %[[NAME:.*]] = llvm.mlir.addressof @__npy_parameter_blob_w
// CHECK: llvm.call @dbgrtEntryParameter(%[[NAME]],
// CHECK: %[[WDEV:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: llvm.call @dbgrtEntryRepeat
// CHECK: call @forward(%[[XDEV]], %[[WDEV]])
// CHECK: gpu.dealloc %[[WDEV]]
func.func @forward(%x: memref<4xf32>, %w: memref<4xf32> {dbg.parameter = "blob_w"}) -> memref<4xf32> attributes {dbg.parameter_file = "w.safetensors"} {
  %r = gpu.alloc () : memref<4xf32>
  gpu.memcpy %r, %x : memref<4xf32>, memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// expected-error @below {{add-npy-entry-point: no function @forward to run (pass entry=NAME)}}
module {
  func.func @other() {
    return
  }
}

// -----

// expected-error @below {{cannot run @forward on .npy files: argument 0 is 'memref<?xf32>', not a statically shaped memref with the identity layout}}
func.func @forward(%x: memref<?xf32>) {
  return
}

// -----

// expected-error @below {{cannot run @forward on .npy files: result 0 is 'f32', not a statically shaped memref with the identity layout}}
func.func @forward(%x: memref<4xf32>) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}

// -----

func.func @forward(%x: memref<4xf32>) {
  return
}
// expected-error @below {{add-npy-entry-point: the module has a 'main' already}}
func.func @main() {
  return
}
