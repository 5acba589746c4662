//===- HipTest.cpp - libdbgrt's HIP backend on a fake HIP runtime ---------===//
//
// Programs compiled with --target=rocm load AMDGPU code objects; the first
// one selects the HIP backend, and every mgpu* call then goes to the HIP
// runtime. There is no AMD GPU here: a fake function table stands for
// libamdhip64, and records the calls.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Hip/HipBackend.h"
#include "Runtime.h"
#include "Testing.h"
#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace dbgrt;
using namespace dbgrt::hip;

namespace {

/// What the fake runtime saw and does.
struct FakeHip {
  std::vector<std::string> calls;
  int devices = 1;
  hipError_t launchResult = hipSuccess;
  hipError_t syncResult = hipSuccess;
  /// What hipEventElapsedTime says next (ms).
  float elapsedMs = 0;
  /// A module with checks: its error record and site ids, in host memory
  /// (the fake device memory is host memory).
  bool hasRecord = false;
  DbgrtErrorRecord record = {};
  int64_t siteIds[1] = {0};
};
FakeHip gHip;

int gModule, gFunction, gStream, gEvent;

hipError_t fakeInit(unsigned) {
  gHip.calls.push_back("hipInit");
  return hipSuccess;
}
hipError_t fakeCount(int *count) {
  *count = gHip.devices;
  return hipSuccess;
}
hipError_t fakeSetDevice(int) { return hipSuccess; }
hipError_t fakeLoad(hipModule_t *module, const void *) {
  gHip.calls.push_back("hipModuleLoadData");
  *module = &gModule;
  return hipSuccess;
}
hipError_t fakeUnload(hipModule_t) { return hipSuccess; }
hipError_t fakeGetFunction(hipFunction_t *function, hipModule_t, const char *) {
  *function = &gFunction;
  return hipSuccess;
}
hipError_t fakeGetGlobal(void **address, size_t *bytes, hipModule_t,
                         const char *name) {
  if (!gHip.hasRecord)
    return 500; // hipErrorNotFound
  if (std::strcmp(name, DBGRT_ERROR_RECORD_SYMBOL) == 0) {
    *address = &gHip.record;
    *bytes = sizeof(gHip.record);
  } else {
    *address = gHip.siteIds;
    *bytes = sizeof(gHip.siteIds);
  }
  return hipSuccess;
}
hipError_t fakeLaunch(hipFunction_t, unsigned, unsigned, unsigned, unsigned,
                      unsigned, unsigned, unsigned, hipStream_t, void **,
                      void **) {
  gHip.calls.push_back("hipModuleLaunchKernel");
  return gHip.launchResult;
}
hipError_t fakeStreamCreate(hipStream_t *stream) {
  *stream = &gStream;
  return hipSuccess;
}
hipError_t fakeStreamOp(hipStream_t) { return hipSuccess; }
hipError_t fakeStreamSync(hipStream_t) {
  gHip.calls.push_back("hipStreamSynchronize");
  return gHip.syncResult;
}
hipError_t fakeWaitEvent(hipStream_t, hipEvent_t, unsigned) {
  return hipSuccess;
}
hipError_t fakeEventCreate(hipEvent_t *event) {
  *event = &gEvent;
  return hipSuccess;
}
hipError_t fakeEventOp(hipEvent_t) { return hipSuccess; }
hipError_t fakeEventRecord(hipEvent_t, hipStream_t) {
  gHip.calls.push_back("hipEventRecord");
  return hipSuccess;
}
/// Every kernel takes 12.5 us, 1 ms after the timing base.
hipError_t fakeElapsed(float *milliseconds, hipEvent_t, hipEvent_t) {
  *milliseconds = gHip.elapsedMs;
  gHip.elapsedMs = 0.0125f;
  return hipSuccess;
}
hipError_t fakeMalloc(void **ptr, size_t bytes) {
  gHip.calls.push_back("hipMalloc");
  *ptr = std::calloc(1, bytes);
  return hipSuccess;
}
hipError_t fakeMallocManaged(void **ptr, size_t bytes, unsigned) {
  return fakeMalloc(ptr, bytes);
}
hipError_t fakeFree(void *ptr) {
  std::free(ptr);
  return hipSuccess;
}
hipError_t fakeHostMalloc(void **ptr, size_t bytes, unsigned) {
  *ptr = std::calloc(1, bytes);
  return hipSuccess;
}
hipError_t fakeHostRegister(void *, size_t, unsigned) { return hipSuccess; }
hipError_t fakeHostUnregister(void *) { return hipSuccess; }
hipError_t fakeDevicePointer(void **device, void *host, unsigned) {
  *device = host;
  return hipSuccess;
}
hipError_t fakeMemcpy(void *dst, const void *src, size_t bytes, int) {
  std::memcpy(dst, src, bytes);
  return hipSuccess;
}
hipError_t fakeMemcpyAsync(void *dst, const void *src, size_t bytes, int kind,
                           hipStream_t) {
  return fakeMemcpy(dst, src, bytes, kind);
}
hipError_t fakeMemsetD32(void *, int, size_t, hipStream_t) {
  return hipSuccess;
}
hipError_t fakeMemsetD16(void *, unsigned short, size_t, hipStream_t) {
  return hipSuccess;
}
hipError_t fakeDeviceSync() { return gHip.syncResult; }
const char *fakeErrorName(hipError_t error) {
  return error == 700  ? "hipErrorIllegalAddress"
         : error == 98 ? "hipErrorInvalidDeviceFunction"
                       : "hipErrorUnknown";
}
const char *fakeErrorString(hipError_t error) {
  return error == 700 ? "an illegal memory access was encountered"
                      : "fake runtime error";
}

HipApi makeFakeApi() {
  HipApi api = {};
  api.hipInit = fakeInit;
  api.hipGetDeviceCount = fakeCount;
  api.hipSetDevice = fakeSetDevice;
  api.hipModuleLoadData = fakeLoad;
  api.hipModuleUnload = fakeUnload;
  api.hipModuleGetFunction = fakeGetFunction;
  api.hipModuleGetGlobal = fakeGetGlobal;
  api.hipModuleLaunchKernel = fakeLaunch;
  api.hipStreamCreate = fakeStreamCreate;
  api.hipStreamDestroy = fakeStreamOp;
  api.hipStreamSynchronize = fakeStreamSync;
  api.hipStreamWaitEvent = fakeWaitEvent;
  api.hipEventCreate = fakeEventCreate;
  api.hipEventDestroy = fakeEventOp;
  api.hipEventSynchronize = fakeEventOp;
  api.hipEventRecord = fakeEventRecord;
  api.hipEventElapsedTime = fakeElapsed;
  api.hipMalloc = fakeMalloc;
  api.hipMallocManaged = fakeMallocManaged;
  api.hipFree = fakeFree;
  api.hipHostMalloc = fakeHostMalloc;
  api.hipHostFree = fakeFree;
  api.hipHostRegister = fakeHostRegister;
  api.hipHostUnregister = fakeHostUnregister;
  api.hipHostGetDevicePointer = fakeDevicePointer;
  api.hipMemcpy = fakeMemcpy;
  api.hipMemcpyAsync = fakeMemcpyAsync;
  api.hipMemsetD32Async = fakeMemsetD32;
  api.hipMemsetD16Async = fakeMemsetD16;
  api.hipDeviceSynchronize = fakeDeviceSync;
  api.hipGetErrorName = fakeErrorName;
  api.hipGetErrorString = fakeErrorString;
  return api;
}
const HipApi gFakeApi = makeFakeApi();

/// The first bytes of an AMDGPU code object: an ELF for EM_AMDGPU (224).
const unsigned char kCodeObject[64] = {
    0x7f, 'E', 'L', 'F', 2, 1, 1, 64, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 224, 0};

const DbgrtSite kDispatch = {
    DBGRT_SITE_DISPATCH, 3, "main", "kernels::scale", "gpu.launch_func",
    "model.mlir:42:5"};
const DbgrtSite kBounds = {
    DBGRT_SITE_BOUNDS,
    -1,
    nullptr,
    "kernels::scale",
    "memref.store",
    "model.mlir:17:9",
    77,
    0,
    "out-of-bounds store",
    "index {index:i} not in [0, {size:i}) on dim {dim:i}"};
const DbgrtSite *const kTable[] = {&kDispatch, &kBounds};

class HipTest : public testing::Test {
protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    gHip = FakeHip();
    useHipApi(&gFakeApi);
    RuntimeTesting::restart(nullptr);
  }
  void TearDown() override {
    RuntimeTesting::restart(nullptr);
    useHipApi(nullptr);
  }
  /// Loads a code object and runs one dispatch of kDispatch.
  void dispatch(void *stream) {
    void *module = mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject),
                                  sizeof(kCodeObject));
    void *function = mgpuModuleGetFunction(module, "scale");
    dbgrtDispatchBegin(&kDispatch, nullptr);
    mgpuLaunchKernel(function, 2, 1, 1, 64, 1, 1, 0, stream, nullptr, nullptr,
                     0);
    dbgrtDispatchEnd(&kDispatch);
  }
};

