//===- AttachDebugOptions.cpp - record a program's run-time defaults ------===//
//
// Implements attach-debug-options: the module attribute dbg.default_options
// holds the run-time options the program starts with, checked with
// libdbgrt's own parser.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Transforms/Passes.h"

#include "CheckedOptions.h"

#include "mlir/IR/BuiltinOps.h"

#include "dbgrt/Options.h"

#include <string>

namespace mlir::dbg {
#define GEN_PASS_DEF_ATTACHDEBUGOPTIONSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {
struct AttachDebugOptionsPass
    : PassWithCheckedOptions<
          AttachDebugOptionsPass,
          impl::AttachDebugOptionsPassBase<AttachDebugOptionsPass>> {
  using PassWithCheckedOptions::PassWithCheckedOptions;

  /// Checks `options` with libdbgrt's parser.
  LogicalResult
  parseOptions(function_ref<LogicalResult(const Twine &)> errorHandler) {
    dbgrt::Options parsed;
    dbgrt::OptionsError error;
    if (dbgrt::parseOptions(runtimeOptions, parsed, error))
      return success();
    return errorHandler("attach-debug-options: options='" +
                        runtimeOptions.getValue() + "': " + error.message());
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    StringRef name = DbgDialect::getDefaultOptionsAttrName();
    if (runtimeOptions.empty())
      module->removeAttr(name);
    else
      module->setAttr(name, StringAttr::get(&getContext(), runtimeOptions));
  }
};
} // namespace

} // namespace mlir::dbg
