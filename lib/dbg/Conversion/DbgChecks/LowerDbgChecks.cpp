//===- LowerDbgChecks.cpp - dbg.check to the device error record ----------===//
//
// Every module with checks gets its error record (Abi.def); every check
// becomes its condition, one branch, and a call of the record's cold
// function on the failure path. The code is the same on every target.
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/DbgChecks/DbgChecks.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_LOWERDBGCHECKSPASS
#include "dbg/Conversion/Passes.h.inc"

namespace {

/// The arguments of the record's cold function, after the payload.
constexpr unsigned kNumFixedArgs = 9; // site, kind bit, may trap, 6 ids

/// How many times a later failure of a site reads the site's report before
/// it stops waiting for the first failure to publish it (a few
/// milliseconds over PCIe; a bound, so that no thread waits forever).
constexpr int64_t kMaxWaitSpins = 1 << 16;

/// Values a function's checks share, created once at its entry: constants,
/// and the block and thread ids the reports carry (six register reads per
/// kernel rather than per check).
class EntryValues {
public:
  Value constant(Operation *at, TypedAttr value) {
    auto key = std::make_pair(function(at), Attribute(value));
    Value &cached = constants[key];
    if (!cached) {
      OpBuilder b = atEntry(at);
      cached = arith::ConstantOp::create(b, key.first->getLoc(), value);
    }
    return cached;
  }
  /// blockX, Y, Z, threadX, Y, Z as i32 (zeros outside a kernel).
  ArrayRef<Value> ids(Operation *at) {
    Operation *fn = function(at);
    SmallVector<Value> &cached = idCache[fn];
    if (!cached.empty())
      return cached;
    OpBuilder b = atEntry(at);
    Location loc = fn->getLoc();
    auto i32 = b.getI32Type();
    if (!isa<gpu::GPUFuncOp>(fn)) {
      Value zero = constant(at, b.getI32IntegerAttr(0));
      cached.assign(6, zero);
      return cached;
    }
    for (gpu::Dimension d :
         {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z})
      cached.push_back(arith::IndexCastOp::create(
          b, loc, i32, gpu::BlockIdOp::create(b, loc, d)));
    for (gpu::Dimension d :
         {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z})
      cached.push_back(arith::IndexCastOp::create(
          b, loc, i32, gpu::ThreadIdOp::create(b, loc, d)));
    return cached;
  }

private:
  static Operation *function(Operation *at) {
    if (auto kernel = at->getParentOfType<gpu::GPUFuncOp>())
      return kernel;
    return at->getParentOfType<FunctionOpInterface>();
  }
  static OpBuilder atEntry(Operation *at) {
    Operation *fn = function(at);
    return OpBuilder::atBlockBegin(&fn->getRegion(0).front());
  }
  DenseMap<std::pair<Operation *, Attribute>, Value> constants;
  DenseMap<Operation *, SmallVector<Value>> idCache;
};

/// One module whose checks share an error record: a gpu.module, or the
/// top-level module for checks in host functions.
struct Scope {
  Operation *op;
  SmallVector<Operation *> checks;
  /// Site symbol -> index in the record.
  llvm::MapVector<StringAttr, SiteOp> sites;
};

class LowerDbgChecksPass
    : public impl::LowerDbgChecksPassBase<LowerDbgChecksPass> {
public:
  using LowerDbgChecksPassBase::LowerDbgChecksPassBase;
  void runOnOperation() override;

private:
  /// Defines the record, the site ids and the cold function in `scope`.
  void defineRecord(Scope &scope, bool onHost);
  /// Replaces `check` by its condition and a guarded call.
  void lowerCheck(Operation *check, Scope &scope, EntryValues &entry);
};

} // namespace

namespace {
/// Builds `__dbg_check_failed`, the cold function every failing check of a
/// scope calls, one phase per method: whether the check's kind is enabled
/// (registering a host record first), counting the failure (a later failure
/// of the site waits for the first one's report), writing the report, and
/// whether to trap.
class CheckFailedBuilder {
public:
  CheckFailedBuilder(OpBuilder &b, Location loc, LLVM::GlobalOp record)
      : b(b), loc(loc), ctx(b.getContext()),
        ptr(LLVM::LLVMPointerType::get(ctx)), i32(b.getI32Type()),
        i64(b.getI64Type()), recordType(abi::getErrorRecordType(ctx)),
        reportsType(abi::getCheckReportsType(ctx)),
        reportType(abi::getCheckReportType(ctx)), record(record) {}

