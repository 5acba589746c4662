//===- dbg-compile.cpp - the dbg frontend driver --------------------------===//
//
// .mlir in, native executable out:
//
//   dbg-compile prog.mlir --target=cuda --chip=sm_90 --debug=sensible -o prog
//
// The input is at the level of upstream MLIR's GPU integration tests: host
// func.func code with gpu.launch or gpu.launch_func (and linalg on memrefs,
// or a transform-dialect schedule in @__transform_main). The flow is one
// pass pipeline, dbg-pipeline (dbg/Pipeline/Pipelines.h), whose options the
// flags set: it prepares the program, instruments it as --debug= asks and
// lowers it to the LLVM dialect. dbg-compile then translates it to LLVM IR,
// optimizes and emits it, and links it with libdbgrt and dbg's runner
// utilities.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Driver/Executable.h"
#include "dbg/Driver/Output.h"
#include "dbg/Pipeline/Pipelines.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Target/TargetMachine.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace {
enum class Emit { Mlir, LlvmDialect, Llvm, Obj, Exe };
} // namespace

static cl::OptionCategory category("dbg-compile options");

/// Exit status of a crash of dbg-compile itself (EX_SOFTWARE).
static constexpr int kCrashExitCode = 70;

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir>"),
                                          cl::init("-"), cl::cat(category));
static cl::opt<std::string> outputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("path"),
                                           cl::init("a.out"),
                                           cl::cat(category));
static cl::opt<Emit> emit(
    "emit", cl::desc("What to write"), cl::init(Emit::Exe),
    cl::values(clEnumValN(Emit::Mlir, "mlir",
                          "instrumented MLIR, before lowering"),
               clEnumValN(Emit::LlvmDialect, "llvm-dialect",
                          "the LLVM dialect module that is translated (what "
                          "dbg-opt --dbg-pipeline prints)"),
               clEnumValN(Emit::Llvm, "llvm", "host LLVM IR"),
               clEnumValN(Emit::Obj, "obj", "host object file"),
               clEnumValN(Emit::Exe, "exe", "linked executable")),
    cl::cat(category));
static cl::opt<std::string> runtimeLibDir(
    "runtime-lib-dir",
    cl::desc("Where libdbgrt.a and libdbg_runner_utils.a are (default: "
             "../lib next to dbg-compile)"),
    cl::init(""), cl::cat(category));
static cl::opt<std::string>
    linker("linker",
           cl::desc("C++ compiler driver used to link (default: "
                    "$DBG_CXX, else c++)"),
           cl::init(""), cl::cat(category));

// The pipeline's options, by the same names and with the same help (one
// description, in dbg::PipelineOptions); unset flags keep its defaults.
static const dbg::PipelineOptions &pipelineDefaults() {
  static const auto *defaults = new dbg::PipelineOptions();
  return *defaults;
}
/// The help of the pipeline option `member`.
template <typename OptionT>
static cl::desc helpOf(OptionT dbg::PipelineOptions::*member) {
  const cl::Option &option = pipelineDefaults().*member;
  return cl::desc(option.HelpStr);
}
static cl::opt<std::string> targetFlag("target",
                                       helpOf(&dbg::PipelineOptions::target),
                                       cl::cat(category));
static cl::opt<std::string>
    chipFlag("chip", helpOf(&dbg::PipelineOptions::chip), cl::cat(category));
static cl::opt<std::string>
    featuresFlag("features", helpOf(&dbg::PipelineOptions::features),
                 cl::cat(category));
static cl::opt<std::string>
    debugFlag("debug", helpOf(&dbg::PipelineOptions::debug), cl::cat(category));
static cl::opt<std::string>
    kernelFormatFlag("kernel-format",
                     helpOf(&dbg::PipelineOptions::kernelFormat),
                     cl::cat(category));
static cl::opt<std::string>
    cudaToolkitFlag("cuda-toolkit", helpOf(&dbg::PipelineOptions::cudaToolkit),
                    cl::cat(category));
