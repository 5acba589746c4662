//===- HipState.h - the HIP backend's process-wide state --------*- C++ -*-===//
//
// What the HIP backend (Hip.cpp) knows about the runtime: its function
// table, the device, and the names of the kernels it looked up.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HIP_HIPSTATE_H
#define DBGRT_HIP_HIPSTATE_H

#include "HipApi.h"

#include <atomic>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace dbgrt::hip {

struct HipState {
  std::mutex mutex;
  /// The runtime's table; loaded by the first call when null.
  const HipApi *api = nullptr;
  /// A table unit tests set, used instead of loading the runtime.
  const HipApi *testApi = nullptr;
  int device = 0;
  /// Kernel names by function, interned for dispatch records.
  std::unordered_map<hipFunction_t, const char *> kernelNames;
  std::unordered_set<std::string> names;
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
