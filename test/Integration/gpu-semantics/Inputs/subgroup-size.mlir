// Prints gpu.subgroup_size as a kernel sees it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @size(%out: memref<1xindex>) kernel {
      %c0 = arith.constant 0 : index
      %s = gpu.subgroup_size : index
      memref.store %s, %out[%c0] : memref<1xindex>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %out = gpu.alloc host_shared () : memref<1xindex>
    gpu.launch_func @kernels::@size blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<1xindex>)
    %v = memref.load %out[%c0] : memref<1xindex>
    vector.print %v : index
    return
  }
}
