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
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
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
#include "llvm/Support/MathExtras.h"
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

/// Id coefficients of an index: index = c0 * tid.x + c1 * tid.y + c2 *
/// tid.z (+ c3 * bid.x + c4 * bid.y + c5 * bid.z + c6 * bid.x * bdim.x + c7
/// * bid.y * bdim.y + c8 * bid.z * bdim.z across the grid) + (a value every
/// thread, or every thread of the block, has alike).
using Coefficients = std::array<int64_t, 9>;
/// Where the `bid * bdim` terms are.
constexpr unsigned kScaledBlockDims = 6;

class ThreadIndexAnalysis {
public:
  /// `acrossGrid`: tell threads of different blocks apart too (block ids
  /// are ids, not values a block's threads have alike). `launched`: the
  /// block and grid sizes every launch of the kernel in the program uses
  /// (0: they differ or are not constants), where the kernel's
  /// `known_block_size` and `known_grid_size` say nothing.
  explicit ThreadIndexAnalysis(gpu::GPUFuncOp kernel, bool acrossGrid = false,
                               std::array<int64_t, 6> launched = {})
      : acrossGrid(acrossGrid), uniform(acrossGrid) {
    // Thread ids, then block ids; a dimension of size 1 tells no thread
    // apart, and without acrossGrid block ids never appear.
    extents = {launched[0], launched[1], launched[2], 1, 1, 1, 1, 1, 1};
    if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize())
      for (auto [d, size] : llvm::enumerate(*known))
        if (d < 3)
          extents[d] = size;
    if (!acrossGrid)
      return;
    for (unsigned d = 3; d < 6; ++d)
      extents[d] = launched[d];
    for (unsigned d = 6; d < extents.size(); ++d)
      extents[d] = 0;
    if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownGridSize())
      for (auto [d, size] : llvm::enumerate(*known))
        if (d < 3)
          extents[3 + d] = size;
  }

  bool isUniform(Value value) { return uniform.isUniform(value); }

  /// The number of blocks of a launch, when `known_grid_size` says it.
  std::optional<int64_t> knownBlocks() const {
    if (extents[3] <= 0 || extents[4] <= 0 || extents[5] <= 0)
      return std::nullopt;
    return extents[3] * extents[4] * extents[5];
  }

  /// `value` as a constant: an integer constant, or a block or grid size
  /// that `known_block_size` or `known_grid_size` gives.
  std::optional<int64_t> getConstant(Value value) {
    IntegerAttr constant;
    if (matchPattern(value, m_Constant(&constant)))
      return constant.getInt();
    if (auto dim = value.getDefiningOp<gpu::BlockDimOp>()) {
      int64_t size = extents[static_cast<unsigned>(dim.getDimension())];
      if (size > 0)
        return size;
    }
    return std::nullopt;
  }

  /// `value` as id coefficients plus a uniform rest, or none.
  std::optional<Coefficients> decompose(Value value) {
    if (isUniform(value))
      return Coefficients{};
    Operation *def = value.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (auto id = dyn_cast<gpu::ThreadIdOp>(def)) {
      Coefficients c = {};
      c[static_cast<unsigned>(id.getDimension())] = 1;
      return c;
    }
    if (auto id = dyn_cast<gpu::BlockIdOp>(def)) {
      Coefficients c = {};
      c[3 + static_cast<unsigned>(id.getDimension())] = 1;
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
      for (unsigned d = 0; d < a->size(); ++d)
        (*a)[d] += sign * (*b)[d];
      return a;
    };
    if (isa<arith::AddIOp>(def))
      return combine(1);
    if (isa<arith::SubIOp>(def))
      return combine(-1);
    if (isa<arith::MulIOp>(def)) {
      for (unsigned k = 0; k < 2; ++k) {
        std::optional<int64_t> constant = getConstant(def->getOperand(k));
        if (!constant) {
          // c * bid.d * bdim.d, the block's first global id (the size not
          // known at compile time).
          auto size = def->getOperand(k).getDefiningOp<gpu::BlockDimOp>();
          if (!size)
            continue;
          unsigned d = static_cast<unsigned>(size.getDimension());
          std::optional<Coefficients> other = decompose(def->getOperand(1 - k));
          if (!other || (*other)[3 + d] == 0)
            continue;
          Coefficients c = {};
          c[kScaledBlockDims + d] = (*other)[3 + d];
          (*other)[3 + d] = 0;
          if (*other != Coefficients{})
            continue;
          return c;
        }
        std::optional<Coefficients> other = decompose(def->getOperand(1 - k));
        if (!other)
          return std::nullopt;
        for (int64_t &c : *other)
          c *= *constant;
        return other;
      }
    }
    return std::nullopt;
  }

  /// Whether two different threads of a block (across the grid: two
  /// threads of different blocks) never get the same `indices`: every id
  /// dimension that may be larger than 1 is told apart by an index in which the
  /// ids it holds have coefficients that cannot collide (mixed radix: each
  /// larger than what the smaller ones span). All the results of one
  /// `affine.delinearize_index` among the indices tell apart what its
  /// linear index does (they determine it).
  bool isInjective(ValueRange indices) {
    std::array<bool, 6> told = {};
    auto tell = [&](Value index) {
      std::optional<Coefficients> c = decompose(index);
      if (!c)
        return;
      // c * (bid.d * bdim.d + tid.d) is c times a global id: one dimension
      // of unknown size that tells threads and blocks apart in d.
      for (unsigned d = 0; d < 3; ++d) {
        int64_t scaled = (*c)[kScaledBlockDims + d];
        if (scaled == 0)
          continue;
        if ((*c)[d] != scaled)
          return;
        (*c)[d] = 0;
      }
      SmallVector<unsigned> dims;
      for (unsigned d = 0; d < c->size(); ++d)
        if ((*c)[d] != 0 && extents[d] != 1)
          dims.push_back(d);
      llvm::sort(dims, [&](unsigned a, unsigned b) {
        return std::abs((*c)[a]) < std::abs((*c)[b]);
      });
      int64_t span = 0;
      for (unsigned d : dims) {
        if (std::abs((*c)[d]) <= span)
          return;
        if (extents[d] <= 0) {
          // Unknown: nothing larger can follow.
          span = std::numeric_limits<int64_t>::max();
          continue;
        }
        span += std::abs((*c)[d]) * (extents[d] - 1);
      }
      for (unsigned d : dims) {
        if (d >= kScaledBlockDims) {
          told[d - kScaledBlockDims] = told[d - kScaledBlockDims + 3] = true;
          continue;
        }
        told[d] = true;
      }
    };
    llvm::SmallPtrSet<Operation *, 2> delinearized;
    for (Value index : indices) {
      tell(index);
      auto split = index.getDefiningOp<affine::AffineDelinearizeIndexOp>();
      if (split &&
          llvm::all_of(
              split.getResults(),
              [&](Value v) { return llvm::is_contained(indices, v); }) &&
          delinearized.insert(split).second)
        tell(split.getLinearIndex());
    }
    // Across the grid, two threads of one block may share indices (that is
    // for the workgroup checks): telling the blocks apart is enough.
    for (unsigned d = acrossGrid ? 3 : 0; d < (acrossGrid ? 6u : 3u); ++d)
      if (extents[d] != 1 && !told[d])
        return false;
    return true;
  }

