//===- Pipelines.h - dbg's pass pipelines -----------------------*- C++ -*-===//

#ifndef DBG_PIPELINE_PIPELINES_H
#define DBG_PIPELINE_PIPELINES_H

#include "dbg/Pipeline/DebugOptions.h"

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
};

/// Adds the instrumentation passes that `options` asks for. Runs on a
/// builtin.module with host functions and gpu.launch or gpu.launch_func.
void buildInstrumentationPipeline(OpPassManager &pm,
                                  const DebugOptions &options);

/// Lowers an (instrumented) GPU program to the LLVM dialect with embedded
/// kernel binaries: upstream's gpu-lower-to-nvvm-pipeline, with
/// convert-dbg-to-llvm after SCF lowering and linalg-to-loops first.
void buildLowerToCudaPipeline(OpPassManager &pm,
                              const CudaTargetOptions &options);

/// Registers `dbg-lower-to-nvvm` (buildLowerToCudaPipeline with options).
void registerDbgPipelines();

} // namespace dbg
} // namespace mlir

#endif // DBG_PIPELINE_PIPELINES_H
