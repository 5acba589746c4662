//===- WorkgroupRaceChecks.cpp - races between the threads of a block -----===//
//
// insert-race-checks on workgroup memory: each checked access updates the
// shadow word of every element it touches with one compare-and-swap, and
// reports when the word it replaced shows another thread of the block
// writing the element (or, for a write, reading it) in the same barrier
// interval. Accesses that provably cannot race are left alone.
//
//===----------------------------------------------------------------------===//

#include "RaceChecks.h"

#include "SyncChecks.h"
#include "ThreadIndexAnalysis.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::dbg;

namespace {

//===----------------------------------------------------------------------===//
// The shadow word of an element (64 bits)
//===----------------------------------------------------------------------===//
//
//   [0, 17)   stamp: the barrier interval the word describes (1 .. 2^17-1;
//             0, a cleared word, describes none)
//   [17, 40)  writer: present (bit 22 of the field), thread (bits 12-21),
//             access (bits 0-11)
//   [40, 64)  reader: present (bit 23), several threads read (bit 22),
//             thread (bits 12-21), access (bits 0-11)
//
// A thread is its linear id in the block (x + X * (y + Y * z), below 1024);
// an access is its number in the gpu.module's table of race sites.

constexpr int64_t kStampBits = 17;
constexpr int64_t kStampLimit = int64_t(1) << kStampBits;
constexpr int64_t kStampMask = kStampLimit - 1;
constexpr int64_t kWriterShift = 17;
constexpr int64_t kWriterMask = (int64_t(1) << 23) - 1;
constexpr int64_t kReaderShift = 40;
constexpr int64_t kFieldPresent = int64_t(1) << 22;
constexpr int64_t kReaderPresent = int64_t(1) << 23;
constexpr int64_t kReaderSeveral = int64_t(1) << 22;
constexpr int64_t kThreadShift = 12;
constexpr int64_t kThreadMask = (int64_t(1) << 10) - 1;
constexpr int64_t kAccessMask = kWorkgroupRaceSites - 1;

/// The workgroup buffer `memref` is a view of (a workgroup attribution of
/// `kernel`, a memref.get_global), or null; `dynamic` is set for dynamic
/// shared memory.
Value findRoot(Value memref, gpu::GPUFuncOp kernel, bool &dynamic) {
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(memref))
      return llvm::is_contained(kernel.getWorkgroupAttributions(), arg)
                 ? memref
                 : Value();
    Operation *def = memref.getDefiningOp();
    if (isa<gpu::DynamicSharedMemoryOp>(def)) {
      dynamic = true;
      return {};
    }
    if (isa<memref::GetGlobalOp>(def))
      return memref;
    auto view = dyn_cast<ViewLikeOpInterface>(def);
    if (!view)
      return {};
    memref = view.getViewSource();
  }
}

//===----------------------------------------------------------------------===//
// Which accesses can meet in one barrier interval
//===----------------------------------------------------------------------===//

/// For each access, the accesses that may run in the same barrier interval
/// (in some thread): a forward walk of structured control flow whose state
/// is the set of accesses since the last barrier. An `scf.if` joins its
/// branches; any other op with regions (loops) may run them any number of
/// times, so its regions are walked until the state is stable (twice: the
/// transfer of a region is "add what it accesses after its last barrier,
/// keep the incoming set or not"). A region of several blocks kills
/// nothing.
class Intervals {
public:
  Intervals(ArrayRef<RaceAccess> accesses) : concurrent(accesses.size()) {
    for (auto [i, access] : llvm::enumerate(accesses)) {
      numbers[access.op] = i;
      concurrent[i].resize(accesses.size());
    }
  }

  void run(Region &body) { walkRegion(body, llvm::BitVector(size())); }

  /// Accesses that may share a barrier interval with access `i`.
  const llvm::BitVector &of(unsigned i) const { return concurrent[i]; }

private:
  size_t size() const { return concurrent.size(); }

  void record(unsigned i, const llvm::BitVector &state) {
    concurrent[i] |= state;
    for (unsigned j : state.set_bits())
      concurrent[j].set(i);
  }

