//===- GpuBackend.cpp - what dbg adds to every GPU driver ----------------===//
//
// The shared half of a GPU backend (GpuBackend.h): written once on the
// driver primitives that CUDA and HIP implement.
//
//===----------------------------------------------------------------------===//

#include "GpuBackend.h"

#include "Checks.h"
#include "Dispatcher.h"
#include "LookupTable.h"
#include "Runtime.h"
#include "Watchdog.h"
#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>

using namespace dbgrt;

//===----------------------------------------------------------------------===//
// State of the shared half
//===----------------------------------------------------------------------===//

GpuBackend::GpuBackend()
    : scans(std::make_unique<ScanSlots>()),
      stats(std::make_unique<StatsKernel>()),
      timing(std::make_unique<Timing>()) {}

GpuBackend::~GpuBackend() = default;

//===----------------------------------------------------------------------===//
// Errors and defaults
//===----------------------------------------------------------------------===//

void GpuBackend::fail(const char *call, const char *entry, int code) {
  Runtime::get().fatal(call, entry, code, errorName(code), errorText(code),
                       isAsyncError(code));
}

bool GpuBackend::mayDefine(const void *, size_t, const char *) { return true; }

void GpuBackend::optInSharedMemory(const char *, void *, int32_t) {}

void *GpuBackend::tensorMapEncodeTiled(const char *entry, int64_t, void *,
                                       int64_t, int64_t, int64_t, int64_t,
                                       int64_t, int64_t *) {
  Runtime::get().fatal(std::string(entry) +
                       ": TMA descriptors are CUDA's (sm_90); this program "
                       "runs on " +
                       name());
}

void GpuBackend::driverLoaded() {
  std::atexit([] { Runtime::get().finishChecks(); });
}

//===----------------------------------------------------------------------===//
// Modules: error records and kernel names
//===----------------------------------------------------------------------===//

/// The error record of a module: counters in device memory, reports in
/// mapped page-locked host memory the kernels write.
class GpuBackend::Record : public CheckRecord {
public:
  explicit Record(GpuBackend &backend) : backend(backend) {}
  bool readCounters(std::vector<uint64_t> &counts) override {
    counts.assign(numSites(), 0);
    return !backend
                .copy(counts.data(), counters, counts.size() * sizeof(uint64_t))
                .failed();
  }
  void resetCounters() override {
    std::vector<uint64_t> zeros(numSites(), 0);
    backend.copy(counters, zeros.data(), zeros.size() * sizeof(uint64_t));
  }
  ~Record() override {
    if (Runtime::get().exiting())
      return; // The device may be gone; the process ends anyway.
    backend.release(counters);
    backend.releaseMapped(reports);
  }
  GpuBackend &backend;
  void *counters = nullptr;
};

void GpuBackend::attachErrorRecord(const char *entry, void *module,
                                   const void *image, size_t size) {
  void *recordAddress = nullptr, *idsAddress = nullptr;
  size_t recordBytes = 0, idsBytes = 0;
  if (!mayDefine(image, size, DBGRT_ERROR_RECORD_SYMBOL) ||
      !getGlobal(module, DBGRT_ERROR_RECORD_SYMBOL, recordAddress, recordBytes))
    return; // No checks in this module.
  checkErrorRecordSize(entry, recordBytes);
  if (!getGlobal(module, DBGRT_SITE_IDS_SYMBOL, idsAddress, idsBytes))
    Runtime::get().fatal(std::string(entry) + ": a module defines " +
                         DBGRT_ERROR_RECORD_SYMBOL + " but not " +
                         DBGRT_SITE_IDS_SYMBOL);
  auto record = std::make_unique<Record>(*this);
  record->owner = module;
  record->siteIds.resize(idsBytes / sizeof(int64_t));
  check(copy(record->siteIds.data(), idsAddress,
             record->siteIds.size() * sizeof(int64_t)),
        entry);
  size_t n = record->numSites();
  record->counters =
      allocate(entry, std::max<size_t>(n, 1) * sizeof(uint64_t), false);
  record->resetCounters();
  void *reportsAddress = nullptr;
  void *host = allocateMapped(entry, checkReportsSize(n), reportsAddress);
  std::memset(host, 0, checkReportsSize(n));
  record->reports = static_cast<DbgrtCheckReports *>(host);
  DbgrtErrorRecord value =
      errorRecordValue(reinterpret_cast<uint64_t>(record->counters),
                       reinterpret_cast<uint64_t>(reportsAddress), n);
  check(copy(recordAddress, &value, sizeof(value)), entry);
  CheckRecords::get().add(std::move(record));
}

void *GpuBackend::moduleLoad(const char *entry, const void *image, size_t size,
                             int optLevel) {
  // Input guards may ask about pointers before the first launch.
  registerBackend(*this);
  void *module = loadModule(entry, image, size, optLevel);
  Runtime::get().log(LogLevel::Debug,
                     [&] { return std::string("module loaded by ") + entry; });
  attachErrorRecord(entry, module, image, size);
  attachWaitSlots(module, image, size);
  attachGlobalRaces(entry, module, image, size);
  if (mayDefine(image, size, DBGRT_NAN_ORIGIN_SUFFIX_SYMBOL)) {
    std::lock_guard<std::mutex> lock(mutex);
    originImages[module] = {image, size};
  }
  return module;
}

