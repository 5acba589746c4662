//===- SplatVectorConstants.cpp - vector constants with a splat value -----===//
//
// Implements splat-vector-constants: an llvm.mlir.constant of vector type
// whose value is a scalar (which upstream's WMMA min/max lowering creates)
// gets the splat of that scalar, which LLVM IR translation accepts.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_SPLATVECTORCONSTANTSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct SplatScalarValue : public OpRewritePattern<LLVM::ConstantOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::ConstantOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    auto value = dyn_cast<TypedAttr>(op.getValue());
    if (!type || !value || !isa<IntegerAttr, FloatAttr>(value) ||
        value.getType() != type.getElementType())
      return failure();
    rewriter.modifyOpInPlace(
        op, [&] { op.setValueAttr(DenseElementsAttr::get(type, value)); });
    return success();
  }
};

struct SplatVectorConstantsPass
    : impl::SplatVectorConstantsPassBase<SplatVectorConstantsPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SplatScalarValue>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
} // namespace mlir::dbg
