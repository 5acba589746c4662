//===- MemrefAccesses.cpp - the memref accesses of kernels ----------------===//

#include "MemrefAccesses.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::dbg {

/// Adds a check of every index of `indices` (extent 1).
static void addIndices(Access &access, ValueRange indices) {
  for (auto [dim, index] : llvm::enumerate(indices))
    access.dims.push_back({static_cast<unsigned>(dim), index});
}

/// The trailing dimensions `shape` covers get its extents.
static void setTrailingExtents(Access &access, ArrayRef<int64_t> shape) {
  size_t rank = access.dims.size();
  for (size_t i = 0; i < shape.size() && i < rank; ++i)
    access.dims[rank - shape.size() + i].extent = shape[i];
}

std::optional<Access> getAccess(Operation *op) {
  Access access{op, Value(), {}, ""};
  bool known =
      llvm::TypeSwitch<Operation *, bool>(op)
          .Case<memref::LoadOp>([&](auto load) {
            access.memref = load.getMemRef();
            addIndices(access, load.getIndices());
            access.what = "out-of-bounds load";
            return true;
          })
          .Case<memref::StoreOp>([&](auto store) {
            access.memref = store.getMemRef();
            addIndices(access, store.getIndices());
            access.what = "out-of-bounds store";
            access.writes = true;
            return true;
          })
          .Case<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>([&](auto rmw) {
            access.memref = rmw.getMemref();
            addIndices(access, rmw.getIndices());
            access.what = "out-of-bounds atomic update";
            access.writes = true;
            return true;
          })
          .Case<vector::LoadOp, vector::StoreOp>([&](auto vec) {
            access.memref = vec.getBase();
            addIndices(access, vec.getIndices());
            setTrailingExtents(access, vec.getVectorType().getShape());
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
            access.tile = true;
            return true;
          })
          .Case<gpu::SubgroupMmaStoreMatrixOp>([&](auto store) {
            access.memref = store.getDstMemref();
            addIndices(access, store.getIndices());
            access.what = "out-of-bounds matrix store";
            access.writes = access.tile = true;
            return true;
          })
          .Case<nvgpu::LdMatrixOp>([&](auto load) {
            access.memref = load.getSrcMemref();
            addIndices(access, load.getIndices());
            access.what = "out-of-bounds ldmatrix";
            access.tile = true;
            return true;
          })
          .Default([](Operation *) { return false; });
  if (!known || !isa<MemRefType>(access.memref.getType()))
    return std::nullopt;
  return access;
}

SmallVector<Access> getAsyncCopyAccesses(nvgpu::DeviceAsyncCopyOp copy) {
  int64_t elements = copy.getDstElements().getZExtValue();
  Access dst{copy, copy.getDst(), {}, "out-of-bounds async copy destination"};
  dst.writes = true;
  addIndices(dst, copy.getDstIndices());
  if (!dst.dims.empty())
    dst.dims.back().extent = elements;
  Access src{copy, copy.getSrc(), {}, "out-of-bounds async copy source"};
  addIndices(src, copy.getSrcIndices());
  // With srcElements, fewer elements are read (the rest is zero-filled).
  if (!src.dims.empty() && !copy.getSrcElements())
    src.dims.back().extent = elements;
  return {dst, src};
}

} // namespace mlir::dbg
