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

/// The parsed --debug= spec.
///
/// Keys, applied left to right:
///   none              instrument nothing; forgets the keys before it (the
///                     default spec)
///   trace-filter=RE   only instrument dispatches whose kernel name
///                     (module::kernel) or dispatch name (@func:N) matches
///                     the regular expression RE (in braces when it holds a
///                     comma: trace-filter={a{1,2}}); implies dispatch
///                     instrumentation
///   bounds=LEVEL      insert-bounds-checks at LEVEL (none|warn|safe|all;
///                     1 is safe)
///   nan-check=G       insert-nan-checks at granularity G
///                     (none|store|op|dispatch;
///                     1 is store)
///   wait-sites[=0|1]  record-wait-sites (GPU targets)
///   races=MEMORY      insert-race-checks on MEMORY (none|workgroup; 1 is
///                     workgroup)
///   nan-check-values=V  what the NaN checks report: nan, inf or both
///                     (insert-nan-checks' check option; both by default,
///                     the only one nan-check=dispatch takes)
///   repro=FILTER, repro-on-failure  (run-time keys) also record each
///                     kernel as it was before instrumentation, which
///                     repros are made of (sensible does too)
///   diff[=FILTER]     (a run-time key) also keeps the references that
///                     frontends attach to dispatches, which diff compares
///                     with (diff=0: none are kept), and embeds a host
///                     build of the kernels of the other launches
///                     (embed-host-kernels; diff-against=host: of all,
///                     diff-against=reference: of none)
///   every run-time key of libdbgrt (dbgrt/Options.def: device-sync-mode,
///   op-log-level, trace-file, and the shorthands trace and sensible):
///                     becomes the program's default, and turns on the
///                     instrumentation that the key needs; sensible also
///                     means bounds=safe,nan-check=store,wait-sites
/// A run-time key whose value is libdbgrt's own default (trace=0, say) is
/// dropped, so a spec that turns everything off instruments nothing.
struct DebugOptions {
  /// The spec as written; what the pipeline option prints.
  std::string spec = "none";
  /// Mark every dispatch with dbg.dispatch (trace-dispatches).
  bool traceDispatches = false;
  /// The trace-dispatches kernel-filter; empty for all dispatches.
  std::string kernelFilter;
  /// insert-bounds-checks' level; None for no bounds checks.
  BoundsLevel boundsLevel = BoundsLevel::None;
  /// insert-bounds-checks' max-branch-guards when the spec sets it
  /// (bounds-branch-guards=N); the pass's default otherwise.
  std::optional<unsigned> boundsBranchGuards;
  /// insert-nan-checks' granularity; None for no NaN checks.
  NanCheckGranularity nanCheck = NanCheckGranularity::None;
  /// insert-nan-checks' max-branch-stores when the spec sets it
  /// (nan-branch-stores=N); the pass's default otherwise.
  std::optional<unsigned> nanBranchStores;
  /// insert-nan-checks' check: what is reported.
  NanCheckValues nanValues = NanCheckValues::Both;
  /// insert-race-checks' memory; None for no race checks.
  RaceMemory races = RaceMemory::None;
  /// Guard the memref arguments of entry functions (insert-input-guards).
  bool checkInputs = false;
  /// With nan-check=store: an origin build of each kernel with a store
  /// check (insert-nan-checks' origins).
  bool nanOrigin = false;
  /// record-wait-sites: each block records where it waits, for the
  /// dispatch watchdog's report (GPU targets).
  bool waitSites = false;
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
           checkInputs || waitSites;
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
