// Seeded bug (the Hopper runbook's 32-bit row offset): a kernel computes
// the offset of row 65537 of a matrix whose rows are 65536 elements long
// as row * stride in i32. The exact offset, 4295032832, does not fit; it
// wraps to 65536, the start of row 1, inside the buffer: each thread
// writes row 1 instead of its row, nothing faults, and memcheck sees
// nothing. insert-overflow-checks reports the multiply at its line with
// its operands, the exact and the wrapped result.
// CHECK: [dbg] error: i32 overflow on the way to an address in kernels::write_row at {{.*}}i32-row-offset.mlir:[[@LINE+8]]:15: 65537 * 65536 = 4295032832 does not fit in i32; it wraps to 65536, block (0,0,0) thread ({{[0-9]+}},0,0); 63 more at this site
// PLAIN: row 1 starts with 7
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @write_row(%buffer: memref<?xf32>, %row: i32, %stride: i32) kernel {
      %tid = gpu.thread_id x
      %col = arith.index_cast %tid : index to i32
      // The row's offset in 32 bits.
      %base = arith.muli %row, %stride : i32
      %at = arith.addi %base, %col : i32
      %index = arith.index_cast %at : i32 to index
      %seven = arith.constant 7.0 : f32
      memref.store %seven, %buffer[%index] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    // Two rows of 65536 and one element: row 65537 is not there at all.
    %n = arith.constant 131073 : index
    %row = arith.constant 65537 : i32
    %stride = arith.constant 65536 : i32
    %buffer = gpu.alloc (%n) : memref<?xf32>
    %zero = arith.constant 0.0 : f32
    gpu.launch_func @kernels::@write_row blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%buffer : memref<?xf32>, %row : i32, %stride : i32)
    %host = memref.alloc (%n) : memref<?xf32>
    gpu.memcpy %host, %buffer : memref<?xf32>, memref<?xf32>
    %first = memref.load %host[%c0] : memref<?xf32>
    %c65536 = arith.constant 65536 : index
    %wrong = memref.load %host[%c65536] : memref<?xf32>
    vector.print str "row 1 starts with "
    vector.print %wrong : f32
    gpu.dealloc %buffer : memref<?xf32>
    return
  }
}
