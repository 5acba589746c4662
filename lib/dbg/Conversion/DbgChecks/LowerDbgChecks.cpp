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
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_LOWERDBGCHECKSPASS
#include "dbg/Conversion/Passes.h.inc"

namespace {

/// A check passes its site to the cold function as one word: the site's
/// index in the record, its kind and whether it may trap (not a warning).
constexpr unsigned kSiteIndexShift = 8;
constexpr unsigned kKindShift = 1;
constexpr int64_t kKindMask = 0x7f;
constexpr int64_t kMayTrapBit = 1;
/// Block and thread ids, x, y, z each. A GPU's cold function reads them
/// itself; on the host the function's entry stores them in a stack slot
/// whose address the checks pass. No id is an argument of the checks' calls:
/// values live across thousands of calls make LLVM superlinear (NVPTX's
/// CodeGenPrepare spent 1.3 s of 1.7 on 1,000 checks passing them, x86's
/// register coalescer 1.5 s of 3.7 on 4,000).
constexpr unsigned kNumIds = 6;

/// The host's slot of the ids: an array of kNumIds i32.
static LLVM::LLVMArrayType getIdsSlotType(MLIRContext *ctx) {
  return LLVM::LLVMArrayType::get(IntegerType::get(ctx, 32), kNumIds);
}

/// The ids of the thread that runs `b`'s code, in a kernel: blockX, Y, Z,
/// threadX, Y, Z as i32.
static SmallVector<Value> createIds(OpBuilder &b, Location loc) {
  SmallVector<Value> ids;
  for (unsigned i = 0; i < kNumIds; ++i) {
    auto d = static_cast<gpu::Dimension>(i % 3);
    Value index = i < 3 ? gpu::BlockIdOp::create(b, loc, d).getResult()
                        : gpu::ThreadIdOp::create(b, loc, d).getResult();
    ids.push_back(arith::IndexCastOp::create(b, loc, b.getI32Type(), index));
  }
  return ids;
}

/// How many times a later failure of a site reads the site's report before
/// it stops waiting for the first failure to publish it (a few
/// milliseconds over PCIe; a bound, so that no thread waits forever).
constexpr int64_t kMaxWaitSpins = 1 << 16;

/// Values a function's checks share, created once at its entry: constants,
/// and on the host the slot holding the block and thread ids the reports
/// carry.
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
  /// The address of blockX, Y, Z, threadX, Y, Z as i32 (zeros outside a
  /// kernel), stored at the function's entry: six stores per thread.
  Value idsSlot(Operation *at) {
    Operation *fn = function(at);
    Value &cached = idSlots[fn];
    if (cached)
      return cached;
    OpBuilder b = atEntry(at);
    Location loc = fn->getLoc();
    auto ptr = LLVM::LLVMPointerType::get(b.getContext());
    auto idsType = getIdsSlotType(b.getContext());
    cached = LLVM::AllocaOp::create(
        b, loc, ptr, idsType,
        LLVM::ConstantOp::create(b, loc, b.getI64Type(), 1));
    bool kernel = isa<gpu::GPUFuncOp>(fn);
    SmallVector<Value> ids =
        kernel ? createIds(b, loc)
               : SmallVector<Value>(kNumIds, LLVM::ConstantOp::create(
                                                 b, loc, b.getI32Type(), 0));
    for (auto [i, id] : llvm::enumerate(ids)) {
      Value address = LLVM::GEPOp::create(
          b, loc, ptr, idsType, cached,
          ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(i)});
      LLVM::StoreOp::create(b, loc, id, address);
    }
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
  DenseMap<Operation *, Value> idSlots;
};

/// One module whose checks share an error record: a gpu.module, or the
/// top-level module for checks in host functions.
struct Scope {
  explicit Scope(Operation *op) : op(op) {}

