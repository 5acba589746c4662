// Tensor-statistics benchmark: one kernel writes 16777216 floats, launched 50
// times back to back after a warm-up, timed on the host around the launches
// and one final wait; prints the mean time of one dispatch in microseconds.
// With trace-tensors=., each dispatch's output is summarized (on the device
// for large tensors), so the difference to the plain run is the cost of
// tracing one tensor of this size. bench/dispatch-tools.sh substitutes 16777216
// (a multiple of 256).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%x: memref<16777216xf32>, %v: f32) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c256 = arith.constant 256 : index
      %row = arith.muli %b, %c256 : index
      %i = arith.addi %row, %t : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %w = arith.addf %f, %v : f32
      memref.store %w, %x[%i] : memref<16777216xf32>
      gpu.return
    }
  }
  func.func private @rtclock() -> f64
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c50 = arith.constant 50 : index
    %c256 = arith.constant 256 : index
    %blocks = arith.constant 65536 : index
    %one = arith.constant 1.0 : f32
    %x = gpu.alloc () : memref<16777216xf32>
    gpu.launch_func @kernels::@fill blocks in (%blocks, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%x : memref<16777216xf32>, %one : f32)
    gpu.wait
    %start = func.call @rtclock() : () -> f64
    scf.for %i = %c0 to %c50 step %c1 {
      gpu.launch_func @kernels::@fill blocks in (%blocks, %c1, %c1)
          threads in (%c256, %c1, %c1) args(%x : memref<16777216xf32>, %one : f32)
    }
    gpu.wait
    %end = func.call @rtclock() : () -> f64
    %elapsed = arith.subf %end, %start : f64
    %n = arith.constant 50.0 : f64
    %per = arith.divf %elapsed, %n : f64
    %us = arith.constant 1.0e6 : f64
    %perUs = arith.mulf %per, %us : f64
    vector.print %perUs : f64
    gpu.dealloc %x : memref<16777216xf32>
    return
  }
}
