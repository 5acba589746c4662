//===- MemoryAccess.cpp - which memory an op touches ----------------------===//

#include "dbg/Checks/MemoryAccess.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::dbg {

/// Adds a check of every index of `indices` (extent 1).
static void addIndices(MemoryAccess &access, ValueRange indices) {
  for (auto [dim, index] : llvm::enumerate(indices))
    access.dims.push_back({static_cast<unsigned>(dim), index});
}

/// The trailing dimensions `shape` covers get its extents.
static void setTrailingExtents(MemoryAccess &access, ArrayRef<int64_t> shape) {
  size_t rank = access.dims.size();
  for (size_t i = 0; i < shape.size() && i < rank; ++i)
    access.dims[rank - shape.size() + i].extent = shape[i];
}

SmallVector<Value> MemoryAccess::getIndices() const {
  return llvm::map_to_vector(dims,
                             [](const DimCheck &dim) { return dim.index; });
}

/// The access of `op`, any memory op but an asynchronous copy.
static std::optional<MemoryAccess> getAccess(Operation *op) {
  MemoryAccess access{op, Value(), {}, ""};
  bool known =
      llvm::TypeSwitch<Operation *, bool>(op)
          .Case<memref::LoadOp>([&](auto load) {
            access.memref = load.getMemRef();
            addIndices(access, load.getIndices());
            access.value = load.getType();
            access.what = "out-of-bounds load";
            return true;
          })
          .Case<memref::StoreOp>([&](auto store) {
            access.memref = store.getMemRef();
            addIndices(access, store.getIndices());
            access.value = store.getValueToStore().getType();
            access.what = "out-of-bounds store";
            access.writes = true;
            return true;
          })
          .Case<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>([&](auto rmw) {
            access.memref = rmw.getMemref();
            addIndices(access, rmw.getIndices());
            access.kind = AccessKind::Atomic;
            access.value = rmw.getResult().getType();
            access.what = "out-of-bounds atomic update";
            access.writes = true;
            return true;
          })
          .Case<vector::LoadOp, vector::StoreOp>([&](auto vec) {
            access.memref = vec.getBase();
            addIndices(access, vec.getIndices());
            setTrailingExtents(access, vec.getVectorType().getShape());
            access.kind = AccessKind::Vector;
            access.value = vec.getVectorType();
            access.what = isa<vector::LoadOp>(op) ? "out-of-bounds load"
                                                  : "out-of-bounds store";
            access.writes = isa<vector::StoreOp>(op);
            return true;
          })
          .Case<vector::MaskedLoadOp, vector::MaskedStoreOp>([&](auto vec) {
            access.memref = vec.getBase();
            addIndices(access, vec.getIndices());
            setTrailingExtents(access, vec.getVectorType().getShape());
            if (!access.dims.empty())
              access.dims.back().mask = vec.getMask();
            access.kind = AccessKind::Masked;
            access.value = vec.getVectorType();
            access.what = isa<vector::MaskedLoadOp>(op)
                              ? "out-of-bounds masked load"
                              : "out-of-bounds masked store";
            access.writes = isa<vector::MaskedStoreOp>(op);
            return true;
          })
          .Case<vector::TransferReadOp, vector::TransferWriteOp>(
              [&](auto transfer) {
                if (!isa<MemRefType>(transfer.getBase().getType()))
                  return false;
                access.memref = transfer.getBase();
                addIndices(access, transfer.getIndices());
                AffineMap map = transfer.getPermutationMap();
                ArrayRef<int64_t> shape = transfer.getVectorType().getShape();
                for (auto [i, result] : llvm::enumerate(map.getResults())) {
                  auto dimExpr = dyn_cast<AffineDimExpr>(result);
                  if (!dimExpr)
                    continue; // A broadcast dimension reads one element.
                  DimCheck &check = access.dims[dimExpr.getPosition()];
                  // Out-of-bounds lanes of a dimension not marked in_bounds
                  // are masked by the transfer itself.
                  check.extent = transfer.isDimInBounds(i) ? shape[i] : 0;
                  if (check.extent && transfer.getMask() && shape.size() == 1)
                    check.mask = transfer.getMask();
                }
                access.kind = AccessKind::Transfer;
                access.value = transfer.getVectorType();
                access.what = isa<vector::TransferReadOp>(op)
                                  ? "out-of-bounds transfer_read"
                                  : "out-of-bounds transfer_write";
                access.writes = isa<vector::TransferWriteOp>(op);
                return true;
              })
          .Case<gpu::SubgroupMmaLoadMatrixOp>([&](auto load) {
            access.memref = load.getSrcMemref();
            addIndices(access, load.getIndices());
            access.what = "out-of-bounds matrix load";
            access.kind = AccessKind::Tile;
            return true;
          })
          .Case<gpu::SubgroupMmaStoreMatrixOp>([&](auto store) {
            access.memref = store.getDstMemref();
            addIndices(access, store.getIndices());
            access.what = "out-of-bounds matrix store";
            access.kind = AccessKind::Tile;
            access.writes = true;
            return true;
          })
          .Case<nvgpu::LdMatrixOp>([&](auto load) {
            access.memref = load.getSrcMemref();
            addIndices(access, load.getIndices());
            access.what = "out-of-bounds ldmatrix";
            access.kind = AccessKind::Tile;
            return true;
          })
          .Default([](Operation *) { return false; });
  if (!known || !isa<MemRefType>(access.memref.getType()))
    return std::nullopt;
  return access;
}

/// nvgpu.device_async_copy's two accesses: the destination, then the
/// source.
static SmallVector<MemoryAccess>
getAsyncCopyAccesses(nvgpu::DeviceAsyncCopyOp copy) {
  int64_t elements = copy.getDstElements().getZExtValue();
  MemoryAccess dst{copy,
                   copy.getDst(),
                   {},
                   "out-of-bounds async copy destination",
                   AccessKind::AsyncCopy};
  dst.writes = true;
  addIndices(dst, copy.getDstIndices());
  if (!dst.dims.empty())
    dst.dims.back().extent = elements;
  MemoryAccess src{copy,
                   copy.getSrc(),
                   {},
                   "out-of-bounds async copy source",
                   AccessKind::AsyncCopy};
  addIndices(src, copy.getSrcIndices());
  // With srcElements, fewer elements are read (the rest is zero-filled).
  if (!src.dims.empty() && !copy.getSrcElements())
    src.dims.back().extent = elements;
  return {dst, src};
}

SmallVector<MemoryAccess> getMemoryAccesses(Operation *op) {
  if (auto copy = dyn_cast<nvgpu::DeviceAsyncCopyOp>(op))
    return getAsyncCopyAccesses(copy);
  if (std::optional<MemoryAccess> access = getAccess(op))
    return {std::move(*access)};
  return {};
}

} // namespace mlir::dbg
