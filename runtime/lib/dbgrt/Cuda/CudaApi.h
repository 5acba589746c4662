//===- CudaApi.h - the CUDA driver API, loaded at run time ------*- C++ -*-===//
//
// The subset of the CUDA driver API that libdbgrt calls, as one table of
// function pointers filled by dlopen("libcuda.so.1")/dlsym. The types are
// declared here with the driver's ABI, so building needs no CUDA toolkit.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_CUDA_CUDAAPI_H
#define DBGRT_CUDA_CUDAAPI_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace dbgrt::cuda {

using CUresult = int;
using CUdevice = int;
using CUcontext = void *;
using CUmodule = void *;
using CUfunction = void *;
using CUstream = void *;
using CUevent = void *;
using CUdeviceptr = unsigned long long;
using CUmemoryPool = void *;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_DEINITIALIZED = 4;
constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;

constexpr int CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97;
constexpr int CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
/// cuda.h: the device supports cuMemAllocAsync and memory pools.
constexpr int CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115;
/// cuda.h: CUmemPool_attribute (a cuuint64_t).
constexpr int CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4;
/// cuda.h: CUfunction_attribute.
/// cuda.h: CUpointer_attribute and CUmemorytype.
constexpr int CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2;
constexpr int CU_POINTER_ATTRIBUTE_IS_MANAGED = 8;
constexpr unsigned CU_MEMORYTYPE_HOST = 1;
constexpr unsigned CU_MEMORYTYPE_DEVICE = 2;
constexpr unsigned CU_EVENT_DEFAULT = 0;

/// CU_JIT_* option ids (cuda.h: CUjit_option).
constexpr int CU_JIT_ERROR_LOG_BUFFER = 5;
constexpr int CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;
constexpr int CU_JIT_OPTIMIZATION_LEVEL = 7;

constexpr unsigned CU_MEM_ATTACH_GLOBAL = 1;
constexpr unsigned CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4;

/// cuda.h: CUlaunchAttributeValue (a 64-byte union) and CUlaunchAttribute.
union CUlaunchAttributeValue {
  char pad[64];
  struct {
    unsigned x, y, z;
  } clusterDim;
};
struct CUlaunchAttribute {
  unsigned id;
  char pad[8 - sizeof(unsigned)];
  CUlaunchAttributeValue value;
};
struct CUlaunchConfig {
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute *attrs;
  unsigned numAttrs;
};
/// cuda.h: CUtensorMap, an opaque 128-byte, 64-byte-aligned descriptor.
struct alignas(64) CUtensorMap {
  uint64_t opaque[16];
};

/// Returns true for the errors a kernel raises while it runs (illegal
/// address, trap, device assert, ...): they surface at a later
/// synchronization and leave the context unusable.
bool isAsyncExecutionError(CUresult result);

/// The name cuda.h gives `result` ("CUDA_ERROR_DEINITIALIZED"), or nullptr
/// for a value it does not list.
const char *knownErrorName(CUresult result);

/// The driver entry points libdbgrt uses (CudaApi.def). Versioned symbols
/// are loaded under their versioned names (cuMemAlloc_v2, ...).
struct CudaApi {
#define DBGRT_CUDA_FUNCTION(NAME, SYMBOL, PARAMS) CUresult(*NAME) PARAMS;
#include "CudaApi.def"
};

/// Loads the driver once (dlopen("libcuda.so.1"), or the path in
/// DBG_CUDA_DRIVER) and returns its table, or nullptr with `error` set to a
/// message naming the library and the missing symbol. Thread-safe.
const CudaApi *loadCudaApi(std::string &error);

} // namespace dbgrt::cuda

#endif // DBGRT_CUDA_CUDAAPI_H
