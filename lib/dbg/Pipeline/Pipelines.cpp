//===- Pipelines.cpp - dbg's pass pipelines ---------------------------------===//

#include "dbg/Pipeline/Pipelines.h"

#include "dbg/Conversion/Passes.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/AsyncToLLVM/AsyncToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/Dialect/Async/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/OptimizeForNVVM.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::dbg;

void mlir::dbg::buildInstrumentationPipeline(OpPassManager &pm,
                                             const DebugOptions &options) {
  if (options.traceDispatches) {
    TraceDispatchesPassOptions trace;
    trace.kernelFilter = options.kernelFilter;
    pm.addPass(createTraceDispatchesPass(trace));
  }
}

/// The async dialect to the mlirAsyncRuntime* API (libdbg_runner_utils).
static void addAsyncLowering(OpPassManager &pm) {
  pm.addPass(createAsyncToAsyncRuntimePass());
  pm.addPass(createAsyncRuntimeRefCountingPass());
  pm.addPass(createAsyncRuntimeRefCountingOptPass());
  pm.addPass(createConvertAsyncToLLVMPass());
}

void CudaTargetOptions::adaptTo(ModuleOp module) {
  module.walk([&](Operation *op) {
    if (isa<async::AsyncDialect>(op->getDialect()))
      lowerAsync = true;
    if (!isa<gpu::AllocOp, gpu::DeallocOp, gpu::MemcpyOp, gpu::MemsetOp>(op))
      return;
    auto alloc = dyn_cast<gpu::AllocOp>(op);
    if (!cast<gpu::AsyncOpInterface>(op).getAsyncToken() &&
        !(alloc && alloc.getHostShared()))
      asyncRegion = true;
  });
}

void mlir::dbg::buildPreparePipeline(OpPassManager &pm,
                                     const CudaTargetOptions &options) {
  // As upstream's pipeline: nvgpu ops (TMA descriptors, ...) are converted
  // while kernels are still gpu.launch bodies, so no nvgpu type ends up in
  // an outlined kernel's signature.
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createConvertNVGPUToNVVMPass());
  pm.addPass(createGpuKernelOutliningPass());
  if (options.asyncRegion)
    pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  pm.addPass(createNormalizeGPUAsyncDependenciesPass());
}

void mlir::dbg::buildLowerToCudaPipeline(OpPassManager &pm,
                                         const CudaTargetOptions &options) {
  // Host and kernels, as upstream's gpu-lower-to-nvvm-pipeline.
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createConvertNVGPUToNVVMPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  pm.addPass(createLowerAffinePass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  // Kernels. Unlike upstream's pipeline, locations are kept: device-side
  // reports (cf.assert, dbg checks) name the source line.
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps());
  // LLVM 22's NVPTX would emit dynamic shared memory as a static variable.
  pm.addNestedPass<gpu::GPUModuleOp>(createExternDynamicSharedMemoryPass());
  pm.addNestedPass<gpu::GPUModuleOp>(LLVM::createNVVMOptimizeForTargetPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());

  // Host, after the kernels.
  pm.addPass(createGpuToLLVMConversionPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  binary.toolkitPath = options.toolkitPath;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  if (options.lowerAsync) {
    // After gpu-to-llvm, which turns GPU tokens that cross async.execute
    // boundaries into events.
    addAsyncLowering(pm);
    pm.addPass(createConvertFuncToLLVMPass());
    pm.addPass(createConvertControlFlowToLLVMPass());
    pm.addPass(createArithToLLVMConversionPass());
  }
  // Last: every dbg marker is now directly in a function body, async.execute
  // regions included.
  pm.addPass(createConvertDbgToLLVMPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::dbg::buildHostPreparePipeline(OpPassManager &pm) {
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createGpuKernelOutliningPass());
}

void mlir::dbg::buildLowerToHostPipeline(OpPassManager &pm, bool lowerAsync) {
  pm.addPass(createConvertGPUToHostPass());
  // gpu.memset became linalg.fill.
  pm.addPass(createConvertLinalgToLoopsPass());
  // Kernel loop nests may sit in async.execute regions, which must stay
  // single-block: outline them into coroutines before lowering SCF.
  if (lowerAsync)
    addAsyncLowering(pm);
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertDbgToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

namespace {
struct LowerToCudaPipelineOptions
    : public PassPipelineOptions<LowerToCudaPipelineOptions> {
  PassOptions::Option<std::string> chip{*this, "chip",
                                        llvm::cl::desc("GPU chip, e.g. sm_90"),
                                        llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> features{
      *this, "features", llvm::cl::desc("PTX features, e.g. +ptx80"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level", llvm::cl::desc("kernel optimization level (0-3)"),
      llvm::cl::init(2)};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("kernel binary format: isa (PTX), bin (cubin), fatbin"),
      llvm::cl::init("isa")};
  PassOptions::Option<std::string> toolkit{
      *this, "toolkit", llvm::cl::desc("CUDA toolkit root (for ptxas)"),
      llvm::cl::init("")};
  PassOptions::Option<bool> asyncRegion{
      *this, "async-region",
      llvm::cl::desc("Run gpu-async-region first (for synchronous "
                     "gpu.alloc, gpu.memcpy, ...); on an instrumented "
                     "program it takes the dbg markers for host "
                     "synchronization points"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> lowerAsync{
      *this, "lower-async",
      llvm::cl::desc("Lower the async dialect to the async runtime"),
      llvm::cl::init(false)};
};
} // namespace

void mlir::dbg::registerDbgPipelines() {
  PassPipelineRegistration<LowerToCudaPipelineOptions>(
      "dbg-lower-to-nvvm",
      "Lower a dbg-instrumented GPU program to LLVM with embedded NVVM "
      "kernels (upstream's gpu-lower-to-nvvm-pipeline plus "
      "convert-dbg-to-llvm)",
      [](OpPassManager &pm, const LowerToCudaPipelineOptions &options) {
        CudaTargetOptions target;
        target.chip = options.chip;
        target.features = options.features;
        target.optLevel = options.optLevel;
        target.format = options.format;
        target.toolkitPath = options.toolkit;
        target.asyncRegion = options.asyncRegion;
        target.lowerAsync = options.lowerAsync;
        buildPreparePipeline(pm, target);
        buildLowerToCudaPipeline(pm, target);
      });
  PassPipelineRegistration<>(
      "dbg-lower-to-host",
      "Lower a dbg-instrumented GPU program for the host target: kernels run "
      "on the CPU through libdbgrt's host backend",
      [](OpPassManager &pm) {
        buildHostPreparePipeline(pm);
        buildLowerToHostPipeline(pm, /*lowerAsync=*/true);
      });
}
