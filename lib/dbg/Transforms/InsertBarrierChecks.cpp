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
#include "Uniformity.h"

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
/// Threads of a block when known_block_size does not say.
constexpr int64_t kMaxThreads = 1024;
/// Thread ids packed for the `xyz` placeholder: x | y << 21 | z << 42.
constexpr int64_t kXyzShift = 21;

constexpr llvm::StringLiteral kDetail =
    "this thread was at {access:site}, thread {other_thread:xyz} at "
    "{other_access:site}, after {count:i} barrier(s)";

bool isWorkgroupSpace(Attribute space) {
  if (gpu::GPUDialect::isWorkgroupMemoryAddressSpace(space))
    return true;
  auto number = dyn_cast_or_null<IntegerAttr>(space);
  return number && number.getInt() == 3;
}

/// Bytes of static workgroup memory `kernel` uses: its attributions and the
/// workgroup globals it names.
int64_t staticWorkgroupBytes(gpu::GPUFuncOp kernel) {
  auto bytes = [](MemRefType type) -> int64_t {
    Type element = type.getElementType();
    if (!type.hasStaticShape() || !element.isIntOrFloat())
      return 0;
    return type.getNumElements() * ((element.getIntOrFloatBitWidth() + 7) / 8);
  };
  int64_t used = 0;
  for (BlockArgument arg : kernel.getWorkgroupAttributions())
    used += bytes(cast<MemRefType>(arg.getType()));
  DenseSet<StringAttr> globals;
  kernel.walk([&](memref::GetGlobalOp get) {
    if (isWorkgroupSpace(get.getType().getMemorySpace()) &&
        globals.insert(get.getNameAttr().getAttr()).second)
      used += bytes(get.getType());
  });
  return used;
}

struct InsertBarrierChecksPass
    : public dbg::impl::InsertBarrierChecksPassBase<InsertBarrierChecksPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    module.walk([&](gpu::GPUModuleOp gpuModule) {
      SiteIdTable sites("__dbg_barrier_sites", kNumberMask + 1);
      for (auto kernel : gpuModule.getOps<gpu::GPUFuncOp>())
        if (kernel.isKernel())
          runOnKernel(kernel, symbols, sites);
      sites.finish(gpuModule);
    });
  }

  void runOnKernel(gpu::GPUFuncOp kernel, SymbolTable &symbols,
                   SiteIdTable &sites);
};

} // namespace