TEST_F(HipTest, ACodeObjectSelectsTheHipBackend) {
  EXPECT_TRUE(isCodeObject(kCodeObject));
  EXPECT_FALSE(isCodeObject("//\n// Generated by LLVM NVPTX Back-End"));
  EXPECT_FALSE(active());
  dbgrtRegisterSites(kTable, 1, nullptr);
  // Compiled programs load their kernel modules before main: from the
  // first code object on, every mgpu* call goes to HIP.
  void *module = mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject),
                                sizeof(kCodeObject));
  EXPECT_TRUE(active());
  void *stream = mgpuStreamCreate();
  EXPECT_EQ(stream, &gStream);
  void *function = mgpuModuleGetFunction(module, "scale");
  dbgrtDispatchBegin(&kDispatch, nullptr);
  mgpuLaunchKernel(function, 2, 1, 1, 64, 1, 1, 0, stream, nullptr, nullptr, 0);
  dbgrtDispatchEnd(&kDispatch);
  mgpuStreamSynchronize(stream);
  std::vector<std::string> expected = {"hipInit", "hipModuleLoadData",
                                       "hipModuleLaunchKernel",
                                       "hipStreamSynchronize"};
  EXPECT_EQ(gHip.calls, expected);
}

TEST_F(HipTest, SyncModeSynchronizesEveryLaunch) {
  RuntimeTesting::restart("device-sync-mode");
  dbgrtRegisterSites(kTable, 1, nullptr);
  dispatch(&gStream);
  dispatch(&gStream);
  int launches = 0, syncs = 0;
  for (const std::string &call : gHip.calls) {
    launches += call == "hipModuleLaunchKernel";
    syncs += call == "hipStreamSynchronize";
    // Every launch is followed by its synchronization.
    if (call == "hipStreamSynchronize")
      EXPECT_EQ(launches, syncs);
  }
  EXPECT_EQ(launches, 2);
  EXPECT_EQ(syncs, 2);
}