  llvm::BitVector walkRegion(Region &region, llvm::BitVector state) {
    if (region.empty())
      return state;
    if (region.hasOneBlock())
      return walkBlock(region.front(), std::move(state));
    // Unstructured control flow: every block may follow every other.
    bool outer = killAtBarriers;
    killAtBarriers = false;
    for (int round = 0; round < 2; ++round)
      for (Block &block : region)
        state |= walkBlock(block, state);
    killAtBarriers = outer;
    return state;
  }

  llvm::BitVector walkBlock(Block &block, llvm::BitVector state) {
    for (Operation &op : block) {
      if (isBarrier(&op)) {
        if (killAtBarriers)
          state.reset();
        continue;
      }
      if (auto it = numbers.find(&op); it != numbers.end()) {
        record(it->second, state);
        state.set(it->second);
      }
      if (op.getNumRegions() == 0)
        continue;
      if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
        llvm::BitVector thenState = walkRegion(ifOp.getThenRegion(), state);
        if (!ifOp.getElseRegion().empty())
          state = walkRegion(ifOp.getElseRegion(), state);
        state |= thenState;
        continue;
      }
      for (int round = 0; round < 2; ++round)
        for (Region &region : op.getRegions())
          state |= walkRegion(region, state);
    }
    return state;
  }

  DenseMap<Operation *, unsigned> numbers;
  SmallVector<llvm::BitVector> concurrent;
  bool killAtBarriers = true;
};

/// Whether accesses `a` and `b` (maybe the same op, in two threads) can
/// never touch the same element from two threads in one interval.
bool cannotMeet(const RaceAccess &a, const RaceAccess &b,
                ThreadIndexAnalysis &threads) {
  // An access that reaches itself without a barrier runs more than once in
  // an interval, with values (induction variables) that differ.
  if (a.loopy || b.loopy)
    return false;
  if (a.memref != b.memref || a.indices.size() != b.indices.size())
    return false;
  if (haveDistinctConstantIndex(a, b))
    return true;
  return a.indices == b.indices && a.bytes == b.bytes &&
         threads.isInjective(a.indices);
}

/// The accesses of workgroup memory in `kernel` that can be checked, and
/// how many cannot (`unsupported`; `dynamic` of them in dynamic shared
/// memory).
SmallVector<RaceAccess>
collectAccesses(gpu::GPUFuncOp kernel, int64_t &unsupported, int64_t &dynamic) {
  SmallVector<RaceAccess> accesses;
  kernel.walk([&](Operation *op) {
    std::optional<RaceAccess> access = getRaceAccess(op);
    if (!access) {
      // Other users of workgroup memory are not checked.
      if (llvm::any_of(op->getOperands(), isWorkgroupMemRef) &&
          !isa<ViewLikeOpInterface, CallOpInterface>(op) &&
          !isa<memref::ExtractStridedMetadataOp,
               memref::ExtractAlignedPointerAsIndexOp, memref::DimOp>(op))
        ++unsupported;
      return;
    }
    if (!isWorkgroupMemRef(access->memref))
      return;
    bool isDynamic = false;
    access->root = findRoot(access->memref, kernel, isDynamic);
    auto rootType = access->root ? dyn_cast<MemRefType>(access->root.getType())
                                 : MemRefType();
    if (!access->root || !access->bytes || !rootType ||
        !rootType.hasStaticShape() ||
        !getElementBytes(rootType.getElementType())) {
      ++unsupported;
      dynamic += isDynamic;
      return;
    }
    accesses.push_back(std::move(*access));
  });
  return accesses;
}

/// Marks the accesses that may meet another thread's in one interval.
void markChecked(gpu::GPUFuncOp kernel, MutableArrayRef<RaceAccess> accesses,
                 bool elide) {
  Intervals intervals(accesses);
  intervals.run(kernel.getBody());
  ThreadIndexAnalysis threads(kernel);
  for (auto [i, access] : llvm::enumerate(accesses))
    access.loopy = intervals.of(i).test(i);
  markRacyAccesses(
      accesses, elide,
      [&](unsigned i) {
        llvm::BitVector partners = intervals.of(i);
        if (accesses[i].write)
          partners.set(i);
        return partners;
      },
      [&](const RaceAccess &a, const RaceAccess &b) {
        return cannotMeet(a, b, threads);
      });
}

