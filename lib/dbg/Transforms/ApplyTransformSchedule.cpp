//===- ApplyTransformSchedule.cpp - apply and erase @__transform_main -----===//
//
// Implements apply-transform-schedule: the transform-dialect schedule a
// program carries (upstream's GPU tests keep one in a nested module) is
// applied to the module and then erased.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_APPLYTRANSFORMSCHEDULEPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {
struct ApplyTransformSchedulePass
    : impl::ApplyTransformSchedulePassBase<ApplyTransformSchedulePass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

/// True when `module` holds a `@__transform_main` anywhere.
static bool hasSchedule(ModuleOp module) {
  WalkResult found = module.walk([](transform::NamedSequenceOp sequence) {
    return sequence.getSymName() ==
                   transform::TransformDialect::kTransformEntryPointSymbolName
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return found.wasInterrupted();
}

/// Erases the schedule: its nested module, or the transform ops at top
/// level and the attribute that marks the module as holding them.
static void eraseSchedule(ModuleOp module, Operation *entry) {
  auto scheduleModule = entry->getParentOfType<ModuleOp>();
  if (scheduleModule && scheduleModule != module) {
    scheduleModule.erase();
    return;
  }
  SmallVector<Operation *> schedule;
  for (Operation &op : *module.getBody())
    if (isa<transform::TransformDialect>(op.getDialect()))
      schedule.push_back(&op);
  for (Operation *op : schedule)
    op->erase();
  module->removeAttr(transform::TransformDialect::kWithNamedSequenceAttrName);
}

void ApplyTransformSchedulePass::runOnOperation() {
  ModuleOp module = getOperation();
  if (!hasSchedule(module))
    return;
  transform::TransformOpInterface entry =
      transform::detail::findTransformEntryPoint(module, ModuleOp());
  if (!entry)
    return;
  if (failed(transform::applyTransformNamedSequence(
          module, entry, ModuleOp(), transform::TransformOptions())))
    return signalPassFailure();
  eraseSchedule(module, entry);
}

} // namespace mlir::dbg
