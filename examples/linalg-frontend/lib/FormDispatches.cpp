//===- FormDispatches.cpp - one GPU dispatch per linalg op ----------------===//

#include "LinalgFrontend/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::linalg_frontend {
#define GEN_PASS_DEF_FORMDISPATCHES
#include "LinalgFrontend/Passes.h.inc"

namespace {

/// The smallest block a dispatch gets: two warps, a wavefront of AMD's.
constexpr int64_t kMinBlockSize = 64;

/// IREE's names for what a dispatch computes: a named op's own name,
/// `elementwise` for a generic whose loops are all parallel, else
/// `reduction`.
std::string opKind(linalg::LinalgOp op) {
  if (isa<linalg::GenericOp>(op))
    return op.getNumReductionLoops() == 0 ? "elementwise" : "reduction";
  std::string name = op->getName().stripDialect().str();
  llvm::replace(name, '.', '_');
  return name;
}

/// `forward_dispatch_3_matmul_8x16x16`: the function, the dispatch's
/// position in it, its kind and its static loop ranges.
std::string dispatchName(StringRef function, unsigned index,
                         linalg::LinalgOp op) {
  std::string name =
      (function + "_dispatch_" + Twine(index) + "_" + opKind(op)).str();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [i, range] : llvm::enumerate(ranges))
    name += (i ? "x" : "_") + (ShapedType::isDynamic(range)
                                   ? std::string("D")
                                   : std::to_string(range));
  return name;
}

/// Indices of `operand` at the iteration point `ivs`.
SmallVector<Value> operandIndices(OpBuilder &b, Location loc,
                                  linalg::LinalgOp op, OpOperand &operand,
                                  ArrayRef<Value> ivs) {
  AffineMap map = op.getMatchingIndexingMap(&operand);
  SmallVector<Value> indices;
  for (AffineExpr expr : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      indices.push_back(ivs[dim.getPosition()]);
      continue;
    }
    SmallVector<OpFoldResult> operands(ivs.begin(), ivs.end());
    indices.push_back(getValueOrCreateConstantIndexOp(
        b, loc,
        affine::makeComposedFoldedAffineApply(
            b, loc, AffineMap::get(map.getNumDims(), 0, expr), operands)));
  }
  return indices;
}

/// The value of `operand` at `ivs`: a load of a buffer, or the scalar.
Value readOperand(OpBuilder &b, Location loc, linalg::LinalgOp op,
                  OpOperand &operand, ArrayRef<Value> ivs) {
  if (!isa<MemRefType>(operand.get().getType()))
    return operand.get();
  return memref::LoadOp::create(b, loc, operand.get(),
                                operandIndices(b, loc, op, operand, ivs));
}

/// Clones `op`'s payload at the iteration point `ivs` with its block
/// arguments bound to `args`; returns the yielded values.
SmallVector<Value> clonePayload(OpBuilder &b, linalg::LinalgOp op,
                                ArrayRef<Value> args, ArrayRef<Value> ivs) {
  Block *body = op.getBlock();
  IRMapping mapping;
  mapping.map(body->getArguments(), args);
  for (Operation &inner : body->without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    b.clone(inner, mapping);
  }
  return llvm::map_to_vector(
      body->getTerminator()->getOperands(),
      [&](Value v) { return mapping.lookupOrDefault(v); });
}

