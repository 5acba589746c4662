//===- Sites.cpp - site and dispatch naming helpers -----------------------===//

#include "dbg/Support/Sites.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::dbg;

static void render(Location loc, StringRef opName, llvm::raw_ostream &os);

static void renderCallSite(CallSiteLoc loc, StringRef opName,
                           llvm::raw_ostream &os) {
  render(loc.getCallee(), opName, os);
  Location caller = loc.getCaller();
  // Callers nest to the right: callsite(callsite(a at b) at c) is handled by
  // the recursion on the callee, callsite(a at callsite(b at c)) here.
  while (auto nested = dyn_cast<CallSiteLoc>(caller)) {
    os << ", called from ";
    render(nested.getCallee(), opName, os);
    caller = nested.getCaller();
  }
  os << ", called from ";
  render(caller, opName, os);
}

static void render(Location loc, StringRef opName, llvm::raw_ostream &os) {
  llvm::TypeSwitch<LocationAttr>(loc)
      .Case<FileLineColRange>([&](FileLineColRange range) {
        os << range.getFilename().getValue() << ':' << range.getStartLine()
           << ':' << range.getStartColumn();
        if (range.getEndLine() != range.getStartLine())
          os << '-' << range.getEndLine() << ':' << range.getEndColumn();
        else if (range.getEndColumn() != range.getStartColumn())
          os << '-' << range.getEndColumn();
      })
      .Case<NameLoc>([&](NameLoc name) {
        os << name.getName().getValue();
        if (!isa<UnknownLoc>(name.getChildLoc())) {
          os << " at ";
          render(name.getChildLoc(), opName, os);
        }
      })
      .Case<CallSiteLoc>(
          [&](CallSiteLoc callSite) { renderCallSite(callSite, opName, os); })
      .Case<FusedLoc>([&](FusedLoc fused) {
        ArrayRef<Location> parts = fused.getLocations();
        if (parts.empty()) {
          os << "unknown location (" << opName << ')';
        } else {
          render(parts.front(), opName, os);
          if (parts.size() > 1) {
            os << " (fused with ";
            llvm::interleave(
                parts.drop_front(),
                [&](Location part) { render(part, opName, os); },
                [&] { os << ", "; });
            os << ')';
          }
        }
        if (Attribute metadata = fused.getMetadata())
          os << " [" << metadata << ']';
      })
      .Case<OpaqueLoc>([&](OpaqueLoc opaque) {
        render(opaque.getFallbackLocation(), opName, os);
      })
      .Default(
          [&](LocationAttr) { os << "unknown location (" << opName << ')'; });
}

/// `inherent`, or else `kernel`'s discardable attribute `name`.
static std::optional<ArrayRef<int32_t>>
inherentOrDiscardable(gpu::GPUFuncOp kernel,
                      std::optional<ArrayRef<int32_t>> inherent,
                      StringAttr name) {
  if (inherent)
    return inherent;
  if (auto known = kernel->getAttrOfType<DenseI32ArrayAttr>(name))
    return known.asArrayRef();
  return std::nullopt;
}

static gpu::GPUDialect *getGPUDialect(gpu::GPUFuncOp kernel) {
  return kernel->getContext()->getLoadedDialect<gpu::GPUDialect>();
}

std::optional<ArrayRef<int32_t>>
mlir::dbg::getKnownBlockSize(gpu::GPUFuncOp kernel) {
  return inherentOrDiscardable(
      kernel, kernel.getKnownBlockSize(),
      getGPUDialect(kernel)->getKnownBlockSizeAttrHelper().getName());
}

std::optional<ArrayRef<int32_t>>
mlir::dbg::getKnownGridSize(gpu::GPUFuncOp kernel) {
  return inherentOrDiscardable(
      kernel, kernel.getKnownGridSize(),
      getGPUDialect(kernel)->getKnownGridSizeAttrHelper().getName());
}

std::string mlir::dbg::renderLocation(Location loc, StringRef opName) {
  std::string text;
  llvm::raw_string_ostream os(text);
  render(loc, opName, os);
  return text;
}

std::string mlir::dbg::formatKernelName(StringRef module, StringRef kernel) {
  return (module + "::" + kernel).str();
}

std::string mlir::dbg::formatDispatchName(StringRef function, int64_t ordinal) {
  return ("@" + function + ":" + Twine(ordinal)).str();
}

bool mlir::dbg::isAsyncDispatch(Operation *launchOp) {
  if (auto launch = dyn_cast<gpu::LaunchFuncOp>(launchOp))
    return static_cast<bool>(launch.getAsyncToken());
  if (auto launch = dyn_cast<gpu::LaunchOp>(launchOp))
    return static_cast<bool>(launch.getAsyncToken());
  return false;
}

std::string mlir::dbg::getDispatchKernelName(Operation *launchOp) {
  if (auto launchFunc = dyn_cast<gpu::LaunchFuncOp>(launchOp))
    return formatKernelName(launchFunc.getKernelModuleName().getValue(),
                            launchFunc.getKernelName().getValue());
  if (auto launch = dyn_cast<gpu::LaunchOp>(launchOp)) {
    // Outlining names the kernel after these attributes when they are set;
    // trace-dispatches sets them, so the name is the one that will run.
    return formatKernelName(
        launch.getModule() ? *launch.getModule() : "<outlined>",
        launch.getFunction() ? *launch.getFunction() : "<kernel>");
  }
  return {};
}

