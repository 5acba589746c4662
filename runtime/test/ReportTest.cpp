//===- ReportTest.cpp - report formats and the trace sink -----------------===//

#include "Report.h"
#include "Repeats.h"
#include "Testing.h"

#include <gmock/gmock.h>
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
using testing::HasSubstr;
using testing::Not;

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

/// A reporter that writes to a fresh file under the test's temporary
/// directory, removed at the end of the test.
class ReporterFile : public testing::Test {
protected:
  /// Opens `reporter` on the file `name` (a failure ends the test).
  void open(const std::string &name) {
    path = testing::TempDir() + name;
    std::remove(path.c_str());
    std::string error;
    ASSERT_TRUE(reporter.setFile(path, error)) << error;
  }
  void TearDown() override {
    if (!path.empty())
      std::remove(path.c_str());
  }

  Reporter reporter;
  std::string path;
};

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

TEST_F(ReporterFile, WritesEveryLineToTheTraceFileAtOnce) {
  ASSERT_NO_FATAL_FAILURE(open("dbgrt-report-test.log"));
  reporter.line("first");
  // Readable before the reporter is closed: every line is written whole.
  EXPECT_EQ(readFile(path), "[dbg] first\n");
  reporter.line("second");
  EXPECT_EQ(readFile(path), "[dbg] first\n[dbg] second\n");
}

TEST(Reporter, ControlCharactersNeverSplitALine) {
  EXPECT_EQ(escapeControl("a\nb\tc\r\x01"), "a\\nb\\tc\\r\\x01");
  // Static: the reporter caches the text of a site by its address.
  static const DbgrtSite site = {DBGRT_SITE_DISPATCH,
                                 0,
                                 "main",
                                 "k::f\nLAUNCH fake",
                                 "gpu.launch_func",
                                 "dir\nwith/newline.mlir:1:1"};
  DispatchInfo d;
  d.id = 1;
  d.site = &site;
  std::string launch = formatLaunch(d);
  EXPECT_THAT(launch, Not(HasSubstr("\n")));
  EXPECT_THAT(launch, HasSubstr("k::f\\nLAUNCH fake"));
  EXPECT_THAT(launch, HasSubstr("dir\\nwith/newline.mlir:1:1"));
  std::string record;
  DispatchEvent event;
  event.dispatch = &d;
  appendEvent(record, event, TraceFormat::Text);
  EXPECT_EQ(record.find('\n'), record.size() - 1) << record;
}

TEST_F(ReporterFile, JsonLinesAreWrittenBare) {
  reporter.setJsonMessages(true);
  ASSERT_NO_FATAL_FAILURE(open("dbgrt-report-jsonl.log"));
  reporter.line("{\"event\":\"check\"}");
  reporter.line("error: not JSON");
  // A text trace file keeps its text lines; JSON objects stay bare.
  EXPECT_EQ(readFile(path), "{\"event\":\"check\"}\n[dbg] error: not JSON\n");
}

TEST_F(ReporterFile, ASignalInsideTheReporterLeavesWholeRecordsEachOnce) {
  ASSERT_NO_FATAL_FAILURE(open("dbgrt-report-signal.log"));
  static const DbgrtSite site = {
      DBGRT_SITE_DISPATCH, 0, "main", "k::f", "gpu.launch_func", "f.mlir:1:1"};
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
}

