//===- RuntimeAbi.h - libdbgrt's ABI as the compiler emits it ---*- C++ -*-===//
//
// The compiler's view of runtime/include/dbgrt/Abi.def: the entry points,
// globals and site record layout of libdbgrt, as LLVM dialect types and
// declarations. Lowerings declare and call the runtime only through this
// header, so the compiled code and libdbgrt are built from one description.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_SUPPORT_RUNTIMEABI_H
#define DBG_SUPPORT_RUNTIMEABI_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>

namespace mlir::dbg::abi {

/// The ABI's type names (Abi.def): fixed-width integers and pointers.
enum class Type { VOID, U32, I32, I64, STR, SITE, SITE_TABLE, PTR };

/// A runtime entry point: its symbol, result and parameter types.
struct Function {
  llvm::StringLiteral name;
  Type result;
  const Type *paramsBegin;
  size_t numParams;

  llvm::ArrayRef<Type> params() const { return {paramsBegin, numParams}; }
};

/// A global of libdbgrt that compiled code reads.

namespace detail {
#define DBGRT_ARG(TYPE, NAME) Type::TYPE
#define DBGRT_NO_ARGS
#define DBGRT_FUNCTION(RESULT, NAME, ...)                                      \
  inline constexpr Type NAME##Params[] = {Type::VOID, __VA_ARGS__};
#include "dbgrt/Abi.def"
#undef DBGRT_ARG
#undef DBGRT_NO_ARGS
} // namespace detail

/// One constant per entry point of Abi.def, named like it:
/// `abi::dbgrtDispatch`.
#define DBGRT_FUNCTION(RESULT, NAME, ...)                                      \
  inline constexpr Function NAME{#NAME, Type::RESULT,                          \
                                 detail::NAME##Params + 1,                     \
                                 std::size(detail::NAME##Params) - 1};
#include "dbgrt/Abi.def"

/// The fields of a site (DbgrtSiteRecord's words), in order.
enum class SiteField {
#define DBGRT_SITE_FIELD(TYPE, NAME) NAME,
#include "dbgrt/Abi.def"
};

/// The number of fields of the site record.
inline constexpr size_t kNumSiteFields = 0
#define DBGRT_SITE_FIELD(TYPE, NAME) +1
#include "dbgrt/Abi.def"
    ;

/// The LLVM type of an ABI type: integers of their width, pointers as
/// `!llvm.ptr`. VOID is `!llvm.void`.
/// Abi.def's numbers (DBGRT_CONSTANT): kSITE_FLAG_WARN, kCONTROL_TRAP, ...
#define DBGRT_CONSTANT(NAME, VALUE) inline constexpr int64_t k##NAME = VALUE;
#include "dbgrt/Abi.def"

/// Abi.def's symbol names (DBGRT_SYMBOL): kERROR_RECORDSymbol, ...
#define DBGRT_SYMBOL(NAME, TEXT)                                               \
  inline constexpr llvm::StringLiteral k##NAME##Symbol = TEXT;
#include "dbgrt/Abi.def"

/// The fields of the device error record, its reports header and one
/// report, in layout order.
enum class RecordField {
#define DBGRT_RECORD_FIELD(TYPE, NAME) NAME,
#include "dbgrt/Abi.def"
};
enum class ReportsField {
#define DBGRT_REPORTS_FIELD(TYPE, NAME) NAME,
#include "dbgrt/Abi.def"
};
enum class ReportField {
#define DBGRT_REPORT_FIELD(TYPE, NAME) NAME,
#include "dbgrt/Abi.def"
};

mlir::Type getType(MLIRContext *context, Type type);

/// LLVM literal structs of DbgrtErrorRecord, DbgrtCheckReports and
/// DbgrtCheckReport, built from Abi.def's field lists.
LLVM::LLVMStructType getErrorRecordType(MLIRContext *context);
LLVM::LLVMStructType getCheckReportsType(MLIRContext *context);
LLVM::LLVMStructType getCheckReportType(MLIRContext *context);

/// Returns `module`'s declaration of `function`, declaring it at the end of
/// the module when it has none.
LLVM::LLVMFuncOp declareFunction(OpBuilder &builder, ModuleOp module,
                                 const Function &function);

/// Calls `function` at the builder's insertion point, by name: the module
/// must declare it (declareFunction), which a lowering does once, up front,
/// so that each call costs no symbol lookup. `args` must match its
/// parameters in number and in their LLVM types.
LLVM::CallOp createCall(OpBuilder &builder, Location loc,
                        const Function &function, ValueRange args);

} // namespace mlir::dbg::abi

#endif // DBG_SUPPORT_RUNTIMEABI_H
