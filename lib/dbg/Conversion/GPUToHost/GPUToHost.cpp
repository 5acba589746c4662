//===- GPUToHost.cpp - run GPU kernels on the CPU -------------------------===//
//
// Implements convert-gpu-to-host: kernels become host functions of their
// block and thread ids, launches become libdbgrt host-launch calls around a
// loop nest, and GPU memory operations become memref operations.
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/GPUToHost/GPUToHost.h"

#include "HostLowering.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"
#include "dbg/Support/StringGlobals.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTGPUTOHOSTPASS
#include "dbg/Conversion/Passes.h.inc"

namespace {
struct ConvertGPUToHostPass
    : impl::ConvertGPUToHostPassBase<ConvertGPUToHostPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  using KernelMap =
      llvm::DenseMap<std::pair<StringAttr, StringAttr>, host::HostKernel>;
  LogicalResult moveToHost(gpu::GPUModuleOp gpuModule, SymbolTable &symbols,
                           const host::FunctionLowering &lowering,
                           KernelMap &kernels);
  LogicalResult lowerLaunchesAndTokens(ModuleOp module,
                                       const KernelMap &kernels);
};
} // namespace

/// Rewrites subgroup ops as the CUDA pipeline does (expand-subgroup-ops),
/// in shuffles of up to 64 bits, and gpu.all_reduce into shuffles, barriers
/// and workgroup memory (upstream's patterns).
static LogicalResult expandSubgroupOps(ModuleOp module, unsigned lanes) {
  // Upstream's rewrite takes a kernel's all_reduces only when all are
  // uniform: one that is not leaves every other unrewritten, and they would
  // be reported instead of it.
  WalkResult nonUniform = module.walk([](gpu::AllReduceOp reduce) {
    if (reduce.getUniform())
      return WalkResult::advance();
    reduce.emitError("a 'gpu.all_reduce' without 'uniform' is not supported "
                     "by the host target (nor by MLIR's GPU lowerings): add "
                     "'uniform' when every thread of the block reaches it");
    return WalkResult::interrupt();
  });
  if (nonUniform.wasInterrupted())
    return failure();
  RewritePatternSet patterns(module.getContext());
  populateGpuAllReducePatterns(patterns);
  populateExpandSubgroupOpsPatterns(patterns, lanes, /*shuffleBits=*/64);
  FrozenRewritePatternSet frozen(std::move(patterns));
  // Nothing else is folded or simplified; modules without these ops are
  // left alone.
  GreedyRewriteConfig config;
  config.enableFolding(false);
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    WalkResult found = gpuModule.walk([](Operation *op) {
      return isa<gpu::AllReduceOp, gpu::SubgroupReduceOp, gpu::SubgroupIdOp,
                 gpu::NumSubgroupsOp>(op)
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (!found.wasInterrupted())
      continue;
    if (failed(applyPatternsGreedily(gpuModule, frozen, config)))
      return gpuModule.emitError("the subgroup ops of this module did not "
                                 "converge to shuffles");
  }
  return success();
}

std::string host::getHostFunctionName(gpu::GPUModuleOp gpuModule,
                                      StringRef name) {
  return ("__dbg_host_" + gpuModule.getName() + "_" + name).str();
}

std::string host::getEntryName(gpu::GPUModuleOp gpuModule, StringRef name) {
  return ("__dbg_host_entry_" + gpuModule.getName() + "_" + name).str();
}

std::string host::getKernelRecordName(StringRef entryName) {
  return (entryName + "_record").str();
}

LogicalResult host::checkSubgroupSize(ModuleOp module, StringRef pass,
                                      unsigned subgroupSize) {
  if (subgroupSize == 32 || subgroupSize == 64)
    return success();
  return module.emitError() << pass << ": subgroup-size is " << subgroupSize
                            << "; it must be 32 or 64";
}

Value host::StringConstants::getAddress(OpBuilder &builder, Location loc,
                                        StringRef text) {
  auto it = globals.find(text);
  if (it == globals.end()) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    if (!symbols)
      symbols = std::make_unique<SymbolTable>(module);
    auto global = createStringGlobal(
        builder, loc, ("__dbg_host_str_" + Twine(globals.size())).str(), text);
    symbols->insert(global); // Renames on a clash.
    it = globals.insert({text, global}).first;
  }
  return LLVM::AddressOfOp::create(builder, loc, it->second);
}

