//===- LinkDispatchReferences.cpp - references to dispatch sites ----------===//
//
// Implements link-dispatch-references: each dbg.reference a frontend placed
// before a launch becomes its dispatch site's `reference` (a wrapper with
// the one signature libdbgrt calls) and `reference_operands` (the kernel
// operand each argument takes).
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

#include "dbgrt/dbgrt.h"

#include "dbgrt/Operands.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_LINKDISPATCHREFERENCESPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// The name of each wrapper: this, then its reference's.
constexpr StringLiteral kWrapperPrefix = "__dbg_reference_";

/// `func.func private @NAME(%descriptors: !llvm.ptr)`, which calls `callee`
/// with the memref descriptor each pointer of `descriptors` points to, in
/// order, for its arguments but those `scratch` marks: a buffer the
/// dispatch does not take (a pooling window, whose shape alone matters),
/// allocated for the call.
func::FuncOp createWrapper(OpBuilder &builder, SymbolTable &symbols,
                           ModuleOp module, func::FuncOp callee,
                           ArrayRef<bool> scratch) {
  MLIRContext *ctx = builder.getContext();
  Location loc = callee.getLoc();
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  // Each argument's descriptor struct, as the memref lowering makes it.
  LLVMTypeConverter converter(ctx);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  auto wrapper = func::FuncOp::create(builder, loc,
                                      (kWrapperPrefix + callee.getName()).str(),
                                      builder.getFunctionType({ptr}, {}));
  wrapper.setPrivate();
  symbols.insert(wrapper);
  Block *entry = wrapper.addEntryBlock();
  builder.setInsertionPointToStart(entry);
  Value descriptors = entry->getArgument(0);
  SmallVector<Value> arguments, allocated;
  int32_t next = 0;
  for (auto [index, type] :
       llvm::enumerate(callee.getFunctionType().getInputs())) {
    auto memref = cast<MemRefType>(type);
    if (scratch[index]) {
      arguments.push_back(memref::AllocOp::create(builder, loc, memref));
      allocated.push_back(arguments.back());
      continue;
    }
    Value slot = LLVM::GEPOp::create(builder, loc, ptr, ptr, descriptors,
                                     ArrayRef<LLVM::GEPArg>{next++});
    Value address = LLVM::LoadOp::create(builder, loc, ptr, slot);
    Value descriptor = LLVM::LoadOp::create(
        builder, loc, converter.convertType(memref), address);
    arguments.push_back(
        UnrealizedConversionCastOp::create(builder, loc, memref, descriptor)
            .getResult(0));
  }
  func::CallOp::create(builder, loc, callee, arguments);
  for (Value alloc : allocated)
    memref::DeallocOp::create(builder, loc, alloc);
  func::ReturnOp::create(builder, loc);
  return wrapper;
}

/// Whether `type` is a float narrower than f64.
bool isNarrowFloat(Type type) {
  return isa<Float16Type, BFloat16Type, Float32Type>(type);
}

/// `callee`'s f64 twin, `@NAME_f64`: every f16, bf16 and f32 type and
/// constant of the clone is f64, and its float extensions and truncations,
/// which now convert f64 to f64, are gone. Null when `callee` has no float
/// memref argument, or when widening would change what it computes (a
/// bitcast reinterprets a float's bits; a callee keeps its narrow types) or
/// leave it invalid.
func::FuncOp createWideClone(OpBuilder &builder, SymbolTable &symbols,
                             ModuleOp module, func::FuncOp callee) {
  if (llvm::none_of(callee.getArgumentTypes(), [](Type type) {
        auto memref = dyn_cast<MemRefType>(type);
        return memref && isNarrowFloat(memref.getElementType());
      }))
    return nullptr;
  WalkResult unsafe = callee.walk([](Operation *op) {
    return isa<arith::BitcastOp, CallOpInterface>(op) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
  });
  if (unsafe.wasInterrupted())
    return nullptr;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointAfter(callee);
  auto clone = cast<func::FuncOp>(builder.clone(*callee));
  clone.setName((callee.getName() + "_f64").str());
  clone.setPrivate();
  symbols.insert(clone);
  Type f64 = builder.getF64Type();
  AttrTypeReplacer replacer;
  replacer.addReplacement([&](FloatType type) -> std::optional<Type> {
    return isNarrowFloat(type) ? std::optional<Type>(f64) : std::nullopt;
  });
  replacer.addReplacement(
      [&](FloatAttr attr) -> std::optional<std::pair<Attribute, WalkResult>> {
        if (!isNarrowFloat(attr.getType()))
          return std::nullopt;
        return {
            {FloatAttr::get(f64, attr.getValueAsDouble()), WalkResult::skip()}};
      });
  replacer.addReplacement(
      [&](DenseFPElementsAttr attr)
          -> std::optional<std::pair<Attribute, WalkResult>> {
        if (!isNarrowFloat(attr.getElementType()))
          return std::nullopt;
        SmallVector<double> values;
        for (const APFloat &value : attr.getValues<APFloat>())
          values.push_back(value.convertToDouble());
        auto type = cast<ShapedType>(attr.getType()).clone(f64);
        return {{DenseElementsAttr::get(type, ArrayRef<double>(values)),
                 WalkResult::skip()}};
      });
  replacer.recursivelyReplaceElementsIn(clone, /*replaceAttrs=*/true,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
  clone.walk([](Operation *op) {
    if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
        op->getOperand(0).getType() == op->getResult(0).getType()) {
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
      op->erase();
    }
  });
  // An op that holds its element type elsewhere (a property of its own)
  // may not verify widened: the dispatch is then judged by tolerances.
  ScopedDiagnosticHandler quiet(module.getContext(),
                                [](Diagnostic &) { return success(); });
  if (failed(verify(clone))) {
    symbols.erase(clone);
    return nullptr;
  }
  return clone;
}

