// RUN: dbg-opt %s -split-input-file -verify-diagnostics -verify-each=0 -nvvm-attach-target="chip=sm_90" -serialize-kernels="format=isa"
// RUN: sed -e "s/expected-error.*//" %s | dbg-opt -split-input-file -verify-each=0 -nvvm-attach-target="chip=sm_90a" -serialize-kernels="format=isa" | FileCheck %s --check-prefix=FITS
// RUN: sed -e "s/expected-error.*//" %s | not dbg-opt -split-input-file -verify-each=0 -nvvm-attach-target="chip=sm_80" -serialize-kernels="format=isa" 2>&1 | FileCheck %s --check-prefix=SM80

// An op that needs a newer chip than the module's target is refused at the
// op, naming the chip it needs, before NVPTX's back end (which aborts the
// process with "Cannot select" on wgmma for plain sm_90). The target is
// attached after parsing, as dbg-compile's pipeline does (whose passes are
// not verified one by one).
// FITS-LABEL: gpu.binary @kernels
// FITS-SAME: wgmma.wait_group.sync.aligned {{.*}}1;
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @wait() attributes {gpu.kernel, nvvm.kernel} {
      // expected-error @below {{'nvvm.wgmma.wait.group.sync.aligned' needs chip sm_90a, and the kernels are built for sm_90: pass --chip=sm_90a}}
      nvvm.wgmma.wait.group.sync.aligned 1
      llvm.return
    }
  }
}

// -----

// An op that needs a chip or a later one (clusters: sm_90), on an older
// chip: the chip to pass is the first that has it.
// SM80: error: 'nvvm.wgmma.wait.group.sync.aligned' needs chip sm_90a, and the kernels are built for sm_80: pass --chip=sm_90a
// SM80: error: 'nvvm.read.ptx.sreg.clusterid.x' needs chip sm_90 or later, and the kernels are built for sm_80: pass --chip=sm_90
// FITS-LABEL: gpu.binary @kernels
// FITS-SAME: %clusterid.x
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @cluster(%p: !llvm.ptr<1>) attributes {gpu.kernel, nvvm.kernel} {
      %x = nvvm.read.ptx.sreg.clusterid.x : i32
      llvm.store %x, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
}
