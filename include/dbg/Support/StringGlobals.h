//===- StringGlobals.h - string constants in the LLVM dialect ----*- C++
//-*-===//

#ifndef DBG_SUPPORT_STRINGGLOBALS_H
#define DBG_SUPPORT_STRINGGLOBALS_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir {
namespace dbg {

/// Creates a private constant global `name` holding `value` and a NUL, at
/// `builder`'s insertion point (module level); it reads as a C string.
LLVM::GlobalOp createStringGlobal(OpBuilder &builder, Location loc,
                                  StringRef name, StringRef value);

} // namespace dbg
} // namespace mlir

#endif // DBG_SUPPORT_STRINGGLOBALS_H
