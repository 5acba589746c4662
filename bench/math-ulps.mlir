// One result of each math function per input, 65536 inputs spread evenly
// over the function's domain: bench/math-ulps.sh runs it on the host and
// on a GPU and compares the results in ulps. Functions, in rows:
// sin cos tan exp exp2 expm1 log log2 log10 log1p sqrt rsqrt cbrt erf erfc tanh sinh cosh asin acos atan asinh acosh atanh powf atan2.
// powf(x, 2.5) and atan2(x, 1.5).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @math(%out: memref<26x65536xf32>) kernel {
      %i = gpu.global_id x
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %n = arith.constant 65536.0 : f32
      %t = arith.divf %fi, %n : f32
      %y = arith.constant 2.5 : f32
      %y2 = arith.constant 1.5 : f32
      // sin on [-10, 10]
      %lo0 = arith.constant -10.0 : f32
      %w0 = arith.constant 20.0 : f32
      %s0 = arith.mulf %t, %w0 : f32
      %x0 = arith.addf %lo0, %s0 : f32
      %r0 = math.sin %x0 : f32
      %row0 = arith.constant 0 : index
      memref.store %r0, %out[%row0, %i] : memref<26x65536xf32>
      // cos on [-10, 10]
      %lo1 = arith.constant -10.0 : f32
      %w1 = arith.constant 20.0 : f32
      %s1 = arith.mulf %t, %w1 : f32
      %x1 = arith.addf %lo1, %s1 : f32
      %r1 = math.cos %x1 : f32
      %row1 = arith.constant 1 : index
      memref.store %r1, %out[%row1, %i] : memref<26x65536xf32>
      // tan on [-1.5, 1.5]
      %lo2 = arith.constant -1.5 : f32
      %w2 = arith.constant 3.0 : f32
      %s2 = arith.mulf %t, %w2 : f32
      %x2 = arith.addf %lo2, %s2 : f32
      %r2 = math.tan %x2 : f32
      %row2 = arith.constant 2 : index
      memref.store %r2, %out[%row2, %i] : memref<26x65536xf32>
      // exp on [-80, 80]
      %lo3 = arith.constant -80.0 : f32
      %w3 = arith.constant 160.0 : f32
      %s3 = arith.mulf %t, %w3 : f32
      %x3 = arith.addf %lo3, %s3 : f32
      %r3 = math.exp %x3 : f32
      %row3 = arith.constant 3 : index
      memref.store %r3, %out[%row3, %i] : memref<26x65536xf32>
      // exp2 on [-120, 120]
      %lo4 = arith.constant -120.0 : f32
      %w4 = arith.constant 240.0 : f32
      %s4 = arith.mulf %t, %w4 : f32
      %x4 = arith.addf %lo4, %s4 : f32
      %r4 = math.exp2 %x4 : f32
      %row4 = arith.constant 4 : index
      memref.store %r4, %out[%row4, %i] : memref<26x65536xf32>
      // expm1 on [-10, 10]
      %lo5 = arith.constant -10.0 : f32
      %w5 = arith.constant 20.0 : f32
      %s5 = arith.mulf %t, %w5 : f32
      %x5 = arith.addf %lo5, %s5 : f32
      %r5 = math.expm1 %x5 : f32
      %row5 = arith.constant 5 : index
      memref.store %r5, %out[%row5, %i] : memref<26x65536xf32>
      // log on [0.001, 1000]
      %lo6 = arith.constant 0.001 : f32
      %w6 = arith.constant 999.999 : f32
      %s6 = arith.mulf %t, %w6 : f32
      %x6 = arith.addf %lo6, %s6 : f32
      %r6 = math.log %x6 : f32
      %row6 = arith.constant 6 : index
      memref.store %r6, %out[%row6, %i] : memref<26x65536xf32>
      // log2 on [0.001, 1000]
      %lo7 = arith.constant 0.001 : f32
      %w7 = arith.constant 999.999 : f32
      %s7 = arith.mulf %t, %w7 : f32
      %x7 = arith.addf %lo7, %s7 : f32
      %r7 = math.log2 %x7 : f32
      %row7 = arith.constant 7 : index
      memref.store %r7, %out[%row7, %i] : memref<26x65536xf32>
      // log10 on [0.001, 1000]
      %lo8 = arith.constant 0.001 : f32
      %w8 = arith.constant 999.999 : f32
      %s8 = arith.mulf %t, %w8 : f32
      %x8 = arith.addf %lo8, %s8 : f32
      %r8 = math.log10 %x8 : f32
      %row8 = arith.constant 8 : index
      memref.store %r8, %out[%row8, %i] : memref<26x65536xf32>
      // log1p on [-0.99, 100]
      %lo9 = arith.constant -0.99 : f32
      %w9 = arith.constant 100.99 : f32
      %s9 = arith.mulf %t, %w9 : f32
      %x9 = arith.addf %lo9, %s9 : f32
      %r9 = math.log1p %x9 : f32
      %row9 = arith.constant 9 : index
      memref.store %r9, %out[%row9, %i] : memref<26x65536xf32>
      // sqrt on [0, 1000]
      %lo10 = arith.constant 0.0 : f32
      %w10 = arith.constant 1000.0 : f32
      %s10 = arith.mulf %t, %w10 : f32
      %x10 = arith.addf %lo10, %s10 : f32
      %r10 = math.sqrt %x10 : f32
      %row10 = arith.constant 10 : index
      memref.store %r10, %out[%row10, %i] : memref<26x65536xf32>
      // rsqrt on [0.001, 1000]
      %lo11 = arith.constant 0.001 : f32
      %w11 = arith.constant 999.999 : f32
      %s11 = arith.mulf %t, %w11 : f32
      %x11 = arith.addf %lo11, %s11 : f32
      %r11 = math.rsqrt %x11 : f32
      %row11 = arith.constant 11 : index
      memref.store %r11, %out[%row11, %i] : memref<26x65536xf32>
      // cbrt on [-1000, 1000]
      %lo12 = arith.constant -1000.0 : f32
      %w12 = arith.constant 2000.0 : f32
      %s12 = arith.mulf %t, %w12 : f32
      %x12 = arith.addf %lo12, %s12 : f32
      %r12 = math.cbrt %x12 : f32
      %row12 = arith.constant 12 : index
      memref.store %r12, %out[%row12, %i] : memref<26x65536xf32>
      // erf on [-5, 5]
      %lo13 = arith.constant -5.0 : f32
      %w13 = arith.constant 10.0 : f32
      %s13 = arith.mulf %t, %w13 : f32
      %x13 = arith.addf %lo13, %s13 : f32
      %r13 = math.erf %x13 : f32
      %row13 = arith.constant 13 : index
      memref.store %r13, %out[%row13, %i] : memref<26x65536xf32>
      // erfc on [-5, 5]
      %lo14 = arith.constant -5.0 : f32
      %w14 = arith.constant 10.0 : f32
      %s14 = arith.mulf %t, %w14 : f32
      %x14 = arith.addf %lo14, %s14 : f32
      %r14 = math.erfc %x14 : f32
      %row14 = arith.constant 14 : index
      memref.store %r14, %out[%row14, %i] : memref<26x65536xf32>
      // tanh on [-10, 10]
      %lo15 = arith.constant -10.0 : f32
      %w15 = arith.constant 20.0 : f32
      %s15 = arith.mulf %t, %w15 : f32
      %x15 = arith.addf %lo15, %s15 : f32
      %r15 = math.tanh %x15 : f32
      %row15 = arith.constant 15 : index
      memref.store %r15, %out[%row15, %i] : memref<26x65536xf32>
      // sinh on [-10, 10]
      %lo16 = arith.constant -10.0 : f32
      %w16 = arith.constant 20.0 : f32
      %s16 = arith.mulf %t, %w16 : f32
      %x16 = arith.addf %lo16, %s16 : f32
      %r16 = math.sinh %x16 : f32
      %row16 = arith.constant 16 : index
      memref.store %r16, %out[%row16, %i] : memref<26x65536xf32>
      // cosh on [-10, 10]
      %lo17 = arith.constant -10.0 : f32
      %w17 = arith.constant 20.0 : f32
      %s17 = arith.mulf %t, %w17 : f32
      %x17 = arith.addf %lo17, %s17 : f32
      %r17 = math.cosh %x17 : f32
      %row17 = arith.constant 17 : index
      memref.store %r17, %out[%row17, %i] : memref<26x65536xf32>
      // asin on [-1, 1]
      %lo18 = arith.constant -1.0 : f32
      %w18 = arith.constant 2.0 : f32
      %s18 = arith.mulf %t, %w18 : f32
      %x18 = arith.addf %lo18, %s18 : f32
      %r18 = math.asin %x18 : f32
      %row18 = arith.constant 18 : index
      memref.store %r18, %out[%row18, %i] : memref<26x65536xf32>
      // acos on [-1, 1]
      %lo19 = arith.constant -1.0 : f32
      %w19 = arith.constant 2.0 : f32
      %s19 = arith.mulf %t, %w19 : f32
      %x19 = arith.addf %lo19, %s19 : f32
      %r19 = math.acos %x19 : f32
      %row19 = arith.constant 19 : index
      memref.store %r19, %out[%row19, %i] : memref<26x65536xf32>
      // atan on [-100, 100]
      %lo20 = arith.constant -100.0 : f32
      %w20 = arith.constant 200.0 : f32
      %s20 = arith.mulf %t, %w20 : f32
      %x20 = arith.addf %lo20, %s20 : f32
      %r20 = math.atan %x20 : f32
      %row20 = arith.constant 20 : index
      memref.store %r20, %out[%row20, %i] : memref<26x65536xf32>
      // asinh on [-100, 100]
      %lo21 = arith.constant -100.0 : f32
      %w21 = arith.constant 200.0 : f32
      %s21 = arith.mulf %t, %w21 : f32
      %x21 = arith.addf %lo21, %s21 : f32
      %r21 = math.asinh %x21 : f32
      %row21 = arith.constant 21 : index
      memref.store %r21, %out[%row21, %i] : memref<26x65536xf32>
      // acosh on [1, 100]
      %lo22 = arith.constant 1.0 : f32
      %w22 = arith.constant 99.0 : f32
      %s22 = arith.mulf %t, %w22 : f32
      %x22 = arith.addf %lo22, %s22 : f32
      %r22 = math.acosh %x22 : f32
      %row22 = arith.constant 22 : index
      memref.store %r22, %out[%row22, %i] : memref<26x65536xf32>
      // atanh on [-0.99, 0.99]
      %lo23 = arith.constant -0.99 : f32
      %w23 = arith.constant 1.98 : f32
      %s23 = arith.mulf %t, %w23 : f32
      %x23 = arith.addf %lo23, %s23 : f32
      %r23 = math.atanh %x23 : f32
      %row23 = arith.constant 23 : index
      memref.store %r23, %out[%row23, %i] : memref<26x65536xf32>
      // powf on [0, 100]
      %lo24 = arith.constant 0.0 : f32
      %w24 = arith.constant 100.0 : f32
      %s24 = arith.mulf %t, %w24 : f32
      %x24 = arith.addf %lo24, %s24 : f32
      %r24 = math.powf %x24, %y : f32
      %row24 = arith.constant 24 : index
      memref.store %r24, %out[%row24, %i] : memref<26x65536xf32>
      // atan2 on [-100, 100]
      %lo25 = arith.constant -100.0 : f32
      %w25 = arith.constant 200.0 : f32
      %s25 = arith.mulf %t, %w25 : f32
      %x25 = arith.addf %lo25, %s25 : f32
      %r25 = math.atan2 %x25, %y2 : f32
      %row25 = arith.constant 25 : index
      memref.store %r25, %out[%row25, %i] : memref<26x65536xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %blocks = arith.constant 256 : index
    %out = gpu.alloc () : memref<26x65536xf32>
    gpu.launch_func @kernels::@math blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1) args(%out : memref<26x65536xf32>)
    gpu.wait
    return
  }
}
