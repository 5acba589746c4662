//===- HostLowering.h - the pieces of convert-gpu-to-host -------*- C++ -*-===//
//
// convert-gpu-to-host in five parts: what the host target can run
// (Legality.cpp), workgroup memory as views of one buffer per block
// (Workgroup.cpp), kernels and device functions as host functions of their
// thread (Kernels.cpp), launches as libdbgrt's dbgrtHostRun of an entry
// function (Launches.cpp), and GPU memory ops as memref ops
// (MemoryOps.cpp). GPUToHost.cpp runs them in order.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_LIB_CONVERSION_GPUTOHOST_HOSTLOWERING_H
#define DBG_LIB_CONVERSION_GPUTOHOST_HOSTLOWERING_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {

namespace dbg::host {

/// The arguments every host kernel and device function takes first, its
/// thread's context: twelve `index` values (block ids, thread ids, grid
/// sizes and block sizes, x, y, z each; the order of libdbgrt's launch
/// context, DBGRT_HOST_CONTEXT_SIZE) and the block's workgroup memory as a
/// `memref<?xi8>`.
enum ContextArg : unsigned {
  kBlockId = 0,
  kThreadId = 3,
  kGridDim = 6,
  kBlockDim = 9,
  kNumIdArgs = 12,
  kWorkgroup = 12,
  kNumContextArgs = 13
};

/// The types of the context arguments.
SmallVector<Type> getContextTypes(MLIRContext *context);

/// Where each static workgroup object of the GPU modules lives in the
/// block's workgroup buffer: `memref.global`s, `memref.alloc`/`alloca`s in
/// workgroup memory (address space `#gpu.address_space<workgroup>` or 3),
/// and the workgroup attributions of `gpu.func`s, one after the other,
/// each 16-byte aligned. Dynamic shared memory starts at `staticBytes`.
struct WorkgroupLayout {
  llvm::DenseMap<Operation *, int64_t> offsets;
  /// (gpu.func, attribution index) -> offset.
  llvm::DenseMap<std::pair<Operation *, unsigned>, int64_t> attributions;
  llvm::StringMap<int64_t> globals;
  int64_t staticBytes = 0;
};

/// Plans the workgroup memory of every GPU module of `module`; an error at
/// each workgroup object the host cannot place (a dynamic size, a layout
/// that is not the identity), Workgroup.cpp.
LogicalResult planWorkgroupMemory(ModuleOp module, WorkgroupLayout &layout);

/// Drops the memory space of every memref type in `module`: the CPU has one
/// memory. Runs after planWorkgroupMemory, which needs them.
void stripMemorySpaces(ModuleOp module);

/// A view of `type` (static shape, identity layout) at byte `offset` of the
/// workgroup buffer `workgroup`.
Value createWorkgroupView(OpBuilder &builder, Location loc, Value workgroup,
                          int64_t offset, MemRefType type);

/// True for an atomic op in an `scf.while` of a kernel: where a thread may
/// spin on what another thread of its block writes. The kernel runs its
/// threads as fibers and each such op yields to the others
/// (dbgrtHostYield), as a GPU runs them concurrently.
bool isSpinPoint(Operation *op);

/// What a kernel needs from dbgrtHostRun (DBGRT_HOST_RUN_* flags).
struct KernelTraits {
  /// Its threads wait for each other (a barrier, shuffle, mma.sync or spin
  /// point, maybe in a device function it calls).
  bool cooperative = false;
  /// It prints (gpu.printf, a failing assert).
  bool prints = false;
  /// It checks races on global memory between its blocks (it reads
  /// Abi.def's GLOBAL_RACES): each launch starts a race epoch.
  bool globalRaces = false;
};

/// The host function a kernel or helper `name` of `gpuModule` becomes:
/// `__dbg_host_<module>_<name>` (made unique when it is inserted).
std::string getHostFunctionName(gpu::GPUModuleOp gpuModule, StringRef name);

/// The entry function of kernel `name` of `gpuModule`:
/// `__dbg_host_entry_<module>_<name>`.
std::string getEntryName(gpu::GPUModuleOp gpuModule, StringRef name);

/// The record libdbgrt runs the kernel whose entry is `entryName` by:
/// `<entryName>_record`.
std::string getKernelRecordName(StringRef entryName);

/// Fails with an error at `module`, naming `pass`, unless `subgroupSize`
/// is one the host target runs (32 or 64).
LogicalResult checkSubgroupSize(ModuleOp module, StringRef pass,
                                unsigned subgroupSize);

/// NUL-terminated string constants of a module, one global per text.
class StringConstants {
public:
  explicit StringConstants(ModuleOp module) : module(module) {}
  /// The address of `text` as a C string, at the builder's insertion point.
  Value getAddress(OpBuilder &builder, Location loc, StringRef text);

private:
  ModuleOp module;
  /// The module's symbols, made at the first string: a name the module
  /// has (a host build embed-host-kernels moved in) is not reused.
  std::unique_ptr<SymbolTable> symbols;
  llvm::StringMap<LLVM::GlobalOp> globals;
};

/// A conversion pattern of `Op` whose lowering names the op's location to
/// libdbgrt in string constants.
template <typename Op>
struct PatternWithStrings : public OpConversionPattern<Op> {
  PatternWithStrings(const TypeConverter &converter, MLIRContext *context,
                     StringConstants &strings)
      : OpConversionPattern<Op>(converter, context), strings(strings) {}
  StringConstants &strings;
};

/// A conversion pattern that erases `Op`, which has nothing to do on the
/// CPU (TMA prefetches and fences, wgmma's fence and group waits).
template <typename Op> struct EraseInConversion : OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.eraseOp(op);
    return success();
  }
};

