//===- GPUToHost.cpp - run GPU kernels on the CPU --------------------------===//
//
// Implements dbg-convert-gpu-to-host: kernels become host functions of their
// block and thread ids, launches become libdbgrt host-launch calls around a
// loop nest, and GPU memory operations become memref operations.
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/Passes.h"
#include "dbg/Conversion/StringGlobals.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTGPUTOHOSTPASS
#include "dbg/Conversion/Passes.h.inc"

// libdbgrt's host backend (dbgrt.h).
static constexpr StringLiteral kLaunchBegin = "dbgrtHostLaunchBegin";
static constexpr StringLiteral kLaunchEnd = "dbgrtHostLaunchEnd";
static constexpr StringLiteral kAssertFail = "dbgrtHostAssertFail";

/// The twelve id arguments every host kernel takes first.
enum IdArg : unsigned {
  kBlockId = 0,
  kThreadId = 3,
  kGridDim = 6,
  kBlockDim = 9,
  kNumIdArgs = 12
};

namespace {

class ConvertGPUToHostPass
    : public impl::ConvertGPUToHostPassBase<ConvertGPUToHostPass> {
public:
  using ConvertGPUToHostPassBase::ConvertGPUToHostPassBase;
  void runOnOperation() override;

private:
  LogicalResult checkKernels(ModuleOp module);
  func::FuncOp convertKernel(gpu::GPUModuleOp gpuModule, gpu::GPUFuncOp kernel,
                             SymbolTable &symbols);
  void lowerKernelBody(func::FuncOp func, StringRef kernelName);
  void lowerLaunch(gpu::LaunchFuncOp launch, func::FuncOp kernel,
                   StringRef kernelName);
  Value getStringAddress(OpBuilder &builder, Location loc, StringRef text);
  void declareRuntime(ModuleOp module);

  ModuleOp module;
  llvm::StringMap<LLVM::GlobalOp> strings;
};

//===----------------------------------------------------------------------===//
// GPU memory and synchronization ops
//===----------------------------------------------------------------------===//

/// Replaces the async token `op` produces, if any, by a placeholder: GPU
/// work on the host is synchronous, so tokens order nothing. Placeholders
/// that are still used at the end of the pass are diagnosed.
static void replaceToken(PatternRewriter &rewriter, Operation *op,
                         Value token) {
  if (!token)
    return;
  Value poison = ub::PoisonOp::create(rewriter, op->getLoc(), token.getType());
  rewriter.replaceAllUsesWith(token, poison);
}

struct AllocToHost : public OpRewritePattern<gpu::AllocOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(gpu::AllocOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getSymbolOperands().empty())
      return rewriter.notifyMatchFailure(op, "symbol operands");
    replaceToken(rewriter, op, op.getAsyncToken());
    // 64 bytes: what vectorized host code wants, more than any GPU type.
    auto alloc = memref::AllocOp::create(rewriter, op.getLoc(),
                                         op.getMemref().getType(),
                                         op.getDynamicSizes(), ValueRange(),
                                         rewriter.getI64IntegerAttr(64));
    rewriter.replaceAllUsesWith(op.getMemref(), alloc);
    rewriter.eraseOp(op);
    return success();
  }
};

/// A GPU memory op that becomes one host op: `build` creates it at the op.
template <typename OpTy>
struct MemoryOpToHost : public OpRewritePattern<OpTy> {
  using Build = void (*)(PatternRewriter &, OpTy);
  MemoryOpToHost(MLIRContext *context, Build build)
      : OpRewritePattern<OpTy>(context), build(build) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    replaceToken(rewriter, op, op.getAsyncToken());
    build(rewriter, op);
    rewriter.eraseOp(op);
    return success();
  }

  Build build;
};

static void populateMemoryOpsToHost(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<MemoryOpToHost<gpu::DeallocOp>>(
      ctx, [](PatternRewriter &b, gpu::DeallocOp op) {
        memref::DeallocOp::create(b, op.getLoc(), op.getMemref());
      });
  patterns.add<MemoryOpToHost<gpu::MemcpyOp>>(
      ctx, [](PatternRewriter &b, gpu::MemcpyOp op) {
        memref::CopyOp::create(b, op.getLoc(), op.getSrc(), op.getDst());
      });
  patterns.add<MemoryOpToHost<gpu::MemsetOp>>(
      ctx, [](PatternRewriter &b, gpu::MemsetOp op) {
        linalg::FillOp::create(b, op.getLoc(), op.getValue(), op.getDst());
      });
}