void GpuBackend::attachGlobalRaces(const char *entry, void *module,
                                   const void *image, size_t size) {
  void *address = nullptr;
  size_t bytes = 0;
  if (!mayDefine(image, size, DBGRT_GLOBAL_RACES_SYMBOL) ||
      !getGlobal(module, DBGRT_GLOBAL_RACES_SYMBOL, address, bytes))
    return;
  if (bytes != sizeof(uint64_t))
    Runtime::get().fatal(std::string(entry) + ": the module's " +
                         DBGRT_GLOBAL_RACES_SYMBOL + " has " +
                         std::to_string(bytes) + " bytes, not 8");
  std::lock_guard<std::mutex> lock(mutex);
  int device = currentDevice();
  GlobalRaceState &state = globalRaceStates[device];
  if (!state.address) {
    size_t stateBytes = DBGRT_GLOBAL_RACE_HEADER_BYTES +
                        size_t(DBGRT_GLOBAL_RACE_SLOTS) * 2 * sizeof(uint64_t);
    state.address = allocate(entry, stateBytes, false);
    fill32Async(entry, state.address, 0, stateBytes / 4, nullptr);
    check(synchronizeDevice(), entry);
    Runtime::get().log(LogLevel::Debug, [&] {
      return "race state for global memory on device " +
             std::to_string(device) + ": " + std::to_string(stateBytes >> 20) +
             " MiB";
    });
  }
  uint64_t value = reinterpret_cast<uint64_t>(state.address);
  check(copy(address, &value, sizeof(value)), entry);
  globalRaceModules[module] = device;
  hasGlobalRaces.store(true, std::memory_order_release);
}

void GpuBackend::beginGlobalRaceEpoch(const char *entry, void *function,
                                      void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  auto checked = globalRaceFunctions.find(function);
  if (checked == globalRaceFunctions.end())
    return;
  GlobalRaceState &state =
      globalRaceStates[globalRaceModules.at(checked->second)];
  if (++state.epoch == DBGRT_GLOBAL_RACE_EPOCHS) {
    // Words of 255 launches ago would look current again.
    state.epoch = 1;
    fill32Async(entry,
                static_cast<char *>(state.address) +
                    DBGRT_GLOBAL_RACE_HEADER_BYTES,
                0, size_t(DBGRT_GLOBAL_RACE_SLOTS) * 4, stream);
  }
  fill32Async(entry, state.address, state.epoch, 1, stream);
}

void GpuBackend::attachWaitSlots(void *module, const void *image, size_t size) {
  void *address = nullptr;
  size_t bytes = 0;
  if (!mayDefine(image, size, DBGRT_WAIT_SLOTS_SYMBOL) ||
      !getGlobal(module, DBGRT_WAIT_SLOTS_SYMBOL, address, bytes))
    return;
  std::lock_guard<std::mutex> lock(mutex);
  waitSlots.push_back({module, address, bytes});
}

void GpuBackend::clearWaitSlots(const char *entry, void *stream) {
  std::vector<WaitSlots> tables;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (waitSlots.empty())
      return;
    tables = waitSlots;
  }
  for (const WaitSlots &slots : tables)
    fill32Async(entry, slots.address, 0, slots.bytes / 4, stream);
}

std::vector<WaitingBlocks> GpuBackend::waitingBlocks(std::string &error) {
  std::vector<WaitSlots> tables;
  {
    std::lock_guard<std::mutex> lock(mutex);
    tables = waitSlots;
  }
  std::vector<WaitingBlocks> all;
  for (const WaitSlots &slots : tables) {
    // The kernel still runs: copied on a stream of its own, which waits for
    // nothing the kernel's stream holds.
    const char *entry = "dispatch-timeout";
    std::vector<uint64_t> words(slots.bytes / sizeof(uint64_t));
    void *stream = createStream(entry);
    copyAsync(entry, words.data(), slots.address,
              words.size() * sizeof(uint64_t), stream);
    DriverStatus status = synchronizeStream(stream);
    destroyStream(stream);
    if (status.failed()) {
      error =
          std::string(status.call) + " failed with " + errorName(status.code);
      continue;
    }
    for (const WaitingBlocks &group :
         summarizeWaitSlots(words.data(), words.size() / DBGRT_WAIT_SLOT_WORDS))
      all.push_back(group);
  }
  return all;
}

void GpuBackend::moduleUnload(void *module) {
  // Module destructors run at exit; after a fatal error the device is gone.
  if (Runtime::get().exiting())
    return;
  // Its function handles may be reused by a later module.
  ++lookupGeneration;
  CheckRecords::get().remove(module);
  {
    std::lock_guard<std::mutex> lock(mutex);
    waitSlots.erase(std::remove_if(waitSlots.begin(), waitSlots.end(),
                                   [&](const WaitSlots &slots) {
                                     return slots.module == module;
                                   }),
                    waitSlots.end());
    globalRaceModules.erase(module);
    originImages.erase(module);
    for (auto it = kernelModules.begin(); it != kernelModules.end();)
      it = it->second == module ? kernelModules.erase(it) : ++it;
    for (auto it = siblings.begin(); it != siblings.end();)
      it = it->first.first == module ? siblings.erase(it) : ++it;
    for (auto it = originBuilds.begin(); it != originBuilds.end();)
      it = it->second.first == module ? originBuilds.erase(it) : ++it;
    for (auto it = globalRaceFunctions.begin();
         it != globalRaceFunctions.end();)
      it = it->second == module ? globalRaceFunctions.erase(it) : ++it;
  }
  unloadModule(module);
}

namespace {
/// A kernel this thread looked up: gpu-to-llvm calls mgpuModuleGetFunction,
/// with the same module and name constant, right before every launch, which
/// then needs the kernel's name.
struct KernelLookup {
  const GpuBackend *backend = nullptr;
  void *module = nullptr;
  const char *name = nullptr; ///< As passed (the program's constant).
  void *function = nullptr;
  const char *kernel = nullptr; ///< Interned copy of `name`.
  int generation = -1;
};
/// This thread's lookups, by backend, module and name: a model's launches
/// cycle through hundreds of kernels, and a hit costs no lock and no
/// driver call.
thread_local LookupTable<KernelLookup> tLookups;
/// The entry of this thread's last lookup, which its launch reads (valid
/// until the next lookup).
thread_local KernelLookup *tLastLookup = nullptr;

/// The entry of `backend`'s lookup of `name` in `module`; a new one, to
/// fill, with `inserted` set.
KernelLookup &lookupSlot(const GpuBackend *backend, void *module,
                         const char *name, bool &inserted) {
  auto key = reinterpret_cast<uintptr_t>(name) ^
             (reinterpret_cast<uintptr_t>(module) >> 4) ^
             (reinterpret_cast<uintptr_t>(backend) >> 8);
  return tLookups.find(
      key,
      [&](const KernelLookup &known) {
        return known.backend == backend && known.module == module &&
               known.name == name;
      },
      inserted);
}
} // namespace

