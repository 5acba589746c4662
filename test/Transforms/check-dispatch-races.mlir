// RUN: dbg-opt %s -split-input-file -check-dispatch-races -verify-diagnostics | FileCheck %s

// The pass only warns: the program is unchanged.
// CHECK-LABEL: func.func @two_chains
// CHECK-COUNT-2: gpu.launch_func async
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%buf: memref<64xf32>, %v: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %v, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @two_chains(%buf: memref<64xf32>, %v: f32) {
    %c1 = arith.constant 1 : index
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    // expected-note @+1 {{the earlier gpu.launch_func}}
    %a = gpu.launch_func async [%s1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    // expected-warning @+1 {{write-after-write race between dispatches: operand #0 (memref<64xf32>) of this gpu.launch_func and an earlier gpu.launch_func write the same memref, with no async dependency or gpu.wait ordering them}}
    %b = gpu.launch_func async [%s2] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    gpu.wait [%a, %b]
    return
  }
}

// -----

// Ordered: one chain; a chain that starts from the other's token; a
// synchronous wait between.
// CHECK-LABEL: func.func @ordered
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%buf: memref<64xf32>, %v: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %v, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @ordered(%buf: memref<64xf32>, %v: f32) {
    %c1 = arith.constant 1 : index
    %s1 = gpu.wait async
    %a = gpu.launch_func async [%s1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    %b = gpu.launch_func async [%a] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    %s2 = gpu.wait async [%b]
    %c = gpu.launch_func async [%s2] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    gpu.wait [%c]
    %s3 = gpu.wait async
    %d = gpu.launch_func async [%s3] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    gpu.wait [%d]
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    return
  }
}

// -----

// A synchronous launch completes before the next op: a later chain is
// ordered after it. A launch that depends on it is too.
// CHECK-LABEL: func.func @synchronous_first
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%buf: memref<64xf32>, %v: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %v, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @synchronous_first(%buf: memref<64xf32>, %v: f32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    %s1 = gpu.wait async
    %a = gpu.launch_func async [%s1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    gpu.wait [%a]
    return
  }
}

// -----

// Reads do not race with reads, nor atomic updates with atomic updates;
// different memrefs do not race.
// CHECK-LABEL: func.func @no_conflict
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @read(%buf: memref<64xf32>, %out: memref<64xf32>) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %buf[%tid] : memref<64xf32>
      memref.store %x, %out[%tid] : memref<64xf32>
      gpu.return
    }
    gpu.func @count(%counter: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %counter[%c0] : (i32, memref<1xi32>) -> i32
      gpu.return
    }
  }
  func.func @no_conflict(%buf: memref<64xf32>, %o1: memref<64xf32>, %o2: memref<64xf32>, %counter: memref<1xi32>) {
    %c1 = arith.constant 1 : index
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %a = gpu.launch_func async [%s1] @k::@read blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %o1 : memref<64xf32>)
    %b = gpu.launch_func async [%s2] @k::@read blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %o2 : memref<64xf32>)
    %c = gpu.launch_func async [%s1] @k::@count blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%counter : memref<1xi32>)
    %d = gpu.launch_func async [%s2] @k::@count blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%counter : memref<1xi32>)
    gpu.wait [%a, %b, %c, %d]
    return
  }
}

// -----

// A token from elsewhere, or a call between, may order anything: nothing
// is proven.
// CHECK-LABEL: func.func @unknown_order
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%buf: memref<64xf32>, %v: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %v, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func private @sync_all()
  func.func @unknown_order(%buf: memref<64xf32>, %v: f32, %t: !gpu.async.token) {
    %c1 = arith.constant 1 : index
    %s1 = gpu.wait async
    %a = gpu.launch_func async [%s1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    %b = gpu.launch_func async [%t] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    func.call @sync_all() : () -> ()
    %s3 = gpu.wait async
    %d = gpu.launch_func async [%s3] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    gpu.wait [%a, %b, %d]
    return
  }
}

// -----

// Copies and fills count, through memref.cast.
// CHECK-LABEL: func.func @copies
module attributes {gpu.container_module} {
  func.func @copies(%buf: memref<64xf32>, %host: memref<64xf32>, %v: f32) {
    %c1 = arith.constant 1 : index
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    // expected-note @+1 {{the earlier gpu.memset}}
    %a = gpu.memset async [%s1] %buf, %v : memref<64xf32>, f32
    %cast = memref.cast %buf : memref<64xf32> to memref<?xf32>
    %hcast = memref.cast %host : memref<64xf32> to memref<?xf32>
    // expected-warning @+1 {{read-after-write race between dispatches: the source (memref<64xf32>) of this gpu.memcpy and an earlier gpu.memset access the same memref}}
    %b = gpu.memcpy async [%s2] %hcast, %cast : memref<?xf32>, memref<?xf32>
    gpu.wait [%a, %b]
    return
  }
}

// -----

// Four unordered launches on one buffer: one warning per launch after the
// first, each naming the latest earlier one, not one per pair (a loop of
// N such launches gives N - 1, not N(N-1)/2).
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%buf: memref<64xf32>, %v: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %v, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @four_chains(%buf: memref<64xf32>, %v: f32) {
    %c1 = arith.constant 1 : index
    %s = gpu.wait async
    // expected-note @+1 {{the earlier gpu.launch_func (the latest unordered one)}}
    %a = gpu.launch_func async [%s] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    // expected-warning @+2 {{write-after-write race between dispatches}}
    // expected-note @+1 {{the earlier gpu.launch_func (the latest unordered one)}}
    %b = gpu.launch_func async [%s] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    // expected-warning @+2 {{write-after-write race between dispatches}}
    // expected-note @+1 {{the earlier gpu.launch_func (the latest unordered one)}}
    %c = gpu.launch_func async [%s] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    // expected-warning @+1 {{write-after-write race between dispatches}}
    %d = gpu.launch_func async [%s] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    gpu.wait [%a, %b, %c, %d]
    return
  }
}

// -----

// Launches whose indices, evaluated with their constant operands and sizes,
// keep their elements apart do not race: [0, 16) and [16, 32) of one
// buffer. One that overlaps ([24, 40)) does; so do two whose offsets are
// not constants.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill_from(%buf: memref<64xf32>, %start: index, %v: f32) kernel {
      %tid = gpu.thread_id x
      %i = arith.addi %start, %tid : index
      memref.store %v, %buf[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @apart(%buf: memref<64xf32>, %v: f32, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c24 = arith.constant 24 : index
    %s = gpu.wait async
    %a = gpu.launch_func async [%s] @k::@fill_from blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %c0 : index, %v : f32)
    // expected-note @+1 {{the earlier gpu.launch_func (the latest unordered one)}}
    %b = gpu.launch_func async [%s] @k::@fill_from blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %c16 : index, %v : f32)
    // expected-warning @+2 {{write-after-write race between dispatches}}
    // expected-note @+1 {{the earlier gpu.launch_func (the latest unordered one)}}
    %c = gpu.launch_func async [%s] @k::@fill_from blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %c24 : index, %v : f32)
    // expected-warning @+1 {{write-after-write race between dispatches}}
    %d = gpu.launch_func async [%s] @k::@fill_from blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%buf : memref<64xf32>, %n : index, %v : f32)
    gpu.wait [%a, %b, %c, %d]
    return
  }
}
