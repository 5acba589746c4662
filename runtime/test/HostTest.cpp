//===- HostTest.cpp - the host target's backend ---------------------------===//
//
// Launches as compiled host-target code makes them: dbgrtHostLaunchBegin, the
// kernel run on this thread, dbgrtHostLaunchEnd.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include "Testing.h"
#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <csignal>

using namespace dbgrt;

namespace {

const DbgrtSite kSite = {
    DBGRT_SITE_DISPATCH, 1, "main", "kernels::scale", "gpu.launch_func",
    "prog.mlir:7:3"};

class HostTest : public testing::Test {
protected:
  void SetUp() override {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    RuntimeTesting::restart(nullptr);
    std::remove(tracePath().c_str());
  }
  void TearDown() override { RuntimeTesting::restart(nullptr); }

  std::string tracePath() { return testing::TempDir() + "dbgrt-host-test.log"; }
  /// The trace so far: buffered events are flushed first.
  std::string readTrace() {
    Runtime::get().reporter().flush();
    return readFile(tracePath());
  }
};

TEST_F(HostTest, InstrumentedLaunchIsTracedOnTheCpu) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  dbgrtDispatchBegin(&kSite, nullptr);
  dbgrtHostLaunchBegin("kernels::scale", 2, 1, 1, 4, 1, 1);
  dbgrtHostLaunchEnd();
  dbgrtDispatchEnd(&kSite);
  EXPECT_EQ(readTrace(),
            "[dbg] LAUNCH @main:1 kernels::scale [id=1] grid=(2,1,1) "
            "block=(4,1,1) target=cpu:0 at prog.mlir:7:3\n"
            "[dbg] COMPLETE @main:1 kernels::scale [id=1] target=cpu:0 "
            "state=done\n");
  EXPECT_EQ(dbgrtDispatchCount(), 1);
}

TEST_F(HostTest, UninstrumentedLaunchGetsItsOwnId) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  dbgrtHostLaunchBegin("kernels::a", 1, 1, 1, 1, 1, 1);
  dbgrtHostLaunchEnd();
  dbgrtHostLaunchBegin("kernels::b", 1, 1, 1, 1, 1, 1);
  dbgrtHostLaunchEnd();
  EXPECT_EQ(readTrace(),
            "[dbg] LAUNCH kernels::a [id=1] grid=(1,1,1) block=(1,1,1) "
            "target=cpu:0\n"
            "[dbg] LAUNCH kernels::b [id=2] grid=(1,1,1) block=(1,1,1) "
            "target=cpu:0\n");
}

TEST_F(HostTest, FailedAssertsAreReportedAtTheEndOfTheLaunch) {
  EXPECT_EXIT(
      {
        dbgrtDispatchBegin(&kSite, nullptr);
        dbgrtHostLaunchBegin("kernels::scale", 1, 1, 1, 2, 1, 1);
        dbgrtHostAssertFail("x > 0", "prog.mlir", 9, "kernels::scale", 0, 0, 0,
                            1, 0, 0);
        dbgrtHostAssertFail("x > 0", "prog.mlir", 9, "kernels::scale", 0, 0, 0,
                            0, 0, 0);
        dbgrtHostLaunchEnd();
      },
      testing::ExitedWithCode(kDeviceErrorExitCode),
      "prog.mlir:9: kernels::scale: block: \\[0,0,0\\], thread: \\[1,0,0\\] "
      "Assertion `x > 0` failed.\n"
      ".*\n"
      ".*error: device-side assert triggered in dispatch @main:1 "
      "kernels::scale \\[id=1\\] grid=\\(1,1,1\\) block=\\(2,1,1\\) at "
      "prog.mlir:7:3\n"
      ".*2 thread\\(s\\) failed an assertion \\(host target\\)");
}

TEST_F(HostTest, CrashInAKernelIsAttributedToItsDispatch) {
  EXPECT_EXIT(
      {
        dbgrtDispatchBegin(&kSite, nullptr);
        dbgrtHostLaunchBegin("kernels::scale", 1, 1, 1, 1, 1, 1);
        *reinterpret_cast<volatile int *>(16) = 1;
      },
      testing::ExitedWithCode(kDeviceErrorExitCode),
      "error: SIGSEGV \\(invalid memory access\\) at address 0x10 in "
      "dispatch @main:1 kernels::scale \\[id=1\\] grid=\\(1,1,1\\) "
      "block=\\(1,1,1\\) at prog.mlir:7:3\n.*the kernel crashed on the CPU "
      "\\(host target\\); the same access on a GPU is an illegal address");
}

TEST_F(HostTest, SignalSentByAProcessIsNotAFaultOfTheKernel) {
  EXPECT_EXIT(
      {
        dbgrtHostLaunchBegin("kernels::scale", 1, 1, 1, 1, 1, 1);
        std::raise(SIGSEGV);
      },
      testing::KilledBySignal(SIGSEGV),
      "error: SIGSEGV sent by process [0-9]+ while dispatch kernels::scale "
      "\\[id=1\\] grid=\\(1,1,1\\) block=\\(1,1,1\\) was running; it is "
      "not a fault of the kernel");
}

TEST_F(HostTest, CrashOutsideAKernelKeepsTheDefaultAction) {
  EXPECT_EXIT(
      {
        dbgrtHostLaunchBegin("kernels::scale", 1, 1, 1, 1, 1, 1);
        dbgrtHostLaunchEnd();
        std::raise(SIGSEGV);
      },
      testing::KilledBySignal(SIGSEGV), "");
}

} // namespace
