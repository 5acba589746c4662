//===- ConvertNVGPUToNVVMIfUsed.cpp - nvgpu-to-nvvm where needed ----------===//
//
// Implements convert-nvgpu-to-nvvm-if-used: upstream's convert-nvgpu-to-nvvm,
// run only on modules that hold NVGPU ops (Passes.td says why).
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "DialectUse.h"

#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTNVGPUTONVVMIFUSEDPASS
#include "dbg/Transforms/Passes.h.inc"

/// Whether an scf op of the module carries a WMMA fragment: upstream's SCF
/// type conversion has no type for it and fails.
static bool carriesWmmaFragment(ModuleOp module) {
  return module
      ->walk([&](Operation *op) {
        bool carries = isa_and_nonnull<scf::SCFDialect>(op->getDialect()) &&
                       llvm::any_of(op->getResultTypes(),
                                    llvm::IsaPred<gpu::MMAMatrixType>);
        return carries ? WalkResult::interrupt() : WalkResult::advance();
      })
      .wasInterrupted();
}

namespace {
struct ConvertNVGPUToNVVMIfUsedPass
    : impl::ConvertNVGPUToNVVMIfUsedPassBase<ConvertNVGPUToNVVMIfUsedPass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    createConvertNVGPUToNVVMPass()->getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto *nvgpu = getContext().getLoadedDialect<nvgpu::NVGPUDialect>();
    if (!nvgpu)
      return;
    // Host code (outside gpu.launch bodies and gpu.modules) uses NVGPU
    // where it holds an NVGPU op or value: one that outlining or a
    // gpu.launch_func would pass into a kernel.
    auto inKernel = [&](Operation *op) {
      return hostUsesOnly && isa<gpu::LaunchOp, gpu::GPUModuleOp>(op);
    };
    if (!usesDialect(module, llvm::SmallPtrSet<Dialect *, 1>{nvgpu}, {},
                     inKernel))
      return;
    if (skipWmmaLoops && carriesWmmaFragment(module))
      return;
    OpPassManager pipeline(ModuleOp::getOperationName());
    pipeline.addPass(createConvertNVGPUToNVVMPass());
    if (failed(runPipeline(pipeline, module)))
      signalPassFailure();
  }
};
} // namespace
} // namespace mlir::dbg
