// RUN: dbg-opt %s -split-input-file -insert-race-checks | FileCheck %s
// RUN: dbg-opt %s -split-input-file -insert-race-checks="elide=false" | FileCheck %s --check-prefix=ALL
// RUN: dbg-opt %s -split-input-file -insert-race-checks="memory=none" | FileCheck %s --check-prefix=NONE
// On the host target, workgroup memory is ordinary memory: the shadow
// words are swapped through address-space-0 pointers.
// RUN: dbg-opt %s -split-input-file -insert-race-checks="shadow-address-space=0" | FileCheck %s --check-prefix=HOST
// HOST-LABEL: gpu.func @k
// HOST: %[[PTR:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr{{$}}
// HOST: llvm.cmpxchg %[[PTR]], %{{.*}}, %{{.*}} monotonic monotonic : !llvm.ptr, i64
// Instrumented kernels are left alone by a second run.
// RUN: dbg-opt %s -split-input-file -insert-race-checks -insert-race-checks | FileCheck %s

// A write and a read of one buffer between the same barriers: both are
// checked. The buffer gets a shadow attribution (one i64 per element),
// cleared at entry before one more barrier; each thread counts its
// intervals in two private words (the stamp starts at 1, the count at 0).
// CHECK-LABEL: gpu.module @same_interval
// CHECK: memref.global "private" constant @__dbg_race_sites : memref<2xi64> = dense<[{{-?[0-9]+}}, {{-?[0-9]+}}]>
// CHECK-LABEL: gpu.func @k
// CHECK-SAME: workgroup(%[[BUF:.*]] : memref<64xf32, #gpu.address_space<workgroup>>, %[[SHADOW:.*]] : memref<64xi64, #gpu.address_space<workgroup>>)
// CHECK-SAME: dbg.race_checks = {checked = 2 : i64, elided = 0 : i64, unchecked = 0 : i64}
// CHECK: %[[STAMP:.*]] = memref.alloca() : memref<i64>
// CHECK-NEXT: %[[COUNT:.*]] = memref.alloca() : memref<i64>
// CHECK: %[[X:.*]] = gpu.thread_id x
// CHECK: %[[T:.*]] = arith.addi %[[X]], %{{.*}} : index
// CHECK: %[[N:.*]] = arith.muli %{{.*}}, %block_dim_z : index
// CHECK: scf.for %[[I:.*]] = %[[T]] to %{{.*}} step %[[N]] {
// CHECK-NEXT: memref.store %{{.*}}, %[[SHADOW]][%[[I]]]
// CHECK: gpu.barrier
// CHECK: memref.store %{{.*}}, %[[STAMP]][]
// CHECK: memref.store %{{.*}}, %[[COUNT]][]
// The store: its element's word, read, and replaced by one compare-and-swap
// when the access changes it.
// CHECK: %[[S:.*]] = memref.load %[[STAMP]][] : memref<i64>
// CHECK: scf.if
// CHECK: %[[SEEN:.*]] = memref.load %[[SHADOW]][%[[E:.*]]] : memref<64xi64, #gpu.address_space<workgroup>>
// CHECK: %[[CHANGES:.*]] = arith.cmpi ne, %{{.*}}, %[[SEEN]] : i64
// CHECK: %[[OLD:.*]] = scf.if %[[CHANGES]] -> (i64) {
// CHECK: %[[PTR:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK: %[[SWAPPED:.*]] = scf.while (%[[EXPECTED:.*]] = %[[SEEN]]) : (i64) -> i64 {
// CHECK: %[[PAIR:.*]] = llvm.cmpxchg %[[PTR]], %[[EXPECTED]], %{{.*}} monotonic monotonic : !llvm.ptr<3>, i64
// CHECK: %[[FOUND:.*]] = llvm.extractvalue %[[PAIR]][0]
// CHECK: scf.condition(%{{.*}}) %[[FOUND]] : i64
// CHECK: scf.yield %[[SWAPPED]] : i64
// CHECK: } else {
// CHECK: scf.yield %[[SEEN]] : i64
// The report, on the cold path, when the word it replaced shows another
// thread's access in this interval.
// CHECK: %[[INTERVAL:.*]] = memref.load %[[COUNT]][]
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK: %[[TABLE:.*]] = memref.get_global @__dbg_race_sites : memref<2xi64>
// CHECK: %[[OTHER:.*]] = memref.load %[[TABLE]]
// CHECK: dbg.report @[[WAW:.*]](%{{.*}}, %{{.*}}, %[[OTHER]], %[[INTERVAL]] : i64, i64, i64, i64)
// CHECK: } else {
// CHECK: dbg.report @[[WAR:.*]](%{{.*}}, %{{.*}}, %[[OTHER]], %[[INTERVAL]] : i64, i64, i64, i64)
// CHECK: } {dbg.cold_path}
// CHECK: memref.store %{{.*}}, %[[BUF]][%{{.*}}]
// The load: one site.
// CHECK: llvm.cmpxchg
// CHECK: dbg.report @[[RAW:[a-z_0-9]+]](
// CHECK: memref.load %[[BUF]]
// After the kernel's barrier: the next interval; the stamp wraps at 2^17
// with the shadow cleared again.
// CHECK: gpu.barrier
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i64
// CHECK: memref.store %{{.*}}, %[[COUNT]][]
// CHECK: %[[NEXT:.*]] = arith.addi %{{.*}}, %[[C1]] : i64
// CHECK: %[[WRAPS:.*]] = arith.cmpi eq, %[[NEXT]], %c131072_i64
// CHECK: %[[NEW:.*]] = scf.if %[[WRAPS]] -> (i64) {
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK: scf.yield %[[C1]] : i64
// CHECK: memref.store %[[NEW]], %[[STAMP]][]
// CHECK: dbg.site @[[WAW]] race kernel "same_interval::k" op "memref.store" at "{{.*}}" what "write-after-write race on workgroup memory" detail "element {element:i} of workgroup attribution #0 (memref<64xf32, #gpu.address_space<workgroup>>) was written by thread {other_thread:xyz} at {other_access:site} in barrier interval {interval:i}"
// CHECK: dbg.site @[[WAR]] race kernel "same_interval::k" op "memref.store" {{.*}} what "write-after-read race on workgroup memory" detail "element {element:i} {{.*}} was read by thread
// CHECK: dbg.site @[[RAW]] race kernel "same_interval::k" op "memref.load" {{.*}} what "read-after-write race on workgroup memory"
// NONE-LABEL: gpu.func @k
// NONE-NOT: llvm.cmpxchg
// NONE-NOT: dbg.race_checks
module attributes {gpu.container_module} {
  gpu.module @same_interval {
    gpu.func @k(%out: memref<64xf32>)
        workgroup(%buf: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %tid = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      %j = arith.addi %tid, %c1 : index
      %v = memref.load %buf[%j] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %v, %out[%tid] : memref<64xf32>
      gpu.return
    }
  }
}

