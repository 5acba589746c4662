//===- Hip.cpp - GpuBackend's primitives on the HIP runtime ---------------===//
//
// libdbgrt's HIP backend: the driver primitives of GpuBackend on the table
// of HipApi.h. What dbg adds to a driver (dispatches, sync mode, error
// records, scans, timing) is GpuBackend's, shared with CUDA.
//
//===----------------------------------------------------------------------===//

#include "HipBackend.h"
#include "HipKernels.h"
#include "HipState.h"

#include "../GpuBackend.h"
#include "../Runtime.h"
#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <cstring>
#include <string>

using namespace dbgrt;
using namespace dbgrt::hip;

HipState &dbgrt::hip::state() {
  static HipState *s = new HipState(); // Used at exit.
  return *s;
}

std::atomic<bool> dbgrt::hip::gActive{false};
std::atomic<int> dbgrt::hip::gGeneration{0};

namespace {

/// This thread's view, valid while tGeneration == gGeneration: the device
/// it has set.
thread_local int tGeneration = -1;
thread_local int tDevice = 0;

/// Runs HIP call `call` on table `hip`; on failure reports it as made by
/// mgpu* entry point `entry`, and exits.
#define DBGRT_HIP_CHECK(hip, entry, call)                                      \
  do {                                                                         \
    hipError_t error_ = (hip)->call;                                           \
    if (error_ != hipSuccess)                                                  \
      gpu().fail(#call, (entry), error_);                                      \
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
      if (result != hipSuccess || count == 0) {
        const char *name = result != hipSuccess && loaded->hipGetErrorName
                               ? loaded->hipGetErrorName(result)
                               : nullptr;
        Runtime::get().fatal(
            std::string("no AMD GPU: ") +
            (result != hipSuccess ? std::string("hipInit failed with ") +
                                        (name ? name : std::to_string(result))
                                  : std::string("the HIP runtime sees none")) +
            "; " + entry +
            " needs one (this program was compiled with --target=rocm)");
      }
      s.api = loaded;
      GpuBackend::driverLoaded();
    }
    table = s.api;
    device = s.device;
  }
  if (tGeneration != gGeneration.load()) {
    DBGRT_HIP_CHECK(table, entry, hipSetDevice(device));
    tDevice = device;
    tGeneration = gGeneration.load();
  }
  return table;
}

/// EF_AMDGPU_MACH of an AMDGPU code object: the chip it is for.
uint32_t machOf(const void *image) {
  uint32_t flags;
  std::memcpy(&flags, static_cast<const char *>(image) + 48, sizeof(flags));
  return flags & 0xFF;
}

