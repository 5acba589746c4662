// RUN: dbg-opt %s -split-input-file -verify-diagnostics -trace-dispatches="kernel-filter=nothing_matches"
// RUN: not dbg-opt %s -trace-dispatches="kernel-filter=(unclosed" 2>&1 | FileCheck %s --check-prefix=REGEX
// RUN: not dbg-opt %s --pass-pipeline="builtin.module(trace-dispatches{kernel-filter=(unclosed})" 2>&1 | FileCheck %s --check-prefix=REGEX

// REGEX: error: trace-dispatches: invalid kernel-filter '(unclosed': missing ): (unclosed

// expected-error @+1 {{trace-dispatches: kernel-filter 'nothing_matches' matches no dispatch}}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill() kernel { gpu.return }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// A module without any dispatch matches nothing either.
// expected-error @+1 {{trace-dispatches: kernel-filter 'nothing_matches' matches no dispatch}}
module {
  func.func @host_only() {
    return
  }
}
