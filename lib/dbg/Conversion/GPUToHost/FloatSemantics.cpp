//===- FloatSemantics.cpp - GPU float results in host kernels -------------===//
//
// Where the CPU lowering of a float op gives another result than the GPU's
// for the same inputs, kernels on the host compute it the GPU's way:
//
// - arith.minnumf/maxnumf: NVVM's min.f32/max.f32 order -0 below +0
//   (IEEE 754-2019 minimumNumber/maximumNumber), x86's minnum may return
//   either zero: the host computes minimumNumber, a NaN operand giving the
//   other operand and otherwise minimumf/maximumf.
// - math.expm1 and math.log1p: MLIR's LLVM lowering computes exp(x) - 1
//   and log(1 + x), which lose the sign of -0 and every digit of a small x;
//   libdevice's __nv_expm1f/__nv_log1pf do not, and neither do libm's,
//   which the kernels call.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::dbg;

namespace {
/// minnumf/maxnumf as minimumNumber/maximumNumber.
template <typename OpTy, typename OrderedOpTy>
struct NumberMinMax : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value lhs = op.getLhs(), rhs = op.getRhs();
    Value ordered = OrderedOpTy::create(rewriter, loc, lhs, rhs);
    Value lhsNan = arith::CmpFOp::create(rewriter, loc,
                                         arith::CmpFPredicate::UNO, lhs, lhs);
    Value rhsNan = arith::CmpFOp::create(rewriter, loc,
                                         arith::CmpFPredicate::UNO, rhs, rhs);
    Value withRhs =
        arith::SelectOp::create(rewriter, loc, rhsNan, lhs, ordered);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, lhsNan, rhs, withRhs);
    return success();
  }
};
} // namespace

LogicalResult host::matchGpuFloatSemantics(ModuleOp module) {
  MLIRContext *context = module.getContext();
  RewritePatternSet minMax(context);
  minMax.add<NumberMinMax<arith::MinNumFOp, arith::MinimumFOp>,
             NumberMinMax<arith::MaxNumFOp, arith::MaximumFOp>>(context);
  FrozenRewritePatternSet frozenMinMax(std::move(minMax));

  RewritePatternSet libm(context);
  populateMathToLibmConversionPatterns(libm);
  FrozenRewritePatternSet frozenLibm(std::move(libm));
  ConversionTarget target(*context);
  target.addIllegalOp<math::ExpM1Op, math::Log1pOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    walkAndApplyPatterns(gpuModule, frozenMinMax);
    if (failed(applyPartialConversion(gpuModule, target, frozenLibm)))
      return failure();
  }
  return success();
}
