//===- CudaTest.cpp - libdbgrt's CUDA backend on a fake driver ------------===//
//
// The CUDA backend's own primitives (Cuda/Cuda.cpp): module loading and its
// JIT errors, error records only for modules that may have them, driver
// loading and shutdown, error names, shared-memory opt-in, host memory
// registration; on the fake driver of FakeCuda.h.
//
//===----------------------------------------------------------------------===//

#include "FakeCuda.h"
#include "MemoryCache.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

using namespace dbgrt;
using namespace dbgrt::cuda;

namespace {

class CudaTest : public FakeCudaTest {};

TEST_F(CudaTest, ModuleLoadAndLookupErrorsNameTheCulprit) {
  EXPECT_EXIT(mgpuModuleLoadJIT(const_cast<char *>("bad ptx"), 2),
              testing::ExitedWithCode(kDeviceErrorExitCode),
              "cuModuleLoadDataEx failed with CUDA_ERROR_INVALID_PTX .* in "
              "mgpuModuleLoadJIT");
  EXPECT_EXIT(
      mgpuModuleGetFunction(mgpuModuleLoadJIT(const_cast<char *>("p"), 2),
                            "missing_kernel"),
      testing::ExitedWithCode(kDeviceErrorExitCode), "kernel 'missing_kernel'");
}

int gGetGlobalCalls = 0;
CUresult fakeGetGlobalNotFound(CUdeviceptr *, size_t *, CUmodule,
                               const char *) {
  ++gGetGlobalCalls;
  return 500; // CUDA_ERROR_NOT_FOUND
}

TEST_F(CudaTest, OnlyModulesThatMayHaveChecksAreAskedForTheirRecord) {
  // A failing cuModuleGetGlobal is an error to compute-sanitizer: modules
  // whose PTX or cubin does not name the error record are not asked.
  CudaApi api = makeFakeApi();
  api.cuModuleGetGlobal = fakeGetGlobalNotFound;
  useCudaApi(&api);
  RuntimeTesting::restart(nullptr);
  gGetGlobalCalls = 0;
  mgpuModuleLoadJIT(const_cast<char *>(".version 8.0\n.entry k() {}"), 2);
  EXPECT_EQ(gGetGlobalCalls, 0);
  std::string withChecks = std::string(".global .align 8 .b8 ") +
                           DBGRT_ERROR_RECORD_SYMBOL + "[32];";
  mgpuModuleLoadJIT(withChecks.data(), 2);
  EXPECT_EQ(gGetGlobalCalls, 1);
  // A cubin is searched over its size; a fatbin (maybe compressed) is asked.
  std::string cubin = std::string("\x7f") + "ELF" + std::string(64, '\0');
  mgpuModuleLoad(cubin.data(), cubin.size());
  EXPECT_EQ(gGetGlobalCalls, 1);
  cubin += DBGRT_ERROR_RECORD_SYMBOL;
  mgpuModuleLoad(cubin.data(), cubin.size());
  EXPECT_EQ(gGetGlobalCalls, 2);
  // The wait slots of record-wait-sites are asked for the same way.
  std::string withWaits = std::string(".global .align 8 .b8 ") +
                          DBGRT_WAIT_SLOTS_SYMBOL + "[262144];";
  mgpuModuleLoadJIT(withWaits.data(), 2);
  EXPECT_EQ(gGetGlobalCalls, 3);
  // And the race state's address of insert-race-checks memory=global.
  std::string withRaces =
      std::string(".global .align 8 .b8 ") + DBGRT_GLOBAL_RACES_SYMBOL + "[8];";
  mgpuModuleLoadJIT(withRaces.data(), 2);
  EXPECT_EQ(gGetGlobalCalls, 4);
  const uint32_t fatbin[4] = {0xBA55ED50, 0, 0, 0};
  mgpuModuleLoad(const_cast<uint32_t *>(fatbin), sizeof(fatbin));
  EXPECT_EQ(gGetGlobalCalls, 7);
  useCudaApi(&gFakeApi);
}

TEST_F(CudaTest, MissingDriverIsAClearError) {
  useCudaApi(nullptr);
  setenv("DBG_CUDA_DRIVER", "/nonexistent/libcuda.so.1", 1);
  EXPECT_EXIT(mgpuStreamCreate(), testing::ExitedWithCode(kDeviceErrorExitCode),
              "error: cannot load the CUDA driver "
              "'/nonexistent/libcuda.so.1'.*mgpuStreamCreate needs an NVIDIA "
              "GPU and its driver");
  unsetenv("DBG_CUDA_DRIVER");
}

TEST_F(CudaTest, UnloadsAfterTheDriverShutDownAreQuiet) {
  // Two modules unloaded by destructors at exit, after the driver's own exit
  // handler: the second unload, on a thread that must set its context
  // again, meets a dead driver and is not an error.
  void *first = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  void *second = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  gDevice.deinitialized = true;
  EXPECT_EXIT(
      {
        mgpuModuleUnload(first);
        std::thread([&] { mgpuModuleUnload(second); }).join();
        std::thread([&] { mgpuMemFree(&gDevice, nullptr); }).join();
        std::exit(0);
      },
      testing::ExitedWithCode(0), "^$");
}

TEST_F(CudaTest, ErrorsAreNamedEvenWhenTheDriverCannotNameThem) {
  mgpuStreamCreate();
  gDevice.deinitialized = true;
  EXPECT_EXIT(mgpuStreamCreate(), testing::ExitedWithCode(kDeviceErrorExitCode),
              "cuStreamCreate\\(&stream, 0\\) failed with "
              "CUDA_ERROR_DEINITIALIZED \\(4: ");
}

TEST_F(CudaTest, LargeDynamicSharedMemoryIsOptedInOrRefused) {
  static int optedIn = 0;
  CudaApi api = gFakeApi;
  api.cuFuncSetAttribute = [](CUfunction, int attribute, int value) {
    if (attribute == CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)
      optedIn = value;
    return CUDA_SUCCESS;
  };
  useCudaApi(&api);
  void *stream = mgpuStreamCreate();
  void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  void *function = mgpuModuleGetFunction(module, "ok");
  mgpuLaunchKernel(function, 1, 1, 1, 32, 1, 1, 100 * 1024, stream, nullptr,
                   nullptr, 0);
  EXPECT_EQ(optedIn, 100 * 1024);
  EXPECT_EXIT(mgpuLaunchKernel(function, 1, 1, 1, 32, 1, 1, 300 * 1024, stream,
                               nullptr, nullptr, 0),
              testing::ExitedWithCode(kDeviceErrorExitCode),
              "dispatch ok \\[id=2\\] asks for 307200 bytes of dynamic "
              "shared memory; the device allows 232448");
  useCudaApi(&gFakeApi);
}

TEST_F(CudaTest, HostRegisterMemRefCoversTheStridedExtent) {
  static size_t registeredBytes = 0;
  static void *registeredPtr = nullptr;
  CudaApi api = gFakeApi;
  api.cuMemHostRegister = [](void *p, size_t bytes, unsigned) -> CUresult {
    registeredPtr = p;
    registeredBytes = bytes;
    return CUDA_SUCCESS;
  };
  useCudaApi(&api);
  float data[2 * 6];
  // memref<2x3xf32, strided<[6, 1], offset: 1>>
  struct {
    float *allocated, *aligned;
    int64_t offset, sizes[2], strides[2];
  } descriptor = {data, data, 1, {2, 3}, {6, 1}};
  mgpuMemHostRegisterMemRef(2, &descriptor, sizeof(float));
  EXPECT_EQ(registeredPtr, data + 1);
  EXPECT_EQ(registeredBytes, (6 + 2 + 1) * sizeof(float));
  useCudaApi(&gFakeApi);
}

TEST_F(CudaTest, OperandsAreReadFromTheLaunchParameters) {
  // A bounds site makes libdbgrt check each operand against its
  // allocation; the operand list says where the launch passes it: a scalar
  // first, then memref<20xf32> from parameter 1.
  static const DbgrtSite kChecks = {DBGRT_SITE_BOUNDS, 9,
                                    nullptr,           "kernels::ok",
                                    "memref.store",    "prog.mlir:5:7"};
  DbgrtSite fill = {
      DBGRT_SITE_DISPATCH, 10, "main", "kernels::ok", "gpu.launch_func",
      "prog.mlir:20:3"};
  fill.operands = "1:w:f32:1:1";
  static const PackedSites kTable{kChecks, fill};
  kTable.registerSites();
  static float device[10];
  CudaApi api = gFakeApi;
  api.cuMemAlloc = [](CUdeviceptr *ptr, size_t) -> CUresult {
    *ptr = reinterpret_cast<CUdeviceptr>(device);
    return CUDA_SUCCESS;
  };
  useCudaApi(&api);
  void *stream = mgpuStreamCreate();
  void *buffer = mgpuMemAlloc(40, stream, false);
  void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  void *function = mgpuModuleGetFunction(module, "ok");
  float scale = 2;
  int64_t offset = 0, size = 20, stride = 1;
  void *params[] = {&scale, &buffer, &buffer, &offset, &size, &stride};
  EXPECT_EXIT(
      {
        dbgrtDispatchBegin(kTable.record(1), nullptr);
        mgpuLaunchKernel(function, 1, 1, 1, 16, 1, 1, 0, stream, params,
                         nullptr, 6);
        dbgrtDispatchEnd();
        std::exit(0);
      },
      testing::ExitedWithCode(1),
      "error: operand past its allocation in kernels::ok at prog.mlir:20:3: "
      "operand #1 \\(f32\\[20\\]\\) covers bytes \\[0, 80\\) of an "
      "allocation of 40 bytes; the kernel is not run");
  // A parameter list shorter than the operand list says: nothing is read.
  dbgrtDispatchBegin(kTable.record(1), nullptr);
  mgpuLaunchKernel(function, 1, 1, 1, 16, 1, 1, 0, stream, params, nullptr, 3);
  dbgrtDispatchEnd();
  mgpuStreamDestroy(stream);
  useCudaApi(&gFakeApi);
}

/// The fake driver with one 10-float device buffer, events, and two
/// streams that mgpuStreamCreate hands out in turn.
CudaApi twoStreamApi() {
  static float device[10];
  CudaApi api = gFakeApi;
  api.cuMemAlloc = [](CUdeviceptr *ptr, size_t) -> CUresult {
    *ptr = reinterpret_cast<CUdeviceptr>(device);
    return CUDA_SUCCESS;
  };
  static int eventObject;
  api.cuEventCreate = [](CUevent *event, unsigned) -> CUresult {
    *event = reinterpret_cast<CUevent>(&eventObject);
    return CUDA_SUCCESS;
  };
  api.cuEventRecord = [](CUevent, CUstream) { return CUDA_SUCCESS; };
  // Two streams.
  static int streams[2], made;
  api.cuStreamCreate = [](CUstream *stream, unsigned) -> CUresult {
    *stream = reinterpret_cast<CUstream>(&streams[made++ % 2]);
    return CUDA_SUCCESS;
  };
  api.cuEventDestroy = [](CUevent) { return CUDA_SUCCESS; };
  api.cuStreamWaitEvent = [](CUstream, CUevent, unsigned) {
    return CUDA_SUCCESS;
  };
  return api;
}

TEST_F(CudaTest, CopiesAndEventsOrderDispatchesAcrossStreams) {
  RuntimeTesting::restart(("dispatch-races,trace-file=" + tracePath()).c_str());
  DbgrtSite fill = {
      DBGRT_SITE_DISPATCH, 10, "main", "kernels::fill", "gpu.launch_func",
      "prog.mlir:30:3"};
  fill.operands = "0:w:f32:1:0";
  static const PackedSites kTable{fill};
  kTable.registerSites();
  static CudaApi api = twoStreamApi();
  useCudaApi(&api);
  void *first = mgpuStreamCreate();
  void *second = mgpuStreamCreate();
  void *buffer = mgpuMemAlloc(40, first, false);
  void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  void *function = mgpuModuleGetFunction(module, "ok");
  int64_t offset = 0, size = 10, stride = 1;
  void *params[] = {&buffer, &buffer, &offset, &size, &stride};
  auto launch = [&](void *stream) {
    dbgrtDispatchBegin(kTable.record(0), nullptr);
    mgpuLaunchKernel(function, 1, 1, 1, 10, 1, 1, 0, stream, params, nullptr,
                     5);
    dbgrtDispatchEnd();
  };
  float host[10];
  // A copy on the second stream after an event the first recorded.
  launch(first);
  void *event = mgpuEventCreate();
  mgpuEventRecord(event, first);
  mgpuStreamWaitEvent(second, event);
  mgpuMemcpy(host, buffer, 40, second);
  EXPECT_EQ(readTrace(), "");
  // The next fill on the first stream overwrites what that copy reads.
  launch(first);
  std::string report = readTrace();
  EXPECT_NE(report.find("[dbg] error: write-after-read race between "
                        "dispatches in kernels::fill at prog.mlir:30:3: "
                        "operand #0 writes bytes [0, 40) of an allocation "
                        "that a copy (mgpuMemcpy) read on another stream, "
                        "with no event, stream wait or synchronization "
                        "between them"),
            std::string::npos)
      << report;
  // Once the host waited for both, nothing is left to race with.
  mgpuStreamSynchronize(first);
  mgpuStreamSynchronize(second);
  launch(second);
  mgpuMemset32(buffer, 0, 10, first);
  report = readTrace();
  EXPECT_EQ(report.find("error", report.find("between them") + 1),
            report.rfind("error"))
      << report; // One report more.
  EXPECT_NE(
      report.find("write-after-write race between dispatches in kernels::fill "
                  "at prog.mlir:30:3: a copy (mgpuMemset32) writes bytes [0, "
                  "40) of an allocation that operand #0 of dispatch @main:10 "
                  "kernels::fill at prog.mlir:30:3 [id=3] wrote"),
      std::string::npos)
      << report;
  mgpuEventDestroy(event);
  mgpuStreamDestroy(first);
  mgpuStreamDestroy(second);
  useCudaApi(&gFakeApi);
  RuntimeTesting::restart(nullptr);
}

TEST_F(CudaTest, AStreamDestroyedTwiceIsDestroyedOnce) {
  // gpu-to-llvm lowers `gpu.wait [%a, %b]` whose tokens folded into one
  // stream to two synchronizations and destructions of it.
  static int destroyed, synchronized;
  destroyed = synchronized = 0;
  CudaApi api = gFakeApi;
  api.cuStreamDestroy = [](CUstream) -> CUresult {
    ++destroyed;
    return CUDA_SUCCESS;
  };
  api.cuStreamSynchronize = [](CUstream) -> CUresult {
    ++synchronized;
    return CUDA_SUCCESS;
  };
  useCudaApi(&api);
  // Destroyed streams are destroyed, not kept for the next.
  RuntimeTesting::restart("memory-cache=0");
  void *stream = mgpuStreamCreate();
  for (int i = 0; i < 2; ++i) {
    mgpuStreamSynchronize(stream);
    mgpuStreamDestroy(stream);
  }
  EXPECT_EQ(destroyed, 1);
  EXPECT_EQ(synchronized, 1);
  // The driver may give the handle out again: it is a stream again.
  void *again = mgpuStreamCreate();
  ASSERT_EQ(again, stream);
  mgpuStreamSynchronize(again);
  mgpuStreamDestroy(again);
  EXPECT_EQ(destroyed, 2);
  EXPECT_EQ(synchronized, 2);
  useCudaApi(&gFakeApi);
}

} // namespace

