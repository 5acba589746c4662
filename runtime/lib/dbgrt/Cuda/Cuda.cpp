//===- Cuda.cpp - the mgpu* API on the CUDA driver ------------------------===//
//
// libdbgrt's CUDA backend: MLIR 22's mgpu* entry points implemented on the
// driver table of CudaApi.h. Unlike upstream's wrappers, every failing call
// is reported with the dispatch it belongs to and stops the program, and in
// sync mode every launch is synchronized and checked before it returns.
//
//===----------------------------------------------------------------------===//

#include "CudaState.h"

#include "CudaBackend.h"
#include "Kernels.h"

#include "../Checks.h"
#include "../GpuBackend.h"
#include "../Runtime.h"
#include "../Watchdog.h"
#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

using namespace dbgrt;
using namespace dbgrt::cuda;

CudaState &dbgrt::cuda::state() {
  static CudaState *s = new CudaState(); // Never destroyed: used at exit.
  return *s;
}

std::atomic<int> dbgrt::cuda::gGeneration{0};
std::atomic<int> dbgrt::cuda::gLookupGeneration{0};

namespace {

/// This thread's view, valid while tGeneration == gGeneration: the driver
/// table, the current context and its device ordinal.
thread_local int tGeneration = -1;
thread_local const CudaApi *tApi = nullptr;
thread_local CUcontext tCurrent = nullptr;
thread_local int tDevice = 0;
/// The last kernel this thread looked up: gpu-to-llvm calls
/// mgpuModuleGetFunction, with the same module and name constant, right
/// before every launch, which then needs the kernel's name.
struct KernelLookup {
  void *module = nullptr;
  const char *name = nullptr; ///< As passed (the program's constant).
  CUfunction function = nullptr;
  const char *kernel = nullptr; ///< Interned copy of `name`.
  int generation = -1;
};
thread_local KernelLookup tLookup;

std::string errorName(const CudaApi *api, CUresult result) {
  const char *name = nullptr;
  if (api && api->cuGetErrorName(result, &name) == CUDA_SUCCESS && name)
    return name;
  if (const char *known = knownErrorName(result))
    return known;
  return "CUDA error " + std::to_string(result);
}

std::string errorText(const CudaApi *api, CUresult result) {
  const char *text = nullptr;
  if (api && api->cuGetErrorString(result, &text) == CUDA_SUCCESS && text)
    return text;
  return "unknown error";
}

/// Reports a failed driver call and exits.
[[noreturn]] void fail(const CudaApi *api, const char *call, const char *entry,
                       CUresult result) {
  Runtime::get().fatal(call, entry, result, errorName(api, result),
                       errorText(api, result), isAsyncExecutionError(result));
}

/// Runs a driver call; on failure reports it as made by mgpu entry `entry`.
#define DBGRT_CHECK(api, entry, call)                                          \
  do {                                                                         \
    CUresult result_ = (api)->call;                                            \
    if (result_ != CUDA_SUCCESS)                                               \
      fail((api), #call, (entry), result_);                                    \
  } while (false)

/// Teardown calls made by module destructors and deallocations may run after
/// the driver has shut down at exit; the resources are gone with it then.
bool tornDown(CUresult result) { return result == CUDA_ERROR_DEINITIALIZED; }

/// Loads the driver, creates or reuses the default device's primary
/// context and makes it current on this thread. Exits with a clear message
/// when there is no driver or no device. For a `teardown` call (unload,
/// free) returns nullptr instead when the driver has already shut down.
const CudaApi *api(const char *entry, bool teardown = false) {
  // Fast path, every launch: this thread is set up and nothing changed.
  if (tGeneration == gGeneration.load(std::memory_order_acquire) && tApi)
    return tApi;
  CudaState &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (!s.api) {
    std::string error;
    const CudaApi *loaded = loadCudaApi(error);
    if (!loaded)
      Runtime::get().fatal(error + "; " + entry +
                           " needs an NVIDIA GPU and its driver (this "
                           "program was compiled with --target=cuda)");
    CUresult result = loaded->cuInit(0);
    if (result != CUDA_SUCCESS)
      Runtime::get().fatal(std::string("cuInit failed with ") +
                           errorName(loaded, result) + " (" +
                           errorText(loaded, result) + "); " + entry +
                           " needs an NVIDIA GPU");
    s.api = loaded;
    // Exit handlers run last-registered first: this one runs before the
    // driver's (registered by cuInit), while the device can still be read.
    std::atexit([] { Runtime::get().finishChecks(); });
  }
  auto it = s.contexts.find(s.device);
  if (it == s.contexts.end()) {
    CUdevice device;
    int count = 0;
    DBGRT_CHECK(s.api, entry, cuDeviceGetCount(&count));
    if (s.device >= count)
      Runtime::get().fatal(
          "device " + std::to_string(s.device) +
          " requested by mgpuSetDefaultDevice, but there are " +
          std::to_string(count) + " CUDA devices");
    DBGRT_CHECK(s.api, entry, cuDeviceGet(&device, s.device));
    CUcontext ctx;
    DBGRT_CHECK(s.api, entry, cuDevicePrimaryCtxRetain(&ctx, device));
    int optin = 0;
    DBGRT_CHECK(s.api, entry,
                cuDeviceGetAttribute(
                    &optin,
                    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                    device));
    s.maxSharedOptin[s.device] = optin;
    it = s.contexts.emplace(s.device, ctx).first;
  }
  if (tCurrent != it->second || tGeneration != gGeneration.load()) {
    CUresult result = s.api->cuCtxSetCurrent(it->second);
    if (teardown && tornDown(result))
      return nullptr;
    if (result != CUDA_SUCCESS)
      fail(s.api, "cuCtxSetCurrent(context)", entry, result);
    tCurrent = it->second;
  }
  tApi = s.api;
  tDevice = s.device;
  tGeneration = gGeneration.load();
  return s.api;
}

/// The device ordinal of this thread's context (call api() first).
int currentDevice() { return tDevice; }

/// The name mgpuModuleGetFunction was asked for, or nullptr.
const char *kernelName(CUfunction function) {
  if (function == tLookup.function &&
      tLookup.generation == gLookupGeneration.load(std::memory_order_acquire))
    return tLookup.kernel;
  CudaState &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto it = s.kernelNames.find(function);
  return it == s.kernelNames.end() ? nullptr : it->second;
}

/// The error record of a CUDA module: counters in device memory, reports
/// in mapped page-locked host memory.
class CudaCheckRecord : public CheckRecord {
public:
  bool readCounters(std::vector<uint64_t> &counts) override {
    counts.assign(numSites(), 0);
    return cu->cuMemcpyDtoH(counts.data(), counters,
                            counts.size() * sizeof(uint64_t)) == CUDA_SUCCESS;
  }
  void resetCounters() override {
    std::vector<uint64_t> zeros(numSites(), 0);
    cu->cuMemcpyHtoD(counters, zeros.data(), zeros.size() * sizeof(uint64_t));
  }
  ~CudaCheckRecord() override {
    if (Runtime::get().exiting())
      return; // The context may be gone; the process ends anyway.
    cu->cuMemFree(counters);
    cu->cuMemFreeHost(reports);
  }
  const CudaApi *cu = nullptr;
  CUdeviceptr counters = 0;
};

/// Whether the module `image` may define `symbol`: false only for PTX text
/// and cubins (ELF, `size` bytes; 0 when unknown) whose bytes do not hold
/// the name. A fatbin may compress its cubins, so it may define anything.
/// This spares modules without checks a failing cuModuleGetGlobal, which
/// compute-sanitizer reports as an error of the program.
bool mayDefine(const void *image, size_t size, const char *symbol) {
  const char *bytes = static_cast<const char *>(image);
  // The magic numbers are 4 bytes without a NUL; PTX text may be shorter.
  bool fourBytes = strnlen(bytes, 4) == 4;
  bool elf = fourBytes && std::memcmp(bytes,
                                      "\x7f"
                                      "ELF",
                                      4) == 0;
  if (elf)
    return size == 0 ||
           std::string_view(bytes, size).find(symbol) != std::string_view::npos;
  // A fatbin (magic 0xBA55ED50, little-endian) may define it.
  if (fourBytes && std::memcmp(bytes, "\x50\xED\x55\xBA", 4) == 0)
    return true;
  // PTX: NUL-terminated text.
  return std::string_view(bytes).find(symbol) != std::string_view::npos;
}

/// When `module` has checks (lower-dbg-checks defined its error record),
/// gives it counters and reports and registers them. `image` is what it
/// was loaded from (`size` bytes, 0 when unknown).
void attachErrorRecord(const CudaApi *cu, const char *entry, CUmodule module,
                       const void *image, size_t size) {
  if (!cu->cuModuleGetGlobal ||
      !mayDefine(image, size, DBGRT_ERROR_RECORD_SYMBOL))
    return;
  CUdeviceptr recordAddress = 0, idsAddress = 0;
  size_t recordBytes = 0, idsBytes = 0;
  if (cu->cuModuleGetGlobal(&recordAddress, &recordBytes, module,
                            DBGRT_ERROR_RECORD_SYMBOL) != CUDA_SUCCESS)
    return; // No checks in this module.
  checkErrorRecordSize(entry, recordBytes);
  DBGRT_CHECK(
      cu, entry,
      cuModuleGetGlobal(&idsAddress, &idsBytes, module, DBGRT_SITE_IDS_SYMBOL));
  auto record = std::make_unique<CudaCheckRecord>();
  record->cu = cu;
  record->owner = module;
  record->siteIds.resize(idsBytes / sizeof(int64_t));
  DBGRT_CHECK(cu, entry,
              cuMemcpyDtoH(record->siteIds.data(), idsAddress,
                           record->siteIds.size() * sizeof(int64_t)));
  size_t n = record->numSites();
  DBGRT_CHECK(
      cu, entry,
      cuMemAlloc(&record->counters, std::max<size_t>(n, 1) * sizeof(uint64_t)));
  record->resetCounters();
  void *host = nullptr;
  constexpr unsigned kPortable = 1, kDeviceMap = 2;
  DBGRT_CHECK(
      cu, entry,
      cuMemHostAlloc(&host, checkReportsSize(n), kPortable | kDeviceMap));
  std::memset(host, 0, checkReportsSize(n));
  record->reports = static_cast<DbgrtCheckReports *>(host);
  CUdeviceptr reportsAddress = 0;
  DBGRT_CHECK(cu, entry, cuMemHostGetDevicePointer(&reportsAddress, host, 0));
  DbgrtErrorRecord value =
      errorRecordValue(record->counters, reportsAddress, n);
  DBGRT_CHECK(cu, entry, cuMemcpyHtoD(recordAddress, &value, sizeof(value)));
  CheckRecords::get().add(std::move(record));
}

CUmodule loadModule(const char *entry, const void *image, int optLevel,
                    size_t size = 0) {
  const CudaApi *cu = api(entry);
  std::vector<char> log(16384, '\0');
  int options[3] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                    CU_JIT_OPTIMIZATION_LEVEL};
  void *values[3] = {log.data(), reinterpret_cast<void *>(log.size()),
                     reinterpret_cast<void *>(static_cast<intptr_t>(optLevel))};
  CUmodule module = nullptr;
  CUresult result = cu->cuModuleLoadDataEx(
      &module, image, optLevel >= 0 ? 3 : 2, options, values);
  if (result != CUDA_SUCCESS) {
    if (log[0])
      Runtime::get().reporter().line(std::string("JIT log of ") + entry +
                                     ":\n" + log.data());
    fail(cu, "cuModuleLoadDataEx", entry, result);
  }
  Runtime::get().log(LogLevel::Debug,
                     [&] { return std::string("module loaded by ") + entry; });
  attachErrorRecord(cu, entry, module, image, size);
  return module;
}

/// Above 48 KiB, a kernel must opt in to its dynamic shared memory (as
/// upstream's mgpuLaunchKernel does).
void reserveSharedMemory(const CudaApi *cu, const char *entry,
                         const DispatchInfo &dispatch, CUfunction function,
                         int32_t smem) {
  constexpr int32_t kDefaultLimit = 48 * 1024;
  if (smem <= kDefaultLimit)
    return;
  int optin;
  {
    std::lock_guard<std::mutex> lock(state().mutex);
    optin = state().maxSharedOptin[state().device];
  }
  if (smem > optin)
    Runtime::get().fatal(std::string(entry) + ": dispatch " +
                         formatDispatchName(dispatch) + " asks for " +
                         std::to_string(smem) +
                         " bytes of dynamic shared memory; the device allows " +
                         std::to_string(optin));
  DBGRT_CHECK(
      cu, entry,
      cuFuncSetAttribute(
          function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem));
}

/// In sync mode every device operation completes before its mgpu call
/// returns, so a failing copy or fill is reported at its own call and no
/// later work can overtake it. A launch is watched while it runs
/// (dispatch-timeout).
void syncIfSyncMode(const CudaApi *cu, const char *entry, CUstream stream,
                    const DispatchInfo *dispatch = nullptr) {
  Runtime &rt = Runtime::get();
  if (!rt.options().deviceSyncMode)
    return;
  CUresult result =
      watchdog::syncModeWait(dispatch, rt.options().effectiveDispatchTimeout(),
                             [&] { return cu->cuStreamSynchronize(stream); });
  if (result != CUDA_SUCCESS)
    fail(cu, "cuStreamSynchronize(stream)", entry, result);
  rt.synchronized(stream);
}

/// MLIR 22's gpu-to-llvm lowers a GPU token that an async.execute yields to
/// the producer's stream, but its consumers treat the value as an event
/// (mgpuStreamWaitEvent, mgpuEventDestroy). Returns true when `event` is in
/// fact one of our streams, reporting it once per stream at warning level.
bool isStreamPassedAsEvent(void *event, const char *entry) {
  CudaState &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (!s.streams.count(event))
    return false;
  if (s.reportedStreams.insert(event).second)
    Runtime::get().log(LogLevel::Warning, [&] {
      return std::string("warning: ") + entry +
             " was given a stream where an event belongs (MLIR's "
             "gpu-to-llvm passes the stream an async.execute region "
             "yields); dbg orders on the work queued on that stream instead";
    });
  return true;
}

/// Launch shared by mgpuLaunchKernel and mgpuLaunchClusterKernel.
void launch(const char *entry, CUfunction function, const unsigned cluster[3],
            const int64_t grid[3], const int64_t block[3], int32_t smem,
            CUstream stream, void **params, void **extra) {
  const CudaApi *cu = api(entry);
  Runtime &rt = Runtime::get();
  DispatchInfo dispatch = rt.launching(device(), kernelName(function), grid,
                                       block, "gpu", currentDevice(), stream);
  reserveSharedMemory(cu, entry, dispatch, function, smem);
  rt.log(LogLevel::Debug, [&] {
    return "dispatch " + formatDispatchName(dispatch) + ": " +
           std::to_string(smem) + " B dynamic shared memory per block";
  });
  void *startEvent = nullptr, *endEvent = nullptr;
  if (rt.options().timing)
    recordStart(stream, startEvent, endEvent);
  CUresult result = CUDA_SUCCESS;
  const char *call = "cuLaunchKernel";
  if (dispatch.skipped) {
    // An operand covers more than its allocation: reported, not run.
  } else if (cluster) {
    CUlaunchAttribute attribute;
    std::memset(&attribute, 0, sizeof(attribute));
    attribute.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    attribute.value.clusterDim.x = cluster[0];
    attribute.value.clusterDim.y = cluster[1];
    attribute.value.clusterDim.z = cluster[2];
    CUlaunchConfig config;
    std::memset(&config, 0, sizeof(config));
    config.gridDimX = grid[0];
    config.gridDimY = grid[1];
    config.gridDimZ = grid[2];
    config.blockDimX = block[0];
    config.blockDimY = block[1];
    config.blockDimZ = block[2];
    config.sharedMemBytes = smem;
    config.hStream = stream;
    config.attrs = &attribute;
    config.numAttrs = 1;
    call = "cuLaunchKernelEx";
    result = cu->cuLaunchKernelEx(&config, function, params, extra);
  } else {
    result =
        cu->cuLaunchKernel(function, grid[0], grid[1], grid[2], block[0],
                           block[1], block[2], smem, stream, params, extra);
  }
  if (result != CUDA_SUCCESS)
    fail(cu, call, entry, result);
  if (startEvent) {
    recordEnd(stream, endEvent);
    rt.recordDeviceEvents(dispatch, startEvent, endEvent);
  }
  rt.launched(dispatch);
  syncIfSyncMode(cu, entry, stream, &dispatch);
}

} // namespace