private:
  /// The sizes of each id dimension: known_block_size, known_grid_size,
  /// then those of the bid * bdim terms; 0 when unknown, 1 for a dimension
  /// that tells no thread apart.
  std::array<int64_t, 9> extents;
  bool acrossGrid;
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
constexpr int64_t kGlobalAccessMask = (int64_t(1) << 11) - 1;
constexpr int64_t kSeveralBlocks = std::numeric_limits<int64_t>::min();

/// One access of global memory.
struct GlobalAccess {
  Operation *op;
  Value memref;
  SmallVector<Value> indices;
  bool write = false;
  /// The kernel argument or memref.get_global `memref` views.
  Value root;
  /// Bytes the access covers from its first element.
  int64_t bytes = 0;
  /// Whether one thread may run it more than once (in a loop).
  bool loopy = false;
  bool checked = false;
};

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
    Value memref;
    if (auto rmw = dyn_cast<memref::AtomicRMWOp>(op))
      memref = rmw.getMemref();
    else if (auto rmw = dyn_cast<memref::GenericAtomicRMWOp>(op))
      memref = rmw.getMemref();
    else if (isa<LLVM::AtomicRMWOp, LLVM::AtomicCmpXchgOp>(op)) {
      if (!op->use_empty()) {
        found = op;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    } else {
      return WalkResult::advance();
    }
    if (op->use_empty() || isWorkgroupMemRef(memref) || isPrivateMemRef(memref))
      return WalkResult::advance();
    found = op;
    return WalkResult::interrupt();
  });
  return found;
}

