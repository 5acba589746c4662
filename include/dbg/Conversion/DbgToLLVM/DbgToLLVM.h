//===- DbgToLLVM.h - lower host-side dbg ops to libdbgrt calls --*- C++ -*-===//

#ifndef DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H
#define DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class LLVMTypeConverter;
class RewritePatternSet;

namespace dbg {

#define GEN_PASS_DECL_CONVERTDBGTOLLVMPASS
#include "dbg/Conversion/Passes.h.inc"

/// Adds the patterns that lower dbg.site, dbg.dispatch_begin and
/// dbg.dispatch_end to the LLVM dialect and libdbgrt calls. The module must
/// declare the runtime's entry points first (the pass does).
void populateDbgToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns);

} // namespace dbg
} // namespace mlir

#endif // DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H
