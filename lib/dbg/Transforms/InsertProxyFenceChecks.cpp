//===- InsertProxyFenceChecks.cpp - generic writes the async proxy reads --===//
//
// A kernel's generic stores to workgroup memory are invisible to the async
// proxy (TMA stores, wgmma) until the writing thread executes
// fence.proxy.async. Each thread keeps the byte range of its writes since
// its last proxy fence in registers and publishes it into its slot of a
// workgroup table at each barrier and mbarrier arrival; each TMA store and
// wgmma compares the memory it reads with its own range and with every
// other thread's slot.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "RaceChecks.h"
#include "SiteIdTable.h"
#include "SyncChecks.h"

#include "dbg/Checks/CheckBuilder.h"
#include "dbg/Checks/MemoryAccess.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <optional>

namespace mlir::dbg {
#define GEN_PASS_DEF_INSERTPROXYFENCECHECKSPASS
#include "dbg/Transforms/Passes.h.inc"
} // namespace mlir::dbg

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// Bytes of a thread's slot: its range (two i32 shared addresses in one
/// i64, so that a reader never sees half of an update) and the number of
/// its last unfenced write's site (i32).
constexpr int64_t kSlotBytes = 12;
/// Site numbers a slot can name.
constexpr int64_t kWriteSites = int64_t(1) << 16;
/// Threads of a warpgroup: a wgmma's readers split the slots among them.
constexpr int64_t kWarpgroupThreads = 128;

//===----------------------------------------------------------------------===//
// Where in workgroup memory a view lies, as far as the IR says
//===----------------------------------------------------------------------===//

/// The workgroup buffer a view is of and, when its layout and the views
/// between are static, the bytes it spans from the buffer's start.
struct Region {
  /// A workgroup attribution or `memref.global`; null for dynamic shared
  /// memory (gpu.dynamic_shared_memory, and the zero-sized globals that
  /// alias it) and for what cannot be traced.
  Value root;
  bool dynamic = false;
  std::optional<std::pair<int64_t, int64_t>> bytes;

  /// Whether `a` and `b` may share a byte.
  static bool mayOverlap(const Region &a, const Region &b) {
    if ((!a.root && !a.dynamic) || (!b.root && !b.dynamic))
      return true;
    if (a.dynamic != b.dynamic || a.root != b.root)
      return false;
    return !a.bytes || !b.bytes ||
           (a.bytes->first < b.bytes->second &&
            b.bytes->first < a.bytes->second);
  }
};

/// Bytes a static strided layout spans from the aligned pointer:
/// [offset, offset + 1 + sum((size - 1) * stride)) elements.
std::optional<std::pair<int64_t, int64_t>> getStaticSpan(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  std::optional<int64_t> elementBytes = getElementBytes(type.getElementType());
  if (!elementBytes || !type.hasStaticShape() ||
      failed(type.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  int64_t last = offset;
  for (auto [size, stride] : llvm::zip(type.getShape(), strides))
    last += (size - 1) * stride;
  return std::make_pair(offset * *elementBytes, (last + 1) * *elementBytes);
}

/// The region of workgroup view `memref` in `kernel`.
Region getRegion(Value memref, gpu::GPUFuncOp kernel) {
  Region region;
  region.bytes = getStaticSpan(cast<MemRefType>(memref.getType()));
  // Bytes the aligned pointer lies past the root's (memref.view moves it;
  // subviews, casts and reshapes keep it).
  int64_t shift = 0;
  Value value = memref;
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      if (llvm::is_contained(kernel.getWorkgroupAttributions(), arg))
        region.root = value;
      break;
    }
    Operation *def = value.getDefiningOp();
    if (isa<gpu::DynamicSharedMemoryOp>(def)) {
      region.dynamic = true;
      break;
    }
    if (auto get = dyn_cast<memref::GetGlobalOp>(def)) {
      if (get.getType().getNumElements() == 0)
        region.dynamic = true;
      else
        region.root = value;
      break;
    }
    if (auto view = dyn_cast<memref::ViewOp>(def)) {
      IntegerAttr constant;
      if (!matchPattern(view.getByteShift(), m_Constant(&constant)))
        region.bytes.reset();
      else
        shift += constant.getInt();
    }
    auto viewLike = dyn_cast<ViewLikeOpInterface>(def);
    if (!viewLike)
      return Region();
    value = viewLike.getViewSource();
  }
  if (region.bytes) {
    region.bytes->first += shift;
    region.bytes->second += shift;
  }
  return region;
}

