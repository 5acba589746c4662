// RUN: dbg-opt %s -split-input-file -insert-barrier-checks -verify-diagnostics | FileCheck %s

// Before each barrier a thread compares what its neighbour wrote at its
// last barrier with what it wrote (read right after that barrier), then
// writes where it is into the slot of the barrier count's parity; a
// return checks the last barrier and writes the slot of the next one.
// CHECK-LABEL: gpu.module @kernels
// CHECK: memref.global "private" constant @__dbg_barrier_sites : memref<{{[0-9]+}}xi64>
// CHECK-LABEL: gpu.func @two_barriers
// CHECK-SAME: workgroup(%[[SLOTS:.*]] : memref<2x64xi32, #gpu.address_space<workgroup>>)
// CHECK: %[[MINEVAR:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[THEIRSVAR:.*]] = memref.alloca() : memref<i32>
// CHECK: %[[T:.*]] = arith.addi %thread_id_x{{.*}}, %{{.*}} : index
// CHECK: %[[AFTER:.*]] = arith.addi %[[T]], %c1 : index
// CHECK: %[[NEXT:.*]] = arith.select %{{.*}}, %c0, %[[AFTER]] : index
// CHECK: %[[LAST:.*]] = memref.load %[[MINEVAR]][] : memref<i32>
// CHECK-NEXT: %[[SEEN:.*]] = memref.load %[[THEIRSVAR]][] : memref<i32>
// CHECK-NEXT: %[[DIFFERS:.*]] = arith.cmpi ne, %[[SEEN]], %[[LAST]] : i32
// CHECK-NEXT: scf.if %[[DIFFERS]] {
// CHECK: %[[HERE:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<{{[0-9]+}}xi64>
// CHECK: %[[THERE:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<{{[0-9]+}}xi64>
// CHECK: dbg.report @[[SITE:[a-z_0-9]+]](%[[HERE]], %{{.*}}, %[[THERE]], %{{.*}} : i64, i64, i64, i64)
// CHECK: } {dbg.cold_path}
// The count of barriers passed is the last word's.
// CHECK: %[[W:.*]] = memref.load %[[MINEVAR]][] : memref<i32>
// CHECK: %[[C:.*]] = arith.shrui %[[W]], %c12_i32{{.*}} : i32
// CHECK: %[[N:.*]] = arith.addi %[[C]], %c1_i32{{.*}} : i32
// CHECK: %[[P:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: %[[MINE:.*]] = arith.ori %{{.*}}, %c0_i32{{.*}} : i32
// CHECK-NEXT: memref.store %[[MINE]], %[[SLOTS]][%[[P]], %[[T]]]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store %[[MINE]], %[[MINEVAR]][]
// CHECK-NEXT: %[[THEIRS:.*]] = memref.load %[[SLOTS]][%[[P]], %[[NEXT]]]
// CHECK-NEXT: memref.store %[[THEIRS]], %[[THEIRSVAR]][]
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK: memref.store %{{.*}}, %[[SLOTS]]
// CHECK-NEXT: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @two_barriers() kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tid = gpu.thread_id x
      %c8 = arith.constant 8 : index
      %low = arith.cmpi ult, %tid, %c8 : index
      scf.if %low {
        gpu.barrier
      }
      gpu.barrier
      gpu.return
    }
    // No barrier: nothing to check.
    // CHECK-LABEL: gpu.func @no_barrier()
    // CHECK-NEXT: gpu.return
    gpu.func @no_barrier() kernel {
      gpu.return
    }
    // Barriers every thread reaches, as often (a loop whose bounds all
    // threads have alike, no early return): nothing to check.
    // CHECK-LABEL: gpu.func @uniform_loop
    // CHECK-NOT: workgroup(
    // CHECK-SAME: {
    // CHECK-NOT: memref.store
    // CHECK: gpu.return
    gpu.func @uniform_loop(%n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %bid = gpu.block_id x
      scf.for %i = %bid to %n step %c1 {
        gpu.barrier
      }
      gpu.return
    }
    // The same barrier after a thread may have returned: checked.
    // CHECK-LABEL: gpu.func @early_return
    // CHECK-SAME: workgroup(
    gpu.func @early_return() kernel {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tid, %c0 : index
      cf.cond_br %first, ^exit, ^body
    ^body:
      gpu.barrier
      gpu.return
    ^exit:
      gpu.return
    }
  }
}
// CHECK: dbg.site @[[SITE]] race kernel "kernels::two_barriers" op "gpu.barrier" at "{{.*}}" what "barrier divergence" detail "this thread was at {access:site}, thread {other_thread:xyz} at {other_access:site}, after {count:i} barrier(s)"
// CHECK: dbg.site @{{.*}} race kernel "kernels::two_barriers" op "gpu.return" {{.*}} detail "where a thread waits or returns"

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    func.func @sync() {
      gpu.barrier
      return
    }
    // expected-warning @+1 {{barrier checks skip this kernel: it calls a function that may wait at a barrier}}
    gpu.func @calls_barrier() kernel {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c = arith.cmpi eq, %tid, %c0 : index
      scf.if %c {
        gpu.barrier
      }
      func.call @sync() : () -> ()
      gpu.return
    }
  }
}

// -----

// Without known_block_size the slots are for 1024 threads (8 KB).
module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-warning @+1 {{barrier checks skip this kernel: their 8192 bytes of workgroup memory would take it past 49152 bytes (workgroup-limit)}}
    gpu.func @full(%v: f32)
        workgroup(%buf: memref<10300xf32, #gpu.address_space<workgroup>>) kernel {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        gpu.barrier
      }
      gpu.return
    }
  }
}
