//===- DbgDialect.cpp - dbg dialect and ops -------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "dbgrt/Footprint.h"
#include "dbgrt/Operands.h"
#include "dbgrt/Template.h"
#include "dbgrt/dbgrt.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

#include "dbgrt/Options.h"

using namespace mlir;
using namespace mlir::dbg;

#include "dbg/Dialect/Dbg/IR/DbgOpsDialect.cpp.inc"

#include "dbg/Dialect/Dbg/IR/DbgEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "dbg/Dialect/Dbg/IR/DbgAttrs.cpp.inc"

void DbgDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dbg/Dialect/Dbg/IR/DbgAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dbg/Dialect/Dbg/IR/DbgOps.cpp.inc"
      >();
}

void DbgDialect::markColdPath(Operation *ifOp) {
  ifOp->setAttr(getColdPathAttrName(), UnitAttr::get(ifOp->getContext()));
}

/// dbg.nan_origin and dbg.nan_origin_of: a kernel and its origin build name
/// each other (lowered kernels keep what their gpu.func had).
static LogicalResult verifyNanOrigin(Operation *op, NamedAttribute attr) {
  auto kernel = dyn_cast<gpu::GPUFuncOp>(op);
  auto other = dyn_cast<FlatSymbolRefAttr>(attr.getValue());
  if (!other || (kernel && !kernel.isKernel()))
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' is a symbol reference on a kernel";
  if (!kernel)
    return success();
  auto build = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(op, other);
  if (!build || build->getParentOp() != op->getParentOp() ||
      !build.isKernel() || build.getFunctionType() != kernel.getFunctionType())
    return op->emitError()
           << "'" << attr.getName().getValue() << "' names " << other
           << ", which is not a kernel of the same gpu.module and type";
  return success();
}

/// dbg.kernel_source: what trace-dispatches moves into the launch's
/// dispatch site.
static LogicalResult verifyKernelSource(Operation *op, NamedAttribute attr) {
  auto source = dyn_cast<DictionaryAttr>(attr.getValue());
  auto module = source ? source.getAs<StringAttr>("module") : StringAttr();
  auto signature =
      source ? source.getAs<StringAttr>("signature") : StringAttr();
  auto build = source ? source.getAs<StringAttr>("build") : StringAttr();
  if (!isa<gpu::LaunchFuncOp>(op) || !module || !signature || !build ||
      source.size() != 3)
    return op->emitError()
           << "'" << attr.getName().getValue()
           << "' is a dictionary {build, module, signature} of strings on "
              "a gpu.launch_func";
  std::vector<dbgrt::KernelArg> args;
  std::string error;
  if (!dbgrt::parseSignature(signature.getValue(), args, error))
    return op->emitError() << "'" << attr.getName().getValue()
                           << "': " << error;
  return success();
}

/// dbg.default_options: DBG_OPTIONS text on the top module.
static LogicalResult verifyDefaultOptions(Operation *op, NamedAttribute attr) {
  if (!isa<ModuleOp>(op))
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' is only valid on a builtin.module";
  auto spec = dyn_cast<StringAttr>(attr.getValue());
  if (!spec)
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' must be a string in DBG_OPTIONS syntax";
  dbgrt::Options options;
  dbgrt::OptionsError error;
  if (!dbgrt::parseOptions(spec.getValue().str(), options, error))
    return op->emitError() << "'" << attr.getName().getValue()
                           << "': " << error.message();
  return success();
}