void *GpuBackend::moduleGetFunction(void *module, const char *name) {
  bool inserted;
  KernelLookup &slot = lookupSlot(this, module, name, inserted);
  tLastLookup = &slot;
  if (!inserted &&
      slot.generation == lookupGeneration.load(std::memory_order_acquire))
    return slot.function;
  const char *entry = "mgpuModuleGetFunction";
  void *function = nullptr;
  DriverStatus status = getFunction(module, name, function);
  if (status.failed())
    Runtime::get().fatal(std::string(status.call) + " failed with " +
                         errorName(status.code) + " for kernel '" + name +
                         "' in " + entry);
  std::unique_lock<std::mutex> lock(mutex);
  if (globalRaceModules.count(module))
    globalRaceFunctions[function] = module;
  const char *kernel = names.insert(name).first->c_str();
  // A kernel of this name in another module: siblings cached for the one
  // before are not this one's.
  if (void *&known = kernelModules[kernel]; known != module) {
    if (known)
      ++lookupGeneration;
    known = module;
  }
  bool first = kernelNames.emplace(function, kernel).second;
  kernelNames[function] = kernel;
  slot = {this, module, name, function, kernel, lookupGeneration.load()};
  // Once per function: later lookups of it find it in originBuilds.
  auto image = originImages.find(module);
  std::optional<std::pair<const void *, size_t>> originImage;
  if (image != originImages.end() && !originBuilds.count(function))
    originImage = image->second;
  lock.unlock();
  // Its origin build (insert-nan-checks' origins), looked up only where
  // the image may define it: a failing lookup is an API error to tools.
  if (originImage) {
    std::string origin = std::string(name) + DBGRT_NAN_ORIGIN_SUFFIX_SYMBOL;
    void *build = nullptr;
    if (!mayDefine(originImage->first, originImage->second, origin.c_str()) ||
        getFunction(module, origin.c_str(), build).failed())
      build = nullptr;
    lock.lock();
    originBuilds[function] = {module, build};
    lock.unlock();
    if (build)
      Runtime::get().features().origin.noteBuilds();
  }
  // What the kernel costs the device, once per loaded kernel.
  if (first && Runtime::get().enabled(LogLevel::Debug)) {
    auto attribute = [&](KernelAttribute which) {
      return std::to_string(kernelAttribute(function, which));
    };
    Runtime::get().reporter().line(
        std::string("kernel ") + kernel +
        " loaded: " + attribute(KernelAttribute::Registers) + " registers, " +
        attribute(KernelAttribute::StaticSharedBytes) +
        " B static shared memory, " + attribute(KernelAttribute::LocalBytes) +
        " B local memory per thread (spills), max " +
        attribute(KernelAttribute::MaxThreadsPerBlock) + " threads per block");
  }
  return function;
}

void *GpuBackend::originBuild(void *function) {
  std::lock_guard<std::mutex> lock(mutex);
  if (originBuilds.empty())
    return nullptr;
  auto it = originBuilds.find(function);
  return it == originBuilds.end() ? nullptr : it->second.second;
}

const char *GpuBackend::kernelName(void *function) {
  if (const KernelLookup *last = tLastLookup;
      last && last->backend == this && function == last->function &&
      last->generation == lookupGeneration.load(std::memory_order_acquire))
    return last->kernel;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = kernelNames.find(function);
  return it == kernelNames.end() ? nullptr : it->second;
}

//===----------------------------------------------------------------------===//
// Launches and sync mode
//===----------------------------------------------------------------------===//

void GpuBackend::syncIfSyncMode(const char *entry, void *stream,
                                const DispatchInfo *dispatch) {
  Runtime &rt = Runtime::get();
  if (!rt.options().deviceSyncMode)
    return;
  // Every device operation completes before its mgpu call returns, so a
  // failing copy or fill is reported at its own call and no later work can
  // overtake it; a launch is watched while it runs (dispatch-timeout).
  check(watchdog::syncModeWait(dispatch,
                               rt.options().effectiveDispatchTimeout(),
                               [&] { return synchronizeStream(stream); }),
        entry);
  rt.dispatches().synchronized(stream);
}

namespace {
/// What a GPU launch hands the dispatcher beyond LaunchRequest.
struct GpuLaunch {
  void *function;
  const unsigned *cluster;
  int32_t smem;
  void **params, **extra;
};
GpuLaunch &gpuLaunch(LaunchRequest &request) {
  return *static_cast<GpuLaunch *>(request.backendLaunch);
}
} // namespace

void GpuBackend::launch(const char *entry, void *function,
                        const unsigned *cluster, const int64_t grid[3],
                        const int64_t block[3], int32_t smem, void *stream,
                        void **params, void **extra, size_t numParams) {
  GpuLaunch gpu{function, cluster, smem, params, extra};
  LaunchRequest request;
  request.entry = entry;
  request.kernel = kernelName(function);
  std::copy(grid, grid + 3, request.grid);
  std::copy(block, block + 3, request.block);
  if (cluster)
    std::copy(cluster, cluster + 3, request.cluster);
  request.device = currentDevice();
  request.stream = stream;
  request.args.params = params;
  request.args.numParams = params ? numParams : 0;
  request.args.dynamicSharedBytes = smem;
  request.backendLaunch = &gpu;
  dbgrt::launch(*this, request);
}

