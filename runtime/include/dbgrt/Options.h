//===- Options.h - libdbgrt's run-time options ------------------*- C++ -*-===//
//
// The DBG_OPTIONS grammar (Modular MAX's MODULAR_DEBUG): a comma-separated
// list of key[=value], applied left to right. A value that holds commas is
// written in braces, `trace-filter={a{1,2}}`, as MLIR's pass options do;
// whitespace around keys and values is ignored.
//
// The keys come from dbgrt/Options.def. This header is the one parser of
// the grammar: libdbgrt reads DBG_OPTIONS with it, and dbg's compiler reads
// its --debug= spec (which adds compile-time keys) with the same tokenizer
// and the same key table. It does not depend on LLVM.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_OPTIONS_H
#define DBGRT_OPTIONS_H

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dbgrt {

/// Severities of run-time messages, least severe first (MAX's op-log-level).
enum class LogLevel { Trace, Debug, Info, Warning, Error, Critical };

/// How check failures are reported (report-format).
enum class ReportFormat { Text, Jsonl };

/// Which operands tensor tracing reads (trace-tensors-when).
enum class TensorWhen { Inputs, Outputs, Both };
/// What tensor tracing does with them (trace-tensors-mode).
enum class TensorMode { Stats, Npy, Full };
/// How LAUNCH/COMPLETE events are written (trace-format).
enum class TraceFormat { Text, Jsonl, Chrome };
/// Whose result a dispatch that differs from its reference leaves for the
/// dispatches after it (diff-continue).
enum class DiffContinue { Gpu, Reference };
/// What diff compares a dispatch with: its frontend's reference where it
/// has one, else its kernel's host build (auto); only one of the two.
enum class DiffAgainst { Auto, Reference, Host };

/// A regular expression of dbg's one dialect, for every filter, at compile
/// time (trace-filter) and at run time (trace-tensors, break-after): RE2's
/// syntax (Perl-like: `.`, `*`, `+`, `?`, `{m,n}`, `|`, `()`, `[]`, `\d`,
/// `\w`, `^`, `$`; no backreferences or lookaround), matched in time linear
/// in the text with bounded memory, so no pattern can hang a program or
/// overflow its stack (RE2, https://github.com/google/re2/wiki/Syntax).
class Regex {
public:
  Regex();
  ~Regex();
  Regex(Regex &&) noexcept;
  Regex &operator=(Regex &&) noexcept;
  /// Compiles `pattern`; false with `why` set (RE2's error, which names the
  /// part of the pattern at fault) when it is not a valid expression. Never
  /// throws.
  bool compile(std::string_view pattern, std::string &why);
  /// Whether the expression matches somewhere in `text` (a search, as
  /// grep does); false before a successful compile.
  bool search(std::string_view text) const;

private:
  struct Compiled;
  std::unique_ptr<Compiled> compiled;
};

/// A set of dispatches, the value of trace-tensors and break-after: a
/// comma-separated list (in braces inside a spec) of items, each
///  - `@func:N`: that dispatch site (every execution of it);
///  - `@func:N#K`: the Kth execution of that site (from 1), e.g. the third
///    iteration of a loop around it, or its third call;
///  - `id=N`: the dispatch whose id is N, the Nth dispatch the program ran
///    (as the trace prints it: `[id=N]`);
///  - otherwise a regular expression (Regex: RE2's syntax), searched for
///    in the kernel name (`module::kernel`) and in the dispatch name
///    (`@func:N`).
class DispatchFilter {
public:
  /// Parses `text`; false with `why` set on an empty filter, a bad id or a
  /// regular expression that does not compile.
  bool parse(std::string_view text, std::string &why);
  /// Whether the dispatch named `name` (`@func:N`, empty when unknown) of
  /// kernel `kernel` with id `id`, the `execution`th of its site (from 1),
  /// is in the set.
  bool matches(std::string_view name, std::string_view kernel, long long id,
               long long execution) const;
  /// Whether matching needs the execution count of each site.
  bool countsExecutions() const { return !executions.empty(); }
  /// Whether some dispatch of site `name`/`kernel` may be in the set (its
  /// id aside: true when the filter has id items).
  bool mayMatchSite(std::string_view name, std::string_view kernel) const;
  bool empty() const { return text.empty(); }
  /// Whether every dispatch is in the set (an `all` item): then matching
  /// needs neither the dispatch's name nor its kernel.
  bool matchesAll() const { return all; }
  /// The filter as given.
  const std::string &spec() const { return text; }

  /// The ids of the filter's id=N items.
  const std::vector<long long> &idItems() const { return ids; }

private:
  bool matchesSite(std::string_view name, std::string_view kernel) const;

  std::string text;
  /// An `all` item: every dispatch.
  bool all = false;
  std::vector<std::string> names;
  std::vector<long long> ids;
  /// `@func:N#K` items.
  std::vector<std::pair<std::string, long long>> executions;
  std::vector<std::shared_ptr<const Regex>> patterns;
};

/// Returns "trace", "debug", ... for `level`.
const char *toString(LogLevel level);

/// The value types of run-time keys: how a value is parsed and printed.
namespace option_types {
/// `key`, `key=1|true|on`, `key=0|false|off`.
struct Bool {
  using Value = bool;
  static const char *values() { return "0|1"; }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
  static std::string format(const Value &value) { return value ? "1" : "0"; }
};
/// One of trace|debug|info|warning|error|critical.
struct LogLevel {
  using Value = dbgrt::LogLevel;
  static const char *values() {
    return "trace|debug|info|warning|error|critical";
  }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
  static std::string format(const Value &value) { return toString(value); }
};
/// A check that can be switched off at run time: 0|off|none, or 1|on and
/// the compile-time words of --debug= (warn|safe|all for bounds,
/// store|op|dispatch for NaN checks), which all mean on. Printed as Bool.
struct CheckSwitch : Bool {
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
};
struct ReportFormat {
  using Value = dbgrt::ReportFormat;
  static const char *values() { return "text|jsonl"; }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
  static std::string format(const Value &value) {
    return value == dbgrt::ReportFormat::Jsonl ? "jsonl" : "text";
  }
};
/// Enumerated values: `VALUES` is "a|b|c", the enumerators in order.
int parseEnumValue(std::string_view text, const char *values);
std::string formatEnumValue(const char *values, int index);
#define DBGRT_ENUM_OPTION_TYPE(NAME, ENUM, VALUES)                             \
  struct NAME {                                                                \
    using Value = ENUM;                                                        \
    static const char *values() { return VALUES; }                             \
    static bool parse(std::string_view text, bool, Value &out,                 \
                      std::string &why) {                                      \
      int index = parseEnumValue(text, VALUES);                                \
      if (index < 0) {                                                         \
        why = std::string("expected one of ") + VALUES;                        \
        return false;                                                          \
      }                                                                        \
      out = static_cast<Value>(index);                                         \
      return true;                                                             \
    }                                                                          \
    static std::string format(const Value &value) {                            \
      return formatEnumValue(VALUES, static_cast<int>(value));                 \
    }                                                                          \
  };
DBGRT_ENUM_OPTION_TYPE(TensorWhen, dbgrt::TensorWhen, "inputs|outputs|both")
DBGRT_ENUM_OPTION_TYPE(TensorMode, dbgrt::TensorMode, "stats|npy|full")
DBGRT_ENUM_OPTION_TYPE(TraceFormat, dbgrt::TraceFormat, "text|jsonl|chrome")
DBGRT_ENUM_OPTION_TYPE(DiffContinue, dbgrt::DiffContinue, "gpu|reference")
DBGRT_ENUM_OPTION_TYPE(DiffAgainst, dbgrt::DiffAgainst, "auto|reference|host")
#undef DBGRT_ENUM_OPTION_TYPE
/// A value kept as its text, printed as it is.
struct Text {
  using Value = std::string;
  static std::string format(const Value &value) { return value; }
};
/// A DispatchFilter, kept as its text (checked when parsed).
struct Filter : Text {
  static const char *values() { return "FILTER"; }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
};
/// A DispatchFilter that can be switched off: `KEY` alone (or 1|on) is
/// `all`, 0|off|none is off (the empty string).
struct SwitchedFilter : Text {
  static const char *values() { return "FILTER|all|0"; }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
  static std::string format(const Value &value) {
    return value.empty() ? "0" : value;
  }
};
/// A number where -1 stands for `auto`, printed as such.
struct AutoOrNumber {
  using Value = double;
  static std::string format(const Value &value);
};
/// `auto` (stored as -1: a default per element type) or a non-negative
/// number.
struct Tolerance : AutoOrNumber {
  static const char *values() { return "auto|NUMBER"; }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
};
/// A non-negative integer.
struct Count {
  using Value = long long;
  static const char *values() { return "N"; }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
  static std::string format(const Value &value) {
    return std::to_string(value);
  }
};
/// A positive integer.
struct Positive : Count {
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
};
/// A non-empty file system path.
struct Path : Text {
  static const char *values() { return "PATH"; }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
};
/// `auto` (stored as -1: the runtime's default where it applies), `off` or
/// `0` (0), or a positive number of seconds.
struct Timeout : AutoOrNumber {
  static const char *values() { return "auto|off|SECONDS"; }
  static bool parse(std::string_view text, bool hasValue, Value &out,
                    std::string &why);
  static std::string format(const Value &value);
};
} // namespace option_types

/// The run-time options, one field per key of Options.def. The defaults
/// are Options.def's: everything off, warnings and errors on stderr.
struct Options {
#define DBGRT_OPTION(FIELD, KEY, TYPE, DEFAULT, DOC)                           \
  option_types::TYPE::Value FIELD = DEFAULT;
#include "dbgrt/Options.def"

  /// True when a compiled dispatch marker must call into the runtime.
  bool needsHooks() const {
    return deviceSyncMode || opLogLevel <= LogLevel::Info ||
           !traceTensors.empty() || !breakAfter.empty() || timing ||
           dispatchRaces || !diff.empty() || !repro.empty() || reproOnFailure ||
           lifetimes;
  }

  /// The dispatch timeout in seconds where dispatches run one at a time
  /// (sync mode, the host target): `auto` is kAutoDispatchTimeout; 0 is
  /// off.
  double effectiveDispatchTimeout() const {
    return dispatchTimeout < 0 ? kAutoDispatchTimeout : dispatchTimeout;
  }
  static constexpr double kAutoDispatchTimeout = 60.0;
};

/// The keys that hold a value, in Options.def's order.
enum class OptionId {
#define DBGRT_OPTION(FIELD, KEY, TYPE, DEFAULT, DOC) FIELD,
#include "dbgrt/Options.def"
};

/// One key=value of a spec, checked and converted: `value` holds the key's
/// field and nothing else is meaningful in it.
struct Setting {
  OptionId id;
  Options value;
  /// The field `id` of `value`, printed in DBG_OPTIONS syntax (`key=value`).
  std::string text() const;
  /// True when both set the same key to the same value.
  bool sameAs(const Setting &other) const;
};

/// One item of a spec before it is checked: `key`, or `key=value` with the
/// braces around a value removed.
struct OptionItem {
  std::string_view key;
  std::string_view value;
  bool hasValue = false;
};

/// Why a spec was refused. `message()` names the culprit (unprintable
/// characters escaped) and lists the valid keys or values.
struct OptionsError {
  enum class Kind {
    /// A key that is in no table. Compile-time parsers that accept more keys
    /// extend the message with `extraKeys`.
    UnknownKey,
    /// A known key with a value it does not take.
    BadValue,
    /// The spec is malformed (unbalanced braces, an empty key).
    Syntax,
  };
  Kind kind = Kind::Syntax;
  std::string key;
  std::string value;
  /// For BadValue and Syntax: what is wrong.
  std::string reason;
  /// Keys the caller accepts besides the run-time ones, listed after them
  /// in the message for an unknown key (e.g. dbg-compile's "none,
  /// trace-filter=REGEX").
  std::string extraKeys;

  std::string message() const;
};

/// Splits `spec` into items. Empty items are skipped. Fails on unbalanced
/// braces or an item without a key.
bool splitOptions(std::string_view spec, std::vector<OptionItem> &items,
                  OptionsError &error);

/// Checks one item against the key table and appends what it sets to
/// `settings` (a shorthand sets several keys). Fails with UnknownKey or
/// BadValue.
bool parseOption(const OptionItem &item, std::vector<Setting> &settings,
                 OptionsError &error);

/// Splits and checks a whole spec. On failure `settings` holds the settings
/// of the items before the culprit.
bool parseOptions(std::string_view spec, std::vector<Setting> &settings,
                  OptionsError &error);

/// Applies `settings` to `options`, left to right.
void applySettings(const std::vector<Setting> &settings, Options &options);

/// Parses `spec` and applies it on top of `options`.
bool parseOptions(std::string_view spec, Options &options, OptionsError &error);

/// Every key, one per line: `key=VALUES  default: D  description` (the text
/// of DBG_OPTIONS=help and dbg-compile --debug=help).
std::string optionsHelp();

/// The keys of Options.def with their values, `device-sync-mode[=0|1],
/// op-log-level=trace|...`, for error messages.
std::string validKeysList();

/// Every key of Options.def, shorthands included, in order.
std::vector<std::string> optionKeys();

/// `text` with unprintable characters written as \r, \n, \t or \xNN.
std::string escapeForMessage(std::string_view text);

/// `text` as one word of a POSIX shell command: as it is when it is made of
/// letters, digits and + - _ . , = / : @ %, else in single quotes (an empty
/// text too): how the compiler writes a repro's build flags and libdbgrt
/// the command that builds and runs it.
std::string shellWord(std::string_view text);

} // namespace dbgrt

#endif // DBGRT_OPTIONS_H