//===----------------------------------------------------------------------===//
// The ops the check sees
//===----------------------------------------------------------------------===//

/// An op of the async proxy that reads workgroup memory: a TMA store (its
/// source) or a wgmma (its operands' views).
struct AsyncRead {
  Operation *op;
  SmallVector<Value, 2> memrefs;
  /// Executed by every thread of a warpgroup (wgmma), not by one.
  bool warpgroup = false;
};

/// A generic-proxy write of workgroup memory: `access` for scalar and
/// vector stores (their exact bytes), `memref` (the whole view from the
/// first element it writes) for the others.
struct GenericWrite {
  Operation *op;
  Value memref;
  std::optional<RaceAccess> access;
  /// Bytes an asynchronous copy writes from its first element (0: to the
  /// view's end).
  int64_t bytes = 0;
  SmallVector<Value> indices;
};

/// The view `descriptor` (a warpgroup descriptor) was made of, or null.
Value getDescriptorView(Value descriptor) {
  auto generate =
      descriptor.getDefiningOp<nvgpu::WarpgroupGenerateDescriptorOp>();
  return generate ? generate.getTensor() : Value();
}

/// The async reads of `kernel`; `unchecked` counts the wgmmas whose
/// operands are not traced to views.
SmallVector<AsyncRead> collectAsyncReads(gpu::GPUFuncOp kernel,
                                         int64_t &unchecked) {
  SmallVector<AsyncRead> reads;
  kernel.walk([&](Operation *op) {
    if (auto store = dyn_cast<nvgpu::TmaAsyncStoreOp>(op)) {
      reads.push_back({op, {store.getSrc()}, false});
    } else if (auto mma = dyn_cast<nvgpu::WarpgroupMmaOp>(op)) {
      Value a = getDescriptorView(mma.getDescriptorA());
      Value b = getDescriptorView(mma.getDescriptorB());
      if (a && b)
        reads.push_back({op, {a, b}, true});
      else
        ++unchecked;
    } else if (isa<NVVM::WgmmaMmaAsyncOp>(op)) {
      ++unchecked;
    }
  });
  return reads;
}

/// The generic writes of workgroup memory in `kernel`.
SmallVector<GenericWrite> collectGenericWrites(gpu::GPUFuncOp kernel) {
  SmallVector<GenericWrite> writes;
  kernel.walk([&](Operation *op) {
    if (auto store = dyn_cast<nvgpu::WarpgroupMmaStoreOp>(op)) {
      if (isWorkgroupMemRef(store.getDstMemref()))
        writes.push_back({op, store.getDstMemref(), std::nullopt});
      return;
    }
    if (std::optional<RaceAccess> access = getRaceAccess(op)) {
      if (access->write && access->bytes && isWorkgroupMemRef(access->memref))
        writes.push_back({op, access->memref, access});
      return;
    }
    for (const MemoryAccess &access : getMemoryAccesses(op)) {
      if (!access.writes || !isWorkgroupMemRef(access.memref))
        continue;
      GenericWrite write{op, access.memref, std::nullopt};
      write.indices = access.getIndices();
      if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(op))
        write.bytes =
            copy.getDstElements().getZExtValue() *
            getElementBytes(
                cast<MemRefType>(copy.getDst().getType()).getElementType())
                .value_or(0);
      writes.push_back(std::move(write));
    }
  });
  return writes;
}

