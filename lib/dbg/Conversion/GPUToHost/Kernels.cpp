//===- Kernels.cpp - kernels as host functions of their thread ------------===//
//
// A kernel or device function becomes a host function whose first
// arguments are its thread's context: block and thread ids, the launch
// sizes and the block's workgroup memory. The ids, subgroup ids, workgroup
// memory, gpu.printf and a failing cf.assert are lowered to host code on
// them; gpu.barrier and gpu.shuffle to libdbgrt's fiber scheduler.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace mlir::dbg;
using namespace mlir::dbg::host;

SmallVector<Type> host::getContextTypes(MLIRContext *context) {
  Builder builder(context);
  SmallVector<Type> types(kNumIdArgs, builder.getIndexType());
  types.push_back(MemRefType::get({ShapedType::kDynamic}, builder.getI8Type()));
  return types;
}

/// The thread's index in its block, x fastest (the order of lanes in
/// subgroups).
static Value getLinearThreadId(Block &entry, OpBuilder &builder, Location loc) {
  auto arg = [&](unsigned i) { return entry.getArgument(i); };
  Value zy = arith::AddIOp::create(builder, loc, arg(kThreadId + 1),
                                   arith::MulIOp::create(builder, loc,
                                                         arg(kThreadId + 2),
                                                         arg(kBlockDim + 1)));
  return arith::AddIOp::create(
      builder, loc, arg(kThreadId),
      arith::MulIOp::create(builder, loc, zy, arg(kBlockDim)));
}

/// The thread's lane in its subgroup of `lanes` lanes.
static Value getLaneId(Block &entry, OpBuilder &builder, Location loc,
                       unsigned lanes) {
  return arith::RemUIOp::create(
      builder, loc, getLinearThreadId(entry, builder, loc),
      arith::ConstantIndexOp::create(builder, loc, lanes));
}

/// A gpu.cluster_* op from its dimension's blocks per cluster
/// (dbgrtHostClusterSize) and the thread's context: the cluster id is the
/// block id over it, the block's id in its cluster the remainder, the
/// clusters of the grid the grid size over it.
static Value getClusterReplacement(Operation *op, Block &entry,
                                   OpBuilder &builder) {
  Location loc = op->getLoc();
  auto dimension = op->getAttrOfType<gpu::DimensionAttr>("dimension");
  auto dim = static_cast<unsigned>(dimension.getValue());
  Value size = arith::IndexCastOp::create(
      builder, loc, builder.getIndexType(),
      abi::createCall(builder, loc, abi::dbgrtHostClusterSize,
                      {arith::ConstantIntOp::create(builder, loc, dim, 32)})
          .getResult());
  Value blockId = entry.getArgument(kBlockId + dim);
  if (isa<gpu::ClusterDimBlocksOp>(op))
    return size;
  if (isa<gpu::ClusterIdOp>(op))
    return arith::DivUIOp::create(builder, loc, blockId, size);
  if (isa<gpu::ClusterBlockIdOp>(op))
    return arith::RemUIOp::create(builder, loc, blockId, size);
  return arith::DivUIOp::create(builder, loc, entry.getArgument(kGridDim + dim),
                                size);
}

