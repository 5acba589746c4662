//===- ExpandMmaElementwise.cpp - binary forms of unary WMMA ops ----------===//
//
// Implements expand-mma-elementwise: the unary gpu.subgroup_mma_elementwise
// ops that MLIR 22's NVVM lowering crashes on become binary ones with a
// constant matrix (Passes.td says why), and `extf` is an error at the op.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_EXPANDMMAELEMENTWISEPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// `negatef %x` as `mulf %x, -1` and `negates %x` as `subi 0, %x`.
struct NegateAsBinary : OpRewritePattern<gpu::SubgroupMmaElementwiseOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(gpu::SubgroupMmaElementwiseOp op,
                                PatternRewriter &rewriter) const override {
    gpu::MMAElementwiseOp kind = op.getOpType();
    if (kind != gpu::MMAElementwiseOp::NEGATEF &&
        kind != gpu::MMAElementwiseOp::NEGATES)
      return failure();
    Location loc = op.getLoc();
    auto type = cast<gpu::MMAMatrixType>(op.getRes().getType());
    Type element = type.getElementType();
    bool isFloat = kind == gpu::MMAElementwiseOp::NEGATEF;
    TypedAttr value = isFloat ? TypedAttr(rewriter.getFloatAttr(element, -1.0))
                              : TypedAttr(rewriter.getIntegerAttr(element, 0));
    Value constant = gpu::SubgroupMmaConstantMatrixOp::create(
        rewriter, loc, type,
        arith::ConstantOp::create(rewriter, loc, element, value));
    Value x = op.getArgs()[0];
    SmallVector<Value, 2> args = isFloat ? SmallVector<Value, 2>{x, constant}
                                         : SmallVector<Value, 2>{constant, x};
    rewriter.replaceOpWithNewOp<gpu::SubgroupMmaElementwiseOp>(
        op, type, args,
        isFloat ? gpu::MMAElementwiseOp::MULF : gpu::MMAElementwiseOp::SUBI);
    return success();
  }
};

struct ExpandMmaElementwisePass
    : impl::ExpandMmaElementwisePassBase<ExpandMmaElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    WalkResult refused =
        getOperation()->walk([](gpu::SubgroupMmaElementwiseOp op) {
          if (op.getOpType() != gpu::MMAElementwiseOp::EXTF)
            return WalkResult::advance();
          op.emitError("'extf' of a WMMA matrix is not supported for CUDA: "
                       "MLIR 22's NVVM lowering has no layout for the "
                       "converted fragment; convert the values after "
                       "gpu.subgroup_mma_store_matrix instead");
          return WalkResult::interrupt();
        });
    if (refused.wasInterrupted())
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    patterns.add<NegateAsBinary>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
} // namespace mlir::dbg
