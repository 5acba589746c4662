// RUN: dbg-opt %s -verify-diagnostics -dump-kernels="dir=%t.dir format=isa"
module attributes {gpu.container_module} {
  // expected-error @+1 {{dump-kernels: a kernel module with several targets; give it one}}
  gpu.module @k [#nvvm.target<chip = "sm_80">, #nvvm.target<chip = "sm_90">] {
  }
}
