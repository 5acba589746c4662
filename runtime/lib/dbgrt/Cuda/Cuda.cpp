//===- Cuda.cpp - GpuBackend's primitives on the CUDA driver --------------===//
//
// libdbgrt's CUDA backend: the driver primitives of GpuBackend on the
// driver table of CudaApi.h. What dbg adds to a driver (dispatches, sync
// mode, error records, scans, timing) is GpuBackend's, shared with HIP.
//
//===----------------------------------------------------------------------===//

#include "CudaState.h"

#include "CudaBackend.h"
#include "Kernels.h"

#include "../GpuBackend.h"
#include "../Runtime.h"
#include "../TensorMaps.h"
#include "dbgrt/dbgrt.h"

#include <cstring>
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

namespace {

/// This thread's view, valid while tGeneration == gGeneration: the driver
/// table, the current context and its device ordinal.
thread_local int tGeneration = -1;
thread_local const CudaApi *tApi = nullptr;
thread_local CUcontext tCurrent = nullptr;
thread_local int tDevice = 0;
/// Whether this thread's device allocates the program's memory in stream
/// order (CudaState::streamOrdered).
thread_local bool tStreamOrdered = false;

std::string nameOf(const CudaApi *api, CUresult result) {
  const char *name = nullptr;
  if (api && api->cuGetErrorName(result, &name) == CUDA_SUCCESS && name)
    return name;
  if (const char *known = knownErrorName(result))
    return known;
  return "CUDA error " + std::to_string(result);
}

std::string textOf(const CudaApi *api, CUresult result) {
  const char *text = nullptr;
  if (api && api->cuGetErrorString(result, &text) == CUDA_SUCCESS && text)
    return text;
  return "unknown error";
}

/// Runs driver call `call` on table `cu`; on failure reports it as made by
/// mgpu* entry point `entry`, and exits.
#define DBGRT_CHECK(cu, entry, call)                                           \
  do {                                                                         \
    CUresult result_ = (cu)->call;                                             \
    if (result_ != CUDA_SUCCESS)                                               \
      cuda::device().fail(#call, (entry), result_);                            \
  } while (false)

/// Teardown calls made by module destructors and deallocations may run after
/// the driver has shut down at exit; the resources are gone with it then.
bool tornDown(CUresult result) { return result == CUDA_ERROR_DEINITIALIZED; }

/// Releases a resource with driver function `function`, called with the
/// parenthesized `args`, for `entry`: reported when it fails, unless the
/// driver was torn down (tornDown).
#define DBGRT_RELEASE(entry, function, args)                                   \
  do {                                                                         \
    if (const CudaApi *cu_ = api((entry), /*teardown=*/true)) {                \
      CUresult result_ = cu_->function args;                                   \
      if (result_ != CUDA_SUCCESS && !tornDown(result_))                       \
        fail(#function, (entry), result_);                                     \
    }                                                                          \
  } while (false)

/// Whether `device` has a stream-ordered allocator (CUDA 11.2): then the
/// program's gpu.alloc and gpu.dealloc are cuMemAllocAsync and
/// cuMemFreeAsync on their streams, and a dealloc does not wait for the
/// device as cuMemFree does (MLIR's own runtime wrappers wait, at every
/// dealloc). The default pool keeps what it holds across synchronizations,
/// as PyTorch's caching allocator does, so that a forward pass does not
/// give its memory back to the driver at each.
bool useDefaultMemoryPool(const CudaApi *cu, const char *entry,
                          CUdevice device) {
  int pools = 0;
  if (cu->cuDeviceGetAttribute(&pools,
                               CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
                               device) != CUDA_SUCCESS ||
      !pools)
    return false;
  CUmemoryPool pool = nullptr;
  DBGRT_CHECK(cu, entry, cuDeviceGetDefaultMemPool(&pool, device));
  uint64_t keepAll = UINT64_MAX;
  DBGRT_CHECK(
      cu, entry,
      cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keepAll));
  return true;
}

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
      Runtime::get().fatal(
          std::string("cuInit failed with ") + nameOf(loaded, result) + " (" +
          textOf(loaded, result) + "); " + entry + " needs an NVIDIA GPU");
    s.api = loaded;
    // After cuInit, whose exit handler must run after libdbgrt's.
    GpuBackend::driverLoaded();
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
    s.streamOrdered[s.device] = useDefaultMemoryPool(s.api, entry, device);
    it = s.contexts.emplace(s.device, ctx).first;
  }
  if (tCurrent != it->second || tGeneration != gGeneration.load()) {
    CUresult result = s.api->cuCtxSetCurrent(it->second);
    if (teardown && tornDown(result))
      return nullptr;
    if (result != CUDA_SUCCESS)
      cuda::device().fail("cuCtxSetCurrent(context)", entry, result);
    tCurrent = it->second;
  }
  tApi = s.api;
  tDevice = s.device;
  tStreamOrdered = s.streamOrdered[s.device];
  tGeneration = gGeneration.load();
  return s.api;
}

