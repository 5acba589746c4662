//===- Uniformity.h - values every thread of a block has alike --*- C++ -*-===//
//
// Which values of a kernel are the same in every thread of a block at the
// same point of its execution: what the race checks need to prove an index
// injective in the thread ids, and the barrier checks to prove a barrier
// reached by every thread.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_LIB_TRANSFORMS_UNIFORMITY_H
#define DBG_LIB_TRANSFORMS_UNIFORMITY_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::dbg {

/// A memoized, conservative test of block uniformity.
class UniformValues {
public:
  /// With `acrossGrid`, uniform means the same in every thread of the
  /// launch: block ids are not.
  explicit UniformValues(bool acrossGrid = false) : acrossGrid(acrossGrid) {}

  /// Whether `value` is the same in every thread of a block that reaches
  /// the same point the same number of times: built by pure ops from
  /// constants, block ids and sizes, grid sizes, the kernel's arguments and
  /// the induction variables of `scf.for` loops whose bounds are such
  /// values. Thread and lane ids, loaded values and loop-carried values are
  /// not.
  bool isUniform(Value value);

  /// Whether every thread of a block that runs `op`'s kernel from its start
  /// reaches `op`, as often: each op around it is an `scf.for` with uniform
  /// bounds or an `scf.if` with a uniform condition, up to a `gpu.func` of
  /// one block whose only `gpu.return` ends it.
  bool isReachedByAll(Operation *op);

private:
  bool acrossGrid;
  llvm::DenseMap<Value, bool> cache;
};

} // namespace mlir::dbg

#endif // DBG_LIB_TRANSFORMS_UNIFORMITY_H
