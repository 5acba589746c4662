//===- HostLowering.h - the pieces of convert-gpu-to-host -------*- C++ -*-===//
//
// convert-gpu-to-host in four parts: what the host target can run
// (Legality.cpp), kernels as host functions (Kernels.cpp), launches as loop
// nests between libdbgrt's host-launch calls (Launches.cpp), and GPU memory
// ops as memref ops (MemoryOps.cpp). GPUToHost.cpp runs them in order.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_LIB_CONVERSION_GPUTOHOST_HOSTLOWERING_H
#define DBG_LIB_CONVERSION_GPUTOHOST_HOSTLOWERING_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
class RewritePatternSet;

namespace dbg::host {

/// The twelve `index` arguments every host kernel takes first: block ids,
/// thread ids, grid sizes and block sizes, x, y, z each.
enum IdArg : unsigned {
  kBlockId = 0,
  kThreadId = 3,
  kGridDim = 6,
  kBlockDim = 9,
  kNumIdArgs = 12
};

/// The host function a kernel or helper `name` of `gpuModule` becomes:
/// `__dbg_host_<module>_<name>` (made unique when it is inserted).
std::string getHostFunctionName(gpu::GPUModuleOp gpuModule, StringRef name);

/// The launcher of kernel `name` of `gpuModule`:
/// `__dbg_host_launch_<module>_<name>`.
std::string getLauncherName(gpu::GPUModuleOp gpuModule, StringRef name);

/// NUL-terminated string constants of a module, one global per text.
class StringConstants {
public:
  explicit StringConstants(ModuleOp module) : module(module) {}
  /// The address of `text` as a C string, at the builder's insertion point.
  Value getAddress(OpBuilder &builder, Location loc, StringRef text);

private:
  ModuleOp module;
  llvm::StringMap<LLVM::GlobalOp> globals;
};

/// Emits one error per kernel the host target cannot run, naming the first
/// op it cannot lower and where it is (Legality.cpp).
LogicalResult checkHostLegality(ModuleOp module);

/// Declares what the lowered code calls: libdbgrt's host entry points and
/// the C library's printf.
void declareHostRuntime(ModuleOp module);

/// Replaces `kernel` by a private host function before `gpuModule`, whose
/// body runs one thread (Kernels.cpp).
func::FuncOp convertKernel(gpu::GPUModuleOp gpuModule, gpu::GPUFuncOp kernel,
                           SymbolTable &symbols, StringConstants &strings);

/// Creates `name`, the launcher of `kernel` (Launches.cpp): a private,
/// never-inlined host function of the grid and block sizes and the kernel's
/// arguments that runs every thread of a launch in a loop nest.
func::FuncOp createLauncher(func::FuncOp kernel, StringRef name,
                            SymbolTable &symbols);

/// Replaces `launch` by dbgrtHostLaunchBegin, a call of its kernel's
/// `launcher`, and dbgrtHostLaunchEnd (Launches.cpp).
void lowerLaunch(gpu::LaunchFuncOp launch, func::FuncOp launcher,
                 StringConstants &strings);

/// Adds the patterns that turn GPU memory and synchronization ops into host
/// ops (MemoryOps.cpp). Async tokens become `ub.poison` placeholders, which
/// `checkRemainingTokens` diagnoses if still used.
void populateMemoryOpsToHostPatterns(RewritePatternSet &patterns);

/// Emits an error at each op that still uses a dropped async token, and
/// erases unused placeholders.
LogicalResult checkRemainingTokens(ModuleOp module);

} // namespace dbg::host
} // namespace mlir

#endif // DBG_LIB_CONVERSION_GPUTOHOST_HOSTLOWERING_H
