//===- FormDispatches.cpp - one GPU dispatch per linalg op ----------------===//

#include "LinalgFrontend/Passes.h"
#include "LinalgFrontend/TMTensor.h"

#include "dbg/Dbg.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::linalg_frontend {
#define GEN_PASS_DEF_FORMDISPATCHES
#include "LinalgFrontend/Passes.h.inc"

namespace {

/// The smallest block a dispatch gets: two warps, a wavefront of AMD's.
constexpr int64_t kMinBlockSize = 64;

/// IREE's names for what a dispatch computes: an op's own name (a named
/// linalg op, `scan`), `elementwise` for a linalg.generic whose loops are
/// all parallel, else `reduction`.
std::string opKind(Operation *op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return generic.getNumReductionLoops() == 0 ? "elementwise" : "reduction";
  std::string name = op->getName().stripDialect().str();
  llvm::replace(name, '.', '_');
  return name;
}

/// `forward_dispatch_3_matmul_8x16x16`: the function, the dispatch's
/// position in it, its kind and its static loop ranges (`D` for a dynamic
/// one).
std::string dispatchName(StringRef function, unsigned index, Operation *op,
                         ArrayRef<int64_t> ranges) {
  std::string name =
      (function + "_dispatch_" + Twine(index) + "_" + opKind(op)).str();
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

/// Before the rewriter's insertion point: a gpu.launch named `name` (in
/// `function`_dispatches) with one thread per point of `sizes` (the
/// parallel loops; none: one thread), blocks of up to `blockSize` threads.
/// Leaves the rewriter in the launch, where the thread's point is in range,
/// and returns that point; std::nullopt, with nothing built, when `sizes`
/// are static and hold no point.
std::optional<SmallVector<Value>>
beginDispatch(RewriterBase &rewriter, Location loc, StringRef function,
              StringRef name, ArrayRef<OpFoldResult> sizes,
              unsigned blockSize) {
  bool isStatic = true;
  int64_t staticTotal = 1;
  for (OpFoldResult size : sizes) {
    std::optional<int64_t> known = getConstantIntValue(size);
    isStatic &= known.has_value();
    staticTotal *= known.value_or(1);
  }
  if (isStatic && staticTotal == 0)
    return std::nullopt;
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
    for (OpFoldResult size : sizes)
      total = arith::MulIOp::create(
          rewriter, loc, total,
          getValueOrCreateConstantIndexOp(rewriter, loc, size));
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
  SmallVector<Value> point;
  if (!sizes.empty()) {
    auto delinearize = affine::AffineDelinearizeIndexOp::create(
        rewriter, loc, linear, sizes, /*hasOuterBound=*/true);
    llvm::append_range(point, delinearize.getResults());
  }
  return point;
}

/// Replaces `op` by a gpu.launch in which each thread computes one point of
/// its parallel loops (see FormDispatches).
LogicalResult formDispatch(RewriterBase &rewriter, linalg::LinalgOp op,
                           StringRef function, unsigned index,
                           unsigned blockSize, bool reference,
                           bool deviceReference) {
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
  std::string name =
      dispatchName(function, index, op, op.getStaticLoopRanges());
  SmallVector<Range> ranges = op.createLoopRanges(rewriter, loc);
  SmallVector<unsigned> parallelDims, reductionDims;
  for (auto [dim, iterator] : llvm::enumerate(iterators))
    (iterator == utils::IteratorType::parallel ? parallelDims : reductionDims)
        .push_back(dim);
  SmallVector<OpFoldResult> parallelSizes = llvm::map_to_vector(
      parallelDims, [&](unsigned dim) { return ranges[dim].size; });

  OpBuilder::InsertionGuard guard(rewriter);
  std::optional<SmallVector<Value>> point =
      beginDispatch(rewriter, loc, function, name, parallelSizes, blockSize);
  if (!point) {
    rewriter.eraseOp(op);
    return success();
  }
  // The point of this thread: its parallel indices, reduction ones at 0
  // until the loops bind them.
  SmallVector<Value> ivs(iterators.size());
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  for (auto [i, dim] : llvm::enumerate(parallelDims))
    ivs[dim] = (*point)[i];
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
  // The op itself, on the host: what diff compares the dispatch with. An op
  // that captures a value computed at run time keeps none.
  if (reference)
    if (auto launch = dyn_cast_or_null<gpu::LaunchOp>(op->getPrevNode()))
      (void)dbg::attachReference(launch, op, name + "_reference",
                                 deviceReference);
  rewriter.eraseOp(op);
  return success();
}

/// Clones the single block of `region` with its arguments bound to `args`;
/// returns the values it yields.
SmallVector<Value> cloneRegion(OpBuilder &b, Region &region,
                               ArrayRef<Value> args) {
  Block &block = region.front();
  IRMapping mapping;
  mapping.map(block.getArguments(), args);
  for (Operation &inner : block.without_terminator())
    b.clone(inner, mapping);
  return llvm::map_to_vector(
      block.getTerminator()->getOperands(),
      [&](Value v) { return mapping.lookupOrDefault(v); });
}

/// `point` (indices of every dimension but `dim`) with `index` at `dim`.
SmallVector<Value> insertIndex(ArrayRef<Value> point, unsigned dim,
                               Value index) {
  SmallVector<Value> indices(point);
  indices.insert(indices.begin() + dim, index);
  return indices;
}

/// Sizes of `sizes` but `dim`.
SmallVector<OpFoldResult> dropDim(ArrayRef<OpFoldResult> sizes, unsigned dim) {
  SmallVector<OpFoldResult> rest(sizes);
  rest.erase(rest.begin() + dim);
  return rest;
}

/// A dispatch of `op` (the `index`th of `function`) with one thread per line
/// of `shaped` along `dim`: the thread's indices of the other dimensions and
/// the line's length; std::nullopt when there is no line. Leaves the
/// rewriter as beginDispatch does.
struct LineDispatch {
  SmallVector<Value> point;
  Value length;
};
std::optional<LineDispatch> beginLineDispatch(RewriterBase &rewriter,
                                              Operation *op, Value shaped,
                                              unsigned dim, StringRef function,
                                              unsigned index,
                                              unsigned blockSize) {
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<OpFoldResult> sizes =
      memref::getMixedSizes(rewriter, loc, shaped);
  Value length = getValueOrCreateConstantIndexOp(rewriter, loc, sizes[dim]);
  std::string name = dispatchName(
      function, index, op, cast<ShapedType>(shaped.getType()).getShape());
  std::optional<SmallVector<Value>> point = beginDispatch(
      rewriter, loc, function, name, dropDim(sizes, dim), blockSize);
  if (!point)
    return std::nullopt;
  return LineDispatch{std::move(*point), length};
}

/// tm_tensor.scan: one thread per index outside the scanned dimension,
/// walking it in order (torch-mlir's semantics, TMTensor.td).
LogicalResult formScanDispatch(RewriterBase &rewriter, tm_tensor::ScanOp op,
                               StringRef function, unsigned index,
                               unsigned blockSize) {
  Location loc = op.getLoc();
  Value input = op.getInputs()[0], output = op.getOutputs()[0],
        accumulator = op.getOutputs()[1];
  unsigned dim = op.getDimension();
  bool inclusive = op.getInclusive();
  OpBuilder::InsertionGuard guard(rewriter);
  if (std::optional<LineDispatch> line = beginLineDispatch(
          rewriter, op, input, dim, function, index, blockSize)) {
    ArrayRef<Value> point = line->point;
    Value length = line->length;
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value nonEmpty = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ugt, length, zero);
    auto ifOp = scf::IfOp::create(rewriter, loc, nonEmpty);
    rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
    Value first =
        inclusive ? memref::LoadOp::create(rewriter, loc, input,
                                           insertIndex(point, dim, zero))
                        .getResult()
                  : memref::LoadOp::create(rewriter, loc, accumulator, point)
                        .getResult();
    memref::StoreOp::create(rewriter, loc, first, output,
                            insertIndex(point, dim, zero));
    auto loop =
        scf::ForOp::create(rewriter, loc, one, length, one, ValueRange{first});
    rewriter.setInsertionPointToStart(loop.getBody());
    Value k = loop.getInductionVar();
    Value from = inclusive
                     ? k
                     : arith::SubIOp::create(rewriter, loc, k, one).getResult();
    Value next = memref::LoadOp::create(rewriter, loc, input,
                                        insertIndex(point, dim, from));
    Value value = cloneRegion(rewriter, op.getRegion(),
                              {loop.getRegionIterArgs()[0], next})[0];
    memref::StoreOp::create(rewriter, loc, value, output,
                            insertIndex(point, dim, k));
    memref::StoreOp::create(rewriter, loc, value, accumulator, point);
    scf::YieldOp::create(rewriter, loc, value);
  }
  rewriter.eraseOp(op);
  return success();
}

/// tm_tensor.sort: one thread per index outside the sorted dimension,
/// which sorts its line of every output together (bubble sort, as
/// torch-mlir's reference: a neighbour pair (a, b) is swapped when the
/// region of (a, b) is false).
LogicalResult formSortDispatch(RewriterBase &rewriter, tm_tensor::SortOp op,
                               StringRef function, unsigned index,
                               unsigned blockSize) {
  Location loc = op.getLoc();
  ValueRange outputs = op.getOutputs();
  unsigned dim = op.getDimension();
  OpBuilder::InsertionGuard guard(rewriter);
  if (std::optional<LineDispatch> line = beginLineDispatch(
          rewriter, op, outputs[0], dim, function, index, blockSize)) {
    ArrayRef<Value> point = line->point;
    Value length = line->length;
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value several = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ugt, length, one);
    auto ifOp = scf::IfOp::create(rewriter, loc, several);
    rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
    Value last = arith::SubIOp::create(rewriter, loc, length, one);
    auto passes = scf::ForOp::create(rewriter, loc, zero, length, one);
    rewriter.setInsertionPointToStart(passes.getBody());
    auto pairs = scf::ForOp::create(rewriter, loc, zero, last, one);
    rewriter.setInsertionPointToStart(pairs.getBody());
    Value j = pairs.getInductionVar();
    Value jNext = arith::AddIOp::create(rewriter, loc, j, one);
    SmallVector<Value> args;
    for (Value output : outputs) {
      args.push_back(memref::LoadOp::create(rewriter, loc, output,
                                            insertIndex(point, dim, j)));
      args.push_back(memref::LoadOp::create(rewriter, loc, output,
                                            insertIndex(point, dim, jNext)));
    }
    Value inOrder = cloneRegion(rewriter, op.getRegion(), args)[0];
    Value trueValue =
        arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(true));
    Value swap = arith::XOrIOp::create(rewriter, loc, inOrder, trueValue);
    auto swapIf = scf::IfOp::create(rewriter, loc, swap);
    rewriter.setInsertionPointToStart(&swapIf.getThenRegion().front());
    for (auto [i, output] : llvm::enumerate(outputs)) {
      memref::StoreOp::create(rewriter, loc, args[2 * i + 1], output,
                              insertIndex(point, dim, j));
      memref::StoreOp::create(rewriter, loc, args[2 * i], output,
                              insertIndex(point, dim, jNext));
    }
  }
  rewriter.eraseOp(op);
  return success();
}

