//===- InsertRaceChecks.cpp - races on workgroup memory -------------------===//
//
// Each checked access of workgroup memory updates the shadow word of every
// element it touches with one atomic compare-and-swap, and reports when the
// word it replaced shows another thread of the block writing the element
// (or, for a write, reading it) in the same barrier interval. Accesses that
// provably cannot race are left alone.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "SiteIdTable.h"
#include "SyncChecks.h"
#include "Uniformity.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <array>
#include <optional>

namespace mlir::dbg {
#define GEN_PASS_DEF_INSERTRACECHECKSPASS
#include "dbg/Transforms/Passes.h.inc"
} // namespace mlir::dbg

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
constexpr int64_t kAccessMask = (int64_t(1) << 12) - 1;

/// One access of workgroup memory.
struct Access {
  Operation *op;
  /// The memref the op accesses, its indices, and whether it writes.
  Value memref;
  SmallVector<Value> indices;
  bool write = false;
  /// The workgroup buffer `memref` views: a workgroup attribution or a
  /// memref.get_global.
  Value root;
  /// Bytes the access covers from its first element.
  int64_t bytes = 0;
  /// Whether it reaches itself without a barrier (in a loop).
  bool loopy = false;
  bool checked = false;
};

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
  Intervals(ArrayRef<Access> accesses) : concurrent(accesses.size()) {
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

//===----------------------------------------------------------------------===//
// Which accesses provably cannot race
//===----------------------------------------------------------------------===//

/// Thread-id coefficients of an index: index = cx * x + cy * y + cz * z +
/// (a value every thread of the block has alike).
using Coefficients = std::array<int64_t, 3>;

class ThreadIndexAnalysis {
public:
  explicit ThreadIndexAnalysis(gpu::GPUFuncOp kernel) {
    extents = {0, 0, 0};
    if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize())
      for (auto [d, size] : llvm::enumerate(*known))
        if (d < 3)
          extents[d] = size;
  }

  bool isUniform(Value value) { return uniform.isUniform(value); }

  /// `value` as thread-id coefficients plus a uniform rest, or none.
  std::optional<Coefficients> decompose(Value value) {
    if (isUniform(value))
      return Coefficients{0, 0, 0};
    Operation *def = value.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (auto id = dyn_cast<gpu::ThreadIdOp>(def)) {
      Coefficients c = {0, 0, 0};
      c[static_cast<unsigned>(id.getDimension())] = 1;
      return c;
    }
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp>(def))
      return decompose(def->getOperand(0));
    auto combine = [&](int64_t sign) -> std::optional<Coefficients> {
      std::optional<Coefficients> a = decompose(def->getOperand(0));
      std::optional<Coefficients> b = decompose(def->getOperand(1));
      if (!a || !b)
        return std::nullopt;
      for (unsigned d = 0; d < 3; ++d)
        (*a)[d] += sign * (*b)[d];
      return a;
    };
    if (isa<arith::AddIOp>(def))
      return combine(1);
    if (isa<arith::SubIOp>(def))
      return combine(-1);
    if (isa<arith::MulIOp>(def)) {
      for (unsigned k = 0; k < 2; ++k) {
        IntegerAttr constant;
        if (!matchPattern(def->getOperand(k), m_Constant(&constant)))
          continue;
        std::optional<Coefficients> other = decompose(def->getOperand(1 - k));
        if (!other)
          return std::nullopt;
        for (int64_t &c : *other)
          c *= constant.getInt();
        return other;
      }
    }
    return std::nullopt;
  }

  /// Whether two different threads of a block never get the same `indices`:
  /// every thread dimension that may be larger than 1 is told apart by an
  /// index in which the thread ids it holds have coefficients that cannot
  /// collide (mixed radix: each larger than what the smaller ones span).
  bool isInjective(ValueRange indices) {
    std::array<bool, 3> told = {false, false, false};
    for (Value index : indices) {
      std::optional<Coefficients> c = decompose(index);
      if (!c)
        continue;
      SmallVector<unsigned> dims;
      for (unsigned d = 0; d < 3; ++d)
        if ((*c)[d] != 0 && extents[d] != 1)
          dims.push_back(d);
      llvm::sort(dims, [&](unsigned a, unsigned b) {
        return std::abs((*c)[a]) < std::abs((*c)[b]);
      });
      int64_t span = 0;
      bool ok = true;
      for (unsigned d : dims) {
        if (std::abs((*c)[d]) <= span) {
          ok = false;
          break;
        }
        if (extents[d] <= 0) {
          // Unknown: nothing larger can follow.
          span = std::numeric_limits<int64_t>::max();
          continue;
        }
        span += std::abs((*c)[d]) * (extents[d] - 1);
      }
      if (ok)
        for (unsigned d : dims)
          told[d] = true;
    }
    for (unsigned d = 0; d < 3; ++d)
      if (extents[d] != 1 && !told[d])
        return false;
    return true;
  }

