// RUN: linalg-frontend-opt %s -split-input-file -place-in-device-memory -verify-diagnostics | FileCheck %s

// Buffers the host allocates become device buffers; a weight is copied to
// the device where it is read and freed at the return, unless returned.
// CHECK-LABEL: func.func @forward
// CHECK: %[[W:.*]] = memref.get_global @w
// CHECK: %[[DW:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: gpu.memcpy %[[DW]], %[[W]]
// CHECK: %[[W2:.*]] = memref.get_global @w
// CHECK: %[[DW2:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: gpu.memcpy %[[DW2]], %[[W2]]
// CHECK: %[[Y:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: %[[T:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: gpu.launch
// CHECK: memref.load %[[DW]]
// CHECK: memref.store %{{.*}}, %[[Y]]
// CHECK: gpu.dealloc %[[T]]
// CHECK-NOT: gpu.dealloc %[[DW2]]
// CHECK: gpu.dealloc %[[DW]]
// CHECK-NOT: gpu.dealloc
// CHECK: return %[[Y]], %[[DW2]]
memref.global "private" constant @w : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @forward(%x: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %w = memref.get_global @w : memref<4xf32>
  %w2 = memref.get_global @w : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%a, %b, %c) in (%x1 = %c1, %y1 = %c1, %z1 = %c1)
             threads(%d, %e, %g) in (%x2 = %c1, %y2 = %c1, %z2 = %c1) {
    %v = memref.load %w[%d] : memref<4xf32>
    memref.store %v, %y[%d] : memref<4xf32>
    memref.store %v, %t[%d] : memref<4xf32>
    gpu.terminator
  }
  memref.dealloc %t : memref<4xf32>
  return %y, %w2 : memref<4xf32>, memref<4xf32>
}

// -----

// A function that launches nothing keeps its host buffers.
// CHECK-LABEL: func.func @host_only
// CHECK: memref.alloc
// CHECK-NOT: gpu.alloc
func.func @host_only() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}

// -----

// The host reading a buffer that now lives on the device: an error there.
func.func @host_read(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%a, %b, %c) in (%x1 = %c1, %y1 = %c1, %z1 = %c1)
             threads(%d, %e, %g) in (%x2 = %c1, %y2 = %c1, %z2 = %c1) {
    gpu.terminator
  }
  // expected-error @below {{reads or writes a buffer on the host; linalg-frontend places every buffer in GPU memory}}
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