/// The HIP backend: GpuBackend's primitives on the HIP runtime.
class HipGpu final : public GpuBackend {
public:
  const char *name() const override { return "hip"; }
  int32_t memoryKind(const void *data) override;
  void hostRegister(const char *entry, void *ptr, size_t bytes) override {
    if (bytes != 0)
      DBGRT_HIP_CHECK(api(entry), entry,
                      hipHostRegister(ptr, bytes, /*flags=*/0));
  }
  void hostUnregister(void *ptr) override {
    if (!Runtime::get().exiting())
      DBGRT_HIP_CHECK(api("mgpuMemHostUnregister"), "mgpuMemHostUnregister",
                      hipHostUnregister(ptr));
  }
  void *deviceAddress(const char *entry, void *host) override {
    void *device = nullptr;
    DBGRT_HIP_CHECK(api(entry), entry,
                    hipHostGetDevicePointer(&device, host, 0));
    return device;
  }

protected:
  std::string errorName(int code) override {
    const HipApi *hip = loadedApi();
    const char *name =
        hip && hip->hipGetErrorName ? hip->hipGetErrorName(code) : nullptr;
    return name ? name : "hipError " + std::to_string(code);
  }
  std::string errorText(int code) override {
    const HipApi *hip = loadedApi();
    const char *text =
        hip && hip->hipGetErrorString ? hip->hipGetErrorString(code) : nullptr;
    return text ? text : "unknown error";
  }
  bool isAsyncError(int code) override { return isAsyncExecutionError(code); }
  void *loadModule(const char *entry, const void *image, size_t, int) override {
    hipModule_t module = nullptr;
    DBGRT_HIP_CHECK(api(entry), entry, hipModuleLoadData(&module, image));
    return module;
  }
  void unloadModule(void *module) override {
    api("mgpuModuleUnload")->hipModuleUnload(module);
  }
  DriverStatus getFunction(void *module, const char *name,
                           void *&function) override {
    return {api("mgpuModuleGetFunction")
                ->hipModuleGetFunction(&function, module, name),
            "hipModuleGetFunction"};
  }
  bool getGlobal(void *module, const char *symbol, void *&address,
                 size_t &bytes) override {
    return api("mgpuModuleLoad")
               ->hipModuleGetGlobal(&address, &bytes, module, symbol) ==
           hipSuccess;
  }
  int kernelAttribute(void *function, KernelAttribute attribute) override {
    int value = -1;
    if (api("mgpuModuleGetFunction")
            ->hipFuncGetAttribute(&value, static_cast<int>(attribute),
                                  function) != hipSuccess)
      return -1;
    return value;
  }
  SharedMemoryLimits sharedMemoryLimits(const char *entry) override;
  void launchKernel(const char *entry, void *function, const unsigned *cluster,
                    const int64_t grid[3], const int64_t block[3], int32_t smem,
                    void *stream, void **params, void **extra) override;
  const void *runtimeKernelImage(RuntimeKernel which, size_t &size) override;
  void *createStream(const char *entry) override {
    hipStream_t stream = nullptr;
    DBGRT_HIP_CHECK(api(entry), entry, hipStreamCreate(&stream));
    return stream;
  }
  void destroyStream(void *stream) override {
    DBGRT_HIP_CHECK(api("mgpuStreamDestroy"), "mgpuStreamDestroy",
                    hipStreamDestroy(stream));
  }
  DriverStatus synchronizeStream(void *stream) override {
    return {api("mgpuStreamSynchronize")->hipStreamSynchronize(stream),
            "hipStreamSynchronize(stream)"};
  }
  DriverStatus synchronizeDevice() override {
    return {api("hipDeviceSynchronize")->hipDeviceSynchronize(),
            "hipDeviceSynchronize"};
  }
  /// Every HIP event can be timed.
  void *createEvent(const char *entry, bool) override {
    hipEvent_t event = nullptr;
    DBGRT_HIP_CHECK(api(entry), entry, hipEventCreate(&event));
    return event;
  }
  void destroyEvent(const char *entry, void *event) override {
    DBGRT_HIP_CHECK(api(entry), entry, hipEventDestroy(event));
  }
  void recordEvent(const char *entry, void *event, void *stream) override {
    DBGRT_HIP_CHECK(api(entry), entry, hipEventRecord(event, stream));
  }
  void waitEvent(const char *entry, void *stream, void *event) override {
    DBGRT_HIP_CHECK(api(entry), entry, hipStreamWaitEvent(stream, event, 0));
  }
  DriverStatus synchronizeEvent(void *event) override {
    return {api("mgpuEventSynchronize")->hipEventSynchronize(event),
            "hipEventSynchronize(event)"};
  }
  bool elapsedMs(void *start, void *end, float &ms) override {
    return api("timing")->hipEventElapsedTime(&ms, start, end) == hipSuccess;
  }
  void selectDevice(int32_t device) override {
    std::lock_guard<std::mutex> lock(state().mutex);
    state().device = device;
    ++gGeneration;
  }
  int currentDevice() override { return tDevice; }
  void *allocate(const char *entry, uint64_t bytes, bool hostShared) override {
    const HipApi *hip = api(entry);
    void *ptr = nullptr;
    if (hostShared)
      DBGRT_HIP_CHECK(hip, entry,
                      hipMallocManaged(&ptr, bytes, hipMemAttachGlobal));
    else
      DBGRT_HIP_CHECK(hip, entry, hipMalloc(&ptr, bytes));
    return ptr;
  }
  void *tryAllocate(uint64_t bytes) override {
    void *ptr = nullptr;
    return api("nan-origin")->hipMalloc(&ptr, bytes) == hipSuccess ? ptr
                                                                   : nullptr;
  }
  void release(void *ptr) override {
    DBGRT_HIP_CHECK(api("mgpuMemFree"), "mgpuMemFree", hipFree(ptr));
  }
  void *allocateMapped(const char *entry, size_t bytes,
                       void *&deviceAddress) override {
    const HipApi *hip = api(entry);
    void *host = nullptr;
    DBGRT_HIP_CHECK(hip, entry,
                    hipHostMalloc(&host, bytes,
                                  hipHostMallocPortable | hipHostMallocMapped));
    DBGRT_HIP_CHECK(hip, entry,
                    hipHostGetDevicePointer(&deviceAddress, host, 0));
    return host;
  }
  void releaseMapped(void *host) override {
    api("mgpuModuleUnload")->hipHostFree(host);
  }
  void copyAsync(const char *entry, void *dst, const void *src, size_t bytes,
                 void *stream) override {
    DBGRT_HIP_CHECK(api(entry), entry,
                    hipMemcpyAsync(dst, src, bytes, hipMemcpyDefault, stream));
  }
  DriverStatus copy(void *dst, const void *src, size_t bytes) override {
    return {api("hipMemcpy")->hipMemcpy(dst, src, bytes, hipMemcpyDefault),
            "hipMemcpy"};
  }
  void fill32Async(const char *entry, void *dst, uint32_t value, size_t count,
                   void *stream) override {
    DBGRT_HIP_CHECK(
        api(entry), entry,
        hipMemsetD32Async(dst, static_cast<int>(value), count, stream));
  }
  void fill16Async(const char *entry, void *dst, uint16_t value, size_t count,
                   void *stream) override {
    DBGRT_HIP_CHECK(api(entry), entry,
                    hipMemsetD16Async(dst, value, count, stream));
  }

private:
  /// The table of a call that succeeded before: for error names.
  static const HipApi *loadedApi() {
    std::lock_guard<std::mutex> lock(state().mutex);
    return state().api;
  }
};

} // namespace

