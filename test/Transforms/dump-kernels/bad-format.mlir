// RUN: dbg-opt %s -verify-diagnostics -dump-kernels="dir=%t.dir format=elf"
// expected-error @+1 {{dump-kernels: unknown format 'elf'; valid formats: isa, bin, fatbin, offloading}}
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target] {
  }
}