/// Replaces `op` by a gpu.launch in which each thread computes one point of
/// its parallel loops (see FormDispatches).
LogicalResult formDispatch(RewriterBase &rewriter, linalg::LinalgOp op,
                           StringRef function, unsigned index,
                           unsigned blockSize) {
  Location loc = op.getLoc();
  if (!op.hasPureBufferSemantics())
    return op->emitOpError("is not on buffers; bufferize before "
                           "form-dispatches");
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (OpOperand &init : op.getDpsInitsMutable())
    for (auto [dim, iterator] : llvm::enumerate(iterators))
      if (iterator == utils::IteratorType::reduction &&
          op.getMatchingIndexingMap(&init).isFunctionOfDim(dim))
        return op->emitOpError("writes its output along reduction loop ")
               << dim << "; linalg-frontend cannot make it a dispatch";

  rewriter.setInsertionPoint(op);
  std::string name = dispatchName(function, index, op);
  SmallVector<Range> ranges = op.createLoopRanges(rewriter, loc);
  SmallVector<int64_t> staticRanges = op.getStaticLoopRanges();
  SmallVector<unsigned> parallelDims, reductionDims;
  for (auto [dim, iterator] : llvm::enumerate(iterators))
    (iterator == utils::IteratorType::parallel ? parallelDims : reductionDims)
        .push_back(dim);

  // Threads: one per point of the parallel loops.
  bool isStatic = true;
  int64_t staticTotal = 1;
  for (unsigned dim : parallelDims) {
    isStatic &= !ShapedType::isDynamic(staticRanges[dim]);
    staticTotal *= isStatic ? staticRanges[dim] : 1;
  }
  if (isStatic && staticTotal == 0) {
    rewriter.eraseOp(op);
    return success();
  }
  int64_t block = isStatic
                      ? std::clamp<int64_t>(llvm::PowerOf2Ceil(staticTotal),
                                            kMinBlockSize, blockSize)
                      : blockSize;
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  Value blockValue = arith::ConstantIndexOp::create(rewriter, loc, block);
  Value total, gridSize;
  if (isStatic) {
    total = arith::ConstantIndexOp::create(rewriter, loc, staticTotal);
    gridSize = arith::ConstantIndexOp::create(
        rewriter, loc, llvm::divideCeil(staticTotal, block));
  } else {
    total = one;
    for (unsigned dim : parallelDims)
      total = arith::MulIOp::create(
          rewriter, loc, total,
          getValueOrCreateConstantIndexOp(rewriter, loc, ranges[dim].size));
    // At least one block: an empty launch is an error on CUDA.
    gridSize = arith::MaxUIOp::create(
        rewriter, loc,
        arith::CeilDivUIOp::create(rewriter, loc, total, blockValue), one);
  }
  auto launch = gpu::LaunchOp::create(
      rewriter, loc, gridSize, one, one, blockValue, one, one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/{}, /*workgroupAttributions=*/{},
      /*privateAttributions=*/{}, nullptr, nullptr, nullptr,
      FlatSymbolRefAttr::get(rewriter.getContext(),
                             (function + "_dispatches").str()),
      FlatSymbolRefAttr::get(rewriter.getContext(), name));

  OpBuilder::InsertionGuard guard(rewriter);
  Block &body = launch.getBody().front();
  rewriter.setInsertionPointToStart(&body);
  gpu::TerminatorOp::create(rewriter, loc);
  rewriter.setInsertionPointToStart(&body);
  Value linear = arith::AddIOp::create(
      rewriter, loc,
      arith::MulIOp::create(rewriter, loc, launch.getBlockIds().x,
                            launch.getBlockSize().x),
      launch.getThreadIds().x);
  Value inRange = arith::CmpIOp::create(
      rewriter, loc, arith::CmpIPredicate::ult, linear, total);
  auto guardIf = scf::IfOp::create(rewriter, loc, inRange);
  rewriter.setInsertionPointToStart(&guardIf.getThenRegion().front());

  // The point of this thread: its parallel indices, reduction ones at 0
  // until the loops bind them.
  SmallVector<Value> ivs(iterators.size());
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  if (!parallelDims.empty()) {
    SmallVector<OpFoldResult> basis = llvm::map_to_vector(
        parallelDims, [&](unsigned dim) { return ranges[dim].size; });
    auto delinearize = affine::AffineDelinearizeIndexOp::create(
        rewriter, loc, linear, basis, /*hasOuterBound=*/true);
    for (auto [i, dim] : llvm::enumerate(parallelDims))
      ivs[dim] = delinearize.getResult(i);
  }
  for (unsigned dim : reductionDims)
    ivs[dim] = zero;

  // The outputs' current values, used by the payload or not.
  SmallVector<Value> outputs;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    Type type = getElementTypeOrSelf(init.get().getType());
    if (!op.payloadUsesValueFromOperand(&init) &&
        (isa<FloatType>(type) || isa<IntegerType>(type)))
      outputs.push_back(arith::ConstantOp::create(
          rewriter, loc, cast<TypedAttr>(rewriter.getZeroAttr(type))));
    else
      outputs.push_back(readOperand(rewriter, loc, op, init, ivs));
  }

  // The reduction loops carry the outputs; the innermost computes.
  std::function<SmallVector<Value>(unsigned, ValueRange)> loops =
      [&](unsigned level, ValueRange carried) -> SmallVector<Value> {
    if (level == reductionDims.size()) {
      SmallVector<Value> args;
      for (OpOperand *input : op.getDpsInputOperands())
        args.push_back(readOperand(rewriter, loc, op, *input, ivs));
      llvm::append_range(args, carried);
      return clonePayload(rewriter, op, args, ivs);
    }
    unsigned dim = reductionDims[level];
    Value ub = getValueOrCreateConstantIndexOp(rewriter, loc, ranges[dim].size);
    Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
    auto loop = scf::ForOp::create(rewriter, loc, zero, ub, step, carried);
    OpBuilder::InsertionGuard loopGuard(rewriter);
    rewriter.setInsertionPointToStart(loop.getBody());
    ivs[dim] = loop.getInductionVar();
    SmallVector<Value> yielded = loops(level + 1, loop.getRegionIterArgs());
    scf::YieldOp::create(rewriter, loc, yielded);
    ivs[dim] = zero;
    return SmallVector<Value>(loop.getResults());
  };
  SmallVector<Value> results = loops(0, outputs);
  for (auto [init, result] : llvm::zip(op.getDpsInitsMutable(), results))
    memref::StoreOp::create(rewriter, loc, result, init.get(),
                            operandIndices(rewriter, loc, op, init, ivs));
  rewriter.eraseOp(op);
  return success();
}

