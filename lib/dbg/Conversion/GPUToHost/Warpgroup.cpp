//===- Warpgroup.cpp - Hopper's wgmma on the host target ------------------===//
//
// Warpgroup-level matrix multiply as the host target runs it, before the
// kernels move to the host:
//
// - `!nvgpu.warpgroup.descriptor` is the 64-bit matrix descriptor a GPU
//   gets, built as upstream's NVGPU-to-NVVM lowering builds it: workgroup
//   memory is aligned as a GPU's shared window (libdbgrt), so bits [4, 18)
//   of a workgroup address are those of its shared address.
// - `!nvgpu.warpgroup.accumulator<fragmented = vector<MxNxT>>` is the
//   calling thread's fragments, M / 64 tiles of N / 2 elements in PTX's
//   layout, flattened: what upstream's struct of structs holds.
// - `nvgpu.warpgroup.mma` is upstream's sequence of wgmmas (one per 64 rows
//   of M and K step, its descriptors advanced as upstream advances them),
//   each a dbgrtHostWgmma call; `nvgpu.warpgroup.mma.store` stores each
//   thread's fragments where PTX's layout puts them.
// - NVVM's `wgmma.mma_async` (kernels that build their descriptors
//   themselves) is one dbgrtHostWgmma call on its struct of fragments;
//   wgmma's fence, commit_group and wait_group have nothing to wait for
//   (the host completes each wgmma at once); `elect.sync` elects lane 0.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// Rows of one wgmma.
constexpr int64_t kWgmmaRows = 64;

/// Descriptors and accumulators as the host holds them.
class WarpgroupTypeConverter : public TypeConverter {
public:
  explicit WarpgroupTypeConverter(MLIRContext *context) {
    addConversion([](Type type) { return type; });
    addConversion([context](nvgpu::WarpgroupMatrixDescriptorType) -> Type {
      return IntegerType::get(context, 64);
    });
    addConversion([](nvgpu::WarpgroupAccumulatorType type) -> Type {
      VectorType tile = type.getFragmented();
      return VectorType::get(
          {tile.getDimSize(0) / kWgmmaRows * (tile.getDimSize(1) / 2)},
          tile.getElementType());
    });
  }
};

/// The DBGRT_HOST_WGMMA_* type of `type` (an A, B or D element), or -1.
int64_t getWgmmaType(Type type) {
  if (type.isF16())
    return abi::kHOST_WGMMA_F16;
  if (type.isBF16())
    return abi::kHOST_WGMMA_BF16;
  if (type.isTF32())
    return abi::kHOST_WGMMA_TF32;
  if (isa<Float8E4M3FNType>(type))
    return abi::kHOST_WGMMA_E4M3;
  if (isa<Float8E5M2Type>(type))
    return abi::kHOST_WGMMA_E5M2;
  if (type.isInteger(8))
    return type.isUnsignedInteger() ? abi::kHOST_WGMMA_U8 : abi::kHOST_WGMMA_S8;
  if (type.isF32())
    return abi::kHOST_WGMMA_F32;
  if (type.isInteger(32))
    return abi::kHOST_WGMMA_S32;
  return -1;
}

/// The DBGRT_HOST_WGMMA_* type of NVVM's `type`, or -1 (b1).
int64_t getWgmmaType(NVVM::WGMMATypes type) {
  switch (type) {
  case NVVM::WGMMATypes::f16:
    return abi::kHOST_WGMMA_F16;
  case NVVM::WGMMATypes::bf16:
    return abi::kHOST_WGMMA_BF16;
  case NVVM::WGMMATypes::tf32:
    return abi::kHOST_WGMMA_TF32;
  case NVVM::WGMMATypes::e4m3:
    return abi::kHOST_WGMMA_E4M3;
  case NVVM::WGMMATypes::e5m2:
    return abi::kHOST_WGMMA_E5M2;
  case NVVM::WGMMATypes::s8:
    return abi::kHOST_WGMMA_S8;
  case NVVM::WGMMATypes::u8:
    return abi::kHOST_WGMMA_U8;
  case NVVM::WGMMATypes::f32:
    return abi::kHOST_WGMMA_F32;
  case NVVM::WGMMATypes::s32:
    return abi::kHOST_WGMMA_S32;
  default:
    return -1;
  }
}