/// gpu.wait, gpu.host_register/unregister, gpu.set_default_device: nothing
/// to do on the host.
template <typename OpTy>
struct EraseOnHost : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if constexpr (std::is_same_v<OpTy, gpu::WaitOp>)
      replaceToken(rewriter, op, op.getAsyncToken());
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

/// Dialects whose ops exist only on a GPU.
static bool isDeviceOnlyDialect(Dialect *dialect) {
  if (!dialect)
    return false;
  StringRef ns = dialect->getNamespace();
  return ns == "nvvm" || ns == "rocdl" || ns == "nvgpu" || ns == "amdgpu";
}

/// True for the GPU ops the host target implements inside kernels.
static bool isSupportedGpuOp(Operation *op) {
  return isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
             gpu::GlobalIdOp, gpu::PrintfOp, gpu::ReturnOp>(op);
}

static bool isWorkgroupMemory(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  if (!memref)
    return false;
  auto space =
      dyn_cast_or_null<gpu::AddressSpaceAttr>(memref.getMemorySpace());
  return space && space.getValue() != gpu::AddressSpace::Global;
}

LogicalResult ConvertGPUToHostPass::checkKernels(ModuleOp module) {
  bool ok = true;
  auto refuse = [&](Operation *op, const Twine &what, StringRef kernel) {
    op->emitError() << what << " in kernel '" << kernel
                    << "' is not supported by the host target yet";
    ok = false;
  };
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    for (auto func : gpuModule.getOps<gpu::GPUFuncOp>()) {
      std::string name = (gpuModule.getName() + "::" + func.getName()).str();
      if (!func.isKernel()) {
        refuse(func, "device function '" + func.getName() + "'", name);
        continue;
      }
      if (func.getNumWorkgroupAttributions() ||
          func.getNumPrivateAttributions()) {
        refuse(func, "workgroup or private memory attribution", name);
        continue;
      }
      // One diagnostic per kernel: the first op it cannot run.
      func.walk([&](Operation *op) {
        if (op == func.getOperation())
          return WalkResult::advance();
        bool gpuOp = isa<gpu::GPUDialect>(op->getDialect());
        if ((gpuOp && !isSupportedGpuOp(op)) ||
            isDeviceOnlyDialect(op->getDialect())) {
          refuse(op, "'" + op->getName().getStringRef() + "'", name);
          return WalkResult::interrupt();
        }
        if (llvm::any_of(op->getResultTypes(), isWorkgroupMemory) ||
            llvm::any_of(op->getOperandTypes(), isWorkgroupMemory)) {
          refuse(op,
                 "workgroup memory ('" + op->getName().getStringRef() + "')",
                 name);
          return WalkResult::interrupt();
        }
        return WalkResult::advance();
      });
    }
  }
  // Helpers (func.func in a gpu.module) move to the host as they are; only
  // kernels receive the thread and block ids.
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    for (auto helper : gpuModule.getOps<func::FuncOp>()) {
      std::string name =
          (gpuModule.getName() + "::" + helper.getName()).str();
      helper.walk([&](Operation *op) {
        if (isa<gpu::GPUDialect>(op->getDialect()) ||
            isDeviceOnlyDialect(op->getDialect())) {
          op->emitError() << "'" << op->getName()
                          << "' in device function '" << name
                          << "' is not supported by the host target yet "
                             "(only kernels get thread and block ids)";
          ok = false;
          return WalkResult::interrupt();
        }
        return WalkResult::advance();
      });
    }
  }
  module.walk([&](gpu::LaunchFuncOp launch) {
    if (launch.hasClusterSize())
      refuse(launch, "a launch with thread-block clusters",
             (launch.getKernelModuleName().getValue() +
              "::" + launch.getKernelName().getValue())
                 .str());
  });
  module.walk([&](gpu::LaunchOp launch) {
    launch.emitError("'gpu.launch' must be outlined (gpu-kernel-outlining) "
                     "before dbg-convert-gpu-to-host");
    ok = false;
  });
  return success(ok);
}

Value ConvertGPUToHostPass::getStringAddress(OpBuilder &builder, Location loc,
                                             StringRef text) {
  auto it = strings.find(text);
  if (it == strings.end()) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    auto global = createStringGlobal(
        builder, loc, ("__dbg_host_str_" + Twine(strings.size())).str(), text);
    it = strings.insert({text, global}).first;
  }
  return LLVM::AddressOfOp::create(builder, loc, it->second);
}