  /// void __dbg_check_failed(i32 site, i32 kindBit, i32 mayTrap, i32 bx, by,
  ///                         bz, tx, ty, tz, i64 p0, p1, p2, p3)
  void build(bool onHost, int64_t numSites) {
    SmallVector<Type> params(kNumFixedArgs, i32);
    params.append(abi::kMAX_PAYLOAD, i64);
    auto fn = LLVM::LLVMFuncOp::create(
        b, loc, abi::kCHECK_FAILEDSymbol,
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), params),
        LLVM::Linkage::Internal);
    fn.setNoInline(true);
    fn.setPassthroughAttr(b.getArrayAttr({b.getStringAttr("cold")}));
    entry = fn.addEntryBlock(b);
    count = b.createBlock(&fn.getBody());
    write = b.createBlock(&fn.getBody());
    after = b.createBlock(&fn.getBody());
    trap = b.createBlock(&fn.getBody());
    ret = b.createBlock(&fn.getBody());
    buildEnabledTest(onHost, numSites);
    buildCount();
    buildWrite();
    buildTrapDecision();
  }

private:
  Value field(Value base, Type type, int32_t index) {
    return LLVM::GEPOp::create(b, loc, ptr, type, base,
                               ArrayRef<LLVM::GEPArg>{0, index});
  }
  Value recordField(abi::RecordField index) {
    return field(recordAddress, recordType, static_cast<int32_t>(index));
  }
  Value cst32(int64_t v) { return LLVM::ConstantOp::create(b, loc, i32, v); }
  Value site() { return entry->getArgument(0); }
  Value kindBit() { return entry->getArgument(1); }
  Value mayTrap() { return entry->getArgument(2); }

  /// entry: on the host the first failure registers the record with
  /// libdbgrt; then the check's kind bit is tested in the control word.
  void buildEnabledTest(bool onHost, int64_t numSites) {
    b.setInsertionPointToStart(entry);
    recordAddress = LLVM::AddressOfOp::create(b, loc, record);
    if (onHost) {
      Block *registerBlock = b.createBlock(count);
      Block *go = b.createBlock(count);
      b.setInsertionPointToEnd(entry);
      Value reports = LLVM::LoadOp::create(
          b, loc, ptr, recordField(abi::RecordField::reports));
      Value isNull =
          LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, reports,
                               LLVM::ZeroOp::create(b, loc, ptr));
      LLVM::CondBrOp::create(b, loc, isNull, registerBlock, go);
      b.setInsertionPointToStart(registerBlock);
      Value idsAddress =
          LLVM::AddressOfOp::create(b, loc, ptr, abi::kSITE_IDSSymbol);
      abi::createCall(b, loc, abi::dbgrtRegisterErrorRecord,
                      {recordAddress, idsAddress,
                       LLVM::ConstantOp::create(b, loc, i64, numSites)});
      LLVM::BrOp::create(b, loc, go);
      b.setInsertionPointToStart(go);
    }
    control = LLVM::LoadOp::create(b, loc, i32,
                                   recordField(abi::RecordField::control));
    Value enabled = LLVM::AndOp::create(b, loc, control, kindBit());
    LLVM::CondBrOp::create(b, loc,
                           LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne,
                                                enabled, cst32(0)),
                           count, ret);
  }

  /// count: the site's counter; the first failure goes on to write its
  /// report, a later one waits (boundedly) until the first has published
  /// it: the access the check guards may fault and end the kernel before a
  /// report still in flight reaches host memory.
  void buildCount() {
    b.setInsertionPointToStart(count);
    Value counters = LLVM::LoadOp::create(
        b, loc, ptr, recordField(abi::RecordField::counters));
    // 64-bit counters: no count of failures wraps, so the first failure
    // stays the one reported.
    Value counter = LLVM::GEPOp::create(b, loc, ptr, i64, counters,
                                        ArrayRef<LLVM::GEPArg>{site()});
    Value old =
        LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::add, counter,
                                  LLVM::ConstantOp::create(b, loc, i64, 1),
                                  LLVM::AtomicOrdering::monotonic);
    reports = LLVM::LoadOp::create(b, loc, ptr,
                                   recordField(abi::RecordField::reports));
    Value first = LLVM::GEPOp::create(b, loc, ptr, reportsType, reports,
                                      ArrayRef<LLVM::GEPArg>{1});
    report = LLVM::GEPOp::create(b, loc, ptr, reportType, first,
                                 ArrayRef<LLVM::GEPArg>{site()});
    validAddress = field(report, reportType,
                         static_cast<int32_t>(abi::ReportField::valid));
    Block *wait = b.createBlock(after, {i32}, {loc});
    b.setInsertionPointToEnd(count);
    LLVM::CondBrOp::create(
        b, loc,
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, old,
                             LLVM::ConstantOp::create(b, loc, i64, 0)),
        write, ValueRange(), wait, ValueRange{cst32(0)});
    b.setInsertionPointToStart(wait);
    Value spins = wait->getArgument(0);
    Value valid = LLVM::LoadOp::create(b, loc, i32, validAddress,
                                       /*alignment=*/0, /*isVolatile=*/true);
    Value published =
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, valid, cst32(0));
    Value givenUp = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::uge,
                                         spins, cst32(kMaxWaitSpins));
    LLVM::CondBrOp::create(
        b, loc, LLVM::OrOp::create(b, loc, published, givenUp), after,
        ValueRange(), wait,
        ValueRange{LLVM::AddOp::create(b, loc, spins, cst32(1)).getResult()});
  }

  /// write: the block and thread ids and the payload, then the report is
  /// marked valid and the record failed.
  void buildWrite() {
    b.setInsertionPointToStart(write);
    auto idField = static_cast<int32_t>(abi::ReportField::blockX);
    for (unsigned i = 0; i < 6; ++i)
      LLVM::StoreOp::create(b, loc, entry->getArgument(3 + i),
                            field(report, reportType, idField + i));
    auto payloadField = static_cast<int32_t>(abi::ReportField::payload0);
    for (unsigned i = 0; i < abi::kMAX_PAYLOAD; ++i)
      LLVM::StoreOp::create(b, loc, entry->getArgument(kNumFixedArgs + i),
                            field(report, reportType, payloadField + i));
    // The report is complete before it is marked valid, for a reader on the
    // host.
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::release, StringRef());
    LLVM::StoreOp::create(b, loc, cst32(1), validAddress, /*alignment=*/0,
                          /*isVolatile=*/true);
    LLVM::StoreOp::create(
        b, loc, cst32(1),
        field(reports, reportsType,
              static_cast<int32_t>(abi::ReportsField::failed)),
        /*alignment=*/0, /*isVolatile=*/true);
    // Out before anything else the thread does: its next access may fault
    // and end the kernel (the out-of-bounds store this check found).
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst, StringRef());
    LLVM::BrOp::create(b, loc, after);
  }

  /// after: check-trap stops the kernel, unless the site only warns; a
  /// failed assertion always stops it.
  void buildTrapDecision() {
    b.setInsertionPointToStart(after);
    Value trapBit =
        LLVM::AndOp::create(b, loc, control, cst32(abi::kCONTROL_TRAP));
    Value checkTrap = LLVM::AndOp::create(
        b, loc,
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, trapBit,
                             cst32(0)),
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, mayTrap(),
                             cst32(0)));
    Value isAssert = LLVM::ICmpOp::create(
        b, loc, LLVM::ICmpPredicate::eq, kindBit(),
        cst32(int64_t(1) << static_cast<int>(SiteKind::assertion)));
    Value wantsTrap = LLVM::OrOp::create(b, loc, checkTrap, isAssert);
    LLVM::CondBrOp::create(b, loc, wantsTrap, trap, ret);

    b.setInsertionPointToStart(trap);
    LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst, StringRef());
    LLVM::Trap::create(b, loc);
    LLVM::UnreachableOp::create(b, loc);

    b.setInsertionPointToStart(ret);
    LLVM::ReturnOp::create(b, loc, ValueRange());
  }

  OpBuilder &b;
  Location loc;
  MLIRContext *ctx;
  Type ptr, i32, i64;
  LLVM::LLVMStructType recordType, reportsType, reportType;
  LLVM::GlobalOp record;
  Block *entry = nullptr, *count = nullptr, *write = nullptr, *after = nullptr,
        *trap = nullptr, *ret = nullptr;
  Value recordAddress, control, reports, report, validAddress;
};
} // namespace

