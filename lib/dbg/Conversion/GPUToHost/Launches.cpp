//===- Launches.cpp - launches as calls of per-kernel launchers -----------===//
//
// Each kernel gets one launcher, a host function that runs every thread of a
// launch in a loop nest (blocks outermost; z, y, x from the outside in) and
// is never inlined. A launch becomes dbgrtHostLaunchBegin, a call of the
// launcher (unless dbgrtHostLaunchBegin says not to run it), and
// dbgrtHostLaunchEnd. Keeping the loop nest out of the
// launching function keeps that function small (its compile time grows
// linearly with its dispatches), and keeps what the kernel puts on the
// stack (memref.alloca, which LLVM hoists into the frame of the function it
// inlines the kernel into) inside the launch, where a stack overflow is
// attributed to the dispatch.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace mlir::dbg;
using namespace mlir::dbg::host;

func::FuncOp host::createLauncher(func::FuncOp kernel, StringRef name,
                                  SymbolTable &symbols) {
  OpBuilder builder(kernel);
  Location loc = kernel.getLoc();
  auto index = builder.getIndexType();
  // Grid and block sizes, then the kernel's own arguments.
  SmallVector<Type> inputs(6, index);
  llvm::append_range(inputs, kernel.getArgumentTypes().drop_front(kNumIdArgs));
  auto launcher = func::FuncOp::create(builder, loc, name,
                                       builder.getFunctionType(inputs, {}));
  launcher.setPrivate();
  launcher->setAttr("passthrough", builder.getStrArrayAttr({"noinline"}));
  symbols.insert(launcher); // Renames on a clash.
  Block *entry = launcher.addEntryBlock();
  builder.setInsertionPointToStart(entry);
  ValueRange grid = entry->getArguments().take_front(3);
  ValueRange block = entry->getArguments().slice(3, 3);

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
  llvm::append_range(args, entry->getArguments().drop_front(6));
  func::CallOp::create(builder, loc, kernel, args);
  builder.setInsertionPointToEnd(entry);
  func::ReturnOp::create(builder, loc);
  return launcher;
}

void host::lowerLaunch(gpu::LaunchFuncOp launch, func::FuncOp launcher,
                       StringConstants &strings) {
  OpBuilder builder(launch);
  Location loc = launch.getLoc();
  auto toIndex = [&](Value v) -> Value {
    if (v.getType().isIndex())
      return v;
    return arith::IndexCastOp::create(builder, loc, builder.getIndexType(), v);
  };
  SmallVector<Value> sizes = {
      toIndex(launch.getGridSizeX()),  toIndex(launch.getGridSizeY()),
      toIndex(launch.getGridSizeZ()),  toIndex(launch.getBlockSizeX()),
      toIndex(launch.getBlockSizeY()), toIndex(launch.getBlockSizeZ())};
  SmallVector<Value> beginArgs = {
      strings.getAddress(builder, loc, getDispatchKernelName(launch))};
  for (Value v : sizes)
    beginArgs.push_back(
        arith::IndexCastOp::create(builder, loc, builder.getI64Type(), v));
  // libdbgrt may refuse to run the launch (an operand past its
  // allocation): then the launcher is not called.
  Value run =
      abi::createCall(builder, loc, abi::dbgrtHostLaunchBegin, beginArgs)
          .getResult();
  Value zero = arith::ConstantIntOp::create(builder, loc, 0, 32);
  Value runs =
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne, run, zero);
  auto ifRuns = scf::IfOp::create(builder, loc, runs);
  builder.setInsertionPointToStart(ifRuns.thenBlock());
  SmallVector<Value> args(sizes);
  llvm::append_range(args, launch.getKernelOperands());
  func::CallOp::create(builder, loc, launcher, args);
  builder.setInsertionPointAfter(ifRuns);
  abi::createCall(builder, loc, abi::dbgrtHostLaunchEnd, ValueRange());
  if (Value token = launch.getAsyncToken())
    token.replaceAllUsesWith(
        ub::PoisonOp::create(builder, loc, token.getType()));
  launch.erase();
}
