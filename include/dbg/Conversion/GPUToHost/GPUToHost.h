//===- GPUToHost.h - run GPU kernels on the CPU -----------------*- C++ -*-===//

#ifndef DBG_CONVERSION_GPUTOHOST_GPUTOHOST_H
#define DBG_CONVERSION_GPUTOHOST_GPUTOHOST_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace mlir::dbg {

#define GEN_PASS_DECL_CONVERTGPUTOHOSTPASS
#define GEN_PASS_DECL_EMBEDHOSTKERNELSPASS
#include "dbg/Conversion/Passes.h.inc"

/// The host target's kernel conversion, on a module: lower-dbg-checks with
/// host kernels, bf16 math and arithmetic computed in f32, then
/// convert-gpu-to-host with `subgroupSize` lanes (32 or 64), and the
/// linalg and complex ops that conversion leaves, as loops and arith.
void addHostKernelConversion(OpPassManager &pm, unsigned subgroupSize);

/// The host target's lowering of host code to the LLVM dialect after
/// addHostKernelConversion (and the async lowering, where there are async
/// ops): affine, vector, SCF, memref, math, arith, index, ub, func and cf
/// ops, then canonicalization and CSE. The dbg ops are left for
/// convert-dbg-to-llvm.
void addHostToLLVMLowering(OpPassManager &pm);

/// Every math op of host code (and of host-target kernels): powers with
/// an integer exponent as software loops (math-to-funcs), what LLVM has
/// intrinsics for as those, and the rest (erf, erfc, cbrt, sinh, atan2,
/// ...) as calls of libm. Runs before func-to-llvm, which lowers the
/// functions these create.
void addHostMathLowering(OpPassManager &pm);

} // namespace mlir::dbg

#endif // DBG_CONVERSION_GPUTOHOST_GPUTOHOST_H
