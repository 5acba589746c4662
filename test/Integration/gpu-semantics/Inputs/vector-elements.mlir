// Memrefs of vectors and complex numbers in GPU memory, on the host target:
// each thread stores a vector<4xf32> and a complex<f32>, then reads them
// back and prints them.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @write(%v: memref<4xvector<4xf32>>, %c: memref<4xcomplex<f32>>) kernel {
      %tid = gpu.thread_id x
      %i = arith.index_cast %tid : index to i32
      %f = arith.sitofp %i : i32 to f32
      %splat = vector.broadcast %f : f32 to vector<4xf32>
      memref.store %splat, %v[%tid] : memref<4xvector<4xf32>>
      %one = arith.constant 1.0 : f32
      %z = complex.create %f, %one : complex<f32>
      memref.store %z, %c[%tid] : memref<4xcomplex<f32>>
      gpu.return
    }
    gpu.func @read(%v: memref<4xvector<4xf32>>, %c: memref<4xcomplex<f32>>) kernel {
      %tid = gpu.thread_id x
      %vec = memref.load %v[%tid] : memref<4xvector<4xf32>>
      %last = vector.extract %vec[3] : f32 from vector<4xf32>
      %z = memref.load %c[%tid] : memref<4xcomplex<f32>>
      %re = complex.re %z : complex<f32>
      %im = complex.im %z : complex<f32>
      gpu.printf "thread %lld: lane 3 %f, complex %f %f\n", %tid, %last, %re, %im : index, f32, f32, f32
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %v = gpu.alloc () : memref<4xvector<4xf32>>
    %c = gpu.alloc () : memref<4xcomplex<f32>>
    gpu.launch_func @kernels::@write blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%v : memref<4xvector<4xf32>>, %c : memref<4xcomplex<f32>>)
    gpu.launch_func @kernels::@read blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%v : memref<4xvector<4xf32>>, %c : memref<4xcomplex<f32>>)
    gpu.dealloc %v : memref<4xvector<4xf32>>
    gpu.dealloc %c : memref<4xcomplex<f32>>
    return
  }
}
