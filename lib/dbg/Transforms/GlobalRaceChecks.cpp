//===- GlobalRaceChecks.cpp - races between the blocks of a dispatch ------===//
//
// insert-race-checks on global memory (memory=global): each checked access
// publishes itself in its address's slot of the global race state, then
// looks at the other word of the slot, and reports when that shows another
// block of the same dispatch writing the bytes (or, for a write, reading
// them). Nothing but atomics orders the blocks of a launch.
//
//===----------------------------------------------------------------------===//

#include "RaceChecks.h"

#include "SyncChecks.h"
#include "ThreadIndexAnalysis.h"

#include "dbg/Checks/MemoryAccess.h"
#include "dbg/Support/RuntimeAbi.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::dbg;

namespace {

//===----------------------------------------------------------------------===//
// Races on global memory between blocks
//===----------------------------------------------------------------------===//
//
// Abi.def's GLOBAL_RACES: a slot of two words (the last write, the last
// read) per address, hashed by (address >> 2) mod GLOBAL_RACE_SLOTS. A word:
//
//   [0, 8)    epoch of the dispatch that wrote it (0: none)
//   [8, 33)   tag: address >> 24 << 2 | address & 3
//   [33, 52)  linear block id mod 2^19
//   [52, 63)  access: its number in the gpu.module's global race sites
//   63        (read word) blocks other than the one named read too

constexpr int64_t kSlotBits = llvm::ConstantLog2<abi::kGLOBAL_RACE_SLOTS>();
static_assert(abi::kGLOBAL_RACE_SLOTS == int64_t(1) << kSlotBits,
              "GLOBAL_RACE_SLOTS is a power of two");
static_assert(abi::kGLOBAL_RACE_EPOCHS == 256, "epochs take 8 bits");
constexpr int64_t kTagShift = 8;
constexpr int64_t kTagMask = (int64_t(1) << 25) - 1;
constexpr int64_t kKeyMask = (int64_t(1) << 33) - 1;
constexpr int64_t kBlockShift = 33;
constexpr int64_t kBlockMask = (int64_t(1) << 19) - 1;
constexpr int64_t kGlobalAccessShift = 52;
constexpr int64_t kGlobalAccessMask = kGlobalRaceSites - 1;
constexpr int64_t kSeveralBlocks = std::numeric_limits<int64_t>::min();

/// Whether `memref` is private to a thread: a `memref.alloca`, a private
/// attribution, or in the private address space.
bool isPrivateMemRef(Value memref) {
  auto type = dyn_cast<MemRefType>(memref.getType());
  if (!type)
    return false;
  Attribute space = type.getMemorySpace();
  if (auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space))
    return gpuSpace.getValue() == gpu::AddressSpace::Private;
  return false;
}

/// The global buffer `memref` views: an argument of `kernel`, or a
/// memref.get_global of the program's (not one of dbg's own `__dbg_`
/// globals); null otherwise. `thread` is set for thread-private memory
/// (allocas and private attributions), which no other block sees.
Value findGlobalRoot(Value memref, gpu::GPUFuncOp kernel, bool &thread) {
  while (true) {
    if (isPrivateMemRef(memref)) {
      thread = true;
      return {};
    }
    if (auto arg = dyn_cast<BlockArgument>(memref)) {
      if (arg.getOwner() != &kernel.front())
        return {};
      if (arg.getArgNumber() < kernel.getNumArguments())
        return memref;
      thread = llvm::is_contained(kernel.getPrivateAttributions(), arg);
      return {};
    }
    Operation *def = memref.getDefiningOp();
    if (isa<memref::AllocaOp>(def)) {
      thread = true;
      return {};
    }
    if (auto get = dyn_cast<memref::GetGlobalOp>(def)) {
      if (get.getName().starts_with("__dbg_")) {
        // dbg's own records (wait slots, site tables): not the program's.
        thread = true;
        return {};
      }
      return memref;
    }
    auto view = dyn_cast<ViewLikeOpInterface>(def);
    if (!view)
      return {};
    memref = view.getViewSource();
  }
}

/// Whether one thread may run `op` more than once: inside a loop (any
/// region-holding op but `scf.if`) or a kernel of several blocks.
bool mayRepeat(Operation *op, gpu::GPUFuncOp kernel) {
  if (!kernel.getBody().hasOneBlock())
    return true;
  for (Operation *parent = op->getParentOp(); parent != kernel.getOperation();
       parent = parent->getParentOp())
    if (!isa<scf::IfOp>(parent))
      return true;
  return false;
}

