//===- DeviceReference.cpp - a reference's naive kernel -------------------===//
//
// The device twin of a frontend's reference (dbg.reference `device`): the
// untiled structured op compiled naively for the GPU, one thread per point
// of its parallel loops with its reduction loops in order in the thread,
// computed in the op's own types and in f64; and the comparison kernels of
// its module, which libdbgrt runs after the dispatch, so that only a
// verdict comes back to the host.
//
//===----------------------------------------------------------------------===//

#include "DeviceReference.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

#include "dbgrt/dbgrt.h"

using namespace mlir;

namespace {

bool isNarrowFloat(Type type) {
  return isa<Float16Type, BFloat16Type, Float32Type>(type);
}

/// The element types whose results the device comparison takes, by the
/// name that ends their comparison kernel's.
std::optional<StringRef> compareTypeName(Type type) {
  if (type.isF16())
    return StringRef("f16");
  if (type.isBF16())
    return StringRef("bf16");
  if (type.isF32())
    return StringRef("f32");
  if (type.isF64())
    return StringRef("f64");
  if (type.isInteger(1))
    return StringRef("i1");
  if (type.isInteger(32))
    return StringRef("i32");
  if (type.isInteger(64))
    return StringRef("i64");
  return std::nullopt;
}

/// `type` with any strides and offset: how the kernel takes a buffer.
MemRefType anyLayout(MemRefType type) {
  SmallVector<int64_t> strides(type.getRank(), ShapedType::kDynamic);
  return MemRefType::get(
      type.getShape(), type.getElementType(),
      StridedLayoutAttr::get(type.getContext(), ShapedType::kDynamic, strides));
}

/// `value` in f64 when it is a narrower float.
Value widen(OpBuilder &b, Location loc, Value value) {
  if (!isNarrowFloat(value.getType()))
    return value;
  return arith::ExtFOp::create(b, loc, b.getF64Type(), value);
}

/// Clones the constant `def` for the payload (in f64 when `wide`).
Value cloneConstant(OpBuilder &b, Operation *def, bool wide) {
  Operation *clone = b.clone(*def);
  if (wide)
    if (auto constant = dyn_cast<arith::ConstantOp>(clone))
      if (auto value = dyn_cast<FloatAttr>(constant.getValue());
          value && isNarrowFloat(value.getType())) {
        constant.setValueAttr(
            FloatAttr::get(b.getF64Type(), value.getValueAsDouble()));
        constant.getResult().setType(b.getF64Type());
      }
  return clone->getResult(0);
}

/// Clones `op`'s payload at `b`'s insertion point with its block arguments
/// bound to `args`, its linalg.index results to `dims` and the buffers it
/// captures to the kernel's (`argOf`). With `wide`
/// every narrow float of the clone is f64 (its constants too), and float
/// extensions and truncations, now from f64 to f64, are dropped. Returns
/// the yielded values; failure where the payload has a region, captures a
/// value that is not a constant, or, widened, bitcasts a float.
FailureOr<SmallVector<Value>> clonePayload(OpBuilder &b, linalg::LinalgOp op,
                                           ValueRange args, ValueRange dims,
                                           function_ref<Value(Value)> argOf,
                                           bool wide) {
  Block &body = *op.getBlock();
  IRMapping mapping;
  mapping.map(body.getArguments(), args);
  for (Operation &inner : body.without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(), dims[index.getDim()]);
      continue;
    }
    if (inner.getNumRegions() != 0 || (wide && isa<arith::BitcastOp>(inner)))
      return failure();
    for (Value operand : inner.getOperands()) {
      if (mapping.contains(operand))
        continue;
      // A buffer the payload reads (a gather's table): the kernel's.
      if (isa<MemRefType>(operand.getType())) {
        Value arg = argOf(operand);
        if (!arg)
          return failure();
        mapping.map(operand, arg);
        continue;
      }
      Operation *def = operand.getDefiningOp();
      if (!def || !def->hasTrait<OpTrait::ConstantLike>())
        return failure();
      mapping.map(operand, cloneConstant(b, def, wide));
    }
    if (wide && isa<arith::ExtFOp, arith::TruncFOp>(inner) &&
        mapping.lookup(inner.getOperand(0)).getType().isF64()) {
      mapping.map(inner.getResult(0), mapping.lookup(inner.getOperand(0)));
      continue;
    }
    Operation *clone = b.clone(inner, mapping);
    if (!wide)
      continue;
    // A load from a buffer keeps its type: its value is widened.
    if (isa<memref::LoadOp>(clone)) {
      mapping.map(inner.getResult(0),
                  widen(b, clone->getLoc(), clone->getResult(0)));
      continue;
    }
    if (isa<arith::ConstantOp>(clone)) {
      mapping.map(inner.getResult(0), cloneConstant(b, clone, /*wide=*/true));
      clone->erase();
      continue;
    }
    for (Value result : clone->getResults())
      if (isNarrowFloat(result.getType()))
        result.setType(b.getF64Type());
  }
  SmallVector<Value> yielded;
  for (Value value : body.getTerminator()->getOperands()) {
    if (mapping.contains(value)) {
      yielded.push_back(mapping.lookup(value));
      continue;
    }
    // A constant yielded as it is (a fill).
    Operation *def = value.getDefiningOp();
    if (!def || !def->hasTrait<OpTrait::ConstantLike>())
      return failure();
    yielded.push_back(cloneConstant(b, def, wide));
  }
  return yielded;
}

/// The indices `map` gives at the loop point `dims`.
SmallVector<Value> applyMap(OpBuilder &b, Location loc, AffineMap map,
                            ValueRange dims) {
  SmallVector<Value> indices;
  for (unsigned i = 0; i < map.getNumResults(); ++i)
    indices.push_back(
        affine::AffineApplyOp::create(b, loc, map.getSubMap({i}), dims));
  return indices;
}

