//===- DebugOptions.cpp - the --debug= specification ----------------------===//

#include "dbg/Pipeline/DebugOptions.h"

#include "dbg/Transforms/Passes.h"

#include "llvm/Support/raw_ostream.h"

#include "dbgrt/Options.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::dbg;

/// The keys only the compiler knows, as the unknown-key error lists them.
static std::string compileTimeKeys() {
  return "and at compile time: none, trace-filter=REGEX, bounds=" +
         checkOptionNames<BoundsLevel>() + ", bounds-branch-guards=N" +
         ", nan-check=" + checkOptionNames<NanCheckGranularity>() +
         ", nan-branch-stores=N, nan-check-values=" +
         checkOptionNames<NanCheckValues>() +
         ", nan-origin[=0|1], races=" + checkOptionNames<RaceMemory>() +
         ", wait-sites[=0|1]";
}

/// Parses the value of check key `item` as an `E`: one of its names, or,
/// when `on` is given, 0|off (the first value, none) and 1|on (`on`).
template <typename E>
static std::optional<E> parseCheckKey(const dbgrt::OptionItem &item,
                                      std::optional<E> on, std::string &error) {
  std::string value(item.hasValue || !on ? item.value : "1");
  std::optional<E> parsed = parseCheckOption<E>(value);
  if (!parsed && on && (value == "0" || value == "off"))
    parsed = E();
  if (!parsed && on && (value == "1" || value == "on"))
    parsed = on;
  if (!parsed)
    error = "bad value '" + dbgrt::escapeForMessage(value) + "' for '" +
            std::string(item.key) + "': expected " + checkOptionNames<E>();
  return parsed;
}

/// Keeps the last setting of each key, in the order keys first appear, and
/// drops those that equal libdbgrt's default.
static std::vector<dbgrt::Setting>
normalize(const std::vector<dbgrt::Setting> &settings) {
  std::vector<dbgrt::Setting> last;
  for (const dbgrt::Setting &setting : settings) {
    auto it = std::find_if(last.begin(), last.end(),
                           [&](const auto &s) { return s.id == setting.id; });
    if (it != last.end())
      *it = setting;
    else
      last.push_back(setting);
  }
  std::vector<dbgrt::Setting> changed;
  for (const dbgrt::Setting &setting : last) {
    dbgrt::Setting byDefault{setting.id, dbgrt::Options()};
    if (!setting.sameAs(byDefault))
      changed.push_back(setting);
  }
  return changed;
}

