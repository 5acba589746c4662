//===- CheckGroups.h - checks that share one cold path ---------*- C++ -*-===//
//
// A function of thousands of checked ops gives each its own branch at a
// cost: LLVM's per-block passes and the back ends (AMDGPU's memory
// clauses) take superlinear time in the number of blocks. Above a limit
// per function, consecutive checks share one test and one cold path.
// insert-bounds-checks groups its guards' reports, insert-nan-checks its
// store checks; each supplies only its test of whether a check may join.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_CHECKS_CHECKGROUPS_H
#define DBG_CHECKS_CHECKGROUPS_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <cstddef>

namespace mlir::dbg {

/// The most checks whose reports share one cold path: its call passes a few
/// dozen values at most (indices and sizes, or stored values).
constexpr size_t kMaxCheckGroup = 32;

/// The default of max-branch-guards and max-branch-stores: the most checked
/// ops a function gives a branch each before consecutive ones share one.
constexpr unsigned kMaxBranchChecks = 256;

/// The functions (`FunctionOpInterface`, a kernel first) that hold more
/// than `limit` of `ops`: those whose checks are grouped.
llvm::DenseSet<Operation *> getFunctionsOverLimit(ArrayRef<Operation *> ops,
                                                  unsigned limit);

/// Splits `items`, in program order, into runs of consecutive items that
/// share one test and one cold path. An item joins the run before it when
/// that run has fewer than kMaxCheckGroup items and `joins(run, item)`
/// holds; otherwise it starts a run. Runs of one item are returned too.
template <typename T>
SmallVector<SmallVector<T>>
groupConsecutiveChecks(ArrayRef<T> items,
                       function_ref<bool(ArrayRef<T>, const T &)> joins) {
  SmallVector<SmallVector<T>> runs;
  for (const T &item : items) {
    if (runs.empty() || runs.back().size() >= kMaxCheckGroup ||
        !joins(runs.back(), item))
      runs.emplace_back();
    runs.back().push_back(item);
  }
  return runs;
}

} // namespace mlir::dbg

#endif // DBG_CHECKS_CHECKGROUPS_H