private:
  /// The block's known sizes (known_block_size); 0 when unknown.
  std::array<int64_t, 3> extents;
  UniformValues uniform;
};

/// Whether accesses `a` and `b` (maybe the same op, in two threads) can
/// never touch the same element from two threads in one interval.
bool cannotMeet(const Access &a, const Access &b,
                ThreadIndexAnalysis &threads) {
  // An access that reaches itself without a barrier runs more than once in
  // an interval, with values (induction variables) that differ.
  if (a.loopy || b.loopy)
    return false;
  if (a.memref != b.memref || a.indices.size() != b.indices.size())
    return false;
  for (auto [x, y] : llvm::zip(a.indices, b.indices)) {
    IntegerAttr cx, cy;
    if (matchPattern(x, m_Constant(&cx)) && matchPattern(y, m_Constant(&cy)) &&
        cx.getValue() != cy.getValue())
      return true;
  }
  return a.indices == b.indices && a.bytes == b.bytes &&
         threads.isInjective(a.indices);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// What instrumenting one kernel needs at hand.
struct KernelState {
  KernelState(gpu::GPUFuncOp kernel, SiteIdTable &sites)
      : kernel(kernel), sites(sites) {}

  gpu::GPUFuncOp kernel;
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

struct InsertRaceChecksPass
    : public dbg::impl::InsertRaceChecksPassBase<InsertRaceChecksPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  void runOnKernel(gpu::GPUFuncOp kernel, SymbolTable &symbols,
                   SiteIdTable &sites);
  void clearShadows(OpBuilder &b, Location loc, KernelState &state);
  void instrumentAccess(OpBuilder &b, Access &access, KernelState &state,
                        SymbolTable &symbols);
  Value firstElement(OpBuilder &b, Location loc, const Access &access,
                     int64_t granule);
};

} // namespace

void InsertRaceChecksPass::runOnOperation() {
  if (memory == RaceMemory::None)
    return;
  ModuleOp module = getOperation();
  SymbolTable symbols(module);
  module.walk([&](gpu::GPUModuleOp gpuModule) {
    // Each checked access's number in the shadow words (12 bits): its
    // first site.
    SiteIdTable sites("__dbg_race_sites", kAccessMask + 1);
    // A kernel with a summary was instrumented already (the pass ran
    // before, say by dbg-opt): its shadows are not the program's.
    for (auto kernel : gpuModule.getOps<gpu::GPUFuncOp>())
      if (kernel.isKernel() &&
          !kernel->hasAttr(DbgDialect::getRaceChecksAttrName()))
        runOnKernel(kernel, symbols, sites);
    sites.finish(gpuModule);
  });
}