/// Lowers the warp-level matrix ops of the GPU modules of `module`
/// (`gpu.subgroup_mma_*`, `nvgpu.mma.sync`, `nvgpu.ldmatrix`,
/// `nvgpu.device_async_copy` and its groups) to vector and memref ops,
/// shuffles and dbgrtHostMmaSync calls (MatrixOps.cpp); an error at each
/// one the host cannot run.
LogicalResult lowerMatrixOps(ModuleOp module, StringConstants &strings,
                             unsigned subgroupSize);

/// Lowers Hopper's warpgroup ops of the GPU modules of `module`
/// (`nvgpu.warpgroup.*`, NVVM's `wgmma.*` and `elect.sync`) to
/// dbgrtHostWgmma calls on the descriptors a GPU gets and each thread's
/// fragments (Warpgroup.cpp); an error at each one the host cannot run.
LogicalResult lowerWarpgroupOps(ModuleOp module, StringConstants &strings);

/// Lowers nvgpu's mbarriers (create, init, arrive, arrive.nocomplete,
/// arrive.expect_tx, test.wait, try_wait.parity) and TMA (descriptors,
/// loads, stores, prefetches) of `module` to workgroup memory and
/// dbgrtHostMbarrier* and dbgrtHostTma* calls (Mbarriers.cpp, Tma.cpp); an
/// error at an op that hands an mbarrier to device-only ops or multicasts.
LogicalResult lowerMbarriers(ModuleOp module, StringConstants &strings);

/// Lowers the cluster ops of kernels (Clusters.cpp): nvvm.mapa, the
/// cluster barrier's arrive and wait, and the fences of mbarrier inits and
/// of the cluster.
void lowerClusterOps(ModuleOp module, StringConstants &strings);

/// `address` (an index) as an `!llvm.ptr`.
Value indexToPointer(OpBuilder &builder, Location loc, Value address);

/// The aligned pointer of `memref`, as an `!llvm.ptr` for a runtime call.
Value getAlignedPointer(OpBuilder &builder, Location loc, Value memref);

/// The address (an index) of the first element of the memref `metadata`
/// describes: its aligned pointer plus its offset in bytes.
Value getStartAddress(OpBuilder &builder, Location loc,
                      memref::ExtractStridedMetadataOp metadata);

/// A private buffer of `count` elements of `element`, allocated once at the
/// start of the function around `op` (a loop does not grow the stack): the
/// memref, and its address as an `!llvm.ptr` for a runtime call.
std::pair<Value, Value> createEntryBuffer(OpBuilder &builder, Operation *op,
                                          int64_t count, Type element);

/// The address of mbarrier `id` (an index) of `group` (an mbarrier group
/// as the host holds it, Mbarriers.cpp), as an `!llvm.ptr`.
Value getMbarrierPointer(OpBuilder &builder, Location loc, Value group,
                         Value id);

/// Builds `body` at the builder's insertion point, inside an `scf.if` of
/// `predicate` when there is one (an nvgpu op's optional predicate).
void createPredicated(OpBuilder &builder, Location loc, Value predicate,
                      function_ref<void(OpBuilder &)> body);

/// Whether `op` is an NVVM op that only orders or waits for TMA (a proxy
/// fence, a bulk-copy group's commit or wait): nothing to do on the CPU,
/// where each TMA copy completes in the thread that issues it.
bool isTmaOrderingOp(Operation *op);

/// The TMA ops of kernels that lowerMbarriers' conversion makes illegal
/// and the patterns that lower them (Tma.cpp).
void addTmaIllegalOps(ConversionTarget &target);
void populateTmaKernelPatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns,
                               StringConstants &strings);

