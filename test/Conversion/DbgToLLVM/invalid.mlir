// RUN: dbg-opt %s -split-input-file -verify-diagnostics -convert-dbg-to-llvm

// The site table belongs to the module the pass runs on: a nested module's
// sites and markers would lose their registration.
module {
  module {
    // expected-error @+1 {{'dbg.site' op in a nested module: convert-dbg-to-llvm lowers the dbg ops of the module it runs on}}
    dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
  }
}

// -----

module {
  func.func @outer() {
    return
  }
  module {
    func.func @f() {
      // expected-error @+1 {{'dbg.dispatch' op in a nested module}}
      dbg.dispatch @s
      return
    }
    dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
  }
}

// -----

// The run-time defaults of a nested module would be dropped.
module {
  // expected-error @+1 {{'dbg.default_options' on a nested module: convert-dbg-to-llvm lowers the dbg ops and run-time defaults of the module it runs on}}
  module attributes {dbg.default_options = "trace"} {
  }
}

// -----

// A host kernel build is a host kernel's record, a global of the module.
module {
  // expected-error @+1 {{'dbg.site' op host kernel build 'missing' is not an llvm.mlir.global of the module}}
  dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1" source "gpu.module @k {}" signature "m 1 f32 memref<4xf32>\0A" build "--target=cuda" host @missing
}
