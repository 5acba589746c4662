//===- Passes.h - dbg instrumentation passes ---------------------*- C++ -*-===//

#ifndef DBG_TRANSFORMS_PASSES_H
#define DBG_TRANSFORMS_PASSES_H

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Pass/Pass.h"

namespace mlir {
namespace dbg {

#define GEN_PASS_DECL
#include "dbg/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dbg/Transforms/Passes.h.inc"

} // namespace dbg
} // namespace mlir

#endif // DBG_TRANSFORMS_PASSES_H
