// RUN: dbg-opt %s -split-input-file -insert-race-checks="memory=global" -verify-diagnostics | FileCheck %s
// RUN: dbg-opt %s -split-input-file -insert-race-checks="memory=global elide=false" | FileCheck %s --check-prefix=ALL
// RUN: dbg-opt %s -split-input-file -insert-race-checks="memory=workgroup" | FileCheck %s --check-prefix=WORKGROUP
// On a GPU the state's atomics and the fence between publishing and
// looking are the device's.
// RUN: dbg-opt %s -split-input-file -insert-race-checks="memory=global sync-scope=device" | FileCheck %s --check-prefix=DEVICE
// DEVICE-LABEL: gpu.func @last_writer
// DEVICE: llvm.load %{{.*}} atomic syncscope("device") monotonic
// DEVICE: llvm.atomicrmw xchg %{{.*}}, %{{.*}} syncscope("device") monotonic
// DEVICE-NEXT: llvm.fence syncscope("device") seq_cst
// DEVICE-NEXT: llvm.load %{{.*}} atomic syncscope("device") monotonic
// Instrumented kernels are left alone by a second run.
// RUN: dbg-opt %s -split-input-file -insert-race-checks="memory=global" -insert-race-checks="memory=global" | FileCheck %s --check-prefix=TWICE

// Two blocks may store to one element: the store is checked. The module
// gets the race state's word and the table of its sites; the kernel reads
// the state and the dispatch's epoch once, computes its block's linear id,
// and before the store exchanges the slot's write word, then reads its
// read word; a race goes to one of two sites on the cold path.
// CHECK-LABEL: gpu.module @one_element
// CHECK-DAG: memref.global "private" constant @__dbg_global_race_sites : memref<1xi64>
// CHECK-DAG: memref.global @__dbg_global_races : memref<1xi64, #gpu.address_space<global>> = dense<0> {alignment = 8 : i64}
// CHECK-LABEL: gpu.func @last_writer
// CHECK-SAME: dbg.race_checks = {global_checked = 1 : i64, global_elided = 0 : i64, global_unchecked = 0 : i64}
// CHECK: %[[GET:.*]] = memref.get_global @__dbg_global_races
// CHECK: %[[STATE:.*]] = memref.load %[[GET]][%{{.*}}]
// CHECK: %[[ON:.*]] = arith.cmpi ne, %[[STATE]], %{{.*}} : i64
// CHECK: %[[EPOCH:.*]] = scf.if %[[ON]] -> (i64) {
// CHECK: llvm.load %{{.*}} atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK: %[[LINEAR:.*]] = arith.addi %block_id_x
// CHECK: %[[BLOCK:.*]] = arith.andi %{{.*}}, %{{.*}} : i64
// CHECK: scf.if %[[ON]] {
// CHECK: %[[KEY:.*]] = arith.ori %[[EPOCH]], %{{.*}} : i64
// CHECK: %[[WRITE:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: %[[READ:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
// CHECK: %[[OLD:.*]] = llvm.atomicrmw xchg %[[WRITE]], %{{.*}} monotonic : !llvm.ptr, i64
// CHECK-NEXT: llvm.fence seq_cst
// CHECK-NEXT: llvm.load %[[READ]] atomic monotonic
// CHECK: scf.if %{{.*}} {
// CHECK: dbg.report @[[WAW:dbg_check[_0-9]*]](%[[ELEMENT:.*]], %[[OTHER:.*]], %[[ID:.*]] : i64, i64, i64)
// CHECK: dbg.report @[[WAR:dbg_check[_0-9]*]](%[[ELEMENT]], %[[OTHER]], %[[ID]] : i64, i64, i64)
// CHECK: } {dbg.cold_path}
// CHECK: memref.store
// CHECK: dbg.site @[[WAW]] race kernel "one_element::last_writer" op "memref.store" at "{{.*}}insert-race-checks-global.mlir:[[#@LINE+13]]:7" what "write-after-write race on global memory" detail "element {element:i} of kernel argument #0 (memref<256xf32>) was written by block {other_block:xyz} at {other_access:site}, with nothing ordering the two blocks"
// CHECK: dbg.site @[[WAR]] race {{.*}} what "write-after-read race on global memory" detail "element {element:i} of kernel argument #0 (memref<256xf32>) was read by block
// WORKGROUP-LABEL: gpu.func @last_writer
// WORKGROUP-NOT: __dbg_global_races
// WORKGROUP: gpu.return
// TWICE-LABEL: gpu.func @last_writer
// TWICE: llvm.atomicrmw xchg
// TWICE-NOT: llvm.atomicrmw xchg
// TWICE: gpu.return
module attributes {gpu.container_module} {
  gpu.module @one_element {
    gpu.func @last_writer(%out: memref<256xf32>, %v: f32) kernel {
      %c0 = arith.constant 0 : index
      memref.store %v, %out[%c0] : memref<256xf32>
      gpu.return
    }
  }
}

