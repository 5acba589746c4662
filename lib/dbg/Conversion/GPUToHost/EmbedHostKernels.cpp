//===- EmbedHostKernels.cpp - host builds of GPU kernels, for diff --------===//
//
// Implements embed-host-kernels: the kernels a GPU program launches, as
// instrumented, are also built for the CPU through the host target's
// lowering, each in a module nested in the program's (until
// convert-dbg-to-llvm moves it in), and their records go to the dispatch
// sites that launch them. libdbgrt
// runs a host build on a snapshot of the dispatch's buffers and compares
// what both wrote (the run-time key diff, diff-against).
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/GPUToHost/GPUToHost.h"

#include "HostLowering.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

#include <optional>

namespace mlir::dbg {
#define GEN_PASS_DEF_EMBEDHOSTKERNELSPASS
#include "dbg/Conversion/Passes.h.inc"

namespace {

/// A kernel that gets a host build, and the sites of the launches that
/// take it.
struct HostBuild {
  SmallVector<SiteOp> sites;
  /// The first launch that takes it, where a failed build is reported.
  gpu::LaunchFuncOp launch;
};

struct EmbedHostKernelsPass
    : impl::EmbedHostKernelsPassBase<EmbedHostKernelsPass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    OpPassManager pm(ModuleOp::getOperationName());
    buildLowering(pm);
    pm.getDependentDialects(registry);
  }

  void runOnOperation() override;

private:
  /// The host target's pipeline, to the LLVM dialect, for the kernels.
  void buildLowering(OpPassManager &pm) const {
    addHostKernelConversion(pm, subgroupSize);
    addHostToLLVMLowering(pm);
  }
  /// The kernels of the launches that get a host build, by module and
  /// kernel name, in program order.
  llvm::MapVector<std::pair<StringAttr, StringAttr>, HostBuild>
  findLaunches(ModuleOp module, SymbolTable &symbols);
  /// Copies into `nested` the gpu.module of `kernel` (module and kernel
  /// name), less what its host build does not run, and the check sites
  /// the copy uses.
  void copyKernel(std::pair<StringAttr, StringAttr> kernel, ModuleOp nested,
                  SymbolTable &symbols);
  /// Leaves `nested`, lowered, in the module as a host build
  /// (`dbg.host_build`, which convert-dbg-to-llvm moves into the module
  /// once the program is lowered too), its `record` renamed where its name
  /// is taken by the program or by another build (`records`).
  LogicalResult prepareBuild(ModuleOp nested, Operation *record,
                             SymbolTable &symbols, llvm::StringSet<> &records);
};

} // namespace

llvm::MapVector<std::pair<StringAttr, StringAttr>, HostBuild>
EmbedHostKernelsPass::findLaunches(ModuleOp module, SymbolTable &symbols) {
  llvm::MapVector<std::pair<StringAttr, StringAttr>, HostBuild> builds;
  for (auto function : module.getOps<FunctionOpInterface>()) {
    function.walk([&](gpu::LaunchFuncOp launch) {
      auto marker = dyn_cast_or_null<DispatchOp>(launch->getPrevNode());
      if (!marker)
        return; // Not instrumented (kernel-filter).
      auto site = symbols.lookup<SiteOp>(marker.getSite());
      if (!site || (!all && site.getReference()))
        return;
      if (!site.getSignature()) {
        launch.emitWarning("the kernel of this launch gets no host build: "
                           "its dispatch site has no kernel signature (run "
                           "record-kernel-sources before trace-dispatches)");
        return;
      }
      HostBuild &build =
          builds[{launch.getKernelModuleName(), launch.getKernelName()}];
      build.sites.push_back(site);
      if (!build.launch)
        build.launch = launch;
    });
  }
  return builds;
}

void EmbedHostKernelsPass::copyKernel(std::pair<StringAttr, StringAttr> kernel,
                                      ModuleOp nested, SymbolTable &symbols) {
  OpBuilder builder(&getContext());
  builder.setInsertionPointToEnd(nested.getBody());
  auto gpuModule = symbols.lookup<gpu::GPUModuleOp>(kernel.first);
  auto copy = cast<gpu::GPUModuleOp>(builder.clone(*gpuModule));
  // The other kernels, and the origin builds (a failing store check is the
  // GPU run's to replay): not built.
  for (auto func : llvm::make_early_inc_range(copy.getOps<gpu::GPUFuncOp>())) {
    if (func.isKernel() && func.getNameAttr() != kernel.second) {
      func.erase();
      continue;
    }
    func->removeAttr(DbgDialect::getNanOriginAttrName());
  }
  llvm::SetVector<SiteOp> sites;
  copy.walk([&](Operation *op) {
    // The GPU's run prints; the host build computes.
    if (isa<gpu::PrintfOp>(op)) {
      op->erase();
      return;
    }
    op->getAttrDictionary().walk([&](FlatSymbolRefAttr ref) {
      if (auto site = symbols.lookup<SiteOp>(ref.getAttr()))
        sites.insert(site);
    });
  });
  builder.setInsertionPointToStart(nested.getBody());
  for (SiteOp site : sites)
    builder.clone(*site);
}

