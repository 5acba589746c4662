// nan-check=dispatch benchmark: what libdbgrt's scan of the buffers a
// dispatch wrote costs. @touch writes one element, so the dispatch itself
// costs next to nothing and the scan of its whole buffer is what the
// instrumented build adds. Prints the mean time in microseconds of: one
// device-to-device gpu.memcpy of the 256 MB buffer (the bandwidth to
// compare with), one @touch of the 256 MB buffer, one @touch of a
// 1 KB buffer.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @touch(%buf: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%c0] : memref<?xf32>
      gpu.return
    }
  }

  func.func private @rtclock() -> f64

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %big = arith.constant 67108864 : index
    %small = arith.constant 256 : index
    %bigIters = arith.constant 20 : index
    %bigItersF = arith.constant 20.0 : f64
    %smallIters = arith.constant 2000 : index
    %smallItersF = arith.constant 2000.0 : f64
    %us = arith.constant 1.0e6 : f64
    %zero = arith.constant 0.0 : f32
    %a = gpu.alloc (%big) : memref<?xf32>
    %b = gpu.alloc (%big) : memref<?xf32>
    %s = gpu.alloc (%small) : memref<?xf32>
    gpu.memset %a, %zero : memref<?xf32>, f32
    gpu.memset %b, %zero : memref<?xf32>, f32
    gpu.memset %s, %zero : memref<?xf32>, f32
    gpu.memcpy %b, %a : memref<?xf32>, memref<?xf32>
    gpu.launch_func @kernels::@touch blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>)
    gpu.launch_func @kernels::@touch blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%s : memref<?xf32>)
    gpu.wait

    %t0 = func.call @rtclock() : () -> f64
    scf.for %i = %c0 to %bigIters step %c1 {
      gpu.memcpy %b, %a : memref<?xf32>, memref<?xf32>
    }
    gpu.wait
    %t1 = func.call @rtclock() : () -> f64
    scf.for %i = %c0 to %bigIters step %c1 {
      gpu.launch_func @kernels::@touch blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>)
    }
    gpu.wait
    %t2 = func.call @rtclock() : () -> f64
    scf.for %i = %c0 to %smallIters step %c1 {
      gpu.launch_func @kernels::@touch blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%s : memref<?xf32>)
    }
    gpu.wait
    %t3 = func.call @rtclock() : () -> f64

    %d0 = arith.subf %t1, %t0 : f64
    %d1 = arith.subf %t2, %t1 : f64
    %d2 = arith.subf %t3, %t2 : f64
    %p0 = arith.divf %d0, %bigItersF : f64
    %p1 = arith.divf %d1, %bigItersF : f64
    %p2 = arith.divf %d2, %smallItersF : f64
    %u0 = arith.mulf %p0, %us : f64
    %u1 = arith.mulf %p1, %us : f64
    %u2 = arith.mulf %p2, %us : f64
    vector.print str "copy "
    vector.print %u0 : f64
    vector.print str "big "
    vector.print %u1 : f64
    vector.print str "small "
    vector.print %u2 : f64
    gpu.dealloc %a : memref<?xf32>
    gpu.dealloc %b : memref<?xf32>
    gpu.dealloc %s : memref<?xf32>
    return
  }
}
