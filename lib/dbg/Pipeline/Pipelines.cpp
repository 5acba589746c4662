//===- Pipelines.cpp - dbg's pass pipelines -------------------------------===//

#include "dbg/Pipeline/Pipelines.h"

#include "dbg/Conversion/DbgChecks/DbgChecks.h"
#include "dbg/Conversion/DbgToLLVM/DbgToLLVM.h"
#include "dbg/Conversion/GPUToHost/GPUToHost.h"
#include "dbg/Conversion/Passes.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/AsyncToLLVM/AsyncToLLVM.h"
#include "mlir/Conversion/ComplexToLLVM/ComplexToLLVM.h"
#include "mlir/Conversion/ComplexToStandard/ComplexToStandard.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/GPUCommon/GPUCommonPass.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/GPUToROCDL/GPUToROCDLPass.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToFuncs/MathToFuncs.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Affine/Transforms/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Async/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/OptimizeForNVVM.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/NVGPU/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Transform/Transforms/Passes.h"
#include "mlir/Dialect/Vector/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include "dbgrt/Options.h"

#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::dbg;

//===----------------------------------------------------------------------===//
// Options
//===----------------------------------------------------------------------===//

/// LLVM's subtarget information for `triple`, whose target (`name`, for
/// errors) is initialized, with `chip` checked against the CPUs it knows:
/// null with `error` naming the chip and giving `examples` otherwise.
static std::unique_ptr<llvm::MCSubtargetInfo>
getSubtargetInfo(StringRef tripleName, StringRef name, StringRef chip,
                 StringRef examples, std::string &error) {
  llvm::Triple triple(tripleName);
  std::string lookupError;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, lookupError);
  if (!target) {
    error = ("LLVM has no " + name + " target: " + lookupError).str();
    return nullptr;
  }
  // Checked first: LLVM warns on stderr of a chip it does not know.
  std::unique_ptr<llvm::MCSubtargetInfo> generic(
      target->createMCSubtargetInfo(triple, "", ""));
  if (chip.empty() || !generic->isCPUStringValid(chip)) {
    error = ("unknown chip '" + chip + "': expected " + examples).str();
    return nullptr;
  }
  return std::unique_ptr<llvm::MCSubtargetInfo>(
      target->createMCSubtargetInfo(triple, chip, ""));
}

/// Checks `chip` and `features` against what LLVM's NVPTX target knows.
static LogicalResult checkNvptxTarget(StringRef chip, StringRef features,
                                      std::string &error) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTargetMC();
  std::unique_ptr<llvm::MCSubtargetInfo> info = getSubtargetInfo(
      "nvptx64-nvidia-cuda", "NVPTX", chip,
      "an NVIDIA architecture LLVM knows, e.g. sm_80, sm_90, sm_90a", error);
  if (!info)
    return failure();
  SmallVector<StringRef> items;
  features.split(items, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef item : items) {
    StringRef name = item.drop_front();
    bool known = llvm::any_of(info->getAllProcessorFeatures(),
                              [&](const llvm::SubtargetFeatureKV &feature) {
                                return name == feature.Key;
                              });
    if ((!item.starts_with("+") && !item.starts_with("-")) || !known) {
      error = "unknown feature '" + item.str() + "' in features '" +
              features.str() + "': expected +ptxNN items, e.g. +ptx80";
      return failure();
    }
  }
  return success();
}

/// The CUDA toolkit root: the option, else $CUDA_HOME, else /usr/local/cuda
/// when it exists.
static std::string findCudaToolkit(StringRef option) {
  if (!option.empty())
    return option.str();
  if (const char *home = std::getenv("CUDA_HOME"))
    return home;
  if (llvm::sys::fs::exists("/usr/local/cuda"))
    return "/usr/local/cuda";
  return "";
}

