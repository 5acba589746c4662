//===- ChecksTest.cpp - the device error record and check reports ---------===//
//
// What compiled checks do to a record (Abi.def), done by hand: a failure
// counted and its first report written; then what libdbgrt makes of it.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"
#include "Runtime.h"
#include "Testing.h"
#include "dbgrt/dbgrt.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

using namespace dbgrt;
using testing::HasSubstr;
using testing::Not;

namespace {

DbgrtSite makeSite(uint32_t kind, const char *op, const char *what,
                   const char *detail, int64_t id, uint32_t flags = 0) {
  DbgrtSite site = {kind, -1, nullptr, "kernels::k", op, "prog.mlir:17:9"};
  site.id = id;
  site.flags = flags;
  site.what = what;
  site.detail = detail;
  return site;
}

const DbgrtSite kBounds =
    makeSite(DBGRT_SITE_BOUNDS, "memref.store", "out-of-bounds store",
             "index {index:i} not in [0, {size:i}) on dim {dim:i}", 11);
const DbgrtSite kNan =
    makeSite(DBGRT_SITE_NONFINITE, "math.sqrt", "produced by math.sqrt",
             "result {value:f32} from operands {operand0:f32}", 12);
const DbgrtSite kWarn =
    makeSite(DBGRT_SITE_BOUNDS, "memref.load", "out-of-bounds load",
             "index {index:i} not in [0, {size:i}) on dim {dim:i}", 13,
             DBGRT_SITE_FLAG_WARN);
const DbgrtSite kRace = makeSite(
    DBGRT_SITE_RACE, "memref.load", "read-after-write race on workgroup memory",
    "element {element:i} of buf was written by thread {other_thread:xyz} at "
    "{other_access:site} in barrier interval {interval:i}",
    15);
const DbgrtSite kRaceStore =
    makeSite(DBGRT_SITE_RACE, "memref.store",
             "write-after-read race on workgroup memory", "unused", 16);
const DbgrtSite kDispatch = {
    DBGRT_SITE_DISPATCH, 2, "main", "kernels::k", "gpu.launch_func",
    "prog.mlir:30:5"};

uint64_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

CheckFailure failure(const DbgrtSite &site, std::vector<uint64_t> payload,
                     int64_t count) {
  CheckFailure f;
  f.site = &site;
  f.siteId = site.id;
  f.count = count;
  f.report.valid = 1;
  f.report.blockX = 1;
  f.report.threadX = 2;
  uint64_t *slots[] = {&f.report.payload0, &f.report.payload1,
                       &f.report.payload2, &f.report.payload3};
  for (size_t i = 0; i < payload.size(); ++i)
    *slots[i] = payload[i];
  return f;
}

TEST(Checks, RecordLayoutIsWhatTheCompilerEmits) {
  // LLVM literal structs of the same fields: natural alignment, no gaps.
  EXPECT_EQ(sizeof(DbgrtErrorRecord), 24u);
  EXPECT_EQ(sizeof(DbgrtCheckReports), 8u);
  EXPECT_EQ(sizeof(DbgrtCheckReport), 64u);
  EXPECT_EQ(offsetof(DbgrtCheckReport, blockX), 8u);
  EXPECT_EQ(offsetof(DbgrtCheckReport, payload0), 32u);
  EXPECT_EQ(checkReportsSize(3), 8u + 3 * 64u);
}

TEST(Checks, BoundsReportNamesIndexBoundDimBlockThreadAndCount) {
  EXPECT_EQ(formatCheckFailure(failure(kBounds, {130, 130, 0}, 126),
                               "@main:2 kernels::k [id=3]", ReportFormat::Text,
                               false),
            "error: out-of-bounds store in kernels::k at prog.mlir:17:9: "
            "index 130 not in [0, 130) on dim 0, block (1,0,0) thread "
            "(2,0,0); 125 more at this site\n[dbg]   in @main:2 kernels::k "
            "[id=3]");
  // Negative indices print as such.
  EXPECT_NE(formatCheckFailure(failure(kBounds, {uint64_t(-1), 8, 1}, 1), "",
                               ReportFormat::Text, false)
                .find("index -1 not in [0, 8) on dim 1"),
            std::string::npos);
}

TEST(Checks, NonFiniteReportNamesTheClassAndTheOperands) {
  std::string nan =
      formatCheckFailure(failure(kNan, {bitsOf(NAN), bitsOf(-1.0f)}, 1), "",
                         ReportFormat::Text, false);
  EXPECT_EQ(nan, "error: NaN produced by math.sqrt in kernels::k at "
                 "prog.mlir:17:9: result nan from operands -1, block (1,0,0) "
                 "thread (2,0,0)");
  std::string inf =
      formatCheckFailure(failure(kNan, {bitsOf(-INFINITY), bitsOf(0.5f)}, 1),
                         "", ReportFormat::Text, false);
  EXPECT_THAT(inf, HasSubstr("error: -Inf produced by math.sqrt"));
  EXPECT_THAT(inf, HasSubstr("result -inf from operands 0.5"));
}

TEST(Checks, PoisonPatternIsReportedAsUninitializedMemory) {
  EXPECT_TRUE(isPoison(0x7FF57FF5u, "f32"));
  EXPECT_TRUE(isPoison(0x7FF5u, "f16"));
  EXPECT_TRUE(isPoison(0x7FF5u, "bf16"));
  EXPECT_TRUE(isPoison(0x7FF57FF57FF57FF5ull, "f64"));
  EXPECT_FALSE(isPoison(bitsOf(NAN), "f32"));
  EXPECT_FALSE(isPoison(0x7FF57FF5u, "i"));
  std::string text =
      formatCheckFailure(failure(kNan, {bitsOf(1.0f), 0x7FF57FF5u}, 1), "",
                         ReportFormat::Text, false);
  EXPECT_NE(text.find("from operands nan; operand0 is the poison-allocations "
                      "pattern: memory nothing wrote (uninitialized)"),
            std::string::npos)
      << text;
}

TEST(Checks, JsonLinesCarryTheValuesByName) {
  EXPECT_EQ(
      formatCheckFailure(failure(kNan, {bitsOf(INFINITY), bitsOf(2.0f)}, 3),
                         "@main:2 \"k\"", ReportFormat::Jsonl, false),
      "{\"event\":\"check\",\"severity\":\"error\",\"kind\":\"nonfinite\","
      "\"what\":\"Inf produced by math.sqrt\",\"kernel\":\"kernels::k\","
      "\"op\":\"math.sqrt\",\"location\":\"prog.mlir:17:9\",\"values\":{"
      "\"value\":\"inf\",\"operand0\":2},\"message\":\"result inf from "
      "operands 2\",\"block\":[1,0,0],\"thread\":[2,0,0],\"count\":3,"
      "\"trapped\":false,\"dispatch\":\"@main:2 \\\"k\\\"\"}");
}

TEST(Checks, WarningsAndUnknownSites) {
  EXPECT_EQ(formatCheckFailure(failure(kWarn, {9, 8, 0}, 1), "",
                               ReportFormat::Text, false)
                .rfind("warning: out-of-bounds load", 0),
            0u);
  CheckFailure unknown;
  unknown.siteId = 0x1234;
  EXPECT_EQ(formatCheckFailure(unknown, "", ReportFormat::Text, false),
            "error: a check failed at an unregistered site 0000000000001234");
}

TEST(Checks, ControlWordFollowsTheOptions) {
  Options options;
  uint32_t control = checkControl(options);
  EXPECT_TRUE(control & (1u << DBGRT_SITE_BOUNDS));
  EXPECT_TRUE(control & (1u << DBGRT_SITE_NONFINITE));
  EXPECT_FALSE(control & DBGRT_CONTROL_TRAP);
  options.bounds = false;
  options.checkTrap = true;
  control = checkControl(options);
  EXPECT_FALSE(control & (1u << DBGRT_SITE_BOUNDS));
  EXPECT_TRUE(control & DBGRT_CONTROL_TRAP);
}

class HostRecordTest : public testing::Test {
protected:
  void SetUp() override { RuntimeTesting::restart(nullptr); }
  void TearDown() override { RuntimeTesting::restart(nullptr); }
  std::string tracePath() { return testing::TempDir() + "dbgrt-checks.log"; }
};

/// What __dbg_check_failed does for site `index` of `record`.
void fail(DbgrtErrorRecord &record, uint32_t index,
          std::vector<uint64_t> payload) {
  auto *counters = reinterpret_cast<uint64_t *>(record.counters);
  if (counters[index]++ != 0)
    return;
  auto *reports = reinterpret_cast<DbgrtCheckReports *>(record.reports);
  DbgrtCheckReport *report =
      reinterpret_cast<DbgrtCheckReport *>(reports + 1) + index;
  report->threadX = 5;
  uint64_t *slots[] = {&report->payload0, &report->payload1, &report->payload2,
                       &report->payload3};
  for (size_t i = 0; i < payload.size(); ++i)
    *slots[i] = payload[i];
  report->valid = 1;
  reports->failed = 1;
}

TEST_F(HostRecordTest, RegisteredRecordIsReadReportedAndReset) {
  std::remove(tracePath().c_str());
  RuntimeTesting::restart(("trace-file=" + tracePath()).c_str());
  PackedSites table{kBounds, kNan, kDispatch};
  table.registerSites();
  DbgrtErrorRecord record = {};
  int64_t ids[] = {kNan.id, kBounds.id};
  dbgrtRegisterErrorRecord(&record, ids, 2);
  dbgrtRegisterErrorRecord(&record, ids, 2); // Once only.
  ASSERT_NE(record.counters, 0u);
  ASSERT_NE(record.reports, 0u);
  EXPECT_EQ(record.numSites, 2u);
  EXPECT_EQ(record.control, checkControl(Runtime::get().options()));

  fail(record, 1, {7, 4, 0});
  fail(record, 1, {9, 4, 0});
  DispatchInfo dispatch;
  dispatch.id = 3;
  dispatch.site = &kDispatch;
  EXPECT_EQ(Runtime::get().features().checks.reportRecords({dispatch}), 1u);
  std::string trace = readFile(tracePath());
  EXPECT_NE(
      trace.find("[dbg] error: out-of-bounds store in kernels::k at "
                 "prog.mlir:17:9: index 7 not in [0, 4) on dim 0, block "
                 "(0,0,0) thread (5,0,0); 1 more at this site\n[dbg]   in "
                 "@main:2 kernels::k [id=3]"),
      std::string::npos)
      << trace;
  // Reset: nothing more to report, and the next failure is a first again.
  EXPECT_EQ(Runtime::get().features().checks.reportRecords({dispatch}), 0u);
  EXPECT_EQ(reinterpret_cast<uint64_t *>(record.counters)[1], 0u);
  // The failed check sets the exit status.
  EXPECT_EXIT(Runtime::get().finishChecks(), testing::ExitedWithCode(1), "");
}

TEST_F(HostRecordTest, ExitStatusIsKeptOnRequestAndForWarnings) {
  RuntimeTesting::restart("check-exit-status=0");
  PackedSites table{kBounds, kWarn};
  table.registerSites();
  DbgrtErrorRecord record = {};
  int64_t ids[] = {kBounds.id, kWarn.id};
  dbgrtRegisterErrorRecord(&record, ids, 2);
  fail(record, 0, {1, 0, 0});
  Runtime::get().features().checks.reportRecords({});
  Runtime::get().finishChecks(); // Returns: the status is the program's.

  RuntimeTesting::restart(nullptr);
  table.registerSites();
  DbgrtErrorRecord warnings = {};
  dbgrtRegisterErrorRecord(&warnings, ids, 2);
  fail(warnings, 1, {1, 0, 0});
  Runtime::get().features().checks.reportRecords({});
  Runtime::get().finishChecks(); // Only a warning failed.
}

TEST_F(HostRecordTest, ChecksSwitchedOffAtRunTimeClearTheirBit) {
  RuntimeTesting::restart("bounds=0,check-trap");
  DbgrtErrorRecord record = {};
  int64_t ids[] = {kBounds.id};
  dbgrtRegisterErrorRecord(&record, ids, 1);
  EXPECT_FALSE(record.control & (1u << DBGRT_SITE_BOUNDS));
  EXPECT_TRUE(record.control & (1u << DBGRT_SITE_NONFINITE));
  EXPECT_TRUE(record.control & DBGRT_CONTROL_TRAP);
}

} // namespace

