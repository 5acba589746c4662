//===- FrontendApiTest.cpp - dbg/Dbg.h, the API for frontends -------------===//

#include "dbg/Dbg.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

/// The textual pipeline addDebugPasses builds for `spec` on `target`.
std::string pipelineFor(llvm::StringRef spec, llvm::StringRef target) {
  std::string error;
  FailureOr<dbg::DebugOptions> debug = dbg::parseDebugSpec(spec, error);
  EXPECT_TRUE(succeeded(debug)) << error;
  if (failed(debug))
    return "";
  MLIRContext context;
  PassManager pm(&context);
  dbg::addDebugPasses(pm, *debug, target);
  std::string text;
  llvm::raw_string_ostream os(text);
  pm.printAsTextualPipeline(os);
  return text;
}

TEST(FrontendApi, SensibleAddsChecksTracingAndDefaults) {
  std::string pipeline = pipelineFor("sensible", "cuda");
  EXPECT_NE(pipeline.find("insert-nan-checks{check=both granularity=store}"),
            std::string::npos)
      << pipeline;
  EXPECT_NE(pipeline.find("insert-bounds-checks{"), std::string::npos);
  EXPECT_NE(pipeline.find("level=safe"), std::string::npos);
  EXPECT_NE(pipeline.find("trace-dispatches{"), std::string::npos);
  EXPECT_NE(pipeline.find("attach-debug-options{"), std::string::npos);
  EXPECT_EQ(pipeline.find("insert-input-guards"), std::string::npos);
}

TEST(FrontendApi, TargetDecidesWhatInputGuardsCheck) {
  EXPECT_NE(pipelineFor("check-inputs", "cuda").find("device-memory=true"),
            std::string::npos);
  EXPECT_NE(pipelineFor("check-inputs", "host").find("device-memory=false"),
            std::string::npos);
}

TEST(FrontendApi, NoneAddsNothing) {
  EXPECT_EQ(pipelineFor("none", "cuda"), "any()");
  EXPECT_EQ(pipelineFor("trace=0", "cuda"), "any()");
}

TEST(FrontendApi, BadSpecsAreErrorsNamingTheKey) {
  std::string error;
  EXPECT_TRUE(failed(dbg::parseDebugSpec("bounds=maybe", error)));
  EXPECT_EQ(error, "bad value 'maybe' for 'bounds': expected "
                   "none|warn|safe|all");
  EXPECT_TRUE(failed(dbg::parseDebugSpec("nan-chek", error)));
  EXPECT_NE(error.find("unknown option 'nan-chek'"), std::string::npos);
}

TEST(FrontendApi, RegistersTheDialectAndPasses) {
  DialectRegistry registry;
  dbg::registerDbgDialect(registry);
  MLIRContext context(registry);
  EXPECT_NE(context.getOrLoadDialect("dbg"), nullptr);
  dbg::registerDbgPassesAndPipelines();
  MLIRContext passContext;
  PassManager pm(&passContext);
  EXPECT_TRUE(succeeded(parsePassPipeline(
      "builtin.module(dbg-instrument{target=host debug=sensible})", pm)));
}

} // namespace