/// Whether `op` can become a device twin: static loop ranges, every result
/// one element per point of the parallel loops, of a type the comparison
/// takes, and scalar buffers.
bool isSupported(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op->getNumRegions() != 1 ||
      llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
    return false;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  unsigned parallel = llvm::count(iterators, utils::IteratorType::parallel);
  for (OpOperand &init : op.getDpsInitsMutable()) {
    AffineMap map = op.getMatchingIndexingMap(&init);
    auto type = cast<MemRefType>(init.get().getType());
    if (!compareTypeName(type.getElementType()))
      return false;
    // Each parallel loop once; other results 0 (a reduced dimension kept
    // as 1).
    llvm::SmallBitVector seen(iterators.size());
    for (AffineExpr expr : map.getResults()) {
      if (auto constant = dyn_cast<AffineConstantExpr>(expr)) {
        if (constant.getValue() != 0)
          return false;
        continue;
      }
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (!dim || seen.test(dim.getPosition()) ||
          iterators[dim.getPosition()] != utils::IteratorType::parallel)
        return false;
      seen.set(dim.getPosition());
    }
    if (seen.count() != parallel)
      return false;
  }
  return llvm::all_of(op->getOperands(), [](Value value) {
    auto type = dyn_cast<MemRefType>(value.getType());
    return !type || type.getElementType().isIntOrIndexOrFloat();
  });
}

/// The values the payload takes for `op`'s inputs at `dims` (loaded; a
/// scalar input is a constant, cloned), in the op's types and widened.
LogicalResult loadInputs(OpBuilder &b, Location loc, linalg::LinalgOp op,
                         ValueRange dims, function_ref<Value(Value)> argOf,
                         SmallVector<Value> &narrow, SmallVector<Value> &wide) {
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    Value loaded;
    if (!isa<MemRefType>(value.getType())) {
      Operation *def = value.getDefiningOp();
      if (!def || !def->hasTrait<OpTrait::ConstantLike>())
        return failure();
      loaded = b.clone(*def)->getResult(0);
    } else if (op.payloadUsesValueFromOperand(input)) {
      loaded = memref::LoadOp::create(
          b, loc, argOf(value),
          applyMap(b, loc, op.getMatchingIndexingMap(input), dims));
    } else {
      // Only its shape matters (a pooling window).
      Type type = cast<MemRefType>(value.getType()).getElementType();
      loaded = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
    }
    narrow.push_back(loaded);
    wide.push_back(widen(b, loc, loaded));
  }
  return success();
}

/// The row-major position of `indices` in a dense buffer of `shape`.
Value linearize(OpBuilder &b, Location loc, ValueRange indices,
                ArrayRef<int64_t> shape) {
  Value linear = arith::ConstantIndexOp::create(b, loc, 0);
  for (auto [index, size] : llvm::zip(indices, shape)) {
    Value scaled = arith::MulIOp::create(
        b, loc, linear, arith::ConstantIndexOp::create(b, loc, size));
    linear = arith::AddIOp::create(b, loc, scaled, index);
  }
  return linear;
}

/// Builds the body of the twin of `op` into `kernel`, whose arguments are
/// `buffers`' then the scratch buffers of each result (its type, and f64
/// for a narrow float), phase by phase: the thread's point, the results'
/// start from the inits, the reduction loops around the payload in both
/// precisions, the stores into the scratch buffers.
class TwinBuilder {
public:
  TwinBuilder(gpu::GPUFuncOp kernel, linalg::LinalgOp op,
              ArrayRef<Value> buffers)
      : kernel(kernel), op(op), buffers(buffers), loc(op.getLoc()),
        b(OpBuilder::atBlockBegin(&kernel.front())),
        ranges(op.getStaticLoopRanges()),
        iterators(op.getIteratorTypesArray()) {}

  LogicalResult build() {
    enterThreadPoint({});
    SmallVector<Value> carried = startValues();
    FailureOr<SmallVector<Value>> computed = loops(0, carried);
    if (failed(computed))
      return failure();
    storeResults(*computed);
    return success();
  }

  /// Builds the twin fused with the comparison of its one result, which
  /// runs after the dispatch (its init unread): the thread's point
  /// computed, stored into the scratch with the dispatch's value there,
  /// then `fragment`'s comparison of that element (kFusedSignature). The
  /// kernel's arguments after `buffers`': the reference's scratch, its f64
  /// scratch for a narrow float, the copy's, then the comparison's from
  /// the sums on.
  LogicalResult buildFused(gpu::GPUFuncOp fragment) {
    OpOperand &init = *op.getDpsInitsMutable().begin();
    auto type = cast<MemRefType>(init.get().getType());
    Type element = type.getElementType();
    scf::IfOp guard = enterThreadPoint({element, element, b.getIndexType()});
    SmallVector<Value> carried = startValues();
    FailureOr<SmallVector<Value>> computed = loops(0, carried);
    if (failed(computed))
      return failure();
    SmallVector<Value> indices =
        applyMap(b, loc, op.getMatchingIndexingMap(&init), dims);
    Value position = linearize(b, loc, indices, type.getShape());
    unsigned next = buffers.size();
    Value reference = (*computed)[0];
    memref::StoreOp::create(b, loc, reference, kernel.getArgument(next++),
                            position);
    if (isNarrowFloat(element))
      memref::StoreOp::create(b, loc, (*computed)[1],
                              kernel.getArgument(next++), position);
    Value dispatched =
        memref::LoadOp::create(b, loc, argOf(init.get()), indices);
    memref::StoreOp::create(b, loc, dispatched, kernel.getArgument(next++),
                            position);
    scf::YieldOp::create(b, loc, ValueRange{dispatched, reference, position});
    // No element elsewhere.
    b.setInsertionPointToStart(&guard.getElseRegion().front());
    Value none = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    scf::YieldOp::create(b, loc, ValueRange{none, none, zero});
    b.setInsertionPoint(kernel.front().getTerminator());
    cloneFragment(fragment, guard, next);
    return success();
  }

private:
  /// Clones `fragment`'s body before the kernel's return, its arguments
  /// bound to the scratch (from kernel argument `scratch`: the reference's
  /// and its f64 one, where the result has one, then after the copy the
  /// sums and on) and to `guard`'s results.
  void cloneFragment(gpu::GPUFuncOp fragment, scf::IfOp guard,
                     unsigned scratch) {
    IRMapping mapping;
    unsigned reference = buffers.size();
    mapping.map(fragment.getArgument(0), kernel.getArgument(reference));
    if (scratch - reference == 3)
      mapping.map(fragment.getArgument(1), kernel.getArgument(reference + 1));
    // The sums, counts, host words, rtol and atol.
    for (unsigned i = 0; i < 5; ++i)
      mapping.map(fragment.getArgument(2 + i), kernel.getArgument(scratch + i));
    mapping.map(fragment.getArgument(7), guard.getResult(0));
    mapping.map(fragment.getArgument(8), guard.getResult(1));
    mapping.map(fragment.getArgument(9), guard.getResult(2));
    mapping.map(fragment.getArgument(10), guard.getCondition());
    for (BlockArgument shared : fragment.getWorkgroupAttributions())
      mapping.map(shared, kernel.addWorkgroupAttribution(shared.getType(),
                                                         shared.getLoc()));
    for (Operation &inner : fragment.front().without_terminator())
      b.clone(inner, mapping);
  }

