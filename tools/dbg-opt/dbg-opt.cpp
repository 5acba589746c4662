//===- dbg-opt.cpp - the dbg optimizer driver -----------------------------===//
//
// mlir-opt with the dbg dialect, every dbg pass and pipeline (dbg-pipeline
// runs exactly what dbg-compile runs before translating), and the upstream
// dialects, passes and pipelines that GPU programs need (including
// gpu-lower-to-nvvm-pipeline and the LLVM IR translations that
// gpu-module-to-binary uses).
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Pipeline/Pipelines.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/thread.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<mlir::dbg::DbgDialect>();

  mlir::dbg::registerPipelinePasses();

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
