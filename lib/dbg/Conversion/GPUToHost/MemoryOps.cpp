//===- MemoryOps.cpp - GPU memory and synchronization ops on the host -----===//
//
// On the CPU, memory is memory: gpu.alloc, gpu.memcpy and gpu.memset become
// memref.alloc, memref.copy and linalg.fill, and GPU work runs synchronously,
// so gpu.wait, host registration and async tokens carry nothing.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::dbg;

/// Replaces the async token `op` produces, if any, by a placeholder: GPU
/// work on the host is synchronous, so tokens order nothing. Placeholders
/// that are still used at the end of the pass are diagnosed.
static void replaceToken(PatternRewriter &rewriter, Operation *op,
                         Value token) {
  if (!token)
    return;
  Value poison = ub::PoisonOp::create(rewriter, op->getLoc(), token.getType());
  rewriter.replaceAllUsesWith(token, poison);
}

Value host::getAlignedPointer(OpBuilder &b, Location loc, Value memref) {
  return indexToPointer(
      b, loc, memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref));
}

Value host::getStartAddress(OpBuilder &b, Location loc,
                            memref::ExtractStridedMetadataOp metadata) {
  int64_t elementBytes =
      metadata.getSource().getType().getElementTypeBitWidth() / 8;
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(
      b, loc, metadata.getSource());
  return arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(
          b, loc, metadata.getOffset(),
          arith::ConstantIndexOp::create(b, loc, elementBytes)));
}

std::pair<Value, Value> host::createEntryBuffer(OpBuilder &builder,
                                                Operation *op, int64_t count,
                                                Type element) {
  OpBuilder::InsertionGuard guard(builder);
  auto func = op->getParentOfType<FunctionOpInterface>();
  builder.setInsertionPointToStart(&func.getFunctionBody().front());
  Location loc = op->getLoc();
  Value memref =
      memref::AllocaOp::create(builder, loc, MemRefType::get({count}, element));
  return {memref, getAlignedPointer(builder, loc, memref)};
}

namespace {

struct AllocToHost : public OpRewritePattern<gpu::AllocOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(gpu::AllocOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getSymbolOperands().empty())
      return rewriter.notifyMatchFailure(op, "symbol operands");
    replaceToken(rewriter, op, op.getAsyncToken());
    // 64 bytes: what vectorized host code wants, more than any GPU type.
    auto alloc = memref::AllocOp::create(
        rewriter, op.getLoc(), op.getMemref().getType(), op.getDynamicSizes(),
        ValueRange(), rewriter.getI64IntegerAttr(64));
    rewriter.replaceAllUsesWith(op.getMemref(), alloc);
    rewriter.eraseOp(op);
    // libdbgrt fills it under poison-allocations, as on a GPU.
    Location loc = alloc.getLoc();
    MemRefType type = alloc.getType();
    auto i64 = rewriter.getI64Type();
    // Any element type a memref holds (vectors, complex numbers, index),
    // at the size the data layout gives it.
    int64_t elementBytes = static_cast<int64_t>(
        DataLayout::closest(alloc).getTypeSize(type.getElementType()));
    Value bytes = arith::ConstantOp::create(
        rewriter, loc, rewriter.getI64IntegerAttr(elementBytes));
    unsigned dynamic = 0;
    for (int64_t size : type.getShape()) {
      Value dim =
          ShapedType::isDynamic(size)
              ? arith::IndexCastOp::create(rewriter, loc, i64,
                                           alloc.getDynamicSizes()[dynamic++])
                    .getResult()
              : arith::ConstantOp::create(rewriter, loc,
                                          rewriter.getI64IntegerAttr(size))
                    .getResult();
      bytes = arith::MulIOp::create(rewriter, loc, bytes, dim);
    }
    abi::createCall(rewriter, loc, abi::dbgrtHostAllocated,
                    {host::getAlignedPointer(rewriter, loc, alloc), bytes});
    return success();
  }
};

/// Runs what `build` creates only when `flag` (an i32 a runtime call
/// returned) is not 0.
static void runIfNonZero(OpBuilder &b, Location loc, Value flag,
                         function_ref<void(OpBuilder &)> build) {
  Value zero = arith::ConstantIntOp::create(b, loc, 0, 32);
  Value go =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, flag, zero);
  auto run = scf::IfOp::create(b, loc, go, /*withElseRegion=*/false);
  OpBuilder then = OpBuilder::atBlockBegin(run.thenBlock());
  build(then);
}

/// A GPU memory op that becomes host ops: `build` creates them at the op.
template <typename OpTy> struct MemoryOpToHost : public OpRewritePattern<OpTy> {
  using Build = void (*)(PatternRewriter &, OpTy);
  MemoryOpToHost(MLIRContext *context, Build build)
      : OpRewritePattern<OpTy>(context), build(build) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    replaceToken(rewriter, op, op.getAsyncToken());
    build(rewriter, op);
    rewriter.eraseOp(op);
    return success();
  }

  Build build;
};

