//===- HipApi.cpp - the HIP runtime API, loaded at run time ---------------===//

#include "HipApi.h"

#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

namespace dbgrt::hip {

bool isAsyncExecutionError(hipError_t error) {
  switch (error) {
#define DBGRT_HIP_ASYNC_ERROR(CODE, NAME)                                      \
  case CODE:                                                                   \
    return true;
#include "HipApi.def"
  default:
    return false;
  }
}

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

bool loadAll(void *lib, HipApi &api, std::string &error) {
#define DBGRT_HIP_FUNCTION(RESULT, NAME, PARAMS)                               \
  if (!lookup(lib, #NAME, api.NAME, error))                                    \
    return false;
#include "HipApi.def"
  return true;
}
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