  Operation *op;
  SmallVector<Operation *> checks;
  /// Site symbol -> the site, in the order of first use.
  llvm::MapVector<StringAttr, SiteOp> sites;
  /// Sites checked for NaN and Inf both: each has two slots in the record,
  /// the NaN slot and then the Inf slot, so that each is counted apart.
  DenseSet<StringAttr> splitSites;
  /// Site symbol -> its (first) slot in the record, and the site id of each
  /// slot, set by defineRecord.
  DenseMap<StringAttr, int64_t> slots;
  SmallVector<int64_t> slotSiteIds;
  /// Whether the checks run on the host.
  bool onHost = false;
  /// The record, and the cold function for each number of payload values
  /// (built on first use).
  LLVM::GlobalOp record;
  SmallVector<StringAttr, abi::kMAX_PAYLOAD + 1> coldFunctions;
  /// Where the next cold function goes: after the record's definitions.
  Operation *lastDefinition = nullptr;
  /// The constants holding the checks' site words: arguments of an
  /// outlined cold path, the one thing its copies do not share.
  DenseSet<Value> words;
};

struct LowerDbgChecksPass : impl::LowerDbgChecksPassBase<LowerDbgChecksPass> {
  using Base::Base;
  void runOnOperation() override;

private:
  /// Checks that `scope` can take a record (not too many sites, none
  /// lowered before) and, on the host, declares what its cold function
  /// calls.
  LogicalResult prepareScope(Scope &scope, ModuleOp module);
  /// Defines the record and the site ids in `scope`.
  void defineRecord(Scope &scope);
  /// The cold function of `scope` taking `numPayload` payload values.
  StringAttr getColdFunction(Scope &scope, unsigned numPayload);
  /// Replaces `check` by its condition and a guarded call.
  void lowerCheck(Operation *check, Scope &scope, EntryValues &entry);
  /// Moves each `dbg.cold_path` region of `scope` into a function shared by
  /// the regions of the same code.
  void outlineColdPaths(Scope &scope);
  /// `fn`, or an equivalent function of `byCode` (then `fn` is erased);
  /// a kept `fn` becomes a cold, never inlined function of `scope`.
  func::FuncOp shareColdFunction(
      func::FuncOp fn, Scope &scope, SymbolTable &symbols,
      DenseMap<llvm::hash_code, SmallVector<func::FuncOp, 1>> &byCode);
  /// The linkage of `scope`'s cold functions (`internal-cold-functions`;
  /// always internal on the host).
  LLVM::Linkage getColdLinkage(const Scope &scope) const {
    return scope.onHost || internalColdFunctions ? LLVM::Linkage::Internal
                                                 : LLVM::Linkage::WeakODR;
  }
};

} // namespace

namespace {
/// Builds `__dbg_check_failed_<n>`, the cold function every failing check
/// of a scope with n payload values calls, one phase per method: whether the
/// check's kind is enabled (registering a host record first), counting the
/// failure (a later failure of the site waits for the first one's report),
/// writing the report, and whether to trap.
class CheckFailedBuilder {
public:
  CheckFailedBuilder(OpBuilder &b, Location loc, LLVM::GlobalOp record)
      : b(b), loc(loc), ctx(b.getContext()),
        ptr(LLVM::LLVMPointerType::get(ctx)), i32(b.getI32Type()),
        i64(b.getI64Type()), recordType(abi::getErrorRecordType(ctx)),
        reportsType(abi::getCheckReportsType(ctx)),
        reportType(abi::getCheckReportType(ctx)), record(record) {}

  /// void name(i32 siteWord, [ptr ids,] i64 p0, ...) with the ids' slot on
  /// the host only and `numPayload` payload values (the report's other
  /// payload slots are zeros). A few parameters: each is a store at every
  /// call site of the kernel.
  LLVM::LLVMFuncOp build(StringRef name, bool onHost, LLVM::Linkage linkage,
                         int64_t numSites, unsigned numPayload) {
    this->onHost = onHost;
    this->numPayload = numPayload;
    SmallVector<Type> params = {i32};
    if (onHost)
      params.push_back(ptr);
    params.append(numPayload, i64);
    auto fn = LLVM::LLVMFuncOp::create(
        b, loc, name,
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), params),
        linkage);
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
    return fn;
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
  Value siteWord() { return entry->getArgument(0); }

  /// The site's index, kind bit and may-trap flag from its word.
  void decodeSiteWord() {
    Value word = siteWord();
    site = LLVM::LShrOp::create(b, loc, word, cst32(kSiteIndexShift));
    Value kind = LLVM::AndOp::create(
        b, loc, LLVM::LShrOp::create(b, loc, word, cst32(kKindShift)),
        cst32(kKindMask));
    kindBit = LLVM::ShlOp::create(b, loc, cst32(1), kind);
    mayTrap = LLVM::AndOp::create(b, loc, word, cst32(kMayTrapBit));
  }

