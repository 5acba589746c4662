//===- RuntimeTest.cpp - libdbgrt on a fake CUDA driver -------------------===//
//
// Exercises the dispatch hooks, sync mode and fault attribution through the
// mgpu* API, with a fake driver table so no GPU is needed.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include "Cuda/CudaApi.h"
#include "Testing.h"
#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <string>
#include <thread>
#include <vector>

using namespace dbgrt;
using namespace dbgrt::cuda;

namespace {

//===----------------------------------------------------------------------===//
// The fake driver: launches always succeed; a kernel named "oob" faults,
// which the next synchronization of its stream reports (as the hardware
// does), and the fault is sticky.
//===----------------------------------------------------------------------===//

struct FakeDevice {
  bool faulted = false;
  /// The driver has shut down (its exit handler ran): every call fails with
  /// CUDA_ERROR_DEINITIALIZED, cuGetErrorName included.
  bool deinitialized = false;
  int launches = 0;
  int syncs = 0;
  CUresult launchResult = CUDA_SUCCESS;
} gDevice;

char gStream;
char gModule;
char gKernelOk, gKernelOob;

CUresult fakeInit(unsigned) { return CUDA_SUCCESS; }
CUresult fakeCount(int *count) {
  *count = 1;
  return CUDA_SUCCESS;
}
CUresult fakeDeviceGet(CUdevice *d, int ordinal) {
  *d = ordinal;
  return CUDA_SUCCESS;
}
CUresult fakeRetain(CUcontext *ctx, CUdevice) {
  static char context;
  *ctx = &context;
  return CUDA_SUCCESS;
}
CUresult fakeSetCurrent(CUcontext) {
  return gDevice.deinitialized ? CUDA_ERROR_DEINITIALIZED : CUDA_SUCCESS;
}
CUresult fakeDeviceAttribute(int *value, int, CUdevice) {
  *value = 227 * 1024;
  return CUDA_SUCCESS;
}
CUresult fakeLoad(CUmodule *m, const void *image, unsigned, int *, void **) {
  if (std::strcmp(static_cast<const char *>(image), "bad ptx") == 0)
    return 218; // CUDA_ERROR_INVALID_PTX
  *m = &gModule;
  return CUDA_SUCCESS;
}
CUresult fakeUnload(CUmodule) {
  return gDevice.deinitialized ? CUDA_ERROR_DEINITIALIZED : CUDA_SUCCESS;
}
CUresult fakeGetFunction(CUfunction *f, CUmodule, const char *name) {
  if (std::strcmp(name, "oob") == 0)
    *f = &gKernelOob;
  else if (std::strcmp(name, "ok") == 0)
    *f = &gKernelOk;
  else
    return 500; // CUDA_ERROR_NOT_FOUND
  return CUDA_SUCCESS;
}
CUresult fakeLaunch(CUfunction f, unsigned, unsigned, unsigned, unsigned,
                    unsigned, unsigned, unsigned, CUstream, void **, void **) {
  if (gDevice.faulted)
    return 700;
  if (gDevice.launchResult != CUDA_SUCCESS)
    return gDevice.launchResult;
  ++gDevice.launches;
  if (f == &gKernelOob)
    gDevice.faulted = true;
  return CUDA_SUCCESS;
}
CUresult fakeLaunchEx(const CUlaunchConfig *, CUfunction f, void **p,
                      void **e) {
  return fakeLaunch(f, 0, 0, 0, 0, 0, 0, 0, nullptr, p, e);
}
CUresult fakeStreamCreate(CUstream *s, unsigned) {
  if (gDevice.deinitialized)
    return CUDA_ERROR_DEINITIALIZED;
  *s = &gStream;
  return CUDA_SUCCESS;
}
CUresult fakeStreamOp(CUstream) { return CUDA_SUCCESS; }
CUresult fakeStreamSync(CUstream) {
  ++gDevice.syncs;
  return gDevice.faulted ? 700 : CUDA_SUCCESS;
}
CUresult fakeErrorName(CUresult e, const char **name) {
  if (gDevice.deinitialized)
    return CUDA_ERROR_DEINITIALIZED;
  *name = e == 700   ? "CUDA_ERROR_ILLEGAL_ADDRESS"
          : e == 701 ? "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"
          : e == 218 ? "CUDA_ERROR_INVALID_PTX"
                     : "CUDA_ERROR_UNKNOWN";
  return CUDA_SUCCESS;
}
CUresult fakeErrorString(CUresult e, const char **text) {
  *text = e == 700 ? "an illegal memory access was encountered"
                   : "fake driver error";
  return CUDA_SUCCESS;
}

CudaApi makeFakeApi() {
  CudaApi api;
  std::memset(&api, 0, sizeof(api));
  api.cuInit = fakeInit;
  api.cuDeviceGetCount = fakeCount;
  api.cuDeviceGet = fakeDeviceGet;
  api.cuDevicePrimaryCtxRetain = fakeRetain;
  api.cuCtxSetCurrent = fakeSetCurrent;
  api.cuDeviceGetAttribute = fakeDeviceAttribute;
  api.cuModuleLoadDataEx = fakeLoad;
  api.cuModuleUnload = fakeUnload;
  api.cuModuleGetFunction = fakeGetFunction;
  api.cuLaunchKernel = fakeLaunch;
  api.cuLaunchKernelEx = fakeLaunchEx;
  api.cuStreamCreate = fakeStreamCreate;
  api.cuStreamDestroy = fakeStreamOp;
  api.cuStreamSynchronize = fakeStreamSync;
  api.cuGetErrorName = fakeErrorName;
  api.cuGetErrorString = fakeErrorString;
  return api;
}

const CudaApi gFakeApi = makeFakeApi();

const DbgrtSite kSites[] = {
    {DBGRT_SITE_DISPATCH, 0, "main", "kernels::ok", "gpu.launch_func",
     "prog.mlir:10:3"},
    {DBGRT_SITE_DISPATCH, 1, "main", "kernels::ok", "gpu.launch_func",
     "prog.mlir:11:3"},
    {DBGRT_SITE_DISPATCH, 2, "main", "kernels::oob", "gpu.launch_func",
     "prog.mlir:12:3 (fused with prog.mlir:13:1)"},
};
const DbgrtSite *const kSiteTable[] = {&kSites[0], &kSites[1], &kSites[2]};

class RuntimeTest : public testing::Test {
protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    gDevice = FakeDevice();
    useCudaApi(&gFakeApi);
    RuntimeTesting::restart(nullptr);
    std::remove(tracePath().c_str());
  }
  void TearDown() override {
    RuntimeTesting::restart(nullptr);
    useCudaApi(nullptr);
  }

