//===- DialectUse.cpp - whether IR uses a dialect -------------------------===//

#include "DialectUse.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::dbg {

bool usesDialect(Operation *root,
                 const llvm::SmallPtrSetImpl<Dialect *> &dialects,
                 ArrayRef<OperationName> ops,
                 function_ref<bool(Operation *)> prune) {
  auto isOf = [&](Type type) { return dialects.contains(&type.getDialect()); };
  auto anyOf = [&](TypeRange types) { return llvm::any_of(types, isOf); };
  auto uses = [&](Operation *op) {
    if (dialects.contains(op->getDialect()) ||
        llvm::is_contained(ops, op->getName()) ||
        anyOf(op->getOperandTypes()) || anyOf(op->getResultTypes()))
      return true;
    if (auto function = dyn_cast<FunctionOpInterface>(op))
      if (anyOf(function.getArgumentTypes()) ||
          anyOf(function.getResultTypes()))
        return true;
    return false;
  };
  return root
      ->walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (uses(op))
          return WalkResult::interrupt();
        if (prune && prune(op))
          return WalkResult::skip();
        for (Region &region : op->getRegions())
          for (Block &block : region)
            if (anyOf(block.getArgumentTypes()))
              return WalkResult::interrupt();
        return WalkResult::advance();
      })
      .wasInterrupted();
}

} // namespace mlir::dbg