void GpuBackend::prepareLaunch(LaunchRequest &request,
                               const DispatchInfo &dispatch) {
  const GpuLaunch &gpu = gpuLaunch(request);
  // Most launches use no dynamic shared memory: no limit to look up.
  if (gpu.smem > 0) {
    SharedMemoryLimits limits = sharedMemoryLimits(request.entry);
    if (gpu.smem > limits.withOptIn)
      Runtime::get().fatal(std::string(request.entry) + ": dispatch " +
                           formatDispatchName(dispatch) + " asks for " +
                           std::to_string(gpu.smem) +
                           " bytes of dynamic shared memory; the device "
                           "allows " +
                           std::to_string(limits.withOptIn));
    if (gpu.smem > limits.withoutOptIn)
      optInSharedMemory(request.entry, gpu.function, gpu.smem);
  }
  Runtime::get().log(LogLevel::Debug, [&] {
    return "dispatch " + formatDispatchName(dispatch) + ": " +
           std::to_string(gpu.smem) + " B dynamic shared memory per block";
  });
}

bool GpuBackend::hasOriginBuild(const LaunchRequest &request) {
  return originBuild(static_cast<GpuLaunch *>(request.backendLaunch)->function);
}

void GpuBackend::enqueue(LaunchRequest &request, const DispatchInfo &dispatch,
                         bool origin) {
  GpuLaunch &gpu = gpuLaunch(request);
  const char *entry = request.entry;
  void *stream = request.stream;
  if (origin) {
    void *build = originBuild(gpu.function);
    if (gpu.smem > 0 && gpu.smem > sharedMemoryLimits(entry).withoutOptIn)
      optInSharedMemory(entry, build, gpu.smem);
    launchKernel(entry, build, gpu.cluster, request.grid, request.block,
                 gpu.smem, stream, gpu.params, gpu.extra);
    return;
  }
  Runtime &rt = Runtime::get();
  void *start = nullptr, *end = nullptr;
  if (rt.options().timing)
    recordStart(stream, start, end);
  // Where each block waits, for the watchdog's report (sync mode).
  if (rt.options().deviceSyncMode &&
      rt.options().effectiveDispatchTimeout() > 0)
    clearWaitSlots(entry, stream);
  if (hasGlobalRaces.load(std::memory_order_acquire))
    beginGlobalRaceEpoch(entry, gpu.function, stream);
  launchKernel(entry, gpu.function, gpu.cluster, request.grid, request.block,
               gpu.smem, stream, gpu.params, gpu.extra);
  if (start) {
    recordEvent("timing", end, stream);
    rt.features().timing.recordEvents(dispatch, start, end);
  }
}

void GpuBackend::synchronizeLaunch(LaunchRequest &request,
                                   const DispatchInfo &dispatch) {
  Runtime &rt = Runtime::get();
  check(
      watchdog::syncModeWait(&dispatch, rt.options().effectiveDispatchTimeout(),
                             [&] { return synchronizeStream(request.stream); }),
      request.entry);
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

void *GpuBackend::streamCreate() {
  void *stream = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!idleStreams.empty()) {
      stream = idleStreams.back();
      idleStreams.pop_back();
    }
  }
  if (!stream)
    stream = createStream("mgpuStreamCreate");
  {
    std::lock_guard<std::mutex> lock(mutex);
    streams.insert(stream);
    destroyedStreams.erase(stream);
  }
  Runtime::get().dispatches().streamCreated(stream);
  return stream;
}

bool GpuBackend::wasDestroyed(void *stream, const char *entry) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!stream || !destroyedStreams.count(stream))
      return false;
  }
  Runtime::get().log(LogLevel::Debug, [&] {
    return std::string(entry) +
           " of a stream destroyed already (a gpu.wait that lists two "
           "tokens of one stream): nothing to do";
  });
  return true;
}

void GpuBackend::streamDestroy(void *stream) {
  if (wasDestroyed(stream, "mgpuStreamDestroy"))
    return;
  Runtime &rt = Runtime::get();
  bool idle = false;
  {
    std::lock_guard<std::mutex> lock(mutex);
    streams.erase(stream);
    if (stream)
      destroyedStreams.insert(stream);
    // Its work goes on; the next stream queues after it.
    idle = stream && rt.options().memoryCache && !rt.exiting() &&
           idleStreams.size() < kMaxIdleStreams;
    if (idle)
      idleStreams.push_back(stream);
  }
  if (!idle && !rt.exiting()) {
    releaseKept(memoryCache.drain(stream));
    destroyStream(stream);
  }
  rt.dispatches().streamDestroyed(stream);
  // Work still queued on it stays unordered with what comes next.
  if (DispatchOrder *order = rt.features().races.order())
    order->forgetQueue(stream);
}

void GpuBackend::streamSynchronize(void *stream) {
  // Its work finished when it was synchronized before its destruction.
  if (wasDestroyed(stream, "mgpuStreamSynchronize"))
    return;
  check(synchronizeStream(stream), "mgpuStreamSynchronize");
  Runtime::get().dispatches().synchronized(stream);
  if (DispatchOrder *order = Runtime::get().features().races.order())
    order->hostWaitQueue(stream);
}

bool GpuBackend::isStreamPassedAsEvent(void *event, const char *entry) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!streams.count(event))
    return false;
  // Once per entry point: a loop carrying its token passes a new stream
  // at every iteration.
  if (reportedEntries.insert(entry).second)
    Runtime::get().log(LogLevel::Warning, [&] {
      return std::string("warning: ") + entry +
             " was given a stream where an event belongs (MLIR's "
             "gpu-to-llvm passes the stream an async.execute region yields, "
             "or an scf.for carries); dbg orders on the work queued on that "
             "stream instead (said once)";
    });
  return true;
}

