//===- HipState.h - the HIP backend's process-wide state --------*- C++ -*-===//
//
// What the HIP backend (Hip.cpp) knows about the runtime: its function
// table, the device, and the chip the program's code objects are for.
// What every GPU backend knows (kernel names, streams) is GpuBackend's.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HIP_HIPSTATE_H
#define DBGRT_HIP_HIPSTATE_H

#include "HipApi.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <unordered_map>

namespace dbgrt::hip {

struct HipState {
  std::mutex mutex;
  /// The runtime's table; loaded by the first call when null.
  const HipApi *api = nullptr;
  /// A table unit tests set, used instead of loading the runtime.
  const HipApi *testApi = nullptr;
  int device = 0;
  /// EF_AMDGPU_MACH of the first code object loaded (the program's chip:
  /// it runs on this device); 0 before.
  uint32_t chip = 0;
  /// Largest dynamic shared memory a block may use, per device (queried on
  /// the first launch).
  std::unordered_map<int, int64_t> sharedMemoryLimit;
};

/// The backend's state, created on first use and never destroyed (module
/// destructors use it at exit).
HipState &state();

/// Whether a HIP code object was loaded: the mgpu* entry points then go to
/// this backend.
extern std::atomic<bool> gActive;
/// Bumped when the device or the table changes: threads set theirs again.
extern std::atomic<int> gGeneration;

} // namespace dbgrt::hip

#endif // DBGRT_HIP_HIPSTATE_H
