//===- InsertNanChecks.cpp - report NaN and Inf where they are born -------===//
//
// `store`: a check of each float value a kernel stores. `op`: a check of
// each float result of a kernel's arithmetic, reported only where it was
// born from finite operands, so the report names the op that made the NaN.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "CarriedInfinity.h"
#include "CheckedOptions.h"

#include "dbg/Checks/CheckGroups.h"
#include "dbg/Checks/MemoryAccess.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_INSERTNANCHECKSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct InsertNanChecksPass
    : PassWithCheckedOptions<InsertNanChecksPass, impl::InsertNanChecksPassBase<
                                                      InsertNanChecksPass>> {
  using PassWithCheckedOptions::PassWithCheckedOptions;
  LogicalResult
  parseOptions(function_ref<LogicalResult(const Twine &)> errorHandler);
  void runOnOperation() override;
};

} // namespace

LogicalResult InsertNanChecksPass::parseOptions(
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  // libdbgrt's scan kernel counts NaN and Inf together.
  if (granularity == NanCheckGranularity::Dispatch &&
      check != NanCheckValues::Both)
    return errorHandler(
        "insert-nan-checks: check=" + stringifyCheckOption(check.getValue()) +
        " needs granularity op or store; the dispatch scan "
        "reports NaN and Inf together");
  // Op checks name the op already; a scan has no kernel to copy.
  if (origins && granularity != NanCheckGranularity::Store)
    return errorHandler("insert-nan-checks: origins needs granularity=store, "
                        "not granularity=" +
                        stringifyCheckOption(granularity.getValue()));
  return success();
}

/// The IR's name for what `values` reports.
static FiniteCheck toFiniteCheck(NanCheckValues values) {
  switch (values) {
  case NanCheckValues::Nan:
    return FiniteCheck::nan;
  case NanCheckValues::Inf:
    return FiniteCheck::inf;
  case NanCheckValues::Both:
    break;
  }
  return FiniteCheck::both;
}

/// "f32": how a site's template names a float type.
static std::string templateType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// The float value `op` stores, and the mask of its lanes if any.
static std::pair<Value, Value> getStoredValue(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::pair<Value, Value>>(op)
      .Case<memref::StoreOp>(
          [](auto s) { return std::make_pair(s.getValueToStore(), Value()); })
      .Case<vector::StoreOp>(
          [](auto s) { return std::make_pair(s.getValueToStore(), Value()); })
      .Case<vector::MaskedStoreOp>([](auto s) {
        return std::make_pair(s.getValueToStore(), s.getMask());
      })
      .Case<vector::TransferWriteOp>(
          [](auto s) { return std::make_pair(s.getVector(), s.getMask()); })
      .Case<memref::AtomicRMWOp>(
          [](auto s) { return std::make_pair(s.getValue(), Value()); })
      .Default([](Operation *) { return std::make_pair(Value(), Value()); });
}

/// Whether `op` reads its float result from memory.
static bool isLoad(Operation *op) {
  return isa<memref::LoadOp, vector::LoadOp, vector::MaskedLoadOp,
             vector::TransferReadOp>(op);
}

/// Whether `granularity=op` checks `op`'s float result: arithmetic and
/// loads, not constants (a -inf initial value of a max-reduction is no
/// bug) nor ops that only move lanes or values around.
static bool producesValue(Operation *op) {
  if (op->getNumResults() != 1 || !isFloatLike(op->getResult(0).getType()))
    return false;
  if (isa<arith::ConstantOp, arith::SelectOp, vector::BroadcastOp,
          vector::ExtractOp, vector::InsertOp, vector::ShapeCastOp,
          vector::ShuffleOp, vector::TransposeOp, vector::FromElementsOp,
          vector::ExtractStridedSliceOp, vector::InsertStridedSliceOp>(op))
    return false;
  Dialect *dialect = op->getDialect();
  return isa<arith::ArithDialect, math::MathDialect, vector::VectorDialect>(
             dialect) ||
         isa<memref::LoadOp, gpu::ShuffleOp, gpu::AllReduceOp,
             gpu::SubgroupReduceOp>(op);
}