  /// Runs dispatch `i` of kSites the way compiled code does.
  void dispatch(int i, void *stream, const char *kernel) {
    void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
    void *function = mgpuModuleGetFunction(module, kernel);
    dbgrtDispatchBegin(&kSites[i], nullptr);
    mgpuLaunchKernel(function, 4, 1, 1, 128, 1, 1, 0, stream, nullptr, nullptr,
                     0);
    dbgrtDispatchEnd(&kSites[i]);
  }

  std::string tracePath() {
    return testing::TempDir() + "dbgrt-runtime-test.log";
  }
  /// The trace so far: buffered events are flushed first.
  std::string readTrace() {
    Runtime::get().reporter().flush();
    return readFile(tracePath());
  }
};

TEST_F(RuntimeTest, HooksAreOffByDefault) {
  EXPECT_EQ(dbgrt_hooks, 0);
  RuntimeTesting::restart("trace");
  EXPECT_EQ(dbgrt_hooks, 1);
}

TEST_F(RuntimeTest, CompiledDefaultsApplyAndEnvironmentOverrides) {
  dbgrtRegisterSites(kSiteTable, 3, "device-sync-mode,op-log-level=info");
  EXPECT_TRUE(Runtime::get().options().deviceSyncMode);
  EXPECT_EQ(dbgrt_hooks, 1);
  EXPECT_EQ(Runtime::get().sites().size(), 3u);
  RuntimeTesting::restart("device-sync-mode=0");
  dbgrtRegisterSites(kSiteTable, 3, "device-sync-mode,op-log-level=info");
  EXPECT_FALSE(Runtime::get().options().deviceSyncMode);
  EXPECT_EQ(Runtime::get().options().opLogLevel, LogLevel::Info);
}

