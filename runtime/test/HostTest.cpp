//===- HostTest.cpp - the host target's backend ---------------------------===//
//
// Launches as compiled host-target code makes them: one dbgrtHostLaunch (or
// dbgrtHostLaunchAsync) of an entry function with the kernel's frame.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include "Testing.h"
#include "dbgrt/dbgrt.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <csignal>
#include <thread>

using namespace dbgrt;
using testing::HasSubstr;
using testing::Not;

namespace {

const PackedSites kSites{{DBGRT_SITE_DISPATCH, 1, "main", "kernels::scale",
                          "gpu.launch_func", "prog.mlir:7:3"}};

/// An entry function (`void (frame, context, workgroup)`).
using Entry = void (*)(void *, const int64_t *, void *);

/// A kernel that does nothing.
void nothing(void *, const int64_t *, void *) {}

/// A host kernel's record as compiled code emits it, for a kernel without
/// operands whose frame has `frameBytes`.
using Record = std::array<int64_t, DBGRT_HOST_KERNEL_OFFSETS>;
Record record(const char *name, Entry entry, int32_t flags = 0,
              int64_t workgroupBytes = 0, int64_t frameBytes = 0) {
  Record words = {};
  words[DBGRT_HOST_KERNEL_ENTRY] = reinterpret_cast<intptr_t>(entry);
  words[DBGRT_HOST_KERNEL_NAME] = reinterpret_cast<intptr_t>(name);
  words[DBGRT_HOST_KERNEL_FLAGS] = flags;
  words[DBGRT_HOST_KERNEL_SUBGROUP_SIZE] = 32;
  words[DBGRT_HOST_KERNEL_WORKGROUP_BYTES] = workgroupBytes;
  words[DBGRT_HOST_KERNEL_FRAME_BYTES] = frameBytes;
  return words;
}

/// dbgrtHostLaunch of `entry` on `frame`, as the whole dispatch of the site
/// whose id is `siteId` when it is not 0.
void launch(const char *kernel, std::array<int64_t, 3> grid,
            std::array<int64_t, 3> block, Entry entry = nothing,
            void *frame = nullptr, int32_t flags = 0,
            int64_t workgroupBytes = 0, int64_t siteId = 0) {
  Record words = record(kernel, entry, flags, workgroupBytes);
  dbgrtHostLaunch(words.data(), grid[0], grid[1], grid[2], block[0], block[1],
                  block[2], 1, 1, 1, frame, 0, siteId);
}

/// A launch of kernels::scale in a dispatch of the first site, as a
/// program's first dispatch.
void launchInDispatch(std::array<int64_t, 3> grid, std::array<int64_t, 3> block,
                      Entry entry, int32_t flags = 0) {
  kSites.registerSites();
  dbgrtDispatchBegin(kSites.record(0), nullptr);
  launch("kernels::scale", grid, block, entry, nullptr, flags);
}

/// dbgrtHostLaunchAsync of a one-thread launch of `entry` on `frame`, after
/// the `count` tokens at `after`.
template <typename Frame>
int64_t launchAsync(const char *kernel, Entry entry, Frame *frame,
                    int64_t *after = nullptr, int32_t count = 0,
                    int64_t siteId = 0) {
  Record words = record(kernel, entry, 0, 0, sizeof(Frame));
  return dbgrtHostLaunchAsync(words.data(), 1, 1, 1, 1, 1, 1, 1, 1, 1, frame, 0,
                              after, count, siteId);
}

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

TEST_F(HostTest, LaunchWithItsSiteIsItsWholeDispatch) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  kSites.registerSites();
  launch("kernels::scale", {2, 1, 1}, {4, 1, 1}, nothing, nullptr, 0, 0,
         kSites.id(0));
  int value = 0;
  int64_t token =
      launchAsync("kernels::scale", nothing, &value, nullptr, 0, kSites.id(0));
  dbgrtHostWait(&token, 1);
  std::string trace = readTrace();
  EXPECT_NE(trace.find("[dbg] LAUNCH @main:1 kernels::scale [id=1] "
                       "grid=(2,1,1) block=(4,1,1) target=cpu:0 at "
                       "prog.mlir:7:3\n"
                       "[dbg] COMPLETE @main:1 kernels::scale [id=1] "
                       "target=cpu:0 state=done\n"
                       "[dbg] LAUNCH @main:1 kernels::scale [id=2] "),
            std::string::npos)
      << trace;
  EXPECT_THAT(trace, HasSubstr("[dbg] COMPLETE @main:1 kernels::scale [id=2]"));
  EXPECT_EQ(dbgrtDispatchCount(), 2);
  // No dispatch is left open.
  dbgrtDispatchEnd();
  EXPECT_THAT(readTrace(),
              HasSubstr("warning: dispatch end without an open dispatch"));
}