void ConvertGPUToHostPass::declareRuntime(ModuleOp module) {
  OpBuilder builder(module.getContext());
  builder.setInsertionPointToEnd(module.getBody());
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  auto i64 = builder.getI64Type();
  auto declare = [&](StringRef name, TypeRange inputs) {
    if (module.lookupSymbol(name))
      return;
    auto func = func::FuncOp::create(builder, module.getLoc(), name,
                                     builder.getFunctionType(inputs, {}));
    func.setPrivate();
  };
  declare(kLaunchBegin, {ptr, i64, i64, i64, i64, i64, i64});
  declare(kLaunchEnd, {});
  declare(kAssertFail,
          {ptr, ptr, i64, ptr, i64, i64, i64, i64, i64, i64});
  if (!module.lookupSymbol("printf"))
    LLVM::LLVMFuncOp::create(
        builder, module.getLoc(), "printf",
        LLVM::LLVMFunctionType::get(builder.getI32Type(), {ptr},
                                    /*isVarArg=*/true));
}

/// The file, line and function that a failing device assert reports, from
/// the innermost callee of `loc`, as NVVM's __assertfail lowering does.
static void getAssertPosition(Location loc, std::string &file, int64_t &line,
                              std::string &function) {
  while (true) {
    if (auto callSite = dyn_cast<CallSiteLoc>(loc)) {
      loc = callSite.getCallee();
    } else if (auto name = dyn_cast<NameLoc>(loc)) {
      if (function.empty())
        function = name.getName().str();
      loc = name.getChildLoc();
    } else if (auto fused = dyn_cast<FusedLoc>(loc)) {
      if (fused.getLocations().empty())
        return;
      loc = fused.getLocations().front();
    } else if (auto fileLine = dyn_cast<FileLineColLoc>(loc)) {
      file = fileLine.getFilename().str();
      line = fileLine.getLine();
      return;
    } else {
      return;
    }
  }
}

void ConvertGPUToHostPass::lowerKernelBody(func::FuncOp func,
                                           StringRef kernelName) {
  OpBuilder builder(func.getContext());
  Block &entry = func.getBody().front();
  auto idArg = [&](unsigned base, gpu::Dimension dim) -> Value {
    return entry.getArgument(base + static_cast<unsigned>(dim));
  };
  SmallVector<Operation *> toErase;
  SmallVector<cf::AssertOp> asserts;
  func.walk([&](Operation *op) {
    builder.setInsertionPoint(op);
    Location loc = op->getLoc();
    Value replacement;
    if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
      replacement = idArg(kThreadId, id.getDimension());
    else if (auto id = dyn_cast<gpu::BlockIdOp>(op))
      replacement = idArg(kBlockId, id.getDimension());
    else if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
      replacement = idArg(kBlockDim, dim.getDimension());
    else if (auto dim = dyn_cast<gpu::GridDimOp>(op))
      replacement = idArg(kGridDim, dim.getDimension());
    else if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
      Value scaled = arith::MulIOp::create(
          builder, loc, idArg(kBlockId, id.getDimension()),
          idArg(kBlockDim, id.getDimension()));
      replacement = arith::AddIOp::create(builder, loc, scaled,
                                          idArg(kThreadId, id.getDimension()));
    } else if (isa<gpu::ReturnOp>(op)) {
      func::ReturnOp::create(builder, loc);
      toErase.push_back(op);
      return;
    } else if (auto print = dyn_cast<gpu::PrintfOp>(op)) {
      SmallVector<Value> args = {getStringAddress(builder, loc,
                                                  print.getFormat())};
      for (Value arg : print.getArgs()) {
        Type type = arg.getType();
        // C's default argument promotions for a variadic call.
        if (type.isIndex())
          arg = arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                           arg);
        else if (type.isInteger() && type.getIntOrFloatBitWidth() < 32)
          arg = arith::ExtSIOp::create(builder, loc, builder.getI32Type(), arg);
        else if (isa<FloatType>(type) && type.getIntOrFloatBitWidth() < 64)
          arg = arith::ExtFOp::create(builder, loc, builder.getF64Type(), arg);
        args.push_back(arg);
      }
      auto printf = module.lookupSymbol<LLVM::LLVMFuncOp>("printf");
      LLVM::CallOp::create(builder, loc, printf, args);
      toErase.push_back(op);
      return;
    } else if (auto assertOp = dyn_cast<cf::AssertOp>(op)) {
      asserts.push_back(assertOp);
      return;
    }
    if (replacement) {
      op->getResult(0).replaceAllUsesWith(replacement);
      toErase.push_back(op);
    }
  });
  for (Operation *op : toErase)
    op->erase();

  // A failing assert reports the thread as CUDA does and ends it: a split
  // when the assert is in the function body, else the report alone (the
  // thread then continues to its end).
  auto i64 = builder.getI64Type();
  for (cf::AssertOp assertOp : asserts) {
    Location loc = assertOp.getLoc();
    std::string file = "<unknown file>", function;
    int64_t line = 0;
    getAssertPosition(loc, file, line, function);
    if (function.empty())
      function = kernelName.str();
    Block *block = assertOp->getBlock();
    bool topLevel = block->getParent() == &func.getBody();
    Block *failBlock = nullptr;
    if (topLevel) {
      Block *rest = block->splitBlock(assertOp->getNextNode());
      failBlock = builder.createBlock(rest);
      builder.setInsertionPoint(assertOp);
      cf::CondBranchOp::create(builder, loc, assertOp.getArg(), rest,
                               ValueRange(), failBlock, ValueRange());
      builder.setInsertionPointToStart(failBlock);
    } else {
      builder.setInsertionPoint(assertOp);
      Value failed = arith::XOrIOp::create(
          builder, loc, assertOp.getArg(),
          arith::ConstantIntOp::create(builder, loc, 1, 1));
      auto ifOp = scf::IfOp::create(builder, loc, failed);
      builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    }
    SmallVector<Value> args = {
        getStringAddress(builder, loc, assertOp.getMsg()),
        getStringAddress(builder, loc, file),
        arith::ConstantIntOp::create(builder, loc, i64, line),
        getStringAddress(builder, loc, function)};
    for (unsigned base : {unsigned(kBlockId), unsigned(kThreadId)})
      for (unsigned d = 0; d < 3; ++d)
        args.push_back(arith::IndexCastOp::create(
            builder, loc, i64, entry.getArgument(base + d)));
    func::CallOp::create(builder, loc, kAssertFail, TypeRange(), args);
    if (topLevel)
      func::ReturnOp::create(builder, loc);
    assertOp.erase();
  }
}

