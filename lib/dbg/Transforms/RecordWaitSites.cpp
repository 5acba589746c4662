//===- RecordWaitSites.cpp - where each block waits, for the watchdog -----===//
//
// Implements record-wait-sites: before each op where the threads of a block
// wait for each other, they store the op's wait site in their block's slot
// of the gpu.module's `__dbg_wait_slots` (dbgrt/Abi.def); mbarrier inits,
// arrivals, expect_tx and TMA loads keep the counts a wait on the mbarrier
// reports. libdbgrt
// reads the slots when the dispatch watchdog fires.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "SyncChecks.h"
#include "Uniformity.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/Sites.h"
#include "dbgrt/dbgrt.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_RECORDWAITSITESPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// A loop whose condition reads memory atomically: its threads wait for a
/// value another thread, block or dispatch writes.
bool isSpin(scf::WhileOp loop) {
  WalkResult found = loop.getBefore().walk([](Operation *op) {
    return isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp,
               LLVM::AtomicRMWOp, LLVM::AtomicCmpXchgOp>(op)
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return found.wasInterrupted();
}

/// Ops whose threads wait for other threads: NVVM's mbarrier waits take the
/// mbarrier's address first, nvgpu's its group and index (the kernels that
/// keep their nvgpu ops until after the instrumentation).
bool isMBarrierWait(Operation *op) {
  return isa<NVVM::MBarrierTryWaitParityOp, NVVM::MBarrierTryWaitOp,
             NVVM::MBarrierTestWaitOp, nvgpu::MBarrierTryWaitParityOp,
             nvgpu::MBarrierTestWaitOp>(op);
}
bool isWait(Operation *op) {
  if (auto loop = dyn_cast<scf::WhileOp>(op))
    return isSpin(loop);
  return isa<gpu::BarrierOp>(op) || isMBarrierWait(op);
}
/// Arrivals on an mbarrier.
bool isArrival(Operation *op) {
  return isa<NVVM::MBarrierArriveOp, NVVM::MBarrierArriveNocompleteOp,
             NVVM::MBarrierArriveExpectTxOp, nvgpu::MBarrierArriveOp,
             nvgpu::MBarrierArriveNoCompleteOp,
             nvgpu::MBarrierArriveExpectTxOp>(op);
}
/// Ops that count transaction bytes on an mbarrier: expect_tx (nvgpu's and
/// NVVM's) and nvgpu's TMA loads (NVVM's do not say their box's size).
bool isTransaction(Operation *op) {
  return isa<nvgpu::MBarrierArriveExpectTxOp, NVVM::MBarrierArriveExpectTxOp,
             nvgpu::TmaAsyncLoadOp>(op);
}
bool isInit(Operation *op) {
  return isa<NVVM::MBarrierInitOp, nvgpu::MBarrierInitOp>(op);
}

/// An nvgpu mbarrier op's group and index in it (null for NVVM's).
std::pair<Value, Value> getNVGPUBarrier(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::pair<Value, Value>>(op)
      .Case<nvgpu::MBarrierInitOp, nvgpu::MBarrierArriveOp,
            nvgpu::MBarrierArriveNoCompleteOp, nvgpu::MBarrierArriveExpectTxOp,
            nvgpu::MBarrierTryWaitParityOp, nvgpu::MBarrierTestWaitOp,
            nvgpu::TmaAsyncLoadOp>(
          [](auto barrierOp) -> std::pair<Value, Value> {
            return {barrierOp.getBarriers(), barrierOp.getMbarId()};
          })
      .Default([](Operation *) -> std::pair<Value, Value> { return {}; });
}

/// Builds the stores of one kernel.
class WaitRecorder {
public:
  WaitRecorder(gpu::GPUFuncOp kernel, memref::GlobalOp slots)
      : kernel(kernel), slots(slots) {}

  /// The block's slot row, computed at the kernel's entry; the ordinals of
  /// the kernel's nvgpu mbarrier groups.
  void begin() {
    kernel.walk([&](nvgpu::MBarrierCreateOp create) {
      groups.try_emplace(create.getResult(), groups.size());
    });
    OpBuilder b = OpBuilder::atBlockBegin(&kernel.front());
    Location loc = kernel.getLoc();
    Value linear = createLinearBlockId(b, loc);
    row = arith::RemUIOp::create(
        b, loc, linear,
        arith::ConstantIndexOp::create(b, loc, DBGRT_WAIT_SLOT_COUNT));
    table = memref::GetGlobalOp::create(b, loc, slots.getType(),
                                        slots.getSymName());
    firstLane = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        gpu::LaneIdOp::create(b, loc, /*upper_bound=*/IntegerAttr()),
        arith::ConstantIndexOp::create(b, loc, 0));
  }

  /// Stores `siteId` before `op`, from the first lane of each warp; at an
  /// mbarrier wait first the mbarrier's slot, tagged with the site's low 32
  /// bits (a later plain wait leaves it stale, and the tag says so).
  void wait(Operation *op, uint64_t siteId) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    predicated(b, loc, firstLane, [&](OpBuilder &b) {
      if (isMBarrierWait(op)) {
        Value slot =
            arith::AddIOp::create(b, loc, mbarrierSlot(b, loc, op),
                                  arith::ConstantIntOp::create(b, loc, 1, 64));
        Value tag = arith::ConstantIntOp::create(
            b, loc, static_cast<int64_t>(siteId << 32), 64);
        store(b, loc, arith::OrIOp::create(b, loc, slot, tag), word(b, loc, 1));
      }
      store(b, loc,
            arith::ConstantIntOp::create(b, loc, static_cast<int64_t>(siteId),
                                         64),
            word(b, loc, 0));
    });
  }

  /// After an mbarrier init: the arrivals it expects, none yet.
  void init(Operation *op) {
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    Location loc = op->getLoc();
    Value predicate, count;
    if (auto nvvm = dyn_cast<NVVM::MBarrierInitOp>(op)) {
      predicate = nvvm.getPredicate();
      count = nvvm.getCount();
    } else {
      auto nvgpuInit = cast<nvgpu::MBarrierInitOp>(op);
      predicate = nvgpuInit.getPredicate();
      count = nvgpuInit.getCount();
    }
    predicated(b, loc, predicate, [&](OpBuilder &b) {
      Value wide;
      if (isa<IndexType>(count.getType()))
        wide = arith::IndexCastUIOp::create(b, loc, b.getI64Type(), count);
      else
        wide = arith::ExtUIOp::create(b, loc, b.getI64Type(), count);
      Value shifted = arith::ShLIOp::create(
          b, loc, wide, arith::ConstantIntOp::create(b, loc, 32, 64));
      store(b, loc, shifted, mbarrierWordIndex(b, loc, op));
    });
  }

  /// After an arrival: adds the arrivals it makes to the mbarrier's count.
  /// After, not before: an arrival releases the thread's earlier writes, so
  /// it would wait for the global atomic to land, and the TMA loads behind
  /// it with it.
  void arrive(Operation *op) {
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    Location loc = op->getLoc();
    Value predicate;
    if (auto expectTx = dyn_cast<NVVM::MBarrierArriveExpectTxOp>(op))
      predicate = expectTx.getPredicate();
    else if (auto expectTx = dyn_cast<nvgpu::MBarrierArriveExpectTxOp>(op))
      predicate = expectTx.getPredicate();
    predicated(b, loc, predicate, [&](OpBuilder &b) {
      Value count = arith::ConstantIntOp::create(b, loc, 1, 64);
      if (auto nocomplete = dyn_cast<NVVM::MBarrierArriveNocompleteOp>(op))
        count = arith::ExtUIOp::create(b, loc, b.getI64Type(),
                                       nocomplete.getCount());
      else if (auto nocomplete =
                   dyn_cast<nvgpu::MBarrierArriveNoCompleteOp>(op))
        count = arith::IndexCastUIOp::create(b, loc, b.getI64Type(),
                                             nocomplete.getCount());
      memref::AtomicRMWOp::create(
          b, loc, arith::AtomicRMWKind::addi, count, table,
          ValueRange{row, mbarrierWordIndex(b, loc, op)});
    });
  }

  /// After an expect_tx or a TMA load: adds the bytes it announces (<< 32)
  /// or brings to the mbarrier's transaction word (after, as arrivals).
  void transaction(Operation *op) {
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    Location loc = op->getLoc();
    Value predicate, announced;
    int64_t brought = 0;
    if (auto expectTx = dyn_cast<nvgpu::MBarrierArriveExpectTxOp>(op)) {
      predicate = expectTx.getPredicate();
      announced = expectTx.getTxcount();
    } else if (auto expectTx = dyn_cast<NVVM::MBarrierArriveExpectTxOp>(op)) {
      predicate = expectTx.getPredicate();
      announced = expectTx.getTxcount();
    } else {
      auto load = cast<nvgpu::TmaAsyncLoadOp>(op);
      predicate = load.getPredicate();
      MemRefType box = load.getTensorMapDescriptor().getType().getTensor();
      brought = box.getNumElements() * box.getElementTypeBitWidth() / 8;
    }
    predicated(b, loc, predicate, [&](OpBuilder &b) {
      Value bytes;
      if (announced) {
        Value wide =
            isa<IndexType>(announced.getType())
                ? arith::IndexCastUIOp::create(b, loc, b.getI64Type(),
                                               announced)
                      .getResult()
                : arith::ExtUIOp::create(b, loc, b.getI64Type(), announced)
                      .getResult();
        bytes = arith::ShLIOp::create(
            b, loc, wide, arith::ConstantIntOp::create(b, loc, 32, 64));
      } else {
        bytes = arith::ConstantIntOp::create(b, loc, brought, 64);
      }
      Value wordIndex = arith::AddIOp::create(
          b, loc, mbarrierWordIndex(b, loc, op),
          arith::ConstantIndexOp::create(b, loc, DBGRT_WAIT_MBARRIERS));
      memref::AtomicRMWOp::create(b, loc, arith::AtomicRMWKind::addi, bytes,
                                  table, ValueRange{row, wordIndex});
    });
  }

private:
  Value word(OpBuilder &b, Location loc, int64_t index) {
    return arith::ConstantIndexOp::create(b, loc, index);
  }
  void store(OpBuilder &b, Location loc, Value value, Value wordIndex) {
    memref::StoreOp::create(b, loc, value, table, ValueRange{row, wordIndex});
  }
  /// The mbarrier slot of `op`'s mbarrier (i64), modulo
  /// DBGRT_WAIT_MBARRIERS: for NVVM's ops (the address first) its
  /// 8-byte-object index, for nvgpu's group g (in the order of the kernel's
  /// nvgpu.mbarrier.create) and index i, g * 16 + i.
  Value mbarrierSlot(OpBuilder &b, Location loc, Operation *op) {
    Value object;
    if (auto [group, index] = getNVGPUBarrier(op); group) {
      int64_t ordinal = groups.lookup(group);
      object = arith::AddIOp::create(
          b, loc, arith::IndexCastUIOp::create(b, loc, b.getI64Type(), index),
          arith::ConstantIntOp::create(b, loc, ordinal * 16, 64));
    } else {
      Value address =
          LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), op->getOperand(0));
      object = arith::ShRUIOp::create(
          b, loc, address, arith::ConstantIntOp::create(b, loc, 3, 64));
    }
    return arith::RemUIOp::create(
        b, loc, object,
        arith::ConstantIntOp::create(b, loc, DBGRT_WAIT_MBARRIERS, 64));
  }
  /// The word of `op`'s mbarrier in the slot (index).
  Value mbarrierWordIndex(OpBuilder &b, Location loc, Operation *op) {
    Value wordIndex =
        arith::AddIOp::create(b, loc, mbarrierSlot(b, loc, op),
                              arith::ConstantIntOp::create(b, loc, 2, 64));
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), wordIndex);
  }
  /// Builds `body` at `b`, under `predicate` when there is one.
  void predicated(OpBuilder &b, Location loc, Value predicate,
                  function_ref<void(OpBuilder &)> body) {
    if (!predicate) {
      body(b);
      return;
    }
    auto guard = scf::IfOp::create(b, loc, predicate, /*withElse=*/false);
    OpBuilder inside = guard.getThenBodyBuilder();
    body(inside);
  }

  gpu::GPUFuncOp kernel;
  memref::GlobalOp slots;
  /// The block's slot row; the slots; whether this is its warp's first
  /// lane.
  Value row, table, firstLane;
  /// The ordinal of each nvgpu.mbarrier.create's group in the kernel.
  DenseMap<Value, int64_t> groups;
};

