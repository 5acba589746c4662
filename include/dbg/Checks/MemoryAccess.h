//===- MemoryAccess.h - which memory an op touches -------------*- C++ -*-===//
//
// The one model of memory accesses dbg's check passes share: which memref
// an op reads or writes, at which index of each dimension, over how many
// elements, and how (a scalar, a vector, a masked vector, a transfer, a
// matrix tile, an atomic update, an asynchronous copy). insert-bounds-checks
// checks every access; insert-race-checks the scalar and vector ones;
// trace-dispatches bounds the bytes a dispatch touches with them (its
// footprint). The shape follows upstream's NVGPU and AMDGPU `Utils.h`, which
// answer "which memref and indices does this op access" once for every
// pass.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_CHECKS_MEMORYACCESS_H
#define DBG_CHECKS_MEMORYACCESS_H

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::dbg {

/// How an access moves its elements.
enum class AccessKind {
  /// memref.load, memref.store: one element.
  Scalar,
  /// vector.load, vector.store: contiguous lanes of the innermost
  /// dimensions, all of them.
  Vector,
  /// vector.maskedload, vector.maskedstore: the enabled lanes.
  Masked,
  /// vector.transfer_read, vector.transfer_write: lanes along a permutation
  /// map, out-of-bounds lanes masked unless marked in_bounds.
  Transfer,
  /// gpu.subgroup_mma_load_matrix, gpu.subgroup_mma_store_matrix,
  /// nvgpu.ldmatrix: a matrix tile the indices start.
  Tile,
  /// memref.atomic_rmw, memref.generic_atomic_rmw: reads and writes one
  /// element.
  Atomic,
  /// nvgpu.device_async_copy (cp.async): one access per memref.
  AsyncCopy,
};

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
struct MemoryAccess {
  Operation *op;
  Value memref;
  SmallVector<DimCheck> dims;
  /// What a bounds check of it reports ("out-of-bounds load").
  StringRef what;
  AccessKind kind = AccessKind::Scalar;
  /// What it moves: the scalar or vector type loaded or stored; null for
  /// tiles and asynchronous copies.
  Type value;
  /// It writes (a store, an atomic update); else it reads.
  bool writes = false;

  /// It covers a matrix tile from its indices, more than `dims` says: its
  /// checks test the first element only.
  bool isTile() const { return kind == AccessKind::Tile; }
  /// It reads too (an atomic update reads what it writes).
  bool reads() const { return !writes || kind == AccessKind::Atomic; }
  /// The index of each dimension, in order.
  SmallVector<Value> getIndices() const;
};

/// The accesses of memory `op` makes: one for a load, store, atomic update,
/// vector or matrix transfer of a memref; two for an asynchronous copy
/// (the destination, written, then the source); none for any other op
/// (views, calls, ops on tensors).
SmallVector<MemoryAccess> getMemoryAccesses(Operation *op);

/// The elements the view `metadata` describes spans from its first one,
/// 1 + sum((size - 1) * stride) (index): the last element it can touch is
/// that many minus one past its offset.
Value createSpanElements(OpBuilder &b, Location loc,
                         memref::ExtractStridedMetadataOp metadata);

} // namespace mlir::dbg

#endif // DBG_CHECKS_MEMORYACCESS_H
