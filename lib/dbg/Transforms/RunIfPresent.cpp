//===- RunIfPresent.cpp - a pipeline for modules that use a dialect -------===//
//
// Implements run-if-present: a nested pipeline run only on modules that hold
// an op or a type of given dialects (Passes.td says why).
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "DialectUse.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_RUNIFPRESENTPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {
struct RunIfPresentPass : impl::RunIfPresentPassBase<RunIfPresentPass> {
  using Base::Base;

  /// What addIfPresent makes: `inner` as it is, and its textual form in
  /// `pipeline` (for printing the pipeline and for clones).
  RunIfPresentPass(ArrayRef<StringRef> namespaces, ArrayRef<StringRef> names,
                   OpPassManager inner)
      : inner(std::move(inner)) {
    for (StringRef name : namespaces)
      dialects.push_back(name.str());
    for (StringRef name : names)
      ops.push_back(name.str());
    llvm::raw_string_ostream os(pipeline);
    this->inner->printAsTextualPipeline(os);
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    // Parsed here when the pass came from text: the pass manager asks for
    // the dialects before it initializes the passes.
    if (succeeded(parse()))
      inner->getDependentDialects(registry);
  }

  LogicalResult initialize(MLIRContext *context) override {
    std::string error;
    if (dialects.empty() && ops.empty())
      error = "neither 'dialects' nor 'ops' names anything";
    else if (failed(parse(&error)))
      error = "its pipeline '" + pipeline + "' does not parse: " + error;
    if (!error.empty())
      return emitError(UnknownLoc::get(context)) << "run-if-present: " << error;
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::SmallPtrSet<Dialect *, 4> loaded;
    for (const std::string &name : dialects)
      if (Dialect *dialect = getContext().getLoadedDialect(name))
        loaded.insert(dialect);
    SmallVector<OperationName> names;
    for (const std::string &name : ops)
      if (std::optional<RegisteredOperationName> registered =
              RegisteredOperationName::lookup(name, &getContext()))
        names.push_back(*registered);
    // A dialect that is not loaded, or an op that is not registered, is not
    // in the module. Left alone, the module needs no verification either.
    if ((loaded.empty() && names.empty()) ||
        !usesDialect(module, loaded, names))
      return markAllAnalysesPreserved();
    if (failed(runPipeline(*inner, module)))
      signalPassFailure();
  }

private:
  /// Parses `pipeline` into `inner`, once.
  LogicalResult parse(std::string *error = nullptr) const {
    if (inner)
      return success();
    std::string message;
    llvm::raw_string_ostream os(message);
    FailureOr<OpPassManager> parsed = parsePassPipeline(pipeline, os);
    if (failed(parsed)) {
      if (error)
        *error = message;
      return failure();
    }
    inner = std::move(*parsed);
    return success();
  }

  mutable std::optional<OpPassManager> inner;
};
} // namespace

void addIfPresent(OpPassManager &pm, ArrayRef<StringRef> dialects,
                  function_ref<void(OpPassManager &)> build,
                  ArrayRef<StringRef> ops) {
  OpPassManager inner(ModuleOp::getOperationName());
  build(inner);
  pm.addPass(
      std::make_unique<RunIfPresentPass>(dialects, ops, std::move(inner)));
}

void addIfPresent(OpPassManager &pm, ArrayRef<StringRef> dialects,
                  std::unique_ptr<Pass> pass) {
  addIfPresent(pm, dialects,
               [&](OpPassManager &inner) { inner.addPass(std::move(pass)); });
}

void addExpandStridedMetadata(OpPassManager &pm) {
  // The ops MLIR 22's patterns start from.
  addIfPresent(pm, {},
               [](OpPassManager &pm) {
                 pm.addPass(memref::createExpandStridedMetadataPass());
               },
               {memref::SubViewOp::getOperationName(),
                memref::ExpandShapeOp::getOperationName(),
                memref::CollapseShapeOp::getOperationName(),
                memref::ExtractStridedMetadataOp::getOperationName(),
                memref::ExtractAlignedPointerAsIndexOp::getOperationName()});
}

} // namespace mlir::dbg