/// Whether `op` is a loop, or a linalg op, that would run on the host.
bool isHostLoop(Operation *op) {
  return isa<linalg::LinalgOp, scf::ForOp, scf::ParallelOp, scf::ForallOp,
             scf::WhileOp, affine::AffineForOp, affine::AffineParallelOp>(op);
}

struct FormDispatches : impl::FormDispatchesBase<FormDispatches> {
  using Base::Base;

  void runOnOperation() override {
    if (blockSize < kMinBlockSize || blockSize > 1024) {
      getOperation().emitError("form-dispatches: block-size=")
          << static_cast<unsigned>(blockSize) << " is not in [64, 1024]";
      return signalPassFailure();
    }
    IRRewriter rewriter(&getContext());
    for (auto function : getOperation().getOps<func::FuncOp>()) {
      if (function.isExternal())
        continue;
      // A copy between buffers is a dispatch too.
      SmallVector<memref::CopyOp> copies;
      function.walk([&](memref::CopyOp copy) {
        if (!copy->getParentOfType<gpu::LaunchOp>())
          copies.push_back(copy);
      });
      for (memref::CopyOp copy : copies) {
        rewriter.setInsertionPoint(copy);
        rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                    copy.getTarget());
      }
      SmallVector<linalg::LinalgOp> ops;
      function.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<gpu::LaunchOp>(op))
          return WalkResult::skip();
        if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
          ops.push_back(linalgOp);
        return WalkResult::advance();
      });
      unsigned index = 0;
      for (linalg::LinalgOp op : ops)
        if (failed(formDispatch(rewriter, op, function.getName(), index++,
                                blockSize)))
          return signalPassFailure();
      WalkResult leftover =
          function.walk<WalkOrder::PreOrder>([&](Operation *op) {
            if (isa<gpu::LaunchOp>(op))
              return WalkResult::skip();
            if (!isHostLoop(op))
              return WalkResult::advance();
            op->emitError("this loop would run on the host: linalg-frontend "
                          "runs every loop nest on the GPU, and only linalg "
                          "ops become dispatches");
            return WalkResult::interrupt();
          });
      if (leftover.wasInterrupted())
        return signalPassFailure();
    }
  }
};

} // namespace
} // namespace mlir::linalg_frontend