/// Each checked root's element count, within the workgroup memory limit;
/// warns about the roots whose shadow does not fit.
llvm::MapVector<Value, int64_t> planShadows(gpu::GPUFuncOp kernel,
                                            ArrayRef<RaceAccess> accesses,
                                            const RaceCheckOptions &options) {
  llvm::MapVector<Value, int64_t> roots;
  for (const RaceAccess &access : accesses)
    if (access.checked)
      roots[access.root] =
          cast<MemRefType>(access.root.getType()).getNumElements();
  int64_t used = getStaticWorkgroupBytes(kernel);
  SmallVector<Value> dropped;
  for (auto &[root, elements] : roots) {
    if (used + 8 * elements > options.workgroupLimit) {
      dropped.push_back(root);
      continue;
    }
    used += 8 * elements;
  }
  // An origin build (nan-origin) is a copy of a kernel warned about.
  bool warn = !kernel->hasAttr(DbgDialect::getNanOriginOfAttrName());
  for (Value root : dropped) {
    roots.erase(root);
    if (!warn)
      continue;
    kernel.emitWarning("race checks skip a workgroup buffer of type ")
        << root.getType() << ": its shadow ("
        << 8 * cast<MemRefType>(root.getType()).getNumElements()
        << " bytes) would take the kernel past " << options.workgroupLimit
        << " bytes of workgroup memory (workgroup-limit)";
  }
  return roots;
}

/// What instrumenting one kernel needs at hand.
struct KernelState {
  KernelState(gpu::GPUFuncOp kernel, const RaceCheckOptions &options,
              CheckBuilder &checks, SiteIdTable &sites)
      : kernel(kernel), options(options), checks(checks), sites(sites) {}

  gpu::GPUFuncOp kernel;
  const RaceCheckOptions &options;
  CheckBuilder &checks;
  /// Each checked root's shadow (one i64 per element) and element count.
  llvm::MapVector<Value, std::pair<Value, int64_t>> shadows;
  Value stampVar, countVar;
  /// The thread's ids and the block's sizes; its linear id as an i64, and
  /// shifted into a shadow field.
  BlockThreads threads;
  Value thread64, threadField;
  /// Each checked root's shadow's first word, as an address (index).
  DenseMap<Value, Value> shadowBases;
  /// The gpu.module's table of the checked accesses' sites.
  SiteIdTable &sites;
};

/// Zeroes every shadow word, the block's threads striding over them.
void clearShadows(OpBuilder &b, Location loc, KernelState &state) {
  Value zero = createI64(b, loc, 0);
  for (auto &[root, shadow] : state.shadows) {
    Value end = arith::ConstantIndexOp::create(b, loc, shadow.second);
    scf::ForOp::create(b, loc, state.threads.linear, end, state.threads.count,
                       ValueRange{},
                       [&](OpBuilder &nb, Location nl, Value i, ValueRange) {
                         memref::StoreOp::create(nb, nl, zero, shadow.first, i);
                         scf::YieldOp::create(nb, nl);
                       });
  }
}

/// The shadow of workgroup buffer `root` (`elements` i64 words): a
/// workgroup attribution, or a workgroup `memref.global` beside the
/// buffer's.
Value createShadow(OpBuilder &b, gpu::GPUFuncOp kernel, Value root,
                   int64_t elements) {
  auto rootType = cast<MemRefType>(root.getType());
  auto type = MemRefType::get({elements}, b.getI64Type(), AffineMap(),
                              rootType.getMemorySpace());
  if (isa<BlockArgument>(root))
    return kernel.addWorkgroupAttribution(type, root.getLoc());
  auto module = kernel->getParentOfType<gpu::GPUModuleOp>();
  auto get = root.getDefiningOp<memref::GetGlobalOp>();
  std::string name = (get.getName() + "__dbg_shadow").str();
  SymbolTable moduleSymbols(module);
  if (!moduleSymbols.lookup<memref::GlobalOp>(name)) {
    OpBuilder gb = OpBuilder::atBlockBegin(module.getBody());
    memref::GlobalOp::create(gb, get.getLoc(), gb.getStringAttr(name),
                             gb.getStringAttr("private"), TypeAttr::get(type),
                             Attribute(), UnitAttr(), IntegerAttr());
  }
  return memref::GetGlobalOp::create(b, get.getLoc(), type, name);
}

