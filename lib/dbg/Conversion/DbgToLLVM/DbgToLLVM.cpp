//===- DbgToLLVM.cpp - lower host-side dbg ops to libdbgrt calls ----------===//
//
// Implements convert-dbg-to-llvm: the module's dbg.site ops become one
// registered site table (an array of DbgrtSiteRecord words and one string
// blob, two flat constants however many sites there are), and each dispatch
// marker a call into libdbgrt (runtime/include/dbgrt/Abi.def) with its
// site's id.
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/DbgToLLVM/DbgToLLVM.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"
#include "dbg/Support/StringGlobals.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <optional>

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTDBGTOLLVMPASS
#include "dbg/Conversion/Passes.h.inc"

// What this lowering adds to a module besides the runtime's own symbols.
static constexpr StringLiteral kSiteTable = "__dbg_site_table";
static constexpr StringLiteral kSiteStrings = "__dbg_site_strings";
static constexpr StringLiteral kDefaultOptions = "__dbg_default_options";
static constexpr StringLiteral kRegisterCtor = "__dbg_register_sites";
/// Runs before the kernel-module loaders that gpu-to-llvm's translation
/// registers at priority 123, so options apply to module loading too.
static constexpr int kRegisterCtorPriority = 101;

namespace {

//===----------------------------------------------------------------------===//
// Site table
//===----------------------------------------------------------------------===//

/// A module's sites as libdbgrt reads them: one DbgrtSiteRecord per dbg.site,
/// in module order, as int64 words (one per DBGRT_SITE_FIELD), and the
/// strings their STR fields point into, each once.
class SiteTable {
public:
  explicit SiteTable(ModuleOp module) {
    for (SiteOp site : module.getOps<SiteOp>()) {
      indices[site.getSymName()] = static_cast<int64_t>(indices.size());
      for (size_t field = 0; field < abi::kNumSiteFields; ++field)
        words.push_back(getField(static_cast<abi::SiteField>(field), site));
    }
  }

  int64_t size() const { return static_cast<int64_t>(indices.size()); }
  ArrayRef<int64_t> getWords() const { return words; }
  StringRef getStrings() const { return strings; }
  /// The index of the first word of `site`'s record.
  int64_t getFirstWord(StringRef site) const {
    return indices.lookup(site) * static_cast<int64_t>(abi::kNumSiteFields);
  }
  /// The id in `site`'s record (getSiteId, computed once, here).
  int64_t getId(StringRef site) const {
    return words[getFirstWord(site) + static_cast<int64_t>(abi::SiteField::id)];
  }

private:
  int64_t getField(abi::SiteField field, SiteOp op) {
    auto string = [&](std::optional<StringRef> value) -> int64_t {
      if (!value)
        return -1;
      auto [it, inserted] =
          offsets.try_emplace(*value, static_cast<int64_t>(strings.size()));
      if (inserted) {
        strings.append(value->begin(), value->end());
        strings.push_back('\0');
      }
      return it->second;
    };
// Every field of Abi.def must be filled: a missing case does not compile.
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wswitch"
    switch (field) {
    case abi::SiteField::kind:
      return static_cast<int64_t>(op.getKind());
    case abi::SiteField::ordinal:
      return op.getOrdinal().value_or(-1);
    case abi::SiteField::function:
      return string(op.getFunction());
    case abi::SiteField::kernel:
      return string(op.getKernel());
    case abi::SiteField::opName:
      return string(op.getOpName());
    case abi::SiteField::location:
      return string(op.getLocation());
    case abi::SiteField::id:
      return static_cast<int64_t>(getSiteId(op));
    case abi::SiteField::flags:
      return (op.getWarn() ? abi::kSITE_FLAG_WARN : 0) |
             (op.getAsync() ? abi::kSITE_FLAG_ASYNC : 0);
    case abi::SiteField::what:
      return string(op.getWhat());
    case abi::SiteField::detail:
      return string(op.getDetail());
    case abi::SiteField::operands:
      return string(op.getOperands());
    case abi::SiteField::reference:
      return string(op.getReferenceOperands());
    case abi::SiteField::deviceReference:
      return string(op.getDeviceReference());
    case abi::SiteField::source:
      return string(op.getSource());
    case abi::SiteField::signature:
      return string(op.getSignature());
    case abi::SiteField::buildFlags:
      return string(op.getBuildFlags());
    case abi::SiteField::knownSizes:
      return string(op.getKnownSizes());
    case abi::SiteField::footprint:
      return string(op.getFootprint());
    }
#pragma GCC diagnostic pop
    llvm_unreachable("unknown site field");
  }

