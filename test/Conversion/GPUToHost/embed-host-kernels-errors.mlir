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