TEST_F(HostTest, InstrumentedLaunchIsTracedOnTheCpu) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  kSites.registerSites();
  dbgrtDispatchBegin(kSites.record(0), nullptr);
  launch("kernels::scale", {2, 1, 1}, {4, 1, 1});
  dbgrtDispatchEnd();
  EXPECT_EQ(readTrace(),
            "[dbg] LAUNCH @main:1 kernels::scale [id=1] grid=(2,1,1) "
            "block=(4,1,1) target=cpu:0 at prog.mlir:7:3\n"
            "[dbg] COMPLETE @main:1 kernels::scale [id=1] target=cpu:0 "
            "state=done\n");
  EXPECT_EQ(dbgrtDispatchCount(), 1);
}

TEST_F(HostTest, MarkedDispatchEndsWhenItsLaunchReturns) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  kSites.registerSites();
  // A marker, then a launch that does not take the site (something came
  // between them): the dispatch still ends with its launch.
  dbgrtDispatch(kSites.id(0));
  launch("kernels::scale", {2, 1, 1}, {4, 1, 1});
  launch("kernels::b", {1, 1, 1}, {1, 1, 1});
  EXPECT_EQ(readTrace(),
            "[dbg] LAUNCH @main:1 kernels::scale [id=1] grid=(2,1,1) "
            "block=(4,1,1) target=cpu:0 at prog.mlir:7:3\n"
            "[dbg] COMPLETE @main:1 kernels::scale [id=1] target=cpu:0 "
            "state=done\n"
            "[dbg] LAUNCH kernels::b [id=2] grid=(1,1,1) block=(1,1,1) "
            "target=cpu:0\n");
}

TEST_F(HostTest, UninstrumentedLaunchGetsItsOwnId) {
  RuntimeTesting::restart(("trace,trace-file=" + tracePath()).c_str());
  launch("kernels::a", {1, 1, 1}, {1, 1, 1});
  launch("kernels::b", {1, 1, 1}, {1, 1, 1});
  EXPECT_EQ(readTrace(),
            "[dbg] LAUNCH kernels::a [id=1] grid=(1,1,1) block=(1,1,1) "
            "target=cpu:0\n"
            "[dbg] LAUNCH kernels::b [id=2] grid=(1,1,1) block=(1,1,1) "
            "target=cpu:0\n");
}

/// Every thread fails an assert, the highest first.
void failAssert(void *, const int64_t *context, void *) {
  for (int64_t t = context[9] - 1; t >= 0; --t)
    dbgrtHostAssertFail("x > 0", "prog.mlir", 9, "kernels::scale", 0, 0, 0, t,
                        0, 0);
}

TEST_F(HostTest, FailedAssertsAreReportedAtTheEndOfTheLaunch) {
  EXPECT_EXIT(
      launchInDispatch({1, 1, 1}, {2, 1, 1}, failAssert),
      testing::ExitedWithCode(kDeviceErrorExitCode),
      "prog.mlir:9: kernels::scale: block: \\[0,0,0\\], thread: \\[1,0,0\\] "
      "Assertion `x > 0` failed.\n"
      ".*\n"
      ".*error: device-side assert triggered in dispatch @main:1 "
      "kernels::scale \\[id=1\\] grid=\\(1,1,1\\) block=\\(2,1,1\\) at "
      "prog.mlir:7:3\n"
      ".*2 thread\\(s\\) failed an assertion \\(host target\\)");
}

/// Writes to address 16.
void crash(void *, const int64_t *, void *) {
  *reinterpret_cast<volatile int *>(16) = 1;
}

TEST_F(HostTest, CrashInAKernelIsAttributedToItsDispatch) {
  EXPECT_EXIT(
      launchInDispatch({1, 1, 1}, {1, 1, 1}, crash),
      testing::ExitedWithCode(kDeviceErrorExitCode),
      "error: SIGSEGV \\(invalid memory access\\) at address 0x10 in "
      "dispatch @main:1 kernels::scale \\[id=1\\] grid=\\(1,1,1\\) "
      "block=\\(1,1,1\\) at prog.mlir:7:3\n.*the kernel crashed on the CPU "
      "\\(host target\\); the same access on a GPU is an illegal address");
}

