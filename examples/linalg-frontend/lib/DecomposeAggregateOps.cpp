//===- DecomposeAggregateOps.cpp - linalg.softmax into its parts ----------===//

#include "LinalgFrontend/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::linalg_frontend {
#define GEN_PASS_DEF_DECOMPOSEAGGREGATEOPS
#include "LinalgFrontend/Passes.h.inc"

namespace {

/// Replaces an aggregated op by the ops its decomposeOperation builds.
struct DecomposeAggregate
    : public OpInterfaceRewritePattern<linalg::AggregatedOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(linalg::AggregatedOpInterface op,
                                PatternRewriter &rewriter) const override {
    FailureOr<SmallVector<Value>> parts = op.decomposeOperation(rewriter);
    if (failed(parts))
      return rewriter.notifyMatchFailure(op, "cannot be decomposed");
    rewriter.replaceOp(op, *parts);
    return success();
  }
};

struct DecomposeAggregateOps
    : impl::DecomposeAggregateOpsBase<DecomposeAggregateOps> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DecomposeAggregate>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::linalg_frontend
