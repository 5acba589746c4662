//===- Options.cpp - libdbgrt's run-time options --------------------------===//
//
// The DBG_OPTIONS parser: the one tokenizer of the grammar and the key table
// of dbgrt/Options.def.
//
//===----------------------------------------------------------------------===//

#include "dbgrt/Options.h"

#include <re2/re2.h>

#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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
  // The compile-time levels (CheckLevels.def): none is off, the others on.
  for (const char *level : {
#define DBG_BOUNDS_LEVEL(ENUM, NAME, HELP) NAME,
#define DBG_NAN_CHECK_GRANULARITY(ENUM, NAME, HELP) NAME,
#define DBG_RACE_MEMORY(ENUM, NAME, HELP) NAME,
#include "dbgrt/CheckLevels.def"
       }) {
    if (text == level) {
      out = text != "none";
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

int option_types::parseEnumValue(std::string_view text, const char *values) {
  std::string_view rest = values;
  for (int index = 0;; ++index) {
    size_t bar = rest.find('|');
    if (rest.substr(0, bar) == text && !text.empty())
      return index;
    if (bar == std::string_view::npos)
      return -1;
    rest.remove_prefix(bar + 1);
  }
}

std::string option_types::formatEnumValue(const char *values, int index) {
  std::string_view rest = values;
  for (; index > 0; --index) {
    size_t bar = rest.find('|');
    if (bar == std::string_view::npos)
      return "?";
    rest.remove_prefix(bar + 1);
  }
  return std::string(rest.substr(0, rest.find('|')));
}

bool option_types::Filter::parse(std::string_view text, bool, Value &out,
                                 std::string &why) {
  DispatchFilter filter;
  if (!filter.parse(text, why))
    return false;
  out = std::string(text);
  return true;
}

bool option_types::SwitchedFilter::parse(std::string_view text, bool hasValue,
                                         Value &out, std::string &why) {
  if (!hasValue || text == "1" || text == "on") {
    out = "all";
    return true;
  }
  if (text == "0" || text == "off" || text == "none") {
    out.clear();
    return true;
  }
  return Filter::parse(text, hasValue, out, why);
}

namespace {
/// `auto` (-1), or `text` as a finite non-negative number; false otherwise.
bool parseAutoOrNonNegative(std::string_view text, double &out) {
  if (text == "auto") {
    out = -1;
    return true;
  }
  std::string copy(text);
  char *end = nullptr;
  double value = std::strtod(copy.c_str(), &end);
  if (copy.empty() || *end || !std::isfinite(value) || value < 0)
    return false;
  out = value;
  return true;
}

/// `value` with %g, or `auto` below zero.
std::string formatAutoOrNumber(double value) {
  if (value < 0)
    return "auto";
  char text[32];
  std::snprintf(text, sizeof(text), "%g", value);
  return text;
}
} // namespace

bool option_types::Tolerance::parse(std::string_view text, bool hasValue,
                                    Value &out, std::string &why) {
  why = "expected auto or a non-negative number";
  return hasValue && parseAutoOrNonNegative(text, out);
}

std::string option_types::AutoOrNumber::format(const Value &value) {
  return formatAutoOrNumber(value);
}

bool option_types::Positive::parse(std::string_view text, bool hasValue,
                                   Value &out, std::string &why) {
  // One wording for every bad value, whatever Count says of it.
  bool ok = Count::parse(text, hasValue, out, why) && out > 0;
  if (!ok && why.find("too large") == std::string::npos)
    why = "expected a positive integer";
  return ok;
}

bool option_types::Count::parse(std::string_view text, bool, Value &out,
                                std::string &why) {
  why = "expected a non-negative integer";
  if (text.empty())
    return false;
  for (char c : text)
    if (c < '0' || c > '9')
      return false;
  if (text.size() > 18) {
    why = "'" + std::string(text) + "' is too large (at most 18 digits)";
    return false;
  }
  long long value = 0;
  for (char c : text)
    value = value * 10 + (c - '0');
  out = value;
  return true;
}

//===----------------------------------------------------------------------===//
// Dispatch filters
//===----------------------------------------------------------------------===//

struct Regex::Compiled {
  explicit Compiled(std::string_view pattern, const RE2::Options &options)
      : re(re2::StringPiece(pattern.data(), pattern.size()), options) {}
  RE2 re;
};

Regex::Regex() = default;
Regex::~Regex() = default;
Regex::Regex(Regex &&) noexcept = default;
Regex &Regex::operator=(Regex &&) noexcept = default;

bool Regex::compile(std::string_view pattern, std::string &why) {
  RE2::Options options;
  options.set_log_errors(false);
  auto candidate = std::make_unique<Compiled>(pattern, options);
  if (!candidate->re.ok()) {
    why = candidate->re.error();
    return false;
  }
  compiled = std::move(candidate);
  return true;
}

bool Regex::search(std::string_view text) const {
  return compiled &&
         RE2::PartialMatch(re2::StringPiece(text.data(), text.size()),
                           compiled->re);
}

/// `@func:N`: a dispatch name.
static bool isDispatchName(std::string_view item) {
  size_t colon = item.rfind(':');
  if (item.size() < 4 || item[0] != '@' || colon == std::string_view::npos ||
      colon < 2 || colon + 1 == item.size())
    return false;
  for (size_t i = colon + 1; i < item.size(); ++i)
    if (item[i] < '0' || item[i] > '9')
      return false;
  for (size_t i = 1; i < colon; ++i)
    if (std::strchr("()[]{}*+?|^$\\.", item[i]))
      return false;
  return true;
}

/// The count `number` of filter item `item`, at least 1; false with `why`
/// saying what `expected` and, for a number too large, that it is.
static bool parsePositive(std::string_view item, std::string_view number,
                          const char *expected, long long &out,
                          std::string &why) {
  std::string error;
  out = 0;
  if (option_types::Count::parse(number, true, out, error) && out > 0)
    return true;
  why = "'" + std::string(item) + "': expected " + expected;
  if (error.find("too large") != std::string::npos)
    why += "; " + error;
  return false;
}

bool DispatchFilter::parse(std::string_view spec, std::string &why) {
  text.clear();
  all = false;
  names.clear();
  ids.clear();
  executions.clear();
  patterns.clear();
  std::string_view rest = trim(spec);
  if (rest.empty()) {
    why = "expected all, @func:N, id=N or a regular expression";
    return false;
  }
  // Items split at commas outside brackets, so that regex{1,2} stays whole.
  while (!rest.empty()) {
    size_t end = 0;
    int depth = 0;
    for (; end < rest.size(); ++end) {
      char c = rest[end];
      if (c == '{' || c == '(' || c == '[')
        ++depth;
      else if ((c == '}' || c == ')' || c == ']') && depth > 0)
        --depth;
      else if (c == ',' && depth == 0)
        break;
    }
    std::string_view item = trim(rest.substr(0, end));
    rest = end < rest.size() ? rest.substr(end + 1) : std::string_view();
    if (item.empty())
      continue;
    if (item == "all") {
      all = true;
    } else if (item.substr(0, 3) == "id=") {
      long long id = 0;
      if (!parsePositive(item, item.substr(3), "id=N with N >= 1", id, why))
        return false;
      ids.push_back(id);
    } else if (size_t hash = item.rfind('#');
               hash != std::string_view::npos &&
               isDispatchName(item.substr(0, hash))) {
      long long occurrence = 0;
      if (!parsePositive(item, item.substr(hash + 1), "@func:N#K with K >= 1",
                         occurrence, why))
        return false;
      executions.push_back({std::string(item.substr(0, hash)), occurrence});
    } else if (isDispatchName(item)) {
      names.emplace_back(item);
    } else {
      auto compiled = std::make_shared<Regex>();
      std::string error;
      if (!compiled->compile(item, error)) {
        why = "'" + std::string(item) +
              "' is not all, @func:N, id=N or a valid regular expression (" +
              error + ")";
        return false;
      }
      patterns.push_back(std::move(compiled));
    }
  }
  if (!all && names.empty() && ids.empty() && patterns.empty() &&
      executions.empty()) {
    why = "expected all, @func:N, id=N or a regular expression";
    return false;
  }
  text = std::string(trim(spec));
  return true;
}

bool DispatchFilter::matchesSite(std::string_view name,
                                 std::string_view kernel) const {
  if (all)
    return true;
  for (const std::string &exact : names)
    if (exact == name)
      return true;
  for (const auto &pattern : patterns)
    if ((!kernel.empty() && pattern->search(kernel)) ||
        (!name.empty() && pattern->search(name)))
      return true;
  return false;
}

bool DispatchFilter::mayMatchSite(std::string_view name,
                                  std::string_view kernel) const {
  for (const auto &[site, occurrence] : executions)
    if (site == name)
      return true;
  return !ids.empty() || matchesSite(name, kernel);
}

bool DispatchFilter::matches(std::string_view name, std::string_view kernel,
                             long long id, long long execution) const {
  for (long long wanted : ids)
    if (wanted == id)
      return true;
  for (const auto &[site, occurrence] : executions)
    if (site == name && occurrence == execution)
      return true;
  return matchesSite(name, kernel);
}

bool option_types::Timeout::parse(std::string_view text, bool hasValue,
                                  Value &out, std::string &why) {
  why = "expected auto, off or a number of seconds";
  if (!hasValue)
    return false;
  if (text == "off") {
    out = 0;
    return true;
  }
  return parseAutoOrNonNegative(text, out);
}

std::string option_types::Timeout::format(const Value &value) {
  return value == 0 ? "off" : formatAutoOrNumber(value);
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

std::string shellWord(std::string_view text) {
  bool plain = !text.empty();
  for (char c : text)
    plain &= std::isalnum(static_cast<unsigned char>(c)) ||
             std::string_view("+-_.,=/:@%").find(c) != std::string_view::npos;
  if (plain)
    return std::string(text);
  std::string quoted = "'";
  for (char c : text)
    quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

} // namespace dbgrt
