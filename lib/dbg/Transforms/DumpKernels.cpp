//===- DumpKernels.cpp - serialize kernels and keep their PTX -------------===//
//
// Implements dump-kernels: serialize-kernels (upstream's
// transformGpuModulesToBinaries with hoistGuardedAddresses) with an ISA
// callback that writes each kernel module's PTX, then ptxas -v and
// cuobjdump -sass on it when the toolkit has them.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"
#include "dbg/Transforms/Serialization.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_DUMPKERNELSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct DumpKernelsPass : impl::DumpKernelsPassBase<DumpKernelsPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  /// The compilation target `format` names, or an error on `module`.
  std::optional<gpu::CompilationTarget> parseFormat(ModuleOp module);
  /// Serializes `modules` for `target`, writing each NVVM module's PTX as
  /// it is made; `written` gets each module and its PTX file.
  LogicalResult
  serialize(ModuleOp module, ArrayRef<gpu::GPUModuleOp> modules,
            gpu::CompilationTarget target,
            SmallVectorImpl<std::pair<gpu::GPUModuleOp, std::string>> &written);
  /// Writes the code object (or assembly) the executable embeds for each
  /// ROCDL module, and its disassembly.
  LogicalResult writeRocdlObjects(ModuleOp module,
                                  ArrayRef<gpu::GPUModuleOp> modules);
  /// ptxas -v and cuobjdump -sass on each written PTX file.
  void
  runNvidiaTools(ArrayRef<std::pair<gpu::GPUModuleOp, std::string>> written);
  /// Runs `tool` (a toolkit program) with `args`, its output to `output`;
  /// a failure is a warning on `module`.
  void runTool(gpu::GPUModuleOp module, StringRef tool,
               ArrayRef<std::string> args, StringRef output);
  /// Disassembles the AMDGPU code object `object` for `chip` into `output`.
  void runObjdump(gpu::GPUModuleOp module, StringRef chip, StringRef object,
                  StringRef output);
};

} // namespace

void DumpKernelsPass::runTool(gpu::GPUModuleOp module, StringRef tool,
                              ArrayRef<std::string> args, StringRef output) {
  SmallString<128> path(toolkit);
  llvm::sys::path::append(path, "bin", tool);
  if (toolkit.empty() || !llvm::sys::fs::can_execute(path))
    return;
  SmallVector<StringRef> argv = {path};
  for (const std::string &arg : args)
    argv.push_back(arg);
  std::optional<StringRef> redirects[] = {std::nullopt, output, output};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(path, argv, std::nullopt, redirects,
                                         /*SecondsToWait=*/120, 0, &message);
  if (status != 0)
    module.emitWarning() << "dump-kernels: " << tool << " failed"
                         << (message.empty() ? "" : ": ") << message
                         << "; its output is in '" << output << "'";
}

void DumpKernelsPass::runObjdump(gpu::GPUModuleOp module, StringRef chip,
                                 StringRef object, StringRef output) {
  // llvm-objdump beside the ld.lld the toolkit links with (its real path),
  // else on the PATH.
  SmallString<128> lld(toolkit), real;
  llvm::sys::path::append(lld, "llvm", "bin", "ld.lld");
  std::string objdump;
  if (!llvm::sys::fs::real_path(lld, real)) {
    SmallString<128> beside = llvm::sys::path::parent_path(real);
    llvm::sys::path::append(beside, "llvm-objdump");
    if (llvm::sys::fs::can_execute(beside))
      objdump = beside.str().str();
  }
  if (objdump.empty())
    if (auto found = llvm::sys::findProgramByName("llvm-objdump"))
      objdump = *found;
  if (objdump.empty())
    return;
  std::string mcpu = ("--mcpu=" + chip).str();
  SmallVector<StringRef> argv = {objdump, "-d", mcpu, object};
  std::optional<StringRef> redirects[] = {std::nullopt, output, output};
  std::string message;
  if (llvm::sys::ExecuteAndWait(objdump, argv, std::nullopt, redirects, 120, 0,
                                &message) != 0)
    module.emitWarning() << "dump-kernels: llvm-objdump failed"
                         << (message.empty() ? "" : ": ") << message;
}

/// Whether `gpuModule` is compiled for ROCDL (a code object and AMDGCN
/// assembly) rather than NVVM (PTX).
static bool isRocdl(gpu::GPUModuleOp gpuModule) {
  ArrayAttr targets = gpuModule.getTargetsAttr();
  return targets && !targets.empty() && isa<ROCDL::ROCDLTargetAttr>(targets[0]);
}

/// The file the kernels of `gpuModule` are dumped to.
static std::string dumpFileName(gpu::GPUModuleOp gpuModule) {
  return (gpuModule.getName() + (isRocdl(gpuModule) ? ".hsaco" : ".ptx")).str();
}

/// Writes `contents` to `path`.
static std::error_code writeFile(StringRef path, StringRef contents) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error, llvm::sys::fs::OF_None);
  if (error)
    return error;
  os << contents;
  os.close();
  return os.error();
}

/// The index of the dump: one line per kernel, `module::kernel file`.
static std::string kernelIndex(ArrayRef<gpu::GPUModuleOp> modules) {
  std::string index;
  for (gpu::GPUModuleOp gpuModule : modules)
    for (auto function : gpuModule.getOps<LLVM::LLVMFuncOp>())
      if (function->hasAttr(gpu::GPUDialect::getKernelFuncAttrName()) ||
          function->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()) ||
          function->hasAttr(ROCDL::ROCDLDialect::getKernelFuncAttrName()))
        index += (gpuModule.getName() + "::" + function.getName() + " " +
                  dumpFileName(gpuModule) + "\n")
                     .str();
  return index;
}

