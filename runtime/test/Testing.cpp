//===- Testing.cpp - test-only access to libdbgrt's state -----------------===//

#include "Testing.h"

#include "Checks.h"
#include "Cuda/CudaState.h"
#include "Hip/HipState.h"
#include "Runtime.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace dbgrt {

void RuntimeTesting::restart(const char *env) {
  if (env)
    setenv("DBG_OPTIONS", env, 1);
  else
    unsetenv("DBG_OPTIONS");
  Runtime &rt = Runtime::get();
  {
    std::lock_guard<std::mutex> lock(rt.mutex);
    rt.siteTable.clear();
    rt.sitesById.clear();
    rt.hasCheckSites = false;
    rt.pending.clear();
    rt.droppedPending = 0;
    rt.nextId = 1;
    rt.isExiting = false;
    rt.checksFinished = false;
    rt.moduleSettings.clear();
  }
  {
    CheckRecords &records = CheckRecords::get();
    std::lock_guard<std::mutex> lock(records.mutex);
    records.records.clear();
    records.scans.clear();
    records.errors = 0;
    records.hasWork = false;
  }
  Runtime::tOpen = Runtime::OpenDispatch();
  rt.readEnvironment();
  rt.applyOptions();
}

std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void useCudaApi(const cuda::CudaApi *api) {
  cuda::CudaState &s = cuda::state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.api = api;
  s.device = 0;
  s.contexts.clear();
  s.maxSharedOptin.clear();
  s.kernelNames.clear();
  s.names.clear();
  s.streams.clear();
  s.reportedStreams.clear();
  ++cuda::gGeneration;
  ++cuda::gLookupGeneration;
}

void useHipApi(const hip::HipApi *api) {
  hip::HipState &s = hip::state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.testApi = api;
  s.api = nullptr;
  s.device = 0;
  s.kernelNames.clear();
  s.names.clear();
  hip::gActive = false;
  ++hip::gGeneration;
}

} // namespace dbgrt