TEST_F(RuntimeTest, ModuleDefaultsMergeKeyByKeyFirstModuleWins) {
  RuntimeTesting::restart(("trace-file=" + tracePath()).c_str());
  // Within one module the last value counts, as in DBG_OPTIONS.
  dbgrtRegisterSites(kSiteTable, 1, "op-log-level=debug,trace");
  EXPECT_EQ(Runtime::get().options().opLogLevel, LogLevel::Info);
  // A second module adds a key, and disagrees on another: the first module
  // keeps it, with a warning.
  dbgrtRegisterSites(kSiteTable + 1, 2, "device-sync-mode,trace=0");
  EXPECT_TRUE(Runtime::get().options().deviceSyncMode);
  EXPECT_EQ(Runtime::get().options().opLogLevel, LogLevel::Info);
  EXPECT_EQ(Runtime::get().sites().size(), 3u);
  EXPECT_NE(readTrace().find("warning: a module was compiled with "
                             "'op-log-level=warning', an earlier one with "
                             "'op-log-level=info'; the first is kept"),
            std::string::npos)
      << readTrace();
}

TEST_F(RuntimeTest, TracesLaunchAndCompleteWithSiteAndLocation) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  dbgrtRegisterSites(kSiteTable, 3, nullptr);
  void *stream = mgpuStreamCreate();
  dispatch(0, stream, "ok");
  mgpuStreamSynchronize(stream);
  dispatch(1, stream, "ok");
  std::string trace = readTrace();
  EXPECT_NE(trace.find("[dbg] LAUNCH @main:0 kernels::ok [id=1] "
                       "grid=(4,1,1) block=(128,1,1) target=gpu:0 at "
                       "prog.mlir:10:3\n"),
            std::string::npos)
      << trace;
  EXPECT_NE(trace.find("[dbg] COMPLETE @main:0 kernels::ok [id=1] "
                       "target=gpu:0 state=queued\n"),
            std::string::npos)
      << trace;
  EXPECT_NE(trace.find("[dbg] LAUNCH @main:1 kernels::ok [id=2]"),
            std::string::npos)
      << trace;
  EXPECT_EQ(dbgrtDispatchCount(), 2);
}

TEST_F(RuntimeTest, SyncModeSynchronizesEveryLaunch) {
  RuntimeTesting::restart(
      ("device-sync-mode,trace,trace-file=" + tracePath()).c_str());
  void *stream = mgpuStreamCreate();
  dispatch(0, stream, "ok");
  dispatch(1, stream, "ok");
  EXPECT_EQ(gDevice.syncs, 2);
  EXPECT_NE(readTrace().find("COMPLETE @main:1 kernels::ok [id=2] "
                             "target=gpu:0 state=done"),
            std::string::npos);
}

TEST_F(RuntimeTest, SyncModeAlsoCompletesCopiesAndFills) {
  CudaApi api = gFakeApi;
  api.cuMemcpyAsync = [](CUdeviceptr, CUdeviceptr, size_t, CUstream) {
    return CUDA_SUCCESS;
  };
  api.cuMemsetD32Async = [](CUdeviceptr, unsigned, size_t, CUstream) {
    return CUDA_SUCCESS;
  };
  useCudaApi(&api);
  void *stream = mgpuStreamCreate();
  char a[4], b[4];
  mgpuMemcpy(a, b, 4, stream);
  EXPECT_EQ(gDevice.syncs, 0);
  RuntimeTesting::restart("device-sync-mode");
  mgpuMemcpy(a, b, 4, stream);
  mgpuMemset32(a, 0, 1, stream);
  EXPECT_EQ(gDevice.syncs, 2);
  useCudaApi(&gFakeApi);
}

TEST_F(RuntimeTest, SyncModeAttributesFaultToTheExactDispatch) {
  RuntimeTesting::restart("device-sync-mode");
  EXPECT_EXIT(
      {
        void *stream = mgpuStreamCreate();
        dispatch(0, stream, "ok");
        dispatch(1, stream, "ok");
        dispatch(2, stream, "oob");
        dispatch(0, stream, "ok");
      },
      testing::ExitedWithCode(kDeviceErrorExitCode),
      "error: cuStreamSynchronize\\(stream\\) failed with "
      "CUDA_ERROR_ILLEGAL_ADDRESS \\(700: an illegal memory access was "
      "encountered\\) in dispatch @main:2 kernels::oob \\[id=3\\] "
      "grid=\\(4,1,1\\) block=\\(128,1,1\\) at prog.mlir:12:3 \\(fused with "
      "prog.mlir:13:1\\)\n.*detected by mgpuLaunchKernel right after the "
      "launch \\(device-sync-mode\\)");
}

