//===- DebugOptions.h - the --debug= specification --------------*- C++ -*-===//
//
// The one flag a frontend adds to make its GPU programs debuggable:
// --debug=<spec>, a comma-separated list of key[=value] in the grammar of
// DBG_OPTIONS (Modular MAX's MODULAR_DEBUG). It chooses what is instrumented
// at compile time and the run-time options the program starts with.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_PIPELINE_DEBUGOPTIONS_H
#define DBG_PIPELINE_DEBUGOPTIONS_H

#include "dbg/Transforms/CheckOptions.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <optional>
#include <string>

namespace mlir::dbg {

/// The parsed --debug= spec: a comma-separated list of key[=value], applied
/// left to right. `none` instruments nothing and forgets the keys before it
/// (the default spec). The compile-time keys are dbg/Pipeline/DebugKeys.def,
/// each a field below; every run-time key of libdbgrt (dbgrt/Options.def:
/// device-sync-mode, op-log-level, trace-file, and the shorthands trace and
/// sensible) becomes the program's default, and turns on the
/// instrumentation that the key needs (sensible: the keys DebugKeys.def
/// says; repro, repro-on-failure and diff: kernel sources, references and
/// host builds). A run-time key whose value is libdbgrt's own default
/// (trace=0, say) is dropped, so a spec that turns everything off
/// instruments nothing.
struct DebugOptions {
  /// The spec as written; what the pipeline option prints.
  std::string spec = "none";
  /// Mark every dispatch with dbg.dispatch (trace-dispatches).
  bool traceDispatches = false;
#define DBG_DEBUG_KEY(FIELD, KEY, TYPE, DEFAULT, SYNTAX, SENSIBLE, DOC)        \
  TYPE FIELD = DEFAULT;
#include "dbg/Pipeline/DebugKeys.def"
  /// The run-time dispatch-races key is on: check-dispatch-races warns at
  /// compile time about what the async token graph proves.
  bool dispatchRaces = false;
  /// The spec sets the run-time key `diff`: the references frontends
  /// attach to dispatches (dbg.reference) are linked to their sites
  /// (link-dispatch-references) instead of erased.
  bool references = false;
  /// Which launched kernels get a host build (embed-host-kernels), which
  /// diff compares their dispatches with: those of launches without a
  /// reference (diff, diff-against=auto), all (diff-against=host), or none.
  enum class HostBuilds { None, Unreferenced, All };
  HostBuilds hostBuilds = HostBuilds::None;
  /// Record each launched kernel as it was before instrumentation in its
  /// dispatch site (record-kernel-sources), for the repros libdbgrt
  /// writes: under sensible and the run-time keys repro and
  /// repro-on-failure.
  bool kernelSources = false;
  /// Run-time defaults baked into the program, in DBG_OPTIONS syntax, one
  /// `key=value` per key set to something other than its default.
  std::string runtimeDefaults;

  /// Parses `spec`. On an unknown key or bad value returns failure with
  /// `error` naming the culprit and listing the valid keys.
  static FailureOr<DebugOptions> parse(llvm::StringRef spec,
                                       std::string &error);

  /// Every key, one per line, with its values, default and meaning: the
  /// compile-time keys, then libdbgrt's (`--debug=help`).
  static std::string help();

  /// True when anything is instrumented or stamped into the program.
  bool any() const {
    return traceDispatches || !runtimeDefaults.empty() || hasChecks();
  }
  /// True when device-side checks are inserted.
  bool hasChecks() const {
    return boundsLevel != BoundsLevel::None ||
           nanCheck != NanCheckGranularity::None || races != RaceMemory::None ||
           overflow || checkInputs || waitSites;
  }
};

llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                              const DebugOptions &options);

} // namespace mlir::dbg

namespace llvm::cl {
/// Parses a pass option of type DebugOptions: `debug=sensible`.
template <>
class parser<mlir::dbg::DebugOptions>
    : public basic_parser<mlir::dbg::DebugOptions> {
public:
  parser(Option &option) : basic_parser(option) {}
  bool parse(Option &option, StringRef argName, StringRef arg,
             mlir::dbg::DebugOptions &value);
  StringRef getValueName() const override { return "spec"; }
  void printOptionDiff(const Option &option,
                       const mlir::dbg::DebugOptions &value,
                       const OptVal &defaultValue, size_t globalWidth) const;
};
} // namespace llvm::cl

#endif // DBG_PIPELINE_DEBUGOPTIONS_H
