//===- InsertBoundsChecks.cpp - check every index of every access ---------===//
//
// Each index of a memory access is checked against the dimension it
// indexes (of the memref the access uses, so a view against its own shape).
// `safe` skips what upstream's integer range analysis proves in range and
// hoists loop-invariant checks out of loops that run at least once.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "CheckedOptions.h"

#include "dbg/Checks/CheckGroups.h"
#include "dbg/Checks/MemoryAccess.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_INSERTBOUNDSCHECKSPASS
#include "dbg/Transforms/Passes.h.inc"

class EntryConstants;
class MemrefSizes;

namespace {

/// The templates of the reports (SiteOp's detail).
constexpr llvm::StringLiteral kIndexDetail =
    "index {index:i} not in [0, {size:i}) on dim {dim:i}";
constexpr llvm::StringLiteral kRangeDetail =
    "elements [{first:i}, {end:i}) not in [0, {size:i}) on dim {dim:i}";
constexpr llvm::StringLiteral kMaskedDetail =
    "an enabled lane from index {index:i} not in [0, {size:i}) on dim "
    "{dim:i}";

/// The check site of each (op, access, report template): an op that
/// accesses two memrefs (nvgpu.device_async_copy) names each in its reports.
using CheckSites =
    DenseMap<std::tuple<Operation *, StringRef, StringRef>, SiteOp>;

struct InsertBoundsChecksPass
    : impl::InsertBoundsChecksPassBase<InsertBoundsChecksPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  /// One dimension of one access that gets a check.
  struct Planned {
    MemoryAccess *access;
    DimCheck dim;
  };
  /// The accesses of kernels (and host functions on request).
  SmallVector<MemoryAccess> collectAccesses(ModuleOp module);
  /// The dimensions to check: all, or (safe, warn) those the range analysis
  /// cannot prove in bounds; warns of constants out of static bounds.
  SmallVector<Planned> planChecks(MutableArrayRef<MemoryAccess> accesses);
  /// What a check tests: its condition, and for an index or a range the
  /// same as an integer whose sign bit is set when the check fails
  /// (`index | (last - index)`, last the largest index that fits), so that
  /// the dimensions of an access combine into one compare.
  struct Tested {
    Value ok;
    Value signTerm;
  };
  /// Builds the check of `plan` before its access; returns what it tests
  /// (with a sign term when `withSignTerm`: its access checks more than one
  /// dimension) and the ops it created (for hoisting).
  Tested buildCheck(const Planned &plan, bool withSignTerm,
                    SymbolTable &symbols, ModuleOp module,
                    EntryConstants &constants, MemrefSizes &memrefSizes,
                    SmallVectorImpl<Operation *> &created, CheckSites &sites);
  /// Moves the ops of one check out of the loops that do not change it and
  /// run at least once.
  void hoistCheck(ArrayRef<Operation *> created);
};

} // namespace

/// The ranges of index values, inferred on demand from the ops that compute
/// them (upstream's InferIntRangeInterface: constants, arithmetic, thread
/// and block ids under known_block_size/known_grid_size) and from loop
/// bounds for induction variables. Unlike upstream's dataflow
/// IntegerRangeAnalysis, it visits only the computations of the indices it
/// is asked about, so the pass stays linear in the number of accesses.
class IndexRanges {
public:
  std::optional<ConstantIntRanges> get(Value value) {
    auto [it, inserted] = cache.try_emplace(value, std::nullopt);
    if (!inserted)
      return it->second; // Known, or being computed (a cycle: unknown).
    std::optional<ConstantIntRanges> range = compute(value);
    cache[value] = range;
    return range;
  }

private:
  std::optional<ConstantIntRanges> compute(Value value) {
    if (auto arg = dyn_cast<BlockArgument>(value))
      return inductionVariableRange(arg);
    auto infer = value.getDefiningOp<InferIntRangeInterface>();
    if (!infer)
      return std::nullopt;
    SmallVector<IntegerValueRange> operands;
    for (Value operand : infer->getOperands()) {
      std::optional<ConstantIntRanges> range;
      if (operand.getType().isSignlessIntOrIndex())
        range = get(operand);
      operands.push_back(range ? IntegerValueRange(*range)
                               : IntegerValueRange::getMaxRange(operand));
    }
    std::optional<ConstantIntRanges> result;
    infer.inferResultRangesFromOptional(
        operands, [&](Value v, const IntegerValueRange &range) {
          if (v == value && !range.isUninitialized())
            result = range.getValue();
        });
    return result;
  }

  /// [lower, upper - 1] of an induction variable, from its loop's bounds.
  std::optional<ConstantIntRanges> inductionVariableRange(BlockArgument arg) {
    auto loop = dyn_cast<LoopLikeOpInterface>(arg.getOwner()->getParentOp());
    if (!loop)
      return std::nullopt;
    std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
    std::optional<SmallVector<OpFoldResult>> lbs = loop.getLoopLowerBounds();
    std::optional<SmallVector<OpFoldResult>> ubs = loop.getLoopUpperBounds();
    if (!ivs || !lbs || !ubs)
      return std::nullopt;
    auto it = llvm::find(*ivs, Value(arg));
    if (it == ivs->end())
      return std::nullopt;
    size_t i = it - ivs->begin();
    auto bound = [&](OpFoldResult ofr) -> std::optional<ConstantIntRanges> {
      if (std::optional<int64_t> c = getConstantIntValue(ofr))
        return ConstantIntRanges::constant(APInt(64, *c, /*isSigned=*/true));
      return get(cast<Value>(ofr));
    };
    std::optional<ConstantIntRanges> lb = bound((*lbs)[i]);
    std::optional<ConstantIntRanges> ub = bound((*ubs)[i]);
    if (!lb || !ub || lb->smin().getBitWidth() != 64 ||
        ub->smax().getBitWidth() != 64)
      return std::nullopt;
    APInt high = ub->smax() - 1;
    if (lb->smin().sgt(high))
      return std::nullopt; // The loop may not run: nothing to prove.
    return ConstantIntRanges::fromSigned(lb->smin(), high);
  }