  /// The kernel's argument for `buffer`, or null.
  Value argOf(Value buffer) {
    auto it = llvm::find(buffers, buffer);
    return it == buffers.end() ? Value()
                               : kernel.getArgument(it - buffers.begin());
  }

  /// Leaves the builder where the thread's point is in range, with `dims`
  /// its parallel dimensions (the reductions at 0), in the guard it
  /// returns: an scf.if yielding `results` (with an empty else where it
  /// has any).
  scf::IfOp enterThreadPoint(TypeRange results) {
    SmallVector<int64_t> parallelSizes;
    for (auto [dim, iterator] : llvm::enumerate(iterators)) {
      if (iterator == utils::IteratorType::parallel)
        parallelSizes.push_back(ranges[dim]);
      else
        reductionDims.push_back(dim);
    }
    int64_t total = 1;
    for (int64_t size : parallelSizes)
      total *= size;
    gpu::ReturnOp::create(b, loc);
    b.setInsertionPointToStart(&kernel.front());
    Value linear = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(
            b, loc, gpu::BlockIdOp::create(b, loc, gpu::Dimension::x),
            gpu::BlockDimOp::create(b, loc, gpu::Dimension::x)),
        gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x));
    Value inRange =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, linear,
                              arith::ConstantIndexOp::create(b, loc, total));
    zero = arith::ConstantIndexOp::create(b, loc, 0);
    auto guard = scf::IfOp::create(b, loc, results, inRange,
                                   /*withElseRegion=*/!results.empty());
    b.setInsertionPointToStart(&guard.getThenRegion().front());
    dims.assign(iterators.size(), zero);
    if (parallelSizes.empty())
      return guard;
    SmallVector<OpFoldResult> sizes =
        llvm::map_to_vector(parallelSizes, [&](int64_t size) -> OpFoldResult {
          return b.getIndexAttr(size);
        });
    auto point = affine::AffineDelinearizeIndexOp::create(
        b, loc, linear, sizes, /*hasOuterBound=*/true);
    unsigned next = 0;
    for (auto [dim, iterator] : llvm::enumerate(iterators))
      if (iterator == utils::IteratorType::parallel)
        dims[dim] = point.getResult(next++);
    return guard;
  }

  /// The results' start, the inits: in the op's types, then in f64.
  SmallVector<Value> startValues() {
    SmallVector<Value> narrow, wide;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      Value value = memref::LoadOp::create(
          b, loc, argOf(init.get()),
          applyMap(b, loc, op.getMatchingIndexingMap(&init), dims));
      narrow.push_back(value);
      wide.push_back(widen(b, loc, value));
    }
    results = narrow.size();
    llvm::append_range(narrow, wide);
    return narrow;
  }

  /// One step: the payload at `dims`, in both precisions.
  FailureOr<SmallVector<Value>> step(ValueRange current) {
    SmallVector<Value> narrow, wide;
    auto arg = [&](Value buffer) { return argOf(buffer); };
    if (failed(loadInputs(b, loc, op, dims, arg, narrow, wide)))
      return failure();
    llvm::append_range(narrow, current.take_front(results));
    llvm::append_range(wide, current.drop_front(results));
    FailureOr<SmallVector<Value>> yielded =
        clonePayload(b, op, narrow, dims, arg, /*wide=*/false);
    FailureOr<SmallVector<Value>> wideYielded =
        clonePayload(b, op, wide, dims, arg, /*wide=*/true);
    if (failed(yielded) || failed(wideYielded))
      return failure();
    llvm::append_range(*yielded, *wideYielded);
    return yielded;
  }

  /// The reduction loops from `level`, outermost first, around the step.
  FailureOr<SmallVector<Value>> loops(size_t level, ValueRange current) {
    if (level == reductionDims.size())
      return step(current);
    unsigned dim = reductionDims[level];
    auto loop = scf::ForOp::create(
        b, loc, zero, arith::ConstantIndexOp::create(b, loc, ranges[dim]),
        arith::ConstantIndexOp::create(b, loc, 1), current);
    OpBuilder::InsertionGuard inLoop(b);
    b.setInsertionPointToStart(loop.getBody());
    dims[dim] = loop.getInductionVar();
    FailureOr<SmallVector<Value>> inner =
        loops(level + 1, loop.getRegionIterArgs());
    if (failed(inner))
      return failure();
    scf::YieldOp::create(b, loc, *inner);
    dims[dim] = zero;
    return SmallVector<Value>(loop.getResults());
  }

  /// Into the scratch buffers, dense, in each result's row-major order.
  void storeResults(ArrayRef<Value> computed) {
    unsigned scratch = buffers.size();
    for (auto [k, init] : llvm::enumerate(op.getDpsInitsMutable())) {
      auto type = cast<MemRefType>(init.get().getType());
      SmallVector<Value> indices =
          applyMap(b, loc, op.getMatchingIndexingMap(&init), dims);
      Value position = linearize(b, loc, indices, type.getShape());
      memref::StoreOp::create(b, loc, computed[k],
                              kernel.getArgument(scratch++), position);
      if (isNarrowFloat(type.getElementType()))
        memref::StoreOp::create(b, loc, computed[results + k],
                                kernel.getArgument(scratch++), position);
    }
  }

  gpu::GPUFuncOp kernel;
  linalg::LinalgOp op;
  ArrayRef<Value> buffers;
  Location loc;
  OpBuilder b;
  SmallVector<int64_t> ranges;
  SmallVector<utils::IteratorType> iterators;
  SmallVector<unsigned> reductionDims;
  /// The loop point: a thread's parallel dimensions, the loops' ivs.
  SmallVector<Value> dims;
  Value zero;
  /// The number of results.
  size_t results = 0;
};

} // namespace

