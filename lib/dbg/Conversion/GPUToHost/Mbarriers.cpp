//===- Mbarriers.cpp - nvgpu's mbarriers on the host target ---------------===//
//
// An mbarrier group (nvgpu.mbarrier.create) becomes a private workgroup
// `memref.global` of one i64 per mbarrier, laid out with the block's other
// workgroup memory; init, arrive, test_wait and try_wait.parity call
// libdbgrt (Abi.def's dbgrtHostMbarrier*), whose fiber scheduler suspends a
// waiting thread until its phase completes and reports a block whose
// threads all wait for arrivals that cannot come. Transaction counts (TMA's
// expect_tx) have no meaning without TMA and are refused.
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

/// An mbarrier group as the host holds it: one i64 per mbarrier, in
/// workgroup memory; a token is the parity of the phase it arrived in.
class MbarrierTypeConverter : public TypeConverter {
public:
  explicit MbarrierTypeConverter(MLIRContext *context) {
    addConversion([](Type type) { return type; });
    addConversion([context](nvgpu::MBarrierGroupType type) -> Type {
      return MemRefType::get(
          {type.getNumBarriers()}, IntegerType::get(context, 64),
          MemRefLayoutAttrInterface(),
          gpu::AddressSpaceAttr::get(context, gpu::AddressSpace::Workgroup));
    });
    addConversion([context](nvgpu::MBarrierTokenType) -> Type {
      return IntegerType::get(context, 64);
    });
  }
};

/// The address of mbarrier `id` (an index) of `group`, as an `!llvm.ptr`.
Value getMbarrierPointer(OpBuilder &b, Location loc, Value group, Value id) {
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, group);
  Value at = arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(b, loc, id,
                            arith::ConstantIndexOp::create(b, loc, 8)));
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()),
      Value(arith::IndexCastOp::create(b, loc, b.getI64Type(), at)));
}

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
      return getMbarrierPointer(b, op.getLoc(), adaptor.getBarriers(),
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
    auto init = [&](OpBuilder &b) {
      abi::createCall(b, loc, abi::dbgrtHostMbarrierInit,
                      {mbarrier(b), toI32(b, loc, adaptor.getCount())});
    };
    if (Value predicate = adaptor.getPredicate()) {
      scf::IfOp::create(rewriter, loc, predicate, [&](OpBuilder &b, Location) {
        init(b);
        scf::YieldOp::create(b, loc);
      });
    } else {
      init(rewriter);
    }
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
    Value count, complete;
    if constexpr (std::is_same_v<ArriveOp, nvgpu::MBarrierArriveOp>) {
      count = arith::ConstantIntOp::create(rewriter, loc, 1, 32);
      complete = arith::ConstantIntOp::create(rewriter, loc, 1, 32);
    } else {
      count = toI32(rewriter, loc, adaptor.getCount());
      complete = arith::ConstantIntOp::create(rewriter, loc, 0, 32);
    }
    rewriter.replaceOp(
        op, abi::createCall(rewriter, loc, abi::dbgrtHostMbarrierArrive,
                            {mbarrier(rewriter), count, complete})
                .getResult());
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

LogicalResult host::lowerMbarriers(ModuleOp module, StringConstants &strings) {
  MLIRContext *context = module.getContext();
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    bool found = false, ok = true;
    // One error, at the first op the host cannot run.
    gpuModule.walk([&](Operation *op) {
      found |= isa<nvgpu::MBarrierCreateOp>(op);
      if (!isa<nvgpu::MBarrierArriveExpectTxOp, nvgpu::MBarrierGetOp>(op))
        return WalkResult::advance();
      op->emitError() << "'" << op->getName()
                      << "' is not supported by the host target: "
                      << (isa<nvgpu::MBarrierGetOp>(op)
                              ? "it hands the mbarrier's address to "
                                "device-only ops"
                              : "transaction counts come from TMA, which "
                                "only a GPU has");
      ok = false;
      return WalkResult::interrupt();
    });
    if (!ok)
      return failure();
    if (!found)
      continue;
    MbarrierTypeConverter converter(context);
    ConversionTarget target(*context);
    target.addIllegalOp<
        nvgpu::MBarrierCreateOp, nvgpu::MBarrierInitOp, nvgpu::MBarrierArriveOp,
        nvgpu::MBarrierArriveNoCompleteOp, nvgpu::MBarrierTestWaitOp,
        nvgpu::MBarrierTryWaitParityOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(context);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    patterns.add<
        CreateToGlobal, InitToRuntime, ArriveToRuntime<nvgpu::MBarrierArriveOp>,
        ArriveToRuntime<nvgpu::MBarrierArriveNoCompleteOp>, TestWaitToRuntime>(
        converter, context);
    patterns.add<TryWaitParityToRuntime>(converter, context, strings);
    if (failed(applyPartialConversion(gpuModule, target, std::move(patterns))))
      return failure();
  }
  return success();
}