namespace {
/// What the race state's fake device memory saw.
struct RaceFills {
  uint64_t stateAddress = 0x10000;
  uint64_t word = 0; ///< The module's GLOBAL_RACES.
  std::vector<std::tuple<uint64_t, unsigned, size_t>> fills;
};
RaceFills gRaceFills;

/// What the fake driver's memory calls were asked.
struct MemoryCalls {
  std::vector<std::pair<std::string, CUstream>> calls;
  uint64_t releaseThreshold = 0;
  static char block[64], managed[64];
};
char MemoryCalls::block[64], MemoryCalls::managed[64];
MemoryCalls gMemory;

/// The default pool of fakeApiWithMemoryPools' device.
char gPool;

/// The fake driver of a device with memory pools (and 1 byte of opt-in
/// shared memory), whose default pool is gPool and takes any attribute.
CudaApi fakeApiWithMemoryPools() {
  CudaApi api = gFakeApi;
  api.cuDeviceGetAttribute = [](int *value, int, CUdevice) -> CUresult {
    *value = 1;
    return CUDA_SUCCESS;
  };
  api.cuDeviceGetDefaultMemPool = [](CUmemoryPool *out, CUdevice) {
    *out = &gPool;
    return CUDA_SUCCESS;
  };
  api.cuMemPoolSetAttribute = [](CUmemoryPool, int, void *) {
    return CUDA_SUCCESS;
  };
  return api;
}

TEST_F(CudaTest, ADeviceWithMemoryPoolsAllocatesAndFreesInStreamOrder) {
  gMemory = MemoryCalls();
  CudaApi api = fakeApiWithMemoryPools();
  api.cuMemPoolSetAttribute = [](CUmemoryPool p, int attribute, void *value) {
    EXPECT_EQ(p, &gPool);
    EXPECT_EQ(attribute, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD);
    gMemory.releaseThreshold = *static_cast<uint64_t *>(value);
    return CUDA_SUCCESS;
  };
  api.cuMemAllocAsync = [](CUdeviceptr *ptr, size_t, CUstream stream) {
    gMemory.calls.emplace_back("cuMemAllocAsync", stream);
    *ptr = reinterpret_cast<CUdeviceptr>(MemoryCalls::block);
    return CUDA_SUCCESS;
  };
  api.cuMemFreeAsync = [](CUdeviceptr, CUstream stream) {
    gMemory.calls.emplace_back("cuMemFreeAsync", stream);
    return CUDA_SUCCESS;
  };
  api.cuMemAllocManaged = [](CUdeviceptr *ptr, size_t, unsigned) {
    gMemory.calls.emplace_back("cuMemAllocManaged", nullptr);
    *ptr = reinterpret_cast<CUdeviceptr>(MemoryCalls::managed);
    return CUDA_SUCCESS;
  };
  api.cuMemFree = [](CUdeviceptr) {
    gMemory.calls.emplace_back("cuMemFree", nullptr);
    return CUDA_SUCCESS;
  };
  useCudaApi(&api);
  // Each gpu.alloc and gpu.dealloc reaches the driver.
  RuntimeTesting::restart("memory-cache=0");
  void *stream = mgpuStreamCreate();
  void *buffer = mgpuMemAlloc(64, stream, false);
  void *shared = mgpuMemAlloc(64, nullptr, true);
  mgpuMemFree(buffer, stream);
  // Managed memory is not the pool's: freed as it was allocated.
  mgpuMemFree(shared, stream);
  // A gpu.dealloc whose token's stream a gpu.wait destroyed: in order with
  // every stream (the legacy default stream), not on the destroyed one.
  buffer = mgpuMemAlloc(64, stream, false);
  mgpuStreamDestroy(stream);
  mgpuMemFree(buffer, stream);
  using Call = std::pair<std::string, CUstream>;
  EXPECT_EQ(gMemory.calls, (std::vector<Call>{{"cuMemAllocAsync", stream},
                                              {"cuMemAllocManaged", nullptr},
                                              {"cuMemFreeAsync", stream},
                                              {"cuMemFree", nullptr},
                                              {"cuMemAllocAsync", stream},
                                              {"cuMemFreeAsync", nullptr}}));
  // The pool keeps what it holds across synchronizations.
  EXPECT_EQ(gMemory.releaseThreshold, UINT64_MAX);
  useCudaApi(&gFakeApi);
}

/// The fake driver of the memory cache's test: distinct blocks and
/// streams, and what was asked of it, as "call:block:stream" (indices).
struct CacheDriver {
  static char arena[8 * 4096], streams[4];
  int blocks = 0, created = 0;
  bool outOfMemory = false;
  std::vector<std::string> calls;
  static std::string block(CUdeviceptr ptr) {
    return std::to_string((reinterpret_cast<char *>(ptr) - arena) / 4096);
  }
  static std::string stream(CUstream s) {
    return s ? std::to_string(static_cast<char *>(s) - streams) : "null";
  }
};
char CacheDriver::arena[8 * 4096], CacheDriver::streams[4];
CacheDriver gCache;

TEST_F(CudaTest, TheMemoryCacheReusesFreedMemoryInItsStream) {
  gCache = CacheDriver();
  CudaApi api = fakeApiWithMemoryPools();
  api.cuStreamCreate = [](CUstream *stream, unsigned) -> CUresult {
    *stream = &CacheDriver::streams[gCache.created++];
    gCache.calls.push_back("create:" + CacheDriver::stream(*stream));
    return CUDA_SUCCESS;
  };
  api.cuStreamDestroy = [](CUstream stream) -> CUresult {
    gCache.calls.push_back("destroy:" + CacheDriver::stream(stream));
    return CUDA_SUCCESS;
  };
  api.cuMemAllocAsync = [](CUdeviceptr *ptr, size_t bytes,
                           CUstream stream) -> CUresult {
    if (std::exchange(gCache.outOfMemory, false))
      return 2; // CUDA_ERROR_OUT_OF_MEMORY
    EXPECT_EQ(bytes % MemoryCache::kGranule, 0u);
    *ptr = reinterpret_cast<CUdeviceptr>(
        &CacheDriver::arena[4096 * gCache.blocks++]);
    gCache.calls.push_back("alloc:" + CacheDriver::block(*ptr) + ":" +
                           CacheDriver::stream(stream));
    return CUDA_SUCCESS;
  };
  api.cuMemFreeAsync = [](CUdeviceptr ptr, CUstream stream) -> CUresult {
    gCache.calls.push_back("free:" + CacheDriver::block(ptr) + ":" +
                           CacheDriver::stream(stream));
    return CUDA_SUCCESS;
  };
  api.cuCtxSynchronize = []() -> CUresult {
    gCache.calls.push_back("sync");
    return CUDA_SUCCESS;
  };
  useCudaApi(&api);
  RuntimeTesting::restart(nullptr);
  void *s0 = mgpuStreamCreate();
  // A steady loop of one size reaches the driver once; requests that
  // round to one size class share a block.
  void *first = mgpuMemAlloc(1000, s0, false);
  for (uint64_t bytes : {1000, 1024, 600}) {
    mgpuMemFree(first, s0);
    EXPECT_EQ(mgpuMemAlloc(bytes, s0, false), first) << bytes;
  }
  // Another stream does not reuse it: no order with the free.
  void *s1 = mgpuStreamCreate();
  mgpuMemFree(first, s0);
  void *other = mgpuMemAlloc(1000, s1, false);
  EXPECT_NE(other, first);
  // A destroyed stream is given out again, with what it kept.
  mgpuStreamDestroy(s0);
  void *again = mgpuStreamCreate();
  EXPECT_EQ(again, s0);
  EXPECT_EQ(mgpuMemAlloc(1000, again, false), first);
  // Out of memory: what is kept goes back to the driver, each block in
  // its stream, and the allocation is asked again.
  mgpuMemFree(first, again);
  mgpuMemFree(other, s1);
  gCache.outOfMemory = true;
  void *large = mgpuMemAlloc(3000, s1, false);
  EXPECT_NE(large, nullptr);
  std::vector<std::string> freed(gCache.calls.end() - 4,
                                 gCache.calls.end() - 2);
  std::sort(freed.begin(), freed.end());
  EXPECT_EQ(freed, (std::vector<std::string>{"free:0:0", "free:1:1"}));
  EXPECT_EQ(
      std::vector<std::string>(gCache.calls.begin(), gCache.calls.end() - 4),
      (std::vector<std::string>{"create:0", "alloc:0:0", "create:1",
                                "alloc:1:1"}));
  EXPECT_EQ(
      std::vector<std::string>(gCache.calls.end() - 2, gCache.calls.end()),
      (std::vector<std::string>{"sync", "alloc:2:1"}));
  // memory-cache=0: each call reaches the driver.
  gCache.calls.clear();
  RuntimeTesting::restart("memory-cache=0");
  mgpuMemFree(large, s1);
  mgpuStreamDestroy(s1);
  EXPECT_EQ(gCache.calls, (std::vector<std::string>{"free:2:1", "destroy:1"}));
  useCudaApi(&gFakeApi);
}

} // namespace

