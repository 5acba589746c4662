//===- MatrixOps.cpp - matrix fragments on the host -----------------------===//
//
// Warp-level matrix ops as the host target runs them, before the kernels
// move to the host (so that what they become, shuffles and libdbgrt calls,
// is lowered with the rest):
//
// - `!gpu.mma_matrix<MxNxT>` becomes `vector<MxNxT>`, the whole tile in every
//   lane: WMMA's fragment layout is opaque (only elementwise ops see it,
//   and they see every element), so each lane computing the whole tile
//   gives the result upstream's NVVM lowering gives. Loads read rows of
//   `leadDimension` elements from the element the indices name, as
//   `wmma.load` does; `transpose` reads column-major. A store first waits
//   for the lanes of its subgroup (a shuffle), so that no lane overwrites
//   what another has yet to load.
// - `nvgpu.mma.sync` calls `dbgrtHostMmaSync`, which gathers the 32 lanes'
//   fragments in PTX's layouts, multiplies and scatters D back.
// - `nvgpu.ldmatrix` reads, in each lane, the elements PTX's ldmatrix gives
//   it, from the row addresses of the lanes that supply them (shuffled).
// - `nvgpu.device_async_copy` copies at once; its groups and waits have
//   nothing left to wait for.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// Fragment types as the host holds them.
class MatrixTypeConverter : public TypeConverter {
public:
  explicit MatrixTypeConverter(MLIRContext *context) {
    addConversion([](Type type) { return type; });
    addConversion([](gpu::MMAMatrixType type) -> Type {
      return VectorType::get(type.getShape(), type.getElementType());
    });
    // Copies complete at once: their tokens carry nothing.
    addConversion([context](nvgpu::DeviceAsyncTokenType) -> Type {
      return IntegerType::get(context, 32);
    });
  }
};

/// Waits for every lane of the calling thread's subgroup: a shuffle of
/// nothing among all of them.
void syncSubgroup(OpBuilder &builder, Location loc, unsigned subgroupSize) {
  Value zero = arith::ConstantIntOp::create(builder, loc, 0, 32);
  Value width = arith::ConstantIntOp::create(builder, loc, subgroupSize, 32);
  gpu::ShuffleOp::create(builder, loc, zero, zero, width,
                         gpu::ShuffleMode::IDX);
}

/// A memref as a 1-D view of its elements from its offset on, and the
/// linear index (in that view) of the element `indices` names.
std::pair<Value, Value> getLinearView(OpBuilder &builder, Location loc,
                                      Value memref, ValueRange indices) {
  auto type = cast<MemRefType>(memref.getType());
  auto metadata =
      memref::ExtractStridedMetadataOp::create(builder, loc, memref);
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  Value start = zero, extent = one;
  for (auto [index, size, stride] :
       llvm::zip(indices, metadata.getSizes(), metadata.getStrides())) {
    start = arith::AddIOp::create(
        builder, loc, start,
        arith::MulIOp::create(builder, loc, index, stride));
    Value last = arith::SubIOp::create(builder, loc, size, one);
    extent = arith::AddIOp::create(
        builder, loc, extent,
        arith::MulIOp::create(builder, loc, last, stride));
  }
  auto layout =
      StridedLayoutAttr::get(builder.getContext(), ShapedType::kDynamic, {1});
  auto viewType = MemRefType::get({ShapedType::kDynamic}, type.getElementType(),
                                  layout, type.getMemorySpace());
  Value view = memref::ReinterpretCastOp::create(
      builder, loc, viewType, metadata.getBaseBuffer(),
      OpFoldResult(metadata.getOffset()), ArrayRef<OpFoldResult>{extent},
      ArrayRef<OpFoldResult>{builder.getIndexAttr(1)});
  return {view, start};
}

/// The rows of a `rows` x `cols` tile: row r starts `leadDimension`
/// elements after row r - 1.
SmallVector<Value> getRowStarts(OpBuilder &builder, Location loc, Value start,
                                int64_t rows, int64_t leadDimension) {
  SmallVector<Value> starts;
  for (int64_t r = 0; r < rows; ++r)
    starts.push_back(arith::AddIOp::create(
        builder, loc, start,
        arith::ConstantIndexOp::create(builder, loc, r * leadDimension)));
  return starts;
}

