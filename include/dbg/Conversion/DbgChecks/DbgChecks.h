//===- DbgChecks.h - lower device-side checks -------------------*- C++ -*-===//

#ifndef DBG_CONVERSION_DBGCHECKS_DBGCHECKS_H
#define DBG_CONVERSION_DBGCHECKS_DBGCHECKS_H

#include "mlir/Pass/Pass.h"

namespace mlir::dbg {

#define GEN_PASS_DECL_LOWERDBGCHECKSPASS
#include "dbg/Conversion/Passes.h.inc"

} // namespace mlir::dbg

#endif // DBG_CONVERSION_DBGCHECKS_DBGCHECKS_H