Value constantI32(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(b, loc, value, 32);
}

Value constantI64(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(b, loc, value, 64);
}

/// The address of the first element of `memref` as an i64.
Value getStartAddress(OpBuilder &b, Location loc, Value memref) {
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                    host::getStartAddress(b, loc, metadata));
}

/// nvgpu.warpgroup.generate.descriptor -> the descriptor upstream builds:
/// the swizzle of the TMA descriptor's type, a stride byte offset of 8
/// swizzle rows, a leading byte offset of the tensor's rows, and bits
/// [4, 18) of the memref's address.
struct GenerateDescriptorToBits
    : OpConversionPattern<nvgpu::WarpgroupGenerateDescriptorOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvgpu::WarpgroupGenerateDescriptorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    nvgpu::TensorMapDescriptorType map = op.getTensorMap().getType();
    int64_t rowBytes = 1, layout = 0;
    switch (map.getSwizzle()) {
    case nvgpu::TensorMapSwizzleKind::SWIZZLE_128B:
      rowBytes = 128, layout = 1;
      break;
    case nvgpu::TensorMapSwizzleKind::SWIZZLE_64B:
      rowBytes = 64, layout = 2;
      break;
    case nvgpu::TensorMapSwizzleKind::SWIZZLE_32B:
      rowBytes = 32, layout = 3;
      break;
    default:
      break;
    }
    int64_t strideField = (rowBytes * 8) >> 4;
    int64_t leadingField = (map.getTensor().getDimSize(0) * rowBytes) >> 4;
    uint64_t fixed = uint64_t(layout) << 62 | uint64_t(strideField) << 32 |
                     uint64_t(leadingField) << 16;
    Value address = getStartAddress(rewriter, loc, adaptor.getTensor());
    Value start = arith::AndIOp::create(
        rewriter, loc,
        arith::ShRUIOp::create(rewriter, loc, address,
                               constantI64(rewriter, loc, 4)),
        constantI64(rewriter, loc, 0x3fff));
    rewriter.replaceOpWithNewOp<arith::OrIOp>(
        op, start, constantI64(rewriter, loc, static_cast<int64_t>(fixed)));
    return success();
  }
};

struct InitAccumulatorToZeros
    : OpConversionPattern<nvgpu::WarpgroupMmaInitAccumulatorOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvgpu::WarpgroupMmaInitAccumulatorOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<VectorType>(
        getTypeConverter()->convertType(op.getMatrixC().getType()));
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type,
                                                   rewriter.getZeroAttr(type));
    return success();
  }
};

/// One dbgrtHostWgmma call: D's fragment at `fragment`.
void createWgmmaCall(OpBuilder &b, Location loc, Value descriptorA,
                     Value descriptorB, Value fragment, int64_t n,
                     int64_t types, int64_t flags, Value location) {
  abi::createCall(b, loc, abi::dbgrtHostWgmma,
                  {descriptorA, descriptorB, fragment, constantI32(b, loc, n),
                   constantI32(b, loc, types), constantI32(b, loc, flags),
                   location});
}

/// `descriptor` advanced by `bytes` (its start address field counts 16
/// bytes), as upstream advances it.
Value advance(OpBuilder &b, Location loc, Value descriptor, int64_t bytes) {
  if ((bytes >> 4) == 0)
    return descriptor;
  return arith::AddIOp::create(b, loc, descriptor,
                               constantI64(b, loc, bytes >> 4));
}

