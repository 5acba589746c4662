//===- ConvertNVGPUToNVVMIfUsed.cpp - nvgpu-to-nvvm where needed ----------===//
//
// Implements convert-nvgpu-to-nvvm-if-used: upstream's convert-nvgpu-to-nvvm,
// run only on modules that hold NVGPU ops (Passes.td says why).
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTNVGPUTONVVMIFUSEDPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {
class ConvertNVGPUToNVVMIfUsedPass
    : public impl::ConvertNVGPUToNVVMIfUsedPassBase<
          ConvertNVGPUToNVVMIfUsedPass> {
public:
  using ConvertNVGPUToNVVMIfUsedPassBase::ConvertNVGPUToNVVMIfUsedPassBase;

  void getDependentDialects(DialectRegistry &registry) const override {
    createConvertNVGPUToNVVMPass()->getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto *nvgpu = getContext().getLoadedDialect<nvgpu::NVGPUDialect>();
    if (!nvgpu)
      return;
    bool used = module
                    ->walk([&](Operation *op) {
                      return op->getDialect() == nvgpu ? WalkResult::interrupt()
                                                       : WalkResult::advance();
                    })
                    .wasInterrupted();
    if (!used)
      return;
    OpPassManager pipeline(ModuleOp::getOperationName());
    pipeline.addPass(createConvertNVGPUToNVVMPass());
    if (failed(runPipeline(pipeline, module)))
      signalPassFailure();
  }
};
} // namespace
} // namespace mlir::dbg