/// The table of a call that succeeded before (a driver loaded): for error
/// names.
const CudaApi *loadedApi() {
  std::lock_guard<std::mutex> lock(state().mutex);
  return state().api;
}

/// Whether the module `image` may define `symbol`: false only for PTX text
/// and cubins (ELF, `size` bytes; 0 when unknown) whose bytes do not hold
/// the name. A fatbin may compress its cubins, so it may define anything.
/// This spares modules without checks a failing cuModuleGetGlobal, which
/// compute-sanitizer reports as an error of the program.
bool mayDefineSymbol(const void *image, size_t size, const char *symbol) {
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

/// The CUDA backend: GpuBackend's primitives on the CUDA driver.
class CudaGpu final : public GpuBackend {
public:
  const char *name() const override { return "cuda"; }
  int32_t memoryKind(const void *data) override;
  void hostRegister(const char *entry, void *ptr, size_t bytes) override;
  void hostUnregister(void *ptr) override;
  void *deviceAddress(const char *entry, void *host) override;
  void *tensorMapEncodeTiled(const char *entry, int64_t rank, void *descriptor,
                             int64_t dataType, int64_t interleave,
                             int64_t swizzle, int64_t l2Promotion,
                             int64_t oobFill, int64_t *boxDims) override;

protected:
  std::string errorName(int code) override { return nameOf(loadedApi(), code); }
  std::string errorText(int code) override { return textOf(loadedApi(), code); }
  bool isAsyncError(int code) override { return isAsyncExecutionError(code); }
  void *loadModule(const char *entry, const void *image, size_t size,
                   int optLevel) override;
  void unloadModule(void *module) override;
  DriverStatus getFunction(void *module, const char *name,
                           void *&function) override;
  bool getGlobal(void *module, const char *symbol, void *&address,
                 size_t &bytes) override;
  bool mayDefine(const void *image, size_t size, const char *symbol) override {
    return api("mgpuModuleLoad")->cuModuleGetGlobal &&
           mayDefineSymbol(image, size, symbol);
  }
  int kernelAttribute(void *function, KernelAttribute attribute) override {
    int value = -1;
    if (api("mgpuModuleGetFunction")
            ->cuFuncGetAttribute(&value, static_cast<int>(attribute),
                                 function) != CUDA_SUCCESS)
      return -1;
    return value;
  }
  SharedMemoryLimits sharedMemoryLimits(const char *entry) override;
  void optInSharedMemory(const char *entry, void *function,
                         int32_t bytes) override;
  void launchKernel(const char *entry, void *function, const unsigned *cluster,
                    const int64_t grid[3], const int64_t block[3], int32_t smem,
                    void *stream, void **params, void **extra) override;
  const void *runtimeKernelImage(RuntimeKernel which, size_t &size) override {
    size = 0; // NUL-terminated PTX.
    return which == RuntimeKernel::ScanNonFinite ? kScanKernelPtx
                                                 : kStatsKernelPtx;
  }
  void *createStream(const char *entry) override;
  void destroyStream(void *stream) override;
  DriverStatus synchronizeStream(void *stream) override {
    return {api("mgpuStreamSynchronize")->cuStreamSynchronize(stream),
            "cuStreamSynchronize(stream)"};
  }
  DriverStatus synchronizeDevice() override {
    return {api("cuCtxSynchronize")->cuCtxSynchronize(), "cuCtxSynchronize"};
  }
  void *createEvent(const char *entry, bool timing) override;
  void destroyEvent(const char *entry, void *event) override;
  void recordEvent(const char *entry, void *event, void *stream) override;
  void waitEvent(const char *entry, void *stream, void *event) override;
  DriverStatus synchronizeEvent(void *event) override {
    return {api("mgpuEventSynchronize")->cuEventSynchronize(event),
            "cuEventSynchronize(event)"};
  }
  bool elapsedMs(void *start, void *end, float &ms) override {
    return api("timing")->cuEventElapsedTime(&ms, start, end) == CUDA_SUCCESS;
  }
  void selectDevice(int32_t device) override;
  int currentDevice() override { return tDevice; }
  void *allocate(const char *entry, uint64_t bytes, bool hostShared) override;
  void *tryAllocateOnStream(uint64_t bytes, void *stream) override;
  void *tryAllocate(uint64_t bytes) override;
  void release(void *ptr) override;
  void *allocateOnStream(const char *entry, uint64_t bytes,
                         void *stream) override;
  void releaseOnStream(void *ptr, void *stream) override;
  void *allocateMapped(const char *entry, size_t bytes,
                       void *&deviceAddress) override;
  void releaseMapped(void *host) override {
    api("mgpuModuleUnload")->cuMemFreeHost(host);
  }
  void copyAsync(const char *entry, void *dst, const void *src, size_t bytes,
                 void *stream) override;
  DriverStatus copy(void *dst, const void *src, size_t bytes) override {
    return {api("cuMemcpy")
                ->cuMemcpy(reinterpret_cast<CUdeviceptr>(dst),
                           reinterpret_cast<CUdeviceptr>(src), bytes),
            "cuMemcpy"};
  }
  void fill32Async(const char *entry, void *dst, uint32_t value, size_t count,
                   void *stream) override;
  void fill16Async(const char *entry, void *dst, uint16_t value, size_t count,
                   void *stream) override;
};

} // namespace