TEST_F(RuntimeTest, AsyncFaultNamesTheDispatchesSinceTheLastSync) {
  EXPECT_EXIT(
      {
        void *stream = mgpuStreamCreate();
        dispatch(0, stream, "ok");
        mgpuStreamSynchronize(stream);
        dispatch(1, stream, "ok");
        dispatch(2, stream, "oob");
        dispatch(0, stream, "ok"); // The fault is sticky: this launch fails.
      },
      testing::ExitedWithCode(kDeviceErrorExitCode),
      "failed with CUDA_ERROR_ILLEGAL_ADDRESS \\(700: .*\\) in one of "
      "dispatches \\[id=2..3\\] since the last synchronization:\n"
      ".*  @main:1 kernels::ok \\[id=2\\] grid=\\(4,1,1\\) "
      "block=\\(128,1,1\\) at prog.mlir:11:3\n"
      ".*  @main:2 kernels::oob \\[id=3\\] .* at prog.mlir:12:3.*\n"
      ".*detected by mgpuLaunchKernel; rerun with "
      "DBG_OPTIONS=device-sync-mode");
}

TEST_F(RuntimeTest, UninstrumentedLaunchesAreNamedByKernel) {
  EXPECT_EXIT(
      {
        void *stream = mgpuStreamCreate();
        void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
        void *f = mgpuModuleGetFunction(module, "oob");
        mgpuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, stream, nullptr, nullptr, 0);
        mgpuStreamSynchronize(stream);
      },
      testing::ExitedWithCode(kDeviceErrorExitCode),
      "in dispatch oob \\[id=1\\] grid=\\(1,1,1\\) block=\\(32,1,1\\)\n"
      ".*detected by mgpuStreamSynchronize, the only dispatch since the "
      "last synchronization");
}

TEST_F(RuntimeTest, UninstrumentedLaunchesAreTracedByKernelName) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  void *stream = mgpuStreamCreate();
  void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  void *f = mgpuModuleGetFunction(module, "ok");
  mgpuLaunchKernel(f, 2, 1, 1, 32, 1, 1, 0, stream, nullptr, nullptr, 0);
  EXPECT_EQ(readTrace(), "[dbg] LAUNCH ok [id=1] grid=(2,1,1) "
                         "block=(32,1,1) target=gpu:0\n");
}

TEST_F(RuntimeTest, LaunchErrorIsAttributedToTheOpenDispatch) {
  gDevice.launchResult = 701;
  EXPECT_EXIT(dispatch(1, mgpuStreamCreate(), "ok"),
              testing::ExitedWithCode(kDeviceErrorExitCode),
              "cuLaunchKernel failed with "
              "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES \\(701: fake driver "
              "error\\) in dispatch @main:1 kernels::ok \\[id=1\\]");
}