  DenseMap<Value, std::optional<ConstantIntRanges>> cache;
};

/// The function around `op`: its gpu.func, else its function.
static Operation *getEnclosingFunction(Operation *op) {
  if (Operation *kernel = op->getParentOfType<gpu::GPUFuncOp>())
    return kernel;
  return op->getParentOfType<FunctionOpInterface>();
}

/// Index constants of a function, created once at its entry, where they
/// dominate every check (and do not stop a check from leaving a loop).
class EntryConstants {
public:
  Value get(Operation *at, int64_t value) {
    Operation *fn = getEnclosingFunction(at);
    Value &cached = constants[{fn, value}];
    if (!cached) {
      auto b = OpBuilder::atBlockBegin(&fn->getRegion(0).front());
      cached = arith::ConstantIndexOp::create(b, fn->getLoc(), value);
    }
    return cached;
  }

private:
  DenseMap<std::pair<Operation *, int64_t>, Value> constants;
};

/// The dynamic sizes of memrefs, and their last indices (size - 1), made
/// once per memref and dimension right where the memref is defined, so
/// that the checks of all its accesses share them (not one memref.dim per
/// access: 10,000 accesses on the host compiled in 8% to 16% less time).
class MemrefSizes {
public:
  Value getSize(Value memref, int64_t dim) {
    Value &size = sizes[{memref, dim}];
    if (!size) {
      OpBuilder b(memref.getContext());
      b.setInsertionPointAfterValue(memref);
      Location loc = memref.getLoc();
      Value index = arith::ConstantIndexOp::create(b, loc, dim);
      size = memref::DimOp::create(b, loc, memref, index);
    }
    return size;
  }
  /// The size minus one, right after the size.
  Value getLast(Value memref, int64_t dim) {
    Value &last = lasts[{memref, dim}];
    if (!last) {
      Value size = getSize(memref, dim);
      OpBuilder b(memref.getContext());
      b.setInsertionPointAfterValue(size);
      Location loc = memref.getLoc();
      Value one = arith::ConstantIndexOp::create(b, loc, 1);
      last = arith::SubIOp::create(b, loc, size, one);
    }
    return last;
  }

private:
  DenseMap<std::pair<Value, int64_t>, Value> sizes, lasts;
};

/// A value of `type` that a skipped load gives: zero (a zero vector, a zero
/// matrix fragment). Null for a type without one (an async token).
static Value zeroValue(OpBuilder &b, Location loc, Type type) {
  if (auto fragment = dyn_cast<gpu::MMAMatrixType>(type)) {
    Value scalar = arith::ConstantOp::create(
        b, loc, cast<TypedAttr>(b.getZeroAttr(fragment.getElementType())));
    return gpu::SubgroupMmaConstantMatrixOp::create(b, loc, fragment, scalar);
  }
  if (!isa<IntegerType, IndexType, FloatType, VectorType>(type))
    return Value();
  auto zero = dyn_cast_or_null<TypedAttr>(b.getZeroAttr(type));
  return zero ? arith::ConstantOp::create(b, loc, zero).getResult() : Value();
}

/// The `memref.reinterpret_cast` ops `memref` is a view of, nearest first,
/// through views that keep the base pointer and the element type. Casts
/// from an unranked or 0-d memref (the base buffer
/// `memref.extract_strided_metadata` gives) or from one with a static size
/// 0 (`memref<0xf32, 3>`, the idiom for dynamic shared memory), which say
/// nothing of the memory, are left out.
static SmallVector<memref::ReinterpretCastOp>
getReinterpretedSources(Value memref) {
  SmallVector<memref::ReinterpretCastOp> casts;
  Type element = cast<MemRefType>(memref.getType()).getElementType();
  while (Operation *def = memref.getDefiningOp()) {
    if (auto reinterpret = dyn_cast<memref::ReinterpretCastOp>(def)) {
      auto source = dyn_cast<MemRefType>(reinterpret.getSource().getType());
      // A static zero-size source is a placeholder (the extern shared array
      // idiom `memref<0xf32, 3>`), as is a 0-d base buffer.
      if (source && source.getRank() > 0 && source.isStrided() &&
          source.getElementType() == element &&
          !llvm::is_contained(source.getShape(), 0))
        casts.push_back(reinterpret);
      memref = reinterpret.getSource();
      continue;
    }
    if (!isa<memref::SubViewOp, memref::ExpandShapeOp, memref::CollapseShapeOp,
             memref::TransposeOp, memref::CastOp, memref::MemorySpaceCastOp>(
            def))
      break;
    memref = def->getOperand(0);
  }
  return casts;
}