/// LLVM's AMDGPU subtarget of `chip`, or null with `error` when LLVM does
/// not know the chip.
static std::unique_ptr<llvm::MCSubtargetInfo>
getAmdgpuSubtarget(StringRef chip, std::string &error) {
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTargetMC();
  return getSubtargetInfo("amdgcn-amd-amdhsa", "AMDGPU", chip,
                          "an AMD GPU architecture LLVM knows, e.g. "
                          "gfx942, gfx90a, gfx1100",
                          error);
}

/// Checks `chip` against what LLVM's AMDGPU target knows.
static LogicalResult checkAmdgpuTarget(StringRef chip, std::string &error) {
  return success(getAmdgpuSubtarget(chip, error) != nullptr);
}

/// The lanes of a subgroup on the GPU `chip` stands for, which the host
/// target emulates: 64 on AMD chips whose wavefronts are 64 wide (gfx9),
/// 32 on the others (NVIDIA, wave32 AMD chips). `chip` has been checked.
static unsigned getSubgroupSize(StringRef chip) {
  if (!chip.starts_with("gfx"))
    return 32;
  std::string error;
  std::unique_ptr<llvm::MCSubtargetInfo> info = getAmdgpuSubtarget(chip, error);
  return info && info->checkFeatures("+wavefrontsize64") ? 64 : 32;
}

/// Whether `root` holds what gpu-module-to-binary needs for ROCDL.
static bool isRocmRoot(StringRef root) {
  llvm::SmallString<128> bitcode(root), lld(root);
  llvm::sys::path::append(bitcode, "amdgcn", "bitcode");
  llvm::sys::path::append(lld, "llvm", "bin", "ld.lld");
  return !root.empty() && llvm::sys::fs::is_directory(bitcode) &&
         llvm::sys::fs::can_execute(lld);
}

/// Debian's parts of a ROCm root: rocm-device-libs' bitcode and LLVM 22's
/// ld.lld; empty strings when either is missing.
static std::pair<std::string, std::string> findDebianRocmParts() {
  const char *bitcode = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode";
  if (!llvm::sys::fs::is_directory(bitcode))
    return {};
  for (const char *lld :
       {"/usr/lib/llvm-22/bin/ld.lld", "/usr/bin/ld.lld-22", "/usr/bin/ld.lld"})
    if (llvm::sys::fs::can_execute(lld))
      return {bitcode, lld};
  return {};
}

/// The ROCm root gpu-module-to-binary links HSACO with, without touching
/// the file system: the option, else $ROCM_PATH, else /opt/rocm; "" when
/// only Debian's parts are there (prepareToolchain makes a root of them).
/// Failure with `error` when there is nothing to link with.
static LogicalResult locateRocmRoot(StringRef option, std::string &root,
                                    std::string &error) {
  root.clear();
  if (!option.empty()) {
    if (isRocmRoot(option)) {
      root = option.str();
      return success();
    }
    error = "rocm-path '" + option.str() +
            "' has no amdgcn/bitcode and llvm/bin/ld.lld";
    return failure();
  }
  for (const char *candidate :
       {static_cast<const char *>(std::getenv("ROCM_PATH")), "/opt/rocm"})
    if (candidate && isRocmRoot(candidate)) {
      root = candidate;
      return success();
    }
  if (!findDebianRocmParts().first.empty())
    return success();
  error = "no ROCm device libraries: install Debian's rocm-device-libs and "
          "lld-22 (scripts/install-deps.sh does), or pass rocm-path=DIR "
          "with amdgcn/bitcode and llvm/bin/ld.lld";
  return failure();
}

