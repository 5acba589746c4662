//===- CheckBuilder.cpp - sites, cold paths and reports -------------------===//

#include "dbg/Checks/CheckBuilder.h"

#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace mlir::dbg {

SiteOp CheckBuilder::createSite(Operation *op, SiteKind kind, StringRef what,
                                StringRef detail, bool warn) {
  return createCheckSite(symbols, cast<ModuleOp>(symbols.getOp()), op, kind,
                         getEnclosingKernelName(op), what, detail, warn);
}

scf::IfOp CheckBuilder::createColdPath(OpBuilder &b, Location loc, Value failed,
                                       function_ref<void(OpBuilder &)> body) {
  auto ifOp = scf::IfOp::create(b, loc, failed, [&](OpBuilder &b, Location) {
    body(b);
    scf::YieldOp::create(b, loc);
  });
  DbgDialect::markColdPath(ifOp);
  return ifOp;
}

ReportOp CheckBuilder::createReport(OpBuilder &b, Location loc, SiteOp site,
                                    ValueRange payload) {
  return ReportOp::create(b, loc, site.getSymName(), payload);
}

void CheckBuilder::createReportOf(OpBuilder &b, Location loc, Value which,
                                  SiteOp first, SiteOp second,
                                  ValueRange payload) {
  scf::IfOp::create(
      b, loc, which,
      [&](OpBuilder &b, Location) {
        createReport(b, loc, first, payload);
        scf::YieldOp::create(b, loc);
      },
      [&](OpBuilder &b, Location) {
        createReport(b, loc, second, payload);
        scf::YieldOp::create(b, loc);
      });
}

std::string printForTemplate(Type type) {
  std::string text;
  llvm::raw_string_ostream(text) << type;
  std::replace(text.begin(), text.end(), '{', '(');
  std::replace(text.begin(), text.end(), '}', ')');
  return text;
}

void forEachCovered(OpBuilder &b, Location loc, Value start, int64_t count,
                    int64_t step,
                    function_ref<void(OpBuilder &, Value)> check) {
  if (count == 1) {
    check(b, start);
    return;
  }
  scf::ForOp::create(b, loc, arith::ConstantIndexOp::create(b, loc, 0),
                     arith::ConstantIndexOp::create(b, loc, count * step),
                     arith::ConstantIndexOp::create(b, loc, step), ValueRange{},
                     [&](OpBuilder &b, Location, Value offset, ValueRange) {
                       check(b, arith::AddIOp::create(b, loc, start, offset));
                       scf::YieldOp::create(b, loc);
                     });
}

} // namespace mlir::dbg
