//===- Options.h - libdbgrt run-time options --------------------*- C++ -*-===//
//
// The DBG_OPTIONS grammar: a comma-separated list of key[=value]. Shared by
// libdbgrt (run time) and dbg-compile's --debug= spec (compile time), so the
// two accept exactly the same keys and values. No LLVM dependency.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_OPTIONS_H
#define DBGRT_OPTIONS_H

#include <string>
#include <string_view>

namespace dbgrt {

/// Severities of run-time messages, least severe first (MAX's op-log-level).
enum class LogLevel { Trace, Debug, Info, Warning, Error, Critical };

/// Returns "trace", "debug", ... for `level`.
const char *toString(LogLevel level);

/// Run-time options. Defaults: everything off, warnings and errors on stderr.
struct Options {
  bool deviceSyncMode = false;
  LogLevel opLogLevel = LogLevel::Warning;
  std::string traceFile; ///< Empty: stderr.

  /// True when a compiled dispatch marker must call into the runtime.
  bool needsHooks() const {
    return deviceSyncMode || opLogLevel <= LogLevel::Info;
  }
};

/// Applies `spec` (DBG_OPTIONS syntax) on top of `options`, left to right.
/// Empty items are ignored. On an unknown key or bad value, returns false,
/// leaves `options` partly updated and sets `error` to a message that names
/// the culprit and lists the valid keys or values.
bool parseOptions(std::string_view spec, Options &options, std::string &error);

/// The text listing every key, for error messages and --help.
const char *validKeysHelp();

} // namespace dbgrt

#endif // DBGRT_OPTIONS_H
