//===- Mbarriers.cpp - nvgpu's mbarriers and TMA on the host target -------===//
//
// An mbarrier group (nvgpu.mbarrier.create) becomes a private workgroup
// `memref.global` of DBGRT_HOST_MBARRIER_BYTES per mbarrier, laid out with
// the block's other workgroup memory; init, arrive (with expect_tx's bytes),
// test_wait and try_wait.parity call libdbgrt (Abi.def's
// dbgrtHostMbarrier*), whose fiber scheduler suspends a waiting thread
// until its phase completes and reports a block whose threads all wait for
// arrivals or bytes that cannot come. A TMA descriptor becomes libdbgrt's
// (dbgrtHostTmaDescriptor, an `!llvm.ptr` wherever the program passes it),
// and the TMA loads and stores of kernels dbgrtHostTmaLoad/Store calls,
// which complete their bytes on the mbarrier.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// An mbarrier group as the host holds it: DBGRT_HOST_MBARRIER_BYTES per
/// mbarrier, in workgroup memory; a token is the parity of the phase it
/// arrived in.
class MbarrierTypeConverter : public TypeConverter {
public:
  explicit MbarrierTypeConverter(MLIRContext *context) {
    addConversion([](Type type) { return type; });
    addConversion([context](nvgpu::MBarrierGroupType type) -> Type {
      return MemRefType::get(
          {type.getNumBarriers() * abi::kHOST_MBARRIER_BYTES / 8},
          IntegerType::get(context, 64), MemRefLayoutAttrInterface(),
          gpu::AddressSpaceAttr::get(context, gpu::AddressSpace::Workgroup));
    });
    addConversion([context](nvgpu::MBarrierTokenType) -> Type {
      return IntegerType::get(context, 64);
    });
  }
};

} // namespace

Value host::indexToPointer(OpBuilder &b, Location loc, Value address) {
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()),
      Value(arith::IndexCastOp::create(b, loc, b.getI64Type(), address)));
}

Value host::getMbarrierPointer(OpBuilder &b, Location loc, Value group,
                               Value id) {
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, group);
  Value at = arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(
          b, loc, id,
          arith::ConstantIndexOp::create(b, loc, abi::kHOST_MBARRIER_BYTES)));
  return indexToPointer(b, loc, at);
}

void host::createPredicated(OpBuilder &b, Location loc, Value predicate,
                            function_ref<void(OpBuilder &)> body) {
  if (!predicate)
    return body(b);
  scf::IfOp::create(b, loc, predicate, [&](OpBuilder &then, Location) {
    body(then);
    scf::YieldOp::create(then, loc);
  });
}

namespace {

Value toI32(OpBuilder &b, Location loc, Value index) {
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), index);
}

struct CreateToGlobal : OpConversionPattern<nvgpu::MBarrierCreateOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvgpu::MBarrierCreateOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<MemRefType>(
        getTypeConverter()->convertType(op.getBarriers().getType()));
    auto gpuModule = op->getParentOfType<gpu::GPUModuleOp>();
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(gpuModule.getBody());
    auto global = memref::GlobalOp::create(
        rewriter, op.getLoc(), "__dbg_host_mbarriers",
        rewriter.getStringAttr("private"), type, Attribute(),
        /*constant=*/false, rewriter.getI64IntegerAttr(8));
    SymbolTable(gpuModule).insert(global); // Renames on a clash.
    rewriter.setInsertionPoint(op);
    rewriter.replaceOpWithNewOp<memref::GetGlobalOp>(op, type,
                                                     global.getSymName());
    return success();
  }
};

/// Lowers an mbarrier op to libdbgrt calls on its mbarrier: `lower` gets
/// a function that builds the mbarrier's address.
template <typename Op> struct MbarrierToRuntime : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;
  using OpAdaptor = typename Op::Adaptor;
  using AddressBuilder = function_ref<Value(OpBuilder &)>;

  LogicalResult
  matchAndRewrite(Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    auto mbarrier = [&](OpBuilder &b) {
      return host::getMbarrierPointer(b, op.getLoc(), adaptor.getBarriers(),
                                      adaptor.getMbarId());
    };
    lower(op, adaptor, mbarrier, rewriter);
    return success();
  }

  /// Replaces or erases `op`.
  virtual void lower(Op op, OpAdaptor adaptor, AddressBuilder mbarrier,
                     ConversionPatternRewriter &rewriter) const = 0;
};

struct InitToRuntime : MbarrierToRuntime<nvgpu::MBarrierInitOp> {
  using MbarrierToRuntime::MbarrierToRuntime;
  void lower(nvgpu::MBarrierInitOp op, OpAdaptor adaptor,
             AddressBuilder mbarrier,
             ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    host::createPredicated(
        rewriter, loc, adaptor.getPredicate(), [&](OpBuilder &b) {
          abi::createCall(b, loc, abi::dbgrtHostMbarrierInit,
                          {mbarrier(b), toI32(b, loc, adaptor.getCount())});
        });
    rewriter.eraseOp(op);
  }
};

