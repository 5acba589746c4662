//===- CheckBuilder.h - sites, cold paths and reports ----------*- C++ -*-===//
//
// What every check pass builds, in one shape: a site per check (what failed,
// where, and the template its payload fills in), a cold path that tests a
// failure off the hot path, and the report made there. The lowering
// (lower-dbg-checks) outlines every cold path the same way, so a pass that
// builds them here gets the same code size and reports as the others.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_CHECKS_CHECKBUILDER_H
#define DBG_CHECKS_CHECKBUILDER_H

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

#include <string>

namespace mlir::dbg {

/// Builds the sites of one check pass into a module's site table, and the
/// cold paths and reports of its checks.
class CheckBuilder {
public:
  /// Sites go at the end of the module `symbols` is the table of.
  explicit CheckBuilder(SymbolTable &symbols) : symbols(symbols) {}

  /// A check site of `kind` for `op`, in the kernel (or host function) `op`
  /// is in: `what` failed, and `detail` is the template its payload fills
  /// in (SiteOp's description). `warn` sites only warn, even with
  /// `check-trap`.
  SiteOp createSite(Operation *op, SiteKind kind, StringRef what,
                    StringRef detail, bool warn = false);

  /// An `scf.if` on `failed`, marked as a cold path (lower-dbg-checks
  /// outlines it), whose region `body` builds without its terminator.
  static scf::IfOp createColdPath(OpBuilder &b, Location loc, Value failed,
                                  function_ref<void(OpBuilder &)> body);

  /// The report of `site`'s failure, with `payload` (at most
  /// DBGRT_MAX_PAYLOAD values, of the types its template prints).
  static ReportOp createReport(OpBuilder &b, Location loc, SiteOp site,
                               ValueRange payload);

  /// The report of `first` when `which` is true, of `second` otherwise,
  /// with the same payload: one check with two outcomes (a write that
  /// races with a write, or with a read).
  static void createReportOf(OpBuilder &b, Location loc, Value which,
                             SiteOp first, SiteOp second, ValueRange payload);

private:
  SymbolTable &symbols;
};

/// `type` as a site's template prints it ("memref<4x8xf32, 3>"): braces,
/// which would read as placeholders, become parentheses.
std::string printForTemplate(Type type);

/// Builds `check` at each of the `count` elements an access covers:
/// `start`, then `start + k * step` (index) in an `scf.for` when there are
/// several (a vector's lanes).
void forEachCovered(OpBuilder &b, Location loc, Value start, int64_t count,
                    int64_t step, function_ref<void(OpBuilder &, Value)> check);

} // namespace mlir::dbg

#endif // DBG_CHECKS_CHECKBUILDER_H