FailureOr<DebugOptions> DebugOptions::parse(StringRef spec,
                                            std::string &error) {
  DebugOptions options;
  options.spec = spec.str();
  std::vector<dbgrt::OptionItem> items;
  dbgrt::OptionsError parseError;
  std::string text = spec.str();
  if (!dbgrt::splitOptions(text, items, parseError)) {
    error = parseError.message();
    return failure();
  }
  std::vector<dbgrt::Setting> settings;
  // nan-origin written in the spec (not through sensible).
  bool askedForOrigins = false;
  // sensible's compile-time part that no key of its own turns off.
  bool sensible = false;
  for (const dbgrt::OptionItem &item : items) {
    if (item.key == "none" && !item.hasValue) {
      settings.clear();
      options.kernelFilter.clear();
      options.boundsLevel = BoundsLevel::None;
      options.boundsBranchGuards.reset();
      options.nanCheck = NanCheckGranularity::None;
      options.nanBranchStores.reset();
      options.nanValues = NanCheckValues::Both;
      options.races = RaceMemory::None;
      options.checkInputs = false;
      options.nanOrigin = false;
      options.waitSites = false;
      sensible = false;
      continue;
    }
    if (item.key == "nan-check-values") {
      std::optional<NanCheckValues> values =
          parseCheckKey<NanCheckValues>(item, std::nullopt, error);
      if (!values)
        return failure();
      options.nanValues = *values;
      continue;
    }
    if (item.key == "bounds") {
      std::optional<BoundsLevel> level =
          parseCheckKey<BoundsLevel>(item, BoundsLevel::Safe, error);
      if (!level)
        return failure();
      options.boundsLevel = *level;
      continue;
    }
    if (item.key == "bounds-branch-guards" || item.key == "nan-branch-stores") {
      bool bounds = item.key == "bounds-branch-guards";
      unsigned limit;
      if (!item.hasValue || StringRef(item.value).getAsInteger(10, limit)) {
        error = "bad value '" + dbgrt::escapeForMessage(item.value) +
                "' for '" + std::string(item.key) + "': expected a number of " +
                (bounds ? "accesses" : "stores");
        return failure();
      }
      (bounds ? options.boundsBranchGuards : options.nanBranchStores) = limit;
      continue;
    }
    if (item.key == "races") {
      std::optional<RaceMemory> memory =
          parseCheckKey<RaceMemory>(item, RaceMemory::Workgroup, error);
      if (!memory)
        return failure();
      options.races = *memory;
      continue;
    }
    if (item.key == "nan-check") {
      std::optional<NanCheckGranularity> granularity =
          parseCheckKey<NanCheckGranularity>(item, NanCheckGranularity::Store,
                                             error);
      if (!granularity)
        return failure();
      options.nanCheck = *granularity;
      continue;
    }
    if (item.key == "wait-sites") {
      std::string value(item.hasValue ? item.value : "1");
      if (value != "0" && value != "1") {
        error = "bad value '" + dbgrt::escapeForMessage(value) +
                "' for 'wait-sites': expected 0|1";
        return failure();
      }
      options.waitSites = value == "1";
      continue;
    }
    if (item.key == "check-inputs") {
      // Also a run-time key (on by default): at compile time it inserts
      // the guards, which check-inputs=0 turns off at run time.
      if (!dbgrt::parseOption(item, settings, parseError)) {
        error = parseError.message();
        return failure();
      }
      options.checkInputs = settings.back().value.checkInputs;
      continue;
    }
    if (item.key == "nan-origin") {
      // Also a run-time key (on by default): at compile time it builds
      // the origin builds, which nan-origin=0 leaves unused at run time.
      if (!dbgrt::parseOption(item, settings, parseError)) {
        error = parseError.message();
        return failure();
      }
      options.nanOrigin = settings.back().value.nanOrigin;
      askedForOrigins = options.nanOrigin;
      continue;
    }
    if (item.key == "sensible" && (!item.hasValue || item.value != "0")) {
      // At compile time, sensible also checks bounds, NaN stores (with
      // origin builds) and races on workgroup memory, and records where
      // blocks wait. Its sync mode changes the timing that exposes a
      // missing barrier; the race check finds it whatever the timing.
      options.boundsLevel = BoundsLevel::Safe;
      options.nanCheck = NanCheckGranularity::Store;
      if (options.races == RaceMemory::None)
        options.races = RaceMemory::Workgroup;
      else if (options.races == RaceMemory::Global)
        options.races = RaceMemory::All;
      options.nanOrigin = true;
      options.waitSites = true;
      sensible = true;
    }
    if (item.key == "trace-filter") {
      std::string regex(item.value);
      std::string why = "empty";
      if (regex.empty() || !dbgrt::Regex().compile(regex, why)) {
        error = "bad value '" + dbgrt::escapeForMessage(regex) +
                "' for 'trace-filter': " + why;
        return failure();
      }
      options.kernelFilter = regex;
      continue;
    }
    if (!dbgrt::parseOption(item, settings, parseError)) {
      if (parseError.kind == dbgrt::OptionsError::Kind::UnknownKey)
        parseError.extraKeys = compileTimeKeys();
      error = parseError.message();
      return failure();
    }
  }

  if (askedForOrigins && options.nanCheck != NanCheckGranularity::Store) {
    error = "nan-origin needs nan-check=store (sensible has both), not "
            "nan-check=" +
            stringifyCheckOption(options.nanCheck).str() +
            (options.nanCheck == NanCheckGranularity::Op
                 ? ": op checks name the op already"
                 : "");
    return failure();
  }
  if (options.nanValues != NanCheckValues::Both &&
      options.nanCheck == NanCheckGranularity::Dispatch) {
    error =
        "nan-check-values=" + stringifyCheckOption(options.nanValues).str() +
        " needs nan-check=store or op: the dispatch scan counts NaN and "
        "Inf together";
    return failure();
  }

  // Race checks in kernels come with the run-time check of races between
  // dispatches, unless the spec says otherwise.
  bool setsDispatchRaces =
      std::any_of(settings.begin(), settings.end(), [](const auto &setting) {
        return setting.id == dbgrt::OptionId::dispatchRaces;
      });
  if (options.races != RaceMemory::None && !setsDispatchRaces) {
    dbgrt::OptionItem item{"dispatch-races", "", false};
    dbgrt::parseOption(item, settings, parseError);
  }
  std::vector<dbgrt::Setting> changed = normalize(settings);
  dbgrt::Options runtime;
  dbgrt::applySettings(changed, runtime);
  options.dispatchRaces = runtime.dispatchRaces;
  // What diff compares with: the references frontends attach.
  options.references =
      !runtime.diff.empty() && runtime.diffAgainst != dbgrt::DiffAgainst::Host;
  // And the kernels' own host builds.
  using HostBuilds = DebugOptions::HostBuilds;
  if (!runtime.diff.empty())
    options.hostBuilds = runtime.diffAgainst == dbgrt::DiffAgainst::Host
                             ? HostBuilds::All
                         : runtime.diffAgainst == dbgrt::DiffAgainst::Auto
                             ? HostBuilds::Unreferenced
                             : HostBuilds::None;
  // What repros are made of; a host build is launched with the scalars the
  // kernel's signature says.
  options.kernelSources = sensible || !runtime.repro.empty() ||
                          runtime.reproOnFailure ||
                          options.hostBuilds != HostBuilds::None;
  for (const dbgrt::Setting &setting : changed) {
    if (!options.runtimeDefaults.empty())
      options.runtimeDefaults += ",";
    std::string item = setting.text();
    // A value with a comma keeps its braces.
    size_t equals = item.find('=');
    if (item.find(',') != std::string::npos)
      item = item.substr(0, equals + 1) + "{" + item.substr(equals + 1) + "}";
    options.runtimeDefaults += item;
  }
  // Checks name the dispatch they failed in by its site (@func:N).
  options.traceDispatches = runtime.needsHooks() ||
                            !options.kernelFilter.empty() ||
                            options.hasChecks();
  // The text goes into dispatch sites: none, none recorded.
  options.kernelSources &= options.traceDispatches;
  return options;
}

