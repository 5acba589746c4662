//===- SyncChecks.h - what the race and barrier checks share ----*- C++ -*-===//
//
// Workgroup memory, barriers and a block's threads, as insert-race-checks
// and insert-barrier-checks see them.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_LIB_TRANSFORMS_SYNCCHECKS_H
#define DBG_LIB_TRANSFORMS_SYNCCHECKS_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir::dbg {

/// Whether `space` is workgroup memory: gpu's address space attribute, or 3
/// (NVVM's and AMDGPU's number for it).
bool isWorkgroupAddressSpace(Attribute space);

/// Whether `value` is a memref in workgroup memory.
bool isWorkgroupMemRef(Value value);

/// Bytes of one element of type `type` (a scalar, index or a fixed vector
/// of scalars), or none.
std::optional<int64_t> getElementBytes(Type type);

/// Bytes of static workgroup memory `kernel` uses: its workgroup
/// attributions and the workgroup `memref.global`s it names.
int64_t getStaticWorkgroupBytes(gpu::GPUFuncOp kernel);

/// Whether `op` waits for the whole block: `gpu.barrier`, or NVVM's and
/// ROCDL's barriers.
bool isBarrier(Operation *op);

/// The most threads a block of `kernel` has: known_block_size's product,
/// else 1024 (CUDA's and HIP's limit).
int64_t getMaxBlockThreads(gpu::GPUFuncOp kernel);

/// Whether `kernel` calls a function that may wait at a barrier (or one it
/// cannot resolve).
bool callsBarrier(gpu::GPUFuncOp kernel);

/// Whether `checks` ("barrier checks") can instrument `kernel` with
/// `bytes` more of static workgroup memory and its barriers: no call to a
/// function with a barrier, and at most `limit` bytes (workgroup-limit) in
/// all. Warns at the kernel, naming the reason, when not.
bool canAddWorkgroupChecks(gpu::GPUFuncOp kernel, StringRef checks,
                           int64_t bytes, int64_t limit);

/// The block's linear id in its grid, bx + gx * (by + gy * bz) (index).
Value createLinearBlockId(OpBuilder &b, Location loc);

/// The ids (x, y, z) of linear id `linear` (index) in a box of sizes
/// (`sizeX`, `sizeY`, any), packed as an `xyz` report placeholder takes
/// them (i64).
Value packLinearIds(OpBuilder &b, Location loc, Value linear, Value sizeX,
                    Value sizeY);

/// The thread's ids and the block's sizes, made at a kernel's entry.
struct BlockThreads {
  /// x + X * (y + Y * z), and X * Y * Z (index).
  Value linear, count;
  Value sizeX, sizeY;

  static BlockThreads create(OpBuilder &b, Location loc);

  /// The ids of the thread whose linear id is `linear` (index), packed as
  /// an `xyz` report placeholder takes them (i64).
  Value packIds(OpBuilder &b, Location loc, Value linear) const;
};

} // namespace mlir::dbg

#endif // DBG_LIB_TRANSFORMS_SYNCCHECKS_H
