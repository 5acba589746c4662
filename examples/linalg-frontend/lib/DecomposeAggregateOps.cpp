//===- DecomposeAggregateOps.cpp - linalg.softmax into its parts ----------===//

#include "LinalgFrontend/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
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

/// The start value of a maxnumf (minnumf) reduction: upstream's softmax
/// decomposition fills its accumulator with NaN, the identity of maxnumf,
/// and dbg's NaN checks would report that stored NaN. -inf (+inf) gives the
/// same result for every input that holds a number (and NaN when all are
/// NaN, like NaN's), and is the start value torch-mlir writes.
struct InfinityStartOfNumericMax : public OpRewritePattern<linalg::FillOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::FillOp fill,
                                PatternRewriter &rewriter) const override {
    FloatAttr value;
    if (fill.getNumResults() != 1 ||
        !matchPattern(fill.getInputs()[0], m_Constant(&value)) ||
        !value.getValue().isNaN())
      return rewriter.notifyMatchFailure(fill, "not a fill of NaN");
    std::optional<bool> negative;
    for (OpOperand &use : fill.getResult(0).getUses()) {
      auto reduction = dyn_cast<linalg::GenericOp>(use.getOwner());
      if (!reduction || !reduction.isDpsInit(&use))
        return rewriter.notifyMatchFailure(fill, "not a reduction's start");
      OpOperand *init = &use;
      BlockArgument accumulator = reduction.getMatchingBlockArgument(init);
      auto yield = cast<linalg::YieldOp>(reduction.getBody()->getTerminator());
      Operation *combiner =
          yield.getOperand(reduction.getTiedOpResult(init).getResultNumber())
              .getDefiningOp();
      if (!combiner || !isa<arith::MaxNumFOp, arith::MinNumFOp>(combiner) ||
          !llvm::is_contained(combiner->getOperands(), accumulator))
        return rewriter.notifyMatchFailure(fill, "not a maxnumf/minnumf start");
      bool max = isa<arith::MaxNumFOp>(combiner);
      if (negative && *negative != max)
        return rewriter.notifyMatchFailure(fill, "both a max and a min start");
      negative = max;
    }
    if (!negative)
      return rewriter.notifyMatchFailure(fill, "unused");
    auto type = cast<FloatType>(value.getType());
    Value infinity = arith::ConstantOp::create(
        rewriter, fill.getLoc(),
        rewriter.getFloatAttr(
            type, APFloat::getInf(type.getFloatSemantics(), *negative)));
    rewriter.modifyOpInPlace(fill,
                             [&] { fill.getInputsMutable()[0].set(infinity); });
    return success();
  }
};

struct DecomposeAggregateOps
    : impl::DecomposeAggregateOpsBase<DecomposeAggregateOps> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DecomposeAggregate, InfinityStartOfNumericMax>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::linalg_frontend
