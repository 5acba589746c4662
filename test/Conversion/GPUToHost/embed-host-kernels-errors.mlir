// RUN: dbg-opt %s -split-input-file -embed-host-kernels -verify-diagnostics

// Without the kernel's signature (record-kernel-sources) libdbgrt could not
// pass the launch's scalars: the launch gets no host build, and says so.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<4xf32>, %s: f32) kernel {
      gpu.return
    }
  }
  dbg.site @s dispatch kernel "kernels::k" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1"
  func.func @main(%a: memref<4xf32>, %s: f32) {
    %c1 = arith.constant 1 : index
    dbg.dispatch @s
    // expected-warning @+1 {{the kernel of this launch gets no host build: its dispatch site has no kernel signature (run record-kernel-sources before trace-dispatches)}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>, %s : f32)
    return
  }
}

// -----

// A kernel the host target cannot run gets no host build: a warning at its
// launch says why, and the program builds.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<4xf32>) kernel {
      // expected-note @+1 {{'nvvm.read.ptx.sreg.clock' in kernel 'kernels::k' is not supported by the host target yet}}
      %c = nvvm.read.ptx.sreg.clock : i32
      gpu.return
    }
  }
  dbg.site @s dispatch kernel "kernels::k" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1" source "gpu.module @kernels {}" signature "m 1 f32 memref<4xf32>\0A" build "--target=cuda"
  func.func @main(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    dbg.dispatch @s
    // expected-warning @+1 {{kernel 'kernels::k' gets no host build, which diff would compare its dispatches with}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

// A TMA load's descriptor is the CUDA driver's, in device memory: the
// kernel gets no host build (the host target runs TMA with its own
// descriptors, made by its own lowering of nvgpu.tma.create.descriptor).
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%map: !map, %tile: memref<64x64xf16, 3>) kernel {
      %c0 = arith.constant 0 : index
      %bar = nvgpu.mbarrier.create -> !barriers
      // expected-note @+1 {{'nvgpu.tma.async.load' takes a TMA descriptor the CUDA driver encoded, which a host build cannot read}}
      nvgpu.tma.async.load %map[%c0, %c0], %bar[%c0] to %tile : !map, !barriers -> memref<64x64xf16, 3>
      gpu.return
    }
  }
  dbg.site @s dispatch kernel "kernels::k" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1" source "gpu.module @kernels {}" signature "x 1 !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>\0Am 2 f16 memref<64x64xf16, 3>\0A" build "--target=cuda"
  func.func @main(%map: !map, %tile: memref<64x64xf16, 3>) {
    %c1 = arith.constant 1 : index
    dbg.dispatch @s
    // expected-warning @+1 {{kernel 'kernels::k' gets no host build, which diff would compare its dispatches with}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%map : !map, %tile : memref<64x64xf16, 3>)
    return
  }
}