  /// entry: on the host the first failure registers the record with
  /// libdbgrt; then the check's kind bit is tested in the control word.
  void buildEnabledTest(bool onHost, int64_t numSites) {
    b.setInsertionPointToStart(entry);
    recordAddress = LLVM::AddressOfOp::create(b, loc, record);
    decodeSiteWord();
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
    Value enabled = LLVM::AndOp::create(b, loc, control, kindBit);
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
                                        ArrayRef<LLVM::GEPArg>{site});
    Value old =
        LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::add, counter,
                                  LLVM::ConstantOp::create(b, loc, i64, 1),
                                  LLVM::AtomicOrdering::monotonic);
    reports = LLVM::LoadOp::create(b, loc, ptr,
                                   recordField(abi::RecordField::reports));
    Value first = LLVM::GEPOp::create(b, loc, ptr, reportsType, reports,
                                      ArrayRef<LLVM::GEPArg>{1});
    report = LLVM::GEPOp::create(b, loc, ptr, reportType, first,
                                 ArrayRef<LLVM::GEPArg>{site});
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

  /// The block and thread ids, x, y, z each, as i32: from the slot the
  /// caller passes on the host, the GPU's registers in a kernel.
  SmallVector<Value> ids() {
    if (!onHost)
      return createIds(b, loc);
    SmallVector<Value> values;
    auto idsType = getIdsSlotType(ctx);
    for (int32_t i = 0; i < static_cast<int32_t>(kNumIds); ++i)
      values.push_back(LLVM::LoadOp::create(
          b, loc, i32,
          LLVM::GEPOp::create(b, loc, ptr, idsType, entry->getArgument(1),
                              ArrayRef<LLVM::GEPArg>{0, i})));
    return values;
  }

  /// write: the block and thread ids and the payload, then the report is
  /// marked valid and the record failed.
  void buildWrite() {
    b.setInsertionPointToStart(write);
    auto idField = static_cast<int32_t>(abi::ReportField::blockX);
    for (auto [i, id] : llvm::enumerate(ids()))
      LLVM::StoreOp::create(b, loc, id, field(report, reportType, idField + i));
    auto payloadField = static_cast<int32_t>(abi::ReportField::payload0);
    unsigned firstPayload = entry->getNumArguments() - numPayload;
    Value zero = LLVM::ConstantOp::create(b, loc, i64, 0);
    for (unsigned i = 0; i < abi::kMAX_PAYLOAD; ++i)
      LLVM::StoreOp::create(
          b, loc, i < numPayload ? entry->getArgument(firstPayload + i) : zero,
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
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, mayTrap,
                             cst32(0)));
    Value isAssert = LLVM::ICmpOp::create(
        b, loc, LLVM::ICmpPredicate::eq, kindBit,
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
  Value site, kindBit, mayTrap;
  bool onHost = false;
  unsigned numPayload = 0;
};
} // namespace

void LowerDbgChecksPass::defineRecord(Scope &scope) {
  bool onHost = scope.onHost;
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
  SmallVector<int64_t> &ids = scope.slotSiteIds;
  for (auto &[name, site] : scope.sites) {
    scope.slots[name] = static_cast<int64_t>(ids.size());
    ids.append(scope.splitSites.contains(name) ? 2 : 1,
               static_cast<int64_t>(getSiteId(site)));
  }
  auto idsType = LLVM::LLVMArrayType::get(i64, ids.size());
  scope.lastDefinition = LLVM::GlobalOp::create(
      b, loc, idsType, /*isConstant=*/true, linkage, abi::kSITE_IDSSymbol,
      DenseElementsAttr::get(
          RankedTensorType::get({static_cast<int64_t>(ids.size())}, i64),
          ArrayRef<int64_t>(ids)));
  scope.record = record;
  scope.coldFunctions.resize(abi::kMAX_PAYLOAD + 1);
}

