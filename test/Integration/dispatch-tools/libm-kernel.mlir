// A kernel whose math the host target lowers to functions it makes by name
// (math.fpowi to __mlir_math_fpowi_f32_i64) and to the C library's (math.erf
// to erff), as the elementwise dispatches of torch models do. With diff's
// host builds on the host target the program's lowering and the host build
// both make them. Prints y = erf(x) + x ** 2 for x = 0, 0.5, ..., 3.5.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @erf_square(%x: memref<8xf32>, %y: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %c2 = arith.constant 2 : i64
      %xi = memref.load %x[%i] : memref<8xf32>
      %e = math.erf %xi : f32
      %s = math.fpowi %xi, %c2 : f32, i64
      %r = arith.addf %e, %s : f32
      memref.store %r, %y[%i] : memref<8xf32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %half = arith.constant 0.5 : f32
    %hx = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %v = arith.index_cast %i : index to i32
      %f = arith.sitofp %v : i32 to f32
      %h = arith.mulf %f, %half : f32
      memref.store %h, %hx[%i] : memref<8xf32>
    }
    %x = gpu.alloc () : memref<8xf32>
    %y = gpu.alloc () : memref<8xf32>
    gpu.memcpy %x, %hx : memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@erf_square blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%x : memref<8xf32>, %y : memref<8xf32>)
    gpu.memcpy %hx, %y : memref<8xf32>, memref<8xf32>
    %p = memref.cast %hx : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%p) : (memref<*xf32>) -> ()
    gpu.dealloc %x : memref<8xf32>
    gpu.dealloc %y : memref<8xf32>
    memref.dealloc %hx : memref<8xf32>
    return
  }
}
