// Seeded bug: the bound test is `i <= n` instead of `i < n`, so thread 130
// (block 1, thread 2) stores one past the end of a 130-element buffer.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<130xf32>, %n: index) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %inside = arith.cmpi ule, %i, %n : index
      scf.if %inside {
        %one = arith.constant 1.0 : f32
        memref.store %one, %buf[%i] : memref<130xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %c130 = arith.constant 130 : index
    %buf = gpu.alloc () : memref<130xf32>
    gpu.launch_func @kernels::@fill blocks in (%c2, %c1, %c1)
        threads in (%c128, %c1, %c1) args(%buf : memref<130xf32>, %c130 : index)
    gpu.dealloc %buf : memref<130xf32>
    return
  }
}
// CHECK: [dbg] error: out-of-bounds store in kernels::fill at {{.*}}tail-store.mlir:14:9: index 130 not in [0, 130) on dim 0, block (1,0,0) thread (2,0,0)
// CHECK-NEXT: [dbg]   in @main:0 kernels::fill [id=1] grid=(2,1,1) block=(128,1,1) at {{.*}}tail-store.mlir:25:5
// CHECK: [dbg] error: 1 check site(s) failed; exit status 1
