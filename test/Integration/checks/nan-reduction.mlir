// A seeded bug in a loop-carried reduction: thread 0 sums 1 / (x + 1) over
// x = -1, 0, ..., 6; the first term is an Inf, carried by the sum. With
// nan-check=op the accumulator is tested once after the loop, and the
// loop's replay reports the division where the Inf was born, with its
// operands; with nan-check=store, the store of the sum.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%in: memref<8xf32>) kernel {
      %tid = gpu.thread_id x
      %i = arith.index_cast %tid : index to i32
      %f = arith.sitofp %i : i32 to f32
      %one = arith.constant 1.0 : f32
      %x = arith.subf %f, %one : f32
      memref.store %x, %in[%tid] : memref<8xf32>
      gpu.return
    }
    gpu.func @sum(%in: memref<8xf32>, %out: memref<1xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %zero = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %sum = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> f32 {
        %x = memref.load %in[%k] : memref<8xf32>
        %d = arith.addf %x, %one : f32
        %r = arith.divf %one, %d : f32
        %next = arith.addf %acc, %r : f32
        scf.yield %next : f32
      }
      memref.store %sum, %out[%c0] : memref<1xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %in = gpu.alloc () : memref<8xf32>
    %out = gpu.alloc () : memref<1xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%in : memref<8xf32>)
    gpu.launch_func @kernels::@sum blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<1xf32>)
    gpu.dealloc %in : memref<8xf32>
    gpu.dealloc %out : memref<1xf32>
    return
  }
}
// OP: [dbg] error: Inf produced by arith.divf in kernels::sum at {{.*}}nan-reduction.mlir:26:14: result inf from operands 1, 0, block (0,0,0) thread (0,0,0)
// OP-NEXT: [dbg]   in @main:1 kernels::sum [id=2]
// OP-NEXT: [dbg] error: 1 check site(s) failed
// OP-NOT: produced by

// STORE: [dbg] error: Inf stored by memref.store in kernels::sum at {{.*}}nan-reduction.mlir:30:7: value inf, block (0,0,0) thread (0,0,0)

// ORIGIN: [dbg] error: Inf stored by memref.store in kernels::sum at {{.*}}nan-reduction.mlir:30:7: value inf, block (0,0,0) thread (0,0,0)
// ORIGIN-NEXT: [dbg]   in @main:1 kernels::sum [id=2]
// ORIGIN-NEXT: [dbg]   origin: Inf produced by arith.divf in kernels::sum at {{.*}}nan-reduction.mlir:26:14: result inf from operands 1, 0, block (0,0,0) thread (0,0,0)