namespace {
/// The CUDA backend: the mgpu* API on the CUDA driver (GpuBackend), and
/// its answers to the core (DeviceBackend): its scan and stats kernels,
/// device reads, pointer queries and event timing.
class CudaGpu final : public GpuBackend {
public:
  const char *name() const override { return "cuda"; }
  bool readMemory(void *dest, const void *source, size_t bytes,
                  std::string &error) override {
    return cuda::readMemory(dest, source, bytes, error);
  }
  bool tensorStats(const void *data, DType type, int64_t elements,
                   TensorStats &stats, std::string &error) override {
    return cuda::tensorStats(data, type, elements, stats, error);
  }
  bool scanNonFinite(const DbgrtSite *site, void *data, int64_t elements,
                     int32_t type, const DispatchInfo &dispatch) override {
    cuda::scanNonFinite(site, data, elements, type, dispatch);
    return true;
  }
  int32_t memoryKind(const void *data) override {
    return cuda::memoryKind(data);
  }
  void eventTimes(void *start, void *end, int64_t &startNs,
                  int64_t &durationNs) override {
    cuda::eventTimes(start, end, startNs, durationNs);
  }

  void *moduleLoad(const char *entry, const void *image, size_t size,
                   int optLevel) override;
  void moduleUnload(void *module) override;
  void *moduleGetFunction(void *module, const char *name) override;
  void launch(const char *entry, void *function, const unsigned *cluster,
              const int64_t grid[3], const int64_t block[3], int32_t smem,
              void *stream, void **params, void **extra) override;
  void *streamCreate() override;
  void streamDestroy(void *stream) override;
  void streamSynchronize(void *stream) override;
  void streamWaitEvent(void *stream, void *event) override;
  void *eventCreate() override;
  void eventDestroy(void *event) override;
  void eventSynchronize(void *event) override;
  void eventRecord(void *event, void *stream) override;
  void setDevice(int32_t device) override;
  void *memAlloc(uint64_t bytes, void *stream, bool hostShared) override;
  void memFree(void *ptr) override;
  void memcpy(void *dst, void *src, size_t bytes, void *stream) override;
  void memset32(void *dst, uint32_t value, size_t count, void *stream) override;
  void memset16(void *dst, unsigned short value, size_t count,
                void *stream) override;
  void hostRegister(const char *entry, void *ptr, size_t bytes) override;
  void hostUnregister(void *ptr) override;
  void *deviceAddress(const char *entry, void *host) override;
  void *tensorMapEncodeTiled(const char *entry, int64_t rank, void *descriptor,
                             int64_t dataType, int64_t interleave,
                             int64_t swizzle, int64_t l2Promotion,
                             int64_t oobFill, int64_t *boxDims) override;
};
} // namespace

