//===- dbg-compile.cpp - the dbg frontend driver -----------------------------===//
//
// .mlir in, native executable out:
//
//   dbg-compile prog.mlir --target=cuda --chip=sm_90 --debug=sensible -o prog
//
// The input is at the level of upstream MLIR's GPU integration tests: host
// func.func code with gpu.launch or gpu.launch_func (and linalg on memrefs,
// or a transform-dialect schedule in @__transform_main). The --debug= spec
// instruments the program; the host code is compiled through LLVM, the
// kernels are embedded as PTX (JIT-compiled by the driver) or as a cubin
// when ptxas is found, and the result is linked with libdbgrt and dbg's
// runner utilities.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Pipeline/DebugOptions.h"
#include "dbg/Pipeline/Pipelines.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace {
enum class Emit { Mlir, Llvm, Obj, Exe };
} // namespace

static cl::OptionCategory category("dbg-compile options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir>"),
                                          cl::init("-"), cl::cat(category));
static cl::opt<std::string> outputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("path"),
                                           cl::init("a.out"),
                                           cl::cat(category));
static cl::opt<std::string>
    target("target",
           cl::desc("Where the kernels run: cuda (NVIDIA GPU), host (the "
                    "CPU, through libdbgrt's host backend)"),
           cl::init("cuda"), cl::cat(category));
static cl::opt<std::string> chip("chip", cl::desc("GPU chip (sm_90, ...)"),
                                 cl::init("sm_90"), cl::cat(category));
static cl::opt<std::string>
    features("features", cl::desc("PTX features (+ptx80, ...)"),
             cl::init("+ptx80"), cl::cat(category));
static cl::opt<std::string> debugSpec(
    "debug",
    cl::desc("What to instrument and the run-time defaults, comma-separated "
             "key[=value]: none, sensible, trace, op-log-level=LEVEL, "
             "device-sync-mode, trace-file=PATH, trace-filter=REGEX"),
    cl::init("none"), cl::cat(category));
static cl::opt<std::string> kernelFormat(
    "kernel-format",
    cl::desc("Kernel binary: auto (cubin when ptxas is found, else PTX), "
             "isa (PTX), bin (cubin), fatbin"),
    cl::init("auto"), cl::cat(category));
static cl::opt<std::string>
    cudaToolkit("cuda-toolkit",
                cl::desc("CUDA toolkit root for ptxas (default: $CUDA_HOME "
                         "or /usr/local/cuda when present)"),
                cl::init(""), cl::cat(category));
static cl::opt<unsigned> optLevel("O", cl::desc("Optimization level (0-3)"),
                                  cl::Prefix, cl::init(2), cl::cat(category));
