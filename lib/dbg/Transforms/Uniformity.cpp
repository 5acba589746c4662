//===- Uniformity.cpp - values every thread of a block has alike ----------===//

#include "Uniformity.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::dbg;

bool UniformValues::isUniform(Value value) {
  auto [it, inserted] = cache.try_emplace(value, false);
  if (!inserted)
    return it->second;
  bool result = false;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (isa<gpu::GPUFuncOp>(owner) && arg.getOwner()->isEntryBlock()) {
      result = true;
    } else if (auto forOp = dyn_cast<scf::ForOp>(owner)) {
      result = arg == forOp.getInductionVar() &&
               isUniform(forOp.getLowerBound()) &&
               isUniform(forOp.getUpperBound()) && isUniform(forOp.getStep());
    }
  } else {
    Operation *def = value.getDefiningOp();
    if (isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::SubgroupIdOp>(def))
      result = false;
    else if (isa<gpu::BlockIdOp>(def))
      result = !acrossGrid;
    else if (isa<gpu::BlockDimOp, gpu::GridDimOp>(def))
      result = true;
    else if (def->getNumRegions() == 0 && isPure(def))
      result = llvm::all_of(def->getOperands(),
                            [&](Value v) { return isUniform(v); });
  }
  cache[value] = result;
  return result;
}

bool UniformValues::isReachedByAll(Operation *op) {
  auto kernel = op->getParentOfType<gpu::GPUFuncOp>();
  if (!kernel || !kernel.getBody().hasOneBlock())
    return false;
  // A return anywhere but at the end lets threads leave early.
  bool earlyReturn = false;
  kernel.walk([&](gpu::ReturnOp ret) {
    earlyReturn |= ret->getParentOp() != kernel.getOperation();
  });
  if (earlyReturn)
    return false;
  for (Operation *parent = op->getParentOp(); parent != kernel.getOperation();
       parent = parent->getParentOp()) {
    if (auto forOp = dyn_cast<scf::ForOp>(parent)) {
      if (!isUniform(forOp.getLowerBound()) ||
          !isUniform(forOp.getUpperBound()) || !isUniform(forOp.getStep()))
        return false;
    } else if (auto ifOp = dyn_cast<scf::IfOp>(parent)) {
      if (!isUniform(ifOp.getCondition()))
        return false;
    } else {
      return false;
    }
  }
  return true;
}
