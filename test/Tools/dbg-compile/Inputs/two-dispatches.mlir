module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<?xf32>, %value: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %value, %buf[%tid] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1.0 : f32
    %buf = gpu.alloc host_shared (%c32) : memref<?xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<?xf32>, %one : f32) loc("model.py":12:3)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      memref.store %one, %buf[%tx] : memref<?xf32>
      gpu.terminator
    } loc(callsite("layer"("model.py":20:7) at "main.py":3:1))
    return
  }
}
