//===- Passes.h - dbg's transformation passes -------------------*- C++ -*-===//
//
// dbg's passes that are not conversions, declared in Passes.td: the
// instrumentation (trace-dispatches, insert-bounds-checks, insert-nan-checks,
// insert-input-guards, convert-kernel-asserts, attach-debug-options), the
// preparation of GPU programs (apply-transform-schedule,
// normalize-gpu-async-dependencies, expand-integer-powers,
// expand-subgroup-ops, splat-vector-constants), kernel artifacts
// (dump-kernels), a fix of upstream's NVVM lowering
// (extern-dynamic-shared-memory) and the pipelines' lowering passes run only
// where their dialect is used (run-if-present). docs/reference/Passes.md
// documents each.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_PASSES_H
#define DBG_TRANSFORMS_PASSES_H

#include "dbg/Checks/CheckGroups.h"
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
/// Adds to `pm` a run-if-present pass that runs what `build` adds to a
/// module pipeline only on modules that hold an op or a type of one of
/// `dialects` (namespaces: "math", "vector", ...), or one of the ops `ops`
/// names ("memref.subview", ...). Lowering passes walk the whole module
/// even when they have nothing to lower; this skips them at the cost of
/// one walk that stops at the first op it finds.
void addIfPresent(OpPassManager &pm, ArrayRef<StringRef> dialects,
                  function_ref<void(OpPassManager &)> build,
                  ArrayRef<StringRef> ops = {});
/// addIfPresent for one pass of `dialects`.
void addIfPresent(OpPassManager &pm, ArrayRef<StringRef> dialects,
                  std::unique_ptr<Pass> pass);

/// Adds upstream's expand-strided-metadata, through addIfPresent: it runs
/// where the module holds an op its patterns rewrite (memref.subview,
/// expand_shape, collapse_shape, extract_strided_metadata,
/// extract_aligned_pointer_as_index), not on every module with a load.
void addExpandStridedMetadata(OpPassManager &pm);

void populateExpandSubgroupOpsPatterns(RewritePatternSet &patterns,
                                       unsigned lanes, unsigned shuffleBits);

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_PASSES_H
