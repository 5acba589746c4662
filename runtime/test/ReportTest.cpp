//===- ReportTest.cpp - report formats and the trace sink -----------------===//

#include "Report.h"
#include "Repeats.h"
#include "Testing.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace dbgrt {
/// Holds a reporter's lock as a thread interrupted inside it would.
struct ReporterTesting {
  static std::mutex &mutex(Reporter &reporter) { return reporter.mutex; }
};
} // namespace dbgrt

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

TEST(Reporter, WritesEveryLineToTheTraceFileAtOnce) {
  std::string path = testing::TempDir() + "dbgrt-report-test.log";
  std::remove(path.c_str());
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  reporter.line("first");
  // Readable before the reporter is closed: every line is written whole.
  EXPECT_EQ(readFile(path), "[dbg] first\n");
  reporter.line("second");
  EXPECT_EQ(readFile(path), "[dbg] first\n[dbg] second\n");
  std::remove(path.c_str());
}

TEST(Reporter, ControlCharactersNeverSplitALine) {
  EXPECT_EQ(escapeControl("a\nb\tc\r\x01"), "a\\nb\\tc\\r\\x01");
  const DbgrtSite site = {DBGRT_SITE_DISPATCH,
                          0,
                          "main",
                          "k::f\nLAUNCH fake",
                          "gpu.launch_func",
                          "dir\nwith/newline.mlir:1:1"};
  DispatchInfo d;
  d.id = 1;
  d.site = &site;
  std::string launch = formatLaunch(d);
  EXPECT_EQ(launch.find('\n'), std::string::npos) << launch;
  EXPECT_NE(launch.find("k::f\\nLAUNCH fake"), std::string::npos) << launch;
  EXPECT_NE(launch.find("dir\\nwith/newline.mlir:1:1"), std::string::npos);
  std::string record;
  DispatchEvent event;
  event.dispatch = &d;
  appendEvent(record, event, TraceFormat::Text);
  EXPECT_EQ(record.find('\n'), record.size() - 1) << record;
}

TEST(Reporter, JsonLinesAreWrittenBare) {
  std::string path = testing::TempDir() + "dbgrt-report-jsonl.log";
  std::remove(path.c_str());
  Reporter reporter;
  reporter.setJsonMessages(true);
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  reporter.line("{\"event\":\"check\"}");
  reporter.line("error: not JSON");
  // A text trace file keeps its text lines; JSON objects stay bare.
  EXPECT_EQ(readFile(path), "{\"event\":\"check\"}\n[dbg] error: not JSON\n");
  std::remove(path.c_str());
}

TEST(Reporter, ASignalInsideTheReporterLeavesWholeRecordsEachOnce) {
  std::string path = testing::TempDir() + "dbgrt-report-signal.log";
  std::remove(path.c_str());
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  const DbgrtSite site = {DBGRT_SITE_DISPATCH, 0,           "main", "k::f",
                          "gpu.launch_func",   "f.mlir:1:1"};
  DispatchInfo d;
  d.id = 1;
  d.site = &site;
  DispatchEvent event;
  event.dispatch = &d;
  reporter.event(event); // Buffered.
  std::string record;
  appendEvent(record, event, TraceFormat::Text);
  // Interrupted with the lock held (halfway through the buffer): nothing
  // is written, rather than the buffer as it is.
  ReporterTesting::mutex(reporter).lock();
  reporter.flushFromSignal();
  EXPECT_EQ(readFile(path), "");
  ReporterTesting::mutex(reporter).unlock();
  // Outside the reporter: the buffered record, once, then nothing again.
  reporter.flushFromSignal();
  reporter.flush();
  EXPECT_EQ(readFile(path), record);
  std::remove(path.c_str());
}

TEST(Reporter, AppendsToAnExistingFile) {
  std::string path = testing::TempDir() + "dbgrt-report-append.log";
  {
    std::ofstream out(path);
    out << "the program's own output\n";
  }
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  reporter.line("report");
  EXPECT_EQ(readFile(path), "the program's own output\n[dbg] report\n");
  std::remove(path.c_str());
}

