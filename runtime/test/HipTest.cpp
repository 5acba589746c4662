//===- HipTest.cpp - libdbgrt's HIP backend on a fake HIP runtime ---------===//
//
// Programs compiled with --target=rocm load AMDGPU code objects; the first
// one selects the HIP backend, and every mgpu* call then goes to the HIP
// runtime. There is no AMD GPU here: a fake function table stands for
// libamdhip64, and records the calls.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "GpuBackend.h"
#include "Hip/HipBackend.h"
#include "Runtime.h"
#include "Testing.h"
#include "dbgrt/dbgrt.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace dbgrt;
using testing::HasSubstr;
using testing::Not;
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
  /// hipDeviceAttributeMaxSharedMemoryPerBlock and ...SharedMemPerBlockOptin.
  int sharedPerBlock = 64 * 1024, sharedOptin = 64 * 1024;
  /// hipRuntimeGetVersion.
  int version = 60400000;
  /// EF_AMDGPU_MACH of the code objects hipModuleLoadData was given.
  std::vector<uint32_t> loadedChips;
  /// What the scan kernel finds: count, first index, and the word holding it.
  uint64_t scanResult[3] = {0, 0, 0};
};
FakeHip gHip;

int gModule, gFunction, gScanFunction, gStatsFunction, gStream, gEvent;