// -----

// A read of an element another block may write publishes the read (one
// compare-and-swap, only when the read word changes), then reads the
// write word.
// CHECK-LABEL: gpu.func @neighbour
// CHECK-SAME: dbg.race_checks = {global_checked = 3 : i64, global_elided = 0 : i64, global_unchecked = 0 : i64}
// CHECK: llvm.atomicrmw xchg
// CHECK: %[[SEEN:.*]] = llvm.load %[[READ:.*]] atomic monotonic
// CHECK: scf.if %{{.*}} {
// CHECK: scf.while
// CHECK: llvm.cmpxchg %[[READ]], %{{.*}}, %{{.*}} monotonic monotonic : !llvm.ptr, i64
// CHECK: llvm.fence seq_cst
// CHECK-NEXT: llvm.load %{{.*}} atomic monotonic
// CHECK: dbg.report
// CHECK: memref.load
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @neighbour(%buf: memref<257xf32>, %v: f32) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c64 : index
      %i = arith.addi %base, %tid : index
      memref.store %v, %buf[%i] : memref<257xf32>
      %j = arith.addi %i, %c1 : index
      %r = memref.load %buf[%j] : memref<257xf32>
      memref.store %r, %buf[%j] : memref<257xf32>
      gpu.return
    }
  }
}

// -----

