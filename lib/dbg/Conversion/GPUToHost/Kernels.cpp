//===- Kernels.cpp - kernels as host functions of their thread ------------===//
//
// A kernel becomes a host function whose first twelve arguments are its
// thread's block and thread ids and the launch sizes; the ids, gpu.printf and
// a failing cf.assert are lowered to host code on them.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dbg;
using namespace mlir::dbg::host;

/// The value `op` reads from the thread's id arguments, or null for other
/// ops. `gpu.global_id` is computed from them at `builder`.
static Value getIdReplacement(Operation *op, Block &entry, OpBuilder &builder) {
  auto arg = [&](unsigned base, gpu::Dimension dim) -> Value {
    return entry.getArgument(base + static_cast<unsigned>(dim));
  };
  if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
    return arg(kThreadId, id.getDimension());
  if (auto id = dyn_cast<gpu::BlockIdOp>(op))
    return arg(kBlockId, id.getDimension());
  if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
    return arg(kBlockDim, dim.getDimension());
  if (auto dim = dyn_cast<gpu::GridDimOp>(op))
    return arg(kGridDim, dim.getDimension());
  if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
    Location loc = op->getLoc();
    Value scaled =
        arith::MulIOp::create(builder, loc, arg(kBlockId, id.getDimension()),
                              arg(kBlockDim, id.getDimension()));
    return arith::AddIOp::create(builder, loc, scaled,
                                 arg(kThreadId, id.getDimension()));
  }
  return {};
}

/// gpu.printf -> printf, with C's default argument promotions.
static void lowerPrintf(gpu::PrintfOp print, OpBuilder &builder,
                        StringConstants &strings) {
  Location loc = print.getLoc();
  SmallVector<Value> args = {
      strings.getAddress(builder, loc, print.getFormat())};
  for (Value arg : print.getArgs()) {
    Type type = arg.getType();
    if (type.isIndex())
      arg = arith::IndexCastOp::create(builder, loc, builder.getI64Type(), arg);
    else if (type.isInteger() && type.getIntOrFloatBitWidth() < 32)
      arg = arith::ExtSIOp::create(builder, loc, builder.getI32Type(), arg);
    else if (isa<FloatType>(type) && type.getIntOrFloatBitWidth() < 64)
      arg = arith::ExtFOp::create(builder, loc, builder.getF64Type(), arg);
    args.push_back(arg);
  }
  auto module = print->getParentOfType<ModuleOp>();
  LLVM::CallOp::create(builder, loc,
                       module.lookupSymbol<LLVM::LLVMFuncOp>("printf"), args);
}

/// The file, line and function that a failing device assert reports, from
/// the innermost callee of `loc`, as NVVM's __assertfail lowering does.
static void getAssertPosition(Location loc, std::string &file, int64_t &line,
                              std::string &function) {
  while (true) {
    if (auto callSite = dyn_cast<CallSiteLoc>(loc)) {
      loc = callSite.getCallee();
    } else if (auto name = dyn_cast<NameLoc>(loc)) {
      if (function.empty())
        function = name.getName().str();
      loc = name.getChildLoc();
    } else if (auto fused = dyn_cast<FusedLoc>(loc)) {
      if (fused.getLocations().empty())
        return;
      loc = fused.getLocations().front();
    } else if (auto fileLine = dyn_cast<FileLineColLoc>(loc)) {
      file = fileLine.getFilename().str();
      line = fileLine.getLine();
      return;
    } else {
      return;
    }
  }
}

/// The ids of the thread running `func`, as i64: block x, y, z, then
/// thread x, y, z.
static SmallVector<Value> getThreadIds(func::FuncOp func, OpBuilder &builder,
                                       Location loc) {
  Block &entry = func.getBody().front();
  SmallVector<Value> ids;
  for (unsigned base : {unsigned(kBlockId), unsigned(kThreadId)})
    for (unsigned d = 0; d < 3; ++d)
      ids.push_back(arith::IndexCastOp::create(
          builder, loc, builder.getI64Type(), entry.getArgument(base + d)));
  return ids;
}

/// A failing cf.assert reports the thread as CUDA does and ends it: a split
/// when the assert is in the function body, else the report alone (the
/// thread then continues to its end).
static void lowerAssert(cf::AssertOp assertOp, func::FuncOp func,
                        StringRef kernelName, StringConstants &strings) {
  OpBuilder builder(assertOp);
  Location loc = assertOp.getLoc();
  std::string file = "<unknown file>", function;
  int64_t line = 0;
  getAssertPosition(loc, file, line, function);
  if (function.empty())
    function = kernelName.str();
  Block *block = assertOp->getBlock();
  bool topLevel = block->getParent() == &func.getBody();
  if (topLevel) {
    Block *rest = block->splitBlock(assertOp->getNextNode());
    Block *failBlock = builder.createBlock(rest);
    builder.setInsertionPoint(assertOp);
    cf::CondBranchOp::create(builder, loc, assertOp.getArg(), rest,
                             ValueRange(), failBlock, ValueRange());
    builder.setInsertionPointToStart(failBlock);
  } else {
    Value failed =
        arith::XOrIOp::create(builder, loc, assertOp.getArg(),
                              arith::ConstantIntOp::create(builder, loc, 1, 1));
    auto ifOp = scf::IfOp::create(builder, loc, failed);
    builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  }
  SmallVector<Value> args = {
      strings.getAddress(builder, loc, assertOp.getMsg()),
      strings.getAddress(builder, loc, file),
      arith::ConstantIntOp::create(builder, loc, builder.getI64Type(), line),
      strings.getAddress(builder, loc, function)};
  llvm::append_range(args, getThreadIds(func, builder, loc));
  abi::createCall(builder, loc, abi::dbgrtHostAssertFail, args);
  if (topLevel)
    func::ReturnOp::create(builder, loc);
  assertOp.erase();
}

