//===- Frontend.cpp - dbg's API for frontends -----------------------------===//

#include "dbg/Dbg.h"

#include "dbg/Conversion/Passes.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Transforms/Passes.h"

using namespace mlir;

FailureOr<dbg::DebugOptions> dbg::parseDebugSpec(StringRef spec,
                                                 std::string &error) {
  return DebugOptions::parse(spec, error);
}

void dbg::addDebugPasses(OpPassManager &pm, const DebugOptions &debug,
                         StringRef target) {
  PipelineOptions options;
  options.target = target.str();
  options.debug = debug;
  buildInstrumentationPipeline(pm, options);
}

void dbg::registerDbgDialect(DialectRegistry &registry) {
  registry.insert<DbgDialect>();
}

void dbg::registerDbgPassesAndPipelines() {
  registerDbgPasses();
  registerDbgConversionPasses();
  registerDbgPipelines();
}
