//===- Legality.cpp - what the host target can run ------------------------===//
//
// The host target runs every GPU op with a meaning on the CPU: thread,
// block and subgroup ids, barriers and shuffles (libdbgrt's fibers),
// workgroup and private memory, device functions. Ops that exist only on a
// GPU (NVVM, ROCDL, NVGPU, AMDGPU, matrix fragments) get one error each,
// naming the op and its location.
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

/// True for the GPU ops the host target implements inside kernels and
/// device functions (reductions become shuffles first).
static bool isSupportedGpuOp(Operation *op) {
  if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op))
    return shuffle.getValue().getType().isIntOrIndexOrFloat() &&
           (shuffle.getValue().getType().isIndex() ||
            shuffle.getValue().getType().getIntOrFloatBitWidth() <= 64);
  return isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
             gpu::ClusterIdOp, gpu::ClusterDimOp, gpu::ClusterBlockIdOp,
             gpu::ClusterDimBlocksOp, gpu::GlobalIdOp, gpu::LaneIdOp,
             gpu::SubgroupIdOp, gpu::SubgroupSizeOp, gpu::NumSubgroupsOp,
             gpu::PrintfOp, gpu::ReturnOp, gpu::BarrierOp,
             gpu::DynamicSharedMemoryOp, gpu::AllReduceOp, gpu::YieldOp,
             gpu::SubgroupReduceOp>(op);
}

/// Reports `op`, which `kind` (kernel, device function) `name` cannot run
/// on the host.
static void refuse(Operation *op, const Twine &what, StringRef name,
                   StringRef kind = "kernel") {
  op->emitError() << what << " in " << kind << " '" << name
                  << "' is not supported by the host target yet";
}

/// Checks one kernel or device function; one error for the first op it
/// cannot run.
static LogicalResult checkFunction(Operation *func, StringRef name,
                                   StringRef kind) {
  WalkResult result = func->walk([&](Operation *op) {
    if (op == func)
      return WalkResult::advance();
    bool gpuOp = isa<gpu::GPUDialect>(op->getDialect());
    if ((gpuOp && !isSupportedGpuOp(op)) ||
        isDeviceOnlyDialect(op->getDialect())) {
      refuse(op, "'" + op->getName().getStringRef() + "'", name, kind);
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult host::checkHostLegality(ModuleOp module) {
  bool ok = true;
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    for (auto func : gpuModule.getOps<gpu::GPUFuncOp>())
      ok &= succeeded(checkFunction(
          func, formatKernelName(gpuModule.getName(), func.getName()),
          func.isKernel() ? "kernel" : "device function"));
    for (auto helper : gpuModule.getOps<func::FuncOp>())
      ok &= succeeded(checkFunction(
          helper, formatKernelName(gpuModule.getName(), helper.getName()),
          "device function"));
  }
  module.walk([&](gpu::LaunchOp launch) {
    launch.emitError("'gpu.launch' must be outlined (gpu-kernel-outlining) "
                     "before convert-gpu-to-host");
    ok = false;
  });
  return success(ok);
}