func::FuncOp ConvertGPUToHostPass::convertKernel(gpu::GPUModuleOp gpuModule,
                                                 gpu::GPUFuncOp kernel,
                                                 SymbolTable &symbols) {
  OpBuilder builder(module.getContext());
  builder.setInsertionPoint(gpuModule);
  SmallVector<Type> inputs(kNumIdArgs, builder.getIndexType());
  llvm::append_range(inputs, kernel.getArgumentTypes());
  auto func = func::FuncOp::create(
      builder, kernel.getLoc(),
      ("__dbg_host_" + gpuModule.getName() + "_" + kernel.getName()).str(),
      builder.getFunctionType(inputs, {}));
  func.setPrivate();
  symbols.insert(func); // Renames on a clash.
  func.getBody().takeBody(kernel.getBody());
  Block &entry = func.getBody().front();
  SmallVector<Location> locs(kNumIdArgs, kernel.getLoc());
  for (unsigned i = 0; i < kNumIdArgs; ++i)
    entry.insertArgument(i, builder.getIndexType(), kernel.getLoc());
  lowerKernelBody(func, (gpuModule.getName() + "::" + kernel.getName()).str());
  return func;
}

void ConvertGPUToHostPass::lowerLaunch(gpu::LaunchFuncOp launch,
                                       func::FuncOp kernel,
                                       StringRef kernelName) {
  OpBuilder builder(launch);
  Location loc = launch.getLoc();
  auto toIndex = [&](Value v) -> Value {
    if (v.getType().isIndex())
      return v;
    return arith::IndexCastOp::create(builder, loc, builder.getIndexType(), v);
  };
  auto toI64 = [&](Value v) -> Value {
    return arith::IndexCastOp::create(builder, loc, builder.getI64Type(), v);
  };
  SmallVector<Value> grid = {toIndex(launch.getGridSizeX()),
                             toIndex(launch.getGridSizeY()),
                             toIndex(launch.getGridSizeZ())};
  SmallVector<Value> block = {toIndex(launch.getBlockSizeX()),
                              toIndex(launch.getBlockSizeY()),
                              toIndex(launch.getBlockSizeZ())};
  SmallVector<Value> beginArgs = {getStringAddress(builder, loc, kernelName)};
  for (Value v : llvm::concat<Value>(grid, block))
    beginArgs.push_back(toI64(v));
  func::CallOp::create(builder, loc, kLaunchBegin, TypeRange(), beginArgs);

  // Blocks outermost, then threads; z, y, x from the outside in.
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  SmallVector<Value> ids(6);
  SmallVector<std::pair<Value, unsigned>> loops = {
      {grid[2], 2}, {grid[1], 1}, {grid[0], 0},
      {block[2], 5}, {block[1], 4}, {block[0], 3}};
  for (auto [bound, slot] : loops) {
    auto loop = scf::ForOp::create(builder, loc, zero, bound, one);
    ids[slot] = loop.getInductionVar();
    builder.setInsertionPoint(loop.getBody()->getTerminator());
  }
  SmallVector<Value> args(ids);
  llvm::append_range(args, grid);
  llvm::append_range(args, block);
  llvm::append_range(args, launch.getKernelOperands());
  func::CallOp::create(builder, loc, kernel, args);

  builder.setInsertionPoint(launch);
  func::CallOp::create(builder, loc, kLaunchEnd, TypeRange(), ValueRange());
  if (Value token = launch.getAsyncToken())
    token.replaceAllUsesWith(
        ub::PoisonOp::create(builder, loc, token.getType()));
  launch.erase();
}