static cl::opt<std::string>
    rocmPathFlag("rocm-path", helpOf(&dbg::PipelineOptions::rocmPath),
                 cl::value_desc("DIR"), cl::cat(category));
static cl::opt<std::string>
    dumpKernelsFlag("dump-kernels", helpOf(&dbg::PipelineOptions::dumpKernels),
                    cl::value_desc("DIR"), cl::cat(category));
static cl::opt<std::string>
    npyEntry("npy-entry",
             cl::desc("Add a main that runs this function on .npy files "
                      "(add-npy-entry-point): PROGRAM --input=@x.npy ... "
                      "[--output=@y.npy | --expect=@z.npy] ..."),
             cl::value_desc("FUNC"), cl::init(""), cl::cat(category));
static cl::opt<unsigned> optLevelFlag("O", cl::desc("Optimization level (0-3)"),
                                      cl::Prefix, cl::cat(category));
static cl::opt<bool> verifyEach(
    "verify-each",
    cl::desc("Verify the IR after every pass of the pipeline, not only at "
             "its end (slower: a third of the pipeline's time with thousands "
             "of checks; what dbg-opt does)"),
    cl::init(false), cl::cat(category));

/// Reports an error that has no location and returns failure.
static LogicalResult fail(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "dbg-compile") << message << "\n";
  return failure();
}

/// Writes `-o` with `print` (dbg::writeOutputFile: whole or not at all; a
/// link's target; a device written through, never replaced).
static LogicalResult
writeOutput(function_ref<void(llvm::raw_ostream &)> print) {
  std::string error;
  if (failed(dbg::writeOutputFile(outputFilename, print, error)))
    return fail(error);
  return success();
}

/// Refuses an output that is the input (the same file, also through links):
/// dbg-compile would overwrite the program it compiles.
static LogicalResult checkOutputIsNotInput() {
  std::string error;
  if (failed(dbg::checkOutputIsNotInput(inputFilename, outputFilename, error)))
    return fail(error);
  return success();
}

//===----------------------------------------------------------------------===//
// Crash recovery
//===----------------------------------------------------------------------===//

/// What dbg-compile is doing, for the report of a crash: a phase, and the
/// pass running in it, if any.
static std::string gPhase = "starting";
static std::string gPass;

/// Records the pass that runs, so that a crash can name it.
struct PassTracker : public PassInstrumentation {
  // Pass managers of nested ops (adaptors) have no argument.
  void runBeforePass(Pass *pass, Operation *op) override {
    if (pass->getArgument().empty())
      return;
    gPass =
        (pass->getArgument() + "' on '" + op->getName().getStringRef()).str();
    if (auto symbol = dyn_cast<SymbolOpInterface>(op))
      gPass += " @" + symbol.getName().str();
  }
  void runAfterPass(Pass *pass, Operation *) override {
    if (!pass->getArgument().empty())
      gPass.clear();
  }
};

/// The stack compilation runs on: deeply nested input (thousands of nested
/// regions) recurses deeply in MLIR's parser, verifier and passes.
static constexpr unsigned kCompileStackBytes = 512u << 20;

/// Runs the passes `build` adds on `module`, with the pass-manager options
/// of the command line (--mlir-print-ir-after-all, ...). `localReproducer`
/// names the file where MLIR's crash recovery writes a reproducer of the
/// failing pass alone.
static LogicalResult runPasses(ModuleOp module,
                               function_ref<void(OpPassManager &)> build,
                               StringRef localReproducer = "") {
  PassManager pm(module.getContext());
  if (failed(applyPassManagerCLOptions(pm)))
    return failure();
  DefaultTimingManager timing;
  applyDefaultTimingManagerCLOptions(timing);
  TimingScope timingScope = timing.getRootScope();
  pm.enableTiming(timingScope);
  if (!localReproducer.empty())
    pm.enableCrashReproducerGeneration(localReproducer,
                                       /*genLocalReproducer=*/true);
  else
    pm.addInstrumentation(std::make_unique<PassTracker>());
  build(pm);
  // As clang runs LLVM's verifier: once, on what the pipeline made, unless
  // --verify-each asks after every pass.
  pm.enableVerifier(verifyEach);
  if (failed(pm.run(module)))
    return failure();
  return verifyEach ? success() : verify(module);
}