StringAttr LowerDbgChecksPass::getColdFunction(Scope &scope,
                                               unsigned numPayload) {
  StringAttr &name = scope.coldFunctions[numPayload];
  if (name)
    return name;
  OpBuilder b(&getContext());
  b.setInsertionPointAfter(scope.lastDefinition);
  name = b.getStringAttr(abi::kCHECK_FAILEDSymbol + Twine("_") +
                         Twine(numPayload));
  scope.lastDefinition =
      CheckFailedBuilder(b, scope.op->getLoc(), scope.record)
          .build(name, scope.onHost, getColdLinkage(scope),
                 static_cast<int64_t>(scope.slotSiteIds.size()), numPayload);
  return name;
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
  for (int64_t l = lanes - 1; l >= 0; --l) {
    Value x = vector::ExtractOp::create(b, loc, vector, l);
    Value bad = createIsNonFinite(b, loc, x, check);
    lane = arith::SelectOp::create(
        b, loc, bad, arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(l)),
        lane);
    value = arith::SelectOp::create(b, loc, bad, x, value);
  }
  return {lane, value};
}

namespace {
/// What a check reports: its site, the condition of its failure (none for
/// a report), its payload, and what decides the origin of a finite check.
struct CheckReport {
  StringAttr siteName;
  Value failed;
  SmallVector<Value> payload;
  std::optional<std::pair<FiniteCheck, ValueRange>> originInputs;
  /// A vector value: its first non-finite lane and value lead the payload.
  CheckFiniteOp vectorValue;
};
} // namespace

/// What `check` (dbg.check, dbg.report or dbg.check_finite) reports, its
/// failure computed at `b`.
static CheckReport describeCheck(OpBuilder &b, Operation *check,
                                 Value trueValue) {
  Location loc = check->getLoc();
  CheckReport report;
  if (auto plain = dyn_cast<CheckOp>(check)) {
    report.siteName = plain.getSiteAttr().getAttr();
    report.failed =
        arith::XOrIOp::create(b, loc, plain.getCondition(), trueValue);
    llvm::append_range(report.payload, plain.getPayload());
    return report;
  }
  if (auto failure = dyn_cast<ReportOp>(check)) {
    // Failed where control reaches it: the call alone.
    report.siteName = failure.getSiteAttr().getAttr();
    llvm::append_range(report.payload, failure.getPayload());
    return report;
  }
  auto finite = cast<CheckFiniteOp>(check);
  report.siteName = finite.getSiteAttr().getAttr();
  report.failed =
      createIsNonFinite(b, loc, finite.getValue(), finite.getCheck());
  if (isa<VectorType>(finite.getValue().getType()))
    report.vectorValue = finite;
  else
    report.payload.push_back(finite.getValue());
  for (Value input : finite.getInputs())
    if (!isa<VectorType>(input.getType()))
      report.payload.push_back(input);
  if (finite.getOrigin())
    report.originInputs = {finite.getCheck(), finite.getInputs()};
  return report;
}

/// For a finite check with `origin`: the branch, at `b`, taken only when
/// the value was born here. A NaN when no input is a NaN (0 * inf makes
/// one), an Inf when no input is an Inf or a NaN.
static void guardOrigin(OpBuilder &b, Location loc, Value value,
                        FiniteCheck check, ValueRange inputs, Value trueValue) {
  auto none = [&](FiniteCheck check) {
    Value any;
    for (Value input : inputs) {
      Value bad = createIsNonFinite(b, loc, input, check);
      any = any ? arith::OrIOp::create(b, loc, any, bad).getResult() : bad;
    }
    return arith::XOrIOp::create(b, loc, any, trueValue).getResult();
  };
  Value born = none(FiniteCheck::both);
  if (check != FiniteCheck::inf) {
    Value nanBorn = arith::AndIOp::create(
        b, loc, createIsNonFinite(b, loc, value, FiniteCheck::nan),
        none(FiniteCheck::nan));
    born = arith::OrIOp::create(b, loc, born, nanBorn);
  }
  auto inner = scf::IfOp::create(b, loc, born, false);
  b.setInsertionPointToStart(inner.thenBlock());
}