/// Sends itself SIGSEGV, as another process would.
void raiseSegv(void *, const int64_t *, void *) { std::raise(SIGSEGV); }

TEST_F(HostTest, SignalSentByAProcessIsNotAFaultOfTheKernel) {
  EXPECT_EXIT(
      { launch("kernels::scale", {1, 1, 1}, {1, 1, 1}, raiseSegv); },
      testing::KilledBySignal(SIGSEGV),
      "error: SIGSEGV sent by process [0-9]+ while dispatch kernels::scale "
      "\\[id=1\\] grid=\\(1,1,1\\) block=\\(1,1,1\\) was running; it is "
      "not a fault of the kernel");
}

TEST_F(HostTest, CrashOutsideAKernelKeepsTheDefaultAction) {
  EXPECT_EXIT(
      {
        launch("kernels::scale", {1, 1, 1}, {1, 1, 1});
        std::raise(SIGSEGV);
      },
      testing::KilledBySignal(SIGSEGV), "");
}

// Entry functions as convert-gpu-to-host generates them, written by hand:
// `frame` is the kernel's argument, `context` DBGRT_HOST_CONTEXT_SIZE values
// (block id, thread id, grid, block, x y z each, then the workgroup bytes).

/// Counts the blocks it runs; every thread of one block in a loop.
void countBlocks(void *frame, const int64_t *context, void *) {
  auto *seen = static_cast<std::atomic<int> *>(frame);
  int64_t block = context[0] + context[6] * context[1];
  seen[block].fetch_add(1);
}

TEST_F(HostTest, EveryBlockRunsOnceOnTheWorkerThreads) {
  std::atomic<int> seen[12] = {};
  RuntimeTesting::restart("host-threads=3");
  launch("kernels::count", {4, 3, 1}, {8, 1, 1}, countBlocks, seen);
  for (const auto &count : seen)
    EXPECT_EQ(count.load(), 1);
}

/// Records the CPU thread that runs each block.
void recordThread(void *frame, const int64_t *context, void *) {
  static_cast<std::thread::id *>(frame)[context[0]] =
      std::this_thread::get_id();
}

TEST_F(HostTest, OneHostThreadRunsEveryBlockOnTheLaunchingThread) {
  std::thread::id ran[16];
  RuntimeTesting::restart("host-threads=1");
  launch("kernels::where", {16, 1, 1}, {1, 1, 1}, recordThread, ran);
  for (const std::thread::id &id : ran)
    EXPECT_EQ(id, std::this_thread::get_id());
}

/// Each thread writes its id to workgroup memory, waits at a barrier and
/// reads its neighbour's: right only if every thread wrote first.
void rotate(void *frame, const int64_t *context, void *workgroup) {
  auto *out = static_cast<int64_t *>(frame);
  auto *shared = static_cast<int64_t *>(workgroup);
  int64_t threads = context[9];
  int64_t t = context[3];
  shared[t] = 100 * context[0] + t;
  dbgrtHostBarrier("prog.mlir:3:5");
  out[context[0] * threads + t] = shared[(t + 1) % threads];
}

TEST_F(HostTest, ThreadsOfABlockMeetAtABarrier) {
  int64_t out[2 * 64] = {};
  launch("kernels::rotate", {2, 1, 1}, {64, 1, 1}, rotate, out,
         DBGRT_HOST_RUN_COOPERATIVE, 64 * sizeof(int64_t));
  for (int64_t b = 0; b < 2; ++b)
    for (int64_t t = 0; t < 64; ++t)
      EXPECT_EQ(out[b * 64 + t], 100 * b + (t + 1) % 64) << b << " " << t;
}

/// Lane l reads lane l ^ 1 (width 32); lanes 0-7 also shuffle among the
/// first 8 lanes (width 8) while the others go on to the width-32 one.
void exchange(void *frame, const int64_t *context, void *) {
  auto *out = static_cast<int64_t *>(frame);
  int32_t lane = static_cast<int32_t>(context[3] % 32);
  int64_t narrow = -1;
  if (lane < 8)
    narrow =
        dbgrtHostShuffle(10 * context[3], (lane + 3) % 8, 8, "prog.mlir:4:5");
  out[2 * context[3]] = narrow;
  out[2 * context[3] + 1] =
      dbgrtHostShuffle(10 * context[3], lane ^ 1, 32, "prog.mlir:5:5");
}

