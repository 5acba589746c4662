// RUN: dbg-opt %s -split-input-file -verify-diagnostics -convert-dbg-to-llvm

dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{'dbg.dispatch_begin' op must be directly in a function body to be lowered, but is nested in 'scf.for'; run convert-scf-to-cf before convert-dbg-to-llvm}}
    dbg.dispatch_begin @s grid(%n, %n, %n) block(%n, %n, %n) : index
    dbg.dispatch_end @s
  }
  return
}