namespace {

TEST(Checks, HostScanFindsTheFirstNonFiniteOfEachType) {
  float f32[] = {1.0f, 2.0f, INFINITY, NAN, 3.0f};
  ScanResult r = scanHostBuffer(f32, 5, DBGRT_SCAN_F32);
  EXPECT_EQ(r.count, 2);
  EXPECT_EQ(r.first, 2);
  EXPECT_EQ(r.bits, 0x7F800000u);
  double f64[] = {0.0, -1.0, 2.0, -INFINITY};
  r = scanHostBuffer(f64, 4, DBGRT_SCAN_F64);
  EXPECT_EQ(r.count, 1);
  EXPECT_EQ(r.first, 3);
  uint16_t f16[] = {0x3C00, 0x7E00, 0x7C00}; // 1.0, NaN, Inf
  r = scanHostBuffer(f16, 3, DBGRT_SCAN_F16);
  EXPECT_EQ(r.count, 2);
  EXPECT_EQ(r.first, 1);
  EXPECT_EQ(r.bits, 0x7E00u);
  uint16_t bf16[] = {0x3F80, 0x7F80}; // 1.0, Inf
  r = scanHostBuffer(bf16, 2, DBGRT_SCAN_BF16);
  EXPECT_EQ(r.count, 1);
  EXPECT_EQ(r.first, 1);
  EXPECT_EQ(scanHostBuffer(f32, 2, DBGRT_SCAN_F32).count, 0);
}

TEST(Checks, ScanReportsHaveNoThread) {
  const DbgrtSite scanSite =
      makeSite(DBGRT_SITE_NONFINITE, "gpu.launch_func",
               "in operand #0 (memref<64xf32>) written by the dispatch",
               "{count:i} of {elements:i} elements, the first at {index:i}: "
               "{value:f32}",
               21);
  ScanResult result;
  result.count = 3;
  result.first = 7;
  result.bits = bitsOf(NAN);
  EXPECT_EQ(formatCheckFailure(scanFailure(&scanSite, 64, result),
                               "@main:2 kernels::k [id=3]", ReportFormat::Text,
                               false),
            "error: NaN in operand #0 (memref<64xf32>) written by the dispatch "
            "in kernels::k at prog.mlir:17:9: 3 of 64 elements, the first at "
            "7: nan\n[dbg]   in @main:2 kernels::k [id=3]");
}

} // namespace