std::optional<gpu::CompilationTarget>
DumpKernelsPass::parseFormat(ModuleOp module) {
  std::optional<gpu::CompilationTarget> target = parseKernelFormat(format);
  if (!target)
    module.emitError() << "dump-kernels: unknown format '" << format
                       << "'; valid formats: " << kKernelFormatNames;
  return target;
}

LogicalResult DumpKernelsPass::serialize(
    ModuleOp module, ArrayRef<gpu::GPUModuleOp> modules,
    gpu::CompilationTarget target,
    SmallVectorImpl<std::pair<gpu::GPUModuleOp, std::string>> &written) {
  // Upstream's pass names the chips of modules: a module with several
  // targets would be serialized (and called back) once per target.
  for (gpu::GPUModuleOp gpuModule : modules)
    if (gpuModule.getTargetsAttr() && gpuModule.getTargetsAttr().size() > 1)
      return gpuModule.emitError("dump-kernels: a kernel module with several "
                                 "targets; give it one");
  // Modules are serialized in order, each once: the callback names its PTX
  // after the module being serialized.
  size_t next = 0;
  bool writeFailed = false;
  auto isaCallback = [&](StringRef isa) {
    if (next >= modules.size())
      return;
    gpu::GPUModuleOp gpuModule = modules[next++];
    SmallString<128> path(dir);
    llvm::sys::path::append(path, dumpFileName(gpuModule));
    if (std::error_code error = writeFile(path, isa)) {
      gpuModule.emitError()
          << "dump-kernels: cannot write '" << path << "': " << error.message();
      writeFailed = true;
      return;
    }
    written.emplace_back(gpuModule, path.str().str());
  };
  SymbolTable *parentTable = nullptr;
  auto getSymbolTable = [&]() -> SymbolTable * {
    if (!parentTable)
      parentTable = &getAnalysis<SymbolTable>();
    return parentTable;
  };
  return failure(failed(serializeKernels(module, target, toolkit,
                                         getSymbolTable, isaCallback)) ||
                 writeFailed);
}

LogicalResult
DumpKernelsPass::writeRocdlObjects(ModuleOp module,
                                   ArrayRef<gpu::GPUModuleOp> modules) {
  // Upstream's ROCDL serialization calls no ISA callback: the code object
  // the executable embeds is written, and disassembled by llvm-objdump.
  SymbolTable binaries(module);
  for (gpu::GPUModuleOp gpuModule : modules) {
    if (!isRocdl(gpuModule))
      continue;
    auto binary = binaries.lookup<gpu::BinaryOp>(gpuModule.getName());
    if (!binary || binary.getObjects().empty())
      continue;
    auto object = cast<gpu::ObjectAttr>(binary.getObjects()[0]);
    auto chip = cast<ROCDL::ROCDLTargetAttr>(object.getTarget()).getChip();
    SmallString<128> base(dir);
    llvm::sys::path::append(base, gpuModule.getName());
    bool isBinary = object.getFormat() == gpu::CompilationTarget::Binary;
    std::string file = (base + (isBinary ? ".hsaco" : ".s")).str();
    if (std::error_code error = writeFile(file, object.getObject().getValue()))
      return module.emitError() << "dump-kernels: cannot write '" << file
                                << "': " << error.message();
    if (isBinary)
      runObjdump(gpuModule, chip, file, (base + ".s").str());
  }
  return success();
}

void DumpKernelsPass::runNvidiaTools(
    ArrayRef<std::pair<gpu::GPUModuleOp, std::string>> written) {
  for (auto [gpuModule, ptx] : written) {
    StringRef chip = "sm_50";
    if (ArrayAttr targets = gpuModule ? gpuModule.getTargetsAttr() : nullptr)
      if (auto nvvm = dyn_cast<NVVM::NVVMTargetAttr>(targets[0]))
        chip = nvvm.getChip();
    std::string base = ptx.substr(0, ptx.size() - 4);
    runTool(
        gpuModule, "ptxas",
        {"-v", "-lineinfo", "-arch=" + chip.str(), ptx, "-o", base + ".cubin"},
        base + ".ptxas.txt");
    if (llvm::sys::fs::exists(base + ".cubin"))
      runTool(gpuModule, "cuobjdump", {"-sass", base + ".cubin"},
              base + ".sass");
  }
}

void DumpKernelsPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (dir.empty()) {
    module.emitError("dump-kernels needs a directory (dir=...)");
    return signalPassFailure();
  }
  if (std::error_code error = llvm::sys::fs::create_directories(dir)) {
    module.emitError() << "dump-kernels: cannot create '" << dir
                       << "': " << error.message();
    return signalPassFailure();
  }
  std::optional<gpu::CompilationTarget> target = parseFormat(module);
  if (!target)
    return signalPassFailure();
  SmallVector<gpu::GPUModuleOp> modules(module.getOps<gpu::GPUModuleOp>());
  std::string index = kernelIndex(modules);
  SmallVector<std::pair<gpu::GPUModuleOp, std::string>> written;
  if (failed(serialize(module, modules, *target, written)) ||
      failed(writeRocdlObjects(module, modules)))
    return signalPassFailure();
  runNvidiaTools(written);
  SmallString<128> indexPath(dir);
  llvm::sys::path::append(indexPath, "kernels.txt");
  if (std::error_code error = writeFile(indexPath, index)) {
    module.emitError() << "dump-kernels: cannot write '" << indexPath
                       << "': " << error.message();
    return signalPassFailure();
  }
}

} // namespace mlir::dbg