/// At the kernel's entry: the shadows of `roots`, the thread's id and its
/// interval counters, and the shadows cleared behind a barrier.
void setUpShadows(OpBuilder &b, KernelState &state,
                  const llvm::MapVector<Value, int64_t> &roots) {
  gpu::GPUFuncOp kernel = state.kernel;
  Location loc = kernel.getLoc();
  b.setInsertionPointToStart(&kernel.front());
  // First in the entry block, before any loop splits it: static allocas,
  // which LLVM promotes to registers (AMDGPU cannot lower others).
  auto counterType = MemRefType::get({}, b.getI64Type());
  state.stampVar = memref::AllocaOp::create(b, loc, counterType);
  state.countVar = memref::AllocaOp::create(b, loc, counterType);
  for (auto &[root, elements] : roots)
    state.shadows[root] = {createShadow(b, kernel, root, elements), elements};
  for (auto &[root, shadow] : state.shadows) {
    // The host target makes workgroup buffers views of one: the offset
    // counts.
    auto metadata =
        memref::ExtractStridedMetadataOp::create(b, loc, shadow.first);
    Value aligned =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, shadow.first);
    state.shadowBases[root] = arith::AddIOp::create(
        b, loc, aligned,
        arith::MulIOp::create(b, loc, metadata.getOffset(),
                              arith::ConstantIndexOp::create(b, loc, 8)));
  }
  state.threads = BlockThreads::create(b, loc);
  state.thread64 = arith::IndexCastUIOp::create(b, loc, b.getI64Type(),
                                                state.threads.linear);
  state.threadField = arith::ShLIOp::create(b, loc, state.thread64,
                                            createI64(b, loc, kThreadShift));
  clearShadows(b, loc, state);
  gpu::BarrierOp::create(b, loc);
  memref::StoreOp::create(b, loc, createI64(b, loc, 1), state.stampVar);
  memref::StoreOp::create(b, loc, createI64(b, loc, 0), state.countVar);
}

/// After each of `barriers`: the next interval, and the shadows cleared
/// when the stamp wraps.
void countIntervals(OpBuilder &b, KernelState &state,
                    ArrayRef<Operation *> barriers) {
  for (Operation *barrier : barriers) {
    Location bl = barrier->getLoc();
    b.setInsertionPointAfter(barrier);
    Value one = createI64(b, bl, 1);
    Value count = memref::LoadOp::create(b, bl, state.countVar);
    memref::StoreOp::create(b, bl, arith::AddIOp::create(b, bl, count, one),
                            state.countVar);
    Value stamp = arith::AddIOp::create(
        b, bl, memref::LoadOp::create(b, bl, state.stampVar), one);
    Value wraps = arith::CmpIOp::create(b, bl, arith::CmpIPredicate::eq, stamp,
                                        createI64(b, bl, kStampLimit));
    auto ifOp = scf::IfOp::create(
        b, bl, wraps,
        [&](OpBuilder &nb, Location nl) {
          // Every thread has passed the barrier: the old words go.
          clearShadows(nb, nl, state);
          gpu::BarrierOp::create(nb, nl);
          scf::YieldOp::create(nb, nl, one);
        },
        [&](OpBuilder &nb, Location nl) {
          scf::YieldOp::create(nb, nl, stamp);
        });
    memref::StoreOp::create(b, bl, ifOp.getResult(0), state.stampVar);
  }
}

