//===- AttachDebugOptions.cpp - record a program's run-time defaults ------===//
//
// Implements attach-debug-options: the module attribute dbg.default_options
// holds the run-time options the program starts with, checked with
// libdbgrt's own parser.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

#include "dbgrt/Options.h"

#include <optional>
#include <string>

namespace mlir::dbg {
#define GEN_PASS_DEF_ATTACHDEBUGOPTIONSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {
class AttachDebugOptionsPass
    : public impl::AttachDebugOptionsPassBase<AttachDebugOptionsPass> {
public:
  using AttachDebugOptionsPassBase::AttachDebugOptionsPassBase;

  /// Checks `options` when the pass is built from a textual pipeline or a
  /// command-line flag, so that a bad value is a command-line error.
  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(Pass::initializeOptions(options, errorHandler)))
      return failure();
    if (std::optional<std::string> error = checkOptions())
      return errorHandler(*error);
    return success();
  }

  /// Checks the options again for a pass built from C++.
  LogicalResult initialize(MLIRContext *context) override {
    if (std::optional<std::string> error = checkOptions())
      return emitError(UnknownLoc::get(context)) << *error;
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    StringRef name = DbgDialect::getDefaultOptionsAttrName();
    if (runtimeOptions.empty())
      module->removeAttr(name);
    else
      module->setAttr(name, StringAttr::get(&getContext(), runtimeOptions));
  }

private:
  /// The error of `options`, checked by libdbgrt's parser, or none.
  std::optional<std::string> checkOptions() const {
    dbgrt::Options parsed;
    dbgrt::OptionsError error;
    if (dbgrt::parseOptions(runtimeOptions, parsed, error))
      return std::nullopt;
    return "attach-debug-options: options='" + runtimeOptions.getValue() +
           "': " + error.message();
  }
};
} // namespace

} // namespace mlir::dbg
