//===- CudaApi.cpp - dlopen the CUDA driver
//----------------------------------===//

#include "CudaApi.h"

#include <dlfcn.h>

#include <cstdlib>
#include <mutex>

namespace dbgrt::cuda {

bool isAsyncExecutionError(CUresult result) {
  switch (result) {
  case 700: // CUDA_ERROR_ILLEGAL_ADDRESS
  case 702: // CUDA_ERROR_LAUNCH_TIMEOUT
  case 710: // CUDA_ERROR_ASSERT
  case 714: // CUDA_ERROR_HARDWARE_STACK_ERROR
  case 715: // CUDA_ERROR_ILLEGAL_INSTRUCTION
  case 716: // CUDA_ERROR_MISALIGNED_ADDRESS
  case 717: // CUDA_ERROR_INVALID_ADDRESS_SPACE
  case 718: // CUDA_ERROR_INVALID_PC
  case 719: // CUDA_ERROR_LAUNCH_FAILED
    return true;
  default:
    return false;
  }
}

namespace {
std::mutex gMutex;
CudaApi gApi;
bool gLoaded = false;
std::string gLoadError;

template <typename Fn>
bool lookup(void *library, const char *symbol, Fn &slot, std::string &error) {
  slot = reinterpret_cast<Fn>(dlsym(library, symbol));
  if (slot)
    return true;
  error = std::string("the CUDA driver has no symbol '") + symbol + "'";
  return false;
}

bool loadAll(void *lib, CudaApi &api, std::string &error) {
  return lookup(lib, "cuInit", api.cuInit, error) &&
         lookup(lib, "cuDeviceGetCount", api.cuDeviceGetCount, error) &&
         lookup(lib, "cuDeviceGet", api.cuDeviceGet, error) &&
         lookup(lib, "cuDeviceGetAttribute", api.cuDeviceGetAttribute, error) &&
         lookup(lib, "cuDevicePrimaryCtxRetain", api.cuDevicePrimaryCtxRetain,
                error) &&
         lookup(lib, "cuCtxSetCurrent", api.cuCtxSetCurrent, error) &&
         lookup(lib, "cuModuleLoadDataEx", api.cuModuleLoadDataEx, error) &&
         lookup(lib, "cuModuleUnload", api.cuModuleUnload, error) &&
         lookup(lib, "cuModuleGetFunction", api.cuModuleGetFunction, error) &&
         lookup(lib, "cuFuncSetAttribute", api.cuFuncSetAttribute, error) &&
         lookup(lib, "cuLaunchKernel", api.cuLaunchKernel, error) &&
         lookup(lib, "cuLaunchKernelEx", api.cuLaunchKernelEx, error) &&
         lookup(lib, "cuStreamCreate", api.cuStreamCreate, error) &&
         lookup(lib, "cuStreamDestroy_v2", api.cuStreamDestroy, error) &&
         lookup(lib, "cuStreamSynchronize", api.cuStreamSynchronize, error) &&
         lookup(lib, "cuStreamWaitEvent", api.cuStreamWaitEvent, error) &&
         lookup(lib, "cuEventCreate", api.cuEventCreate, error) &&
         lookup(lib, "cuEventDestroy_v2", api.cuEventDestroy, error) &&
         lookup(lib, "cuEventSynchronize", api.cuEventSynchronize, error) &&
         lookup(lib, "cuEventRecord", api.cuEventRecord, error) &&
         lookup(lib, "cuMemAlloc_v2", api.cuMemAlloc, error) &&
         lookup(lib, "cuMemAllocManaged", api.cuMemAllocManaged, error) &&
         lookup(lib, "cuMemFree_v2", api.cuMemFree, error) &&
         lookup(lib, "cuMemcpyAsync", api.cuMemcpyAsync, error) &&
         lookup(lib, "cuMemcpyHtoD_v2", api.cuMemcpyHtoD, error) &&
         lookup(lib, "cuMemsetD32Async", api.cuMemsetD32Async, error) &&
         lookup(lib, "cuMemsetD16Async", api.cuMemsetD16Async, error) &&
         lookup(lib, "cuMemHostRegister_v2", api.cuMemHostRegister, error) &&
         lookup(lib, "cuMemHostUnregister", api.cuMemHostUnregister, error) &&
         lookup(lib, "cuTensorMapEncodeTiled", api.cuTensorMapEncodeTiled,
                error) &&
         lookup(lib, "cuGetErrorName", api.cuGetErrorName, error) &&
         lookup(lib, "cuGetErrorString", api.cuGetErrorString, error);
}
} // namespace

const CudaApi *loadCudaApi(std::string &error) {
  std::lock_guard<std::mutex> lock(gMutex);
  if (!gLoaded) {
    gLoaded = true;
    const char *path = std::getenv("DBG_CUDA_DRIVER");
    if (!path || !*path)
      path = "libcuda.so.1";
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      const char *why = dlerror();
      gLoadError = std::string("cannot load the CUDA driver '") + path +
                   "': " + (why ? why : "unknown error");
    } else if (!loadAll(lib, gApi, gLoadError)) {
      gLoadError += std::string(" (loaded from '") + path + "')";
    }
  }
  if (!gLoadError.empty()) {
    error = gLoadError;
    return nullptr;
  }
  return &gApi;
}

} // namespace dbgrt::cuda