GpuBackend &dbgrt::cuda::device() {
  static CudaGpu *backend = new CudaGpu(); // Used at exit.
  return *backend;
}

void *CudaGpu::moduleLoad(const char *entry, const void *image, size_t size,
                          int optLevel) {
  // Input guards may ask about pointers before the first launch.
  registerBackend(*this);
  return loadModule(entry, image, optLevel, size);
}

void CudaGpu::moduleUnload(void *module) {
  // Module destructors run at exit; after a fatal error the context is gone.
  if (Runtime::get().exiting())
    return;
  const CudaApi *cu = api("mgpuModuleUnload", /*teardown=*/true);
  if (!cu)
    return;
  // Its function handles may be reused by a later module.
  ++gLookupGeneration;
  CheckRecords::get().remove(module);
  CUresult result = cu->cuModuleUnload(module);
  if (result != CUDA_SUCCESS && !tornDown(result))
    fail(cu, "cuModuleUnload", "mgpuModuleUnload", result);
}

void *CudaGpu::moduleGetFunction(void *module, const char *name) {
  if (module == tLookup.module && name == tLookup.name &&
      tLookup.generation == gLookupGeneration.load(std::memory_order_acquire))
    return tLookup.function;
  const CudaApi *cu = api("mgpuModuleGetFunction");
  CUfunction function = nullptr;
  CUresult result = cu->cuModuleGetFunction(&function, module, name);
  if (result != CUDA_SUCCESS)
    Runtime::get().fatal(std::string("cuModuleGetFunction failed with ") +
                         errorName(cu, result) + " for kernel '" + name +
                         "' in mgpuModuleGetFunction");
  CudaState &s = state();
  std::unique_lock<std::mutex> lock(s.mutex);
  const char *kernel = s.names.insert(name).first->c_str();
  bool first = s.kernelNames.emplace(function, kernel).second;
  s.kernelNames[function] = kernel;
  tLookup = {module, name, function, kernel, gLookupGeneration.load()};
  lock.unlock();
  // The first tools of the pyptx runbook (ptxas -v), from the driver: what
  // the kernel costs the SM, once per loaded kernel.
  if (first && Runtime::get().enabled(LogLevel::Debug)) {
    auto attribute = [&](int id) {
      int value = -1;
      cu->cuFuncGetAttribute(&value, id, function);
      return std::to_string(value);
    };
    Runtime::get().reporter().line(
        std::string("kernel ") + kernel +
        " loaded: " + attribute(CU_FUNC_ATTRIBUTE_NUM_REGS) + " registers, " +
        attribute(CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES) +
        " B static shared memory, " +
        attribute(CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES) +
        " B local memory per thread (spills), max " +
        attribute(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK) +
        " threads per block");
  }
  return function;
}