struct ConstantMatrixToVector
    : OpConversionPattern<gpu::SubgroupMmaConstantMatrixOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(gpu::SubgroupMmaConstantMatrixOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(op, type,
                                                     adaptor.getValue());
    return success();
  }
};

struct LoadMatrixToVector : OpConversionPattern<gpu::SubgroupMmaLoadMatrixOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(gpu::SubgroupMmaLoadMatrixOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<gpu::MMAMatrixType>(op.getRes().getType());
    bool transpose = op.getTranspose().value_or(false);
    int64_t rows = type.getShape()[transpose ? 1 : 0];
    int64_t cols = type.getShape()[transpose ? 0 : 1];
    auto [view, start] = getLinearView(rewriter, loc, adaptor.getSrcMemref(),
                                       adaptor.getIndices());
    auto stored = VectorType::get({rows, cols}, type.getElementType());
    auto rowType = VectorType::get({cols}, type.getElementType());
    Value tile =
        arith::ConstantOp::create(rewriter, loc, rewriter.getZeroAttr(stored));
    for (auto [r, at] : llvm::enumerate(getRowStarts(
             rewriter, loc, start, rows, op.getLeadDimension().getSExtValue())))
      tile = vector::InsertOp::create(
          rewriter, loc,
          vector::LoadOp::create(rewriter, loc, rowType, view, at), tile,
          static_cast<int64_t>(r));
    if (transpose)
      tile = vector::TransposeOp::create(rewriter, loc, tile,
                                         ArrayRef<int64_t>{1, 0});
    rewriter.replaceOp(op, tile);
    return success();
  }
};

/// A conversion of `Op` whose lanes exchange values: it needs the subgroup
/// size.
template <typename Op> struct SubgroupPattern : OpConversionPattern<Op> {
  SubgroupPattern(const TypeConverter &converter, MLIRContext *context,
                  unsigned subgroupSize)
      : OpConversionPattern<Op>(converter, context),
        subgroupSize(subgroupSize) {}

  unsigned subgroupSize;
};

struct StoreMatrixFromVector : SubgroupPattern<gpu::SubgroupMmaStoreMatrixOp> {
  using SubgroupPattern::SubgroupPattern;
  LogicalResult
  matchAndRewrite(gpu::SubgroupMmaStoreMatrixOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // Every lane has loaded what it reads before any lane stores.
    syncSubgroup(rewriter, loc, subgroupSize);
    Value tile = adaptor.getSrc();
    if (op.getTranspose().value_or(false))
      tile = vector::TransposeOp::create(rewriter, loc, tile,
                                         ArrayRef<int64_t>{1, 0});
    auto tileType = cast<VectorType>(tile.getType());
    auto [view, start] = getLinearView(rewriter, loc, adaptor.getDstMemref(),
                                       adaptor.getIndices());
    for (auto [r, at] : llvm::enumerate(
             getRowStarts(rewriter, loc, start, tileType.getShape()[0],
                          op.getLeadDimension().getSExtValue())))
      vector::StoreOp::create(rewriter, loc,
                              vector::ExtractOp::create(
                                  rewriter, loc, tile, static_cast<int64_t>(r)),
                              view, at);
    rewriter.eraseOp(op);
    return success();
  }
};

/// `value` (a float vector) as `type`'s element type.
Value convertFloat(OpBuilder &builder, Location loc, Value value,
                   VectorType type) {
  auto from = cast<VectorType>(value.getType());
  unsigned fromBits = from.getElementType().getIntOrFloatBitWidth();
  unsigned toBits = type.getElementType().getIntOrFloatBitWidth();
  auto target = from.clone(type.getElementType());
  if (fromBits < toBits)
    return arith::ExtFOp::create(builder, loc, target, value);
  if (fromBits > toBits)
    return arith::TruncFOp::create(builder, loc, target, value);
  return value;
}