/// Checks that the elements `access` covers (its first and its last) lie in
/// the memref each `memref.reinterpret_cast` it goes through views: a view
/// larger than its memref passes the checks of its own shape. The element
/// is the offset from the shared base pointer, in elements, so the check
/// holds through views between the cast and the access. Returns the
/// conditions, null when there is nothing to check.
static SmallVector<Value> checkReinterpretedSources(MemoryAccess &access,
                                                    SymbolTable &symbols,
                                                    ModuleOp module,
                                                    EntryConstants &constants,
                                                    bool warn) {
  SmallVector<memref::ReinterpretCastOp> casts =
      getReinterpretedSources(access.memref);
  SmallVector<Value> conditions;
  if (casts.empty() || !cast<MemRefType>(access.memref.getType()).isStrided())
    return conditions;
  Operation *op = access.op;
  Location loc = op->getLoc();
  OpBuilder b(op);
  auto add = [&](Value x, Value y) {
    return arith::AddIOp::create(b, loc, x, y).getResult();
  };
  auto mul = [&](Value x, Value y) {
    return arith::MulIOp::create(b, loc, x, y).getResult();
  };
  Value zero = constants.get(op, 0), one = constants.get(op, 1);
  // The first and last elements the access covers, from the base pointer.
  auto view = memref::ExtractStridedMetadataOp::create(b, loc, access.memref);
  Value first = view.getOffset(), last = view.getOffset();
  for (const DimCheck &dim : access.dims) {
    Value stride = view.getStrides()[dim.dim];
    first = add(first, mul(dim.index, stride));
    // A masked dimension may disable its last lanes: its first counts.
    int64_t extent = dim.mask ? 1 : std::max<int64_t>(dim.extent, 1);
    last =
        add(last, mul(add(dim.index, constants.get(op, extent - 1)), stride));
  }
  for (memref::ReinterpretCastOp reinterpret : casts) {
    Value source = reinterpret.getSource();
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, source);
    // The span of the source: 1 + sum((size - 1) * stride), 0 when empty.
    Value span = one, count = one;
    for (auto [size, stride] :
         llvm::zip(metadata.getSizes(), metadata.getStrides())) {
      span = add(span, mul(arith::SubIOp::create(b, loc, size, one), stride));
      count = mul(count, size);
    }
    Value empty =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, count, zero);
    span = arith::SelectOp::create(b, loc, empty, zero, span);
    Value base = metadata.getOffset();
    Value firstElement = arith::SubIOp::create(b, loc, first, base);
    Value lastElement = arith::SubIOp::create(b, loc, last, base);
    Value firstIn = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          firstElement, span);
    Value lastIn = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         lastElement, span);
    Value ok = arith::AndIOp::create(b, loc, firstIn, lastIn);
    // Report the element that is out: the last when the first is in.
    Value element =
        arith::SelectOp::create(b, loc, firstIn, lastElement, firstElement);
    std::string detail = "element {element:i} not in [0, {size:i}) of the "
                         "memref that memref.reinterpret_cast at " +
                         renderLocation(reinterpret.getLoc(),
                                        reinterpret->getName().getStringRef()) +
                         " views";
    SiteOp site =
        createCheckSite(symbols, module, op, SiteKind::bounds,
                        getEnclosingKernelName(op), access.what, detail, warn);
    CheckOp::create(b, loc, ok, site.getSymName(), ValueRange{element, span});
    conditions.push_back(ok);
  }
  return conditions;
}

/// Moves what only `checks` use (a range's end, say) from before `guarded`
/// to its else region, where `checks` are: it is computed when one fails.
/// The conditions the guard tests too are computed again there, so that no
/// i1 crosses into the cold path (passed to the reports that
/// lower-dbg-checks outlines, a compare used in other blocks makes LLVM's
/// CodeGenPrepare superlinear in the accesses of a kernel).
static void sinkIntoColdPath(scf::IfOp guarded, ArrayRef<Operation *> checks) {
  Region &cold = guarded.getElseRegion();
  Block &coldBlock = cold.front();
  SmallVector<Operation *> worklist(checks);
  while (!worklist.empty()) {
    Operation *user = worklist.pop_back_val();
    for (OpOperand &operand : user->getOpOperands()) {
      Operation *def = operand.get().getDefiningOp();
      // Constants stay where the function's entry shares them.
      if (!def || def->getBlock() != guarded->getBlock() || !isPure(def) ||
          def->getNumRegions() || def->getNumResults() != 1 ||
          def->hasTrait<OpTrait::ConstantLike>())
        continue;
      if (llvm::all_of(def->getUsers(), [&](Operation *use) {
            return cold.isAncestor(use->getParentRegion());
          })) {
        // First in the region: before every user, after what it uses (moved
        // later, so first in turn).
        def->moveBefore(&coldBlock.front());
        worklist.push_back(def);
        continue;
      }
      if (!getElementTypeOrSelf(def->getResult(0).getType()).isInteger(1))
        continue;
      OpBuilder b(user);
      Operation *copy = b.clone(*def);
      operand.set(copy->getResult(0));
      worklist.push_back(copy);
    }
  }
}

