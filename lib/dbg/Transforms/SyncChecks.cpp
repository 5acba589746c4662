//===- SyncChecks.cpp - what the race and barrier checks share ------------===//

#include "SyncChecks.h"

#include "dbg/Support/Sites.h"
#include "dbgrt/dbgrt.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/CallInterfaces.h"

using namespace mlir;
using namespace mlir::dbg;

bool mlir::dbg::isWorkgroupAddressSpace(Attribute space) {
  if (gpu::GPUDialect::isWorkgroupMemoryAddressSpace(space))
    return true;
  auto number = dyn_cast_or_null<IntegerAttr>(space);
  return number && number.getInt() == 3;
}

bool mlir::dbg::isWorkgroupMemRef(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  return type && isWorkgroupAddressSpace(type.getMemorySpace());
}

std::optional<int64_t> mlir::dbg::getElementBytes(Type type) {
  if (auto vector = dyn_cast<VectorType>(type)) {
    std::optional<int64_t> scalar = getElementBytes(vector.getElementType());
    if (!scalar || vector.isScalable())
      return std::nullopt;
    return *scalar * vector.getNumElements();
  }
  if (type.isIntOrFloat())
    return std::max<int64_t>(1, (type.getIntOrFloatBitWidth() + 7) / 8);
  if (type.isIndex())
    return 8;
  return std::nullopt;
}

int64_t mlir::dbg::getStaticWorkgroupBytes(gpu::GPUFuncOp kernel) {
  auto bytes = [](MemRefType type) -> int64_t {
    if (!type.hasStaticShape())
      return 0;
    return type.getNumElements() *
           getElementBytes(type.getElementType()).value_or(0);
  };
  int64_t used = 0;
  for (BlockArgument arg : kernel.getWorkgroupAttributions())
    used += bytes(cast<MemRefType>(arg.getType()));
  DenseSet<StringAttr> globals;
  kernel.walk([&](memref::GetGlobalOp get) {
    if (isWorkgroupAddressSpace(get.getType().getMemorySpace()) &&
        globals.insert(get.getNameAttr().getAttr()).second)
      used += bytes(get.getType());
  });
  return used;
}

bool mlir::dbg::isBarrier(Operation *op) {
  if (isa<gpu::BarrierOp>(op))
    return true;
  StringRef name = op->getName().getStringRef();
  return name == "nvvm.barrier0" || name == "nvvm.barrier" ||
         name == "rocdl.s.barrier" || name == "rocdl.barrier";
}

int64_t mlir::dbg::getMaxBlockThreads(gpu::GPUFuncOp kernel) {
  std::optional<ArrayRef<int32_t>> known = getKnownBlockSize(kernel);
  if (!known)
    return 1024;
  int64_t threads = 1;
  for (int32_t size : *known)
    threads *= size;
  return threads;
}

bool mlir::dbg::callsBarrier(gpu::GPUFuncOp kernel) {
  return kernel
      .walk([](CallOpInterface call) {
        Operation *callee = call.resolveCallable();
        bool waits = !callee || callee
                                    ->walk([](Operation *op) {
                                      return isBarrier(op)
                                                 ? WalkResult::interrupt()
                                                 : WalkResult::advance();
                                    })
                                    .wasInterrupted();
        return waits ? WalkResult::interrupt() : WalkResult::advance();
      })
      .wasInterrupted();
}

bool mlir::dbg::canAddWorkgroupChecks(gpu::GPUFuncOp kernel, StringRef checks,
                                      int64_t bytes, int64_t limit) {
  if (callsBarrier(kernel)) {
    kernel.emitWarning()
        << checks
        << " skip this kernel: it calls a function that may wait at a barrier";
    return false;
  }
  if (getStaticWorkgroupBytes(kernel) + bytes > limit) {
    kernel.emitWarning() << checks << " skip this kernel: their " << bytes
                         << " bytes of workgroup memory would take it past "
                         << limit << " bytes (workgroup-limit)";
    return false;
  }
  return true;
}

BlockThreads BlockThreads::create(OpBuilder &b, Location loc) {
  BlockThreads threads;
  Value x = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value y = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value z = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::z);
  threads.sizeX = gpu::BlockDimOp::create(b, loc, gpu::Dimension::x);
  threads.sizeY = gpu::BlockDimOp::create(b, loc, gpu::Dimension::y);
  Value sizeZ = gpu::BlockDimOp::create(b, loc, gpu::Dimension::z);
  Value yz = arith::AddIOp::create(
      b, loc, y, arith::MulIOp::create(b, loc, threads.sizeY, z));
  threads.linear = arith::AddIOp::create(
      b, loc, x, arith::MulIOp::create(b, loc, threads.sizeX, yz));
  threads.count = arith::MulIOp::create(
      b, loc, arith::MulIOp::create(b, loc, threads.sizeX, threads.sizeY),
      sizeZ);
  return threads;
}

Value mlir::dbg::createLinearBlockId(OpBuilder &b, Location loc) {
  auto id = [&](gpu::Dimension d) -> Value {
    return gpu::BlockIdOp::create(b, loc, d);
  };
  auto size = [&](gpu::Dimension d) -> Value {
    return gpu::GridDimOp::create(b, loc, d);
  };
  return arith::AddIOp::create(
      b, loc, id(gpu::Dimension::x),
      arith::MulIOp::create(
          b, loc, size(gpu::Dimension::x),
          arith::AddIOp::create(b, loc, id(gpu::Dimension::y),
                                arith::MulIOp::create(b, loc,
                                                      size(gpu::Dimension::y),
                                                      id(gpu::Dimension::z)))));
}

Value mlir::dbg::packLinearIds(OpBuilder &b, Location loc, Value linear,
                               Value sizeX, Value sizeY) {
  Type i64 = b.getI64Type();
  Value x = arith::RemUIOp::create(b, loc, linear, sizeX);
  Value rest = arith::DivUIOp::create(b, loc, linear, sizeX);
  Value y = arith::RemUIOp::create(b, loc, rest, sizeY);
  Value z = arith::DivUIOp::create(b, loc, rest, sizeY);
  auto shifted = [&](Value id, int64_t shift) -> Value {
    Value wide = arith::IndexCastUIOp::create(b, loc, i64, id);
    if (!shift)
      return wide;
    return arith::ShLIOp::create(
        b, loc, wide, arith::ConstantIntOp::create(b, loc, i64, shift));
  };
  return arith::OrIOp::create(
      b, loc, shifted(x, 0),
      arith::OrIOp::create(b, loc, shifted(y, DBGRT_XYZ_BITS),
                           shifted(z, 2 * DBGRT_XYZ_BITS)));
}

Value BlockThreads::packIds(OpBuilder &b, Location loc, Value linear) const {
  return packLinearIds(b, loc, linear, sizeX, sizeY);
}