void InsertRaceChecksPass::runOnKernel(gpu::GPUFuncOp kernel,
                                       SymbolTable &symbols,
                                       SiteIdTable &sites) {
  SmallVector<Operation *> barriers;
  kernel.walk([&](Operation *op) {
    if (isBarrier(op))
      barriers.push_back(op);
  });
  // A barrier in a called function would end intervals the kernel's
  // counting does not see.
  bool waitsInCallee = callsBarrier(kernel);

  SmallVector<Access> accesses;
  int64_t dynamicAccesses = 0, unsupported = 0;
  kernel.walk([&](Operation *op) {
    Access access;
    access.op = op;
    Type element;
    auto take = [&](Value memref, ValueRange indices, bool write, Type type) {
      access.memref = memref;
      access.indices.assign(indices.begin(), indices.end());
      access.write = write;
      element = type;
    };
    if (auto load = dyn_cast<memref::LoadOp>(op)) {
      take(load.getMemRef(), load.getIndices(), false, load.getType());
    } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
      take(store.getMemRef(), store.getIndices(), true,
           store.getValueToStore().getType());
    } else if (auto load = dyn_cast<vector::LoadOp>(op)) {
      take(load.getBase(), load.getIndices(), false, load.getVectorType());
    } else if (auto store = dyn_cast<vector::StoreOp>(op)) {
      take(store.getBase(), store.getIndices(), true, store.getVectorType());
    } else {
      // Other users of workgroup memory are not checked.
      if (llvm::any_of(op->getOperands(), isWorkgroupMemRef) &&
          !isa<ViewLikeOpInterface, CallOpInterface>(op) &&
          !isa<memref::ExtractStridedMetadataOp,
               memref::ExtractAlignedPointerAsIndexOp, memref::DimOp>(op)) {
        ++numUnchecked;
        ++unsupported;
      }
      return;
    }
    if (!isWorkgroupMemRef(access.memref))
      return;
    bool dynamic = false;
    access.root = findRoot(access.memref, kernel, dynamic);
    std::optional<int64_t> bytes = getElementBytes(element);
    auto rootType = access.root ? dyn_cast<MemRefType>(access.root.getType())
                                : MemRefType();
    if (!access.root || !bytes || !rootType || !rootType.hasStaticShape() ||
        !getElementBytes(rootType.getElementType())) {
      ++numUnchecked;
      ++unsupported;
      dynamicAccesses += dynamic;
      return;
    }
    access.bytes = *bytes;
    accesses.push_back(std::move(access));
  });
  if (dynamicAccesses)
    kernel.emitWarning("race checks skip ")
        << dynamicAccesses
        << " access(es) of dynamic shared memory (gpu.dynamic_shared_memory), "
           "whose size is known only at the launch";
  if (accesses.empty() && !unsupported)
    return;
  if (waitsInCallee && !accesses.empty()) {
    kernel.emitWarning("race checks skip this kernel: it calls a function "
                       "that may wait at a barrier");
    numUnchecked += accesses.size();
    return;
  }

  // Which accesses may meet another thread's in one interval.
  Intervals intervals(accesses);
  intervals.run(kernel.getBody());
  ThreadIndexAnalysis threads(kernel);
  for (auto [i, access] : llvm::enumerate(accesses))
    access.loopy = intervals.of(i).test(i);
  for (auto [i, a] : llvm::enumerate(accesses)) {
    if (!elide) {
      a.checked = true;
      continue;
    }
    llvm::BitVector partners = intervals.of(i);
    if (a.write)
      partners.set(i);
    for (unsigned j : partners.set_bits()) {
      Access &b = accesses[j];
      if (a.root != b.root || (!a.write && !b.write))
        continue;
      if (cannotMeet(a, b, threads))
        continue;
      a.checked = b.checked = true;
    }
  }

  // Each checked root's shadow, within the workgroup memory limit.
  llvm::MapVector<Value, int64_t> roots;
  for (Access &access : accesses)
    if (access.checked)
      roots[access.root] =
          cast<MemRefType>(access.root.getType()).getNumElements();
  int64_t used = getStaticWorkgroupBytes(kernel);
  SmallVector<Value> dropped;
  for (auto &[root, elements] : roots) {
    if (used + 8 * elements > workgroupLimit) {
      dropped.push_back(root);
      continue;
    }
    used += 8 * elements;
  }
  for (Value root : dropped) {
    roots.erase(root);
    kernel.emitWarning("race checks skip a workgroup buffer of type ")
        << root.getType() << ": its shadow ("
        << 8 * cast<MemRefType>(root.getType()).getNumElements()
        << " bytes) would take the kernel past "
        << static_cast<int64_t>(workgroupLimit)
        << " bytes of workgroup memory (workgroup-limit)";
  }
  SmallVector<Access *> checked;
  int64_t elided = 0, skipped = unsupported;
  for (Access &access : accesses) {
    if (!access.checked)
      ++elided;
    else if (!roots.count(access.root))
      ++skipped;
    else
      checked.push_back(&access);
  }
  numElided += elided;
  numUnchecked += skipped - unsupported;
  Builder attrs(kernel.getContext());
  kernel->setAttr(
      DbgDialect::getRaceChecksAttrName(),
      attrs.getDictionaryAttr({
          attrs.getNamedAttr("checked",
                             attrs.getI64IntegerAttr(checked.size())),
          attrs.getNamedAttr("elided", attrs.getI64IntegerAttr(elided)),
          attrs.getNamedAttr("unchecked", attrs.getI64IntegerAttr(skipped)),
      }));
  if (checked.empty())
    return;

  // The shadows, the thread's id and its interval counters.
  MLIRContext *ctx = kernel.getContext();
  Location loc = kernel.getLoc();
  OpBuilder b(ctx);
  KernelState state(kernel, sites);
  auto module = kernel->getParentOfType<gpu::GPUModuleOp>();
  b.setInsertionPointToStart(&kernel.front());
  // First in the entry block, before any loop splits it: static allocas,
  // which LLVM promotes to registers (AMDGPU cannot lower others).
  auto counterType = MemRefType::get({}, b.getI64Type());
  state.stampVar = memref::AllocaOp::create(b, loc, counterType);
  state.countVar = memref::AllocaOp::create(b, loc, counterType);
  for (auto &[root, elements] : roots) {
    auto rootType = cast<MemRefType>(root.getType());
    auto type = MemRefType::get({elements}, b.getI64Type(), AffineMap(),
                                rootType.getMemorySpace());
    Value shadow;
    if (isa<BlockArgument>(root)) {
      shadow = kernel.addWorkgroupAttribution(type, root.getLoc());
    } else {
      auto get = root.getDefiningOp<memref::GetGlobalOp>();
      std::string name = (get.getName() + "__dbg_shadow").str();
      SymbolTable moduleSymbols(module);
      auto global = moduleSymbols.lookup<memref::GlobalOp>(name);
      if (!global) {
        OpBuilder gb = OpBuilder::atBlockBegin(module.getBody());
        global = memref::GlobalOp::create(
            gb, get.getLoc(), gb.getStringAttr(name),
            gb.getStringAttr("private"), TypeAttr::get(type), Attribute(),
            UnitAttr(), IntegerAttr());
      }
      shadow = memref::GetGlobalOp::create(b, get.getLoc(), type, name);
    }
    state.shadows[root] = {shadow, elements};
  }
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
  Type i64 = b.getI64Type();
  state.thread64 =
      arith::IndexCastUIOp::create(b, loc, i64, state.threads.linear);
  state.threadField = arith::ShLIOp::create(
      b, loc, state.thread64,
      arith::ConstantIntOp::create(b, loc, i64, kThreadShift));
  clearShadows(b, loc, state);
  gpu::BarrierOp::create(b, loc);
  memref::StoreOp::create(b, loc, arith::ConstantIntOp::create(b, loc, i64, 1),
                          state.stampVar);
  memref::StoreOp::create(b, loc, arith::ConstantIntOp::create(b, loc, i64, 0),
                          state.countVar);

  // After each barrier of the kernel: the next interval.
  for (Operation *barrier : barriers) {
    Location bl = barrier->getLoc();
    b.setInsertionPointAfter(barrier);
    Value one = arith::ConstantIntOp::create(b, bl, i64, 1);
    Value count = memref::LoadOp::create(b, bl, state.countVar);
    memref::StoreOp::create(b, bl, arith::AddIOp::create(b, bl, count, one),
                            state.countVar);
    Value stamp = arith::AddIOp::create(
        b, bl, memref::LoadOp::create(b, bl, state.stampVar), one);
    Value wraps = arith::CmpIOp::create(
        b, bl, arith::CmpIPredicate::eq, stamp,
        arith::ConstantIntOp::create(b, bl, i64, kStampLimit));
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

  for (Access *access : checked)
    instrumentAccess(b, *access, state, symbols);
  numChecked += checked.size();
}