/// Performs `op` only when every one of `conditions` (its checks) holds and
/// no term of `signTerms` is negative (the indices' checks, in one compare): a
/// failed check reports and the program goes on, so the access it guards
/// must not happen (a store is skipped; a load gives zero), or reporting
/// and going on would corrupt memory (the host target's heap, say).
/// `checks`, the dbg.check ops right before `op`, move to the guard's else
/// region, marked as the cold path: an access keeps one branch, however many
/// dimensions it checks, and lower-dbg-checks moves the reports out of the
/// kernel. Accesses whose results have no neutral value
/// (nvgpu.device_async_copy's token) or that sit in a vector.mask region stay
/// as they are (null).
static scf::IfOp guardAccess(Operation *op, ArrayRef<Value> conditions,
                             ArrayRef<Value> signTerms,
                             ArrayRef<Operation *> checks) {
  if (isa<vector::MaskOp>(op->getParentOp()))
    return nullptr;
  for (Type type : op->getResultTypes())
    if (!isa<IntegerType, IndexType, FloatType, VectorType, gpu::MMAMatrixType>(
            type))
      return nullptr;
  OpBuilder b(op);
  Location loc = op->getLoc();
  // The indices' terms in one compare, then the other conditions.
  Value all;
  if (!signTerms.empty()) {
    Value term = signTerms.front();
    for (Value other : signTerms.drop_front())
      term = arith::OrIOp::create(b, loc, term, other);
    Value zero =
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(term.getType(), 0));
    all = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, term, zero);
  }
  for (Value condition : conditions)
    all = all ? arith::AndIOp::create(b, loc, all, condition) : condition;
  bool results = op->getNumResults() > 0;
  bool cold = !checks.empty();
  auto guarded = scf::IfOp::create(b, loc, op->getResultTypes(), all,
                                   /*addThenBlock=*/true,
                                   /*addElseBlock=*/results || cold);
  if (results || cold) {
    b.setInsertionPointToStart(guarded.elseBlock());
    SmallVector<Value> zeros;
    for (Type type : op->getResultTypes())
      zeros.push_back(zeroValue(b, loc, type));
    auto elseYield = scf::YieldOp::create(b, loc, zeros);
    for (Operation *check : checks)
      check->moveBefore(elseYield);
    sinkIntoColdPath(guarded, checks);
  }
  if (cold)
    DbgDialect::markColdPath(guarded);
  guarded->setAttr(DbgDialect::getGuardAttrName(), b.getUnitAttr());
  op->replaceAllUsesWith(guarded.getResults());
  b.setInsertionPointToStart(guarded.thenBlock());
  auto thenYield = scf::YieldOp::create(b, loc, op->getResults());
  op->moveBefore(thenYield);
  return guarded;
}

/// Whether `op` may sit between two guards of a group: it neither writes
/// memory nor holds code, so reporting the group's failures before it
/// changes nothing the program sees.
static bool isTransparent(Operation *op) {
  return op->getNumRegions() == 0 && isMemoryEffectFree(op);
}

/// What `guard` tests as an index that is negative when the test fails: the
/// sign term of a guard of several dimensions (`term >= 0`), or the one
/// index of a guard of one (`index < size`), with `size` its last index's
/// bound. Null for other guards (a range, a mask, a view), which report
/// alone.
struct FailureTerm {
  Value term;
  /// For a one-dimensional guard: its index and size (the term is built
  /// from them before the group).
  Value index, size;
};
static std::optional<FailureTerm> getFailureTerm(scf::IfOp guard) {
  auto compare = guard.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!compare || !compare.getLhs().getType().isIndex())
    return std::nullopt;
  if (compare.getPredicate() == arith::CmpIPredicate::sge &&
      matchPattern(compare.getRhs(), m_Zero()))
    return FailureTerm{compare.getLhs(), Value(), Value()};
  if (compare.getPredicate() == arith::CmpIPredicate::ult)
    return FailureTerm{Value(), compare.getLhs(), compare.getRhs()};
  return std::nullopt;
}

/// The ops of `guard`'s block from `first` on that compute what `guard`'s
/// failure term and its cold path use, added to `slice`; false when the
/// guard has no failure term or one of them cannot move above `first` (it
/// reads memory, holds code, or is a guard: a loaded value).
static bool collectReportInputs(scf::IfOp guard, Operation *first,
                                const DenseMap<Operation *, size_t> &position,
                                llvm::SetVector<Operation *> &slice) {
  std::optional<FailureTerm> failure = getFailureTerm(guard);
  if (!failure)
    return false;
  Block *block = guard->getBlock();
  size_t firstPosition = position.lookup(first);
  Region &cold = guard.getElseRegion();
  SmallVector<Value> worklist = {failure->term, failure->index, failure->size};
  cold.walk([&](Operation *op) {
    for (Value operand : op->getOperands())
      if (!cold.isAncestor(operand.getParentRegion()))
        worklist.push_back(operand);
  });
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    Operation *def = value ? value.getDefiningOp() : nullptr;
    if (!def || def->getBlock() != block ||
        position.lookup(def) < firstPosition || slice.contains(def))
      continue;
    if (!isTransparent(def))
      return false;
    slice.insert(def);
    llvm::append_range(worklist, def->getOperands());
  }
  return true;
}

/// The test of a group outside loops whose checks are all `index < size`
/// (unsigned, as insert-bounds-checks makes them for single indices): for
/// each size, the unsigned max of the distinct indices checked against it,
/// compared with it, and the or of those compares. Null when a check of the
/// group tests anything else (a range), or in a loop. LLVM's InstCombine
/// and SLP vectorizer (which takes an or chain for a reduction to
/// vectorize) take about half the time over it that they take over the or
/// of the accesses' sign terms (bench/RESULTS.md). In a loop the sign terms
/// stay: LLVM folds them across iterations, and with the max the matmul
/// bench's K loop ran several times slower with bounds=all.
static Value buildBoundsTest(OpBuilder &b, Location loc,
                             ArrayRef<scf::IfOp> group) {
  if (group.front()->getParentOfType<LoopLikeOpInterface>())
    return Value();
  llvm::MapVector<Value, llvm::SetVector<Value>> indicesBySize;
  for (scf::IfOp guard : group)
    for (auto check : guard.getElseRegion().getOps<CheckOp>()) {
      auto compare = check.getCondition().getDefiningOp<arith::CmpIOp>();
      if (!compare || compare.getPredicate() != arith::CmpIPredicate::ult ||
          !compare.getLhs().getType().isIndex())
        return Value();
      indicesBySize[compare.getRhs()].insert(compare.getLhs());
    }
  Value failed;
  for (auto &[size, indices] : indicesBySize) {
    Value largest = indices.front();
    for (Value index : indices.getArrayRef().drop_front())
      largest = arith::MaxUIOp::create(b, loc, largest, index);
    Value out =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, largest, size);
    failed =
        failed ? arith::OrIOp::create(b, loc, failed, out).getResult() : out;
  }
  return failed;
}