/// Links `object` with libdbgrt and the runner utilities into `output`
/// (dbg::linkExecutable), from ../lib next to dbg-compile by default.
static LogicalResult link(StringRef object, StringRef output,
                          const char *argv0) {
  dbg::ExecutableOptions options;
  options.runtimeLibDir = runtimeLibDir;
  options.linker = linker;
  if (options.runtimeLibDir.empty()) {
    std::string self = llvm::sys::fs::getMainExecutable(argv0, (void *)&fail);
    llvm::SmallString<256> dir(
        llvm::sys::path::parent_path(llvm::sys::path::parent_path(self)));
    llvm::sys::path::append(dir, "lib");
    options.runtimeLibDir = std::string(dir);
  }
  std::string error;
  if (failed(dbg::linkExecutable(object, output, options, error)))
    return fail(error);
  return success();
}

/// Sets the pipeline's options from the flags given, on top of its defaults,
/// each parsed by the option itself, and resolves them.
static LogicalResult setPipelineOptions(dbg::PipelineOptions &options) {
  auto set = [](cl::Option &option, const cl::opt<std::string> &flag) {
    return !flag.getNumOccurrences() ||
           !option.addOccurrence(0, option.ArgStr, flag.getValue());
  };
  if (!set(options.target, targetFlag) || !set(options.chip, chipFlag) ||
      !set(options.features, featuresFlag) ||
      !set(options.kernelFormat, kernelFormatFlag) ||
      !set(options.cudaToolkit, cudaToolkitFlag) ||
      !set(options.dumpKernels, dumpKernelsFlag) ||
      !set(options.rocmPath, rocmPathFlag) || !set(options.debug, debugFlag))
    return failure();
  if (optLevelFlag.getNumOccurrences() &&
      options.optLevel.addOccurrence(0, options.optLevel.ArgStr,
                                     std::to_string(optLevelFlag)))
    return failure();
  std::string error;
  if (failed(options.resolve(error, [](const Twine &warning) {
        llvm::WithColor::warning(llvm::errs(), "dbg-compile")
            << warning << "\n";
      })))
    return fail(error);
  // Kernel binaries are made unless the output is instrumented MLIR.
  if (emit != Emit::Mlir && failed(options.prepareToolchain(error)))
    return fail(error);
  return success();
}

/// The passes of `--emit`: the whole pipeline, or up to the
/// instrumentation for --emit=mlir.
static void buildPipeline(OpPassManager &pm,
                          const dbg::PipelineOptions &options) {
  if (!npyEntry.empty()) {
    dbg::AddNpyEntryPointPassOptions main;
    main.entry = npyEntry;
    pm.addPass(dbg::createAddNpyEntryPointPass(main));
  }
  dbg::buildPreparePipeline(pm, options);
  dbg::buildInstrumentationPipeline(pm, options);
  if (emit != Emit::Mlir)
    dbg::buildLoweringPipeline(pm, options);
}

/// A context with every dialect, extension and LLVM IR translation that
/// the pipelines use. One thread: a crash in a pass is then caught on the
/// compiling thread, and the pipeline has little to run in parallel (a few
/// GPU modules).
static std::unique_ptr<MLIRContext> createContext() {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registry.insert<dbg::DbgDialect>();
  auto context =
      std::make_unique<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  context->loadAllAvailableDialects();
  // Diagnostics name the op and its line; the op's IR, often the whole
  // kernel, is what --mlir-print-ir-after-failure is for.
  context->printOpOnDiagnostic(false);
  return context;
}

/// The input's text, kept to reproduce a crash.
static std::string gInputText;