void GpuBackend::streamWaitEvent(void *stream, void *event) {
  const char *entry = "mgpuStreamWaitEvent";
  DispatchOrder *order = Runtime::get().features().races.order();
  if (isStreamPassedAsEvent(event, entry)) {
    if (order)
      order->waitQueue(stream, event);
    // Order `stream` after the work queued on the other stream so far.
    void *marker = createEvent(entry, /*timing=*/false);
    recordEvent(entry, marker, event);
    waitEvent(entry, stream, marker);
    destroyEvent(entry, marker);
    return;
  }
  if (order)
    order->wait(stream, reinterpret_cast<uintptr_t>(event));
  waitEvent(entry, stream, event);
}

void *GpuBackend::eventCreate() {
  // The program's events order work; they time nothing.
  return createEvent("mgpuEventCreate", /*timing=*/false);
}

void GpuBackend::eventDestroy(void *event) {
  // A stream passed for an event may have other consumers: it stays.
  if (Runtime::get().exiting() ||
      isStreamPassedAsEvent(event, "mgpuEventDestroy"))
    return;
  if (DispatchOrder *order = Runtime::get().features().races.order())
    order->forgetEvent(reinterpret_cast<uintptr_t>(event));
  destroyEvent("mgpuEventDestroy", event);
}

void GpuBackend::eventSynchronize(void *event) {
  const char *entry = "mgpuEventSynchronize";
  DispatchOrder *order = Runtime::get().features().races.order();
  if (isStreamPassedAsEvent(event, entry)) {
    check(synchronizeStream(event), entry);
    Runtime::get().dispatches().synchronized(event);
    if (order)
      order->hostWaitQueue(event);
    return;
  }
  check(synchronizeEvent(event), entry);
  if (order)
    order->hostWait(reinterpret_cast<uintptr_t>(event));
}

void GpuBackend::eventRecord(void *event, void *stream) {
  recordEvent("mgpuEventRecord", event, stream);
  if (DispatchOrder *order = Runtime::get().features().races.order())
    order->record(reinterpret_cast<uintptr_t>(event), stream);
}

void GpuBackend::setDevice(int32_t device) {
  selectDevice(device);
  ++lookupGeneration;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

void *GpuBackend::memAlloc(uint64_t bytes, void *stream, bool hostShared) {
  const char *entry = "mgpuMemAlloc";
  if (bytes == 0)
    return nullptr;
  void *ptr = hostShared ? allocate(entry, bytes, /*hostShared=*/true)
                         : allocateCached(entry, bytes, stream);
  if (hostShared) {
    std::lock_guard<std::mutex> lock(mutex);
    hostSharedMemory.insert(ptr);
    hasHostShared = true;
  }
  if (Runtime::get().options().poisonAllocations && bytes >= 2)
    fill16Async(entry, ptr, kPoisonPattern, bytes / 2, stream);
  Runtime::get().log(LogLevel::Debug, [&] {
    return "alloc " + std::to_string(bytes) + " bytes" +
           (hostShared ? " (host_shared)" : "");
  });
  return ptr;
}

void GpuBackend::memFree(void *ptr, void *stream) {
  if (!ptr || Runtime::get().exiting())
    return;
  if (hasHostShared.load(std::memory_order_acquire)) {
    std::unique_lock<std::mutex> lock(mutex);
    if (hostSharedMemory.erase(ptr)) {
      lock.unlock();
      release(ptr);
      return;
    }
  }
  // A token whose stream a gpu.wait destroyed: after the work of every
  // stream instead.
  if (wasDestroyed(stream, "mgpuMemFree"))
    stream = nullptr;
  if (!Runtime::get().options().memoryCache || !memoryCache.keep(ptr, stream))
    releaseOnStream(ptr, stream);
}

void *GpuBackend::allocateCached(const char *entry, uint64_t bytes,
                                 void *stream) {
  if (!Runtime::get().options().memoryCache)
    return allocateOnStream(entry, bytes, stream);
  uint64_t size = MemoryCache::sizeClass(bytes);
  if (void *ptr = memoryCache.take(size, stream))
    return ptr;
  void *ptr = tryAllocateOnStream(size, stream);
  if (!ptr) {
    // What the cache keeps may be what the device lacks: give it back,
    // let the frees complete, and ask again (an error now is the
    // program's).
    std::vector<MemoryCache::Block> kept = memoryCache.drainAll();
    if (!kept.empty()) {
      releaseKept(kept);
      check(synchronizeDevice(), entry);
    }
    ptr = allocateOnStream(entry, size, stream);
  }
  memoryCache.adopt(ptr, size);
  return ptr;
}

void GpuBackend::releaseKept(const std::vector<MemoryCache::Block> &blocks) {
  for (const MemoryCache::Block &block : blocks)
    releaseOnStream(block.ptr, block.stream);
}

void GpuBackend::memcpy(void *dst, void *src, size_t bytes, void *stream) {
  Runtime::get().features().races.checkCopy(stream, "mgpuMemcpy", dst, src,
                                            bytes);
  copyAsync("mgpuMemcpy", dst, src, bytes, stream);
  Runtime::get().log(LogLevel::Debug, [&] {
    return "memcpy " + std::to_string(bytes) + " bytes";
  });
  syncIfSyncMode("mgpuMemcpy", stream);
}

void GpuBackend::memset32(void *dst, uint32_t value, size_t count,
                          void *stream) {
  Runtime::get().features().races.checkCopy(stream, "mgpuMemset32", dst,
                                            nullptr, count * 4);
  fill32Async("mgpuMemset32", dst, value, count, stream);
  syncIfSyncMode("mgpuMemset32", stream);
}

void GpuBackend::memset16(void *dst, unsigned short value, size_t count,
                          void *stream) {
  Runtime::get().features().races.checkCopy(stream, "mgpuMemset16", dst,
                                            nullptr, count * 2);
  fill16Async("mgpuMemset16", dst, value, count, stream);
  syncIfSyncMode("mgpuMemset16", stream);
}

bool GpuBackend::copyWhenIdle(const char *entry, void *dest, const void *source,
                              size_t bytes, std::string &error) {
  check(synchronizeDevice(), entry);
  Runtime::get().dispatches().synchronized(nullptr);
  DriverStatus status = copy(dest, source, bytes);
  if (!status.failed())
    return true;
  error = std::string(status.call) + " of " + std::to_string(bytes) +
          " bytes failed with " + errorName(status.code) + " (" +
          errorText(status.code) + ")";
  return false;
}

bool GpuBackend::readMemory(void *dest, const void *source, size_t bytes,
                            std::string &error) {
  return copyWhenIdle("trace-tensors", dest, source, bytes, error);
}

bool GpuBackend::writeMemory(void *dest, const void *source, size_t bytes,
                             std::string &error) {
  return copyWhenIdle("diff", dest, source, bytes, error);
}

//===----------------------------------------------------------------------===//
// libdbgrt's kernels: NaN/Inf scans and tensor statistics
//===----------------------------------------------------------------------===//

namespace {
/// The kernels' names in kernels/*.mlir.
const char *runtimeKernelName(RuntimeKernel which) {
  return which == RuntimeKernel::ScanNonFinite ? "dbg_scan_nonfinite"
                                               : "dbg_tensor_stats";
}
constexpr unsigned kScanThreads = 256;
constexpr unsigned kScanMaxBlocks = 2048;
constexpr unsigned kStatsThreads = 256; // The kernel's known_block_size.
} // namespace

void *GpuBackend::runtimeKernel(RuntimeKernel which, const char *entry) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = runtimeKernels.find(static_cast<int>(which));
    if (it != runtimeKernels.end())
      return it->second;
  }
  size_t size = 0;
  const void *image = runtimeKernelImage(which, size);
  void *function = nullptr;
  if (image) {
    void *module = loadModule(entry, image, size, -1);
    check(getFunction(module, runtimeKernelName(which), function), entry);
  } else {
    Runtime::get().log(LogLevel::Debug, [&] {
      return std::string(entry) + ": libdbgrt has no " +
             runtimeKernelName(which) + " kernel for this " + name() +
             " device; the host does its work";
    });
  }
  std::lock_guard<std::mutex> lock(mutex);
  runtimeKernels[static_cast<int>(which)] = function;
  return function;
}

