//===- RecordMemoryOps.cpp - name host memory ops to libdbgrt -------------===//
//
// Implements record-memory-ops: before each gpu.alloc, gpu.dealloc,
// gpu.memcpy and gpu.memset of a host function, a dbg.memory_op marker with
// a memory site for it, which libdbgrt's allocation lifetimes report.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_RECORDMEMORYOPSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct RecordMemoryOpsPass
    : impl::RecordMemoryOpsPassBase<RecordMemoryOpsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa<gpu::GPUModuleOp>(op))
        return WalkResult::skip();
      if (isa<gpu::AllocOp, gpu::DeallocOp, gpu::MemcpyOp, gpu::MemsetOp>(op) &&
          !isa_and_nonnull<MemoryOp>(op->getPrevNode()))
        ops.push_back(op);
      return WalkResult::advance();
    });
    if (ops.empty())
      return;
    SymbolTable symbols(module);
    for (Operation *op : ops) {
      SiteOp site = createCheckSite(symbols, module, op, SiteKind::memory,
                                    getEnclosingKernelName(op), "", "",
                                    /*warn=*/false);
      OpBuilder b(op);
      MemoryOp::create(b, op->getLoc(), site.getSymName());
    }
  }
};

} // namespace
} // namespace mlir::dbg