hipError_t fakeInit(unsigned) {
  gHip.calls.push_back("hipInit");
  return hipSuccess;
}
hipError_t fakeCount(int *count) {
  *count = gHip.devices;
  return hipSuccess;
}
hipError_t fakeSetDevice(int) { return hipSuccess; }
hipError_t fakeLoad(hipModule_t *module, const void *image) {
  gHip.calls.push_back("hipModuleLoadData");
  uint32_t flags;
  std::memcpy(&flags, static_cast<const char *>(image) + 48, sizeof(flags));
  gHip.loadedChips.push_back(flags & 0xFF);
  *module = &gModule;
  return hipSuccess;
}
hipError_t fakeUnload(hipModule_t) { return hipSuccess; }
hipError_t fakeGetFunction(hipFunction_t *function, hipModule_t,
                           const char *name) {
  if (std::strcmp(name, "dbg_scan_nonfinite") == 0)
    *function = &gScanFunction;
  else if (std::strcmp(name, "dbg_tensor_stats") == 0)
    *function = &gStatsFunction;
  else
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
hipError_t fakeLaunch(hipFunction_t function, unsigned, unsigned, unsigned,
                      unsigned, unsigned, unsigned, unsigned, hipStream_t,
                      void **params, void **) {
  if (function == &gScanFunction) {
    // The scan kernel's `out` memref (allocated and aligned pointer at
    // parameters 21 and 22): the result, in mapped host memory.
    gHip.calls.push_back("scan");
    auto *out = *static_cast<uint64_t **>(params[22]);
    std::memcpy(out, gHip.scanResult, sizeof(gHip.scanResult));
    return hipSuccess;
  }
  if (function == &gStatsFunction) {
    // One block's min, max, sum, NaN and Inf counts, in its `out` memref
    // (aligned pointer at parameter 23).
    gHip.calls.push_back("stats");
    auto *out = *static_cast<double **>(params[23]);
    const double partial[5] = {-2, 6, 40000, 3, 1};
    std::memcpy(out, partial, sizeof(partial));
    return hipSuccess;
  }
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
hipError_t fakeDeviceAttribute(int *value, int attribute, int) {
  if (attribute == hipDeviceAttributeMaxSharedMemoryPerBlock)
    *value = gHip.sharedPerBlock;
  else if (attribute == hipDeviceAttributeSharedMemPerBlockOptin)
    *value = gHip.sharedOptin;
  else
    return 1; // hipErrorInvalidValue
  return hipSuccess;
}
hipError_t fakeFuncAttribute(int *value, int attribute, hipFunction_t) {
  *value = attribute == static_cast<int>(KernelAttribute::Registers) ? 24 : 0;
  return hipSuccess;
}
hipError_t fakeRuntimeVersion(int *version) {
  *version = gHip.version;
  return hipSuccess;
}
/// Pointers into kMemory are of the kind their index says; others are
/// unknown to the runtime.
char kMemory[4];
hipError_t fakePointerAttributes(hipPointerAttribute_t *attributes,
                                 const void *ptr) {
  const char *p = static_cast<const char *>(ptr);
  if (p < kMemory || p >= kMemory + 4)
    return 1; // hipErrorInvalidValue
  // 0: device memory, 1: pinned host memory, 2: managed, 3: unregistered.
  const int rocm6[] = {hipMemoryTypeDevice, hipMemoryTypeHost,
                       hipMemoryTypeDevice, hipMemoryTypeUnregistered};
  const int rocm5[] = {hipMemoryTypeDeviceRocm5, hipMemoryTypeHostRocm5,
                       hipMemoryTypeDeviceRocm5, -1};
  attributes->type = (gHip.version < 60000000 ? rocm5 : rocm6)[p - kMemory];
  attributes->isManaged = p - kMemory == 2;
  return gHip.version < 60000000 && p - kMemory == 3 ? 1 : hipSuccess;
}
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
  api.hipDeviceGetAttribute = fakeDeviceAttribute;
  api.hipFuncGetAttribute = fakeFuncAttribute;
  api.hipRuntimeGetVersion = fakeRuntimeVersion;
  api.hipPointerGetAttributes = fakePointerAttributes;
  api.hipGetErrorName = fakeErrorName;
  api.hipGetErrorString = fakeErrorString;
  return api;
}
const HipApi gFakeApi = makeFakeApi();

/// The first bytes of an AMDGPU code object: an ELF for EM_AMDGPU (224),
/// for gfx942 (EF_AMDGPU_MACH 0x4c in e_flags, at byte 48).
const unsigned char kCodeObject[64] = {
    0x7f, 'E', 'L', 'F', 2, 1, 1, 64, 0, 0, 0, 0, 0, 0, 0,    0,   3,
    0,    224, 0,   0,   0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0,    0,   0,
    0,    0,   0,   0,   0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0x4c, 0x05};
/// A code object for a chip libdbgrt has no kernels for (gfx1010, 0x33).
const unsigned char kOtherChip[64] = {
    0x7f, 'E', 'L', 'F', 2, 1, 1, 64, 0, 0, 0, 0, 0, 0, 0,    0,   3,
    0,    224, 0,   0,   0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0,    0,   0,
    0,    0,   0,   0,   0, 0, 0, 0,  0, 0, 0, 0, 0, 0, 0x33, 0x01};

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
const DbgrtSite kScan = {
    DBGRT_SITE_NONFINITE,
    -1,
    nullptr,
    "kernels::scale",
    "gpu.launch_func",
    "model.mlir:42:5",
    78,
    0,
    "in operand #1 (memref<8xf32>) written by the dispatch",
    "{count:i} of {elements:i} elements, the first at {index:i}: "
    "{value:f32}"};
const PackedSites kTable{kDispatch, kBounds, kScan};

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
  /// Whether libdbgrt's scan kernel ran.
  static bool ranScanKernel() {
    return std::find(gHip.calls.begin(), gHip.calls.end(), "scan") !=
           gHip.calls.end();
  }
  /// Loads a code object (`image`) and runs one dispatch of kDispatch.
  void dispatch(void *stream, const unsigned char *image = kCodeObject) {
    void *module =
        mgpuModuleLoad(const_cast<unsigned char *>(image), sizeof(kCodeObject));
    void *function = mgpuModuleGetFunction(module, "scale");
    dbgrtDispatchBegin(kTable.record(0), nullptr);
    mgpuLaunchKernel(function, 2, 1, 1, 64, 1, 1, 0, stream, nullptr, nullptr,
                     0);
    dbgrtDispatchEnd();
  }
};