int GpuBackend::takeScanSlot(const char *entry, void *stream) {
  Runtime &rt = Runtime::get();
  ScanSlots &s = *scans;
  std::unique_lock<std::mutex> lock(mutex);
  if (!s.out) {
    s.acc = allocate(entry, ScanSlots::kSlots * 2 * sizeof(uint32_t), false);
    s.first = allocate(entry, ScanSlots::kSlots * sizeof(uint64_t), false);
    fill32Async(entry, s.acc, 0, ScanSlots::kSlots * 2, nullptr);
    fill32Async(entry, s.first, 0xFFFFFFFFu, ScanSlots::kSlots * 2, nullptr);
    s.out = static_cast<uint64_t *>(allocateMapped(
        entry, ScanSlots::kSlots * 3 * sizeof(uint64_t), s.outDevice));
    std::memset(s.out, 0, ScanSlots::kSlots * 3 * sizeof(uint64_t));
    check(synchronizeDevice(), entry);
    for (int slot = ScanSlots::kSlots - 1; slot >= 0; --slot)
      s.freeSlots.push_back(slot);
  }
  if (s.freeSlots.empty()) {
    // Every slot is in flight: let this stream's dispatches finish, which
    // reads (and frees) their scans.
    lock.unlock();
    check(synchronizeStream(stream), entry);
    rt.dispatches().synchronized(stream);
    lock.lock();
    if (s.freeSlots.empty())
      rt.fatal(std::string(entry) + ": more than " +
               std::to_string(ScanSlots::kSlots) +
               " NaN/Inf scans in flight on other streams");
  }
  int slot = s.freeSlots.back();
  s.freeSlots.pop_back();
  return slot;
}

void GpuBackend::scanOnHost(const DbgrtSite *site, void *data, int64_t elements,
                            int32_t type, const DispatchInfo &dispatch,
                            int slot) {
  const char *entry = "dbgrtScanNonFinite";
  ScanSlots &s = *scans;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!s.staging) {
      void *unused = nullptr;
      s.staging = static_cast<unsigned char *>(allocateMapped(
          entry, ScanSlots::kSlots * ScanSlots::kHostScanMaxBytes, unused));
    }
  }
  unsigned char *staging = s.staging + slot * ScanSlots::kHostScanMaxBytes;
  void *stream = dispatch.stream;
  // In stream order after the dispatch: read once the stream has synchronized.
  copyAsync(entry, staging, data,
            static_cast<size_t>(elements * scanElementBytes(type)), stream);
  auto read = [this, staging, slot, site, elements,
               type]() -> std::optional<CheckFailure> {
    ScanResult scan = scanHostBuffer(staging, elements, type);
    {
      std::lock_guard<std::mutex> lock(mutex);
      scans->freeSlots.push_back(slot);
    }
    if (scan.count == 0)
      return std::nullopt;
    return scanFailure(site, elements, scan);
  };
  auto wait = [this, stream] { synchronizeStream(stream); };
  CheckRecords::get().addScan(dispatch, read, wait);
  if (Runtime::get().options().deviceSyncMode) {
    check(synchronizeStream(stream), entry);
    Runtime::get().features().checks.reportRecords({dispatch});
  }
}