/// The value `op` reads from the thread's context arguments, or null for
/// other ops. `gpu.global_id` and `gpu.lane_id` are computed from them at
/// `builder` (gpu.subgroup_id and gpu.num_subgroups became thread-id
/// arithmetic first, GPUToHost.cpp).
static Value getIdReplacement(Operation *op, Block &entry, OpBuilder &builder,
                              unsigned subgroupSize) {
  auto arg = [&](unsigned base, gpu::Dimension dim) -> Value {
    return entry.getArgument(base + static_cast<unsigned>(dim));
  };
  Location loc = op->getLoc();
  if (isa<gpu::LaneIdOp>(op))
    return getLaneId(entry, builder, loc, subgroupSize);
  if (isa<gpu::SubgroupSizeOp>(op))
    return arith::ConstantIndexOp::create(builder, loc, subgroupSize);
  if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
    return arg(kThreadId, id.getDimension());
  if (auto id = dyn_cast<gpu::BlockIdOp>(op))
    return arg(kBlockId, id.getDimension());
  if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
    return arg(kBlockDim, dim.getDimension());
  if (auto dim = dyn_cast<gpu::GridDimOp>(op))
    return arg(kGridDim, dim.getDimension());
  if (isa<gpu::ClusterIdOp, gpu::ClusterDimOp, gpu::ClusterBlockIdOp,
          gpu::ClusterDimBlocksOp>(op))
    return getClusterReplacement(op, entry, builder);
  if (auto id = dyn_cast<gpu::GlobalIdOp>(op)) {
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
  if (topLevel) {
    // The thread ends: a device function returns what it never computed.
    SmallVector<Value> results;
    for (Type type : func.getResultTypes())
      results.push_back(ub::PoisonOp::create(builder, loc, type));
    func::ReturnOp::create(builder, loc, results);
  }
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

/// gpu.shuffle -> dbgrtHostShuffle. The source lane and the `valid` result
/// follow NVVM's lowering (shfl.sync with the lowest `width` lanes active
/// and clamp `width - 1`, 0 for `up`): a source at or past `width` (below 0
/// for `up`) is invalid and the lane gets its own value.
static void lowerShuffle(gpu::ShuffleOp shuffle, Block &entry,
                         OpBuilder &builder, const FunctionLowering &lowering) {
  Location loc = shuffle.getLoc();
  auto i32 = builder.getI32Type();
  auto i64 = builder.getI64Type();
  Value lane = arith::IndexCastOp::create(
      builder, loc, i32, getLaneId(entry, builder, loc, lowering.subgroupSize));
  Value offset = shuffle.getOffset(), width = shuffle.getWidth();
  Value source, valid;
  switch (shuffle.getMode()) {
  case gpu::ShuffleMode::XOR:
    source = arith::XOrIOp::create(builder, loc, lane, offset);
    break;
  case gpu::ShuffleMode::DOWN:
    source = arith::AddIOp::create(builder, loc, lane, offset);
    break;
  case gpu::ShuffleMode::IDX:
    source =
        arith::AndIOp::create(builder, loc, offset,
                              arith::ConstantIntOp::create(
                                  builder, loc, lowering.subgroupSize - 1, 32));
    break;
  case gpu::ShuffleMode::UP:
    source = arith::SubIOp::create(builder, loc, lane, offset);
    valid = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::sge, source,
        arith::ConstantIntOp::create(builder, loc, 0, 32));
    break;
  }
  if (!valid)
    valid = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult,
                                  source, width);
  source = arith::SelectOp::create(builder, loc, valid, source, lane);

  // The value travels as the 64 bits of its integer form.
  Value value = shuffle.getValue();
  Type type = value.getType();
  unsigned bits = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  auto intType = builder.getIntegerType(bits);
  Value asInt = value;
  if (type.isIndex())
    asInt = arith::IndexCastUIOp::create(builder, loc, i64, value);
  else if (isa<FloatType>(type))
    asInt = arith::BitcastOp::create(builder, loc, intType, value);
  if (bits < 64)
    asInt = arith::ExtUIOp::create(builder, loc, i64, asInt);
  SmallVector<Value> args = {
      asInt, source, width,
      lowering.strings.getAddress(builder, loc,
                                  renderLocation(loc, "gpu.shuffle"))};
  Value result =
      abi::createCall(builder, loc, abi::dbgrtHostShuffle, args).getResult();
  if (bits < 64)
    result = arith::TruncIOp::create(builder, loc, intType, result);
  if (type.isIndex())
    result = arith::IndexCastUIOp::create(builder, loc, type, result);
  else if (isa<FloatType>(type))
    result = arith::BitcastOp::create(builder, loc, type, result);
  shuffle.getShuffleResult().replaceAllUsesWith(result);
  shuffle.getValid().replaceAllUsesWith(valid);
}

bool host::isSpinPoint(Operation *op) {
  return isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(op) &&
         op->getParentOfType<scf::WhileOp>();
}

/// The view of workgroup memory that replaces `op` (memref.get_global of a
/// workgroup global, a workgroup memref.alloc/alloca,
/// gpu.dynamic_shared_memory), or null for other ops.
static Value getWorkgroupReplacement(Operation *op, Block &entry,
                                     OpBuilder &builder,
                                     const WorkgroupLayout &layout) {
  Value workgroup = entry.getArgument(kWorkgroup);
  Location loc = op->getLoc();
  if (auto get = dyn_cast<memref::GetGlobalOp>(op)) {
    auto it = layout.globals.find(get.getName());
    if (it == layout.globals.end())
      return {};
    return createWorkgroupView(builder, loc, workgroup, it->second,
                               get.getType());
  }
  if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
    auto it = layout.offsets.find(op);
    if (it == layout.offsets.end())
      return {};
    return createWorkgroupView(builder, loc, workgroup, it->second,
                               cast<MemRefType>(op->getResult(0).getType()));
  }
  if (isa<gpu::DynamicSharedMemoryOp>(op)) {
    // The bytes past the static objects: dbgrtHostRun sized the buffer
    // with the launch's dynamic shared memory.
    Value start =
        arith::ConstantIndexOp::create(builder, loc, layout.staticBytes);
    Value total = memref::DimOp::create(builder, loc, workgroup, 0);
    Value size = arith::SubIOp::create(builder, loc, total, start);
    auto type = MemRefType::get({ShapedType::kDynamic}, builder.getI8Type());
    return memref::ViewOp::create(builder, loc, type, workgroup, start,
                                  ValueRange{size});
  }
  return {};
}

