//===- NormalizeGPUAsyncDependencies.cpp - one dependency per async op ---===//
//
// Implements normalize-gpu-async-dependencies: synchronous gpu.alloc,
// dealloc, memcpy and memset become async (gpu-async-region), and async ones
// (and async launches, which gpu-async-region may give a second token) get
// exactly one async dependency, which MLIR 22's gpu-to-llvm needs to choose
// their stream.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_NORMALIZEGPUASYNCDEPENDENCIESPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

template <typename OpTy>
struct OneAsyncDependency : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!op.getAsyncToken() || op.getAsyncDependencies().size() == 1)
      return failure();
    // No dependency: a fresh stream. Several: one wait joins them.
    auto join = gpu::WaitOp::create(rewriter, op.getLoc(),
                                    gpu::AsyncTokenType::get(op.getContext()),
                                    op.getAsyncDependencies());
    rewriter.modifyOpInPlace(op, [&] {
      op.getAsyncDependenciesMutable().assign(join.getAsyncToken());
    });
    return success();
  }
};

/// gpu-to-llvm lowers `gpu.alloc host_shared` only synchronously (managed
/// memory is not allocated on a stream), but gpu-async-region makes it
/// async with the other ops of its function: make it synchronous again, its
/// token standing for its dependencies.
struct SynchronousHostSharedAlloc : public OpRewritePattern<gpu::AllocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(gpu::AllocOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getHostShared() || !op.getAsyncToken())
      return failure();
    Location loc = op.getLoc();
    auto tokenType = gpu::AsyncTokenType::get(op.getContext());
    Value token = op.getAsyncDependencies().size() == 1
                      ? op.getAsyncDependencies().front()
                      : gpu::WaitOp::create(rewriter, loc, tokenType,
                                            op.getAsyncDependencies())
                            .getAsyncToken();
    auto alloc = gpu::AllocOp::create(
        rewriter, loc, op.getMemref().getType(), /*asyncToken=*/Type(),
        ValueRange(), op.getDynamicSizes(), op.getSymbolOperands(),
        /*hostShared=*/true);
    rewriter.replaceOp(op, {alloc.getMemref(), token});
    return success();
  }
};

struct NormalizeGPUAsyncDependenciesPass
    : impl::NormalizeGPUAsyncDependenciesPassBase<
          NormalizeGPUAsyncDependenciesPass> {
  using Base::Base;

  void runOnOperation() override;
};

} // namespace

/// True for a gpu.alloc/dealloc/memcpy/memset that gpu-to-llvm lowers only
/// once it is async: a synchronous one (a host_shared alloc is lowered only
/// synchronously).
static bool needsAsyncRegion(Operation *op) {
  if (!isa<gpu::AllocOp, gpu::DeallocOp, gpu::MemcpyOp, gpu::MemsetOp>(op))
    return false;
  if (auto alloc = dyn_cast<gpu::AllocOp>(op); alloc && alloc.getHostShared())
    return false;
  return !cast<gpu::AsyncOpInterface>(op).getAsyncToken();
}

/// Marks, while gpu-async-region runs, the launch a lifted dbg.reference
/// goes back before.
static constexpr StringLiteral kReferenceAnchor = "dbg_reference_anchor";

/// Takes `function`'s dbg.reference ops out of its blocks, marking the
/// launch each describes (the first after it, as link-dispatch-references
/// finds it). gpu-async-region host-synchronizes before every op with
/// memory effects, and a reference, which orders nothing, would make every
/// dispatch of a `diff` build a synchronous one (diff itself waits for the
/// device when it snapshots a dispatch).
static SmallVector<ReferenceOp> liftReferences(func::FuncOp function) {
  SmallVector<ReferenceOp> lifted;
  function.walk([&](ReferenceOp reference) {
    for (Operation *op = reference->getNextNode(); op; op = op->getNextNode()) {
      if (isa<ReferenceOp>(op))
        return;
      if (isa<gpu::LaunchFuncOp>(op)) {
        op->setAttr(
            kReferenceAnchor,
            IntegerAttr::get(IndexType::get(op->getContext()), lifted.size()));
        lifted.push_back(reference);
        return;
      }
    }
  });
  for (ReferenceOp reference : lifted)
    reference->remove();
  return lifted;
}

/// Puts each lifted reference back right before its launch (gpu-async-region
/// replaces a synchronous launch with an async clone, which keeps the mark).
static void restoreReferences(func::FuncOp function,
                              ArrayRef<ReferenceOp> lifted) {
  SmallVector<bool> placed(lifted.size(), false);
  function.walk([&](gpu::LaunchFuncOp launch) {
    auto anchor = launch->getAttrOfType<IntegerAttr>(kReferenceAnchor);
    if (!anchor)
      return;
    launch->removeAttr(kReferenceAnchor);
    size_t index = anchor.getInt();
    launch->getBlock()->getOperations().insert(launch->getIterator(),
                                               lifted[index]);
    placed[index] = true;
  });
  for (auto [reference, back] : llvm::zip(lifted, placed))
    if (!back)
      reference->destroy();
}

void NormalizeGPUAsyncDependenciesPass::runOnOperation() {
  ModuleOp module = getOperation();
  OpPassManager asyncRegion(func::FuncOp::getOperationName());
  asyncRegion.addPass(createGpuAsyncRegionPass());
  for (auto function : module.getOps<func::FuncOp>()) {
    WalkResult found = function.walk([](Operation *op) {
      return needsAsyncRegion(op) ? WalkResult::interrupt()
                                  : WalkResult::advance();
    });
    if (!found.wasInterrupted())
      continue;
    SmallVector<ReferenceOp> lifted = liftReferences(function);
    LogicalResult ran = runPipeline(asyncRegion, function);
    restoreReferences(function, lifted);
    if (failed(ran))
      return signalPassFailure();
  }

  RewritePatternSet patterns(&getContext());
  patterns
      .add<SynchronousHostSharedAlloc, OneAsyncDependency<gpu::AllocOp>,
           OneAsyncDependency<gpu::DeallocOp>,
           OneAsyncDependency<gpu::MemcpyOp>, OneAsyncDependency<gpu::MemsetOp>,
           OneAsyncDependency<gpu::LaunchFuncOp>>(&getContext());
  walkAndApplyPatterns(module, std::move(patterns));
}

} // namespace mlir::dbg
