//===- FuseElementwise.cpp - fusion that never computes a value twice -----===//

#include "LinalgFrontend/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::linalg_frontend {
#define GEN_PASS_DEF_FUSEELEMENTWISE
#include "LinalgFrontend/Passes.h.inc"

namespace {

/// Whether to fuse the producer of `fused` into its consumer: the producer
/// has no other user, and the consumer reads each of its elements once.
bool readsEachElementOnce(OpOperand *fused) {
  Operation *producer = fused->get().getDefiningOp();
  if (!producer || !producer->hasOneUse())
    return false;
  auto consumer = dyn_cast<linalg::LinalgOp>(fused->getOwner());
  // A reshape folded into its producer or consumer reads each element once.
  if (!consumer)
    return true;
  return consumer.getMatchingIndexingMap(fused).isPermutation();
}

/// Whether the values `fused` gives its consumer as an input may be
/// discarded by a select there: they reach the true or false value of an
/// `arith.select` in the consumer's body whose condition does not depend on
/// them. (An init is no such value: an argmax's select of indices keeps its
/// start index where no element is larger.)
bool mayBeDiscardedBySelect(OpOperand *fused) {
  auto consumer = dyn_cast<linalg::GenericOp>(fused->getOwner());
  if (!consumer || !consumer.isDpsInput(fused))
    return false;
  // The values computed from the operand's element, in body order.
  llvm::SmallPtrSet<Value, 16> derived;
  derived.insert(consumer.getMatchingBlockArgument(fused));
  for (Operation &op : consumer.getBody()->without_terminator()) {
    if (llvm::none_of(op.getOperands(),
                      [&](Value v) { return derived.contains(v); }))
      continue;
    auto select = dyn_cast<arith::SelectOp>(op);
    if (select && !derived.contains(select.getCondition()) &&
        (derived.contains(select.getTrueValue()) ||
         derived.contains(select.getFalseValue())))
      return true;
    derived.insert(op.result_begin(), op.result_end());
  }
  return false;
}

/// selects-only: fuse where readsEachElementOnce does and a select of the
/// consumer may discard the producer's values.
bool discardedBySelect(OpOperand *fused) {
  return readsEachElementOnce(fused) && mayBeDiscardedBySelect(fused);
}

/// selects-only: upstream's elementwise fusion of one producer into its
/// consumer where a select of the consumer may discard the producer's
/// values, without the rest of linalg-fuse-elementwise-ops' patterns (they
/// also drop unused results and fold fills, which changes dispatches that
/// have no such select).
struct FuseIntoDiscardingSelect : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp consumer,
                                PatternRewriter &rewriter) const override {
    for (OpOperand &operand : consumer->getOpOperands()) {
      if (!linalg::areElementwiseOpsFusable(&operand) ||
          !discardedBySelect(&operand))
        continue;
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, &operand);
      if (failed(fused))
        continue;
      for (auto [original, replacement] : fused->replacements)
        rewriter.replaceAllUsesWith(original, replacement);
      return success();
    }
    return failure();
  }
};

struct FuseElementwise : impl::FuseElementwiseBase<FuseElementwise> {
  using FuseElementwiseBase::FuseElementwiseBase;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    if (selectsOnly) {
      patterns.add<FuseIntoDiscardingSelect>(context);
      if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
        return signalPassFailure();
      return;
    }
    linalg::populateElementwiseOpsFusionPatterns(patterns,
                                                 readsEachElementOnce);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns,
                                                      readsEachElementOnce);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns,
                                                 readsEachElementOnce);
    GreedyRewriteConfig config;
    config.setUseTopDownTraversal(true);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::linalg_frontend
