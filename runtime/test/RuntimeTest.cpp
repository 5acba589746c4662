//===- RuntimeTest.cpp - libdbgrt's core on a fake CUDA driver ------------===//
//
// Exercises the dispatch hooks, sync mode, fault attribution and what
// GpuBackend adds to a driver through the mgpu* API, on the fake CUDA
// driver of FakeCuda.h, so no GPU is needed.
//
//===----------------------------------------------------------------------===//

#include "FakeCuda.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

using namespace dbgrt;
using testing::HasSubstr;
using testing::Not;
using namespace dbgrt::cuda;

namespace {

class RuntimeTest : public FakeCudaTest {};

TEST_F(RuntimeTest, InstrumentedLaunchesHaveTheirSiteWithoutOptions) {
  // Compiled code opens every dispatch, whatever the options: a fault
  // names where it was launched.
  void *stream = mgpuStreamCreate();
  dispatch(1, stream, "ok");
  ASSERT_NE(kSites.site(1), nullptr);
  EXPECT_EQ(Runtime::get().dispatches().lastLaunch().site, kSites.site(1));
  EXPECT_STREQ(kSites.site(1)->location, "prog.mlir:11:3");
  mgpuStreamDestroy(stream);
}

TEST_F(RuntimeTest, SiteRecordsAreUnpackedOnceAndLookedUpByAddress) {
  kSites.registerSites();
  kSites.registerSites(); // The same table again: no new site.
  ASSERT_EQ(Runtime::get().sites().size(), 3u);
  const DbgrtSite *site = kSites.site(2);
  ASSERT_NE(site, nullptr);
  EXPECT_EQ(site->kind, static_cast<uint32_t>(DBGRT_SITE_DISPATCH));
  EXPECT_EQ(site->ordinal, 2);
  EXPECT_STREQ(site->function, "main");
  EXPECT_STREQ(site->kernel, "kernels::oob");
  EXPECT_STREQ(site->location, "prog.mlir:12:3 (fused with prog.mlir:13:1)");
  EXPECT_EQ(site->what, nullptr);
  // Two tables: each record resolves to its own table's site.
  static const PackedSites other{{DBGRT_SITE_DISPATCH, 0, "f", "m::k",
                                  "gpu.launch_func", "other.mlir:1:1"}};
  other.registerSites();
  EXPECT_STREQ(other.site(0)->location, "other.mlir:1:1");
  EXPECT_STREQ(kSites.site(0)->location, "prog.mlir:10:3");
  EXPECT_EQ(Runtime::get().sites().size(), 4u);
}

TEST_F(RuntimeTest, SyncLaunchDispatchEndsWhenItsStreamIsDestroyed) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  std::string beforeDestroy;
  dispatchSync(0, "ok", [&] { beforeDestroy = readTrace(); });
  // Synchronized but not yet destroyed: the dispatch is still open, so
  // that an error of the stream's synchronization or destruction is its.
  EXPECT_THAT(beforeDestroy, HasSubstr("LAUNCH @main:0 kernels::ok [id=1]"));
  EXPECT_THAT(beforeDestroy, Not(HasSubstr("COMPLETE")));
  dispatchSync(1, "ok");
  EXPECT_EQ(readTrace(),
            "[dbg] LAUNCH @main:0 kernels::ok [id=1] grid=(4,1,1) "
            "block=(128,1,1) target=gpu:0 at prog.mlir:10:3\n"
            "[dbg] COMPLETE @main:0 kernels::ok [id=1] target=gpu:0 "
            "state=done\n"
            "[dbg] LAUNCH @main:1 kernels::ok [id=2] grid=(4,1,1) "
            "block=(128,1,1) target=gpu:0 at prog.mlir:11:3\n"
            "[dbg] COMPLETE @main:1 kernels::ok [id=2] target=gpu:0 "
            "state=done\n");
}

TEST_F(RuntimeTest, AsyncLaunchDispatchEndsWhenItsLaunchReturns) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  // An async gpu.launch_func without dependencies makes its own stream,
  // which outlives the dispatch: the site says the launch is async.
  static const PackedSites async{{DBGRT_SITE_DISPATCH, 0, "main", "kernels::ok",
                                  "gpu.launch_func", "async.mlir:3:5", 0,
                                  DBGRT_SITE_FLAG_ASYNC}};
  async.registerSites();
  void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  dbgrtDispatch(async.id(0));
  void *stream = mgpuStreamCreate();
  mgpuLaunchKernel(mgpuModuleGetFunction(module, "ok"), 1, 1, 1, 1, 1, 1, 0,
                   stream, nullptr, nullptr, 0);
  EXPECT_THAT(readTrace(), HasSubstr("COMPLETE @main:0 kernels::ok [id=1] "
                                     "target=gpu:0 state=queued"));
  // On a stream made before the marker, without the flag: the same.
  dispatch(1, stream, "ok");
  EXPECT_THAT(readTrace(), HasSubstr("COMPLETE @main:1 kernels::ok [id=2] "
                                     "target=gpu:0 state=queued"));
  mgpuStreamSynchronize(stream);
  mgpuStreamDestroy(stream);
}

