//===- Testing.cpp - test-only access to libdbgrt's state -----------------===//

#include "Testing.h"

#include "Checks.h"
#include "Cuda/CudaBackend.h"
#include "Cuda/CudaState.h"
#include "GpuBackend.h"
#include "Hip/HipBackend.h"
#include "Hip/HipState.h"
#include "Runtime.h"

#include <algorithm>
#include <cstdlib>
#include <deque>
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
    // Kept alive: state outside the runtime (a backend's last launch, a
    // thread's parsed operand lists) may still point at their sites.
    static std::deque<Runtime::SiteModule> retired;
    for (Runtime::SiteModule &module : rt.siteModules)
      retired.push_back(std::move(module));
    rt.siteModules.clear();
    rt.lastSiteModule = nullptr;
    rt.sitesById = nullptr;
    rt.hasCheckSites = false;
    rt.isExiting = false;
    rt.checksFinished = false;
    rt.moduleSettings.clear();
  }
  rt.features().races.reset();
  rt.features().checks.clear();
  {
    CheckRecords &records = CheckRecords::get();
    std::lock_guard<std::mutex> lock(records.mutex);
    records.records.clear();
    records.scans.clear();
    records.errors = 0;
    records.failedSites.clear();
    records.hasWork = false;
  }
  rt.dispatches().reset();
  rt.readEnvironment();
  rt.applyOptions();
}

namespace {
// One overload per C type of a site field: its record word.
int64_t packField(int64_t value, std::string &) { return value; }
int64_t packField(const char *value, std::string &strings) {
  if (!value)
    return -1;
  auto offset = static_cast<int64_t>(strings.size());
  strings.append(value);
  strings.push_back('\0');
  return offset;
}
} // namespace

PackedSites::PackedSites(std::initializer_list<DbgrtSite> sites) {
  for (const DbgrtSite &site : sites) {
    DbgrtSiteRecord &record = records.emplace_back();
#define DBGRT_SITE_FIELD(TYPE, NAME)                                           \
  record.NAME = packField(site.NAME, strings);
#include "dbgrt/Abi.def"
    // As the compiler's, ids are never 0; these are unique in the process.
    static int64_t nextId = 0x5173000;
    if (!record.id)
      record.id = ++nextId;
  }
}

void PackedSites::registerSites(const char *defaults, size_t first,
                                size_t count) const {
  count = std::min(count, records.size() - first);
  dbgrtRegisterSites(records.data() + first, static_cast<int64_t>(count),
                     strings.data(), static_cast<int64_t>(strings.size()),
                     defaults);
}

const DbgrtSite *PackedSites::site(size_t index) const {
  return Runtime::get().site(&records[index]);
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
  backend.reportedEntries.clear();
  backend.destroyedStreams.clear();
  backend.hostSharedMemory.clear();
  backend.hasHostShared = false;
  backend.runtimeKernels.clear();
  backend.scans = std::make_unique<GpuBackend::ScanSlots>();
  backend.stats = std::make_unique<GpuBackend::StatsKernel>();
  backend.timing = std::make_unique<GpuBackend::Timing>();
  backend.idleStreams.clear();
  backend.memoryCache.drainAll();
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
  s.streamOrdered.clear();
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
