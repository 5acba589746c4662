//===- HipApi.h - the HIP runtime API, loaded at run time -------*- C++ -*-===//
//
// The subset of the HIP runtime API (ROCm's libamdhip64) that libdbgrt's
// HIP backend calls, as one table of function pointers filled by
// dlopen/dlsym. The types are declared here with HIP's ABI (hipError_t is
// an int, handles are pointers), so building needs no ROCm.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HIP_HIPAPI_H
#define DBGRT_HIP_HIPAPI_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace dbgrt::hip {

using hipError_t = int;
using hipModule_t = void *;
using hipFunction_t = void *;
using hipStream_t = void *;
using hipEvent_t = void *;

constexpr hipError_t hipSuccess = 0;
/// hipMemcpyKind: the runtime infers the direction (unified addressing).
constexpr int hipMemcpyDefault = 4;
constexpr unsigned hipHostMallocPortable = 1, hipHostMallocMapped = 2;
constexpr unsigned hipMemAttachGlobal = 1;
/// hipDeviceAttribute_t (ROCm 5 and later).
constexpr int hipDeviceAttributeMaxSharedMemoryPerBlock = 74;
constexpr int hipDeviceAttributeSharedMemPerBlockOptin = 75;
/// hipMemoryType from ROCm 6 on (CUDA's cudaMemoryType numbering).
constexpr int hipMemoryTypeUnregistered = 0, hipMemoryTypeHost = 1,
              hipMemoryTypeDevice = 2, hipMemoryTypeManaged = 3,
              hipMemoryTypeUnified = 11;
/// hipMemoryType before ROCm 6 (hipRuntimeGetVersion below 60000000).
constexpr int hipMemoryTypeHostRocm5 = 0, hipMemoryTypeDeviceRocm5 = 1,
              hipMemoryTypeUnifiedRocm5 = 3, hipMemoryTypeManagedRocm5 = 4;
/// What hipPointerGetAttributes fills.
struct hipPointerAttribute_t {
  int type; ///< hipMemoryType
  int device;
  void *devicePointer;
  void *hostPointer;
  int isManaged;
  unsigned allocationFlags;
};

/// The entry points libdbgrt uses (HipApi.def).
struct HipApi {
#define DBGRT_HIP_FUNCTION(RESULT, NAME, PARAMS) RESULT(*NAME) PARAMS;
#include "HipApi.def"
};

/// Whether `error` is raised by a kernel while it runs (an illegal address,
/// a device assert, ...; HipApi.def): it surfaces at a later
/// synchronization, and the dispatches since the last one are named.
bool isAsyncExecutionError(hipError_t error);

/// Loads the HIP runtime once (dlopen of DBG_HIP_RUNTIME, else
/// libamdhip64.so, .so.6, .so.5) and returns its table, or nullptr with
/// `error` naming the library and the missing symbol. Thread-safe.
const HipApi *loadHipApi(std::string &error);

} // namespace dbgrt::hip

#endif // DBGRT_HIP_HIPAPI_H