/// Whether `value` is a constant infinity (a scalar or a splat): the -inf
/// that starts a max-reduction (+inf a min-reduction) is what the program
/// means, so granularity=store does not check it. A constant NaN is checked:
/// it is what folding `0.0 / 0.0` leaves.
static bool isInfiniteConstant(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return false;
  if (auto splat = dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  auto floatAttr = dyn_cast<FloatAttr>(attr);
  return floatAttr && floatAttr.getValue().isInfinity();
}

/// Whether `op` stores only a constant infinity (to every lane it stores).
static bool storesInfiniteConstant(Operation *op) {
  Value stored = getStoredValue(op).first;
  return stored && isInfiniteConstant(stored);
}

/// granularity=dispatch: after each gpu.launch_func, a scan of every float
/// memref its kernel writes, over the span of the memref. A memref the
/// kernel only fills with a constant infinity (the -inf start of a
/// max-reduction or of max pooling, as `linalg.fill` leaves it) is not
/// scanned: that is what granularity=store does with such stores too.
static void insertDispatchScans(ModuleOp module, SymbolTable &symbols) {
  SmallVector<gpu::LaunchFuncOp> launches;
  module.walk([&](gpu::LaunchFuncOp launch) {
    if (!launch->getParentOfType<gpu::GPUModuleOp>())
      launches.push_back(launch);
  });
  for (gpu::LaunchFuncOp launch : launches) {
    auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    if (!kernel || kernel.isExternal())
      continue;
    OpBuilder b(launch->getContext());
    b.setInsertionPointAfter(launch);
    Location loc = launch.getLoc();
    for (auto [index, arg] : llvm::enumerate(kernel.getArguments())) {
      auto type = dyn_cast<MemRefType>(arg.getType());
      if (!type || !isa<FloatType>(type.getElementType()) ||
          index >= launch.getNumKernelOperands() ||
          !getMemrefAccess(arg, storesInfiniteConstant).written)
        continue;
      Value memref = launch.getKernelOperand(index);
      auto elementType = cast<FloatType>(type.getElementType());
      // The span of the memref, in elements, from its first one.
      auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
      Value one = arith::ConstantIndexOp::create(b, loc, 1);
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value span = one, count = one;
      for (auto [size, stride] :
           llvm::zip(metadata.getSizes(), metadata.getStrides())) {
        Value last = arith::SubIOp::create(b, loc, size, one);
        span = arith::AddIOp::create(
            b, loc, span, arith::MulIOp::create(b, loc, last, stride));
        count = arith::MulIOp::create(b, loc, count, size);
      }
      Value empty =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, count, zero);
      Value elements = arith::SelectOp::create(b, loc, empty, zero, span);
      Value base =
          memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
      Value bytes =
          arith::ConstantIndexOp::create(b, loc, elementType.getWidth() / 8);
      Value address = arith::AddIOp::create(
          b, loc, base,
          arith::MulIOp::create(b, loc, metadata.getOffset(), bytes));
      std::string what = ("in operand #" + Twine(index) + " (" +
                          templateType(type) + ") written by the dispatch")
                             .str();
      std::string detail = "{count:i} of {elements:i} elements, the first at "
                           "{index:i}: {value:" +
                           templateType(elementType) + "}";
      SiteOp site = createCheckSite(
          symbols, module, launch, SiteKind::nonfinite,
          formatKernelName(launch.getKernelModuleName().getValue(),
                           launch.getKernelName().getValue()),
          what, detail, /*warn=*/false);
      ScanFiniteOp::create(b, loc, address, elements, site.getSymName(),
                           elementType);
    }
  }
}

/// What a check reports: the value checked, the scalar (and vector) inputs
/// that decide origin, and the site's `what` and `detail`.
struct CheckedValue {
  Value value;
  SmallVector<Value> inputs;
  std::string what, detail;
};

/// granularity=store: the value `op` stores (disabled lanes of a masked
/// store zeroed: they may hold anything), checked before the store.
static CheckedValue describeStore(OpBuilder &b, Operation *op) {
  Location loc = op->getLoc();
  auto [stored, mask] = getStoredValue(op);
  CheckedValue checked;
  checked.value = stored;
  if (mask) {
    Value zeros =
        arith::ConstantOp::create(b, loc, b.getZeroAttr(stored.getType()));
    checked.value = arith::SelectOp::create(b, loc, mask, stored, zeros);
  }
  Type type = checked.value.getType();
  checked.what = ("stored by " + op->getName().getStringRef()).str();
  if (!isa<VectorType>(type))
    checked.detail = "value {value:" + templateType(type) + "}";
  else
    checked.detail =
        "lane {lane:i} of the " + templateType(type) +
        " stored: {value:" + templateType(getElementTypeOrSelf(type)) + "}";
  return checked;
}

