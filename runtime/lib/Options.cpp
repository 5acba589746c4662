//===- Options.cpp - libdbgrt run-time options ------------------------------===//

#include "Options.h"

#include <array>
#include <utility>

namespace dbgrt {

namespace {
constexpr std::array<std::pair<const char *, LogLevel>, 6> kLevels = {{
    {"trace", LogLevel::Trace},
    {"debug", LogLevel::Debug},
    {"info", LogLevel::Info},
    {"warning", LogLevel::Warning},
    {"error", LogLevel::Error},
    {"critical", LogLevel::Critical},
}};

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
    s.remove_suffix(1);
  return s;
}

bool parseBool(std::string_view key, std::string_view value, bool hasValue,
               bool &out, std::string &error) {
  if (!hasValue || value == "1" || value == "true" || value == "on") {
    out = true;
    return true;
  }
  if (value == "0" || value == "false" || value == "off") {
    out = false;
    return true;
  }
  error = "bad value '" + std::string(value) + "' for '" + std::string(key) +
          "'; expected 1|0|true|false|on|off";
  return false;
}
} // namespace

const char *toString(LogLevel level) {
  for (const auto &[name, value] : kLevels)
    if (value == level)
      return name;
  return "unknown";
}

const char *validKeysHelp() {
  return "device-sync-mode[=0|1], "
         "op-log-level=trace|debug|info|warning|error|critical, "
         "trace[=0|1], trace-file=PATH";
}

bool parseOptions(std::string_view spec, Options &options,
                  std::string &error) {
  while (!spec.empty()) {
    size_t comma = spec.find(',');
    std::string_view item = trim(spec.substr(0, comma));
    spec = comma == std::string_view::npos ? std::string_view()
                                           : spec.substr(comma + 1);
    if (item.empty())
      continue;
    size_t equals = item.find('=');
    bool hasValue = equals != std::string_view::npos;
    std::string_view key = trim(item.substr(0, equals));
    std::string_view value = hasValue ? trim(item.substr(equals + 1)) : "";

    if (key == "device-sync-mode") {
      if (!parseBool(key, value, hasValue, options.deviceSyncMode, error))
        return false;
    } else if (key == "trace") {
      bool on = false;
      if (!parseBool(key, value, hasValue, on, error))
        return false;
      options.opLogLevel = on ? LogLevel::Info : LogLevel::Warning;
    } else if (key == "op-log-level") {
      bool found = false;
      for (const auto &[name, level] : kLevels) {
        if (value == name) {
          options.opLogLevel = level;
          found = true;
        }
      }
      if (!found) {
        error = "bad value '" + std::string(value) +
                "' for 'op-log-level'; expected one of "
                "trace|debug|info|warning|error|critical";
        return false;
      }
    } else if (key == "trace-file") {
      if (value.empty()) {
        error = "'trace-file' needs a path: trace-file=PATH";
        return false;
      }
      options.traceFile = std::string(value);
    } else {
      error = "unknown option '" + std::string(key) + "'; valid options: " +
              validKeysHelp();
      return false;
    }
  }
  return true;
}

} // namespace dbgrt
