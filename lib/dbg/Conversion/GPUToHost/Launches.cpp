//===- Launches.cpp - launches as dbgrtHostLaunch of an entry function ----===//
//
// Each kernel gets one entry function with a C signature libdbgrt can call,
// `void (ptr frame, ptr context, ptr workgroup)`: it unpacks the kernel's
// arguments from `frame`, the launch context (DBGRT_HOST_CONTEXT_SIZE
// int64_t) and the block's workgroup memory, and runs either every thread
// of one block in a loop nest (z, y, x from the outside in) or, for a
// cooperative kernel (barriers, shuffles), one thread, which libdbgrt runs
// in its own fiber. A launch becomes its arguments stored in a frame on the
// stack and one dbgrtHostLaunch of the entry: straight-line code, so that
// the launching function's compile time grows linearly with its dispatches.
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

/// Creates the record of a host kernel (Abi.def's DBGRT_HOST_KERNEL_*): a
/// constant i64 array of its entry's and name's addresses, `flags`,
/// `subgroupSize`, `workgroupBytes`, the size of a frame of `frameType` and
/// the address of `originRecord` (0 when null) and the byte offset of each
/// of its fields, as constant expressions that the target's data layout
/// folds.
static LLVM::GlobalOp
createKernelRecord(OpBuilder &builder, Location loc, StringRef name,
                   func::FuncOp entry, StringRef kernelName, int64_t flags,
                   int64_t subgroupSize, int64_t workgroupBytes,
                   LLVM::GlobalOp originRecord, LLVM::LLVMStructType frameType,
                   StringConstants &strings, SymbolTable &symbols) {
  MLIRContext *context = builder.getContext();
  auto i64 = builder.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(context);
  size_t numFields = frameType.getBody().size();
  auto arrayType = LLVM::LLVMArrayType::get(
      i64, static_cast<unsigned>(abi::kHOST_KERNEL_OFFSETS + numFields));
  auto global = LLVM::GlobalOp::create(
      builder, loc, arrayType,
      /*isConstant=*/true, LLVM::Linkage::Private, name, Attribute());
  symbols.insert(global); // Renames on a clash.
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(
      &global.getInitializerRegion().emplaceBlock());
  Value null = LLVM::ZeroOp::create(builder, loc, ptr);
  auto constant = [&](int64_t value) -> Value {
    return LLVM::ConstantOp::create(builder, loc, i64, value);
  };
  auto offsetOf = [&](ArrayRef<LLVM::GEPArg> indices) -> Value {
    Value at = LLVM::GEPOp::create(builder, loc, ptr, frameType, null, indices);
    return LLVM::PtrToIntOp::create(builder, loc, i64, at);
  };
  auto addressOf = [&](Value address) -> Value {
    return LLVM::PtrToIntOp::create(builder, loc, i64, address);
  };
  SmallVector<Value> words(abi::kHOST_KERNEL_OFFSETS);
  // The entry is a func.func until the lowering to LLVM, which turns the
  // constant into its address.
  words[abi::kHOST_KERNEL_ENTRY] = addressOf(
      castTo(builder, loc,
             func::ConstantOp::create(builder, loc, entry.getFunctionType(),
                                      entry.getSymName()),
             ptr));
  words[abi::kHOST_KERNEL_NAME] =
      addressOf(strings.getAddress(builder, loc, kernelName));
  words[abi::kHOST_KERNEL_FLAGS] = constant(flags);
  words[abi::kHOST_KERNEL_SUBGROUP_SIZE] = constant(subgroupSize);
  words[abi::kHOST_KERNEL_WORKGROUP_BYTES] = constant(workgroupBytes);
  words[abi::kHOST_KERNEL_FRAME_BYTES] =
      numFields ? offsetOf({1}) : constant(0);
  words[abi::kHOST_KERNEL_NUM_OPERANDS] =
      constant(static_cast<int64_t>(numFields));
  words[abi::kHOST_KERNEL_ORIGIN] =
      originRecord
          ? addressOf(LLVM::AddressOfOp::create(builder, loc, originRecord))
          : constant(0);
  for (size_t i = 0; i < numFields; ++i)
    words.push_back(offsetOf({0, static_cast<int32_t>(i)}));
  Value array = LLVM::UndefOp::create(builder, loc, arrayType);
  for (auto [index, word] : llvm::enumerate(words))
    array = LLVM::InsertValueOp::create(builder, loc, array, word,
                                        static_cast<int64_t>(index));
  LLVM::ReturnOp::create(builder, loc, array);
  return global;
}