/// A site checked for NaN and Inf counts an Inf in its second slot: `word`
/// plus one index when `reported` (whose bits are `bits`, an i64) is an
/// Inf. Told from the bits: no float op on types the target emulates
/// (bf16).
static Value selectInfSlot(OpBuilder &b, Location loc, Operation *check,
                           EntryValues &entry, Value word, Value reported,
                           Value bits) {
  const llvm::fltSemantics &semantics =
      cast<FloatType>(reported.getType()).getFloatSemantics();
  APInt infBits = APFloat::getInf(semantics).bitcastToAPInt();
  unsigned width = infBits.getBitWidth();
  Value magnitude = arith::AndIOp::create(
      b, loc, bits,
      arith::ConstantOp::create(
          b, loc,
          b.getI64IntegerAttr(
              APInt::getLowBitsSet(64, width - 1).getZExtValue())));
  Value isInf = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, magnitude,
      arith::ConstantOp::create(b, loc,
                                b.getI64IntegerAttr(infBits.getZExtValue())));
  // The next slot: the word plus one index, so that the site's word stays
  // the only constant that differs between sites.
  return arith::AddIOp::create(
      b, loc, word,
      arith::SelectOp::create(
          b, loc, isInf,
          entry.constant(check, b.getI32IntegerAttr(1 << kSiteIndexShift)),
          entry.constant(check, b.getI32IntegerAttr(0))));
}

void LowerDbgChecksPass::lowerCheck(Operation *check, Scope &scope,
                                    EntryValues &entry) {
  OpBuilder b(check);
  Location loc = check->getLoc();
  Value trueValue = entry.constant(check, b.getBoolAttr(true));
  CheckReport report = describeCheck(b, check, trueValue);
  SmallVector<Value> &payload = report.payload;
  SiteOp site = scope.sites.lookup(report.siteName);
  int64_t index = scope.slots.lookup(report.siteName);

  if (report.failed) {
    auto ifOp =
        scf::IfOp::create(b, loc, report.failed, /*withElseRegion=*/false);
    b.setInsertionPointToStart(ifOp.thenBlock());
  }
  if (report.originInputs && !report.originInputs->second.empty())
    guardOrigin(b, loc, cast<CheckFiniteOp>(check).getValue(),
                report.originInputs->first, report.originInputs->second,
                trueValue);
  if (CheckFiniteOp vector = report.vectorValue) {
    auto [lane, value] =
        firstNonFiniteLane(b, loc, vector.getValue(), vector.getCheck());
    payload.insert(payload.begin(), {lane, value});
    // The report has room for the first inputs only.
    payload.truncate(std::min<size_t>(payload.size(), abi::kMAX_PAYLOAD));
  }
  int64_t word = index << kSiteIndexShift |
                 static_cast<int64_t>(site.getKind()) << kKindShift |
                 (site.getWarn() ? 0 : kMayTrapBit);
  Value wordValue = entry.constant(check, b.getI32IntegerAttr(word));
  scope.words.insert(wordValue);
  SmallVector<Value> payloadArgs;
  for (Value value : payload) {
    // A constant payload (a dimension, a size) is a constant of the entry.
    std::optional<int64_t> known = getConstantIntValue(value);
    payloadArgs.push_back(
        known && value.getType().isSignlessIntOrIndex()
            ? entry.constant(check, b.getI64IntegerAttr(*known))
            : toPayload(b, loc, value));
  }
  if (scope.splitSites.contains(report.siteName)) {
    unsigned reported = report.vectorValue ? 1 : 0;
    wordValue = selectInfSlot(b, loc, check, entry, wordValue,
                              payload[reported], payloadArgs[reported]);
  }
  SmallVector<Value> args = {wordValue};
  if (scope.onHost)
    args.push_back(entry.idsSlot(check));
  llvm::append_range(args, payloadArgs);
  LLVM::CallOp::create(b, loc, TypeRange(),
                       getColdFunction(scope, payload.size()), args);
  check->erase();
}