TEST_F(CudaTest, GlobalRaceEpochsAdvanceBeforeEachCheckedLaunch) {
  gRaceFills = RaceFills();
  CudaApi api = gFakeApi;
  api.cuModuleGetGlobal = [](CUdeviceptr *ptr, size_t *bytes, CUmodule,
                             const char *name) -> CUresult {
    if (std::strcmp(name, DBGRT_GLOBAL_RACES_SYMBOL) != 0)
      return 500; // CUDA_ERROR_NOT_FOUND
    *ptr = reinterpret_cast<CUdeviceptr>(&gRaceFills.word);
    *bytes = sizeof(uint64_t);
    return CUDA_SUCCESS;
  };
  api.cuMemAlloc = [](CUdeviceptr *ptr, size_t) -> CUresult {
    *ptr = gRaceFills.stateAddress;
    return CUDA_SUCCESS;
  };
  api.cuMemsetD32Async = [](CUdeviceptr dst, unsigned value, size_t count,
                            CUstream) -> CUresult {
    gRaceFills.fills.emplace_back(dst, value, count);
    return CUDA_SUCCESS;
  };
  api.cuMemcpy = [](CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
    std::memcpy(reinterpret_cast<void *>(dst),
                reinterpret_cast<const void *>(src), bytes);
    return CUDA_SUCCESS;
  };
  api.cuCtxSynchronize = []() { return CUDA_SUCCESS; };
  useCudaApi(&api);
  RuntimeTesting::restart(nullptr);
  void *stream = mgpuStreamCreate();
  // A module without the checks: its launches start no epoch.
  void *plain = mgpuModuleLoadJIT(const_cast<char *>(".entry ok() {}"), 2);
  void *unchecked = mgpuModuleGetFunction(plain, "ok");
  mgpuLaunchKernel(unchecked, 1, 1, 1, 1, 1, 1, 0, stream, nullptr, nullptr, 0);
  EXPECT_TRUE(gRaceFills.fills.empty());
  mgpuModuleUnload(plain);
  std::string ptx = std::string(".global .align 8 .b8 ") +
                    DBGRT_GLOBAL_RACES_SYMBOL + "[8];\n.entry ok() {}";
  void *module = mgpuModuleLoadJIT(ptx.data(), 2);
  // The state is allocated, zeroed whole, and its address given to the
  // module.
  EXPECT_EQ(gRaceFills.word, gRaceFills.stateAddress);
  size_t stateWords =
      (DBGRT_GLOBAL_RACE_HEADER_BYTES + size_t(DBGRT_GLOBAL_RACE_SLOTS) * 16) /
      4;
  ASSERT_EQ(gRaceFills.fills.size(), 1u);
  EXPECT_EQ(gRaceFills.fills[0],
            std::make_tuple(gRaceFills.stateAddress, 0u, stateWords));
  gRaceFills.fills.clear();
  // Each launch of a checked kernel: the next epoch, 1 to 255; then the
  // slots are zeroed and the epochs start again.
  void *checked = mgpuModuleGetFunction(module, "ok");
  for (unsigned launch = 1; launch <= 256; ++launch) {
    mgpuLaunchKernel(checked, 1, 1, 1, 1, 1, 1, 0, stream, nullptr, nullptr, 0);
    if (launch < 256) {
      ASSERT_EQ(gRaceFills.fills.size(), launch);
      EXPECT_EQ(gRaceFills.fills.back(),
                std::make_tuple(gRaceFills.stateAddress, launch, size_t(1)));
    }
  }
  ASSERT_EQ(gRaceFills.fills.size(), 257u);
  EXPECT_EQ(
      gRaceFills.fills[255],
      std::make_tuple(gRaceFills.stateAddress + DBGRT_GLOBAL_RACE_HEADER_BYTES,
                      0u, size_t(DBGRT_GLOBAL_RACE_SLOTS) * 4));
  EXPECT_EQ(gRaceFills.fills[256],
            std::make_tuple(gRaceFills.stateAddress, 1u, size_t(1)));
  mgpuStreamDestroy(stream);
  mgpuModuleUnload(module);
  useCudaApi(&gFakeApi);
}
