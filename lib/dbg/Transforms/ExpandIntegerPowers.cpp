//===- ExpandIntegerPowers.cpp - math.ipowi as multiplications ------------===//
//
// Implements expand-integer-powers: each scalar math.ipowi becomes square
// and multiply where it is (a chain of multiplications for a constant
// exponent, an scf.while loop otherwise), so kernels need no helper
// function, which NVVM and ROCDL lowerings lack.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_EXPANDINTEGERPOWERSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct ExpandIPowI : public OpRewritePattern<math::IPowIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::IPowIOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "not a scalar power");
    Location loc = op.getLoc();
    Value base = op.getLhs(), exponent = op.getRhs();
    auto constant = [&](int64_t value) -> Value {
      return arith::ConstantIntOp::create(rewriter, loc, type, value);
    };
    auto mul = [&](Value a, Value b) -> Value {
      return arith::MulIOp::create(rewriter, loc, a, b);
    };

    // A constant exponent, 0 or more: its multiplications, unrolled.
    APInt power;
    if (matchPattern(exponent, m_ConstantInt(&power)) && !power.isNegative()) {
      Value result, square = base;
      for (uint64_t bits = power.getZExtValue(); bits; bits >>= 1) {
        if (bits & 1)
          result = result ? mul(result, square) : square;
        if (bits > 1)
          square = mul(square, square);
      }
      rewriter.replaceOp(op, result ? result : constant(1));
      return success();
    }

    // Square and multiply over the bits of a non-negative exponent.
    Value zero = constant(0), one = constant(1);
    Value negative = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::slt, exponent, zero);
    Value bitsStart =
        arith::SelectOp::create(rewriter, loc, negative, zero, exponent);
    SmallVector<Type> types(3, type);
    auto loop = scf::WhileOp::create(
        rewriter, loc, types, ValueRange{one, base, bitsStart},
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value more = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne,
                                             args[2], zero);
          scf::ConditionOp::create(b, l, more, args);
        },
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value odd = arith::CmpIOp::create(
              b, l, arith::CmpIPredicate::ne,
              arith::AndIOp::create(b, l, args[2], one), zero);
          Value product = arith::MulIOp::create(b, l, args[0], args[1]);
          Value result = arith::SelectOp::create(b, l, odd, product, args[0]);
          Value square = arith::MulIOp::create(b, l, args[1], args[1]);
          Value rest = arith::ShRUIOp::create(b, l, args[2], one);
          scf::YieldOp::create(b, l, ValueRange{result, square, rest});
        });

    // A negative exponent: 1 / base^n in integers.
    auto equals = [&](Value a, Value b) -> Value {
      return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq, a,
                                   b);
    };
    Value oddExponent = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ne,
        arith::AndIOp::create(rewriter, loc, exponent, one), zero);
    Value minusOne = constant(-1);
    Value ofMinusOne =
        arith::SelectOp::create(rewriter, loc, oddExponent, minusOne, one);
    Value inverse = arith::SelectOp::create(
        rewriter, loc, equals(base, one), one,
        arith::SelectOp::create(rewriter, loc, equals(base, minusOne),
                                ofMinusOne, zero));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, negative, inverse,
                                                 loop.getResult(0));
    return success();
  }
};

struct ExpandIntegerPowersPass
    : impl::ExpandIntegerPowersPassBase<ExpandIntegerPowersPass> {
  using Base::Base;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandIPowI>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
} // namespace mlir::dbg
