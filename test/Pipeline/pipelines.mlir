// The registered pipelines, from a GPU program to the LLVM dialect.
// RUN: dbg-opt %s --dbg-pipeline="chip=sm_80 features=+ptx75 kernel-format=isa debug=trace" | FileCheck %s --check-prefix=NVVM
// RUN: dbg-opt %s --dbg-pipeline="target=host debug=trace" | FileCheck %s --check-prefix=HOST
// The two halves give the same module as the whole.
// RUN: dbg-opt %s --dbg-instrument="target=host debug=trace" | dbg-opt --dbg-lower=target=host | FileCheck %s --check-prefix=HOST
// RUN: dbg-opt %s --dbg-instrument="debug=sensible" | FileCheck %s --check-prefix=INSTRUMENT
// Bad options are errors that name the option.
// RUN: not dbg-opt %s --dbg-pipeline="target=vulkan" 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not dbg-opt %s --dbg-pipeline="debug=trace,loud" 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: not dbg-opt %s --dbg-lower="chip=sm_1" 2>&1 | FileCheck %s --check-prefix=CHIP

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
// NVVM: llvm.call @dbgrtDispatch(
// NVVM: gpu.launch_func @kernels::@fill
// NVVM-NOT: llvm.call @dbgrtDispatch
// NVVM: llvm.mlir.global_ctors ctors = [@__dbg_register_sites]

// HOST-NOT: gpu.module
// HOST-NOT: gpu.launch_func @
// HOST: llvm.func @main(
// The launch takes the site id, no marker call.
// HOST-NOT: llvm.call @dbgrtDispatch(
// HOST: %[[SITE:.*]] = llvm.mlir.constant({{-?[0-9][0-9][0-9][0-9][0-9][0-9]+}} : i64) : i64
// HOST-NEXT: llvm.call @dbgrtHostLaunch({{.*}}, %[[SITE]])
// HOST-NOT: llvm.call @dbgrtDispatch(

// INSTRUMENT: module attributes {dbg.default_options = "op-log-level=info,device-sync-mode=1,dispatch-races=1,lifetimes=1", gpu.container_module}
// INSTRUMENT: dbg.dispatch @dbg_site_main_0
// INSTRUMENT-NEXT: gpu.launch_func @kernels::@fill
// INSTRUMENT-NEXT: return
// INSTRUMENT: dbg.site @dbg_site_main_0 dispatch kernel "kernels::fill" op "gpu.launch_func" in "main" : 0

// TARGET: dbg-pipeline: unknown target 'vulkan'; valid targets: cuda, rocm, host
// DEBUG: for the --debug option: 'trace,loud': unknown option 'loud'
// CHIP: dbg-lower: unknown chip 'sm_1'
