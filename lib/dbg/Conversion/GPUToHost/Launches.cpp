//===- Launches.cpp - launches as dbgrtHostRun of an entry function -------===//
//
// Each kernel gets one entry function with a C signature libdbgrt can call,
// `void (ptr frame, ptr context, ptr workgroup)`: it unpacks the kernel's
// arguments from `frame`, the launch context (DBGRT_HOST_CONTEXT_SIZE
// int64_t) and the block's workgroup memory, and runs either every thread
// of one block in a loop nest (z, y, x from the outside in) or, for a
// cooperative kernel (barriers, shuffles), one thread, which libdbgrt runs
// in its own fiber. A launch becomes dbgrtHostLaunchBegin, the arguments
// stored in a frame on the stack and dbgrtHostRun of the entry (unless
// dbgrtHostLaunchBegin says not to run it), and dbgrtHostLaunchEnd.
//
// The frame holds each argument in its LLVM form (a memref as its
// descriptor); the unrealized casts between the two forms meet the ones
// the LLVM conversions create and fold away. Keeping the loop nest out of
// the launching function keeps that function small (its compile time grows
// linearly with its dispatches), and keeps what the kernel puts on the
// stack inside the launch, where a stack overflow is attributed to the
// dispatch.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::dbg;
using namespace mlir::dbg::host;

/// The LLVM form of each kernel argument type, or failure with an error
/// at `kernel` naming the first that has none.
static FailureOr<SmallVector<Type>>
getFrameFields(func::FuncOp kernel, const LLVMTypeConverter &converter) {
  SmallVector<Type> fields;
  for (Type type : kernel.getArgumentTypes().drop_front(kNumContextArgs)) {
    Type field = converter.convertType(type);
    if (!field || !LLVM::isCompatibleType(field)) {
      kernel.emitError() << "kernel argument of type " << type
                         << " cannot be passed on the host target";
      return failure();
    }
    fields.push_back(field);
  }
  return fields;
}

/// `value` as `type`, through an unrealized cast when they differ.
static Value castTo(OpBuilder &builder, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(builder, loc, type, value)
      .getResult(0);
}

/// The address of field `index` of the struct `structType` at `base`.
static Value getFieldAddress(OpBuilder &builder, Location loc, Value base,
                             Type structType, int32_t index) {
  auto ptr = LLVM::LLVMPointerType::get(builder.getContext());
  return LLVM::GEPOp::create(builder, loc, ptr, structType, base,
                             ArrayRef<LLVM::GEPArg>{0, index});
}

