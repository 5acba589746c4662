// RUN: dbg-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'dbg.site' op needs a non-empty rendered location}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : 0 at ""

// -----

// expected-error @+1 {{'dbg.site' op needs a kernel name}}
dbg.site @s dispatch kernel "" op "gpu.launch_func" in "main" : 0 at "a.mlir:1:1"

// -----

// expected-error @+1 {{'dbg.site' op dispatch ordinal must be non-negative, got -1}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "main" : -1 at "a.mlir:1:1"

// -----

// expected-error @+1 {{'dbg.site' op dispatch site needs its host function and ordinal}}
dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" at "a.mlir:1:1"

// -----

func.func @nested() {
  // expected-error @+1 {{'dbg.site' op expects parent op 'builtin.module'}}
  dbg.site @s bounds kernel "k::f" op "memref.load" at "a.mlir:1:1"
  return
}

// -----

// expected-error @+2 {{expected ::mlir::dbg::SiteKind to be one of: dispatch, bounds, nonfinite, dump, break, guard}}
// expected-error @+1 {{failed to parse Dbg_SiteKindAttr parameter 'value'}}
dbg.site @s sometimes kernel "k::f" op "memref.load" at "a.mlir:1:1"

// -----

func.func @no_site(%n: index) {
  // expected-error @+1 {{'dbg.dispatch_begin' op 'missing' does not reference a dbg.site}}
  dbg.dispatch_begin @missing
  return
}

// -----

dbg.site @b bounds kernel "k::f" op "memref.load" at "a.mlir:1:1"
func.func @wrong_kind(%n: index) {
  // expected-error @+1 {{'dbg.dispatch_begin' op expects a dispatch site, but 'b' is a bounds site}}
  dbg.dispatch_begin @b
  return
}


// -----

dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
func.func @unmatched_end() {
  // expected-error @+1 {{'dbg.dispatch_end' op has no matching 'dbg.dispatch_begin' of site 's' before it}}
  dbg.dispatch_end @s
  return
}

// -----

dbg.site @s dispatch kernel "k::f" op "gpu.launch_func" in "f" : 0 at "a.mlir:1:1"
dbg.site @t dispatch kernel "k::g" op "gpu.launch_func" in "f" : 1 at "a.mlir:2:1"
func.func @mismatched_end(%n: index) {
  dbg.dispatch_begin @s
  // expected-error @+1 {{'dbg.dispatch_end' op has no matching 'dbg.dispatch_begin' of site 't' before it}}
  dbg.dispatch_end @t
  return
}

// -----

// expected-error @+1 {{'dbg.default_options' must be a string in DBG_OPTIONS syntax}}
module attributes {dbg.default_options = 3 : i32} {
}

// -----

// expected-error @+1 {{unknown dbg attribute 'dbg.colour'}}
module attributes {dbg.colour = "red"} {
}

// -----

// expected-error @+1 {{'dbg.default_options' is only valid on a builtin.module}}
func.func @f() attributes {dbg.default_options = "trace"} {
  return
}

// -----

// The run-time defaults are checked with libdbgrt's parser at compile time.
// expected-error @+1 {{'dbg.default_options': unknown option 'loud'; valid options: device-sync-mode[=0|1]}}
module attributes {dbg.default_options = "trace,loud"} {
}

// -----

// expected-error @+1 {{'dbg.default_options': bad value 'sometimes' for 'device-sync-mode': expected 1|0|true|false|on|off}}
module attributes {dbg.default_options = "device-sync-mode=sometimes"} {
}
