// Dispatch-overhead benchmark: 20000 back-to-back launches of a tiny kernel
// on one stream, then one wait. Prints the mean host time per dispatch in
// microseconds (launch + enqueue, and the final drain).
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
    %n = arith.constant 20000 : index
    %fzero = arith.constant 0.0 : f32
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] (%c32) : memref<?xf32>
    %t1b = gpu.memset async [%t1] %buf, %fzero : memref<?xf32>, f32
    gpu.wait [%t1b]
    // Warm-up: module load and first-launch costs stay out of the timing.
    %w0 = gpu.wait async
    %w1 = gpu.launch_func async [%w0] @kernels::@inc blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<?xf32>)
    gpu.wait [%w1]
    %start = func.call @rtclock() : () -> f64
    %s0 = gpu.wait async
    // Each launch depends on the one before it: one stream, in order, and
    // no race between the launches (each increments the same buffer).
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %s0) -> (!gpu.async.token) {
      %next = gpu.launch_func async [%prev] @kernels::@inc blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<?xf32>)
      scf.yield %next : !gpu.async.token
    }
    gpu.wait [%last]
    %end = func.call @rtclock() : () -> f64
    %elapsed = arith.subf %end, %start : f64
    %nf = arith.constant 20000.0 : f64
    %per = arith.divf %elapsed, %nf : f64
    %us = arith.constant 1.0e6 : f64
    %perUs = arith.mulf %per, %us : f64
    vector.print %perUs : f64
    return
  }
}
