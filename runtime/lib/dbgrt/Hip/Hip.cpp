//===- Hip.cpp - the mgpu* API on the HIP runtime -------------------------===//

#include "HipBackend.h"
#include "HipState.h"

#include "../Checks.h"
#include "../GpuBackend.h"
#include "../Runtime.h"
#include "../Watchdog.h"
#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <unordered_set>

using namespace dbgrt;
using namespace dbgrt::hip;

HipState &dbgrt::hip::state() {
  static HipState *s = new HipState(); // Used at exit.
  return *s;
}

std::atomic<bool> dbgrt::hip::gActive{false};
std::atomic<int> dbgrt::hip::gGeneration{0};

namespace {

thread_local int tGeneration = -1;

std::string errorName(const HipApi *api, hipError_t error) {
  const char *name =
      api && api->hipGetErrorName ? api->hipGetErrorName(error) : nullptr;
  return name ? name : "hipError " + std::to_string(error);
}

std::string errorText(const HipApi *api, hipError_t error) {
  const char *text =
      api && api->hipGetErrorString ? api->hipGetErrorString(error) : nullptr;
  return text ? text : "unknown error";
}

/// Reports a failed HIP call made for mgpu entry `entry`, and exits; a
/// kernel fault is attributed to the dispatches since the last
/// synchronization, as on CUDA.
[[noreturn]] void fail(const HipApi *api, const char *call, const char *entry,
                       hipError_t error) {
  Runtime::get().fatal(call, entry, error, errorName(api, error),
                       errorText(api, error),
                       hip::isAsyncExecutionError(error));
}

#define DBGRT_HIP_CHECK(api, entry, call)                                      \
  do {                                                                         \
    hipError_t error_ = (api)->call;                                           \
    if (error_ != hipSuccess)                                                  \
      fail((api), #call, (entry), error_);                                     \
  } while (false)

/// The HIP table, loaded and initialized on first use, with this thread's
/// device set. Exits with one clear line when there is no HIP runtime or
/// no AMD GPU.
const HipApi *api(const char *entry) {
  HipState &s = state();
  const HipApi *table;
  int device;
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    if (!s.api) {
      std::string error;
      const HipApi *loaded = s.testApi ? s.testApi : loadHipApi(error);
      if (!loaded)
        Runtime::get().fatal(error + "; " + entry +
                             " needs an AMD GPU and the HIP runtime (this "
                             "program was compiled with --target=rocm)");
      hipError_t result = loaded->hipInit(0);
      int count = 0;
      if (result == hipSuccess)
        result = loaded->hipGetDeviceCount(&count);
      if (result != hipSuccess || count == 0)
        Runtime::get().fatal(
            std::string("no AMD GPU: ") +
            (result != hipSuccess
                 ? "hipInit failed with " + errorName(loaded, result)
                 : std::string("the HIP runtime sees none")) +
            "; " + entry +
            " needs one (this program was compiled with "
            "--target=rocm)");
      s.api = loaded;
      // Before the runtime's own exit handlers: the device is still there.
      std::atexit([] { Runtime::get().finishChecks(); });
    }
    table = s.api;
    device = s.device;
  }
  if (tGeneration != gGeneration.load()) {
    DBGRT_HIP_CHECK(table, entry, hipSetDevice(device));
    tGeneration = gGeneration.load();
  }
  return table;
}

/// The device error record of a HIP module.
class HipCheckRecord : public CheckRecord {
public:
  bool readCounters(std::vector<uint64_t> &counts) override {
    counts.assign(numSites(), 0);
    return hip->hipMemcpy(counts.data(), counters,
                          counts.size() * sizeof(uint64_t),
                          hipMemcpyDefault) == hipSuccess;
  }
  void resetCounters() override {
    std::vector<uint64_t> zeros(numSites(), 0);
    hip->hipMemcpy(counters, zeros.data(), zeros.size() * sizeof(uint64_t),
                   hipMemcpyDefault);
  }
  ~HipCheckRecord() override {
    if (Runtime::get().exiting())
      return;
    hip->hipFree(counters);
    hip->hipHostFree(reports);
  }
  const HipApi *hip = nullptr;
  void *counters = nullptr;
};

/// When `module` has checks, gives its error record counters and reports
/// (mapped host memory the GPU writes) and registers them.
void attachErrorRecord(const HipApi *hip, const char *entry,
                       hipModule_t module) {
  void *recordAddress = nullptr, *idsAddress = nullptr;
  size_t recordBytes = 0, idsBytes = 0;
  if (hip->hipModuleGetGlobal(&recordAddress, &recordBytes, module,
                              DBGRT_ERROR_RECORD_SYMBOL) != hipSuccess)
    return; // No checks in this module.
  checkErrorRecordSize(entry, recordBytes);
  DBGRT_HIP_CHECK(hip, entry,
                  hipModuleGetGlobal(&idsAddress, &idsBytes, module,
                                     DBGRT_SITE_IDS_SYMBOL));
  auto record = std::make_unique<HipCheckRecord>();
  record->hip = hip;
  record->owner = module;
  record->siteIds.resize(idsBytes / sizeof(int64_t));
  DBGRT_HIP_CHECK(hip, entry,
                  hipMemcpy(record->siteIds.data(), idsAddress,
                            record->siteIds.size() * sizeof(int64_t),
                            hipMemcpyDefault));
  size_t n = record->numSites();
  DBGRT_HIP_CHECK(
      hip, entry,
      hipMalloc(&record->counters, std::max<size_t>(n, 1) * sizeof(uint64_t)));
  record->resetCounters();
  void *host = nullptr;
  DBGRT_HIP_CHECK(hip, entry,
                  hipHostMalloc(&host, checkReportsSize(n),
                                hipHostMallocPortable | hipHostMallocMapped));
  std::memset(host, 0, checkReportsSize(n));
  record->reports = static_cast<DbgrtCheckReports *>(host);
  void *reportsAddress = nullptr;
  DBGRT_HIP_CHECK(hip, entry,
                  hipHostGetDevicePointer(&reportsAddress, host, 0));
  DbgrtErrorRecord value =
      errorRecordValue(reinterpret_cast<uint64_t>(record->counters),
                       reinterpret_cast<uint64_t>(reportsAddress), n);
  DBGRT_HIP_CHECK(
      hip, entry,
      hipMemcpy(recordAddress, &value, sizeof(value), hipMemcpyDefault));
  CheckRecords::get().add(std::move(record));
}

/// In sync mode every operation completes before its mgpu call returns; a
/// launch is watched while it runs (dispatch-timeout).
void syncIfSyncMode(const HipApi *hip, const char *entry, hipStream_t stream,
                    const DispatchInfo *dispatch = nullptr) {
  Runtime &rt = Runtime::get();
  if (!rt.options().deviceSyncMode)
    return;
  hipError_t result =
      watchdog::syncModeWait(dispatch, rt.options().effectiveDispatchTimeout(),
                             [&] { return hip->hipStreamSynchronize(stream); });
  if (result != hipSuccess)
    fail(hip, "hipStreamSynchronize(stream)", entry, result);
  rt.synchronized(stream);
}

} // namespace