namespace {

/// A scan of dispatch `id` whose read gives a failure naming the site id
/// `id` (and records that it was read), waiting as `waits` counts.
void addTestScan(int64_t id, std::vector<int64_t> &read, int &waits) {
  DispatchInfo dispatch;
  dispatch.id = id;
  CheckRecords::get().addScan(
      dispatch,
      [id, &read]() -> std::optional<CheckFailure> {
        read.push_back(id);
        CheckFailure failure;
        failure.siteId = id;
        return failure;
      },
      [&waits] { ++waits; });
}

} // namespace

TEST_F(HostRecordTest, ScansAreReadWhenTheirDispatchFinishes) {
  std::vector<int64_t> read;
  int waits = 0;
  for (int64_t id : {4, 7, 9, 12})
    addTestScan(id, read, waits);
  // Dispatches 12 and 7 finished (in any order), and one without a scan.
  std::vector<DispatchInfo> finished(3);
  finished[0].id = 12;
  finished[1].id = 3;
  finished[2].id = 7;
  std::vector<CheckFailure> failures =
      CheckRecords::get().drainScans(&finished, false);
  ASSERT_EQ(failures.size(), 2u);
  // In the order they were added, each with its dispatch, none waited for.
  EXPECT_EQ(failures[0].siteId, 7);
  EXPECT_EQ(failures[0].dispatch.id, 7);
  EXPECT_EQ(failures[1].siteId, 12);
  EXPECT_EQ(failures[1].dispatch.id, 12);
  EXPECT_EQ(waits, 0);
  // The rest at a full synchronization, each waited for first.
  failures = CheckRecords::get().drainScans(nullptr, false);
  ASSERT_EQ(failures.size(), 2u);
  EXPECT_EQ(failures[0].dispatch.id, 4);
  EXPECT_EQ(failures[1].dispatch.id, 9);
  EXPECT_EQ(waits, 2);
  EXPECT_EQ(read, (std::vector<int64_t>{7, 12, 4, 9}));
  // Nothing twice.
  EXPECT_TRUE(CheckRecords::get().drainScans(nullptr, false).empty());
}