LogicalResult DbgDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  if (attr.getName() == getColdPathAttrName() ||
      attr.getName() == getGuardAttrName()) {
    auto ifOp = dyn_cast<scf::IfOp>(op);
    // Without an else, the then region is cold; with one, the else region.
    if (!ifOp || !isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << attr.getName().getValue()
                             << "' is a unit attribute of an scf.if";
    return success();
  }
  if (attr.getName() == getRaceChecksAttrName()) {
    auto summary = dyn_cast<DictionaryAttr>(attr.getValue());
    if (!summary || !llvm::all_of(summary, [](NamedAttribute entry) {
          return isa<IntegerAttr>(entry.getValue());
        }))
      return op->emitError() << "'" << attr.getName().getValue()
                             << "' is a dictionary of integers";
    return success();
  }
  if (attr.getName() == getNanOriginAttrName() ||
      attr.getName() == getNanOriginOfAttrName())
    return verifyNanOrigin(op, attr);
  if (attr.getName() == getKernelSourceAttrName())
    return verifyKernelSource(op, attr);
  if (attr.getName() == getHostBuildAttrName()) {
    if (!isa<ModuleOp>(op) || !isa<UnitAttr>(attr.getValue()) ||
        !op->getParentOfType<ModuleOp>())
      return op->emitError() << "'" << attr.getName().getValue()
                             << "' is a unit attribute of a nested module";
    return success();
  }
  if (attr.getName() == getDefaultOptionsAttrName())
    return verifyDefaultOptions(op, attr);
  if (attr.getName() == getParameterFileAttrName()) {
    if (!isa<FunctionOpInterface>(op) || !isa<StringAttr>(attr.getValue()))
      return op->emitError() << "'" << attr.getName().getValue()
                             << "' is a string attribute of a function";
    return success();
  }
  return op->emitError() << "unknown dbg attribute '"
                         << attr.getName().getValue() << "'";
}

LogicalResult DbgDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  if (attr.getName() != getParameterAttrName())
    return op->emitError() << "unknown dbg argument attribute '"
                           << attr.getName().getValue() << "'";
  auto name = dyn_cast<StringAttr>(attr.getValue());
  if (!isa<FunctionOpInterface>(op) || regionIndex != 0 || !name ||
      name.getValue().empty())
    return op->emitError() << "'" << attr.getName().getValue()
                           << "' is a non-empty string attribute of a "
                              "function's argument";
  return success();
}

//===----------------------------------------------------------------------===//
// SiteOp
//===----------------------------------------------------------------------===//

/// `text`, a field only dispatch sites have (`what` names it), parses
/// with `parse` (the runtime's own parser of it).
template <typename Item>
static LogicalResult verifyDispatchText(
    SiteOp op, std::optional<StringRef> text, StringRef what,
    bool (*parse)(std::string_view, std::vector<Item> &, std::string &)) {
  if (!text)
    return success();
  if (op.getKind() != SiteKind::dispatch)
    return op.emitOpError("only dispatch sites have ") << what;
  std::vector<Item> items;
  std::string error;
  if (!parse(*text, items, error))
    return op.emitOpError(error);
  return success();
}

/// A check site has 'what' and a 'detail' template whose placeholders are
/// {NAME:TYPE} with types the runtime can print, at most DBGRT_MAX_PAYLOAD.
static LogicalResult verifyCheckTemplate(SiteOp op) {
  if (!op.getWhat() || !op.getDetail())
    return op.emitOpError("a ") << stringifySiteKind(op.getKind())
                                << " site needs 'what' and 'detail'";
  size_t count = 0;
  std::string error;
  if (!dbgrt::visitTemplate(
          *op.getDetail(),
          [&](std::string_view, std::string_view, size_t, size_t) { ++count; },
          error))
    return op.emitOpError(error);
  if (count > DBGRT_MAX_PAYLOAD)
    return op.emitOpError("detail template takes ")
           << count << " values; a report holds at most "
           << static_cast<int64_t>(DBGRT_MAX_PAYLOAD);
  return success();
}

