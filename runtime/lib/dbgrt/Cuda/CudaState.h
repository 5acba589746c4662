//===- CudaState.h - the CUDA backend's process-wide state ------*- C++ -*-===//
//
// What the CUDA backend (Cuda.cpp) knows about the driver: its function
// table and one primary context per device used. What every GPU backend
// knows (kernel names, streams) is GpuBackend's.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_CUDA_CUDASTATE_H
#define DBGRT_CUDA_CUDASTATE_H

#include "CudaApi.h"

#include <atomic>
#include <mutex>
#include <unordered_map>

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
  /// Whether the program's allocations come from the device's default
  /// memory pool (cuMemAllocAsync), per device.
  std::unordered_map<int, bool> streamOrdered;
};

/// The backend's state, created on first use and never destroyed (module
/// destructors use it at exit).
CudaState &state();

/// Bumped when the device changes (mgpuSetDefaultDevice): threads then set
/// their context again.
extern std::atomic<int> gGeneration;

} // namespace dbgrt::cuda

#endif // DBGRT_CUDA_CUDASTATE_H