/// Erases `op` and, in turn, what only it used.
static void eraseWithUnusedOperands(Operation *op) {
  SmallVector<Operation *> unused = {op};
  while (!unused.empty()) {
    Operation *next = unused.pop_back_val();
    SmallVector<Value> operands(next->getOperands());
    next->erase();
    for (Value operand : operands)
      if (Operation *def = operand.getDefiningOp();
          def && def->use_empty() && isPure(def))
        unused.push_back(def);
  }
}

/// Versions `group`, whose checks `failed` tests all: one `scf.if` on the
/// test passing runs the ops from the first guard to the last with every
/// access unguarded (the test implies each guard's condition), and its
/// else region, the cold path, holds `checks` (the group's, in program
/// order) and computes again what later ops use of the group's results,
/// with each access's zero: a failed group skips all its accesses. Marked
/// as a guard (the then region is the likely way) and a cold path. Between
/// the guards are only transparent ops, and a guard's results have zeros
/// (guardAccess).
static void versionGroup(OpBuilder &b, Location loc, ArrayRef<scf::IfOp> group,
                         Value failed, ArrayRef<Operation *> checks) {
  Block *block = group.front()->getBlock();
  SmallVector<Operation *> region;
  for (Operation *op = group.front();; op = op->getNextNode()) {
    region.push_back(op);
    if (op == group.back())
      break;
  }
  DenseSet<Operation *> inRegion(region.begin(), region.end());
  llvm::SetVector<Value> escaping;
  for (Operation *op : region)
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return !inRegion.contains(block->findAncestorOpInBlock(*user));
          }))
        escaping.insert(result);
  // What the escaping values are made of, in program order: computed again
  // on the cold path, accesses replaced by their zeros.
  llvm::SetVector<Operation *> slice;
  SmallVector<Value> worklist(escaping.begin(), escaping.end());
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (def && inRegion.contains(def) && slice.insert(def) &&
        isTransparent(def))
      llvm::append_range(worklist, def->getOperands());
  }

  b.setInsertionPoint(group.front());
  Value ok = arith::XOrIOp::create(b, loc, failed,
                                   arith::ConstantIntOp::create(b, loc, 1, 1));
  auto version = scf::IfOp::create(
      b, loc, ValueRange(escaping.getArrayRef()).getTypes(), ok,
      /*addThenBlock=*/true, /*addElseBlock=*/true);
  for (auto [escaped, result] : llvm::zip(escaping, version.getResults()))
    Value(escaped).replaceUsesWithIf(result, [&](OpOperand &use) {
      return !inRegion.contains(block->findAncestorOpInBlock(*use.getOwner()));
    });
  Block *then = version.thenBlock();
  for (Operation *op : region)
    op->moveBefore(then, then->end());
  b.setInsertionPointToEnd(then);
  scf::YieldOp::create(b, loc, escaping.getArrayRef());

  Block *cold = version.elseBlock();
  for (Operation *check : checks)
    check->moveBefore(cold, cold->end());
  b.setInsertionPointToEnd(cold);
  IRMapping zeros;
  for (Operation *op : region) {
    if (!slice.contains(op))
      continue;
    if (isTransparent(op)) {
      b.clone(*op, zeros);
      continue;
    }
    for (Value result : op->getResults())
      zeros.map(result, zeroValue(b, loc, result.getType()));
  }
  SmallVector<Value> again = llvm::map_to_vector(
      escaping, [&](Value value) { return zeros.lookupOrDefault(value); });
  scf::YieldOp::create(b, loc, again);
  DbgDialect::markColdPath(version);
  version->setAttr(DbgDialect::getGuardAttrName(), b.getUnitAttr());

  // The guards go: their accesses run where the test passed.
  for (scf::IfOp guard : group) {
    Operation *access = &guard.thenBlock()->front();
    access->moveBefore(guard);
    guard->replaceAllUsesWith(access->getResults());
    eraseWithUnusedOperands(guard);
  }
}

/// The rest of reportTogether, once `failed` tests `group`: the cold path
/// with the group's checks, and the guards without theirs; or, with
/// `version` (a group whose test is its indices' largest, in a function of
/// more than max-branch-guards accesses), versionGroup's. True when
/// versioned.
static bool finishGroup(OpBuilder &b, Location loc, ArrayRef<scf::IfOp> group,
                        Value failed, bool version = false) {
  // What the guards' cold paths report, in program order; the zeros a
  // skipped load gives (a matrix's from its scalar) stay with the guard.
  SmallVector<Operation *> checks;
  for (scf::IfOp guard : group) {
    Block &coldBlock = guard.getElseRegion().front();
    DenseSet<Operation *> kept = {coldBlock.getTerminator()};
    for (Operation &op : llvm::reverse(coldBlock))
      if (kept.contains(&op))
        for (Value operand : op.getOperands())
          if (Operation *def = operand.getDefiningOp();
              def && def->getBlock() == &coldBlock)
            kept.insert(def);
    for (Operation &op : coldBlock.without_terminator())
      if (!kept.contains(&op))
        checks.push_back(&op);
    guard->removeAttr(DbgDialect::getColdPathAttrName());
  }
  if (version) {
    versionGroup(b, loc, group, failed, checks);
    return true;
  }
  scf::IfOp first = group.front();
  auto reports = scf::IfOp::create(b, loc, failed, /*withElseRegion=*/false);
  DbgDialect::markColdPath(reports);
  // The first guard's compare next to its branch, as the others': an i1
  // used past the reports' branch is one LLVM carries across blocks.
  if (Operation *condition = first.getCondition().getDefiningOp();
      condition && condition->getBlock() == first->getBlock() &&
      condition->hasOneUse() && isTransparent(condition))
    condition->moveBefore(first);
  Operation *end = reports.thenBlock()->getTerminator();
  for (Operation *check : checks)
    check->moveBefore(end);
  return false;
}

