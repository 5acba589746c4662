// Seeded bugs, each carried through several later ops before its store:
//  - @sqrt_chain: sqrt of a negative input (-1) is a NaN;
//  - @div_chain:  1 / (x + 1) of x = -1 is an Inf;
//  - @mul_chain:  (x - x) * scale with scale = +inf is a NaN (0 * inf).
// With nan-check=op each is reported at the op where it was born, with its
// operands; with nan-check=store, at the store.
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
    gpu.func @sqrt_chain(%in: memref<8xf32>, %out: memref<8xf32>) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %in[%tid] : memref<8xf32>
      %s = math.sqrt %x : f32
      %two = arith.constant 2.0 : f32
      %t = arith.mulf %s, %two : f32
      %u = arith.addf %t, %two : f32
      %w = math.exp %u : f32
      memref.store %w, %out[%tid] : memref<8xf32>
      gpu.return
    }
    gpu.func @div_chain(%in: memref<8xf32>, %out: memref<8xf32>) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %in[%tid] : memref<8xf32>
      %one = arith.constant 1.0 : f32
      %d = arith.addf %x, %one : f32
      %r = arith.divf %one, %d : f32
      %three = arith.constant 3.0 : f32
      %t = arith.mulf %r, %three : f32
      %u = arith.addf %t, %one : f32
      memref.store %u, %out[%tid] : memref<8xf32>
      gpu.return
    }
    gpu.func @mul_chain(%in: memref<8xf32>, %out: memref<8xf32>,
                        %scale: f32) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %in[%tid] : memref<8xf32>
      %z = arith.subf %x, %x : f32
      %n = arith.mulf %z, %scale : f32
      %one = arith.constant 1.0 : f32
      %t = arith.addf %n, %one : f32
      %u = arith.mulf %t, %t : f32
      memref.store %u, %out[%tid] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %inf = arith.constant 0x7F800000 : f32
    %in = gpu.alloc () : memref<8xf32>
    %out = gpu.alloc () : memref<8xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1) args(%in : memref<8xf32>)
    gpu.launch_func @kernels::@sqrt_chain blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<8xf32>)
    gpu.launch_func @kernels::@div_chain blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<8xf32>)
    gpu.launch_func @kernels::@mul_chain blocks in (%c1, %c1, %c1)
        threads in (%c8, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<8xf32>, %inf : f32)
    gpu.dealloc %in : memref<8xf32>
    gpu.dealloc %out : memref<8xf32>
    return
  }
}
// OP: [dbg] error: NaN produced by math.sqrt in kernels::sqrt_chain at {{.*}}nan-origin.mlir:21:12: result nan from operands -1, block (0,0,0) thread (0,0,0)
// OP-NEXT: [dbg]   in @main:1 kernels::sqrt_chain [id=2]
// OP: [dbg] error: Inf produced by arith.divf in kernels::div_chain at {{.*}}nan-origin.mlir:34:12: result inf from operands 1, 0, block (0,0,0) thread (0,0,0)
// OP-NEXT: [dbg]   in @main:2 kernels::div_chain [id=3]
// OP: [dbg] error: NaN produced by arith.mulf in kernels::mul_chain at {{.*}}nan-origin.mlir:46:12: result nan from operands 0, inf, block (0,0,0) thread (0,0,0); 7 more at this site
// OP-NEXT: [dbg]   in @main:3 kernels::mul_chain [id=4]
// OP-NEXT: [dbg] error: 3 check site(s) failed
// OP-NOT: produced by

// STORE: [dbg] error: NaN stored by memref.store in kernels::sqrt_chain at {{.*}}nan-origin.mlir:26:7: value nan, block (0,0,0) thread (0,0,0)
// STORE: [dbg] error: Inf stored by memref.store in kernels::div_chain at {{.*}}nan-origin.mlir:38:7: value inf, block (0,0,0) thread (0,0,0)
// STORE: [dbg] error: NaN stored by memref.store in kernels::mul_chain at {{.*}}nan-origin.mlir:50:7: value nan, block (0,0,0) thread (0,0,0); 7 more at this site

// With sensible (store checks and their origin builds), each store's report
// is followed by the op where its value was born, found by running the
// dispatch again from its inputs with a check of every float op.
// ORIGIN: [dbg] error: NaN stored by memref.store in kernels::sqrt_chain at {{.*}}nan-origin.mlir:26:7: value nan, block (0,0,0) thread (0,0,0)
// ORIGIN-NEXT: [dbg]   in @main:1 kernels::sqrt_chain [id=2]
// ORIGIN-NEXT: [dbg]   origin: NaN produced by math.sqrt in kernels::sqrt_chain at {{.*}}nan-origin.mlir:21:12: result nan from operands -1, block (0,0,0) thread (0,0,0)
// ORIGIN: [dbg] error: Inf stored by memref.store in kernels::div_chain at {{.*}}nan-origin.mlir:38:7: value inf, block (0,0,0) thread (0,0,0)
// ORIGIN-NEXT: [dbg]   in @main:2 kernels::div_chain [id=3]
// ORIGIN-NEXT: [dbg]   origin: Inf produced by arith.divf in kernels::div_chain at {{.*}}nan-origin.mlir:34:12: result inf from operands 1, 0, block (0,0,0) thread (0,0,0)
// ORIGIN: [dbg] error: NaN stored by memref.store in kernels::mul_chain at {{.*}}nan-origin.mlir:50:7: value nan, block (0,0,0) thread (0,0,0); 7 more at this site
// ORIGIN-NEXT: [dbg]   in @main:3 kernels::mul_chain [id=4]
// ORIGIN-NEXT: [dbg]   origin: NaN produced by arith.mulf in kernels::mul_chain at {{.*}}nan-origin.mlir:46:12: result nan from operands 0, inf, block (0,0,0) thread (0,0,0); 7 more at this site
// ORIGIN-NOT: origin:
// ORIGIN: [dbg] error: 3 check site(s) failed