/// gpu.wait, gpu.host_register/unregister, gpu.set_default_device: nothing
/// to do on the host.
template <typename OpTy> struct EraseOnHost : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if constexpr (std::is_same_v<OpTy, gpu::WaitOp>)
      replaceToken(rewriter, op, op.getAsyncToken());
    rewriter.eraseOp(op);
    return success();
  }
};

/// A call of the runtime's mgpuMemGetDeviceMemRef1dFloat/Int32 (upstream's
/// ROCm programs ask for the device address of registered host memory):
/// on the host, memory is memory, so the result is the memref itself.
struct DeviceMemRefOfHostMemory : public OpRewritePattern<func::CallOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(func::CallOp call,
                                PatternRewriter &rewriter) const override {
    StringRef callee = call.getCallee();
    if (callee != "mgpuMemGetDeviceMemRef1dFloat" &&
        callee != "mgpuMemGetDeviceMemRef1dInt32")
      return rewriter.notifyMatchFailure(call, "another callee");
    if (call.getNumOperands() != 1 || call.getNumResults() != 1 ||
        call.getOperand(0).getType() != call.getResult(0).getType())
      return rewriter.notifyMatchFailure(call, "not memref -> same memref");
    rewriter.replaceOp(call, call.getOperand(0));
    return success();
  }
};

} // namespace

void host::populateMemoryOpsToHostPatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns
      .add<AllocToHost, DeviceMemRefOfHostMemory, EraseOnHost<gpu::WaitOp>,
           EraseOnHost<gpu::HostRegisterOp>, EraseOnHost<gpu::HostUnregisterOp>,
           EraseOnHost<gpu::SetDefaultDeviceOp>>(ctx);
  patterns.add<MemoryOpToHost<gpu::DeallocOp>>(ctx, [](PatternRewriter &b,
                                                       gpu::DeallocOp op) {
    // libdbgrt forgets the allocation before the memory is freed, and
    // says whether to free it (not twice, under lifetimes).
    Location loc = op.getLoc();
    Value release = abi::createCall(b, loc, abi::dbgrtHostReleased,
                                    {getAlignedPointer(b, loc, op.getMemref())})
                        .getResult();
    runIfNonZero(b, loc, release, [&](OpBuilder &then) {
      memref::DeallocOp::create(then, loc, op.getMemref());
    });
  });
  patterns.add<MemoryOpToHost<gpu::MemcpyOp>>(
      ctx, [](PatternRewriter &b, gpu::MemcpyOp op) {
        Location loc = op.getLoc();
        Value inUse = abi::createCall(b, loc, abi::dbgrtHostMemoryInUse,
                                      {getAlignedPointer(b, loc, op.getSrc()),
                                       getAlignedPointer(b, loc, op.getDst())})
                          .getResult();
        runIfNonZero(b, loc, inUse, [&](OpBuilder &then) {
          memref::CopyOp::create(then, loc, op.getSrc(), op.getDst());
        });
      });
  patterns.add<MemoryOpToHost<gpu::MemsetOp>>(
      ctx, [](PatternRewriter &b, gpu::MemsetOp op) {
        Location loc = op.getLoc();
        Value none = LLVM::ZeroOp::create(
            b, loc, LLVM::LLVMPointerType::get(b.getContext()));
        Value inUse =
            abi::createCall(b, loc, abi::dbgrtHostMemoryInUse,
                            {none, getAlignedPointer(b, loc, op.getDst())})
                .getResult();
        runIfNonZero(b, loc, inUse, [&](OpBuilder &then) {
          linalg::FillOp::create(then, loc, op.getValue(), op.getDst());
        });
      });
}

LogicalResult host::checkRemainingTokens(ModuleOp module) {
  // Tokens that still flow somewhere (loop-carried, yielded from
  // async.execute, passed to a call) cannot be dropped here.
  bool ok = true;
  module.walk([&](ub::PoisonOp poison) {
    if (!isa<gpu::AsyncTokenType>(poison.getType()))
      return;
    for (Operation *user : poison->getUsers()) {
      user->emitError() << "a GPU async token flows into '" << user->getName()
                        << "', which the host target cannot lower yet";
      ok = false;
    }
    if (poison->use_empty())
      poison.erase();
  });
  // Carried handles as tokens (carryTokensAsHandles): their users are gone.
  module.walk([](UnrealizedConversionCastOp cast) {
    if (cast->getNumResults() == 1 &&
        isa<gpu::AsyncTokenType>(cast.getResult(0).getType()) &&
        cast->use_empty())
      cast.erase();
  });
  return success(ok);
}
