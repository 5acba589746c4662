//===- MemrefAccesses.h - the memref accesses of kernels ------*- C++ -*-===//
//
// The memory accesses dbg's passes reason about: which memref an op reads
// or writes, at which index of each dimension, over how many elements.
// insert-bounds-checks checks them; trace-dispatches bounds the bytes a
// dispatch touches with them (its footprint).
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_MEMREFACCESSES_H
#define DBG_TRANSFORMS_MEMREFACCESSES_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::nvgpu {
class DeviceAsyncCopyOp;
} // namespace mlir::nvgpu

namespace mlir::dbg {

/// One dimension of one access.
struct DimCheck {
  unsigned dim;
  Value index;
  /// Elements the access covers from `index` along `dim` (vector lanes); 0
  /// for a dimension whose out-of-bounds lanes the access masks itself.
  int64_t extent = 1;
  /// A 1-D mask of `extent` lanes: only enabled lanes are accessed.
  Value mask;
};

/// One access of a memref.
struct Access {
  Operation *op;
  Value memref;
  SmallVector<DimCheck> dims;
  /// What a bounds check of it reports ("out-of-bounds load").
  StringRef what;
  /// It writes (a store, an atomic update); else it reads.
  bool writes = false;
  /// It covers a matrix tile from its indices, more than `dims` says
  /// (gpu.subgroup_mma_*, nvgpu.ldmatrix): its checks test the first
  /// element only.
  bool tile = false;
};

/// The access `op` makes (a load, store, atomic update, vector or matrix
/// transfer of a memref), or none.
std::optional<Access> getAccess(Operation *op);

/// nvgpu.device_async_copy accesses two memrefs: the destination (written)
/// and the source.
SmallVector<Access> getAsyncCopyAccesses(nvgpu::DeviceAsyncCopyOp copy);

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_MEMREFACCESSES_H
