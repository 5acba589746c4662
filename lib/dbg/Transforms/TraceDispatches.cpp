//===- TraceDispatches.cpp - wrap GPU dispatches in dbg markers -----------===//
//
// Implements trace-dispatches: every gpu.launch / gpu.launch_func of a
// host function gets an ordinal (@func:N), a dispatch site and a
// dbg.dispatch marker right before it.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/Sites.h"
#include "dbg/Transforms/Passes.h"

#include "CheckedOptions.h"
#include "KernelFootprint.h"

#include "dbgrt/Options.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringSet.h"

#include <memory>

namespace mlir::dbg {
#define GEN_PASS_DEF_TRACEDISPATCHESPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct TraceDispatchesPass
    : PassWithCheckedOptions<TraceDispatchesPass, impl::TraceDispatchesPassBase<
                                                      TraceDispatchesPass>> {
  using PassWithCheckedOptions::PassWithCheckedOptions;

  /// Compiles the kernel filter.
  LogicalResult
  parseOptions(function_ref<LogicalResult(const Twine &)> errorHandler);
  void runOnOperation() override;

private:
  /// Sets `module`/`function` on a gpu.launch that lacks them, so that the
  /// site names the kernel outlining will create.
  void nameLaunch(gpu::LaunchOp launch, StringRef function,
                  SymbolTable &symbolTable);
  bool isSelected(Operation *launchOp, StringRef dispatchName) const;
  /// The footprint of the kernel `op` launches (KernelFootprint.h), once
  /// per kernel; "" for none.
  std::string getFootprint(Operation *op, SymbolTableCollection &tables);

  /// Shared by the clones the pass manager makes; read-only after
  /// initialize().
  std::shared_ptr<dbgrt::Regex> filter;
  llvm::StringSet<> claimedKernelModules;
  DenseMap<Operation *, std::string> footprints;
};

} // namespace

/// True for the ops that dispatch a kernel.
static bool isDispatch(Operation *op) {
  return isa<gpu::LaunchOp, gpu::LaunchFuncOp>(op);
}

/// True when `op` already has its dispatch marker.
static bool isInstrumented(Operation *op) {
  return isa_and_nonnull<DispatchOp>(op->getPrevNode());
}

/// Compiles `pattern`, the kernel-filter option; on error, sets `message` to
/// one that names the option and returns null.
static std::shared_ptr<dbgrt::Regex> compileFilter(StringRef pattern,
                                                   std::string &message) {
  auto filter = std::make_shared<dbgrt::Regex>();
  std::string error;
  if (filter->compile(pattern, error))
    return filter;
  message =
      ("trace-dispatches: invalid kernel-filter '" + pattern + "': " + error)
          .str();
  return nullptr;
}

LogicalResult TraceDispatchesPass::parseOptions(
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  filter.reset();
  if (kernelFilter.empty())
    return success();
  std::string message;
  filter = compileFilter(kernelFilter, message);
  if (!filter)
    return errorHandler(message);
  return success();
}

bool TraceDispatchesPass::isSelected(Operation *launchOp,
                                     StringRef dispatchName) const {
  if (!filter)
    return true;
  return filter->search(getDispatchKernelName(launchOp)) ||
         filter->search(dispatchName);
}

void TraceDispatchesPass::nameLaunch(gpu::LaunchOp launch, StringRef function,
                                     SymbolTable &symbolTable) {
  if (launch.getModule() && launch.getFunction())
    return;
  std::string base = (function + "_kernel").str();
  std::string name = base;
  for (unsigned suffix = 0;
       symbolTable.lookup(name) || claimedKernelModules.contains(name);
       ++suffix)
    name = base + "_" + std::to_string(suffix);
  claimedKernelModules.insert(name);
  auto nameAttr = FlatSymbolRefAttr::get(launch.getContext(), name);
  if (!launch.getModule())
    launch.setModuleAttr(nameAttr);
  if (!launch.getFunction())
    launch.setFunctionAttr(nameAttr);
}

/// The operand list of a dispatch site for `launchOp` (`dbgrt/Operands.h`):
/// each ranked memref kernel operand of a gpu.launch_func whose element type
/// the runtime reads, with what the kernel does with it and where the launch
/// passes it. A gpu.launch (not outlined) has none: its body captures values
/// instead of taking operands.
static std::string describeOperands(Operation *launchOp) {
  auto launch = dyn_cast<gpu::LaunchFuncOp>(launchOp);
  if (!launch)
    return {};
  auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
      launch, launch.getKernel());
  std::vector<dbgrt::OperandInfo> operands;
  SmallVector<int64_t> params =
      getLaunchParamPositions(launch.getKernelOperands().getTypes());
  for (auto [index, value] : llvm::enumerate(launch.getKernelOperands())) {
    auto type = dyn_cast<MemRefType>(value.getType());
    if (!type)
      continue;
    FailureOr<dbgrt::DType> dtype = getOperandDType(type.getElementType());
    if (failed(dtype))
      continue;
    dbgrt::OperandInfo info;
    info.index = static_cast<int>(index);
    info.type = *dtype;
    info.rank = static_cast<int>(type.getRank());
    info.param = static_cast<int>(params[index]);
    // A kernel whose body dbg cannot see may do anything.
    MemrefAccess access{true, true};
    if (kernel && !kernel.isExternal() && index < kernel.getNumArguments())
      access = getMemrefAccess(kernel.getArgument(index));
    info.read = access.read;
    info.written = access.written;
    info.atomic = access.atomic;
    operands.push_back(info);
  }
  return dbgrt::formatOperands(operands);
}