// The comparison, per element type (@T@), from these pieces: the kernel's
// signature, its constants, the loop over the elements (or, fused after a
// twin, the one element of a thread), each element's terms (@BODY@, then
// what every type shares), and the reduction over the blocks. See
// DBGRT_SYMBOL REFERENCE_COMPARE_PREFIX in dbgrt/Abi.def for what the
// kernel takes and writes.
static constexpr const char *kCompareSignature = R"mlir(
  gpu.func @@NAME@(%out: memref<?x@T@>, %ref: memref<?x@T@>,
      %wide: memref<?xf64>, %copy: memref<?x@T@>, %sums: memref<4xf64>,
      %counts: memref<8xi64>, %host: memref<9xi64>, %rtol: f64, %atol: f64
      @LAYOUT_ARGS@)
      workgroup(%ws: @WSF@, %wc: @WSI@) kernel {
)mlir";

static constexpr const char *kCompareConstants = R"mlir(
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %zf = arith.constant 0.0 : f64
    %z = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %none = arith.constant -1 : i64
    %true = arith.constant true
    %inf = arith.constant 0x7FF0000000000000 : f64
    %low = arith.constant 4294967295 : i64
    %c32 = arith.constant 32 : i64
)mlir";

static constexpr const char *kCompareLoop = R"mlir(
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %n = memref.dim %ref, %c0 : memref<?x@T@>
    %base = arith.muli %bid, %bdim : index
    %start = arith.addi %base, %tid : index
    %step = arith.muli %gdim, %bdim : index
@DENSE@
    %r:9 = scf.for %i = %start to %n step %step
        iter_args(%gsq = %zf, %rsq = %zf, %wsq = %zf, %maxd = %zf,
                  %fin = %z, %nf = %z, %off = %z, %first = %none,
                  %worst = %z)
        -> (f64, f64, f64, f64, i64, i64, i64, i64, i64) {
@ADDRESS@
      %g = memref.load %out[%at] : memref<?x@T@>
      memref.store %g, %copy[%i] : memref<?x@T@>
      %rv = memref.load %ref[%i] : memref<?x@T@>
)mlir";

static constexpr const char *kCompareElement = R"mlir(
@BODY@
      %i64 = arith.index_cast %i : index to i64
      %offInc = arith.extui %isOff : i1 to i64
      %off1 = arith.addi %off, %offInc : i64
      %firstC = arith.minui %first, %i64 : i64
      %first1 = arith.select %isOff, %firstC, %first : i64
      %ek32 = arith.truncf %errKey : f64 to f32
      %ekBits = arith.bitcast %ek32 : f32 to i32
      %ek64 = arith.extui %ekBits : i32 to i64
      %hi = arith.shli %ek64, %c32 : i64
      %lo = arith.andi %i64, %low : i64
      %key = arith.ori %hi, %lo : i64
      %worstC = arith.maxui %worst, %key : i64
      %worst1 = arith.select %isOff, %worstC, %worst : i64
      scf.yield %gsq1, %rsq1, %wsq1, %maxd1, %fin1, %nf1, %off1, %first1,
                %worst1 : f64, f64, f64, f64, i64, i64, i64, i64, i64
)mlir";

// A comparison fused after a twin (REFERENCE_FUSED_SUFFIX): the element
// (%g, %rv at %i; its f64 reference in %wide[%i]) where %inRange, and no
// terms elsewhere. The twin stored %rv and the f64 reference into the
// scratch and copied %g first.
static constexpr const char *kFusedSignature = R"mlir(
  gpu.func @@NAME@(%ref: memref<?x@T@>, %wide: memref<?xf64>,
      %sums: memref<4xf64>, %counts: memref<8xi64>, %host: memref<9xi64>,
      %rtol: f64, %atol: f64, %g: @T@, %rv: @T@, %i: index, %inRange: i1)
      workgroup(%ws: @WSF@, %wc: @WSI@) kernel {
)mlir";

static constexpr const char *kFusedElement = R"mlir(
    %tid = gpu.thread_id x
    %gdim = gpu.grid_dim x
    %r:9 = scf.if %inRange -> (f64, f64, f64, f64, i64, i64, i64, i64, i64) {
      %gsq = arith.constant 0.0 : f64
      %rsq = arith.constant 0.0 : f64
      %wsq = arith.constant 0.0 : f64
      %maxd = arith.constant 0.0 : f64
      %fin = arith.constant 0 : i64
      %nf = arith.constant 0 : i64
      %off = arith.constant 0 : i64
      %first = arith.constant -1 : i64
      %worst = arith.constant 0 : i64
)mlir";

static constexpr const char *kFusedElse = R"mlir(
    } else {
      scf.yield %zf, %zf, %zf, %zf, %z, %z, %z, %none, %z
          : f64, f64, f64, f64, i64, i64, i64, i64, i64
    }
)mlir";