TEST_F(HostTest, ShufflesExchangeAmongTheirMembers) {
  int64_t out[2 * 40] = {};
  // 40 threads: a full subgroup and one of 8 lanes.
  launch("kernels::exchange", {1, 1, 1}, {40, 1, 1}, exchange, out,
         DBGRT_HOST_RUN_COOPERATIVE);
  for (int64_t t = 0; t < 40; ++t) {
    int64_t first = t / 32 * 32, lane = t % 32;
    EXPECT_EQ(out[2 * t], lane < 8 ? 10 * (first + (lane + 3) % 8) : -1) << t;
    EXPECT_EQ(out[2 * t + 1], 10 * (first + (lane ^ 1))) << t;
  }
}

/// Even threads wait at one barrier, odd threads at another.
void diverge(void *, const int64_t *context, void *) {
  dbgrtHostBarrier(context[3] % 2 ? "prog.mlir:9:7" : "prog.mlir:7:7");
}

TEST_F(HostTest, ThreadsAtDifferentBarriersAreBarrierDivergence) {
  EXPECT_EXIT(
      launchInDispatch({1, 1, 1}, {4, 1, 1}, diverge,
                       DBGRT_HOST_RUN_COOPERATIVE),
      testing::ExitedWithCode(kDeviceErrorExitCode),
      "error: barrier divergence in block \\(0,0,0\\) in dispatch @main:1 "
      "kernels::scale \\[id=1\\] grid=\\(1,1,1\\) block=\\(4,1,1\\) at "
      "prog.mlir:7:3\n.*thread \\(0,0,0\\) waits at the barrier at "
      "prog.mlir:7:7, while thread \\(1,0,0\\) waits at the barrier at "
      "prog.mlir:9:7");
}

/// The frame of the flag kernels: a pointer to the flag.
struct FlagFrame {
  std::atomic<int> *flag;
};

/// Spins until the flag is set.
void waitForFlag(void *frame, const int64_t *, void *) {
  std::atomic<int> *flag = static_cast<FlagFrame *>(frame)->flag;
  while (flag->load() == 0) {
  }
}

/// Sets the flag.
void setFlag(void *frame, const int64_t *, void *) {
  static_cast<FlagFrame *>(frame)->flag->store(1);
}

/// Adds one to the flag.
void increment(void *frame, const int64_t *, void *) {
  static_cast<FlagFrame *>(frame)->flag->fetch_add(1);
}

TEST_F(HostTest, AsyncLaunchesOnDifferentStreamsRunTogether) {
  // Run one at a time, the first would never finish: the watchdog would
  // stop the test.
  RuntimeTesting::restart("dispatch-timeout=10");
  std::atomic<int> flag{0};
  // The frame is copied: the launching thread's may go away.
  FlagFrame frame{&flag};
  int64_t waiting = launchAsync("kernels::wait_for_flag", waitForFlag, &frame);
  frame.flag = nullptr;
  EXPECT_GT(waiting, 0);
  FlagFrame setter{&flag};
  int64_t setting = launchAsync("kernels::set_flag", setFlag, &setter);
  int64_t both[] = {waiting, setting};
  dbgrtHostWait(both, 2);
  EXPECT_EQ(flag.load(), 1);
}

TEST_F(HostTest, AsyncLaunchesWaitForTheirDependencies) {
  std::atomic<int> flag{0};
  FlagFrame frame{&flag};
  // The second runs after the first, which waits for the flag the test
  // sets once both are launched: the second adds to a set flag.
  int64_t first = launchAsync("kernels::wait_for_flag", waitForFlag, &frame);
  int64_t second =
      launchAsync("kernels::increment", increment, &frame, &first, 1);
  int64_t joined = dbgrtHostJoin(&second, 1);
  EXPECT_GT(joined, 0);
  flag.store(5);
  dbgrtHostWait(&joined, 1);
  EXPECT_EQ(flag.load(), 6);
  // Complete tokens join to 0.
  EXPECT_EQ(dbgrtHostJoin(&joined, 1), 0);
}

TEST_F(HostTest, SyncModeRunsAnAsyncLaunchToItsEnd) {
  RuntimeTesting::restart("device-sync-mode");
  std::atomic<int> flag{0};
  FlagFrame frame{&flag};
  int64_t token = launchAsync("kernels::set_flag", setFlag, &frame);
  EXPECT_EQ(flag.load(), 1);
  // A token that is complete already: what depends on it keeps its order.
  EXPECT_GT(token, 0);
  EXPECT_EQ(dbgrtHostJoin(&token, 1), 0);
}

