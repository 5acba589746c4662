// Host cost of a dispatch: 100 rounds of 200 launches of a tiny kernel on
// one stream, each round timed on the host from before its first launch to
// after its last (the enqueue only), then drained before the next round, so
// the launch queue never fills and the GPU's own pace stays out of the
// time. Prints the host time of one launch in microseconds in the fastest
// round: the launch's own cost, without the interrupts and descheduling
// that a round may suffer (as Python's timeit takes the minimum).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @inc(%buf: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<?xf32>
      %one = arith.constant 1.0 : f32
      %w = arith.addf %v, %one : f32
      memref.store %w, %buf[%tid] : memref<?xf32>
      gpu.return
    }
  }
  func.func private @rtclock() -> f64

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %fzero = arith.constant 0.0 : f32
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] (%c32) : memref<?xf32>
    %t1b = gpu.memset async [%t1] %buf, %fzero : memref<?xf32>, f32
    gpu.wait [%t1b]
    // Warm-up: module load and first-launch costs stay out of the timing.
    %w0 = gpu.wait async
    %w1 = gpu.launch_func async [%w0] @kernels::@inc blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<?xf32>)
    gpu.wait [%w1]
    %inf = arith.constant 0x7FF0000000000000 : f64
    %best = scf.for %round = %c0 to %c100 step %c1 iter_args(%fastest = %inf) -> (f64) {
      %s0 = gpu.wait async
      %start = func.call @rtclock() : () -> f64
      // Each launch after the one before: one stream, no race between them.
      %last = scf.for %i = %c0 to %c200 step %c1 iter_args(%prev = %s0) -> (!gpu.async.token) {
        %next = gpu.launch_func async [%prev] @kernels::@inc blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<?xf32>)
        scf.yield %next : !gpu.async.token
      }
      %end = func.call @rtclock() : () -> f64
      gpu.wait [%last]
      %elapsed = arith.subf %end, %start : f64
      %next = arith.minimumf %fastest, %elapsed : f64
      scf.yield %next : f64
    }
    %n = arith.constant 200.0 : f64
    %per = arith.divf %best, %n : f64
    %us = arith.constant 1.0e6 : f64
    %perUs = arith.mulf %per, %us : f64
    vector.print %perUs : f64
    %f0 = gpu.wait async
    %f1 = gpu.dealloc async [%f0] %buf : memref<?xf32>
    gpu.wait [%f1]
    return
  }
}
