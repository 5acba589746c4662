//===- MemoryAccess.cpp - which memory an op touches ----------------------===//

#include "dbg/Checks/MemoryAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
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

/// Sets what every access has: its memref and indices (extent 1 each), how
/// it moves what (`value`), whether it writes, and what its bounds check
/// reports.
static void setAccess(MemoryAccess &access, Value memref, ValueRange indices,
                      AccessKind kind, Type value, bool writes,
                      StringRef what) {
  access.memref = memref;
  addIndices(access, indices);
  access.kind = kind;
  access.value = value;
  access.writes = writes;
  access.what = what;
}

/// vector.transfer_read and vector.transfer_write of a memref: the lanes
/// along the permutation map.
template <typename TransferOp>
static bool setTransferAccess(MemoryAccess &access, TransferOp transfer) {
  if (!isa<MemRefType>(transfer.getBase().getType()))
    return false;
  bool writes = isa<vector::TransferWriteOp>(transfer.getOperation());
  setAccess(access, transfer.getBase(), transfer.getIndices(),
            AccessKind::Transfer, transfer.getVectorType(), writes,
            writes ? "out-of-bounds transfer_write"
                   : "out-of-bounds transfer_read");
  AffineMap map = transfer.getPermutationMap();
  ArrayRef<int64_t> shape = transfer.getVectorType().getShape();
  for (auto [i, result] : llvm::enumerate(map.getResults())) {
    auto dimExpr = dyn_cast<AffineDimExpr>(result);
    if (!dimExpr)
      continue; // A broadcast dimension reads one element.
    DimCheck &check = access.dims[dimExpr.getPosition()];
    // Out-of-bounds lanes of a dimension not marked in_bounds are masked by
    // the transfer itself.
    check.extent = transfer.isDimInBounds(i) ? shape[i] : 0;
    if (check.extent && transfer.getMask() && shape.size() == 1)
      check.mask = transfer.getMask();
  }
  return true;
}

/// The access of `op`, any memory op but an asynchronous copy.
static std::optional<MemoryAccess> getAccess(Operation *op) {
  MemoryAccess access{op, Value(), {}, ""};
  bool known =
      llvm::TypeSwitch<Operation *, bool>(op)
          .Case([&](memref::LoadOp load) {
            setAccess(access, load.getMemRef(), load.getIndices(),
                      AccessKind::Scalar, load.getType(), false,
                      "out-of-bounds load");
            return true;
          })
          .Case([&](memref::StoreOp store) {
            setAccess(access, store.getMemRef(), store.getIndices(),
                      AccessKind::Scalar, store.getValueToStore().getType(),
                      true, "out-of-bounds store");
            return true;
          })
          .Case<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>([&](auto rmw) {
            setAccess(access, rmw.getMemref(), rmw.getIndices(),
                      AccessKind::Atomic, rmw.getResult().getType(), true,
                      "out-of-bounds atomic update");
            return true;
          })
          .Case<vector::LoadOp, vector::StoreOp>([&](auto vec) {
            bool writes = isa<vector::StoreOp>(op);
            setAccess(access, vec.getBase(), vec.getIndices(),
                      AccessKind::Vector, vec.getVectorType(), writes,
                      writes ? "out-of-bounds store" : "out-of-bounds load");
            setTrailingExtents(access, vec.getVectorType().getShape());
            return true;
          })
          .Case<vector::MaskedLoadOp, vector::MaskedStoreOp>([&](auto vec) {
            bool writes = isa<vector::MaskedStoreOp>(op);
            setAccess(access, vec.getBase(), vec.getIndices(),
                      AccessKind::Masked, vec.getVectorType(), writes,
                      writes ? "out-of-bounds masked store"
                             : "out-of-bounds masked load");
            setTrailingExtents(access, vec.getVectorType().getShape());
            if (!access.dims.empty())
              access.dims.back().mask = vec.getMask();
            return true;
          })
          .Case<vector::TransferReadOp, vector::TransferWriteOp>(
              [&](auto transfer) {
                return setTransferAccess(access, transfer);
              })
          .Case([&](gpu::SubgroupMmaLoadMatrixOp load) {
            setAccess(access, load.getSrcMemref(), load.getIndices(),
                      AccessKind::Tile, Type(), false,
                      "out-of-bounds matrix load");
            return true;
          })
          .Case([&](gpu::SubgroupMmaStoreMatrixOp store) {
            setAccess(access, store.getDstMemref(), store.getIndices(),
                      AccessKind::Tile, Type(), true,
                      "out-of-bounds matrix store");
            return true;
          })
          .Case([&](nvgpu::LdMatrixOp load) {
            setAccess(access, load.getSrcMemref(), load.getIndices(),
                      AccessKind::Tile, Type(), false,
                      "out-of-bounds ldmatrix");
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

mlir::Value
mlir::dbg::createSpanElements(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::memref::ExtractStridedMetadataOp metadata) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1), span = one;
  for (auto [size, stride] :
       llvm::zip(metadata.getSizes(), metadata.getStrides()))
    span = arith::AddIOp::create(
        b, loc, span,
        arith::MulIOp::create(b, loc, arith::SubIOp::create(b, loc, size, one),
                              stride));
  return span;
}
