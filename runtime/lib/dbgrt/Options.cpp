//===- Options.cpp - libdbgrt's run-time options --------------------------===//
//
// The DBG_OPTIONS parser: the one tokenizer of the grammar and the key table
// of dbgrt/Options.def.
//
//===----------------------------------------------------------------------===//

#include "dbgrt/Options.h"

#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
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

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)); }

std::string_view trim(std::string_view s) {
  while (!s.empty() && isSpace(s.front()))
    s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back()))
    s.remove_suffix(1);
  return s;
}

/// A key that holds a value.
struct KeyInfo {
  const char *key;
  OptionId id;
  const char *values;
  std::string defaultText;
  const char *doc;
};

/// A key that stands for others.
struct ShorthandInfo {
  const char *key;
  const char *on;
  const char *off;
  const char *doc;
};

const std::vector<KeyInfo> &keyTable() {
  static const std::vector<KeyInfo> table = [] {
    Options defaults;
    return std::vector<KeyInfo>{
#define DBGRT_OPTION(FIELD, KEY, TYPE, DEFAULT, DOC)                           \
  {KEY, OptionId::FIELD, option_types::TYPE::values(),                         \
   option_types::TYPE::format(defaults.FIELD), DOC},
#include "dbgrt/Options.def"
    };
  }();
  return table;
}

constexpr ShorthandInfo kShorthands[] = {
#define DBGRT_OPTION_SHORTHAND(KEY, ON, OFF, DOC) {KEY, ON, OFF, DOC},
#include "dbgrt/Options.def"
};

/// Parses `item` as the key `id` into `setting`.
bool parseValue(OptionId id, const OptionItem &item, Setting &setting,
                std::string &why) {
  setting.id = id;
  switch (id) {
#define DBGRT_OPTION(FIELD, KEY, TYPE, DEFAULT, DOC)                           \
  case OptionId::FIELD:                                                        \
    return option_types::TYPE::parse(item.value, item.hasValue,                \
                                     setting.value.FIELD, why);
#include "dbgrt/Options.def"
  }
  return false;
}
} // namespace

const char *toString(LogLevel level) {
  for (const auto &[name, value] : kLevels)
    if (value == level)
      return name;
  return "unknown";
}

//===----------------------------------------------------------------------===//
// Value types
//===----------------------------------------------------------------------===//

bool option_types::Bool::parse(std::string_view text, bool hasValue, Value &out,
                               std::string &why) {
  if (!hasValue || text == "1" || text == "true" || text == "on") {
    out = true;
    return true;
  }
  if (text == "0" || text == "false" || text == "off") {
    out = false;
    return true;
  }
  why = "expected 1|0|true|false|on|off";
  return false;
}

bool option_types::CheckSwitch::parse(std::string_view text, bool hasValue,
                                      Value &out, std::string &why) {
  if (text == "none") {
    out = false;
    return true;
  }
  for (const char *on : {"warn", "safe", "all", "store", "op", "dispatch"}) {
    if (text == on) {
      out = true;
      return true;
    }
  }
  if (Bool::parse(text, hasValue, out, why))
    return true;
  why = "expected 0|1 (or a --debug= level, which means 1)";
  return false;
}

bool option_types::ReportFormat::parse(std::string_view text, bool, Value &out,
                                       std::string &why) {
  if (text == "text" || text == "jsonl") {
    out =
        text == "text" ? dbgrt::ReportFormat::Text : dbgrt::ReportFormat::Jsonl;
    return true;
  }
  why = std::string("expected one of ") + values();
  return false;
}

bool option_types::LogLevel::parse(std::string_view text, bool, Value &out,
                                   std::string &why) {
  for (const auto &[name, level] : kLevels) {
    if (text == name) {
      out = level;
      return true;
    }
  }
  why = std::string("expected one of ") + values();
  return false;
}

bool option_types::Path::parse(std::string_view text, bool, Value &out,
                               std::string &why) {
  if (text.empty()) {
    why = "expected a path";
    return false;
  }
  out = std::string(text);
  return true;
}

