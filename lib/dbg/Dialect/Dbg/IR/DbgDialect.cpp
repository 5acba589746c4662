//===- DbgDialect.cpp - dbg dialect and ops -------------------------------===//

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
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

LogicalResult DbgDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  if (attr.getName() != getDefaultOptionsAttrName())
    return op->emitError() << "unknown dbg attribute '"
                           << attr.getName().getValue() << "'";
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

//===----------------------------------------------------------------------===//
// SiteOp
//===----------------------------------------------------------------------===//

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
  return success();
}

//===----------------------------------------------------------------------===//
// Dispatch markers
//===----------------------------------------------------------------------===//

/// Resolves `site` to a dispatch site, or emits an error on `op`.
static LogicalResult verifyDispatchSite(Operation *op, FlatSymbolRefAttr site,
                                        SymbolTableCollection &symbolTable) {
  auto siteOp = symbolTable.lookupNearestSymbolFrom<SiteOp>(op, site);
  if (!siteOp)
    return op->emitOpError("'")
           << site.getValue() << "' does not reference a dbg.site";
  if (siteOp.getKind() != SiteKind::dispatch)
    return op->emitOpError("expects a dispatch site, but '")
           << site.getValue() << "' is a "
           << stringifySiteKind(siteOp.getKind()) << " site";
  return success();
}

LogicalResult
DispatchBeginOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyDispatchSite(*this, getSiteAttr(), symbolTable);
}

LogicalResult
DispatchEndOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyDispatchSite(*this, getSiteAttr(), symbolTable);
}

LogicalResult DispatchEndOp::verify() {
  // The matching begin is the nearest marker before this one. Once control
  // flow is lowered (a host-target launch is a loop nest) it may be in a
  // preceding block; an entry block has none.
  for (Operation *prev = (*this)->getPrevNode(); prev;
       prev = prev->getPrevNode()) {
    if (auto begin = dyn_cast<DispatchBeginOp>(prev)) {
      if (begin.getSiteAttr() == getSiteAttr())
        return success();
      break;
    }
    if (isa<DispatchEndOp>(prev))
      break;
    if (!prev->getPrevNode() && !prev->getBlock()->isEntryBlock())
      return success();
  }
  if (!(*this)->getPrevNode() && !(*this)->getBlock()->isEntryBlock())
    return success();
  return emitOpError("has no matching 'dbg.dispatch_begin' of site '")
         << getSite() << "' before it";
}

#define GET_OP_CLASSES
#include "dbg/Dialect/Dbg/IR/DbgOps.cpp.inc"
