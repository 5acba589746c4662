// Seeded bug: each thread stores 4 lanes, x / (x - 2) for x = 4 * tid + lane;
// lane 2 of thread 0 is 2 / 0, an Inf. The report names the lane and value,
// at the store (nan-check=store) and where it was born (nan-check=op).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ratio(%out: memref<16xf32>) kernel {
      %tid = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %base = arith.muli %tid, %c4 : index
      %i = arith.index_cast %base : index to i32
      %f = arith.sitofp %i : i32 to f32
      %start = vector.broadcast %f : f32 to vector<4xf32>
      %steps = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : vector<4xf32>
      %x = arith.addf %start, %steps : vector<4xf32>
      %two = arith.constant dense<2.0> : vector<4xf32>
      %d = arith.subf %x, %two : vector<4xf32>
      %r = arith.divf %x, %d : vector<4xf32>
      vector.store %r, %out[%base] : memref<16xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %out = gpu.alloc () : memref<16xf32>
    gpu.launch_func @kernels::@ratio blocks in (%c1, %c1, %c1)
        threads in (%c4, %c1, %c1) args(%out : memref<16xf32>)
    gpu.dealloc %out : memref<16xf32>
    return
  }
}
// STORE: [dbg] error: Inf stored by vector.store in kernels::ratio at {{.*}}vector-nan.mlir:18:7: lane 2 of the vector<4xf32> stored: inf, block (0,0,0) thread (0,0,0)
// OP: [dbg] error: Inf produced by arith.divf in kernels::ratio at {{.*}}vector-nan.mlir:17:12: lane 2 of the vector<4xf32> result: inf from finite operands, block (0,0,0) thread (0,0,0)
// OP-NOT: produced by
// ORIGIN: [dbg] error: Inf stored by vector.store in kernels::ratio at {{.*}}vector-nan.mlir:18:7: lane 2 of the vector<4xf32> stored: inf, block (0,0,0) thread (0,0,0)
// ORIGIN-NEXT: [dbg]   in @main:0 kernels::ratio [id=1]
// ORIGIN-NEXT: [dbg]   origin: Inf produced by arith.divf in kernels::ratio at {{.*}}vector-nan.mlir:17:12: lane 2 of the vector<4xf32> result: inf from finite operands, block (0,0,0) thread (0,0,0)