/// Lowers the nvgpu.tma.create.descriptor ops of `module` (host code) to
/// dbgrtHostTmaDescriptor and makes every descriptor value an `!llvm.ptr`
/// (Tma.cpp); runs after the kernels' TMA ops are lowered.
void lowerTmaDescriptors(ModuleOp module, StringConstants &strings);

/// Makes the float ops of the GPU modules of `module` give the GPU's
/// results where the CPU lowering would not (FloatSemantics.cpp):
/// minnumf/maxnumf order -0 below +0, expm1 and log1p call libm.
LogicalResult matchGpuFloatSemantics(ModuleOp module);

/// Emits one error per kernel the host target cannot run, naming the first
/// op it cannot lower and where it is (Legality.cpp).
LogicalResult checkHostLegality(ModuleOp module);

/// Declares what the lowered code calls: libdbgrt's host entry points and
/// the C library's printf.
void declareHostRuntime(ModuleOp module);

/// The GPU ops of a kernel or device function lowered on the host.
struct FunctionLowering {
  const WorkgroupLayout &workgroup;
  StringConstants &strings;
  /// Lanes of a subgroup.
  unsigned subgroupSize;
};

/// Replaces `func` (a kernel or device function) by a private host
/// function before `gpuModule` that takes the context arguments first and
/// runs one thread (Kernels.cpp).
func::FuncOp convertGpuFunction(gpu::GPUModuleOp gpuModule, gpu::GPUFuncOp func,
                                SymbolTable &symbols,
                                const FunctionLowering &lowering);

/// Gives `helper`, a `func.func` of a GPU module moved to the host, the
/// context arguments and lowers its GPU ops (Kernels.cpp).
void convertHelper(func::FuncOp helper, const FunctionLowering &lowering);

/// Passes the caller's context arguments to each call in `func` of a
/// function in `withContext`.
void forwardContext(func::FuncOp func,
                    const llvm::DenseSet<StringAttr> &withContext);

/// The traits of every kernel of `gpuModule`, by name: what its body and
/// the device functions it calls do (Kernels.cpp).
llvm::DenseMap<StringAttr, KernelTraits>
analyzeKernels(gpu::GPUModuleOp gpuModule);

/// A kernel on the host, as a launch needs it (Launches.cpp).
struct HostKernel {
  /// The LLVM struct of the kernel's arguments as its entry function
  /// (`void (ptr frame, ptr context, ptr workgroup)`) reads them.
  LLVM::LLVMStructType frameType;
  /// The kernel's record for libdbgrt (Abi.def's DBGRT_HOST_KERNEL_*),
  /// which each launch passes.
  LLVM::GlobalOp record;
};

/// Creates the entry function of `kernel` (Launches.cpp); fails with an
/// error when an argument type has no LLVM form. `originRecord`: the record
/// of its origin build (insert-nan-checks' origins), or null.
FailureOr<HostKernel> createEntry(func::FuncOp kernel, StringRef name,
                                  StringRef kernelName, KernelTraits traits,
                                  int64_t staticWorkgroupBytes,
                                  LLVM::GlobalOp originRecord,
                                  const FunctionLowering &lowering,
                                  SymbolTable &symbols);

/// Replaces `launch` by its arguments packed in a frame on the stack and one
/// dbgrtHostLaunch of its kernel's entry (Launches.cpp). An async launch
/// calls dbgrtHostLaunchAsync after the `dependencies` (libdbgrt's i64
/// tokens) instead, and returns its token
/// (the caller has replaced the uses of the launch's own); a synchronous
/// one returns null.
/// The stack slot of each frame type in each function body (or
/// async.execute region) that launches kernels: lowerLaunch's `frames`.
using FrameSlots = DenseMap<std::pair<Region *, Type>, Value>;

Value lowerLaunch(gpu::LaunchFuncOp launch, const HostKernel &kernel,
                  FrameSlots &frames, ValueRange dependencies);

/// An array of libdbgrt's i64 `tokens` on the stack, or a null pointer when
/// there are none (Launches.cpp).
Value createTokenArray(OpBuilder &builder, Location loc, ValueRange tokens);

/// Adds the patterns that turn GPU memory and synchronization ops into host
/// ops (MemoryOps.cpp). Async tokens become `ub.poison` placeholders, which
/// `checkRemainingTokens` diagnoses if still used.
void populateMemoryOpsToHostPatterns(RewritePatternSet &patterns);

/// Emits an error at each op that still uses a dropped async token, and
/// erases unused placeholders and unused casts of carried token handles.
LogicalResult checkRemainingTokens(ModuleOp module);

} // namespace dbg::host
} // namespace mlir

#endif // DBG_LIB_CONVERSION_GPUTOHOST_HOSTLOWERING_H
