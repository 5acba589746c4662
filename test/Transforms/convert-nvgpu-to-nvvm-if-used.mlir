// RUN: dbg-opt %s -split-input-file -convert-nvgpu-to-nvvm-if-used | FileCheck %s
// RUN: dbg-opt %s -split-input-file -convert-nvgpu-to-nvvm-if-used=host-uses-only | FileCheck %s --check-prefix=HOST

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

// -----

// host-uses-only: NVGPU ops inside a gpu.launch body stay for the
// instrumentation; the module is not converted.
// HOST-LABEL: func.func @kernel_only
// HOST: gpu.launch
// HOST: %[[G:.*]] = nvgpu.device_async_create_group
// HOST: nvgpu.device_async_wait %[[G]]
func.func @kernel_only() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
    %g = nvgpu.device_async_create_group
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    gpu.terminator
  }
  return
}

// -----

// host-uses-only: nor in an outlined kernel.
// HOST-LABEL: gpu.module @kernels
// HOST: %[[G:.*]] = nvgpu.device_async_create_group
// HOST: nvgpu.device_async_wait %[[G]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      %g = nvgpu.device_async_create_group
      nvgpu.device_async_wait %g {numGroups = 0 : i32}
      gpu.return
    }
  }
}

// -----

// host-uses-only: a TMA descriptor made on the host and used in a launch
// body converts the module, kernel included, before outlining.
// HOST-LABEL: func.func @host_descriptor
// HOST-NOT: nvgpu.
// HOST: gpu.launch
// HOST: nvvm.mbarrier.init
!tensorMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!barrierType = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @host_descriptor(%m: memref<*xf16>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %d = nvgpu.tma.create.descriptor %m box[%c64, %c64] : memref<*xf16> -> !tensorMap
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
    %c0 = arith.constant 0 : index
    %bar = nvgpu.mbarrier.create -> !barrierType
    nvgpu.mbarrier.init %bar[%c0], %c1 : !barrierType
    nvgpu.tma.prefetch.descriptor %d : !tensorMap
    gpu.terminator
  }
  return
}

// -----

// host-uses-only: a function argument of an NVGPU type in host code, used
// in a launch body, converts the module.
// HOST-LABEL: func.func @host_argument
// HOST: gpu.launch
// HOST-NOT: nvgpu.tma
// HOST: nvvm.prefetch tensormap
!tensorMap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @host_argument(%d: !tensorMap) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
    nvgpu.tma.prefetch.descriptor %d : !tensorMap
    gpu.terminator
  }
  return
}

// -----

// A kernel that takes its TMA descriptor as an argument: the argument
// becomes the pointer the descriptor lowers to, its TMA load is converted
// on it, and the launch passes the pointer mgpuTensorMapEncodeTiledMemref
// returns.
// HOST-LABEL: gpu.func @load
// HOST-SAME: (%[[MAP:[^:]*]]: !llvm.ptr, %{{.*}}: memref<64x64xf16, 3>)
// HOST: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[MAP]], %{{.*}}
// HOST-LABEL: func.func @main
// HOST: %[[PTR:.*]] = llvm.call @mgpuTensorMapEncodeTiledMemref
// HOST: gpu.launch_func @kernels::@load {{.*}} args(%[[PTR]] : !llvm.ptr,
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load(%map: !map, %tile: memref<64x64xf16, 3>) kernel {
      %c0 = arith.constant 0 : index
      %bar = nvgpu.mbarrier.create -> !barriers
      nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %tile : !map, !barriers -> memref<64x64xf16, 3>
      gpu.return
    }
  }
  func.func @main(%a: memref<*xf16>, %tile: memref<64x64xf16, 3>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %map = nvgpu.tma.create.descriptor %a box[%c64, %c64] : memref<*xf16> -> !map
    gpu.launch_func @kernels::@load blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%map : !map, %tile : memref<64x64xf16, 3>)
    return
  }
}
