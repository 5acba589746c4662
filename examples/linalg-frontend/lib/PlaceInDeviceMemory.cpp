//===- PlaceInDeviceMemory.cpp - buffers in GPU memory --------------------===//

#include "LinalgFrontend/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::linalg_frontend {
#define GEN_PASS_DEF_PLACEINDEVICEMEMORY
#include "LinalgFrontend/Passes.h.inc"

namespace {

/// Whether `value` is returned by its function, directly or through views.
bool isReturned(Value value) {
  SmallVector<Value> worklist = {value};
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    for (Operation *user : current.getUsers()) {
      if (isa<func::ReturnOp>(user))
        return true;
      if (isa<ViewLikeOpInterface>(user))
        llvm::append_range(worklist, user->getResults());
    }
  }
  return false;
}

LogicalResult placeFunction(func::FuncOp func) {
  bool launches = false;
  func.walk([&](gpu::LaunchOp) { launches = true; });
  if (!launches)
    return success();
  IRRewriter rewriter(func.getContext());

  // The host must not touch a buffer: they all live on the device now.
  WalkResult touched = func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<gpu::LaunchOp>(op))
      return WalkResult::skip();
    if (isa<memref::LoadOp, memref::StoreOp, memref::AtomicRMWOp>(op)) {
      op->emitError("reads or writes a buffer on the host; linalg-frontend "
                    "places every buffer in GPU memory");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (touched.wasInterrupted())
    return failure();

  SmallVector<memref::AllocOp> allocs;
  SmallVector<memref::DeallocOp> deallocs;
  SmallVector<memref::GetGlobalOp> globals;
  func.walk([&](Operation *op) {
    if (op->getParentOfType<gpu::LaunchOp>())
      return;
    if (auto alloc = dyn_cast<memref::AllocOp>(op))
      allocs.push_back(alloc);
    else if (auto dealloc = dyn_cast<memref::DeallocOp>(op))
      deallocs.push_back(dealloc);
    else if (auto global = dyn_cast<memref::GetGlobalOp>(op))
      globals.push_back(global);
  });
  for (memref::AllocOp alloc : allocs) {
    rewriter.setInsertionPoint(alloc);
    rewriter.replaceOpWithNewOp<gpu::AllocOp>(
        alloc, alloc.getType(), /*asyncToken=*/Type(),
        /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
        alloc.getSymbolOperands(), /*hostShared=*/false);
  }
  for (memref::DeallocOp dealloc : deallocs) {
    rewriter.setInsertionPoint(dealloc);
    rewriter.replaceOpWithNewOp<gpu::DeallocOp>(
        dealloc, /*asyncToken=*/Type(), /*asyncDependencies=*/ValueRange(),
        dealloc.getMemref());
  }
  // Weights and other constants: copied to the device where they are read,
  // and freed at the returns unless returned.
  SmallVector<func::ReturnOp> returns;
  func.walk([&](func::ReturnOp ret) { returns.push_back(ret); });
  for (memref::GetGlobalOp global : globals) {
    rewriter.setInsertionPointAfter(global);
    auto device = gpu::AllocOp::create(
        rewriter, global.getLoc(), global.getType(), /*asyncToken=*/Type(),
        /*asyncDependencies=*/ValueRange(), ValueRange(), ValueRange(),
        /*hostShared=*/false);
    rewriter.replaceAllUsesWith(global.getResult(), device.getMemref());
    gpu::MemcpyOp::create(rewriter, global.getLoc(), /*asyncToken=*/Type(),
                          /*asyncDependencies=*/ValueRange(),
                          device.getMemref(), global.getResult());
    if (isReturned(device.getMemref()))
      continue;
    for (func::ReturnOp ret : returns) {
      rewriter.setInsertionPoint(ret);
      gpu::DeallocOp::create(rewriter, global.getLoc(), /*asyncToken=*/Type(),
                             /*asyncDependencies=*/ValueRange(),
                             device.getMemref());
    }
  }
  return success();
}

struct PlaceInDeviceMemory
    : impl::PlaceInDeviceMemoryBase<PlaceInDeviceMemory> {
  void runOnOperation() override {
    for (auto function : getOperation().getOps<func::FuncOp>())
      if (!function.isExternal() && failed(placeFunction(function)))
        return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::linalg_frontend