void CudaGpu::launch(const char *entry, void *function, const unsigned *cluster,
                     const int64_t grid[3], const int64_t block[3],
                     int32_t smem, void *stream, void **params, void **extra) {
  ::launch(entry, function, cluster, grid, block, smem, stream, params, extra);
}

void *CudaGpu::streamCreate() {
  const CudaApi *cu = api("mgpuStreamCreate");
  CUstream stream = nullptr;
  DBGRT_CHECK(cu, "mgpuStreamCreate", cuStreamCreate(&stream, 0));
  std::lock_guard<std::mutex> lock(state().mutex);
  state().streams.insert(stream);
  return stream;
}

void CudaGpu::streamDestroy(void *stream) {
  const CudaApi *cu = api("mgpuStreamDestroy");
  {
    std::lock_guard<std::mutex> lock(state().mutex);
    state().streams.erase(stream);
  }
  DBGRT_CHECK(cu, "mgpuStreamDestroy", cuStreamDestroy(stream));
}

void CudaGpu::streamSynchronize(void *stream) {
  const CudaApi *cu = api("mgpuStreamSynchronize");
  DBGRT_CHECK(cu, "mgpuStreamSynchronize", cuStreamSynchronize(stream));
  Runtime::get().synchronized(stream);
}

void CudaGpu::streamWaitEvent(void *stream, void *event) {
  const char *entry = "mgpuStreamWaitEvent";
  const CudaApi *cu = api(entry);
  if (isStreamPassedAsEvent(event, entry)) {
    // Order `stream` after the work queued on the other stream so far.
    CUevent marker = nullptr;
    DBGRT_CHECK(cu, entry, cuEventCreate(&marker, 2));
    DBGRT_CHECK(cu, entry, cuEventRecord(marker, event));
    DBGRT_CHECK(cu, entry, cuStreamWaitEvent(stream, marker, 0));
    DBGRT_CHECK(cu, entry, cuEventDestroy(marker));
    return;
  }
  DBGRT_CHECK(cu, entry, cuStreamWaitEvent(stream, event, 0));
}

