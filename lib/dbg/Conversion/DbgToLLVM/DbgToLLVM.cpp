//===- DbgToLLVM.cpp - lower host-side dbg ops to libdbgrt calls ----------===//
//
// Implements convert-dbg-to-llvm: dbg.site becomes a constant DbgrtSite
// record, the module's sites a registered site table, and the dispatch
// markers guarded calls into libdbgrt (runtime/include/dbgrt/dbgrt.h).
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/DbgToLLVM/DbgToLLVM.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/StringGlobals.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTDBGTOLLVMPASS
#include "dbg/Conversion/Passes.h.inc"

// What this lowering adds to a module besides the runtime's own symbols.
static constexpr StringLiteral kSiteTable = "__dbg_site_table";
static constexpr StringLiteral kDefaultOptions = "__dbg_default_options";
static constexpr StringLiteral kRegisterCtor = "__dbg_register_sites";
/// Runs before the kernel-module loaders that gpu-to-llvm's translation
/// registers at priority 123, so options apply to module loading too.
static constexpr int kRegisterCtorPriority = 101;

namespace {

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// dbg.site -> constant DbgrtSite global under the same symbol.
struct SiteOpLowering : public ConvertOpToLLVMPattern<SiteOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(SiteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    LLVM::LLVMStructType structType = abi::getSiteType(getContext());
    auto global = LLVM::GlobalOp::create(
        rewriter, loc, structType, /*isConstant=*/true, LLVM::Linkage::Internal,
        op.getSymName(), Attribute());
    Block *init = rewriter.createBlock(&global.getInitializerRegion());
    rewriter.setInsertionPointToStart(init);
    Value record = LLVM::UndefOp::create(rewriter, loc, structType);
    for (size_t index = 0; index < abi::kNumSiteFields; ++index) {
      Value field =
          buildField(static_cast<abi::SiteField>(index), op, rewriter, global);
      record = LLVM::InsertValueOp::create(rewriter, loc, record, field,
                                           static_cast<int64_t>(index));
    }
    LLVM::ReturnOp::create(rewriter, loc, record);
    rewriter.eraseOp(op);
    return success();
  }

private:
  /// The value of one field of `op`'s record, built in the record's
  /// initializer; strings become private globals before `record`.
  static Value buildField(abi::SiteField field, SiteOp op, OpBuilder &builder,
                          LLVM::GlobalOp record) {
    Location loc = op.getLoc();
    auto i32 = builder.getI32Type();
    auto string = [&](StringRef suffix, StringRef value) -> Value {
      LLVM::GlobalOp global;
      {
        OpBuilder::InsertionGuard guard(builder);
        builder.setInsertionPoint(record);
        global = createStringGlobal(
            builder, loc, (op.getSymName() + "." + suffix).str(), value);
      }
      return LLVM::AddressOfOp::create(builder, loc, global);
    };
// Every field of Abi.def must be filled: a missing case does not compile.
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wswitch"
    switch (field) {
    case abi::SiteField::kind:
      return LLVM::ConstantOp::create(builder, loc, i32,
                                      static_cast<int32_t>(op.getKind()));
    case abi::SiteField::ordinal:
      return LLVM::ConstantOp::create(
          builder, loc, i32,
          static_cast<int32_t>(op.getOrdinal().value_or(-1)));
    case abi::SiteField::function:
      if (!op.getFunction())
        return LLVM::ZeroOp::create(
            builder, loc, LLVM::LLVMPointerType::get(builder.getContext()));
      return string("function", *op.getFunction());
    case abi::SiteField::kernel:
      return string("kernel", op.getKernel());
    case abi::SiteField::opName:
      return string("op", op.getOpName());
    case abi::SiteField::location:
      return string("loc", op.getLocation());
    }
#pragma GCC diagnostic pop
    llvm_unreachable("unknown site field");
  }
};

/// Splits the block at `op` and emits `if (dbgrt_hooks != 0) { <call> }`
/// around it; `emitCall` builds the call in the conditional block. `op` is
/// erased.
static void emitGuardedCall(Operation *op, ConversionPatternRewriter &rewriter,
                            function_ref<void(OpBuilder &)> emitCall) {
  Location loc = op->getLoc();
  MLIRContext *ctx = op->getContext();
  Block *before = op->getBlock();
  Block *after = rewriter.splitBlock(before, op->getIterator());
  Block *callBlock = rewriter.createBlock(after);

  rewriter.setInsertionPointToEnd(before);
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  auto i32 = rewriter.getI32Type();
  Value hooksAddress =
      LLVM::AddressOfOp::create(rewriter, loc, ptrType, abi::dbgrt_hooks.name);
  Value hooks = LLVM::LoadOp::create(rewriter, loc, i32, hooksAddress);
  Value zero = LLVM::ConstantOp::create(rewriter, loc, i32, 0);
  Value enabled =
      LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne, hooks, zero);
  // Hooks are off in production runs: tell LLVM which way the branch goes.
  auto branch = LLVM::CondBrOp::create(rewriter, loc, enabled, callBlock,
                                       ValueRange(), after, ValueRange());
  branch.setBranchWeights(ArrayRef<int32_t>{1, 2000});

  rewriter.setInsertionPointToEnd(callBlock);
  emitCall(rewriter);
  LLVM::BrOp::create(rewriter, loc, ValueRange(), after);
  rewriter.eraseOp(op);
}

