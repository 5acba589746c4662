//===- DbgToLLVM.h - lower host-side dbg ops to libdbgrt calls --*- C++ -*-===//

#ifndef DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H
#define DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
namespace dbg {

#define GEN_PASS_DECL_CONVERTDBGTOLLVMPASS
#include "dbg/Conversion/Passes.h.inc"

} // namespace dbg
} // namespace mlir

#endif // DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H
