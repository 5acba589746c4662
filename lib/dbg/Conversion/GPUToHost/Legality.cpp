//===- Legality.cpp - what the host target can run ------------------------===//
//
// The host target runs each thread of a block to its end, one after the
// other. Kernels whose threads must run concurrently (barriers, all-reduce,
// shuffles and other subgroup ops, shared memory) and ops that exist only on
// a GPU get one error each, naming the op and its location.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/Sites.h"

using namespace mlir;
using namespace mlir::dbg;

/// Dialects whose ops exist only on a GPU.
static bool isDeviceOnlyDialect(Dialect *dialect) {
  if (!dialect)
    return false;
  StringRef ns = dialect->getNamespace();
  return ns == "nvvm" || ns == "rocdl" || ns == "nvgpu" || ns == "amdgpu";
}

/// True for the GPU ops the host target implements inside kernels.
static bool isSupportedGpuOp(Operation *op) {
  return isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
             gpu::GlobalIdOp, gpu::PrintfOp, gpu::ReturnOp>(op);
}

static bool isWorkgroupMemory(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  if (!memref)
    return false;
  auto space = dyn_cast_or_null<gpu::AddressSpaceAttr>(memref.getMemorySpace());
  return space && space.getValue() != gpu::AddressSpace::Global;
}

/// Reports `op`, which kernel `kernel` cannot run on the host.
static void refuse(Operation *op, const Twine &what, StringRef kernel) {
  op->emitError() << what << " in kernel '" << kernel
                  << "' is not supported by the host target yet";
}

/// Checks one kernel; one error for the first op it cannot run.
static LogicalResult checkKernel(gpu::GPUFuncOp func, StringRef name) {
  if (!func.isKernel()) {
    refuse(func, "device function '" + func.getName() + "'", name);
    return failure();
  }
  if (func.getNumWorkgroupAttributions() || func.getNumPrivateAttributions()) {
    refuse(func, "workgroup or private memory attribution", name);
    return failure();
  }
  WalkResult result = func.walk([&](Operation *op) {
    if (op == func.getOperation())
      return WalkResult::advance();
    bool gpuOp = isa<gpu::GPUDialect>(op->getDialect());
    if ((gpuOp && !isSupportedGpuOp(op)) ||
        isDeviceOnlyDialect(op->getDialect())) {
      refuse(op, "'" + op->getName().getStringRef() + "'", name);
      return WalkResult::interrupt();
    }
    if (llvm::any_of(op->getResultTypes(), isWorkgroupMemory) ||
        llvm::any_of(op->getOperandTypes(), isWorkgroupMemory)) {
      refuse(op, "workgroup memory ('" + op->getName().getStringRef() + "')",
             name);
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Helpers (func.func in a gpu.module) move to the host as they are: only
/// kernels receive the thread and block ids.
static LogicalResult checkHelper(func::FuncOp helper, StringRef name) {
  WalkResult result = helper.walk([&](Operation *op) {
    if (!isa<gpu::GPUDialect>(op->getDialect()) &&
        !isDeviceOnlyDialect(op->getDialect()))
      return WalkResult::advance();
    op->emitError() << "'" << op->getName() << "' in device function '" << name
                    << "' is not supported by the host target yet (only "
                       "kernels get thread and block ids)";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

LogicalResult host::checkHostLegality(ModuleOp module) {
  bool ok = true;
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    for (auto func : gpuModule.getOps<gpu::GPUFuncOp>())
      ok &= succeeded(checkKernel(
          func, formatKernelName(gpuModule.getName(), func.getName())));
    for (auto helper : gpuModule.getOps<func::FuncOp>())
      ok &= succeeded(checkHelper(
          helper, formatKernelName(gpuModule.getName(), helper.getName())));
  }
  module.walk([&](gpu::LaunchFuncOp launch) {
    if (!launch.hasClusterSize())
      return;
    refuse(launch, "a launch with thread-block clusters",
           getDispatchKernelName(launch));
    ok = false;
  });
  module.walk([&](gpu::LaunchOp launch) {
    launch.emitError("'gpu.launch' must be outlined (gpu-kernel-outlining) "
                     "before convert-gpu-to-host");
    ok = false;
  });
  return success(ok);
}