/// What a load at `op` reads, to tell loads of one source line apart:
/// "operand #1 (memref<4x32xf32>)" for a kernel argument (through views and
/// casts), "workgroup memory (memref<...>)", or the memref's type.
static std::string describeLoadedMemref(Operation *op) {
  SmallVector<MemoryAccess> accesses = getMemoryAccesses(op);
  if (accesses.size() != 1 || accesses.front().writes)
    return "";
  Value memref = accesses.front().memref;
  std::string type = templateType(memref.getType());
  Value source = memref;
  while (Operation *def = source.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def))
      source = view.getViewSource();
    else if (auto cast = dyn_cast<CastOpInterface>(def);
             cast && def->getNumOperands() == 1)
      source = def->getOperand(0);
    else
      break;
  }
  if (gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(
          cast<MemRefType>(memref.getType())))
    return "workgroup memory (" + type + ")";
  auto arg = dyn_cast<BlockArgument>(source);
  auto kernel = arg ? dyn_cast<gpu::GPUFuncOp>(arg.getOwner()->getParentOp())
                    : gpu::GPUFuncOp();
  if (kernel && arg.getArgNumber() < kernel.getNumArguments())
    return "operand #" + std::to_string(arg.getArgNumber()) + " (" + type + ")";
  return type;
}

/// granularity=op: the result of `op`, with the float operands that decide
/// where a NaN was born; a report holds 4 values: the result (a vector's
/// lane and value) and the scalar operands that fit.
static CheckedValue describeResult(Operation *op) {
  CheckedValue checked;
  checked.value = op->getResult(0);
  checked.what = ((isLoad(op) ? abi::kNAN_LOADED_BYSymbol : "produced by ") +
                  op->getName().getStringRef())
                     .str();
  if (isLoad(op))
    checked.what += " from " + describeLoadedMemref(op);
  bool vectorResult = isa<VectorType>(checked.value.getType());
  size_t scalarRoom = vectorResult ? 2 : 3, scalarsTaken = 0;
  for (Value operand : op->getOperands()) {
    if (!isFloatLike(operand.getType()) || checked.inputs.size() == 3)
      continue;
    if (!isa<VectorType>(operand.getType())) {
      if (scalarsTaken == scalarRoom)
        continue;
      ++scalarsTaken;
    }
    checked.inputs.push_back(operand);
  }
  Type type = checked.value.getType();
  SmallVector<std::string> parts;
  if (!vectorResult)
    parts.push_back("result {value:" + templateType(type) + "}");
  else
    parts.push_back(
        "lane {lane:i} of the " + templateType(type) +
        " result: {value:" + templateType(getElementTypeOrSelf(type)) + "}");
  SmallVector<std::string> scalars;
  for (auto [i, input] : llvm::enumerate(checked.inputs))
    if (!isa<VectorType>(input.getType()))
      scalars.push_back("{operand" + std::to_string(i) + ":" +
                        templateType(input.getType()) + "}");
  if (!scalars.empty())
    parts.push_back("from operands " + llvm::join(scalars, ", "));
  else if (!checked.inputs.empty())
    parts.push_back("from finite operands");
  checked.detail = llvm::join(parts, " ");
  return checked;
}

/// Whether operand #`index` of `user`, when not finite as `check` defines
/// it, always makes `user`'s result not finite as `userCheck` does (a NaN
/// stays a NaN; an infinity stays one or becomes a NaN): then a check of the
/// result covers the operand. Never for `inf`: inf - inf is a NaN.
static bool propagatesNonFinite(Operation *user, unsigned index,
                                FiniteCheck check, FiniteCheck userCheck) {
  if (check == FiniteCheck::inf || userCheck == FiniteCheck::inf ||
      (check == FiniteCheck::both && userCheck == FiniteCheck::nan))
    return false;
  if (isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::NegFOp,
          arith::ExtFOp, arith::TruncFOp, math::AbsFOp, math::FmaOp,
          math::SqrtOp, vector::FMAOp>(user))
    return true;
  // x / inf is 0: an infinite divisor does not carry; a NaN one does.
  return isa<arith::DivFOp>(user) && (index == 0 || check == FiniteCheck::nan);
}

/// A store's check, built before the store on a cold path of its own.
struct StoreCheck {
  Operation *store;
  /// Runs when the test, its condition, finds the stored value not finite.
  scf::IfOp coldPath;
  /// The ops that compute the test, in order.
  SmallVector<Operation *> testOps;
  /// The value the test tests, and for what.
  Value tested;
  FiniteCheck testedFor;
  /// Whether the cold path holds the check alone (what it reports is the
  /// value as it is): alone, the check goes in line, and tests itself.
  bool inLine;
};