/// Whether an atomic op of `kernel` on memory other blocks see returns a
/// value the kernel uses: blocks may then order themselves through it (a
/// counter the last block tests, a lock, a flag), which the checks do not
/// model.
Operation *findBlockSynchronization(gpu::GPUFuncOp kernel) {
  Operation *found = nullptr;
  kernel.walk([&](Operation *op) {
    if (op->use_empty())
      return WalkResult::advance();
    bool orders = isa<LLVM::AtomicRMWOp, LLVM::AtomicCmpXchgOp>(op);
    for (const MemoryAccess &access : getMemoryAccesses(op))
      orders |= access.kind == AccessKind::Atomic &&
                !isWorkgroupMemRef(access.memref) &&
                !isPrivateMemRef(access.memref);
    if (!orders)
      return WalkResult::advance();
    found = op;
    return WalkResult::interrupt();
  });
  return found;
}

/// Whether accesses `a` and `b` (maybe the same op) can never touch the
/// same element from two threads of different blocks.
bool cannotMeetAcrossBlocks(const RaceAccess &a, const RaceAccess &b,
                            ThreadIndexAnalysis &ids) {
  if (haveDistinctConstantIndex(a, b))
    return true;
  if (a.loopy || b.loopy)
    return false;
  return a.memref == b.memref && a.indices == b.indices && a.bytes == b.bytes &&
         ids.isInjective(a.indices);
}

/// The accesses of global memory in `kernel`; `unsupported` counts those
/// whose buffer or size is not known.
SmallVector<RaceAccess> collectAccesses(gpu::GPUFuncOp kernel,
                                        int64_t &unsupported) {
  SmallVector<RaceAccess> accesses;
  kernel.walk([&](Operation *op) {
    std::optional<RaceAccess> access = getRaceAccess(op);
    if (!access || isWorkgroupMemRef(access->memref))
      return;
    bool thread = false;
    access->root = findGlobalRoot(access->memref, kernel, thread);
    if (thread)
      return;
    auto rootType = access->root ? dyn_cast<MemRefType>(access->root.getType())
                                 : MemRefType();
    if (!access->root || !access->bytes || !rootType ||
        !getElementBytes(rootType.getElementType())) {
      ++unsupported;
      return;
    }
    access->loopy = mayRepeat(op, kernel);
    accesses.push_back(std::move(*access));
  });
  return accesses;
}

/// The race state's global, public so that libdbgrt finds it by name (on
/// the host target, libdbgrt's own word), declared once per gpu.module.
MemRefType declareRaceState(gpu::GPUModuleOp gpuModule) {
  MLIRContext *ctx = gpuModule.getContext();
  OpBuilder b(ctx);
  auto stateType = MemRefType::get(
      {1}, b.getI64Type(), MemRefLayoutAttrInterface(),
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Global));
  if (!SymbolTable::lookupSymbolIn(gpuModule, abi::kGLOBAL_RACESSymbol)) {
    b.setInsertionPointToStart(gpuModule.getBody());
    memref::GlobalOp::create(
        b, gpuModule.getLoc(), abi::kGLOBAL_RACESSymbol,
        /*sym_visibility=*/StringAttr(), stateType,
        DenseElementsAttr::get(RankedTensorType::get({1}, b.getI64Type()),
                               b.getI64IntegerAttr(0)),
        /*constant=*/false, /*alignment=*/b.getI64IntegerAttr(8));
  }
  return stateType;
}

/// What a kernel's checks read at its entry.
struct KernelState {
  const RaceCheckOptions &options;
  CheckBuilder &checks;
  SiteIdTable &sites;
  /// The race state's address (0 when no runtime set it: checks off), and
  /// whether it is set.
  Value state, on;
  /// The dispatch's epoch, and this block's linear id mod 2^19 (i64).
  Value epoch, block;
};