bool dbgrt::hip::isCodeObject(const void *image) {
  const auto *bytes = static_cast<const unsigned char *>(image);
  constexpr uint16_t kEmAmdgpu = 224;
  if (!bytes || std::memcmp(bytes,
                            "\x7f"
                            "ELF",
                            4) != 0)
    return false;
  uint16_t machine;
  std::memcpy(&machine, bytes + 18, sizeof(machine));
  return machine == kEmAmdgpu;
}

bool dbgrt::hip::active() { return gActive.load(std::memory_order_acquire); }

namespace {
/// timing: an event recorded once, at a known trace-clock time, that kernel
/// events are measured from.
struct TimingBase {
  std::once_flag once;
  hipEvent_t event = nullptr;
  int64_t hostNs = 0;
};
TimingBase &timingBase() {
  static TimingBase *base = new TimingBase(); // Used at exit.
  return *base;
}
/// Records the base event, once, before the first timed kernel.
void startTiming(const HipApi *hip, const char *entry) {
  TimingBase &base = timingBase();
  std::call_once(base.once, [&] {
    DBGRT_HIP_CHECK(hip, entry, hipEventCreate(&base.event));
    DBGRT_HIP_CHECK(hip, entry, hipEventRecord(base.event, nullptr));
    DBGRT_HIP_CHECK(hip, entry, hipEventSynchronize(base.event));
    base.hostNs = traceClockNs();
  });
}

/// The HIP backend: the mgpu* API on the HIP runtime (GpuBackend), and its
/// answers to the core. It has no scan or stats kernel (they are PTX): the
/// core reads device memory and works on the host.
class HipGpu final : public GpuBackend {
public:
  const char *name() const override { return "hip"; }
  bool readMemory(void *dest, const void *source, size_t bytes,
                  std::string &error) override {
    return hip::readMemory(dest, source, bytes, error);
  }
  void eventTimes(void *start, void *end, int64_t &startNs,
                  int64_t &durationNs) override {
    startNs = durationNs = -1;
    const char *entry = "timing";
    const HipApi *hip = api(entry);
    DBGRT_HIP_CHECK(hip, entry, hipEventSynchronize(end));
    TimingBase &base = timingBase();
    float sinceBase = 0, duration = 0;
    if (hip->hipEventElapsedTime(&sinceBase, base.event, start) == hipSuccess &&
        hip->hipEventElapsedTime(&duration, start, end) == hipSuccess) {
      startNs = base.hostNs + static_cast<int64_t>(sinceBase * 1e6);
      durationNs = static_cast<int64_t>(duration * 1e6);
    }
    hip->hipEventDestroy(start);
    hip->hipEventDestroy(end);
  }
  void *moduleLoad(const char *entry, const void *image, size_t, int) override {
    return hip::moduleLoad(entry, image);
  }
  void moduleUnload(void *module) override { hip::moduleUnload(module); }
  void *moduleGetFunction(void *module, const char *name) override {
    return hip::moduleGetFunction(module, name);
  }
  void launch(const char *entry, void *function, const unsigned *cluster,
              const int64_t grid[3], const int64_t block[3], int32_t smem,
              void *stream, void **params, void **extra) override {
    if (cluster)
      Runtime::get().fatal(std::string(entry) +
                           ": thread block clusters are CUDA's (sm_90); this "
                           "program runs on HIP");
    hip::launch(entry, function, grid, block, smem, stream, params, extra);
  }
  void *streamCreate() override { return hip::streamCreate(); }
  void streamDestroy(void *stream) override { hip::streamDestroy(stream); }
  void streamSynchronize(void *stream) override {
    hip::streamSynchronize(stream);
  }
  void streamWaitEvent(void *stream, void *event) override {
    hip::streamWaitEvent(stream, event);
  }
  void *eventCreate() override { return hip::eventCreate(); }
  void eventDestroy(void *event) override { hip::eventDestroy(event); }
  void eventSynchronize(void *event) override { hip::eventSynchronize(event); }
  void eventRecord(void *event, void *stream) override {
    hip::eventRecord(event, stream);
  }
  void setDevice(int32_t device) override { hip::setDevice(device); }
  void *memAlloc(uint64_t bytes, void *stream, bool hostShared) override {
    return hip::memAlloc(bytes, stream, hostShared);
  }
  void memFree(void *ptr) override { hip::memFree(ptr); }
  void memcpy(void *dst, void *src, size_t bytes, void *stream) override {
    hip::memcpy(dst, src, bytes, stream);
  }
  void memset32(void *dst, uint32_t value, size_t count,
                void *stream) override {
    hip::memset32(dst, value, count, stream);
  }
  void memset16(void *dst, unsigned short value, size_t count,
                void *stream) override {
    hip::memset16(dst, value, count, stream);
  }
  void hostRegister(const char *entry, void *ptr, size_t bytes) override {
    hip::hostRegister(entry, ptr, bytes);
  }
  void hostUnregister(void *ptr) override { hip::hostUnregister(ptr); }
  void *deviceAddress(const char *entry, void *host) override {
    return hip::deviceAddress(entry, host);
  }
  void *tensorMapEncodeTiled(const char *entry, int64_t, void *, int64_t,
                             int64_t, int64_t, int64_t, int64_t,
                             int64_t *) override {
    Runtime::get().fatal(std::string(entry) +
                         ": TMA descriptors are CUDA's (sm_90); this program "
                         "runs on HIP");
  }
};
} // namespace