void InsertRaceChecksPass::clearShadows(OpBuilder &b, Location loc,
                                        KernelState &state) {
  Value zero = arith::ConstantIntOp::create(b, loc, b.getI64Type(), 0);
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

Value InsertRaceChecksPass::firstElement(OpBuilder &b, Location loc,
                                         const Access &access,
                                         int64_t granule) {
  auto rootType = cast<MemRefType>(access.root.getType());
  auto type = cast<MemRefType>(access.memref.getType());
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
  auto metadata =
      memref::ExtractStridedMetadataOp::create(b, loc, access.memref);
  Value element = metadata.getOffset();
  for (auto [index, stride] : llvm::zip(access.indices, metadata.getStrides()))
    element = arith::AddIOp::create(
        b, loc, element, arith::MulIOp::create(b, loc, index, stride));
  Value viewBase =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, access.memref);
  Value rootBase =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, access.root);
  int64_t viewBytes = *getElementBytes(type.getElementType());
  Value bytes = arith::AddIOp::create(
      b, loc, arith::SubIOp::create(b, loc, viewBase, rootBase),
      arith::MulIOp::create(b, loc, element,
                            arith::ConstantIndexOp::create(b, loc, viewBytes)));
  return arith::DivUIOp::create(
      b, loc, bytes, arith::ConstantIndexOp::create(b, loc, granule));
}

