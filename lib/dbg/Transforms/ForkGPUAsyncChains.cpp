//===- ForkGPUAsyncChains.cpp - a stream for each chain of async ops ------===//
//
// Implements fork-gpu-async-chains: an async GPU op that shares its async
// dependency with another op that continues the dependency's stream gets a
// `gpu.wait async` of its own, which gpu-to-llvm lowers to a new stream
// after an event, so that ops the program leaves unordered run unordered and
// libdbgrt sees them so.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

#include "llvm/ADT/SmallVector.h"

namespace mlir::dbg {
#define GEN_PASS_DEF_FORKGPUASYNCCHAINSPASS
#include "dbg/Transforms/Passes.h.inc"

namespace {

struct ForkGPUAsyncChainsPass
    : impl::ForkGPUAsyncChainsPassBase<ForkGPUAsyncChainsPass> {
  using Base::Base;

  void runOnOperation() override;
};

} // namespace

/// Whether `use` of a token goes on with the token's stream once lowered:
/// an async op other than gpu.wait that takes it as an async dependency
/// (gpu-to-llvm runs it on that stream), or any op that is no GPU async op
/// (a terminator passing the token on). A gpu.wait makes a stream of its
/// own or waits on the host.
static bool continuesStream(OpOperand &use) {
  Operation *user = use.getOwner();
  if (isa<gpu::WaitOp>(user))
    return false;
  auto async = dyn_cast<gpu::AsyncOpInterface>(user);
  if (!async)
    return true;
  return async.getAsyncToken() &&
         llvm::is_contained(async.getAsyncDependencies(), use.get());
}

/// The uses of `token` that continue its stream, the one that keeps it
/// first: the earliest of those in one block with it.
static SmallVector<OpOperand *> continuingUses(Value token) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : token.getUses())
    if (continuesStream(use))
      uses.push_back(&use);
  for (OpOperand *&use : uses) {
    Operation *first = uses.front()->getOwner(), *user = use->getOwner();
    if (user->getBlock() == first->getBlock() && user->isBeforeInBlock(first))
      std::swap(use, uses.front());
  }
  return uses;
}

void ForkGPUAsyncChainsPass::runOnOperation() {
  SmallVector<Value> tokens;
  auto isToken = [](Value value) {
    return isa<gpu::AsyncTokenType>(value.getType());
  };
  getOperation()->walk([&](Operation *op) {
    for (Value result : op->getResults())
      if (isToken(result))
        tokens.push_back(result);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (isToken(argument))
            tokens.push_back(argument);
  });
  for (Value token : tokens) {
    SmallVector<OpOperand *> uses = continuingUses(token);
    if (uses.size() < 2)
      continue;
    // The first goes on with the stream; each other one is a fork.
    for (OpOperand *use : llvm::drop_begin(uses)) {
      Operation *user = use->getOwner();
      if (!isa<gpu::AsyncOpInterface>(user))
        continue;
      OpBuilder builder(user);
      auto fork = gpu::WaitOp::create(builder, user->getLoc(),
                                      gpu::AsyncTokenType::get(&getContext()),
                                      ValueRange{token});
      use->set(fork.getAsyncToken());
      ++forkedOps;
    }
  }
}

} // namespace mlir::dbg
