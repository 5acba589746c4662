// RUN: dbg-opt %s -dbg-normalize-gpu-async-dependencies | FileCheck %s

// CHECK-LABEL: func.func @deps
// CHECK-SAME: (%[[BUF:.*]]: memref<?xf32>, %[[V:.*]]: f32, %[[N:.*]]: index)
func.func @deps(%buf: memref<?xf32>, %v: f32, %n: index) {
  // No dependency: a fresh stream.
  // CHECK: %[[FRESH:.*]] = gpu.wait async
  // CHECK-NEXT: %[[T0:.*]] = gpu.memset async [%[[FRESH]]] %[[BUF]], %[[V]]
  %t0 = gpu.memset async [] %buf, %v : memref<?xf32>, f32
  // CHECK-NEXT: %[[A:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] (%[[N]])
  %a, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  // Several: one wait joins them.
  // CHECK-NEXT: %[[JOIN:.*]] = gpu.wait async [%[[T0]], %[[T1]]]
  // CHECK-NEXT: %[[T2:.*]] = gpu.memcpy async [%[[JOIN]]] %[[A]], %[[BUF]]
  %t2 = gpu.memcpy async [%t0, %t1] %a, %buf : memref<?xf32>, memref<?xf32>
  // Synchronous ops and gpu.wait itself stay as they are.
  // CHECK-NEXT: gpu.wait [%[[T2]]]
  // CHECK-NEXT: gpu.dealloc %[[A]] : memref<?xf32>
  gpu.wait [%t2]
  gpu.dealloc %a : memref<?xf32>
  return
}
