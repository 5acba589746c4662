//===- HipApi.cpp - the HIP runtime API, loaded at run time ---------------===//

#include "HipApi.h"

#include "DriverLibrary.h"

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
const DriverLibrary kRuntime{
    "the HIP runtime",
    "DBG_HIP_RUNTIME",
    {"libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.5"}};

bool bindAll(void *handle, HipApi &api, std::string &error) {
#define DBGRT_HIP_FUNCTION(RESULT, NAME, PARAMS)                               \
  if (!bindDriverFunction(handle, kRuntime, #NAME, api.NAME, error))           \
    return false;
#include "HipApi.def"
  return true;
}
} // namespace

const HipApi *loadHipApi(std::string &error) {
  return loadDriverApi<HipApi>(kRuntime, bindAll, error);
}

} // namespace dbgrt::hip
