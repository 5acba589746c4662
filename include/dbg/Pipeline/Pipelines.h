//===- Pipelines.h - dbg's pass pipelines -----------------------*- C++ -*-===//

#ifndef DBG_PIPELINE_PIPELINES_H
#define DBG_PIPELINE_PIPELINES_H

#include "dbg/Pipeline/DebugOptions.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <string>

namespace mlir {
namespace dbg {

/// How the kernels of a CUDA build are compiled.
struct CudaTargetOptions {
  std::string chip = "sm_90";
  std::string features = "+ptx80";
  unsigned optLevel = 2;
  /// gpu-module-to-binary format: isa (PTX, JIT-compiled by the driver),
  /// bin (cubin, needs ptxas) or fatbin.
  std::string format = "isa";
  /// CUDA toolkit root for ptxas and libdevice; empty for none.
  std::string toolkitPath;
  /// Run gpu-async-region on host functions: needed when the program has
  /// synchronous gpu.alloc/dealloc/memcpy/memset, which gpu-to-llvm lowers
  /// only in their async form.
  bool asyncRegion = false;
  /// Lower the async dialect (async.execute, async.await) to the
  /// mlirAsyncRuntime* API.
  bool lowerAsync = false;

  /// Sets asyncRegion and lowerAsync from what `module` contains.
  void adaptTo(ModuleOp module);
};

/// Prepares a program for instrumentation: lowers linalg to loops and nvgpu
/// to NVVM, outlines gpu.launch bodies and,
/// when `options.asyncRegion`, runs gpu-async-region. Runs before the
/// instrumentation so that gpu-async-region does not take the dispatch
/// markers (host side effects) for synchronization points.
void buildPreparePipeline(OpPassManager &pm, const CudaTargetOptions &options);

/// Adds the instrumentation passes that `options` asks for. Runs on a
/// builtin.module with host functions and gpu.launch or gpu.launch_func.
void buildInstrumentationPipeline(OpPassManager &pm,
                                  const DebugOptions &options);

/// Lowers an (instrumented) GPU program to the LLVM dialect with embedded
/// kernel binaries: upstream's gpu-lower-to-nvvm-pipeline with
/// linalg-to-loops first, kernel locations kept, the async dialect lowered
/// after gpu-to-llvm (as upstream's async GPU tests do) and
/// convert-dbg-to-llvm last, when every marker is in a function body.
void buildLowerToCudaPipeline(OpPassManager &pm,
                              const CudaTargetOptions &options);

/// Prepares a program for the host target: linalg to loops and outlining.
void buildHostPreparePipeline(OpPassManager &pm);

/// Lowers an (instrumented) GPU program for the host target: kernels become
/// host functions run between libdbgrt's host-launch calls
/// (dbg-convert-gpu-to-host), then everything is lowered to the LLVM
/// dialect. `lowerAsync` lowers the async dialect too.
void buildLowerToHostPipeline(OpPassManager &pm, bool lowerAsync);

/// Registers `dbg-lower-to-nvvm` (buildLowerToCudaPipeline with options)
/// and `dbg-lower-to-host`.
void registerDbgPipelines();

} // namespace dbg
} // namespace mlir

#endif // DBG_PIPELINE_PIPELINES_H