bool option_types::Timeout::parse(std::string_view text, bool hasValue,
                                  Value &out, std::string &why) {
  why = "expected auto, off or a number of seconds";
  if (!hasValue)
    return false;
  if (text == "auto") {
    out = -1;
    return true;
  }
  if (text == "off") {
    out = 0;
    return true;
  }
  std::string copy(text);
  char *end = nullptr;
  double seconds = std::strtod(copy.c_str(), &end);
  if (copy.empty() || *end || !std::isfinite(seconds) || seconds < 0)
    return false;
  out = seconds;
  return true;
}

std::string option_types::Timeout::format(const Value &value) {
  if (value < 0)
    return "auto";
  if (value == 0)
    return "off";
  char text[32];
  std::snprintf(text, sizeof(text), "%g", value);
  return text;
}

//===----------------------------------------------------------------------===//
// Settings
//===----------------------------------------------------------------------===//

std::string Setting::text() const {
  switch (id) {
#define DBGRT_OPTION(FIELD, KEY, TYPE, DEFAULT, DOC)                           \
  case OptionId::FIELD:                                                        \
    return std::string(KEY) + "=" + option_types::TYPE::format(value.FIELD);
#include "dbgrt/Options.def"
  }
  return "?";
}

bool Setting::sameAs(const Setting &other) const {
  if (id != other.id)
    return false;
  switch (id) {
#define DBGRT_OPTION(FIELD, KEY, TYPE, DEFAULT, DOC)                           \
  case OptionId::FIELD:                                                        \
    return value.FIELD == other.value.FIELD;
#include "dbgrt/Options.def"
  }
  return false;
}

void applySettings(const std::vector<Setting> &settings, Options &options) {
  for (const Setting &setting : settings) {
    switch (setting.id) {
#define DBGRT_OPTION(FIELD, KEY, TYPE, DEFAULT, DOC)                           \
  case OptionId::FIELD:                                                        \
    options.FIELD = setting.value.FIELD;                                       \
    break;
#include "dbgrt/Options.def"
    }
  }
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

bool splitOptions(std::string_view spec, std::vector<OptionItem> &items,
                  OptionsError &error) {
  size_t pos = 0;
  while (pos <= spec.size()) {
    // The item ends at the next comma outside braces.
    size_t end = pos;
    int depth = 0;
    for (; end < spec.size(); ++end) {
      char c = spec[end];
      if (c == '{') {
        ++depth;
      } else if (c == '}') {
        if (--depth < 0)
          break;
      } else if (c == ',' && depth == 0) {
        break;
      }
    }
    std::string_view item = trim(spec.substr(pos, end - pos));
    if (depth != 0) {
      error.kind = OptionsError::Kind::Syntax;
      error.key = std::string(item);
      error.reason = depth > 0 ? "a '{' is not closed" : "a '}' is not opened";
      return false;
    }
    pos = end + 1;
    if (item.empty())
      continue;
    OptionItem parsed;
    size_t equals = item.find('=');
    parsed.hasValue = equals != std::string_view::npos;
    parsed.key = trim(item.substr(0, equals));
    if (parsed.hasValue) {
      std::string_view value = trim(item.substr(equals + 1));
      if (value.size() >= 2 && value.front() == '{' && value.back() == '}')
        value = value.substr(1, value.size() - 2);
      parsed.value = value;
    }
    if (parsed.key.empty()) {
      error.kind = OptionsError::Kind::Syntax;
      error.key = std::string(item);
      error.reason = "an item has no key";
      return false;
    }
    items.push_back(parsed);
  }
  return true;
}

bool parseOption(const OptionItem &item, std::vector<Setting> &settings,
                 OptionsError &error) {
  error.key = std::string(item.key);
  error.value = std::string(item.value);
  for (const KeyInfo &info : keyTable()) {
    if (item.key != info.key)
      continue;
    Setting setting{info.id, Options()};
    if (!parseValue(info.id, item, setting, error.reason)) {
      error.kind = OptionsError::Kind::BadValue;
      return false;
    }
    settings.push_back(std::move(setting));
    return true;
  }
  for (const ShorthandInfo &shorthand : kShorthands) {
    if (item.key != shorthand.key)
      continue;
    bool on = true;
    if (item.hasValue) {
      if (!shorthand.off) {
        error.kind = OptionsError::Kind::BadValue;
        error.reason = "'" + std::string(item.key) + "' takes no value";
        return false;
      }
      if (!option_types::Bool::parse(item.value, true, on, error.reason)) {
        error.kind = OptionsError::Kind::BadValue;
        return false;
      }
    }
    // The expansion is part of the table: it parses.
    OptionsError inner;
    return parseOptions(on ? shorthand.on : shorthand.off, settings, inner);
  }
  error.kind = OptionsError::Kind::UnknownKey;
  return false;
}

bool parseOptions(std::string_view spec, std::vector<Setting> &settings,
                  OptionsError &error) {
  std::vector<OptionItem> items;
  if (!splitOptions(spec, items, error))
    return false;
  for (const OptionItem &item : items)
    if (!parseOption(item, settings, error))
      return false;
  return true;
}

bool parseOptions(std::string_view spec, Options &options,
                  OptionsError &error) {
  std::vector<Setting> settings;
  bool ok = parseOptions(spec, settings, error);
  applySettings(settings, options);
  return ok;
}

//===----------------------------------------------------------------------===//
// Messages and help
//===----------------------------------------------------------------------===//

std::string escapeForMessage(std::string_view text) {
  std::string out;
  for (char c : text) {
    unsigned char u = static_cast<unsigned char>(c);
    if (c == '\n')
      out += "\\n";
    else if (c == '\r')
      out += "\\r";
    else if (c == '\t')
      out += "\\t";
    else if (u < 0x20 || u == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof(hex), "\\x%02x", u);
      out += hex;
    } else {
      out += c;
    }
  }
  return out;
}

