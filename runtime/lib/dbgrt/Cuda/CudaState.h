//===- CudaState.h - the CUDA backend's process-wide state ------*- C++ -*-===//
//
// What the CUDA backend (Cuda.cpp) knows about the driver: its function
// table, one primary context per device used, and the names of the kernels
// it looked up.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_CUDA_CUDASTATE_H
#define DBGRT_CUDA_CUDASTATE_H

#include "CudaApi.h"

#include <atomic>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace dbgrt::cuda {

struct CudaState {
  std::mutex mutex;
  /// The driver table; loaded by the first mgpu* call when null.
  const CudaApi *api = nullptr;
  /// The device of mgpuSetDefaultDevice.
  int device = 0;
  std::unordered_map<int, CUcontext> contexts;
  /// Largest dynamic shared memory a block may opt in to, per device.
  std::unordered_map<int, int> maxSharedOptin;
  /// Kernel names by function; the strings are interned in `names` and
  /// never freed, so dispatch records can point at them.
  std::unordered_map<CUfunction, const char *> kernelNames;
  std::unordered_set<std::string> names;
  /// Live streams this backend created, to recognize a stream handed to an
  /// event entry point (see mgpuStreamWaitEvent).
  std::unordered_set<CUstream> streams;
  /// Streams already reported as passed for an event.
  std::unordered_set<CUstream> reportedStreams;
};

/// The backend's state, created on first use and never destroyed (module
/// destructors use it at exit).
CudaState &state();

/// Bumped when the device changes (mgpuSetDefaultDevice): threads then set
/// their context again.
extern std::atomic<int> gGeneration;
/// Bumped when function handles may be reused (mgpuModuleUnload) or change
/// meaning (mgpuSetDefaultDevice): threads then look kernels up again.
extern std::atomic<int> gLookupGeneration;

} // namespace dbgrt::cuda

#endif // DBGRT_CUDA_CUDASTATE_H