/// Thread 0 spins, yielding, until the last thread of the block sets the
/// flag.
void spinOnLastThread(void *frame, const int64_t *context, void *) {
  std::atomic<int> *flag = static_cast<FlagFrame *>(frame)->flag;
  if (context[3] == 0) {
    while (flag->load() == 0)
      dbgrtHostYield();
  } else if (context[3] == context[9] - 1) {
    flag->store(1);
  }
}

TEST_F(HostTest, ThreadsThatYieldLetTheOthersRun) {
  // Thread 0 and the last thread are in different subgroups.
  RuntimeTesting::restart("dispatch-timeout=10");
  std::atomic<int> flag{0};
  FlagFrame frame{&flag};
  launch("kernels::spin", {1, 1, 1}, {64, 1, 1}, spinOnLastThread, &frame,
         DBGRT_HOST_RUN_COOPERATIVE);
  EXPECT_EQ(flag.load(), 1);
}

} // namespace

/// Thread 0 makes the block's mbarrier (in workgroup memory) expect 32
/// arrivals; threads 32-63 write their value and arrive; threads 0-31 wait
/// for the phase, then read what the other warp wrote.
void handoff(void *frame, const int64_t *context, void *workgroup) {
  auto *out = static_cast<int64_t *>(frame);
  auto *mbarrier = static_cast<uint64_t *>(workgroup);
  auto *values =
      static_cast<int64_t *>(workgroup) + DBGRT_HOST_MBARRIER_BYTES / 8;
  int64_t t = context[3];
  if (t == 0)
    dbgrtHostMbarrierInit(mbarrier, 32);
  dbgrtHostBarrier("prog.mlir:3:5");
  if (t >= 32) {
    values[t - 32] = 100 + t;
    EXPECT_EQ(dbgrtHostMbarrierArrive(mbarrier, 1, 1, 0), 0);
    return;
  }
  dbgrtHostMbarrierWait(mbarrier, 0, "prog.mlir:9:5");
  out[t] = values[31 - t];
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 1);
}

TEST_F(HostTest, MbarrierWaitsForItsPhase) {
  int64_t out[32] = {};
  launch("kernels::handoff", {1, 1, 1}, {64, 1, 1}, handoff, out,
         DBGRT_HOST_RUN_COOPERATIVE,
         DBGRT_HOST_MBARRIER_BYTES + 32 * sizeof(int64_t));
  for (int64_t t = 0; t < 32; ++t)
    EXPECT_EQ(out[t], 100 + 32 + 31 - t) << t;
}

TEST_F(HostTest, MbarrierArrivalsCountAndFlipThePhase) {
  uint64_t mbarrier[DBGRT_HOST_MBARRIER_BYTES / 8] = {};
  dbgrtHostMbarrierInit(mbarrier, 2);
  // An arrival that must not complete the phase, then one that does.
  EXPECT_EQ(dbgrtHostMbarrierArrive(mbarrier, 1, 0, 0), 0);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 0);
  EXPECT_EQ(dbgrtHostMbarrierArrive(mbarrier, 1, 1, 0), 0);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 1);
  // Phase 1 expects two arrivals again.
  EXPECT_EQ(dbgrtHostMbarrierArrive(mbarrier, 1, 1, 0), 1);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 1), 0);
  EXPECT_EQ(dbgrtHostMbarrierArrive(mbarrier, 1, 1, 0), 1);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 1), 1);
}

/// Every thread waits for 64 arrivals; 63 come.
void shortArrival(void *, const int64_t *context, void *workgroup) {
  auto *mbarrier = static_cast<uint64_t *>(workgroup);
  if (context[3] == 0)
    dbgrtHostMbarrierInit(mbarrier, 64);
  dbgrtHostBarrier("prog.mlir:3:5");
  if (context[3] != 63)
    dbgrtHostMbarrierArrive(mbarrier, 1, 1, 0);
  dbgrtHostMbarrierWait(mbarrier, 0,
                        "nvgpu.mbarrier.try_wait.parity at "
                        "prog.mlir:9:5");
}