TEST_F(HostRecordTest, RaceReportNamesTheOtherThreadAndAccess) {
  // The other access is a registered site, printed as its op and location;
  // its thread comes packed by 21 bits.
  RuntimeTesting::restart(nullptr);
  PackedSites table{kRace, kRaceStore};
  table.registerSites();
  uint64_t thread = 5 | (uint64_t(3) << 21) | (uint64_t(1) << 42);
  EXPECT_EQ(renderCheckDetail(failure(kRace, {37, thread, 16, 2}, 1)),
            "element 37 of buf was written by thread (5,3,1) at memref.store "
            "at prog.mlir:17:9 in barrier interval 2");
  // A thread that is not known, a site no table holds.
  EXPECT_EQ(
      renderCheckDetail(failure(kRace, {37, uint64_t(-1), 999, 2}, 1)),
      "element 37 of buf was written by thread (unknown) at an unknown site "
      "in barrier interval 2");
  std::string json = formatCheckFailure(failure(kRace, {37, thread, 16, 2}, 1),
                                        "", ReportFormat::Jsonl, false);
  EXPECT_THAT(json, HasSubstr("\"kind\":\"race\""));
  EXPECT_THAT(json,
              HasSubstr("\"values\":{\"element\":37,\"other_thread\":[5,3,1],"
                        "\"other_access\":\"memref.store at prog.mlir:17:9\","
                        "\"interval\":2}"));
  json = formatCheckFailure(failure(kRace, {37, uint64_t(-1), 16, 2}, 1), "",
                            ReportFormat::Jsonl, false);
  EXPECT_THAT(json, HasSubstr("\"other_thread\":null"));
}