void *CudaGpu::eventCreate() {
  const CudaApi *cu = api("mgpuEventCreate");
  CUevent event = nullptr;
  // CU_EVENT_DISABLE_TIMING: the events order work, they time nothing.
  DBGRT_CHECK(cu, "mgpuEventCreate", cuEventCreate(&event, 2));
  return event;
}

void CudaGpu::eventDestroy(void *event) {
  const CudaApi *cu = api("mgpuEventDestroy");
  // A stream passed for an event may have other consumers: it stays.
  if (isStreamPassedAsEvent(event, "mgpuEventDestroy"))
    return;
  DBGRT_CHECK(cu, "mgpuEventDestroy", cuEventDestroy(event));
}

void CudaGpu::eventSynchronize(void *event) {
  const CudaApi *cu = api("mgpuEventSynchronize");
  if (isStreamPassedAsEvent(event, "mgpuEventSynchronize")) {
    DBGRT_CHECK(cu, "mgpuEventSynchronize", cuStreamSynchronize(event));
    Runtime::get().synchronized(event);
    return;
  }
  DBGRT_CHECK(cu, "mgpuEventSynchronize", cuEventSynchronize(event));
}

void CudaGpu::eventRecord(void *event, void *stream) {
  const CudaApi *cu = api("mgpuEventRecord");
  DBGRT_CHECK(cu, "mgpuEventRecord", cuEventRecord(event, stream));
}

void CudaGpu::setDevice(int32_t device) {
  std::lock_guard<std::mutex> lock(state().mutex);
  state().device = device;
  ++gGeneration;
  ++gLookupGeneration;
}

void *CudaGpu::memAlloc(uint64_t sizeBytes, void *stream, bool isHostShared) {
  const CudaApi *cu = api("mgpuMemAlloc");
  CUdeviceptr ptr = 0;
  if (sizeBytes == 0)
    return nullptr;
  if (isHostShared)
    DBGRT_CHECK(cu, "mgpuMemAlloc",
                cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL));
  else
    DBGRT_CHECK(cu, "mgpuMemAlloc", cuMemAlloc(&ptr, sizeBytes));
  if (Runtime::get().options().poisonAllocations && sizeBytes >= 2)
    DBGRT_CHECK(cu, "mgpuMemAlloc",
                cuMemsetD16Async(ptr, kPoisonPattern, sizeBytes / 2,
                                 static_cast<CUstream>(stream)));
  Runtime::get().log(LogLevel::Debug, [&] {
    return "alloc " + std::to_string(sizeBytes) + " bytes" +
           (isHostShared ? " (host_shared)" : "");
  });
  return reinterpret_cast<void *>(ptr);
}

void CudaGpu::memFree(void *ptr) {
  if (!ptr || Runtime::get().exiting())
    return;
  const CudaApi *cu = api("mgpuMemFree", /*teardown=*/true);
  if (!cu)
    return;
  CUresult result = cu->cuMemFree(reinterpret_cast<CUdeviceptr>(ptr));
  if (result != CUDA_SUCCESS && !tornDown(result))
    fail(cu, "cuMemFree", "mgpuMemFree", result);
}

void CudaGpu::memcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  const CudaApi *cu = api("mgpuMemcpy");
  DBGRT_CHECK(cu, "mgpuMemcpy",
              cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                            reinterpret_cast<CUdeviceptr>(src), sizeBytes,
                            stream));
  Runtime::get().log(LogLevel::Debug, [&] {
    return "memcpy " + std::to_string(sizeBytes) + " bytes";
  });
  syncIfSyncMode(cu, "mgpuMemcpy", stream);
}

void CudaGpu::memset32(void *dst, uint32_t value, size_t count, void *stream) {
  const CudaApi *cu = api("mgpuMemset32");
  DBGRT_CHECK(cu, "mgpuMemset32",
              cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                               stream));
  syncIfSyncMode(cu, "mgpuMemset32", stream);
}

void CudaGpu::memset16(void *dst, unsigned short value, size_t count,
                       void *stream) {
  const CudaApi *cu = api("mgpuMemset16");
  DBGRT_CHECK(cu, "mgpuMemset16",
              cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                               stream));
  syncIfSyncMode(cu, "mgpuMemset16", stream);
}

void CudaGpu::hostRegister(const char *entry, void *ptr, size_t bytes) {
  if (bytes == 0)
    return;
  const CudaApi *cu = api(entry);
  DBGRT_CHECK(cu, entry, cuMemHostRegister(ptr, bytes, /*flags=*/0));
}

void *CudaGpu::deviceAddress(const char *entry, void *host) {
  const CudaApi *cu = api(entry);
  CUdeviceptr device = 0;
  DBGRT_CHECK(cu, entry, cuMemHostGetDevicePointer(&device, host, 0));
  return reinterpret_cast<void *>(device);
}

