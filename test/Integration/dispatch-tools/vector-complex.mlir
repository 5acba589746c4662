// Kernels over memrefs of vector and complex elements, which diff and
// break-after cannot read: they say so.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @v(%b: memref<4xvector<4xf32>>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %b[%i] : memref<4xvector<4xf32>>
      %y = arith.addf %x, %x : vector<4xf32>
      memref.store %y, %b[%i] : memref<4xvector<4xf32>>
      gpu.return
    }
    gpu.func @c(%b: memref<4xcomplex<f32>>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %b[%i] : memref<4xcomplex<f32>>
      %y = complex.add %x, %x : complex<f32>
      memref.store %y, %b[%i] : memref<4xcomplex<f32>>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = gpu.alloc () : memref<4xvector<4xf32>>
    %b = gpu.alloc () : memref<4xcomplex<f32>>
    gpu.launch_func @kernels::@v blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xvector<4xf32>>)
    gpu.launch_func @kernels::@c blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%b : memref<4xcomplex<f32>>)
    return
  }
}