GpuBackend &dbgrt::cuda::device() {
  static CudaGpu *backend = new CudaGpu(); // Used at exit.
  return *backend;
}

//===----------------------------------------------------------------------===//
// Modules and launches
//===----------------------------------------------------------------------===//

void *CudaGpu::loadModule(const char *entry, const void *image, size_t,
                          int optLevel) {
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
    fail("cuModuleLoadDataEx", entry, result);
  }
  return module;
}

void CudaGpu::unloadModule(void *module) {
  DBGRT_RELEASE("mgpuModuleUnload", cuModuleUnload, (module));
}

DriverStatus CudaGpu::getFunction(void *module, const char *name,
                                  void *&function) {
  return {api("mgpuModuleGetFunction")
              ->cuModuleGetFunction(&function, module, name),
          "cuModuleGetFunction"};
}

bool CudaGpu::getGlobal(void *module, const char *symbol, void *&address,
                        size_t &bytes) {
  CUdeviceptr pointer = 0;
  if (api("mgpuModuleLoad")
          ->cuModuleGetGlobal(&pointer, &bytes, module, symbol) != CUDA_SUCCESS)
    return false;
  address = reinterpret_cast<void *>(pointer);
  return true;
}

SharedMemoryLimits CudaGpu::sharedMemoryLimits(const char *entry) {
  api(entry);
  std::lock_guard<std::mutex> lock(state().mutex);
  // Above 48 KiB, a kernel must opt in (as upstream's mgpuLaunchKernel
  // does).
  return {48 * 1024, state().maxSharedOptin[state().device]};
}

void CudaGpu::optInSharedMemory(const char *entry, void *function,
                                int32_t bytes) {
  DBGRT_CHECK(
      api(entry), entry,
      cuFuncSetAttribute(
          function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes));
}

