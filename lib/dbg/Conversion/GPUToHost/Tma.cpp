//===- Tma.cpp - TMA descriptors, loads and stores on the host target -----===//
//
// nvgpu.tma.create.descriptor becomes a dbgrtHostTmaDescriptor call on the
// memref's base address, sizes and strides, and the descriptor an
// `!llvm.ptr` wherever the program passes it (kernel arguments, launches,
// calls). In kernels, tma.async.load (with its multicast mask) and
// tma.async.store become dbgrtHostTmaLoad/Store calls on the shared
// memref's address and bytes;
// prefetches and descriptor fences have nothing to do on the CPU.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Checks/MemoryAccess.h"
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// The address of the first element of the memref `metadata` describes,
/// as an `!llvm.ptr`.
Value getStartPointer(OpBuilder &b, Location loc,
                      memref::ExtractStridedMetadataOp metadata) {
  return host::indexToPointer(b, loc, host::getStartAddress(b, loc, metadata));
}

/// The bytes from the first element of the memref `metadata` describes to
/// the end of its span (an i64).
Value getSpanBytes(OpBuilder &b, Location loc,
                   memref::ExtractStridedMetadataOp metadata) {
  int64_t elementBytes =
      metadata.getSource().getType().getElementTypeBitWidth() / 8;
  Value span = createSpanElements(b, loc, metadata);
  Value bytes = arith::MulIOp::create(
      b, loc, span, arith::ConstantIndexOp::create(b, loc, elementBytes));
  return arith::IndexCastOp::create(b, loc, b.getI64Type(), bytes);
}

/// The descriptor as the `!llvm.ptr` it becomes (lowerTmaDescriptors
/// retypes it; until then a cast).
Value asPointer(OpBuilder &b, Location loc, Value descriptor) {
  auto ptr = LLVM::LLVMPointerType::get(b.getContext());
  if (descriptor.getType() == ptr)
    return descriptor;
  return UnrealizedConversionCastOp::create(b, loc, ptr, descriptor)
      .getResult(0);
}

/// Five i64 coordinates, innermost first: `coordinates` and zeros.
SmallVector<Value> getCoordinates(OpBuilder &b, Location loc,
                                  ValueRange coordinates) {
  SmallVector<Value> values;
  for (Value coordinate : coordinates)
    values.push_back(
        arith::IndexCastOp::create(b, loc, b.getI64Type(), coordinate));
  while (values.size() < 5)
    values.push_back(arith::ConstantIntOp::create(b, loc, 0, 64));
  return values;
}

/// tma.async.load and tma.async.store -> dbgrtHostTmaLoad and
/// dbgrtHostTmaStore, under the op's predicate.
template <typename Op> struct CopyToRuntime : host::PatternWithStrings<Op> {
  using host::PatternWithStrings<Op>::PatternWithStrings;
  static constexpr bool kLoad = std::is_same_v<Op, nvgpu::TmaAsyncLoadOp>;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    StringRef name = op->getName().getStringRef();
    host::createPredicated(
        rewriter, loc, adaptor.getPredicate(), [&](OpBuilder &b) {
          Value shared;
          if constexpr (kLoad)
            shared = adaptor.getDst();
          else
            shared = adaptor.getSrc();
          auto metadata =
              memref::ExtractStridedMetadataOp::create(b, loc, shared);
          SmallVector<Value> args = {
              asPointer(b, loc, adaptor.getTensorMapDescriptor()),
              getStartPointer(b, loc, metadata),
              getSpanBytes(b, loc, metadata)};
          if constexpr (kLoad)
            args.push_back(host::getMbarrierPointer(
                b, loc, adaptor.getBarriers(), adaptor.getMbarId()));
          llvm::append_range(args,
                             getCoordinates(b, loc, adaptor.getCoordinates()));
          if constexpr (kLoad) {
            Value mask = adaptor.getMulticastMask();
            args.push_back(
                mask ? Value(
                           arith::ExtUIOp::create(b, loc, b.getI32Type(), mask))
                     : Value(arith::ConstantIntOp::create(b, loc, 0, 32)));
          }
          args.push_back(
              this->strings.getAddress(b, loc, renderLocation(loc, name)));
          abi::createCall(
              b, loc, kLoad ? abi::dbgrtHostTmaLoad : abi::dbgrtHostTmaStore,
              args);
        });
    rewriter.eraseOp(op);
    return success();
  }
};