/// granularity=store: the check of the value `op` stores. An infinity is
/// reported only where this kernel made it: the lanes whose infinity it
/// carried (CarriedInfinity: from memory, a constant, a select or an op with
/// such an infinite operand) are checked as zeros, on the cold path of a
/// first test of the value. When every lane's infinity is carried whatever
/// the values (a copy, a masked fill), the store is checked for NaN only;
/// when none is (an infinity made from finite constants or integers), as
/// it is. None when only infinities are checked and the store's are all
/// carried.
static std::optional<StoreCheck> buildStoreCheck(SymbolTable &symbols,
                                                 ModuleOp module, Operation *op,
                                                 FiniteCheck values) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  CheckedValue checked = describeStore(b, op);
  Value value = checked.value;
  Operation *lastBefore = op->getPrevNode();
  auto ifOp =
      scf::IfOp::create(b, loc, createIsNonFinite(b, loc, value, values),
                        /*withElseRegion=*/false);
  DbgDialect::markColdPath(ifOp);
  auto testOps = [&] {
    SmallVector<Operation *> ops;
    for (Operation *at = lastBefore ? lastBefore->getNextNode()
                                    : &ifOp->getBlock()->front();
         at != ifOp; at = at->getNextNode())
      ops.push_back(at);
    return ops;
  };
  auto eraseColdCode = [&] {
    // Last first: each op's users go before it.
    Operation *yield = ifOp.thenBlock()->getTerminator();
    while (Operation *cold = yield->getPrevNode())
      cold->erase();
  };
  bool inLine = true;
  if (values != FiniteCheck::nan) {
    OpBuilder cold = OpBuilder::atBlockBegin(ifOp.thenBlock());
    Value carried = CarriedInfinity(cold).build(checked.value);
    if (carried && matchPattern(carried, m_Zero())) {
      // Made here whatever the values: checked as it is.
      eraseColdCode();
    } else if (carried) {
      Value carriedInf = arith::AndIOp::create(
          cold, loc, createIsNonFiniteLanes(cold, loc, value, FiniteCheck::inf),
          carried);
      value = arith::SelectOp::create(
          cold, loc, carriedInf,
          arith::ConstantOp::create(cold, loc,
                                    cold.getZeroAttr(value.getType())),
          value);
      inLine = false;
    } else {
      // Carried whatever the values: a NaN is all there is to report.
      eraseColdCode();
      SmallVector<Operation *> oldTest = testOps();
      if (values == FiniteCheck::inf) {
        ifOp.erase();
        for (Operation *test : llvm::reverse(oldTest))
          test->erase();
        return std::nullopt;
      }
      values = FiniteCheck::nan;
      b.setInsertionPoint(ifOp);
      ifOp.getConditionMutable().assign(
          createIsNonFinite(b, loc, value, values));
      for (Operation *test : llvm::reverse(oldTest))
        test->erase();
    }
  }
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  SiteOp site = createCheckSite(symbols, module, op, SiteKind::nonfinite,
                                getEnclosingKernelName(op), checked.what,
                                checked.detail, false);
  CheckFiniteOp::create(b, loc, value, site.getSymName(), values, ValueRange(),
                        /*origin=*/false);
  return StoreCheck{op, ifOp, testOps(), checked.value, values, inLine};
}

/// Whether `op` may sit between two stores whose checks run together after
/// the later one: it holds no code, and it has no effect but reading or
/// writing a memref it is given (no barrier, print or call), so no report,
/// wait or exit comes between the stores.
static bool mayComeBetweenGroupedStores(Operation *op) {
  if (op->getNumRegions() != 0 || isa_and_nonnull<DbgDialect>(op->getDialect()))
    return false;
  if (isMemoryEffectFree(op))
    return true;
  auto interface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!interface)
    return false;
  SmallVector<MemoryEffects::EffectInstance> effects;
  interface.getEffects(effects);
  return llvm::all_of(effects, [](const MemoryEffects::EffectInstance &effect) {
    Value on = effect.getValue();
    return isa<MemoryEffects::Read, MemoryEffects::Write>(effect.getEffect()) &&
           on && isa<BaseMemRefType>(on.getType());
  });
}

/// Whether a store check's cold path reads memory (a loop CarriedInfinity
/// runs again): then it runs before any later store, as the last of its
/// group.
static bool coldPathReadsMemory(StoreCheck &check) {
  return llvm::any_of(
      check.coldPath.thenBlock()->without_terminator(), [](Operation &op) {
        return !isa<CheckFiniteOp>(op) && !isMemoryEffectFree(&op);
      });
}