namespace {

/// How the scan kernel finds the elements of a buffer of scan type `type`
/// among its 32-bit words (kernels/scan-nonfinite.mlir).
struct ScanMasks {
  uint32_t mask0 = 0x7F800000u, mask1 = 0;
  uint64_t shift = 0, unshift = 0;
  uint8_t oddOnly = 0;
};

ScanMasks getScanMasks(int32_t type) {
  ScanMasks masks;
  if (type == DBGRT_SCAN_F16 || type == DBGRT_SCAN_BF16) {
    masks.mask0 = type == DBGRT_SCAN_F16 ? 0x7C00u : 0x7F80u;
    masks.mask1 = masks.mask0 << 16;
    masks.shift = 1;
  } else if (type == DBGRT_SCAN_F64) {
    masks.mask0 = 0x7FF00000u;
    masks.unshift = 1;
    masks.oddOnly = 1;
  }
  return masks;
}

} // namespace

bool GpuBackend::scanNonFinite(const DbgrtSite *site, void *data,
                               int64_t elements, int32_t type,
                               const DispatchInfo &dispatch) {
  const char *entry = "dbgrtScanNonFinite";
  Runtime &rt = Runtime::get();
  void *stream = dispatch.stream;
  // The buffer as 32-bit words; see kernels/scan-nonfinite.mlir.
  int64_t bytes = scanElementBytes(type);
  uint64_t words = static_cast<uint64_t>(elements * bytes / 4);
  // The kernel reads 32-bit words, 16-byte vectors of them from the first
  // 16-byte boundary on: a buffer not on a 4-byte boundary (an f16 view at
  // an odd element) is scanned on the host.
  auto address = reinterpret_cast<uintptr_t>(data);
  if (static_cast<uint64_t>(elements * bytes) <= ScanSlots::kHostScanMaxBytes ||
      address % 4 != 0) {
    scanOnHost(site, data, elements, type, dispatch,
               takeScanSlot(entry, stream));
    return true;
  }
  void *function = runtimeKernel(RuntimeKernel::ScanNonFinite, entry);
  if (!function)
    return false;
  int slot = takeScanSlot(entry, stream);
  ScanSlots &s = *scans;

  ScanMasks m = getScanMasks(type);
  int64_t blocks = static_cast<int64_t>(std::max<uint64_t>(
      1, std::min<uint64_t>((words + kScanThreads * 4 - 1) / (kScanThreads * 4),
                            kScanMaxBlocks)));

  // The kernel's memref arguments, expanded: allocated and aligned pointer,
  // offset, size, stride.
  char *acc = static_cast<char *>(s.acc) + slot * 2 * sizeof(uint32_t);
  char *first = static_cast<char *>(s.first) + slot * sizeof(uint64_t);
  char *out = static_cast<char *>(s.outDevice) + slot * 3 * sizeof(uint64_t);
  uint64_t zero = 0, one = 1, two = 2, three = 3;
  uint64_t head = std::min<uint64_t>(words, (16 - address % 16) % 16 / 4);
  void *params[] = {
      &data,    &data,    &zero,    &words,     &one,       &words, &head,
      &m.mask0, &m.mask1, &m.shift, &m.unshift, &m.oddOnly, &acc,   &acc,
      &zero,    &two,     &one,     &first,     &first,     &zero,  &one,
      &one,     &out,     &out,     &zero,      &three,     &one};
  const int64_t grid[3] = {blocks, 1, 1};
  const int64_t block[3] = {kScanThreads, 1, 1};
  launchKernel(entry, function, nullptr, grid, block, 0, stream, params,
               nullptr);

  uint64_t *result = s.out + slot * 3;
  auto read = [this, result, slot, site, elements,
               type]() -> std::optional<CheckFailure> {
    ScanResult scan;
    scan.count =
        static_cast<int64_t>(__atomic_load_n(&result[0], __ATOMIC_ACQUIRE));
    scan.first = static_cast<int64_t>(result[1]);
    uint64_t words = result[2];
    {
      std::lock_guard<std::mutex> lock(mutex);
      scans->freeSlots.push_back(slot);
    }
    if (scan.count == 0)
      return std::nullopt;
    // The kernel copied the word(s) that hold the first one.
    if (type == DBGRT_SCAN_F16 || type == DBGRT_SCAN_BF16)
      scan.bits = (words >> (16 * (scan.first & 1))) & 0xFFFF;
    else if (type == DBGRT_SCAN_F64)
      scan.bits = words;
    else
      scan.bits = words & 0xFFFFFFFFu;
    return scanFailure(site, elements, scan);
  };
  auto wait = [this, stream] { synchronizeStream(stream); };
  CheckRecords::get().addScan(dispatch, read, wait);
  if (rt.options().deviceSyncMode) {
    check(synchronizeStream(stream), entry);
    rt.features().checks.reportRecords({dispatch});
  }
  return true;
}

bool GpuBackend::tensorStats(const void *data, DType type, int64_t elements,
                             TensorStats &result, std::string &error) {
  const char *entry = "trace-tensors";
  void *function = runtimeKernel(RuntimeKernel::TensorStats, entry);
  if (!function) {
    error = std::string("no stats kernel for this ") + name() + " device";
    return false;
  }
  StatsKernel &s = *stats;
  std::lock_guard<std::mutex> lock(s.mutex);
  if (!s.out)
    s.out =
        allocate(entry, StatsKernel::kMaxBlocks * 5 * sizeof(double), false);
  check(synchronizeDevice(), entry);
  Runtime::get().dispatches().synchronized(nullptr);
  int64_t code = type == DType::F16    ? DBGRT_SCAN_F16
                 : type == DType::BF16 ? DBGRT_SCAN_BF16
                 : type == DType::F64  ? DBGRT_SCAN_F64
                                       : DBGRT_SCAN_F32;
  int64_t blocks = (elements + kStatsThreads * 4 - 1) / (kStatsThreads * 4);
  blocks = std::max<int64_t>(1, std::min(blocks, StatsKernel::kMaxBlocks));
  // Four views of the buffer (allocated, aligned, offset, size, stride),
  // the type, the count, and the results.
  void *pointer = const_cast<void *>(data);
  int64_t zero = 0, one = 1, n = elements, type64 = code;
  int64_t outSize = blocks * 5;
  void *params[] = {&pointer, &pointer, &zero,   &n,       &one,     &pointer,
                    &pointer, &zero,    &n,      &one,     &pointer, &pointer,
                    &zero,    &n,       &one,    &pointer, &pointer, &zero,
                    &n,       &one,     &type64, &n,       &s.out,   &s.out,
                    &zero,    &outSize, &one};
  const int64_t grid[3] = {blocks, 1, 1};
  const int64_t block[3] = {kStatsThreads, 1, 1};
  launchKernel(entry, function, nullptr, grid, block, 0, nullptr, params,
               nullptr);
  s.partials.resize(static_cast<size_t>(outSize));
  check(copy(s.partials.data(), s.out, s.partials.size() * sizeof(double)),
        entry);
  double min = INFINITY, max = -INFINITY, sum = 0, nans = 0, infs = 0;
  for (int64_t b = 0; b < blocks; ++b) {
    const double *p = &s.partials[static_cast<size_t>(b * 5)];
    min = std::min(min, p[0]);
    max = std::max(max, p[1]);
    sum += p[2];
    nans += p[3];
    infs += p[4];
  }
  result = makeStats(elements, static_cast<int64_t>(nans),
                     static_cast<int64_t>(infs), min, max, sum);
  return true;
}