void ConvertGPUToHostPass::runOnOperation() {
  module = getOperation();
  strings.clear();
  if (failed(checkKernels(module)))
    return signalPassFailure();
  declareRuntime(module);

  SymbolTable symbols(module);
  llvm::DenseMap<std::pair<StringAttr, StringAttr>, func::FuncOp> kernels;
  SmallVector<gpu::GPUModuleOp> gpuModules(module.getOps<gpu::GPUModuleOp>());
  for (gpu::GPUModuleOp gpuModule : gpuModules) {
    // References inside the module resolve to its own symbols: rename them
    // with the functions that move out.
    SmallVector<std::pair<StringAttr, StringAttr>> renamed;
    SmallVector<Operation *> moved;
    for (auto helper :
         llvm::make_early_inc_range(gpuModule.getOps<func::FuncOp>())) {
      StringAttr oldName = helper.getNameAttr();
      helper->moveBefore(gpuModule);
      helper.setName(("__dbg_host_" + gpuModule.getName() + "_" +
                      oldName.getValue())
                         .str());
      helper.setPrivate();
      symbols.insert(helper); // Renames on a clash.
      renamed.push_back({oldName, helper.getNameAttr()});
      moved.push_back(helper);
    }
    for (auto kernel :
         llvm::make_early_inc_range(gpuModule.getOps<gpu::GPUFuncOp>())) {
      func::FuncOp func = convertKernel(gpuModule, kernel, symbols);
      kernels[{gpuModule.getNameAttr(), kernel.getNameAttr()}] = func;
      moved.push_back(func);
    }
    for (auto [oldName, newName] : renamed)
      for (Operation *op : moved)
        if (failed(SymbolTable::replaceAllSymbolUses(oldName, newName, op)))
          return signalPassFailure();
  }

  SmallVector<gpu::LaunchFuncOp> launches;
  module.walk([&](gpu::LaunchFuncOp launch) { launches.push_back(launch); });
  for (gpu::LaunchFuncOp launch : launches) {
    StringAttr moduleName = launch.getKernelModuleName();
    StringAttr kernelName = launch.getKernelName();
    func::FuncOp kernel = kernels.lookup({moduleName, kernelName});
    if (!kernel) {
      launch.emitError() << "kernel '" << moduleName.getValue()
                         << "::" << kernelName.getValue() << "' not found";
      return signalPassFailure();
    }
    lowerLaunch(launch, kernel,
                (moduleName.getValue() + "::" + kernelName.getValue()).str());
  }
  for (gpu::GPUModuleOp gpuModule : gpuModules)
    gpuModule.erase();
  module->removeAttr(gpu::GPUDialect::getContainerModuleAttrName());

  RewritePatternSet patterns(&getContext());
  patterns.add<AllocToHost, EraseOnHost<gpu::WaitOp>,
               EraseOnHost<gpu::HostRegisterOp>,
               EraseOnHost<gpu::HostUnregisterOp>,
               EraseOnHost<gpu::SetDefaultDeviceOp>>(&getContext());
  populateMemoryOpsToHost(patterns);
  // One walk: each op is rewritten once, nothing is folded or moved.
  walkAndApplyPatterns(module, std::move(patterns));

  // Tokens that still flow somewhere (loop-carried, yielded from
  // async.execute, passed to a call) cannot be dropped here.
  bool ok = true;
  module.walk([&](ub::PoisonOp poison) {
    if (!isa<gpu::AsyncTokenType>(poison.getType()))
      return;
    for (Operation *user : poison->getUsers()) {
      user->emitError() << "a GPU async token flows into '"
                        << user->getName()
                        << "', which the host target cannot lower yet";
      ok = false;
    }
    if (poison->use_empty())
      poison.erase();
  });
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