/// nvgpu.warpgroup.mma -> upstream's wgmmas, one dbgrtHostWgmma each: for
/// each 64 rows i of M and each K step k, A's descriptor advanced by
/// (K_step * k + K * K_A * i) elements and B's by (K_B * K_step * k).
struct MmaToRuntime : host::PatternWithStrings<nvgpu::WarpgroupMmaOp> {
  using PatternWithStrings::PatternWithStrings;
  LogicalResult
  matchAndRewrite(nvgpu::WarpgroupMmaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MemRefType a = op.getDescriptorA().getType().getTensor();
    MemRefType b = op.getDescriptorB().getType().getTensor();
    VectorType d = op.getMatrixC().getType().getFragmented();
    int64_t typeA = getWgmmaType(a.getElementType());
    int64_t typeB = getWgmmaType(b.getElementType());
    int64_t typeD = getWgmmaType(d.getElementType());
    if (typeA < 0 || typeB < 0 || typeD < 0)
      return rewriter.notifyMatchFailure(op, "element types");
    int64_t bytesA = a.getElementTypeBitWidth() / 8;
    int64_t bytesB = b.getElementTypeBitWidth() / 8;
    int64_t stepK = 32 / bytesA, m = a.getDimSize(0), k = a.getDimSize(1);
    int64_t n = b.getDimSize(1);
    // Upstream's layouts make transposeA and transposeB PTX's imm-trans-a
    // and imm-trans-b (an MN-major operand).
    int64_t flags = (op.getTransposeA() ? abi::kHOST_WGMMA_TRANSPOSE_A : 0) |
                    (op.getTransposeB() ? abi::kHOST_WGMMA_TRANSPOSE_B : 0);
    int64_t types = typeA | typeB << 8 | typeD << 16;
    auto flat = cast<VectorType>(adaptor.getMatrixC().getType());
    auto [buffer, pointer] = host::createEntryBuffer(
        rewriter, op, flat.getNumElements(), flat.getElementType());
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    vector::StoreOp::create(rewriter, loc, adaptor.getMatrixC(), buffer, zero);
    Value location = strings.getAddress(
        rewriter, loc, renderLocation(loc, op->getName().getStringRef()));
    int64_t fragmentBytes = n / 2 * (flat.getElementTypeBitWidth() / 8);
    // Upstream steps A by K * K elements per 64 rows (its tile's rows only
    // when K is 64); the host does what the GPU's code does.
    for (int64_t i = 0; i < m / kWgmmaRows; ++i) {
      Value fragment = LLVM::GEPOp::create(
          rewriter, loc, pointer.getType(), rewriter.getI8Type(), pointer,
          ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(i * fragmentBytes)});
      for (int64_t s = 0; s < k / stepK; ++s) {
        Value descriptorA = advance(rewriter, loc, adaptor.getDescriptorA(),
                                    (stepK * s + k * k * i) * bytesA);
        Value descriptorB = advance(rewriter, loc, adaptor.getDescriptorB(),
                                    b.getDimSize(0) * stepK * s * bytesB);
        createWgmmaCall(rewriter, loc, descriptorA, descriptorB, fragment, n,
                        types, flags, location);
      }
    }
    rewriter.replaceOpWithNewOp<vector::LoadOp>(op, flat, buffer, zero);
    return success();
  }
};