/// Whether `op` makes the generic writes before it visible to the async
/// proxy: fence.proxy.async (of shared memory or all state spaces).
bool isAsyncProxyFence(Operation *op) {
  auto fence = dyn_cast<NVVM::FenceProxyOp>(op);
  return fence && (fence.getKind() == NVVM::ProxyKind::async ||
                   fence.getKind() == NVVM::ProxyKind::async_shared);
}

/// Whether the other threads of the block may read what this one wrote
/// once they pass `op`: a barrier or an mbarrier arrival.
bool isPublication(Operation *op) {
  return isBarrier(op) ||
         isa<nvgpu::MBarrierArriveOp, nvgpu::MBarrierArriveNoCompleteOp,
             nvgpu::MBarrierArriveExpectTxOp>(op);
}

//===----------------------------------------------------------------------===//
// The instrumentation
//===----------------------------------------------------------------------===//

class KernelChecks {
public:
  KernelChecks(gpu::GPUFuncOp kernel, CheckBuilder &checks, SiteIdTable &sites)
      : kernel(kernel), checks(checks), sites(sites), b(kernel.getContext()) {}

  /// At the kernel's entry: the slots of `maxThreads` threads, the
  /// thread's range, and its slot emptied behind a barrier.
  void setUp(int64_t maxThreads);
  /// Before each of `publications`: the thread's range into its slot.
  void publish(ArrayRef<Operation *> publications);
  /// After each of `fences`: the thread's range emptied.
  void fence(ArrayRef<Operation *> fences);
  /// Before `write`: its bytes added to the thread's range.
  void record(const GenericWrite &write);
  /// Before `read`: its views compared with every thread's range.
  void check(const AsyncRead &read);

private:
  Value i32(OpBuilder &b, Location l, int64_t v) {
    return arith::ConstantIntOp::create(b, l, b.getI32Type(), v);
  }
  Value toI32(OpBuilder &b, Location l, Value index) {
    return arith::IndexCastUIOp::create(b, l, b.getI32Type(), index);
  }
  /// [begin, end) of the bytes `memref` spans (index addresses).
  std::pair<Value, Value> createSpan(OpBuilder &b, Location l, Value memref);
  /// The bytes [lo, hi) and [begin, end) share: [from, to), empty when
  /// from >= to (unsigned).
  std::pair<Value, Value> createOverlap(OpBuilder &b, Location l, Value lo,
                                        Value hi, Value begin, Value end);
  /// The report of `site` (on a cold path): [from, to) of the read's bytes
  /// from `begin` hold writes of thread `thread`, whose last unfenced
  /// write's site number (i32) `number` loads.
  void report(OpBuilder &b, Location l, SiteOp site, Value from, Value to,
              Value begin, Value thread,
              function_ref<Value(OpBuilder &)> number);
  /// The first slot from `start` by `step`, other than this thread's,
  /// whose range shares a byte with [begin, end); the block's thread count
  /// when none. The loop has no branch, so that its loads pipeline.
  Value findOverlappingSlot(OpBuilder &b, Location l, Value start, Value step,
                            Value begin, Value end);
  /// The range of thread `thread`'s slot (two i32).
  std::pair<Value, Value> loadSlot(OpBuilder &b, Location l, Value thread);

  gpu::GPUFuncOp kernel;
  CheckBuilder &checks;
  SiteIdTable &sites;
  OpBuilder b;
  Value ranges, numbers, loVar, hiVar, numberVar;
  /// What the thread's slot holds: its range word (i64) and site number.
  Value publishedVar, publishedNumberVar;
  /// How many threads' slots hold a range (workgroup, memref<1xi32>), and
  /// whether this thread's does (0 or 1).
  Value dirty, dirtyVar;
  BlockThreads threads;
};