  llvm::StringMap<int64_t> indices;
  llvm::StringMap<int64_t> offsets;
  SmallVector<int64_t> words;
  std::string strings;
};

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct ConvertDbgToLLVMPass
    : impl::ConvertDbgToLLVMPassBase<ConvertDbgToLLVMPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  void declareRuntime(ModuleOp module);
  /// A symbol registered with one of a dispatch site's fields: its
  /// reference (dbgrtRegisterReference), its kernel's host build
  /// (dbgrtRegisterHostKernel).
  struct SiteSymbol {
    StringRef site;
    FlatSymbolRefAttr symbol;
    const abi::Function *registration;
  };
  void emitSiteRegistration(ModuleOp module, const SiteTable &sites,
                            StringAttr defaultOptions,
                            ArrayRef<SiteSymbol> siteSymbols);
};

} // namespace

/// The address of `site`'s record in the module's site table, at the
/// builder's insertion point: a constant GEP into one global.
static Value createSiteAddress(OpBuilder &builder, Location loc,
                               const SiteTable &sites, StringRef site) {
  auto ptr = LLVM::LLVMPointerType::get(builder.getContext());
  Value table = LLVM::AddressOfOp::create(builder, loc, ptr, kSiteTable);
  return LLVM::GEPOp::create(
      builder, loc, ptr, builder.getI64Type(), table,
      ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(sites.getFirstWord(site))},
      LLVM::GEPNoWrapFlags::inbounds);
}

/// When nothing but ops that call nothing (the stores of its frame) comes
/// between `marker` and a host launch (dbgrtHostLaunch or
/// dbgrtHostLaunchAsync, without a site id yet), returns that launch: it
/// can take the site id, and the marker call is not needed.
static LLVM::CallOp getMarkedHostLaunch(DispatchOp marker) {
  for (Operation *op = marker->getNextNode(); op; op = op->getNextNode()) {
    if (op->getNumRegions() || isa_and_nonnull<DbgDialect>(op->getDialect()))
      return {};
    if (!isa<CallOpInterface>(op))
      continue;
    auto call = dyn_cast<LLVM::CallOp>(op);
    std::optional<StringRef> callee =
        call ? call.getCallee() : std::optional<StringRef>();
    if (!callee || (*callee != abi::dbgrtHostLaunch.name &&
                    *callee != abi::dbgrtHostLaunchAsync.name))
      return {};
    // The site id is the last parameter of both; 0 is none.
    IntegerAttr siteId;
    if (!matchPattern(call.getArgOperands().back(), m_Constant(&siteId)) ||
        !siteId.getValue().isZero())
      return {};
    return call;
  }
  return {};
}