TEST_F(HostTest, MbarrierThatCannotCompleteIsADeadlock) {
  EXPECT_EXIT(launch("kernels::short", {1, 1, 1}, {64, 1, 1}, shortArrival,
                     nullptr, DBGRT_HOST_RUN_COOPERATIVE,
                     DBGRT_HOST_MBARRIER_BYTES),
              testing::ExitedWithCode(1),
              "error: deadlock in block \\(0,0,0\\) in dispatch "
              "kernels::short.*\n.*64 thread\\(s\\) wait at "
              "nvgpu.mbarrier.try_wait.parity at prog.mlir:9:5 \\(first: "
              "thread \\(0,0,0\\)\\): its mbarrier has 63 of 64 expected "
              "arrival\\(s\\) in this phase, and no thread of the block is "
              "left to arrive; on a GPU the dispatch hangs");
}

namespace {

/// A row-major `rows` x `cols` tensor of 16-bit elements whose element
/// (r, c) is r * cols + c, 16-byte aligned.
struct Tensor16 {
  explicit Tensor16(int64_t rows, int64_t cols)
      : rows(rows), cols(cols), data(rows * cols + 8) {
    for (int64_t i = 0; i < rows * cols; ++i)
      base()[i] = static_cast<uint16_t>(i);
  }
  uint16_t *base() {
    auto address = reinterpret_cast<uintptr_t>(data.data());
    return reinterpret_cast<uint16_t *>((address + 15) & ~uintptr_t(15));
  }
  /// dbgrtHostTmaDescriptor of boxes of `boxRows` x `boxCols`.
  void *descriptor(int64_t boxRows, int64_t boxCols, int32_t swizzle,
                   int32_t oobNan = 0) {
    int64_t shape[4] = {rows, cols, cols, 1};
    int64_t box[2] = {boxRows, boxCols};
    return dbgrtHostTmaDescriptor(base(), 2, 2, shape, box, swizzle, oobNan, 0,
                                  "prog.mlir:4:10");
  }
  int64_t rows, cols;
  std::vector<uint16_t> data;
};

} // namespace

TEST(HostTmaTest, SwizzledLoadXorsEachRowsChunks) {
  // A 128-byte swizzle on rows of 64 f16: the 16-byte chunk c of row r
  // lands at chunk c ^ (r % 8), as upstream's tma_load_128x64_swizzle128b
  // prints.
  Tensor16 tensor(16, 64);
  void *map = tensor.descriptor(16, 64, /*swizzle=*/3);
  // The swizzle is a function of the shared address: a tile aligned as a
  // GPU aligns it.
  alignas(1024) uint16_t shared[16 * 64] = {};
  uint64_t mbarrier[DBGRT_HOST_MBARRIER_BYTES / 8] = {};
  dbgrtHostMbarrierInit(mbarrier, 1);
  dbgrtHostTmaLoad(map, shared, 2 * 16 * 64, mbarrier, 0, 0, 0, 0, 0, 0,
                   "prog.mlir:9:7");
  for (int64_t r = 0; r < 16; ++r)
    for (int64_t c = 0; c < 64; ++c) {
      int64_t chunk = (c / 8) ^ (r % 8);
      EXPECT_EQ(shared[r * 64 + chunk * 8 + c % 8], r * 64 + c) << r << c;
    }
  // The bytes are the phase's transaction: it waits for its arrival.
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 0);
  dbgrtHostMbarrierArrive(mbarrier, 1, 1, 2 * 16 * 64);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 1);
}

TEST(HostTmaTest, BoxPastTheTensorIsFilledAndNotStored) {
  Tensor16 tensor(4, 8);
  void *map = tensor.descriptor(2, 8, /*swizzle=*/0);
  std::vector<uint16_t> shared(16, 7);
  uint64_t mbarrier[DBGRT_HOST_MBARRIER_BYTES / 8] = {};
  dbgrtHostMbarrierInit(mbarrier, 1);
  // Rows 3 and 4 of a 4-row tensor, shifted 4 columns right (innermost
  // coordinate first): half of each row lies past the tensor.
  dbgrtHostTmaLoad(map, shared.data(), 32, mbarrier, 4, 3, 0, 0, 0, 0,
                   "prog.mlir:9:7");
  for (int64_t c = 0; c < 8; ++c) {
    EXPECT_EQ(shared[c], c < 4 ? 3 * 8 + 4 + c : 0) << c;
    EXPECT_EQ(shared[8 + c], 0) << c;
  }
  // A store of the same box writes only what lies inside.
  for (uint16_t &value : shared)
    value = 1000;
  dbgrtHostTmaStore(map, shared.data(), 32, 4, 3, 0, 0, 0, "prog.mlir:12:7");
  for (int64_t c = 0; c < 8; ++c)
    EXPECT_EQ(tensor.base()[3 * 8 + c], c < 4 ? 3 * 8 + c : 1000) << c;
}