/// Lowers the GPU ops of a kernel or device function moved into `func`,
/// whose entry block starts with the context arguments.
static void lowerFunctionBody(func::FuncOp func, StringRef kernelName,
                              const FunctionLowering &lowering) {
  OpBuilder builder(func.getContext());
  Block &entry = func.getBody().front();
  SmallVector<Operation *> toErase, divisions;
  SmallVector<cf::AssertOp> asserts;
  llvm::DenseSet<Value> workgroupViews;
  func.walk([&](Operation *op) {
    builder.setInsertionPoint(op);
    if (Value id =
            getIdReplacement(op, entry, builder, lowering.subgroupSize)) {
      op->getResult(0).replaceAllUsesWith(id);
      toErase.push_back(op);
    } else if (Value view = getWorkgroupReplacement(op, entry, builder,
                                                    lowering.workgroup)) {
      op->getResult(0).replaceAllUsesWith(view);
      workgroupViews.insert(view);
      toErase.push_back(op);
    } else if (auto ret = dyn_cast<gpu::ReturnOp>(op)) {
      func::ReturnOp::create(builder, op->getLoc(), ret.getOperands());
      toErase.push_back(op);
    } else if (isa<gpu::BarrierOp>(op)) {
      abi::createCall(builder, op->getLoc(), abi::dbgrtHostBarrier,
                      {lowering.strings.getAddress(
                          builder, op->getLoc(),
                          renderLocation(op->getLoc(), "gpu.barrier"))});
      toErase.push_back(op);
    } else if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
      lowerShuffle(shuffle, entry, builder, lowering);
      toErase.push_back(op);
    } else if (isSpinPoint(op)) {
      // The other threads run before this one reads again.
      builder.setInsertionPointAfter(op);
      abi::createCall(builder, op->getLoc(), abi::dbgrtHostYield, ValueRange());
    } else if (auto print = dyn_cast<gpu::PrintfOp>(op)) {
      lowerPrintf(print, builder, lowering.strings);
      toErase.push_back(op);
    } else if (auto assertOp = dyn_cast<cf::AssertOp>(op)) {
      asserts.push_back(assertOp);
    } else if (isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp,
                   arith::RemUIOp, arith::CeilDivSIOp, arith::CeilDivUIOp,
                   arith::FloorDivSIOp>(op)) {
      divisions.push_back(op);
    }
  });
  // Workgroup memory lives as long as the block: its deallocations go.
  func.walk([&](memref::DeallocOp dealloc) {
    if (workgroupViews.contains(dealloc.getMemref()))
      toErase.push_back(dealloc);
  });
  for (Operation *op : toErase)
    op->erase();
  for (Operation *op : divisions)
    checkDivision(op, func, lowering.strings);
  for (cf::AssertOp assertOp : asserts)
    lowerAssert(assertOp, func, kernelName, lowering.strings);
}

func::FuncOp host::convertGpuFunction(gpu::GPUModuleOp gpuModule,
                                      gpu::GPUFuncOp gpuFunc,
                                      SymbolTable &symbols,
                                      const FunctionLowering &lowering) {
  OpBuilder builder(gpuModule);
  Location loc = gpuFunc.getLoc();
  SmallVector<Type> inputs = getContextTypes(builder.getContext());
  llvm::append_range(inputs, gpuFunc.getArgumentTypes());
  auto func = func::FuncOp::create(
      builder, loc, getHostFunctionName(gpuModule, gpuFunc.getName()),
      builder.getFunctionType(inputs, gpuFunc.getResultTypes()));
  func.setPrivate();
  // Workgroup attributions are views of the block's workgroup memory,
  // private ones the thread's stack.
  unsigned numArgs = gpuFunc.getNumArguments();
  SmallVector<std::pair<unsigned, int64_t>> workgroup;
  for (unsigned i = 0, e = gpuFunc.getNumWorkgroupAttributions(); i < e; ++i)
    workgroup.push_back(
        {numArgs + i, lowering.workgroup.attributions.lookup({gpuFunc, i})});
  unsigned numWorkgroup = workgroup.size();
  unsigned numPrivate = gpuFunc.getNumPrivateAttributions();
  std::string kernelName =
      formatKernelName(gpuModule.getName(), gpuFunc.getName());
  func.getBody().takeBody(gpuFunc.getBody());
  symbols.insert(func); // Renames on a clash.
  Block &entry = func.getBody().front();
  SmallVector<Type> context = getContextTypes(builder.getContext());
  for (auto [i, type] : llvm::enumerate(context))
    entry.insertArgument(i, type, loc);
  builder.setInsertionPointToStart(&entry);
  for (auto [arg, offset] : workgroup) {
    BlockArgument attribution = entry.getArgument(kNumContextArgs + arg);
    attribution.replaceAllUsesWith(
        createWorkgroupView(builder, loc, entry.getArgument(kWorkgroup), offset,
                            cast<MemRefType>(attribution.getType())));
  }
  for (unsigned i = 0; i < numPrivate; ++i) {
    BlockArgument attribution =
        entry.getArgument(kNumContextArgs + numArgs + numWorkgroup + i);
    auto type = cast<MemRefType>(attribution.getType());
    attribution.replaceAllUsesWith(memref::AllocaOp::create(
        builder, loc,
        MemRefType::get(type.getShape(), type.getElementType(),
                        type.getLayout())));
  }
  entry.eraseArguments(kNumContextArgs + numArgs, numWorkgroup + numPrivate);
  lowerFunctionBody(func, kernelName, lowering);
  return func;
}

