// RUN: dbg-opt %s -split-input-file -insert-nan-checks="origins" -verify-diagnostics

// The origin build's name is taken: the kernel has none.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-warning @below {{no origin build for this kernel: its name 'scale__nan_origin' is taken}}
    gpu.func @scale(%m: memref<8xf32>, %x: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %x, %m[%tid] : memref<8xf32>
      gpu.return
    }
    gpu.func @scale__nan_origin(%m: memref<8xf32>) kernel {
      gpu.return
    }
  }
}
