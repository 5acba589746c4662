// Seeded bugs of allocation lifetimes, each reported with the lines of its
// gpu.alloc and gpu.dealloc, and the op not run: a kernel launched on freed
// memory, a copy from it and a memset of it, a second gpu.dealloc, and an
// allocation never freed (a warning at exit). The kernel writes 1.0; the
// program's own result (a copy of %live, filled with 7.0) is intact.
// CHECK: error: use after free: kernel argument #0 (f32[8]) of @main:0 kernels::fill [id=1] {{.*}} at {{.*}}lifetimes.mlir:[[# @LINE + 38]]:5 points into the 32-byte allocation of gpu.alloc at {{.*}}lifetimes.mlir:[[# @LINE + 35]]:12, which gpu.dealloc at {{.*}}lifetimes.mlir:[[# @LINE + 37]]:5 freed; the kernel is not run
// CHECK: error: use after free: gpu.memcpy at {{.*}}lifetimes.mlir:[[# @LINE + 39]]:5 reads the 32-byte allocation of gpu.alloc at {{.*}}lifetimes.mlir:[[# @LINE + 34]]:12, which gpu.dealloc at {{.*}}lifetimes.mlir:[[# @LINE + 36]]:5 freed; the op is not run
// CHECK: error: use after free: gpu.memset at {{.*}}lifetimes.mlir:[[# @LINE + 39]]:5 writes the 32-byte allocation
// CHECK: error: double free: gpu.dealloc at {{.*}}lifetimes.mlir:[[# @LINE + 39]]:5 frees the 32-byte allocation of gpu.alloc at {{.*}}lifetimes.mlir:[[# @LINE + 32]]:12, which gpu.dealloc at {{.*}}lifetimes.mlir:[[# @LINE + 34]]:5 freed; this free is skipped
// CHECK: warning: memory leak: 1 gpu.alloc allocation(s), 64 bytes in all, were never freed: 64 bytes in 1 by gpu.alloc at {{.*}}lifetimes.mlir:[[# @LINE + 32]]:15
// CHECK: error: 4 use(s) of freed memory or double free(s); exit status 1
// OUT: ( 7, 7, 7, 7, 7, 7, 7, 7 )
// JSONL: {"event":"lifetime","severity":"error","kind":"use_after_free","message":"use after free: kernel argument #0
// JSONL: {"event":"lifetime","severity":"error","kind":"double_free","message":"double free: gpu.dealloc at
// JSONL: {"event":"leak","severity":"warning","allocations":1,"bytes":64,
// JSONL: {"event":"exit",{{.*}}"memory_errors":4,
// lifetimes=0: nothing checked, nothing reported.
// OFF-NOT: free
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<8xf32>) kernel {
      %tid = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%tid] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %seven = arith.constant 7.0 : f32
    %live = gpu.alloc () : memref<8xf32>
    gpu.memset %live, %seven : memref<8xf32>, f32
    %host = memref.alloc () : memref<8xf32>
    gpu.memcpy %host, %live : memref<8xf32>, memref<8xf32>
    %v = vector.transfer_read %host[%c0], %seven : memref<8xf32>, vector<8xf32>
    vector.print %v : vector<8xf32>
    gpu.dealloc %live : memref<8xf32>
    // The bugs.
    %buf = gpu.alloc () : memref<8xf32>
    %leaked = gpu.alloc () : memref<16xf32>
    gpu.dealloc %buf : memref<8xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%buf : memref<8xf32>)
    gpu.memcpy %host, %buf : memref<8xf32>, memref<8xf32>
    gpu.memset %buf, %seven : memref<8xf32>, f32
    gpu.dealloc %buf : memref<8xf32>
    return
  }
}