void LowerDbgChecksPass::defineRecord(Scope &scope, bool onHost) {
  MLIRContext *ctx = &getContext();
  Location loc = scope.op->getLoc();
  OpBuilder b(ctx);
  b.setInsertionPointToStart(&scope.op->getRegion(0).front());
  auto i64 = b.getI64Type();
  auto recordType = abi::getErrorRecordType(ctx);
  // On a GPU libdbgrt finds the record by name; on the host it is
  // registered by address.
  auto linkage = onHost ? LLVM::Linkage::Internal : LLVM::Linkage::External;

  auto record =
      LLVM::GlobalOp::create(b, loc, recordType, /*isConstant=*/false, linkage,
                             abi::kERROR_RECORDSymbol, Attribute());
  {
    OpBuilder::InsertionGuard guard(b);
    b.createBlock(&record.getInitializerRegion());
    LLVM::ReturnOp::create(
        b, loc, LLVM::ZeroOp::create(b, loc, recordType).getResult());
  }
  SmallVector<int64_t> ids;
  for (auto &entry : scope.sites)
    ids.push_back(static_cast<int64_t>(getSiteId(entry.second)));
  auto idsType = LLVM::LLVMArrayType::get(i64, ids.size());
  LLVM::GlobalOp::create(
      b, loc, idsType, /*isConstant=*/true, linkage, abi::kSITE_IDSSymbol,
      DenseElementsAttr::get(
          RankedTensorType::get({static_cast<int64_t>(ids.size())}, i64),
          ArrayRef<int64_t>(ids)));
  CheckFailedBuilder(b, loc, record)
      .build(onHost, static_cast<int64_t>(ids.size()));
}

