//===- GPUToHost.h - run GPU kernels on the CPU -----------------*- C++ -*-===//

#ifndef DBG_CONVERSION_GPUTOHOST_GPUTOHOST_H
#define DBG_CONVERSION_GPUTOHOST_GPUTOHOST_H

#include "mlir/Pass/Pass.h"

namespace mlir::dbg {

#define GEN_PASS_DECL_CONVERTGPUTOHOSTPASS
#include "dbg/Conversion/Passes.h.inc"

} // namespace mlir::dbg

#endif // DBG_CONVERSION_GPUTOHOST_GPUTOHOST_H
