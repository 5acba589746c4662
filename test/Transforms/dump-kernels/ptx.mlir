// RUN: rm -rf %t.dir
// RUN: dbg-opt %s -dump-kernels="dir=%t.dir format=isa" | FileCheck %s
// RUN: FileCheck %s --check-prefix=PTX < %t.dir/kernels.ptx
// RUN: FileCheck %s --check-prefix=INDEX < %t.dir/kernels.txt
// The module is serialized as by gpu-module-to-binary, and its PTX kept.
// CHECK: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">, {{.*}}assembly = "{{.*}}.entry scale(
// PTX: .target sm_80
// PTX: .entry scale(
// INDEX: kernels::scale kernels.ptx
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @scale(%arg0: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
