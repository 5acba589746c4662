//===- Driver.cpp - a CUDA driver whose calls cost nothing ----------------===//
//
// With Stubs.cpp, a stand-in libcuda.so.1 (DBG_CUDA_DRIVER) for bench/run.sh's
// `null` mode: no kernel runs and no call waits, so a program timed on it
// measures libdbgrt's own CPU time per launch, free of the driver's and of
// the GPU machine's noise. Device memory is host memory; a module defines no
// globals (libdbgrt then finds no device-side checks to read); the device
// has memory pools and 227 KB of opt-in shared memory per block.
//
//===----------------------------------------------------------------------===//

#include "Cuda/CudaApi.h"

#include <cstdlib>
#include <cstring>

using namespace dbgrt::cuda;

namespace {
constexpr CUresult kNotFound = 500; // CUDA_ERROR_NOT_FOUND

/// A distinct handle (module, function, stream, event, pool).
void *newHandle() { return std::malloc(16); }

void *address(CUdeviceptr ptr) { return reinterpret_cast<void *>(ptr); }

CUresult allocate(CUdeviceptr *ptr, size_t bytes) {
  *ptr = reinterpret_cast<CUdeviceptr>(std::calloc(1, bytes ? bytes : 1));
  return CUDA_SUCCESS;
}
} // namespace

extern "C" {
CUresult cuDeviceGetCount(int *count) {
  *count = 1;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  *device = ordinal;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetAttribute(int *value, int attribute, CUdevice) {
  *value =
      attribute == CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED ? 1 : 227 * 1024;
  return CUDA_SUCCESS;
}
CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice) {
  *context = newHandle();
  return CUDA_SUCCESS;
}
CUresult cuModuleLoadDataEx(CUmodule *module, const void *, unsigned, int *,
                            void **) {
  *module = newHandle();
  return CUDA_SUCCESS;
}
CUresult cuModuleGetFunction(CUfunction *function, CUmodule, const char *) {
  *function = newHandle();
  return CUDA_SUCCESS;
}
CUresult cuModuleGetGlobal_v2(CUdeviceptr *, size_t *, CUmodule, const char *) {
  return kNotFound;
}
CUresult cuStreamCreate(CUstream *stream, unsigned) {
  *stream = newHandle();
  return CUDA_SUCCESS;
}
CUresult cuEventCreate(CUevent *event, unsigned) {
  *event = newHandle();
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *pool, CUdevice) {
  *pool = newHandle();
  return CUDA_SUCCESS;
}
CUresult cuMemAlloc_v2(CUdeviceptr *ptr, size_t bytes) {
  return allocate(ptr, bytes);
}
CUresult cuMemAllocAsync(CUdeviceptr *ptr, size_t bytes, CUstream) {
  return allocate(ptr, bytes);
}
CUresult cuMemAllocManaged(CUdeviceptr *ptr, size_t bytes, unsigned) {
  return allocate(ptr, bytes);
}
CUresult cuMemFree_v2(CUdeviceptr ptr) {
  std::free(address(ptr));
  return CUDA_SUCCESS;
}
CUresult cuMemFreeAsync(CUdeviceptr ptr, CUstream) {
  std::free(address(ptr));
  return CUDA_SUCCESS;
}
CUresult cuMemHostAlloc(void **ptr, size_t bytes, unsigned) {
  *ptr = std::calloc(1, bytes ? bytes : 1);
  return CUDA_SUCCESS;
}
CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *device, void *host,
                                      unsigned) {
  *device = reinterpret_cast<CUdeviceptr>(host);
  return CUDA_SUCCESS;
}
CUresult cuMemFreeHost(void *ptr) {
  std::free(ptr);
  return CUDA_SUCCESS;
}
CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  std::memcpy(address(dst), address(src), bytes);
  return CUDA_SUCCESS;
}
CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                       CUstream) {
  return cuMemcpy(dst, src, bytes);
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t bytes) {
  std::memcpy(address(dst), src, bytes);
  return CUDA_SUCCESS;
}
CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t bytes) {
  std::memcpy(dst, address(src), bytes);
  return CUDA_SUCCESS;
}
CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned value, size_t count,
                          CUstream) {
  auto *words = static_cast<unsigned *>(address(dst));
  for (size_t i = 0; i < count; ++i)
    words[i] = value;
  return CUDA_SUCCESS;
}
CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t count,
                          CUstream) {
  auto *halves = static_cast<unsigned short *>(address(dst));
  for (size_t i = 0; i < count; ++i)
    halves[i] = value;
  return CUDA_SUCCESS;
}
CUresult cuPointerGetAttribute(void *data, int attribute, CUdeviceptr) {
  if (attribute == CU_POINTER_ATTRIBUTE_MEMORY_TYPE)
    *static_cast<unsigned *>(data) = CU_MEMORYTYPE_DEVICE;
  else
    *static_cast<unsigned *>(data) = 0;
  return CUDA_SUCCESS;
}
CUresult cuFuncGetAttribute(int *value, int, CUfunction) {
  *value = 0;
  return CUDA_SUCCESS;
}
CUresult cuEventElapsedTime(float *milliseconds, CUevent, CUevent) {
  *milliseconds = 0;
  return CUDA_SUCCESS;
}
CUresult cuGetErrorName(CUresult, const char **name) {
  *name = "CUDA_ERROR_UNKNOWN";
  return CUDA_SUCCESS;
}
CUresult cuGetErrorString(CUresult, const char **text) {
  *text = "an error of the null driver";
  return CUDA_SUCCESS;
}
} // extern "C"
