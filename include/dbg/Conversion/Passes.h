//===- Passes.h - dbg conversion passes --------------------------*- C++ -*-===//

#ifndef DBG_CONVERSION_PASSES_H
#define DBG_CONVERSION_PASSES_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class LLVMTypeConverter;
class RewritePatternSet;

namespace dbg {

#define GEN_PASS_DECL
#include "dbg/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dbg/Conversion/Passes.h.inc"

/// Adds the patterns that lower dbg.site, dbg.dispatch_begin and
/// dbg.dispatch_end to the LLVM dialect and libdbgrt calls.
void populateDbgToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns);

} // namespace dbg
} // namespace mlir

#endif // DBG_CONVERSION_PASSES_H
