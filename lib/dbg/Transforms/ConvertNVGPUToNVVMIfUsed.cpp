//===- ConvertNVGPUToNVVMIfUsed.cpp - nvgpu-to-nvvm where needed ----------===//
//
// Implements convert-nvgpu-to-nvvm-if-used: upstream's convert-nvgpu-to-nvvm,
// run only on modules that hold NVGPU ops (Passes.td says why).
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTNVGPUTONVVMIFUSEDPASS
#include "dbg/Transforms/Passes.h.inc"

/// Whether the module holds an NVGPU op anywhere.
static bool used(ModuleOp module, Dialect *nvgpu) {
  return module
      ->walk([&](Operation *op) {
        return op->getDialect() == nvgpu ? WalkResult::interrupt()
                                         : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether host code (outside gpu.launch bodies and gpu.modules) holds an
/// NVGPU op, or an op or block argument of an NVGPU type: a value that
/// outlining or a gpu.launch_func would pass into a kernel.
static bool usedByHost(ModuleOp module, Dialect *nvgpu) {
  auto isNVGPU = [&](Type type) { return &type.getDialect() == nvgpu; };
  auto anyNVGPU = [&](TypeRange types) { return llvm::any_of(types, isNVGPU); };
  return module
      ->walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (op->getDialect() == nvgpu || anyNVGPU(op->getOperandTypes()) ||
            anyNVGPU(op->getResultTypes()))
          return WalkResult::interrupt();
        if (isa<gpu::LaunchOp, gpu::GPUModuleOp>(op))
          return WalkResult::skip();
        for (Region &region : op->getRegions())
          for (Block &block : region)
            if (anyNVGPU(block.getArgumentTypes()))
              return WalkResult::interrupt();
        return WalkResult::advance();
      })
      .wasInterrupted();
}

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
    if (!(hostUsesOnly ? usedByHost(module, nvgpu) : used(module, nvgpu)))
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
