// Even and odd threads of a block wait at two different barriers: on a GPU
// the block hangs or its result is undefined; the host target reports it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @diverge(%out: memref<64xi32>) kernel {
      %t = gpu.thread_id x
      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      %parity = arith.remui %t, %c2 : index
      %even = arith.cmpi eq, %parity, %c0 : index
      scf.if %even {
        gpu.barrier
      } else {
        gpu.barrier
      }
      %v = arith.index_cast %t : index to i32
      memref.store %v, %out[%t] : memref<64xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %out = gpu.alloc () : memref<64xi32>
    gpu.launch_func @kernels::@diverge blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%out : memref<64xi32>)
    gpu.wait
    return
  }
}