std::string DebugOptions::help() {
  return "  none\n"
         "      instrument nothing (the default); forgets the keys before "
         "it\n"
         "  trace-filter=REGEX\n"
         "      only instrument dispatches whose kernel (module::kernel) or "
         "dispatch name (@func:N) matches; a filter that matches nothing is "
         "an error\n"
         "  bounds=" +
         checkOptionNames<BoundsLevel>() +
         "\n"
         "      check every index of every memory access in kernels "
         "(insert-bounds-checks); sensible: safe\n"
         "  bounds-branch-guards=N\n"
         "      a kernel with more accesses outside loops than N runs each "
         "group of them unguarded where the group's test passes, and skips "
         "the whole group where it fails, instead of a branch per access: "
         "faster to compile "
         "(insert-bounds-checks' max-branch-guards; default " +
         std::to_string(InsertBoundsChecksPassOptions().maxBranchGuards) +
         ")\n"
         "  nan-check=" +
         checkOptionNames<NanCheckGranularity>() +
         "\n"
         "      report NaN and Inf in kernels: at each float store, at the op "
         "that produced it, or by a scan of what each dispatch wrote "
         "(insert-nan-checks); sensible: store\n"
         "  nan-branch-stores=N\n"
         "      a kernel with more checked stores than N gives the checks of "
         "up to 32 consecutive stores one branch, before the last, instead of "
         "one each: faster to compile; a NaN is reported after the group's "
         "later stores ran "
         "(insert-nan-checks' max-branch-stores; default " +
         std::to_string(InsertNanChecksPassOptions().maxBranchStores) +
         ")\n"
         "  nan-origin[=0|1]\n"
         "      with nan-check=store: also an origin build of each checked "
         "kernel, which libdbgrt runs again when a store check fails to "
         "report the op where the NaN or Inf was born (insert-nan-checks' "
         "origins; at run time nan-origin=0 leaves it unused); sensible: 1\n"
         "  nan-check-values=" +
         checkOptionNames<NanCheckValues>() +
         "\n"
         "      what the NaN checks report: NaN only, Inf only, or both (the "
         "default; nan-check=dispatch takes both only)\n"
         "  races=" +
         checkOptionNames<RaceMemory>() +
         "\n"
         "      report two threads of a block that access one element of "
         "workgroup memory in one barrier interval, one of them writing "
         "(insert-race-checks), and races between dispatches "
         "(dispatch-races); sensible: workgroup (with global: all)\n"
         "  wait-sites[=0|1]\n"
         "      each block records where its threads wait (barriers, mbarrier "
         "waits with their arrival counts, spin loops), which the dispatch "
         "watchdog names when a dispatch hangs in sync mode "
         "(record-wait-sites; GPU targets); sensible: 1\n"
         "  check-inputs[=0|1]\n"
         "      guard the memref arguments of public host functions: null, "
         "alignment, static sizes and strides, memory a kernel can read "
         "(insert-input-guards; at run time check-inputs=0 turns them off)\n" +
         dbgrt::optionsHelp();
}

llvm::raw_ostream &mlir::dbg::operator<<(llvm::raw_ostream &os,
                                         const DebugOptions &options) {
  // A spec with commas is printed in braces, as pass options are.
  if (options.spec.find(',') != std::string::npos)
    return os << '{' << options.spec << '}';
  return os << options.spec;
}

bool llvm::cl::parser<DebugOptions>::parse(Option &option, StringRef,
                                           StringRef arg, DebugOptions &value) {
  std::string error;
  FailureOr<DebugOptions> parsed = DebugOptions::parse(arg, error);
  if (failed(parsed))
    return option.error("'" + arg + "': " + error);
  value = std::move(*parsed);
  return false;
}

void llvm::cl::parser<DebugOptions>::printOptionDiff(const Option &option,
                                                     const DebugOptions &value,
                                                     const OptVal &,
                                                     size_t globalWidth) const {
  printOptionName(option, globalWidth);
  llvm::outs() << "= " << value << "\n";
}