GpuBackend &dbgrt::hip::gpu() {
  static HipGpu *backend = new HipGpu(); // Used at exit.
  return *backend;
}

void *dbgrt::hip::moduleLoad(const char *entry, const void *image) {
  gActive = true;
  registerBackend(gpu());
  const HipApi *hip = api(entry);
  hipModule_t module = nullptr;
  DBGRT_HIP_CHECK(hip, entry, hipModuleLoadData(&module, image));
  Runtime::get().log(LogLevel::Debug,
                     [&] { return std::string("module loaded by ") + entry; });
  attachErrorRecord(hip, entry, module);
  return module;
}

void dbgrt::hip::moduleUnload(void *module) {
  if (Runtime::get().exiting())
    return;
  const HipApi *hip = api("mgpuModuleUnload");
  CheckRecords::get().remove(module);
  hip->hipModuleUnload(module);
}

void *dbgrt::hip::moduleGetFunction(void *module, const char *name) {
  const char *entry = "mgpuModuleGetFunction";
  const HipApi *hip = api(entry);
  hipFunction_t function = nullptr;
  hipError_t result = hip->hipModuleGetFunction(&function, module, name);
  if (result != hipSuccess)
    Runtime::get().fatal(std::string("hipModuleGetFunction failed with ") +
                         errorName(hip, result) + " for kernel '" + name +
                         "' in " + entry);
  HipState &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.kernelNames[function] = s.names.insert(name).first->c_str();
  return function;
}

