//===- SCFToCFLinear.h - SCF to CF, linear in scf.if ops --------*- C++ -*-===//

#ifndef DBG_CONVERSION_SCFTOCFLINEAR_SCFTOCFLINEAR_H
#define DBG_CONVERSION_SCFTOCFLINEAR_SCFTOCFLINEAR_H

#include "mlir/Pass/Pass.h"

namespace mlir::dbg {

#define GEN_PASS_DECL_CONVERTSCFTOCFLINEARPASS
#include "dbg/Conversion/Passes.h.inc"

} // namespace mlir::dbg

#endif // DBG_CONVERSION_SCFTOCFLINEAR_SCFTOCFLINEAR_H
