// RUN: dbg-opt %s -split-input-file -record-memory-ops | FileCheck %s

// Each gpu.alloc, gpu.dealloc, gpu.memcpy and gpu.memset of a host function
// gets a memory site (its op and location) and a marker right before it;
// the kernel module's ops are not host memory ops.
// CHECK-LABEL: func.func @main
// CHECK: dbg.memory_op @[[ALLOC:dbg_check[_0-9]*]]
// CHECK-NEXT: %[[BUF:.*]] = gpu.alloc ()
// CHECK-NEXT: dbg.memory_op @[[SET:dbg_check[_0-9]*]]
// CHECK-NEXT: gpu.memset %[[BUF]]
// CHECK-NEXT: dbg.memory_op @[[COPY:dbg_check[_0-9]*]]
// CHECK-NEXT: gpu.memcpy %{{.*}}, %[[BUF]]
// CHECK-NEXT: dbg.memory_op @[[FREE:dbg_check[_0-9]*]]
// CHECK-NEXT: gpu.dealloc %[[BUF]]
// CHECK-DAG: dbg.site @[[ALLOC]] memory kernel "main" op "gpu.alloc" at "{{.*}}record-memory-ops.mlir:[[# @LINE + 13]]:12"
// CHECK-DAG: dbg.site @[[SET]] memory kernel "main" op "gpu.memset" at "{{.*}}record-memory-ops.mlir:[[# @LINE + 13]]:5"
// CHECK-DAG: dbg.site @[[COPY]] memory kernel "main" op "gpu.memcpy" at "{{.*}}record-memory-ops.mlir:[[# @LINE + 13]]:5"
// CHECK-DAG: dbg.site @[[FREE]] memory kernel "main" op "gpu.dealloc" at "{{.*}}record-memory-ops.mlir:[[# @LINE + 13]]:5"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%buf: memref<8xf32>) kernel {
      gpu.return
    }
  }
  func.func @main() {
    %zero = arith.constant 0.0 : f32
    %host = memref.alloc () : memref<8xf32>
    %buf = gpu.alloc () : memref<8xf32>
    gpu.memset %buf, %zero : memref<8xf32>, f32
    gpu.memcpy %host, %buf : memref<8xf32>, memref<8xf32>
    gpu.dealloc %buf : memref<8xf32>
    return
  }
}

// -----

// An op that has its marker already keeps that one.
// CHECK-LABEL: func.func @again
// CHECK: dbg.memory_op @m
// CHECK-NOT: dbg.memory_op
// CHECK: gpu.dealloc
dbg.site @m memory kernel "again" op "gpu.dealloc" at "a.mlir:1:1"
func.func @again(%buf: memref<8xf32>) {
  dbg.memory_op @m
  gpu.dealloc %buf : memref<8xf32>
  return
}
