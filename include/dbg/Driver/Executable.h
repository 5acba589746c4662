//===- Executable.h - from a lowered module to an executable ----*- C++ -*-===//
//
// The back end of dbg-compile, for frontends that build their own pipeline
// with dbg's (buildDbgPipeline, or their passes then addDebugPasses and
// buildLoweringPipeline): translation of the LLVM dialect module to LLVM
// IR, optimization of the host code, an object file, and the link with
// libdbgrt and dbg's runner utilities.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_DRIVER_EXECUTABLE_H
#define DBG_DRIVER_EXECUTABLE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
class TargetMachine;
} // namespace llvm

namespace mlir::dbg {

/// How a lowered module becomes an executable.
struct ExecutableOptions {
  /// Optimization level of the host code, 0-3 (PipelineOptions::optLevel).
  unsigned optLevel = 2;
  /// The directory holding libdbgrt.a and libdbg_runner_utils.a: dbg's
  /// installed lib/ (DbgConfig.cmake's DBG_RUNTIME_LIBRARY_DIR).
  std::string runtimeLibDir;
  /// The C++ compiler driver that links; empty for $DBG_CXX, else `c++`.
  std::string linker;
};

/// A target machine for the host (the default triple, generic CPU,
/// position-independent code). Null with `error` set when LLVM has no
/// target for the host triple; the caller initializes LLVM's targets
/// (llvm::InitializeAllTargets and friends, or the native ones).
std::unique_ptr<llvm::TargetMachine>
createHostTargetMachine(unsigned optLevel, std::string &error);

/// Translates `module`, which buildDbgPipeline lowered to the LLVM dialect,
/// to LLVM IR named `moduleName` (the input file) for `machine`, optimized
/// at `optLevel`. With
/// `wrapVoidMain`, a `void main()` (mlir-runner's entry-point convention)
/// is renamed and called from an `int main()` that returns 0; a `main`
/// returning an exit status is kept. Null with `error` set when the
/// translation fails or, with `wrapVoidMain`, there is no main to run.
std::unique_ptr<llvm::Module>
translateToHostModule(ModuleOp module, StringRef moduleName,
                      llvm::LLVMContext &context, llvm::TargetMachine &machine,
                      unsigned optLevel, bool wrapVoidMain, std::string &error);

/// Emits `module` as a host object file into `object`. Failure with
/// `error` set when the target cannot emit objects.
LogicalResult emitObject(llvm::Module &module, llvm::TargetMachine &machine,
                         SmallVectorImpl<char> &object, std::string &error);

/// Links the object file at `objectPath` with libdbgrt and the runner
/// utilities into the executable `output`, through a temporary file beside
/// it that is renamed into place only when the linker succeeded and wrote
/// it. Failure with `error` naming the missing library, linker or file.
LogicalResult linkExecutable(StringRef objectPath, StringRef output,
                             const ExecutableOptions &options,
                             std::string &error);

/// All of the above: `module`, lowered by buildDbgPipeline (or
/// buildLoweringPipeline), becomes the executable `output`. Its entry point
/// is `func.func @main()` or `@main(i32, !llvm.ptr) -> i32` (C's main).
LogicalResult writeExecutable(ModuleOp module, StringRef output,
                              const ExecutableOptions &options,
                              std::string &error);

} // namespace mlir::dbg

#endif // DBG_DRIVER_EXECUTABLE_H
