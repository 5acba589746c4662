//===- ReportTest.cpp - report formats and the trace sink
//-------------------===//

#include "Report.h"
#include "Testing.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <unistd.h>

using namespace dbgrt;

namespace {

const DbgrtSite kScaleSite = {
    DBGRT_SITE_DISPATCH, 3, "main", "kernels::scale", "gpu.launch_func",
    "model.mlir:42:5"};

DispatchInfo scaleDispatch() {
  DispatchInfo d;
  d.id = 7;
  d.site = &kScaleSite;
  d.grid[0] = 2;
  d.block[0] = 128;
  return d;
}

TEST(Report, LaunchLineWithSite) {
  EXPECT_EQ(formatLaunch(scaleDispatch()),
            "LAUNCH @main:3 kernels::scale [id=7] grid=(2,1,1) "
            "block=(128,1,1) target=gpu:0 at model.mlir:42:5");
}

TEST(Report, CompleteLine) {
  EXPECT_EQ(formatComplete(scaleDispatch(), true),
            "COMPLETE @main:3 kernels::scale [id=7] target=gpu:0 state=done");
  EXPECT_EQ(formatComplete(scaleDispatch(), false),
            "COMPLETE @main:3 kernels::scale [id=7] target=gpu:0 "
            "state=queued");
}

TEST(Report, UninstrumentedDispatchUsesDriverKernelName) {
  DispatchInfo d;
  d.id = 2;
  d.kernel = "main_kernel";
  d.device = 1;
  EXPECT_EQ(formatLaunch(d), "LAUNCH main_kernel [id=2] grid=(1,1,1) "
                             "block=(1,1,1) target=gpu:1");
}

TEST(Reporter, WritesAndFlushesEveryLineToTheTraceFile) {
  std::string path = testing::TempDir() + "dbgrt-report-test.log";
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  reporter.line("first");
  // Readable before the reporter is closed: every line is flushed.
  EXPECT_EQ(readFile(path), "[dbg] first\n");
  reporter.line("second");
  EXPECT_EQ(readFile(path), "[dbg] first\n[dbg] second\n");
  std::remove(path.c_str());
}

TEST(Reporter, UnopenableFileIsAnErrorNamingThePath) {
  Reporter reporter;
  std::string error;
  EXPECT_FALSE(reporter.setFile("/nonexistent-dir/trace.log", error));
  EXPECT_NE(error.find("/nonexistent-dir/trace.log"), std::string::npos);
}

TEST(Reporter, FullDiskFallsBackToStderr) {
  if (access("/dev/full", W_OK) != 0)
    GTEST_SKIP() << "no /dev/full";
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile("/dev/full", error)) << error;
  testing::internal::CaptureStderr();
  reporter.line("kept");
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("writing trace-file '/dev/full' failed"),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("[dbg] kept\n"), std::string::npos) << err;
}

} // namespace
