// RUN: dbg-opt %s -split-input-file -convert-nvgpu-to-nvvm-if-used | FileCheck %s

// No NVGPU op: the module is left alone, and a loop that carries a WMMA
// fragment (which upstream's convert-nvgpu-to-nvvm fails on) stays.
// CHECK-LABEL: func.func @wmma_loop
// CHECK: %[[C:.*]] = gpu.subgroup_mma_constant_matrix
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[C]]) -> (!gpu.mma_matrix<16x16xf16, "COp">)
// CHECK: scf.yield %[[ACC]]
// CHECK: return %[[R]]
func.func @wmma_loop(%n: index) -> !gpu.mma_matrix<16x16xf16, "COp"> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 0.0 : f16
  %init = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf16, "COp">
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (!gpu.mma_matrix<16x16xf16, "COp">) {
    scf.yield %acc : !gpu.mma_matrix<16x16xf16, "COp">
  }
  return %r : !gpu.mma_matrix<16x16xf16, "COp">
}

// -----

// NVGPU ops: upstream's pass converts them.
// CHECK-LABEL: func.func @async_group
// CHECK-NOT: nvgpu.
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 0
func.func @async_group() {
  %g = nvgpu.device_async_create_group
  nvgpu.device_async_wait %g {numGroups = 0 : i32}
  return
}
