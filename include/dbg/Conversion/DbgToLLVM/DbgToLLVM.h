//===- DbgToLLVM.h - lower host-side dbg ops to libdbgrt calls --*- C++ -*-===//

#ifndef DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H
#define DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
class LLVMTypeConverter;
class RewritePatternSet;

namespace dbg {

#define GEN_PASS_DECL_CONVERTDBGTOLLVMPASS
#include "dbg/Conversion/Passes.h.inc"

/// The private string globals of a module's sites: one per distinct string
/// (a function, kernel, op name or location), by value.
using SiteStrings = llvm::StringMap<StringAttr>;

/// Creates the string globals of every dbg.site of `module`, at its start.
SiteStrings createSiteStrings(ModuleOp module);

/// Adds the patterns that lower dbg.site, dbg.dispatch_begin and
/// dbg.dispatch_end to the LLVM dialect and libdbgrt calls. The module must
/// declare the runtime's entry points and the guards first, and hold
/// `strings` (the pass does both).
void populateDbgToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                         const SiteStrings &strings,
                                         RewritePatternSet &patterns);

} // namespace dbg
} // namespace mlir

#endif // DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H