TEST_F(HipTest, LaunchErrorIsAttributedToTheDispatchAndLine) {
  dbgrtRegisterSites(kTable, 1, nullptr);
  gHip.launchResult = 98;
  EXPECT_EXIT(dispatch(&gStream), testing::ExitedWithCode(1),
              "error: hipModuleLaunchKernel failed with "
              "hipErrorInvalidDeviceFunction \\(98: fake runtime error\\) in "
              "dispatch @main:3 kernels::scale \\[id=1\\] grid=\\(2,1,1\\) "
              "block=\\(64,1,1\\) at model.mlir:42:5");
}

TEST_F(HipTest, KernelFaultInSyncModeNamesTheDispatch) {
  RuntimeTesting::restart("device-sync-mode");
  dbgrtRegisterSites(kTable, 1, nullptr);
  gHip.syncResult = 700;
  EXPECT_EXIT(dispatch(&gStream), testing::ExitedWithCode(1),
              "hipStreamSynchronize\\(stream\\) failed with "
              "hipErrorIllegalAddress \\(700: an illegal memory access was "
              "encountered\\) in dispatch @main:3 kernels::scale \\[id=1\\].*"
              "detected by mgpuLaunchKernel right after the launch "
              "\\(device-sync-mode\\)");
}

TEST_F(HipTest, ErrorRecordIsAttachedAndReadBack) {
  dbgrtRegisterSites(kTable, 2, nullptr);
  gHip.hasRecord = true;
  gHip.siteIds[0] = kBounds.id;
  void *module = mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject),
                                sizeof(kCodeObject));
  (void)module;
  // The record now points at counters and mapped reports, checks enabled.
  ASSERT_NE(gHip.record.counters, 0u);
  ASSERT_NE(gHip.record.reports, 0u);
  EXPECT_EQ(gHip.record.numSites, 1u);
  EXPECT_NE(gHip.record.control & (1u << DBGRT_SITE_BOUNDS), 0u);
  // A kernel's failing check, as __dbg_check_failed writes it.
  auto *counters = reinterpret_cast<uint64_t *>(gHip.record.counters);
  auto *reports = reinterpret_cast<DbgrtCheckReports *>(gHip.record.reports);
  auto *report = reinterpret_cast<DbgrtCheckReport *>(reports + 1);
  counters[0] = 3;
  report->threadX = 5;
  report->payload0 = 130;
  report->payload1 = 130;
  report->payload2 = 0;
  report->valid = 1;
  reports->failed = 1;
  testing::internal::CaptureStderr();
  mgpuStreamSynchronize(&gStream);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("[dbg] error: out-of-bounds store in kernels::scale at "
                     "model.mlir:17:9: index 130 not in [0, 130) on dim 0, "
                     "block (0,0,0) thread (5,0,0); 2 more at this site"),
            std::string::npos)
      << err;
  // Read and reset.
  EXPECT_EQ(counters[0], 0u);
  CheckRecords::get().remove(module);
}