void dbgrt::hip::launch(const char *entry, void *function,
                        const int64_t grid[3], const int64_t block[3],
                        int32_t smem, void *stream, void **params,
                        void **extra) {
  const HipApi *hip = api(entry);
  const char *kernel;
  {
    std::lock_guard<std::mutex> lock(state().mutex);
    auto it = state().kernelNames.find(function);
    kernel = it == state().kernelNames.end() ? nullptr : it->second;
  }
  Runtime &rt = Runtime::get();
  DispatchInfo dispatch =
      rt.launching(gpu(), kernel, grid, block, "gpu", state().device, stream);
  // timing: events around the kernel, read at COMPLETE in sync mode, else
  // at the next synchronization (HipGpu::eventTimes).
  hipEvent_t start = nullptr, end = nullptr;
  if (rt.options().timing && !dispatch.skipped) {
    startTiming(hip, entry);
    DBGRT_HIP_CHECK(hip, entry, hipEventCreate(&start));
    DBGRT_HIP_CHECK(hip, entry, hipEventCreate(&end));
    DBGRT_HIP_CHECK(hip, entry, hipEventRecord(start, stream));
  }
  // An operand that covers more than its allocation: reported, not run.
  hipError_t result =
      dispatch.skipped
          ? hipSuccess
          : hip->hipModuleLaunchKernel(
                function, static_cast<unsigned>(grid[0]),
                static_cast<unsigned>(grid[1]), static_cast<unsigned>(grid[2]),
                static_cast<unsigned>(block[0]),
                static_cast<unsigned>(block[1]),
                static_cast<unsigned>(block[2]), static_cast<unsigned>(smem),
                stream, params, extra);
  if (result != hipSuccess)
    fail(hip, "hipModuleLaunchKernel", entry, result);
  if (start) {
    DBGRT_HIP_CHECK(hip, entry, hipEventRecord(end, stream));
    rt.recordDeviceEvents(dispatch, start, end);
  }
  rt.launched(dispatch);
  syncIfSyncMode(hip, entry, stream, &dispatch);
}

void *dbgrt::hip::streamCreate() {
  const HipApi *hip = api("mgpuStreamCreate");
  hipStream_t stream = nullptr;
  DBGRT_HIP_CHECK(hip, "mgpuStreamCreate", hipStreamCreate(&stream));
  return stream;
}

void dbgrt::hip::streamDestroy(void *stream) {
  if (Runtime::get().exiting())
    return;
  const HipApi *hip = api("mgpuStreamDestroy");
  DBGRT_HIP_CHECK(hip, "mgpuStreamDestroy", hipStreamDestroy(stream));
}

void dbgrt::hip::streamSynchronize(void *stream) {
  const HipApi *hip = api("mgpuStreamSynchronize");
  DBGRT_HIP_CHECK(hip, "mgpuStreamSynchronize", hipStreamSynchronize(stream));
  Runtime::get().synchronized(stream);
}

void dbgrt::hip::streamWaitEvent(void *stream, void *event) {
  const HipApi *hip = api("mgpuStreamWaitEvent");
  DBGRT_HIP_CHECK(hip, "mgpuStreamWaitEvent",
                  hipStreamWaitEvent(stream, event, 0));
}

void *dbgrt::hip::eventCreate() {
  const HipApi *hip = api("mgpuEventCreate");
  hipEvent_t event = nullptr;
  DBGRT_HIP_CHECK(hip, "mgpuEventCreate", hipEventCreate(&event));
  return event;
}

void dbgrt::hip::eventDestroy(void *event) {
  if (Runtime::get().exiting())
    return;
  const HipApi *hip = api("mgpuEventDestroy");
  DBGRT_HIP_CHECK(hip, "mgpuEventDestroy", hipEventDestroy(event));
}

