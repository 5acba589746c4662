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

/// Adds the pattern that lowers dbg.site to its site record (an LLVM global
/// of libdbgrt's DbgrtSite layout). The module must hold `strings` and
/// declare the runtime's entry points first (convert-dbg-to-llvm does both,
/// and lowers the other dbg ops, the dispatch markers, scans and descriptor
/// reads, itself, outside the conversion).
void populateDbgToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                         const SiteStrings &strings,
                                         RewritePatternSet &patterns);

} // namespace dbg
} // namespace mlir

#endif // DBG_CONVERSION_DBGTOLLVM_DBGTOLLVM_H
