module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%tid] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main(%host: memref<32xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %buf = gpu.alloc (%c32) : memref<?xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<?xf32>)
    %cast = memref.cast %host : memref<32xf32> to memref<?xf32>
    gpu.memcpy %cast, %buf : memref<?xf32>, memref<?xf32>
    gpu.dealloc %buf : memref<?xf32>
    return
  }
}