std::pair<Value, Value> KernelChecks::createSpan(OpBuilder &b, Location l,
                                                 Value memref) {
  auto metadata = memref::ExtractStridedMetadataOp::create(b, l, memref);
  Value end = arith::AddIOp::create(b, l, metadata.getOffset(),
                                    createSpanElements(b, l, metadata));
  Value elementBytes = arith::ConstantIndexOp::create(
      b, l,
      *getElementBytes(cast<MemRefType>(memref.getType()).getElementType()));
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, l, memref);
  auto address = [&](Value element) -> Value {
    return arith::AddIOp::create(
        b, l, base, arith::MulIOp::create(b, l, element, elementBytes));
  };
  return {address(metadata.getOffset()), address(end)};
}

void KernelChecks::setUp(int64_t maxThreads) {
  Location loc = kernel.getLoc();
  auto workgroup = gpu::AddressSpaceAttr::get(kernel.getContext(),
                                              gpu::AddressSpace::Workgroup);
  ranges = kernel.addWorkgroupAttribution(
      MemRefType::get({maxThreads}, b.getI64Type(), AffineMap(), workgroup),
      loc);
  numbers = kernel.addWorkgroupAttribution(
      MemRefType::get({maxThreads}, b.getI32Type(), AffineMap(), workgroup),
      loc);
  dirty = kernel.addWorkgroupAttribution(
      MemRefType::get({1}, b.getI32Type(), AffineMap(), workgroup), loc);
  // First in the entry block: static allocas, promoted to registers.
  b.setInsertionPointToStart(&kernel.front());
  auto wordType = MemRefType::get({}, b.getI32Type());
  loVar = memref::AllocaOp::create(b, loc, wordType);
  hiVar = memref::AllocaOp::create(b, loc, wordType);
  numberVar = memref::AllocaOp::create(b, loc, wordType);
  dirtyVar = memref::AllocaOp::create(b, loc, wordType);
  publishedVar =
      memref::AllocaOp::create(b, loc, MemRefType::get({}, b.getI64Type()));
  publishedNumberVar = memref::AllocaOp::create(b, loc, wordType);
  // An empty range: lo past hi.
  memref::StoreOp::create(b, loc, i32(b, loc, -1), loVar);
  memref::StoreOp::create(b, loc, i32(b, loc, 0), hiVar);
  memref::StoreOp::create(b, loc, i32(b, loc, 0), numberVar);
  memref::StoreOp::create(b, loc, i32(b, loc, 0), dirtyVar);
  memref::StoreOp::create(b, loc, i32(b, loc, 0), publishedNumberVar);
  threads = BlockThreads::create(b, loc);
  Value emptyWord =
      arith::ConstantIntOp::create(b, loc, b.getI64Type(), 0xFFFFFFFF);
  memref::StoreOp::create(b, loc, emptyWord, ranges, threads.linear);
  memref::StoreOp::create(b, loc, emptyWord, publishedVar);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                      threads.linear, zero);
  scf::IfOp::create(b, loc, first, [&](OpBuilder &b, Location loc) {
    memref::StoreOp::create(b, loc, i32(b, loc, 0), dirty, zero);
    scf::YieldOp::create(b, loc);
  });
  gpu::BarrierOp::create(b, loc);
}