/// `value` as the 64 bits of a payload slot: integers sign-extended, floats
/// as their raw bits.
static Value toPayload(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  auto i64 = b.getI64Type();
  if (type.isIndex())
    return arith::IndexCastOp::create(b, loc, i64, value);
  if (auto floatType = dyn_cast<FloatType>(type)) {
    auto bits = b.getIntegerType(floatType.getWidth());
    value = arith::BitcastOp::create(b, loc, bits, value);
    if (floatType.getWidth() == 64)
      return value;
    return arith::ExtUIOp::create(b, loc, i64, value);
  }
  unsigned width = type.getIntOrFloatBitWidth();
  if (width == 64)
    return value;
  if (width > 64)
    return arith::TruncIOp::create(b, loc, i64, value);
  if (width == 1)
    return arith::ExtUIOp::create(b, loc, i64, value);
  return arith::ExtSIOp::create(b, loc, i64, value);
}

/// True (an i1) when `value` is finite as `check` defines it; a vector is
/// finite when every lane is.
static Value isFinite(OpBuilder &b, Location loc, Value value,
                      FiniteCheck check) {
  Type type = value.getType();
  auto elementType = cast<FloatType>(getElementTypeOrSelf(type));
  Value ok;
  if (check == FiniteCheck::nan) {
    ok = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ORD, value, value);
  } else {
    TypedAttr inf = b.getFloatAttr(
        elementType, APFloat::getInf(elementType.getFloatSemantics()));
    if (auto vector = dyn_cast<VectorType>(type))
      inf = DenseElementsAttr::get(vector, inf);
    Value infinity = arith::ConstantOp::create(b, loc, inf);
    Value magnitude = math::AbsFOp::create(b, loc, value);
    // NaN compares unordered: OLT is false for it, UNE true.
    ok = arith::CmpFOp::create(b, loc,
                               check == FiniteCheck::both
                                   ? arith::CmpFPredicate::OLT
                                   : arith::CmpFPredicate::UNE,
                               magnitude, infinity);
  }
  if (auto vector = dyn_cast<VectorType>(ok.getType())) {
    if (vector.getRank() != 1)
      ok = vector::ShapeCastOp::create(
          b, loc, VectorType::get({vector.getNumElements()}, b.getI1Type()),
          ok);
    ok = vector::ReductionOp::create(b, loc, vector::CombiningKind::AND, ok);
  }
  return ok;
}

