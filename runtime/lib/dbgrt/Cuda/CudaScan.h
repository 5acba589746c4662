//===- CudaScan.h - NaN/Inf scans on the GPU --------------------*- C++ -*-===//
//
// nan-check=dispatch on CUDA: libdbgrt's scan kernel (kernels/
// scan-nonfinite.mlir, embedded as PTX) runs right after the dispatch that
// wrote a buffer, in its stream; the result lands in host memory the device
// writes and is read when the dispatch is known to have finished.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_CUDA_CUDASCAN_H
#define DBGRT_CUDA_CUDASCAN_H

#include "../Report.h"

#include <cstdint>

namespace dbgrt::cuda {

/// Enqueues a scan of `elements` floats of DBGRT_SCAN_* `type` at device
/// address `data` after `dispatch`, in its stream. In sync mode waits for it
/// and reports at once. Exits with a report when the driver fails.
void scanNonFinite(const DbgrtSite *site, void *data, int64_t elements,
                   int32_t type, const DispatchInfo &dispatch);

} // namespace dbgrt::cuda

#endif // DBGRT_CUDA_CUDASCAN_H
