//===- ExpandSubgroupOps.cpp - subgroup ops NVVM cannot lower -------------===//
//
// Implements expand-subgroup-ops: every gpu.subgroup_reduce that NVVM
// cannot lower to redux.sync becomes gpu.shuffle butterflies, through
// upstream's patterns, applied to those ops (and what they create) only;
// gpu.subgroup_id and gpu.num_subgroups become arithmetic on the thread id
// and block size.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_EXPANDSUBGROUPOPSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

/// True for what NVVM lowers itself: redux.sync of a whole subgroup's i32.
static bool isRedux(gpu::SubgroupReduceOp op) {
  return op.getUniform() && !op.getClusterSize() &&
         op.getValue().getType().isInteger(32);
}

/// The thread's index in its block, x fastest: the order of lanes in
/// subgroups.
static Value getLinearThreadId(PatternRewriter &rewriter, Location loc) {
  auto id = [&](gpu::Dimension dim) -> Value {
    return gpu::ThreadIdOp::create(rewriter, loc, dim);
  };
  auto size = [&](gpu::Dimension dim) -> Value {
    return gpu::BlockDimOp::create(rewriter, loc, dim);
  };
  Value zy = arith::AddIOp::create(
      rewriter, loc, id(gpu::Dimension::y),
      arith::MulIOp::create(rewriter, loc, id(gpu::Dimension::z),
                            size(gpu::Dimension::y)));
  return arith::AddIOp::create(
      rewriter, loc, id(gpu::Dimension::x),
      arith::MulIOp::create(rewriter, loc, zy, size(gpu::Dimension::x)));
}

/// gpu.subgroup_id -> linear thread id / subgroup size, and
/// gpu.num_subgroups -> ceil(threads of the block / subgroup size).
template <typename OpTy>
struct ExpandSubgroupCount : public OpRewritePattern<OpTy> {
  ExpandSubgroupCount(MLIRContext *context, unsigned lanes)
      : OpRewritePattern<OpTy>(context), lanes(lanes) {}
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value size = arith::ConstantIndexOp::create(rewriter, loc, lanes);
    Value result;
    if constexpr (std::is_same_v<OpTy, gpu::SubgroupIdOp>) {
      result = arith::DivUIOp::create(rewriter, loc,
                                      getLinearThreadId(rewriter, loc), size);
    } else {
      auto dim = [&](gpu::Dimension d) -> Value {
        return gpu::BlockDimOp::create(rewriter, loc, d);
      };
      Value threads = arith::MulIOp::create(
          rewriter, loc, dim(gpu::Dimension::x),
          arith::MulIOp::create(rewriter, loc, dim(gpu::Dimension::y),
                                dim(gpu::Dimension::z)));
      result = arith::CeilDivUIOp::create(rewriter, loc, threads, size);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
  unsigned lanes;
};

class ExpandSubgroupOpsPass
    : public impl::ExpandSubgroupOpsPassBase<ExpandSubgroupOpsPass> {
public:
  using ExpandSubgroupOpsPassBase::ExpandSubgroupOpsPassBase;

  void runOnOperation() override {
    RewritePatternSet counts(&getContext());
    counts.add<ExpandSubgroupCount<gpu::SubgroupIdOp>,
               ExpandSubgroupCount<gpu::NumSubgroupsOp>>(&getContext(),
                                                         subgroupSize);
    walkAndApplyPatterns(getOperation(), std::move(counts));

    SmallVector<Operation *> reductions;
    getOperation()->walk([&](gpu::SubgroupReduceOp op) {
      if (!redux || !isRedux(op))
        reductions.push_back(op);
    });
    if (reductions.empty())
      return;
    RewritePatternSet patterns(&getContext());
    populateGpuBreakDownSubgroupReducePatterns(patterns,
                                               /*maxShuffleBitwidth=*/32);
    populateGpuLowerSubgroupReduceToShufflePatterns(patterns, subgroupSize,
                                                    /*shuffleBitwidth=*/32);
    populateGpuLowerClusteredSubgroupReduceToShufflePatterns(
        patterns, subgroupSize, /*shuffleBitwidth=*/32);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    config.enableFolding(false);
    bool changed = false;
    if (failed(applyOpPatternsGreedily(reductions, std::move(patterns), config,
                                       &changed)))
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::dbg