/// A ROCm root made of Debian's parts: a directory of two symlinks in the
/// user's cache ($XDG_CACHE_HOME/dbg/rocm-toolkit).
static std::string makeDebianRocmRoot(std::string &error) {
  auto [debianBitcode, lld] = findDebianRocmParts();
  llvm::SmallString<128> root;
  if (!llvm::sys::path::cache_directory(root))
    llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, root);
  llvm::sys::path::append(root, "dbg", "rocm-toolkit");
  llvm::SmallString<128> bitcodeDir(root), binDir(root);
  llvm::sys::path::append(bitcodeDir, "amdgcn");
  llvm::sys::path::append(binDir, "llvm", "bin");
  llvm::SmallString<128> bitcodeLink(bitcodeDir), lldLink(binDir);
  llvm::sys::path::append(bitcodeLink, "bitcode");
  llvm::sys::path::append(lldLink, "ld.lld");
  // Several compilers may make it at once: an existing link is fine.
  std::error_code ec = llvm::sys::fs::create_directories(bitcodeDir);
  if (!ec)
    ec = llvm::sys::fs::create_directories(binDir);
  if (!ec && !llvm::sys::fs::exists(bitcodeLink))
    ec = llvm::sys::fs::create_link(debianBitcode, bitcodeLink);
  if (!ec && !llvm::sys::fs::exists(lldLink))
    ec = llvm::sys::fs::create_link(lld, lldLink);
  if ((ec && ec != std::errc::file_exists) || !isRocmRoot(root)) {
    error = "cannot make the ROCm root '" + root.str().str() + "' (links to " +
            debianBitcode + " and " + lld +
            "): " + (ec ? ec.message() : std::string("incomplete"));
    return "";
  }
  return root.str().str();
}

LogicalResult PipelineOptions::prepareToolchain(std::string &error) {
  if (!isRocm() || !rocmPath.getValue().empty())
    return success();
  std::string root = makeDebianRocmRoot(error);
  if (root.empty())
    return failure();
  rocmPath = root;
  return success();
}

LogicalResult PipelineOptions::resolve(std::string &error,
                                       function_ref<void(const Twine &)> warn) {
  if (target != "cuda" && target != "host" && target != "rocm") {
    error = "unknown target '" + target + "'; valid targets: cuda, rocm, host";
    return failure();
  }
  if (optLevel > 3) {
    error = "opt-level " + std::to_string(optLevel) + " is not in 0-3";
    return failure();
  }
  std::string format = kernelFormat;
  if (format != "auto" && format != "isa" && format != "bin" &&
      format != "fatbin") {
    error = "unknown kernel-format '" + format +
            "'; valid formats: auto, isa, bin, fatbin";
    return failure();
  }
  if (isHost()) {
    // The chip a host run stands for: its subgroup size.
    if (chip.hasValue()) {
      StringRef name = chip;
      LogicalResult known = name.starts_with("gfx")
                                ? checkAmdgpuTarget(name, error)
                                : checkNvptxTarget(name, "", error);
      if (failed(known))
        return failure();
    }
    for (auto [given, name] :
         {std::pair(dumpKernels.hasValue(), "dump-kernels"),
          std::pair(features.hasValue(), "features"),
          std::pair(kernelFormat.hasValue(), "kernel-format"),
          std::pair(cudaToolkit.hasValue(), "cuda-toolkit")})
      if (given)
        warn(Twine("'") + name + "' does not apply to target 'host'; ignored");
    return success();
  }
  if (isRocm()) {
    for (auto [given, name] :
         {std::pair(features.hasValue(), "features"),
          std::pair(cudaToolkit.hasValue(), "cuda-toolkit")})
      if (given)
        warn(Twine("'") + name + "' does not apply to target 'rocm'; ignored");
    if (!chip.hasValue())
      chip = "gfx942";
    if (failed(checkAmdgpuTarget(chip, error)))
      return failure();
    if (format == "auto")
      format = "bin";
    if (format == "fatbin") {
      error = "kernel-format=fatbin is CUDA's; for rocm use bin (HSACO) or "
              "isa (AMDGCN assembly)";
      return failure();
    }
    kernelFormat = format;
    std::string root;
    if (failed(locateRocmRoot(rocmPath, root, error)))
      return failure();
    rocmPath = root;
    return success();
  }
  if (rocmPath.hasValue())
    warn("'rocm-path' applies to target 'rocm' only; ignored");
  if (failed(checkNvptxTarget(chip, features, error)))
    return failure();

  std::string toolkit = findCudaToolkit(cudaToolkit);
  llvm::SmallString<128> ptxas(toolkit);
  llvm::sys::path::append(ptxas, "bin", "ptxas");
  bool hasPtxas = !toolkit.empty() && llvm::sys::fs::can_execute(ptxas);
  if (format == "auto")
    format = hasPtxas ? "bin" : "isa";
  if (format != "isa" && !hasPtxas) {
    error = "kernel-format=" + format + " needs ptxas, not found under '" +
            toolkit + "'; pass cuda-toolkit or use kernel-format=isa";
    return failure();
  }
  kernelFormat = format;
  cudaToolkit = hasPtxas ? toolkit : "";
  return success();
}