/// Whether a group's test takes `check`'s value into its f32 accumulator:
/// f32 values, scalars and vectors (other types keep their own test: a
/// conversion of f16 or bf16 would call a soft-float routine on the host).
static bool isAccumulated(const StoreCheck &check) {
  return check.testedFor != FiniteCheck::inf &&
         getElementTypeOrSelf(check.tested.getType()).isF32();
}

/// The test of a group of store checks, made before the last one's cold
/// path: true when one of the members' values is not finite (or, rarely,
/// when two carried infinities of opposite signs meet). Each f32 member
/// adds one op to an accumulator, `acc + v * 0` (0 or NaN: a NaN or an
/// infinity times 0 is a NaN; contracted to one fma on GPUs), or `acc + v`
/// when only its NaNs are reported (a NaN stays one), and the group tests
/// `acc != acc` once: the three ops of a member's own test (abs, compare,
/// or) were 60% of what checks added to NVPTX's compile time. Other
/// members or their own tests into it.
static Value createGroupTest(ArrayRef<StoreCheck *> group) {
  MLIRContext *ctx = group.front()->store->getContext();
  auto contract =
      arith::FastMathFlagsAttr::get(ctx, arith::FastMathFlags::contract);
  Value sum, any;
  for (StoreCheck *member : group) {
    OpBuilder b(member->coldPath);
    Location loc = member->coldPath.getLoc();
    if (!isAccumulated(*member)) {
      Value test = member->coldPath.getCondition();
      any = any ? arith::OrIOp::create(b, loc, any, test).getResult() : test;
      continue;
    }
    Value value = member->tested;
    if (member->testedFor == FiniteCheck::both)
      value = arith::MulFOp::create(
          b, loc, value,
          arith::ConstantOp::create(b, loc, b.getZeroAttr(value.getType())),
          contract);
    if (isa<VectorType>(value.getType()))
      value = vector::ReductionOp::create(b, loc, vector::CombiningKind::ADD,
                                          value);
    sum = sum ? arith::AddFOp::create(b, loc, sum, value, contract).getResult()
              : value;
  }
  OpBuilder b(group.back()->coldPath);
  Location loc = group.back()->coldPath.getLoc();
  Value test = any;
  if (sum) {
    Value nan =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, sum, sum);
    test = any ? arith::OrIOp::create(b, loc, any, nan).getResult() : nan;
  }
  return test;
}

/// Makes the checks of `group` (consecutive stores of one block) share one
/// test (createGroupTest) and one cold path, before the last store: their
/// cold paths in program order, each check on it testing its value again.
static void mergeStoreChecks(ArrayRef<StoreCheck *> group) {
  Value test = createGroupTest(group);
  scf::IfOp last = group.back()->coldPath;
  last.getConditionMutable().assign(test);
  Block *into = last.thenBlock();
  Block::iterator front = into->begin();
  for (StoreCheck *member : group.drop_back()) {
    Block *from = member->coldPath.thenBlock();
    into->getOperations().splice(front, from->getOperations(), from->begin(),
                                 std::prev(from->end()));
    member->coldPath.erase();
  }
  // What the accumulated members' own tests computed is unused now.
  for (StoreCheck *member : group)
    for (Operation *op : llvm::reverse(member->testOps))
      if (op->use_empty())
        op->erase();
}

/// Moves the check of `alone`, a store that keeps its own branch, in line.
static void inlineStoreCheck(StoreCheck &alone) {
  auto check = cast<CheckFiniteOp>(alone.coldPath.thenBlock()->front());
  check->moveBefore(alone.coldPath);
  alone.coldPath.erase();
  for (Operation *test : llvm::reverse(alone.testOps))
    test->erase();
}

