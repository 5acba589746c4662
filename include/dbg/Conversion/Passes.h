//===- Passes.h - dbg conversion passes --------------------------*- C++ -*-===//

#ifndef DBG_CONVERSION_PASSES_H
#define DBG_CONVERSION_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
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
