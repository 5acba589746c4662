//===- DebugOptions.cpp - the --debug= specification ----------------------===//

#include "dbg/Pipeline/DebugOptions.h"

#include "dbg/Transforms/Passes.h"

#include "llvm/Support/raw_ostream.h"

#include "dbgrt/Options.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::dbg;

namespace {
/// What parsing a compile-time key may change besides its field.
struct KeyState {
  std::vector<dbgrt::Setting> &settings;
  std::string &error;
};

/// The syntaxes of DebugKeys.def: each parses a key's value into its field
/// and prints the value's form (`=N`, `[=0|1]`).
namespace debug_keys {
/// A check level: one of E's names, or 0|off (E's first value) and 1|on
/// (`on`); no value means `on`.
template <typename E> struct Level {
  explicit Level(E on) : on(on) {}
  E on;
  std::string form() const { return "=" + checkOptionNames<E>(); }
  bool listed() const { return true; }
  LogicalResult parse(const dbgrt::OptionItem &item, E &field,
                      KeyState &state) const {
    std::string value(item.hasValue ? item.value : "1");
    std::optional<E> parsed = parseCheckOption<E>(value);
    if (!parsed && (value == "0" || value == "off"))
      parsed = E();
    if (!parsed && (value == "1" || value == "on"))
      parsed = on;
    return assign(item, value, parsed, field, state);
  }
  static LogicalResult assign(const dbgrt::OptionItem &item,
                              const std::string &value, std::optional<E> parsed,
                              E &field, KeyState &state) {
    if (!parsed) {
      state.error = "bad value '" + dbgrt::escapeForMessage(value) + "' for '" +
                    std::string(item.key) + "': expected " +
                    checkOptionNames<E>();
      return failure();
    }
    field = *parsed;
    return success();
  }
};

/// One of E's names, which the key needs.
template <typename E> struct Values {
  std::string form() const { return "=" + checkOptionNames<E>(); }
  bool listed() const { return true; }
  LogicalResult parse(const dbgrt::OptionItem &item, E &field,
                      KeyState &state) const {
    std::string value(item.value);
    return Level<E>::assign(item, value, parseCheckOption<E>(value), field,
                            state);
  }
};

/// A count of `unit`, the limit of a pass option whose default is `byDefault`.
struct Limit {
  Limit(const char *unit, unsigned byDefault)
      : unit(unit), byDefault(byDefault) {}
  const char *unit;
  unsigned byDefault;
  std::string form() const { return "=N"; }
  bool listed() const { return true; }
  LogicalResult parse(const dbgrt::OptionItem &item,
                      std::optional<unsigned> &field, KeyState &state) const {
    unsigned limit;
    if (!item.hasValue || StringRef(item.value).getAsInteger(10, limit)) {
      state.error = "bad value '" + dbgrt::escapeForMessage(item.value) +
                    "' for '" + std::string(item.key) +
                    "': expected a number of " + unit;
      return failure();
    }
    field = limit;
    return success();
  }
};

/// 0 or 1; no value means 1.
struct Flag {
  std::string form() const { return "[=0|1]"; }
  bool listed() const { return true; }
  LogicalResult parse(const dbgrt::OptionItem &item, bool &field,
                      KeyState &state) const {
    std::string value(item.hasValue ? item.value : "1");
    if (value != "0" && value != "1") {
      state.error = "bad value '" + dbgrt::escapeForMessage(value) + "' for '" +
                    std::string(item.key) + "': expected 0|1";
      return failure();
    }
    field = value == "1";
    return success();
  }
};

/// libdbgrt's boolean key of the same name, which the spec also sets as
/// the program's default: parsed by libdbgrt, listed with its keys.
struct RuntimeFlag {
  explicit RuntimeFlag(bool dbgrt::Options::*runtimeField)
      : runtimeField(runtimeField) {}
  bool dbgrt::Options::*runtimeField;
  std::string form() const { return "[=0|1]"; }
  bool listed() const { return false; }
  LogicalResult parse(const dbgrt::OptionItem &item, bool &field,
                      KeyState &state) const {
    dbgrt::OptionsError parseError;
    if (!dbgrt::parseOption(item, state.settings, parseError)) {
      state.error = parseError.message();
      return failure();
    }
    field = state.settings.back().value.*runtimeField;
    return success();
  }
};

/// A regular expression (libdbgrt's dialect), not empty.
struct Regexp {
  std::string form() const { return "=REGEX"; }
  bool listed() const { return true; }
  LogicalResult parse(const dbgrt::OptionItem &item, std::string &field,
                      KeyState &state) const {
    std::string regex(item.value);
    std::string why = "empty";
    if (regex.empty() || !dbgrt::Regex().compile(regex, why)) {
      state.error = "bad value '" + dbgrt::escapeForMessage(regex) + "' for '" +
                    std::string(item.key) + "': " + why;
      return failure();
    }
    field = regex;
    return success();
  }
};

/// What sensible leaves alone.
struct Keep {};
template <typename T, typename V> void applySensible(T &field, V value) {
  field = value;
}
template <typename T> void applySensible(T &, Keep) {}
/// sensible adds workgroup memory to the race checks the spec asks for.
void applySensible(RaceMemory &field, RaceMemory value) {
  if (field == RaceMemory::None)
    field = value;
  else if (field != value)
    field = RaceMemory::All;
}
std::string sensibleText(Keep) { return ""; }
std::string sensibleText(RaceMemory value) {
  return stringifyCheckOption(value).str() +
         " (added to what the spec asks: global becomes all)";
}
std::string sensibleText(bool value) { return value ? "1" : "0"; }
template <typename E> std::string sensibleText(E value) {
  return stringifyCheckOption(value).str();
}
std::string defaultText(const Limit &limit) {
  return std::to_string(limit.byDefault);
}
template <typename S> std::string defaultText(const S &) { return ""; }
} // namespace debug_keys
} // namespace

