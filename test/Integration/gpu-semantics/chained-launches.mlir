// RUN: dbg-compile %s --target=host -o %t && %t | FileCheck %s
// RUN: dbg-compile %s --target=host --debug=sensible -o %t.s
// RUN: %t.s 2>&1 | FileCheck %s --implicit-check-not=error
//
// 3000 async launches chained through a loop's iter_args, each after the
// one before: one stream on a GPU, in order; on the host target, held
// until their predecessor completes and run one after another (not a
// thread each). Each adds 1 to every element, so each prints 3000, and
// no launch races with the one before it. (Every GPU op is async: a
// synchronous one would make dbg-compile run gpu-async-region, whose joins
// of the carried token upstream's gpu-to-llvm lowers with an event used
// once per iteration but destroyed after the first.)
// CHECK: 3000
// CHECK-NEXT: 3000
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @inc(%buf: memref<32xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<32xf32>
      %one = arith.constant 1.0 : f32
      %w = arith.addf %v, %one : f32
      memref.store %w, %buf[%tid] : memref<32xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c31 = arith.constant 31 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 3000 : index
    %zero = arith.constant 0.0 : f32
    %t0 = gpu.wait async
    %buf, %t1 = gpu.alloc async [%t0] () : memref<32xf32>
    %t2 = gpu.memset async [%t1] %buf, %zero : memref<32xf32>, f32
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %t2) -> (!gpu.async.token) {
      %next = gpu.launch_func async [%prev] @kernels::@inc blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<32xf32>)
      scf.yield %next : !gpu.async.token
    }
    %host = memref.alloc() : memref<32xf32>
    %t3 = gpu.memcpy async [%last] %host, %buf : memref<32xf32>, memref<32xf32>
    gpu.wait [%t3]
    %first = memref.load %host[%c0] : memref<32xf32>
    %end = memref.load %host[%c31] : memref<32xf32>
    vector.print %first : f32
    vector.print %end : f32
    %t4 = gpu.wait async
    %t5 = gpu.dealloc async [%t4] %buf : memref<32xf32>
    gpu.wait [%t5]
    memref.dealloc %host : memref<32xf32>
    return
  }
}