static cl::opt<Emit> emit(
    "emit", cl::desc("What to write"), cl::init(Emit::Exe),
    cl::values(clEnumValN(Emit::Mlir, "mlir",
                          "instrumented MLIR, before lowering"),
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
    linker("linker", cl::desc("C++ compiler driver used to link (default: "
                              "$DBG_CXX, else c++)"),
           cl::init(""), cl::cat(category));

/// Reports an error that has no location and returns failure.
static LogicalResult fail(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "dbg-compile") << message << "\n";
  return failure();
}

/// Writes `-o` with `print`.
static LogicalResult writeOutput(function_ref<void(llvm::raw_ostream &)> print) {
  std::string error;
  auto out = openOutputFile(outputFilename, &error);
  if (!out)
    return fail(error);
  print(out->os());
  out->keep();
  return success();
}

/// Runs the passes `build` adds on `module`, with the pass-manager options
/// of the command line (--mlir-print-ir-after-all, ...).
static LogicalResult runPasses(ModuleOp module,
                               function_ref<void(OpPassManager &)> build) {
  PassManager pm(module.getContext());
  if (failed(applyPassManagerCLOptions(pm)))
    return failure();
  build(pm);
  return pm.run(module);
}

/// Resolves --cuda-toolkit and --kernel-format.
static LogicalResult resolveKernelFormat(dbg::CudaTargetOptions &options) {
  std::string toolkit = cudaToolkit;
  if (toolkit.empty()) {
    if (const char *home = std::getenv("CUDA_HOME"))
      toolkit = home;
    else if (llvm::sys::fs::exists("/usr/local/cuda"))
      toolkit = "/usr/local/cuda";
  }
  llvm::SmallString<128> ptxas(toolkit);
  llvm::sys::path::append(ptxas, "bin", "ptxas");
  bool hasPtxas = !toolkit.empty() && llvm::sys::fs::can_execute(ptxas);
  std::string format = kernelFormat;
  if (format == "auto")
    format = hasPtxas ? "bin" : "isa";
  if (format != "isa" && format != "bin" && format != "fatbin")
    return fail("unknown --kernel-format '" + format +
                "'; valid formats: auto, isa, bin, fatbin");
  if (format != "isa" && !hasPtxas)
    return fail("--kernel-format=" + format + " needs ptxas, not found under '" +
                toolkit + "'; pass --cuda-toolkit or use --kernel-format=isa");
  options.format = format;
  options.toolkitPath = hasPtxas ? toolkit : "";
  return success();
}

/// Runs the module's transform-dialect schedule (@__transform_main, at top
/// level or in a nested `transform.with_named_sequence` module), if any, on
/// the module, then erases the schedule, as upstream's tests do with
/// -transform-interpreter -test-transform-dialect-erase-schedule.
static LogicalResult applyTransformSchedule(ModuleOp module) {
  bool hasSchedule = false;
  module.walk([&](transform::NamedSequenceOp sequence) {
    hasSchedule |= sequence.getSymName() ==
                   transform::TransformDialect::kTransformEntryPointSymbolName;
  });
  if (!hasSchedule)
    return success();
  transform::TransformOpInterface entry =
      transform::detail::findTransformEntryPoint(module, ModuleOp());
  if (!entry)
    return success();
  if (failed(transform::applyTransformNamedSequence(
          module, entry, ModuleOp(), transform::TransformOptions())))
    return failure();
  auto scheduleModule = entry->getParentOfType<ModuleOp>();
  if (scheduleModule && scheduleModule != module) {
    scheduleModule.erase();
    return success();
  }
  SmallVector<Operation *> schedule;
  for (Operation &op : *module.getBody())
    if (isa<transform::TransformDialect>(op.getDialect()))
      schedule.push_back(&op);
  for (Operation *op : schedule)
    op->erase();
  module->removeAttr(transform::TransformDialect::kWithNamedSequenceAttrName);
  return success();
}

static std::unique_ptr<llvm::TargetMachine> createHostTargetMachine() {
  std::string error;
  llvm::Triple triple(llvm::sys::getDefaultTargetTriple());
  const llvm::Target *llvmTarget =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!llvmTarget) {
    (void)fail("no LLVM target for host triple '" + triple.str() +
               "': " + error);
    return nullptr;
  }
  llvm::TargetOptions targetOptions;
  auto level = optLevel == 0   ? llvm::CodeGenOptLevel::None
               : optLevel == 1 ? llvm::CodeGenOptLevel::Less
               : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                               : llvm::CodeGenOptLevel::Aggressive;
  return std::unique_ptr<llvm::TargetMachine>(llvmTarget->createTargetMachine(
      triple, "generic", "", targetOptions, llvm::Reloc::PIC_, std::nullopt,
      level));
}

/// The programs return nothing from main (mlir-runner's
/// --entry-point-result=void); an executable must return an exit status.
/// Renames a `void main()` and adds an `int main()` that calls it and
/// returns 0. Errors when there is no main to run.
static LogicalResult wrapVoidMain(llvm::Module &module) {
  llvm::Function *entry = module.getFunction("main");
  if (!entry || entry->isDeclaration())
    return fail("the program has no 'main' function to run; dbg-compile "
                "builds executables whose entry point is func.func @main()");
  if (!entry->getReturnType()->isVoidTy())
    return success();
  if (entry->arg_size() != 0)
    return fail("'main' takes arguments; the entry point must be "
                "func.func @main() or return i32");
  entry->setName("__dbg_program_main");
  llvm::LLVMContext &ctx = module.getContext();
  auto *wrapper = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getInt32Ty(ctx), false),
      llvm::GlobalValue::ExternalLinkage, "main", module);
  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(ctx, "entry", wrapper));
  builder.CreateCall(entry);
  builder.CreateRet(builder.getInt32(0));
  return success();
}

static void optimize(llvm::Module &module, llvm::TargetMachine &machine) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder builder(&machine);
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel level = optLevel == 0   ? llvm::OptimizationLevel::O0
                                  : optLevel == 1 ? llvm::OptimizationLevel::O1
                                  : optLevel == 2 ? llvm::OptimizationLevel::O2
                                                  : llvm::OptimizationLevel::O3;
  llvm::ModulePassManager passes =
      level == llvm::OptimizationLevel::O0
          ? builder.buildO0DefaultPipeline(level)
          : builder.buildPerModuleDefaultPipeline(level);
  passes.run(module, mam);
}

static LogicalResult writeObject(llvm::Module &module,
                                 llvm::TargetMachine &machine,
                                 StringRef path) {
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return fail("cannot write '" + path + "': " + ec.message());
  llvm::legacy::PassManager codegen;
  if (machine.addPassesToEmitFile(codegen, out.os(), nullptr,
                                  llvm::CodeGenFileType::ObjectFile))
    return fail("the host target cannot emit object files");
  codegen.run(module);
  out.keep();
  return success();
}