void CudaGpu::hostUnregister(void *ptr) {
  if (Runtime::get().exiting())
    return;
  const CudaApi *cu = api("mgpuMemHostUnregister", /*teardown=*/true);
  if (!cu)
    return;
  CUresult result = cu->cuMemHostUnregister(ptr);
  if (result != CUDA_SUCCESS && !tornDown(result))
    fail(cu, "cuMemHostUnregister", "mgpuMemHostUnregister", result);
}

void *CudaGpu::tensorMapEncodeTiled(const char *entry, int64_t tensorRank,
                                    void *descriptor, int64_t tensorDataType,
                                    int64_t interleave, int64_t swizzle,
                                    int64_t l2Promotion, int64_t oobFill,
                                    int64_t *inputBoxDims) {
  if (tensorRank < 1 || tensorRank > 5)
    Runtime::get().fatal(std::string(entry) + ": tensor rank " +
                         std::to_string(tensorRank) + " is not in [1, 5]");
  // cuda.h: CUtensorMapDataType element sizes in bytes.
  static const int kElementBytes[] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4};
  if (tensorDataType < 0 || tensorDataType >= 13)
    Runtime::get().fatal(std::string(entry) + ": unknown tensor data type " +
                         std::to_string(tensorDataType));
  const CudaApi *cu = api(entry);
  auto *words = static_cast<int64_t *>(descriptor);
  char *address = reinterpret_cast<char **>(descriptor)[1];
  const int64_t *sizes = words + 3;
  const int64_t *strides = sizes + tensorRank;
  int elementBytes = kElementBytes[tensorDataType];
  // The driver wants the innermost dimension first, strides in bytes and
  // without the innermost (unit) stride.
  uint64_t globalDim[5] = {1, 1, 1, 1, 1}, globalStrides[5] = {0};
  uint32_t boxDim[5] = {1, 1, 1, 1, 1}, elementStrides[5] = {1, 1, 1, 1, 1};
  for (int64_t i = 0; i < tensorRank; ++i) {
    globalDim[i] = sizes[tensorRank - 1 - i];
    boxDim[i] = static_cast<uint32_t>(inputBoxDims[tensorRank - 1 - i]);
  }
  for (int64_t i = 0; i + 1 < tensorRank; ++i)
    globalStrides[i] = strides[tensorRank - 2 - i] * elementBytes;
  CUtensorMap map;
  DBGRT_CHECK(cu, entry,
              cuTensorMapEncodeTiled(
                  &map, static_cast<int>(tensorDataType), tensorRank, address,
                  globalDim, globalStrides, boxDim, elementStrides,
                  static_cast<int>(interleave), static_cast<int>(swizzle),
                  static_cast<int>(l2Promotion), static_cast<int>(oobFill)));
  CUdeviceptr deviceMap = 0;
  DBGRT_CHECK(cu, entry, cuMemAlloc(&deviceMap, sizeof(map)));
  DBGRT_CHECK(cu, entry, cuMemcpyHtoD(deviceMap, &map, sizeof(map)));
  return reinterpret_cast<void *>(deviceMap);
}

//===----------------------------------------------------------------------===//
// NaN/Inf scans (nan-check=dispatch)
//===----------------------------------------------------------------------===//

namespace {

/// Scans in flight at most; one more waits for the stream to drain.
constexpr int kScanSlots = 1024;
constexpr unsigned kScanThreads = 256;
constexpr unsigned kScanMaxBlocks = 2048;

/// The scan kernel and its result slots: per slot, the accumulators (a
/// count and a count of finished blocks, u32; the first index, u64) in
/// device memory, and the result (count, first) in mapped host memory.
struct ScanState {
  std::mutex mutex;
  CUfunction function = nullptr;
  CUdeviceptr acc = 0, first = 0;
  uint64_t *out = nullptr;
  CUdeviceptr outDevice = 0;
  std::vector<int> freeSlots;
};

ScanState &scanState() {
  static ScanState *state = new ScanState(); // Used at exit.
  return *state;
}

void initScans(const CudaApi *cu, ScanState &s) {
  const char *entry = "dbgrtScanNonFinite";
  CUmodule module = loadModule(entry, kScanKernelPtx, -1);
  DBGRT_CHECK(cu, entry,
              cuModuleGetFunction(&s.function, module, kScanKernelName));
  DBGRT_CHECK(cu, entry, cuMemAlloc(&s.acc, kScanSlots * 2 * sizeof(uint32_t)));
  DBGRT_CHECK(cu, entry, cuMemAlloc(&s.first, kScanSlots * sizeof(uint64_t)));
  DBGRT_CHECK(cu, entry, cuMemsetD32Async(s.acc, 0, kScanSlots * 2, nullptr));
  DBGRT_CHECK(cu, entry,
              cuMemsetD32Async(s.first, 0xFFFFFFFFu, kScanSlots * 2, nullptr));
  void *host = nullptr;
  constexpr unsigned kPortable = 1, kDeviceMap = 2;
  DBGRT_CHECK(cu, entry,
              cuMemHostAlloc(&host, kScanSlots * 3 * sizeof(uint64_t),
                             kPortable | kDeviceMap));
  std::memset(host, 0, kScanSlots * 3 * sizeof(uint64_t));
  s.out = static_cast<uint64_t *>(host);
  DBGRT_CHECK(cu, entry, cuMemHostGetDevicePointer(&s.outDevice, host, 0));
  DBGRT_CHECK(cu, entry, cuStreamSynchronize(nullptr));
  for (int slot = kScanSlots - 1; slot >= 0; --slot)
    s.freeSlots.push_back(slot);
}

} // namespace

