// Seeded bug: a 32-thread kernel computes the row and column of an 8x4
// matrix as tid / 8 and tid % 8 (the row length is 4): columns 4-7 leave
// their dimension while every linear offset, row * 4 + column <= 19, stays
// inside the 32-element buffer, so memcheck sees nothing.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<8x4xf32>) kernel {
      %tid = gpu.thread_id x
      %c8 = arith.constant 8 : index
      %row = arith.divui %tid, %c8 : index
      %col = arith.remui %tid, %c8 : index
      %v = arith.constant 2.0 : f32
      memref.store %v, %m[%row, %col] : memref<8x4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %m = gpu.alloc () : memref<8x4xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c32, %c1, %c1) args(%m : memref<8x4xf32>)
    gpu.dealloc %m : memref<8x4xf32>
    return
  }
}
// 16 threads fail: columns 4-7 of rows 0-3.
// CHECK: [dbg] error: out-of-bounds store in kernels::fill at {{.*}}transposed-index.mlir:13:7: index {{[4-7]}} not in [0, 4) on dim 1, block (0,0,0) thread ({{[0-9]+}},0,0); 15 more at this site
