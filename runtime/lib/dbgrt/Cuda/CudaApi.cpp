//===- CudaApi.cpp - dlopen the CUDA driver -------------------------------===//

#include "CudaApi.h"

#include "DriverLibrary.h"

namespace dbgrt::cuda {

namespace {
/// A CUresult CudaApi.def names.
struct KnownError {
  CUresult code;
  const char *name;
  bool async;
};

constexpr KnownError kKnownErrors[] = {
#define DBGRT_CUDA_ERROR(CODE, NAME, ASYNC) {CODE, #NAME, ASYNC != 0},
#include "CudaApi.def"
};

const KnownError *findKnownError(CUresult result) {
  for (const KnownError &known : kKnownErrors)
    if (known.code == result)
      return &known;
  return nullptr;
}
} // namespace

bool isAsyncExecutionError(CUresult result) {
  const KnownError *known = findKnownError(result);
  return known && known->async;
}

const char *knownErrorName(CUresult result) {
  // After the driver has shut down at exit, cuGetErrorName itself fails, and
  // an error must still be named.
  const KnownError *known = findKnownError(result);
  return known ? known->name : nullptr;
}

namespace {
const DriverLibrary kDriver{
    "the CUDA driver", "DBG_CUDA_DRIVER", {"libcuda.so.1"}};

bool bindAll(void *handle, CudaApi &api, std::string &error) {
#define DBGRT_CUDA_FUNCTION(NAME, SYMBOL, PARAMS)                              \
  if (!bindDriverFunction(handle, kDriver, SYMBOL, api.NAME, error))           \
    return false;
#include "CudaApi.def"
  return true;
}
} // namespace

const CudaApi *loadCudaApi(std::string &error) {
  return loadDriverApi<CudaApi>(kDriver, bindAll, error);
}

} // namespace dbgrt::cuda
