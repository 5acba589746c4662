// RUN: dbg-opt %s -split-input-file -convert-nvgpu-to-nvvm-if-used=skip-wmma-loops | FileCheck %s
// RUN: dbg-opt %s -split-input-file -convert-nvgpu-to-nvvm-if-used -verify-diagnostics

// skip-wmma-loops: a module whose loop carries a WMMA fragment is left, all
// of it, for a run once control flow is flat; without such a loop, it is
// converted.
// CHECK-LABEL: func.func @copy_and_wmma_loop
// CHECK: nvgpu.device_async_create_group
// CHECK: scf.for {{.*}} -> (!gpu.mma_matrix<16x16xf16, "COp">)
// CHECK-LABEL: func.func @copy_only
// CHECK: nvgpu.device_async_create_group
func.func @copy_and_wmma_loop(%n: index) -> !gpu.mma_matrix<16x16xf16, "COp"> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 0.0 : f16
  %g = nvgpu.device_async_create_group
  nvgpu.device_async_wait %g {numGroups = 0 : i32}
  %init = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf16, "COp">
  // Upstream's pass, which the plain run is:
  // expected-error @+1 {{failed to legalize operation 'scf.for' that was explicitly marked illegal}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (!gpu.mma_matrix<16x16xf16, "COp">) {
    scf.yield %acc : !gpu.mma_matrix<16x16xf16, "COp">
  }
  return %r : !gpu.mma_matrix<16x16xf16, "COp">
}
func.func @copy_only() {
  %g = nvgpu.device_async_create_group
  return
}

// -----

// CHECK-LABEL: func.func @no_wmma_loop
// CHECK-NOT: nvgpu.
// CHECK: nvvm.cp.async.commit.group
func.func @no_wmma_loop() {
  %g = nvgpu.device_async_create_group
  return
}
