//===- ThreadIndexAnalysis.h - indices that tell threads apart -*- C++ -*-===//
//
// Which indices no two threads of a block (or of a grid) share: an index
// written as id coefficients plus a value the threads have alike, and
// whether its coefficients cannot collide. insert-race-checks leaves out
// the accesses whose indices are injective in the thread ids.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_THREADINDEXANALYSIS_H
#define DBG_TRANSFORMS_THREADINDEXANALYSIS_H

#include "Uniformity.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include <array>
#include <optional>

namespace mlir::dbg {

/// Id coefficients of an index: index = c0 * tid.x + c1 * tid.y + c2 *
/// tid.z (+ c3 * bid.x + c4 * bid.y + c5 * bid.z + c6 * bid.x * bdim.x + c7
/// * bid.y * bdim.y + c8 * bid.z * bdim.z across the grid) + (a value every
/// thread, or every thread of the block, has alike).
using Coefficients = std::array<int64_t, 9>;
/// Where the `bid * bdim` terms are.
constexpr unsigned kScaledBlockDims = 6;

/// The id coefficients of a kernel's index values, and whether indices
/// tell its threads apart.
class ThreadIndexAnalysis {
public:
  /// `acrossGrid`: tell threads of different blocks apart too (block ids
  /// are ids, not values a block's threads have alike). `launched`: the
  /// block and grid sizes every launch of the kernel in the program uses
  /// (0: they differ or are not constants), where the kernel's
  /// `known_block_size` and `known_grid_size` say nothing.
  explicit ThreadIndexAnalysis(gpu::GPUFuncOp kernel, bool acrossGrid = false,
                               std::array<int64_t, 6> launched = {});

  bool isUniform(Value value) { return uniform.isUniform(value); }

  /// The number of blocks of a launch, when `known_grid_size` says it.
  std::optional<int64_t> knownBlocks() const {
    if (extents[3] <= 0 || extents[4] <= 0 || extents[5] <= 0)
      return std::nullopt;
    return extents[3] * extents[4] * extents[5];
  }

  /// `value` as a constant: an integer constant, or a block or grid size
  /// that `known_block_size` or `known_grid_size` gives.
  std::optional<int64_t> getConstant(Value value);

  /// `value` as id coefficients plus a uniform rest, or none.
  std::optional<Coefficients> decompose(Value value);

  /// Whether two different threads of a block (across the grid: two
  /// threads of different blocks) never get the same `indices`: every id
  /// dimension that may be larger than 1 is told apart by an index in which the
  /// ids it holds have coefficients that cannot collide (mixed radix: each
  /// larger than what the smaller ones span). All the results of one
  /// `affine.delinearize_index` among the indices tell apart what its
  /// linear index does (they determine it).
  bool isInjective(ValueRange indices);

private:
  /// The sizes of each id dimension: known_block_size, known_grid_size,
  /// then those of the bid * bdim terms; 0 when unknown, 1 for a dimension
  /// that tells no thread apart.
  std::array<int64_t, 9> extents;
  bool acrossGrid;
  UniformValues uniform;
};

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_THREADINDEXANALYSIS_H