/// Whether a value of `type` can be an argument of an outlined cold path.
/// Not a memref of a GPU address space; on the host not a float narrower than
/// f32, alone or in a vector: x86's call lowering passes it through libgcc's
/// soft-float conversions
/// (`__truncsfbf2`), which the program's link may not have.
static bool isPassable(Type type, bool onHost) {
  if (!isa<IntegerType, IndexType, FloatType, VectorType, MemRefType,
           LLVM::LLVMPointerType>(type))
    return false;
  // Nor a memref of workgroup (or private) memory: the module-level
  // func-to-llvm, which converts the function before the kernels' own
  // conversion does, has no address space for it (and says so as an
  // error).
  if (auto memref = dyn_cast<MemRefType>(type);
      memref && isa_and_nonnull<gpu::AddressSpaceAttr>(memref.getMemorySpace()))
    return false;
  auto element = dyn_cast<FloatType>(getElementTypeOrSelf(type));
  return !onHost || !element || element.getWidth() >= 32;
}

/// The cold paths of `scope`, outermost only: a cold path inside another
/// goes with it.
static SmallVector<scf::IfOp> collectColdPaths(Scope &scope) {
  StringRef marker = DbgDialect::getColdPathAttrName();
  SmallVector<scf::IfOp> coldPaths;
  scope.op->walk<WalkOrder::PreOrder>([&](Operation *op) {
    // A gpu.module inside the module is a scope of its own.
    if (isa<gpu::GPUModuleOp>(op) && op != scope.op)
      return WalkResult::skip();
    auto ifOp = dyn_cast<scf::IfOp>(op);
    if (!ifOp || !ifOp->hasAttr(marker))
      return WalkResult::advance();
    coldPaths.push_back(ifOp);
    return WalkResult::skip();
  });
  return coldPaths;
}

namespace {
/// What outlining one cold path moves into a function, and what the
/// function takes.
struct Outline {
  Block *body;
  SmallVector<Operation *> moved;
  /// Values from outside what moves, in the order of first use: passed, or
  /// (constants but the sites' words) copied in.
  llvm::SetVector<Value> arguments, constants;
  /// The first site word (passed), and the others as it plus a distance.
  Value firstWord;
  SmallVector<std::pair<Value, int32_t>> derivedWords;
};
} // namespace

/// The ops of `body` that move: all but its terminator and what computes
/// what it yields.
static SmallVector<Operation *> getMovedOps(Block &body,
                                            DenseSet<Operation *> &kept) {
  Operation *terminator = body.getTerminator();
  for (Operation &op : llvm::reverse(body)) {
    if (&op != terminator && !kept.contains(&op))
      continue;
    op.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (Operation *def = operand.getDefiningOp();
            def && def->getBlock() == &body)
          kept.insert(def);
    });
  }
  SmallVector<Operation *> moved;
  for (Operation &op : body.without_terminator())
    if (!kept.contains(&op))
      moved.push_back(&op);
  return moved;
}

/// The first site word among `outline`'s arguments is passed; the others
/// are it plus a constant (the distance between their sites' numbers),
/// made in the function: a group of kMaxCheckGroup accesses passes one
/// word, not one each, and the groups of a kernel that check alike still share
/// one function.
static void deriveSiteWords(Outline &outline, const DenseSet<Value> &words) {
  llvm::SetVector<Value> passed;
  for (Value argument : outline.arguments) {
    if (!words.contains(argument)) {
      passed.insert(argument);
      continue;
    }
    auto word = static_cast<int32_t>(*getConstantIntValue(argument));
    if (!outline.firstWord) {
      outline.firstWord = argument;
      passed.insert(argument);
      continue;
    }
    auto first = static_cast<int32_t>(*getConstantIntValue(outline.firstWord));
    outline.derivedWords.push_back(
        {argument, static_cast<int32_t>(static_cast<uint32_t>(word) -
                                        static_cast<uint32_t>(first))});
  }
  outline.arguments = std::move(passed);
}

