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

namespace mlir::dbg {
#define GEN_PASS_DEF_EXPANDSUBGROUPOPSPASS
#include "dbg/Transforms/Passes.h.inc"

/// The thread's index in its block, x fastest: the order of lanes in
/// subgroups.
static Value getLinearThreadId(OpBuilder &builder, Location loc) {
  auto id = [&](gpu::Dimension dim) -> Value {
    return gpu::ThreadIdOp::create(builder, loc, dim);
  };
  auto size = [&](gpu::Dimension dim) -> Value {
    return gpu::BlockDimOp::create(builder, loc, dim);
  };
  Value zy = arith::AddIOp::create(
      builder, loc, id(gpu::Dimension::y),
      arith::MulIOp::create(builder, loc, id(gpu::Dimension::z),
                            size(gpu::Dimension::y)));
  return arith::AddIOp::create(
      builder, loc, id(gpu::Dimension::x),
      arith::MulIOp::create(builder, loc, zy, size(gpu::Dimension::x)));
}

/// The threads of the block: block_dim x * (y * z).
static Value getBlockThreads(OpBuilder &builder, Location loc) {
  auto size = [&](gpu::Dimension dim) -> Value {
    return gpu::BlockDimOp::create(builder, loc, dim);
  };
  return arith::MulIOp::create(builder, loc, size(gpu::Dimension::x),
                               arith::MulIOp::create(builder, loc,
                                                     size(gpu::Dimension::y),
                                                     size(gpu::Dimension::z)));
}

namespace {

/// gpu.subgroup_id -> linear thread id / lanes (DivOp: arith.divui), and
/// gpu.num_subgroups -> threads of the block / lanes, rounded up (DivOp:
/// arith.ceildivui).
template <typename OpTy, typename DivOp,
          Value (*getNumerator)(OpBuilder &, Location)>
struct ExpandSubgroupCount : public OpRewritePattern<OpTy> {
  ExpandSubgroupCount(MLIRContext *context, unsigned lanes)
      : OpRewritePattern<OpTy>(context), lanes(lanes) {}
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    rewriter.replaceOpWithNewOp<DivOp>(
        op, getNumerator(rewriter, loc),
        arith::ConstantIndexOp::create(rewriter, loc, lanes));
    return success();
  }
  unsigned lanes;
};

/// True for what NVVM lowers itself: redux.sync of a whole subgroup's i32.
bool isRedux(gpu::SubgroupReduceOp op) {
  return op.getUniform() && !op.getClusterSize() &&
         op.getValue().getType().isInteger(32);
}

struct ExpandSubgroupOpsPass
    : impl::ExpandSubgroupOpsPassBase<ExpandSubgroupOpsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op);
      if ((reduce && !(redux && isRedux(reduce))) ||
          isa<gpu::SubgroupIdOp, gpu::NumSubgroupsOp>(op))
        ops.push_back(op);
    });
    if (ops.empty())
      return;
    RewritePatternSet patterns(&getContext());
    populateExpandSubgroupOpsPatterns(patterns, subgroupSize,
                                      /*shuffleBits=*/32);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    config.enableFolding(false);
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace

void populateExpandSubgroupOpsPatterns(RewritePatternSet &patterns,
                                       unsigned lanes, unsigned shuffleBits) {
  populateGpuBreakDownSubgroupReducePatterns(patterns, shuffleBits);
  populateGpuLowerSubgroupReduceToShufflePatterns(patterns, lanes, shuffleBits);
  populateGpuLowerClusteredSubgroupReduceToShufflePatterns(patterns, lanes,
                                                           shuffleBits);
  patterns.add<
      ExpandSubgroupCount<gpu::SubgroupIdOp, arith::DivUIOp, getLinearThreadId>,
      ExpandSubgroupCount<gpu::NumSubgroupsOp, arith::CeilDivUIOp,
                          getBlockThreads>>(patterns.getContext(), lanes);
}

} // namespace mlir::dbg