void host::declareHostRuntime(ModuleOp module) {
  OpBuilder builder(module.getContext());
  for (const abi::Function *function :
       {&abi::dbgrtHostLaunch,         &abi::dbgrtHostLaunchAsync,
        &abi::dbgrtHostBarrier,        &abi::dbgrtHostWait,
        &abi::dbgrtHostJoin,           &abi::dbgrtHostShuffle,
        &abi::dbgrtHostMmaSync,        &abi::dbgrtHostYield,
        &abi::dbgrtHostAllocated,      &abi::dbgrtHostReleased,
        &abi::dbgrtHostMemoryInUse,    &abi::dbgrtHostAssertFail,
        &abi::dbgrtHostKernelFault,    &abi::dbgrtHostMbarrierInit,
        &abi::dbgrtHostMbarrierArrive, &abi::dbgrtHostMbarrierTestWait,
        &abi::dbgrtHostMbarrierWait,   &abi::dbgrtHostTmaDescriptor,
        &abi::dbgrtHostTmaLoad,        &abi::dbgrtHostTmaStore,
        &abi::dbgrtHostClusterSize,    &abi::dbgrtHostMapa,
        &abi::dbgrtHostClusterArrive,  &abi::dbgrtHostClusterWait,
        &abi::dbgrtHostWgmma,          &abi::dbgrtHostWgmmaStore})
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

namespace {
/// What moving one gpu.module's symbols to the host changes: the functions
/// and globals moved and renamed (references inside the module resolve to
/// its own symbols, so they are renamed with them), and the functions that
/// take the context arguments.
class ModuleMove {
public:
  ModuleMove(gpu::GPUModuleOp gpuModule, SymbolTable &symbols)
      : gpuModule(gpuModule), symbols(symbols) {}

  /// Moves `op` before the module as a private symbol of a host name.
  void moveOut(Operation *op) {
    auto symbol = cast<SymbolOpInterface>(op);
    StringAttr oldName = symbol.getNameAttr();
    op->moveBefore(gpuModule);
    symbol.setName(StringAttr::get(
        op->getContext(),
        host::getHostFunctionName(gpuModule, oldName.getValue())));
    symbol.setPrivate();
    symbols.insert(op); // Renames on a clash.
    renamed.push_back({oldName, symbol.getNameAttr()});
    moved.push_back(op);
  }

  /// Declarations of external functions (libdevice's __nv_*, libm's) are
  /// the host's own: moved as they are, or dropped for the host's.
  void moveDeclaration(Operation *op) {
    if (symbols.lookup(cast<SymbolOpInterface>(op).getName())) {
      op->erase();
    } else {
      op->moveBefore(gpuModule);
      symbols.insert(op);
    }
  }

  /// Records `func`, converted from `oldName`, as moved.
  void movedFunction(StringAttr oldName, func::FuncOp func) {
    renamed.push_back({oldName, func.getNameAttr()});
    moved.push_back(func);
    withContext.insert(func.getNameAttr());
  }

  /// Moves the module's functions, globals and LLVM symbols, all but its
  /// gpu.funcs.
  void moveSymbols(const host::FunctionLowering &lowering);

  /// Renames the references of what moved, and passes the context on.
  LogicalResult finish();

private:
  gpu::GPUModuleOp gpuModule;
  SymbolTable &symbols;
  SmallVector<std::pair<StringAttr, StringAttr>> renamed;
  SmallVector<Operation *> moved;
  /// The functions that take the context arguments, by new name.
  llvm::DenseSet<StringAttr> withContext;
};
} // namespace

void ModuleMove::moveSymbols(const host::FunctionLowering &lowering) {
  for (Operation &op :
       llvm::make_early_inc_range(gpuModule.getBody()->getOperations())) {
    if (auto helper = dyn_cast<func::FuncOp>(op)) {
      if (helper.isExternal()) {
        moveDeclaration(helper);
        continue;
      }
      // Device functions take the context.
      host::convertHelper(helper, lowering);
      moveOut(helper);
      withContext.insert(helper.getNameAttr());
      continue;
    }
    if (auto global = dyn_cast<memref::GlobalOp>(op)) {
      // Workgroup globals are views of the block's workgroup memory.
      if (lowering.workgroup.offsets.count(global)) {
        global.erase();
      } else if (global.getSymName() == abi::kGLOBAL_RACESSymbol) {
        // The race state's address: on the host, libdbgrt's own word, which
        // every module shares.
        global.setInitialValueAttr(Attribute());
        global.setPublic();
        moveDeclaration(global);
      } else {
        moveOut(global);
      }
      continue;
    }
    // LLVM functions and globals (lower-dbg-checks' error record): moved and
    // renamed like the device functions.
    if (!isa<LLVM::LLVMFuncOp, LLVM::GlobalOp>(op))
      continue;
    auto function = dyn_cast<LLVM::LLVMFuncOp>(op);
    if (function && function.isExternal())
      moveDeclaration(&op);
    else
      moveOut(&op);
  }
}

LogicalResult ModuleMove::finish() {
  for (auto [oldName, newName] : renamed)
    for (Operation *op : moved)
      if (failed(SymbolTable::replaceAllSymbolUses(oldName, newName, op)))
        return failure();
  for (Operation *op : moved)
    if (auto func = dyn_cast<func::FuncOp>(op))
      host::forwardContext(func, withContext);
  return success();
}

/// Moves the device functions and kernels of `gpuModule` before it, as
/// host functions of their thread's context, and records the entry of each
/// kernel in `kernels`.
LogicalResult ConvertGPUToHostPass::moveToHost(
    gpu::GPUModuleOp gpuModule, SymbolTable &symbols,
    const host::FunctionLowering &lowering, KernelMap &kernels) {
  llvm::DenseMap<StringAttr, host::KernelTraits> traits =
      host::analyzeKernels(gpuModule);
  ModuleMove move(gpuModule, symbols);
  move.moveSymbols(lowering);
  // Origin builds first: the record of the kernel they were built from
  // points at theirs.
  SmallVector<gpu::GPUFuncOp> gpuFuncs =
      llvm::to_vector(gpuModule.getOps<gpu::GPUFuncOp>());
  std::stable_partition(
      gpuFuncs.begin(), gpuFuncs.end(), [](gpu::GPUFuncOp func) {
        return func->hasAttr(DbgDialect::getNanOriginOfAttrName());
      });
  for (gpu::GPUFuncOp gpuFunc : gpuFuncs) {
    StringAttr oldName = gpuFunc.getNameAttr();
    bool isKernel = gpuFunc.isKernel();
    LLVM::GlobalOp originRecord;
    if (auto origin = gpuFunc->getAttrOfType<FlatSymbolRefAttr>(
            DbgDialect::getNanOriginAttrName())) {
      auto it = kernels.find({gpuModule.getNameAttr(), origin.getAttr()});
      if (it != kernels.end())
        originRecord = it->second.record;
    }
    func::FuncOp func =
        host::convertGpuFunction(gpuModule, gpuFunc, symbols, lowering);
    gpuFunc.erase();
    move.movedFunction(oldName, func);
    if (!isKernel)
      continue;
    FailureOr<host::HostKernel> kernel = host::createEntry(
        func, host::getEntryName(gpuModule, oldName.getValue()),
        (gpuModule.getName() + "::" + oldName.getValue()).str(),
        traits.lookup(oldName), lowering.workgroup.staticBytes, originRecord,
        lowering, symbols);
    if (failed(kernel))
      return failure();
    kernels[{gpuModule.getNameAttr(), oldName}] = *kernel;
  }
  return move.finish();
}

/// Tokens carried by scf.for, scf.while and scf.if (a loop's launches
/// chained through iter_args) become libdbgrt's i64 token handles there.
/// The conversion leaves an unrealized cast at each edge: i64 -> token where
/// the region uses a carried token, token -> i64 where one is yielded or
/// passed in; lowerLaunchesAndTokens resolves both.
static LogicalResult carryTokensAsHandles(ModuleOp module) {
  MLIRContext *context = module.getContext();
  TypeConverter converter;
  converter.addConversion([](Type type) { return type; });
  converter.addConversion([context](gpu::AsyncTokenType) -> Type {
    return IntegerType::get(context, 64);
  });
  auto cast = [](OpBuilder &builder, Type type, ValueRange inputs,
                 Location loc) -> Value {
    return UnrealizedConversionCastOp::create(builder, loc, type, inputs)
        .getResult(0);
  };
  converter.addSourceMaterialization(cast);
  converter.addTargetMaterialization(cast);
  ConversionTarget target(*context);
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  RewritePatternSet patterns(context);
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
  return applyPartialConversion(module, target, std::move(patterns));
}

/// Each token carried into or out of a region (`out`) becomes its handle; a
/// token from elsewhere (a call's result) is waited for, and carried as
/// complete. (The handles' casts to tokens go with the async ops they feed:
/// host::checkRemainingTokens.)
static void resolveCarriedTokens(ArrayRef<UnrealizedConversionCastOp> out,
                                 const llvm::DenseMap<Value, Value> &tokens) {
  for (UnrealizedConversionCastOp cast : out) {
    OpBuilder builder(cast);
    Location loc = cast.getLoc();
    Value handle = tokens.lookup(cast.getOperand(0));
    if (!handle) {
      abi::createCall(builder, loc, abi::dbgrtHostWait,
                      {host::createTokenArray(builder, loc, {}),
                       arith::ConstantIntOp::create(builder, loc, -1, 32)});
      handle = arith::ConstantIntOp::create(builder, loc, 0, 64);
    }
    cast.getResult(0).replaceAllUsesWith(handle);
    cast.erase();
  }
}

/// Collects, in program order, `module`'s async GPU ops (`asyncOps`) and the
/// casts carryTokensAsHandles left: a carried handle used as a token is that
/// handle (into `tokens`); a token carried on (`out`) is resolved later.
static void collectAsyncWork(ModuleOp module,
                             SmallVectorImpl<Operation *> &asyncOps,
                             SmallVectorImpl<UnrealizedConversionCastOp> &out,
                             llvm::DenseMap<Value, Value> &tokens) {
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<gpu::GPUModuleOp>(op))
      return WalkResult::skip();
    if (isa<gpu::AsyncOpInterface>(op))
      asyncOps.push_back(op);
    if (auto cast = dyn_cast<UnrealizedConversionCastOp>(op);
        cast && cast->getNumOperands() == 1 && cast->getNumResults() == 1) {
      if (isa<gpu::AsyncTokenType>(cast.getResult(0).getType()))
        tokens[cast.getResult(0)] = cast.getOperand(0);
      else if (isa<gpu::AsyncTokenType>(cast.getOperand(0).getType()))
        out.push_back(cast);
    }
    return WalkResult::advance();
  });
}

