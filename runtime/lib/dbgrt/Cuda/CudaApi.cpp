//===- CudaApi.cpp - dlopen the CUDA driver -------------------------------===//

#include "CudaApi.h"

#include <dlfcn.h>

#include <cstdlib>
#include <mutex>
#include <utility>

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

const char *knownErrorName(CUresult result) {
  // The CUresult values of cuda.h (CUDA 13): after the driver has shut down
  // at exit, cuGetErrorName itself fails, and an error must still be named.
  static const std::pair<CUresult, const char *> kNames[] = {
      {0, "CUDA_SUCCESS"},
      {1, "CUDA_ERROR_INVALID_VALUE"},
      {2, "CUDA_ERROR_OUT_OF_MEMORY"},
      {3, "CUDA_ERROR_NOT_INITIALIZED"},
      {4, "CUDA_ERROR_DEINITIALIZED"},
      {5, "CUDA_ERROR_PROFILER_DISABLED"},
      {6, "CUDA_ERROR_PROFILER_NOT_INITIALIZED"},
      {7, "CUDA_ERROR_PROFILER_ALREADY_STARTED"},
      {8, "CUDA_ERROR_PROFILER_ALREADY_STOPPED"},
      {34, "CUDA_ERROR_STUB_LIBRARY"},
      {36, "CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER"},
      {46, "CUDA_ERROR_DEVICE_UNAVAILABLE"},
      {100, "CUDA_ERROR_NO_DEVICE"},
      {101, "CUDA_ERROR_INVALID_DEVICE"},
      {102, "CUDA_ERROR_DEVICE_NOT_LICENSED"},
      {200, "CUDA_ERROR_INVALID_IMAGE"},
      {201, "CUDA_ERROR_INVALID_CONTEXT"},
      {202, "CUDA_ERROR_CONTEXT_ALREADY_CURRENT"},
      {205, "CUDA_ERROR_MAP_FAILED"},
      {206, "CUDA_ERROR_UNMAP_FAILED"},
      {207, "CUDA_ERROR_ARRAY_IS_MAPPED"},
      {208, "CUDA_ERROR_ALREADY_MAPPED"},
      {209, "CUDA_ERROR_NO_BINARY_FOR_GPU"},
      {210, "CUDA_ERROR_ALREADY_ACQUIRED"},
      {211, "CUDA_ERROR_NOT_MAPPED"},
      {212, "CUDA_ERROR_NOT_MAPPED_AS_ARRAY"},
      {213, "CUDA_ERROR_NOT_MAPPED_AS_POINTER"},
      {214, "CUDA_ERROR_ECC_UNCORRECTABLE"},
      {215, "CUDA_ERROR_UNSUPPORTED_LIMIT"},
      {216, "CUDA_ERROR_CONTEXT_ALREADY_IN_USE"},
      {217, "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED"},
      {218, "CUDA_ERROR_INVALID_PTX"},
      {219, "CUDA_ERROR_INVALID_GRAPHICS_CONTEXT"},
      {220, "CUDA_ERROR_NVLINK_UNCORRECTABLE"},
      {221, "CUDA_ERROR_JIT_COMPILER_NOT_FOUND"},
      {222, "CUDA_ERROR_UNSUPPORTED_PTX_VERSION"},
      {223, "CUDA_ERROR_JIT_COMPILATION_DISABLED"},
      {224, "CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY"},
      {225, "CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC"},
      {226, "CUDA_ERROR_CONTAINED"},
      {300, "CUDA_ERROR_INVALID_SOURCE"},
      {301, "CUDA_ERROR_FILE_NOT_FOUND"},
      {302, "CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND"},
      {303, "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED"},
      {304, "CUDA_ERROR_OPERATING_SYSTEM"},
      {400, "CUDA_ERROR_INVALID_HANDLE"},
      {401, "CUDA_ERROR_ILLEGAL_STATE"},
      {402, "CUDA_ERROR_LOSSY_QUERY"},
      {500, "CUDA_ERROR_NOT_FOUND"},
      {600, "CUDA_ERROR_NOT_READY"},
      {700, "CUDA_ERROR_ILLEGAL_ADDRESS"},
      {701, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"},
      {702, "CUDA_ERROR_LAUNCH_TIMEOUT"},
      {703, "CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING"},
      {704, "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED"},
      {705, "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED"},
      {708, "CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE"},
      {709, "CUDA_ERROR_CONTEXT_IS_DESTROYED"},
      {710, "CUDA_ERROR_ASSERT"},
      {711, "CUDA_ERROR_TOO_MANY_PEERS"},
      {712, "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"},
      {713, "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED"},
      {714, "CUDA_ERROR_HARDWARE_STACK_ERROR"},
      {715, "CUDA_ERROR_ILLEGAL_INSTRUCTION"},
      {716, "CUDA_ERROR_MISALIGNED_ADDRESS"},
      {717, "CUDA_ERROR_INVALID_ADDRESS_SPACE"},
      {718, "CUDA_ERROR_INVALID_PC"},
      {719, "CUDA_ERROR_LAUNCH_FAILED"},
      {720, "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE"},
      {721, "CUDA_ERROR_TENSOR_MEMORY_LEAK"},
      {800, "CUDA_ERROR_NOT_PERMITTED"},
      {801, "CUDA_ERROR_NOT_SUPPORTED"},
      {802, "CUDA_ERROR_SYSTEM_NOT_READY"},
      {803, "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"},
      {804, "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"},
      {805, "CUDA_ERROR_MPS_CONNECTION_FAILED"},
      {806, "CUDA_ERROR_MPS_RPC_FAILURE"},
      {807, "CUDA_ERROR_MPS_SERVER_NOT_READY"},
      {808, "CUDA_ERROR_MPS_MAX_CLIENTS_REACHED"},
      {809, "CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED"},
      {810, "CUDA_ERROR_MPS_CLIENT_TERMINATED"},
      {811, "CUDA_ERROR_CDP_NOT_SUPPORTED"},
      {812, "CUDA_ERROR_CDP_VERSION_MISMATCH"},
      {900, "CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED"},
      {901, "CUDA_ERROR_STREAM_CAPTURE_INVALIDATED"},
      {902, "CUDA_ERROR_STREAM_CAPTURE_MERGE"},
      {903, "CUDA_ERROR_STREAM_CAPTURE_UNMATCHED"},
      {904, "CUDA_ERROR_STREAM_CAPTURE_UNJOINED"},
      {905, "CUDA_ERROR_STREAM_CAPTURE_ISOLATION"},
      {906, "CUDA_ERROR_STREAM_CAPTURE_IMPLICIT"},
      {907, "CUDA_ERROR_CAPTURED_EVENT"},
      {908, "CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD"},
      {909, "CUDA_ERROR_TIMEOUT"},
      {910, "CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE"},
      {911, "CUDA_ERROR_EXTERNAL_DEVICE"},
      {912, "CUDA_ERROR_INVALID_CLUSTER_SIZE"},
      {913, "CUDA_ERROR_FUNCTION_NOT_LOADED"},
      {914, "CUDA_ERROR_INVALID_RESOURCE_TYPE"},
      {915, "CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION"},
      {916, "CUDA_ERROR_KEY_ROTATION"},
      {999, "CUDA_ERROR_UNKNOWN"},
  };
  for (const auto &[code, name] : kNames)
    if (code == result)
      return name;
  return nullptr;
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
         lookup(lib, "cuMemcpyDtoH_v2", api.cuMemcpyDtoH, error) &&
         lookup(lib, "cuMemHostAlloc", api.cuMemHostAlloc, error) &&
         lookup(lib, "cuMemHostGetDevicePointer_v2",
                api.cuMemHostGetDevicePointer, error) &&
         lookup(lib, "cuMemFreeHost", api.cuMemFreeHost, error) &&
         lookup(lib, "cuModuleGetGlobal_v2", api.cuModuleGetGlobal, error) &&
         lookup(lib, "cuMemHostRegister_v2", api.cuMemHostRegister, error) &&
         lookup(lib, "cuMemHostUnregister", api.cuMemHostUnregister, error) &&
         lookup(lib, "cuTensorMapEncodeTiled", api.cuTensorMapEncodeTiled,
                error) &&
         lookup(lib, "cuPointerGetAttribute", api.cuPointerGetAttribute,
                error) &&
         lookup(lib, "cuEventElapsedTime", api.cuEventElapsedTime, error) &&
         lookup(lib, "cuFuncGetAttribute", api.cuFuncGetAttribute, error) &&
         lookup(lib, "cuCtxSynchronize", api.cuCtxSynchronize, error) &&
         lookup(lib, "cuMemcpy", api.cuMemcpy, error) &&
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
