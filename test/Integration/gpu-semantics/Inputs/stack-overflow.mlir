// A kernel whose private buffer (40 MB of memref.alloca) does not fit a CPU
// thread's stack: it writes one element per 4 KiB page, then reads back the
// element its input names.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @big(%io: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %n = arith.constant 10000000 : index
      %page = arith.constant 1024 : index
      %buf = memref.alloca() : memref<10000000xi32>
      scf.for %i = %c0 to %n step %page {
        %v = arith.index_cast %i : index to i32
        memref.store %v, %buf[%i] : memref<10000000xi32>
      }
      %at = memref.load %io[%c0] : memref<1xi32>
      %ati = arith.index_cast %at : i32 to index
      %v = memref.load %buf[%ati] : memref<10000000xi32>
      memref.store %v, %io[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %io = memref.alloc() : memref<1xi32>
    %at = arith.constant 2048 : i32
    memref.store %at, %io[%c0] : memref<1xi32>
    gpu.launch_func @kernels::@big blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%io : memref<1xi32>)
    %v = memref.load %io[%c0] : memref<1xi32>
    vector.print %v : i32
    return
  }
}
