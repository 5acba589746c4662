//===- SerializeKernels.cpp - gpu.modules to binaries, guards linear ------===//
//
// Implements serialize-kernels: serializeKernels (Serialization.h),
// upstream's transformGpuModulesToBinaries with hoistGuardedAddresses on
// each kernel module's optimized LLVM IR.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"
#include "dbg/Transforms/Serialization.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_SERIALIZEKERNELSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct SerializeKernelsPass
    : impl::SerializeKernelsPassBase<SerializeKernelsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<gpu::CompilationTarget> target = parseKernelFormat(format);
    if (!target) {
      module.emitError() << "serialize-kernels: unknown format '" << format
                         << "'; valid formats: " << kKernelFormatNames;
      return signalPassFailure();
    }
    SymbolTable *parentTable = nullptr;
    auto getSymbolTable = [&]() -> SymbolTable * {
      if (!parentTable)
        parentTable = &getAnalysis<SymbolTable>();
      return parentTable;
    };
    if (failed(serializeKernels(module, *target, toolkit, getSymbolTable)))
      return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::dbg