/// The launch context at `launch`: twelve ids and sizes (index, in
/// `ids`), then the workgroup bytes (i64).
static Value loadLaunchContext(OpBuilder &builder, Location loc, Value launch,
                               SmallVectorImpl<Value> &ids) {
  auto ptr = LLVM::LLVMPointerType::get(builder.getContext());
  auto i64 = builder.getI64Type();
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
  return bytes;
}

/// The workgroup buffer at `memory` of `bytes` bytes, as a memref<?xi8>
/// (its descriptor, cast).
static Value createWorkgroupBuffer(OpBuilder &builder, Location loc,
                                   LLVMTypeConverter &converter, Value memory,
                                   Value bytes) {
  auto bufferType =
      MemRefType::get({ShapedType::kDynamic}, builder.getI8Type());
  auto descriptor =
      MemRefDescriptor::poison(builder, loc, converter.convertType(bufferType));
  descriptor.setAllocatedPtr(builder, loc, memory);
  descriptor.setAlignedPtr(builder, loc, memory);
  descriptor.setConstantOffset(builder, loc, 0);
  descriptor.setSize(builder, loc, 0, bytes);
  descriptor.setConstantStride(builder, loc, 0, 1);
  return castTo(builder, loc, static_cast<Value>(descriptor), bufferType);
}

/// Calls `kernel` with `ids` (the launch context), `workgroup` and `args`:
/// once for a cooperative kernel (its fiber's thread ids), else for every
/// thread of the block, x fastest.
static void callForThreads(OpBuilder &builder, Location loc,
                           func::FuncOp kernel, bool cooperative,
                           ArrayRef<Value> ids, Value workgroup,
                           ArrayRef<Value> args) {
  auto callKernel = [&](ArrayRef<Value> threadIds) {
    SmallVector<Value> operands(ids.begin(), ids.begin() + kThreadId);
    llvm::append_range(operands, threadIds);
    operands.append(ids.begin() + kGridDim, ids.end());
    operands.push_back(workgroup);
    llvm::append_range(operands, args);
    func::CallOp::create(builder, loc, kernel, operands);
  };
  if (cooperative) {
    callKernel(ids.slice(kThreadId, 3));
    return;
  }
  OpBuilder::InsertionGuard guard(builder);
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
}

/// The run flags (Abi.def's HOST_RUN_*) of a kernel of `traits`.
static int64_t getRunFlags(const KernelTraits &traits) {
  int64_t flags = 0;
  if (traits.cooperative)
    flags |= abi::kHOST_RUN_COOPERATIVE;
  if (traits.prints)
    flags |= abi::kHOST_RUN_IN_ORDER;
  if (traits.globalRaces)
    flags |= abi::kHOST_RUN_GLOBAL_RACES;
  return flags;
}

