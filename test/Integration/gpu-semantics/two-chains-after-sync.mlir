// Two async chains after a synchronous GPU op: dbg-compile puts the whole
// function on one chain (gpu-async-region), and gpu-to-llvm lowers the
// final `gpu.wait [%a, %b]`, whose tokens are now one stream, to two
// synchronizations and destructions of that stream; libdbgrt does the
// second of each once. The program prints 1.5 twice.
// CHECK: 1.5
// CHECK-NEXT: 1.5
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%src: memref<64xf32>, %dst: memref<64xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %src[%tid] : memref<64xf32>
      memref.store %v, %dst[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %v = arith.constant 1.5 : f32
    %buf = gpu.alloc () : memref<64xf32>
    %o1 = gpu.alloc () : memref<64xf32>
    %o2 = gpu.alloc () : memref<64xf32>
    gpu.memset %buf, %v : memref<64xf32>, f32
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    %a = gpu.launch_func async [%s1] @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %o1 : memref<64xf32>)
    %b = gpu.launch_func async [%s2] @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %o2 : memref<64xf32>)
    gpu.wait [%a, %b]
    %h1 = memref.alloc () : memref<64xf32>
    %h2 = memref.alloc () : memref<64xf32>
    gpu.memcpy %h1, %o1 : memref<64xf32>, memref<64xf32>
    gpu.memcpy %h2, %o2 : memref<64xf32>, memref<64xf32>
    %x = memref.load %h1[%c0] : memref<64xf32>
    %y = memref.load %h2[%c0] : memref<64xf32>
    vector.print %x : f32
    vector.print %y : f32
    return
  }
}