TEST_F(RuntimeTest, ModuleLoadAndLookupErrorsNameTheCulprit) {
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

TEST_F(RuntimeTest, OnlyModulesThatMayHaveChecksAreAskedForTheirRecord) {
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
  const uint32_t fatbin[4] = {0xBA55ED50, 0, 0, 0};
  mgpuModuleLoad(const_cast<uint32_t *>(fatbin), sizeof(fatbin));
  EXPECT_EQ(gGetGlobalCalls, 3);
  useCudaApi(&gFakeApi);
}

TEST_F(RuntimeTest, BadOptionsExitWithTheValidKeys) {
  RuntimeTesting::restart("trace,device-sync");
  EXPECT_EXIT(Runtime::get().checkEnvironment(),
              testing::ExitedWithCode(kOptionsErrorExitCode),
              "DBG_OPTIONS='trace,device-sync': unknown option "
              "'device-sync'; valid options: device-sync-mode");
  // Whitespace around keys is ignored; unprintable characters are shown
  // escaped.
  RuntimeTesting::restart("trace\r\n");
  EXPECT_EQ(Runtime::get().options().opLogLevel, LogLevel::Info);
  RuntimeTesting::restart("op-log-level=\x01");
  EXPECT_EXIT(Runtime::get().checkEnvironment(),
              testing::ExitedWithCode(kOptionsErrorExitCode),
              "bad value '\\\\x01' for 'op-log-level'");
}

TEST_F(RuntimeTest, HelpListsEveryKeyAndExitsWithZero) {
  RuntimeTesting::restart("help");
  EXPECT_EXIT(Runtime::get().checkEnvironment(), testing::ExitedWithCode(0),
              "");
}

TEST_F(RuntimeTest, BadModuleDefaultsExitWithStatusTwo) {
  EXPECT_EXIT(dbgrtRegisterSites(kSiteTable, 1, "trace,loud"),
              testing::ExitedWithCode(kOptionsErrorExitCode),
              "compiled-in options 'trace,loud': unknown option 'loud'");
}

TEST_F(RuntimeTest, MissingDriverIsAClearError) {
  useCudaApi(nullptr);
  setenv("DBG_CUDA_DRIVER", "/nonexistent/libcuda.so.1", 1);
  EXPECT_EXIT(mgpuStreamCreate(), testing::ExitedWithCode(kDeviceErrorExitCode),
              "error: cannot load the CUDA driver "
              "'/nonexistent/libcuda.so.1'.*mgpuStreamCreate needs an NVIDIA "
              "GPU and its driver");
  unsetenv("DBG_CUDA_DRIVER");
}

TEST_F(RuntimeTest, UnloadsAfterTheDriverShutDownAreQuiet) {
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

TEST_F(RuntimeTest, ErrorsAreNamedEvenWhenTheDriverCannotNameThem) {
  mgpuStreamCreate();
  gDevice.deinitialized = true;
  EXPECT_EXIT(mgpuStreamCreate(), testing::ExitedWithCode(kDeviceErrorExitCode),
              "cuStreamCreate\\(&stream, 0\\) failed with "
              "CUDA_ERROR_DEINITIALIZED \\(4: ");
}

TEST_F(RuntimeTest, LargeDynamicSharedMemoryIsOptedInOrRefused) {
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

TEST_F(RuntimeTest, StreamPassedAsEventOrdersOnThatStream) {
  // MLIR 22's gpu-to-llvm hands the stream an async.execute yields to
  // mgpuStreamWaitEvent and mgpuEventDestroy.
  static std::vector<std::string> calls;
  calls.clear();
  CudaApi api = gFakeApi;
  static char streams[2];
  static int nextStream = 0;
  nextStream = 0;
  api.cuStreamCreate = [](CUstream *s, unsigned) {
    *s = &streams[nextStream++];
    return CUDA_SUCCESS;
  };
  api.cuEventCreate = [](CUevent *e, unsigned) {
    static char event;
    *e = &event;
    calls.push_back("create");
    return CUDA_SUCCESS;
  };
  api.cuEventRecord = [](CUevent, CUstream s) {
    calls.push_back(s == &streams[0] ? "record-on-producer" : "record");
    return CUDA_SUCCESS;
  };
  api.cuStreamWaitEvent = [](CUstream s, CUevent, unsigned) {
    calls.push_back(s == &streams[1] ? "consumer-waits" : "wait");
    return CUDA_SUCCESS;
  };
  api.cuEventDestroy = [](CUevent) {
    calls.push_back("destroy");
    return CUDA_SUCCESS;
  };
  useCudaApi(&api);
  RuntimeTesting::restart(("trace-file=" + tracePath()).c_str());
  void *producer = mgpuStreamCreate();
  void *consumer = mgpuStreamCreate();
  mgpuStreamWaitEvent(consumer, producer);
  mgpuEventDestroy(producer); // Must not destroy the stream.
  mgpuEventDestroy(producer);
  EXPECT_EQ(calls, (std::vector<std::string>{"create", "record-on-producer",
                                             "consumer-waits", "destroy"}));
  std::string trace = readTrace();
  EXPECT_NE(trace.find("warning: mgpuStreamWaitEvent was given a stream "
                       "where an event belongs"),
            std::string::npos)
      << trace;
  useCudaApi(&gFakeApi);
}

TEST_F(RuntimeTest, HostRegisterMemRefCoversTheStridedExtent) {
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

} // namespace
