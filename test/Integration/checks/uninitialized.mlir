// Seeded bug: @copy reads `src`, which nothing wrote. With
// poison-allocations every allocation starts as a NaN pattern, and the NaN
// check at the store says the value is uninitialized memory.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%src: memref<32xf32>, %dst: memref<32xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %src[%tid] : memref<32xf32>
      memref.store %v, %dst[%tid] : memref<32xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %src = gpu.alloc () : memref<32xf32>
    %dst = gpu.alloc () : memref<32xf32>
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1)
        threads in (%c32, %c1, %c1)
        args(%src : memref<32xf32>, %dst : memref<32xf32>)
    gpu.dealloc %src : memref<32xf32>
    gpu.dealloc %dst : memref<32xf32>
    return
  }
}
// CHECK: [dbg] error: NaN stored by memref.store in kernels::copy at {{.*}}uninitialized.mlir:9:7: value nan; value is the poison-allocations pattern: memory nothing wrote (uninitialized), block (0,0,0) thread (0,0,0); 31 more at this site
// A NaN read from memory is born at the load (sensible).
// ORIGIN: [dbg] error: NaN stored by memref.store in kernels::copy at {{.*}}uninitialized.mlir:9:7: value nan; value is the poison-allocations pattern: memory nothing wrote (uninitialized), block (0,0,0) thread (0,0,0); 31 more at this site
// ORIGIN-NEXT: [dbg]   in @main:0 kernels::copy [id=1]
// ORIGIN-NEXT: [dbg]   origin: NaN loaded by memref.load from operand #0 (memref<32xf32>) in kernels::copy at {{.*}}uninitialized.mlir:8:12: result nan; value is the poison-allocations pattern: memory nothing wrote (uninitialized), block (0,0,0) thread (0,0,0); 31 more at this site