/// At `kernel`'s entry: the state, the dispatch's epoch and this block's
/// field.
void enterKernel(OpBuilder &b, gpu::GPUFuncOp kernel, KernelState &state) {
  MemRefType stateType =
      declareRaceState(kernel->getParentOfType<gpu::GPUModuleOp>());
  Location loc = kernel.getLoc();
  b.setInsertionPointToStart(&kernel.front());
  Type i64 = b.getI64Type();
  Value get =
      memref::GetGlobalOp::create(b, loc, stateType, abi::kGLOBAL_RACESSymbol);
  state.state = memref::LoadOp::create(
      b, loc, get, ValueRange{arith::ConstantIndexOp::create(b, loc, 0)});
  state.on = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                   state.state, createI64(b, loc, 0));
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
  auto epochIf = scf::IfOp::create(
      b, loc, state.on,
      [&](OpBuilder &nb, Location nl) {
        Value pointer = LLVM::IntToPtrOp::create(nb, nl, ptrType, state.state);
        Value epoch = LLVM::LoadOp::create(
            nb, nl, i64, pointer, /*alignment=*/8, /*isVolatile=*/false,
            /*isNonTemporal=*/false, /*isInvariant=*/false,
            /*isInvariantGroup=*/false, LLVM::AtomicOrdering::monotonic,
            StringRef(state.options.syncScope));
        scf::YieldOp::create(nb, nl, epoch);
      },
      [&](OpBuilder &nb, Location nl) {
        scf::YieldOp::create(nb, nl, ValueRange{createI64(nb, nl, 0)});
      });
  state.epoch = epochIf.getResult(0);
  state.block = arith::AndIOp::create(
      b, loc,
      arith::IndexCastUIOp::create(b, loc, i64, createLinearBlockId(b, loc)),
      createI64(b, loc, kBlockMask));
}

/// One address's slot: its two words and what this access writes there.
struct Slot {
  /// The epoch and tag a live word of this address holds.
  Value key;
  /// This access's word: key, block, access number.
  Value mine;
  /// The last write's and the last read's words (LLVM pointers).
  Value writeWord, readWord;
};

Slot findSlot(OpBuilder &b, Location loc, const KernelState &state,
              Value address, int64_t number) {
  auto cst = [&](int64_t v) { return createI64(b, loc, v); };
  Value a = arith::IndexCastUIOp::create(b, loc, b.getI64Type(), address);
  Value slot =
      arith::AndIOp::create(b, loc, arith::ShRUIOp::create(b, loc, a, cst(2)),
                            cst(abi::kGLOBAL_RACE_SLOTS - 1));
  Value tag = arith::AndIOp::create(
      b, loc,
      arith::OrIOp::create(
          b, loc,
          arith::ShLIOp::create(
              b, loc, arith::ShRUIOp::create(b, loc, a, cst(2 + kSlotBits)),
              cst(2)),
          arith::AndIOp::create(b, loc, a, cst(3))),
      cst(kTagMask));
  Slot found;
  found.key = arith::OrIOp::create(
      b, loc, state.epoch, arith::ShLIOp::create(b, loc, tag, cst(kTagShift)));
  Value blockField =
      arith::ShLIOp::create(b, loc, state.block, cst(kBlockShift));
  found.mine = arith::OrIOp::create(
      b, loc, found.key,
      arith::OrIOp::create(b, loc, blockField,
                           cst(number << kGlobalAccessShift)));
  Value writeAt = arith::AddIOp::create(
      b, loc, state.state,
      arith::AddIOp::create(b, loc, cst(abi::kGLOBAL_RACE_HEADER_BYTES),
                            arith::MulIOp::create(b, loc, slot, cst(16))));
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
  found.writeWord = LLVM::IntToPtrOp::create(b, loc, ptrType, writeAt);
  found.readWord = LLVM::IntToPtrOp::create(
      b, loc, ptrType, Value(arith::AddIOp::create(b, loc, writeAt, cst(8))));
  return found;
}

/// Reads of a slot's words, and what a word says.
struct Words {
  OpBuilder &b;
  Location loc;
  const KernelState &state;
  Value key;

  Value load(Value pointer) const {
    return LLVM::LoadOp::create(b, loc, b.getI64Type(), pointer,
                                /*alignment=*/8, false, false, false, false,
                                LLVM::AtomicOrdering::monotonic,
                                StringRef(state.options.syncScope));
  }
  Value isLive(OpBuilder &b, Value word) const {
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        arith::AndIOp::create(b, loc, word, createI64(b, loc, kKeyMask)), key);
  }
  Value otherBlock(OpBuilder &b, Value word) const {
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne,
        extractField(b, loc, word, kBlockShift, kBlockMask), state.block);
  }
  Value several(OpBuilder &b, Value word) const {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, word,
                                 createI64(b, loc, 0));
  }
  Value negate(OpBuilder &b, Value flag) const {
    return arith::XOrIOp::create(
        b, loc, flag, arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
  }
  void fence() const {
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst,
                          StringRef(state.options.syncScope));
  }
};