/// Lowers every dispatch and memory op marker of `module` in place:
///   dbg.dispatch @s -> dbgrtDispatch(<id of @s>)
/// one call with one constant argument: no stack slot, no address, no value
/// shared with any other call, so that a function with thousands of
/// dispatches keeps LLVM's back end linear in them (a pointer into the site
/// table would be one more address materialized per dispatch, which x86's
/// LEA optimization compares pairwise). Markers may sit in any region. A
/// host launch right after its marker takes the site id instead, and the
/// marker calls nothing: an instrumented host dispatch is then as much code
/// as a plain one. libdbgrt reads the dispatch's operands from the launch's
/// own arguments.
static void lowerMarkers(ModuleOp module, const SiteTable &sites) {
  SmallVector<DispatchOp> markers;
  module.walk([&](DispatchOp marker) { markers.push_back(marker); });
  OpBuilder builder(module.getContext());
  Type i64 = builder.getI64Type();
  for (DispatchOp marker : markers) {
    int64_t id = sites.getId(marker.getSite());
    if (LLVM::CallOp launch = getMarkedHostLaunch(marker)) {
      builder.setInsertionPoint(launch);
      OpOperand &siteId =
          launch->getOpOperand(launch.getArgOperands().getBeginOperandIndex() +
                               launch.getArgOperands().size() - 1);
      Operation *none = siteId.get().getDefiningOp();
      siteId.set(LLVM::ConstantOp::create(builder, launch.getLoc(), i64, id));
      if (none->use_empty())
        none->erase();
    } else {
      builder.setInsertionPoint(marker);
      Location loc = marker.getLoc();
      abi::createCall(builder, loc, abi::dbgrtDispatch,
                      {LLVM::ConstantOp::create(builder, loc, i64, id)});
    }
    marker->erase();
  }
  // dbg.memory_op @s -> dbgrtMemoryOp(<id of @s>), declared where used.
  SmallVector<MemoryOp> memoryOps;
  module.walk([&](MemoryOp marker) { memoryOps.push_back(marker); });
  if (!memoryOps.empty())
    abi::declareFunction(builder, module, abi::dbgrtMemoryOp);
  for (MemoryOp marker : memoryOps) {
    builder.setInsertionPoint(marker);
    Location loc = marker.getLoc();
    abi::createCall(builder, loc, abi::dbgrtMemoryOp,
                    {LLVM::ConstantOp::create(builder, loc, i64,
                                              sites.getId(marker.getSite()))});
    marker->erase();
  }
}

/// dbg.scan_finite -> dbgrtScanNonFinite(site, address, elements, type).
/// Its index operands come from ops already lowered: casts to i64 that
/// reconcile-unrealized-casts folds.
static void lowerScans(ModuleOp module, const SiteTable &sites) {
  SmallVector<ScanFiniteOp> scans;
  module.walk([&](ScanFiniteOp scan) { scans.push_back(scan); });
  if (scans.empty())
    return;
  OpBuilder builder(module.getContext());
  abi::declareFunction(builder, module, abi::dbgrtScanNonFinite);
  auto i64 = builder.getI64Type();
  auto i32 = builder.getI32Type();
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  for (ScanFiniteOp scan : scans) {
    builder.setInsertionPoint(scan);
    Location loc = scan.getLoc();
    auto toI64 = [&](Value index) {
      return UnrealizedConversionCastOp::create(builder, loc, i64, index)
          .getResult(0);
    };
    Type element = scan.getElementType();
    int64_t code = element.isF16()    ? abi::kSCAN_F16
                   : element.isBF16() ? abi::kSCAN_BF16
                   : element.isF64()  ? abi::kSCAN_F64
                                      : abi::kSCAN_F32;
    Value site = createSiteAddress(builder, loc, sites, scan.getSite());
    Value data =
        LLVM::IntToPtrOp::create(builder, loc, ptr, toI64(scan.getAddress()));
    abi::createCall(builder, loc, abi::dbgrtScanNonFinite,
                    {site, data, toI64(scan.getElements()),
                     LLVM::ConstantOp::create(builder, loc, i32, code)});
    scan.erase();
  }
}

/// dbg.read_descriptor -> reads of the memref's descriptor struct (its
/// memref operand comes from the memref lowering, through a cast that
/// reconcile-unrealized-casts folds).
static void lowerReadDescriptor(OpBuilder &builder, ReadDescriptorOp read,
                                const LLVMTypeConverter &converter) {
  Location loc = read.getLoc();
  Type structType = converter.convertType(read.getMemref().getType());
  if (!structType) {
    read.emitOpError("has a memref type the LLVM lowering does not know");
    return;
  }
  auto i64 = builder.getI64Type();
  auto index = builder.getIndexType();
  Value descriptor = UnrealizedConversionCastOp::create(
                         builder, loc, structType, read.getMemref())
                         .getResult(0);
  auto field = [&](ArrayRef<int64_t> position) -> Value {
    return LLVM::ExtractValueOp::create(builder, loc, descriptor, position);
  };
  auto toIndex = [&](Value value) {
    return UnrealizedConversionCastOp::create(builder, loc, index, value)
        .getResult(0);
  };
  int64_t rank = cast<MemRefType>(read.getMemref().getType()).getRank();
  SmallVector<Value> values;
  values.push_back(
      toIndex(LLVM::PtrToIntOp::create(builder, loc, i64, field({1}))));
  values.push_back(toIndex(field({2})));
  for (int64_t group : {3, 4})
    for (int64_t dim = 0; dim < rank; ++dim)
      values.push_back(toIndex(field({group, dim})));
  read.replaceAllUsesWith(values);
  read.erase();
}

