//===- CudaBackend.h - what the runtime asks of the CUDA backend -*- C++
//-*-===//
//
// The CUDA backend's services beyond the mgpu* API: NaN/Inf scans
// (nan-check=dispatch: libdbgrt's scan kernel, kernels/scan-nonfinite.mlir
// embedded as PTX, runs right after the dispatch that wrote a buffer, in its
// stream, and its result lands in host memory the device writes), reading
// device memory for tensor tracing, pointer queries for input guards and
// device timing of dispatches.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_CUDA_CUDABACKEND_H
#define DBGRT_CUDA_CUDABACKEND_H

#include "../Report.h"
#include "../Tensors.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace dbgrt {
class GpuBackend;
} // namespace dbgrt

namespace dbgrt::cuda {

/// The CUDA backend (GpuBackend.h): what Mgpu.cpp forwards to and what the
/// core asks of a CUDA device; registered with the core (registerBackend)
/// when it loads its first module.
GpuBackend &device();

/// Enqueues a scan of `elements` floats of DBGRT_SCAN_* `type` at device
/// address `data` after `dispatch`, in its stream. In sync mode waits for it
/// and reports at once. Exits with a report when the driver fails.
void scanNonFinite(const DbgrtSite *site, void *data, int64_t elements,
                   int32_t type, const DispatchInfo &dispatch);

/// Waits for all work of the current device, then copies `bytes` bytes at
/// `source` (device, managed or host memory: unified addressing) to host
/// `dest`. A kernel fault found while waiting is reported with its
/// dispatches and exits; a failing copy returns false with `error` set.
bool readMemory(void *dest, const void *source, size_t bytes,
                std::string &error);

/// timing: creates two events and records the first in `stream` (before a
/// launch); returns them through `start`/`end`.
void recordStart(void *stream, void *&start, void *&end);
/// timing: records `end` in `stream` (after the launch).
void recordEnd(void *stream, void *end);
/// Waits for `end`, then sets `startNs` (on the trace clock) and
/// `durationNs` from the events recorded around a kernel, and destroys
/// them. Both -1 when they cannot be read.
void eventTimes(void *start, void *end, int64_t &startNs, int64_t &durationNs);

/// Summarizes `elements` floats of `type` (f16, bf16, f32 or f64), dense at
/// device address `data`, with libdbgrt's stats kernel, after waiting for
/// the work queued on the device. False with `error` set when the driver
/// fails (a kernel fault found while waiting is reported and exits).
bool tensorStats(const void *data, DType type, int64_t elements,
                 TensorStats &stats, std::string &error);

/// DBGRT_MEMORY_* for `data`: device memory, host memory the device can
/// reach (page-locked, registered, managed), or host memory it cannot.
int32_t memoryKind(const void *data);

} // namespace dbgrt::cuda

#endif // DBGRT_CUDA_CUDABACKEND_H