struct ComputeToContract : OpConversionPattern<gpu::SubgroupMmaComputeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(gpu::SubgroupMmaComputeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = cast<VectorType>(
        getTypeConverter()->convertType(op.getRes().getType()));
    // Summed in at least f32, rounded once to the accumulator's type.
    VectorType sumType = resultType;
    if (resultType.getElementType().getIntOrFloatBitWidth() < 32)
      sumType = resultType.clone(rewriter.getF32Type());
    Value a = convertFloat(rewriter, loc, adaptor.getOpA(), sumType);
    Value b = convertFloat(rewriter, loc, adaptor.getOpB(), sumType);
    Value c = convertFloat(rewriter, loc, adaptor.getOpC(), sumType);
    AffineExpr m, n, k;
    bindDims(rewriter.getContext(), m, n, k);
    Value d = vector::ContractionOp::create(
        rewriter, loc, a, b, c,
        ArrayRef<ArrayRef<AffineExpr>>{{m, k}, {k, n}, {m, n}},
        ArrayRef<vector::IteratorType>{vector::IteratorType::parallel,
                                       vector::IteratorType::parallel,
                                       vector::IteratorType::reduction});
    rewriter.replaceOp(op, convertFloat(rewriter, loc, d, resultType));
    return success();
  }
};

/// The larger or smaller of two float vectors as upstream's NVVM lowering
/// computes it: NaN when either is, else by an ordered comparison.
Value createMinMax(OpBuilder &builder, Location loc, Value lhs, Value rhs,
                   bool isMin) {
  Value pick = arith::CmpFOp::create(
      builder, loc,
      isMin ? arith::CmpFPredicate::OLT : arith::CmpFPredicate::OGT, lhs, rhs);
  Value chosen = arith::SelectOp::create(builder, loc, pick, lhs, rhs);
  Value isNan =
      arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::UNO, lhs, rhs);
  auto type = cast<VectorType>(lhs.getType());
  auto floatType = cast<FloatType>(type.getElementType());
  Value nan = arith::ConstantOp::create(
      builder, loc,
      DenseElementsAttr::get(
          type,
          builder.getFloatAttr(
              floatType, APFloat::getQNaN(floatType.getFloatSemantics()))));
  return arith::SelectOp::create(builder, loc, isNan, nan, chosen);
}

/// Builds one elementwise op of WMMA fragments, lowered to vectors of
/// `type`.
using ElementwiseBuilder = Value (*)(OpBuilder &, Location, ValueRange args,
                                     VectorType type);

template <typename ArithOp>
Value createBinary(OpBuilder &builder, Location loc, ValueRange args,
                   VectorType) {
  return ArithOp::create(builder, loc, args[0], args[1]);
}

template <bool isMin>
Value createMinMaxF(OpBuilder &builder, Location loc, ValueRange args,
                    VectorType) {
  return createMinMax(builder, loc, args[0], args[1], isMin);
}

Value createNegF(OpBuilder &builder, Location loc, ValueRange args,
                 VectorType) {
  return arith::NegFOp::create(builder, loc, args[0]);
}

Value createNegS(OpBuilder &builder, Location loc, ValueRange args,
                 VectorType type) {
  Value zero =
      arith::ConstantOp::create(builder, loc, builder.getZeroAttr(type));
  return arith::SubIOp::create(builder, loc, zero, args[0]);
}

Value createExtF(OpBuilder &builder, Location loc, ValueRange args,
                 VectorType type) {
  return arith::ExtFOp::create(builder, loc, type, args[0]);
}

/// What each gpu::MMAElementwiseOp becomes.
constexpr std::pair<gpu::MMAElementwiseOp, ElementwiseBuilder> kElementwise[] =
    {{gpu::MMAElementwiseOp::ADDF, createBinary<arith::AddFOp>},
     {gpu::MMAElementwiseOp::MULF, createBinary<arith::MulFOp>},
     {gpu::MMAElementwiseOp::SUBF, createBinary<arith::SubFOp>},
     {gpu::MMAElementwiseOp::MAXF, createMinMaxF</*isMin=*/false>},
     {gpu::MMAElementwiseOp::MINF, createMinMaxF</*isMin=*/true>},
     {gpu::MMAElementwiseOp::DIVF, createBinary<arith::DivFOp>},
     {gpu::MMAElementwiseOp::ADDI, createBinary<arith::AddIOp>},
     {gpu::MMAElementwiseOp::MULI, createBinary<arith::MulIOp>},
     {gpu::MMAElementwiseOp::SUBI, createBinary<arith::SubIOp>},
     {gpu::MMAElementwiseOp::DIVS, createBinary<arith::DivSIOp>},
     {gpu::MMAElementwiseOp::DIVU, createBinary<arith::DivUIOp>},
     {gpu::MMAElementwiseOp::NEGATEF, createNegF},
     {gpu::MMAElementwiseOp::NEGATES, createNegS},
     {gpu::MMAElementwiseOp::EXTF, createExtF}};