FailureOr<HostKernel>
host::createEntry(func::FuncOp kernel, StringRef name, StringRef kernelName,
                  KernelTraits traits, int64_t staticWorkgroupBytes,
                  LLVM::GlobalOp originRecord, const FunctionLowering &lowering,
                  SymbolTable &symbols) {
  MLIRContext *context = kernel.getContext();
  LLVMTypeConverter converter(context);
  FailureOr<SmallVector<Type>> fields = getFrameFields(kernel, converter);
  if (failed(fields))
    return failure();
  OpBuilder builder(kernel);
  Location loc = kernel.getLoc();
  auto ptr = LLVM::LLVMPointerType::get(context);
  auto frameType = LLVM::LLVMStructType::getLiteral(context, *fields);
  auto entry = func::FuncOp::create(
      builder, loc, name, builder.getFunctionType({ptr, ptr, ptr}, {}));
  entry.setPrivate();
  symbols.insert(entry); // Renames on a clash.
  Block *body = entry.addEntryBlock();
  builder.setInsertionPointToStart(body);
  Value frame = body->getArgument(0), launch = body->getArgument(1),
        memory = body->getArgument(2);
  SmallVector<Value> ids;
  Value bytes = loadLaunchContext(builder, loc, launch, ids);
  Value workgroup =
      createWorkgroupBuffer(builder, loc, converter, memory, bytes);
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
  callForThreads(builder, loc, kernel, traits.cooperative, ids, workgroup,
                 args);
  func::ReturnOp::create(builder, loc);
  builder.setInsertionPoint(entry);
  LLVM::GlobalOp record = createKernelRecord(
      builder, loc, host::getKernelRecordName(name), entry, kernelName,
      getRunFlags(traits), lowering.subgroupSize, staticWorkgroupBytes,
      originRecord, frameType, lowering.strings, symbols);
  return HostKernel{frameType, record};
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

/// The region whose entry block holds `launch`'s frame: the body of the
/// enclosing function, or of an async.execute (which becomes a function of
/// its own), so that the slot is allocated once, not at each launch.
static Region *getFrameRegion(Operation *launch) {
  Operation *parent = launch->getParentOp();
  while (!isa<FunctionOpInterface>(parent) &&
         parent->getName().getStringRef() != "async.execute" &&
         parent->getParentOp())
    parent = parent->getParentOp();
  return &parent->getRegion(0);
}

/// The grid, block and cluster sizes of `launch` as libdbgrt takes them:
/// nine i64 values, the cluster 1, 1, 1 without clusters.
static SmallVector<Value> getLaunchSizes(OpBuilder &builder, Location loc,
                                         gpu::LaunchFuncOp launch) {
  auto i64 = builder.getI64Type();
  SmallVector<Value> sizes = {launch.getGridSizeX(),  launch.getGridSizeY(),
                              launch.getGridSizeZ(),  launch.getBlockSizeX(),
                              launch.getBlockSizeY(), launch.getBlockSizeZ()};
  if (launch.hasClusterSize())
    llvm::append_range(sizes, ValueRange{launch.getClusterSizeX(),
                                         launch.getClusterSizeY(),
                                         launch.getClusterSizeZ()});
  else
    sizes.append(3, LLVM::ConstantOp::create(builder, loc, i64, 1));
  SmallVector<Value> values;
  for (Value size : sizes)
    values.push_back(
        size.getType() == i64 ? size
        : size.getType().isIndex()
            ? arith::IndexCastOp::create(builder, loc, i64, size).getResult()
            : arith::ExtUIOp::create(builder, loc, i64, size).getResult());
  return values;
}

Value host::lowerLaunch(gpu::LaunchFuncOp launch, const HostKernel &kernel,
                        FrameSlots &frames, ValueRange dependencies) {
  bool async = static_cast<bool>(launch.getAsyncToken());
  OpBuilder builder(launch);
  Location loc = launch.getLoc();
  auto i64 = builder.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(builder.getContext());
  SmallVector<Value> args = {
      LLVM::AddressOfOp::create(builder, loc, kernel.record)};
  llvm::append_range(args, getLaunchSizes(builder, loc, launch));
  // The frame: one stack slot per frame type in the enclosing function,
  // which all its launches of that kernel share (a launch has run when the
  // next one starts; an async launch's frame is copied). Straight-line
  // code, and a stack frame that does not grow with the launches.
  Value frame;
  LLVM::LLVMStructType frameType = kernel.frameType;
  if (frameType.getBody().empty()) {
    frame = LLVM::ZeroOp::create(builder, loc, ptr);
  } else {
    Region *region = getFrameRegion(launch);
    Value &slot = frames[{region, frameType}];
    if (!slot) {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(&region->front());
      slot = LLVM::AllocaOp::create(
          builder, loc, ptr, frameType,
          LLVM::ConstantOp::create(builder, loc, i64, 1));
    }
    frame = slot;
    for (auto [index, operand] : llvm::enumerate(launch.getKernelOperands())) {
      Value at = getFieldAddress(builder, loc, frame, frameType,
                                 static_cast<int32_t>(index));
      LLVM::StoreOp::create(
          builder, loc,
          castTo(builder, loc, operand, frameType.getBody()[index]), at);
    }
  }
  args.push_back(frame);
  Value dynamic = launch.getDynamicSharedMemorySize();
  args.push_back(
      dynamic ? arith::ExtUIOp::create(builder, loc, i64, dynamic).getResult()
              : LLVM::ConstantOp::create(builder, loc, i64, 0).getResult());
  // No site id: convert-dbg-to-llvm sets it when nothing but the stores of
  // the frame comes between the dispatch's marker and the launch.
  Value noSite = LLVM::ConstantOp::create(builder, loc, i64, 0);
  if (!async) {
    args.push_back(noSite);
    abi::createCall(builder, loc, abi::dbgrtHostLaunch, args);
    launch.erase();
    return {};
  }
  // An async launch: libdbgrt copies the frame and runs the kernel once
  // its dependencies have completed; the launch's token comes back.
  // The tokens' array is freed after the call: async launches in a loop do
  // not grow the stack.
  Value stack;
  if (!dependencies.empty())
    stack = LLVM::StackSaveOp::create(builder, loc, ptr);
  args.push_back(createTokenArray(builder, loc, dependencies));
  args.push_back(arith::ConstantIntOp::create(
      builder, loc, static_cast<int64_t>(dependencies.size()), 32));
  args.push_back(noSite);
  Value token = abi::createCall(builder, loc, abi::dbgrtHostLaunchAsync, args)
                    .getResult();
  if (stack)
    LLVM::StackRestoreOp::create(builder, loc, stack);
  launch.erase();
  return token;
}