//===----------------------------------------------------------------------===//
// timing
//===----------------------------------------------------------------------===//

void GpuBackend::recordStart(void *stream, void *&start, void *&end) {
  const char *entry = "timing";
  Timing &t = *timing;
  std::call_once(t.once, [&] {
    t.base = createEvent(entry, /*timing=*/true);
    recordEvent(entry, t.base, nullptr);
    check(synchronizeEvent(t.base), entry);
    t.hostNs = traceClockNs();
  });
  auto take = [&] {
    {
      std::lock_guard<std::mutex> lock(t.mutex);
      if (!t.free.empty()) {
        void *event = t.free.back();
        t.free.pop_back();
        return event;
      }
    }
    return createEvent(entry, /*timing=*/true);
  };
  start = take();
  end = take();
  recordEvent(entry, start, stream);
}

void *GpuBackend::allocateBuffer(size_t bytes) {
  return tryAllocate(bytes ? bytes : 1);
}

void GpuBackend::releaseBuffer(void *buffer) { release(buffer); }

void GpuBackend::copyBuffer(const char *entry, void *dest, const void *source,
                            size_t bytes, void *stream) {
  copyAsync(entry, dest, source, bytes, stream);
}

namespace {
/// A sibling kernel this thread looked up: diff looks up its twin and its
/// comparison kernel at every compared dispatch.
struct SiblingLookup {
  const GpuBackend *backend = nullptr;
  const char *kernel = nullptr; ///< The dispatch's (interned) kernel.
  std::string name;
  void *function = nullptr;
  int generation = -1;
};
thread_local LookupTable<SiblingLookup> tSiblings;
} // namespace

void *GpuBackend::siblingKernel(const DispatchInfo &dispatch,
                                const char *name) {
  // By the name's text: callers may pass copies.
  size_t key = std::hash<std::string_view>()(name) ^
               reinterpret_cast<uintptr_t>(dispatch.kernel);
  bool inserted;
  SiblingLookup &slot = tSiblings.find(
      key,
      [&](const SiblingLookup &known) {
        return known.backend == this && known.kernel == dispatch.kernel &&
               known.name == name;
      },
      inserted);
  int generation = lookupGeneration.load(std::memory_order_acquire);
  if (!inserted && slot.generation == generation)
    return slot.function;
  void *function = findSibling(dispatch, name);
  slot = {this, dispatch.kernel, name, function, generation};
  return function;
}

void *GpuBackend::findSibling(const DispatchInfo &dispatch, const char *name) {
  std::unique_lock<std::mutex> lock(mutex);
  auto module = kernelModules.find(dispatch.kernel);
  if (module == kernelModules.end())
    return nullptr;
  auto [it, inserted] =
      siblings.try_emplace({module->second, std::string(name)}, nullptr);
  if (!inserted)
    return it->second;
  auto image = originImages.find(module->second);
  lock.unlock();
  // Looked up only where the image may define it: a failing lookup is an
  // API error to tools.
  void *function = nullptr;
  if ((image != originImages.end() &&
       !mayDefine(image->second.first, image->second.second, name)) ||
      getFunction(module->second, name, function).failed())
    function = nullptr;
  lock.lock();
  siblings[{module->second, std::string(name)}] = function;
  return function;
}

void GpuBackend::launchSibling(const char *entry, void *kernel, int64_t blocks,
                               int64_t threads, void *stream, void **params) {
  const int64_t grid[3] = {blocks, 1, 1}, block[3] = {threads, 1, 1};
  launchKernel(entry, kernel, /*cluster=*/nullptr, grid, block, 0, stream,
               params, nullptr);
}

void *GpuBackend::allocateMappedBuffer(size_t bytes, void *&deviceAddress) {
  return allocateMapped("diff", bytes, deviceAddress);
}

void GpuBackend::releaseMappedBuffer(void *host) { releaseMapped(host); }

void GpuBackend::synchronizeAll(const char *entry) {
  check(synchronizeDevice(), entry);
  Runtime::get().dispatches().synchronized(nullptr);
}

void GpuBackend::eventTimes(void *start, void *end, int64_t &startNs,
                            int64_t &durationNs) {
  startNs = durationNs = -1;
  Timing &t = *timing;
  check(synchronizeEvent(end), "timing");
  float sinceBase = 0, duration = 0;
  if (elapsedMs(t.base, start, sinceBase) && elapsedMs(start, end, duration)) {
    startNs = t.hostNs + static_cast<int64_t>(sinceBase * 1e6);
    durationNs = static_cast<int64_t>(duration * 1e6);
  }
  std::lock_guard<std::mutex> lock(t.mutex);
  t.free.push_back(start);
  t.free.push_back(end);
}
