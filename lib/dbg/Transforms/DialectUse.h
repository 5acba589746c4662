//===- DialectUse.h - whether IR uses a dialect -----------------*- C++ -*-===//
//
// The one walk behind the passes that run a pipeline only where a dialect is
// used (run-if-present, convert-nvgpu-to-nvvm-if-used).
//
//===----------------------------------------------------------------------===//

#ifndef DBG_LIB_TRANSFORMS_DIALECTUSE_H
#define DBG_LIB_TRANSFORMS_DIALECTUSE_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::dbg {

/// Whether `root` or an op nested in it is of one of `dialects` or named in
/// `ops`, or has an operand, result, block argument or function signature of
/// one of the dialects' types. The walk stops at the first such op, and does
/// not enter an op for which `prune` holds (the op itself is still tested).
bool usesDialect(Operation *root,
                 const llvm::SmallPtrSetImpl<Dialect *> &dialects,
                 ArrayRef<OperationName> ops = {},
                 function_ref<bool(Operation *)> prune = nullptr);

} // namespace mlir::dbg

#endif // DBG_LIB_TRANSFORMS_DIALECTUSE_H
