// Two dispatches, then the host code aborts (SIGABRT, as a failed C assert
// or an uncaught exception would): the buffered trace events still reach
// the trace file, whose Chrome array is closed, before the process dies.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @touch(%x: memref<4xf32>) kernel {
      %i = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %x[%i] : memref<4xf32>
      gpu.return
    }
  }
  func.func private @abort()
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %x = gpu.alloc () : memref<4xf32>
    gpu.launch_func @kernels::@touch blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%x : memref<4xf32>)
    gpu.launch_func @kernels::@touch blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%x : memref<4xf32>)
    call @abort() : () -> ()
    return
  }
}
