//===- RaceChecks.cpp - the skeleton of insert-race-checks ----------------===//

#include "RaceChecks.h"

#include "SyncChecks.h"

#include "dbg/Checks/MemoryAccess.h"
#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::dbg {

std::optional<RaceAccess> getRaceAccess(Operation *op) {
  SmallVector<MemoryAccess> accesses = getMemoryAccesses(op);
  if (accesses.size() != 1 || (accesses.front().kind != AccessKind::Scalar &&
                               accesses.front().kind != AccessKind::Vector))
    return std::nullopt;
  const MemoryAccess &access = accesses.front();
  RaceAccess race;
  race.op = op;
  race.memref = access.memref;
  race.indices = access.getIndices();
  race.write = access.writes;
  race.bytes = getElementBytes(access.value).value_or(0);
  return race;
}

bool haveDistinctConstantIndex(const RaceAccess &a, const RaceAccess &b) {
  if (a.memref != b.memref || a.indices.size() != b.indices.size())
    return false;
  for (auto [x, y] : llvm::zip(a.indices, b.indices)) {
    IntegerAttr cx, cy;
    if (matchPattern(x, m_Constant(&cx)) && matchPattern(y, m_Constant(&cy)) &&
        cx.getValue() != cy.getValue())
      return true;
  }
  return false;
}

void markRacyAccesses(
    MutableArrayRef<RaceAccess> accesses, bool elide,
    function_ref<llvm::BitVector(unsigned)> partners,
    function_ref<bool(const RaceAccess &, const RaceAccess &)> cannotMeet) {
  for (auto [i, a] : llvm::enumerate(accesses)) {
    if (!elide) {
      a.checked = true;
      continue;
    }
    for (unsigned j : partners(i).set_bits()) {
      RaceAccess &b = accesses[j];
      if (a.root != b.root || (!a.write && !b.write) || cannotMeet(a, b))
        continue;
      a.checked = b.checked = true;
    }
  }
}

void addRaceSummary(gpu::GPUFuncOp kernel, StringRef prefix,
                    const RaceCounts &counts) {
  Builder attrs(kernel.getContext());
  SmallVector<NamedAttribute> summary;
  if (auto old = kernel->getAttrOfType<DictionaryAttr>(
          DbgDialect::getRaceChecksAttrName()))
    llvm::append_range(summary, old.getValue());
  for (auto [key, count] : {std::pair{"checked", counts.checked},
                            {"elided", counts.elided},
                            {"unchecked", counts.unchecked}})
    summary.push_back(attrs.getNamedAttr((prefix + key).str(),
                                         attrs.getI64IntegerAttr(count)));
  kernel->setAttr(DbgDialect::getRaceChecksAttrName(),
                  attrs.getDictionaryAttr(summary));
}

std::string describeRaceBuffer(Value root, StringRef argumentKind,
                               unsigned firstArgument) {
  std::string buffer;
  llvm::raw_string_ostream os(buffer);
  if (auto arg = dyn_cast<BlockArgument>(root))
    os << argumentKind << " #" << arg.getArgNumber() - firstArgument;
  else
    os << "@" << root.getDefiningOp<memref::GetGlobalOp>().getName();
  os << " (" << printForTemplate(root.getType()) << ")";
  return buffer;
}

RaceSites createRaceSites(CheckBuilder &checks, SiteIdTable &table,
                          const RaceAccess &access, StringRef memory,
                          StringRef buffer, StringRef by) {
  auto makeSite = [&](StringRef kind, StringRef verb) {
    std::string what = (kind + " race on " + memory + " memory").str();
    std::string detail =
        ("element {element:i} of " + buffer + " was " + verb + " " + by).str();
    return checks.createSite(access.op, SiteKind::race, what, detail);
  };
  RaceSites sites;
  if (access.write) {
    sites.first = makeSite("write-after-write", "written");
    sites.second = makeSite("write-after-read", "read");
  } else {
    sites.first = makeSite("read-after-write", "written");
  }
  sites.number = table.add(sites.first);
  return sites;
}

void createRaceReport(OpBuilder &b, Location loc, const RaceAccess &access,
                      const RaceSites &sites, Value raceWrite,
                      ValueRange payload) {
  if (!access.write)
    CheckBuilder::createReport(b, loc, sites.first, payload);
  else
    CheckBuilder::createReportOf(b, loc, raceWrite, sites.first, sites.second,
                                 payload);
}

Value createFirstByteAddress(OpBuilder &b, Location loc,
                             const RaceAccess &access) {
  auto metadata =
      memref::ExtractStridedMetadataOp::create(b, loc, access.memref);
  Value element = metadata.getOffset();
  for (auto [index, stride] : llvm::zip(access.indices, metadata.getStrides()))
    element = arith::AddIOp::create(
        b, loc, element, arith::MulIOp::create(b, loc, index, stride));
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, access.memref);
  int64_t viewBytes = *getElementBytes(
      cast<MemRefType>(access.memref.getType()).getElementType());
  return arith::AddIOp::create(
      b, loc, base,
      arith::MulIOp::create(b, loc, element,
                            arith::ConstantIndexOp::create(b, loc, viewBytes)));
}

Value createI64(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(b, loc, b.getI64Type(), value);
}

Value extractField(OpBuilder &b, Location loc, Value word, int64_t shift,
                   int64_t mask) {
  return arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, word, createI64(b, loc, shift)),
      createI64(b, loc, mask));
}

Value createRelaxedSwap(OpBuilder &b, Location loc, Value pointer, Value seen,
                        function_ref<Value(OpBuilder &, Value)> update,
                        StringRef syncScope) {
  Type i64 = b.getI64Type();
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{i64}, ValueRange{seen},
      [&](OpBuilder &b, Location, ValueRange args) {
        Value expected = args.front();
        auto pair = LLVM::AtomicCmpXchgOp::create(
            b, loc, pointer, expected, update(b, expected),
            LLVM::AtomicOrdering::monotonic, LLVM::AtomicOrdering::monotonic,
            syncScope);
        Value found = LLVM::ExtractValueOp::create(b, loc, pair, 0);
        Value swapped = LLVM::ExtractValueOp::create(b, loc, pair, 1);
        Value retry = arith::XOrIOp::create(
            b, loc, swapped,
            arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
        scf::ConditionOp::create(b, loc, retry, found);
      },
      [&](OpBuilder &b, Location, ValueRange args) {
        scf::YieldOp::create(b, loc, args);
      });
  return loop.getResult(0);
}

} // namespace mlir::dbg