/// nvgpu.tma.create.descriptor -> dbgrtHostTmaDescriptor, its shape and
/// box in stack arrays of the enclosing function's entry block.
void lowerCreateDescriptor(nvgpu::TmaCreateDescriptorOp op,
                           host::StringConstants &strings) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto type = op.getTensorMap().getType();
  Type element =
      cast<UnrankedMemRefType>(op.getTensor().getType()).getElementType();
  int64_t rank = static_cast<int64_t>(op.getBoxDimensions().size());
  SmallVector<int64_t> dynamic(rank, ShapedType::kDynamic);
  auto ranked = MemRefType::get(
      dynamic, element,
      StridedLayoutAttr::get(b.getContext(), ShapedType::kDynamic, dynamic));
  Value tensor = memref::CastOp::create(b, loc, ranked, op.getTensor());
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, tensor);
  // The arrays live in the entry block: a descriptor made in a loop does
  // not grow the stack.
  auto array = [&](ValueRange values) {
    OpBuilder entry(b.getContext());
    entry.setInsertionPointToStart(
        &op->getParentOfType<FunctionOpInterface>().getFunctionBody().front());
    Value stack = memref::AllocaOp::create(
        entry, loc,
        MemRefType::get({static_cast<int64_t>(values.size())}, b.getI64Type()));
    for (auto [i, value] : llvm::enumerate(values))
      memref::StoreOp::create(
          b, loc, arith::IndexCastOp::create(b, loc, b.getI64Type(), value),
          stack,
          ValueRange{arith::ConstantIndexOp::create(b, loc, int64_t(i))});
    return host::getAlignedPointer(b, loc, stack);
  };
  SmallVector<Value> shape(metadata.getSizes());
  llvm::append_range(shape, metadata.getStrides());
  auto i32 = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(b, loc, value, 32);
  };
  Value descriptor =
      abi::createCall(
          b, loc, abi::dbgrtHostTmaDescriptor,
          {getStartPointer(b, loc, metadata), i32(rank),
           i32(element.getIntOrFloatBitWidth() / 8), array(shape),
           array(op.getBoxDimensions()),
           i32(static_cast<int64_t>(type.getSwizzle())),
           i32(static_cast<int64_t>(type.getOob())),
           i32(static_cast<int64_t>(type.getInterleave())),
           strings.getAddress(
               b, loc, renderLocation(loc, op->getName().getStringRef()))})
          .getResult();
  op.getTensorMap().replaceAllUsesWith(
      UnrealizedConversionCastOp::create(b, loc, type, descriptor)
          .getResult(0));
  op.erase();
}

} // namespace

bool host::isTmaOrderingOp(Operation *op) {
  return isa<NVVM::FenceProxyOp, NVVM::CpAsyncBulkCommitGroupOp,
             NVVM::CpAsyncBulkWaitGroupOp>(op);
}

void host::addTmaIllegalOps(ConversionTarget &target) {
  target.addIllegalOp<nvgpu::TmaAsyncLoadOp, nvgpu::TmaAsyncStoreOp,
                      nvgpu::TmaPrefetchOp, nvgpu::TmaFenceOp,
                      NVVM::FenceProxyOp, NVVM::CpAsyncBulkCommitGroupOp,
                      NVVM::CpAsyncBulkWaitGroupOp>();
}

void host::populateTmaKernelPatterns(const TypeConverter &converter,
                                     RewritePatternSet &patterns,
                                     StringConstants &strings) {
  MLIRContext *context = patterns.getContext();
  patterns.add<CopyToRuntime<nvgpu::TmaAsyncLoadOp>,
               CopyToRuntime<nvgpu::TmaAsyncStoreOp>>(converter, context,
                                                      strings);
  // Descriptor prefetches and fences have nothing to do on the CPU, nor
  // have proxy fences and bulk-copy groups: TMA copies run at once, in the
  // issuing thread.
  patterns.add<host::EraseInConversion<nvgpu::TmaPrefetchOp>,
               host::EraseInConversion<nvgpu::TmaFenceOp>,
               host::EraseInConversion<NVVM::FenceProxyOp>,
               host::EraseInConversion<NVVM::CpAsyncBulkCommitGroupOp>,
               host::EraseInConversion<NVVM::CpAsyncBulkWaitGroupOp>>(converter,
                                                                      context);
}

void host::lowerTmaDescriptors(ModuleOp module, StringConstants &strings) {
  SmallVector<nvgpu::TmaCreateDescriptorOp> creates;
  module.walk([&](nvgpu::TmaCreateDescriptorOp op) { creates.push_back(op); });
  for (nvgpu::TmaCreateDescriptorOp op : creates)
    lowerCreateDescriptor(op, strings);
  // Every descriptor value becomes the pointer it is: block arguments
  // (kernel and function arguments), results, and the function types.
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  auto convert = [&](Type type) -> Type {
    return isa<nvgpu::TensorMapDescriptorType>(type) ? ptr : type;
  };
  module.walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setType(convert(arg.getType()));
    for (OpResult result : op->getResults())
      result.setType(convert(result.getType()));
    auto function = dyn_cast<FunctionOpInterface>(op);
    if (!function)
      return;
    auto type = dyn_cast<FunctionType>(function.getFunctionType());
    if (!type)
      return;
    auto inputs = llvm::map_to_vector(type.getInputs(), convert);
    auto results = llvm::map_to_vector(type.getResults(), convert);
    function.setType(FunctionType::get(module.getContext(), inputs, results));
  });
  // The casts between a descriptor and its pointer now cast a pointer to
  // itself.
  module.walk([](UnrealizedConversionCastOp cast) {
    if (cast->getNumOperands() == 1 && cast->getNumResults() == 1 &&
        cast.getOperand(0).getType() == cast.getResult(0).getType()) {
      cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
      cast.erase();
    }
  });
}
