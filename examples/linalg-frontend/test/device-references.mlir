// RUN: linalg-frontend-opt %s -split-input-file -form-dispatches="references device-references" | FileCheck %s
// RUN: linalg-frontend-opt %s -split-input-file -form-dispatches=references | FileCheck %s --check-prefix=HOST

// A matmul's device twin: one thread per (i, j) of the result, the k loop
// carrying the result in f32 and in f64 from the init; both go to dense
// scratch buffers at the row-major position of (i, j). The module gets the
// f32 comparison kernel; dbg.reference names the twin and the position of
// the result among its buffers.
// CHECK-LABEL: func.func @matmul
// CHECK: dbg.reference @matmul_dispatch_0_matmul_4x8x16_reference({{.*}}) device "matmul_dispatch_0_matmul_4x8x16_reference_device:2"
// CHECK-LABEL: gpu.module @matmul_dispatches
// CHECK: gpu.func @__dbg_reference_compare_f32(%{{.*}}: memref<?xf32>, %{{.*}}: memref<?xf32>, %{{.*}}: memref<?xf64>, %{{.*}}: memref<?xf32>, %{{.*}}: memref<4xf64>, %{{.*}}: memref<8xi64>, %{{.*}}: memref<9xi64>, %{{.*}}: f64, %{{.*}}: f64, %[[SIZE0:.*]]: index, %{{.*}}: index, %{{.*}}: index, %[[SIZE3:.*]]: index, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[STRIDE3:.*]]: index)
// The result is read through its layout (four dimensions, innermost last)
// unless it is dense: then the element's position is its offset.
// CHECK: %[[DENSE3:.*]] = arith.cmpi eq, %[[STRIDE3]], %{{.*}} : index
// CHECK: %[[AT:.*]] = scf.if %{{.*}} -> (index) {
// CHECK: } else {
// CHECK: arith.remui %{{.*}}, %[[SIZE3]] : index
// CHECK: arith.divui %{{.*}}, %[[SIZE3]] : index
// CHECK: arith.remui %{{.*}}, %[[SIZE0]] : index
// CHECK: }
// CHECK: memref.load %{{.*}}[%[[AT]]] : memref<?xf32>
// CHECK: gpu.func @matmul_dispatch_0_matmul_4x8x16_reference_device(%[[A:.*]]: memref<4x16xf32, strided<[?, ?], offset: ?>>, %[[B:.*]]: memref<16x8xf32, strided<[?, ?], offset: ?>>, %[[C:.*]]: memref<4x8xf32, strided<[?, ?], offset: ?>>, %[[REF:.*]]: memref<32xf32>, %[[WIDE:.*]]: memref<32xf64>) kernel
// CHECK: %[[P:.*]]:2 = affine.delinearize_index %{{.*}} into (4, 8)
// CHECK: %[[INIT:.*]] = memref.load %[[C]]
// CHECK: %[[INIT64:.*]] = arith.extf %[[INIT]] : f32 to f64
// CHECK: %[[SUMS:.*]]:2 = scf.for %[[K:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]], %[[ACC64:.*]] = %[[INIT64]]) -> (f32, f64)
// CHECK: %[[X:.*]] = memref.load %[[A]]
// CHECK: %[[X64:.*]] = arith.extf %[[X]] : f32 to f64
// CHECK: %[[Y:.*]] = memref.load %[[B]]
// CHECK: %[[Y64:.*]] = arith.extf %[[Y]] : f32 to f64
// CHECK: arith.mulf %[[X]], %[[Y]] : f32
// CHECK: arith.mulf %[[X64]], %[[Y64]] : f64
// CHECK: scf.yield {{.*}} : f32, f64
// CHECK: memref.store %[[SUMS]]#0, %[[REF]][%[[AT:.*]]] : memref<32xf32>
// CHECK: memref.store %[[SUMS]]#1, %[[WIDE]][%[[AT]]] : memref<32xf64>
// HOST-NOT: _device
// HOST-NOT: __dbg_reference_compare
// HOST: dbg.reference @matmul_dispatch_0_matmul_4x8x16_reference({{.*}}) :
// HOST-NOT: _device
func.func @matmul(%a: memref<4x16xf32>, %b: memref<16x8xf32>, %c: memref<4x8xf32>) {
  linalg.matmul ins(%a, %b : memref<4x16xf32>, memref<16x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

// A cast to f16 keeps its rounding in the op's own computation; in the
// f64 one the truncation is gone and the constant is f64. The result is
// f16: its comparison kernel. The op does not read its init, so the twin
// is also fused with the comparison (";FUSED"): after the dispatch, each
// thread computes its element, stores it, the f64 one and the dispatch's
// into the scratch, and compares them.
// CHECK-LABEL: func.func @half
// CHECK: dbg.reference {{.*}} device "half_dispatch_0_elementwise_8_reference_device:1;half_dispatch_0_elementwise_8_reference_device_compared"
// CHECK-LABEL: gpu.module @half_dispatches
// CHECK: gpu.func @__dbg_reference_compare_f16(
// CHECK: gpu.func @half_dispatch_0_elementwise_8_reference_device(%[[IN:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[OUT:.*]]: memref<8xf16, strided<[?], offset: ?>>, %[[REF:.*]]: memref<8xf16>, %[[WIDE:.*]]: memref<8xf64>)
// CHECK: %[[X:.*]] = memref.load %[[IN]]
// CHECK: %[[X64:.*]] = arith.extf %[[X]] : f32 to f64
// CHECK: %[[THIRD:.*]] = arith.constant 3.000000e+00 : f32
// CHECK: %[[D:.*]] = arith.divf %[[X]], %[[THIRD]] : f32
// CHECK: %[[H:.*]] = arith.truncf %[[D]] : f32 to f16
// CHECK: %[[THIRD64:.*]] = arith.constant 3.000000e+00 : f64
// CHECK: %[[D64:.*]] = arith.divf %[[X64]], %[[THIRD64]] : f64
// CHECK: memref.store %[[H]], %[[REF]]
// CHECK: memref.store %[[D64]], %[[WIDE]]
// CHECK: gpu.func @half_dispatch_0_elementwise_8_reference_device_compared(%[[FIN:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[FOUT:.*]]: memref<8xf16, strided<[?], offset: ?>>, %[[FREF:.*]]: memref<?xf16>, %[[FWIDE:.*]]: memref<?xf64>, %[[FCOPY:.*]]: memref<?xf16>, %[[SUMS:.*]]: memref<4xf64>, %{{.*}}: memref<8xi64>, %{{.*}}: memref<9xi64>, %{{.*}}: f64, %{{.*}}: f64) workgroup(%[[WSF:.*]] : memref<3x256xf64, #gpu.address_space<workgroup>>, %[[WSI:.*]] : memref<6x256xi64, #gpu.address_space<workgroup>>) kernel
// CHECK: %[[ELEMENT:.*]]:3 = scf.if %[[IN_RANGE:.*]] -> (f16, f16, index) {
// CHECK: %[[FH:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK: memref.store %[[FH]], %[[FREF]][%[[AT:.*]]]
// CHECK: memref.store %{{.*}}, %[[FWIDE]][%[[AT]]]
// CHECK: %[[G:.*]] = memref.load %[[FOUT]]
// CHECK: memref.store %[[G]], %[[FCOPY]][%[[AT]]]
// CHECK: scf.yield %[[G]], %[[FH]], %[[AT]] : f16, f16, index
// CHECK: } else {
// CHECK: %[[TERMS:.*]]:9 = scf.if %[[IN_RANGE]]
// CHECK: memref.load %[[FWIDE]][%[[ELEMENT]]#2]
// Each thread's terms, then a tree over the block's threads, without
// atomics; one block writes the words, several add into the sums.
// CHECK: memref.store %[[TERMS]]#0, %[[WSF]][%{{.*}}, %[[TID:.*]]]
// CHECK: gpu.barrier
// CHECK: scf.while
// CHECK: arith.minui
// CHECK: gpu.barrier
// CHECK: %[[SINGLE:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[PUB:.*]]:10 = scf.if %[[SINGLE]] -> (i1, f64, f64, f64, i64, i64, i64, i64, i64, i64) {
// CHECK: } else {
// CHECK: memref.atomic_rmw addf %{{.*}}, %[[SUMS]]
// The block that publishes writes the nine words, from either branch.
// CHECK: scf.if %[[PUB]]#0 {
// CHECK: memref.store %[[PUB]]#4, %{{.*}} : memref<9xi64>
#id = affine_map<(d0) -> (d0)>
func.func @half(%in: memref<8xf32>, %out: memref<8xf16>) {
  %three = arith.constant 3.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%in : memref<8xf32>) outs(%out : memref<8xf16>) {
  ^bb0(%x: f32, %o: f16):
    %d = arith.divf %x, %three : f32
    %h = arith.truncf %d : f32 to f16
    linalg.yield %h : f16
  }
  return
}

// -----

// A result of a type the comparison does not take (i8): no twin, and the
// reference stays for the host.
// CHECK-LABEL: func.func @bytes
// CHECK-NOT: _device
// CHECK: dbg.reference @bytes_dispatch_0_elementwise_8_reference({{.*}}) :
#id = affine_map<(d0) -> (d0)>
func.func @bytes(%in: memref<8xi8>, %out: memref<8xi8>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%in : memref<8xi8>) outs(%out : memref<8xi8>) {
  ^bb0(%x: i8, %o: i8):
    linalg.yield %x : i8
  }
  return
}

// -----

// In place: the op reads the buffer it writes, as an input. Its twin has
// to run before the dispatch: no fused kernel.
// CHECK-LABEL: func.func @in_place
// CHECK: dbg.reference {{.*}} device "in_place_dispatch_0_elementwise_8_reference_device:0"
// CHECK-NOT: _device_compared
#id = affine_map<(d0) -> (d0)>
func.func @in_place(%a: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<8xf32>) outs(%a : memref<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %d = arith.addf %x, %x : f32
    linalg.yield %d : f32
  }
  return
}