/// dbg.memory_kind -> dbgrtMemoryKind(address); dbg.checkpoint ->
/// dbgrtCheckpoint(). Index operands and results cross to i64/i32 through
/// casts that reconcile-unrealized-casts folds.
static void lowerHostQueries(ModuleOp module,
                             const LLVMTypeConverter &converter) {
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isa<MemoryKindOp, CheckpointOp, ReadDescriptorOp>(op))
      ops.push_back(op);
  });
  if (ops.empty())
    return;
  OpBuilder builder(module.getContext());
  auto i64 = builder.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  for (Operation *op : ops) {
    builder.setInsertionPoint(op);
    Location loc = op->getLoc();
    if (auto read = dyn_cast<ReadDescriptorOp>(op)) {
      lowerReadDescriptor(builder, read, converter);
      continue;
    }
    if (isa<CheckpointOp>(op)) {
      abi::declareFunction(builder, module, abi::dbgrtCheckpoint);
      abi::createCall(builder, loc, abi::dbgrtCheckpoint, {});
      op->erase();
      continue;
    }
    auto query = cast<MemoryKindOp>(op);
    abi::declareFunction(builder, module, abi::dbgrtMemoryKind);
    Value address = UnrealizedConversionCastOp::create(builder, loc, i64,
                                                       query.getAddress())
                        .getResult(0);
    Value data = LLVM::IntToPtrOp::create(builder, loc, ptr, address);
    Value kind =
        abi::createCall(builder, loc, abi::dbgrtMemoryKind, {data}).getResult();
    query.getKind().replaceAllUsesWith(kind);
    query.erase();
  }
}

void ConvertDbgToLLVMPass::declareRuntime(ModuleOp module) {
  OpBuilder builder(module.getContext());
  abi::declareFunction(builder, module, abi::dbgrtRegisterSites);
  abi::declareFunction(builder, module, abi::dbgrtDispatch);
}

