//===- TMTensor.cpp - torch-mlir's TMTensor ops, as the frontend reads them
//===//

#include "LinalgFrontend/TMTensor.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/DstBufferizableOpInterfaceImpl.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::linalg_frontend::tm_tensor;

#include "LinalgFrontend/TMTensorDialect.cpp.inc"

void TMTensorDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "LinalgFrontend/TMTensor.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "LinalgFrontend/TMTensor.cpp.inc"

namespace {

/// Reads every input buffer, reads and writes every output buffer.
void getBufferEffects(
    Operation *op, ValueRange outputs,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue;
    effects.emplace_back(MemoryEffects::Read::get(), &operand,
                         SideEffects::DefaultResource::get());
    if (llvm::is_contained(outputs, operand.get()))
      effects.emplace_back(MemoryEffects::Write::get(), &operand,
                           SideEffects::DefaultResource::get());
  }
}

/// The ops' common checks: their results are their tensor outputs, and
/// their region takes `numArgs` scalars.
LogicalResult verifyShape(Operation *op, ValueRange outputs,
                          std::optional<unsigned> numArgs) {
  SmallVector<Type> tensorOutputs;
  for (Value output : outputs)
    if (isa<RankedTensorType>(output.getType()))
      tensorOutputs.push_back(output.getType());
  if (TypeRange(tensorOutputs) != op->getResultTypes())
    return op->emitOpError("expects one result per tensor output, of its "
                           "type");
  if (numArgs && op->getRegion(0).front().getNumArguments() != *numArgs)
    return op->emitOpError("expects a region of ") << *numArgs << " arguments";
  return success();
}

/// Bufferizes a tm_tensor op in place: the same op on its operands'
/// buffers, with no results; its outputs' buffers replace its results.
template <typename OpTy>
struct TMTensorBufferization
    : bufferization::DstBufferizableOpInterfaceExternalModel<
          TMTensorBufferization<OpTy>, OpTy> {
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const bufferization::BufferizationOptions &options,
                          bufferization::BufferizationState &state) const {
    auto dps = cast<DestinationStyleOpInterface>(op);
    SmallVector<Value> operands, outputBuffers;
    for (OpOperand &operand : op->getOpOperands()) {
      Value value = operand.get();
      if (isa<TensorType>(value.getType())) {
        FailureOr<Value> buffer =
            bufferization::getBuffer(rewriter, value, options, state);
        if (failed(buffer))
          return failure();
        value = *buffer;
      }
      operands.push_back(value);
      if (dps.isDpsInit(&operand))
        outputBuffers.push_back(value);
    }
    rewriter.setInsertionPoint(op);
    OperationState bufferized(op->getLoc(), op->getName(), operands,
                              TypeRange(), op->getAttrs());
    for (unsigned i = 0; i < op->getNumRegions(); ++i)
      bufferized.addRegion();
    Operation *replacement = rewriter.create(bufferized);
    for (auto [from, to] :
         llvm::zip(op->getRegions(), replacement->getRegions()))
      rewriter.inlineRegionBefore(from, to, to.end());
    bufferization::replaceOpWithBufferizedValues(rewriter, op, outputBuffers);
    return success();
  }
};

template <typename... Ops> void attachBufferization(MLIRContext *context) {
  (Ops::template attachInterface<TMTensorBufferization<Ops>>(*context), ...);
}

} // namespace

#define DEFINE_EFFECTS(OP)                                                     \
  void OP::getEffects(                                                         \
      SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>      \
          &effects) {                                                          \
    getBufferEffects(*this, getOutputs(), effects);                            \
  }
DEFINE_EFFECTS(ScanOp)
DEFINE_EFFECTS(ScatterOp)
DEFINE_EFFECTS(SortOp)
DEFINE_EFFECTS(TopkOp)
DEFINE_EFFECTS(AttentionOp)
#undef DEFINE_EFFECTS

LogicalResult ScanOp::verify() {
  if (getInputs().size() != 1 || getOutputs().size() != 2)
    return emitOpError("expects one input and two outputs (the output and "
                       "the accumulator)");
  auto input = cast<ShapedType>(getInputs()[0].getType());
  if (!input.hasRank() || getDimension() < 0 ||
      getDimension() >= input.getRank())
    return emitOpError("dimension ")
           << getDimension() << " is not a dimension of the input";
  return verifyShape(*this, getOutputs(), 2);
}

LogicalResult ScatterOp::verify() {
  if (getInputs().size() != 2 || getOutputs().size() != 1)
    return emitOpError("expects two inputs (updates, indices) and one "
                       "output");
  auto indices = cast<ShapedType>(getInputs()[1].getType());
  if (!indices.hasRank() || indices.getRank() != 2 || indices.isDynamicDim(1) ||
      indices.getDimSize(1) != static_cast<int64_t>(getDimensionMap().size()))
    return emitOpError("expects indices of rank 2 whose last dimension is "
                       "the dimension map's size");
  return verifyShape(*this, getOutputs(), 2);
}

LogicalResult SortOp::verify() {
  if (!getInputs().empty() || getOutputs().empty())
    return emitOpError("expects no input and at least one output");
  return verifyShape(*this, getOutputs(), 2 * getOutputs().size());
}

LogicalResult TopkOp::verify() { return verifyShape(*this, getOutputs(), 2); }

LogicalResult AttentionOp::verify() {
  return verifyShape(*this, getOutputs(), std::nullopt);
}

void mlir::linalg_frontend::registerTMTensorDialect(DialectRegistry &registry) {
  registry.insert<TMTensorDialect>();
  registry.addExtension(+[](MLIRContext *context, TMTensorDialect *) {
    attachBufferization<ScanOp, ScatterOp, SortOp, TopkOp, AttentionOp>(
        context);
  });
}
