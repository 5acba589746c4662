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
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
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

/// After the conversion, which lowers a kernel's TMA ops on its descriptor
/// argument through a cast to `!llvm.ptr` but converts no gpu.func
/// signature: the argument becomes that pointer (the cast, a no-op, goes),
/// and each launch passes the descriptor's pointer instead of the cast back
/// to the descriptor type. A kernel that takes its descriptor as an
/// argument would otherwise fail to lower.
static void passDescriptorPointers(ModuleOp module) {
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  module.walk([&](gpu::GPUFuncOp func) {
    if (func.isExternal())
      return;
    SmallVector<Type> inputs(func.getArgumentTypes());
    for (auto [i, type] : llvm::enumerate(inputs)) {
      if (!isa<nvgpu::TensorMapDescriptorType>(type))
        continue;
      func.getArgument(i).setType(ptr);
      type = ptr;
    }
    func.setFunctionType(
        FunctionType::get(module.getContext(), inputs, func.getResultTypes()));
  });
  module.walk([](UnrealizedConversionCastOp cast) {
    if (cast->getNumOperands() == 1 && cast->getNumResults() == 1 &&
        cast.getOperand(0).getType() == cast.getResult(0).getType()) {
      cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
      cast.erase();
    }
  });
  module.walk([](gpu::LaunchFuncOp launch) {
    for (OpOperand &operand : launch.getKernelOperandsMutable()) {
      auto cast = operand.get().getDefiningOp<UnrealizedConversionCastOp>();
      if (cast && cast->getNumOperands() == 1 &&
          isa<nvgpu::TensorMapDescriptorType>(operand.get().getType()) &&
          isa<LLVM::LLVMPointerType>(cast.getOperand(0).getType()))
        operand.set(cast.getOperand(0));
    }
  });
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
      return signalPassFailure();
    passDescriptorPointers(module);
  }
};
} // namespace
} // namespace mlir::dbg
