// Seeded bug: an 8-thread kernel writes row tid - 4 of a 4x4 matrix, so
// threads 0-3 index rows -4 to -1. The access checks both dimensions in one
// compare; the report names the dimension that failed and its index, signed.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<4x4xf32>) kernel {
      %tid = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %row = arith.subi %tid, %c4 : index
      %v = arith.constant 2.0 : f32
      memref.store %v, %m[%row, %c1] : memref<4x4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %m = gpu.alloc () : memref<4x4xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%m : memref<4x4xf32>)
    gpu.dealloc %m : memref<4x4xf32>
    return
  }
}
// Four threads fail, each on dim 0 with its own negative row.
// CHECK: [dbg] error: out-of-bounds store in kernels::fill at {{.*}}negative-index.mlir:12:7: index -{{[1-4]}} not in [0, 4) on dim 0, block (0,0,0) thread ({{[0-3]}},0,0); 3 more at this site
// CHECK: [dbg] error: 1 check site(s) failed
