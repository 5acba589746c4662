//===- Clusters.cpp - thread-block clusters on the host target ------------===//
//
// Distributed shared memory and the cluster barrier in kernels: nvvm.mapa
// becomes dbgrtHostMapa (the same offset in another block's workgroup
// memory; libdbgrt runs a cluster's blocks together), nvvm.cluster.arrive
// (.relaxed) and nvvm.cluster.wait dbgrtHostClusterArrive/Wait. The fences
// of mbarrier inits and of the cluster order nothing on the CPU, whose
// blocks share one CPU thread's memory.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "dbg/Support/RuntimeAbi.h"
#include "dbg/Support/Sites.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// `pointer` in address space `space` (no cast when it is there).
Value castToSpace(OpBuilder &b, Location loc, Value pointer, unsigned space) {
  auto type = LLVM::LLVMPointerType::get(b.getContext(), space);
  if (pointer.getType() == type)
    return pointer;
  return LLVM::AddrSpaceCastOp::create(b, loc, type, pointer);
}

void lowerMapa(NVVM::MapaOp op, host::StringConstants &strings) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto type = cast<LLVM::LLVMPointerType>(op.getRes().getType());
  Value mapped =
      abi::createCall(
          b, loc, abi::dbgrtHostMapa,
          {castToSpace(b, loc, op.getA(), 0), op.getB(),
           strings.getAddress(
               b, loc, renderLocation(loc, op->getName().getStringRef()))})
          .getResult();
  op.getRes().replaceAllUsesWith(
      castToSpace(b, loc, mapped, type.getAddressSpace()));
  op.erase();
}

/// An arrival at, or a wait on, the cluster's barrier.
void lowerClusterBarrier(Operation *op, const abi::Function &function,
                         host::StringConstants &strings) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  abi::createCall(
      b, loc, function,
      {strings.getAddress(b, loc,
                          renderLocation(loc, op->getName().getStringRef()))});
  op->erase();
}

} // namespace

void host::lowerClusterOps(ModuleOp module, StringConstants &strings) {
  SmallVector<Operation *> ops;
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>())
    gpuModule.walk([&](Operation *op) {
      if (isa<NVVM::MapaOp, NVVM::ClusterArriveOp, NVVM::ClusterArriveRelaxedOp,
              NVVM::ClusterWaitOp, NVVM::FenceMbarrierInitOp,
              NVVM::FenceScClusterOp>(op))
        ops.push_back(op);
    });
  for (Operation *op : ops) {
    if (auto mapa = dyn_cast<NVVM::MapaOp>(op))
      lowerMapa(mapa, strings);
    else if (isa<NVVM::ClusterArriveOp, NVVM::ClusterArriveRelaxedOp>(op))
      lowerClusterBarrier(op, abi::dbgrtHostClusterArrive, strings);
    else if (isa<NVVM::ClusterWaitOp>(op))
      lowerClusterBarrier(op, abi::dbgrtHostClusterWait, strings);
    else
      op->erase();
  }
}