void KernelChecks::publish(ArrayRef<Operation *> publications) {
  for (Operation *op : publications) {
    Location l = op->getLoc();
    b.setInsertionPoint(op);
    Type i64 = b.getI64Type();
    Value lo =
        arith::ExtUIOp::create(b, l, i64, memref::LoadOp::create(b, l, loVar));
    Value hi =
        arith::ExtUIOp::create(b, l, i64, memref::LoadOp::create(b, l, hiVar));
    Value word = arith::OrIOp::create(
        b, l, lo,
        arith::ShLIOp::create(b, l, hi,
                              arith::ConstantIntOp::create(b, l, i64, 32)));
    Value number = memref::LoadOp::create(b, l, numberVar);
    // The slot already holds what it would get (a loop with no write since
    // its last publication, the usual case): no store, so that the barrier
    // or arrival waits for none.
    Value changed = arith::OrIOp::create(
        b, l,
        arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, word,
                              memref::LoadOp::create(b, l, publishedVar)),
        arith::CmpIOp::create(
            b, l, arith::CmpIPredicate::ne, number,
            memref::LoadOp::create(b, l, publishedNumberVar)));
    scf::IfOp::create(b, l, changed, [&](OpBuilder &b, Location l) {
      memref::StoreOp::create(b, l, word, ranges, threads.linear);
      memref::StoreOp::create(b, l, number, numbers, threads.linear);
      memref::StoreOp::create(b, l, word, publishedVar);
      memref::StoreOp::create(b, l, number, publishedNumberVar);
      // The count of slots with a range follows this one's change, if any.
      Value nonEmpty = arith::ExtUIOp::create(
          b, l, b.getI32Type(),
          arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult, lo, hi));
      Value change = arith::SubIOp::create(
          b, l, nonEmpty, memref::LoadOp::create(b, l, dirtyVar));
      Value counted = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne,
                                            change, i32(b, l, 0));
      scf::IfOp::create(b, l, counted, [&](OpBuilder &b, Location l) {
        memref::AtomicRMWOp::create(
            b, l, arith::AtomicRMWKind::addi, change, dirty,
            ValueRange{arith::ConstantIndexOp::create(b, l, 0)});
        scf::YieldOp::create(b, l);
      });
      memref::StoreOp::create(b, l, nonEmpty, dirtyVar);
      scf::YieldOp::create(b, l);
    });
  }
}

void KernelChecks::fence(ArrayRef<Operation *> fences) {
  for (Operation *op : fences) {
    Location l = op->getLoc();
    b.setInsertionPointAfter(op);
    memref::StoreOp::create(b, l, i32(b, l, -1), loVar);
    memref::StoreOp::create(b, l, i32(b, l, 0), hiVar);
  }
}

void KernelChecks::record(const GenericWrite &write) {
  Location l = write.op->getLoc();
  b.setInsertionPoint(write.op);
  Value begin, end;
  if (write.access) {
    begin = createFirstByteAddress(b, l, *write.access);
    end = arith::AddIOp::create(
        b, l, begin, arith::ConstantIndexOp::create(b, l, write.access->bytes));
  } else {
    std::tie(begin, end) = createSpan(b, l, write.memref);
    if (!write.indices.empty()) {
      RaceAccess first;
      first.memref = write.memref;
      first.indices = write.indices;
      begin = createFirstByteAddress(b, l, first);
      if (write.bytes)
        end = arith::AddIOp::create(
            b, l, begin, arith::ConstantIndexOp::create(b, l, write.bytes));
    }
  }
  SiteOp site = checks.createSite(write.op, SiteKind::race,
                                  "generic-proxy write of workgroup memory",
                                  "a write the async proxy may read");
  Value lo = arith::MinUIOp::create(b, l, memref::LoadOp::create(b, l, loVar),
                                    toI32(b, l, begin));
  Value hi = arith::MaxUIOp::create(b, l, memref::LoadOp::create(b, l, hiVar),
                                    toI32(b, l, end));
  memref::StoreOp::create(b, l, lo, loVar);
  memref::StoreOp::create(b, l, hi, hiVar);
  memref::StoreOp::create(b, l, i32(b, l, sites.add(site)), numberVar);
}

std::pair<Value, Value> KernelChecks::createOverlap(OpBuilder &b, Location l,
                                                    Value lo, Value hi,
                                                    Value begin, Value end) {
  return {arith::MaxUIOp::create(b, l, lo, begin),
          arith::MinUIOp::create(b, l, hi, end)};
}

