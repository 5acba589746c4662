// RUN: dbg-opt %s -verify-diagnostics -dump-kernels
// expected-error @+1 {{dump-kernels needs a directory (dir=...)}}
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target] {
  }
}