void dbgrt::hip::eventSynchronize(void *event) {
  const HipApi *hip = api("mgpuEventSynchronize");
  DBGRT_HIP_CHECK(hip, "mgpuEventSynchronize", hipEventSynchronize(event));
}

void dbgrt::hip::eventRecord(void *event, void *stream) {
  const HipApi *hip = api("mgpuEventRecord");
  DBGRT_HIP_CHECK(hip, "mgpuEventRecord", hipEventRecord(event, stream));
}

void dbgrt::hip::setDevice(int32_t device) {
  std::lock_guard<std::mutex> lock(state().mutex);
  state().device = device;
  ++gGeneration;
}

void *dbgrt::hip::memAlloc(uint64_t bytes, void *stream, bool hostShared) {
  const char *entry = "mgpuMemAlloc";
  const HipApi *hip = api(entry);
  if (bytes == 0)
    return nullptr;
  void *ptr = nullptr;
  if (hostShared)
    DBGRT_HIP_CHECK(hip, entry,
                    hipMallocManaged(&ptr, bytes, hipMemAttachGlobal));
  else
    DBGRT_HIP_CHECK(hip, entry, hipMalloc(&ptr, bytes));
  if (Runtime::get().options().poisonAllocations && bytes >= 2)
    DBGRT_HIP_CHECK(hip, entry,
                    hipMemsetD16Async(ptr, kPoisonPattern, bytes / 2, stream));
  return ptr;
}

void dbgrt::hip::memFree(void *ptr) {
  if (!ptr || Runtime::get().exiting())
    return;
  const HipApi *hip = api("mgpuMemFree");
  DBGRT_HIP_CHECK(hip, "mgpuMemFree", hipFree(ptr));
}

void dbgrt::hip::memcpy(void *dst, void *src, size_t bytes, void *stream) {
  const char *entry = "mgpuMemcpy";
  const HipApi *hip = api(entry);
  DBGRT_HIP_CHECK(hip, entry,
                  hipMemcpyAsync(dst, src, bytes, hipMemcpyDefault, stream));
  syncIfSyncMode(hip, entry, stream);
}

void dbgrt::hip::memset32(void *dst, uint32_t value, size_t count,
                          void *stream) {
  const char *entry = "mgpuMemset32";
  const HipApi *hip = api(entry);
  DBGRT_HIP_CHECK(
      hip, entry,
      hipMemsetD32Async(dst, static_cast<int>(value), count, stream));
  syncIfSyncMode(hip, entry, stream);
}

void dbgrt::hip::memset16(void *dst, unsigned short value, size_t count,
                          void *stream) {
  const char *entry = "mgpuMemset16";
  const HipApi *hip = api(entry);
  DBGRT_HIP_CHECK(hip, entry, hipMemsetD16Async(dst, value, count, stream));
  syncIfSyncMode(hip, entry, stream);
}

void dbgrt::hip::hostRegister(const char *entry, void *ptr, size_t bytes) {
  const HipApi *hip = api(entry);
  DBGRT_HIP_CHECK(hip, entry, hipHostRegister(ptr, bytes, /*flags=*/0));
}

void dbgrt::hip::hostUnregister(void *ptr) {
  if (Runtime::get().exiting())
    return;
  const HipApi *hip = api("mgpuMemHostUnregister");
  DBGRT_HIP_CHECK(hip, "mgpuMemHostUnregister", hipHostUnregister(ptr));
}

void *dbgrt::hip::deviceAddress(const char *entry, void *host) {
  const HipApi *hip = api(entry);
  void *device = nullptr;
  DBGRT_HIP_CHECK(hip, entry, hipHostGetDevicePointer(&device, host, 0));
  return device;
}

bool dbgrt::hip::readMemory(void *dest, const void *source, size_t bytes,
                            std::string &error) {
  const char *entry = "trace-tensors";
  const HipApi *hip = api(entry);
  hipError_t result = hip->hipDeviceSynchronize();
  if (result != hipSuccess)
    fail(hip, "hipDeviceSynchronize", entry, result);
  Runtime::get().synchronized(nullptr);
  result = hip->hipMemcpy(dest, source, bytes, hipMemcpyDefault);
  if (result == hipSuccess)
    return true;
  error = "hipMemcpy of " + std::to_string(bytes) + " bytes failed with " +
          errorName(hip, result) + " (" + errorText(hip, result) + ")";
  return false;
}