std::string PipelineOptions::getBuildFlags() const {
  auto flag = [](StringRef name, StringRef value) {
    return ("--" + name + "=" + dbgrt::shellWord(value)).str();
  };
  std::string flags = flag("target", target) + " " + flag("chip", chip);
  if (!isHost() && !isRocm())
    flags += " " + flag("features", features);
  // The spec without what means nothing in a repro: the keys that make
  // repros, and diff (a repro has no reference; it is compared with the
  // files it is given instead).
  std::string spec;
  std::vector<dbgrt::OptionItem> items;
  dbgrt::OptionsError error;
  std::string text = debug.getValue().spec;
  if (dbgrt::splitOptions(text, items, error))
    for (const dbgrt::OptionItem &item : items) {
      StringRef key(item.key.data(), item.key.size());
      if (key == "repro" || key == "repro-on-failure" || key == "diff" ||
          key.starts_with("diff-"))
        continue;
      std::string value(item.value);
      if (!spec.empty())
        spec += ",";
      spec += key.str();
      if (item.hasValue)
        spec += "=" + (value.find(',') != std::string::npos ? "{" + value + "}"
                                                            : value);
    }
  return flags + " " + flag("debug", spec.empty() ? "none" : spec);
}

//===----------------------------------------------------------------------===//
// Pipelines
//===----------------------------------------------------------------------===//

void mlir::dbg::buildPreparePipeline(OpPassManager &pm,
                                     const PipelineOptions &options) {
  pm.addPass(createApplyTransformSchedulePass());
  addIfPresent(pm, {"linalg"}, createConvertLinalgToLoopsPass());
  // Constants and index computations the launch body uses go into the
  // kernel (the folders above hoist constants out of gpu.launch bodies):
  // fewer kernel arguments, and values the checks can see, a stored
  // constant or a bound.
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  // On the program's own async ops, before normalization chains synchronous
  // ones on one stream.
  if (options.debug.dispatchRaces)
    pm.addPass(createCheckDispatchRacesPass());
  if (!options.isHost())
    pm.addPass(createNormalizeGPUAsyncDependenciesPass());
}

/// The race checks `options.debug.races` asks for: workgroup or global
/// memory, races between proxies and, on GPUs, barrier divergence.
static void addRaceChecks(OpPassManager &pm, const PipelineOptions &options) {
  const DebugOptions &debug = options.debug;
  InsertRaceChecksPassOptions races;
  races.memory = debug.races;
  // On the host, workgroup memory is ordinary memory.
  races.shadowAddressSpace = options.isHost() ? 0 : 3;
  // The GPU's own scope: a device-wide fence is what orders two blocks.
  if (options.isRocm())
    races.syncScope = "agent";
  else if (!options.isHost())
    races.syncScope = "device";
  pm.addPass(createInsertRaceChecksPass(races));
  // A generic write the async proxy reads unfenced is a race on workgroup
  // memory between proxies. After the race checks, which would check its
  // table.
  if (debug.races != RaceMemory::Global)
    pm.addPass(createInsertProxyFenceChecksPass());
  // After the race checks, which would check its slots. The host target's
  // fiber scheduler reports divergence exactly.
  if (!options.isHost() && debug.races != RaceMemory::Global)
    pm.addPass(createInsertBarrierChecksPass());
}

