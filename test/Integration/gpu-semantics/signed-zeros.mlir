// Signed zeros, computed in a kernel from values it loads (nothing is
// folded at compile time): each result must have the sign the GPU gives
// it. Runs on CUDA (the GPU suite) and on the host target, whose output
// test/gpu/gpu-outputs.test compares with an H100's.
// CHECK: {{\[}}-0,  -0,  -0,  -0,  0,  -0,  -0,  -0,  0,  -0,  0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  -0,  0,  -0,  -0,  -0,  -inf,  -inf,  -0,  -0,  3.14159,  -3.14159,  -0,  -0,  0]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @zeros(%in: memref<8xf32>, %out: memref<40xf32>) kernel {
      %i0 = arith.constant 0 : index
      %nz = memref.load %in[%i0] : memref<8xf32>
      %i1 = arith.constant 1 : index
      %pz = memref.load %in[%i1] : memref<8xf32>
      %i2 = arith.constant 2 : index
      %mh = memref.load %in[%i2] : memref<8xf32>
      %i3 = arith.constant 3 : index
      %m4 = memref.load %in[%i3] : memref<8xf32>
      %i4 = arith.constant 4 : index
      %m7 = memref.load %in[%i4] : memref<8xf32>
      %i5 = arith.constant 5 : index
      %one = memref.load %in[%i5] : memref<8xf32>
      %i6 = arith.constant 6 : index
      %mone = memref.load %in[%i6] : memref<8xf32>
      %i7 = arith.constant 7 : index
      %three = memref.load %in[%i7] : memref<8xf32>
      %ninf = arith.divf %mone, %pz : f32
      %true = arith.cmpf oeq, %one, %one : f32
      // 0: -0 * 1
      %r0 = arith.mulf %nz, %one : f32
      %o0 = arith.constant 0 : index
      memref.store %r0, %out[%o0] : memref<40xf32>
      // 1: 0 * -1
      %r1 = arith.mulf %pz, %mone : f32
      %o1 = arith.constant 1 : index
      memref.store %r1, %out[%o1] : memref<40xf32>
      // 2: -(0)
      %r2 = arith.negf %pz : f32
      %o2 = arith.constant 2 : index
      memref.store %r2, %out[%o2] : memref<40xf32>
      // 3: -0 + -0
      %r3 = arith.addf %nz, %nz : f32
      %o3 = arith.constant 3 : index
      memref.store %r3, %out[%o3] : memref<40xf32>
      // 4: -0 + 0
      %r4 = arith.addf %nz, %pz : f32
      %o4 = arith.constant 4 : index
      memref.store %r4, %out[%o4] : memref<40xf32>
      // 5: -0 - 0
      %r5 = arith.subf %nz, %pz : f32
      %o5 = arith.constant 5 : index
      memref.store %r5, %out[%o5] : memref<40xf32>
      // 6: sqrt(-0)
      %r6 = math.sqrt %nz : f32
      %o6 = arith.constant 6 : index
      memref.store %r6, %out[%o6] : memref<40xf32>
      // 7: minimumf(0, -0)
      %r7 = arith.minimumf %pz, %nz : f32
      %o7 = arith.constant 7 : index
      memref.store %r7, %out[%o7] : memref<40xf32>
      // 8: maximumf(-0, 0)
      %r8 = arith.maximumf %nz, %pz : f32
      %o8 = arith.constant 8 : index
      memref.store %r8, %out[%o8] : memref<40xf32>
      // 9: minnumf(0, -0)
      %r9 = arith.minnumf %pz, %nz : f32
      %o9 = arith.constant 9 : index
      memref.store %r9, %out[%o9] : memref<40xf32>
      // 10: maxnumf(-0, 0)
      %r10 = arith.maxnumf %nz, %pz : f32
      %o10 = arith.constant 10 : index
      memref.store %r10, %out[%o10] : memref<40xf32>
      // 11: ceil(-0.5)
      %r11 = math.ceil %mh : f32
      %o11 = arith.constant 11 : index
      memref.store %r11, %out[%o11] : memref<40xf32>
      // 12: round(-0.4)
      %r12 = math.round %m4 : f32
      %o12 = arith.constant 12 : index
      memref.store %r12, %out[%o12] : memref<40xf32>
      // 13: roundeven(-0.5)
      %r13 = math.roundeven %mh : f32
      %o13 = arith.constant 13 : index
      memref.store %r13, %out[%o13] : memref<40xf32>
      // 14: trunc(-0.7)
      %r14 = math.trunc %m7 : f32
      %o14 = arith.constant 14 : index
      memref.store %r14, %out[%o14] : memref<40xf32>
      // 15: floor(-0)
      %r15 = math.floor %nz : f32
      %o15 = arith.constant 15 : index
      memref.store %r15, %out[%o15] : memref<40xf32>
      // 16: sin(-0)
      %r16 = math.sin %nz : f32
      %o16 = arith.constant 16 : index
      memref.store %r16, %out[%o16] : memref<40xf32>
      // 17: tan(-0)
      %r17 = math.tan %nz : f32
      %o17 = arith.constant 17 : index
      memref.store %r17, %out[%o17] : memref<40xf32>
      // 18: tanh(-0)
      %r18 = math.tanh %nz : f32
      %o18 = arith.constant 18 : index
      memref.store %r18, %out[%o18] : memref<40xf32>
      // 19: sinh(-0)
      %r19 = math.sinh %nz : f32
      %o19 = arith.constant 19 : index
      memref.store %r19, %out[%o19] : memref<40xf32>
      // 20: atan(-0)
      %r20 = math.atan %nz : f32
      %o20 = arith.constant 20 : index
      memref.store %r20, %out[%o20] : memref<40xf32>
      // 21: asin(-0)
      %r21 = math.asin %nz : f32
      %o21 = arith.constant 21 : index
      memref.store %r21, %out[%o21] : memref<40xf32>
      // 22: asinh(-0)
      %r22 = math.asinh %nz : f32
      %o22 = arith.constant 22 : index
      memref.store %r22, %out[%o22] : memref<40xf32>
      // 23: expm1(-0)
      %r23 = math.expm1 %nz : f32
      %o23 = arith.constant 23 : index
      memref.store %r23, %out[%o23] : memref<40xf32>
      // 24: log1p(-0)
      %r24 = math.log1p %nz : f32
      %o24 = arith.constant 24 : index
      memref.store %r24, %out[%o24] : memref<40xf32>
      // 25: cbrt(-0)
      %r25 = math.cbrt %nz : f32
      %o25 = arith.constant 25 : index
      memref.store %r25, %out[%o25] : memref<40xf32>
      // 26: erf(-0)
      %r26 = math.erf %nz : f32
      %o26 = arith.constant 26 : index
      memref.store %r26, %out[%o26] : memref<40xf32>
      // 27: abs(-0)
      %r27 = math.absf %nz : f32
      %o27 = arith.constant 27 : index
      memref.store %r27, %out[%o27] : memref<40xf32>
      // 28: copysign(0, -0)
      %r28 = math.copysign %pz, %nz : f32
      %o28 = arith.constant 28 : index
      memref.store %r28, %out[%o28] : memref<40xf32>
      // 29: fma(-0, 1, -0)
      %r29 = math.fma %nz, %one, %nz : f32
      %o29 = arith.constant 29 : index
      memref.store %r29, %out[%o29] : memref<40xf32>
      // 30: 0 / -1
      %r30 = arith.divf %pz, %mone : f32
      %o30 = arith.constant 30 : index
      memref.store %r30, %out[%o30] : memref<40xf32>
      // 31: rsqrt(-0)
      %r31 = math.rsqrt %nz : f32
      %o31 = arith.constant 31 : index
      memref.store %r31, %out[%o31] : memref<40xf32>
      // 32: 1 / -0
      %r32 = arith.divf %one, %nz : f32
      %o32 = arith.constant 32 : index
      memref.store %r32, %out[%o32] : memref<40xf32>
      // 33: powf(-0, 3)
      %r33 = math.powf %nz, %three : f32
      %o33 = arith.constant 33 : index
      memref.store %r33, %out[%o33] : memref<40xf32>
      // 34: atan2(-0, 1)
      %r34 = math.atan2 %nz, %one : f32
      %o34 = arith.constant 34 : index
      memref.store %r34, %out[%o34] : memref<40xf32>
      // 35: atan2(0, -1)
      %r35 = math.atan2 %pz, %mone : f32
      %o35 = arith.constant 35 : index
      memref.store %r35, %out[%o35] : memref<40xf32>
      // 36: atan2(-0, -1)
      %r36 = math.atan2 %nz, %mone : f32
      %o36 = arith.constant 36 : index
      memref.store %r36, %out[%o36] : memref<40xf32>
      // 37: f16(-0)
      %h37 = arith.truncf %nz : f32 to f16
      %r37 = arith.extf %h37 : f16 to f32
      %o37 = arith.constant 37 : index
      memref.store %r37, %out[%o37] : memref<40xf32>
      // 38: select(true, -0, 0)
      %r38 = arith.select %true, %nz, %pz : f32
      %o38 = arith.constant 38 : index
      memref.store %r38, %out[%o38] : memref<40xf32>
      // 39: exp(-inf)
      %r39 = math.exp %ninf : f32
      %o39 = arith.constant 39 : index
      memref.store %r39, %out[%o39] : memref<40xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %in = gpu.alloc host_shared () : memref<8xf32>
    %out = gpu.alloc host_shared () : memref<40xf32>
    %k0 = arith.constant 0 : index
    %v0 = arith.constant -0.0 : f32
    memref.store %v0, %in[%k0] : memref<8xf32>
    %k1 = arith.constant 1 : index
    %v1 = arith.constant 0.0 : f32
    memref.store %v1, %in[%k1] : memref<8xf32>
    %k2 = arith.constant 2 : index
    %v2 = arith.constant -0.5 : f32
    memref.store %v2, %in[%k2] : memref<8xf32>
    %k3 = arith.constant 3 : index
    %v3 = arith.constant -0.4 : f32
    memref.store %v3, %in[%k3] : memref<8xf32>
    %k4 = arith.constant 4 : index
    %v4 = arith.constant -0.7 : f32
    memref.store %v4, %in[%k4] : memref<8xf32>
    %k5 = arith.constant 5 : index
    %v5 = arith.constant 1.0 : f32
    memref.store %v5, %in[%k5] : memref<8xf32>
    %k6 = arith.constant 6 : index
    %v6 = arith.constant -1.0 : f32
    memref.store %v6, %in[%k6] : memref<8xf32>
    %k7 = arith.constant 7 : index
    %v7 = arith.constant 3.0 : f32
    memref.store %v7, %in[%k7] : memref<8xf32>
    gpu.launch_func @kernels::@zeros blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%in : memref<8xf32>, %out : memref<40xf32>)
    %u = memref.cast %out : memref<40xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}