/// In the functions of `grouped`, makes the checks of up to kMaxCheckGroup
/// consecutive stores of a block share one test and one cold path
/// (mergeStoreChecks). A block split per store cost LLVM's per-block passes
/// and the back ends (AMDGPU's memory clauses) superlinear time at
/// thousands of stores (Design.md, "Grouped store checks"). The reports are
/// the same; a NaN of a group's first store is reported after the group's
/// later stores. Elsewhere each store keeps its own branch: in a small loop
/// a group's call made ptxas spill an address around it (the tiled matmul
/// bench's two tile stores). Returns the number of groups of several
/// stores.
static unsigned groupStoreChecks(MutableArrayRef<StoreCheck> checks,
                                 const DenseSet<Operation *> &grouped) {
  SmallVector<StoreCheck *> items =
      llvm::map_to_vector(checks, [](StoreCheck &check) { return &check; });
  auto joins = [&](ArrayRef<StoreCheck *> group, StoreCheck *const &check) {
    StoreCheck &previous = *group.back();
    if (check->store->getBlock() != previous.store->getBlock() ||
        !grouped.contains(
            check->store->getParentOfType<FunctionOpInterface>()) ||
        coldPathReadsMemory(previous))
      return false;
    for (Operation *at = previous.store->getNextNode();
         at && at != check->coldPath; at = at->getNextNode())
      if (!mayComeBetweenGroupedStores(at))
        return false;
    return true;
  };
  unsigned numGroups = 0;
  for (SmallVector<StoreCheck *> &group :
       groupConsecutiveChecks<StoreCheck *>(items, joins)) {
    if (group.size() == 1 && group.front()->inLine) {
      inlineStoreCheck(*group.front());
    } else if (group.size() > 1) {
      ++numGroups;
      mergeStoreChecks(group);
    }
  }
  return numGroups;
}

namespace {
/// One op granularity=op checks: its site and what its check reports.
struct Target {
  Operation *op;
  SiteOp site;
  CheckedValue checked;
  FiniteCheck check;
};

/// The checks of granularity=op, grouped so that the hot path has few.
///
/// A checked value whose non-finite value always makes a checked op of the
/// same block non-finite (`propagatesNonFinite`) joins that op's group: the
/// group's last op, its sink, is tested once; only when it is not finite
/// are the group's checks run, in program order, each reporting only where
/// the NaN or Inf was born, as before. A group whose sink an `scf.for`
/// yields, with the loop's own iteration argument in the group (an
/// accumulator), is tested once after the loop, on the loop's result (a
/// non-finite accumulator stays so); when that fails, the loop is run again
/// with the group's checks, which finds the iteration and op where the
/// value was born. Only loops that write nothing and have no barrier are
/// run again.
class OpCheckGroups {
public:
  explicit OpCheckGroups(std::vector<Target> &targets) : targets(targets) {
    for (auto [index, target] : llvm::enumerate(targets)) {
      indexOf[target.op] = index;
      parent.push_back(index);
    }
    for (auto [index, target] : llvm::enumerate(targets))
      for (OpOperand &use : target.op->getResult(0).getUses()) {
        Operation *user = use.getOwner();
        auto it = indexOf.find(user);
        if (it == indexOf.end() || user->getBlock() != target.op->getBlock() ||
            !propagatesNonFinite(user, use.getOperandNumber(), target.check,
                                 targets[it->second].check))
          continue;
        parent[index] = it->second;
        break;
      }
  }

  void emit() {
    // Members of each sink, in program order (targets are).
    DenseMap<size_t, SmallVector<size_t>> members;
    for (size_t i = 0; i < targets.size(); ++i)
      members[sinkOf(i)].push_back(i);
    // Which groups leave their loop, decided on the IR without checks.
    llvm::MapVector<scf::ForOp, SmallVector<std::pair<unsigned, size_t>>>
        hoisted;
    SmallVector<size_t> inPlace;
    for (size_t i = 0; i < targets.size(); ++i) {
      if (sinkOf(i) != i)
        continue;
      if (std::optional<unsigned> iterArg = getAccumulator(i, members[i]))
        hoisted[cast<scf::ForOp>(targets[i].op->getParentOp())].push_back(
            {*iterArg, i});
      else
        inPlace.push_back(i);
    }
    // Outer loops first: a replay runs its loop as it was, without checks
    // of groups that stay in it (they ran already).
    auto loops = hoisted.takeVector();
    auto depth = [](Operation *op) {
      unsigned n = 0;
      while ((op = op->getParentOp()))
        ++n;
      return n;
    };
    llvm::stable_sort(loops, [&](auto &a, auto &b) {
      return depth(a.first) < depth(b.first);
    });
    for (auto &[loop, groups] : loops)
      emitReplay(loop, groups, members);
    for (size_t sink : inPlace)
      emitGroup(targets[sink].op, members[sink], /*mapping=*/nullptr);
  }

private:
  size_t sinkOf(size_t index) {
    while (parent[index] != index)
      index = parent[index] = parent[parent[index]];
    return index;
  }