/// The first lane of `vector` that is not finite as `check` defines it, as
/// an i64 (-1 when there is none, or the vector has more than 64 lanes or a
/// scalable size), and that lane's value. Cold-path code: one compare and
/// two selects per lane.
static std::pair<Value, Value> firstNonFiniteLane(OpBuilder &b, Location loc,
                                                  Value vector,
                                                  FiniteCheck check) {
  auto type = cast<VectorType>(vector.getType());
  Type element = type.getElementType();
  Value lane = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(-1));
  Value value = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  if (type.isScalable() || type.getNumElements() > 64)
    return {lane, value};
  int64_t lanes = type.getNumElements();
  if (type.getRank() != 1)
    vector = vector::ShapeCastOp::create(
        b, loc, VectorType::get({lanes}, element), vector);
  Value yes = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  for (int64_t l = lanes - 1; l >= 0; --l) {
    Value x = vector::ExtractOp::create(b, loc, vector, l);
    Value bad = arith::XOrIOp::create(b, loc, isFinite(b, loc, x, check), yes);
    lane = arith::SelectOp::create(
        b, loc, bad, arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(l)),
        lane);
    value = arith::SelectOp::create(b, loc, bad, x, value);
  }
  return {lane, value};
}

void LowerDbgChecksPass::lowerCheck(Operation *check, Scope &scope,
                                    EntryValues &entry) {
  OpBuilder b(check);
  Location loc = check->getLoc();
  auto cst32 = [&](int64_t v) -> Value {
    return entry.constant(check, b.getI32IntegerAttr(v));
  };
  Value trueValue = entry.constant(check, b.getBoolAttr(true));

  StringAttr siteName;
  Value ok;
  SmallVector<Value> payload;
  std::optional<std::pair<FiniteCheck, ValueRange>> originInputs;
  // A vector value: its first non-finite lane and value lead the payload.
  CheckFiniteOp vectorValue;
  if (auto plain = dyn_cast<CheckOp>(check)) {
    siteName = plain.getSiteAttr().getAttr();
    ok = plain.getCondition();
    llvm::append_range(payload, plain.getPayload());
  } else {
    auto finite = cast<CheckFiniteOp>(check);
    siteName = finite.getSiteAttr().getAttr();
    ok = isFinite(b, loc, finite.getValue(), finite.getCheck());
    if (isa<VectorType>(finite.getValue().getType()))
      vectorValue = finite;
    else
      payload.push_back(finite.getValue());
    for (Value input : finite.getInputs())
      if (!isa<VectorType>(input.getType()))
        payload.push_back(input);
    if (finite.getOrigin())
      originInputs = {finite.getCheck(), finite.getInputs()};
  }
  SiteOp site = scope.sites.lookup(siteName);
  int64_t index = scope.sites.find(siteName) - scope.sites.begin();

  Value failed = arith::XOrIOp::create(b, loc, ok, trueValue);
  auto ifOp = scf::IfOp::create(b, loc, failed, /*withElseRegion=*/false);
  b.setInsertionPointToStart(ifOp.thenBlock());
  if (originInputs && !originInputs->second.empty()) {
    // Born here: a NaN when no input is a NaN (0 * inf makes one), an Inf
    // when no input is an Inf or a NaN.
    auto all = [&](FiniteCheck check) {
      Value result;
      for (Value input : originInputs->second) {
        Value inputOk = isFinite(b, loc, input, check);
        result =
            result ? arith::AndIOp::create(b, loc, result, inputOk).getResult()
                   : inputOk;
      }
      return result;
    };
    Value born = all(FiniteCheck::both);
    if (originInputs->first != FiniteCheck::inf) {
      Value value = cast<CheckFiniteOp>(check).getValue();
      Value resultHasNaN = arith::XOrIOp::create(
          b, loc, isFinite(b, loc, value, FiniteCheck::nan), trueValue);
      Value nanBorn =
          arith::AndIOp::create(b, loc, resultHasNaN, all(FiniteCheck::nan));
      born = arith::OrIOp::create(b, loc, born, nanBorn);
    }
    auto inner = scf::IfOp::create(b, loc, born, false);
    b.setInsertionPointToStart(inner.thenBlock());
  }

  if (vectorValue) {
    auto [lane, value] = firstNonFiniteLane(b, loc, vectorValue.getValue(),
                                            vectorValue.getCheck());
    payload.insert(payload.begin(), {lane, value});
  }
  SmallVector<Value> args = {
      cst32(index), cst32(int64_t(1) << static_cast<int>(site.getKind())),
      cst32(site.getWarn() ? 0 : 1)};
  llvm::append_range(args, entry.ids(check));
  for (Value value : payload) {
    // A constant payload (a dimension, a size) is a constant of the entry.
    std::optional<int64_t> known = getConstantIntValue(value);
    args.push_back(known && value.getType().isSignlessIntOrIndex()
                       ? entry.constant(check, b.getI64IntegerAttr(*known))
                       : toPayload(b, loc, value));
  }
  while (args.size() < kNumFixedArgs + abi::kMAX_PAYLOAD)
    args.push_back(entry.constant(check, b.getI64IntegerAttr(0)));
  LLVM::CallOp::create(b, loc, TypeRange(), abi::kCHECK_FAILEDSymbol, args);
  check->erase();
}