struct ElementwiseToArith : OpConversionPattern<gpu::SubgroupMmaElementwiseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(gpu::SubgroupMmaElementwiseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto *entry = llvm::find_if(kElementwise, [&](const auto &entry) {
      return entry.first == op.getOpType();
    });
    if (entry == std::end(kElementwise))
      return rewriter.notifyMatchFailure(op,
                                         "an elementwise op of no arith op");
    auto type = cast<VectorType>(
        getTypeConverter()->convertType(op.getRes().getType()));
    rewriter.replaceOp(
        op, entry->second(rewriter, op.getLoc(), adaptor.getArgs(), type));
    return success();
  }
};

/// The DBGRT_HOST_MMA_* value of an mma.sync, or -1.
int64_t getMmaTypes(nvgpu::MmaSyncOp op) {
  Type a = op.getMatrixA().getType().getElementType();
  Type c = op.getMatrixC().getType().getElementType();
  if (a.isF16())
    return c.isF16() ? abi::kHOST_MMA_F16_F16 : abi::kHOST_MMA_F16_F32;
  if (a.isBF16())
    return abi::kHOST_MMA_BF16_F32;
  if (a.isF32())
    return abi::kHOST_MMA_TF32_F32;
  if (a.isF64())
    return abi::kHOST_MMA_F64_F64;
  if (a.isInteger(8))
    return abi::kHOST_MMA_S8_S32;
  return -1;
}

/// The address of a fresh private buffer for `type`'s elements, allocated
/// once at the start of the function around `op`.
Value createFragmentBuffer(OpBuilder &builder, Operation *op, VectorType type,
                           Value &memref) {
  auto [buffer, pointer] = host::createEntryBuffer(
      builder, op, type.getNumElements(), type.getElementType());
  memref = buffer;
  return pointer;
}

struct MmaSyncToRuntime : host::PatternWithStrings<nvgpu::MmaSyncOp> {
  using PatternWithStrings::PatternWithStrings;
  LogicalResult
  matchAndRewrite(nvgpu::MmaSyncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t types = getMmaTypes(op);
    if (types < 0)
      return failure();
    SmallVector<Value> pointers;
    Value result;
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    for (Value operand : {adaptor.getMatrixA(), adaptor.getMatrixB(),
                          adaptor.getMatrixC(), Value()}) {
      auto type =
          cast<VectorType>(operand ? operand.getType() : op.getRes().getType());
      auto flat =
          VectorType::get({type.getNumElements()}, type.getElementType());
      Value buffer;
      pointers.push_back(createFragmentBuffer(rewriter, op, type, buffer));
      if (operand) {
        vector::StoreOp::create(
            rewriter, loc,
            vector::ShapeCastOp::create(rewriter, loc, flat, operand), buffer,
            zero);
      } else {
        result = buffer;
      }
    }
    std::array<int64_t, 3> mnk = op.getMmaShapeAsArray();
    SmallVector<Value> args;
    for (int64_t value : {mnk[0], mnk[1], mnk[2], types})
      args.push_back(arith::ConstantIntOp::create(rewriter, loc, value, 32));
    llvm::append_range(args, pointers);
    args.push_back(strings.getAddress(rewriter, loc,
                                      renderLocation(loc, "nvgpu.mma.sync")));
    abi::createCall(rewriter, loc, abi::dbgrtHostMmaSync, args);
    auto type = op.getRes().getType();
    auto flat = VectorType::get({type.getNumElements()}, type.getElementType());
    Value d = vector::LoadOp::create(rewriter, loc, flat, result, zero);
    rewriter.replaceOpWithNewOp<vector::ShapeCastOp>(op, type, d);
    return success();
  }
};

/// `value` (an index) of lane `source` of the subgroup.
Value shuffleIndex(OpBuilder &builder, Location loc, Value value, Value source,
                   unsigned subgroupSize) {
  Value asInt =
      arith::IndexCastOp::create(builder, loc, builder.getI64Type(), value);
  Value width = arith::ConstantIntOp::create(builder, loc, subgroupSize, 32);
  auto shuffle = gpu::ShuffleOp::create(builder, loc, asInt, source, width,
                                        gpu::ShuffleMode::IDX);
  return arith::IndexCastOp::create(builder, loc, builder.getIndexType(),
                                    shuffle.getShuffleResult());
}

