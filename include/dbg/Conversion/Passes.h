//===- Passes.h - dbg's conversion passes -----------------------*- C++ -*-===//
//
// Every conversion pass of dbg, for tools that register them all. A pass's
// users include its own header instead (Conversion/<Name>/<Name>.h), which
// pulls in no dialect.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_CONVERSION_PASSES_H
#define DBG_CONVERSION_PASSES_H

#include "dbg/Conversion/DbgChecks/DbgChecks.h"
#include "dbg/Conversion/DbgToLLVM/DbgToLLVM.h"
#include "dbg/Conversion/GPUToHost/GPUToHost.h"
#include "dbg/Conversion/SCFToCFLinear/SCFToCFLinear.h"

namespace mlir::dbg {

#define GEN_PASS_REGISTRATION
#include "dbg/Conversion/Passes.h.inc"

} // namespace mlir::dbg

#endif // DBG_CONVERSION_PASSES_H