TEST_F(HipTest, TimingReportsEachKernelsDeviceTime) {
  // Sync mode: COMPLETE carries the kernel's time, from HIP events recorded
  // around it in its stream.
  RuntimeTesting::restart("timing,device-sync-mode,trace");
  dbgrtRegisterSites(kTable, 1, nullptr);
  gHip.elapsedMs = 1.0f;
  testing::internal::CaptureStderr();
  dispatch(&gStream);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("state=done time=12.500us"), std::string::npos) << err;
  int records = 0;
  for (const std::string &call : gHip.calls)
    records += call == "hipEventRecord";
  EXPECT_GE(records, 2); // Before and after the kernel (and the base).
}

TEST_F(HipTest, MissingRuntimeSaysSoInOneLine) {
  useHipApi(nullptr);
  setenv("DBG_HIP_RUNTIME", "/nonexistent/libamdhip64.so", 1);
  EXPECT_EXIT(mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject),
                             sizeof(kCodeObject)),
              testing::ExitedWithCode(1),
              "^\\[dbg\\] error: cannot load the HIP runtime "
              "\\('/nonexistent/libamdhip64.so'\\): .*; mgpuModuleLoad needs "
              "an AMD GPU and the HIP runtime \\(this program was compiled "
              "with --target=rocm\\)\n$");
  unsetenv("DBG_HIP_RUNTIME");
}

TEST_F(HipTest, NoAmdGpuSaysSo) {
  gHip.devices = 0;
  EXPECT_EXIT(mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject),
                             sizeof(kCodeObject)),
              testing::ExitedWithCode(1),
              "no AMD GPU: the HIP runtime sees none; mgpuModuleLoad needs "
              "one");
}

} // namespace