/// nvgpu.warpgroup.mma.store -> one dbgrtHostWgmmaStore per 64 rows.
struct MmaStoreToRuntime : OpConversionPattern<nvgpu::WarpgroupMmaStoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvgpu::WarpgroupMmaStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    VectorType d = op.getMatrixD().getType().getFragmented();
    auto dst = cast<MemRefType>(op.getDstMemref().getType());
    int64_t type = getWgmmaType(d.getElementType());
    if (type < 0 || dst.getElementType() != d.getElementType() ||
        dst.getRank() != 2)
      return rewriter.notifyMatchFailure(op, "element types");
    auto flat = cast<VectorType>(adaptor.getMatrixD().getType());
    auto [buffer, pointer] = host::createEntryBuffer(
        rewriter, op, flat.getNumElements(), flat.getElementType());
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    vector::StoreOp::create(rewriter, loc, adaptor.getMatrixD(), buffer, zero);
    auto metadata = memref::ExtractStridedMetadataOp::create(
        rewriter, loc, adaptor.getDstMemref());
    Value rowStride = arith::IndexCastOp::create(
        rewriter, loc, rewriter.getI64Type(), metadata.getStrides()[0]);
    Value start = arith::IndexCastOp::create(
        rewriter, loc, rewriter.getI64Type(),
        host::getStartAddress(rewriter, loc, metadata));
    int64_t n = d.getDimSize(1), bytes = d.getElementTypeBitWidth() / 8;
    for (int64_t i = 0; i < d.getDimSize(0) / kWgmmaRows; ++i) {
      Value fragment = LLVM::GEPOp::create(
          rewriter, loc, pointer.getType(), rewriter.getI8Type(), pointer,
          ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(i * n / 2 * bytes)});
      Value rows = arith::MulIOp::create(
          rewriter, loc, rowStride,
          constantI64(rewriter, loc, i * kWgmmaRows * bytes));
      Value tile = host::indexToPointer(
          rewriter, loc,
          arith::IndexCastOp::create(
              rewriter, loc, rewriter.getIndexType(),
              arith::AddIOp::create(rewriter, loc, start, rows).getResult()));
      abi::createCall(rewriter, loc, abi::dbgrtHostWgmmaStore,
                      {fragment, constantI32(rewriter, loc, n),
                       constantI32(rewriter, loc, type), tile, rowStride});
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// nvvm.wgmma.mma_async -> dbgrtHostWgmma on its struct of fragments.
struct MmaAsyncToRuntime : host::PatternWithStrings<NVVM::WgmmaMmaAsyncOp> {
  using PatternWithStrings::PatternWithStrings;
  LogicalResult
  matchAndRewrite(NVVM::WgmmaMmaAsyncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t typeA = getWgmmaType(op.getTypeA());
    int64_t typeB = getWgmmaType(op.getTypeB());
    int64_t typeD = getWgmmaType(op.getTypeD());
    if (typeA < 0 || typeB < 0 || typeD < 0)
      return rewriter.notifyMatchFailure(op, "b1");
    // PTX's imm-trans-a is a column-major A, imm-trans-b a row-major B.
    int64_t flags =
        (op.getLayoutA() == NVVM::MMALayout::col ? abi::kHOST_WGMMA_TRANSPOSE_A
                                                 : 0) |
        (op.getLayoutB() == NVVM::MMALayout::row ? abi::kHOST_WGMMA_TRANSPOSE_B
                                                 : 0) |
        (op.getScaleD() == NVVM::WGMMAScaleOut::zero ? abi::kHOST_WGMMA_ZERO_D
                                                     : 0) |
        (op.getScaleA() == NVVM::WGMMAScaleIn::neg ? abi::kHOST_WGMMA_NEGATE_A
                                                   : 0) |
        (op.getScaleB() == NVVM::WGMMAScaleIn::neg ? abi::kHOST_WGMMA_NEGATE_B
                                                   : 0);
    Type structType = op.getInouts().getType();
    auto ptr = LLVM::LLVMPointerType::get(rewriter.getContext());
    Value slot;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      auto func = op->getParentOfType<FunctionOpInterface>();
      rewriter.setInsertionPointToStart(&func.getFunctionBody().front());
      slot = LLVM::AllocaOp::create(rewriter, loc, ptr, structType,
                                    constantI64(rewriter, loc, 1));
    }
    LLVM::StoreOp::create(rewriter, loc, adaptor.getInouts(), slot);
    createWgmmaCall(
        rewriter, loc, adaptor.getDescriptorA(), adaptor.getDescriptorB(), slot,
        op.getShape().getN(), typeA | typeB << 8 | typeD << 16, flags,
        strings.getAddress(rewriter, loc,
                           renderLocation(loc, op->getName().getStringRef())));
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, structType, slot);
    return success();
  }
};