LogicalResult SiteOp::verify() {
  if (getLocation().empty())
    return emitOpError("needs a non-empty rendered location");
  if (getKernel().empty())
    return emitOpError("needs a kernel name");
  if (IntegerAttr ordinal = getOrdinalAttr(); ordinal && ordinal.getInt() < 0)
    return emitOpError("dispatch ordinal must be non-negative, got ")
           << ordinal.getInt();
  if (getKind() == SiteKind::dispatch && !getFunction())
    return emitOpError("dispatch site needs its host function and ordinal");
  if (failed(verifyDispatchText(*this, getFootprint(), "a 'footprint'",
                                dbgrt::parseFootprint)) ||
      failed(verifyDispatchText(*this, getOperands(), "'operands'",
                                dbgrt::parseOperands)))
    return failure();
  if (getReference()) {
    if (getKind() != SiteKind::dispatch)
      return emitOpError("only dispatch sites have a 'reference'");
    StringRef list = *getReferenceOperands();
    SmallVector<StringRef> items;
    if (!list.empty())
      list.split(items, ',');
    for (StringRef item : items) {
      unsigned index;
      if (item.getAsInteger(10, index))
        return emitOpError("reference operand '")
               << item << "' is not an operand index";
    }
  } else if (getReferenceOperands()) {
    return emitOpError("has 'reference_operands' without a 'reference'");
  }
  if (getHostKernel()) {
    if (getKind() != SiteKind::dispatch)
      return emitOpError("only dispatch sites have a 'host' kernel build");
    if (!getSignature())
      return emitOpError("has a 'host' kernel build but no 'signature': "
                         "libdbgrt launches it with the scalars the "
                         "signature describes");
  }
  if (getSource() || getSignature() || getBuildFlags()) {
    if (getKind() != SiteKind::dispatch)
      return emitOpError("only dispatch sites have a 'source'");
    if (!getSource() || !getSignature() || !getBuildFlags())
      return emitOpError("has some of 'source', 'signature' and 'build' "
                         "but not all");
    std::vector<dbgrt::KernelArg> args;
    std::string error;
    if (!dbgrt::parseSignature(*getSignature(), args, error))
      return emitOpError(error);
  }
  if (!isCheck()) {
    if (getWhat() || getDetail() || getWarn())
      return emitOpError("only check sites have 'what', 'detail' and 'warn'");
    return success();
  }
  return verifyCheckTemplate(*this);
}

SmallVector<StringRef> SiteOp::getPayloadTypes() {
  // Views into the detail attribute, which the context keeps alive.
  SmallVector<StringRef> types;
  std::string error;
  if (getDetail() &&
      !dbgrt::visitTemplate(
          *getDetail(),
          [&](std::string_view, std::string_view type, size_t, size_t) {
            types.push_back(StringRef(type.data(), type.size()));
          },
          error))
    types.clear();
  return types;
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

/// Resolves `site` to a check site of `kind` whose detail template takes
/// values of `types`, or emits an error on `op`.
static LogicalResult verifyCheckSite(Operation *op, FlatSymbolRefAttr site,
                                     ArrayRef<SiteKind> kinds, TypeRange types,
                                     SymbolTableCollection &symbolTable) {
  // Sites live in the top-level module; checks may be in a gpu.module.
  SiteOp siteOp;
  for (auto module = op->getParentOfType<ModuleOp>(); module && !siteOp;
       module = module->getParentOfType<ModuleOp>())
    siteOp = symbolTable.lookupSymbolIn<SiteOp>(module, site.getAttr());
  if (!siteOp)
    return op->emitOpError("'")
           << site.getValue() << "' does not reference a dbg.site";
  if (!llvm::is_contained(kinds, siteOp.getKind()))
    return op->emitOpError("cannot report to '")
           << site.getValue() << "', a " << stringifySiteKind(siteOp.getKind())
           << " site";
  SmallVector<StringRef> expected = siteOp.getPayloadTypes();
  if (expected.size() != types.size())
    return op->emitOpError("passes ")
           << types.size() << " payload values, but the template of '"
           << site.getValue() << "' takes " << expected.size();
  for (auto [index, pair] : llvm::enumerate(llvm::zip(expected, types))) {
    auto [name, type] = pair;
    bool integral = name == "i" || name == "site" || name == "xyz";
    bool ok = integral         ? type.isSignlessIntOrIndex()
              : name == "f16"  ? type.isF16()
              : name == "bf16" ? type.isBF16()
              : name == "f32"  ? type.isF32()
                               : type.isF64();
    if (!ok)
      return op->emitOpError("payload value #")
             << index << " has type " << type << ", but the template of '"
             << site.getValue() << "' prints "
             << (integral ? "an integer or index" : "a " + name.str());
  }
  return success();
}

/// The payload of a check or report fits the device error record.
static LogicalResult verifyPayloadSize(Operation *op, ValueRange payload) {
  if (payload.size() > DBGRT_MAX_PAYLOAD)
    return op->emitOpError("takes at most ")
           << static_cast<int64_t>(DBGRT_MAX_PAYLOAD) << " payload values, got "
           << payload.size();
  return success();
}

/// The kinds of site a check or a report may report.
static constexpr SiteKind kCheckSiteKinds[] = {
    SiteKind::bounds,    SiteKind::nonfinite, SiteKind::guard,
    SiteKind::assertion, SiteKind::race,      SiteKind::overflow};

LogicalResult CheckOp::verify() {
  return verifyPayloadSize(*this, getPayload());
}

LogicalResult CheckOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyCheckSite(*this, getSiteAttr(), kCheckSiteKinds,
                         getPayload().getTypes(), symbolTable);
}