TEST(HostTmaTest, PhaseWaitsForBothArrivalsAndBytes) {
  uint64_t mbarrier[DBGRT_HOST_MBARRIER_BYTES / 8] = {};
  dbgrtHostMbarrierInit(mbarrier, 2);
  // expect_tx before the bytes, then the other arrival: still 256 bytes
  // to come.
  dbgrtHostMbarrierArrive(mbarrier, 1, 1, 512);
  dbgrtHostMbarrierArrive(mbarrier, 1, 1, 0);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 0);
  Tensor16 tensor(8, 16);
  void *map = tensor.descriptor(8, 16, 0);
  std::vector<uint16_t> shared(8 * 16);
  dbgrtHostTmaLoad(map, shared.data(), 256, mbarrier, 0, 0, 0, 0, 0, 0,
                   "prog.mlir:9:7");
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 0);
  dbgrtHostTmaLoad(map, shared.data(), 256, mbarrier, 0, 0, 0, 0, 0, 0,
                   "prog.mlir:9:7");
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 1);
}

/// One thread: expects 128 transaction bytes, loads a box of 256, waits.
void overrunningLoad(void *frame, const int64_t *, void *workgroup) {
  auto *mbarrier = static_cast<uint64_t *>(workgroup);
  dbgrtHostMbarrierInit(mbarrier, 1);
  dbgrtHostMbarrierArrive(mbarrier, 1, 1, 128);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 0);
  auto *shared = static_cast<char *>(workgroup) + 32;
  dbgrtHostTmaLoad(frame, shared, 256, mbarrier, 0, 0, 0, 0, 0, 0,
                   "prog.mlir:9:7");
  dbgrtHostMbarrierWait(mbarrier, 0, "prog.mlir:10:7");
}

TEST_F(HostTest, BytesPastWhatThePhaseExpectsAreARace) {
  RuntimeTesting::restart(("trace-file=" + tracePath()).c_str());
  Tensor16 tensor(8, 16);
  void *map = tensor.descriptor(8, 16, 0);
  launch("kernels::overrun", {1, 1, 1}, {1, 1, 1}, overrunningLoad, map,
         DBGRT_HOST_RUN_COOPERATIVE, 32 + 256);
  EXPECT_THAT(readTrace(),
              HasSubstr("warning: race: the mbarrier phase waited for at "
                        "prog.mlir:10:7 completes before TMA's bytes have "
                        "landed in dispatch kernels::overrun"));
  EXPECT_THAT(readTrace(), HasSubstr("expect_tx announced 128 transaction "
                                     "byte(s) and TMA brings 256"));
}

TEST(HostTmaTest, BoxLargerThanItsSharedMemrefIsReported) {
  Tensor16 tensor(8, 16);
  void *map = tensor.descriptor(8, 16, 0);
  std::vector<uint16_t> shared(8 * 16);
  uint64_t mbarrier[DBGRT_HOST_MBARRIER_BYTES / 8] = {};
  EXPECT_DEATH(dbgrtHostTmaLoad(map, shared.data(), 128, mbarrier, 0, 0, 0, 0,
                                0, 0, "prog.mlir:9:7"),
               "nvgpu.tma.async.load at prog.mlir:9:7: its box of 256 bytes "
               "overruns its shared-memory memref");
}

TEST(HostTmaTest, DescriptorsTheDriverRefusesAreReported) {
  Tensor16 tensor(8, 64);
  // 64 f16 are 128 bytes: wider than a 64-byte swizzle.
  EXPECT_DEATH(tensor.descriptor(8, 64, /*swizzle=*/2),
               "nvgpu.tma.create.descriptor at prog.mlir:4:10: the box's "
               "innermost dimension is 128 bytes, wider than its 64-byte "
               "swizzle");
  EXPECT_DEATH(tensor.descriptor(300, 8, 0),
               "the box size 300 of dimension 1 \\(innermost first\\) is not "
               "1 to 256");
  EXPECT_DEATH(tensor.descriptor(8, 4, 0),
               "the box's innermost dimension is 8 bytes, not a multiple of "
               "16");
}

/// Records the cluster sizes its kernel sees.
void clusterSizes(void *frame, const int64_t *, void *) {
  auto *out = static_cast<int64_t *>(frame);
  for (int32_t d = 0; d < 3; ++d)
    out[d] = dbgrtHostClusterSize(d);
}