/// Reproduces a crash of pass `gPass` in a fresh context, with MLIR's crash
/// recovery writing a reproducer of that pass alone; returns its path, or ""
/// when none could be written.
static std::string writeLocalReproducer() {
  llvm::SmallString<128> path;
  if (llvm::sys::fs::createTemporaryFile("dbg-compile-reproducer", "mlir",
                                         path))
    return "";
  std::unique_ptr<MLIRContext> context = createContext();
  // The failure is known; its diagnostics would only repeat it.
  ScopedDiagnosticHandler quiet(context.get(),
                                [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      gInputText, ParserConfig(context.get()), inputFilename);
  dbg::PipelineOptions options;
  if (!module || failed(setPipelineOptions(options)))
    return "";
  llvm::CrashRecoveryContext recovery;
  recovery.RunSafelyOnThread(
      [&] {
        (void)runPasses(
            *module, [&](OpPassManager &pm) { buildPipeline(pm, options); },
            path);
      },
      kCompileStackBytes);
  uint64_t size = 0;
  if (llvm::sys::fs::file_size(path, size) || size == 0) {
    llvm::sys::fs::remove(path);
    return "";
  }
  return std::string(path);
}

/// Reports a crash caught while compiling: what crashed and where to find a
/// reproducer.
static void reportCrash() {
  if (gPass.empty()) {
    (void)fail("crashed while " + gPhase +
               " (an internal error of dbg-compile or LLVM, not a problem of "
               "the program)");
    return;
  }
  std::string pass = gPass;
  std::string reproducer = writeLocalReproducer();
  std::string rerun;
  if (reproducer.empty()) {
    // MLIR's crash recovery did not write the pass alone: give the command
    // that runs dbg-compile's pipeline on the input.
    dbg::PipelineOptions options;
    std::string text;
    llvm::raw_string_ostream os(text);
    if (succeeded(setPipelineOptions(options)))
      options.print(os);
    rerun = "; to reproduce it: dbg-opt '" + inputFilename +
            "' --mlir-disable-threading --pass-pipeline='builtin.module(" +
            "dbg-pipeline" + text + ")'";
  }
  (void)fail("the pass '" + pass +
             "' crashed (a bug in that pass, not in the program)" +
             (reproducer.empty()
                  ? rerun
                  : "; a reproducer of the pass alone is '" + reproducer +
                        "' (dbg-opt --run-reproducer " + reproducer + ")"));
}

/// dbg compiles one program: GPU code in a nested module (an input of several
/// top-level modules, such as test cases separated by `// -----`) is
/// refused at that module, which the GPU lowerings would not reach.
static LogicalResult checkOneProgram(ModuleOp module) {
  for (auto nested : module.getOps<ModuleOp>()) {
    WalkResult gpu = nested.walk([](Operation *op) {
      return isa<gpu::GPUModuleOp, gpu::LaunchFuncOp, gpu::LaunchOp>(op)
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (gpu.wasInterrupted())
      return nested.emitError(
          "GPU code in a nested module: dbg-compile compiles one module (an "
          "input of several top-level modules, such as test cases separated "
          "by '// -----', must be split into files first)");
  }
  // Tensors have no lowering to LLVM: a program of them is bufferized by
  // its frontend (linalg-frontend does, and --one-shot-bufferize does).
  for (auto function : module.getOps<FunctionOpInterface>()) {
    auto isTensor = [](Type type) { return isa<TensorType>(type); };
    if (llvm::any_of(function.getArgumentTypes(), isTensor) ||
        llvm::any_of(function.getResultTypes(), isTensor))
      return function->emitError()
             << "function @" << function.getName()
             << " takes or returns tensors, which dbg-compile does not "
                "lower: bufferize the program first (linalg-frontend does; "
                "so does mlir-opt --one-shot-bufferize)";
  }
  return success();
}

static LogicalResult compile(const char *argv0) {
  dbg::PipelineOptions options;
  if (failed(setPipelineOptions(options)) || failed(checkOutputIsNotInput()))
    return failure();

  std::unique_ptr<MLIRContext> contextOwner = createContext();
  MLIRContext &context = *contextOwner;

  std::string error;
  gPhase = "reading '" + inputFilename + "'";
  auto file = openInputFile(inputFilename, &error);
  if (!file)
    return fail(error);
  gInputText = file->getBuffer().str();
  gPhase = "parsing '" + inputFilename + "'";
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  // Counts the errors on their way to `diagnostics`: some upstream parsers
  // and passes fail without a word, and the user must still get one.
  unsigned errors = 0;
  ScopedDiagnosticHandler counter(&context, [&](Diagnostic &diagnostic) {
    errors += diagnostic.getSeverity() == DiagnosticSeverity::Error;
    return failure();
  });
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return errors ? failure()
                  : fail("MLIR's parser rejected '" + inputFilename +
                         "' without saying where (a bug of the parser of "
                         "one of its dialects; look at the custom types and "
                         "attributes, e.g. a symbol where a string belongs)");

  if (failed(checkOneProgram(*module)))
    return failure();
  gPhase = "running dbg's pass pipeline";
  if (failed(runPasses(*module,
                       [&](OpPassManager &pm) { buildPipeline(pm, options); })))
    return errors ? failure()
                  : fail("a pass of the pipeline failed without an error "
                         "message (rerun with --mlir-print-ir-after-failure "
                         "to see the IR it failed on)");
  if (emit == Emit::Mlir || emit == Emit::LlvmDialect)
    return writeOutput([&](llvm::raw_ostream &os) { os << *module << "\n"; });

  gPhase = "translating to LLVM IR";
  std::unique_ptr<llvm::TargetMachine> machine =
      dbg::createHostTargetMachine(options.optLevel, error);
  if (!machine)
    return fail(error);
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule = dbg::translateToHostModule(
      *module, inputFilename, llvmContext, *machine, options.optLevel,
      /*wrapVoidMain=*/emit == Emit::Exe, error);
  if (!llvmModule)
    return fail(error);

  if (emit == Emit::Llvm)
    return writeOutput(
        [&](llvm::raw_ostream &os) { llvmModule->print(os, nullptr); });
  gPhase = "emitting the host object file (LLVM)";
  SmallVector<char, 0> objectCode;
  if (failed(dbg::emitObject(*llvmModule, *machine, objectCode, error)))
    return fail(error);
  if (emit == Emit::Obj)
    return writeOutput([&](llvm::raw_ostream &os) {
      os.write(objectCode.data(), objectCode.size());
    });

  llvm::SmallString<128> object;
  int objectFd;
  if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
          "dbg-compile", "o", objectFd, object))
    return fail("cannot create a temporary object file: " + ec.message());
  llvm::FileRemover removeObject(object);
  {
    llvm::raw_fd_ostream os(objectFd, /*shouldClose=*/true);
    os.write(objectCode.data(), objectCode.size());
    os.close();
    if (os.has_error())
      return fail("cannot write the temporary object file '" + object +
                  "': " + os.error().message());
  }
  gPhase = "linking";
  return link(object, outputFilename, argv0);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  // MLIR's pass-manager flags, as mlir-opt and iree-compile take them
  // (--mlir-print-ir-after=NAME, --mlir-timing, --mlir-pass-statistics):
  // pass names need the passes registered first.
  dbg::registerPipelinePasses();
  registerPassManagerCLOptions();
  registerDefaultTimingManagerCLOptions();
  cl::HideUnrelatedOptions(category);
  std::string overview;
  {
    llvm::raw_string_ostream os(overview);
    os << "dbg-compile: compile an MLIR GPU program into an instrumented "
          "executable\n\nThe pipeline's defaults (dbg-opt --dbg-pipeline "
          "takes the same options): ";
    dbg::PipelineOptions().print(os);
    os << "\n";
  }
  cl::ParseCommandLineOptions(argc, argv, overview);
  if (debugFlag == "help") {
    llvm::outs() << "--debug= takes a comma-separated list of key[=value]:\n"
                 << dbg::DebugOptions::help();
    return 0;
  }
  // A crash anywhere (a pass, upstream's included; translation; LLVM) is one
  // error naming what crashed, with a reproducer when it was a pass.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext recovery;
  int status = 1;
  if (recovery.RunSafelyOnThread(
          [&] { status = failed(compile(argv[0])) ? 1 : 0; },
          kCompileStackBytes))
    return status;
  reportCrash();
  return kCrashExitCode;
}