/// The first element `access` touches, counted in its root's elements
/// (`granule` bytes each).
Value firstElement(OpBuilder &b, Location loc, const RaceAccess &access,
                   int64_t granule) {
  auto rootType = cast<MemRefType>(access.root.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (access.memref == access.root &&
      succeeded(rootType.getStridesAndOffset(strides, offset)) &&
      !ShapedType::isDynamic(offset) &&
      llvm::none_of(strides, ShapedType::isDynamic)) {
    // Row-major (or static strided) root: the linear index.
    Value linear = arith::ConstantIndexOp::create(b, loc, offset);
    for (auto [index, stride] : llvm::zip(access.indices, strides))
      linear = arith::AddIOp::create(
          b, loc, linear,
          arith::MulIOp::create(
              b, loc, index, arith::ConstantIndexOp::create(b, loc, stride)));
    return linear;
  }
  // A view: the byte distance from the root's first element.
  Value rootBase =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, access.root);
  Value bytes = arith::SubIOp::create(
      b, loc, createFirstByteAddress(b, loc, access), rootBase);
  return arith::DivUIOp::create(
      b, loc, bytes, arith::ConstantIndexOp::create(b, loc, granule));
}

/// What one access of one thread does to an element's shadow word.
struct WordUpdate {
  const RaceAccess &access;
  KernelState &state;
  /// The interval's stamp, and this access's writer field (present,
  /// thread, access number).
  Value stamp, mine;
  int64_t number;
  Location loc;

  /// The word this access leaves, from the word it finds.
  Value operator()(OpBuilder &b, Value current) const {
    Value fresh = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne,
        arith::AndIOp::create(b, loc, current, createI64(b, loc, kStampMask)),
        stamp);
    if (access.write) {
      Value field =
          arith::ShLIOp::create(b, loc, mine, createI64(b, loc, kWriterShift));
      Value kept = arith::AndIOp::create(
          b, loc, current, createI64(b, loc, ~(kWriterMask << kWriterShift)));
      return arith::SelectOp::create(b, loc, fresh,
                                     arith::OrIOp::create(b, loc, stamp, field),
                                     arith::OrIOp::create(b, loc, kept, field));
    }
    // The reader field's present bit is its bit 23 (bit 22 says several
    // threads read).
    Value field = arith::ShLIOp::create(
        b, loc,
        arith::OrIOp::create(b, loc, state.threadField,
                             createI64(b, loc, kReaderPresent | number)),
        createI64(b, loc, kReaderShift));
    Value reader = arith::ShRUIOp::create(b, loc, current,
                                          createI64(b, loc, kReaderShift));
    Value none = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, reader,
                                       createI64(b, loc, 0));
    Value same = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        extractField(b, loc, reader, kThreadShift, kThreadMask),
        state.thread64);
    Value several = arith::OrIOp::create(
        b, loc, current, createI64(b, loc, kReaderSeveral << kReaderShift));
    Value live = arith::SelectOp::create(
        b, loc, none, arith::OrIOp::create(b, loc, current, field),
        arith::SelectOp::create(b, loc, same, current, several));
    return arith::SelectOp::create(
        b, loc, fresh, arith::OrIOp::create(b, loc, stamp, field), live);
  }
};

/// What a replaced word says of this interval: a race, whether with a
/// write, and the other access's field.
struct FoundRace {
  Value race, raceWrite;
  /// The writer and (for a write) reader fields of the word; for a write,
  /// whether the reader is this thread (others read too, which others is
  /// not kept).
  Value writer, reader, unknownReader;
};