FailureOr<HostKernel> host::createEntry(func::FuncOp kernel, StringRef name,
                                        KernelTraits traits,
                                        int64_t staticWorkgroupBytes,
                                        SymbolTable &symbols) {
  MLIRContext *context = kernel.getContext();
  LLVMTypeConverter converter(context);
  FailureOr<SmallVector<Type>> fields = getFrameFields(kernel, converter);
  if (failed(fields))
    return failure();
  OpBuilder builder(kernel);
  Location loc = kernel.getLoc();
  auto ptr = LLVM::LLVMPointerType::get(context);
  auto i64 = builder.getI64Type();
  auto frameType = LLVM::LLVMStructType::getLiteral(context, *fields);
  auto entry = func::FuncOp::create(
      builder, loc, name, builder.getFunctionType({ptr, ptr, ptr}, {}));
  entry.setPrivate();
  symbols.insert(entry); // Renames on a clash.
  Block *body = entry.addEntryBlock();
  builder.setInsertionPointToStart(body);
  Value frame = body->getArgument(0), launch = body->getArgument(1),
        memory = body->getArgument(2);

  // The launch context: twelve ids and sizes, then the workgroup bytes.
  SmallVector<Value> ids;
  Value bytes;
  for (int32_t i = 0; i < static_cast<int32_t>(abi::kHOST_CONTEXT_SIZE); ++i) {
    Value at = LLVM::GEPOp::create(builder, loc, ptr, i64, launch,
                                   ArrayRef<LLVM::GEPArg>{i});
    Value value = LLVM::LoadOp::create(builder, loc, i64, at);
    if (i < static_cast<int32_t>(kNumIdArgs))
      ids.push_back(arith::IndexCastOp::create(builder, loc,
                                               builder.getIndexType(), value));
    else
      bytes = value;
  }
  // The workgroup buffer as a memref<?xi8> (its descriptor, cast).
  auto bufferType =
      MemRefType::get({ShapedType::kDynamic}, builder.getI8Type());
  auto descriptor =
      MemRefDescriptor::poison(builder, loc, converter.convertType(bufferType));
  descriptor.setAllocatedPtr(builder, loc, memory);
  descriptor.setAlignedPtr(builder, loc, memory);
  descriptor.setConstantOffset(builder, loc, 0);
  descriptor.setSize(builder, loc, 0, bytes);
  descriptor.setConstantStride(builder, loc, 0, 1);
  Value workgroup =
      castTo(builder, loc, static_cast<Value>(descriptor), bufferType);

  // The kernel's arguments, unpacked from the frame.
  SmallVector<Value> args;
  for (auto [index, type] :
       llvm::enumerate(kernel.getArgumentTypes().drop_front(kNumContextArgs))) {
    Type field = (*fields)[index];
    Value at = getFieldAddress(builder, loc, frame, frameType,
                               static_cast<int32_t>(index));
    args.push_back(castTo(builder, loc,
                          LLVM::LoadOp::create(builder, loc, field, at), type));
  }

  auto callKernel = [&](ArrayRef<Value> threadIds) {
    SmallVector<Value> operands(ids.begin(), ids.begin() + kThreadId);
    llvm::append_range(operands, threadIds);
    operands.append(ids.begin() + kGridDim, ids.end());
    operands.push_back(workgroup);
    llvm::append_range(operands, args);
    func::CallOp::create(builder, loc, kernel, operands);
  };
  if (traits.cooperative) {
    callKernel(ArrayRef<Value>(ids).slice(kThreadId, 3));
  } else {
    // Every thread of the block, x fastest.
    Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
    Value one = arith::ConstantIndexOp::create(builder, loc, 1);
    SmallVector<Value> threadIds(3);
    for (unsigned dim : {2u, 1u, 0u}) {
      auto loop =
          scf::ForOp::create(builder, loc, zero, ids[kBlockDim + dim], one);
      threadIds[dim] = loop.getInductionVar();
      builder.setInsertionPoint(loop.getBody()->getTerminator());
    }
    callKernel(threadIds);
    builder.setInsertionPointToEnd(body);
  }
  func::ReturnOp::create(builder, loc);
  return HostKernel{entry, frameType, traits, staticWorkgroupBytes};
}

Value host::createTokenArray(OpBuilder &builder, Location loc,
                             ValueRange tokens) {
  auto ptr = LLVM::LLVMPointerType::get(builder.getContext());
  auto i64 = builder.getI64Type();
  if (tokens.empty())
    return LLVM::ZeroOp::create(builder, loc, ptr);
  Value array = LLVM::AllocaOp::create(
      builder, loc, ptr, i64,
      LLVM::ConstantOp::create(builder, loc, i64, tokens.size()));
  for (auto [index, token] : llvm::enumerate(tokens)) {
    Value at = LLVM::GEPOp::create(
        builder, loc, ptr, i64, array,
        ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(index)});
    LLVM::StoreOp::create(builder, loc, token, at);
  }
  return array;
}

