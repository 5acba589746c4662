//===- SeparateEmptyInits.cpp - a tensor.empty per init -------------------===//

#include "LinalgFrontend/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::linalg_frontend {
#define GEN_PASS_DEF_SEPARATEEMPTYINITS
#include "LinalgFrontend/Passes.h.inc"

namespace {

/// An init of a destination-style op that is a `tensor.empty` with other
/// users becomes a clone of it, made right before the op.
struct SeparateEmptyInit
    : public OpInterfaceRewritePattern<DestinationStyleOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(DestinationStyleOpInterface op,
                                PatternRewriter &rewriter) const override {
    bool changed = false;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      auto empty = init.get().getDefiningOp<tensor::EmptyOp>();
      if (!empty || empty->hasOneUse())
        continue;
      rewriter.setInsertionPoint(op);
      auto own = tensor::EmptyOp::create(
          rewriter, empty.getLoc(), empty.getType(), empty.getDynamicSizes());
      rewriter.modifyOpInPlace(op, [&] { init.set(own.getResult()); });
      changed = true;
    }
    return success(changed);
  }
};

struct SeparateEmptyInits : impl::SeparateEmptyInitsBase<SeparateEmptyInits> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SeparateEmptyInit>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
} // namespace mlir::linalg_frontend
