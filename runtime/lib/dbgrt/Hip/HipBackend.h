//===- HipBackend.h - libdbgrt's HIP backend --------------------*- C++ -*-===//
//
// The mgpu* API on the HIP runtime, for programs compiled with
// --target=rocm: their kernel modules are AMDGPU code objects (HSACO), and
// the first one loaded selects this backend for the rest of the process.
// The mgpu* entry points (Cuda.cpp) forward here once it is active. Every
// failing call is reported with the dispatch it belongs to, sync mode and
// the watchdog work as on CUDA, and the device error record is attached at
// module load (hipModuleGetGlobal) and read at synchronizations.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_HIP_HIPBACKEND_H
#define DBGRT_HIP_HIPBACKEND_H

#include "HipApi.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace dbgrt {
class GpuBackend;
} // namespace dbgrt

namespace dbgrt::hip {

/// The HIP backend (GpuBackend.h): what Mgpu.cpp forwards to once a code
/// object was loaded; registered with the core (registerBackend) then.
GpuBackend &gpu();

/// Whether `image` is an AMDGPU code object (an ELF for EM_AMDGPU).
bool isCodeObject(const void *image);
/// Whether the process runs its kernels through HIP (a code object was
/// loaded).
bool active();

void *moduleLoad(const char *entry, const void *image);
void moduleUnload(void *module);
void *moduleGetFunction(void *module, const char *name);
void launch(const char *entry, void *function, const int64_t grid[3],
            const int64_t block[3], int32_t smem, void *stream, void **params,
            void **extra);
void *streamCreate();
void streamDestroy(void *stream);
void streamSynchronize(void *stream);
void streamWaitEvent(void *stream, void *event);
void *eventCreate();
void eventDestroy(void *event);
void eventSynchronize(void *event);
void eventRecord(void *event, void *stream);
void setDevice(int32_t device);
void *memAlloc(uint64_t bytes, void *stream, bool hostShared);
void memFree(void *ptr);
void memcpy(void *dst, void *src, size_t bytes, void *stream);
void memset32(void *dst, uint32_t value, size_t count, void *stream);
void memset16(void *dst, unsigned short value, size_t count, void *stream);
void hostRegister(const char *entry, void *ptr, size_t bytes);
void hostUnregister(void *ptr);
/// The device address of registered host memory at `host`.
void *deviceAddress(const char *entry, void *host);
/// Waits for the device, then copies `bytes` at `source` to host `dest`.
bool readMemory(void *dest, const void *source, size_t bytes,
                std::string &error);

} // namespace dbgrt::hip

#endif // DBGRT_HIP_HIPBACKEND_H