/// Links `object` with libdbgrt and the runner utilities into `output`.
static LogicalResult link(StringRef object, StringRef output,
                          const char *argv0) {
  std::string libDir = runtimeLibDir;
  if (libDir.empty()) {
    std::string self =
        llvm::sys::fs::getMainExecutable(argv0, (void *)&optimize);
    llvm::SmallString<256> dir(llvm::sys::path::parent_path(
        llvm::sys::path::parent_path(self)));
    llvm::sys::path::append(dir, "lib");
    libDir = std::string(dir);
  }
  llvm::SmallString<256> runtime(libDir), utils(libDir);
  llvm::sys::path::append(runtime, "libdbgrt.a");
  llvm::sys::path::append(utils, "libdbg_runner_utils.a");
  for (StringRef lib : {StringRef(runtime), StringRef(utils)})
    if (!llvm::sys::fs::exists(lib))
      return fail("runtime library '" + lib +
                  "' not found; pass --runtime-lib-dir");

  std::string driver = linker;
  if (driver.empty())
    if (const char *env = std::getenv("DBG_CXX"))
      driver = env;
  if (driver.empty())
    driver = "c++";
  auto program = llvm::sys::findProgramByName(driver);
  if (!program)
    return fail("linker '" + driver + "' not found: " +
                program.getError().message() + "; pass --linker");
  SmallVector<StringRef> args = {*program, object,  runtime,   utils,
                                 "-o",     output,  "-ldl",    "-lpthread",
                                 "-lm"};
  std::string errorMessage;
  int rc = llvm::sys::ExecuteAndWait(*program, args, std::nullopt, {}, 0, 0,
                                     &errorMessage);
  if (rc != 0)
    return fail("linking '" + output + "' with '" + *program +
                "' failed" +
                (errorMessage.empty() ? "" : ": " + errorMessage));
  return success();
}

static LogicalResult compile(const char *argv0) {
  if (target != "cuda" && target != "host")
    return fail("unknown --target '" + target + "'; valid targets: cuda, host");
  bool host = target == "host";
  if (optLevel > 3)
    return fail("-O" + Twine(optLevel) + " is not in 0-3");
  std::string specError;
  FailureOr<dbg::DebugOptions> debug =
      dbg::DebugOptions::parse(debugSpec, specError);
  if (failed(debug))
    return fail("--debug='" + debugSpec + "': " + specError);
  dbg::CudaTargetOptions cuda;
  cuda.chip = chip;
  cuda.features = features;
  cuda.optLevel = optLevel;
  if (!host && emit != Emit::Mlir && failed(resolveKernelFormat(cuda)))
    return failure();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registry.insert<dbg::DbgDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::string error;
  auto file = openInputFile(inputFilename, &error);
  if (!file)
    return fail(error);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return failure();
  if (failed(applyTransformSchedule(*module)))
    return failure();

  cuda.adaptTo(*module);
  if (failed(runPasses(*module, [&](OpPassManager &pm) {
        if (host)
          dbg::buildHostPreparePipeline(pm);
        else
          dbg::buildPreparePipeline(pm, cuda);
        dbg::buildInstrumentationPipeline(pm, *debug);
      })))
    return failure();
  if (!debug->runtimeDefaults.empty())
    (*module)->setAttr(dbg::DbgDialect::getDefaultOptionsAttrName(),
                       StringAttr::get(&context, debug->runtimeDefaults));

  if (emit == Emit::Mlir)
    return writeOutput([&](llvm::raw_ostream &os) { os << *module << "\n"; });

  if (failed(runPasses(*module, [&](OpPassManager &pm) {
        if (host)
          dbg::buildLowerToHostPipeline(pm, cuda.lowerAsync);
        else
          dbg::buildLowerToCudaPipeline(pm, cuda);
      })))
    return failure();

  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(*module, llvmContext, inputFilename);
  if (!llvmModule)
    return fail("translation to LLVM IR failed");
  std::unique_ptr<llvm::TargetMachine> machine = createHostTargetMachine();
  if (!machine)
    return failure();
  if (emit == Emit::Exe && failed(wrapVoidMain(*llvmModule)))
    return failure();
  llvmModule->setDataLayout(machine->createDataLayout());
  llvmModule->setTargetTriple(machine->getTargetTriple());
  optimize(*llvmModule, *machine);

  if (emit == Emit::Llvm)
    return writeOutput(
        [&](llvm::raw_ostream &os) { llvmModule->print(os, nullptr); });
  if (emit == Emit::Obj)
    return writeObject(*llvmModule, *machine, outputFilename);

  llvm::SmallString<128> object;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("dbg-compile", "o", object))
    return fail("cannot create a temporary object file: " + ec.message());
  llvm::FileRemover removeObject(object);
  if (failed(writeObject(*llvmModule, *machine, object)))
    return failure();
  return link(object, outputFilename, argv0);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "dbg-compile: compile an MLIR GPU program into an instrumented "
      "executable\n");
  return failed(compile(argv[0])) ? 1 : 0;
}