/// Lowers the GPU work with async tokens of `module`, in program order:
/// launches (through their kernels' entries) run concurrently under
/// libdbgrt's tokens; other work waits for what it depends on and is
/// complete when it returns.
LogicalResult
ConvertGPUToHostPass::lowerLaunchesAndTokens(ModuleOp module,
                                             const KernelMap &kernels) {
  if (failed(carryTokensAsHandles(module)))
    return failure();
  SmallVector<Operation *> asyncOps;
  // Casts of carried tokens to their handles (token -> i64).
  SmallVector<UnrealizedConversionCastOp> out;
  llvm::DenseMap<Value, Value> tokens;
  collectAsyncWork(module, asyncOps, out, tokens);
  host::FrameSlots frames;
  for (Operation *op : asyncOps) {
    auto async = cast<gpu::AsyncOpInterface>(op);
    OpBuilder builder(op);
    Location loc = op->getLoc();
    SmallVector<Value> dependencies;
    bool unknown = false; // A token from elsewhere: wait for all.
    for (Value dependency : async.getAsyncDependencies()) {
      auto it = tokens.find(dependency);
      if (it == tokens.end())
        unknown = true;
      else if (!matchPattern(it->second, m_Zero())) // 0: complete.
        dependencies.push_back(it->second);
    }
    // Waits for `on`, or for every async launch when a token is unknown.
    auto wait = [&](ValueRange on) {
      if (unknown)
        on = ValueRange();
      Value count = arith::ConstantIntOp::create(
          builder, loc, unknown ? -1 : static_cast<int64_t>(on.size()), 32);
      abi::createCall(builder, loc, abi::dbgrtHostWait,
                      {host::createTokenArray(builder, loc, on), count});
    };
    Value token = async.getAsyncToken();
    Value result;
    if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
      auto it =
          kernels.find({launch.getKernelModuleName(), launch.getKernelName()});
      if (it == kernels.end()) {
        launch.emitError() << "kernel '" << getDispatchKernelName(launch)
                           << "' not found";
        return failure();
      }
      if (unknown || (!token && !dependencies.empty())) {
        wait(dependencies);
        dependencies.clear();
      }
      if (token) {
        // The launch goes: its users see a placeholder, which the token
        // maps to.
        Value placeholder = ub::PoisonOp::create(builder, loc, token.getType());
        token.replaceAllUsesWith(placeholder);
        token = placeholder;
      }
      result = host::lowerLaunch(launch, it->second, frames, dependencies);
    } else if (isa<gpu::WaitOp>(op) && token && !unknown) {
      // gpu.wait async [deps]: a token for all of them, without waiting.
      result = dependencies.empty()
                   ? arith::ConstantIntOp::create(builder, loc, 0, 64)
                   : abi::createCall(
                         builder, loc, abi::dbgrtHostJoin,
                         {host::createTokenArray(builder, loc, dependencies),
                          arith::ConstantIntOp::create(
                              builder, loc,
                              static_cast<int64_t>(dependencies.size()), 32)})
                         .getResult();
    } else {
      // The rest runs on the host, in order, once what it depends on has.
      if (unknown || !dependencies.empty())
        wait(dependencies);
      if (token)
        result = arith::ConstantIntOp::create(builder, loc, 0, 64);
    }
    if (token && result)
      tokens[token] = result;
  }
  resolveCarriedTokens(out, tokens);
  return success();
}

