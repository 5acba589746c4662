// Seeded bug: a histogram of the values 0..8 into 8 bins: the value 8 (of
// thread 8) adds to bin 8, one past the end.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @histogram(%bins: memref<8xi32>) kernel {
      %tid = gpu.thread_id x
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %bins[%tid] : (i32, memref<8xi32>) -> i32
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %bins = gpu.alloc () : memref<8xi32>
    gpu.launch_func @kernels::@histogram blocks in (%c1, %c1, %c1)
        threads in (%c9, %c1, %c1) args(%bins : memref<8xi32>)
    gpu.dealloc %bins : memref<8xi32>
    return
  }
}
// CHECK: [dbg] error: out-of-bounds atomic update in kernels::histogram at {{.*}}atomic-out-of-range.mlir:8:14: index 8 not in [0, 8) on dim 0, block (0,0,0) thread (8,0,0)