void LowerDbgChecksPass::runOnOperation() {
  ModuleOp module = getOperation();
  SymbolTable symbols(module);
  // Scopes in a stable order: the module (host functions), then each
  // gpu.module.
  SmallVector<Scope> scopes;
  scopes.push_back({module, {}, {}});
  DenseMap<Operation *, size_t> scopeIndex;
  bool ok = true;
  module.walk([&](Operation *op) {
    if (!isa<CheckOp, CheckFiniteOp>(op))
      return;
    Operation *owner = op->getParentOfType<gpu::GPUModuleOp>();
    if (!owner)
      owner = module;
    auto [it, inserted] = scopeIndex.try_emplace(owner, scopes.size());
    if (owner == module)
      it->second = 0;
    else if (inserted)
      scopes.push_back({owner, {}, {}});
    Scope &scope = scopes[it->second];
    auto siteRef = op->getAttrOfType<FlatSymbolRefAttr>("site");
    auto site = symbols.lookup<SiteOp>(siteRef.getValue());
    if (!site) {
      op->emitOpError("'") << siteRef.getValue()
                           << "' does not reference a dbg.site of the module";
      ok = false;
      return;
    }
    scope.checks.push_back(op);
    scope.sites.insert({siteRef.getAttr(), site});
  });
  if (!ok)
    return signalPassFailure();

  for (Scope &scope : scopes) {
    if (scope.checks.empty())
      continue;
    bool onHost = scope.op == module.getOperation() || hostKernels;
    auto symbolTable = SymbolTable(scope.op);
    for (StringRef name : {abi::kERROR_RECORDSymbol, abi::kSITE_IDSSymbol,
                           abi::kCHECK_FAILEDSymbol})
      if (symbolTable.lookup(name)) {
        scope.op->emitError() << "'" << name
                              << "' is already defined: the checks of this "
                                 "module were lowered before";
        return signalPassFailure();
      }
    if (onHost) {
      OpBuilder b(&getContext());
      // The cold function calls libdbgrt, declared where it can see it.
      if (auto gpuModule = dyn_cast<gpu::GPUModuleOp>(scope.op)) {
        if (!gpuModule.lookupSymbol(abi::dbgrtRegisterErrorRecord.name)) {
          b.setInsertionPointToStart(gpuModule.getBody());
          auto declaration =
              abi::declareFunction(b, module, abi::dbgrtRegisterErrorRecord);
          b.clone(*declaration);
        }
      } else {
        abi::declareFunction(b, module, abi::dbgrtRegisterErrorRecord);
      }
    }
    defineRecord(scope, onHost);
    EntryValues entry;
    for (Operation *check : scope.checks)
      lowerCheck(check, scope, entry);
  }
}

} // namespace mlir::dbg