LogicalResult EmbedHostKernelsPass::prepareBuild(ModuleOp nested,
                                                 Operation *record,
                                                 SymbolTable &symbols,
                                                 llvm::StringSet<> &records) {
  for (auto op : nested.getOps<LLVM::GlobalCtorsOp>())
    return op.emitOpError("in a host build of kernels: not supported by "
                          "embed-host-kernels");
  for (auto op : nested.getOps<LLVM::GlobalDtorsOp>())
    return op.emitOpError("in a host build of kernels: not supported by "
                          "embed-host-kernels");
  // The record is the one symbol named from outside the build (by its
  // dispatch sites): unique among the program's and the other builds'.
  SymbolTable nestedSymbols(nested);
  StringRef base = cast<SymbolOpInterface>(record).getName();
  std::string name = base.str();
  auto isTaken = [&](StringRef candidate) {
    Operation *nestedOp = nestedSymbols.lookup(candidate);
    return symbols.lookup(candidate) || records.contains(candidate) ||
           (nestedOp && nestedOp != record);
  };
  for (unsigned suffix = 0; isTaken(name);)
    name = (base + "_" + Twine(suffix++)).str();
  if (failed(nestedSymbols.rename(record, name)))
    return record->emitOpError("cannot be given a unique name");
  records.insert(name);
  nested->setAttr(DbgDialect::getHostBuildAttrName(),
                  UnitAttr::get(&getContext()));
  return success();
}

void EmbedHostKernelsPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (failed(host::checkSubgroupSize(module, getArgument(), subgroupSize)))
    return signalPassFailure();
  SymbolTable symbols(module);
  auto builds = findLaunches(module, symbols);
  if (builds.empty())
    return;

  OpBuilder builder(&getContext());
  llvm::StringSet<> records;
  // Each kernel on its own: one the host target cannot run gets no host
  // build, and says why, but the program builds.
  for (auto &[kernel, build] : builds) {
    // A pipeline of its own: passes keep state of the module they ran on
    // (math-to-funcs, the functions it made).
    OpPassManager pm(ModuleOp::getOperationName());
    buildLowering(pm);
    builder.setInsertionPointToEnd(module.getBody());
    auto nested = ModuleOp::create(builder, module.getLoc());
    nested->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    builder.getUnitAttr());
    copyKernel(kernel, nested, symbols);
    // The name convert-gpu-to-host gives the kernel's record.
    std::string recordName = host::getKernelRecordName(host::getEntryName(
        *nested.getOps<gpu::GPUModuleOp>().begin(), kernel.second.getValue()));
    std::string firstError;
    std::optional<Location> errorLoc;
    LogicalResult built = success();
    {
      ScopedDiagnosticHandler handler(&getContext(), [&](Diagnostic &diag) {
        if (diag.getSeverity() != DiagnosticSeverity::Error)
          return failure(); // Passed on.
        if (!errorLoc) {
          errorLoc = diag.getLocation();
          firstError = diag.str();
        }
        return success();
      });
      built = runPipeline(pm, nested);
    }
    if (failed(built)) {
      nested.erase();
      InFlightDiagnostic warning = build.launch.emitWarning()
                                   << "kernel '" << kernel.first.getValue()
                                   << "::" << kernel.second.getValue()
                                   << "' gets no host build, which diff "
                                      "would compare its dispatches with";
      if (errorLoc)
        warning.attachNote(*errorLoc) << firstError;
      else
        warning << ": the host target's lowering of it failed";
      continue;
    }
    Operation *record = SymbolTable::lookupSymbolIn(nested, recordName);
    if (!record || failed(prepareBuild(nested, record, symbols, records))) {
      if (!record)
        module.emitError() << "embed-host-kernels: the host build of '"
                           << kernel.first.getValue()
                           << "::" << kernel.second.getValue()
                           << "' has no record";
      nested.erase();
      return signalPassFailure();
    }
    auto name =
        FlatSymbolRefAttr::get(cast<SymbolOpInterface>(record).getNameAttr());
    for (SiteOp site : build.sites)
      site.setHostKernelAttr(name);
  }
}

} // namespace mlir::dbg
