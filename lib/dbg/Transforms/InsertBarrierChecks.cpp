//===- InsertBarrierChecks.cpp - barrier divergence in kernels ------------===//
//
// Before each barrier every thread writes where it is into its slot of a
// workgroup array; after it, each thread compares its neighbour's slot with
// its own. Threads of a block that are not all at the same barrier leave
// some neighbour pair different.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "SiteIdTable.h"
#include "SyncChecks.h"
#include "Uniformity.h"

#include "dbg/Checks/CheckBuilder.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_INSERTBARRIERCHECKSPASS
#include "dbg/Transforms/Passes.h.inc"
} // namespace mlir::dbg

using namespace mlir;
using namespace mlir::dbg;

namespace {

// A slot (i32): the count of barriers its thread will have passed after
// this one (mod 2^20), shifted by 12, or'ed with the number of the barrier
// or gpu.return (12 bits) in the module's site table.
constexpr int64_t kNumberBits = 12;
constexpr int64_t kNumberMask = (int64_t(1) << kNumberBits) - 1;

constexpr llvm::StringLiteral kDetail =
    "this thread was at {access:site}, thread {other_thread:xyz} at "
    "{other_access:site}, after {count:i} barrier(s)";

/// The instrumentation of one kernel: each thread's words and its
/// neighbour's, and the code at its barriers and returns.
class KernelChecks {
public:
  KernelChecks(gpu::GPUFuncOp kernel, CheckBuilder &checks, SiteIdTable &sites)
      : kernel(kernel), checks(checks), sites(sites), b(kernel.getContext()) {}

  /// At the kernel's entry: the slots of `maxThreads` threads, the words
  /// and the thread's neighbour; the report's site at `first`.
  void setUp(int64_t maxThreads, Operation *first);

  /// At each of `barriers` and `returns`: the thread's arrival, and after
  /// a barrier its neighbour's word.
  void instrument(ArrayRef<gpu::BarrierOp> barriers,
                  ArrayRef<gpu::ReturnOp> returns);

private:
  /// Where a thread arrives: the row of its slot and the word it wrote.
  struct Arrival {
    Value row, word;
  };

  Value cst(OpBuilder &b, Location l, int64_t v) {
    return arith::ConstantIntOp::create(b, l, b.getI32Type(), v);
  }
  /// The number of barrier or return `op` in the module's table.
  int64_t number(Operation *op);
  void checkLast(OpBuilder &b, Location l);
  Arrival arrive(OpBuilder &b, Location l, int64_t at);

  gpu::GPUFuncOp kernel;
  CheckBuilder &checks;
  SiteIdTable &sites;
  OpBuilder b;
  /// One report site for the kernel: which barrier this thread was at and
  /// which the other thread was at are payload.
  SiteOp site;
  Value slots, mineVar, theirsVar;
  BlockThreads threads;
  Value neighbour;
};

struct InsertBarrierChecksPass
    : public dbg::impl::InsertBarrierChecksPassBase<InsertBarrierChecksPass> {
  using Base::Base;

  void runOnOperation() override {
    forEachKernelWithSites(
        getOperation(), "__dbg_barrier_sites", kNumberMask + 1,
        [&](gpu::GPUFuncOp kernel, CheckBuilder &checks, SiteIdTable &sites) {
          runOnKernel(kernel, checks, sites);
        });
  }

  void runOnKernel(gpu::GPUFuncOp kernel, CheckBuilder &checks,
                   SiteIdTable &sites);
};

} // namespace

int64_t KernelChecks::number(Operation *op) {
  // Named in reports by its op and location only.
  SiteOp where = checks.createSite(op, SiteKind::race, "barrier divergence",
                                   "where a thread waits or returns");
  return sites.add(where);
}

void KernelChecks::setUp(int64_t maxThreads, Operation *first) {
  Location loc = kernel.getLoc();
  Type i32 = b.getI32Type();
  auto slotsType =
      MemRefType::get({2, maxThreads}, i32, AffineMap(),
                      gpu::AddressSpaceAttr::get(kernel.getContext(),
                                                 gpu::AddressSpace::Workgroup));
  slots = kernel.addWorkgroupAttribution(slotsType, loc);

  // First in the entry block: static allocas, promoted to registers.
  b.setInsertionPointToStart(&kernel.front());
  // The word of the thread's last barrier (its count of barriers passed
  // shifted, or'ed with its number), and what the neighbour wrote there (0
  // and 0 before the first).
  auto wordType = MemRefType::get({}, i32);
  mineVar = memref::AllocaOp::create(b, loc, wordType);
  theirsVar = memref::AllocaOp::create(b, loc, wordType);
  for (Value var : {mineVar, theirsVar})
    memref::StoreOp::create(b, loc, cst(b, loc, 0), var);
  threads = BlockThreads::create(b, loc);
  Value after = arith::AddIOp::create(
      b, loc, threads.linear, arith::ConstantIndexOp::create(b, loc, 1));
  // The next thread of the block; the last one's is the first.
  neighbour = arith::SelectOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, after,
                            threads.count),
      arith::ConstantIndexOp::create(b, loc, 0), after);
  site =
      checks.createSite(first, SiteKind::race, "barrier divergence", kDetail);
}