void CudaGpu::launchKernel(const char *entry, void *function,
                           const unsigned *cluster, const int64_t grid[3],
                           const int64_t block[3], int32_t smem, void *stream,
                           void **params, void **extra) {
  const CudaApi *cu = api(entry);
  if (!cluster) {
    CUresult result =
        cu->cuLaunchKernel(function, grid[0], grid[1], grid[2], block[0],
                           block[1], block[2], smem, stream, params, extra);
    if (result != CUDA_SUCCESS)
      fail("cuLaunchKernel", entry, result);
    return;
  }
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
  CUresult result = cu->cuLaunchKernelEx(&config, function, params, extra);
  if (result != CUDA_SUCCESS)
    fail("cuLaunchKernelEx", entry, result);
}

//===----------------------------------------------------------------------===//
// Streams, events, devices
//===----------------------------------------------------------------------===//

void *CudaGpu::createStream(const char *entry) {
  CUstream stream = nullptr;
  DBGRT_CHECK(api(entry), entry, cuStreamCreate(&stream, 0));
  return stream;
}

void CudaGpu::destroyStream(void *stream) {
  DBGRT_RELEASE("mgpuStreamDestroy", cuStreamDestroy, (stream));
}

void *CudaGpu::createEvent(const char *entry, bool timing) {
  CUevent event = nullptr;
  // CU_EVENT_DISABLE_TIMING (2) for events that only order work.
  DBGRT_CHECK(api(entry), entry,
              cuEventCreate(&event, timing ? CU_EVENT_DEFAULT : 2));
  return event;
}

void CudaGpu::destroyEvent(const char *entry, void *event) {
  DBGRT_CHECK(api(entry), entry, cuEventDestroy(event));
}

void CudaGpu::recordEvent(const char *entry, void *event, void *stream) {
  DBGRT_CHECK(api(entry), entry, cuEventRecord(event, stream));
}

void CudaGpu::waitEvent(const char *entry, void *stream, void *event) {
  DBGRT_CHECK(api(entry), entry, cuStreamWaitEvent(stream, event, 0));
}

void CudaGpu::selectDevice(int32_t device) {
  std::lock_guard<std::mutex> lock(state().mutex);
  state().device = device;
  ++gGeneration;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

void *CudaGpu::allocate(const char *entry, uint64_t bytes, bool hostShared) {
  const CudaApi *cu = api(entry);
  CUdeviceptr ptr = 0;
  if (hostShared)
    DBGRT_CHECK(cu, entry,
                cuMemAllocManaged(&ptr, bytes, CU_MEM_ATTACH_GLOBAL));
  else
    DBGRT_CHECK(cu, entry, cuMemAlloc(&ptr, bytes));
  return reinterpret_cast<void *>(ptr);
}

void *CudaGpu::allocateOnStream(const char *entry, uint64_t bytes,
                                void *stream) {
  const CudaApi *cu = api(entry);
  if (!tStreamOrdered)
    return allocate(entry, bytes, /*hostShared=*/false);
  CUdeviceptr ptr = 0;
  DBGRT_CHECK(cu, entry, cuMemAllocAsync(&ptr, bytes, stream));
  return reinterpret_cast<void *>(ptr);
}

void CudaGpu::releaseOnStream(void *ptr, void *stream) {
  // Sets this thread's tStreamOrdered, as allocateOnStream does.
  if (!api("mgpuMemFree", /*teardown=*/true))
    return;
  if (!tStreamOrdered) {
    release(ptr);
    return;
  }
  DBGRT_RELEASE("mgpuMemFree", cuMemFreeAsync,
                (reinterpret_cast<CUdeviceptr>(ptr), stream));
}

void *CudaGpu::tryAllocateOnStream(uint64_t bytes, void *stream) {
  const CudaApi *cu = api("mgpuMemAlloc");
  if (!tStreamOrdered)
    return tryAllocate(bytes);
  CUdeviceptr ptr = 0;
  return cu->cuMemAllocAsync(&ptr, bytes, stream) == CUDA_SUCCESS
             ? reinterpret_cast<void *>(ptr)
             : nullptr;
}

void *CudaGpu::tryAllocate(uint64_t bytes) {
  const CudaApi *cu = api("nan-origin");
  CUdeviceptr ptr = 0;
  return cu->cuMemAlloc(&ptr, bytes) == CUDA_SUCCESS
             ? reinterpret_cast<void *>(ptr)
             : nullptr;
}

void CudaGpu::release(void *ptr) {
  DBGRT_RELEASE("mgpuMemFree", cuMemFree, (reinterpret_cast<CUdeviceptr>(ptr)));
}

void *CudaGpu::allocateMapped(const char *entry, size_t bytes,
                              void *&deviceAddress) {
  const CudaApi *cu = api(entry);
  void *host = nullptr;
  constexpr unsigned kPortable = 1, kDeviceMap = 2;
  DBGRT_CHECK(cu, entry, cuMemHostAlloc(&host, bytes, kPortable | kDeviceMap));
  CUdeviceptr device = 0;
  DBGRT_CHECK(cu, entry, cuMemHostGetDevicePointer(&device, host, 0));
  deviceAddress = reinterpret_cast<void *>(device);
  return host;
}

void CudaGpu::copyAsync(const char *entry, void *dst, const void *src,
                        size_t bytes, void *stream) {
  DBGRT_CHECK(api(entry), entry,
              cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                            reinterpret_cast<CUdeviceptr>(src), bytes, stream));
}