void host::convertHelper(func::FuncOp helper,
                         const FunctionLowering &lowering) {
  SmallVector<Type> inputs = getContextTypes(helper.getContext());
  llvm::append_range(inputs, helper.getArgumentTypes());
  helper.setType(
      FunctionType::get(helper.getContext(), inputs, helper.getResultTypes()));
  Block &entry = helper.getBody().front();
  for (auto [i, type] : llvm::enumerate(getContextTypes(helper.getContext())))
    entry.insertArgument(i, type, helper.getLoc());
  lowerFunctionBody(helper, helper.getName(), lowering);
}

void host::forwardContext(func::FuncOp func,
                          const llvm::DenseSet<StringAttr> &withContext) {
  if (func.isExternal())
    return;
  ValueRange context =
      func.getBody().front().getArguments().take_front(kNumContextArgs);
  func.walk([&](func::CallOp call) {
    if (!withContext.contains(call.getCalleeAttr().getAttr()))
      return;
    SmallVector<Value> operands(context);
    llvm::append_range(operands, call.getOperands());
    call->setOperands(operands);
  });
}

llvm::DenseMap<StringAttr, KernelTraits>
host::analyzeKernels(gpu::GPUModuleOp gpuModule) {
  // What each function does itself, and whom it calls.
  llvm::DenseMap<StringAttr, KernelTraits> own;
  llvm::DenseMap<StringAttr, SmallVector<StringAttr>> callees;
  auto visit = [&](Operation *func, StringAttr name) {
    KernelTraits &traits = own[name];
    func->walk([&](Operation *op) {
      auto runtimeCall = dyn_cast<LLVM::CallOp>(op);
      if (isa<gpu::BarrierOp, gpu::ShuffleOp>(op) ||
          (runtimeCall &&
           (runtimeCall.getCallee() == abi::dbgrtHostMmaSync.name ||
            runtimeCall.getCallee() == abi::dbgrtHostWgmma.name ||
            runtimeCall.getCallee() == abi::dbgrtHostWgmmaStore.name ||
            runtimeCall.getCallee() == abi::dbgrtHostMbarrierWait.name ||
            runtimeCall.getCallee() == abi::dbgrtHostMapa.name ||
            runtimeCall.getCallee() == abi::dbgrtHostClusterArrive.name ||
            runtimeCall.getCallee() == abi::dbgrtHostClusterWait.name)) ||
          isSpinPoint(op))
        traits.cooperative = true;
      else if (isa<gpu::PrintfOp, cf::AssertOp>(op))
        traits.prints = true;
      else if (auto get = dyn_cast<memref::GetGlobalOp>(op);
               get && get.getName() == abi::kGLOBAL_RACESSymbol)
        traits.globalRaces = true;
      else if (auto call = dyn_cast<func::CallOp>(op))
        callees[name].push_back(call.getCalleeAttr().getAttr());
    });
  };
  for (auto func : gpuModule.getOps<gpu::GPUFuncOp>())
    visit(func, func.getNameAttr());
  for (auto func : gpuModule.getOps<func::FuncOp>())
    visit(func, func.getNameAttr());
  // A kernel has the traits of every function it reaches.
  llvm::DenseMap<StringAttr, KernelTraits> kernels;
  for (auto kernel : gpuModule.getOps<gpu::GPUFuncOp>()) {
    if (!kernel.isKernel())
      continue;
    KernelTraits traits;
    llvm::DenseSet<StringAttr> seen;
    SmallVector<StringAttr> work = {kernel.getNameAttr()};
    while (!work.empty()) {
      StringAttr name = work.pop_back_val();
      if (!seen.insert(name).second)
        continue;
      KernelTraits mine = own.lookup(name);
      traits.cooperative |= mine.cooperative;
      traits.prints |= mine.prints;
      traits.globalRaces |= mine.globalRaces;
      llvm::append_range(work, callees.lookup(name));
    }
    kernels[kernel.getNameAttr()] = traits;
  }
  return kernels;
}