TEST(Checks, NanSpreadIsWhatReadsWhatAReportedDispatchWrote) {
  using Span = NonfiniteSpread::Span;
  NonfiniteSpread spread;
  // a (0x1000) -> [1] -> b (0x2000) -> [2] -> c (0x3000); [3] reads d only;
  // [4] reads c; [5] was never recorded.
  spread.recordDispatch(
      1, {{0x1000, 0x1100, true, false}, {0x2000, 0x2100, false, true}});
  spread.recordDispatch(
      2, {{0x2000, 0x2100, true, false}, {0x3000, 0x3100, false, true}});
  spread.recordDispatch(
      3, {{0x4000, 0x4100, true, false}, {0x5000, 0x5100, false, true}});
  spread.recordDispatch(4, {{0x30f0, 0x3200, true, true}});
  // The first report is an origin, and so is every report of its dispatch.
  EXPECT_FALSE(spread.isSpread(1));
  EXPECT_FALSE(spread.isSpread(1));
  EXPECT_TRUE(spread.isSpread(2));
  // A NaN made from untainted inputs is an origin of its own.
  EXPECT_FALSE(spread.isSpread(3));
  // Overlapping the end of what [2] wrote is enough.
  EXPECT_TRUE(spread.isSpread(4));
  EXPECT_FALSE(spread.isSpread(5));
  // Counted once each, as the reports are printed or left out.
  EXPECT_EQ(spread.spreadDispatches(), 0);
  spread.countSpread(2, "@main:2");
  spread.countSpread(2, "@main:2");
  spread.countSpread(3, "@main:3");
  spread.countSpread(4, "@main:4");
  EXPECT_EQ(spread.spreadDispatches(), 2);
  EXPECT_EQ(spread.firstSpread(), "@main:2");
  EXPECT_EQ(spread.lastSpread(), "@main:4");
}

TEST(Checks, NanSpreadOfADispatchWithAnOriginOfItsOwnIsNotCounted) {
  NonfiniteSpread spread;
  spread.recordDispatch(1, {{0x1000, 0x1100, false, true}});
  spread.recordDispatch(
      2, {{0x1000, 0x1100, true, false}, {0x2000, 0x2100, false, true}});
  EXPECT_FALSE(spread.isSpread(1));
  EXPECT_TRUE(spread.isSpread(2));
  // Its replay found a NaN born in it: its reports are an origin's.
  spread.markOrigin(2);
  EXPECT_FALSE(spread.isSpread(2));
  spread.countSpread(2, "@main:2");
  EXPECT_EQ(spread.spreadDispatches(), 0);
}

TEST(Checks, NanSpreadKeepsTheLastDispatches) {
  NonfiniteSpread spread;
  spread.recordDispatch(1, {{0x1000, 0x1100, false, true}});
  for (int64_t id = 2; id < 5000; ++id)
    spread.recordDispatch(id, {{0x1000, 0x1100, true, true}});
  // [1] is forgotten: an origin without taint; the others read what the
  // first reported one of them wrote.
  EXPECT_FALSE(spread.isSpread(1));
  EXPECT_FALSE(spread.isSpread(4000));
  EXPECT_TRUE(spread.isSpread(4001));
}