  /// The iteration argument of the loop that yields sink `sink` and whose
  /// value flows into the group, when the loop can be run again.
  std::optional<unsigned> getAccumulator(size_t sink, ArrayRef<size_t> group) {
    Operation *sinkOp = targets[sink].op;
    auto loop = dyn_cast<scf::ForOp>(sinkOp->getParentOp());
    if (!loop)
      return std::nullopt;
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    for (OpOperand &use : sinkOp->getResult(0).getUses()) {
      if (use.getOwner() != yield)
        continue;
      BlockArgument iterArg = loop.getRegionIterArg(use.getOperandNumber());
      bool flows = llvm::any_of(group, [&](size_t member) {
        Operation *op = targets[member].op;
        return llvm::any_of(op->getOpOperands(), [&](OpOperand &operand) {
          return operand.get() == iterArg &&
                 propagatesNonFinite(op, operand.getOperandNumber(),
                                     targets[sink].check,
                                     targets[member].check);
        });
      });
      if (flows && isReplayable(loop))
        return use.getOperandNumber();
    }
    return std::nullopt;
  }

  /// After the group's sink (through `mapping`, in a replayed loop): its
  /// checks, behind one test of the sink when there are several.
  void emitGroup(Operation *sinkOp, ArrayRef<size_t> group,
                 IRMapping *mapping) {
    auto map = [&](Value value) {
      return mapping ? mapping->lookupOrDefault(value) : value;
    };
    Operation *at = mapping ? mapping->lookup(sinkOp) : sinkOp;
    OpBuilder b = OpBuilder::atBlockEnd(at->getBlock());
    b.setInsertionPointAfter(at);
    Location loc = at->getLoc();
    const Target &sink = targets[indexOf.lookup(sinkOp)];
    if (group.size() > 1) {
      Value bad =
          createIsNonFinite(b, loc, map(sink.checked.value), sink.check);
      auto ifOp = scf::IfOp::create(b, loc, bad, /*withElseRegion=*/false);
      DbgDialect::markColdPath(ifOp);
      b.setInsertionPointToStart(ifOp.thenBlock());
    }
    for (size_t member : group) {
      Target &target = targets[member];
      SmallVector<Value> inputs = llvm::map_to_vector(
          target.checked.inputs, [&](Value input) { return map(input); });
      CheckFiniteOp::create(b, target.op->getLoc(), map(target.checked.value),
                            target.site.getSymName(), target.check, inputs,
                            /*origin=*/true);
    }
  }

  /// After `loop`: one test of each hoisted group's result; when one is
  /// not finite, the loop again with those groups' checks.
  void emitReplay(scf::ForOp loop, ArrayRef<std::pair<unsigned, size_t>> groups,
                  DenseMap<size_t, SmallVector<size_t>> &members) {
    OpBuilder b(loop->getContext());
    b.setInsertionPointAfter(loop);
    Location loc = loop.getLoc();
    Value bad;
    for (auto [iterArg, sink] : groups) {
      Value result = createIsNonFinite(b, loc, loop.getResult(iterArg),
                                       targets[sink].check);
      bad =
          bad ? arith::OrIOp::create(b, loc, bad, result).getResult() : result;
    }
    auto ifOp = scf::IfOp::create(b, loc, bad, /*withElseRegion=*/false);
    DbgDialect::markColdPath(ifOp);
    b.setInsertionPointToStart(ifOp.thenBlock());
    IRMapping mapping;
    b.clone(*loop, mapping);
    for (auto [iterArg, sink] : groups)
      emitGroup(targets[sink].op, members[sink], &mapping);
  }

  std::vector<Target> &targets;
  DenseMap<Operation *, size_t> indexOf;
  SmallVector<size_t> parent;
};
} // namespace

/// granularity=op: the checks of `ops`, in program order: `grouped` so
/// that the hot path has few (OpCheckGroups), or each right after its op
/// (an origin build, which runs only after a store check failed: less code
/// to compile). Their sites name kernel `kernelName`, or, when empty, the
/// kernel each op is in.
static void insertOpChecks(SymbolTable &symbols, ModuleOp module,
                           ArrayRef<Operation *> ops, StringRef kernelName,
                           FiniteCheck values, bool grouped) {
  std::vector<Target> targets;
  for (Operation *op : ops) {
    CheckedValue checked = describeResult(op);
    SiteOp site = createCheckSite(
        symbols, module, op, SiteKind::nonfinite,
        kernelName.empty() ? getEnclosingKernelName(op) : kernelName.str(),
        checked.what, checked.detail, false);
    // Only scalar inputs are payload; vector inputs still decide origin. A
    // load is checked for NaN only: an infinity in memory is a value (a
    // max-reduction's -inf start, an attention mask), and an Inf a kernel
    // computes is reported where it is born.
    FiniteCheck reported = isLoad(op) ? FiniteCheck::nan : values;
    targets.push_back({op, site, std::move(checked), reported});
  }
  if (grouped) {
    OpCheckGroups(targets).emit();
    return;
  }
  for (Target &target : targets) {
    OpBuilder b = OpBuilder::atBlockEnd(target.op->getBlock());
    b.setInsertionPointAfter(target.op);
    CheckFiniteOp::create(b, target.op->getLoc(), target.checked.value,
                          target.site.getSymName(), target.check,
                          target.checked.inputs, /*origin=*/true);
  }
}

