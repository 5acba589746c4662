//===- Frontend.cpp - dbg's API for frontends -----------------------------===//

#include "dbg/Dbg.h"

#include "DeviceReference.h"

#include "dbg/Conversion/Passes.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

FailureOr<dbg::DebugOptions> dbg::parseDebugSpec(StringRef spec,
                                                 std::string &error) {
  return DebugOptions::parse(spec, error);
}

void dbg::addDebugPasses(OpPassManager &pm, const DebugOptions &debug,
                         StringRef target) {
  PipelineOptions options;
  options.target = target.str();
  options.debug = debug;
  buildInstrumentationPipeline(pm, options);
}

FailureOr<func::FuncOp> dbg::attachReference(Operation *launch,
                                             Operation *computation,
                                             StringRef name, bool onDevice) {
  auto module = launch->getParentOfType<ModuleOp>();
  if (!module || computation->getNumResults() != 0 ||
      !launch->getContext()->getLoadedDialect<DbgDialect>())
    return failure();
  // What the computation uses from outside: buffers become arguments,
  // constants are cloned.
  llvm::SetVector<Value> used(computation->operand_begin(),
                              computation->operand_end());
  getUsedValuesDefinedAbove(computation->getRegions(), used);
  SmallVector<Value> buffers;
  SmallVector<Operation *> constants;
  for (Value value : used) {
    if (isa<MemRefType>(value.getType())) {
      buffers.push_back(value);
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (!def || !def->hasTrait<OpTrait::ConstantLike>())
      return failure();
    if (!llvm::is_contained(constants, def))
      constants.push_back(def);
  }
  OpBuilder builder(launch);
  SmallVector<Type> argumentTypes;
  for (Value buffer : buffers) {
    auto type = cast<MemRefType>(buffer.getType());
    argumentTypes.push_back(
        MemRefType::get(type.getShape(), type.getElementType()));
  }
  OpBuilder moduleBuilder = OpBuilder::atBlockEnd(module.getBody());
  auto function =
      func::FuncOp::create(moduleBuilder, computation->getLoc(), name,
                           moduleBuilder.getFunctionType(argumentTypes, {}));
  function.setPrivate();
  SymbolTable(module).insert(function);
  Block *entry = function.addEntryBlock();
  OpBuilder body = OpBuilder::atBlockBegin(entry);
  IRMapping mapping;
  mapping.map(buffers, entry->getArguments());
  for (Operation *constant : constants)
    body.clone(*constant, mapping);
  body.clone(*computation, mapping);
  func::ReturnOp::create(body, computation->getLoc());
  StringAttr device;
  if (auto gpuLaunch = dyn_cast<gpu::LaunchOp>(launch); gpuLaunch && onDevice)
    if (FailureOr<std::string> twin = buildDeviceReference(
            gpuLaunch, computation, buffers, function.getName());
        succeeded(twin))
      device = builder.getStringAttr(*twin);
  ReferenceOp::create(builder, launch->getLoc(),
                      FlatSymbolRefAttr::get(function.getSymNameAttr()),
                      buffers, device);
  return function;
}

void dbg::registerDbgDialect(DialectRegistry &registry) {
  registry.insert<DbgDialect>();
}

void dbg::registerDbgPassesAndPipelines() {
  registerDbgPasses();
  registerDbgConversionPasses();
  registerDbgPipelines();
}