template <typename ArriveOp>
struct ArriveToRuntime : MbarrierToRuntime<ArriveOp> {
  using Base = MbarrierToRuntime<ArriveOp>;
  using Base::Base;
  void lower(ArriveOp op, typename Base::OpAdaptor adaptor,
             typename Base::AddressBuilder mbarrier,
             ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto i32 = [&](OpBuilder &b, int64_t value) -> Value {
      return arith::ConstantIntOp::create(b, loc, value, 32);
    };
    if constexpr (std::is_same_v<ArriveOp, nvgpu::MBarrierArriveExpectTxOp>) {
      // expect_tx and one arrival, under the op's predicate; no token.
      host::createPredicated(
          rewriter, loc, adaptor.getPredicate(), [&](OpBuilder &b) {
            abi::createCall(b, loc, abi::dbgrtHostMbarrierArrive,
                            {mbarrier(b), i32(b, 1), i32(b, 1),
                             toI32(b, loc, adaptor.getTxcount())});
          });
      rewriter.eraseOp(op);
    } else {
      Value count, complete;
      if constexpr (std::is_same_v<ArriveOp, nvgpu::MBarrierArriveOp>) {
        count = i32(rewriter, 1);
        complete = i32(rewriter, 1);
      } else {
        count = toI32(rewriter, loc, adaptor.getCount());
        complete = i32(rewriter, 0);
      }
      rewriter.replaceOp(op, abi::createCall(rewriter, loc,
                                             abi::dbgrtHostMbarrierArrive,
                                             {mbarrier(rewriter), count,
                                              complete, i32(rewriter, 0)})
                                 .getResult());
    }
  }
};

struct TestWaitToRuntime : MbarrierToRuntime<nvgpu::MBarrierTestWaitOp> {
  using MbarrierToRuntime::MbarrierToRuntime;
  void lower(nvgpu::MBarrierTestWaitOp op, OpAdaptor adaptor,
             AddressBuilder mbarrier,
             ConversionPatternRewriter &rewriter) const override {
    Value done =
        abi::createCall(rewriter, op.getLoc(), abi::dbgrtHostMbarrierTestWait,
                        {mbarrier(rewriter), adaptor.getToken()})
            .getResult();
    rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, rewriter.getI1Type(),
                                                 done);
  }
};

struct TryWaitParityToRuntime
    : MbarrierToRuntime<nvgpu::MBarrierTryWaitParityOp> {
  TryWaitParityToRuntime(const TypeConverter &converter, MLIRContext *context,
                         host::StringConstants &strings)
      : MbarrierToRuntime(converter, context), strings(strings) {}
  void lower(nvgpu::MBarrierTryWaitParityOp op, OpAdaptor adaptor,
             AddressBuilder mbarrier,
             ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    StringRef name = nvgpu::MBarrierTryWaitParityOp::getOperationName();
    // A GPU retries try_wait until it succeeds (the ticks bound one try):
    // the host waits once, for as long as it takes.
    abi::createCall(
        rewriter, loc, abi::dbgrtHostMbarrierWait,
        {mbarrier(rewriter),
         arith::ExtUIOp::create(rewriter, loc, rewriter.getI32Type(),
                                adaptor.getPhaseParity()),
         strings.getAddress(
             rewriter, loc,
             (name + " at " + renderLocation(loc, name)).str())});
    rewriter.eraseOp(op);
  }
  host::StringConstants &strings;
};

} // namespace

/// One error at the first op of `module` the host cannot run: an mbarrier's
/// address handed to device-only ops.
static LogicalResult refuseDeviceOnlyAsyncOps(ModuleOp module) {
  WalkResult result = module.walk([&](nvgpu::MBarrierGetOp op) {
    op->emitError() << "'" << op->getName()
                    << "' is not supported by the host target: it hands the "
                       "mbarrier's address to device-only ops";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

LogicalResult host::lowerMbarriers(ModuleOp module, StringConstants &strings) {
  if (failed(refuseDeviceOnlyAsyncOps(module)))
    return failure();
  MLIRContext *context = module.getContext();
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    WalkResult found = gpuModule.walk([](Operation *op) {
      return isa<nvgpu::NVGPUDialect>(op->getDialect()) || isTmaOrderingOp(op)
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (!found.wasInterrupted())
      continue;
    MbarrierTypeConverter converter(context);
    ConversionTarget target(*context);
    target.addIllegalOp<
        nvgpu::MBarrierCreateOp, nvgpu::MBarrierInitOp, nvgpu::MBarrierArriveOp,
        nvgpu::MBarrierArriveNoCompleteOp, nvgpu::MBarrierArriveExpectTxOp,
        nvgpu::MBarrierTestWaitOp, nvgpu::MBarrierTryWaitParityOp>();
    addTmaIllegalOps(target);
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(context);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    patterns.add<
        CreateToGlobal, InitToRuntime, ArriveToRuntime<nvgpu::MBarrierArriveOp>,
        ArriveToRuntime<nvgpu::MBarrierArriveNoCompleteOp>,
        ArriveToRuntime<nvgpu::MBarrierArriveExpectTxOp>, TestWaitToRuntime>(
        converter, context);
    patterns.add<TryWaitParityToRuntime>(converter, context, strings);
    populateTmaKernelPatterns(converter, patterns, strings);
    if (failed(applyPartialConversion(gpuModule, target, std::move(patterns))))
      return failure();
  }
  lowerTmaDescriptors(module, strings);
  return success();
}
