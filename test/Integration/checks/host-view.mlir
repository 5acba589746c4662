// The host views a 10-element allocation as 20 elements
// (memref.reinterpret_cast) and hands the view to a kernel that stores to
// 16 of them: the kernel's checks, against the view's shape, pass. libdbgrt
// knows the allocation: the launch is reported and its kernel not run; the
// next dispatch, on the allocation itself, runs.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<20xf32>) kernel {
      %tid = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%tid] : memref<20xf32>
      gpu.return
    }
    gpu.func @clear(%buf: memref<10xf32>) kernel {
      %tid = gpu.thread_id x
      %zero = arith.constant 0.0 : f32
      memref.store %zero, %buf[%tid] : memref<10xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c16 = arith.constant 16 : index
    %buf = gpu.alloc () : memref<10xf32>
    %wide = memref.reinterpret_cast %buf to offset: [0], sizes: [20], strides: [1]
        : memref<10xf32> to memref<20xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c16, %c1, %c1) args(%wide : memref<20xf32>)
    gpu.launch_func @kernels::@clear blocks in (%c1, %c1, %c1)
        threads in (%c10, %c1, %c1) args(%buf : memref<10xf32>)
    gpu.dealloc %buf : memref<10xf32>
    return
  }
}
// CHECK: [dbg] error: operand past its allocation in kernels::fill at {{.*}}host-view.mlir:28:5: operand #0 (f32[20]) covers bytes [0, 80) of an allocation of 40 bytes; the kernel is not run
// CHECK-NEXT: [dbg]   in @main:0 kernels::fill [id=1] grid=(1,1,1) block=(16,1,1) at {{.*}}host-view.mlir:28:5
// CHECK-NOT: error
// CHECK: [dbg] error: 1 check site(s) failed; exit status 1
