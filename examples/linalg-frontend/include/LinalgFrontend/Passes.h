//===- Passes.h - linalg-frontend's passes ----------------------*- C++ -*-===//
//
// The passes of linalg-frontend, a small compiler from linalg on tensors
// (what torch-mlir and StableHLO-to-linalg emit) to GPU dispatches, which
// adds dbg's instrumentation with dbg's --debug= flag.
//
//===----------------------------------------------------------------------===//

#ifndef LINALG_FRONTEND_PASSES_H
#define LINALG_FRONTEND_PASSES_H

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::linalg_frontend {

#define GEN_PASS_DECL
#include "LinalgFrontend/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "LinalgFrontend/Passes.h.inc"

} // namespace mlir::linalg_frontend

#endif // LINALG_FRONTEND_PASSES_H
