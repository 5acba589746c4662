//===- Host.h - the host backend, for libdbgrt's core ----------*- C++ -*-===//
//
// What libdbgrt's core asks of the host backend beyond DeviceBackend: the
// run of a kernel's host build for diff (embed-host-kernels).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HOST_HOST_H
#define DBGRT_HOST_HOST_H

#include "../Report.h"

#include <cstdint>

namespace dbgrt::host {

/// Runs the host kernel `kernel` (a record, DBGRT_HOST_KERNEL_*) on `frame`
/// (its arguments, laid out as the record says) with the grid and block of
/// `dispatch`, to its end, on this thread and the host backend's pool: the
/// reference run of diff-against=host. Its workgroup memory starts as the
/// poison pattern (NaN in every float type), so that a read of workgroup
/// memory nothing wrote shows. A fault or a barrier divergence in it is
/// reported in `dispatch`, as one of the host target's. Returns the number
/// of its threads that failed an assertion.
int64_t runHostBuild(const int64_t *kernel, const DispatchInfo &dispatch,
                     void *frame, int64_t dynamicWorkgroupBytes);

} // namespace dbgrt::host

#endif // DBGRT_HOST_HOST_H
