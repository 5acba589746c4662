// RUN: dbg-opt %s -split-input-file -convert-kernel-asserts | FileCheck %s

// A cf.assert in a kernel becomes a dbg.check of an assertion site that
// names the message; one in host code is left to the host lowering.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL: gpu.func @test_assert
    // CHECK-SAME: (%[[OK:.*]]: i1)
    gpu.func @test_assert(%ok: i1) kernel {
      // CHECK-NOT: cf.assert
      // CHECK: dbg.check %[[OK]], @[[SITE:[a-z_0-9]+]]{{$}}
      cf.assert %ok, "failing assertion"
      gpu.return
    }
  }
  // CHECK-LABEL: func.func @host
  func.func @host(%ok: i1) {
    // CHECK: cf.assert
    cf.assert %ok, "host assertion"
    return
  }
  // CHECK: dbg.site @[[SITE]] assertion kernel "kernels::test_assert" op "cf.assert" at "{{.*}}convert-kernel-asserts.mlir:12:7" what "assertion `failing assertion' failed" detail "device-side assertion (the kernel stops here)"
}

// -----

// Nothing to do: no site is created.
// CHECK-LABEL: module
// CHECK-NOT: dbg.site
module {
  func.func @f() {
    return
  }
}
