//===- linalg-frontend.cpp - linalg on tensors to a debuggable GPU program ===//
//
// A small ML compiler built on dbg's installed package: linalg on tensors
// (torch-mlir's linalg-on-tensors output, StableHLO lowered to linalg, ...)
// in, an executable that runs one function on .npy files out, one GPU
// dispatch per linalg op, with dbg's instrumentation behind its --debug=
// flag, through dbg's frontend API (dbg/Dbg.h).
//
//===----------------------------------------------------------------------===//

#include "LinalgFrontend/Passes.h"
#include "LinalgFrontend/TMTensor.h"

#include "dbg/Dbg.h"
#include "dbg/Driver/Output.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory category("linalg-frontend options");
static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir>"),
                                          cl::init("-"), cl::cat(category));
static cl::opt<std::string> outputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("path"),
                                           cl::init("a.out"),
                                           cl::cat(category));
static cl::opt<std::string>
    entry("entry", cl::desc("The function the executable runs on .npy files"),
          cl::init("forward"), cl::cat(category));
static cl::opt<std::string>
    target("target",
           cl::desc("cuda (an NVIDIA GPU), rocm (an AMD GPU) or "
                    "host (the CPU, through libdbgrt)"),
           cl::init("cuda"), cl::cat(category));
static cl::opt<std::string> chip("chip",
                                 cl::desc("GPU architecture (default: "
                                          "sm_90 for cuda, gfx942 for rocm)"),
                                 cl::init(""), cl::cat(category));
static cl::opt<std::string>
    debug("debug",
          cl::desc("dbg's instrumentation and run-time defaults: a "
                   "comma-separated key[=value] list; --debug=help lists "
                   "the keys"),
          cl::init("none"), cl::cat(category));
static cl::opt<std::string> parametersFile(
    "parameters",
    cl::desc("Write the model's weights (its large constants) "
             "to this safetensors file instead of into the executable, "
             "which reads them from --parameters=@FILE at run time"),
    cl::value_desc("path"), cl::init(""), cl::cat(category));
static cl::opt<bool>
    fuseElementwise("fuse-elementwise",
                    cl::desc("Fuse elementwise linalg ops into their "
                             "consumers before forming dispatches"),
                    cl::init(false), cl::cat(category));
static cl::opt<bool> fuseSelects(
    "fuse-selects",
    cl::desc("Fuse the elementwise ops whose values a select may discard "
             "(torch.where, masked_fill) into its dispatch, so that the "
             "values it discards never reach memory (default on)"),
    cl::init(true), cl::cat(category));
static cl::opt<unsigned> blockSize("block-size",
                                   cl::desc("Threads per block (64 to 1024)"),
                                   cl::init(256), cl::cat(category));
static cl::opt<bool> emitMlir("emit-mlir",
                              cl::desc("Write the dispatches, instrumented, "
                                       "as MLIR instead of an executable"),
                              cl::init(false), cl::cat(category));
static cl::opt<unsigned> optLevel("O", cl::desc("Optimization level (0-3)"),
                                  cl::Prefix, cl::init(2), cl::cat(category));
static cl::opt<std::string> runtimeLibDir(
    "runtime-lib-dir",
    cl::desc("Where libdbgrt.a and libdbg_runner_utils.a are (default: "
             "dbg's installed lib/)"),
    cl::init(DBG_RUNTIME_LIBRARY_DIR), cl::cat(category));

static int fail(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "linalg-frontend") << message << "\n";
  return 1;
}

/// The frontend's own passes: bufferize (and free intermediates), one
/// dispatch per linalg op (with its reference under `references`), every
/// buffer in GPU memory, a main on .npy files.
static void buildFrontendPipeline(OpPassManager &pm, bool references,
                                  bool onDevice) {
  if (!parametersFile.empty()) {
    dbg::ExternalizeParametersPassOptions parameters;
    parameters.entry = entry;
    parameters.file = parametersFile;
    pm.addPass(dbg::createExternalizeParametersPass(parameters));
  }
  pm.addPass(linalg_frontend::createDecomposeAggregateOps());
  if (fuseElementwise || fuseSelects) {
    linalg_frontend::FuseElementwiseOptions fuse;
    fuse.selectsOnly = !fuseElementwise;
    pm.addPass(linalg_frontend::createFuseElementwise(fuse));
  }
  // diff compares an op that does not write over its input in one kernel
  // after its dispatch on a GPU; on every target, so that a report names
  // the same buffers there as on the host.
  if (references)
    pm.addPass(linalg_frontend::createSeparateEmptyInits());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addPass(createCanonicalizerPass());
  // Intermediates are freed after their last use (they become gpu.dealloc
  // with the allocations); clones become allocations and copies, which
  // form-dispatches makes copy dispatches.
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
  linalg_frontend::FormDispatchesOptions dispatches;
  dispatches.blockSize = blockSize;
  dispatches.references = references;
  dispatches.deviceReferences = references && onDevice;
  pm.addPass(linalg_frontend::createFormDispatches(dispatches));
  pm.addPass(linalg_frontend::createPlaceInDeviceMemory());
  dbg::AddNpyEntryPointPassOptions main;
  main.entry = entry;
  pm.addPass(dbg::createAddNpyEntryPointPass(main));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  // Constants and sizes into the kernels: fewer kernel arguments, and a
  // stored constant that dbg's NaN check knows for one.
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
}

