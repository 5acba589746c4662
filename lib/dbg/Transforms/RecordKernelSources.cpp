//===- RecordKernelSources.cpp - kernels as they were, for repros ---------===//
//
// Implements record-kernel-sources: each gpu.launch_func gets the text of
// the kernel it launches, before dbg instruments it, and the kernel's
// signature, which trace-dispatches moves into the dispatch site.
//
//===----------------------------------------------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"

#include "dbgrt/Operands.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_RECORDKERNELSOURCESPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// `type` as the kernel spells it.
std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// How a repro passes an operand of `type` (dbgrt::KernelArg).
dbgrt::KernelArg describeArgument(Type type) {
  dbgrt::KernelArg arg;
  arg.mlirType = printType(type);
  if (auto memref = dyn_cast<MemRefType>(type)) {
    FailureOr<dbgrt::DType> dtype = getOperandDType(memref.getElementType());
    arg.params = dbgrt::memrefParamCount(static_cast<int>(memref.getRank()));
    // A memref of index has no .npy type of its own (repros pass i64).
    if (succeeded(dtype) && memref.isStrided() &&
        !isa<IndexType>(memref.getElementType())) {
      arg.kind = dbgrt::KernelArg::Kind::Memref;
      arg.rank = static_cast<int>(memref.getRank());
      arg.type = *dtype;
    }
    return arg;
  }
  if (isa<UnrankedMemRefType>(type)) {
    arg.params = 2;
    return arg;
  }
  unsigned width = 0;
  if (auto integer = dyn_cast<IntegerType>(type))
    width = integer.getWidth();
  else if (isa<IndexType>(type))
    width = 64;
  else if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type))
    width = type.getIntOrFloatBitWidth();
  if (width == 1 || width == 8 || width == 16 || width == 32 || width == 64) {
    arg.kind = isa<FloatType>(type) ? dbgrt::KernelArg::Kind::Float
                                    : dbgrt::KernelArg::Kind::Integer;
    arg.bytes = static_cast<int>(std::max(width / 8, 1u));
  }
  return arg;
}

/// `kernel`'s gpu.module, reduced to the kernel and the symbols it uses
/// transitively (other ops of the module stay), in a builtin.module of its
/// own with `gpu.container_module`, printed with locations: each location
/// once, as an alias after the module (a kernel's ops share a few).
std::string printReducedModule(gpu::GPUFuncOp kernel,
                               SymbolTableCollection &tables) {
  auto module = kernel->getParentOfType<gpu::GPUModuleOp>();
  SymbolTable &table = tables.getSymbolTable(module);
  llvm::SetVector<Operation *> used;
  SmallVector<Operation *> worklist{kernel};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!used.insert(op))
      continue;
    if (std::optional<SymbolTable::UseRange> uses =
            SymbolTable::getSymbolUses(op))
      for (const SymbolTable::SymbolUse &use : *uses)
        if (Operation *symbol =
                table.lookup(use.getSymbolRef().getRootReference()))
          worklist.push_back(symbol);
  }
  // The module's header and attributes, then what is used, in its order.
  OpBuilder b(module.getContext());
  ModuleOp top = ModuleOp::create(b, module.getLoc());
  top->setAttr(gpu::GPUDialect::getContainerModuleAttrName(), b.getUnitAttr());
  Operation *copy = module->cloneWithoutRegions();
  top.getBody()->push_back(copy);
  Block *body = new Block();
  copy->getRegion(0).push_back(body);
  for (Operation &op : module.getBody()->getOperations())
    if (used.contains(&op) || !isa<SymbolOpInterface>(op))
      body->push_back(op.clone());
  std::string text;
  llvm::raw_string_ostream os(text);
  top->print(os, OpPrintingFlags().enableDebugInfo().assumeVerified());
  top->erase();
  return text;
}

struct RecordKernelSourcesPass
    : impl::RecordKernelSourcesPassBase<RecordKernelSourcesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    SymbolTableCollection tables;
    DenseMap<Operation *, DictionaryAttr> sources;
    for (Operation &op : module.getBody()->getOperations()) {
      if (isa<gpu::GPUModuleOp>(op))
        continue;
      op.walk([&](gpu::LaunchFuncOp launch) {
        auto kernel = tables.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
            launch, launch.getKernel());
        // An external kernel (a binary) has no source to record.
        if (!kernel || kernel.isExternal())
          return;
        DictionaryAttr &source = sources[kernel];
        if (!source) {
          std::vector<dbgrt::KernelArg> args;
          for (Type type : kernel.getArgumentTypes())
            args.push_back(describeArgument(type));
          Builder b(ctx);
          source = b.getDictionaryAttr(
              {b.getNamedAttr("module", b.getStringAttr(printReducedModule(
                                            kernel, tables))),
               b.getNamedAttr("signature",
                              b.getStringAttr(dbgrt::formatSignature(args))),
               b.getNamedAttr("build", b.getStringAttr(buildFlags))});
        }
        launch->setAttr(DbgDialect::getKernelSourceAttrName(), source);
      });
    }
  }
};

} // namespace
} // namespace mlir::dbg