// The reduction over the threads of a block (a tree in workgroup memory,
// no atomics: every thread's terms at one address made the block wait
// for each in turn), then over the blocks: a single block writes the words;
// several add into the accumulators and the last to finish writes them.
static constexpr const char *kCompareReduction = R"mlir(
    %leader = arith.cmpi eq, %tid, %c0 : index
    %mdBits = arith.bitcast %r#3 : f64 to i64
    memref.store %r#0, %ws[%c0, %tid] : @WSF@
    memref.store %r#1, %ws[%c1, %tid] : @WSF@
    memref.store %r#2, %ws[%c2, %tid] : @WSF@
    memref.store %mdBits, %wc[%c0, %tid] : @WSI@
    memref.store %r#4, %wc[%c1, %tid] : @WSI@
    memref.store %r#5, %wc[%c2, %tid] : @WSI@
    memref.store %r#7, %wc[%c3, %tid] : @WSI@
    memref.store %r#6, %wc[%c4, %tid] : @WSI@
    memref.store %r#8, %wc[%c5, %tid] : @WSI@
    gpu.barrier
    %threads = gpu.block_dim x
    %half = arith.divui %threads, %c2 : index
    %treeEnd = scf.while (%s = %half) : (index) -> index {
      %more = arith.cmpi ugt, %s, %c0 : index
      scf.condition(%more) %s : index
    } do {
    ^bb0(%s: index):
      %active = arith.cmpi ult, %tid, %s : index
      scf.if %active {
        %o = arith.addi %tid, %s : index
@TREE@
      }
      gpu.barrier
      %next = arith.divui %s, %c2 : index
      scf.yield %next : index
    }
    scf.if %leader {
      %s0 = memref.load %ws[%c0, %c0] : @WSF@
      %s1 = memref.load %ws[%c1, %c0] : @WSF@
      %s2 = memref.load %ws[%c2, %c0] : @WSF@
      %k0 = memref.load %wc[%c0, %c0] : @WSI@
      %k1 = memref.load %wc[%c1, %c0] : @WSI@
      %k2 = memref.load %wc[%c2, %c0] : @WSI@
      %k3 = memref.load %wc[%c3, %c0] : @WSI@
      %k4 = memref.load %wc[%c4, %c0] : @WSI@
      %k5 = memref.load %wc[%c5, %c0] : @WSI@
      // One block publishes its own totals; of several, the last to finish
      // publishes theirs and resets them. Either yields the nine words.
      %single = arith.cmpi eq, %gdim, %c1 : index
      %pub:10 = scf.if %single -> (i1, f64, f64, f64, i64, i64, i64, i64, i64, i64) {
        scf.yield %true, %s0, %s1, %s2, %k0, %k1, %k2, %k3, %k4, %k5 : i1, f64, f64, f64, i64, i64, i64, i64, i64, i64
      } else {
        %g0 = memref.atomic_rmw addf %s0, %sums[%c0] : (f64, memref<4xf64>) -> f64
        %g1 = memref.atomic_rmw addf %s1, %sums[%c1] : (f64, memref<4xf64>) -> f64
        %g2 = memref.atomic_rmw addf %s2, %sums[%c2] : (f64, memref<4xf64>) -> f64
        %g3 = memref.atomic_rmw maxu %k0, %counts[%c0] : (i64, memref<8xi64>) -> i64
        %g4 = memref.atomic_rmw addi %k1, %counts[%c1] : (i64, memref<8xi64>) -> i64
        %g5 = memref.atomic_rmw addi %k2, %counts[%c2] : (i64, memref<8xi64>) -> i64
        %g6 = memref.atomic_rmw minu %k3, %counts[%c3] : (i64, memref<8xi64>) -> i64
        %g7 = memref.atomic_rmw addi %k4, %counts[%c4] : (i64, memref<8xi64>) -> i64
        %g8 = memref.atomic_rmw maxu %k5, %counts[%c5] : (i64, memref<8xi64>) -> i64
        %blocks = arith.index_cast %gdim : index to i64
        %lastBlock = arith.subi %blocks, %one : i64
        %done = memref.atomic_rmw addi %one, %counts[%c6] : (i64, memref<8xi64>) -> i64
        %isLast = arith.cmpi eq, %done, %lastBlock : i64
        %t:9 = scf.if %isLast -> (f64, f64, f64, i64, i64, i64, i64, i64, i64) {
          %t0 = memref.atomic_rmw assign %zf, %sums[%c0] : (f64, memref<4xf64>) -> f64
          %t1 = memref.atomic_rmw assign %zf, %sums[%c1] : (f64, memref<4xf64>) -> f64
          %t2 = memref.atomic_rmw assign %zf, %sums[%c2] : (f64, memref<4xf64>) -> f64
          %t3 = memref.atomic_rmw assign %z, %counts[%c0] : (i64, memref<8xi64>) -> i64
          %t4 = memref.atomic_rmw assign %z, %counts[%c1] : (i64, memref<8xi64>) -> i64
          %t5 = memref.atomic_rmw assign %z, %counts[%c2] : (i64, memref<8xi64>) -> i64
          %t6 = memref.atomic_rmw assign %none, %counts[%c3] : (i64, memref<8xi64>) -> i64
          %t7 = memref.atomic_rmw assign %z, %counts[%c4] : (i64, memref<8xi64>) -> i64
          %t8 = memref.atomic_rmw assign %z, %counts[%c5] : (i64, memref<8xi64>) -> i64
          %t9 = memref.atomic_rmw assign %z, %counts[%c6] : (i64, memref<8xi64>) -> i64
          scf.yield %t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7, %t8 : f64, f64, f64, i64, i64, i64, i64, i64, i64
        } else {
          scf.yield %zf, %zf, %zf, %z, %z, %z, %none, %z, %z : f64, f64, f64, i64, i64, i64, i64, i64, i64
        }
        scf.yield %isLast, %t#0, %t#1, %t#2, %t#3, %t#4, %t#5, %t#6, %t#7, %t#8 : i1, f64, f64, f64, i64, i64, i64, i64, i64, i64
      }
      scf.if %pub#0 {
        %b0 = arith.bitcast %pub#1 : f64 to i64
        %b1 = arith.bitcast %pub#2 : f64 to i64
        %b2 = arith.bitcast %pub#3 : f64 to i64
        memref.store %b0, %host[%c0] : memref<9xi64>
        memref.store %b1, %host[%c1] : memref<9xi64>
        memref.store %b2, %host[%c2] : memref<9xi64>
        memref.store %pub#4, %host[%c3] : memref<9xi64>
        memref.store %pub#5, %host[%c4] : memref<9xi64>
        memref.store %pub#6, %host[%c5] : memref<9xi64>
        memref.store %pub#8, %host[%c6] : memref<9xi64>
        memref.store %pub#7, %host[%c7] : memref<9xi64>
        memref.store %pub#9, %host[%c8] : memref<9xi64>
      }
    }
    gpu.return
  }
}
)mlir";

