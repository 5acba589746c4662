//===- Testing.cpp - test-only access to libdbgrt's state -----------------===//

#include "Testing.h"

#include "Checks.h"
#include "Cuda/CudaBackend.h"
#include "Cuda/CudaState.h"
#include "GpuBackend.h"
#include "Hip/HipBackend.h"
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

void RuntimeTesting::forget(GpuBackend &backend) {
  std::lock_guard<std::mutex> lock(backend.mutex);
  backend.kernelNames.clear();
  backend.names.clear();
  backend.streams.clear();
  backend.reportedStreams.clear();
  backend.runtimeKernels.clear();
  backend.scans = std::make_unique<GpuBackend::ScanSlots>();
  backend.stats = std::make_unique<GpuBackend::StatsKernel>();
  backend.timing = std::make_unique<GpuBackend::Timing>();
  ++backend.lookupGeneration;
}

void useCudaApi(const cuda::CudaApi *api) {
  RuntimeTesting::forget(cuda::device());
  cuda::CudaState &s = cuda::state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.api = api;
  s.device = 0;
  s.contexts.clear();
  s.maxSharedOptin.clear();
  ++cuda::gGeneration;
}

void useHipApi(const hip::HipApi *api) {
  RuntimeTesting::forget(hip::gpu());
  hip::HipState &s = hip::state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.testApi = api;
  s.api = nullptr;
  s.device = 0;
  s.chip = 0;
  s.sharedMemoryLimit.clear();
  hip::gActive = false;
  ++hip::gGeneration;
}

} // namespace dbgrt
