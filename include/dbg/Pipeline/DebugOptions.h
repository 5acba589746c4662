//===- DebugOptions.h - the --debug= specification --------------*- C++ -*-===//
//
// The one flag a frontend adds to make its GPU programs debuggable:
// --debug=<spec>, a comma-separated list of key[=value] (the DBG_OPTIONS
// grammar, as Modular MAX's MODULAR_DEBUG). It chooses what is instrumented
// at compile time and the run-time options the program starts with.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_PIPELINE_DEBUGOPTIONS_H
#define DBG_PIPELINE_DEBUGOPTIONS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir {
namespace dbg {

/// The parsed --debug= spec.
///
/// Compile-time keys:
///   none               instrument nothing (the default)
///   sensible           the usual set: trace, device-sync-mode
///   trace-filter=RE    only instrument dispatches whose kernel name
///                      (module::kernel) or dispatch name (@func:N) matches
///                      the regular expression RE (no commas)
/// Every run-time key of DBG_OPTIONS (device-sync-mode, op-log-level, trace,
/// trace-file) is accepted too: it becomes the program's default, and
/// turns on the dispatch instrumentation those options need.
struct DebugOptions {
  /// Wrap every dispatch in dbg.dispatch_begin/end (dbg-trace-dispatches).
  bool traceDispatches = false;
  /// The dbg-trace-dispatches kernel-filter.
  std::string kernelFilter;
  /// Run-time defaults baked into the program (DBG_OPTIONS syntax).
  std::string runtimeDefaults;

  /// Parses `spec`. On an unknown key or bad value returns failure with
  /// `error` naming the culprit and listing the valid keys.
  static FailureOr<DebugOptions> parse(llvm::StringRef spec,
                                       std::string &error);

  /// True when anything is instrumented.
  bool any() const { return traceDispatches; }
};

} // namespace dbg
} // namespace mlir

#endif // DBG_PIPELINE_DEBUGOPTIONS_H