// A float element: its terms against the f64 reference, diff's rule
// (Diff.h: kWideErrorRatio, kWideFloorUlps) at its magnitude; @FLOOR@ is
// kWideFloorUlps units in the last place of @T@ at 1.
static constexpr const char *kFloatBody = R"mlir(
      %a = arith.extf %g : @T@ to f64
      %b = arith.extf %rv : @T@ to f64
      %w = memref.load %wide[%i] : memref<?xf64>
      %aa = math.absf %a : f64
      %ab = math.absf %b : f64
      %aw = math.absf %w : f64
      %fa = arith.cmpf olt, %aa, %inf : f64
      %fb = arith.cmpf olt, %ab, %inf : f64
      %fw = arith.cmpf olt, %aw, %inf : f64
      %fab = arith.andi %fa, %fb : i1
      %finite = arith.andi %fab, %fw : i1
      %d = arith.subf %a, %b : f64
      %ad = math.absf %d : f64
      %eg = arith.subf %a, %w : f64
      %er = arith.subf %b, %w : f64
      %eg2 = arith.mulf %eg, %eg : f64
      %er2 = arith.mulf %er, %er : f64
      %w2 = arith.mulf %w, %w : f64
      %gsqA = arith.addf %gsq, %eg2 : f64
      %rsqA = arith.addf %rsq, %er2 : f64
      %wsqA = arith.addf %wsq, %w2 : f64
      %maxdA = arith.maximumf %maxd, %ad : f64
      %finA = arith.addi %fin, %one : i64
      %gsq1 = arith.select %finite, %gsqA, %gsq : f64
      %rsq1 = arith.select %finite, %rsqA, %rsq : f64
      %wsq1 = arith.select %finite, %wsqA, %wsq : f64
      %maxd1 = arith.select %finite, %maxdA, %maxd : f64
      %fin1 = arith.select %finite, %finA, %fin : i64
      %err = math.absf %eg : f64
      %aer = math.absf %er : f64
      %ratio = arith.constant 4.0 : f64
      %floor = arith.constant @FLOOR@ : f64
      %lim0 = arith.mulf %ratio, %aer : f64
      %lim1 = arith.mulf %floor, %aw : f64
      %lim = arith.addf %lim0, %lim1 : f64
      %offFinite = arith.cmpf ogt, %err, %lim : f64
      %errKey = arith.select %finite, %err, %inf : f64
)mlir";

// An f64 element (the reference computes in f64 too): off by torch.testing's
// rule, |a - b| > atol + rtol |b| (the run's f64 tolerances).
static constexpr const char *kF64Body = R"mlir(
      %a = arith.addf %g, %zf : f64
      %b = arith.addf %rv, %zf : f64
      %aa = math.absf %a : f64
      %ab = math.absf %b : f64
      %fa = arith.cmpf olt, %aa, %inf : f64
      %fb = arith.cmpf olt, %ab, %inf : f64
      %finite = arith.andi %fa, %fb : i1
      %d = arith.subf %a, %b : f64
      %ad = math.absf %d : f64
      %maxdA = arith.maximumf %maxd, %ad : f64
      %finA = arith.addi %fin, %one : i64
      %maxd1 = arith.select %finite, %maxdA, %maxd : f64
      %fin1 = arith.select %finite, %finA, %fin : i64
      %gsq1 = arith.addf %gsq, %zf : f64
      %rsq1 = arith.addf %rsq, %zf : f64
      %wsq1 = arith.addf %wsq, %zf : f64
      %scaled = arith.mulf %rtol, %ab : f64
      %tol = arith.addf %atol, %scaled : f64
      %offFinite = arith.cmpf ogt, %ad, %tol : f64
      %errKey = arith.select %finite, %ad, %inf : f64
)mlir";

// A float element's verdict where it or the reference is NaN or infinite:
// off unless both are NaN or both the same infinity (after kFloatBody or
// kF64Body, which give %finite and %offFinite).
static constexpr const char *kNonFiniteTerms = R"mlir(
      %na = arith.cmpf uno, %a, %a : f64
      %nb = arith.cmpf uno, %b, %b : f64
      %bothNan = arith.andi %na, %nb : i1
      %eq = arith.cmpf oeq, %a, %b : f64
      %same = arith.ori %bothNan, %eq : i1
      %differ = arith.xori %same, %true : i1
      %isOff = arith.select %finite, %offFinite, %differ : i1
      %notFinite = arith.xori %finite, %true : i1
      %nfHit = arith.andi %notFinite, %differ : i1
      %nfInc = arith.extui %nfHit : i1 to i64
      %nf1 = arith.addi %nf, %nfInc : i64
)mlir";

// An integer element: off when it is not the reference's.
static constexpr const char *kIntegerBody = R"mlir(
      %isOff = arith.cmpi ne, %g, %rv : @T@
      %a = arith.uitofp %g : @T@ to f64
      %b = arith.uitofp %rv : @T@ to f64
      %d = arith.subf %a, %b : f64
      %errKey = math.absf %d : f64
      %maxd1 = arith.maximumf %maxd, %errKey : f64
      %fin1 = arith.addi %fin, %one : i64
      %gsq1 = arith.addf %gsq, %zf : f64
      %rsq1 = arith.addf %rsq, %zf : f64
      %wsq1 = arith.addf %wsq, %zf : f64
      %nf1 = arith.addi %nf, %z : i64
)mlir";

/// The comparison kernel's layout arguments (@LAYOUT_ARGS@): the sizes
/// %size0... then the strides %stride0... of DBGRT_REFERENCE_COMPARE_DIMS
/// dimensions, outermost first.
static std::string layoutArguments() {
  std::string text;
  for (StringRef name : {"size", "stride"})
    for (int d = 0; d < DBGRT_REFERENCE_COMPARE_DIMS; ++d)
      text += llvm::formatv(", %{0}{1}: index", name, d).str();
  return text;
}