struct LdMatrixToLoads : SubgroupPattern<nvgpu::LdMatrixOp> {
  using SubgroupPattern::SubgroupPattern;
  LogicalResult
  matchAndRewrite(nvgpu::LdMatrixOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = op.getRes().getType();
    int64_t tiles = op.getNumTiles();
    // Each lane gets 32 bits of each 8x8 tile of 16-bit elements: `per`
    // elements of the type.
    int64_t per = type.getNumElements() / tiles;
    auto i32 = rewriter.getI32Type();
    Value lane = arith::IndexCastOp::create(
        rewriter, loc, i32, gpu::LaneIdOp::create(rewriter, loc, nullptr));
    auto constant = [&](int64_t value) {
      return arith::ConstantIntOp::create(rewriter, loc, value, 32);
    };
    Value group = arith::DivUIOp::create(rewriter, loc, lane, constant(4));
    Value inGroup = arith::RemUIOp::create(rewriter, loc, lane, constant(4));
    ValueRange indices = adaptor.getIndices();
    SmallVector<Value> elements;
    for (int64_t tile = 0; tile < tiles; ++tile) {
      for (int64_t j = 0; j < per; ++j) {
        // Non-transposed: row `group` of the tile, from the row address
        // lane 8 * tile + group supplies, elements from inGroup * per.
        // Transposed (16-bit elements, nvgpu's verifier checks): column
        // `group` of row inGroup * 2 + j.
        Value source, column;
        if (!op.getTranspose()) {
          source =
              arith::AddIOp::create(rewriter, loc, constant(8 * tile), group);
          column = arith::AddIOp::create(
              rewriter, loc,
              arith::MulIOp::create(rewriter, loc, inGroup, constant(per)),
              constant(j));
        } else {
          source = arith::AddIOp::create(
              rewriter, loc, constant(8 * tile),
              arith::AddIOp::create(
                  rewriter, loc,
                  arith::MulIOp::create(rewriter, loc, inGroup, constant(per)),
                  constant(j)));
          column = group;
        }
        SmallVector<Value> at;
        for (Value index : indices)
          at.push_back(
              shuffleIndex(rewriter, loc, index, source, subgroupSize));
        at.back() = arith::AddIOp::create(
            rewriter, loc, at.back(),
            arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(),
                                       column));
        elements.push_back(
            memref::LoadOp::create(rewriter, loc, adaptor.getSrcMemref(), at));
      }
    }
    rewriter.replaceOpWithNewOp<vector::FromElementsOp>(op, type, elements);
    return success();
  }
};

struct AsyncCopyToLoads : OpConversionPattern<nvgpu::DeviceAsyncCopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvgpu::DeviceAsyncCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type element = op.getDst().getType().getElementType();
    Value zero =
        arith::ConstantOp::create(rewriter, loc, rewriter.getZeroAttr(element));
    for (int64_t e = 0, end = op.getDstElements().getSExtValue(); e < end;
         ++e) {
      Value offset = arith::ConstantIndexOp::create(rewriter, loc, e);
      SmallVector<Value> from(adaptor.getSrcIndices());
      SmallVector<Value> to(adaptor.getDstIndices());
      from.back() = arith::AddIOp::create(rewriter, loc, from.back(), offset);
      to.back() = arith::AddIOp::create(rewriter, loc, to.back(), offset);
      Value value;
      if (Value count = adaptor.getSrcElements()) {
        // Past srcElements: zeros, and nothing is read.
        Value inside = arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::slt, offset, count);
        auto ifInside = scf::IfOp::create(rewriter, loc, TypeRange{element},
                                          inside, /*withElseRegion=*/true);
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointToStart(ifInside.thenBlock());
        scf::YieldOp::create(
            rewriter, loc,
            memref::LoadOp::create(rewriter, loc, adaptor.getSrc(), from)
                .getResult());
        rewriter.setInsertionPointToStart(ifInside.elseBlock());
        scf::YieldOp::create(rewriter, loc, zero);
        value = ifInside.getResult(0);
      } else {
        value = memref::LoadOp::create(rewriter, loc, adaptor.getSrc(), from);
      }
      memref::StoreOp::create(rewriter, loc, value, adaptor.getDst(), to);
    }
    rewriter.replaceOp(op, arith::ConstantIntOp::create(rewriter, loc, 0, 32));
    return success();
  }
};