namespace {
/// The event all kernel times are measured from, and when it completed on
/// the trace clock.
struct TimingBase {
  std::once_flag once;
  CUevent event = nullptr;
  int64_t hostNs = 0;
  /// Events of kernels already timed, for reuse (creating one per launch
  /// costs a driver call).
  std::mutex mutex;
  std::vector<CUevent> free;
};

/// An event from the pool, or a new one.
CUevent takeEvent(const CudaApi *cu, TimingBase &base) {
  {
    std::lock_guard<std::mutex> lock(base.mutex);
    if (!base.free.empty()) {
      CUevent event = base.free.back();
      base.free.pop_back();
      return event;
    }
  }
  CUevent event = nullptr;
  DBGRT_CHECK(cu, "timing", cuEventCreate(&event, CU_EVENT_DEFAULT));
  return event;
}
TimingBase &timingBase() {
  static TimingBase *base = new TimingBase();
  return *base;
}
} // namespace

void dbgrt::cuda::recordStart(void *stream, void *&start, void *&end) {
  const char *entry = "timing";
  const CudaApi *cu = api(entry);
  TimingBase &base = timingBase();
  std::call_once(base.once, [&] {
    DBGRT_CHECK(cu, entry, cuEventCreate(&base.event, CU_EVENT_DEFAULT));
    DBGRT_CHECK(cu, entry, cuEventRecord(base.event, nullptr));
    DBGRT_CHECK(cu, entry, cuEventSynchronize(base.event));
    base.hostNs = traceClockNs();
  });
  start = takeEvent(cu, base);
  end = takeEvent(cu, base);
  DBGRT_CHECK(cu, entry, cuEventRecord(start, stream));
}

void dbgrt::cuda::recordEnd(void *stream, void *end) {
  const CudaApi *cu = api("timing");
  DBGRT_CHECK(cu, "timing", cuEventRecord(end, stream));
}

void dbgrt::cuda::eventTimes(void *start, void *end, int64_t &startNs,
                             int64_t &durationNs) {
  startNs = durationNs = -1;
  const char *entry = "timing";
  const CudaApi *cu = api(entry);
  CUresult result = cu->cuEventSynchronize(end);
  if (result != CUDA_SUCCESS)
    fail(cu, "cuEventSynchronize", entry, result);
  float sinceBase = 0, duration = 0;
  if (cu->cuEventElapsedTime(&sinceBase, timingBase().event, start) ==
          CUDA_SUCCESS &&
      cu->cuEventElapsedTime(&duration, start, end) == CUDA_SUCCESS) {
    startNs = timingBase().hostNs + static_cast<int64_t>(sinceBase * 1e6);
    durationNs = static_cast<int64_t>(duration * 1e6);
  }
  std::lock_guard<std::mutex> lock(timingBase().mutex);
  timingBase().free.push_back(start);
  timingBase().free.push_back(end);
}

namespace {
/// The stats kernel, loaded on first use, and its per-block results.
struct StatsState {
  std::mutex mutex;
  CUfunction function = nullptr;
  CUdeviceptr out = 0;
  std::vector<double> partials;
};
constexpr unsigned kStatsThreads = 256; // The kernel's known_block_size.
constexpr int64_t kStatsMaxBlocks = 1024;
} // namespace

bool dbgrt::cuda::tensorStats(const void *data, DType type, int64_t elements,
                              TensorStats &stats, std::string &error) {
  const char *entry = "trace-tensors";
  const CudaApi *cu = api(entry);
  static StatsState *s = new StatsState(); // Used at exit.
  std::lock_guard<std::mutex> lock(s->mutex);
  if (!s->function) {
    CUmodule module = loadModule(entry, kStatsKernelPtx, -1);
    DBGRT_CHECK(cu, entry,
                cuModuleGetFunction(&s->function, module, kStatsKernelName));
    DBGRT_CHECK(cu, entry,
                cuMemAlloc(&s->out, kStatsMaxBlocks * 5 * sizeof(double)));
  }
  CUresult result = cu->cuCtxSynchronize();
  if (result != CUDA_SUCCESS)
    fail(cu, "cuCtxSynchronize", entry, result);
  Runtime::get().synchronized(nullptr);
  int64_t code = type == DType::F16    ? DBGRT_SCAN_F16
                 : type == DType::BF16 ? DBGRT_SCAN_BF16
                 : type == DType::F64  ? DBGRT_SCAN_F64
                                       : DBGRT_SCAN_F32;
  int64_t blocks = (elements + kStatsThreads * 4 - 1) / (kStatsThreads * 4);
  blocks = std::max<int64_t>(1, std::min(blocks, kStatsMaxBlocks));
  // Four views of the buffer (allocated, aligned, offset, size, stride),
  // the type, the count, and the results.
  CUdeviceptr pointer = reinterpret_cast<CUdeviceptr>(data);
  int64_t zero = 0, one = 1, n = elements, type64 = code;
  int64_t outSize = blocks * 5;
  void *params[] = {&pointer, &pointer, &zero,   &n,       &one,     &pointer,
                    &pointer, &zero,    &n,      &one,     &pointer, &pointer,
                    &zero,    &n,       &one,    &pointer, &pointer, &zero,
                    &n,       &one,     &type64, &n,       &s->out,  &s->out,
                    &zero,    &outSize, &one};
  result = cu->cuLaunchKernel(s->function, static_cast<unsigned>(blocks), 1, 1,
                              kStatsThreads, 1, 1, 0, nullptr, params, nullptr);
  if (result != CUDA_SUCCESS) {
    error = "the stats kernel did not launch: " + errorName(cu, result);
    return false;
  }
  s->partials.resize(static_cast<size_t>(outSize));
  result = cu->cuMemcpyDtoH(s->partials.data(), s->out,
                            s->partials.size() * sizeof(double));
  if (result != CUDA_SUCCESS)
    fail(cu, "cuMemcpyDtoH", entry, result);
  double min = INFINITY, max = -INFINITY, sum = 0, nans = 0, infs = 0;
  for (int64_t b = 0; b < blocks; ++b) {
    const double *p = &s->partials[static_cast<size_t>(b * 5)];
    min = std::min(min, p[0]);
    max = std::max(max, p[1]);
    sum += p[2];
    nans += p[3];
    infs += p[4];
  }
  stats = makeStats(elements, static_cast<int64_t>(nans),
                    static_cast<int64_t>(infs), min, max, sum);
  return true;
}

