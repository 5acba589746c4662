//===- FuseElementwise.cpp - fusion that never computes a value twice -----===//

#include "LinalgFrontend/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

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

struct FuseElementwise : impl::FuseElementwiseBase<FuseElementwise> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
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
