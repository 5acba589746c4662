// Thread 0 returns while the others wait at a barrier for it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @early(%out: memref<32xi32>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %t, %c0 : index
      cf.cond_br %first, ^done, ^wait
    ^wait:
      gpu.barrier
      %v = arith.index_cast %t : index to i32
      memref.store %v, %out[%t] : memref<32xi32>
      gpu.return
    ^done:
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %out = gpu.alloc () : memref<32xi32>
    gpu.launch_func @kernels::@early blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<32xi32>)
    gpu.wait
    return
  }
}
