//===- DeviceReference.h - a reference's naive kernel -----------*- C++ -*-===//

#ifndef DBG_PIPELINE_DEVICEREFERENCE_H
#define DBG_PIPELINE_DEVICEREFERENCE_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include <string>

namespace mlir::dbg {

/// Builds the device twin of the reference of `launch` (a gpu.launch with a
/// kernel module, before outlining): `computation`, a linalg op on
/// `buffers` (the reference's arguments, in order), compiled naively into a
/// kernel `<name>_device` of the launch's gpu.module (created if missing):
/// one thread per point of its parallel loops (a 1-D grid of any block
/// size), each running the reduction loops in order and the payload twice,
/// in the op's types and in f64. It takes the buffers, with any layout,
/// then per result a dense 1-D buffer of its type and, for f16, bf16 and
/// f32, one of f64 (DBGRT_SITE_FIELD deviceReference), and the module gets
/// the comparison kernel of each result type. Where `computation` has one
/// result and does not read its init, the module also gets
/// `<name>_device_compared`: the twin fused with the comparison, run after
/// the dispatch. Returns dbg.reference's `device` text, "KERNEL:POS,...",
/// then ";FUSED" with the fused kernel; failure, adding nothing, for an op of
/// dynamic ranges, a result indexed other than by all parallel loops, of
/// a type the comparison does not take (f16, bf16, f32, f64, i1, i32, i64),
/// or a
/// payload it cannot clone or widen (a region, a captured non-constant, a
/// bitcast).
FailureOr<std::string> buildDeviceReference(gpu::LaunchOp launch,
                                            Operation *computation,
                                            ArrayRef<Value> buffers,
                                            StringRef name);

} // namespace mlir::dbg

#endif // DBG_PIPELINE_DEVICEREFERENCE_H