TEST_F(RuntimeTest, MarkerWithoutALaunchEndsAtTheNextMarker) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  kSites.registerSites();
  dbgrtDispatch(kSites.id(0));
  dispatchSync(1, "ok");
  std::string trace = readTrace();
  size_t complete = trace.find("[dbg] COMPLETE @main:0 kernels::ok [id=1]");
  ASSERT_NE(complete, std::string::npos) << trace;
  EXPECT_LT(complete, trace.find("[dbg] LAUNCH @main:1 kernels::ok [id=2]"))
      << trace;
  EXPECT_THAT(trace, HasSubstr("[dbg] COMPLETE @main:1 kernels::ok [id=2]"));
}

TEST_F(RuntimeTest, UnknownSiteIdOpensAnUnnamedDispatch) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  void *stream = mgpuStreamCreate();
  void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  dbgrtDispatch(42);
  mgpuLaunchKernel(mgpuModuleGetFunction(module, "ok"), 1, 1, 1, 1, 1, 1, 0,
                   stream, nullptr, nullptr, 0);
  EXPECT_EQ(Runtime::get().dispatches().lastLaunch().site, nullptr);
  EXPECT_EQ(Runtime::get().dispatches().lastLaunch().id, 1);
  mgpuStreamDestroy(stream);
  EXPECT_THAT(readTrace(),
              HasSubstr("warning: dbgrtDispatch: 42 is the id of no "
                        "registered dispatch site; the dispatch is "
                        "unnamed"));
}

TEST_F(RuntimeTest, UnregisteredSiteRecordOpensAnUnnamedDispatch) {
  RuntimeTesting::restart(("trace-file=" + tracePath()).c_str());
  DbgrtSiteRecord stray = {};
  void *stream = mgpuStreamCreate();
  void *module = mgpuModuleLoadJIT(const_cast<char *>("ptx"), 2);
  dbgrtDispatchBegin(&stray, nullptr);
  mgpuLaunchKernel(mgpuModuleGetFunction(module, "ok"), 1, 1, 1, 1, 1, 1, 0,
                   stream, nullptr, nullptr, 0);
  dbgrtDispatchEnd();
  EXPECT_EQ(Runtime::get().dispatches().lastLaunch().site, nullptr);
  mgpuStreamDestroy(stream);
  EXPECT_THAT(readTrace(),
              HasSubstr("warning: dbgrtDispatchBegin: a site record of "
                        "no registered table"));
}

TEST_F(RuntimeTest, MalformedSiteRecordsAreFatalAndNamed) {
  DbgrtSiteRecord record = {};
  record.kind = DBGRT_SITE_DISPATCH;
  record.function = record.what = record.detail = record.operands = -1;
  const char strings[] = "k\0gpu.launch_func\0a.mlir:1:1";
  record.opName = 2;
  record.location = 18;
  record.kernel = 40; // Past the blob.
  EXPECT_EXIT(dbgrtRegisterSites(&record, 1, strings, sizeof(strings), nullptr),
              testing::ExitedWithCode(1),
              "site record 0 of 1 has a bad kernel \\(40\\)");
  record.kernel = 0;
  record.kind = DBGRT_NUM_SITE_KINDS;
  EXPECT_EXIT(dbgrtRegisterSites(&record, 1, strings, sizeof(strings), nullptr),
              testing::ExitedWithCode(1), "site record 0 has an unknown kind");
}

TEST_F(RuntimeTest, EndWithoutAnOpenDispatchIsAWarning) {
  RuntimeTesting::restart(("trace-file=" + tracePath()).c_str());
  dbgrtDispatchEnd();
  EXPECT_THAT(readTrace(),
              HasSubstr("warning: dispatch end without an open dispatch"));
}