void InsertRaceChecksPass::instrumentAccess(OpBuilder &b, Access &access,
                                            KernelState &state,
                                            SymbolTable &symbols) {
  Operation *op = access.op;
  Location loc = op->getLoc();
  auto rootType = cast<MemRefType>(access.root.getType());
  int64_t granule = *getElementBytes(rootType.getElementType());
  auto [shadow, elements] = state.shadows.lookup(access.root);

  // The sites: a read races with an earlier write; a write with an
  // earlier write or read.
  std::string buffer;
  {
    llvm::raw_string_ostream os(buffer);
    if (auto arg = dyn_cast<BlockArgument>(access.root))
      os << "workgroup attribution #"
         << arg.getArgNumber() -
                state.kernel.getFirstWorkgroupAttributionIndex();
    else
      os << "@" << access.root.getDefiningOp<memref::GetGlobalOp>().getName();
    std::string type;
    llvm::raw_string_ostream(type) << rootType;
    // Braces would read as placeholders.
    std::replace(type.begin(), type.end(), '{', '(');
    std::replace(type.begin(), type.end(), '}', ')');
    os << " (" << type << ")";
  }
  std::string kernelName = getEnclosingKernelName(op);
  auto makeSite = [&](StringRef what, StringRef verb) {
    std::string detail =
        "element {element:i} of " + buffer + " was " + verb.str() +
        " by thread {other_thread:xyz} at {other_access:site} in barrier "
        "interval {interval:i}";
    return createCheckSite(symbols, cast<ModuleOp>(symbols.getOp()), op,
                           SiteKind::race, kernelName, what, detail,
                           /*warn=*/false);
  };
  SiteOp first, second;
  if (access.write) {
    first = makeSite("write-after-write race on workgroup memory", "written");
    second = makeSite("write-after-read race on workgroup memory", "read");
  } else {
    first = makeSite("read-after-write race on workgroup memory", "written");
  }
  // Accesses past the 4095th share the last number, whose entry is 0 (a
  // report names "an unknown site").
  int64_t number = state.sites.add(first);

  b.setInsertionPoint(op);
  Type i64 = b.getI64Type();
  auto cst = [&](OpBuilder &nb, int64_t v) -> Value {
    return arith::ConstantIntOp::create(nb, loc, i64, v);
  };
  Value start = firstElement(b, loc, access, granule);
  int64_t covered = std::max<int64_t>(1, access.bytes / granule);
  // Loaded once per access: after mem2reg, registers.
  Value stamp = memref::LoadOp::create(b, loc, state.stampVar);
  Value mine = arith::OrIOp::create(b, loc, state.threadField,
                                    cst(b, kFieldPresent | number));
  Value threadId = state.thread64;

  auto check = [&](OpBuilder &b, Value element) {
    Value inside =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, element,
                              arith::ConstantIndexOp::create(b, loc, elements));
    scf::IfOp::create(b, loc, inside, [&](OpBuilder &b, Location) {
      // The word this access leaves, from the word it finds.
      auto update = [&](OpBuilder &b, Value current) -> Value {
        Value fresh = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ne,
            arith::AndIOp::create(b, loc, current, cst(b, kStampMask)), stamp);
        if (access.write) {
          Value field =
              arith::ShLIOp::create(b, loc, mine, cst(b, kWriterShift));
          Value kept = arith::AndIOp::create(
              b, loc, current, cst(b, ~(kWriterMask << kWriterShift)));
          return arith::SelectOp::create(
              b, loc, fresh, arith::OrIOp::create(b, loc, stamp, field),
              arith::OrIOp::create(b, loc, kept, field));
        }
        // The reader field's present bit is its bit 23 (bit 22 says
        // several threads read).
        Value field = arith::ShLIOp::create(
            b, loc,
            arith::OrIOp::create(b, loc, state.threadField,
                                 cst(b, kReaderPresent | number)),
            cst(b, kReaderShift));
        Value reader =
            arith::ShRUIOp::create(b, loc, current, cst(b, kReaderShift));
        Value none = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           reader, cst(b, 0));
        Value readerThread = arith::AndIOp::create(
            b, loc,
            arith::ShRUIOp::create(b, loc, reader, cst(b, kThreadShift)),
            cst(b, kThreadMask));
        Value same = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                           readerThread, threadId);
        Value several = arith::OrIOp::create(
            b, loc, current, cst(b, kReaderSeveral << kReaderShift));
        Value live = arith::SelectOp::create(
            b, loc, none, arith::OrIOp::create(b, loc, current, field),
            arith::SelectOp::create(b, loc, same, current, several));
        return arith::SelectOp::create(
            b, loc, fresh, arith::OrIOp::create(b, loc, stamp, field), live);
      };
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
            // A relaxed compare-and-swap loop: the shadow orders nothing,
            // and memref.generic_atomic_rmw's acq_rel (a system-scope
            // fence around each CAS on NVPTX) cost 1000x on a tiled
            // matmul.
            Value address = arith::AddIOp::create(
                b, loc, state.shadowBases.lookup(access.root),
                arith::MulIOp::create(
                    b, loc, element,
                    arith::ConstantIndexOp::create(b, loc, 8)));
            Value pointer = LLVM::IntToPtrOp::create(
                b, loc,
                LLVM::LLVMPointerType::get(b.getContext(), shadowAddressSpace),
                Value(arith::IndexCastUIOp::create(b, loc, i64, address)));
            auto loop = scf::WhileOp::create(
                b, loc, TypeRange{i64}, ValueRange{seen},
                [&](OpBuilder &b, Location, ValueRange args) {
                  Value expected = args.front();
                  auto pair = LLVM::AtomicCmpXchgOp::create(
                      b, loc, pointer, expected, update(b, expected),
                      LLVM::AtomicOrdering::monotonic,
                      LLVM::AtomicOrdering::monotonic);
                  Value found = LLVM::ExtractValueOp::create(b, loc, pair, 0);
                  Value swapped = LLVM::ExtractValueOp::create(b, loc, pair, 1);
                  Value retry = arith::XOrIOp::create(
                      b, loc, swapped,
                      arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
                  scf::ConditionOp::create(b, loc, retry, found);
                },
                [&](OpBuilder &b, Location, ValueRange args) {
                  scf::YieldOp::create(b, loc, args);
                });
            scf::YieldOp::create(b, loc, loop.getResult(0));
          },
          [&](OpBuilder &b, Location) { scf::YieldOp::create(b, loc, seen); });
      // What the replaced word says of this interval.
      Value old = swap.getResult(0);
      Value live = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq,
          arith::AndIOp::create(b, loc, old, cst(b, kStampMask)), stamp);
      Value writer = arith::AndIOp::create(
          b, loc, arith::ShRUIOp::create(b, loc, old, cst(b, kWriterShift)),
          cst(b, kWriterMask));
      auto threadOf = [&](Value field) {
        return arith::AndIOp::create(
            b, loc, arith::ShRUIOp::create(b, loc, field, cst(b, kThreadShift)),
            cst(b, kThreadMask));
      };
      Value otherWriter = arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ne,
              arith::AndIOp::create(b, loc, writer, cst(b, kFieldPresent)),
              cst(b, 0)),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                threadOf(writer), threadId));
      Value raceWrite = arith::AndIOp::create(b, loc, live, otherWriter);
      Value race = raceWrite, reader, raceRead, unknownReader;
      if (access.write) {
        reader = arith::ShRUIOp::create(b, loc, old, cst(b, kReaderShift));
        Value present = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ne,
            arith::AndIOp::create(b, loc, reader, cst(b, kReaderPresent)),
            cst(b, 0));
        Value severalReaders = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ne,
            arith::AndIOp::create(b, loc, reader, cst(b, kReaderSeveral)),
            cst(b, 0));
        Value sameReader = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::eq, threadOf(reader), threadId);
        Value otherReader = arith::OrIOp::create(
            b, loc,
            arith::XOrIOp::create(
                b, loc, sameReader,
                arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1)),
            severalReaders);
        raceRead = arith::AndIOp::create(
            b, loc, live, arith::AndIOp::create(b, loc, present, otherReader));
        // This thread read first, then others: which others is not kept.
        unknownReader = sameReader;
        race = arith::OrIOp::create(b, loc, raceWrite, raceRead);
      }
      Value count = memref::LoadOp::create(b, loc, state.countVar);
      auto report =
          scf::IfOp::create(b, loc, race, [&](OpBuilder &b, Location) {
            // The cold path: the other access's thread, site and the element.
            Value other = writer;
            if (access.write)
              other =
                  arith::SelectOp::create(b, loc, raceWrite, writer, reader);
            Value otherThread = arith::IndexCastUIOp::create(
                b, loc, b.getIndexType(), threadOf(other));
            Value packed = state.threads.packIds(b, loc, otherThread);
            if (access.write)
              packed = arith::SelectOp::create(
                  b, loc,
                  arith::AndIOp::create(
                      b, loc,
                      arith::XOrIOp::create(b, loc, raceWrite,
                                            arith::ConstantIntOp::create(
                                                b, loc, b.getI1Type(), 1)),
                      unknownReader),
                  cst(b, -1), packed);
            Value otherAccess = arith::IndexCastUIOp::create(
                b, loc, b.getIndexType(),
                arith::AndIOp::create(b, loc, other, cst(b, kAccessMask)));
            Value element64 =
                arith::IndexCastUIOp::create(b, loc, i64, element);
            Value no = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
            auto emit = [&](OpBuilder &b, SiteOp site, Value id) {
              CheckOp::create(b, loc, no, site.getSymName(),
                              ValueRange{element64, packed, id, count});
            };
            Value id = state.sites.load(b, loc, otherAccess);
            if (!access.write) {
              emit(b, first, id);
            } else {
              scf::IfOp::create(
                  b, loc, raceWrite,
                  [&](OpBuilder &b, Location) {
                    emit(b, first, id);
                    scf::YieldOp::create(b, loc);
                  },
                  [&](OpBuilder &b, Location) {
                    emit(b, second, id);
                    scf::YieldOp::create(b, loc);
                  });
            }
            scf::YieldOp::create(b, loc);
          });
      DbgDialect::markColdPath(report);
      scf::YieldOp::create(b, loc);
    });
  };
  if (covered == 1) {
    check(b, start);
    return;
  }
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  scf::ForOp::create(b, loc, zero,
                     arith::ConstantIndexOp::create(b, loc, covered),
                     arith::ConstantIndexOp::create(b, loc, 1), ValueRange{},
                     [&](OpBuilder &b, Location, Value lane, ValueRange) {
                       check(b, arith::AddIOp::create(b, loc, start, lane));
                       scf::YieldOp::create(b, loc);
                     });
}