/// What outlining `ifOp` moves and passes; none when nothing moves or a
/// value it needs cannot be passed.
static std::optional<Outline> planOutline(scf::IfOp ifOp, const Scope &scope) {
  // The else region of a guard (the access's checks, then its zeros), or
  // the then region of a test.
  Region &region = ifOp.getElseRegion().empty() ? ifOp.getThenRegion()
                                                : ifOp.getElseRegion();
  Outline outline;
  outline.body = &region.front();
  DenseSet<Operation *> kept;
  outline.moved = getMovedOps(*outline.body, kept);
  if (outline.moved.empty())
    return std::nullopt;
  auto isMoved = [&](Value value) {
    Operation *owner = value.getDefiningOp();
    if (!owner)
      owner = value.getParentBlock()->getParentOp();
    Operation *ancestor = outline.body->findAncestorOpInBlock(*owner);
    return ancestor && !kept.contains(ancestor);
  };
  for (Operation *op : outline.moved)
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        if (isMoved(operand))
          continue;
        Operation *def = operand.getDefiningOp();
        if (def && def->hasTrait<OpTrait::ConstantLike>() &&
            !scope.words.contains(operand))
          outline.constants.insert(operand);
        else
          outline.arguments.insert(operand);
      }
    });
  if (!llvm::all_of(outline.arguments.getArrayRef(), [&](Value value) {
        return isPassable(value.getType(), scope.onHost);
      }))
    return std::nullopt;
  deriveSiteWords(outline, scope.words);
  return outline;
}

/// A private function, after `b`'s insertion point, holding copies of what
/// `outline` moves.
static func::FuncOp buildColdFunction(OpBuilder &b, Location loc,
                                      const Outline &outline) {
  MLIRContext *ctx = b.getContext();
  auto fn = func::FuncOp::create(
      b, loc, "__dbg_cold_path",
      FunctionType::get(
          ctx, ValueRange(outline.arguments.getArrayRef()).getTypes(), {}));
  fn.setPrivate();
  Block *entry = fn.addEntryBlock();
  IRMapping mapping;
  mapping.map(outline.arguments.getArrayRef(), entry->getArguments());
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entry);
  for (Value constant : outline.constants)
    mapping.map(constant,
                b.clone(*constant.getDefiningOp())
                    ->getResult(cast<OpResult>(constant).getResultNumber()));
  for (auto [word, delta] : outline.derivedWords)
    mapping.map(word,
                arith::AddIOp::create(b, loc, mapping.lookup(outline.firstWord),
                                      arith::ConstantOp::create(
                                          b, loc, b.getI32IntegerAttr(delta))));
  for (Operation *op : outline.moved)
    b.clone(*op, mapping);
  func::ReturnOp::create(b, loc);
  return fn;
}

/// A hash of `fn`'s type and body that equivalent functions share.
static llvm::hash_code hashColdFunction(func::FuncOp fn) {
  llvm::hash_code code = hash_value(fn.getFunctionType());
  fn.getBody().walk([&](Operation *op) {
    code =
        llvm::hash_combine(code, OperationEquivalence::computeHash(
                                     op, OperationEquivalence::ignoreHashValue,
                                     OperationEquivalence::ignoreHashValue,
                                     OperationEquivalence::IgnoreLocations));
  });
  return code;
}

func::FuncOp LowerDbgChecksPass::shareColdFunction(
    func::FuncOp fn, Scope &scope, SymbolTable &symbols,
    DenseMap<llvm::hash_code, SmallVector<func::FuncOp, 1>> &byCode) {
  SmallVector<func::FuncOp, 1> &candidates = byCode[hashColdFunction(fn)];
  // The name, linkage and attributes the kept ones have differ.
  auto flags = static_cast<OperationEquivalence::Flags>(
      OperationEquivalence::IgnoreLocations |
      OperationEquivalence::IgnoreDiscardableAttrs |
      OperationEquivalence::IgnoreProperties);
  auto same = llvm::find_if(candidates, [&](func::FuncOp kept) {
    return kept.getFunctionType() == fn.getFunctionType() &&
           OperationEquivalence::isEquivalentTo(kept, fn, flags);
  });
  if (same != candidates.end()) {
    fn.erase();
    return *same;
  }
  candidates.push_back(fn);
  // Out of line and never inlined back: the kernel keeps one call.
  symbols.insert(fn);
  Builder b(fn.getContext());
  fn->setAttr("llvm.linkage",
              LLVM::LinkageAttr::get(fn.getContext(), getColdLinkage(scope)));
  fn->setAttr("passthrough", b.getArrayAttr({b.getStringAttr("noinline"),
                                             b.getStringAttr("cold")}));
  scope.lastDefinition = fn;
  return fn;
}

