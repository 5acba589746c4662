// RUN: dbg-opt %s -split-input-file -insert-bounds-checks -verify-diagnostics
// RUN: not dbg-opt %s -insert-bounds-checks="level=most" 2>&1 | FileCheck %s --check-prefix=LEVEL
// LEVEL: for the --level option: Cannot find option named 'most'!

// A constant index out of a static dimension is a compile-time warning at
// the access (and still a run-time check).
gpu.module @kernels {
  gpu.func @constant(%v: memref<16xf32>) kernel {
    %c16 = arith.constant 16 : index
    // expected-warning @+1 {{index 16 is out of bounds of dim 0 (size 16)}}
    %a = memref.load %v[%c16] : memref<16xf32>
    %c14 = arith.constant 14 : index
    // expected-warning @+1 {{elements [14, 18) are out of bounds of dim 0 (size 16)}}
    %b = vector.load %v[%c14] : memref<16xf32>, vector<4xf32>
    gpu.return
  }
}
