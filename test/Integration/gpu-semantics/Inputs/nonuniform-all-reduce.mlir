// A block of 48 threads (a partial second warp) with two uniform
// gpu.all_reduce ops and one without uniform.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @red(%out: memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_dim x
      %l0 = arith.muli %ty, %bx : index
      %l = arith.addi %l0, %tx : index
      %li = arith.index_cast %l : index to i32
      %one = arith.constant 1 : i32
      %s = gpu.all_reduce add %one uniform {} : (i32) -> i32
      %m = gpu.all_reduce maxsi %li uniform {} : (i32) -> i32
      %t = gpu.all_reduce add %li {} : (i32) -> i32
      %z = arith.cmpi eq, %l, %c0 : index
      scf.if %z {
        memref.store %s, %out[%c0] : memref<4xi32>
        memref.store %m, %out[%c1] : memref<4xi32>
        memref.store %t, %out[%c3] : memref<4xi32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %bx = arith.constant 48 : index
    %by = arith.constant 1 : index
    %o = gpu.alloc () : memref<4xi32>
    gpu.launch_func @kernels::@red blocks in (%c1, %c1, %c1) threads in (%bx, %by, %c1) args(%o : memref<4xi32>)
    %h = memref.alloc() : memref<4xi32>
    gpu.memcpy %h, %o : memref<4xi32>, memref<4xi32>
    %p = memref.cast %h : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%p) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
