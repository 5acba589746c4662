//===- CudaApi.cpp - dlopen the CUDA driver -------------------------------===//

#include "CudaApi.h"

#include <dlfcn.h>

#include <cstdlib>
#include <mutex>
#include <utility>

namespace dbgrt::cuda {

bool isAsyncExecutionError(CUresult result) {
  switch (result) {
#define DBGRT_CUDA_ERROR(CODE, NAME, ASYNC)                                    \
  case CODE:                                                                   \
    return ASYNC;
#include "CudaApi.def"
  default:
    return false;
  }
}

const char *knownErrorName(CUresult result) {
  // After the driver has shut down at exit, cuGetErrorName itself fails, and
  // an error must still be named.
  switch (result) {
#define DBGRT_CUDA_ERROR(CODE, NAME, ASYNC)                                    \
  case CODE:                                                                   \
    return #NAME;
#include "CudaApi.def"
  default:
    return nullptr;
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
#define DBGRT_CUDA_FUNCTION(NAME, SYMBOL, PARAMS)                              \
  if (!lookup(lib, SYMBOL, api.NAME, error))                                   \
    return false;
#include "CudaApi.def"
  return true;
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
