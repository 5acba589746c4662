// RUN: dbg-opt %s -split-input-file -normalize-gpu-async-dependencies | FileCheck %s

// Async ops get exactly one dependency.
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
  // CHECK-NEXT: %[[T3:.*]] = gpu.dealloc async [%[[T2]]] %[[A]]
  // CHECK-NEXT: gpu.wait [%[[T3]]]
  %t3 = gpu.dealloc async [%t2] %a : memref<?xf32>
  gpu.wait [%t3]
  return
}

// -----

// Synchronous ops, which gpu-to-llvm does not lower, become async on one
// stream in program order, and the host waits for them before it returns
// (gpu-async-region). A host_shared alloc, which gpu-to-llvm lowers only
// synchronously, stays synchronous.
// CHECK-LABEL: func.func @sync
// CHECK-SAME: (%[[BUF:.*]]: memref<?xf32>, %[[N:.*]]: index)
func.func @sync(%buf: memref<?xf32>, %n: index) {
  // CHECK: %[[T0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[S:.*]] = gpu.alloc host_shared (%[[N]])
  %s = gpu.alloc host_shared (%n) : memref<?xf32>
  // CHECK-NEXT: %[[A:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] (%[[N]])
  %a = gpu.alloc (%n) : memref<?xf32>
  // CHECK: %[[T2:.*]] = gpu.memcpy async [%[[T1]]] %[[A]], %[[BUF]]
  gpu.memcpy %a, %buf : memref<?xf32>, memref<?xf32>
  // CHECK: %[[T3:.*]] = gpu.dealloc async [%[[T2]]] %[[A]]
  gpu.dealloc %a : memref<?xf32>
  // CHECK: gpu.wait [%[[T3]]]
  // CHECK-NEXT: return
  return
}

// -----

// A function without synchronous GPU ops is left as it is.
// CHECK-LABEL: func.func @untouched
// CHECK-NEXT: return
func.func @untouched() {
  return
}

// -----

// gpu-async-region threads the token of the synchronous ops through the
// async ops after them, which gives an async launch a second dependency:
// one wait joins them (and the two launches end up on one chain).
// CHECK-LABEL: func.func @launch_after_sync
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%buf: memref<64xf32>, %v: f32) kernel {
      %tid = gpu.thread_id x
      memref.store %v, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @launch_after_sync(%buf: memref<64xf32>, %v: f32) {
    %c1 = arith.constant 1 : index
    gpu.memset %buf, %v : memref<64xf32>, f32
    %s1 = gpu.wait async
    %s2 = gpu.wait async
    // CHECK: %[[JOIN:.*]] = gpu.wait async [%{{.*}}, %{{.*}}]
    // CHECK-NEXT: gpu.launch_func async [%[[JOIN]]] @k::@fill
    %a = gpu.launch_func async [%s1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    %b = gpu.launch_func async [%s2] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<64xf32>, %v : f32)
    gpu.wait [%a, %b]
    return
  }
}

// -----

// A dbg.reference orders nothing: the launches it describes go on one async
// chain without a host wait between them, and each reference stays right
// before its launch.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func private @k_reference(%a: memref<4xf32>)
  // CHECK-LABEL: func.func @references
  func.func @references(%c1: index) {
    // CHECK: %[[A:.*]], %[[T0:.*]] = gpu.alloc async
    %a = gpu.alloc () : memref<4xf32>
    // CHECK-NEXT: dbg.reference @k_reference(%[[A]])
    // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @kernels::@k {{.*}}: memref<4xf32>){{$}}
    dbg.reference @k_reference(%a) : memref<4xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    // CHECK-NEXT: dbg.reference @k_reference(%[[A]])
    // CHECK-NEXT: %[[T2:.*]] = gpu.launch_func async [%[[T1]]] @kernels::@k {{.*}}: memref<4xf32>){{$}}
    dbg.reference @k_reference(%a) : memref<4xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    // CHECK-NEXT: %[[T3:.*]] = gpu.dealloc async [%[[T2]]] %[[A]]
    // CHECK-NEXT: gpu.wait [%[[T3]]]
    gpu.dealloc %a : memref<4xf32>
    return
  }
}
