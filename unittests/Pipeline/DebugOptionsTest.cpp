//===- DebugOptionsTest.cpp - the --debug= spec ---------------------------===//

#include "dbg/Pipeline/DebugOptions.h"

#include "llvm/Support/raw_ostream.h"

#include "dbgrt/Options.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>

using namespace mlir;
using namespace mlir::dbg;

namespace {

DebugOptions parse(llvm::StringRef spec) {
  std::string error;
  FailureOr<DebugOptions> options = DebugOptions::parse(spec, error);
  EXPECT_TRUE(succeeded(options)) << spec.str() << ": " << error;
  return succeeded(options) ? *options : DebugOptions();
}

std::string parseError(llvm::StringRef spec) {
  std::string error;
  EXPECT_TRUE(failed(DebugOptions::parse(spec, error))) << spec.str();
  return error;
}

TEST(DebugOptions, NoneInstrumentsNothing) {
  for (const char *spec :
       {"", "none", "sensible,none", "trace=0",
        "sensible,trace=0,device-sync-mode=0,bounds=0,nan-check=none,"
        "races=none,overflow=0,dispatch-races=0,wait-sites=0,lifetimes=0",
        "races=workgroup,races=none", "op-log-level=warning", "bounds=none",
        "nan-check=0"}) {
    DebugOptions options = parse(spec);
    EXPECT_FALSE(options.any()) << spec;
    EXPECT_EQ(options.runtimeDefaults, "") << spec;
  }
}

TEST(DebugOptions, BranchLimitsSetThePassLimits) {
  // bounds-branch-guards and nan-branch-stores, each its pass's limit.
  struct Key {
    std::string name, checks;
    std::optional<unsigned> DebugOptions::*limit;
    std::string unit;
  };
  for (const Key &key : {Key{"bounds-branch-guards", "bounds=all",
                             &DebugOptions::boundsBranchGuards, "accesses"},
                         Key{"nan-branch-stores", "nan-check=store",
                             &DebugOptions::nanBranchStores, "stores"}}) {
    // Unset, the pass keeps its own default.
    EXPECT_FALSE(parse(key.checks).*key.limit) << key.name;
    EXPECT_EQ(parse(key.checks + "," + key.name + "=0").*key.limit, 0u);
    EXPECT_EQ(parse(key.name + "=4096").*key.limit, 4096u);
    EXPECT_FALSE(parse(key.name + "=3,none").*key.limit) << key.name;
    EXPECT_EQ(parseError(key.name + "=lots"),
              "bad value 'lots' for '" + key.name + "': expected a number of " +
                  key.unit);
    EXPECT_EQ(parseError(key.name), "bad value '' for '" + key.name +
                                        "': expected a number of " + key.unit);
  }
}

TEST(DebugOptions, NanCheckValuesChooseWhatIsReported) {
  EXPECT_EQ(parse("nan-check=store").nanValues, NanCheckValues::Both);
  DebugOptions options = parse("nan-check=op,nan-check-values=inf");
  EXPECT_EQ(options.nanCheck, NanCheckGranularity::Op);
  EXPECT_EQ(options.nanValues, NanCheckValues::Inf);
  EXPECT_EQ(parse("nan-check-values=nan,none").nanValues, NanCheckValues::Both);
  EXPECT_EQ(parseError("nan-check-values=nans"),
            "bad value 'nans' for 'nan-check-values': expected nan|inf|both");
  EXPECT_EQ(parseError("nan-check-values"),
            "bad value '' for 'nan-check-values': expected nan|inf|both");
  EXPECT_EQ(parseError("nan-check=dispatch,nan-check-values=nan"),
            "nan-check-values=nan needs nan-check=store or op: the dispatch "
            "scan counts NaN and Inf together");
}

TEST(DebugOptions, RunTimeKeysTurnOnWhatTheyNeed) {
  DebugOptions sensible = parse("sensible");
  EXPECT_TRUE(sensible.traceDispatches);
  EXPECT_EQ(
      sensible.runtimeDefaults,
      "op-log-level=info,device-sync-mode=1,dispatch-races=1,lifetimes=1");
  EXPECT_TRUE(parse("device-sync-mode").traceDispatches);
  EXPECT_TRUE(parse("dispatch-races").traceDispatches);
  // Wait sites are a compile-time key; sensible records them.
  EXPECT_TRUE(parse("wait-sites").waitSites);
  EXPECT_TRUE(sensible.waitSites);
  EXPECT_FALSE(parse("sensible,wait-sites=0").waitSites);
  // sensible checks races on workgroup memory, adding to what the spec
  // asks; a key after it still decides.
  EXPECT_EQ(sensible.races, RaceMemory::Workgroup);
  EXPECT_EQ(parse("races=global,sensible").races, RaceMemory::All);
  EXPECT_EQ(parse("races=all,sensible").races, RaceMemory::All);
  EXPECT_EQ(parse("sensible,races=none").races, RaceMemory::None);
  // Race checks in kernels come with the check between dispatches.
  EXPECT_EQ(parse("races=workgroup").runtimeDefaults, "dispatch-races=1");
  EXPECT_EQ(parse("races=workgroup,dispatch-races=0").runtimeDefaults, "");
  EXPECT_TRUE(parse("op-log-level=debug").traceDispatches);
  // Keys that need no dispatch markers are recorded, not instrumented.
  DebugOptions quiet = parse("op-log-level=error,trace-file=t.log");
  EXPECT_FALSE(quiet.traceDispatches);
  EXPECT_EQ(quiet.runtimeDefaults, "op-log-level=error,trace-file=t.log");
}

TEST(DebugOptions, ReprosNeedTheKernelsText) {
  EXPECT_TRUE(parse("sensible").kernelSources);
  EXPECT_FALSE(parse("sensible,none").kernelSources);
  EXPECT_FALSE(parse("trace,bounds").kernelSources);
  // The run-time keys that write repros record the text and the markers.
  DebugOptions onFailure = parse("repro-on-failure");
  EXPECT_TRUE(onFailure.kernelSources);
  EXPECT_TRUE(onFailure.traceDispatches);
  EXPECT_EQ(onFailure.runtimeDefaults, "repro-on-failure=1");
  DebugOptions filter = parse("repro=@main:3");
  EXPECT_TRUE(filter.kernelSources);
  EXPECT_EQ(filter.runtimeDefaults, "repro=@main:3");
  EXPECT_EQ(
      parseError("repro-on-failure=2"),
      "bad value '2' for 'repro-on-failure': expected 1|0|true|false|on|off");
}

TEST(DebugOptions, DiffAgainstChoosesTheHostBuilds) {
  using HostBuilds = DebugOptions::HostBuilds;
  // diff alone: the frontend's references, and host builds of the kernels
  // of the other launches, which are launched by their signature.
  DebugOptions diff = parse("diff");
  EXPECT_TRUE(diff.references);
  EXPECT_EQ(diff.hostBuilds, HostBuilds::Unreferenced);
  EXPECT_TRUE(diff.kernelSources);
  DebugOptions host = parse("diff,diff-against=host");
  EXPECT_FALSE(host.references);
  EXPECT_EQ(host.hostBuilds, HostBuilds::All);
  DebugOptions reference = parse("diff,diff-against=reference");
  EXPECT_TRUE(reference.references);
  EXPECT_EQ(reference.hostBuilds, HostBuilds::None);
  EXPECT_FALSE(reference.kernelSources);
  EXPECT_EQ(parse("trace").hostBuilds, HostBuilds::None);
  EXPECT_EQ(parseError("diff-against=cpu"),
            "bad value 'cpu' for 'diff-against': expected one of "
            "auto|reference|host");
}

TEST(DebugOptions, LaterKeysWinAndEachKeyIsRecordedOnce) {
  DebugOptions options = parse("trace,device-sync-mode,op-log-level=debug");
  EXPECT_EQ(options.runtimeDefaults, "op-log-level=debug,device-sync-mode=1");
}

TEST(DebugOptions, TraceFilterImpliesDispatchInstrumentation) {
  DebugOptions options = parse("trace-filter={kernels::(fill|scale){1,2}}");
  EXPECT_TRUE(options.traceDispatches);
  EXPECT_EQ(options.kernelFilter, "kernels::(fill|scale){1,2}");
  EXPECT_EQ(options.runtimeDefaults, "");
  EXPECT_EQ(parse("trace-filter=a,none").kernelFilter, "");
}

TEST(DebugOptions, ValuesWithCommasKeepTheirBraces) {
  EXPECT_EQ(parse("trace-file={a,b.log}").runtimeDefaults,
            "trace-file={a,b.log}");
}

TEST(DebugOptions, ErrorsNameTheCulpritAndListTheKeys) {
  // The run-time keys are libdbgrt's list (its own test checks the text),
  // then the compile-time keys.
  EXPECT_EQ(
      parseError("trace,frobnicate"),
      "unknown option 'frobnicate'; valid options: " + dbgrt::validKeysList() +
          ", and at compile time: none, trace-filter=REGEX, "
          "bounds=none|warn|safe|all, bounds-branch-guards=N, "
          "nan-check=none|store|op|dispatch, nan-branch-stores=N, "
          "nan-check-values=nan|inf|both, "
          "races=none|workgroup|global|all, overflow[=0|1], "
          "wait-sites[=0|1]");
  EXPECT_EQ(parseError("nan-origin"),
            "nan-origin needs nan-check=store (sensible has both), not "
            "nan-check=none");
  EXPECT_EQ(parseError("nan-check=op,nan-origin"),
            "nan-origin needs nan-check=store (sensible has both), not "
            "nan-check=op: op checks name the op already");
  EXPECT_EQ(parseError("op-log-level=loud"),
            "bad value 'loud' for 'op-log-level': expected one of "
            "trace|debug|info|warning|error|critical");
  EXPECT_EQ(parseError("trace-filter=a["),
            "bad value 'a[' for 'trace-filter': missing ]: [");
  EXPECT_EQ(parseError("trace-filter="),
            "bad value '' for 'trace-filter': empty");
  EXPECT_EQ(parseError("trace-filter={a"),
            "malformed item 'trace-filter={a': a '{' is not closed");
}

TEST(DebugOptions, PrintsAsWritten) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << parse("sensible") << ' ' << parse("trace,device-sync-mode");
  EXPECT_EQ(text, "sensible {trace,device-sync-mode}");
}

TEST(DebugOptions, HelpListsCompileTimeAndRunTimeKeys) {
  std::string help = DebugOptions::help();
  for (const char *key :
       {"  none", "  trace-filter=REGEX", "  device-sync-mode",
        "  op-log-level=", "  trace-file=PATH", "  trace[=0|1]", "  sensible"})
    EXPECT_NE(help.find(key), std::string::npos) << key;
}

} // namespace