/// The keys only the compiler knows, as the unknown-key error lists them.
static std::string compileTimeKeys() {
  std::string keys = "and at compile time: none";
  using namespace debug_keys;
#define DBG_DEBUG_KEY(FIELD, KEY, TYPE, DEFAULT, SYNTAX, SENSIBLE, DOC)        \
  if (SYNTAX.listed())                                                         \
    keys += std::string(", ") + KEY + SYNTAX.form();
#include "dbg/Pipeline/DebugKeys.def"
  return keys;
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

/// Applies the items of a spec to `options` left to right: the compile-time
/// keys of DebugKeys.def to their fields, the run-time keys to `settings`.
/// `askedForOrigins`: nan-origin was written (not implied by sensible);
/// `sensible`: sensible is in force.
static LogicalResult applyItems(ArrayRef<dbgrt::OptionItem> items,
                                DebugOptions &options,
                                std::vector<dbgrt::Setting> &settings,
                                bool &askedForOrigins, bool &sensible,
                                std::string &error) {
  using namespace debug_keys;
  KeyState state{settings, error};
  for (const dbgrt::OptionItem &item : items) {
    if (item.key == "none" && !item.hasValue) {
      settings.clear();
#define DBG_DEBUG_KEY(FIELD, KEY, TYPE, DEFAULT, SYNTAX, SENSIBLE, DOC)        \
  options.FIELD = DEFAULT;
#include "dbg/Pipeline/DebugKeys.def"
      sensible = askedForOrigins = false;
      continue;
    }
    bool compileTime = false;
#define DBG_DEBUG_KEY(FIELD, KEY, TYPE, DEFAULT, SYNTAX, SENSIBLE, DOC)        \
  if (item.key == KEY) {                                                       \
    if (failed(SYNTAX.parse(item, options.FIELD, state)))                      \
      return failure();                                                        \
    compileTime = true;                                                        \
  }
#include "dbg/Pipeline/DebugKeys.def"
    if (compileTime) {
      if (item.key == "nan-origin")
        askedForOrigins = options.nanOrigin;
      continue;
    }
    if (item.key == "sensible" && (!item.hasValue || item.value != "0")) {
      // sensible's compile-time part (DebugKeys.def); its run-time part is
      // libdbgrt's shorthand, parsed below. Its sync mode changes the
      // timing that exposes a missing barrier; the race check finds it
      // whatever the timing.
#define DBG_DEBUG_KEY(FIELD, KEY, TYPE, DEFAULT, SYNTAX, SENSIBLE, DOC)        \
  applySensible(options.FIELD, SENSIBLE);
#include "dbg/Pipeline/DebugKeys.def"
      sensible = true;
    }
    dbgrt::OptionsError parseError;
    if (!dbgrt::parseOption(item, settings, parseError)) {
      if (parseError.kind == dbgrt::OptionsError::Kind::UnknownKey)
        parseError.extraKeys = compileTimeKeys();
      error = parseError.message();
      return failure();
    }
  }
  return success();
}

/// The combinations of keys that cannot work together.
static LogicalResult checkCombinations(const DebugOptions &options,
                                       bool askedForOrigins,
                                       std::string &error) {
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
  return success();
}

/// The program's run-time defaults (DBG_OPTIONS syntax) and what the
/// run-time keys need compiled in.
static void applyRuntimeKeys(DebugOptions &options,
                             std::vector<dbgrt::Setting> &settings,
                             bool sensible) {
  // Race checks in kernels come with the run-time check of races between
  // dispatches, unless the spec says otherwise.
  bool setsDispatchRaces = llvm::any_of(settings, [](const auto &setting) {
    return setting.id == dbgrt::OptionId::dispatchRaces;
  });
  if (options.races != RaceMemory::None && !setsDispatchRaces) {
    dbgrt::OptionItem item{"dispatch-races", "", false};
    dbgrt::OptionsError parseError;
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
  bool askedForOrigins = false, sensible = false;
  if (failed(applyItems(items, options, settings, askedForOrigins, sensible,
                        error)) ||
      failed(checkCombinations(options, askedForOrigins, error)))
    return failure();
  applyRuntimeKeys(options, settings, sensible);
  return options;
}

std::string DebugOptions::help() {
  using namespace debug_keys;
  std::string help = "  none\n      instrument nothing (the default); forgets "
                     "the keys before it\n";
  auto describe = [&](const char *key, const std::string &form, const char *doc,
                      const std::string &byDefault,
                      const std::string &bySensible) {
    help += std::string("  ") + key + form + "\n      " + doc;
    if (!byDefault.empty())
      help += "; default " + byDefault;
    if (!bySensible.empty())
      help += "; sensible: " + bySensible;
    help += "\n";
  };
#define DBG_DEBUG_KEY(FIELD, KEY, TYPE, DEFAULT, SYNTAX, SENSIBLE, DOC)        \
  describe(KEY, SYNTAX.form(), DOC, defaultText(SYNTAX),                       \
           sensibleText(SENSIBLE));
#include "dbg/Pipeline/DebugKeys.def"
  return help + dbgrt::optionsHelp();
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
