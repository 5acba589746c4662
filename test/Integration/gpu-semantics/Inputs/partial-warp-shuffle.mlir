// A block of 16 threads whose lane 0 shuffles (xor 16) from lane 16, which
// the partial warp does not have; then a subgroup_reduce over it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<3xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %tid = gpu.thread_id x
      %ti = arith.index_cast %tid : index to i32
      %f = arith.sitofp %ti : i32 to f32
      %o16 = arith.constant 16 : i32
      %w32 = arith.constant 32 : i32
      %s, %valid = gpu.shuffle xor %f, %o16, %w32 : f32
      %one = arith.constant 1.0 : f32
      %r = gpu.subgroup_reduce add %one : (f32) -> f32
      %z = arith.cmpi eq, %tid, %c0 : index
      scf.if %z {
        memref.store %s, %out[%c0] : memref<3xf32>
        %vf = arith.uitofp %valid : i1 to f32
        memref.store %vf, %out[%c1] : memref<3xf32>
        memref.store %r, %out[%c2] : memref<3xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %o = gpu.alloc () : memref<3xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%o : memref<3xf32>)
    %h = memref.alloc() : memref<3xf32>
    gpu.memcpy %h, %o : memref<3xf32>, memref<3xf32>
    %p = memref.cast %h : memref<3xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