/// The gpu.launch_func that `reference` describes: the first launch after
/// it in its block, before any other reference.
gpu::LaunchFuncOp findLaunch(ReferenceOp reference) {
  for (Operation *op = reference->getNextNode(); op; op = op->getNextNode()) {
    if (isa<ReferenceOp>(op))
      return nullptr;
    if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op))
      return launch;
  }
  return nullptr;
}

struct LinkDispatchReferencesPass
    : impl::LinkDispatchReferencesPassBase<LinkDispatchReferencesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<ReferenceOp> references;
    for (auto function : module.getOps<func::FuncOp>())
      function.walk([&](ReferenceOp op) { references.push_back(op); });
    if (references.empty())
      return;
    SymbolTable symbols(module);
    OpBuilder builder(&getContext());
    llvm::SetVector<func::FuncOp> callees;
    bool failedAny = false;
    for (ReferenceOp reference : references) {
      auto callee = symbols.lookup<func::FuncOp>(reference.getCallee());
      if (callee)
        callees.insert(callee);
      (void)deviceTwin(reference);
      if (keep && callee &&
          failed(link(reference, callee, builder, symbols, module)))
        failedAny = true;
      reference.erase();
    }
    if (failedAny)
      return signalPassFailure();
    eraseUnusedDeviceTwins(module);
    // Every symbol's users, found in one walk of the module.
    SymbolTableCollection tables;
    SymbolUserMap users(tables, module);
    for (func::FuncOp callee : callees) {
      ArrayRef<Operation *> calledBy = users.getUsers(callee);
      // What only the references used goes too.
      if (callee.isPrivate() && calledBy.empty()) {
        callee.erase();
        continue;
      }
      // Compiled, not optimized, when only the wrappers call it: LLVM's -O2
      // and code generation of thousands of reference loops would cost
      // more than the program's own code.
      if (!optimize && llvm::all_of(calledBy, [](Operation *user) {
            auto caller = user->getParentOfType<func::FuncOp>();
            return caller && caller.getName().starts_with(kWrapperPrefix);
          }))
        callee->setAttr("passthrough", getUnoptimized(builder));
    }
  }

  /// The f64 twin of each reference, made once however many sites use it.
  llvm::DenseMap<func::FuncOp, func::FuncOp> wideClones;

  static ArrayAttr getUnoptimized(OpBuilder &builder) {
    return builder.getStrArrayAttr({"noinline", "optnone"});
  }

  /// Erases the device twins whose reference was not linked (without
  /// `keep`, or a scratch buffer), and the comparison kernels of a module
  /// left without twins.
  void eraseUnusedDeviceTwins(ModuleOp module) {
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      bool keptAny = false;
      SmallVector<gpu::GPUFuncOp> unused, compares;
      for (auto function : gpuModule.getOps<gpu::GPUFuncOp>()) {
        StringRef name = function.getName();
        if (name.starts_with(DBGRT_REFERENCE_COMPARE_PREFIX_SYMBOL))
          compares.push_back(function);
        else if (keptTwins.contains(name))
          keptAny = true;
        else if (twins.contains(name))
          unused.push_back(function);
      }
      if (!keptAny)
        llvm::append_range(unused, compares);
      for (gpu::GPUFuncOp function : unused)
        function.erase();
    }
  }

  /// The kernels of the device twin `reference` names, if any:
  /// "KERNEL:POS,...", then ";FUSED" where it has a fused one.
  SmallVector<StringRef> deviceTwin(ReferenceOp reference) {
    if (!reference.getDevice())
      return {};
    auto [twin, fused] = reference.getDevice()->split(';');
    SmallVector<StringRef> kernels = {twin.split(':').first};
    if (!fused.empty())
      kernels.push_back(fused);
    for (StringRef kernel : kernels)
      twins.insert(kernel);
    return kernels;
  }

  /// Kernel names of the device twins seen, and of those linked.
  llvm::StringSet<> twins, keptTwins;

  /// Gives the dispatch site of the launch after `reference` its wrapper
  /// and operands.
  LogicalResult link(ReferenceOp reference, func::FuncOp callee,
                     OpBuilder &builder, SymbolTable &symbols,
                     ModuleOp module) {
    gpu::LaunchFuncOp launch = findLaunch(reference);
    if (!launch)
      return reference.emitOpError(
          "has no gpu.launch_func after it in its block: a reference names "
          "the dispatch of the launch that follows it (run "
          "link-dispatch-references after gpu-kernel-outlining)");
    auto marker = dyn_cast_or_null<DispatchOp>(launch->getPrevNode());
    if (!marker)
      return success(); // Not instrumented (kernel-filter): nothing to link.
    auto site = symbols.lookup<SiteOp>(marker.getSite());
    if (!site)
      return success(); // The verifier reports it.
    SmallVector<StringRef> deviceKernels = deviceTwin(reference);
    std::vector<dbgrt::OperandInfo> listed;
    std::string error;
    if (site.getOperands())
      dbgrt::parseOperands(*site.getOperands(), listed, error);
    std::string indices;
    ValueRange operands = launch.getKernelOperands();
    SmallVector<bool> scratch;
    for (auto [position, buffer] : llvm::enumerate(reference.getBuffers())) {
      auto found = llvm::find(operands, buffer);
      auto type = cast<MemRefType>(buffer.getType());
      // A buffer the kernel never touches (its loads were dead): the
      // reference gets one of its shape.
      scratch.push_back(found == operands.end());
      if (scratch.back() && type.hasStaticShape())
        continue;
      if (found == operands.end())
        return reference.emitOpError("buffer #")
               << position
               << " is not an operand of the launch that follows, and has a "
                  "dynamic shape";
      int index = static_cast<int>(found - operands.begin());
      if (llvm::none_of(listed, [&](const dbgrt::OperandInfo &info) {
            return info.index == index;
          })) {
        reference.emitWarning("buffer #")
            << position << " (" << buffer.getType()
            << ") is not a memref libdbgrt reads; the dispatch gets no "
               "reference";
        return success();
      }
      if (!indices.empty())
        indices += ",";
      indices += std::to_string(index);
    }
    func::FuncOp wrapper =
        createWrapper(builder, symbols, module, callee, scratch);
    if (!optimize)
      wrapper->setAttr("passthrough", getUnoptimized(builder));
    site.setReferenceAttr(FlatSymbolRefAttr::get(wrapper.getSymNameAttr()));
    site.setReferenceOperandsAttr(builder.getStringAttr(indices));
    // The twin takes every buffer from the launch: none may be scratch.
    if (!deviceKernels.empty() && !llvm::is_contained(scratch, true)) {
      site.setDeviceReferenceAttr(reference.getDeviceAttr());
      for (StringRef kernel : deviceKernels)
        keptTwins.insert(kernel);
    }
    if (!wide)
      return success();
    func::FuncOp &twin = wideClones[callee];
    if (!twin)
      twin = createWideClone(builder, symbols, module, callee);
    if (!twin)
      return success();
    func::FuncOp wideWrapper =
        createWrapper(builder, symbols, module, twin, scratch);
    if (!optimize) {
      wideWrapper->setAttr("passthrough", getUnoptimized(builder));
      twin->setAttr("passthrough", getUnoptimized(builder));
    }
    site.setWideReferenceAttr(
        FlatSymbolRefAttr::get(wideWrapper.getSymNameAttr()));
    return success();
  }
};

} // namespace
} // namespace mlir::dbg
