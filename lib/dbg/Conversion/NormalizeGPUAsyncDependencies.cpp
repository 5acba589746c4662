//===- NormalizeGPUAsyncDependencies.cpp - one dependency per async op ---===//
//
// Implements dbg-normalize-gpu-async-dependencies: async gpu.alloc, dealloc,
// memcpy and memset get exactly one async dependency, which MLIR 22's
// gpu-to-llvm needs to choose their stream.
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_NORMALIZEGPUASYNCDEPENDENCIESPASS
#include "dbg/Conversion/Passes.h.inc"

namespace {

template <typename OpTy>
struct OneAsyncDependency : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!op.getAsyncToken() || op.getAsyncDependencies().size() == 1)
      return failure();
    // No dependency: a fresh stream. Several: one wait joins them.
    auto join = gpu::WaitOp::create(
        rewriter, op.getLoc(), gpu::AsyncTokenType::get(op.getContext()),
        op.getAsyncDependencies());
    rewriter.modifyOpInPlace(op, [&] {
      op.getAsyncDependenciesMutable().assign(join.getAsyncToken());
    });
    return success();
  }
};

class NormalizeGPUAsyncDependenciesPass
    : public impl::NormalizeGPUAsyncDependenciesPassBase<
          NormalizeGPUAsyncDependenciesPass> {
public:
  using NormalizeGPUAsyncDependenciesPassBase::
      NormalizeGPUAsyncDependenciesPassBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<OneAsyncDependency<gpu::AllocOp>,
                 OneAsyncDependency<gpu::DeallocOp>,
                 OneAsyncDependency<gpu::MemcpyOp>,
                 OneAsyncDependency<gpu::MemsetOp>>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
} // namespace mlir::dbg
