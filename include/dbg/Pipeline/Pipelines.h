//===- Pipelines.h - dbg's pass pipelines -----------------------*- C++ -*-===//
//
// The whole flow from an MLIR GPU program to the LLVM dialect module that is
// translated, as one pipeline with one options struct: dbg-compile builds
// it, dbg-opt registers it (`--dbg-pipeline`, and its two halves), and a
// frontend adds it to its own pass manager.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_PIPELINE_PIPELINES_H
#define DBG_PIPELINE_PIPELINES_H

#include "dbg/Pipeline/DebugOptions.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir::dbg {

/// Where the kernels run and how they are compiled, and what is
/// instrumented: the options of every dbg pipeline and of dbg-compile (whose
/// flags set them by name). The defaults live here and only here.
struct PipelineOptions : public PassPipelineOptions<PipelineOptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Where the kernels run: cuda (an NVIDIA GPU), rocm (an "
                     "AMD GPU, HSACO through ROCDL) or host (the CPU, "
                     "through libdbgrt's host backend)"),
      llvm::cl::init("cuda")};
  Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("GPU architecture: sm_90 (sm_90a for wgmma and TMA "
                     "kernels, ...) for cuda, gfx942 (gfx90a, gfx1100, ...) "
                     "for rocm; for host, the GPU whose subgroup size the "
                     "CPU emulates (64 lanes for wave64 AMD chips, else 32)"),
      llvm::cl::init("sm_90")};
  Option<std::string> features{
      *this, "features",
      llvm::cl::desc("PTX features, comma-separated (+ptx80, ...)"),
      llvm::cl::init("+ptx80")};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("Optimization level of host code "
                                           "and kernels (0-3)"),
                            llvm::cl::init(2)};
  Option<std::string> kernelFormat{
      *this, "kernel-format",
      llvm::cl::desc("Kernel binary: auto (a cubin when ptxas is found, else "
                     "PTX), isa (PTX, JIT-compiled by the driver), bin "
                     "(cubin), fatbin"),
      llvm::cl::init("auto")};
  Option<std::string> cudaToolkit{
      *this, "cuda-toolkit",
      llvm::cl::desc("CUDA toolkit root for ptxas (default: $CUDA_HOME, else "
                     "/usr/local/cuda when it exists)"),
      llvm::cl::init("")};
  Option<std::string> rocmPath{
      *this, "rocm-path",
      llvm::cl::desc("ROCm root with amdgcn/bitcode and llvm/bin/ld.lld "
                     "(default: $ROCM_PATH, /opt/rocm, else one dbg makes of "
                     "Debian's rocm-device-libs and lld)"),
      llvm::cl::init("")};
  Option<std::string> dumpKernels{
      *this, "dump-kernels",
      llvm::cl::desc("Write each kernel module's PTX (with line info), and "
                     "its cubin, ptxas -v report and SASS when the toolkit "
                     "is there, to this directory (dump-kernels pass)"),
      llvm::cl::init("")};
  Option<DebugOptions> debug{
      *this, "debug",
      llvm::cl::desc("What to instrument and the run-time defaults: a "
                     "comma-separated key[=value] list (--debug=help lists "
                     "the keys)"),
      llvm::cl::init(DebugOptions())};

  bool isHost() const { return target == "host"; }
  bool isRocm() const { return target == "rocm"; }

  /// The dbg-compile flags that build a program as these options do:
  /// --target, --chip and, for cuda, --features, then --debug (each value
  /// quoted for a POSIX shell where it needs it). What a repro of a
  /// dispatch is built with (record-kernel-sources).
  std::string getBuildFlags() const;

  /// Checks every option and resolves what depends on the machine:
  /// `kernel-format=auto` becomes bin or isa, and `cuda-toolkit` the root
  /// where ptxas was found (or empty). Returns failure with `error` naming
  /// the option and its valid values; an option set explicitly that does not
  /// apply to the target is reported through `warn`.
  /// Touches nothing on disk: a ROCm root that must be made of Debian's
  /// parts is left empty for prepareToolchain.
  LogicalResult resolve(std::string &error,
                        function_ref<void(const Twine &)> warn);

  /// Makes what producing kernel binaries needs and resolve() only found:
  /// for rocm without a ROCm install, a root of Debian's device libraries
  /// and ld.lld in the user's cache. Called by what lowers to binaries
  /// (dbg-compile, the dbg-pipeline and dbg-lower pipelines), not by
  /// instrumentation alone. Failure with `error` naming the directory.
  LogicalResult prepareToolchain(std::string &error);
};

/// Prepares a program for instrumentation: applies its transform schedule,
/// lowers linalg to loops (and nvgpu to NVVM for CUDA, while kernels are
/// still gpu.launch bodies), outlines kernels, and makes GPU memory ops
/// lowerable (normalize-gpu-async-dependencies, CUDA).
void buildPreparePipeline(OpPassManager &pm, const PipelineOptions &options);

/// Adds the instrumentation `options.debug` asks for, and records its
/// run-time defaults in the module (attach-debug-options). Runs on a
/// prepared module: host functions with gpu.launch_func.
void buildInstrumentationPipeline(OpPassManager &pm,
                                  const PipelineOptions &options);

/// Lowers a prepared, instrumented module to the LLVM dialect for
/// `options.target`: for CUDA, upstream's gpu-lower-to-nvvm-pipeline with
/// kernel locations kept, extern-dynamic-shared-memory, the async dialect
/// lowered after gpu-to-llvm and convert-dbg-to-llvm last; for the host,
/// convert-gpu-to-host and the standard conversions.
void buildLoweringPipeline(OpPassManager &pm, const PipelineOptions &options);

/// The three above, in order: what dbg-compile runs before translating to
/// LLVM IR. `options` must be resolved.
void buildDbgPipeline(OpPassManager &pm, const PipelineOptions &options);

/// Registers `dbg-pipeline` (buildDbgPipeline), `dbg-instrument`
/// (preparation and instrumentation: what `dbg-compile --emit=mlir`
/// writes) and `dbg-lower` (the lowering), each taking PipelineOptions.
void registerDbgPipelines();

/// Registers dbg's passes and pipelines and the upstream passes and
/// pipelines GPU programs and dbg's pipelines use, so that their names work
/// on a command line: dbg-opt's passes, and dbg-compile's
/// `--mlir-print-ir-after=convert-gpu-to-host` and the like.
void registerPipelinePasses();

} // namespace mlir::dbg

#endif // DBG_PIPELINE_PIPELINES_H
