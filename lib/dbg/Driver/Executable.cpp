//===- Executable.cpp - from a lowered module to an executable ------------===//

#include "dbg/Driver/Executable.h"
#include "dbg/Driver/Output.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"

#include <cstdlib>

using namespace mlir;

namespace {

LogicalResult fail(std::string &error, const Twine &message) {
  error = message.str();
  return failure();
}

/// See translateToHostModule.
LogicalResult wrapVoidMain(llvm::Module &module, std::string &error) {
  llvm::Function *entry = module.getFunction("main");
  if (!entry || entry->isDeclaration())
    return fail(error, "the program has no 'main' function to run; dbg builds "
                       "executables whose entry point is func.func @main()");
  if (!entry->getReturnType()->isVoidTy())
    return success();
  if (entry->arg_size() != 0)
    return fail(error, "'main' takes arguments; the entry point must be "
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

void optimize(llvm::Module &module, llvm::TargetMachine &machine,
              unsigned optLevel) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  // What LLVM's own tools register: -time-passes, -print-after and the
  // like then cover this pipeline too.
  llvm::PassInstrumentationCallbacks callbacks;
  llvm::StandardInstrumentations instrumentations(module.getContext(),
                                                  /*DebugLogging=*/false);
  instrumentations.registerCallbacks(callbacks, &mam);
  llvm::PassBuilder builder(&machine, llvm::PipelineTuningOptions(),
                            std::nullopt, &callbacks);
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

} // namespace

std::unique_ptr<llvm::TargetMachine>
dbg::createHostTargetMachine(unsigned optLevel, std::string &error) {
  llvm::Triple triple(llvm::sys::getDefaultTargetTriple());
  std::string lookupError;
  const llvm::Target *llvmTarget =
      llvm::TargetRegistry::lookupTarget(triple, lookupError);
  if (!llvmTarget) {
    error =
        "no LLVM target for host triple '" + triple.str() + "': " + lookupError;
    return nullptr;
  }
  llvm::TargetOptions targetOptions;
  auto level = optLevel == 0   ? llvm::CodeGenOptLevel::None
               : optLevel == 1 ? llvm::CodeGenOptLevel::Less
               : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                               : llvm::CodeGenOptLevel::Aggressive;
  return std::unique_ptr<llvm::TargetMachine>(
      llvmTarget->createTargetMachine(triple, "generic", "", targetOptions,
                                      llvm::Reloc::PIC_, std::nullopt, level));
}

std::unique_ptr<llvm::Module>
dbg::translateToHostModule(ModuleOp module, StringRef moduleName,
                           llvm::LLVMContext &context,
                           llvm::TargetMachine &machine, unsigned optLevel,
                           bool wrapMain, std::string &error) {
  // The target's data layout before translation, which folds constant
  // expressions with it: the host kernels' records hold their frames'
  // field offsets as `ptrtoint (gep null, ...)`, and LLVM's default layout
  // aligns i64 to 4 bytes where x86-64's aligns it to 8.
  llvm::DataLayout layout = machine.createDataLayout();
  module->setAttr(
      LLVM::LLVMDialect::getDataLayoutAttrName(),
      StringAttr::get(module.getContext(), layout.getStringRepresentation()));
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, context, moduleName);
  if (!llvmModule) {
    error = "translation to LLVM IR failed";
    return nullptr;
  }
  if (wrapMain && failed(wrapVoidMain(*llvmModule, error)))
    return nullptr;
  llvmModule->setDataLayout(layout);
  llvmModule->setTargetTriple(machine.getTargetTriple());
  optimize(*llvmModule, machine, optLevel);
  return llvmModule;
}

LogicalResult dbg::emitObject(llvm::Module &module,
                              llvm::TargetMachine &machine,
                              SmallVectorImpl<char> &object,
                              std::string &error) {
  llvm::raw_svector_ostream os(object);
  llvm::legacy::PassManager codegen;
  if (machine.addPassesToEmitFile(codegen, os, nullptr,
                                  llvm::CodeGenFileType::ObjectFile))
    return fail(error, "the host target cannot emit object files");
  codegen.run(module);
  return success();
}

LogicalResult dbg::linkExecutable(StringRef objectPath, StringRef output,
                                  const ExecutableOptions &options,
                                  std::string &error) {
  llvm::SmallString<256> runtime(options.runtimeLibDir),
      utils(options.runtimeLibDir);
  llvm::sys::path::append(runtime, "libdbgrt.a");
  llvm::sys::path::append(utils, "libdbg_runner_utils.a");
  for (StringRef lib : {StringRef(runtime), StringRef(utils)})
    if (!llvm::sys::fs::exists(lib))
      return fail(error, "runtime library '" + lib +
                             "' not found; pass --runtime-lib-dir");

  std::string driver = options.linker;
  if (driver.empty())
    if (const char *env = std::getenv("DBG_CXX"))
      driver = env;
  if (driver.empty())
    driver = "c++";
  auto program = llvm::sys::findProgramByName(driver);
  if (!program)
    return fail(error, "linker '" + driver + "' not found: " +
                           program.getError().message() + "; pass --linker");
  llvm::SmallString<256> linked;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(
          resolveOutputPath(output) + ".dbg-link-%%%%%%", linked))
    return fail(
        error, "linking '" + output +
                   "' failed: cannot create a file beside it: " + ec.message());
  llvm::FileRemover removeLinked(linked);
  SmallVector<StringRef> args = {*program, objectPath, runtime,     utils, "-o",
                                 linked,   "-ldl",     "-lpthread", "-lm"};
  std::string errorMessage;
  int rc = llvm::sys::ExecuteAndWait(*program, args, std::nullopt, {}, 0, 0,
                                     &errorMessage);
  if (rc != 0)
    return fail(error, "linking '" + output + "' with '" + *program +
                           "' failed" +
                           (errorMessage.empty() ? "" : ": " + errorMessage));
  uint64_t size = 0;
  if (llvm::sys::fs::file_size(linked, size) || size == 0 ||
      !llvm::sys::fs::can_execute(linked))
    return fail(error, "the linker '" + *program +
                           "' reported success but wrote no executable for '" +
                           output + "'; pass another --linker");
  return installExecutable(linked, output, error);
}

LogicalResult dbg::writeExecutable(ModuleOp module, StringRef output,
                                   const ExecutableOptions &options,
                                   std::string &error) {
  std::unique_ptr<llvm::TargetMachine> machine =
      createHostTargetMachine(options.optLevel, error);
  if (!machine)
    return failure();
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> llvmModule =
      translateToHostModule(module, "dbg-program", context, *machine,
                            options.optLevel, /*wrapMain=*/true, error);
  if (!llvmModule)
    return failure();
  SmallVector<char, 0> objectCode;
  if (failed(emitObject(*llvmModule, *machine, objectCode, error)))
    return failure();
  llvm::SmallString<128> object;
  int objectFd;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("dbg", "o", objectFd, object))
    return fail(error,
                "cannot create a temporary object file: " + ec.message());
  llvm::FileRemover removeObject(object);
  {
    llvm::raw_fd_ostream os(objectFd, /*shouldClose=*/true);
    os.write(objectCode.data(), objectCode.size());
    os.close();
    if (os.has_error())
      return fail(error, "cannot write the temporary object file '" + object +
                             "': " + os.error().message());
  }
  return linkExecutable(object, output, options, error);
}