/// Makes the reports of `group` (guards of consecutive accesses of one
/// block, in program order) one cold path before the first: what their
/// checks use moves above it, one test (buildBoundsTest's, else one
/// compare of the or of their failure terms) leads to their checks, in
/// program order, and each guard keeps its branch without a cold path of
/// its own. Back ends pay for every call on a branch (AMDGPU's register
/// coalescer, ptxas), much less for the guards' branches. The test is made
/// of index values, not of the guards' conditions: an i1 used in many
/// blocks makes LLVM's CodeGenPrepare superlinear.
static bool reportTogether(ArrayRef<scf::IfOp> group,
                           ArrayRef<Operation *> slice,
                           const DenseMap<Operation *, size_t> &position,
                           bool version) {
  Operation *first = group.front();
  SmallVector<Operation *> moved(slice);
  llvm::sort(moved, [&](Operation *a, Operation *b) {
    return position.lookup(a) < position.lookup(b);
  });
  for (Operation *op : moved)
    op->moveBefore(first);
  OpBuilder b(first);
  Location loc = first->getLoc();
  if (Value failed = buildBoundsTest(b, loc, group))
    return finishGroup(b, loc, group, failed, version);
  Value any, one;
  for (scf::IfOp guard : group) {
    FailureTerm failure = *getFailureTerm(guard);
    Value term = failure.term;
    if (!term) {
      // index | (size - 1 - index): negative when index >= size or < 0.
      if (!one)
        one = arith::ConstantIndexOp::create(b, loc, 1);
      Value last = arith::SubIOp::create(b, loc, failure.size, one);
      Value room = arith::SubIOp::create(b, loc, last, failure.index);
      term = arith::OrIOp::create(b, loc, failure.index, room);
    }
    any = any ? arith::OrIOp::create(b, loc, any, term).getResult() : term;
  }
  Value failed =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, any,
                            arith::ConstantIndexOp::create(b, loc, 0));
  return finishGroup(b, loc, group, failed);
}