Value host::lowerLaunch(gpu::LaunchFuncOp launch, const HostKernel &kernel,
                        unsigned subgroupSize, StringConstants &strings,
                        ValueRange dependencies) {
  bool async = static_cast<bool>(launch.getAsyncToken());
  OpBuilder builder(launch);
  Location loc = launch.getLoc();
  auto i64 = builder.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(builder.getContext());
  SmallVector<Value> beginArgs = {
      strings.getAddress(builder, loc, getDispatchKernelName(launch))};
  for (Value size :
       {launch.getGridSizeX(), launch.getGridSizeY(), launch.getGridSizeZ(),
        launch.getBlockSizeX(), launch.getBlockSizeY(), launch.getBlockSizeZ()})
    beginArgs.push_back(
        size.getType().isIndex()
            ? arith::IndexCastOp::create(builder, loc, i64, size)
            : arith::ExtUIOp::create(builder, loc, i64, size).getResult());
  // libdbgrt may refuse to run the launch (an operand past its
  // allocation): then the kernel is not run.
  Value run =
      abi::createCall(builder, loc, abi::dbgrtHostLaunchBegin, beginArgs)
          .getResult();
  Value zero = arith::ConstantIntOp::create(builder, loc, 0, 32);
  Value runs =
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne, run, zero);
  auto ifRuns = async ? scf::IfOp::create(builder, loc, TypeRange{i64}, runs,
                                          /*withElseRegion=*/true)
                      : scf::IfOp::create(builder, loc, runs);
  builder.setInsertionPointToStart(ifRuns.thenBlock());

  // The frame lives on the stack until the launch has run: a launch in a
  // loop does not grow the stack.
  Value stack = LLVM::StackSaveOp::create(builder, loc, ptr);
  Value frame;
  LLVM::LLVMStructType frameType = kernel.frameType;
  if (frameType.getBody().empty()) {
    frame = LLVM::ZeroOp::create(builder, loc, ptr);
  } else {
    frame =
        LLVM::AllocaOp::create(builder, loc, ptr, frameType,
                               LLVM::ConstantOp::create(builder, loc, i64, 1));
    for (auto [index, operand] : llvm::enumerate(launch.getKernelOperands())) {
      Value at = getFieldAddress(builder, loc, frame, frameType,
                                 static_cast<int32_t>(index));
      LLVM::StoreOp::create(
          builder, loc,
          castTo(builder, loc, operand, frameType.getBody()[index]), at);
    }
  }
  func::FuncOp entryFunc = kernel.entry;
  Value entry =
      castTo(builder, loc,
             func::ConstantOp::create(builder, loc, entryFunc.getFunctionType(),
                                      entryFunc.getSymName()),
             ptr);
  int64_t flags = 0;
  if (kernel.traits.cooperative)
    flags |= abi::kHOST_RUN_COOPERATIVE;
  if (kernel.traits.prints)
    flags |= abi::kHOST_RUN_IN_ORDER;
  Value bytes =
      LLVM::ConstantOp::create(builder, loc, i64, kernel.staticWorkgroupBytes);
  if (Value dynamic = launch.getDynamicSharedMemorySize())
    bytes = arith::AddIOp::create(
        builder, loc, bytes,
        arith::ExtUIOp::create(builder, loc, i64, dynamic));
  Value flagsValue = arith::ConstantIntOp::create(builder, loc, flags, 32);
  Value lanes = arith::ConstantIntOp::create(builder, loc, subgroupSize, 32);
  if (!async) {
    abi::createCall(builder, loc, abi::dbgrtHostRun,
                    {entry, frame, flagsValue, bytes, lanes});
    LLVM::StackRestoreOp::create(builder, loc, stack);
    builder.setInsertionPointAfter(ifRuns);
    abi::createCall(builder, loc, abi::dbgrtHostLaunchEnd, ValueRange());
    launch.erase();
    return {};
  }
  // An async launch: libdbgrt copies the frame and runs the kernel once
  // its dependencies have completed; the launch's token comes back.
  Value frameBytes = LLVM::ConstantOp::create(builder, loc, i64, 0);
  if (!frameType.getBody().empty()) {
    Value end = LLVM::GEPOp::create(builder, loc, ptr, frameType,
                                    LLVM::ZeroOp::create(builder, loc, ptr),
                                    ArrayRef<LLVM::GEPArg>{1});
    frameBytes = LLVM::PtrToIntOp::create(builder, loc, i64, end);
  }
  Value count = arith::ConstantIntOp::create(
      builder, loc, static_cast<int64_t>(dependencies.size()), 32);
  Value token =
      abi::createCall(builder, loc, abi::dbgrtHostRunAsync,
                      {entry, frame, frameBytes, flagsValue, bytes, lanes,
                       createTokenArray(builder, loc, dependencies), count})
          .getResult();
  LLVM::StackRestoreOp::create(builder, loc, stack);
  scf::YieldOp::create(builder, loc, token);
  // Not run: the launch ends here.
  builder.setInsertionPointToStart(ifRuns.elseBlock());
  abi::createCall(builder, loc, abi::dbgrtHostLaunchEnd, ValueRange());
  scf::YieldOp::create(
      builder, loc,
      ValueRange{arith::ConstantIntOp::create(builder, loc, 0, 64)});
  launch.erase();
  return ifRuns.getResult(0);
}