LogicalResult ReportOp::verify() {
  return verifyPayloadSize(*this, getPayload());
}

LogicalResult ReportOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyCheckSite(*this, getSiteAttr(), kCheckSiteKinds,
                         getPayload().getTypes(), symbolTable);
}

LogicalResult CheckFiniteOp::verify() {
  if (getInputs().size() + 1 > DBGRT_MAX_PAYLOAD)
    return emitOpError("reports at most ")
           << static_cast<int64_t>(DBGRT_MAX_PAYLOAD) - 1 << " operands, got "
           << getInputs().size();
  return success();
}

/// The payload of a finite check: the value (a vector's: its first
/// non-finite lane, an i64, and that lane's value), then the scalar inputs.
static SmallVector<Type> getFinitePayloadTypes(CheckFiniteOp op) {
  SmallVector<Type> types;
  if (auto vector = dyn_cast<VectorType>(op.getValue().getType()))
    types = {IntegerType::get(op.getContext(), 64), vector.getElementType()};
  else
    types.push_back(op.getValue().getType());
  for (Type type : op.getInputs().getTypes())
    if (!isa<VectorType>(type))
      types.push_back(type);
  return types;
}

LogicalResult
CheckFiniteOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyCheckSite(*this, getSiteAttr(), {SiteKind::nonfinite},
                         getFinitePayloadTypes(*this), symbolTable);
}

//===----------------------------------------------------------------------===//
// Dispatch markers
//===----------------------------------------------------------------------===//

/// Resolves `site` to a dispatch site, or emits an error on `op`.
/// Checks that `site` names a dbg.site of `kind` for `op`.
static LogicalResult verifySiteKind(Operation *op, FlatSymbolRefAttr site,
                                    SiteKind kind,
                                    SymbolTableCollection &symbolTable) {
  auto siteOp = symbolTable.lookupNearestSymbolFrom<SiteOp>(op, site);
  if (!siteOp)
    return op->emitOpError("'")
           << site.getValue() << "' does not reference a dbg.site";
  if (siteOp.getKind() != kind)
    return op->emitOpError("expects a ")
           << stringifySiteKind(kind) << " site, but '" << site.getValue()
           << "' is a " << stringifySiteKind(siteOp.getKind()) << " site";
  return success();
}

static LogicalResult verifyDispatchSite(Operation *op, FlatSymbolRefAttr site,
                                        SymbolTableCollection &symbolTable) {
  return verifySiteKind(op, site, SiteKind::dispatch, symbolTable);
}

LogicalResult MemoryOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifySiteKind(*this, getSiteAttr(), SiteKind::memory, symbolTable);
}

/// The operand-list spelling of a memref element type, or failure.
static FailureOr<dbgrt::DType> getDType(Type type) {
  if (type.isF16())
    return dbgrt::DType::F16;
  if (type.isBF16())
    return dbgrt::DType::BF16;
  if (type.isF32())
    return dbgrt::DType::F32;
  if (type.isF64())
    return dbgrt::DType::F64;
  if (type.isIndex())
    return dbgrt::DType::I64;
  if (auto integer = dyn_cast<IntegerType>(type)) {
    switch (integer.getWidth()) {
    case 1:
      return dbgrt::DType::I1;
    case 8:
      return dbgrt::DType::I8;
    case 16:
      return dbgrt::DType::I16;
    case 32:
      return dbgrt::DType::I32;
    case 64:
      return dbgrt::DType::I64;
    }
  }
  return failure();
}

