//===- Backend.cpp - what the runtime's core asks of a device -------------===//

#include "Backend.h"
#include "Runtime.h"

#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
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

void *DeviceBackend::allocateBuffer(size_t bytes) {
  return hostAddressable() ? std::malloc(bytes ? bytes : 1) : nullptr;
}

void DeviceBackend::releaseBuffer(void *buffer) { std::free(buffer); }

void DeviceBackend::copyBuffer(const char *, void *dest, const void *source,
                               size_t bytes, void *) {
  std::memcpy(dest, source, bytes);
}

void DeviceBackend::orderLaunch(LaunchRequest &request, const DispatchInfo &) {
  Runtime::get().features().races.checkDispatch(request.stream);
}

bool DeviceBackend::synchronousLaunch(const LaunchRequest &,
                                      const DispatchInfo &) {
  return Runtime::get().options().deviceSyncMode;
}

void DeviceBackend::enqueue(LaunchRequest &request, const DispatchInfo &,
                            bool) {
  Runtime::get().fatal(std::string(request.entry) + ": the " + name() +
                       " backend cannot launch kernels");
}

std::vector<WaitingBlocks> DeviceBackend::waitingBlocks(std::string &) {
  return {};
}

std::vector<WaitingBlocks> dbgrt::summarizeWaitSlots(const uint64_t *words,
                                                     size_t count) {
  std::vector<WaitingBlocks> groups;
  for (size_t block = 0; block < count; ++block) {
    const uint64_t *slot = words + block * DBGRT_WAIT_SLOT_WORDS;
    if (!slot[0])
      continue;
    WaitingBlocks here;
    here.siteId = static_cast<int64_t>(slot[0]);
    // Word 1 belongs to this wait when it carries the site's low 32 bits.
    uint64_t mbarrier = slot[1] & 0xFFFFFFFFu;
    if ((slot[1] >> 32) == (slot[0] & 0xFFFFFFFFu) && mbarrier &&
        mbarrier <= DBGRT_WAIT_MBARRIERS) {
      here.mbarrier = static_cast<int>(mbarrier - 1);
      uint64_t word = slot[2 + here.mbarrier];
      here.expected = word >> 32;
      uint64_t arrivals = word & 0xFFFFFFFFu;
      // Each completed phase took exactly `expected` arrivals.
      here.arrived = here.expected ? arrivals % here.expected : arrivals;
      uint64_t bytes = slot[2 + DBGRT_WAIT_MBARRIERS + here.mbarrier];
      here.bytesAnnounced = bytes >> 32;
      here.bytesIssued = bytes & 0xFFFFFFFFu;
      // Every arrival came but not every byte: the phase is still open.
      if (here.expected && arrivals && here.arrived == 0 &&
          here.bytesAnnounced > here.bytesIssued)
        here.arrived = here.expected;
    }
    auto same = std::find_if(groups.begin(), groups.end(), [&](auto &group) {
      return group.siteId == here.siteId && group.mbarrier == here.mbarrier &&
             group.expected == here.expected && group.arrived == here.arrived &&
             group.bytesAnnounced == here.bytesAnnounced &&
             group.bytesIssued == here.bytesIssued;
    });
    if (same != groups.end()) {
      ++same->blocks;
      continue;
    }
    here.blocks = 1;
    here.firstBlock = static_cast<int64_t>(block);
    groups.push_back(here);
  }
  std::stable_sort(groups.begin(), groups.end(),
                   [](const WaitingBlocks &a, const WaitingBlocks &b) {
                     return a.blocks > b.blocks;
                   });
  return groups;
}

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
