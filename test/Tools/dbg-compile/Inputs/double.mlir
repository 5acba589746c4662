// A function on memrefs that dbg-compile --npy-entry runs on .npy files:
// y = 2 x, on the GPU.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @double(%x: memref<4xf32>, %y: memref<4xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %y[%t] : memref<4xf32>
      gpu.return
    }
  }
  func.func @double(%x: memref<4xf32>) -> memref<4xf32> {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %y = gpu.alloc () : memref<4xf32>
    gpu.launch_func @kernels::@double blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1)
        args(%x : memref<4xf32>, %y : memref<4xf32>)
    return %y : memref<4xf32>
  }
}