struct RecordWaitSitesPass
    : impl::RecordWaitSitesPassBase<RecordWaitSitesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      memref::GlobalOp slots;
      for (auto kernel : gpuModule.getOps<gpu::GPUFuncOp>()) {
        if (!kernel.isKernel() || kernel.isExternal())
          continue;
        SmallVector<Operation *> waits, inits, arrivals, transactions;
        // A barrier every thread reaches as often cannot be where a block
        // hangs by itself (what its threads wait for is recorded): left
        // alone, as the tiled loops' barriers are.
        UniformValues uniform;
        kernel.walk([&](Operation *op) {
          if (isa<gpu::BarrierOp>(op) && uniform.isReachedByAll(op))
            return;
          if (isWait(op))
            waits.push_back(op);
          else if (isInit(op))
            inits.push_back(op);
          else if (isArrival(op))
            arrivals.push_back(op);
          if (isTransaction(op))
            transactions.push_back(op);
        });
        if (waits.empty())
          continue;
        if (!slots)
          slots = createSlots(gpuModule);
        WaitRecorder recorder(kernel, slots);
        recorder.begin();
        std::string kernelName =
            formatKernelName(gpuModule.getName(), kernel.getName());
        for (Operation *op : waits) {
          SiteOp site = createCheckSite(symbols, module, op, SiteKind::wait,
                                        kernelName, "", "", false);
          recorder.wait(op, getSiteId(site));
        }
        for (Operation *op : inits)
          recorder.init(op);
        for (Operation *op : arrivals)
          recorder.arrive(op);
        for (Operation *op : transactions)
          recorder.transaction(op);
      }
    }
  }

private:
  /// The gpu.module's slots: zeroed global memory, public so that libdbgrt
  /// finds it by name.
  memref::GlobalOp createSlots(gpu::GPUModuleOp gpuModule) {
    OpBuilder b = OpBuilder::atBlockBegin(gpuModule.getBody());
    auto type = MemRefType::get(
        {DBGRT_WAIT_SLOT_COUNT, DBGRT_WAIT_SLOT_WORDS}, b.getI64Type(),
        MemRefLayoutAttrInterface(),
        gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Global));
    auto zeros = DenseElementsAttr::get(
        RankedTensorType::get(type.getShape(), b.getI64Type()),
        b.getI64IntegerAttr(0));
    return memref::GlobalOp::create(
        b, gpuModule.getLoc(), DBGRT_WAIT_SLOTS_SYMBOL,
        /*sym_visibility=*/StringAttr(), type, zeros, /*constant=*/false,
        /*alignment=*/b.getI64IntegerAttr(8));
  }
};

} // namespace
} // namespace mlir::dbg