/// Compares the word this thread wrote at its last barrier with what its
/// neighbour wrote there, read right after it: the load's latency hides
/// behind the work up to the next barrier or return.
void KernelChecks::checkLast(OpBuilder &b, Location l) {
  Value mine = memref::LoadOp::create(b, l, mineVar);
  Value theirs = memref::LoadOp::create(b, l, theirsVar);
  Value differs =
      arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, theirs, mine);
  CheckBuilder::createColdPath(b, l, differs, [&](OpBuilder &b) {
    auto numberOf = [&](Value word) {
      return arith::IndexCastUIOp::create(
          b, l, b.getIndexType(),
          arith::AndIOp::create(b, l, word, cst(b, l, kNumberMask)));
    };
    Value packed = threads.packIds(b, l, neighbour);
    Value here = sites.load(b, l, numberOf(mine));
    Value there = sites.load(b, l, numberOf(theirs));
    Value passed = arith::ExtUIOp::create(
        b, l, b.getI64Type(),
        arith::ShRUIOp::create(b, l, mine, cst(b, l, kNumberBits)));
    CheckBuilder::createReport(b, l, site,
                               ValueRange{here, packed, there, passed});
  });
}

/// Where a thread arrives (a barrier or return numbered `at`): it checks
/// its last barrier, then writes its word into the slot, of the row of its
/// new count's parity, that its neighbour reads after that barrier. Its
/// count is its last word's, so the row and the word follow from that.
KernelChecks::Arrival KernelChecks::arrive(OpBuilder &b, Location l,
                                           int64_t at) {
  checkLast(b, l);
  Value last = memref::LoadOp::create(b, l, mineVar);
  Value next = arith::AddIOp::create(
      b, l, arith::ShRUIOp::create(b, l, last, cst(b, l, kNumberBits)),
      cst(b, l, 1));
  Arrival arrival;
  arrival.row = arith::IndexCastUIOp::create(
      b, l, b.getIndexType(), arith::AndIOp::create(b, l, next, cst(b, l, 1)));
  arrival.word = arith::OrIOp::create(
      b, l, arith::ShLIOp::create(b, l, next, cst(b, l, kNumberBits)),
      cst(b, l, at));
  memref::StoreOp::create(b, l, arrival.word, slots,
                          ValueRange{arrival.row, threads.linear});
  return arrival;
}

void KernelChecks::instrument(ArrayRef<gpu::BarrierOp> barriers,
                              ArrayRef<gpu::ReturnOp> returns) {
  for (gpu::BarrierOp barrier : barriers) {
    Location bl = barrier.getLoc();
    int64_t at = number(barrier);
    b.setInsertionPoint(barrier);
    Arrival arrival = arrive(b, bl, at);
    b.setInsertionPointAfter(barrier);
    memref::StoreOp::create(b, bl, arrival.word, mineVar);
    Value theirs = memref::LoadOp::create(b, bl, slots,
                                          ValueRange{arrival.row, neighbour});
    memref::StoreOp::create(b, bl, theirs, theirsVar);
  }
  // A thread that returns says so in the slot its neighbour reads at the
  // next barrier (not the one of the barrier before: a neighbour may still
  // have to read that).
  for (gpu::ReturnOp ret : returns) {
    b.setInsertionPoint(ret);
    arrive(b, ret.getLoc(), number(ret));
  }
}

void InsertBarrierChecksPass::runOnKernel(gpu::GPUFuncOp kernel,
                                          CheckBuilder &checks,
                                          SiteIdTable &sites) {
  SmallVector<gpu::BarrierOp> barriers;
  SmallVector<gpu::ReturnOp> returns;
  kernel.walk([&](Operation *op) {
    if (auto barrier = dyn_cast<gpu::BarrierOp>(op))
      barriers.push_back(barrier);
    else if (auto ret = dyn_cast<gpu::ReturnOp>(op))
      returns.push_back(ret);
  });
  // A barrier every thread reaches, as often, cannot diverge: nothing to
  // check when all are such.
  UniformValues uniform;
  if (llvm::all_of(barriers, [&](gpu::BarrierOp barrier) {
        return uniform.isReachedByAll(barrier);
      }))
    return;
  int64_t maxThreads = getMaxBlockThreads(kernel);
  if (!canAddWorkgroupChecks(kernel, "barrier checks", 2 * maxThreads * 4,
                             workgroupLimit))
    return;
  KernelChecks instrumentation(kernel, checks, sites);
  instrumentation.setUp(maxThreads, barriers.front());
  instrumentation.instrument(barriers, returns);
}