// What cannot race across blocks is left alone: an index injective in the
// block and thread ids (the sizes from known_block_size, from the launches
// in the module, or bid * bdim + tid), reads of a buffer the kernel never
// writes, distinct constant indices, thread-private memory and dbg's own
// globals. A size nothing gives may be larger than 1 (@unknown_size: two
// blocks apart in y would share indices), one thread repeats what it does
// in a loop, and every even block of @constants stores buf[0]: those are
// checked. With elide=false, every global access is checked.
// CHECK-LABEL: gpu.func @known_size
// CHECK-SAME: dbg.race_checks = {global_checked = 0 : i64, global_elided = 3 : i64, global_unchecked = 0 : i64}
// CHECK-NOT: llvm.atomicrmw
// CHECK-LABEL: gpu.func @block_dim
// CHECK-SAME: global_checked = 0 : i64, global_elided = 2 : i64
// CHECK-LABEL: gpu.func @launched
// CHECK-SAME: global_checked = 0 : i64, global_elided = 2 : i64
// CHECK-LABEL: gpu.func @delinearized
// CHECK-SAME: global_checked = 0 : i64, global_elided = 2 : i64
// CHECK-LABEL: gpu.func @constants
// CHECK-SAME: global_checked = 1 : i64, global_elided = 1 : i64
// CHECK-LABEL: gpu.func @private
// CHECK-SAME: global_checked = 0 : i64, global_elided = 0 : i64, global_unchecked = 0 : i64
// CHECK-LABEL: gpu.func @unknown_size
// CHECK-SAME: global_checked = 1 : i64, global_elided = 0 : i64
// CHECK-LABEL: gpu.func @in_loop
// CHECK-SAME: global_checked = 1 : i64, global_elided = 0 : i64
// CHECK-LABEL: gpu.func @one_block
// CHECK-SAME: global_checked = 0 : i64, global_elided = 1 : i64
// ALL-LABEL: gpu.func @known_size
// ALL-SAME: global_checked = 3 : i64, global_elided = 0 : i64
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @known_size(%in: memref<256xf32>, %out: memref<256xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>,
                    known_grid_size = array<i32: 4, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c64 : index
      %i = arith.addi %base, %tid : index
      %a = memref.load %in[%c0] : memref<256xf32>
      %b = memref.load %out[%i] : memref<256xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @block_dim(%buf: memref<?xf32>) kernel
        attributes {known_grid_size = array<i32: 8, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %buf[%i] : memref<?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %buf[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @launched(%buf: memref<256xf32>) kernel {
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c64 : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %buf[%i] : memref<256xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %buf[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @delinearized(%buf: memref<8x32xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>,
                    known_grid_size = array<i32: 4, 1, 1>} {
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c64 : index
      %i = arith.addi %base, %tid : index
      %p:2 = affine.delinearize_index %i into (8, 32) : index, index
      %v = memref.load %buf[%p#0, %p#1] : memref<8x32xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %buf[%p#0, %p#1] : memref<8x32xf32>
      gpu.return
    }
    gpu.func @constants(%buf: memref<2xf32>, %v: f32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %bid = gpu.block_id x
      %c2 = arith.constant 2 : index
      %first = arith.remui %bid, %c2 : index
      %is0 = arith.cmpi eq, %first, %c0 : index
      scf.if %is0 {
        memref.store %v, %buf[%c0] : memref<2xf32>
      } else {
        %w = memref.load %buf[%c1] : memref<2xf32>
      }
      gpu.return
    }
    gpu.func @private(%v: f32) private(%p: memref<4xf32, #gpu.address_space<private>>) kernel {
      %c0 = arith.constant 0 : index
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%c0] : memref<4xf32>
      memref.store %v, %p[%c0] : memref<4xf32, #gpu.address_space<private>>
      gpu.return
    }
    gpu.func @unknown_size(%buf: memref<256xf32>, %v: f32) kernel {
      %c64 = arith.constant 64 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c64 : index
      %i = arith.addi %base, %tid : index
      memref.store %v, %buf[%i] : memref<256xf32>
      gpu.return
    }
    gpu.func @in_loop(%buf: memref<256xf32>, %v: f32) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      scf.for %k = %c0 to %c4 step %c1 {
        memref.store %v, %buf[%tid] : memref<256xf32>
      }
      gpu.return
    }
    gpu.func @one_block(%buf: memref<256xf32>, %v: f32) kernel
        attributes {known_grid_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      memref.store %v, %buf[%c0] : memref<256xf32>
      gpu.return
    }
  }
  func.func @main(%buf: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @m::@launched blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%buf : memref<256xf32>)
    gpu.launch_func @m::@launched blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%buf : memref<256xf32>)
    return
  }
}

// -----

// Blocks that use an atomic's result may order themselves through it (the
// last block to finish reads what the others wrote): the kernel's global
// accesses are not checked, and it says so. An atomic whose result is
// unused (an accumulation) orders nothing and does not stop the checks.
// CHECK-LABEL: gpu.func @last_block
// CHECK-SAME: global_checked = 0 : i64, global_elided = 0 : i64, global_unchecked = 3 : i64
// CHECK-LABEL: gpu.func @accumulate
// CHECK-SAME: global_checked = 1 : i64
module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-warning @+1 {{race checks skip global memory in this kernel: the result of memref.atomic_rmw may order its blocks (a counter, flag or lock), which the checks do not model}}
    gpu.func @last_block(%partial: memref<64xf32>, %count: memref<1xi32>, %v: f32) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      %c63 = arith.constant 63 : i32
      %bid = gpu.block_id x
      memref.store %v, %partial[%bid] : memref<64xf32>
      // expected-note @+1 {{this atomic}}
      %old = memref.atomic_rmw addi %one, %count[%c0] : (i32, memref<1xi32>) -> i32
      %last = arith.cmpi eq, %old, %c63 : i32
      scf.if %last {
        %x = memref.load %partial[%c0] : memref<64xf32>
        memref.store %x, %partial[%c0] : memref<64xf32>
      }
      gpu.return
    }
    gpu.func @accumulate(%total: memref<1xf32>, %out: memref<1xf32>, %v: f32) kernel {
      %c0 = arith.constant 0 : index
      %old = memref.atomic_rmw addf %v, %total[%c0] : (f32, memref<1xf32>) -> f32
      memref.store %v, %out[%c0] : memref<1xf32>
      gpu.return
    }
  }
}
