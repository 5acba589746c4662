//===- CheckDispatchRaces.cpp - races the async token graph proves --------===//
//
// Implements check-dispatch-races: in each block of a host function, two GPU
// operations that access one memref, one of them writing, with neither
// ordered before the other by async dependencies or a wait. The run-time
// half (libdbgrt's dispatch-races) sees every stream; this pass says at
// compile time what the program's token graph already proves.
//
//===----------------------------------------------------------------------===//

#include "dbg/Support/Sites.h"
#include "dbg/Transforms/Passes.h"

#include "KernelFootprint.h"

#include "dbgrt/Footprint.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/BitVector.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CHECKDISPATCHRACESPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// One memref a GPU operation accesses.
struct Access {
  /// The memref, its `memref.cast`s looked through.
  Value memref;
  /// The position of the operand that passes it (kernel operands: among
  /// the kernel's operands).
  unsigned operand = 0;
  bool write = false;
  bool atomic = false;
  /// The elements of the memref the kernel may touch, when its footprint
  /// evaluates with the launch's constants (KernelFootprint.h).
  std::optional<dbgrt::Interval> elements;
};

/// A GPU operation of the block, numbered in order.
struct GpuOperation {
  Operation *op;
  SmallVector<Access> accesses;
};

Value lookThroughCasts(Value memref) {
  while (auto cast = memref.getDefiningOp<memref::CastOp>())
    memref = cast.getSource();
  return memref;
}

/// The footprint of `launch`'s kernel evaluated with the launch's constant
/// sizes and operands: the elements each memref operand's accesses reach,
/// by operand; an operand whose accesses are not all bounded is absent.
DenseMap<unsigned, dbgrt::Interval> evaluateFootprint(gpu::LaunchFuncOp launch,
                                                      StringRef footprint) {
  std::vector<dbgrt::FootprintItem> items;
  std::string error;
  DenseMap<unsigned, dbgrt::Interval> ranges;
  if (footprint.empty() || !dbgrt::parseFootprint(footprint, items, error))
    return ranges;
  dbgrt::FootprintLaunch sizes;
  gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  Value blockValues[3] = {block.x, block.y, block.z};
  Value gridValues[3] = {grid.x, grid.y, grid.z};
  for (int d = 0; d < 3; ++d) {
    std::optional<int64_t> b = getConstantIntValue(blockValues[d]);
    std::optional<int64_t> g = getConstantIntValue(gridValues[d]);
    if (!b || !g)
      return ranges;
    sizes.block[d] = *b;
    sizes.grid[d] = *g;
  }
  ValueRange operands = launch.getKernelOperands();
  sizes.scalar = [&](int index, int, int, int64_t &value) {
    std::optional<int64_t> constant =
        static_cast<size_t>(index) < operands.size()
            ? getConstantIntValue(operands[index])
            : std::nullopt;
    value = constant.value_or(0);
    return constant.has_value();
  };
  sizes.size = [&](int index, int dim, int64_t &size) {
    auto type = static_cast<size_t>(index) < operands.size()
                    ? dyn_cast<MemRefType>(operands[index].getType())
                    : MemRefType();
    if (!type || dim >= type.getRank() || type.isDynamicDim(dim))
      return false;
    size = type.getDimSize(dim);
    return true;
  };
  DenseMap<unsigned, bool> unbounded;
  for (const dbgrt::FootprintItem &item : items) {
    auto index = static_cast<unsigned>(item.operand);
    auto type = index < operands.size()
                    ? dyn_cast<MemRefType>(operands[index].getType())
                    : MemRefType();
    SmallVector<int64_t> strides;
    int64_t offset;
    std::optional<dbgrt::Interval> elements = dbgrt::Interval{0, 0};
    if (!type || failed(type.getStridesAndOffset(strides, offset)) ||
        strides.size() != item.dims.size())
      elements.reset();
    for (size_t d = 0; elements && d < item.dims.size(); ++d) {
      std::optional<dbgrt::Interval> at = item.dims[d].index.evaluate(sizes);
      int64_t first, last;
      if (!at || ShapedType::isDynamic(strides[d]) || strides[d] < 0 ||
          __builtin_mul_overflow(at->lo, strides[d], &first) ||
          __builtin_mul_overflow(at->hi + item.dims[d].extent - 1, strides[d],
                                 &last) ||
          __builtin_add_overflow(elements->lo, first, &elements->lo) ||
          __builtin_add_overflow(elements->hi, last, &elements->hi))
        elements.reset();
    }
    if (!elements)
      unbounded[index] = true;
    else if (auto [it, inserted] = ranges.try_emplace(index, *elements);
             !inserted)
      it->second = {std::min(it->second.lo, elements->lo),
                    std::max(it->second.hi, elements->hi)};
  }
  for (auto [index, _] : unbounded)
    ranges.erase(index);
  return ranges;
}

/// The footprints of kernels (KernelFootprint.h), each made once.
using Footprints = DenseMap<Operation *, std::string>;