TEST_F(HostTest, ClusterSizesReachTheKernelAndMustDivideTheGrid) {
  Record words = record("kernels::cluster", clusterSizes, 0, 0);
  int64_t out[3] = {};
  dbgrtHostLaunch(words.data(), 4, 2, 1, 1, 1, 1, 2, 2, 1, out, 0, 0);
  EXPECT_EQ(out[0], 2);
  EXPECT_EQ(out[1], 2);
  EXPECT_EQ(out[2], 1);
  EXPECT_EXIT(
      dbgrtHostLaunch(words.data(), 3, 1, 1, 1, 1, 1, 2, 1, 1, out, 0, 0),
      testing::ExitedWithCode(1),
      "invalid launch configuration \\(grid x is 3, not a multiple of "
      "the cluster's 2\\)");
}

/// Each thread of a block of a cluster of 4 writes its block's x id into
/// its shared word, waits at the cluster's barrier, reads the word of the
/// same thread in the block of the next rank through dbgrtHostMapa, and
/// waits again (the other block must not leave while it reads).
void readNeighbour(void *frame, const int64_t *context, void *workgroup) {
  auto *shared = static_cast<int64_t *>(workgroup);
  int64_t thread = context[3], block = context[0];
  shared[thread] = block;
  dbgrtHostClusterArrive("prog.mlir:3:5");
  dbgrtHostClusterWait("prog.mlir:4:5");
  auto rank = static_cast<int32_t>(block % 4);
  auto *theirs = static_cast<int64_t *>(
      dbgrtHostMapa(&shared[thread], (rank + 1) % 4, "prog.mlir:5:5"));
  static_cast<int64_t *>(frame)[block * 8 + thread] = *theirs;
  dbgrtHostClusterArrive("prog.mlir:6:5");
  dbgrtHostClusterWait("prog.mlir:7:5");
}

TEST_F(HostTest, BlocksOfAClusterRunTogetherAndShareTheirMemory) {
  Record words = record("kernels::neighbours", readNeighbour,
                        DBGRT_HOST_RUN_COOPERATIVE, 8 * sizeof(int64_t));
  int64_t out[8 * 8] = {};
  dbgrtHostLaunch(words.data(), 8, 1, 1, 8, 1, 1, 4, 1, 1, out, 0, 0);
  for (int64_t b = 0; b < 8; ++b)
    for (int64_t t = 0; t < 8; ++t)
      EXPECT_EQ(out[b * 8 + t], b / 4 * 4 + (b + 1) % 4) << b << " " << t;
}

/// Thread 0 of the block of rank 0 never arrives at the cluster's barrier.
void missArrival(void *, const int64_t *context, void *) {
  if (context[0] != 0 || context[3] != 0)
    dbgrtHostClusterArrive("prog.mlir:3:5");
  if (context[0] != 0 || context[3] != 0)
    dbgrtHostClusterWait("prog.mlir:4:5");
}

TEST_F(HostTest, ClusterBarrierThatCannotCompleteIsADeadlock) {
  Record words =
      record("kernels::miss", missArrival, DBGRT_HOST_RUN_COOPERATIVE, 0);
  EXPECT_EXIT(
      dbgrtHostLaunch(words.data(), 2, 1, 1, 4, 1, 1, 2, 1, 1, nullptr, 0, 0),
      testing::ExitedWithCode(1),
      "deadlock in block \\(0,0,0\\)(.|\n)*wait at prog.mlir:4:5 \\(first: "
      "thread \\(1,0,0\\)\\): 7 of the 8 threads of the cluster have "
      "arrived, and no thread of the cluster is left to arrive");
}

/// dbgrtHostMapa of the word past the block's workgroup memory.
void mapOutside(void *, const int64_t *, void *workgroup) {
  dbgrtHostMapa(static_cast<char *>(workgroup) + 64, 0, "prog.mlir:5:5");
}

TEST_F(HostTest, MapaOutsideTheBlocksSharedMemoryIsReported) {
  Record words =
      record("kernels::outside", mapOutside, DBGRT_HOST_RUN_COOPERATIVE, 32);
  EXPECT_EXIT(
      dbgrtHostLaunch(words.data(), 2, 1, 1, 1, 1, 1, 2, 1, 1, nullptr, 0, 0),
      testing::ExitedWithCode(1),
      "invalid nvvm.mapa at prog.mlir:5:5(.|\n)*the address is not in the "
      "block's 32 bytes of shared memory");
}