std::string validKeysList() {
  std::string list;
  for (const KeyInfo &info : keyTable()) {
    if (!list.empty())
      list += ", ";
    list += info.key;
    list += std::string_view(info.values) == "0|1" ? "[=0|1]" : "=";
    if (std::string_view(info.values) != "0|1")
      list += info.values;
  }
  for (const ShorthandInfo &shorthand : kShorthands) {
    list += ", ";
    list += shorthand.key;
    if (shorthand.off)
      list += "[=0|1]";
  }
  return list;
}

std::string OptionsError::message() const {
  std::string culprit = escapeForMessage(key);
  switch (kind) {
  case Kind::UnknownKey:
    return "unknown option '" + culprit +
           "'; valid options: " + validKeysList() +
           (extraKeys.empty() ? "" : ", " + extraKeys);
  case Kind::BadValue:
    return "bad value '" + escapeForMessage(value) + "' for '" + culprit +
           "': " + reason;
  case Kind::Syntax:
    return "malformed item '" + culprit + "': " + reason;
  }
  return reason;
}

std::string optionsHelp() {
  std::string text;
  for (const KeyInfo &info : keyTable()) {
    text += "  ";
    text += info.key;
    text += std::string_view(info.values) == "0|1" ? "[=0|1]" : "=";
    if (std::string_view(info.values) != "0|1")
      text += info.values;
    if (!info.defaultText.empty())
      text += "  (default: " + info.defaultText + ")";
    text += "\n      ";
    text += info.doc;
    text += "\n";
  }
  for (const ShorthandInfo &shorthand : kShorthands) {
    text += "  ";
    text += shorthand.key;
    if (shorthand.off)
      text += "[=0|1]";
    text += "\n      ";
    text += shorthand.doc;
    text += "\n";
  }
  return text;
}

std::vector<std::string> optionKeys() {
  std::vector<std::string> keys;
  for (const KeyInfo &info : keyTable())
    keys.push_back(info.key);
  for (const ShorthandInfo &shorthand : kShorthands)
    keys.push_back(shorthand.key);
  return keys;
}

} // namespace dbgrt
