// RUN: dbg-opt %s -split-input-file -insert-input-guards | FileCheck %s
// Running the pass twice guards nothing twice.
// RUN: dbg-opt %s -split-input-file -insert-input-guards -insert-input-guards | FileCheck %s
// RUN: dbg-opt %s -split-input-file -insert-input-guards="device-memory=0" | FileCheck %s --check-prefix=HOST

// An entry function: each memref argument is checked on entry (not null,
// aligned, its static sizes, strides and offset), a memref handed to a
// kernel is not plain host memory, and a checkpoint stops the program on a
// failure before the first dispatch.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%x: memref<8x4xf32>) kernel { gpu.return }
  }
  // CHECK-LABEL: func.func @forward
  // CHECK-SAME: (%[[X:.*]]: memref<8x4xf32>, %[[N:.*]]: index, %[[D:.*]]: memref<?xi8>)
  func.func @forward(%x: memref<8x4xf32>, %n: index, %d: memref<?xi8>) {
    // CHECK: %[[F:.*]]:6 = dbg.read_descriptor %[[X]] : memref<8x4xf32>
    // CHECK: %[[C0:.*]] = arith.constant 0 : index
    // CHECK: %[[NN:.*]] = arith.cmpi ne, %[[F]]#0, %[[C0]] : index
    // CHECK: dbg.check %[[NN]], @[[NULL:[a-z_0-9]+]]{{$}}
    // CHECK: %[[C4:.*]] = arith.constant 4 : index
    // CHECK: %[[REM:.*]] = arith.remui %[[F]]#0, %[[C4]] : index
    // CHECK: %[[AL:.*]] = arith.cmpi eq, %[[REM]], %[[C0]] : index
    // CHECK: dbg.check %[[AL]], @[[ALIGN:[a-z_0-9]+]](%[[F]]#0, %[[C4]] : index, index)
    // CHECK: %[[E8:.*]] = arith.constant 8 : index
    // CHECK: %[[DIM0:.*]] = arith.constant 0 : index
    // CHECK: %[[S0:.*]] = arith.cmpi eq, %[[F]]#2, %[[E8]] : index
    // CHECK: dbg.check %[[S0]], @[[SHAPE:[a-z_0-9]+]](%[[DIM0]], %[[F]]#2, %[[E8]] : index, index, index)
    // CHECK: arith.cmpi eq, %[[F]]#3,
    // CHECK: dbg.check %{{.*}}, @[[SHAPE]](
    // CHECK: arith.cmpi eq, %[[F]]#4,
    // CHECK: dbg.check %{{.*}}, @[[STRIDES:[a-z_0-9]+]](
    // CHECK: arith.cmpi eq, %[[F]]#5,
    // CHECK: dbg.check %{{.*}}, @[[STRIDES]](
    // CHECK: arith.cmpi eq, %[[F]]#1,
    // CHECK: dbg.check %{{.*}}, @[[OFFSET:[a-z_0-9]+]](
    // CHECK: %[[KIND:.*]] = dbg.memory_kind %[[F]]#0 : i32
    // CHECK: %[[HOSTKIND:.*]] = arith.constant 1 : i32
    // CHECK: %[[READABLE:.*]] = arith.cmpi ne, %[[KIND]], %[[HOSTKIND]] : i32
    // CHECK: dbg.check %[[READABLE]], @[[MEMORY:[a-z_0-9]+]](%[[F]]#0 : index)
    // The i8 memref: no alignment check, dynamic size, identity strides; it
    // reaches no kernel.
    // CHECK: %[[G:.*]]:4 = dbg.read_descriptor %[[D]] : memref<?xi8>
    // CHECK-NOT: dbg.memory_kind
    // CHECK: dbg.checkpoint
    // CHECK-NEXT: arith.constant 1 : index
    // HOST-LABEL: func.func @forward
    // HOST-NOT: dbg.memory_kind
    // HOST: dbg.checkpoint
    %c1 = arith.constant 1 : index
    %cast = memref.cast %x : memref<8x4xf32> to memref<8x4xf32>
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%cast : memref<8x4xf32>)
    return
  }
  // Private and external functions are not entry points.
  // CHECK-LABEL: func.func private @helper
  // CHECK-NOT: dbg.
  // CHECK: return
  func.func private @helper(%x: memref<4xf32>) {
    return
  }
  func.func private @external(memref<4xf32>)
  // A function without memref arguments has no checkpoint.
  // CHECK-LABEL: func.func @main
  // CHECK-NOT: dbg.checkpoint
  func.func @main() {
    return
  }
  // CHECK: dbg.site @[[NULL]] guard kernel "@forward" op "func.func" at "{{.*}}insert-input-guards.mlir:16:22" what "null argument #0" detail "the aligned pointer of the memref<8x4xf32> is null"
  // CHECK: dbg.site @[[ALIGN]] guard {{.*}} what "misaligned argument #0" detail "address {address:i} is not a multiple of {alignment:i} bytes (memref<8x4xf32>)"
  // CHECK: dbg.site @[[SHAPE]] guard {{.*}} what "wrong shape of argument #0" detail "dim {dim:i} has size {size:i}, compiled for {expected:i} (memref<8x4xf32>)"
  // CHECK: dbg.site @[[STRIDES]] guard {{.*}} what "wrong strides of argument #0" detail "dim {dim:i} has stride {stride:i}, compiled for {expected:i} (memref<8x4xf32>)"
  // CHECK: dbg.site @[[OFFSET]] guard {{.*}} what "wrong offset of argument #0" detail "offset {offset:i}, compiled for {expected:i} (memref<8x4xf32>)"
  // CHECK: dbg.site @[[MEMORY]] guard {{.*}} what "host memory in argument #0" detail "address {address:i} is host memory the GPU cannot read; a kernel takes this memref<8x4xf32> (pass device memory, or gpu.host_register it)"
}

// -----

// A strided layout: its static strides and offset are checked; dynamic
// ones are not.
// CHECK-LABEL: func.func @strided
func.func @strided(%v: memref<4x4xf32, strided<[?, 1], offset: 2>>) {
  // CHECK: %[[F:.*]]:6 = dbg.read_descriptor
  // CHECK-NOT: arith.cmpi eq, %[[F]]#4,
  // CHECK: arith.cmpi eq, %[[F]]#5,
  // CHECK: arith.cmpi eq, %[[F]]#1,
  // CHECK: dbg.checkpoint
  return
}