TEST_F(HipTest, ACodeObjectSelectsTheHipBackend) {
  EXPECT_TRUE(isCodeObject(kCodeObject));
  EXPECT_FALSE(isCodeObject("//\n// Generated by LLVM NVPTX Back-End"));
  EXPECT_FALSE(active());
  kTable.registerSites(nullptr, 0, 1);
  // Compiled programs load their kernel modules before main: from the
  // first code object on, every mgpu* call goes to HIP.
  void *module = mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject),
                                sizeof(kCodeObject));
  EXPECT_TRUE(active());
  void *stream = mgpuStreamCreate();
  EXPECT_EQ(stream, &gStream);
  void *function = mgpuModuleGetFunction(module, "scale");
  dbgrtDispatchBegin(kTable.record(0), nullptr);
  mgpuLaunchKernel(function, 2, 1, 1, 64, 1, 1, 0, stream, nullptr, nullptr, 0);
  dbgrtDispatchEnd();
  mgpuStreamSynchronize(stream);
  std::vector<std::string> expected = {"hipInit", "hipModuleLoadData",
                                       "hipModuleLaunchKernel",
                                       "hipStreamSynchronize"};
  EXPECT_EQ(gHip.calls, expected);
}

TEST_F(HipTest, SyncModeSynchronizesEveryLaunch) {
  RuntimeTesting::restart("device-sync-mode");
  kTable.registerSites(nullptr, 0, 1);
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
  kTable.registerSites(nullptr, 0, 1);
  gHip.launchResult = 98;
  EXPECT_EXIT(dispatch(&gStream), testing::ExitedWithCode(1),
              "error: hipModuleLaunchKernel failed with "
              "hipErrorInvalidDeviceFunction \\(98: fake runtime error\\) in "
              "dispatch @main:3 kernels::scale \\[id=1\\] grid=\\(2,1,1\\) "
              "block=\\(64,1,1\\) at model.mlir:42:5");
}

TEST_F(HipTest, KernelFaultInSyncModeNamesTheDispatch) {
  RuntimeTesting::restart("device-sync-mode");
  kTable.registerSites(nullptr, 0, 1);
  gHip.syncResult = 700;
  EXPECT_EXIT(dispatch(&gStream), testing::ExitedWithCode(1),
              "hipStreamSynchronize\\(stream\\) failed with "
              "hipErrorIllegalAddress \\(700: an illegal memory access was "
              "encountered\\) in dispatch @main:3 kernels::scale \\[id=1\\].*"
              "detected by mgpuLaunchKernel right after the launch "
              "\\(device-sync-mode\\)");
}

TEST_F(HipTest, ErrorRecordIsAttachedAndReadBack) {
  kTable.registerSites(nullptr, 0, 2);
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
  kTable.registerSites(nullptr, 0, 1);
  gHip.elapsedMs = 1.0f;
  testing::internal::CaptureStderr();
  dispatch(&gStream);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_THAT(err, HasSubstr("state=done time=12.500us"));
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
              "'/nonexistent/libamdhip64.so': .*; mgpuModuleLoad needs "
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

TEST_F(HipTest, DynamicSharedMemoryIsCheckedAgainstTheDevice) {
  // AMD GPUs need no opt-in: a launch may use the device's LDS per
  // workgroup, and asking for more is refused before the launch.
  kTable.registerSites(nullptr, 0, 1);
  gHip.sharedOptin = 160 * 1024; // gfx950
  void *module = mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject),
                                sizeof(kCodeObject));
  void *function = mgpuModuleGetFunction(module, "scale");
  mgpuLaunchKernel(function, 1, 1, 1, 64, 1, 1, 100 * 1024, &gStream, nullptr,
                   nullptr, 0);
  EXPECT_EQ(gHip.calls.back(), "hipModuleLaunchKernel");
  EXPECT_EXIT(mgpuLaunchKernel(function, 1, 1, 1, 64, 1, 1, 200 * 1024,
                               &gStream, nullptr, nullptr, 0),
              testing::ExitedWithCode(1),
              "mgpuLaunchKernel: dispatch scale \\[id=2\\] asks for 204800 "
              "bytes of dynamic shared memory; the device allows 163840");
}