FoundRace findRace(OpBuilder &b, Location loc, const RaceAccess &access,
                   Value old, Value stamp, Value threadId) {
  auto cst = [&](int64_t v) { return createI64(b, loc, v); };
  auto isSet = [&](Value field, int64_t bit) -> Value {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                 arith::AndIOp::create(b, loc, field, cst(bit)),
                                 cst(0));
  };
  auto threadOf = [&](Value field) {
    return extractField(b, loc, field, kThreadShift, kThreadMask);
  };
  Value live = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::AndIOp::create(b, loc, old, cst(kStampMask)), stamp);
  Value writer = extractField(b, loc, old, kWriterShift, kWriterMask);
  Value otherWriter = arith::AndIOp::create(
      b, loc, isSet(writer, kFieldPresent),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, threadOf(writer),
                            threadId));
  FoundRace found;
  found.raceWrite = found.race =
      arith::AndIOp::create(b, loc, live, otherWriter);
  found.writer = writer;
  if (!access.write)
    return found;
  Value reader = arith::ShRUIOp::create(b, loc, old, cst(kReaderShift));
  Value sameReader = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           threadOf(reader), threadId);
  Value otherReader =
      arith::OrIOp::create(b, loc,
                           arith::XOrIOp::create(b, loc, sameReader,
                                                 arith::ConstantIntOp::create(
                                                     b, loc, b.getI1Type(), 1)),
                           isSet(reader, kReaderSeveral));
  Value raceRead = arith::AndIOp::create(
      b, loc, live,
      arith::AndIOp::create(b, loc, isSet(reader, kReaderPresent),
                            otherReader));
  found.reader = reader;
  found.unknownReader = sameReader;
  found.race = arith::OrIOp::create(b, loc, found.raceWrite, raceRead);
  return found;
}

/// The cold path's report of `found`: the other access's thread, site and
/// the element.
void reportRace(OpBuilder &b, Location loc, const RaceAccess &access,
                const RaceSites &sites, KernelState &state,
                const FoundRace &found, Value element, Value count) {
  Value other = found.writer;
  if (access.write)
    other = arith::SelectOp::create(b, loc, found.raceWrite, found.writer,
                                    found.reader);
  Value otherThread = arith::IndexCastUIOp::create(
      b, loc, b.getIndexType(),
      extractField(b, loc, other, kThreadShift, kThreadMask));
  Value packed = state.threads.packIds(b, loc, otherThread);
  if (access.write)
    packed = arith::SelectOp::create(
        b, loc,
        arith::AndIOp::create(
            b, loc,
            arith::XOrIOp::create(
                b, loc, found.raceWrite,
                arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1)),
            found.unknownReader),
        createI64(b, loc, -1), packed);
  Value otherAccess = arith::IndexCastUIOp::create(
      b, loc, b.getIndexType(),
      arith::AndIOp::create(b, loc, other, createI64(b, loc, kAccessMask)));
  Value element64 =
      arith::IndexCastUIOp::create(b, loc, b.getI64Type(), element);
  Value id = state.sites.load(b, loc, otherAccess);
  createRaceReport(b, loc, access, sites, found.raceWrite,
                   ValueRange{element64, packed, id, count});
}

