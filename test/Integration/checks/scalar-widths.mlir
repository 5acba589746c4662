// Seeded bug: sqrt(float(b) - 10) with b = 5, a NaN in every lane. The
// kernel's scalars have mixed widths (an i64 after an i32, then an i16 and
// an f64), so a repro that saved a scalar at the wrong offset (the host
// target's frames align i64 to 8 bytes) would compute sqrt of a huge
// number and not reproduce the NaN.
// CHECK: error: NaN stored by memref.store in kernels::k at {{.*}}scalar-widths.mlir:[[# @LINE + 20]]:7: value nan, block (0,0,0) thread (0,0,0); 3 more at this site
// CHECK: origin: NaN produced by math.sqrt in kernels::k at {{.*}}scalar-widths.mlir:[[# @LINE + 18]]:12: result nan from operands -5
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<4xf32>, %a: i32, %b: i64, %c: i16, %d: f64)
        kernel {
      %i = gpu.thread_id x
      %bf = arith.sitofp %b : i64 to f32
      %af = arith.sitofp %a : i32 to f32
      %cf = arith.sitofp %c : i16 to f32
      %df = arith.truncf %d : f64 to f32
      // 5 - 10 + (7 - 3 - 4) * 0.25: -5 only when every scalar is exact.
      %sum = arith.subf %af, %cf : f32
      %rest = arith.subf %sum, %df : f32
      %quarter = arith.constant 0.25 : f32
      %scaled = arith.mulf %rest, %quarter : f32
      %ten = arith.constant 10.0 : f32
      %x = arith.subf %bf, %ten : f32
      %y = arith.addf %x, %scaled : f32
      %s = math.sqrt %y : f32
      memref.store %s, %out[%i] : memref<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %o = gpu.alloc () : memref<4xf32>
    %a = arith.constant 7 : i32
    %b = arith.constant 5 : i64
    %c = arith.constant 3 : i16
    %d = arith.constant 4.0 : f64
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%o : memref<4xf32>, %a : i32, %b : i64, %c : i16, %d : f64)
    return
  }
}