FailureOr<dbgrt::DType> mlir::dbg::getOperandDType(Type elementType) {
  return getDType(elementType);
}

bool mlir::dbg::isFloatLike(Type type) {
  return isa<FloatType>(getElementTypeOrSelf(type)) &&
         (isa<FloatType>(type) || isa<VectorType>(type));
}

Value mlir::dbg::createIsNonFiniteLanes(OpBuilder &b, Location loc, Value value,
                                        FiniteCheck check) {
  Type type = value.getType();
  auto elementType = cast<FloatType>(getElementTypeOrSelf(type));
  Value bad;
  if (elementType.isBF16() && check != FiniteCheck::nan) {
    // On the bits: a CPU has no bf16 arithmetic, and LLVM's x86 back end
    // may compute |x| through f32 and a truncation libgcc 12 lacks.
    Type bits = b.getI16Type();
    if (auto vector = dyn_cast<VectorType>(type))
      bits = vector.clone(bits);
    auto splat = [&](int64_t v) -> Value {
      TypedAttr attr = b.getI16IntegerAttr(v);
      if (auto vector = dyn_cast<VectorType>(bits))
        attr = DenseElementsAttr::get(vector, attr);
      return arith::ConstantOp::create(b, loc, attr);
    };
    Value magnitude = arith::AndIOp::create(
        b, loc, arith::BitcastOp::create(b, loc, bits, value), splat(0x7FFF));
    return arith::CmpIOp::create(b, loc,
                                 check == FiniteCheck::both
                                     ? arith::CmpIPredicate::uge
                                     : arith::CmpIPredicate::eq,
                                 magnitude, splat(0x7F80));
  }
  if (check == FiniteCheck::nan) {
    bad =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, value, value);
  } else {
    TypedAttr inf = b.getFloatAttr(
        elementType, APFloat::getInf(elementType.getFloatSemantics()));
    if (auto vector = dyn_cast<VectorType>(type))
      inf = DenseElementsAttr::get(vector, inf);
    Value infinity = arith::ConstantOp::create(b, loc, inf);
    Value magnitude = math::AbsFOp::create(b, loc, value);
    // NaN compares unordered: UGE is true for it, OEQ false.
    bad = arith::CmpFOp::create(b, loc,
                                check == FiniteCheck::both
                                    ? arith::CmpFPredicate::UGE
                                    : arith::CmpFPredicate::OEQ,
                                magnitude, infinity);
  }
  return bad;
}

Value mlir::dbg::createIsNonFinite(OpBuilder &b, Location loc, Value value,
                                   FiniteCheck check) {
  Value bad = createIsNonFiniteLanes(b, loc, value, check);
  if (auto vector = dyn_cast<VectorType>(bad.getType())) {
    if (vector.getRank() != 1)
      bad = vector::ShapeCastOp::create(
          b, loc, VectorType::get({vector.getNumElements()}, b.getI1Type()),
          bad);
    bad = vector::ReductionOp::create(b, loc, vector::CombiningKind::OR, bad);
  }
  return bad;
}

SmallVector<int64_t> mlir::dbg::getLaunchParamPositions(TypeRange types) {
  SmallVector<int64_t> positions;
  int64_t next = 0;
  for (Type type : types) {
    positions.push_back(next);
    if (auto memref = dyn_cast<MemRefType>(type))
      next += dbgrt::memrefParamCount(static_cast<int>(memref.getRank()));
    else
      next += isa<UnrankedMemRefType>(type) ? 2 : 1;
  }
  return positions;
}

