//===- CheckGroups.cpp - checks that share one cold path ------------------===//

#include "dbg/Checks/CheckGroups.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::dbg {

llvm::DenseSet<Operation *> getFunctionsOverLimit(ArrayRef<Operation *> ops,
                                                  unsigned limit) {
  llvm::DenseMap<Operation *, unsigned> count;
  llvm::DenseSet<Operation *> over;
  for (Operation *op : ops) {
    Operation *fn = op->getParentOfType<FunctionOpInterface>();
    if (++count[fn] > limit)
      over.insert(fn);
  }
  return over;
}

} // namespace mlir::dbg