/// Makes an integer division or remainder deterministic on the host: by
/// zero, and INT_MIN / -1 when signed, it reports a fault of the thread
/// (dbgrtHostKernelFault) instead of being undefined behaviour that LLVM
/// folds away at -O2 or a SIGFPE at -O0.
static void checkDivision(Operation *op, func::FuncOp func,
                          StringConstants &strings) {
  Type type = op->getResult(0).getType();
  if (!type.isSignlessIntOrIndex())
    return;
  bool isSigned = isa<arith::DivSIOp, arith::RemSIOp, arith::CeilDivSIOp,
                      arith::FloorDivSIOp>(op);
  OpBuilder builder(op);
  Location loc = op->getLoc();
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(builder, loc,
                                     builder.getIntegerAttr(type, value));
  };
  Value byZero = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                       rhs, constant(0));
  Value bad = byZero;
  if (isSigned) {
    unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
    Value minimum = arith::ConstantOp::create(
        builder, loc,
        builder.getIntegerAttr(type, llvm::APInt::getSignedMinValue(width)));
    Value isMinimum = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::eq, lhs, minimum);
    Value isMinusOne = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::eq, rhs, constant(-1));
    Value overflow = arith::AndIOp::create(builder, loc, isMinimum, isMinusOne);
    bad = arith::OrIOp::create(builder, loc, byZero, overflow);
  }
  auto ifOp = scf::IfOp::create(builder, loc, bad);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    Value what = strings.getAddress(builder, loc, "integer division by zero");
    if (isSigned)
      what = arith::SelectOp::create(
          builder, loc, byZero, what,
          strings.getAddress(builder, loc,
                             "integer overflow in division (INT_MIN / -1)"));
    SmallVector<Value> args = {
        what,
        strings.getAddress(builder, loc,
                           renderLocation(loc, op->getName().getStringRef()))};
    llvm::append_range(args, getThreadIds(func, builder, loc));
    abi::createCall(builder, loc, abi::dbgrtHostKernelFault, args);
  }
  // The report ends the program; the division itself never sees the bad
  // divisor.
  op->setOperand(1,
                 arith::SelectOp::create(builder, loc, bad, constant(1), rhs));
}

/// Lowers the GPU ops of a kernel body moved into `func`.
static void lowerKernelBody(func::FuncOp func, StringRef kernelName,
                            StringConstants &strings) {
  OpBuilder builder(func.getContext());
  Block &entry = func.getBody().front();
  SmallVector<Operation *> toErase, divisions;
  SmallVector<cf::AssertOp> asserts;
  func.walk([&](Operation *op) {
    builder.setInsertionPoint(op);
    if (Value id = getIdReplacement(op, entry, builder)) {
      op->getResult(0).replaceAllUsesWith(id);
      toErase.push_back(op);
    } else if (isa<gpu::ReturnOp>(op)) {
      func::ReturnOp::create(builder, op->getLoc());
      toErase.push_back(op);
    } else if (auto print = dyn_cast<gpu::PrintfOp>(op)) {
      lowerPrintf(print, builder, strings);
      toErase.push_back(op);
    } else if (auto assertOp = dyn_cast<cf::AssertOp>(op)) {
      asserts.push_back(assertOp);
    } else if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp,
                   arith::RemUIOp, arith::CeilDivSIOp, arith::CeilDivUIOp,
                   arith::FloorDivSIOp>(op)) {
      divisions.push_back(op);
    }
  });
  for (Operation *op : toErase)
    op->erase();
  for (Operation *op : divisions)
    checkDivision(op, func, strings);
  for (cf::AssertOp assertOp : asserts)
    lowerAssert(assertOp, func, kernelName, strings);
}

func::FuncOp host::convertKernel(gpu::GPUModuleOp gpuModule,
                                 gpu::GPUFuncOp kernel, SymbolTable &symbols,
                                 StringConstants &strings) {
  OpBuilder builder(gpuModule);
  SmallVector<Type> inputs(kNumIdArgs, builder.getIndexType());
  llvm::append_range(inputs, kernel.getArgumentTypes());
  auto func =
      func::FuncOp::create(builder, kernel.getLoc(),
                           getHostFunctionName(gpuModule, kernel.getName()),
                           builder.getFunctionType(inputs, {}));
  func.setPrivate();
  symbols.insert(func); // Renames on a clash.
  func.getBody().takeBody(kernel.getBody());
  Block &entry = func.getBody().front();
  for (unsigned i = 0; i < kNumIdArgs; ++i)
    entry.insertArgument(i, builder.getIndexType(), kernel.getLoc());
  lowerKernelBody(func, formatKernelName(gpuModule.getName(), kernel.getName()),
                  strings);
  return func;
}
