//===- Passes.h - dbg's transformation passes -------------------*- C++ -*-===//
//
// dbg's passes that are not conversions, declared in Passes.td: the
// instrumentation (trace-dispatches, insert-bounds-checks, insert-nan-checks,
// insert-input-guards, convert-kernel-asserts, attach-debug-options), the
// preparation of GPU programs (apply-transform-schedule,
// normalize-gpu-async-dependencies, expand-integer-powers,
// splat-vector-constants), kernel artifacts (dump-kernels) and a fix of
// upstream's NVVM lowering (extern-dynamic-shared-memory).
// docs/reference/Passes.md documents each.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_PASSES_H
#define DBG_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::dbg {

#define GEN_PASS_DECL
#include "dbg/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dbg/Transforms/Passes.h.inc"

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_PASSES_H