void KernelChecks::report(OpBuilder &b, Location l, SiteOp site, Value from,
                          Value to, Value begin, Value thread,
                          function_ref<Value(OpBuilder &)> number) {
  Type i64 = b.getI64Type();
  auto offset = [&](Value address) -> Value {
    return arith::ExtUIOp::create(b, l, i64,
                                  arith::SubIOp::create(b, l, address, begin));
  };
  Value id = sites.load(
      b, l, arith::IndexCastUIOp::create(b, l, b.getIndexType(), number(b)));
  CheckBuilder::createReport(
      b, l, site,
      ValueRange{offset(from), offset(to), threads.packIds(b, l, thread), id});
}

std::pair<Value, Value> KernelChecks::loadSlot(OpBuilder &b, Location l,
                                               Value thread) {
  Value word = memref::LoadOp::create(b, l, ranges, thread);
  Type i32Type = b.getI32Type();
  Value hi = arith::ShRUIOp::create(
      b, l, word, arith::ConstantIntOp::create(b, l, b.getI64Type(), 32));
  return {arith::TruncIOp::create(b, l, i32Type, word),
          arith::TruncIOp::create(b, l, i32Type, hi)};
}

Value KernelChecks::findOverlappingSlot(OpBuilder &b, Location l, Value start,
                                        Value step, Value begin, Value end) {
  auto loop = scf::ForOp::create(
      b, l, start, threads.count, step, ValueRange{threads.count},
      [&](OpBuilder &b, Location l, Value other, ValueRange found) {
        auto [lo, hi] = loadSlot(b, l, other);
        auto [from, to] = createOverlap(b, l, lo, hi, begin, end);
        Value first = arith::AndIOp::create(
            b, l,
            arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult, from, to),
            arith::AndIOp::create(
                b, l,
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, other,
                                      threads.linear),
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq,
                                      found.front(), threads.count)));
        scf::YieldOp::create(b, l,
                             ValueRange{arith::SelectOp::create(
                                 b, l, first, other, found.front())});
      });
  return loop.getResult(0);
}

void KernelChecks::check(const AsyncRead &read) {
  Location l = read.op->getLoc();
  b.setInsertionPoint(read.op);
  bool tmaStore = isa<nvgpu::TmaAsyncStoreOp>(read.op);
  Value lo = memref::LoadOp::create(b, l, loVar);
  Value hi = memref::LoadOp::create(b, l, hiVar);
  for (auto [i, memref] : llvm::enumerate(read.memrefs)) {
    std::string what = tmaStore
                           ? "TMA store"
                           : (i == 0 ? "wgmma operand A" : "wgmma operand B");
    SiteOp site = checks.createSite(
        read.op, SiteKind::race,
        "generic-proxy write read by the async proxy without "
        "fence.proxy.async",
        "bytes [{begin:i}, {end:i}) of the " +
            printForTemplate(memref.getType()) + " the " + what +
            " reads hold writes of thread {other_thread:xyz} (its last: "
            "{other_access:site}) that it did not follow with "
            "fence.proxy.async before the barrier or arrival that orders "
            "them before this read");
    auto [beginIndex, endIndex] = createSpan(b, l, memref);
    Value begin = toI32(b, l, beginIndex), end = toI32(b, l, endIndex);
    // The thread's own writes, in program order.
    auto [from, to] = createOverlap(b, l, lo, hi, begin, end);
    Value mine =
        arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult, from, to);
    CheckBuilder::createColdPath(b, l, mine, [&](OpBuilder &b) {
      report(b, l, site, from, to, begin, threads.linear, [&](OpBuilder &b) {
        return memref::LoadOp::create(b, l, numberVar);
      });
    });
    // The others', as of the last barrier or arrival each passed; the
    // threads of a wgmma's warpgroup split them. One report per read, for
    // the first overlapping slot.
    Value start = arith::ConstantIndexOp::create(b, l, 0);
    Value step = arith::ConstantIndexOp::create(b, l, 1);
    if (read.warpgroup) {
      step = arith::ConstantIndexOp::create(b, l, kWarpgroupThreads);
      start = arith::RemUIOp::create(b, l, threads.linear, step);
    }
    // Most kernels fence before they synchronize: no slot holds a range,
    // and the scan is skipped.
    Value anyDirty = arith::CmpIOp::create(
        b, l, arith::CmpIPredicate::ne,
        memref::LoadOp::create(
            b, l, dirty, ValueRange{arith::ConstantIndexOp::create(b, l, 0)})
            .getResult(),
        i32(b, l, 0));
    auto scan = scf::IfOp::create(
        b, l, anyDirty,
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(
              b, l, findOverlappingSlot(b, l, start, step, begin, end));
        },
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(b, l, threads.count);
        });
    Value other = scan.getResult(0);
    Value found = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, other,
                                        threads.count);
    CheckBuilder::createColdPath(b, l, found, [&](OpBuilder &b) {
      auto [otherLo, otherHi] = loadSlot(b, l, other);
      auto [from, to] = createOverlap(b, l, otherLo, otherHi, begin, end);
      report(b, l, site, from, to, begin, other, [&](OpBuilder &b) {
        return memref::LoadOp::create(b, l, numbers, other);
      });
    });
  }
}