/// The line of `loc` (its first file location), or 0.
static unsigned getLine(Location loc) {
  unsigned line = 0;
  loc->walk([&](Location part) {
    if (auto file = dyn_cast<FileLineColLoc>(part)) {
      line = file.getLine();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return line;
}

/// What the report of a check of `group` (guards about to be versioned)
/// adds: that the group's other accesses are skipped with the failing one,
/// which, and why.
static std::string describeVersionedGroup(ArrayRef<scf::IfOp> group,
                                          unsigned maxBranchGuards) {
  scf::IfOp front = group.front(), back = group.back();
  unsigned first = getLine(front.thenBlock()->front().getLoc());
  unsigned last = getLine(back.thenBlock()->front().getLoc());
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "; the " << group.size() - 1 << " other access(es) of its group";
  if (first && last)
    os << " (line" << (first == last ? " " : "s ") << first;
  if (first && last && first != last)
    os << " to " << last;
  os << (first && last ? ")" : "")
     << " were skipped with it: a function with more than " << maxBranchGuards
     << " accesses outside loops tests them by group "
        "(--debug=bounds-branch-guards=N raises the limit)";
  return text;
}

/// The groups of `block`'s `guards` (those with a failure term), with the
/// ops each group moves above its first guard: groupConsecutiveChecks's
/// runs of several guards.
static SmallVector<std::pair<SmallVector<scf::IfOp>, SmallVector<Operation *>>>
planGroups(Block *block, const DenseSet<Operation *> &isGuard,
           const DenseMap<Operation *, size_t> &position) {
  SmallVector<scf::IfOp> guards;
  for (Operation &op : *block)
    if (isGuard.contains(&op))
      guards.push_back(cast<scf::IfOp>(op));
  // The ops each group's later guards need above its first.
  DenseMap<Operation *, llvm::SetVector<Operation *>> slices;
  auto joins = [&](ArrayRef<scf::IfOp> group, const scf::IfOp &guard) {
    if (!getFailureTerm(group.front()))
      return false;
    for (Operation *at = group.back()->getNextNode(); at != guard;
         at = at->getNextNode())
      if (!isTransparent(at))
        return false;
    llvm::SetVector<Operation *> &slice = slices[group.front()];
    llvm::SetVector<Operation *> inputs = slice;
    if (!collectReportInputs(guard, group.front(), position, inputs))
      return false;
    slice = std::move(inputs);
    return true;
  };
  SmallVector<std::pair<SmallVector<scf::IfOp>, SmallVector<Operation *>>>
      groups;
  for (SmallVector<scf::IfOp> &run :
       groupConsecutiveChecks<scf::IfOp>(guards, joins)) {
    if (run.size() < 2)
      continue;
    SmallVector<Operation *> inputs = slices[run.front()].takeVector();
    groups.emplace_back(std::move(run), std::move(inputs));
  }
  return groups;
}

/// Groups the reports of up to kMaxCheckGroup `guards` (each with a cold
/// path) of consecutive accesses: between two, only ops that change no
/// memory, and what the later one tests and reports must be computable
/// before the first (not a value the group loads). Groups in the functions
/// of `versioned` skip all their accesses when one fails, and their
/// reports say so.
static unsigned groupReports(ArrayRef<scf::IfOp> guards,
                             const DenseSet<Operation *> &versioned,
                             SymbolTable &symbols, unsigned maxBranchGuards) {
  unsigned numVersioned = 0;
  DenseSet<Operation *> isGuard;
  llvm::SetVector<Block *> blocks;
  for (scf::IfOp guard : guards) {
    isGuard.insert(guard);
    blocks.insert(guard->getBlock());
  }
  for (Block *block : blocks) {
    // Planned on the block as it is (positions, not isBeforeInBlock, which
    // each move makes recount the block), then made.
    DenseMap<Operation *, size_t> position;
    for (Operation &op : *block)
      position[&op] = position.size();
    for (auto &[members, inputs] : planGroups(block, isGuard, position)) {
      bool version = versioned.contains(getEnclosingFunction(members.front()));
      // A versioned group's reports say that it skips all its accesses.
      std::string skipped;
      SmallVector<CheckOp> checks;
      if (version) {
        skipped = describeVersionedGroup(members, maxBranchGuards);
        for (scf::IfOp guard : members)
          llvm::append_range(checks, guard.getElseRegion().getOps<CheckOp>());
      }
      if (!reportTogether(members, inputs, position, version))
        continue;
      ++numVersioned;
      for (CheckOp check : checks)
        if (auto site = symbols.lookup<SiteOp>(check.getSiteAttr().getAttr()))
          if (StringRef detail = site.getDetail().value_or("");
              !detail.ends_with(skipped))
            site.setDetail((detail + skipped).str());
    }
  }
  return numVersioned;
}

SmallVector<MemoryAccess>
InsertBoundsChecksPass::collectAccesses(ModuleOp module) {
  SmallVector<MemoryAccess> accesses;
  module.walk([&](Operation *op) {
    bool inKernel = op->getParentOfType<gpu::GPUModuleOp>() != nullptr;
    if (!inKernel && !(hostFunctions && op->getParentOfType<func::FuncOp>()))
      return;
    llvm::append_range(accesses, getMemoryAccesses(op));
  });
  return accesses;
}

SmallVector<InsertBoundsChecksPass::Planned>
InsertBoundsChecksPass::planChecks(MutableArrayRef<MemoryAccess> accesses) {
  // Decided before anything is built: the analysis knows only the original
  // values.
  IndexRanges ranges;
  SmallVector<Planned> planned;
  for (MemoryAccess &access : accesses) {
    auto type = cast<MemRefType>(access.memref.getType());
    for (DimCheck &dim : access.dims) {
      if (dim.extent == 0)
        continue;
      int64_t size = type.getDimSize(dim.dim);
      bool staticSize = !ShapedType::isDynamic(size);
      std::optional<int64_t> constant = getConstantIntValue(dim.index);
      if (staticSize && constant && !dim.mask &&
          (*constant < 0 || *constant + dim.extent > size)) {
        InFlightDiagnostic diag = access.op->emitWarning();
        if (dim.extent == 1)
          diag << "index " << *constant << " is out of bounds of dim "
               << dim.dim << " (size " << size << ")";
        else
          diag << "elements [" << *constant << ", " << *constant + dim.extent
               << ") are out of bounds of dim " << dim.dim << " (size " << size
               << ")";
      } else if (level != BoundsLevel::All && staticSize) {
        std::optional<ConstantIntRanges> range = ranges.get(dim.index);
        bool provable =
            constant ? (*constant >= 0 && *constant + dim.extent <= size)
                     : range && range->smin().isNonNegative() &&
                           range->smax().getSExtValue() + dim.extent <= size;
        if (provable) {
          ++numElided;
          continue;
        }
      }
      planned.push_back({&access, dim});
    }
  }
  return planned;
}

InsertBoundsChecksPass::Tested InsertBoundsChecksPass::buildCheck(
    const Planned &plan, bool withSignTerm, SymbolTable &symbols,
    ModuleOp module, EntryConstants &constants, MemrefSizes &memrefSizes,
    SmallVectorImpl<Operation *> &created, CheckSites &sites) {
  MemoryAccess &access = *plan.access;
  const DimCheck &dim = plan.dim;
  Operation *op = access.op;
  Location loc = op->getLoc();
  OpBuilder b(op);
  auto track = [&](auto newOp) {
    created.push_back(newOp.getOperation());
    return newOp.getResult();
  };
  auto type = cast<MemRefType>(access.memref.getType());
  int64_t staticSize = type.getDimSize(dim.dim);
  Value size = ShapedType::isDynamic(staticSize)
                   ? memrefSizes.getSize(access.memref, dim.dim)
                   : constants.get(op, staticSize);
  Value dimValue = constants.get(op, dim.dim);
  Value ok, signTerm;
  SmallVector<Value> payload;
  StringRef detail;
  // index | (last - index): negative when index < 0 or index > last.
  auto buildSignTerm = [&](Value last) {
    Value room = track(arith::SubIOp::create(b, loc, last, dim.index));
    return track(arith::OrIOp::create(b, loc, dim.index, room));
  };
  if (dim.mask) {
    auto lanes = VectorType::get({dim.extent}, b.getIndexType());
    Value step = track(vector::StepOp::create(b, loc, lanes));
    Value first = track(vector::BroadcastOp::create(b, loc, lanes, dim.index));
    Value indices = track(arith::AddIOp::create(b, loc, first, step));
    Value sizes = track(vector::BroadcastOp::create(b, loc, lanes, size));
    Value inBounds = track(arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult, indices, sizes));
    auto maskType = VectorType::get({dim.extent}, b.getI1Type());
    Value ones = track(arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(maskType, true)));
    Value disabled = track(arith::XOrIOp::create(b, loc, dim.mask, ones));
    Value laneOk = track(arith::OrIOp::create(b, loc, inBounds, disabled));
    ok = track(vector::ReductionOp::create(b, loc, vector::CombiningKind::AND,
                                           laneOk));
    payload = {dim.index, size, dimValue};
    detail = kMaskedDetail;
  } else if (dim.extent == 1) {
    // One unsigned compare: a negative index is a huge unsigned one.
    ok = track(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                     dim.index, size));
    if (withSignTerm)
      signTerm = buildSignTerm(ShapedType::isDynamic(staticSize)
                                   ? memrefSizes.getLast(access.memref, dim.dim)
                                   : constants.get(op, staticSize - 1));
    payload = {dim.index, size, dimValue};
    detail = kIndexDetail;
  } else {
    Value extent = constants.get(op, dim.extent);
    Value limit = ShapedType::isDynamic(staticSize)
                      ? track(arith::SubIOp::create(b, loc, size, extent))
                      : constants.get(op, staticSize - dim.extent);
    ok = track(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                     dim.index, limit));
    if (ShapedType::isDynamic(staticSize) || staticSize < dim.extent) {
      // limit may be negative: then nothing fits.
      Value zero = constants.get(op, 0);
      Value fits = track(arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::sge, limit, zero));
      ok = track(arith::AndIOp::create(b, loc, ok, fits));
    }
    // A negative limit makes every index's term negative.
    if (withSignTerm)
      signTerm = buildSignTerm(limit);
    Value end = track(arith::AddIOp::create(b, loc, dim.index, extent));
    payload = {dim.index, end, size, dimValue};
    detail = kRangeDetail;
  }
  SiteOp &site = sites[{op, access.what, detail}];
  if (!site)
    site = createCheckSite(symbols, module, op, SiteKind::bounds,
                           getEnclosingKernelName(op), access.what, detail,
                           level == BoundsLevel::Warn);
  created.push_back(CheckOp::create(b, loc, ok, site.getSymName(), payload));
  ++numChecks;
  return {ok, signTerm};
}