/// What an access found in its slot: a race, whether with a write, the
/// other access's word and, for a write, whether which other block read is
/// not kept.
struct FoundRace {
  Value race, raceWrite, other, unknownOther;
};

/// A write: publish it, then look at the reads. Of two blocks that access
/// the element at once, one sees the other (Dekker's argument, which needs
/// the sequentially consistent fence between publishing and looking:
/// relaxed atomics to two words may be seen in either order).
FoundRace publishWrite(const Words &words, const Slot &slot) {
  OpBuilder &b = words.b;
  Location loc = words.loc;
  Value old =
      LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::xchg, slot.writeWord,
                                slot.mine, LLVM::AtomicOrdering::monotonic,
                                StringRef(words.state.options.syncScope));
  words.fence();
  Value read = words.load(slot.readWord);
  FoundRace found;
  found.raceWrite = arith::AndIOp::create(b, loc, words.isLive(b, old),
                                          words.otherBlock(b, old));
  Value raceRead = arith::AndIOp::create(
      b, loc, words.isLive(b, read),
      arith::OrIOp::create(b, loc, words.otherBlock(b, read),
                           words.several(b, read)));
  found.race = arith::OrIOp::create(b, loc, found.raceWrite, raceRead);
  found.other = arith::SelectOp::create(b, loc, found.raceWrite, old, read);
  // Others read it, and the read word names this block: which others is
  // not kept.
  found.unknownOther =
      arith::AndIOp::create(b, loc, words.negate(b, found.raceWrite),
                            words.negate(b, words.otherBlock(b, read)));
  return found;
}

/// A read: publish it (a word that already says so is only read, so that
/// blocks reading one element do not serialize on it), then look at the
/// write.
FoundRace publishRead(const Words &words, const Slot &slot) {
  OpBuilder &b = words.b;
  Location loc = words.loc;
  auto update = [&](OpBuilder &b, Value current) -> Value {
    Value marked = arith::SelectOp::create(
        b, loc,
        arith::AndIOp::create(b, loc, words.otherBlock(b, current),
                              words.negate(b, words.several(b, current))),
        arith::OrIOp::create(b, loc, current,
                             createI64(b, loc, kSeveralBlocks)),
        current);
    return arith::SelectOp::create(b, loc, words.isLive(b, current), marked,
                                   slot.mine);
  };
  Value seen = words.load(slot.readWord);
  Value changes = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                        update(b, seen), seen);
  scf::IfOp::create(b, loc, changes, [&](OpBuilder &b, Location) {
    createRelaxedSwap(b, loc, slot.readWord, seen, update,
                      words.state.options.syncScope);
    scf::YieldOp::create(b, loc);
  });
  words.fence();
  FoundRace found;
  found.other = words.load(slot.writeWord);
  found.race = arith::AndIOp::create(b, loc, words.isLive(b, found.other),
                                     words.otherBlock(b, found.other));
  return found;
}

/// The cold path's report of `found`: the other block's ids, the other
/// access's site and the element, counted in the buffer's elements
/// (`granule` bytes each).
void reportRace(OpBuilder &b, Location loc, const RaceAccess &access,
                const RaceSites &sites, const KernelState &state,
                const FoundRace &found, Value address, int64_t granule) {
  Type i64 = b.getI64Type();
  Value linear = arith::IndexCastUIOp::create(
      b, loc, b.getIndexType(),
      extractField(b, loc, found.other, kBlockShift, kBlockMask));
  Value packed = packLinearIds(
      b, loc, linear, gpu::GridDimOp::create(b, loc, gpu::Dimension::x),
      gpu::GridDimOp::create(b, loc, gpu::Dimension::y));
  if (found.unknownOther)
    packed = arith::SelectOp::create(b, loc, found.unknownOther,
                                     createI64(b, loc, -1), packed);
  Value otherAccess = arith::IndexCastUIOp::create(
      b, loc, b.getIndexType(),
      extractField(b, loc, found.other, kGlobalAccessShift, kGlobalAccessMask));
  Value rootBase = arith::IndexCastUIOp::create(
      b, loc, i64,
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, access.root));
  Value index = arith::DivSIOp::create(
      b, loc,
      arith::SubIOp::create(
          b, loc, arith::IndexCastUIOp::create(b, loc, i64, address), rootBase),
      createI64(b, loc, granule));
  Value id = state.sites.load(b, loc, otherAccess);
  createRaceReport(b, loc, access, sites, found.raceWrite,
                   ValueRange{index, packed, id});
}

