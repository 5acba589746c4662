//===- linalg-frontend-opt.cpp - mlir-opt with linalg-frontend's passes ---===//
//
// mlir-opt with every upstream dialect and pass, linalg-frontend's passes
// (form-dispatches, place-in-device-memory, ...) and dbg's
// (through dbg's frontend API): what the frontend's lit tests run.
//
//===----------------------------------------------------------------------===//

#include "LinalgFrontend/Passes.h"
#include "LinalgFrontend/TMTensor.h"

#include "dbg/Dbg.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::dbg::registerDbgDialect(registry);
  mlir::linalg_frontend::registerTMTensorDialect(registry);
  mlir::registerAllPasses();
  mlir::dbg::registerDbgPassesAndPipelines();
  mlir::linalg_frontend::registerLinalgFrontendPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "linalg-frontend's pass driver\n", registry));
}
