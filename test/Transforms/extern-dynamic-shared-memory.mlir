// RUN: dbg-opt %s -split-input-file -pass-pipeline='builtin.module(gpu.module(extern-dynamic-shared-memory))' | FileCheck %s

// Zero-sized shared-memory globals (what gpu.dynamic_shared_memory and
// zero-sized workgroup memref.globals lower to) become external declarations
// aligned to 1024 bytes; sized ones and other address spaces stay as they
// are.
// CHECK-LABEL: gpu.module @kernels
gpu.module @kernels {
  // CHECK: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // CHECK: llvm.mlir.global external @tiles() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x f16>
  llvm.mlir.global private @tiles() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x f16>
  // CHECK: llvm.mlir.global private @barrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
  llvm.mlir.global private @barrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
  // CHECK: llvm.mlir.global private @empty_global() {addr_space = 1 : i32} : !llvm.array<0 x f32>
  llvm.mlir.global private @empty_global() {addr_space = 1 : i32} : !llvm.array<0 x f32>
}

// -----

// External declarations keep their linkage and a larger alignment.
// CHECK-LABEL: gpu.module @already
gpu.module @already {
  // CHECK: llvm.mlir.global external @smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global external @smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // CHECK: llvm.mlir.global external @big() {addr_space = 3 : i32, alignment = 4096 : i64} : !llvm.array<0 x i8>
  llvm.mlir.global external @big() {addr_space = 3 : i32, alignment = 4096 : i64} : !llvm.array<0 x i8>
}
