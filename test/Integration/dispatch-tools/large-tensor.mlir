// A tensor of 2^20 floats, large enough that tensor statistics run on the
// device (libdbgrt's stats kernel) on CUDA: x[i] = i mod 1000, except that
// every element with i mod 1000 = 999 is a NaN and x[5] is +Inf. The host
// target computes the same numbers on the host.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%x: memref<1048576xf32>) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c256 = arith.constant 256 : index
      %c1000 = arith.constant 1000 : index
      %c999 = arith.constant 999 : index
      %c5 = arith.constant 5 : index
      %row = arith.muli %b, %c256 : index
      %i = arith.addi %row, %t : index
      %m = arith.remui %i, %c1000 : index
      %mi = arith.index_cast %m : index to i32
      %v = arith.sitofp %mi : i32 to f32
      %nan = arith.constant 0x7FC00000 : f32
      %inf = arith.constant 0x7F800000 : f32
      %isNan = arith.cmpi eq, %m, %c999 : index
      %isInf = arith.cmpi eq, %i, %c5 : index
      %w = arith.select %isNan, %nan, %v : f32
      %y = arith.select %isInf, %inf, %w : f32
      memref.store %y, %x[%i] : memref<1048576xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c4096 = arith.constant 4096 : index
    %x = gpu.alloc () : memref<1048576xf32>
    gpu.launch_func @kernels::@fill blocks in (%c4096, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%x : memref<1048576xf32>)
    gpu.dealloc %x : memref<1048576xf32>
    return
  }
}
