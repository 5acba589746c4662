//===- Backend.cpp - what the runtime's core asks of a device -------------===//

#include "Backend.h"

#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <mutex>

using namespace dbgrt;

bool DeviceBackend::tensorStats(const void *, DType, int64_t, TensorStats &,
                                std::string &error) {
  error = std::string("no device statistics on ") + name();
  return false;
}

bool DeviceBackend::scanNonFinite(const DbgrtSite *, void *, int64_t, int32_t,
                                  const DispatchInfo &) {
  return false;
}

int32_t DeviceBackend::memoryKind(const void *) { return DBGRT_MEMORY_UNKNOWN; }

void DeviceBackend::eventTimes(void *, void *, int64_t &startNs,
                               int64_t &durationNs) {
  startNs = durationNs = -1;
}

namespace {
struct Registry {
  std::mutex mutex;
  std::vector<DeviceBackend *> backends;
};
Registry &registry() {
  static Registry *r = new Registry(); // Used at exit.
  return *r;
}
} // namespace

void dbgrt::registerBackend(DeviceBackend &backend) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  if (std::find(r.backends.begin(), r.backends.end(), &backend) ==
      r.backends.end())
    r.backends.push_back(&backend);
}

std::vector<DeviceBackend *> dbgrt::registeredBackends() {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.backends;
}
