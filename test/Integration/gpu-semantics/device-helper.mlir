// A kernel that calls a helper function of its gpu.module, and an async
// gpu.memset without dependencies (which MLIR 22's gpu-to-llvm lowers only
// with one: normalize-gpu-async-dependencies gives it one). Run here on
// the host target, and on a CUDA GPU by the GPU suite (test/gpu/suite.txt).
// RUN: dbg-compile %s --target=host --debug=trace -o %t && %t 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=TRACE < %t.err
// RUN: dbg-compile %s --target=cuda --kernel-format=isa --emit=llvm -o - | FileCheck %s --check-prefix=CUDA

module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @square(%x: f32) -> f32 {
      %y = arith.mulf %x, %x : f32
      return %y : f32
    }
    gpu.func @apply(%buf: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<?xf32>
      %s = func.call @square(%v) : (f32) -> f32
      memref.store %s, %buf[%tid] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %three = arith.constant 3.0 : f32
    %buf = gpu.alloc host_shared (%c4) : memref<?xf32>
    %t = gpu.memset async [] %buf, %three : memref<?xf32>, f32
    gpu.wait [%t]
    gpu.launch_func @kernels::@apply blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%buf : memref<?xf32>)
    %v = memref.load %buf[%c1] : memref<?xf32>
    // CHECK: 9
    vector.print %v : f32
    return
  }
}
// TRACE: [dbg] LAUNCH @main:0 kernels::apply [id=1] grid=(1,1,1) block=(4,1,1) target=cpu:0 at {{.*}}device-helper.mlir:30:5
// CUDA: call ptr @mgpuStreamCreate()
// CUDA: call void @mgpuMemset32(
