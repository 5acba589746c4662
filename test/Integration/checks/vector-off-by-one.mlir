// Seeded bug: each of 4 threads loads 4 lanes from 4 * tid + 1 (meant:
// 4 * tid), so thread 3 reads elements [13, 17) of a 16-element buffer.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%src: memref<16xf32>, %dst: memref<16xf32>) kernel {
      %tid = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %base = arith.muli %tid, %c4 : index
      %from = arith.addi %base, %c1 : index
      %v = vector.load %src[%from] : memref<16xf32>, vector<4xf32>
      vector.store %v, %dst[%base] : memref<16xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %src = gpu.alloc () : memref<16xf32>
    %dst = gpu.alloc () : memref<16xf32>
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1)
        args(%src : memref<16xf32>, %dst : memref<16xf32>)
    gpu.dealloc %src : memref<16xf32>
    gpu.dealloc %dst : memref<16xf32>
    return
  }
}
// The store at 4 * tid is in range for tid < 4, which safe proves
// (known_block_size is not set, but the launch sizes are not known either:
// the store is checked too, and never fails).
// CHECK: [dbg] error: out-of-bounds load in kernels::copy at {{.*}}vector-off-by-one.mlir:11:12: elements [13, 17) not in [0, 16) on dim 0, block (0,0,0) thread (3,0,0)
// CHECK-NOT: out-of-bounds store
