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

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
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

/// What `op` (a gpu.launch_func, memcpy or memset) does with memrefs.
SmallVector<Access> getAccesses(Operation *op) {
  SmallVector<Access> accesses;
  if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
    auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    for (auto [index, value] : llvm::enumerate(launch.getKernelOperands())) {
      if (!isa<BaseMemRefType>(value.getType()))
        continue;
      // A kernel whose body dbg cannot see may do anything.
      MemrefAccess access{true, true, false};
      if (kernel && !kernel.isExternal() && index < kernel.getNumArguments())
        access = getMemrefAccess(kernel.getArgument(index));
      if (!access.read && !access.written)
        continue;
      accesses.push_back({lookThroughCasts(value), static_cast<unsigned>(index),
                          access.written, access.atomic});
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
void checkBlock(Block &block) {
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
    SmallVector<Access> accesses = getAccesses(&op);
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
          return a.memref == mine.memref && (a.write || mine.write) &&
                 !(a.atomic && mine.atomic);
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

class CheckDispatchRacesPass
    : public impl::CheckDispatchRacesPassBase<CheckDispatchRacesPass> {
public:
  using CheckDispatchRacesPassBase::CheckDispatchRacesPassBase;

  void runOnOperation() override {
    for (auto function : getOperation().getOps<FunctionOpInterface>())
      function->walk([](Block *block) { checkBlock(*block); });
    markAllAnalysesPreserved();
  }
};

} // namespace
} // namespace mlir::dbg