TEST(Reporter, PercentPIsTheProcessId) {
  std::string dir = testing::TempDir();
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile(dir + "dbgrt-%p.log", error)) << error;
  std::string expected = dir + "dbgrt-" + std::to_string(getpid()) + ".log";
  EXPECT_EQ(reporter.filePath(), expected);
  reporter.line("mine");
  EXPECT_EQ(readFile(expected), "[dbg] mine\n");
  std::remove(expected.c_str());
}

TEST(Reporter, ConcurrentWritersNeitherLoseNorSpliceLines) {
  std::string path = testing::TempDir() + "dbgrt-report-threads.log";
  std::remove(path.c_str());
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  constexpr int kThreads = 4, kLines = 2000;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&reporter, t] {
      std::string text = "thread " + std::to_string(t) +
                         std::string(200, static_cast<char>('a' + t));
      for (int i = 0; i < kLines; ++i)
        reporter.line(text);
    });
  for (std::thread &thread : threads)
    thread.join();
  std::istringstream lines(readFile(path));
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) {
    ++count;
    ASSERT_EQ(line.size(), 6u + 8u + 200u) << line;
    EXPECT_EQ(line.find_first_not_of(line.back(), 14), std::string::npos)
        << line;
  }
  EXPECT_EQ(count, kThreads * kLines);
  std::remove(path.c_str());
}

TEST(Reporter, UnopenableFileIsAnErrorNamingThePath) {
  Reporter reporter;
  std::string error;
  EXPECT_FALSE(reporter.setFile("/nonexistent-dir/trace.log", error));
  EXPECT_EQ(error, "cannot open trace-file '/nonexistent-dir/trace.log': No "
                   "such file or directory");
}

TEST(Reporter, FifoWithoutReaderIsRefusedNotWaitedFor) {
  std::string path = testing::TempDir() + "dbgrt-report-fifo";
  std::remove(path.c_str());
  ASSERT_EQ(mkfifo(path.c_str(), 0600), 0);
  Reporter reporter;
  std::string error;
  EXPECT_FALSE(reporter.setFile(path, error));
  EXPECT_EQ(error, "cannot open trace-file '" + path +
                       "': it is a FIFO that no process reads");
  std::remove(path.c_str());
}

TEST(Reporter, FullDiskFallsBackToStderrAndSaysWhatWasKept) {
  if (access("/dev/full", W_OK) != 0)
    GTEST_SKIP() << "no /dev/full";
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile("/dev/full", error)) << error;
  testing::internal::CaptureStderr();
  reporter.line("kept");
  reporter.line("also kept");
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(err, "[dbg] error: writing trace-file '/dev/full' failed: No "
                 "space left on device; no line was written to it, further "
                 "reports go to stderr\n[dbg] kept\n[dbg] also kept\n");
}

TEST(RepeatedReports, EachKeyIsPrintedOnceAndItsRepeatsSummedUp) {
  RepeatedReports repeated;
  EXPECT_TRUE(repeated.first("a", "race at f.mlir:3:5", "failures", 63));
  EXPECT_TRUE(repeated.first("b", "NaN stored at f.mlir:9:1", "failures", 1));
  // No repeat yet: nothing to sum up.
  EXPECT_TRUE(repeated.summary().empty());
  for (int launch = 1; launch < 256; ++launch)
    EXPECT_FALSE(repeated.first("a", "ignored", "ignored", 63));
  // An unknown count (-1: a trapped kernel) adds a launch, not events.
  EXPECT_FALSE(repeated.first("b", "ignored", "ignored", -1));
  std::vector<std::string> lines = repeated.summary();
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "race at f.mlir:3:5: reported once above, and 255 more "
                      "launch(es) (16065 more failures)");
  EXPECT_EQ(lines[1],
            "NaN stored at f.mlir:9:1: reported once above, and 1 more "
            "launch(es)");
}

} // namespace

