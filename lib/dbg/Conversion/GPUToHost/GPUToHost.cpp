//===- GPUToHost.cpp - run GPU kernels on the CPU -------------------------===//
//
// Implements convert-gpu-to-host: kernels become host functions of their
// block and thread ids, launches become libdbgrt host-launch calls around a
// loop nest, and GPU memory operations become memref operations.
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/GPUToHost/GPUToHost.h"

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"
#include "dbg/Support/StringGlobals.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTGPUTOHOSTPASS
#include "dbg/Conversion/Passes.h.inc"

namespace {
class ConvertGPUToHostPass
    : public impl::ConvertGPUToHostPassBase<ConvertGPUToHostPass> {
public:
  using ConvertGPUToHostPassBase::ConvertGPUToHostPassBase;
  void runOnOperation() override;

private:
  using KernelMap =
      llvm::DenseMap<std::pair<StringAttr, StringAttr>, func::FuncOp>;
  LogicalResult moveToHost(gpu::GPUModuleOp gpuModule, SymbolTable &symbols,
                           host::StringConstants &strings, KernelMap &kernels);
};
} // namespace

std::string host::getHostFunctionName(gpu::GPUModuleOp gpuModule,
                                      StringRef name) {
  return ("__dbg_host_" + gpuModule.getName() + "_" + name).str();
}

std::string host::getLauncherName(gpu::GPUModuleOp gpuModule, StringRef name) {
  return ("__dbg_host_launch_" + gpuModule.getName() + "_" + name).str();
}

Value host::StringConstants::getAddress(OpBuilder &builder, Location loc,
                                        StringRef text) {
  auto it = globals.find(text);
  if (it == globals.end()) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    auto global = createStringGlobal(
        builder, loc, ("__dbg_host_str_" + Twine(globals.size())).str(), text);
    it = globals.insert({text, global}).first;
  }
  return LLVM::AddressOfOp::create(builder, loc, it->second);
}

void host::declareHostRuntime(ModuleOp module) {
  OpBuilder builder(module.getContext());
  for (const abi::Function *function :
       {&abi::dbgrtHostLaunchBegin, &abi::dbgrtHostLaunchEnd,
        &abi::dbgrtHostAllocated, &abi::dbgrtHostReleased,
        &abi::dbgrtHostAssertFail, &abi::dbgrtHostKernelFault})
    abi::declareFunction(builder, module, *function);
  if (module.lookupSymbol("printf"))
    return;
  builder.setInsertionPointToEnd(module.getBody());
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  LLVM::LLVMFuncOp::create(builder, module.getLoc(), "printf",
                           LLVM::LLVMFunctionType::get(builder.getI32Type(),
                                                       {ptr},
                                                       /*isVarArg=*/true));
}

/// Moves the helpers and kernels of `gpuModule` before it, as host
/// functions, and records the launchers of its kernels in `kernels`.
LogicalResult ConvertGPUToHostPass::moveToHost(gpu::GPUModuleOp gpuModule,
                                               SymbolTable &symbols,
                                               host::StringConstants &strings,
                                               KernelMap &kernels) {
  // References inside the module resolve to its own symbols: rename them
  // with the functions that move out.
  SmallVector<std::pair<StringAttr, StringAttr>> renamed;
  SmallVector<Operation *> moved;
  for (auto helper :
       llvm::make_early_inc_range(gpuModule.getOps<func::FuncOp>())) {
    StringAttr oldName = helper.getNameAttr();
    helper->moveBefore(gpuModule);
    helper.setName(host::getHostFunctionName(gpuModule, oldName.getValue()));
    helper.setPrivate();
    symbols.insert(helper); // Renames on a clash.
    renamed.push_back({oldName, helper.getNameAttr()});
    moved.push_back(helper);
  }
  // LLVM functions and globals (lower-dbg-checks' error record): moved and
  // renamed like the helpers; declarations of external functions are the
  // host's own.
  for (Operation &op :
       llvm::make_early_inc_range(gpuModule.getBody()->getOperations())) {
    if (!isa<LLVM::LLVMFuncOp, LLVM::GlobalOp>(op))
      continue;
    auto symbol = cast<SymbolOpInterface>(op);
    auto function = dyn_cast<LLVM::LLVMFuncOp>(op);
    if (function && function.isExternal()) {
      if (symbols.lookup(symbol.getName())) {
        op.erase();
      } else {
        op.moveBefore(gpuModule);
        symbols.insert(&op);
      }
      continue;
    }
    StringAttr oldName = symbol.getNameAttr();
    op.moveBefore(gpuModule);
    symbol.setName(StringAttr::get(
        &getContext(),
        host::getHostFunctionName(gpuModule, oldName.getValue())));
    symbols.insert(&op); // Renames on a clash.
    renamed.push_back({oldName, symbol.getNameAttr()});
    moved.push_back(&op);
  }
  for (auto kernel :
       llvm::make_early_inc_range(gpuModule.getOps<gpu::GPUFuncOp>())) {
    func::FuncOp func =
        host::convertKernel(gpuModule, kernel, symbols, strings);
    kernels[{gpuModule.getNameAttr(), kernel.getNameAttr()}] =
        host::createLauncher(
            func, host::getLauncherName(gpuModule, kernel.getName()), symbols);
    moved.push_back(func);
  }
  for (auto [oldName, newName] : renamed)
    for (Operation *op : moved)
      if (failed(SymbolTable::replaceAllSymbolUses(oldName, newName, op)))
        return failure();
  return success();
}

void ConvertGPUToHostPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (failed(host::checkHostLegality(module)))
    return signalPassFailure();
  host::declareHostRuntime(module);

  SymbolTable symbols(module);
  host::StringConstants strings(module);
  KernelMap kernels;
  SmallVector<gpu::GPUModuleOp> gpuModules(module.getOps<gpu::GPUModuleOp>());
  for (gpu::GPUModuleOp gpuModule : gpuModules)
    if (failed(moveToHost(gpuModule, symbols, strings, kernels)))
      return signalPassFailure();

  SmallVector<gpu::LaunchFuncOp> launches;
  module.walk([&](gpu::LaunchFuncOp launch) { launches.push_back(launch); });
  for (gpu::LaunchFuncOp launch : launches) {
    func::FuncOp kernel =
        kernels.lookup({launch.getKernelModuleName(), launch.getKernelName()});
    if (!kernel) {
      launch.emitError() << "kernel '" << getDispatchKernelName(launch)
                         << "' not found";
      return signalPassFailure();
    }
    host::lowerLaunch(launch, kernel, strings);
  }
  for (gpu::GPUModuleOp gpuModule : gpuModules)
    gpuModule.erase();
  module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());

  RewritePatternSet patterns(&getContext());
  host::populateMemoryOpsToHostPatterns(patterns);
  // bf16 <-> f32 conversions as integer ops (round to nearest even), as on
  // a GPU: x86 has no bf16 instructions and libgcc 12 no __truncsfbf2.
  arith::populateExpandBFloat16Patterns(patterns);
  // One walk: each op is rewritten once, nothing is folded or moved.
  walkAndApplyPatterns(module, std::move(patterns));

  bool ok = succeeded(host::checkRemainingTokens(module));
  module.walk([&](Operation *op) {
    if (isa<gpu::GPUDialect>(op->getDialect())) {
      op->emitError() << "'" << op->getName()
                      << "' is not supported by the host target yet";
      ok = false;
    }
  });
  if (!ok)
    signalPassFailure();
}

} // namespace mlir::dbg
