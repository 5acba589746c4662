//===- KernelFootprint.h - the bytes a kernel may touch -------*- C++ -*-===//
//
// The footprint of a dispatch site (dbgrt/Footprint.h): for each memref
// operand of a kernel, the elements each of its accesses reaches, as
// expressions of the launch that libdbgrt evaluates when it runs.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_TRANSFORMS_KERNELFOOTPRINT_H
#define DBG_TRANSFORMS_KERNELFOOTPRINT_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include <string>

namespace mlir::dbg {

/// The footprint of `kernel` (dbgrt/Footprint.h): the items of each memref
/// operand and mode whose every access has indices built from constants,
/// thread and block ids and sizes, integer operands, memref sizes and loop
/// induction variables by integer arithmetic. An operand used otherwise (a
/// view, a call, a matrix tile) has no items: libdbgrt takes it whole.
/// Empty when no operand has items.
std::string describeFootprint(gpu::GPUFuncOp kernel);

} // namespace mlir::dbg

#endif // DBG_TRANSFORMS_KERNELFOOTPRINT_H