LogicalResult DispatchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  if (failed(verifyDispatchSite(*this, getSiteAttr(), symbolTable)))
    return failure();
  auto launch = dyn_cast_or_null<gpu::LaunchFuncOp>((*this)->getNextNode());
  if (!launch)
    return success();
  // libdbgrt reads the descriptors where the site says the launch passes
  // them: the list must describe this launch.
  auto site = symbolTable.lookupNearestSymbolFrom<SiteOp>(*this, getSiteAttr());
  std::vector<dbgrt::OperandInfo> listed;
  std::string error;
  if (site.getOperands())
    dbgrt::parseOperands(*site.getOperands(), listed, error);
  ValueRange operands = launch.getKernelOperands();
  // Once the lowering to LLVM has begun, the launch passes descriptors in
  // their LLVM form: nothing left to compare.
  if (llvm::any_of(operands.getTypes(), [](Type type) {
        return type.getDialect().getNamespace() == "llvm";
      }))
    return success();
  SmallVector<int64_t> params = getLaunchParamPositions(operands.getTypes());
  for (const dbgrt::OperandInfo &info : listed) {
    if (info.index >= static_cast<int>(operands.size()))
      return emitOpError("site lists operand #")
             << info.index << "; the launch that follows has "
             << operands.size() << " operands";
    Type type = operands[info.index].getType();
    auto memref = dyn_cast<MemRefType>(type);
    FailureOr<dbgrt::DType> dtype = failure();
    if (memref)
      dtype = getDType(memref.getElementType());
    if (!memref || memref.getRank() != info.rank || failed(dtype) ||
        *dtype != info.type || params[info.index] != info.param)
      return emitOpError("site lists operand #")
             << info.index << " as " << dbgrt::toString(info.type)
             << " of rank " << info.rank << " at parameter " << info.param
             << "; the launch that follows passes " << type << " at parameter "
             << params[info.index];
  }
  return success();
}

LogicalResult
ReferenceOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *symbol =
      symbolTable.lookupNearestSymbolFrom(*this, getCalleeAttr());
  // Once host code is lowered to the LLVM dialect, an llvm.func: its types
  // no longer say memref.
  if (isa_and_nonnull<LLVM::LLVMFuncOp>(symbol))
    return success();
  auto callee = dyn_cast_or_null<func::FuncOp>(symbol);
  if (!callee)
    return emitOpError("'")
           << getCallee() << "' does not reference a func.func";
  FunctionType type = callee.getFunctionType();
  if (type.getNumInputs() != getBuffers().size() || type.getNumResults() != 0)
    return emitOpError("passes ")
           << getBuffers().size() << " buffer(s), but '" << getCallee()
           << "' has type " << type
           << "; a reference takes one memref per buffer and returns nothing";
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip(getBuffers().getTypes(), type.getInputs()))) {
    auto [given, taken] = pair;
    auto buffer = cast<MemRefType>(given);
    auto argument = dyn_cast<MemRefType>(taken);
    if (!argument || argument.getShape() != buffer.getShape() ||
        argument.getElementType() != buffer.getElementType() ||
        !argument.getLayout().isIdentity())
      return emitOpError("buffer #")
             << index << " has type " << given << ", but '" << getCallee()
             << "' takes " << taken
             << " (expected the same shape and element type, identity "
                "layout)";
  }
  return success();
}

#define GET_OP_CLASSES
#include "dbg/Dialect/Dbg/IR/DbgOps.cpp.inc"

LogicalResult
ScanFiniteOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // count, elements, first index, first value.
  Type index = IndexType::get(getContext());
  SmallVector<Type> types = {index, index, index, getElementType()};
  return verifyCheckSite(*this, getSiteAttr(), {SiteKind::nonfinite}, types,
                         symbolTable);
}

//===----------------------------------------------------------------------===//
// Descriptors
//===----------------------------------------------------------------------===//

LogicalResult ReadDescriptorOp::inferReturnTypes(MLIRContext *context,
                                                 std::optional<Location>,
                                                 ValueRange operands,
                                                 DictionaryAttr,
                                                 OpaqueProperties, RegionRange,
                                                 SmallVectorImpl<Type> &types) {
  auto type = dyn_cast<MemRefType>(operands[0].getType());
  if (!type)
    return failure();
  types.assign(2 + 2 * type.getRank(), IndexType::get(context));
  return success();
}