TEST_F(HipTest, MemoryKindsComeFromPointerAttributes) {
  // Input guards ask the backends that ran code what a pointer is.
  mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject), sizeof(kCodeObject));
  GpuBackend &hip = gpu();
  EXPECT_EQ(hip.memoryKind(&kMemory[0]), DBGRT_MEMORY_DEVICE);
  EXPECT_EQ(hip.memoryKind(&kMemory[1]), DBGRT_MEMORY_SHARED);
  EXPECT_EQ(hip.memoryKind(&kMemory[2]), DBGRT_MEMORY_SHARED);
  EXPECT_EQ(hip.memoryKind(&kMemory[3]), DBGRT_MEMORY_HOST);
  int stack = 0;
  EXPECT_EQ(hip.memoryKind(&stack), DBGRT_MEMORY_HOST);
  // ROCm 5 numbered hipMemoryType differently.
  gHip.version = 50700000;
  EXPECT_EQ(hip.memoryKind(&kMemory[0]), DBGRT_MEMORY_DEVICE);
  EXPECT_EQ(hip.memoryKind(&kMemory[1]), DBGRT_MEMORY_SHARED);
  EXPECT_EQ(hip.memoryKind(&kMemory[2]), DBGRT_MEMORY_SHARED);
  EXPECT_EQ(hip.memoryKind(&kMemory[3]), DBGRT_MEMORY_HOST);
}

TEST_F(HipTest, ScanRunsLibdbgrtsKernelForTheProgramsChip) {
  // nan-check=dispatch: the scan kernel, embedded as HSACO per chip, runs
  // in the dispatch's stream on a buffer larger than a host scan takes
  // (16 KB); the one for the program's chip is loaded.
  kTable.registerSites(nullptr, 0, 3);
  std::vector<float> buffer(4096);
  gHip.scanResult[0] = 2;          // NaN/Inf count
  gHip.scanResult[1] = 5;          // first index
  gHip.scanResult[2] = 0x7FC00000; // its word: a NaN
  dispatch(&gStream);
  testing::internal::CaptureStderr();
  dbgrtScanNonFinite(kTable.record(2), buffer.data(), 4096, DBGRT_SCAN_F32);
  mgpuStreamSynchronize(&gStream);
  std::string err = testing::internal::GetCapturedStderr();
  ASSERT_EQ(gHip.loadedChips.size(), 2u);
  EXPECT_EQ(gHip.loadedChips[1], 0x4Cu); // gfx942's kernel.
  EXPECT_EQ(gHip.calls.back(), "hipStreamSynchronize");
  EXPECT_TRUE(ranScanKernel());
  EXPECT_NE(err.find("in operand #1 (memref<8xf32>) written by the "
                     "dispatch in kernels::scale at model.mlir:42:5: 2 of "
                     "4096 elements, the first at 5: nan"),
            std::string::npos)
      << err;
  CheckRecords::get().drainScans(nullptr, false);
}