TEST(Reporter, EventsToAFileAreBufferedAndFlushedBeforeAReport) {
  std::string path = testing::TempDir() + "dbgrt-report-events.log";
  std::remove(path.c_str());
  Reporter reporter;
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  DispatchInfo d = scaleDispatch();
  DispatchEvent launch;
  launch.dispatch = &d;
  reporter.event(launch);
  // Buffered: not in the file yet.
  EXPECT_EQ(readFile(path), "");
  // A report line goes out after the events before it, in order.
  reporter.line("error: something");
  EXPECT_EQ(readFile(path),
            "[dbg] LAUNCH @main:3 kernels::scale [id=7] grid=(2,1,1) "
            "block=(128,1,1) target=gpu:0 at model.mlir:42:5\n"
            "[dbg] error: something\n");
  DispatchEvent complete;
  complete.kind = DispatchEvent::Kind::Complete;
  complete.dispatch = &d;
  complete.done = true;
  complete.deviceNs = 12345;
  reporter.event(complete);
  reporter.flush();
  EXPECT_NE(readFile(path).find("[dbg] COMPLETE @main:3 kernels::scale "
                                "[id=7] target=gpu:0 state=done "
                                "time=12.345us\n"),
            std::string::npos);
  std::remove(path.c_str());
}

TEST(Reporter, ChromeTraceIsOneJsonArrayClosedAtFinish) {
  std::string path = testing::TempDir() + "dbgrt-report-chrome.json";
  std::remove(path.c_str());
  Reporter reporter;
  reporter.setFormat(TraceFormat::Chrome);
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  DispatchInfo d = scaleDispatch();
  d.beginNs = 1000;
  DispatchEvent launch;
  launch.dispatch = &d;
  reporter.event(launch); // No record: the slice is written at completion.
  DispatchEvent complete;
  complete.kind = DispatchEvent::Kind::Complete;
  complete.dispatch = &d;
  complete.hostNs = 3500;
  complete.deviceStartNs = 2000;
  complete.deviceNs = 1250;
  reporter.event(complete);
  // Report lines do not go into the JSON array.
  reporter.line("warning: not in the trace");
  reporter.finish();
  std::string text = readFile(path);
  EXPECT_EQ(text.rfind("[{\"name\":\"process_name\"", 0), 0u);
  EXPECT_NE(text.find("{\"name\":\"kernels::scale\",\"cat\":\"dispatch\","
                      "\"ph\":\"X\",\"ts\":1.000,\"dur\":2.500,"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\"cat\":\"kernel\",\"ph\":\"X\",\"ts\":2.000,"
                      "\"dur\":1.250,"),
            std::string::npos);
  EXPECT_NE(text.find("\"args\":{\"id\":7,\"dispatch\":\"@main:3\","
                      "\"kernel\":\"kernels::scale\",\"target\":\"gpu:0\","
                      "\"grid\":[2,1,1],\"block\":[128,1,1],\"location\":"
                      "\"model.mlir:42:5\"}}"),
            std::string::npos);
  EXPECT_EQ(text.find("not in the trace"), std::string::npos);
  EXPECT_EQ(text.substr(text.size() - 3), "\n]\n");
  // A second finish adds nothing; a file that holds something is refused.
  reporter.finish();
  EXPECT_EQ(readFile(path), text);
  Reporter second;
  second.setFormat(TraceFormat::Chrome);
  EXPECT_FALSE(second.setFile(path, error));
  EXPECT_NE(error.find("is not empty: a Chrome trace"), std::string::npos);
  std::remove(path.c_str());
}

TEST(Reporter, JsonlWrapsReportLinesAsMessages) {
  std::string path = testing::TempDir() + "dbgrt-report.jsonl";
  std::remove(path.c_str());
  Reporter reporter;
  reporter.setFormat(TraceFormat::Jsonl);
  std::string error;
  ASSERT_TRUE(reporter.setFile(path, error)) << error;
  reporter.line("error: \"quoted\"");
  reporter.line("{\"event\":\"check\"}");
  EXPECT_EQ(readFile(path),
            "{\"event\":\"message\",\"text\":\"error: \\\"quoted\\\"\"}\n"
            "{\"event\":\"check\"}\n");
  std::remove(path.c_str());
}