TEST_F(ReporterFile, QueuedEventsKeepTheirOrderAroundReportLines) {
  // Enough events for several batches of the writer thread, from two
  // threads, with report lines among them: each thread's events in order,
  // every event once, and each line after the events queued before it.
  ASSERT_NO_FATAL_FAILURE(open("dbgrt-report-order.log"));
  static const DbgrtSite site = {
      DBGRT_SITE_DISPATCH, 0, "main", "k::f", "gpu.launch_func", "f.mlir:1:1"};
  auto emit = [&](int64_t first, int64_t count, bool lines) {
    DispatchInfo d;
    d.site = &site;
    for (int64_t id = first; id < first + count; ++id) {
      d.id = id;
      DispatchEvent event;
      event.dispatch = &d;
      reporter.event(event);
      if (lines && id % 1000 == 999)
        reporter.line("line after " + std::to_string(id));
    }
  };
  std::thread other(emit, 100000, 3000, false);
  emit(0, 5000, true);
  other.join();
  reporter.flush();
  std::istringstream text(readFile(path));
  std::string line;
  int64_t lastMain = -1, lastOther = 99999, events = 0;
  while (std::getline(text, line)) {
    if (line.rfind("[dbg] line after ", 0) == 0) {
      EXPECT_EQ(std::stoll(line.substr(17)), lastMain) << line;
      continue;
    }
    size_t at = line.find("[id=");
    ASSERT_NE(at, std::string::npos) << line;
    int64_t id = std::stoll(line.substr(at + 4));
    int64_t &last = id >= 100000 ? lastOther : lastMain;
    EXPECT_EQ(id, last + 1) << line;
    last = id;
    ++events;
  }
  EXPECT_EQ(events, 8000);
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

TEST_F(ReporterFile, ConcurrentWritersNeitherLoseNorSpliceLines) {
  ASSERT_NO_FATAL_FAILURE(open("dbgrt-report-threads.log"));
  constexpr int kThreads = 4, kLines = 2000;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([this, t] {
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

TEST_F(ReporterFile, EventsToAFileAreBufferedAndFlushedBeforeAReport) {
  ASSERT_NO_FATAL_FAILURE(open("dbgrt-report-events.log"));
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
  EXPECT_THAT(readFile(path), HasSubstr("[dbg] COMPLETE @main:3 kernels::scale "
                                        "[id=7] target=gpu:0 state=done "
                                        "time=12.345us\n"));
}

TEST_F(ReporterFile, ChromeTraceIsOneJsonArrayClosedAtFinish) {
  reporter.setFormat(TraceFormat::Chrome);
  ASSERT_NO_FATAL_FAILURE(open("dbgrt-report-chrome.json"));
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
  EXPECT_THAT(text,
              HasSubstr("{\"name\":\"kernels::scale\",\"cat\":\"dispatch\","
                        "\"ph\":\"X\",\"ts\":1.000,\"dur\":2.500,"));
  EXPECT_THAT(text, HasSubstr("\"cat\":\"kernel\",\"ph\":\"X\",\"ts\":2.000,"
                              "\"dur\":1.250,"));
  EXPECT_THAT(text,
              HasSubstr("\"args\":{\"id\":7,\"dispatch\":\"@main:3\","
                        "\"kernel\":\"kernels::scale\",\"target\":\"gpu:0\","
                        "\"grid\":[2,1,1],\"block\":[128,1,1],\"location\":"
                        "\"model.mlir:42:5\"}}"));
  EXPECT_THAT(text, Not(HasSubstr("not in the trace")));
  EXPECT_EQ(text.substr(text.size() - 3), "\n]\n");
  // A second finish adds nothing; a file that holds something is refused.
  reporter.finish();
  EXPECT_EQ(readFile(path), text);
  Reporter second;
  second.setFormat(TraceFormat::Chrome);
  std::string error;
  EXPECT_FALSE(second.setFile(path, error));
  EXPECT_THAT(error, HasSubstr("is not empty: a Chrome trace"));
}

TEST_F(ReporterFile, JsonlWrapsReportLinesAsMessages) {
  reporter.setFormat(TraceFormat::Jsonl);
  ASSERT_NO_FATAL_FAILURE(open("dbgrt-report.jsonl"));
  reporter.line("error: \"quoted\"");
  reporter.line("{\"event\":\"check\"}");
  EXPECT_EQ(readFile(path),
            "{\"event\":\"message\",\"text\":\"error: \\\"quoted\\\"\"}\n"
            "{\"event\":\"check\"}\n");
}
