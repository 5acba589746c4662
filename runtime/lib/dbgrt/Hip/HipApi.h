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

/// The entry points libdbgrt uses.
struct HipApi {
  hipError_t (*hipInit)(unsigned flags);
  hipError_t (*hipGetDeviceCount)(int *count);
  hipError_t (*hipSetDevice)(int device);
  hipError_t (*hipModuleLoadData)(hipModule_t *module, const void *image);
  hipError_t (*hipModuleUnload)(hipModule_t module);
  hipError_t (*hipModuleGetFunction)(hipFunction_t *function,
                                     hipModule_t module, const char *name);
  hipError_t (*hipModuleGetGlobal)(void **address, size_t *bytes,
                                   hipModule_t module, const char *name);
  hipError_t (*hipModuleLaunchKernel)(hipFunction_t function, unsigned gridX,
                                      unsigned gridY, unsigned gridZ,
                                      unsigned blockX, unsigned blockY,
                                      unsigned blockZ, unsigned smem,
                                      hipStream_t stream, void **params,
                                      void **extra);
  hipError_t (*hipStreamCreate)(hipStream_t *stream);
  hipError_t (*hipStreamDestroy)(hipStream_t stream);
  hipError_t (*hipStreamSynchronize)(hipStream_t stream);
  hipError_t (*hipStreamWaitEvent)(hipStream_t stream, hipEvent_t event,
                                   unsigned flags);
  hipError_t (*hipEventCreate)(hipEvent_t *event);
  hipError_t (*hipEventDestroy)(hipEvent_t event);
  hipError_t (*hipEventSynchronize)(hipEvent_t event);
  hipError_t (*hipEventRecord)(hipEvent_t event, hipStream_t stream);
  hipError_t (*hipMalloc)(void **ptr, size_t bytes);
  hipError_t (*hipMallocManaged)(void **ptr, size_t bytes, unsigned flags);
  hipError_t (*hipFree)(void *ptr);
  hipError_t (*hipHostMalloc)(void **ptr, size_t bytes, unsigned flags);
  hipError_t (*hipHostFree)(void *ptr);
  hipError_t (*hipHostRegister)(void *ptr, size_t bytes, unsigned flags);
  hipError_t (*hipHostUnregister)(void *ptr);
  hipError_t (*hipHostGetDevicePointer)(void **device, void *host,
                                        unsigned flags);
  hipError_t (*hipMemcpy)(void *dst, const void *src, size_t bytes, int kind);
  hipError_t (*hipMemcpyAsync)(void *dst, const void *src, size_t bytes,
                               int kind, hipStream_t stream);
  hipError_t (*hipMemsetD32Async)(void *dst, int value, size_t count,
                                  hipStream_t stream);
  hipError_t (*hipMemsetD16Async)(void *dst, unsigned short value, size_t count,
                                  hipStream_t stream);
  hipError_t (*hipDeviceSynchronize)();
  const char *(*hipGetErrorName)(hipError_t error);
  const char *(*hipGetErrorString)(hipError_t error);
};

/// Loads the HIP runtime once (dlopen of DBG_HIP_RUNTIME, else
/// libamdhip64.so, .so.6, .so.5) and returns its table, or nullptr with
/// `error` naming the library and the missing symbol. Thread-safe.
const HipApi *loadHipApi(std::string &error);

} // namespace dbgrt::hip

#endif // DBGRT_HIP_HIPAPI_H