/// Widens a converted launch size (i32, i64) to the i64 libdbgrt takes.
static Value toI64(OpBuilder &builder, Location loc, Value value) {
  auto i64 = builder.getI64Type();
  if (value.getType() == i64)
    return value;
  return LLVM::ZExtOp::create(builder, loc, i64, value);
}

/// Lowers a dispatch marker to `if (dbgrt_hooks) <call>`; subclasses build
/// the call.
template <typename MarkerOp>
struct MarkerLowering : public ConvertOpToLLVMPattern<MarkerOp> {
  using ConvertOpToLLVMPattern<MarkerOp>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename MarkerOp::Adaptor;

  LogicalResult
  matchAndRewrite(MarkerOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    if (!isa<FunctionOpInterface>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "not directly in a function");
    Location loc = op.getLoc();
    emitGuardedCall(op, rewriter, [&](OpBuilder &builder) {
      Value site = LLVM::AddressOfOp::create(
          builder, loc, LLVM::LLVMPointerType::get(op.getContext()),
          op.getSite());
      emitCall(adaptor, builder, loc, site);
    });
    return success();
  }

  virtual void emitCall(OpAdaptor adaptor, OpBuilder &builder, Location loc,
                        Value site) const = 0;
};

struct DispatchBeginOpLowering : public MarkerLowering<DispatchBeginOp> {
  using MarkerLowering::MarkerLowering;

  void emitCall(OpAdaptor adaptor, OpBuilder &builder, Location loc,
                Value site) const override {
    SmallVector<Value> args = {site};
    for (Value size :
         {adaptor.getGridX(), adaptor.getGridY(), adaptor.getGridZ(),
          adaptor.getBlockX(), adaptor.getBlockY(), adaptor.getBlockZ()})
      args.push_back(toI64(builder, loc, size));
    abi::createCall(builder, loc, abi::dbgrtDispatchBegin, args);
  }
};

struct DispatchEndOpLowering : public MarkerLowering<DispatchEndOp> {
  using MarkerLowering::MarkerLowering;

  void emitCall(OpAdaptor, OpBuilder &builder, Location loc,
                Value site) const override {
    abi::createCall(builder, loc, abi::dbgrtDispatchEnd, ValueRange{site});
  }
};

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

class ConvertDbgToLLVMPass
    : public impl::ConvertDbgToLLVMPassBase<ConvertDbgToLLVMPass> {
public:
  using ConvertDbgToLLVMPassBase::ConvertDbgToLLVMPassBase;
  void runOnOperation() override;

private:
  void declareRuntime(ModuleOp module);
  void emitSiteRegistration(ModuleOp module, ArrayRef<std::string> sites,
                            StringAttr defaultOptions);
};

} // namespace

void populateDbgToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns) {
  patterns.add<SiteOpLowering, DispatchBeginOpLowering, DispatchEndOpLowering>(
      converter);
}

void ConvertDbgToLLVMPass::declareRuntime(ModuleOp module) {
  // Declared up front: the patterns call them from nested blocks, and a
  // conversion pattern must not insert at module level.
  OpBuilder builder(module.getContext());
  abi::declareGlobal(builder, module, abi::dbgrt_hooks);
  abi::declareFunction(builder, module, abi::dbgrtDispatchBegin);
  abi::declareFunction(builder, module, abi::dbgrtDispatchEnd);
  abi::declareFunction(builder, module, abi::dbgrtRegisterSites);
}

