// Infinities a program means and infinities it makes, with
// nan-check=store (what --debug=sensible uses). A causal mask fills the
// upper lanes with -inf (a select of the constant), a second kernel copies
// the masked row, a third subtracts 1 from it (-inf - 1 is the -inf it
// carries): no report. A division makes NaN in 8 lanes (0 / 0) and Inf in
// 56 (1 / 0): reported at the division's store, NaN and Inf counted apart.
// exp(2x) overflows in the 19 lanes where 2x > 88: reported where it is made.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%x: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %i = arith.index_cast %t : index to i32
      %f = arith.sitofp %i : i32 to f32
      memref.store %f, %x[%t] : memref<64xf32>
      gpu.return
    }
    gpu.func @mask(%x: memref<64xf32>, %out: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %keep = arith.cmpi ult, %t, %c4 : index
      %ninf = arith.constant 0xFF800000 : f32
      %v = memref.load %x[%t] : memref<64xf32>
      %masked = arith.select %keep, %v, %ninf : f32
      memref.store %masked, %out[%t] : memref<64xf32>
      gpu.return
    }
    gpu.func @copy(%in: memref<64xf32>, %out: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<64xf32>
      memref.store %v, %out[%t] : memref<64xf32>
      gpu.return
    }
    gpu.func @shift(%in: memref<64xf32>, %out: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      %v = memref.load %in[%t] : memref<64xf32>
      %s = arith.subf %v, %one : f32
      memref.store %s, %out[%t] : memref<64xf32>
      gpu.return
    }
    gpu.func @ratio(%in: memref<64xf32>, %out: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %c8 = arith.constant 8 : index
      %low = arith.cmpi ult, %t, %c8 : index
      %zero = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %num = arith.select %low, %zero, %one : f32
      %den = memref.load %in[%t] : memref<64xf32>
      %z = arith.mulf %den, %zero : f32
      %r = arith.divf %num, %z : f32
      memref.store %r, %out[%t] : memref<64xf32>
      gpu.return
    }
    gpu.func @overflow(%x: memref<64xf32>, %out: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<64xf32>
      %two = arith.constant 2.0 : f32
      %w = arith.mulf %v, %two : f32
      %e = math.exp %w : f32
      memref.store %e, %out[%t] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %x = gpu.alloc () : memref<64xf32>
    %a = gpu.alloc () : memref<64xf32>
    %b = gpu.alloc () : memref<64xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%x : memref<64xf32>)
    gpu.launch_func @kernels::@mask blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1)
        args(%x : memref<64xf32>, %a : memref<64xf32>)
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1)
        args(%a : memref<64xf32>, %b : memref<64xf32>)
    gpu.launch_func @kernels::@shift blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1)
        args(%b : memref<64xf32>, %a : memref<64xf32>)
    gpu.launch_func @kernels::@ratio blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1)
        args(%x : memref<64xf32>, %a : memref<64xf32>)
    gpu.launch_func @kernels::@overflow blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1)
        args(%x : memref<64xf32>, %b : memref<64xf32>)
    gpu.dealloc %x : memref<64xf32>
    gpu.dealloc %a : memref<64xf32>
    gpu.dealloc %b : memref<64xf32>
    return
  }
}
// CHECK-NOT: stored by memref.store in kernels::mask
// CHECK-NOT: stored by memref.store in kernels::copy
// CHECK-NOT: stored by memref.store in kernels::shift
// CHECK-DAG: [dbg] error: NaN stored by memref.store in kernels::ratio at {{.*}}carried-infinity.mlir:51:7: value nan, block (0,0,0) thread ({{[0-7]}},0,0); 7 more at this site
// CHECK-DAG: [dbg] error: Inf stored by memref.store in kernels::ratio at {{.*}}carried-infinity.mlir:51:7: value inf, block (0,0,0) thread ({{[0-9]+}},0,0); 55 more at this site
// Each with the op where it was born (sensible's origin builds).
// CHECK-DAG: [dbg]   origin: NaN produced by arith.divf in kernels::ratio at {{.*}}carried-infinity.mlir:50:12: result nan from operands 0, 0, block (0,0,0) thread ({{[0-7]}},0,0); 7 more at this site
// CHECK-DAG: [dbg]   origin: Inf produced by arith.divf in kernels::ratio at {{.*}}carried-infinity.mlir:50:12: result inf from operands {{[^,]+}}, 0, block (0,0,0) thread ({{[0-9]+}},0,0); 55 more at this site
// CHECK: [dbg] error: Inf stored by memref.store in kernels::overflow at {{.*}}carried-infinity.mlir:60:7: value inf, block (0,0,0) thread ({{4[5-9]|5[0-9]|6[0-3]}},0,0); 18 more at this site
// CHECK-NEXT: [dbg]   in @main:5 kernels::overflow [id=6]
// CHECK-NEXT: [dbg]   origin: Inf produced by math.exp in kernels::overflow at {{.*}}carried-infinity.mlir:59:12: result inf from operands {{[0-9.]+}}, block (0,0,0) thread ({{4[5-9]|5[0-9]|6[0-3]}},0,0); 18 more at this site
// CHECK-NOT: stored by