void InsertBoundsChecksPass::hoistCheck(ArrayRef<Operation *> created) {
  bool hoisted = false;
  while (auto loop = dyn_cast<scf::ForOp>(created.front()->getParentOp())) {
    std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
    // A check of an access that never happens must not fail.
    if (!lb || !ub || *lb >= *ub)
      break;
    llvm::SmallPtrSet<Operation *, 16> own(created.begin(), created.end());
    bool invariant = llvm::all_of(created, [&](Operation *c) {
      return llvm::all_of(c->getOperands(), [&](Value v) {
        Operation *def = v.getDefiningOp();
        return (def && own.contains(def)) || loop.isDefinedOutsideOfLoop(v);
      });
    });
    if (!invariant)
      break;
    for (Operation *c : created)
      c->moveBefore(loop);
    hoisted = true;
  }
  if (hoisted)
    ++numHoisted;
}

void InsertBoundsChecksPass::runOnOperation() {
  if (level == BoundsLevel::None)
    return;
  ModuleOp module = getOperation();
  SmallVector<MemoryAccess> accesses = collectAccesses(module);
  if (accesses.empty())
    return;
  SmallVector<Planned> planned = planChecks(accesses);

  SymbolTable symbols(module);
  CheckSites sites;
  EntryConstants constants;
  MemrefSizes memrefSizes;
  // The conditions of each access's checks, which guard the access, and
  // the checks that stay right before it (not hoisted out of a loop).
  struct Guard {
    SmallVector<Value> conditions, signTerms;
    SmallVector<Operation *> checks;
  };
  llvm::MapVector<Operation *, Guard> guards;
  // One compare of sign terms pays off from two dimensions on (one alone is
  // an unsigned compare).
  DenseMap<Operation *, unsigned> numIndexChecks;
  for (Planned &plan : planned)
    if (!plan.dim.mask)
      ++numIndexChecks[plan.access->op];
  for (Planned &plan : planned) {
    SmallVector<Operation *> created;
    Operation *op = plan.access->op;
    Guard &guard = guards[op];
    Tested tested = buildCheck(plan, numIndexChecks.lookup(op) > 1, symbols,
                               module, constants, memrefSizes, created, sites);
    if (tested.signTerm)
      guard.signTerms.push_back(tested.signTerm);
    else
      guard.conditions.push_back(tested.ok);
    if (level != BoundsLevel::All)
      hoistCheck(created);
    // The check is the last op built.
    if (created.back()->getBlock() == op->getBlock())
      guard.checks.push_back(created.back());
  }
  // Accesses through a view larger than the memref it reinterprets.
  for (MemoryAccess &access : accesses)
    for (Value ok : checkReinterpretedSources(
             access, symbols, module, constants, level == BoundsLevel::Warn)) {
      guards[access.op].conditions.push_back(ok);
      ++numViewChecks;
    }
  SmallVector<scf::IfOp> withColdPaths;
  for (auto &[op, guard] : guards) {
    scf::IfOp guarded =
        guardAccess(op, guard.conditions, guard.signTerms, guard.checks);
    if (!guarded)
      continue;
    ++numGuarded;
    if (!guard.checks.empty())
      withColdPaths.push_back(guarded);
  }
  // Functions whose guards outside loops are more than max-branch-guards
  // version their groups.
  SmallVector<Operation *> outsideLoops;
  for (scf::IfOp guard : withColdPaths)
    if (!guard->getParentOfType<LoopLikeOpInterface>())
      outsideLoops.push_back(guard);
  DenseSet<Operation *> versioned =
      getFunctionsOverLimit(outsideLoops, maxBranchGuards);
  numVersioned +=
      groupReports(withColdPaths, versioned, symbols, maxBranchGuards);
}

} // namespace mlir::dbg