void mlir::dbg::buildInstrumentationPipeline(OpPassManager &pm,
                                             const PipelineOptions &options) {
  const DebugOptions &debug = options.debug;
  // Before anything instruments a kernel: repros hold the program's own.
  if (debug.kernelSources) {
    RecordKernelSourcesPassOptions sources;
    sources.buildFlags = options.getBuildFlags();
    pm.addPass(createRecordKernelSourcesPass(sources));
  }
  // Then: the race checks' compare-and-swap loops are no spins. The host
  // target's scheduler knows where each thread waits.
  if (debug.waitSites && !options.isHost())
    pm.addPass(createRecordWaitSitesPass());
  if (debug.nanCheck != NanCheckGranularity::None) {
    InsertNanChecksPassOptions nan;
    nan.granularity = debug.nanCheck;
    nan.check = debug.nanValues;
    if (debug.nanBranchStores)
      nan.maxBranchStores = *debug.nanBranchStores;
    nan.origins =
        debug.nanOrigin && debug.nanCheck == NanCheckGranularity::Store;
    pm.addPass(createInsertNanChecksPass(nan));
  }
  if (debug.overflow)
    pm.addPass(createInsertOverflowChecksPass());
  if (debug.boundsLevel != BoundsLevel::None) {
    InsertBoundsChecksPassOptions bounds;
    bounds.level = debug.boundsLevel;
    if (debug.boundsBranchGuards)
      bounds.maxBranchGuards = *debug.boundsBranchGuards;
    pm.addPass(createInsertBoundsChecksPass(bounds));
  }
  // After the other checks: their guards keep a rejected access, and its
  // shadow update, from running.
  if (debug.races != RaceMemory::None)
    addRaceChecks(pm, options);
  if (debug.checkInputs) {
    InsertInputGuardsPassOptions guards;
    guards.deviceMemory = !options.isHost();
    pm.addPass(createInsertInputGuardsPass(guards));
  }
  if (debug.traceDispatches) {
    TraceDispatchesPassOptions trace;
    trace.kernelFilter = debug.kernelFilter;
    pm.addPass(createTraceDispatchesPass(trace));
    // The lines of allocations and frees, for run-time lifetimes.
    pm.addPass(createRecordMemoryOpsPass());
  }
  // After trace-dispatches, whose sites get the references; without diff
  // the references go (one walk of the host functions). A frontend attaches
  // them under diff only: a program built without --debug has none
  // (convert-dbg-to-llvm erases any left).
  if (debug.any()) {
    LinkDispatchReferencesPassOptions references;
    references.keep = debug.references;
    pm.addPass(createLinkDispatchReferencesPass(references));
  }
  if (!debug.runtimeDefaults.empty()) {
    AttachDebugOptionsPassOptions attach;
    attach.runtimeOptions = debug.runtimeDefaults;
    pm.addPass(createAttachDebugOptionsPass(attach));
  }
}

/// The async dialect to the mlirAsyncRuntime* API (libdbg_runner_utils);
/// nothing on a module without async ops.
static void addAsyncLowering(OpPassManager &pm) {
  addIfPresent(pm, {"async"}, [](OpPassManager &pm) {
    pm.addPass(createAsyncToAsyncRuntimePass());
    pm.addPass(createAsyncRuntimeRefCountingPass());
    pm.addPass(createAsyncRuntimeRefCountingOptPass());
    pm.addPass(createConvertAsyncToLLVMPass());
  });
}

