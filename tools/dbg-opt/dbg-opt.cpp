//===- dbg-opt.cpp - the dbg optimizer driver -----------------------------===//
//
// mlir-opt with the dbg dialect, every dbg pass and pipeline (dbg-pipeline
// runs exactly what dbg-compile runs before translating), and the upstream
// dialects, passes and pipelines that GPU programs need (including
// gpu-lower-to-nvvm-pipeline and the LLVM IR translations that
// gpu-module-to-binary uses).
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/Passes.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Pipeline/Pipelines.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Affine/Transforms/Passes.h"
#include "mlir/Dialect/Async/Passes.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/NVGPU/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Transform/Transforms/Passes.h"
#include "mlir/Dialect/Vector/Transforms/Passes.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/thread.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<mlir::dbg::DbgDialect>();

  // dbg.
  mlir::dbg::registerDbgPasses();
  mlir::dbg::registerDbgConversionPasses();
  mlir::dbg::registerDbgPipelines();

  // What GPU programs need upstream, not everything MLIR has.
  mlir::registerTransformsPasses();
  mlir::registerConversionPasses();
  mlir::registerGPUPasses();
  mlir::gpu::registerGPUToNVVMPipeline();
  mlir::registerLinalgPasses();
  mlir::memref::registerMemRefPasses();
  mlir::affine::registerAffinePasses();
  mlir::registerSCFPasses();
  mlir::vector::registerVectorPasses();
  mlir::registerNVGPUPasses();
  mlir::registerAsyncPasses();
  mlir::LLVM::registerLLVMPasses();
  mlir::transform::registerTransformPasses();

  // Deeply nested input (thousands of nested regions) recurses deeply in
  // MLIR's parser, verifier and printer: run on a thread with a large stack.
  constexpr unsigned kStackBytes = 512u << 20;
  int status = 1;
  llvm::thread main(std::optional<unsigned>(kStackBytes), [&] {
    status = mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, "dbg optimizer driver\n", registry));
  });
  main.join();
  return status;
}
