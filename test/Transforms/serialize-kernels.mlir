// RUN: dbg-opt %s -serialize-kernels="format=isa" | FileCheck %s
// RUN: not dbg-opt %s -serialize-kernels="format=elf" 2>&1 | FileCheck %s --check-prefix=BAD

// The module is serialized as by gpu-module-to-binary: a kernel with a
// check's guard (the failure path calls a cold function) becomes PTX. What
// the LLVM IR step moves is tested on LLVM IR (unittests/Transforms/
// SerializationTest.cpp): the back end's CodeGenPrepare sinks addresses
// back to their uses after StraightLineStrengthReduce has run, so the PTX
// looks the same either way.
// CHECK-LABEL: gpu.binary @kernels
// CHECK-SAME: assembly = "{{.*}}.entry store({{.*}}st.global.b32{{.*}}call.uni report
// BAD: serialize-kernels: unknown format 'elf'; valid formats: isa, bin, fatbin, offloading
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @report(i64) attributes {passthrough = ["cold", "noinline"]}
    llvm.func @store(%base: !llvm.ptr<1>, %i: i64, %n: i64, %x: f32)
        attributes {gpu.kernel, nvvm.kernel} {
      %ok = llvm.icmp "ult" %i, %n : i64
      llvm.cond_br %ok, ^guarded, ^fail
    ^guarded:
      %p = llvm.getelementptr inbounds %base[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %x, %p : f32, !llvm.ptr<1>
      llvm.br ^done
    ^fail:
      llvm.call @report(%i) : (i64) -> ()
      llvm.br ^done
    ^done:
      llvm.return
    }
  }
}
