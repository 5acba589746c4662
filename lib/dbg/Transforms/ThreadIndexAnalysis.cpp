//===- ThreadIndexAnalysis.cpp - indices that tell threads apart ---------===//

#include "ThreadIndexAnalysis.h"

#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <cstdlib>
#include <limits>

namespace mlir::dbg {

ThreadIndexAnalysis::ThreadIndexAnalysis(gpu::GPUFuncOp kernel, bool acrossGrid,
                                         std::array<int64_t, 6> launched)
    : acrossGrid(acrossGrid), uniform(acrossGrid) {
  // Thread ids, then block ids; a dimension of size 1 tells no thread
  // apart, and without acrossGrid block ids never appear.
  extents = {launched[0], launched[1], launched[2], 1, 1, 1, 1, 1, 1};
  if (std::optional<ArrayRef<int32_t>> known = getKnownBlockSize(kernel))
    for (auto [d, size] : llvm::enumerate(*known))
      if (d < 3)
        extents[d] = size;
  if (!acrossGrid)
    return;
  for (unsigned d = 3; d < 6; ++d)
    extents[d] = launched[d];
  for (unsigned d = 6; d < extents.size(); ++d)
    extents[d] = 0;
  if (std::optional<ArrayRef<int32_t>> known = getKnownGridSize(kernel))
    for (auto [d, size] : llvm::enumerate(*known))
      if (d < 3)
        extents[3 + d] = size;
}

std::optional<int64_t> ThreadIndexAnalysis::getConstant(Value value) {
  IntegerAttr constant;
  if (matchPattern(value, m_Constant(&constant)))
    return constant.getInt();
  if (auto dim = value.getDefiningOp<gpu::BlockDimOp>()) {
    int64_t size = extents[static_cast<unsigned>(dim.getDimension())];
    if (size > 0)
      return size;
  }
  return std::nullopt;
}

std::optional<Coefficients> ThreadIndexAnalysis::decompose(Value value) {
  if (isUniform(value))
    return Coefficients{};
  Operation *def = value.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (auto id = dyn_cast<gpu::ThreadIdOp>(def)) {
    Coefficients c = {};
    c[static_cast<unsigned>(id.getDimension())] = 1;
    return c;
  }
  if (auto id = dyn_cast<gpu::BlockIdOp>(def)) {
    Coefficients c = {};
    c[3 + static_cast<unsigned>(id.getDimension())] = 1;
    return c;
  }
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp>(def))
    return decompose(def->getOperand(0));
  auto combine = [&](int64_t sign) -> std::optional<Coefficients> {
    std::optional<Coefficients> a = decompose(def->getOperand(0));
    std::optional<Coefficients> b = decompose(def->getOperand(1));
    if (!a || !b)
      return std::nullopt;
    for (unsigned d = 0; d < a->size(); ++d)
      (*a)[d] += sign * (*b)[d];
    return a;
  };
  if (isa<arith::AddIOp>(def))
    return combine(1);
  if (isa<arith::SubIOp>(def))
    return combine(-1);
  if (isa<arith::MulIOp>(def)) {
    for (unsigned k = 0; k < 2; ++k) {
      std::optional<int64_t> constant = getConstant(def->getOperand(k));
      if (!constant) {
        // c * bid.d * bdim.d, the block's first global id (the size not
        // known at compile time).
        auto size = def->getOperand(k).getDefiningOp<gpu::BlockDimOp>();
        if (!size)
          continue;
        unsigned d = static_cast<unsigned>(size.getDimension());
        std::optional<Coefficients> other = decompose(def->getOperand(1 - k));
        if (!other || (*other)[3 + d] == 0)
          continue;
        Coefficients c = {};
        c[kScaledBlockDims + d] = (*other)[3 + d];
        (*other)[3 + d] = 0;
        if (*other != Coefficients{})
          continue;
        return c;
      }
      std::optional<Coefficients> other = decompose(def->getOperand(1 - k));
      if (!other)
        return std::nullopt;
      for (int64_t &c : *other)
        c *= *constant;
      return other;
    }
  }
  return std::nullopt;
}

bool ThreadIndexAnalysis::isInjective(ValueRange indices) {
  std::array<bool, 6> told = {};
  auto tell = [&](Value index) {
    std::optional<Coefficients> c = decompose(index);
    if (!c)
      return;
    // c * (bid.d * bdim.d + tid.d) is c times a global id: one dimension
    // of unknown size that tells threads and blocks apart in d.
    for (unsigned d = 0; d < 3; ++d) {
      int64_t scaled = (*c)[kScaledBlockDims + d];
      if (scaled == 0)
        continue;
      if ((*c)[d] != scaled)
        return;
      (*c)[d] = 0;
    }
    SmallVector<unsigned> dims;
    for (unsigned d = 0; d < c->size(); ++d)
      if ((*c)[d] != 0 && extents[d] != 1)
        dims.push_back(d);
    llvm::sort(dims, [&](unsigned a, unsigned b) {
      return std::abs((*c)[a]) < std::abs((*c)[b]);
    });
    int64_t span = 0;
    for (unsigned d : dims) {
      if (std::abs((*c)[d]) <= span)
        return;
      if (extents[d] <= 0) {
        // Unknown: nothing larger can follow.
        span = std::numeric_limits<int64_t>::max();
        continue;
      }
      span += std::abs((*c)[d]) * (extents[d] - 1);
    }
    for (unsigned d : dims) {
      if (d >= kScaledBlockDims) {
        told[d - kScaledBlockDims] = told[d - kScaledBlockDims + 3] = true;
        continue;
      }
      told[d] = true;
    }
  };
  llvm::SmallPtrSet<Operation *, 2> delinearized;
  for (Value index : indices) {
    tell(index);
    auto split = index.getDefiningOp<affine::AffineDelinearizeIndexOp>();
    if (split &&
        llvm::all_of(split.getResults(),
                     [&](Value v) { return llvm::is_contained(indices, v); }) &&
        delinearized.insert(split).second)
      tell(split.getLinearIndex());
  }
  // Across the grid, two threads of one block may share indices (that is
  // for the workgroup checks): telling the blocks apart is enough.
  for (unsigned d = acrossGrid ? 3 : 0; d < (acrossGrid ? 6u : 3u); ++d)
    if (extents[d] != 1 && !told[d])
      return false;
  return true;
}

} // namespace mlir::dbg
