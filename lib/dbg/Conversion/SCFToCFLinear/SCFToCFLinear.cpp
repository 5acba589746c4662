//===- SCFToCFLinear.cpp - SCF to CF, linear in scf.if ops ----------------===//
//
// Upstream's SCF-to-ControlFlow patterns for loops and the other region ops,
// then every scf.if by hand, last first: splitting a block at an scf.if
// moves the ops after it, and once the later scf.ifs of the block are
// branches those ops are only the ones up to the next of them.
//
//===----------------------------------------------------------------------===//

#include "dbg/Conversion/SCFToCFLinear/SCFToCFLinear.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_CONVERTSCFTOCFLINEARPASS
#include "dbg/Conversion/Passes.h.inc"

namespace {

struct ConvertSCFToCFLinearPass
    : impl::ConvertSCFToCFLinearPassBase<ConvertSCFToCFLinearPass> {
  void runOnOperation() override;
};

/// Moves the blocks of `region` before `continuation` and makes each of its
/// scf.yield terminators a branch to it with the yielded values. Returns
/// the region's entry block, or `continuation` when the region is empty.
Block *inlineBranch(IRRewriter &rewriter, Region &region, Block *continuation) {
  if (region.empty())
    return continuation;
  Block *entry = &region.front();
  SmallVector<Block *> blocks =
      llvm::map_to_vector(region, [](Block &block) { return &block; });
  rewriter.inlineRegionBefore(region, continuation);
  for (Block *block : blocks) {
    auto yield = dyn_cast<scf::YieldOp>(block->getTerminator());
    // Yields of scf.ifs nested in this one were branches already.
    if (!yield)
      continue;
    rewriter.setInsertionPoint(yield);
    rewriter.replaceOpWithNewOp<cf::BranchOp>(yield, continuation,
                                              yield.getOperands());
  }
  return entry;
}

/// Replaces `ifOp` by a conditional branch to its regions, which branch to
/// the block the ops after it move to.
void lowerIf(IRRewriter &rewriter, scf::IfOp ifOp) {
  Block *block = ifOp->getBlock();
  Block *continuation =
      rewriter.splitBlock(block, std::next(ifOp->getIterator()));
  SmallVector<Value> results;
  for (Value result : ifOp.getResults())
    results.push_back(
        continuation->addArgument(result.getType(), ifOp.getLoc()));
  Block *thenBlock = inlineBranch(rewriter, ifOp.getThenRegion(), continuation);
  Block *elseBlock = inlineBranch(rewriter, ifOp.getElseRegion(), continuation);
  rewriter.setInsertionPointToEnd(block);
  // A checked access (a dbg.guard's then region) is the likely way.
  SmallVector<int32_t, 2> weights;
  if (ifOp->hasAttr(DbgDialect::getGuardAttrName()))
    weights = {DbgDialect::kGuardLikelyWeight, 1};
  cf::CondBranchOp::create(rewriter, ifOp.getLoc(), ifOp.getCondition(),
                           thenBlock, ValueRange(), elseBlock, ValueRange(),
                           weights);
  rewriter.replaceOp(ifOp, results);
}

} // namespace

void ConvertSCFToCFLinearPass::runOnOperation() {
  MLIRContext *ctx = &getContext();
  RewritePatternSet patterns(ctx);
  populateSCFToControlFlowConversionPatterns(patterns);
  ConversionTarget target(*ctx);
  // As upstream's convert-scf-to-cf, but scf.if stays for the walk below.
  target.addIllegalOp<scf::ForallOp, scf::ForOp, scf::IndexSwitchOp,
                      scf::ParallelOp, scf::WhileOp, scf::ExecuteRegionOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  if (failed(
          applyPartialConversion(getOperation(), target, std::move(patterns))))
    return signalPassFailure();

  // Last first: the later scf.ifs of a block, and those nested in an
  // scf.if, are branches by the time an scf.if splits its block.
  SmallVector<scf::IfOp> ifs;
  getOperation()->walk<WalkOrder::PreOrder>(
      [&](scf::IfOp ifOp) { ifs.push_back(ifOp); });
  IRRewriter rewriter(ctx);
  for (scf::IfOp ifOp : llvm::reverse(ifs))
    lowerIf(rewriter, ifOp);
}

} // namespace mlir::dbg