GpuBackend &dbgrt::hip::gpu() {
  static HipGpu *backend = new HipGpu(); // Used at exit.
  return *backend;
}

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

void *dbgrt::hip::moduleLoad(const char *entry, const void *image, size_t size,
                             int optLevel) {
  {
    std::lock_guard<std::mutex> lock(state().mutex);
    if (!state().chip)
      state().chip = machOf(image);
  }
  gActive = true;
  return gpu().moduleLoad(entry, image, size, optLevel);
}

SharedMemoryLimits HipGpu::sharedMemoryLimits(const char *entry) {
  const HipApi *hip = api(entry);
  int device = currentDevice();
  {
    std::lock_guard<std::mutex> lock(state().mutex);
    auto it = state().sharedMemoryLimit.find(device);
    if (it != state().sharedMemoryLimit.end())
      return {it->second, it->second};
  }
  // A kernel needs no opt-in on AMD GPUs: the limit is the device's LDS per
  // workgroup (64 KiB on most, 160 KiB on gfx950).
  int max = 0, optin = 0;
  DBGRT_HIP_CHECK(hip, entry,
                  hipDeviceGetAttribute(
                      &max, hipDeviceAttributeMaxSharedMemoryPerBlock, device));
  if (hip->hipDeviceGetAttribute(&optin,
                                 hipDeviceAttributeSharedMemPerBlockOptin,
                                 device) != hipSuccess)
    optin = 0;
  int64_t limit = std::max(max, optin);
  std::lock_guard<std::mutex> lock(state().mutex);
  state().sharedMemoryLimit[device] = limit;
  return {limit, limit};
}

void HipGpu::launchKernel(const char *entry, void *function,
                          const unsigned *cluster, const int64_t grid[3],
                          const int64_t block[3], int32_t smem, void *stream,
                          void **params, void **extra) {
  if (cluster)
    Runtime::get().fatal(std::string(entry) +
                         ": thread block clusters are CUDA's (sm_90); this "
                         "program runs on HIP");
  hipError_t result = api(entry)->hipModuleLaunchKernel(
      function, static_cast<unsigned>(grid[0]), static_cast<unsigned>(grid[1]),
      static_cast<unsigned>(grid[2]), static_cast<unsigned>(block[0]),
      static_cast<unsigned>(block[1]), static_cast<unsigned>(block[2]),
      static_cast<unsigned>(smem), stream, params, extra);
  if (result != hipSuccess)
    fail("hipModuleLaunchKernel", entry, result);
}

const void *HipGpu::runtimeKernelImage(RuntimeKernel which, size_t &size) {
  uint32_t chip;
  {
    std::lock_guard<std::mutex> lock(state().mutex);
    chip = state().chip;
  }
  const EmbeddedCodeObject *objects =
      which == RuntimeKernel::ScanNonFinite ? kScanKernels : kStatsKernels;
  for (const EmbeddedCodeObject *o = objects; o->image; ++o)
    if (machOf(o->image) == chip) {
      size = o->size;
      return o->image;
    }
  return nullptr;
}

int32_t HipGpu::memoryKind(const void *data) {
  const HipApi *hip = api("dbgrtMemoryKind");
  hipPointerAttribute_t attributes = {};
  // Host memory the runtime does not know is not an error of the program.
  if (hip->hipPointerGetAttributes(&attributes, data) != hipSuccess)
    return DBGRT_MEMORY_HOST;
  if (attributes.isManaged)
    return DBGRT_MEMORY_SHARED;
  // ROCm 6 renumbered hipMemoryType as CUDA's.
  int version = 0;
  if (hip->hipRuntimeGetVersion(&version) == hipSuccess && version < 60000000) {
    switch (attributes.type) {
    case hipMemoryTypeDeviceRocm5:
      return DBGRT_MEMORY_DEVICE;
    case hipMemoryTypeHostRocm5:
    case hipMemoryTypeUnifiedRocm5:
    case hipMemoryTypeManagedRocm5:
      return DBGRT_MEMORY_SHARED;
    default:
      return DBGRT_MEMORY_UNKNOWN;
    }
  }
  switch (attributes.type) {
  case hipMemoryTypeUnregistered:
    return DBGRT_MEMORY_HOST;
  case hipMemoryTypeHost:
  case hipMemoryTypeManaged:
  case hipMemoryTypeUnified:
    return DBGRT_MEMORY_SHARED;
  case hipMemoryTypeDevice:
    return DBGRT_MEMORY_DEVICE;
  default:
    return DBGRT_MEMORY_UNKNOWN;
  }
}