/// Instruments `access`: at each element it covers, the shadow word's
/// update and the report of what the replaced word says.
void instrumentAccess(OpBuilder &b, const RaceAccess &access,
                      KernelState &state) {
  Operation *op = access.op;
  Location loc = op->getLoc();
  auto rootType = cast<MemRefType>(access.root.getType());
  int64_t granule = *getElementBytes(rootType.getElementType());
  auto [shadow, elements] = state.shadows.lookup(access.root);
  std::string buffer =
      describeRaceBuffer(access.root, "workgroup attribution",
                         state.kernel.getFirstWorkgroupAttributionIndex());
  // Accesses past the 4095th share the last number, whose entry is 0 (a
  // report names "an unknown site").
  RaceSites sites = createRaceSites(
      state.checks, state.sites, access, "workgroup", buffer,
      "by thread {other_thread:xyz} at {other_access:site} in barrier "
      "interval {interval:i}");

  b.setInsertionPoint(op);
  Value start = firstElement(b, loc, access, granule);
  int64_t covered = std::max<int64_t>(1, access.bytes / granule);
  // Loaded once per access: after mem2reg, registers.
  Value stamp = memref::LoadOp::create(b, loc, state.stampVar);
  Value mine =
      arith::OrIOp::create(b, loc, state.threadField,
                           createI64(b, loc, kFieldPresent | sites.number));
  WordUpdate update{access, state, stamp, mine, sites.number, loc};

  auto check = [&](OpBuilder &b, Value element) {
    Value inside =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, element,
                              arith::ConstantIndexOp::create(b, loc, elements));
    scf::IfOp::create(b, loc, inside, [&](OpBuilder &b, Location) {
      // A word that already says what this access would write (a thread
      // reading an element several threads read in this interval, a
      // thread writing its element again) is only read: no atomic, so a
      // value many threads read at once (a tile's row) does not serialize
      // them on one word. Otherwise one compare-and-swap.
      Value seen = memref::LoadOp::create(b, loc, shadow, element);
      Value changes = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                            update(b, seen), seen);
      auto swap = scf::IfOp::create(
          b, loc, changes,
          [&](OpBuilder &b, Location) {
            Value address = arith::AddIOp::create(
                b, loc, state.shadowBases.lookup(access.root),
                arith::MulIOp::create(
                    b, loc, element,
                    arith::ConstantIndexOp::create(b, loc, 8)));
            Value pointer = LLVM::IntToPtrOp::create(
                b, loc,
                LLVM::LLVMPointerType::get(b.getContext(),
                                           state.options.shadowAddressSpace),
                Value(arith::IndexCastUIOp::create(b, loc, b.getI64Type(),
                                                   address)));
            scf::YieldOp::create(b, loc,
                                 createRelaxedSwap(b, loc, pointer, seen,
                                                   update,
                                                   /*syncScope=*/""));
          },
          [&](OpBuilder &b, Location) { scf::YieldOp::create(b, loc, seen); });
      FoundRace found =
          findRace(b, loc, access, swap.getResult(0), stamp, state.thread64);
      Value count = memref::LoadOp::create(b, loc, state.countVar);
      CheckBuilder::createColdPath(b, loc, found.race, [&](OpBuilder &b) {
        reportRace(b, loc, access, sites, state, found, element, count);
      });
      scf::YieldOp::create(b, loc);
    });
  };
  forEachCovered(b, loc, start, covered, /*step=*/1, check);
}

/// The checked accesses of `accesses` whose root has a shadow, and the
/// counts of the summary.
SmallVector<RaceAccess *>
selectChecked(MutableArrayRef<RaceAccess> accesses,
              const llvm::MapVector<Value, int64_t> &roots,
              RaceCounts &counts) {
  SmallVector<RaceAccess *> checked;
  for (RaceAccess &access : accesses) {
    if (!access.checked)
      ++counts.elided;
    else if (!roots.count(access.root))
      ++counts.unchecked;
    else
      checked.push_back(&access);
  }
  counts.checked = checked.size();
  return checked;
}

} // namespace

RaceCounts mlir::dbg::insertWorkgroupRaceChecks(gpu::GPUFuncOp kernel,
                                                const RaceCheckOptions &options,
                                                CheckBuilder &checks,
                                                SiteIdTable &table) {
  SmallVector<Operation *> barriers;
  kernel.walk([&](Operation *op) {
    if (isBarrier(op))
      barriers.push_back(op);
  });
  RaceCounts counts;
  int64_t dynamic = 0;
  SmallVector<RaceAccess> accesses =
      collectAccesses(kernel, counts.unchecked, dynamic);
  if (dynamic)
    kernel.emitWarning("race checks skip ")
        << dynamic
        << " access(es) of dynamic shared memory (gpu.dynamic_shared_memory), "
           "whose size is known only at the launch";
  if (accesses.empty() && !counts.unchecked)
    return counts;
  // A barrier in a called function would end intervals the kernel's
  // counting does not see.
  if (callsBarrier(kernel) && !accesses.empty()) {
    kernel.emitWarning("race checks skip this kernel: it calls a function "
                       "that may wait at a barrier");
    counts.unchecked += accesses.size();
    return counts;
  }
  markChecked(kernel, accesses, options.elide);
  llvm::MapVector<Value, int64_t> roots =
      planShadows(kernel, accesses, options);
  SmallVector<RaceAccess *> checked = selectChecked(accesses, roots, counts);
  addRaceSummary(kernel, "", counts);
  if (checked.empty())
    return counts;

  OpBuilder b(kernel.getContext());
  KernelState state(kernel, options, checks, table);
  setUpShadows(b, state, roots);
  countIntervals(b, state, barriers);
  for (RaceAccess *access : checked)
    instrumentAccess(b, *access, state);
  return counts;
}
