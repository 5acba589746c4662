// RUN: dbg-opt %s -split-input-file -insert-race-checks="workgroup-limit=2048" -verify-diagnostics | FileCheck %s
// RUN: not dbg-opt %s -insert-race-checks="memory=shared" 2>&1 | FileCheck %s --check-prefix=MEMORY

// MEMORY: for the --memory option: Cannot find option named 'shared'!

// Dynamic shared memory's size is known only at the launch: its accesses
// are not checked, and the kernel says so.
// CHECK-LABEL: gpu.func @dynamic
// CHECK-SAME: dbg.race_checks = {checked = 0 : i64, elided = 0 : i64, unchecked = 2 : i64}
module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-warning @+1 {{race checks skip 2 access(es) of dynamic shared memory (gpu.dynamic_shared_memory), whose size is known only at the launch}}
    gpu.func @dynamic(%v: f32) kernel {
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %buf = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64xf32, #gpu.address_space<workgroup>>
      %tid = gpu.thread_id x
      memref.store %v, %buf[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
      %x = memref.load %buf[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

// A barrier in a called function ends intervals the kernel does not count.
// CHECK-LABEL: gpu.func @calls_barrier
// CHECK-NOT: llvm.cmpxchg
module attributes {gpu.container_module} {
  gpu.module @m {
    func.func @sync() {
      gpu.barrier
      return
    }
    // expected-warning @+1 {{race checks skip this kernel: it calls a function that may wait at a barrier}}
    gpu.func @calls_barrier(%v: f32)
        workgroup(%buf: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      memref.store %v, %buf[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
      func.call @sync() : () -> ()
      %x = memref.load %buf[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

// A shadow that would take the kernel past workgroup-limit bytes: that
// buffer is not checked; the smaller one is.
// CHECK-LABEL: gpu.func @over_limit
// CHECK-SAME: workgroup(%{{.*}} : memref<32xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<256xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32xi64, #gpu.address_space<workgroup>>)
// CHECK-SAME: dbg.race_checks = {checked = 1 : i64, elided = 0 : i64, unchecked = 1 : i64}
module attributes {gpu.container_module} {
  gpu.module @m {
    // expected-warning @+1 {{race checks skip a workgroup buffer of type 'memref<256xf32, #gpu.address_space<workgroup>>': its shadow (2048 bytes) would take the kernel past 2048 bytes of workgroup memory (workgroup-limit)}}
    gpu.func @over_limit(%v: f32)
        workgroup(%small: memref<32xf32, #gpu.address_space<workgroup>>,
                  %big: memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      memref.store %v, %small[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %big[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}
