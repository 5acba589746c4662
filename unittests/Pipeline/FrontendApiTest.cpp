//===- FrontendApiTest.cpp - dbg/Dbg.h, the API for frontends -------------===//

#include "dbg/Dbg.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
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
  EXPECT_NE(pipeline.find("insert-nan-checks{check=both granularity=store "
                          "max-branch-stores=256 origins=true}"),
            std::string::npos)
      << pipeline;
  // Origin builds go with store checks only; nan-origin=0: none.
  EXPECT_NE(pipelineFor("sensible,nan-origin=0", "cuda")
                .find("granularity=store max-branch-stores=256 origins=false"),
            std::string::npos);
  EXPECT_NE(pipelineFor("sensible,nan-check=op", "cuda")
                .find("granularity=op max-branch-stores=256 origins=false"),
            std::string::npos);
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

TEST(FrontendApi, DiffKeepsReferences) {
  std::string error;
  FailureOr<dbg::DebugOptions> diff = dbg::parseDebugSpec("diff", error);
  ASSERT_TRUE(succeeded(diff)) << error;
  EXPECT_TRUE(diff->references);
  EXPECT_EQ(diff->runtimeDefaults, "diff=all");
  EXPECT_NE(
      pipelineFor("diff", "cuda").find("link-dispatch-references{keep=true"),
      std::string::npos);
  EXPECT_NE(
      pipelineFor("trace", "cuda").find("link-dispatch-references{keep=false"),
      std::string::npos);
  EXPECT_FALSE(dbg::parseDebugSpec("diff=0", error)->references);
}

/// A host function with one gpu.launch and the linalg op it computes.
constexpr const char *kLaunchAndOp = R"mlir(
func.func @forward(%a: memref<4xf32>, %b: memref<4xf32>, %n: f32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c4, %v = %c1, %w = %c1) {
    %e = memref.load %a[%tx] : memref<4xf32>
    %f = arith.mulf %e, %two : f32
    memref.store %f, %b[%tx] : memref<4xf32>
    gpu.terminator
  }
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                  iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %two : f32
    linalg.yield %m : f32
  }
  linalg.fill ins(%n : f32) outs(%b : memref<4xf32>)
  return
}
)mlir";

TEST(FrontendApi, AttachReferenceClonesTheOpBeforeTheLaunch) {
  DialectRegistry registry;
  dbg::registerDbgDialect(registry);
  registry.insert<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                  linalg::LinalgDialect, memref::MemRefDialect>();
  MLIRContext context(registry);
  // As a pass that calls it declares: dbg is a dependent dialect.
  context.loadDialect<dbg::DbgDialect>();
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kLaunchAndOp, &context);
  ASSERT_TRUE(module);
  auto forward = module->lookupSymbol<func::FuncOp>("forward");
  gpu::LaunchOp launch = *forward.getOps<gpu::LaunchOp>().begin();
  auto generic = *forward.getOps<linalg::GenericOp>().begin();
  FailureOr<func::FuncOp> reference =
      dbg::attachReference(launch, generic, "forward_reference");
  ASSERT_TRUE(succeeded(reference));
  // A private function of the buffers, with the constant cloned in.
  EXPECT_TRUE(reference->isPrivate());
  EXPECT_EQ(reference->getFunctionType().getNumInputs(), 2u);
  EXPECT_EQ(std::distance(reference->getOps<arith::ConstantOp>().begin(),
                          reference->getOps<arith::ConstantOp>().end()),
            1);
  EXPECT_EQ(std::distance(reference->getOps<linalg::GenericOp>().begin(),
                          reference->getOps<linalg::GenericOp>().end()),
            1);
  // The op right before the launch names it, on the same buffers.
  auto op = dyn_cast_or_null<dbg::ReferenceOp>(launch->getPrevNode());
  ASSERT_TRUE(op);
  EXPECT_EQ(op.getCallee(), "forward_reference");
  EXPECT_EQ(op.getBuffers()[0], forward.getArgument(0));
  EXPECT_EQ(op.getBuffers()[1], forward.getArgument(1));
  EXPECT_TRUE(succeeded(verify(*module)));
  // The op is left as it was.
  EXPECT_EQ(generic->getParentOp(), forward);

  // A scalar computed at run time (an argument) cannot be cloned: nothing
  // is created.
  auto fill = *forward.getOps<linalg::FillOp>().begin();
  size_t functions = std::distance(module->getOps<func::FuncOp>().begin(),
                                   module->getOps<func::FuncOp>().end());
  EXPECT_TRUE(failed(dbg::attachReference(launch, fill, "fill_reference")));
  EXPECT_EQ(std::distance(module->getOps<func::FuncOp>().begin(),
                          module->getOps<func::FuncOp>().end()),
            static_cast<long>(functions));
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
