//===- ConvertKernelAsserts.cpp - cf.assert in kernels to dbg.check -------===//
//
// Implements convert-kernel-asserts: each cf.assert inside a gpu.module
// becomes a dbg.check of an `assertion` site, reported through the device
// error record; the kernel stops at a failure (lower-dbg-checks traps for
// assertion sites). For targets whose lowering cannot take cf.assert
// (ROCDL: upstream's lowering references a string it never defines).
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/Sites.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTKERNELASSERTSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {
struct ConvertKernelAssertsPass
    : impl::ConvertKernelAssertsPassBase<ConvertKernelAssertsPass> {
  using Base::Base;
  void runOnOperation() override;
};
} // namespace

void ConvertKernelAssertsPass::runOnOperation() {
  ModuleOp module = getOperation();
  SmallVector<cf::AssertOp> asserts;
  module.walk([&](cf::AssertOp op) {
    if (op->getParentOfType<gpu::GPUModuleOp>())
      asserts.push_back(op);
  });
  if (asserts.empty())
    return;
  SymbolTable symbols(module);
  OpBuilder builder(&getContext());
  for (cf::AssertOp op : asserts) {
    // CUDA's message: "Assertion `msg' failed."
    SiteOp site = createCheckSite(
        symbols, module, op, SiteKind::assertion, getEnclosingKernelName(op),
        ("assertion `" + op.getMsg() + "' failed").str(),
        "device-side assertion (the kernel stops here)", /*warn=*/false);
    builder.setInsertionPoint(op);
    CheckOp::create(builder, op.getLoc(), op.getArg(),
                    FlatSymbolRefAttr::get(site.getSymNameAttr()),
                    ValueRange());
    op.erase();
  }
}

} // namespace mlir::dbg