struct AsyncGroupToNothing
    : OpConversionPattern<nvgpu::DeviceAsyncCreateGroupOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvgpu::DeviceAsyncCreateGroupOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, arith::ConstantIntOp::create(rewriter, op.getLoc(), 0, 32));
    return success();
  }
};

struct AsyncWaitToNothing : OpConversionPattern<nvgpu::DeviceAsyncWaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvgpu::DeviceAsyncWaitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

/// One error for each matrix op of `func` the host cannot run.
LogicalResult checkMatrixOps(Operation *func) {
  bool ok = true;
  func->walk([&](Operation *op) {
    auto refuse = [&](const Twine &why) {
      op->emitError() << "'" << op->getName()
                      << "' is not supported by the host target: " << why;
      ok = false;
    };
    if (isa<gpu::SubgroupMmaExtractThreadLocalOp,
            gpu::SubgroupMmaInsertThreadLocalOp>(op)) {
      refuse("it names elements by their place in a lane's fragment, which "
             "NVVM leaves undefined");
    } else if (isa<gpu::SubgroupMmaLoadMatrixOp, gpu::SubgroupMmaComputeOp,
                   gpu::SubgroupMmaConstantMatrixOp,
                   gpu::SubgroupMmaElementwiseOp>(op)) {
      for (Type type :
           llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
        if (auto matrix = dyn_cast<gpu::MMAMatrixType>(type))
          if (!isa<FloatType>(matrix.getElementType())) {
            refuse("integer fragments");
            return;
          }
    } else if (auto mma = dyn_cast<nvgpu::MmaSyncOp>(op)) {
      if (getMmaTypes(mma) < 0) {
        std::string type;
        llvm::raw_string_ostream os(type);
        os << mma.getMatrixA().getType().getElementType();
        refuse("element type " + type);
      }
    }
  });
  return success(ok);
}

} // namespace

LogicalResult host::lowerMatrixOps(ModuleOp module, StringConstants &strings,
                                   unsigned subgroupSize) {
  MLIRContext *context = module.getContext();
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    bool found = false, ok = true;
    gpuModule.walk([&](Operation *op) {
      if (isa<gpu::SubgroupMmaLoadMatrixOp, gpu::SubgroupMmaStoreMatrixOp,
              gpu::SubgroupMmaComputeOp, gpu::SubgroupMmaConstantMatrixOp,
              gpu::SubgroupMmaElementwiseOp,
              gpu::SubgroupMmaExtractThreadLocalOp,
              gpu::SubgroupMmaInsertThreadLocalOp, nvgpu::MmaSyncOp,
              nvgpu::LdMatrixOp, nvgpu::DeviceAsyncCopyOp,
              nvgpu::DeviceAsyncCreateGroupOp, nvgpu::DeviceAsyncWaitOp>(op))
        found = true;
    });
    if (!found)
      continue;
    for (Operation &func : gpuModule.getBody()->getOperations())
      if (isa<FunctionOpInterface>(func))
        ok &= succeeded(checkMatrixOps(&func));
    if (!ok)
      return failure();

    MatrixTypeConverter converter(context);
    ConversionTarget target(*context);
    target.addIllegalOp<
        gpu::SubgroupMmaLoadMatrixOp, gpu::SubgroupMmaStoreMatrixOp,
        gpu::SubgroupMmaComputeOp, gpu::SubgroupMmaConstantMatrixOp,
        gpu::SubgroupMmaElementwiseOp, nvgpu::MmaSyncOp, nvgpu::LdMatrixOp,
        nvgpu::DeviceAsyncCopyOp, nvgpu::DeviceAsyncCreateGroupOp,
        nvgpu::DeviceAsyncWaitOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(context);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);
    patterns.add<ConstantMatrixToVector, LoadMatrixToVector, ComputeToContract,
                 ElementwiseToArith, AsyncCopyToLoads, AsyncGroupToNothing,
                 AsyncWaitToNothing>(converter, context);
    patterns.add<StoreMatrixFromVector, LdMatrixToLoads>(converter, context,
                                                         subgroupSize);
    patterns.add<MmaSyncToRuntime>(converter, context, strings);
    if (failed(applyPartialConversion(gpuModule, target, std::move(patterns))))
      return failure();
  }
  return success();
}