SiteOp mlir::dbg::createDispatchSite(SymbolTable &symbolTable, ModuleOp module,
                                     Operation *launchOp, StringRef function,
                                     int64_t ordinal, StringRef name,
                                     StringRef operands) {
  // A detached op: SymbolTable::insert places it and makes its name unique.
  OpBuilder builder(module.getContext());
  StringRef opName = launchOp->getName().getStringRef();
  auto site = SiteOp::create(
      builder, launchOp->getLoc(), builder.getStringAttr(name),
      SiteKind::dispatch, getDispatchKernelName(launchOp), opName,
      builder.getStringAttr(function), builder.getI64IntegerAttr(ordinal),
      renderLocation(launchOp->getLoc(), opName), StringAttr(), StringAttr(),
      /*warn=*/false,
      operands.empty() ? StringAttr() : builder.getStringAttr(operands),
      /*async=*/isAsyncDispatch(launchOp), /*reference=*/FlatSymbolRefAttr(),
      /*reference_operands=*/StringAttr(),
      /*wide_reference=*/FlatSymbolRefAttr(),
      /*device_reference=*/StringAttr(), /*source=*/StringAttr(),
      /*signature=*/StringAttr(), /*build_flags=*/StringAttr(),
      /*host_kernel=*/FlatSymbolRefAttr(), /*known_sizes=*/StringAttr(),
      /*footprint=*/StringAttr());
  symbolTable.insert(site, module.getBody()->end());
  return site;
}

SiteOp mlir::dbg::createCheckSite(SymbolTable &symbolTable, ModuleOp module,
                                  Operation *op, SiteKind kind,
                                  StringRef kernel, StringRef what,
                                  StringRef detail, bool warn) {
  OpBuilder builder(module.getContext());
  StringRef opName = op->getName().getStringRef();
  auto site = SiteOp::create(
      builder, op->getLoc(), builder.getStringAttr("dbg_check"), kind, kernel,
      opName, StringAttr(), IntegerAttr(), renderLocation(op->getLoc(), opName),
      builder.getStringAttr(what), builder.getStringAttr(detail), warn,
      StringAttr(), /*async=*/false, /*reference=*/FlatSymbolRefAttr(),
      /*reference_operands=*/StringAttr(),
      /*wide_reference=*/FlatSymbolRefAttr(),
      /*device_reference=*/StringAttr(), /*source=*/StringAttr(),
      /*signature=*/StringAttr(), /*build_flags=*/StringAttr(),
      /*host_kernel=*/FlatSymbolRefAttr(), /*known_sizes=*/StringAttr(),
      /*footprint=*/StringAttr());
  if (!site.isCheck()) {
    // A wait site: nothing fails there.
    site->removeAttr(site.getWhatAttrName());
    site->removeAttr(site.getDetailAttrName());
  }
  symbolTable.insert(site, module.getBody()->end());
  return site;
}

std::string mlir::dbg::getEnclosingKernelName(Operation *op) {
  if (auto kernel = op->getParentOfType<gpu::GPUFuncOp>())
    if (auto module = kernel->getParentOfType<gpu::GPUModuleOp>())
      return formatKernelName(module.getName(), kernel.getName());
  if (auto func = op->getParentOfType<FunctionOpInterface>()) {
    if (auto module = func->getParentOfType<gpu::GPUModuleOp>())
      return formatKernelName(module.getName(), func.getName());
    return func.getName().str();
  }
  return "<unknown>";
}

MemrefAccess
mlir::dbg::getMemrefAccess(Value root,
                           function_ref<bool(Operation *)> isNeutralWrite) {
  MemrefAccess access;
  // Until a user that is not an atomic update touches the memory.
  bool onlyAtomics = true, touched = false;
  SmallVector<Value> worklist = {root};
  DenseSet<Value> seen;
  while (!worklist.empty() &&
         !(access.read && access.written && !onlyAtomics)) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (Operation *user : value.getUsers()) {
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      if ((view && view.getViewSource() == value) ||
          isa<CastOpInterface>(user)) {
        llvm::append_range(worklist, user->getResults());
        continue;
      }
      auto effects = dyn_cast<MemoryEffectOpInterface>(user);
      if (!effects) {
        // A call, or an op that says nothing: assume the worst.
        access.read = access.written = true;
        onlyAtomics = false;
        break;
      }
      SmallVector<MemoryEffects::EffectInstance> list;
      effects.getEffectsOnValue(value, list);
      bool neutral = isNeutralWrite && isNeutralWrite(user);
      bool atomicUpdate =
          isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(user);
      for (const MemoryEffects::EffectInstance &effect : list) {
        bool reads = isa<MemoryEffects::Read>(effect.getEffect());
        bool writes = isa<MemoryEffects::Write>(effect.getEffect());
        access.read |= reads;
        access.written |= !neutral && writes;
        if (reads || writes) {
          touched = true;
          onlyAtomics &= atomicUpdate;
        }
      }
    }
  }
  access.atomic = touched && onlyAtomics;
  return access;
}

uint64_t mlir::dbg::getSiteId(SiteOp site) {
  std::string key;
  llvm::raw_string_ostream os(key);
  os << site.getSymName() << '\0' << stringifySiteKind(site.getKind()) << '\0'
     << site.getKernel() << '\0' << site.getOpName() << '\0'
     << site.getFunction().value_or("") << '\0'
     << site.getOrdinal().value_or(-1) << '\0' << site.getLocation() << '\0'
     << site.getWhat().value_or("") << '\0' << site.getDetail().value_or("")
     << '\0' << site.getWarn() << '\0' << site.getOperands().value_or("")
     << '\0' << site.getAsync();
  // 0 means no site in the runtime's ABI.
  uint64_t id = llvm::xxh3_64bits(key);
  return id ? id : 1;
}
