// bf16 arithmetic in a kernel on the host target: truncation to bf16,
// bf16 addition and multiplication, extension back to f32.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @halve(%buf: memref<4xf32>) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %buf[%tid] : memref<4xf32>
      %b = arith.truncf %x : f32 to bf16
      %half = arith.constant 0.5 : bf16
      %one = arith.constant 1.0 : bf16
      %m = arith.mulf %b, %half : bf16
      %s = arith.addf %m, %one : bf16
      %y = arith.extf %s : bf16 to f32
      gpu.printf "thread %lld: %f -> %f\n", %tid, %x, %y : index, f32, f32
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %buf = gpu.alloc () : memref<4xf32>
    %v = arith.constant 3.0 : f32
    gpu.memset %buf, %v : memref<4xf32>, f32
    gpu.launch_func @kernels::@halve blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%buf : memref<4xf32>)
    gpu.dealloc %buf : memref<4xf32>
    return
  }
}
