//===- GpuBackend.h - the mgpu* API a GPU backend implements ----*- C++ -*-===//
//
// What MLIR's mgpu* entry points (Mgpu.cpp) ask of a GPU backend: modules,
// launches, streams and events, memory. CUDA (Cuda/) and HIP (Hip/) each
// implement it; Mgpu.cpp forwards every entry point to the backend that
// runs the program's kernels (the one whose code object was loaded). The
// core's questions about a device are DeviceBackend's (Backend.h). Every
// operation reports a failing driver call with the dispatch it belongs to
// and exits, as the entry point `entry` (an mgpu* name).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_GPUBACKEND_H
#define DBGRT_GPUBACKEND_H

#include "Backend.h"

#include <cstddef>
#include <cstdint>

namespace dbgrt {

class GpuBackend : public DeviceBackend {
public:
  /// Loads a kernel module (`size` bytes of PTX, cubin or HSACO at `image`;
  /// 0: a NUL-terminated image); `optLevel` is the JIT's, -1 for the
  /// driver's default.
  virtual void *moduleLoad(const char *entry, const void *image, size_t size,
                           int optLevel) = 0;
  virtual void moduleUnload(void *module) = 0;
  virtual void *moduleGetFunction(void *module, const char *name) = 0;
  /// Launches `function` on `grid` blocks of `block` threads (`cluster`:
  /// thread block clusters, or null), with `smem` bytes of dynamic shared
  /// memory, in `stream`.
  virtual void launch(const char *entry, void *function,
                      const unsigned *cluster, const int64_t grid[3],
                      const int64_t block[3], int32_t smem, void *stream,
                      void **params, void **extra) = 0;
  virtual void *streamCreate() = 0;
  virtual void streamDestroy(void *stream) = 0;
  virtual void streamSynchronize(void *stream) = 0;
  virtual void streamWaitEvent(void *stream, void *event) = 0;
  virtual void *eventCreate() = 0;
  virtual void eventDestroy(void *event) = 0;
  virtual void eventSynchronize(void *event) = 0;
  virtual void eventRecord(void *event, void *stream) = 0;
  /// mgpuSetDefaultDevice: the device later calls use.
  virtual void setDevice(int32_t device) = 0;
  virtual void *memAlloc(uint64_t bytes, void *stream, bool hostShared) = 0;
  virtual void memFree(void *ptr) = 0;
  virtual void memcpy(void *dst, void *src, size_t bytes, void *stream) = 0;
  virtual void memset32(void *dst, uint32_t value, size_t count,
                        void *stream) = 0;
  virtual void memset16(void *dst, unsigned short value, size_t count,
                        void *stream) = 0;
  /// Page-locks `bytes` bytes of host memory at `ptr` for the device.
  virtual void hostRegister(const char *entry, void *ptr, size_t bytes) = 0;
  virtual void hostUnregister(void *ptr) = 0;
  /// The device address of registered host memory at `host`.
  virtual void *deviceAddress(const char *entry, void *host) = 0;
  /// A TMA descriptor in device memory for a memref of `rank` (CUDA's
  /// cuTensorMapEncodeTiled); a backend without TMA exits with an error
  /// naming itself.
  virtual void *tensorMapEncodeTiled(const char *entry, int64_t rank,
                                     void *descriptor, int64_t dataType,
                                     int64_t interleave, int64_t swizzle,
                                     int64_t l2Promotion, int64_t oobFill,
                                     int64_t *boxDims) = 0;
};

} // namespace dbgrt

#endif // DBGRT_GPUBACKEND_H
