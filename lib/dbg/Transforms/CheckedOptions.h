//===- CheckedOptions.h - passes whose options are checked ------*- C++ -*-===//

#ifndef DBG_TRANSFORMS_CHECKEDOPTIONS_H
#define DBG_TRANSFORMS_CHECKEDOPTIONS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Pass/Pass.h"

namespace mlir::dbg {

/// A pass whose options `Derived::parseOptions(errorHandler)` checks and
/// turns into typed values, wherever they come from: from a textual pipeline
/// or a command-line flag (initializeOptions) a bad value is a command-line
/// error; from C++ (a pipeline that fills the pass's options struct) it is a
/// diagnostic when the pass manager initializes the pass, before the module
/// changes. `Base` is the pass's generated base class.
template <typename Derived, typename Base>
class PassWithCheckedOptions : public Base {
public:
  using Base::Base;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(Base::initializeOptions(options, errorHandler)))
      return failure();
    return static_cast<Derived *>(this)->parseOptions(errorHandler);
  }

  LogicalResult initialize(MLIRContext *context) override {
    return static_cast<Derived *>(this)->parseOptions(
        [&](const Twine &message) {
          return emitError(UnknownLoc::get(context)) << message;
        });
  }
};

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_CHECKEDOPTIONS_H