void ConvertDbgToLLVMPass::emitSiteRegistration(
    ModuleOp module, const SiteTable &sites, StringAttr defaultOptions,
    ArrayRef<SiteSymbol> siteSymbols) {
  MLIRContext *ctx = module.getContext();
  Location loc = module.getLoc();
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(module.getBody());
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  auto i64 = builder.getI64Type();

  // __dbg_site_table: DbgrtSiteRecord[N] as int64_t words, and
  // __dbg_site_strings: the strings they point into. Dense constants, so
  // that the table costs the same to build and translate at any size. A
  // module without sites (only run-time defaults) registers none.
  ArrayRef<int64_t> words = sites.getWords();
  StringRef blob = sites.getStrings();
  if (sites.size() > 0) {
    auto wordCount = static_cast<int64_t>(words.size());
    LLVM::GlobalOp::create(
        builder, loc, LLVM::LLVMArrayType::get(i64, wordCount),
        /*isConstant=*/true, LLVM::Linkage::Internal, kSiteTable,
        DenseElementsAttr::get(RankedTensorType::get({wordCount}, i64), words));
    LLVM::GlobalOp::create(
        builder, loc,
        LLVM::LLVMArrayType::get(builder.getI8Type(), blob.size()),
        /*isConstant=*/true, LLVM::Linkage::Private, kSiteStrings,
        builder.getStringAttr(blob));
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
    auto constant = [&](int64_t value) -> Value {
      return LLVM::ConstantOp::create(builder, loc, i64, value);
    };
    Value optionsAddress =
        options ? Value(LLVM::AddressOfOp::create(builder, loc, options))
                : Value(LLVM::ZeroOp::create(builder, loc, ptrType));
    auto address = [&](StringRef global) -> Value {
      if (sites.size() == 0)
        return LLVM::ZeroOp::create(builder, loc, ptrType);
      return LLVM::AddressOfOp::create(builder, loc, ptrType, global);
    };
    abi::createCall(builder, loc, abi::dbgrtRegisterSites,
                    ValueRange{address(kSiteTable), constant(sites.size()),
                               address(kSiteStrings),
                               constant(static_cast<int64_t>(blob.size())),
                               optionsAddress});
    for (const SiteSymbol &registered : siteSymbols) {
      abi::declareFunction(builder, module, *registered.registration);
      abi::createCall(
          builder, loc, *registered.registration,
          ValueRange{createSiteAddress(builder, loc, sites, registered.site),
                     LLVM::AddressOfOp::create(builder, loc, ptrType,
                                               registered.symbol.getValue())});
    }
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

//===----------------------------------------------------------------------===//
// Host builds
//===----------------------------------------------------------------------===//

/// Whether `op` declares a function or global defined elsewhere (libdbgrt,
/// the C library).
static bool isDeclaration(Operation *op) {
  if (auto function = dyn_cast<FunctionOpInterface>(op))
    return function.isExternal();
  if (auto global = dyn_cast<LLVM::GlobalOp>(op))
    return global.getInitializerRegion().empty() && !global.getValueOrNull();
  return false;
}

/// Moves the host build `nested` (embed-host-kernels) into `module`: its
/// copies of check sites go (the module's own stay), a declaration the
/// module has too is the module's, and a symbol whose name the module took
/// since the build was made is renamed with its uses (nothing outside the
/// build names them but its record, whose name embed-host-kernels made
/// unique).
static LogicalResult mergeHostBuild(ModuleOp module, ModuleOp nested,
                                    SymbolTable &symbols) {
  SymbolTable nestedSymbols(nested);
  SmallVector<Operation *> moving;
  DenseMap<StringAttr, StringAttr> renamed;
  for (Operation &op : llvm::make_early_inc_range(*nested.getBody())) {
    if (isa<SiteOp>(op)) {
      op.erase();
      continue;
    }
    if (auto symbol = dyn_cast<SymbolOpInterface>(op)) {
      if (Operation *existing = symbols.lookup(symbol.getNameAttr())) {
        if (isDeclaration(&op) && existing->getName() == op.getName()) {
          op.erase();
          continue;
        }
        StringAttr oldName = symbol.getNameAttr();
        FailureOr<StringAttr> newName =
            nestedSymbols.renameToUnique(&op, {&symbols});
        if (failed(newName))
          return op.emitOpError("cannot be given a unique name");
        renamed[oldName] = *newName;
      }
    }
    moving.push_back(&op);
  }
  for (Operation *op : moving) {
    op->moveBefore(module.getBody(), module.getBody()->end());
    if (isa<SymbolOpInterface>(op))
      symbols.insert(op);
  }
  nested.erase();
  // The dispatch sites that name the build's record by its old name (only
  // host builds' records are named by sites).
  if (!renamed.empty())
    for (SiteOp site : module.getOps<SiteOp>())
      if (FlatSymbolRefAttr host = site.getHostKernelAttr())
        if (StringAttr name = renamed.lookup(host.getAttr()))
          site.setHostKernelAttr(FlatSymbolRefAttr::get(name));
  return success();
}

/// Moves every host build nested in `module` into it.
static LogicalResult mergeHostBuilds(ModuleOp module) {
  auto builds = llvm::to_vector(
      llvm::make_filter_range(module.getOps<ModuleOp>(), [](ModuleOp nested) {
        return nested->hasAttr(DbgDialect::getHostBuildAttrName());
      }));
  if (builds.empty())
    return success();
  SymbolTable symbols(module);
  for (ModuleOp nested : builds)
    if (failed(mergeHostBuild(module, nested, symbols)))
      return failure();
  return success();
}

/// Reports the dbg ops and attributes of `module` that are in a nested
/// module: the site table, its registration and the run-time defaults
/// belong to the module the pass runs on, and a nested module's would be
/// dropped without a word.
static LogicalResult checkNoNestedDbgOps(ModuleOp module) {
  WalkResult result = module.walk([&](Operation *op) {
    auto nested = dyn_cast<ModuleOp>(op);
    if (nested && nested != module &&
        nested->hasAttr(DbgDialect::getDefaultOptionsAttrName())) {
      nested.emitError() << "'" << DbgDialect::getDefaultOptionsAttrName()
                         << "' on a nested module: convert-dbg-to-llvm "
                            "lowers the dbg ops and run-time defaults of the "
                            "module it runs on";
      return WalkResult::interrupt();
    }
    if (isa<SiteOp, DispatchOp, MemoryOp>(op) &&
        op->getParentOfType<ModuleOp>() != module) {
      op->emitOpError() << "in a nested module: convert-dbg-to-llvm lowers "
                           "the dbg ops of the module it runs on (run it on "
                           "the nested module, or move the op)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

void ConvertDbgToLLVMPass::runOnOperation() {
  ModuleOp module = getOperation();
  MLIRContext *ctx = &getContext();
  if (failed(mergeHostBuilds(module)) || failed(checkNoNestedDbgOps(module)))
    return signalPassFailure();

  auto defaultOptions = module->getAttrOfType<StringAttr>(
      DbgDialect::getDefaultOptionsAttrName());
  // A reference nothing linked (a build without diff): it does nothing.
  SmallVector<ReferenceOp> unlinked;
  for (auto function : module.getOps<FunctionOpInterface>())
    function->walk([&](ReferenceOp op) { unlinked.push_back(op); });
  for (ReferenceOp reference : unlinked)
    reference.erase();
  bool hasMarkers = false;
  module.walk([&](Operation *op) {
    if (isa<DispatchOp, MemoryOp, ScanFiniteOp, MemoryKindOp, CheckpointOp,
            ReadDescriptorOp>(op)) {
      hasMarkers = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  bool hasSites = !module.getOps<SiteOp>().empty();
  if (!hasSites && !hasMarkers && !defaultOptions)
    return;

  LowerToLLVMOptions options(ctx);
  LLVMTypeConverter converter(ctx, options);
  SiteTable sites(module);
  declareRuntime(module);
  lowerMarkers(module, sites);
  lowerScans(module, sites);
  lowerHostQueries(module, converter);
  // The names outlive the ops: they are the context's attributes.
  SmallVector<SiteSymbol> siteSymbols;
  std::optional<SymbolTable> symbols; // Made at the first host build.
  bool ok = true;
  for (SiteOp site : llvm::make_early_inc_range(module.getOps<SiteOp>())) {
    StringRef name = site.getSymNameAttr().getValue();
    if (FlatSymbolRefAttr reference = site.getReferenceAttr())
      siteSymbols.push_back({name, reference, &abi::dbgrtRegisterReference});
    if (FlatSymbolRefAttr wide = site.getWideReferenceAttr())
      siteSymbols.push_back({name, wide, &abi::dbgrtRegisterWideReference});
    if (FlatSymbolRefAttr host = site.getHostKernelAttr()) {
      if (!symbols)
        symbols.emplace(module);
      if (!symbols->lookup<LLVM::GlobalOp>(host.getAttr())) {
        site.emitOpError("host kernel build '")
            << host.getValue() << "' is not an llvm.mlir.global of the module";
        ok = false;
      }
      siteSymbols.push_back({name, host, &abi::dbgrtRegisterHostKernel});
    }
    site.erase();
  }
  if (!ok)
    return signalPassFailure();
  emitSiteRegistration(module, sites, defaultOptions, siteSymbols);
  module->removeAttr(DbgDialect::getDefaultOptionsAttrName());
}

} // namespace mlir::dbg
