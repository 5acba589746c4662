//===- PassOptionsTest.cpp - pass options checked before the passes run ---===//
//
// A pass built from C++ with a bad option value fails the pass manager with
// an error naming the pass and the value, before it touches the module; the
// same passes built from a flag or a textual pipeline report it while the
// command line is parsed (test/Transforms/*.mlir).
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// Runs `pass` on an empty module; returns the errors it reported, or
/// "success" when the pass manager succeeded. Sets `touched` when the
/// module's attributes changed.
std::string run(std::unique_ptr<Pass> pass, bool *touched = nullptr) {
  MLIRContext context;
  context.loadDialect<DbgDialect>();
  std::string errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    errors += diagnostic.str() + "\n";
    return success();
  });
  OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(&context));
  PassManager pm(&context);
  pm.addPass(std::move(pass));
  LogicalResult result = pm.run(*module);
  if (touched)
    *touched = !(*module)->getAttrs().empty();
  return succeeded(result) ? "success" : errors;
}

TEST(PassOptions, TraceDispatchesRejectsAnInvalidKernelFilter) {
  EXPECT_EQ(run(createTraceDispatchesPass({/*kernelFilter=*/"(unclosed"})),
            "trace-dispatches: invalid kernel-filter '(unclosed': "
            "missing ): (unclosed\n");
  // A valid filter gets past the check: the pass runs and finds no dispatch.
  EXPECT_EQ(run(createTraceDispatchesPass({/*kernelFilter=*/"scatter|fill"})),
            "trace-dispatches: kernel-filter 'scatter|fill' matches no "
            "dispatch; the module has none\n");
}

TEST(PassOptions, AttachDebugOptionsRejectsAnUnknownKey) {
  bool touched = true;
  std::string errors =
      run(createAttachDebugOptionsPass({/*runtimeOptions=*/"trace,loud"}),
          &touched);
  EXPECT_NE(errors.find("attach-debug-options: options='trace,loud': "
                        "unknown option 'loud'"),
            std::string::npos)
      << errors;
  EXPECT_FALSE(touched) << "the module changed although the pass failed";

  EXPECT_EQ(
      run(createAttachDebugOptionsPass({/*runtimeOptions=*/"trace"}), &touched),
      "success");
  EXPECT_TRUE(touched);
}

} // namespace