/// Whether granularity=op checks `op` when it reports `values`.
static bool isOpCheckTarget(Operation *op, FiniteCheck values) {
  return producesValue(op) && !(isLoad(op) && values == FiniteCheck::inf);
}

/// origins: the origin build of each kernel that one of `storeChecked` is
/// in, made before the store checks: a copy `K__nan_origin` right after
/// kernel `K`, with the checks of granularity=op, whose sites name `K`.
static void createOriginBuilds(SymbolTable &symbols, ModuleOp module,
                               ArrayRef<Operation *> storeChecked,
                               FiniteCheck values) {
  llvm::SetVector<gpu::GPUFuncOp> kernels;
  for (Operation *op : storeChecked)
    if (auto kernel = op->getParentOfType<gpu::GPUFuncOp>();
        kernel && kernel.isKernel())
      kernels.insert(kernel);
  llvm::DenseMap<Operation *, std::unique_ptr<SymbolTable>> moduleSymbols;
  for (gpu::GPUFuncOp kernel : kernels) {
    auto gpuModule = kernel->getParentOfType<gpu::GPUModuleOp>();
    std::unique_ptr<SymbolTable> &table = moduleSymbols[gpuModule];
    if (!table)
      table = std::make_unique<SymbolTable>(gpuModule);
    // libdbgrt finds the build by this name (on GPU targets).
    std::string name = (kernel.getName() + abi::kNAN_ORIGIN_SUFFIXSymbol).str();
    if (table->lookup(name)) {
      kernel.emitWarning() << "no origin build for this kernel: its name '"
                           << name << "' is taken";
      continue;
    }
    auto origin = cast<gpu::GPUFuncOp>(kernel->clone());
    origin.setName(name);
    origin->setAttr(DbgDialect::getNanOriginOfAttrName(),
                    FlatSymbolRefAttr::get(kernel.getNameAttr()));
    table->insert(origin, std::next(Block::iterator(kernel)));
    kernel->setAttr(DbgDialect::getNanOriginAttrName(),
                    FlatSymbolRefAttr::get(origin.getNameAttr()));
    SmallVector<Operation *> ops;
    origin.walk([&](Operation *op) {
      if (isOpCheckTarget(op, values))
        ops.push_back(op);
    });
    insertOpChecks(symbols, module, ops,
                   formatKernelName(gpuModule.getName(), kernel.getName()),
                   values, /*grouped=*/false);
  }
}

void InsertNanChecksPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (granularity == NanCheckGranularity::None)
    return;
  SymbolTable symbols(module);
  if (granularity == NanCheckGranularity::Dispatch) {
    insertDispatchScans(module, symbols);
    return;
  }
  // The ops to check, collected before any is built.
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (!op->getParentOfType<gpu::GPUModuleOp>())
      return;
    Value stored = getStoredValue(op).first;
    if (granularity == NanCheckGranularity::Store
            ? stored && isFloatLike(stored.getType()) &&
                  !isInfiniteConstant(stored)
            : isOpCheckTarget(op, toFiniteCheck(check)))
      ops.push_back(op);
  });

  if (granularity == NanCheckGranularity::Store) {
    if (origins)
      createOriginBuilds(symbols, module, ops, toFiniteCheck(check));
    // Built in program order, each before its store, then grouped.
    SmallVector<StoreCheck> checks;
    for (Operation *op : ops)
      if (std::optional<StoreCheck> built =
              buildStoreCheck(symbols, module, op, toFiniteCheck(check)))
        checks.push_back(std::move(*built));
    numStoreChecks += checks.size();
    // Functions with more checked stores than max-branch-stores.
    DenseSet<Operation *> grouped = getFunctionsOverLimit(
        llvm::map_to_vector(checks,
                            [](StoreCheck &check) { return check.store; }),
        maxBranchStores);
    numStoreGroups += groupStoreChecks(checks, grouped);
    return;
  }

  insertOpChecks(symbols, module, ops, /*kernelName=*/"", toFiniteCheck(check),
                 /*grouped=*/true);
}
} // namespace mlir::dbg