void LowerDbgChecksPass::outlineColdPaths(Scope &scope) {
  SymbolTable symbols(scope.op);
  // The outlined functions by a hash of their bodies, to share one function
  // between regions of the same code (OperationEquivalence decides; printing
  // each to compare took a third of the pass at 10,000 checks).
  DenseMap<llvm::hash_code, SmallVector<func::FuncOp, 1>> byCode;
  for (scf::IfOp ifOp : collectColdPaths(scope)) {
    std::optional<Outline> outline = planOutline(ifOp, scope);
    if (!outline)
      continue;
    Location loc = ifOp.getLoc();
    OpBuilder b(&getContext());
    b.setInsertionPointAfter(scope.lastDefinition);
    func::FuncOp shared = shareColdFunction(buildColdFunction(b, loc, *outline),
                                            scope, symbols, byCode);
    // Last first: each op's users go before it.
    for (Operation *op : llvm::reverse(outline->moved))
      op->erase();
    b.setInsertionPointToStart(outline->body);
    func::CallOp::create(b, loc, shared, outline->arguments.getArrayRef());
  }
}

/// The scopes of `module`'s checks, in a stable order: the module (host
/// functions), then each gpu.module; failure (with an error on the check)
/// when a check names no site of the module.
static FailureOr<SmallVector<Scope, 2>> collectScopes(ModuleOp module) {
  SymbolTable symbols(module);
  SmallVector<Scope, 2> scopes;
  scopes.emplace_back(module);
  DenseMap<Operation *, size_t> scopeIndex;
  WalkResult walked = module.walk([&](Operation *op) {
    if (!isa<CheckOp, ReportOp, CheckFiniteOp>(op))
      return WalkResult::advance();
    Operation *owner = op->getParentOfType<gpu::GPUModuleOp>();
    if (!owner)
      owner = module;
    auto [it, inserted] = scopeIndex.try_emplace(owner, scopes.size());
    if (owner == module)
      it->second = 0;
    else if (inserted)
      scopes.emplace_back(owner);
    Scope &scope = scopes[it->second];
    auto siteRef = op->getAttrOfType<FlatSymbolRefAttr>("site");
    auto site = symbols.lookup<SiteOp>(siteRef.getValue());
    if (!site) {
      op->emitOpError("'") << siteRef.getValue()
                           << "' does not reference a dbg.site of the module";
      return WalkResult::interrupt();
    }
    scope.checks.push_back(op);
    scope.sites.insert({siteRef.getAttr(), site});
    if (auto finite = dyn_cast<CheckFiniteOp>(op);
        finite && finite.getCheck() == FiniteCheck::both)
      scope.splitSites.insert(siteRef.getAttr());
    return WalkResult::advance();
  });
  if (walked.wasInterrupted())
    return failure();
  return scopes;
}

LogicalResult LowerDbgChecksPass::prepareScope(Scope &scope, ModuleOp module) {
  auto symbolTable = SymbolTable(scope.op);
  if (scope.sites.size() + scope.splitSites.size() >
      (size_t(1) << (31 - kSiteIndexShift)))
    return scope.op->emitError()
           << "more than " << (1 << (31 - kSiteIndexShift))
           << " check sites in one module";
  for (StringRef name : {abi::kERROR_RECORDSymbol, abi::kSITE_IDSSymbol})
    if (symbolTable.lookup(name))
      return scope.op->emitError()
             << "'" << name
             << "' is already defined: the checks of this module were "
                "lowered before";
  if (!scope.onHost)
    return success();
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
  return success();
}

void LowerDbgChecksPass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<SmallVector<Scope, 2>> scopes = collectScopes(module);
  if (failed(scopes))
    return signalPassFailure();
  for (Scope &scope : *scopes) {
    if (scope.checks.empty())
      continue;
    scope.onHost = scope.op == module.getOperation() || hostKernels;
    if (failed(prepareScope(scope, module)))
      return signalPassFailure();
    defineRecord(scope);
    EntryValues entry;
    for (Operation *check : scope.checks)
      lowerCheck(check, scope, entry);
    outlineColdPaths(scope);
  }
  // The marks, of what moved and of what stays in line (a cold path that
  // captures what no function can take, one of a scope without checks).
  module.walk([](scf::IfOp ifOp) {
    ifOp->removeAttr(DbgDialect::getColdPathAttrName());
  });
}

} // namespace mlir::dbg
