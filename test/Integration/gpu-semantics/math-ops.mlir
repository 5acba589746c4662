// RUN: dbg-compile %s --target=host -o %t && %t | FileCheck %s
// RUN: dbg-compile %s --kernel-format=isa --emit=llvm -o - | FileCheck %s --check-prefix=NVVM
// Every math op a frontend emits lowers in kernels, on the host target
// (libm, software powers) and for CUDA (libdevice; a float power with an
// integer exponent, PyTorch's `x ** 2`, becomes powf; an integer power
// becomes its multiplications). GELU needs erf.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ops(%out: memref<14xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %c10 = arith.constant 10 : index
      %c11 = arith.constant 11 : index
      %c12 = arith.constant 12 : index
      %c13 = arith.constant 13 : index
      %half = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %two = arith.constant 2.0 : f32
      %three = arith.constant 3.0 : f32
      %m2 = arith.constant -2.0 : f32
      %twentyseven = arith.constant 27.0 : f32
      %two_five = arith.constant 2.5 : f32
      %m1_5 = arith.constant -1.5 : f32
      %i2 = arith.constant 2 : i32
      %i3 = arith.constant 3 : i32
      %e = math.erf %half : f32
      memref.store %e, %out[%c0] : memref<14xf32>
      %p = math.fpowi %three, %i2 : f32, i32
      memref.store %p, %out[%c1] : memref<14xf32>
      %ec = math.erfc %half : f32
      memref.store %ec, %out[%c2] : memref<14xf32>
      %cb = math.cbrt %twentyseven : f32
      memref.store %cb, %out[%c3] : memref<14xf32>
      %sh = math.sinh %one : f32
      memref.store %sh, %out[%c4] : memref<14xf32>
      %ac = math.acosh %two : f32
      memref.store %ac, %out[%c5] : memref<14xf32>
      %at = math.atan2 %one, %one : f32
      memref.store %at, %out[%c6] : memref<14xf32>
      %pw = math.powf %two, %three : f32
      memref.store %pw, %out[%c7] : memref<14xf32>
      %th = math.tanh %half : f32
      memref.store %th, %out[%c8] : memref<14xf32>
      %lp = math.log1p %one : f32
      memref.store %lp, %out[%c9] : memref<14xf32>
      %rd = math.round %two_five : f32
      memref.store %rd, %out[%c10] : memref<14xf32>
      %re = math.roundeven %two_five : f32
      memref.store %re, %out[%c11] : memref<14xf32>
      %tr = math.trunc %m1_5 : f32
      memref.store %tr, %out[%c12] : memref<14xf32>
      %pn = math.fpowi %m2, %i3 : f32, i32
      memref.store %pn, %out[%c13] : memref<14xf32>
      gpu.return
    }
    // Integer powers: exponents from memory, so nothing folds them.
    gpu.func @ipow(%bases: memref<4xi32>, %exps: memref<4xi32>,
                   %out: memref<5xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %i4 = arith.constant 4 : i32
      %b0 = memref.load %bases[%c0] : memref<4xi32>
      %k = math.ipowi %b0, %i4 : i32
      memref.store %k, %out[%c0] : memref<5xi32>
      %b1 = memref.load %bases[%c1] : memref<4xi32>
      %e1 = memref.load %exps[%c1] : memref<4xi32>
      %p1 = math.ipowi %b1, %e1 : i32
      memref.store %p1, %out[%c1] : memref<5xi32>
      %b2 = memref.load %bases[%c2] : memref<4xi32>
      %e2 = memref.load %exps[%c2] : memref<4xi32>
      %p2 = math.ipowi %b2, %e2 : i32
      memref.store %p2, %out[%c2] : memref<5xi32>
      %b3 = memref.load %bases[%c3] : memref<4xi32>
      %e3 = memref.load %exps[%c3] : memref<4xi32>
      %p3 = math.ipowi %b3, %e3 : i32
      memref.store %p3, %out[%c3] : memref<5xi32>
      %e0 = memref.load %exps[%c0] : memref<4xi32>
      %p4 = math.ipowi %b0, %e0 : i32
      memref.store %p4, %out[%c4] : memref<5xi32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c1 = arith.constant 1 : index
    %out = gpu.alloc host_shared () : memref<14xf32>
    gpu.launch_func @kernels::@ops blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%out : memref<14xf32>)
    %cast = memref.cast %out : memref<14xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    // 3^4 (a constant exponent), (-2)^5, 2^-1, (-1)^-3, 3^0.
    %bases = gpu.alloc host_shared () : memref<4xi32>
    %exps = gpu.alloc host_shared () : memref<4xi32>
    %ints = gpu.alloc host_shared () : memref<5xi32>
    %values = arith.constant dense<[3, -2, 2, -1]> : vector<4xi32>
    %powers = arith.constant dense<[0, 5, -1, -3]> : vector<4xi32>
    %c0 = arith.constant 0 : index
    vector.store %values, %bases[%c0] : memref<4xi32>, vector<4xi32>
    vector.store %powers, %exps[%c0] : memref<4xi32>, vector<4xi32>
    gpu.launch_func @kernels::@ipow blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1)
        args(%bases : memref<4xi32>, %exps : memref<4xi32>, %ints : memref<5xi32>)
    %icast = memref.cast %ints : memref<5xi32> to memref<*xi32>
    call @printMemrefI32(%icast) : (memref<*xi32>) -> ()
    return
  }
}
// erf(0.5), 3^2, erfc(0.5), cbrt(27), sinh(1), acosh(2), atan2(1,1), 2^3,
// tanh(0.5), log1p(1), round(2.5), roundeven(2.5), trunc(-1.5), (-2)^3:
// CHECK: [0.5205, 9, 0.4795, 3, 1.1752, 1.31696, 0.785398, 8, 0.462117, 0.693147, 3, 2, -1, -8]
// Integer powers (math.ipowi: convert-math-to-funcs' helpers on the host,
// expand-integer-powers in CUDA and ROCm kernels), 3^4, (-2)^5, 2^-1,
// (-1)^-3, 3^0:
// CHECK: [81, -32, 0, -1, 1]
// For CUDA the kernels compile to PTX (libdevice linked in): no math op is
// left for LLVM IR translation to refuse.
// NVVM: @kernels_binary = internal constant {{.*}}.entry ops(