/// Whether the result is dense (@DENSE@, as %dense): one dimension, the
/// innermost, of stride 1.
static std::string denseTest() {
  constexpr int last = DBGRT_REFERENCE_COMPARE_DIMS - 1;
  std::string text =
      llvm::formatv("    %dense{0} = arith.cmpi eq, %stride{0}, %c1 : index\n",
                    last)
          .str();
  for (int d = last - 1; d >= 0; --d)
    text +=
        llvm::formatv("    %unit{0} = arith.cmpi eq, %size{0}, %c1 : index\n"
                      "    %dense{0} = arith.andi %dense{1}, %unit{0} : i1\n",
                      d, d + 1)
            .str();
  return text + "    %dense = arith.andi %dense0, %true : i1";
}

/// Element %i's offset in the result's span (@ADDRESS@, as %at): %i itself
/// where the result is dense, else the sum over its dimensions, innermost
/// first, of its position in each times the stride.
static std::string elementAddress() {
  constexpr int last = DBGRT_REFERENCE_COMPARE_DIMS - 1;
  std::string text =
      llvm::formatv("      %at = scf.if %dense -> (index) {{\n"
                    "        scf.yield %i : index\n"
                    "      } else {{\n"
                    "        %rest{0} = arith.addi %i, %c0 : index\n"
                    "        %sum{0} = arith.addi %c0, %c0 : index\n",
                    last + 1)
          .str();
  for (int d = last; d >= 0; --d)
    text += llvm::formatv(
                "        %pos{0} = arith.remui %rest{1}, %size{0} : index\n"
                "        %rest{0} = arith.divui %rest{1}, %size{0} : index\n"
                "        %part{0} = arith.muli %pos{0}, %stride{0} : index\n"
                "        %sum{0} = arith.addi %sum{1}, %part{0} : index\n",
                d, d + 1)
                .str();
  return text + "        scf.yield %sum0 : index\n      }";
}

/// The workgroup memory of `rows` terms of `type` per thread of a block.
static std::string workgroupTerms(StringRef type, int rows) {
  return llvm::formatv("memref<{0}x{1}x{2}, #gpu.address_space<workgroup>>",
                       rows, DBGRT_REFERENCE_COMPARE_THREADS, type)
      .str();
}

/// One step of the tree: thread %tid takes in the terms of thread %o. The
/// f64 rows add; the i64 rows are the largest difference's bits (the
/// largest), the finite and non-finite counts (sums), the first element
/// off (the smallest), the elements off (a sum) and the worst key (the
/// largest).
static std::string treeStep() {
  std::string text;
  for (int row = 0; row < 3; ++row)
    text +=
        llvm::formatv("        %fa{0} = memref.load %ws[%c{0}, %tid] : @WSF@\n"
                      "        %fb{0} = memref.load %ws[%c{0}, %o] : @WSF@\n"
                      "        %fc{0} = arith.addf %fa{0}, %fb{0} : f64\n"
                      "        memref.store %fc{0}, %ws[%c{0}, %tid] : @WSF@\n",
                      row)
            .str();
  const char *combine[6] = {"maxui", "addi", "addi", "minui", "addi", "maxui"};
  for (int row = 0; row < 6; ++row)
    text +=
        llvm::formatv("        %ia{0} = memref.load %wc[%c{0}, %tid] : @WSI@\n"
                      "        %ib{0} = memref.load %wc[%c{0}, %o] : @WSI@\n"
                      "        %ic{0} = arith.{1} %ia{0}, %ib{0} : i64\n"
                      "        memref.store %ic{0}, %wc[%c{0}, %tid] : @WSI@\n",
                      row, combine[row])
            .str();
  return text;
}

/// The comparison for elements of `type` (named by `typeName`), as MLIR
/// text: the kernel, or with `fused` the fragment a fused kernel takes
/// (kFusedSignature).
static std::string comparisonText(Type type, StringRef typeName, bool fused) {
  std::string text = "gpu.module @m {\n";
  text += fused ? kFusedSignature : kCompareSignature;
  text += kCompareConstants;
  text += fused ? kFusedElement : kCompareLoop;
  text += kCompareElement;
  text += fused ? kFusedElse : "    }\n";
  text += kCompareReduction;
  auto replace = [](std::string &in, StringRef from, StringRef to) {
    for (size_t at = in.find(from); at != std::string::npos;
         at = in.find(from, at + to.size()))
      in.replace(at, from.size(), to.str());
  };
  replace(text, "@TREE@", treeStep());
  replace(text, "@WSF@", workgroupTerms("f64", 3));
  replace(text, "@WSI@", workgroupTerms("i64", 6));
  replace(text, "@LAYOUT_ARGS@", layoutArguments());
  replace(text, "@DENSE@", denseTest());
  replace(text, "@ADDRESS@", elementAddress());
  std::string body = !isa<FloatType>(type) ? kIntegerBody
                     : type.isF64() ? std::string(kF64Body) + kNonFiniteTerms
                                    : std::string(kFloatBody) + kNonFiniteTerms;
  replace(text, "@BODY@", body);
  replace(text, "@NAME@",
          (Twine(DBGRT_REFERENCE_COMPARE_PREFIX_SYMBOL) + typeName).str());
  replace(text, "@T@", typeName);
  if (auto floatType = dyn_cast<FloatType>(type); floatType && !type.isF64()) {
    // Units in the last place at 1: 2^-(mantissa bits).
    double floor =
        8 * std::ldexp(1.0,
                       -(static_cast<int>(floatType.getFPMantissaWidth()) - 1));
    // Its bits: the exact value.
    replace(text, "@FLOOR@",
            llvm::formatv("{0:x}", llvm::bit_cast<uint64_t>(floor)).str());
  }
  return text;
}

/// The comparison for elements of `type` parsed in `ctx`, in a module of
/// its own (see comparisonText); null where it does not parse.
static OwningOpRef<ModuleOp> parseComparison(MLIRContext *ctx, Type type,
                                             bool fused) {
  ctx->getOrLoadDialect<math::MathDialect>();
  ParserConfig config(ctx);
  return parseSourceString<ModuleOp>(
      comparisonText(type, *compareTypeName(type), fused), config);
}

