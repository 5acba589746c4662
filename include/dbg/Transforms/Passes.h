//===- Passes.h - dbg's transformation passes -------------------*- C++ -*-===//
//
// dbg's passes that are not conversions, declared in Passes.td: the
// instrumentation (trace-dispatches, insert-bounds-checks, insert-nan-checks,
// insert-input-guards, convert-kernel-asserts, attach-debug-options), the
// preparation of GPU programs (apply-transform-schedule,
// normalize-gpu-async-dependencies, expand-integer-powers,
// expand-subgroup-ops, splat-vector-constants), kernel artifacts (dump-kernels)
// and a fix of upstream's NVVM lowering (extern-dynamic-shared-memory).
// docs/reference/Passes.md documents each.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_PASSES_H
#define DBG_TRANSFORMS_PASSES_H

#include "dbg/Transforms/CheckOptions.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace mlir::dbg {

#define GEN_PASS_DECL
#include "dbg/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dbg/Transforms/Passes.h.inc"

/// The patterns of expand-subgroup-ops, which convert-gpu-to-host uses too
/// (so that both targets reduce in the same order): gpu.subgroup_reduce as
/// butterflies of gpu.shuffle over `lanes` lanes, in shuffles of at most
/// `shuffleBits` bits (upstream's patterns; wider values are broken down
/// first), and gpu.subgroup_id and gpu.num_subgroups as arithmetic on
/// gpu.thread_id and gpu.block_dim.
void populateExpandSubgroupOpsPatterns(RewritePatternSet &patterns,
                                       unsigned lanes, unsigned shuffleBits);

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_PASSES_H