/// Refuses what no pass of the frontend takes, at the op that has it: a
/// tensor or memref of unknown rank (one dispatch per op needs the loops
/// its rank gives).
static LogicalResult checkInput(ModuleOp module) {
  WalkResult result = module.walk([](Operation *op) {
    auto unranked = [](Type type) {
      return isa<UnrankedTensorType, UnrankedMemRefType>(type);
    };
    if (auto function = dyn_cast<FunctionOpInterface>(op)) {
      for (Type type : llvm::concat<const Type>(function.getArgumentTypes(),
                                                function.getResultTypes()))
        if (unranked(type)) {
          op->emitError("@")
              << function.getName() << " takes or returns " << type
              << ": linalg-frontend needs tensors of known "
                 "rank";
          return WalkResult::interrupt();
        }
    }
    for (Value value : op->getResults())
      if (unranked(value.getType())) {
        op->emitError("this op makes ")
            << value.getType()
            << ": linalg-frontend needs tensors of known rank";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// What linalg-frontend is doing, for the report of a crash.
static std::string gPhase = "starting";

/// Compiles the input as the flags and `debugOptions` (the parsed --debug=)
/// say; the exit status.
static int compile(const dbg::DebugOptions &debugOptions);

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "linalg-frontend: linalg on tensors to a GPU program, with dbg's "
      "--debug= flag\n");
  if (debug == "help") {
    llvm::outs() << "--debug= takes a comma-separated list of key[=value]:\n"
                 << dbg::DebugOptions::help();
    return 0;
  }

  // dbg's one flag, parsed by dbg, and the target options of its pipeline.
  std::string error;
  FailureOr<dbg::DebugOptions> debugOptions = dbg::parseDebugSpec(debug, error);
  if (failed(debugOptions))
    return fail("--debug=" + debug + ": " + error);
  if (failed(dbg::checkOutputIsNotInput(inputFilename, outputFilename, error)))
    return fail(error);
  if (!parametersFile.empty() && (failed(dbg::checkOutputIsNotInput(
                                      inputFilename, parametersFile, error)) ||
                                  failed(dbg::checkOutputIsNotInput(
                                      outputFilename, parametersFile, error))))
    return fail("--parameters: " + error);

  // A crash (in a pass, upstream's included, or in LLVM) is one error that
  // says what crashed, not a raw signal.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext recovery;
  int status = 1;
  constexpr unsigned kStackBytes = 512u << 20;
  if (!recovery.RunSafelyOnThread([&] { status = compile(*debugOptions); },
                                  kStackBytes)) {
    fail("linalg-frontend crashed while " + gPhase +
         " (a bug in linalg-frontend or dbg, not in the input '" +
         inputFilename +
         "'); --mlir-print-ir-after-all shows the IR each "
         "pass made");
    return 70;
  }
  return status;
}

static int compile(const dbg::DebugOptions &debugOptions) {
  std::string error;
  dbg::PipelineOptions options;
  options.target = target;
  if (!chip.empty())
    options.chip = chip;
  else if (target == "rocm")
    options.chip = "gfx942";
  options.optLevel = optLevel;
  options.debug = debugOptions;
  if (failed(options.resolve(
          error,
          [](const Twine &warning) {
            llvm::WithColor::warning(llvm::errs(), "linalg-frontend")
                << warning << "\n";
          })) ||
      (!emitMlir && failed(options.prepareToolchain(error))))
    return fail(error);

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  dbg::registerDbgDialect(registry);
  linalg_frontend::registerTMTensorDialect(registry);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  // An error names its op and location; the whole module is not printed.
  context.printOpOnDiagnostic(false);

  gPhase = "parsing '" + inputFilename + "'";
  auto file = openInputFile(inputFilename, &error);
  if (!file)
    return fail(error);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  if (failed(checkInput(*module)))
    return 1;

  PassManager pm(&context);
  if (failed(applyPassManagerCLOptions(pm)))
    return 1;
  buildFrontendPipeline(pm, debugOptions.references, target != "host");
  if (emitMlir) {
    // dbg's API: its instrumentation on the frontend's dispatches.
    dbg::buildPreparePipeline(pm, options);
    dbg::addDebugPasses(pm, debugOptions, target);
  } else {
    dbg::buildDbgPipeline(pm, options);
  }
  gPhase = "running the pass pipeline";
  if (failed(pm.run(*module)))
    return 1;

  if (emitMlir) {
    gPhase = "writing '" + outputFilename + "'";
    if (failed(dbg::writeOutputFile(
            outputFilename, [&](llvm::raw_ostream &os) { module->print(os); },
            error)))
      return fail(error);
    return 0;
  }
  gPhase = "making the executable '" + outputFilename + "'";
  dbg::ExecutableOptions executable;
  executable.optLevel = optLevel;
  executable.runtimeLibDir = runtimeLibDir;
  if (failed(dbg::writeExecutable(*module, outputFilename, executable, error)))
    return fail(error);
  return 0;
}
