// A kernel views its 10-element buffer as 20 elements through
// memref.reinterpret_cast and stores at indices 0..15: the view's own shape
// holds every index, the buffer does not (indices 10..15 are past it).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @widen(%buf: memref<10xf32>) kernel {
      %tid = gpu.thread_id x
      %wide = memref.reinterpret_cast %buf to offset: [0], sizes: [20], strides: [1]
          : memref<10xf32> to memref<20xf32>
      %i = arith.index_cast %tid : index to i32
      %v = arith.sitofp %i : i32 to f32
      memref.store %v, %wide[%tid] : memref<20xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %buf = gpu.alloc () : memref<10xf32>
    gpu.launch_func @kernels::@widen
        blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%buf : memref<10xf32>)
    gpu.dealloc %buf : memref<10xf32>
    return
  }
}
// CHECK: [dbg] error: out-of-bounds store in kernels::widen at {{.*}}reinterpret-view.mlir:12:7: element 10 not in [0, 10) of the memref that memref.reinterpret_cast at {{.*}}reinterpret-view.mlir:8:15 views, block (0,0,0) thread (10,0,0); 5 more at this site
// CHECK-NEXT: [dbg]   in @main:0 kernels::widen [id=1] grid=(1,1,1) block=(16,1,1) at {{.*}}reinterpret-view.mlir:21:5
// CHECK: [dbg] error: 1 check site(s) failed; exit status 1
