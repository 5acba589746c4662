//===- Launches.cpp - launches as loop nests between host-launch calls ----===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace mlir::dbg;
using namespace mlir::dbg::host;

void host::lowerLaunch(gpu::LaunchFuncOp launch, func::FuncOp kernel,
                       StringConstants &strings) {
  OpBuilder builder(launch);
  Location loc = launch.getLoc();
  auto toIndex = [&](Value v) -> Value {
    if (v.getType().isIndex())
      return v;
    return arith::IndexCastOp::create(builder, loc, builder.getIndexType(), v);
  };
  SmallVector<Value> grid = {toIndex(launch.getGridSizeX()),
                             toIndex(launch.getGridSizeY()),
                             toIndex(launch.getGridSizeZ())};
  SmallVector<Value> block = {toIndex(launch.getBlockSizeX()),
                              toIndex(launch.getBlockSizeY()),
                              toIndex(launch.getBlockSizeZ())};
  SmallVector<Value> beginArgs = {
      strings.getAddress(builder, loc, getDispatchKernelName(launch))};
  for (Value v : llvm::concat<Value>(grid, block))
    beginArgs.push_back(
        arith::IndexCastOp::create(builder, loc, builder.getI64Type(), v));
  abi::createCall(builder, loc, abi::dbgrtHostLaunchBegin, beginArgs);

  // Blocks outermost, then threads; z, y, x from the outside in.
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  SmallVector<Value> ids(6);
  SmallVector<std::pair<Value, unsigned>> loops = {
      {grid[2], 2},  {grid[1], 1},  {grid[0], 0},
      {block[2], 5}, {block[1], 4}, {block[0], 3}};
  for (auto [bound, slot] : loops) {
    auto loop = scf::ForOp::create(builder, loc, zero, bound, one);
    ids[slot] = loop.getInductionVar();
    builder.setInsertionPoint(loop.getBody()->getTerminator());
  }
  SmallVector<Value> args(ids);
  llvm::append_range(args, grid);
  llvm::append_range(args, block);
  llvm::append_range(args, launch.getKernelOperands());
  func::CallOp::create(builder, loc, kernel, args);

  builder.setInsertionPoint(launch);
  abi::createCall(builder, loc, abi::dbgrtHostLaunchEnd, ValueRange());
  if (Value token = launch.getAsyncToken())
    token.replaceAllUsesWith(
        ub::PoisonOp::create(builder, loc, token.getType()));
  launch.erase();
}
