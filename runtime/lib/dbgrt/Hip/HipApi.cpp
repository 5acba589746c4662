//===- HipApi.cpp - the HIP runtime API, loaded at run time ---------------===//

#include "HipApi.h"

#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

namespace dbgrt::hip {

namespace {
std::mutex gMutex;
bool gLoaded = false;
HipApi gApi;
std::string gLoadError;

template <typename Fn>
bool lookup(void *lib, const char *name, Fn &slot, std::string &error) {
  void *symbol = dlsym(lib, name);
  if (!symbol) {
    error = std::string("the HIP runtime has no '") + name + "'";
    return false;
  }
  slot = reinterpret_cast<Fn>(symbol);
  return true;
}

#define DBGRT_HIP_LOOKUP(NAME) lookup(lib, #NAME, api.NAME, error)

bool loadAll(void *lib, HipApi &api, std::string &error) {
  return DBGRT_HIP_LOOKUP(hipInit) && DBGRT_HIP_LOOKUP(hipGetDeviceCount) &&
         DBGRT_HIP_LOOKUP(hipSetDevice) &&
         DBGRT_HIP_LOOKUP(hipModuleLoadData) &&
         DBGRT_HIP_LOOKUP(hipModuleUnload) &&
         DBGRT_HIP_LOOKUP(hipModuleGetFunction) &&
         DBGRT_HIP_LOOKUP(hipModuleGetGlobal) &&
         DBGRT_HIP_LOOKUP(hipModuleLaunchKernel) &&
         DBGRT_HIP_LOOKUP(hipStreamCreate) &&
         DBGRT_HIP_LOOKUP(hipStreamDestroy) &&
         DBGRT_HIP_LOOKUP(hipStreamSynchronize) &&
         DBGRT_HIP_LOOKUP(hipStreamWaitEvent) &&
         DBGRT_HIP_LOOKUP(hipEventCreate) &&
         DBGRT_HIP_LOOKUP(hipEventDestroy) &&
         DBGRT_HIP_LOOKUP(hipEventSynchronize) &&
         DBGRT_HIP_LOOKUP(hipEventRecord) && DBGRT_HIP_LOOKUP(hipMalloc) &&
         DBGRT_HIP_LOOKUP(hipMallocManaged) && DBGRT_HIP_LOOKUP(hipFree) &&
         DBGRT_HIP_LOOKUP(hipHostMalloc) && DBGRT_HIP_LOOKUP(hipHostFree) &&
         DBGRT_HIP_LOOKUP(hipHostRegister) &&
         DBGRT_HIP_LOOKUP(hipHostUnregister) &&
         DBGRT_HIP_LOOKUP(hipHostGetDevicePointer) &&
         DBGRT_HIP_LOOKUP(hipMemcpy) && DBGRT_HIP_LOOKUP(hipMemcpyAsync) &&
         DBGRT_HIP_LOOKUP(hipMemsetD32Async) &&
         DBGRT_HIP_LOOKUP(hipMemsetD16Async) &&
         DBGRT_HIP_LOOKUP(hipDeviceSynchronize) &&
         DBGRT_HIP_LOOKUP(hipGetErrorName) &&
         DBGRT_HIP_LOOKUP(hipGetErrorString);
}
#undef DBGRT_HIP_LOOKUP
} // namespace

const HipApi *loadHipApi(std::string &error) {
  std::lock_guard<std::mutex> lock(gMutex);
  if (!gLoaded) {
    gLoaded = true;
    const char *env = std::getenv("DBG_HIP_RUNTIME");
    std::string tried;
    void *lib = nullptr;
    const char *names[] = {"libamdhip64.so", "libamdhip64.so.6",
                           "libamdhip64.so.5"};
    if (env && *env) {
      lib = dlopen(env, RTLD_NOW | RTLD_LOCAL);
      tried = std::string("'") + env + "'";
    } else {
      for (const char *name : names) {
        if ((lib = dlopen(name, RTLD_NOW | RTLD_LOCAL)))
          break;
        tried += (tried.empty() ? "'" : ", '") + std::string(name) + "'";
      }
    }
    if (!lib) {
      const char *why = dlerror();
      gLoadError = "cannot load the HIP runtime (" + tried +
                   "): " + (why ? why : "not found");
    } else if (!loadAll(lib, gApi, gLoadError)) {
      gLoadError += " (loaded from " + tried + ")";
    }
  }
  if (!gLoadError.empty()) {
    error = gLoadError;
    return nullptr;
  }
  return &gApi;
}

} // namespace dbgrt::hip