TEST_F(RuntimeTest, CompiledDefaultsApplyAndEnvironmentOverrides) {
  kSites.registerSites("device-sync-mode,op-log-level=info");
  EXPECT_TRUE(Runtime::get().options().deviceSyncMode);
  EXPECT_EQ(Runtime::get().sites().size(), 3u);
  RuntimeTesting::restart("device-sync-mode=0");
  kSites.registerSites("device-sync-mode,op-log-level=info");
  EXPECT_FALSE(Runtime::get().options().deviceSyncMode);
  EXPECT_EQ(Runtime::get().options().opLogLevel, LogLevel::Info);
}

TEST_F(RuntimeTest, ModuleDefaultsMergeKeyByKeyFirstModuleWins) {
  RuntimeTesting::restart(("trace-file=" + tracePath()).c_str());
  // Within one module the last value counts, as in DBG_OPTIONS.
  kSites.registerSites("op-log-level=debug,trace", 0, 1);
  EXPECT_EQ(Runtime::get().options().opLogLevel, LogLevel::Info);
  // A second module adds a key, and disagrees on another: the first module
  // keeps it, with a warning.
  kSites.registerSites("device-sync-mode,trace=0", 1, 2);
  EXPECT_TRUE(Runtime::get().options().deviceSyncMode);
  EXPECT_EQ(Runtime::get().options().opLogLevel, LogLevel::Info);
  EXPECT_EQ(Runtime::get().sites().size(), 3u);
  EXPECT_THAT(readTrace(),
              HasSubstr("warning: a module was compiled with "
                        "'op-log-level=warning', an earlier one with "
                        "'op-log-level=info'; the first is kept"));
}

TEST_F(RuntimeTest, TracesLaunchAndCompleteWithSiteAndLocation) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  kSites.registerSites();
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
  EXPECT_THAT(trace, HasSubstr("[dbg] COMPLETE @main:0 kernels::ok [id=1] "
                               "target=gpu:0 state=queued\n"));
  EXPECT_THAT(trace, HasSubstr("[dbg] LAUNCH @main:1 kernels::ok [id=2]"));
  EXPECT_EQ(dbgrtDispatchCount(), 2);
}

TEST_F(RuntimeTest, SyncModeSynchronizesEveryLaunch) {
  RuntimeTesting::restart(
      ("device-sync-mode,trace,trace-file=" + tracePath()).c_str());
  void *stream = mgpuStreamCreate();
  dispatch(0, stream, "ok");
  dispatch(1, stream, "ok");
  EXPECT_EQ(gDevice.syncs, 2);
  EXPECT_THAT(readTrace(), HasSubstr("COMPLETE @main:1 kernels::ok [id=2] "
                                     "target=gpu:0 state=done"));
}

TEST_F(RuntimeTest, SyncModeAlsoCompletesCopiesAndFills) {
  CudaApi api = gFakeApi;
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
  EXPECT_EXIT(kSites.registerSites("trace,loud", 0, 1),
              testing::ExitedWithCode(kOptionsErrorExitCode),
              "compiled-in options 'trace,loud': unknown option 'loud'");
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
  EXPECT_THAT(trace,
              HasSubstr("warning: mgpuStreamWaitEvent was given a stream "
                        "where an event belongs"));
  useCudaApi(&gFakeApi);
}

} // namespace

TEST(KnownSizes, ALaunchThatContradictsTheKernelsKnownSizesIsNamed) {
  KnownSizes known = KnownSizes::parse("block=32,1,1 grid=4,2,1");
  DispatchInfo dispatch;
  const int64_t grid[3] = {4, 2, 1}, block[3] = {32, 1, 1};
  std::copy(grid, grid + 3, dispatch.grid);
  std::copy(block, block + 3, dispatch.block);
  EXPECT_TRUE(known.admit(dispatch));
  EXPECT_EQ(known.contradictions(dispatch), "");
  dispatch.block[0] = 64;
  EXPECT_FALSE(known.admit(dispatch));
  EXPECT_EQ(known.contradictions(dispatch),
            "block (64,1,1) contradicts the kernel's known_block_size "
            "(32,1,1)");
  dispatch.block[0] = 32;
  dispatch.grid[1] = 3;
  EXPECT_FALSE(known.admit(dispatch));
  EXPECT_EQ(known.contradictions(dispatch),
            "grid (4,3,1) contradicts the kernel's known_grid_size (4,2,1)");
  // Only the block known: any grid.
  KnownSizes blockOnly = KnownSizes::parse("block=32,1,1");
  EXPECT_TRUE(blockOnly.admit(dispatch));
  // Nothing known, or nothing understood: any sizes.
  dispatch.block[0] = 1;
  for (const char *text : {(const char *)nullptr, "", "warp=32 block=1,2"})
    EXPECT_TRUE(KnownSizes::parse(text).admit(dispatch)) << text;
}