/// Shared by the GPU targets after gpu-to-llvm: the kernel modules to
/// binaries (with their files when dump-kernels asks), then the host code
/// to the LLVM dialect, and the dbg ops last.
static void addBinaryAndHostLowering(OpPassManager &pm,
                                     const PipelineOptions &options,
                                     StringRef toolkit) {
  if (options.dumpKernels.empty()) {
    SerializeKernelsPassOptions binary;
    binary.format = options.kernelFormat;
    binary.toolkit = toolkit.str();
    pm.addPass(createSerializeKernelsPass(binary));
  } else {
    DumpKernelsPassOptions dump;
    dump.dir = options.dumpKernels;
    dump.format = options.kernelFormat;
    dump.toolkit = toolkit.str();
    pm.addPass(createDumpKernelsPass(dump));
  }
  // After gpu-to-llvm, which turns GPU tokens that cross async.execute
  // boundaries into events.
  addAsyncLowering(pm);
  addHostMathLowering(pm);
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // Last, so that no other pass walks the site records it creates (compile
  // time stays linear in the number of sites).
  pm.addPass(createConvertDbgToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

/// Host code's GPU ops to runtime calls (gpu-to-llvm). Races between
/// dispatches are checked by the order the program gives its async ops,
/// which gpu-to-llvm keeps only where each chain has a stream of its own:
/// chains are forked first, after the last canonicalization, which folds
/// the forks.
static void addGpuToLLVM(OpPassManager &pm, const PipelineOptions &options) {
  if (options.debug.dispatchRaces)
    pm.addPass(createForkGPUAsyncChainsPass());
  pm.addPass(createGpuToLLVMConversionPass());
}

/// Affine, arith and index to LLVM, then a cleanup: what both GPU
/// pipelines run on host and kernels after their own conversions.
static void addScalarToLLVM(OpPassManager &pm) {
  addIfPresent(pm, {"affine"}, createLowerAffinePass());
  pm.addPass(createArithToLLVMConversionPass());
  addIfPresent(pm, {"index"}, createConvertIndexToLLVMPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

/// A float power with an integer exponent (`x ** 2` from PyTorch) has no
/// NVVM or ROCDL lowering: it becomes powf of the exponent converted to
/// float, which the device libraries compute (__nv_powf, __ocml_pow_f32), as
/// the other math ops.
static void addExpandFloatPowers(OpPassManager &pm) {
  math::MathExpandOpsPassOptions expand;
  expand.opMnemonics = {"fpowi"};
  pm.addNestedPass<gpu::GPUModuleOp>(math::createMathExpandOpsPass(expand));
}

/// The last passes on the kernels before the host's lowering.
static void addKernelCleanup(OpPassManager &pm) {
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCSEPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());
}

static void buildLowerToNVVMPipeline(OpPassManager &pm,
                                     const PipelineOptions &options) {
  // Device-side checks, to the error record (a no-op without checks). The
  // cold functions are weak_odr: NVPTX's call lowering is quadratic in the
  // calls of an internal function.
  LowerDbgChecksPassOptions checks;
  checks.internalColdFunctions = false;
  pm.addPass(createLowerDbgChecksPass(checks));
  // An integer power in a kernel becomes its multiplications (a loop for
  // an exponent that is not constant, lowered with the other scf ops).
  pm.addNestedPass<gpu::GPUModuleOp>(createExpandIntegerPowersPass());
  // Subgroup reductions NVVM has no instruction for become shuffles, as on
  // the host target.
  ExpandSubgroupOpsPassOptions reduce;
  StringRef chip = options.chip;
  unsigned smVersion = 0;
  if (chip.consume_front("sm_"))
    (void)chip.take_while(llvm::isDigit).getAsInteger(10, smVersion);
  reduce.redux = smVersion >= 80;
  pm.addNestedPass<gpu::GPUModuleOp>(createExpandSubgroupOpsPass(reduce));
  // The kernels' nvgpu ops, after the checks and host builds that read
  // them; only where there are some. Upstream's pass fails on loops that
  // carry WMMA fragments: such a module is converted once control flow is
  // flat (its SCF type conversion keeps nvgpu values that loops carry).
  ConvertNVGPUToNVVMIfUsedPassOptions withLoops;
  withLoops.skipWmmaLoops = true;
  pm.addPass(createConvertNVGPUToNVVMIfUsedPass(withLoops));
  // Host and kernels, as upstream's gpu-lower-to-nvvm-pipeline.
  addIfPresent(pm, {"vector"}, createConvertVectorToSCFPass());
  pm.addPass(createConvertSCFToCFLinearPass());
  pm.addPass(createConvertNVGPUToNVVMIfUsedPass());
  addIfPresent(pm, {"nvvm"}, createConvertNVVMToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  addExpandStridedMetadata(pm);
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  addScalarToLLVM(pm);

  // Kernels. Unlike upstream's pipeline, locations are kept: device-side
  // reports (cf.assert, dbg checks) name the source line.
  addExpandFloatPowers(pm);
  // redux.sync for the subgroup reductions expand-subgroup-ops left.
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  nvvm.hasRedux = reduce.redux;
  // Unary WMMA elementwise ops, which upstream's lowering crashes on.
  pm.addNestedPass<gpu::GPUModuleOp>(createExpandMmaElementwisePass());
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps(nvvm));
  // LLVM 22's NVPTX would emit dynamic shared memory as a static variable.
  pm.addNestedPass<gpu::GPUModuleOp>(createExternDynamicSharedMemoryPass());
  // MLIR 22's WMMA min/max lowering makes constants translation crashes on.
  pm.addNestedPass<gpu::GPUModuleOp>(createSplatVectorConstantsPass());

  pm.addNestedPass<gpu::GPUModuleOp>(LLVM::createNVVMOptimizeForTargetPass());
  addKernelCleanup(pm);

  // Host, after the kernels.
  addGpuToLLVM(pm, options);
  // Line tables in the dumped PTX (.loc), mapping it back to the source:
  // debug directives only, as nvcc -lineinfo (fuller debug info marks the
  // PTX `.target ..., debug`, which ptxas refuses to optimize).
  if (!options.dumpKernels.empty()) {
    LLVM::DIScopeForLLVMFuncOpPassOptions lineInfo;
    lineInfo.emissionKind = LLVM::DIEmissionKind::DebugDirectivesOnly;
    pm.addPass(LLVM::createDIScopeForLLVMFuncOpPass(lineInfo));
  }
  addBinaryAndHostLowering(pm, options, options.cudaToolkit);
}

static void buildLowerToHostPipeline(OpPassManager &pm,
                                     const PipelineOptions &options) {
  addHostKernelConversion(
      pm, options.chip.hasValue() ? getSubgroupSize(options.chip) : 32);
  // Kernel loop nests may sit in async.execute regions, which must stay
  // single-block: outline them into coroutines before lowering SCF.
  addAsyncLowering(pm);
  addHostToLLVMLowering(pm);
  // Last, so that no other pass walks the site records it creates.
  pm.addPass(createConvertDbgToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

/// ROCm: as the NVVM pipeline, with upstream's ROCDL lowering for HIP (so
/// that gpu.printf works) and HSACO linked with the ROCm device libraries.
static void buildLowerToROCDLPipeline(OpPassManager &pm,
                                      const PipelineOptions &options) {
  // ROCDL cannot lower cf.assert: kernel assertions become dbg checks.
  pm.addPass(createConvertKernelAssertsPass());
  pm.addPass(createLowerDbgChecksPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createExpandIntegerPowersPass());
  addIfPresent(pm, {"vector"}, createConvertVectorToSCFPass());
  pm.addPass(createConvertSCFToCFLinearPass());
  pm.addPass(createConvertFuncToLLVMPass());
  addExpandStridedMetadata(pm);
  GpuROCDLAttachTargetOptions target;
  target.chip = options.chip;
  target.optLevel = options.optLevel;
  // Debian's device libraries (ROCm 5.2) have ABI versions 400 and 500.
  target.abiVersion = "500";
  // RDNA (gfx10, gfx11) runs 32-lane waves; CDNA and GCN 64.
  target.wave64Flag = StringRef(options.chip).starts_with("gfx9");
  pm.addPass(createGpuROCDLAttachTarget(target));
  addScalarToLLVM(pm);

  addExpandFloatPowers(pm);
  ConvertGpuOpsToROCDLOpsOptions rocdl;
  rocdl.chipset = options.chip;
  rocdl.runtime = gpu::amd::Runtime::HIP;
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToROCDLOps(rocdl));
  addKernelCleanup(pm);

  addGpuToLLVM(pm, options);
  addBinaryAndHostLowering(pm, options, options.rocmPath);
}

void mlir::dbg::buildLoweringPipeline(OpPassManager &pm,
                                      const PipelineOptions &options) {
  // References no instrumentation linked (a build without --debug=diff):
  // gone before anything lowers them.
  LinkDispatchReferencesPassOptions references;
  references.keep = false;
  pm.addPass(createLinkDispatchReferencesPass(references));
  // diff's other reference: the kernels, as instrumented, built for the
  // host, before the target's lowering changes them.
  using HostBuilds = DebugOptions::HostBuilds;
  if (options.debug.hostBuilds != HostBuilds::None) {
    EmbedHostKernelsPassOptions embed;
    embed.all = options.debug.hostBuilds == HostBuilds::All;
    embed.subgroupSize =
        options.chip.hasValue() ? getSubgroupSize(options.chip) : 32;
    pm.addPass(createEmbedHostKernelsPass(embed));
  }
  if (options.isHost())
    buildLowerToHostPipeline(pm, options);
  else if (options.isRocm())
    buildLowerToROCDLPipeline(pm, options);
  else
    buildLowerToNVVMPipeline(pm, options);
}

void mlir::dbg::buildDbgPipeline(OpPassManager &pm,
                                 const PipelineOptions &options) {
  buildPreparePipeline(pm, options);
  buildInstrumentationPipeline(pm, options);
  buildLoweringPipeline(pm, options);
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

/// Registers `name`: parses and resolves PipelineOptions (and prepares the
/// toolchain when the pipeline makes kernel binaries), then `build`s.
static void registerPipeline(StringRef name, StringRef description,
                             void (*build)(OpPassManager &,
                                           const PipelineOptions &),
                             bool makesBinaries) {
  registerPassPipeline(
      name, description,
      [build, name,
       makesBinaries](OpPassManager &pm, StringRef text,
                      function_ref<LogicalResult(const Twine &)> errorHandler) {
        PipelineOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        std::string error;
        if (failed(options.resolve(error,
                                   [&](const Twine &warning) {
                                     llvm::errs()
                                         << name << ": warning: " << warning
                                         << "\n";
                                   })) ||
            (makesBinaries && failed(options.prepareToolchain(error))))
          return errorHandler(name + ": " + error);
        build(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(PipelineOptions());
      });
}

static void buildInstrumentOnly(OpPassManager &pm,
                                const PipelineOptions &options) {
  buildPreparePipeline(pm, options);
  buildInstrumentationPipeline(pm, options);
}

void mlir::dbg::registerDbgPipelines() {
  registerPipeline(
      "dbg-pipeline",
      "The whole flow of dbg-compile: prepare a GPU program (transform "
      "schedule, linalg to loops, kernel outlining), instrument it as "
      "`debug` asks, and lower it to the LLVM dialect for `target`",
      buildDbgPipeline, /*makesBinaries=*/true);
  registerPipeline("dbg-instrument",
                   "Prepare and instrument a GPU program (what dbg-compile "
                   "--emit=mlir writes)",
                   buildInstrumentOnly, /*makesBinaries=*/false);
  registerPipeline("dbg-lower",
                   "Lower a prepared, instrumented GPU program to the LLVM "
                   "dialect for `target`",
                   buildLoweringPipeline, /*makesBinaries=*/true);
}

void mlir::dbg::registerPipelinePasses() {
  registerDbgPasses();
  registerDbgConversionPasses();
  registerDbgPipelines();
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
}
