//===- Passes.h - dbg's transformation passes -------------------*- C++ -*-===//
//
// dbg's passes that are not conversions: the instrumentation
// (trace-dispatches, attach-debug-options), the preparation of GPU programs
// (apply-transform-schedule, normalize-gpu-async-dependencies), and a fix of
// upstream's NVVM lowering (extern-dynamic-shared-memory).
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