void InsertBarrierChecksPass::runOnKernel(gpu::GPUFuncOp kernel,
                                          SymbolTable &symbols,
                                          SiteIdTable &sites) {
  SmallVector<gpu::BarrierOp> barriers;
  SmallVector<gpu::ReturnOp> returns;
  bool callsBarrier = false;
  kernel.walk([&](Operation *op) {
    if (auto barrier = dyn_cast<gpu::BarrierOp>(op))
      barriers.push_back(barrier);
    else if (auto ret = dyn_cast<gpu::ReturnOp>(op))
      returns.push_back(ret);
    else if (auto call = dyn_cast<CallOpInterface>(op)) {
      Operation *callee = call.resolveCallable();
      callsBarrier |=
          !callee ||
          callee->walk([](gpu::BarrierOp) { return WalkResult::interrupt(); })
              .wasInterrupted();
    }
  });
  // A barrier every thread reaches, as often, cannot diverge: nothing to
  // check when all are such.
  UniformValues uniform;
  if (llvm::all_of(barriers, [&](gpu::BarrierOp barrier) {
        return uniform.isReachedByAll(barrier);
      }))
    return;
  if (callsBarrier) {
    kernel.emitWarning("barrier checks skip this kernel: it calls a function "
                       "that may wait at a barrier");
    return;
  }
  int64_t threads = kMaxThreads;
  if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize()) {
    threads = 1;
    for (int32_t size : *known)
      threads *= size;
  }
  int64_t slotBytes = 2 * threads * 4;
  if (staticWorkgroupBytes(kernel) + slotBytes > workgroupLimit) {
    kernel.emitWarning("barrier checks skip this kernel: their ")
        << slotBytes << " bytes of workgroup memory would take it past "
        << static_cast<int64_t>(workgroupLimit) << " bytes (workgroup-limit)";
    return;
  }

  Location loc = kernel.getLoc();
  OpBuilder b(kernel.getContext());
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  auto slotsType =
      MemRefType::get({2, threads}, i32, AffineMap(),
                      gpu::AddressSpaceAttr::get(kernel.getContext(),
                                                 gpu::AddressSpace::Workgroup));
  Value slots = kernel.addWorkgroupAttribution(slotsType, loc);

  // First in the entry block: static allocas, promoted to registers.
  b.setInsertionPointToStart(&kernel.front());
  // Barriers passed, the word of the last one, and what the neighbour
  // wrote there (0 and 0 before the first).
  auto wordType = MemRefType::get({}, i32);
  Value countVar = memref::AllocaOp::create(b, loc, wordType);
  Value mineVar = memref::AllocaOp::create(b, loc, wordType);
  Value theirsVar = memref::AllocaOp::create(b, loc, wordType);
  for (Value var : {countVar, mineVar, theirsVar})
    memref::StoreOp::create(b, loc,
                            arith::ConstantIntOp::create(b, loc, i32, 0), var);
  Value x = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value y = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value z = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::z);
  Value sizeX = gpu::BlockDimOp::create(b, loc, gpu::Dimension::x);
  Value sizeY = gpu::BlockDimOp::create(b, loc, gpu::Dimension::y);
  Value sizeZ = gpu::BlockDimOp::create(b, loc, gpu::Dimension::z);
  Value thread = arith::AddIOp::create(
      b, loc, x,
      arith::MulIOp::create(
          b, loc, sizeX,
          arith::AddIOp::create(b, loc, y,
                                arith::MulIOp::create(b, loc, sizeY, z))));
  Value blockThreads = arith::MulIOp::create(
      b, loc, arith::MulIOp::create(b, loc, sizeX, sizeY), sizeZ);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value after = arith::AddIOp::create(b, loc, thread, one);
  // The next thread of the block; the last one's is the first.
  Value neighbour = arith::SelectOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, after,
                            blockThreads),
      arith::ConstantIndexOp::create(b, loc, 0), after);

  auto cst = [&](OpBuilder &b, Location l, int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, l, i32, v);
  };
  // The row of the slots for barrier count `count`: its parity.
  auto slot = [&](OpBuilder &b, Location l, Value count) {
    return arith::IndexCastUIOp::create(
        b, l, b.getIndexType(),
        arith::AndIOp::create(b, l, count, cst(b, l, 1)));
  };
  auto word = [&](OpBuilder &b, Location l, Value count, int64_t number) {
    return arith::OrIOp::create(
        b, l, arith::ShLIOp::create(b, l, count, cst(b, l, kNumberBits)),
        cst(b, l, number));
  };
  std::string kernelName = getEnclosingKernelName(barriers.front());
  auto module = cast<ModuleOp>(symbols.getOp());
  // One report site for the kernel: which barrier this thread was at and
  // which the other thread was at are payload.
  SiteOp site =
      createCheckSite(symbols, module, barriers.front(), SiteKind::race,
                      kernelName, "barrier divergence", kDetail,
                      /*warn=*/false);
  auto number = [&](Operation *op) {
    // Named in reports by its op and location only.
    SiteOp where =
        createCheckSite(symbols, module, op, SiteKind::race, kernelName,
                        "barrier divergence", "where a thread waits or returns",
                        /*warn=*/false);
    return sites.add(where);
  };
  // Compares the word this thread wrote at its last barrier with what its
  // neighbour wrote there, read right after it: the load's latency hides
  // behind the work up to the next barrier or return.
  auto checkLast = [&](OpBuilder &b, Location l) {
    Value mine = memref::LoadOp::create(b, l, mineVar);
    Value theirs = memref::LoadOp::create(b, l, theirsVar);
    Value differs =
        arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, theirs, mine);
    auto report = scf::IfOp::create(b, l, differs, [&](OpBuilder &b, Location) {
      auto numberOf = [&](Value word) {
        return arith::IndexCastUIOp::create(
            b, l, b.getIndexType(),
            arith::AndIOp::create(b, l, word, cst(b, l, kNumberMask)));
      };
      Value ox = arith::RemUIOp::create(b, l, neighbour, sizeX);
      Value rest = arith::DivUIOp::create(b, l, neighbour, sizeX);
      Value oy = arith::RemUIOp::create(b, l, rest, sizeY);
      Value oz = arith::DivUIOp::create(b, l, rest, sizeY);
      auto to64 = [&](Value v) {
        return arith::IndexCastUIOp::create(b, l, i64, v);
      };
      Value packed = arith::OrIOp::create(
          b, l, to64(ox),
          arith::OrIOp::create(
              b, l,
              arith::ShLIOp::create(
                  b, l, to64(oy),
                  arith::ConstantIntOp::create(b, l, i64, kXyzShift)),
              arith::ShLIOp::create(
                  b, l, to64(oz),
                  arith::ConstantIntOp::create(b, l, i64, 2 * kXyzShift))));
      Value here = sites.load(b, l, numberOf(mine));
      Value there = sites.load(b, l, numberOf(theirs));
      Value passed = arith::ExtUIOp::create(
          b, l, i64,
          arith::ShRUIOp::create(b, l, mine, cst(b, l, kNumberBits)));
      CheckOp::create(
          b, l, arith::ConstantIntOp::create(b, l, b.getI1Type(), 0),
          site.getSymName(), ValueRange{here, packed, there, passed});
      scf::YieldOp::create(b, l);
    });
    DbgDialect::markColdPath(report);
  };

  for (gpu::BarrierOp barrier : barriers) {
    Location bl = barrier.getLoc();
    int64_t at = number(barrier);
    b.setInsertionPoint(barrier);
    checkLast(b, bl);
    Value count = memref::LoadOp::create(b, bl, countVar);
    Value next = arith::AddIOp::create(b, bl, count, cst(b, bl, 1));
    Value parity = slot(b, bl, next);
    Value mine = word(b, bl, next, at);
    memref::StoreOp::create(b, bl, mine, slots, ValueRange{parity, thread});
    b.setInsertionPointAfter(barrier);
    memref::StoreOp::create(b, bl, next, countVar);
    memref::StoreOp::create(b, bl, mine, mineVar);
    Value theirs =
        memref::LoadOp::create(b, bl, slots, ValueRange{parity, neighbour});
    memref::StoreOp::create(b, bl, theirs, theirsVar);
  }

  // A thread that returns checks its last barrier, then says so in the
  // slot its neighbour reads at the next barrier (not the one of the
  // barrier before: a neighbour may still have to read that).
  for (gpu::ReturnOp ret : returns) {
    Location rl = ret.getLoc();
    int64_t at = number(ret);
    b.setInsertionPoint(ret);
    checkLast(b, rl);
    Value count = memref::LoadOp::create(b, rl, countVar);
    Value next = arith::AddIOp::create(b, rl, count, cst(b, rl, 1));
    memref::StoreOp::create(b, rl, word(b, rl, next, at), slots,
                            ValueRange{slot(b, rl, next), thread});
  }
}