// -----

// A tiled matmul's tile: stores before a barrier, loads between it and the
// next; the store's index is injective in the thread ids of a 16x16x1
// block. Nothing can race and nothing is instrumented; elide=false checks
// all three.
// CHECK-LABEL: gpu.func @tiled
// CHECK-SAME: dbg.race_checks = {checked = 0 : i64, elided = 3 : i64, unchecked = 0 : i64}
// CHECK-NOT: llvm.cmpxchg
// CHECK: gpu.return
// ALL-LABEL: gpu.func @tiled
// ALL-SAME: dbg.race_checks = {checked = 3 : i64, elided = 0 : i64, unchecked = 0 : i64}
// ALL-COUNT-3: llvm.cmpxchg
module attributes {gpu.container_module} {
  gpu.module @tiles {
    gpu.func @tiled(%a: memref<64x64xf32>, %out: memref<64x64xf32>)
        workgroup(%ta: memref<16x16xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 16, 16, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %t = %c0 to %c64 step %c16 iter_args(%acc = %zero) -> f32 {
        %col = arith.addi %t, %tx : index
        %x = memref.load %a[%ty, %col] : memref<64x64xf32>
        memref.store %x, %ta[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %part = scf.for %k = %c0 to %c16 step %c1 iter_args(%in = %acc) -> f32 {
          %u = memref.load %ta[%ty, %k] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %v = memref.load %ta[%k, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %u, %v : f32
          %n = arith.addf %in, %p : f32
          scf.yield %n : f32
        }
        gpu.barrier
        scf.yield %part : f32
      }
      memref.store %sum, %out[%ty, %tx] : memref<64x64xf32>
      gpu.return
    }
  }
}

// -----

// Without its second barrier, the next tile's store meets the loads of
// the current one: all three are checked.
// CHECK-LABEL: gpu.func @racy_tiled
// CHECK-SAME: dbg.race_checks = {checked = 3 : i64, elided = 0 : i64, unchecked = 0 : i64}
module attributes {gpu.container_module} {
  gpu.module @tiles {
    gpu.func @racy_tiled(%a: memref<64x64xf32>, %out: memref<64x64xf32>)
        workgroup(%ta: memref<16x16xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 16, 16, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %t = %c0 to %c64 step %c16 iter_args(%acc = %zero) -> f32 {
        %col = arith.addi %t, %tx : index
        %x = memref.load %a[%ty, %col] : memref<64x64xf32>
        memref.store %x, %ta[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %part = scf.for %k = %c0 to %c16 step %c1 iter_args(%in = %acc) -> f32 {
          %u = memref.load %ta[%ty, %k] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %v = memref.load %ta[%k, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %u, %v : f32
          %n = arith.addf %in, %p : f32
          scf.yield %n : f32
        }
        scf.yield %part : f32
      }
      memref.store %sum, %out[%ty, %tx] : memref<64x64xf32>
      gpu.return
    }
  }
}

// -----

// Without known_block_size, two threads that differ in y or z store to
// the same element: the store is checked. A read and a write with the same
// injective index (a thread updating its own element) cannot meet.
// CHECK-LABEL: gpu.func @unknown_block
// CHECK-SAME: dbg.race_checks = {checked = 1 : i64, elided = 0 : i64, unchecked = 0 : i64}
// CHECK-LABEL: gpu.func @own_element
// CHECK-SAME: dbg.race_checks = {checked = 0 : i64, elided = 2 : i64, unchecked = 0 : i64}
module attributes {gpu.container_module} {
  gpu.module @injective {
    gpu.func @unknown_block(%v: f32)
        workgroup(%buf: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %tid = gpu.thread_id x
      memref.store %v, %buf[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @own_element(%v: f32)
        workgroup(%buf: memref<8x64xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 64, 8, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %old = memref.load %buf[%ty, %tx] : memref<8x64xf32, #gpu.address_space<workgroup>>
      %new = arith.addf %old, %v : f32
      memref.store %new, %buf[%ty, %tx] : memref<8x64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

// A linear thread id with constant coefficients that cannot collide
// (x + 16 * y in a 16x4 block) is injective; with 8 * y it is not.
// CHECK-LABEL: gpu.func @linear
// CHECK-SAME: dbg.race_checks = {checked = 0 : i64, elided = 1 : i64, unchecked = 0 : i64}
// CHECK-LABEL: gpu.func @overlapping
// CHECK-SAME: dbg.race_checks = {checked = 1 : i64, elided = 0 : i64, unchecked = 0 : i64}
module attributes {gpu.container_module} {
  gpu.module @linear_ids {
    gpu.func @linear(%v: f32)
        workgroup(%buf: memref<64xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c16 = arith.constant 16 : index
      %row = arith.muli %ty, %c16 : index
      %i = arith.addi %row, %tx : index
      memref.store %v, %buf[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    gpu.func @overlapping(%v: f32)
        workgroup(%buf: memref<64xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c8 = arith.constant 8 : index
      %row = arith.muli %ty, %c8 : index
      %i = arith.addi %row, %tx : index
      memref.store %v, %buf[%i] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

// A memref.global in workgroup memory gets a global shadow; a vector
// store covers one shadow word per element; a subview is placed by its
// distance from the buffer.
// CHECK-LABEL: gpu.module @globals
// CHECK: memref.global "private" @tile__dbg_shadow : memref<128xi64, #gpu.address_space<workgroup>>
// CHECK-LABEL: gpu.func @vectors
// CHECK: %[[SHADOW:.*]] = memref.get_global @tile__dbg_shadow
// CHECK: scf.for %[[LANE:.*]] = %c0{{.*}} to %c4{{.*}} step %c1{{.*}} {
// CHECK: llvm.cmpxchg
// CHECK: vector.store
// CHECK: memref.extract_aligned_pointer_as_index %{{.*}} : memref<4xf32
// CHECK: llvm.cmpxchg
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<4xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @globals {
    memref.global "private" @tile : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.func @vectors(%v: vector<4xf32>, %out: memref<128xf32>) kernel {
      %tile = memref.get_global @tile : memref<128xf32, #gpu.address_space<workgroup>>
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      vector.store %v, %tile[%c0] : memref<128xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %view = memref.subview %tile[%tid] [4] [1] : memref<128xf32, #gpu.address_space<workgroup>> to memref<4xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      %x = memref.load %view[%c0] : memref<4xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
      memref.store %x, %out[%tid] : memref<128xf32>
      gpu.return
    }
  }
}