void CudaGpu::fill32Async(const char *entry, void *dst, uint32_t value,
                          size_t count, void *stream) {
  DBGRT_CHECK(api(entry), entry,
              cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                               stream));
}

void CudaGpu::fill16Async(const char *entry, void *dst, uint16_t value,
                          size_t count, void *stream) {
  DBGRT_CHECK(api(entry), entry,
              cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                               stream));
}

void CudaGpu::hostRegister(const char *entry, void *ptr, size_t bytes) {
  if (bytes == 0)
    return;
  DBGRT_CHECK(api(entry), entry, cuMemHostRegister(ptr, bytes, /*flags=*/0));
}

void *CudaGpu::deviceAddress(const char *entry, void *host) {
  CUdeviceptr device = 0;
  DBGRT_CHECK(api(entry), entry, cuMemHostGetDevicePointer(&device, host, 0));
  return reinterpret_cast<void *>(device);
}

void CudaGpu::hostUnregister(void *ptr) {
  if (Runtime::get().exiting())
    return;
  DBGRT_RELEASE("mgpuMemHostUnregister", cuMemHostUnregister, (ptr));
}

int32_t CudaGpu::memoryKind(const void *data) {
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
  // The runbook's "TMA descriptor larger than its allocation" (the
  // innermost dimension is contiguous, whatever the memref's stride).
  int64_t byteStrides[5] = {0, 0, 0, 0, 0};
  for (int64_t i = 0; i < tensorRank && i < 5; ++i)
    byteStrides[i] =
        i + 1 == tensorRank ? elementBytes : strides[i] * elementBytes;
  Runtime &rt = Runtime::get();
  if (std::optional<std::string> leaves =
          rt.features().memory.tensorLeavesAllocation(
              entry, address, tensorRank, sizes, byteStrides, elementBytes))
    rt.fatal(*leaves);
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
  // What diff's host builds read instead of the driver's encoding.
  TensorMap hostMap;
  hostMap.base = address;
  hostMap.rank = static_cast<int32_t>(tensorRank);
  hostMap.elementBytes = elementBytes;
  for (int64_t i = 0; i < tensorRank; ++i) {
    hostMap.dims[i] = static_cast<int64_t>(globalDim[i]);
    hostMap.strides[i] =
        i == 0 ? elementBytes : static_cast<int64_t>(globalStrides[i - 1]);
    hostMap.box[i] = boxDim[i];
  }
  hostMap.swizzle = static_cast<int32_t>(swizzle);
  hostMap.oobNan = oobFill != 0;
  recordDeviceTensorMap(reinterpret_cast<void *>(deviceMap), hostMap);
  return reinterpret_cast<void *>(deviceMap);
}
