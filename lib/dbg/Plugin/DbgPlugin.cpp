//===- DbgPlugin.cpp - dbg as an mlir-opt plugin --------------------------===//
//
// One shared library that is both a pass plugin and a dialect plugin, so an
// mlir-opt (or any MlirOptMain tool) built on the same libMLIR runs dbg
// without relinking:
//
//   mlir-opt --load-dialect-plugin=libDbgPlugin.so \
//            --load-pass-plugin=libDbgPlugin.so \
//            --pass-pipeline='builtin.module(dbg-instrument{debug=sensible})'
//
//===----------------------------------------------------------------------===//

#include "dbg/Dbg.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "dbg", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::dbg::registerDbgDialect(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "dbg", LLVM_VERSION_STRING,
          []() { mlir::dbg::registerDbgPassesAndPipelines(); }};
}