/// Whether accesses `a` and `b` (maybe the same op) can never touch the
/// same element from two threads of different blocks.
bool cannotMeetAcrossBlocks(const GlobalAccess &a, const GlobalAccess &b,
                            ThreadIndexAnalysis &ids) {
  if (a.memref == b.memref && a.indices.size() == b.indices.size())
    for (auto [x, y] : llvm::zip(a.indices, b.indices)) {
      IntegerAttr cx, cy;
      if (matchPattern(x, m_Constant(&cx)) &&
          matchPattern(y, m_Constant(&cy)) && cx.getValue() != cy.getValue())
        return true;
    }
  if (a.loopy || b.loopy)
    return false;
  return a.memref == b.memref && a.indices == b.indices && a.bytes == b.bytes &&
         ids.isInjective(a.indices);
}

/// The global accesses of one kernel and which are checked.
struct GlobalPlan {
  SmallVector<GlobalAccess> accesses;
  int64_t elided = 0, unchecked = 0;
};

/// Runs `check` at the position of each of the `covered` elements an
/// access covers: `start`, and `start + k * step` (index) in a loop when
/// there are several (a vector access).
void forEachCovered(OpBuilder &b, Location loc, Value start, int64_t covered,
                    int64_t step,
                    llvm::function_ref<void(OpBuilder &, Value)> check) {
  if (covered == 1) {
    check(b, start);
    return;
  }
  scf::ForOp::create(b, loc, arith::ConstantIndexOp::create(b, loc, 0),
                     arith::ConstantIndexOp::create(b, loc, covered * step),
                     arith::ConstantIndexOp::create(b, loc, step), ValueRange{},
                     [&](OpBuilder &b, Location, Value offset, ValueRange) {
                       check(b, arith::AddIOp::create(b, loc, start, offset));
                       scf::YieldOp::create(b, loc);
                     });
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
  /// memory=global: the kernel's accesses of global memory, which of them
  /// may race across blocks; warns about what it cannot check.
  GlobalPlan planGlobalChecks(gpu::GPUFuncOp kernel,
                              std::array<int64_t, 6> launched);
  void instrumentGlobal(gpu::GPUFuncOp kernel, GlobalPlan &plan,
                        SymbolTable &symbols, SiteIdTable &sites);
  void instrumentGlobalAccess(OpBuilder &b, GlobalAccess &access,
                              gpu::GPUFuncOp kernel, Value state, Value on,
                              Value epoch, Value block, SymbolTable &symbols,
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
  bool workgroup = memory == RaceMemory::Workgroup || memory == RaceMemory::All;
  bool global = memory == RaceMemory::Global || memory == RaceMemory::All;
  // The sizes every launch of a kernel uses: block x, y, z, grid x, y, z
  // (0: not one constant).
  DenseMap<Operation *, std::array<int64_t, 6>> launched;
  if (global)
    module.walk([&](gpu::LaunchFuncOp launch) {
      Operation *kernel = symbols.lookupSymbolIn(module, launch.getKernel());
      if (!kernel)
        return;
      std::array<int64_t, 6> sizes;
      Value values[6] = {launch.getBlockSizeX(), launch.getBlockSizeY(),
                         launch.getBlockSizeZ(), launch.getGridSizeX(),
                         launch.getGridSizeY(),  launch.getGridSizeZ()};
      for (auto [d, value] : llvm::enumerate(values)) {
        IntegerAttr constant;
        sizes[d] =
            matchPattern(value, m_Constant(&constant)) ? constant.getInt() : 0;
      }
      auto [it, inserted] = launched.try_emplace(kernel, sizes);
      if (!inserted)
        for (unsigned d = 0; d < 6; ++d)
          if (it->second[d] != sizes[d])
            it->second[d] = 0;
    });
  module.walk([&](gpu::GPUModuleOp gpuModule) {
    // Each checked access's number in the shadow words (12 bits, 11 for
    // global memory): its first site.
    SiteIdTable sites("__dbg_race_sites", kAccessMask + 1);
    SiteIdTable globalSites("__dbg_global_race_sites", kGlobalAccessMask + 1);
    // A kernel with a summary was instrumented already (the pass ran
    // before, say by dbg-opt): its shadows are not the program's.
    SmallVector<gpu::GPUFuncOp> kernels;
    for (auto kernel : gpuModule.getOps<gpu::GPUFuncOp>())
      if (kernel.isKernel() &&
          !kernel->hasAttr(DbgDialect::getRaceChecksAttrName()))
        kernels.push_back(kernel);
    for (gpu::GPUFuncOp kernel : kernels) {
      // Planned before the workgroup checks add their own accesses.
      GlobalPlan plan;
      if (global)
        plan = planGlobalChecks(kernel, launched.lookup(kernel));
      if (workgroup)
        runOnKernel(kernel, symbols, sites);
      if (global)
        instrumentGlobal(kernel, plan, symbols, globalSites);
    }
    sites.finish(gpuModule);
    globalSites.finish(gpuModule);
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
  // An origin build (nan-origin) is a copy of a kernel warned about.
  bool warn = !kernel->hasAttr(DbgDialect::getNanOriginOfAttrName());
  for (Value root : dropped) {
    roots.erase(root);
    if (!warn)
      continue;
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
  forEachCovered(b, loc, start, covered, /*step=*/1, check);
}

//===----------------------------------------------------------------------===//
// Global memory
//===----------------------------------------------------------------------===//

GlobalPlan
InsertRaceChecksPass::planGlobalChecks(gpu::GPUFuncOp kernel,
                                       std::array<int64_t, 6> launched) {
  GlobalPlan plan;
  int64_t unsupported = 0;
  kernel.walk([&](Operation *op) {
    GlobalAccess access;
    access.op = op;
    Type element;
    auto take = [&](Value memref, ValueRange indices, bool write, Type type) {
      access.memref = memref;
      access.indices.assign(indices.begin(), indices.end());
      access.write = write;
      element = type;
    };
    if (auto load = dyn_cast<memref::LoadOp>(op))
      take(load.getMemRef(), load.getIndices(), false, load.getType());
    else if (auto store = dyn_cast<memref::StoreOp>(op))
      take(store.getMemRef(), store.getIndices(), true,
           store.getValueToStore().getType());
    else if (auto load = dyn_cast<vector::LoadOp>(op))
      take(load.getBase(), load.getIndices(), false, load.getVectorType());
    else if (auto store = dyn_cast<vector::StoreOp>(op))
      take(store.getBase(), store.getIndices(), true, store.getVectorType());
    else
      return;
    if (isWorkgroupMemRef(access.memref))
      return;
    bool thread = false;
    access.root = findGlobalRoot(access.memref, kernel, thread);
    if (thread)
      return;
    std::optional<int64_t> bytes = getElementBytes(element);
    auto rootType = access.root ? dyn_cast<MemRefType>(access.root.getType())
                                : MemRefType();
    if (!access.root || !bytes || !rootType ||
        !getElementBytes(rootType.getElementType())) {
      ++unsupported;
      return;
    }
    access.bytes = *bytes;
    access.loopy = mayRepeat(op, kernel);
    plan.accesses.push_back(std::move(access));
  });
  plan.unchecked = unsupported;
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
  for (auto [i, a] : llvm::enumerate(plan.accesses)) {
    if (!elide) {
      a.checked = true;
      continue;
    }
    for (size_t j = i; j < plan.accesses.size(); ++j) {
      GlobalAccess &b = plan.accesses[j];
      if (a.root != b.root || (!a.write && !b.write))
        continue;
      if (cannotMeetAcrossBlocks(a, b, ids))
        continue;
      a.checked = b.checked = true;
    }
  }
  // Past the 2047th access, numbers are shared (and reported as "an
  // unknown site"): still checked.
  plan.elided = llvm::count_if(plan.accesses, [](const GlobalAccess &access) {
    return !access.checked;
  });
  return plan;
}

void InsertRaceChecksPass::instrumentGlobal(gpu::GPUFuncOp kernel,
                                            GlobalPlan &plan,
                                            SymbolTable &symbols,
                                            SiteIdTable &sites) {
  SmallVector<GlobalAccess *> checked;
  for (GlobalAccess &access : plan.accesses)
    if (access.checked)
      checked.push_back(&access);
  numGlobalChecked += checked.size();
  numGlobalElided += plan.elided;
  numGlobalUnchecked += plan.unchecked;
  // The summary, next to the workgroup checks' keys.
  Builder attrs(kernel.getContext());
  SmallVector<NamedAttribute> summary;
  if (auto old = kernel->getAttrOfType<DictionaryAttr>(
          DbgDialect::getRaceChecksAttrName()))
    llvm::append_range(summary, old.getValue());
  summary.push_back(attrs.getNamedAttr(
      "global_checked", attrs.getI64IntegerAttr(checked.size())));
  summary.push_back(attrs.getNamedAttr("global_elided",
                                       attrs.getI64IntegerAttr(plan.elided)));
  summary.push_back(attrs.getNamedAttr(
      "global_unchecked", attrs.getI64IntegerAttr(plan.unchecked)));
  kernel->setAttr(DbgDialect::getRaceChecksAttrName(),
                  attrs.getDictionaryAttr(summary));
  if (checked.empty())
    return;

  // The race state's address, public so that libdbgrt finds it by name
  // (on the host target, libdbgrt's own word).
  auto gpuModule = kernel->getParentOfType<gpu::GPUModuleOp>();
  MLIRContext *ctx = kernel.getContext();
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

  // At entry: the state (0 when no runtime set it: checks off), the
  // dispatch's epoch, and this block's field.
  Location loc = kernel.getLoc();
  b.setInsertionPointToStart(&kernel.front());
  Type i64 = b.getI64Type();
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, i64, v);
  };
  Value get =
      memref::GetGlobalOp::create(b, loc, stateType, abi::kGLOBAL_RACESSymbol);
  Value state = memref::LoadOp::create(
      b, loc, get, ValueRange{arith::ConstantIndexOp::create(b, loc, 0)});
  Value on =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, state, cst(0));
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  auto epochIf = scf::IfOp::create(
      b, loc, on,
      [&](OpBuilder &nb, Location nl) {
        Value pointer = LLVM::IntToPtrOp::create(nb, nl, ptrType, state);
        Value epoch = LLVM::LoadOp::create(
            nb, nl, i64, pointer, /*alignment=*/8, /*isVolatile=*/false,
            /*isNonTemporal=*/false, /*isInvariant=*/false,
            /*isInvariantGroup=*/false, LLVM::AtomicOrdering::monotonic,
            StringRef(syncScope));
        scf::YieldOp::create(nb, nl, epoch);
      },
      [&](OpBuilder &nb, Location nl) {
        scf::YieldOp::create(nb, nl, ValueRange{cst(0)});
      });
  Value epoch = epochIf.getResult(0);
  Value block = arith::AndIOp::create(
      b, loc,
      arith::IndexCastUIOp::create(b, loc, i64, createLinearBlockId(b, loc)),
      cst(kBlockMask));
  for (GlobalAccess *access : checked)
    instrumentGlobalAccess(b, *access, kernel, state, on, epoch, block, symbols,
                           sites);
}

void InsertRaceChecksPass::instrumentGlobalAccess(
    OpBuilder &b, GlobalAccess &access, gpu::GPUFuncOp kernel, Value state,
    Value on, Value epoch, Value block, SymbolTable &symbols,
    SiteIdTable &sites) {
  Operation *op = access.op;
  Location loc = op->getLoc();
  MLIRContext *ctx = op->getContext();
  auto rootType = cast<MemRefType>(access.root.getType());
  int64_t granule = *getElementBytes(rootType.getElementType());

  std::string buffer;
  {
    llvm::raw_string_ostream os(buffer);
    if (auto arg = dyn_cast<BlockArgument>(access.root))
      os << "kernel argument #" << arg.getArgNumber();
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
    std::string detail = "element {element:i} of " + buffer + " was " +
                         verb.str() +
                         " by block {other_block:xyz} at "
                         "{other_access:site}, with nothing ordering the "
                         "two blocks";
    return createCheckSite(symbols, cast<ModuleOp>(symbols.getOp()), op,
                           SiteKind::race, kernelName, what, detail,
                           /*warn=*/false);
  };
  SiteOp first, second;
  if (access.write) {
    first = makeSite("write-after-write race on global memory", "written");
    second = makeSite("write-after-read race on global memory", "read");
  } else {
    first = makeSite("read-after-write race on global memory", "written");
  }
  int64_t number = sites.add(first);

  b.setInsertionPoint(op);
  Type i64 = b.getI64Type();
  Type i1 = b.getI1Type();
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  auto cst = [&](OpBuilder &b, int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, i64, v);
  };
  // The first byte's address.
  auto metadata =
      memref::ExtractStridedMetadataOp::create(b, loc, access.memref);
  Value element = metadata.getOffset();
  for (auto [index, stride] : llvm::zip(access.indices, metadata.getStrides()))
    element = arith::AddIOp::create(
        b, loc, element, arith::MulIOp::create(b, loc, index, stride));
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, access.memref);
  int64_t viewBytes = *getElementBytes(
      cast<MemRefType>(access.memref.getType()).getElementType());
  Value start = arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(b, loc, element,
                            arith::ConstantIndexOp::create(b, loc, viewBytes)));
  int64_t covered = std::max<int64_t>(1, access.bytes / granule);

  auto check = [&](OpBuilder &b, Value address) {
    scf::IfOp::create(b, loc, on, [&](OpBuilder &b, Location) {
      Value a = arith::IndexCastUIOp::create(b, loc, i64, address);
      Value slot = arith::AndIOp::create(
          b, loc, arith::ShRUIOp::create(b, loc, a, cst(b, 2)),
          cst(b, abi::kGLOBAL_RACE_SLOTS - 1));
      Value tag = arith::AndIOp::create(
          b, loc,
          arith::OrIOp::create(
              b, loc,
              arith::ShLIOp::create(
                  b, loc,
                  arith::ShRUIOp::create(b, loc, a, cst(b, 2 + kSlotBits)),
                  cst(b, 2)),
              arith::AndIOp::create(b, loc, a, cst(b, 3))),
          cst(b, kTagMask));
      Value key = arith::OrIOp::create(
          b, loc, epoch, arith::ShLIOp::create(b, loc, tag, cst(b, kTagShift)));
      Value blockField =
          arith::ShLIOp::create(b, loc, block, cst(b, kBlockShift));
      Value mine = arith::OrIOp::create(
          b, loc, key,
          arith::OrIOp::create(b, loc, blockField,
                               cst(b, number << kGlobalAccessShift)));
      Value writeAt = arith::AddIOp::create(
          b, loc, state,
          arith::AddIOp::create(
              b, loc, cst(b, abi::kGLOBAL_RACE_HEADER_BYTES),
              arith::MulIOp::create(b, loc, slot, cst(b, 16))));
      Value writeWord = LLVM::IntToPtrOp::create(b, loc, ptrType, writeAt);
      Value readWord = LLVM::IntToPtrOp::create(
          b, loc, ptrType,
          Value(arith::AddIOp::create(b, loc, writeAt, cst(b, 8))));
      auto load = [&](OpBuilder &b, Value pointer) -> Value {
        return LLVM::LoadOp::create(
            b, loc, i64, pointer, /*alignment=*/8, false, false, false, false,
            LLVM::AtomicOrdering::monotonic, StringRef(syncScope));
      };
      auto isLive = [&](OpBuilder &b, Value word) -> Value {
        return arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::eq,
            arith::AndIOp::create(b, loc, word, cst(b, kKeyMask)), key);
      };
      auto blockOf = [&](OpBuilder &b, Value word) -> Value {
        return arith::AndIOp::create(
            b, loc, arith::ShRUIOp::create(b, loc, word, cst(b, kBlockShift)),
            cst(b, kBlockMask));
      };
      auto otherBlock = [&](OpBuilder &b, Value word) -> Value {
        return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                     blockOf(b, word), block);
      };
      auto several = [&](OpBuilder &b, Value word) -> Value {
        return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, word,
                                     cst(b, 0));
      };
      Value race, other, unknownOther;
      Value raceWrite;
      if (access.write) {
        // Publish the write, then look at the reads: of two blocks that
        // access the element at once, one sees the other (Dekker's
        // argument, which needs the sequentially consistent fence between
        // publishing and looking: relaxed atomics to two words may be seen
        // in either order).
        Value old = LLVM::AtomicRMWOp::create(
            b, loc, LLVM::AtomicBinOp::xchg, writeWord, mine,
            LLVM::AtomicOrdering::monotonic, StringRef(syncScope));
        LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst,
                              StringRef(syncScope));
        Value read = load(b, readWord);
        raceWrite =
            arith::AndIOp::create(b, loc, isLive(b, old), otherBlock(b, old));
        Value raceRead = arith::AndIOp::create(
            b, loc, isLive(b, read),
            arith::OrIOp::create(b, loc, otherBlock(b, read),
                                 several(b, read)));
        race = arith::OrIOp::create(b, loc, raceWrite, raceRead);
        other = arith::SelectOp::create(b, loc, raceWrite, old, read);
        // Others read it, and the read word names this block: which
        // others is not kept.
        unknownOther = arith::AndIOp::create(
            b, loc,
            arith::XOrIOp::create(b, loc, raceWrite,
                                  arith::ConstantIntOp::create(b, loc, i1, 1)),
            arith::XOrIOp::create(b, loc, otherBlock(b, read),
                                  arith::ConstantIntOp::create(b, loc, i1, 1)));
      } else {
        // Publish the read (a word that already says so is only read, so
        // that blocks reading one element do not serialize on it), then
        // look at the write.
        auto update = [&](OpBuilder &b, Value current) -> Value {
          Value marked = arith::SelectOp::create(
              b, loc,
              arith::AndIOp::create(
                  b, loc, otherBlock(b, current),
                  arith::XOrIOp::create(
                      b, loc, several(b, current),
                      arith::ConstantIntOp::create(b, loc, i1, 1))),
              arith::OrIOp::create(b, loc, current, cst(b, kSeveralBlocks)),
              current);
          return arith::SelectOp::create(b, loc, isLive(b, current), marked,
                                         mine);
        };
        Value seen = load(b, readWord);
        Value changes = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                              update(b, seen), seen);
        scf::IfOp::create(b, loc, changes, [&](OpBuilder &b, Location) {
          scf::WhileOp::create(
              b, loc, TypeRange{i64}, ValueRange{seen},
              [&](OpBuilder &b, Location, ValueRange args) {
                Value expected = args.front();
                auto pair = LLVM::AtomicCmpXchgOp::create(
                    b, loc, readWord, expected, update(b, expected),
                    LLVM::AtomicOrdering::monotonic,
                    LLVM::AtomicOrdering::monotonic, StringRef(syncScope));
                Value found = LLVM::ExtractValueOp::create(b, loc, pair, 0);
                Value swapped = LLVM::ExtractValueOp::create(b, loc, pair, 1);
                Value retry = arith::XOrIOp::create(
                    b, loc, swapped,
                    arith::ConstantIntOp::create(b, loc, i1, 1));
                scf::ConditionOp::create(b, loc, retry, found);
              },
              [&](OpBuilder &b, Location, ValueRange args) {
                scf::YieldOp::create(b, loc, args);
              });
          scf::YieldOp::create(b, loc);
        });
        LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst,
                              StringRef(syncScope));
        other = load(b, writeWord);
        race = arith::AndIOp::create(b, loc, isLive(b, other),
                                     otherBlock(b, other));
      }
      auto report =
          scf::IfOp::create(b, loc, race, [&](OpBuilder &b, Location) {
            // The cold path: the other block's ids, the other access's site and
            // the element, counted in the buffer's elements.
            Value linear = arith::IndexCastUIOp::create(
                b, loc, b.getIndexType(), blockOf(b, other));
            Value packed = packLinearIds(
                b, loc, linear,
                gpu::GridDimOp::create(b, loc, gpu::Dimension::x),
                gpu::GridDimOp::create(b, loc, gpu::Dimension::y));
            if (unknownOther)
              packed = arith::SelectOp::create(b, loc, unknownOther, cst(b, -1),
                                               packed);
            Value otherAccess = arith::IndexCastUIOp::create(
                b, loc, b.getIndexType(),
                arith::AndIOp::create(
                    b, loc,
                    arith::ShRUIOp::create(b, loc, other,
                                           cst(b, kGlobalAccessShift)),
                    cst(b, kGlobalAccessMask)));
            Value rootBase = arith::IndexCastUIOp::create(
                b, loc, i64,
                memref::ExtractAlignedPointerAsIndexOp::create(b, loc,
                                                               access.root));
            Value index = arith::DivSIOp::create(
                b, loc,
                arith::SubIOp::create(
                    b, loc, arith::IndexCastUIOp::create(b, loc, i64, address),
                    rootBase),
                cst(b, granule));
            Value no = arith::ConstantIntOp::create(b, loc, i1, 0);
            Value id = sites.load(b, loc, otherAccess);
            auto emit = [&](OpBuilder &b, SiteOp site) {
              CheckOp::create(b, loc, no, site.getSymName(),
                              ValueRange{index, packed, id});
            };
            if (!access.write) {
              emit(b, first);
            } else {
              scf::IfOp::create(
                  b, loc, raceWrite,
                  [&](OpBuilder &b, Location) {
                    emit(b, first);
                    scf::YieldOp::create(b, loc);
                  },
                  [&](OpBuilder &b, Location) {
                    emit(b, second);
                    scf::YieldOp::create(b, loc);
                  });
            }
            scf::YieldOp::create(b, loc);
          });
      DbgDialect::markColdPath(report);
      scf::YieldOp::create(b, loc);
    });
  };
  forEachCovered(b, loc, start, covered, /*step=*/granule, check);
}