struct InsertProxyFenceChecksPass
    : public dbg::impl::InsertProxyFenceChecksPassBase<
          InsertProxyFenceChecksPass> {
  using Base::Base;

  void runOnOperation() override {
    forEachKernelWithSites(
        getOperation(), "__dbg_proxy_write_sites", kWriteSites,
        [&](gpu::GPUFuncOp kernel, CheckBuilder &checks, SiteIdTable &sites) {
          runOnKernel(kernel, checks, sites);
        });
  }

  void runOnKernel(gpu::GPUFuncOp kernel, CheckBuilder &checks,
                   SiteIdTable &sites);
};

} // namespace

void InsertProxyFenceChecksPass::runOnKernel(gpu::GPUFuncOp kernel,
                                             CheckBuilder &checks,
                                             SiteIdTable &sites) {
  int64_t unchecked = 0;
  SmallVector<AsyncRead> reads = collectAsyncReads(kernel, unchecked);
  numUnchecked += unchecked;
  if (reads.empty())
    return;
  // Only writes that may share a byte with what the async proxy reads.
  SmallVector<Region> readRegions;
  for (const AsyncRead &read : reads)
    for (Value memref : read.memrefs)
      readRegions.push_back(getRegion(memref, kernel));
  SmallVector<GenericWrite> writes;
  for (GenericWrite &write : collectGenericWrites(kernel)) {
    Region region = getRegion(write.memref, kernel);
    if (llvm::any_of(readRegions, [&](const Region &read) {
          return Region::mayOverlap(region, read);
        }))
      writes.push_back(std::move(write));
  }
  if (writes.empty())
    return;
  int64_t maxThreads = getMaxBlockThreads(kernel);
  if (!canAddWorkgroupChecks(kernel, "proxy fence checks",
                             kSlotBytes * maxThreads + 4, workgroupLimit)) {
    numUnchecked += reads.size();
    return;
  }
  SmallVector<Operation *> publications, fences;
  kernel.walk([&](Operation *op) {
    if (isPublication(op))
      publications.push_back(op);
    else if (isAsyncProxyFence(op))
      fences.push_back(op);
  });
  KernelChecks instrumentation(kernel, checks, sites);
  instrumentation.setUp(maxThreads);
  instrumentation.publish(publications);
  instrumentation.fence(fences);
  for (const GenericWrite &write : writes)
    instrumentation.record(write);
  for (const AsyncRead &read : reads)
    instrumentation.check(read);
  numReads += reads.size();
  numWrites += writes.size();
}