bool dbgrt::cuda::readMemory(void *dest, const void *source, size_t bytes,
                             std::string &error) {
  const char *entry = "trace-tensors";
  const CudaApi *cu = api(entry);
  CUresult result = cu->cuCtxSynchronize();
  if (result != CUDA_SUCCESS)
    fail(cu, "cuCtxSynchronize", entry, result);
  Runtime::get().synchronized(nullptr);
  result = cu->cuMemcpy(reinterpret_cast<CUdeviceptr>(dest),
                        reinterpret_cast<CUdeviceptr>(source), bytes);
  if (result == CUDA_SUCCESS)
    return true;
  error = "cuMemcpy of " + std::to_string(bytes) + " bytes failed with " +
          errorName(cu, result) + " (" + errorText(cu, result) + ")";
  return false;
}

int32_t dbgrt::cuda::memoryKind(const void *data) {
  const CudaApi *cu = api("dbgrtMemoryKind");
  unsigned type = 0;
  auto pointer = reinterpret_cast<CUdeviceptr>(data);
  // Host memory the driver does not know is not an error of the program.
  if (cu->cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                                pointer) != CUDA_SUCCESS)
    return DBGRT_MEMORY_HOST;
  if (type == CU_MEMORYTYPE_HOST)
    return DBGRT_MEMORY_SHARED;
  int managed = 0;
  if (cu->cuPointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                pointer) == CUDA_SUCCESS &&
      managed)
    return DBGRT_MEMORY_SHARED;
  return type == CU_MEMORYTYPE_DEVICE ? DBGRT_MEMORY_DEVICE
                                      : DBGRT_MEMORY_UNKNOWN;
}

void dbgrt::cuda::scanNonFinite(const DbgrtSite *site, void *data,
                                int64_t elements, int32_t type,
                                const DispatchInfo &dispatch) {
  const char *entry = "dbgrtScanNonFinite";
  const CudaApi *cu = api(entry);
  Runtime &rt = Runtime::get();
  ScanState &s = scanState();
  auto stream = static_cast<CUstream>(dispatch.stream);
  int slot;
  {
    std::unique_lock<std::mutex> lock(s.mutex);
    if (!s.function)
      initScans(cu, s);
    if (s.freeSlots.empty()) {
      // Every slot is in flight: let this stream's dispatches finish, which
      // reads (and frees) their scans.
      lock.unlock();
      DBGRT_CHECK(cu, entry, cuStreamSynchronize(stream));
      rt.synchronized(stream);
      lock.lock();
      if (s.freeSlots.empty())
        rt.fatal(std::string(entry) + ": more than " +
                 std::to_string(kScanSlots) +
                 " NaN/Inf scans in flight on other streams");
    }
    slot = s.freeSlots.back();
    s.freeSlots.pop_back();
  }

  int64_t bytes = scanElementBytes(type);
  uint64_t words = static_cast<uint64_t>(elements * bytes / 4);
  uint32_t mask0 = 0x7F800000u, mask1 = 0;
  uint64_t shift = 0, unshift = 0;
  uint8_t oddOnly = 0;
  if (type == DBGRT_SCAN_F16 || type == DBGRT_SCAN_BF16) {
    mask0 = type == DBGRT_SCAN_F16 ? 0x7C00u : 0x7F80u;
    mask1 = mask0 << 16;
    shift = 1;
  } else if (type == DBGRT_SCAN_F64) {
    mask0 = 0x7FF00000u;
    unshift = 1;
    oddOnly = 1;
  }
  uint64_t blocks = (words + kScanThreads * 4 - 1) / (kScanThreads * 4);
  blocks = std::max<uint64_t>(1, std::min<uint64_t>(blocks, kScanMaxBlocks));

  // The kernel's memref arguments, expanded: allocated and aligned pointer,
  // offset, size, stride.
  CUdeviceptr dataPtr = reinterpret_cast<CUdeviceptr>(data);
  CUdeviceptr acc = s.acc + slot * 2 * sizeof(uint32_t);
  CUdeviceptr first = s.first + slot * sizeof(uint64_t);
  CUdeviceptr out = s.outDevice + slot * 3 * sizeof(uint64_t);
  uint64_t zero = 0, one = 1, two = 2, three = 3;
  void *params[] = {
      &dataPtr, &dataPtr, &zero, &words, &one,  &words, &mask0, &mask1, &shift,
      &unshift, &oddOnly, &acc,  &acc,   &zero, &two,   &one,   &first, &first,
      &zero,    &one,     &one,  &out,   &out,  &zero,  &three, &one};
  DBGRT_CHECK(cu, entry,
              cuLaunchKernel(s.function, static_cast<unsigned>(blocks), 1, 1,
                             kScanThreads, 1, 1, 0, stream, params, nullptr));

  uint64_t *result = s.out + slot * 3;
  auto read = [result, slot, site, elements,
               type]() -> std::optional<CheckFailure> {
    ScanResult scan;
    scan.count =
        static_cast<int64_t>(__atomic_load_n(&result[0], __ATOMIC_ACQUIRE));
    scan.first = static_cast<int64_t>(result[1]);
    uint64_t words = result[2];
    {
      ScanState &state = scanState();
      std::lock_guard<std::mutex> lock(state.mutex);
      state.freeSlots.push_back(slot);
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
  auto wait = [cu, stream] { cu->cuStreamSynchronize(stream); };
  CheckRecords::get().addScan(dispatch, read, wait);
  if (rt.options().deviceSyncMode) {
    DBGRT_CHECK(cu, entry, cuStreamSynchronize(stream));
    rt.reportChecks({dispatch});
  }
}
