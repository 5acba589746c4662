//===- Dbg.h - dbg dialect ---------------------------------------*- C++
//-*-===//
//
// The dbg dialect: ops that instrument GPU dispatches and kernels, each
// referring to a site (dbg.site) that carries the original source location.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_DIALECT_DBG_IR_DBG_H
#define DBG_DIALECT_DBG_IR_DBG_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dbg/Dialect/Dbg/IR/DbgOpsDialect.h.inc"

#include "dbg/Dialect/Dbg/IR/DbgEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dbg/Dialect/Dbg/IR/DbgAttrs.h.inc"

#define GET_OP_CLASSES
#include "dbg/Dialect/Dbg/IR/DbgOps.h.inc"

#include "dbgrt/Operands.h"

namespace mlir::dbg {
/// The element type of a dispatch operand list (`dbgrt/Operands.h`) that
/// `elementType`, a memref's element type, is; index is i64. Fails for
/// types the runtime cannot read (complex, vectors, other widths).
FailureOr<dbgrt::DType> getOperandDType(Type elementType);

/// The position of each launch operand of `types` among the parameters
/// MLIR's GPU lowering passes to mgpuLaunchKernel (a dispatch operand
/// list's PARAM): a ranked memref of rank R passes 3 + 2R (its descriptor's
/// fields), an unranked memref 2, any other type 1.
SmallVector<int64_t> getLaunchParamPositions(TypeRange types);

/// Whether `type` is a float or a vector of floats: what dbg's NaN/Inf
/// checks take.
bool isFloatLike(Type type);

/// Builds an i1 that is true when `value` (a float or a vector of floats)
/// is not finite as `check` defines it: a NaN (`nan`), an infinity (`inf`),
/// either (`both`); a vector when one of its lanes is. One compare for a
/// scalar (and |x| for inf and both), then an `or` reduction for a vector.
/// What `dbg.check_finite` tests.
Value createIsNonFinite(OpBuilder &b, Location loc, Value value,
                        FiniteCheck check);

/// Like createIsNonFinite, lane by lane: an i1 for a float, a vector of i1
/// of the same shape for a vector of floats.
Value createIsNonFiniteLanes(OpBuilder &b, Location loc, Value value,
                             FiniteCheck check);
} // namespace mlir::dbg

#endif // DBG_DIALECT_DBG_IR_DBG_H