/// tm_tensor.scatter: one thread per point of the update's window (its
/// dimensions after the first), which applies the updates to it in order,
/// so repeated indices combine without races. When an indexed dimension is
/// also a window dimension (of more than one point), one thread applies
/// them all.
LogicalResult formScatterDispatch(RewriterBase &rewriter,
                                  tm_tensor::ScatterOp op, StringRef function,
                                  unsigned index, unsigned blockSize) {
  Location loc = op.getLoc();
  Value updates = op.getInputs()[0], indices = op.getInputs()[1],
        original = op.getOutputs()[0];
  ArrayRef<int64_t> dimMap = op.getDimensionMap();
  int64_t originalRank = cast<ShapedType>(original.getType()).getRank();
  auto updateType = cast<ShapedType>(updates.getType());
  int64_t windowRank = updateType.getRank() - 1;
  int64_t offset = originalRank - windowRank;
  if (offset < 0)
    return op.emitOpError("has updates of a rank above the original's + 1");
  for (int64_t d = 0; d < offset; ++d)
    if (!llvm::is_contained(dimMap, d))
      return op.emitOpError("leaves dimension ")
             << d << " of the original without an index";
  // Threads at different window points write different elements unless an
  // indexed dimension is also a window dimension of more than one point.
  bool overlaps = llvm::any_of(dimMap, [&](int64_t d) {
    return d >= offset && updateType.getDimSize(1 + d - offset) != 1;
  });
  rewriter.setInsertionPoint(op);
  SmallVector<OpFoldResult> sizes =
      memref::getMixedSizes(rewriter, loc, updates);
  SmallVector<OpFoldResult> window(sizes.begin() + 1, sizes.end());
  std::string name = dispatchName(function, index, op, updateType.getShape());
  OpBuilder::InsertionGuard guard(rewriter);
  std::optional<SmallVector<Value>> point =
      beginDispatch(rewriter, loc, function, name,
                    overlaps ? ArrayRef<OpFoldResult>() : window, blockSize);
  if (point) {
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value count = getValueOrCreateConstantIndexOp(rewriter, loc, sizes[0]);
    auto batch = scf::ForOp::create(rewriter, loc, zero, count, one);
    rewriter.setInsertionPointToStart(batch.getBody());
    Value b = batch.getInductionVar();
    SmallVector<Value> windowIvs(*point);
    if (overlaps)
      for (OpFoldResult size : window) {
        auto loop = scf::ForOp::create(
            rewriter, loc, zero,
            getValueOrCreateConstantIndexOp(rewriter, loc, size), one);
        rewriter.setInsertionPointToStart(loop.getBody());
        windowIvs.push_back(loop.getInductionVar());
      }
    SmallVector<Value> updateIndices = {b};
    llvm::append_range(updateIndices, windowIvs);
    Value update =
        memref::LoadOp::create(rewriter, loc, updates, updateIndices);
    SmallVector<Value> starts(originalRank);
    for (auto [i, iv] : llvm::enumerate(windowIvs))
      starts[offset + i] = iv;
    for (auto [i, d] : llvm::enumerate(dimMap)) {
      Value at = memref::LoadOp::create(
          rewriter, loc, indices,
          ValueRange{b, arith::ConstantIndexOp::create(rewriter, loc, i)});
      Value position = arith::IndexCastOp::create(rewriter, loc,
                                                  rewriter.getIndexType(), at);
      starts[d] =
          starts[d] ? arith::AddIOp::create(rewriter, loc, starts[d], position)
                          .getResult()
                    : position;
    }
    Value current = memref::LoadOp::create(rewriter, loc, original, starts);
    Value value = cloneRegion(rewriter, op.getRegion(), {update, current})[0];
    memref::StoreOp::create(rewriter, loc, value, original, starts);
  }
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
    // The functions before references are added to the module.
    SmallVector<func::FuncOp> functions(getOperation().getOps<func::FuncOp>());
    for (func::FuncOp function : functions) {
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
      SmallVector<Operation *> ops;
      function.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<gpu::LaunchOp>(op))
          return WalkResult::skip();
        if (isa<linalg::LinalgOp>(op) ||
            isa<tm_tensor::TMTensorDialect>(op->getDialect())) {
          ops.push_back(op);
          return WalkResult::skip();
        }
        return WalkResult::advance();
      });
      unsigned index = 0;
      for (Operation *op : ops) {
        StringRef name = function.getName();
        unsigned at = index++;
        LogicalResult formed =
            TypeSwitch<Operation *, LogicalResult>(op)
                .Case([&](linalg::LinalgOp linalgOp) {
                  return formDispatch(rewriter, linalgOp, name, at, blockSize,
                                      references, deviceReferences);
                })
                .Case([&](tm_tensor::ScanOp scan) {
                  return formScanDispatch(rewriter, scan, name, at, blockSize);
                })
                .Case([&](tm_tensor::SortOp sort) {
                  return formSortDispatch(rewriter, sort, name, at, blockSize);
                })
                .Case([&](tm_tensor::ScatterOp scatter) {
                  return formScatterDispatch(rewriter, scatter, name, at,
                                             blockSize);
                })
                .Default([](Operation *other) {
                  return other->emitOpError(
                      "is not supported by linalg-frontend (it runs "
                      "tm_tensor.scan, scatter and sort)");
                });
        if (failed(formed))
          return signalPassFailure();
      }
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
