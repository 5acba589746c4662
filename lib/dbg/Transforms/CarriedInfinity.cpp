//===- CarriedInfinity.cpp - infinities a kernel carries, not makes -------===//

#include "CarriedInfinity.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::dbg {

bool isReplayable(scf::ForOp loop) {
  WalkResult result = loop.getBody()->walk([](Operation *op) {
    if (isa<gpu::GPUDialect>(op->getDialect()) &&
        !isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
             gpu::GlobalIdOp, gpu::LaneIdOp>(op))
      return WalkResult::interrupt();
    if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
      SmallVector<MemoryEffects::EffectInstance> instances;
      effects.getEffects(instances);
      for (auto &instance : instances)
        if (!isa<MemoryEffects::Read>(instance.getEffect()))
          return WalkResult::interrupt();
      return WalkResult::advance();
    }
    if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
        op->hasTrait<OpTrait::IsTerminator>())
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

/// The type of a flag per lane of `type`: i1, or a vector of i1.
static Type getFlagType(Type type) {
  auto i1 = IntegerType::get(type.getContext(), 1);
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(i1);
  return i1;
}

/// For a constant float or splat: whether it is an infinity (a non-splat
/// constant: whether a lane is). std::nullopt when `value` is no constant.
static std::optional<bool> isInfiniteConstant(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto floatAttr = dyn_cast<FloatAttr>(attr))
    return floatAttr.getValue().isInfinity();
  if (auto elements = dyn_cast<DenseFPElementsAttr>(attr))
    return llvm::any_of(elements.getValues<APFloat>(),
                        [](const APFloat &lane) { return lane.isInfinity(); });
  return std::nullopt;
}

Value CarriedInfinity::constantFlags(Value like, bool flag) {
  Type type = getFlagType(like.getType());
  TypedAttr attr = b.getBoolAttr(flag);
  if (auto vector = dyn_cast<VectorType>(type))
    attr = DenseElementsAttr::get(vector, flag);
  return arith::ConstantOp::create(b, like.getLoc(), attr);
}

Value CarriedInfinity::build(Value value) {
  auto it = memo.find(value);
  if (it != memo.end())
    return it->second;
  Value flags = compute(value);
  memo[value] = flags;
  return flags;
}

Value CarriedInfinity::compute(Value value) {
  if (isa<BlockArgument>(value))
    return argFlags.lookup(value);
  if (*budget == 0)
    return {};
  --*budget;
  Operation *op = value.getDefiningOp();
  Location loc = op->getLoc();
  if (auto select = dyn_cast<arith::SelectOp>(op)) {
    Value onTrue = build(select.getTrueValue());
    Value onFalse = build(select.getFalseValue());
    if (!onTrue && !onFalse)
      return {};
    return arith::SelectOp::create(b, loc, select.getCondition(),
                                   onTrue ? onTrue : constantFlags(value, true),
                                   onFalse ? onFalse
                                           : constantFlags(value, true));
  }
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return replay(loop, cast<OpResult>(value).getResultNumber());
  if (!isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
      isa<arith::ConstantOp, arith::BitcastOp>(op))
    return {};
  // An op that makes no infinity from finite operands carries its
  // operand's.
  if (isa<math::SqrtOp, math::AbsFOp, arith::NegFOp, arith::ExtFOp,
          math::TanhOp, math::SinOp, math::CosOp, math::ErfOp, math::AtanOp,
          math::CbrtOp, math::FloorOp, math::CeilOp, math::RoundOp,
          math::RoundEvenOp, math::TruncOp>(op))
    return build(op->getOperand(0));
  // Elementwise: an infinity is carried when a float operand of the same
  // shape is one that is; for a minimum or maximum, the operand it chose.
  bool choosesOperand = isa<arith::MaximumFOp, arith::MinimumFOp,
                            arith::MaxNumFOp, arith::MinNumFOp>(op);
  Type flagType = getFlagType(value.getType());
  Value any;
  for (Value operand : op->getOperands()) {
    if (!isFloatLike(operand.getType()) ||
        getFlagType(operand.getType()) != flagType)
      continue;
    std::optional<bool> infinite = isInfiniteConstant(operand);
    if (infinite == false)
      continue;
    if (infinite && !choosesOperand)
      return {};
    Value term =
        choosesOperand
            ? arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, operand,
                                    value)
                  .getResult()
            : createIsNonFiniteLanes(b, loc, operand, FiniteCheck::inf);
    if (Value carried = build(operand))
      term = arith::AndIOp::create(b, loc, term, carried);
    any = any ? arith::OrIOp::create(b, loc, any, term).getResult() : term;
  }
  // From finite constants, or from integers only (sitofp overflowing f16):
  // made here.
  return any ? any : constantFlags(value, false);
}

Value CarriedInfinity::replay(scf::ForOp loop, unsigned resultNumber) {
  auto found = replays.find(loop);
  if (found == replays.end()) {
    if (!isReplayable(loop))
      return {};
    Location loc = loop.getLoc();
    SmallVector<Value> inits(loop.getInitArgs());
    SmallVector<unsigned> floats;
    for (auto [i, init] : llvm::enumerate(loop.getInitArgs()))
      if (isFloatLike(init.getType()))
        floats.push_back(i);
    if (floats.empty())
      return {};
    for (unsigned i : floats) {
      Value init = loop.getInitArgs()[i];
      Value flags = build(init);
      inits.push_back(flags ? flags : constantFlags(init, true));
    }
    unsigned numResults = loop.getNumResults();
    auto again = scf::ForOp::create(
        b, loc, loop.getLowerBound(), loop.getUpperBound(), loop.getStep(),
        inits,
        [&](OpBuilder &nested, Location bodyLoc, Value iv, ValueRange args) {
          IRMapping mapping;
          mapping.map(loop.getInductionVar(), iv);
          for (auto [arg, replayed] :
               llvm::zip(loop.getRegionIterArgs(), args.take_front(numResults)))
            mapping.map(arg, replayed);
          for (Operation &bodyOp : loop.getBody()->without_terminator())
            if (!isa<CheckOp, CheckFiniteOp>(bodyOp))
              nested.clone(bodyOp, mapping);
          CarriedInfinity body(nested, budget);
          for (auto [k, i] : llvm::enumerate(floats))
            body.argFlags[args[i]] = args[numResults + k];
          auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
          SmallVector<Value> yielded;
          for (Value operand : yield.getOperands())
            yielded.push_back(mapping.lookupOrDefault(operand));
          for (unsigned i : floats) {
            Value flags = body.build(yielded[i]);
            yielded.push_back(flags ? flags
                                    : body.constantFlags(yielded[i], true));
          }
          scf::YieldOp::create(nested, bodyLoc, yielded);
        });
    SmallVector<int> positions(numResults, -1);
    for (auto [k, i] : llvm::enumerate(floats))
      positions[i] = static_cast<int>(numResults + k);
    found = replays.try_emplace(loop, again, std::move(positions)).first;
  }
  int position = found->second.second[resultNumber];
  if (position < 0)
    return {};
  return found->second.first.getResult(position);
}

} // namespace mlir::dbg
