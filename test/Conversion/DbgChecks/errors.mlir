// RUN: dbg-opt %s -split-input-file -lower-dbg-checks -verify-diagnostics

// Lowering twice would define the record twice.
dbg.site @b bounds kernel "kernels::k" op "memref.load" at "a.mlir:1:1" what "w" detail "{index:i}"
// expected-error @+1 {{'__dbg_error_record' is already defined: the checks of this module were lowered before}}
gpu.module @kernels {
  llvm.mlir.global external @__dbg_error_record() : i32
  gpu.func @k(%ok: i1, %i: index) kernel {
    dbg.check %ok, @b(%i : index)
    gpu.return
  }
}
