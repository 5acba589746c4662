// RUN: dbg-opt %s -split-input-file -attach-debug-options="options=trace,device-sync-mode" | FileCheck %s
// RUN: dbg-opt %s -split-input-file -attach-debug-options | FileCheck %s --check-prefix=EMPTY
// RUN: not dbg-opt %s -attach-debug-options="options=trace,loud" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not dbg-opt %s --pass-pipeline="builtin.module(attach-debug-options{options=trace,loud})" 2>&1 | FileCheck %s --check-prefix=BAD

// The spec is recorded as written, replacing an earlier one; an empty spec
// removes it.
// CHECK-LABEL: module attributes {dbg.default_options = "trace,device-sync-mode"}
// CHECK-LABEL: func.func @main
// EMPTY-LABEL: module {
// EMPTY-LABEL: func.func @main
module attributes {dbg.default_options = "op-log-level=debug"} {
  func.func @main() {
    return
  }
}

// BAD: error: attach-debug-options: options='trace,loud': unknown option 'loud'; valid options: device-sync-mode[=0|1]