void ConvertDbgToLLVMPass::emitSiteRegistration(ModuleOp module,
                                                ArrayRef<std::string> sites,
                                                StringAttr defaultOptions) {
  MLIRContext *ctx = module.getContext();
  Location loc = module.getLoc();
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(module.getBody());
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  auto i64 = builder.getI64Type();

  // __dbg_site_table: const DbgrtSite *[N].
  auto tableType = LLVM::LLVMArrayType::get(ptrType, sites.size());
  auto table = LLVM::GlobalOp::create(
      builder, loc, tableType,
      /*isConstant=*/true, LLVM::Linkage::Internal, kSiteTable, Attribute());
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(
        builder.createBlock(&table.getInitializerRegion()));
    Value array = LLVM::UndefOp::create(builder, loc, tableType);
    for (auto [index, site] : llvm::enumerate(sites)) {
      Value address = LLVM::AddressOfOp::create(builder, loc, ptrType, site);
      array = LLVM::InsertValueOp::create(builder, loc, array, address,
                                          static_cast<int64_t>(index));
    }
    LLVM::ReturnOp::create(builder, loc, array);
  }
  LLVM::GlobalOp options;
  if (defaultOptions)
    options = createStringGlobal(builder, loc, kDefaultOptions,
                                 defaultOptions.getValue());

  auto voidType = LLVM::LLVMVoidType::get(ctx);
  auto ctor = LLVM::LLVMFuncOp::create(
      builder, loc, kRegisterCtor, LLVM::LLVMFunctionType::get(voidType, {}),
      LLVM::Linkage::Internal);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(ctor.addEntryBlock(builder));
    Value tableAddress =
        LLVM::AddressOfOp::create(builder, loc, ptrType, kSiteTable);
    Value count = LLVM::ConstantOp::create(builder, loc, i64,
                                           static_cast<int64_t>(sites.size()));
    Value optionsAddress =
        options ? Value(LLVM::AddressOfOp::create(builder, loc, options))
                : Value(LLVM::ZeroOp::create(builder, loc, ptrType));
    abi::createCall(builder, loc, abi::dbgrtRegisterSites,
                    ValueRange{tableAddress, count, optionsAddress});
    LLVM::ReturnOp::create(builder, loc, ValueRange());
  }

  // Append to an existing llvm.mlir.global_ctors, if any.
  SmallVector<Attribute> ctors, priorities, data;
  LLVM::GlobalCtorsOp existing;
  for (auto op : module.getOps<LLVM::GlobalCtorsOp>())
    existing = op;
  if (existing) {
    llvm::append_range(ctors, existing.getCtors());
    llvm::append_range(priorities, existing.getPriorities());
    llvm::append_range(data, existing.getData());
    existing.erase();
  }
  ctors.push_back(FlatSymbolRefAttr::get(ctx, kRegisterCtor));
  priorities.push_back(builder.getI32IntegerAttr(kRegisterCtorPriority));
  data.push_back(LLVM::ZeroAttr::get(ctx));
  LLVM::GlobalCtorsOp::create(builder, loc, builder.getArrayAttr(ctors),
                              builder.getArrayAttr(priorities),
                              builder.getArrayAttr(data));
}

void ConvertDbgToLLVMPass::runOnOperation() {
  ModuleOp module = getOperation();
  MLIRContext *ctx = &getContext();

  // The guard splits the marker's block, which structured control flow
  // cannot hold: report that clearly rather than as a legalization failure.
  WalkResult placement = module.walk([](Operation *op) {
    if (!isa<DispatchBeginOp, DispatchEndOp>(op) ||
        isa<FunctionOpInterface>(op->getParentOp()))
      return WalkResult::advance();
    op->emitOpError("must be directly in a function body to be lowered, but "
                    "is nested in '")
        << op->getParentOp()->getName()
        << "'; run convert-scf-to-cf before convert-dbg-to-llvm";
    return WalkResult::interrupt();
  });
  if (placement.wasInterrupted())
    return signalPassFailure();

  SmallVector<std::string> sites;
  for (SiteOp site : module.getOps<SiteOp>())
    sites.push_back(site.getSymName().str());
  auto defaultOptions = module->getAttrOfType<StringAttr>(
      DbgDialect::getDefaultOptionsAttrName());
  bool hasMarkers = false;
  module.walk([&](Operation *op) {
    if (isa<DispatchBeginOp, DispatchEndOp>(op)) {
      hasMarkers = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (sites.empty() && !hasMarkers && !defaultOptions)
    return;

  declareRuntime(module);

  LowerToLLVMOptions options(ctx);
  LLVMTypeConverter converter(ctx, options);
  RewritePatternSet patterns(ctx);
  populateDbgToLLVMConversionPatterns(converter, patterns);
  ConversionTarget target(*ctx);
  target.addLegalDialect<LLVM::LLVMDialect>();
  target.addIllegalDialect<DbgDialect>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  if (failed(applyPartialConversion(module, target, std::move(patterns))))
    return signalPassFailure();

  emitSiteRegistration(module, sites, defaultOptions);
  module->removeAttr(DbgDialect::getDefaultOptionsAttrName());
}

} // namespace mlir::dbg
