// RUN: touch %t.file
// RUN: dbg-opt %s -verify-diagnostics -dump-kernels="dir=%t.file/sub format=isa"
// expected-error-re @+1 {{dump-kernels: cannot create '{{.*}}.file/sub': Not a directory}}
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target] {
  }
}