void ConvertGPUToHostPass::runOnOperation() {
  ModuleOp module = getOperation();
  if (failed(host::checkSubgroupSize(module, getArgument(), subgroupSize)))
    return signalPassFailure();
  host::StringConstants strings(module);
  host::lowerClusterOps(module, strings);
  if (failed(host::lowerMatrixOps(module, strings, subgroupSize)) ||
      failed(host::lowerWarpgroupOps(module, strings)) ||
      failed(host::lowerMbarriers(module, strings)) ||
      failed(host::checkHostLegality(module)) ||
      failed(host::matchGpuFloatSemantics(module)) ||
      failed(expandSubgroupOps(module, subgroupSize)))
    return signalPassFailure();
  host::WorkgroupLayout workgroup;
  if (failed(host::planWorkgroupMemory(module, workgroup)))
    return signalPassFailure();
  host::stripMemorySpaces(module);
  host::declareHostRuntime(module);

  SymbolTable symbols(module);
  host::FunctionLowering lowering{workgroup, strings, subgroupSize};
  KernelMap kernels;
  SmallVector<gpu::GPUModuleOp> gpuModules(module.getOps<gpu::GPUModuleOp>());
  for (gpu::GPUModuleOp gpuModule : gpuModules)
    if (failed(moveToHost(gpuModule, symbols, lowering, kernels)))
      return signalPassFailure();

  if (failed(lowerLaunchesAndTokens(module, kernels)))
    return signalPassFailure();
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