/// What `op` (a gpu.launch_func, memcpy or memset) does with memrefs.
SmallVector<Access> getAccesses(Operation *op, Footprints &footprints) {
  SmallVector<Access> accesses;
  if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
    auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    DenseMap<unsigned, dbgrt::Interval> footprint;
    if (kernel) {
      auto [it, inserted] = footprints.try_emplace(kernel, "");
      if (inserted)
        it->second = describeFootprint(kernel);
      footprint = evaluateFootprint(launch, it->second);
    }
    for (auto [index, value] : llvm::enumerate(launch.getKernelOperands())) {
      if (!isa<BaseMemRefType>(value.getType()))
        continue;
      // A kernel whose body dbg cannot see may do anything.
      MemrefAccess access{true, true, false};
      if (kernel && !kernel.isExternal() && index < kernel.getNumArguments())
        access = getMemrefAccess(kernel.getArgument(index));
      if (!access.read && !access.written)
        continue;
      Access &made = accesses.emplace_back();
      made.memref = lookThroughCasts(value);
      made.operand = static_cast<unsigned>(index);
      made.write = access.written;
      made.atomic = access.atomic;
      // Elements of the memref the launch takes, not of a cast of it.
      if (made.memref == value) {
        auto range = footprint.find(made.operand);
        if (range != footprint.end())
          made.elements = range->second;
      }
    }
  } else if (auto copy = dyn_cast<gpu::MemcpyOp>(op)) {
    accesses.push_back({lookThroughCasts(copy.getDst()), 0, true, false});
    accesses.push_back({lookThroughCasts(copy.getSrc()), 1, false, false});
  } else if (auto fill = dyn_cast<gpu::MemsetOp>(op)) {
    accesses.push_back({lookThroughCasts(fill.getDst()), 0, true, false});
  }
  return accesses;
}

/// "write-after-write" and such, for `earlier` then `later`.
StringRef raceKind(const Access &earlier, const Access &later) {
  if (earlier.write && later.write)
    return "write-after-write";
  return earlier.write ? "read-after-write" : "write-after-read";
}

/// "operand #0 (memref<64xf32>) of this gpu.launch_func" and such.
std::string describe(Operation *op, const Access &access) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (isa<gpu::LaunchFuncOp>(op))
    os << "operand #" << access.operand << " (" << access.memref.getType()
       << ") of this gpu.launch_func";
  else
    os << "the " << (access.write ? "destination" : "source") << " ("
       << access.memref.getType() << ") of this " << op->getName();
  return text;
}

/// Checks one block: each GPU operation against the earlier ones that
/// nothing orders before it.
void checkBlock(Block &block, Footprints &footprints) {
  SmallVector<GpuOperation> earlier;
  // Which earlier operations each token stands for (its operation, and all
  // its dependencies reach).
  DenseMap<Value, llvm::BitVector> reaches;
  // The operations the host has waited for.
  llvm::BitVector waited;
  auto everything = [&] { return llvm::BitVector(earlier.size(), true); };

  for (Operation &op : block) {
    auto async = dyn_cast<gpu::AsyncOpInterface>(&op);
    if (!async) {
      // A call, an op with regions, another dialect's async op may wait for
      // anything.
      if (isa<CallOpInterface>(op) || op.getNumRegions() > 0 ||
          (op.getDialect() && op.getDialect()->getNamespace() == "async"))
        waited = everything();
      continue;
    }
    llvm::BitVector after(earlier.size());
    for (Value token : async.getAsyncDependencies()) {
      auto it = reaches.find(token);
      // A token from elsewhere may stand for anything.
      llvm::BitVector known = it == reaches.end() ? everything() : it->second;
      known.resize(earlier.size());
      after |= known;
    }
    SmallVector<Access> accesses = getAccesses(&op, footprints);
    llvm::BitVector ordered = after;
    ordered.resize(earlier.size());
    llvm::BitVector hostWaited = waited;
    hostWaited.resize(earlier.size());
    ordered |= hostWaited;
    // One warning per operation, for the latest earlier one it races with:
    // a launch in a loop of unordered launches is one warning, not one per
    // pair.
    bool warned = false;
    for (size_t index = earlier.size(); index-- > 0 && !warned;) {
      const GpuOperation &other = earlier[index];
      if (ordered.test(index))
        continue;
      for (const Access &mine : accesses) {
        auto theirs = llvm::find_if(other.accesses, [&](const Access &a) {
          // Bytes that the launches' constants keep apart do not race.
          bool apart = a.elements && mine.elements &&
                       (a.elements->hi < mine.elements->lo ||
                        mine.elements->hi < a.elements->lo);
          return a.memref == mine.memref && (a.write || mine.write) &&
                 !(a.atomic && mine.atomic) && !apart;
        });
        if (theirs == other.accesses.end())
          continue;
        InFlightDiagnostic diag =
            op.emitWarning()
            << raceKind(*theirs, mine)
            << " race between dispatches: " << describe(&op, mine)
            << " and an earlier " << other.op->getName() << " "
            << (mine.write && theirs->write ? "write" : "access")
            << " the same memref, with no async dependency or gpu.wait "
               "ordering them";
        diag.attachNote(other.op->getLoc())
            << "the earlier " << other.op->getName()
            << " (the latest unordered one)";
        warned = true;
        break;
      }
    }
    unsigned self = earlier.size();
    earlier.push_back({&op, std::move(accesses)});
    after.resize(earlier.size());
    after.set(self);
    if (Value token = async.getAsyncToken())
      reaches[token] = after;
    else
      waited |= after; // Synchronous: the host waits for it and what it
                       // depends on.
    waited.resize(earlier.size());
  }
}

struct CheckDispatchRacesPass
    : impl::CheckDispatchRacesPassBase<CheckDispatchRacesPass> {
  using Base::Base;

  void runOnOperation() override {
    Footprints footprints;
    for (auto function : getOperation().getOps<FunctionOpInterface>())
      function->walk([&](Block *block) { checkBlock(*block, footprints); });
    markAllAnalysesPreserved();
  }
};

} // namespace
} // namespace mlir::dbg