/// nvvm.elect.sync -> lane 0 of the subgroup.
struct ElectToLaneZero : OpConversionPattern<NVVM::ElectSyncOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(NVVM::ElectSyncOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value lane = gpu::LaneIdOp::create(rewriter, loc, IntegerAttr());
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(
        op, arith::CmpIPredicate::eq, lane,
        arith::ConstantIndexOp::create(rewriter, loc, 0));
    return success();
  }
};

bool isWarpgroupOp(Operation *op) {
  return isa<nvgpu::WarpgroupGenerateDescriptorOp, nvgpu::WarpgroupMmaOp,
             nvgpu::WarpgroupMmaStoreOp, nvgpu::WarpgroupMmaInitAccumulatorOp,
             NVVM::WgmmaMmaAsyncOp, NVVM::WgmmaFenceAlignedOp,
             NVVM::WgmmaGroupSyncAlignedOp, NVVM::WgmmaWaitGroupSyncOp,
             NVVM::ElectSyncOp>(op);
}

/// One error at each warpgroup op of `gpuModule` the host cannot run.
LogicalResult checkWarpgroupOps(gpu::GPUModuleOp gpuModule) {
  bool ok = true;
  gpuModule.walk([&](Operation *op) {
    auto refuse = [&](const Twine &what) {
      op->emitError() << "'" << op->getName() << "' with " << what
                      << " is not supported by the host target yet";
      ok = false;
    };
    if (auto elect = dyn_cast<NVVM::ElectSyncOp>(op)) {
      if (elect.getMembermask())
        refuse("a member mask");
    } else if (auto mma = dyn_cast<NVVM::WgmmaMmaAsyncOp>(op)) {
      if (getWgmmaType(mma.getTypeA()) < 0)
        refuse("b1 operands");
    } else if (auto mma = dyn_cast<nvgpu::WarpgroupMmaOp>(op)) {
      if (getWgmmaType(
              mma.getDescriptorA().getType().getTensor().getElementType()) < 0)
        refuse("this element type");
    } else if (auto store = dyn_cast<nvgpu::WarpgroupMmaStoreOp>(op)) {
      auto dst = cast<MemRefType>(store.getDstMemref().getType());
      if (dst.getElementType() !=
          store.getMatrixD().getType().getFragmented().getElementType())
        refuse("a destination of another element type");
    }
  });
  return success(ok);
}

} // namespace

LogicalResult host::lowerWarpgroupOps(ModuleOp module,
                                      StringConstants &strings) {
  MLIRContext *context = module.getContext();
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    WalkResult found = gpuModule.walk([](Operation *op) {
      return isWarpgroupOp(op) ? WalkResult::interrupt()
                               : WalkResult::advance();
    });
    if (!found.wasInterrupted())
      continue;
    if (failed(checkWarpgroupOps(gpuModule)))
      return failure();
    WarpgroupTypeConverter converter(context);
    ConversionTarget target(*context);
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !isWarpgroupOp(op); });
    RewritePatternSet patterns(context);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    // wgmma's fence, commit_group and wait_group have nothing to wait for:
    // each wgmma completes at once.
    patterns.add<
        GenerateDescriptorToBits, InitAccumulatorToZeros, MmaStoreToRuntime,
        host::EraseInConversion<NVVM::WgmmaFenceAlignedOp>,
        host::EraseInConversion<NVVM::WgmmaGroupSyncAlignedOp>,
        host::EraseInConversion<NVVM::WgmmaWaitGroupSyncOp>, ElectToLaneZero>(
        converter, context);
    patterns.add<MmaToRuntime, MmaAsyncToRuntime>(converter, context, strings);
    if (failed(applyPartialConversion(gpuModule, target, std::move(patterns))))
      return failure();
  }
  return success();
}