TEST_F(HipTest, SmallBuffersAreCopiedAfterTheDispatchAndScannedOnTheHost) {
  // A buffer of at most 8 KB: copied to pinned host memory in the
  // dispatch's stream (cheaper than a kernel launch) and scanned when the
  // stream synchronizes; what the program writes after the copy is not
  // what is scanned. No kernel is loaded.
  kTable.registerSites(nullptr, 0, 3);
  float buffer[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  buffer[6] = -INFINITY;
  dispatch(&gStream);
  testing::internal::CaptureStderr();
  dbgrtScanNonFinite(kTable.record(2), buffer, 8, DBGRT_SCAN_F32);
  buffer[6] = 7;
  mgpuStreamSynchronize(&gStream);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(gHip.loadedChips.size(), 1u);
  EXPECT_FALSE(ranScanKernel());
  EXPECT_THAT(err, HasSubstr("1 of 8 elements, the first at 6: -inf"));
  CheckRecords::get().drainScans(nullptr, false);
}

TEST_F(HipTest, HostScansTakeAtMostEightKilobytes) {
  // 4096 f16 elements (8192 bytes) are scanned on the host; one more, and
  // the scan kernel runs.
  kTable.registerSites(nullptr, 0, 3);
  std::vector<uint16_t> buffer(4097);
  dispatch(&gStream);
  dbgrtScanNonFinite(kTable.record(2), buffer.data(), 4096, DBGRT_SCAN_F16);
  mgpuStreamSynchronize(&gStream);
  EXPECT_FALSE(ranScanKernel());
  dispatch(&gStream);
  dbgrtScanNonFinite(kTable.record(2), buffer.data(), 4097, DBGRT_SCAN_F16);
  mgpuStreamSynchronize(&gStream);
  EXPECT_TRUE(ranScanKernel());
  CheckRecords::get().drainScans(nullptr, false);
}

TEST_F(HipTest, ChipsWithoutAKernelScanOnTheHost) {
  // libdbgrt has no scan kernel for gfx1010: a large buffer too is read
  // after the dispatch and scanned on the host, with the same report.
  kTable.registerSites(nullptr, 0, 3);
  std::vector<float> buffer(4096, 1.0f);
  buffer[3000] = -INFINITY;
  dispatch(&gStream, kOtherChip);
  testing::internal::CaptureStderr();
  dbgrtScanNonFinite(kTable.record(2), buffer.data(), 4096, DBGRT_SCAN_F32);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(gHip.loadedChips.size(), 1u);
  EXPECT_FALSE(ranScanKernel());
  EXPECT_THAT(err, HasSubstr("1 of 4096 elements, the first at 3000: -inf"));
  CheckRecords::get().drainScans(nullptr, false);
}

TEST_F(HipTest, AScanThatWouldLeaveItsAllocationIsNotMade) {
  // The scan of 4096 floats at an allocation of 1024: refused before any
  // copy or kernel, with a warning naming the bytes; nothing reported.
  kTable.registerSites(nullptr, 0, 3);
  std::vector<float> buffer(4096, NAN);
  Runtime::get().features().memory.allocated(buffer.data(),
                                             1024 * sizeof(float));
  dispatch(&gStream);
  testing::internal::CaptureStderr();
  dbgrtScanNonFinite(kTable.record(2), buffer.data(), 4096, DBGRT_SCAN_F32);
  mgpuStreamSynchronize(&gStream);
  std::string err = testing::internal::GetCapturedStderr();
  Runtime::get().features().memory.released(buffer.data());
  EXPECT_FALSE(ranScanKernel());
  EXPECT_THAT(
      err, HasSubstr("is not scanned: the scan of its 4096 elements runs "
                     "12288 bytes past the end of the 4096-byte allocation"));
  EXPECT_THAT(err, Not(HasSubstr("NaN")));
  CheckRecords::get().drainScans(nullptr, false);
}

TEST_F(HipTest, StatsRunLibdbgrtsKernelForTheProgramsChip) {
  // trace-tensors-mode=stats of a large tensor: summarized on the device.
  mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject), sizeof(kCodeObject));
  std::vector<float> tensor(1 << 14);
  TensorStats stats;
  std::string error;
  ASSERT_TRUE(
      gpu().tensorStats(tensor.data(), DType::F32, 1 << 14, stats, error))
      << error;
  EXPECT_EQ(gHip.calls.back(), "stats");
  EXPECT_EQ(gHip.loadedChips.back(), 0x4Cu);
  EXPECT_EQ(stats.nan, 3);
  EXPECT_EQ(stats.inf, 1);
  EXPECT_EQ(stats.min, -2);
  EXPECT_EQ(stats.max, 6);
  EXPECT_EQ(stats.mean, 40000.0 / ((1 << 14) - 4));
}

TEST_F(HipTest, KernelCostsAreLoggedAtDebugLevel) {
  RuntimeTesting::restart("op-log-level=debug");
  testing::internal::CaptureStderr();
  void *module = mgpuModuleLoad(const_cast<unsigned char *>(kCodeObject),
                                sizeof(kCodeObject));
  mgpuModuleGetFunction(module, "scale");
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_THAT(err, HasSubstr("kernel scale loaded: 24 registers"));
}

} // namespace