/// The kernel of a comparison parsed by parseComparison.
static gpu::GPUFuncOp comparisonKernel(ModuleOp parsed) {
  auto module = *parsed.getOps<gpu::GPUModuleOp>().begin();
  return cast<gpu::GPUFuncOp>(module.getBody()->front());
}

/// Adds to `module` the comparison kernel for `type` unless it has it.
static LogicalResult addCompareKernel(gpu::GPUModuleOp module, Type type) {
  std::string name =
      (Twine(DBGRT_REFERENCE_COMPARE_PREFIX_SYMBOL) + *compareTypeName(type))
          .str();
  if (SymbolTable::lookupSymbolIn(module, name))
    return success();
  OwningOpRef<ModuleOp> parsed =
      parseComparison(module.getContext(), type, /*fused=*/false);
  if (!parsed)
    return failure();
  module.getBody()->push_front(comparisonKernel(*parsed)->clone());
  return success();
}

/// The twin of `op` fused with its comparison (TwinBuilder::buildFused),
/// added to `module` as NAME_device_compared; null, adding nothing, where
/// `op` has more than one result or reads its init's buffer (as the init,
/// as an input: in place, or from its payload).
static gpu::GPUFuncOp buildFusedTwin(gpu::GPUModuleOp module,
                                     linalg::LinalgOp op,
                                     ArrayRef<Value> buffers, StringRef name) {
  if (op.getNumDpsInits() != 1 ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return nullptr;
  Value written = op.getDpsInitOperand(0)->get();
  auto readsWritten = [&](OpOperand &use) {
    return use.getOwner() != op.getOperation() || op.isDpsInput(&use);
  };
  if (llvm::any_of(written.getUses(), [&](OpOperand &use) {
        return op->isAncestor(use.getOwner()) && readsWritten(use);
      }))
    return nullptr;
  MLIRContext *ctx = op.getContext();
  Type element = cast<MemRefType>(written.getType()).getElementType();
  OwningOpRef<ModuleOp> parsed = parseComparison(ctx, element, /*fused=*/true);
  if (!parsed)
    return nullptr;
  gpu::GPUFuncOp fragment = comparisonKernel(*parsed);
  // Every buffer with any layout, the scratch (dynamic, as the fragment
  // takes it), then the fragment's arguments from the sums to atol.
  SmallVector<Type> arguments;
  for (Value buffer : buffers)
    arguments.push_back(anyLayout(cast<MemRefType>(buffer.getType())));
  Type dynamic = MemRefType::get({ShapedType::kDynamic}, element);
  arguments.push_back(dynamic);
  if (isNarrowFloat(element))
    arguments.push_back(
        MemRefType::get({ShapedType::kDynamic}, Float64Type::get(ctx)));
  arguments.push_back(dynamic);
  llvm::append_range(arguments,
                     fragment.getArgumentTypes().drop_front(2).take_front(5));
  auto builder = OpBuilder::atBlockEnd(module.getBody());
  auto kernel = gpu::GPUFuncOp::create(builder, op.getLoc(),
                                       (name + "_device_compared").str(),
                                       FunctionType::get(ctx, arguments, {}));
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), UnitAttr::get(ctx));
  SymbolTable(module).insert(kernel);
  if (failed(TwinBuilder(kernel, op, buffers).buildFused(fragment)) ||
      failed(verify(kernel))) {
    kernel.erase();
    return nullptr;
  }
  return kernel;
}

FailureOr<std::string> mlir::dbg::buildDeviceReference(gpu::LaunchOp launch,
                                                       Operation *computation,
                                                       ArrayRef<Value> buffers,
                                                       StringRef name) {
  auto op = dyn_cast<linalg::LinalgOp>(computation);
  std::optional<StringRef> moduleName = launch.getModule();
  auto module = launch->getParentOfType<ModuleOp>();
  if (!op || !moduleName || !module || !isSupported(op))
    return failure();
  MLIRContext *ctx = launch.getContext();
  SymbolTable symbols(module);
  auto gpuModule = symbols.lookup<gpu::GPUModuleOp>(*moduleName);
  if (!gpuModule) {
    auto builder = OpBuilder::atBlockEnd(module.getBody());
    gpuModule = gpu::GPUModuleOp::create(builder, launch.getLoc(), *moduleName);
    symbols.insert(gpuModule);
  }

  // Arguments: every buffer, with any layout; then each result's scratch.
  SmallVector<Type> arguments;
  for (Value buffer : buffers)
    arguments.push_back(anyLayout(cast<MemRefType>(buffer.getType())));
  std::string positions;
  for (OpOperand &init : op.getDpsInitsMutable()) {
    auto type = cast<MemRefType>(init.get().getType());
    Type element = type.getElementType();
    arguments.push_back(MemRefType::get({type.getNumElements()}, element));
    if (isNarrowFloat(element))
      arguments.push_back(
          MemRefType::get({type.getNumElements()}, Float64Type::get(ctx)));
    if (!positions.empty())
      positions += ",";
    positions +=
        std::to_string(llvm::find(buffers, init.get()) - buffers.begin());
  }
  auto builder = OpBuilder::atBlockEnd(gpuModule.getBody());
  auto kernel = gpu::GPUFuncOp::create(builder, computation->getLoc(),
                                       (name + "_device").str(),
                                       FunctionType::get(ctx, arguments, {}));
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), UnitAttr::get(ctx));
  SymbolTable(gpuModule).insert(kernel);
  // Quiet: a twin that does not verify is no error of the program.
  ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
  bool built = succeeded(TwinBuilder(kernel, op, buffers).build());
  if (!built || failed(verify(kernel))) {
    kernel.erase();
    return failure();
  }
  for (OpOperand &init : op.getDpsInitsMutable())
    if (failed(addCompareKernel(
            gpuModule,
            cast<MemRefType>(init.get().getType()).getElementType()))) {
      kernel.erase();
      return failure();
    }
  std::string device = (kernel.getName() + ":" + positions).str();
  if (gpu::GPUFuncOp fused = buildFusedTwin(gpuModule, op, buffers, name))
    device += (";" + fused.getName()).str();
  return device;
}
