//===- CheckOptions.cpp - the typed options of the check passes -----------===//

#include "dbg/Transforms/CheckOptions.h"

using namespace mlir::dbg;

llvm::ArrayRef<CheckOptionValue> mlir::dbg::checkOptionValues(BoundsLevel) {
  static const CheckOptionValue values[] = {
#define DBG_BOUNDS_LEVEL(ENUM, NAME, HELP)                                     \
  {static_cast<int>(BoundsLevel::ENUM), NAME, HELP},
#include "dbgrt/CheckLevels.def"
  };
  return values;
}

llvm::ArrayRef<CheckOptionValue>
mlir::dbg::checkOptionValues(NanCheckGranularity) {
  static const CheckOptionValue values[] = {
#define DBG_NAN_CHECK_GRANULARITY(ENUM, NAME, HELP)                            \
  {static_cast<int>(NanCheckGranularity::ENUM), NAME, HELP},
#include "dbgrt/CheckLevels.def"
  };
  return values;
}

llvm::ArrayRef<CheckOptionValue> mlir::dbg::checkOptionValues(NanCheckValues) {
  static const CheckOptionValue values[] = {
#define DBG_NAN_CHECK_VALUES(ENUM, NAME, HELP)                                 \
  {static_cast<int>(NanCheckValues::ENUM), NAME, HELP},
#include "dbgrt/CheckLevels.def"
  };
  return values;
}

llvm::ArrayRef<CheckOptionValue> mlir::dbg::checkOptionValues(RaceMemory) {
  static const CheckOptionValue values[] = {
#define DBG_RACE_MEMORY(ENUM, NAME, HELP)                                      \
  {static_cast<int>(RaceMemory::ENUM), NAME, HELP},
#include "dbgrt/CheckLevels.def"
  };
  return values;
}
