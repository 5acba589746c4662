//===- CheckOptions.h - the typed options of the check passes ---*- C++ -*-===//
//
// The values of insert-bounds-checks' `level`, insert-nan-checks'
// `granularity` and `check`, and insert-race-checks' `memory`, as enums
// whose names, help and cl::values (the pass options' parsers) come from one
// list, dbgrt/CheckLevels.def, shared with --debug= and libdbgrt.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_CHECKOPTIONS_H
#define DBG_TRANSFORMS_CHECKOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <optional>
#include <string>

namespace mlir::dbg {

/// insert-bounds-checks{level=...} and --debug=bounds=...
enum class BoundsLevel {
#define DBG_BOUNDS_LEVEL(ENUM, NAME, HELP) ENUM,
#include "dbgrt/CheckLevels.def"
};

/// insert-nan-checks{granularity=...} and --debug=nan-check=...
enum class NanCheckGranularity {
#define DBG_NAN_CHECK_GRANULARITY(ENUM, NAME, HELP) ENUM,
#include "dbgrt/CheckLevels.def"
};

/// insert-nan-checks{check=...} and --debug=nan-check-values=...: what the
/// NaN checks report.
enum class NanCheckValues {
#define DBG_NAN_CHECK_VALUES(ENUM, NAME, HELP) ENUM,
#include "dbgrt/CheckLevels.def"
};

/// insert-race-checks{memory=...} and --debug=races=...: which memory's
/// races are checked.
enum class RaceMemory {
#define DBG_RACE_MEMORY(ENUM, NAME, HELP) ENUM,
#include "dbgrt/CheckLevels.def"
};

/// One value of a check option: its enum value, its name and its help.
struct CheckOptionValue {
  int value;
  llvm::StringRef name;
  llvm::StringRef help;
};

/// The values of the option whose enum is `E`, in CheckLevels.def's order.
llvm::ArrayRef<CheckOptionValue> checkOptionValues(BoundsLevel);
llvm::ArrayRef<CheckOptionValue> checkOptionValues(NanCheckGranularity);
llvm::ArrayRef<CheckOptionValue> checkOptionValues(NanCheckValues);
llvm::ArrayRef<CheckOptionValue> checkOptionValues(RaceMemory);

/// The value named `name`, or none.
template <typename E> std::optional<E> parseCheckOption(llvm::StringRef name) {
  for (const CheckOptionValue &v : checkOptionValues(E()))
    if (v.name == name)
      return static_cast<E>(v.value);
  return std::nullopt;
}

/// The name of `value`.
template <typename E> llvm::StringRef stringifyCheckOption(E value) {
  for (const CheckOptionValue &v : checkOptionValues(E()))
    if (v.value == static_cast<int>(value))
      return v.name;
  return "";
}

/// Every name, joined by `separator`: "none|warn|safe|all".
template <typename E>
std::string checkOptionNames(llvm::StringRef separator = "|") {
  std::string names;
  for (const CheckOptionValue &v : checkOptionValues(E()))
    names += (names.empty() ? "" : separator.str()) + v.name.str();
  return names;
}

/// The cl::values of the option whose enum is `E`, for its pass option's
/// parser (Passes.td): a modifier like llvm::cl::values, made from
/// checkOptionValues.
template <typename E> struct CheckOptionClValues {
  template <typename Opt> void apply(Opt &option) const {
    for (const CheckOptionValue &v : checkOptionValues(E()))
      option.getParser().addLiteralOption(v.name, static_cast<E>(v.value),
                                          v.help);
  }
};

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_CHECKOPTIONS_H