/// Gives dispatch site `site` record-kernel-sources' `source` of its launch.
static void setSource(SiteOp site, DictionaryAttr source) {
  site.setSourceAttr(source.getAs<StringAttr>("module"));
  site.setSignatureAttr(source.getAs<StringAttr>("signature"));
  site.setBuildFlagsAttr(source.getAs<StringAttr>("build"));
}

/// The launched kernel's known_block_size and known_grid_size as a dispatch
/// site gives them ("block=32,1,1 grid=4,1,1"), or "" when it has neither
/// (or is not found).
static std::string describeKnownSizes(Operation *op,
                                      SymbolTableCollection &tables) {
  auto launch = dyn_cast<gpu::LaunchFuncOp>(op);
  if (!launch)
    return "";
  auto kernel =
      tables.lookupNearestSymbolFrom<gpu::GPUFuncOp>(op, launch.getKernel());
  if (!kernel)
    return "";
  std::string text;
  llvm::raw_string_ostream os(text);
  auto add = [&](StringRef name, std::optional<ArrayRef<int32_t>> sizes) {
    if (!sizes || sizes->size() != 3)
      return;
    os << (text.empty() ? "" : " ") << name << "=";
    llvm::interleave(*sizes, os, ",");
  };
  add("block", getKnownBlockSize(kernel));
  add("grid", getKnownGridSize(kernel));
  return text;
}

std::string TraceDispatchesPass::getFootprint(Operation *op,
                                              SymbolTableCollection &tables) {
  auto launch = dyn_cast<gpu::LaunchFuncOp>(op);
  auto kernel = launch ? tables.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
                             op, launch.getKernel())
                       : gpu::GPUFuncOp();
  if (!kernel)
    return "";
  auto [it, inserted] = footprints.try_emplace(kernel, "");
  if (inserted)
    it->second = describeFootprint(kernel);
  return it->second;
}

void TraceDispatchesPass::runOnOperation() {
  ModuleOp module = getOperation();
  SymbolTable symbolTable(module);
  SymbolTableCollection tables;
  claimedKernelModules.clear();
  footprints.clear();
  OpBuilder builder(&getContext());
  unsigned numSelected = 0;
  // For the error of a filter that matches nothing: what there is.
  SmallVector<std::string> dispatches;

  for (auto function : module.getOps<FunctionOpInterface>()) {
    int64_t ordinal = 0;
    StringRef functionName = function.getName();
    function->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!isDispatch(op))
        return WalkResult::advance();
      int64_t thisOrdinal = ordinal++;
      std::string dispatchName = formatDispatchName(functionName, thisOrdinal);
      // record-kernel-sources' text goes into the site, or goes.
      auto source = op->getAttrOfType<DictionaryAttr>(
          DbgDialect::getKernelSourceAttrName());
      op->removeAttr(DbgDialect::getKernelSourceAttrName());
      if (!isSelected(op, dispatchName)) {
        dispatches.push_back(dispatchName + " " + getDispatchKernelName(op));
        return WalkResult::skip();
      }
      ++numSelected;
      if (isInstrumented(op)) {
        // A program instrumented before (dbg-compile --emit=mlir, edited):
        // its site gets the kernel as it is now, if it has none.
        auto marker = cast<DispatchOp>(op->getPrevNode());
        auto site = symbolTable.lookup<SiteOp>(marker.getSite());
        if (source && site && !site.getSource())
          setSource(site, source);
        return WalkResult::skip();
      }
      if (auto launch = dyn_cast<gpu::LaunchOp>(op))
        nameLaunch(launch, functionName, symbolTable);

      std::string operands = describeOperands(op);
      SiteOp site = createDispatchSite(
          symbolTable, module, op, functionName, thisOrdinal,
          ("dbg_site_" + functionName + "_" + Twine(thisOrdinal)).str(),
          operands);
      if (source)
        setSource(site, source);
      if (std::string known = describeKnownSizes(op, tables); !known.empty())
        site.setKnownSizesAttr(builder.getStringAttr(known));
      if (std::string footprint = getFootprint(op, tables); !footprint.empty())
        site.setFootprintAttr(builder.getStringAttr(footprint));
      auto siteRef = FlatSymbolRefAttr::get(site.getSymNameAttr());
      builder.setInsertionPoint(op);
      DispatchOp::create(builder, op->getLoc(), siteRef);
      // A gpu.launch body cannot hold another dispatch.
      return WalkResult::skip();
    });
  }

  if (filter && numSelected == 0) {
    // At the module's location, without printing the module.
    InFlightDiagnostic diag = mlir::emitError(module.getLoc())
                              << "trace-dispatches: kernel-filter '"
                              << kernelFilter << "' matches no dispatch";
    constexpr size_t kMaxListed = 8;
    if (dispatches.empty()) {
      diag << "; the module has none";
    } else {
      diag << "; the module's dispatches are: ";
      llvm::interleaveComma(ArrayRef(dispatches).take_front(kMaxListed), diag);
      if (dispatches.size() > kMaxListed)
        diag << " and " << dispatches.size() - kMaxListed << " more";
    }
    return signalPassFailure();
  }
}

} // namespace mlir::dbg
