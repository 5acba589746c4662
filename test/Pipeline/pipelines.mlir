// The registered pipelines, from an instrumented program to the LLVM dialect.
// RUN: dbg-opt %s -dbg-trace-dispatches -dbg-lower-to-nvvm="chip=sm_80 features=+ptx75 format=isa" | FileCheck %s --check-prefix=NVVM
// RUN: dbg-opt %s -dbg-trace-dispatches -dbg-lower-to-host | FileCheck %s --check-prefix=HOST

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buf: memref<?xf32>) kernel {
      %tid = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %buf[%tid] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main(%buf: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%buf : memref<?xf32>)
    return
  }
}

// NVVM: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx75">
// NVVM: llvm.func @main(
// NVVM: llvm.load %{{.*}} : !llvm.ptr -> i32
// NVVM: llvm.call @dbgrtDispatchBegin(
// NVVM: gpu.launch_func @kernels::@fill
// NVVM: llvm.call @dbgrtDispatchEnd(
// NVVM: llvm.mlir.global_ctors ctors = [@__dbg_register_sites]

// HOST-NOT: gpu.
// HOST: llvm.func @main(
// HOST: llvm.call @dbgrtDispatchBegin(
// HOST: llvm.call @dbgrtHostLaunchBegin(
// HOST: llvm.call @dbgrtHostLaunchEnd()
// HOST: llvm.call @dbgrtDispatchEnd(