/// Instruments `access`: at each element it covers, when the checks are
/// on, its slot's update and the report of what the other word says.
void instrumentAccess(OpBuilder &b, const RaceAccess &access,
                      const KernelState &state) {
  Operation *op = access.op;
  Location loc = op->getLoc();
  auto rootType = cast<MemRefType>(access.root.getType());
  int64_t granule = *getElementBytes(rootType.getElementType());
  std::string buffer =
      describeRaceBuffer(access.root, "kernel argument", /*firstArgument=*/0);
  RaceSites sites = createRaceSites(
      state.checks, state.sites, access, "global", buffer,
      "by block {other_block:xyz} at {other_access:site}, with nothing "
      "ordering the two blocks");

  b.setInsertionPoint(op);
  Value start = createFirstByteAddress(b, loc, access);
  int64_t covered = std::max<int64_t>(1, access.bytes / granule);
  auto check = [&](OpBuilder &b, Value address) {
    scf::IfOp::create(b, loc, state.on, [&](OpBuilder &b, Location) {
      Slot slot = findSlot(b, loc, state, address, sites.number);
      Words words{b, loc, state, slot.key};
      FoundRace found =
          access.write ? publishWrite(words, slot) : publishRead(words, slot);
      CheckBuilder::createColdPath(b, loc, found.race, [&](OpBuilder &b) {
        reportRace(b, loc, access, sites, state, found, address, granule);
      });
      scf::YieldOp::create(b, loc);
    });
  };
  forEachCovered(b, loc, start, covered, /*step=*/granule, check);
}

} // namespace

GlobalRacePlan
mlir::dbg::planGlobalRaceChecks(gpu::GPUFuncOp kernel,
                                std::array<int64_t, 6> launched,
                                const RaceCheckOptions &options) {
  GlobalRacePlan plan;
  plan.accesses = collectAccesses(kernel, plan.unchecked);
  if (plan.accesses.empty())
    return plan;
  ThreadIndexAnalysis ids(kernel, /*acrossGrid=*/true, launched);
  // One block: nothing to race with.
  if (ids.knownBlocks() == 1) {
    plan.elided = plan.accesses.size();
    plan.accesses.clear();
    return plan;
  }
  if (Operation *sync = findBlockSynchronization(kernel)) {
    InFlightDiagnostic diag =
        kernel.emitWarning("race checks skip global memory in this kernel: ")
        << "the result of " << sync->getName()
        << " may order its blocks (a counter, flag or lock), which the "
           "checks do not model";
    diag.attachNote(sync->getLoc()) << "this atomic";
    plan.unchecked += plan.accesses.size();
    plan.accesses.clear();
    return plan;
  }
  size_t count = plan.accesses.size();
  markRacyAccesses(
      plan.accesses, options.elide,
      [&](unsigned i) {
        llvm::BitVector later(count);
        later.set(i, count);
        return later;
      },
      [&](const RaceAccess &a, const RaceAccess &b) {
        return cannotMeetAcrossBlocks(a, b, ids);
      });
  // Past the 2047th access, numbers are shared (and reported as "an
  // unknown site"): still checked.
  plan.elided = llvm::count_if(
      plan.accesses, [](const RaceAccess &access) { return !access.checked; });
  return plan;
}

RaceCounts mlir::dbg::insertGlobalRaceChecks(gpu::GPUFuncOp kernel,
                                             GlobalRacePlan &plan,
                                             const RaceCheckOptions &options,
                                             CheckBuilder &checks,
                                             SiteIdTable &table) {
  SmallVector<RaceAccess *> checked;
  for (RaceAccess &access : plan.accesses)
    if (access.checked)
      checked.push_back(&access);
  RaceCounts counts{static_cast<int64_t>(checked.size()), plan.elided,
                    plan.unchecked};
  addRaceSummary(kernel, "global_", counts);
  if (checked.empty())
    return counts;
  OpBuilder b(kernel.getContext());
  KernelState state{options, checks, table, {}, {}, {}, {}};
  enterKernel(b, kernel, state);
  for (RaceAccess *access : checked)
    instrumentAccess(b, *access, state);
  return counts;
}
