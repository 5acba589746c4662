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
                  block[2], frame, 0, siteId);
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
  return dbgrtHostLaunchAsync(words.data(), 1, 1, 1, 1, 1, 1, frame, 0, after,
                              count, siteId);
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
  auto *values = static_cast<int64_t *>(workgroup) + 1;
  int64_t t = context[3];
  if (t == 0)
    dbgrtHostMbarrierInit(mbarrier, 32);
  dbgrtHostBarrier("prog.mlir:3:5");
  if (t >= 32) {
    values[t - 32] = 100 + t;
    EXPECT_EQ(dbgrtHostMbarrierArrive(mbarrier, 1, 1), 0);
    return;
  }
  dbgrtHostMbarrierWait(mbarrier, 0, "prog.mlir:9:5");
  out[t] = values[31 - t];
  EXPECT_EQ(dbgrtHostMbarrierTestWait(mbarrier, 0), 1);
}

TEST_F(HostTest, MbarrierWaitsForItsPhase) {
  int64_t out[32] = {};
  launch("kernels::handoff", {1, 1, 1}, {64, 1, 1}, handoff, out,
         DBGRT_HOST_RUN_COOPERATIVE, 33 * sizeof(int64_t));
  for (int64_t t = 0; t < 32; ++t)
    EXPECT_EQ(out[t], 100 + 32 + 31 - t) << t;
}

TEST_F(HostTest, MbarrierArrivalsCountAndFlipThePhase) {
  uint64_t mbarrier = 0;
  dbgrtHostMbarrierInit(&mbarrier, 2);
  // An arrival that must not complete the phase, then one that does.
  EXPECT_EQ(dbgrtHostMbarrierArrive(&mbarrier, 1, 0), 0);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(&mbarrier, 0), 0);
  EXPECT_EQ(dbgrtHostMbarrierArrive(&mbarrier, 1, 1), 0);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(&mbarrier, 0), 1);
  // Phase 1 expects two arrivals again.
  EXPECT_EQ(dbgrtHostMbarrierArrive(&mbarrier, 1, 1), 1);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(&mbarrier, 1), 0);
  EXPECT_EQ(dbgrtHostMbarrierArrive(&mbarrier, 1, 1), 1);
  EXPECT_EQ(dbgrtHostMbarrierTestWait(&mbarrier, 1), 1);
}

/// Every thread waits for 64 arrivals; 63 come.
void shortArrival(void *, const int64_t *context, void *workgroup) {
  auto *mbarrier = static_cast<uint64_t *>(workgroup);
  if (context[3] == 0)
    dbgrtHostMbarrierInit(mbarrier, 64);
  dbgrtHostBarrier("prog.mlir:3:5");
  if (context[3] != 63)
    dbgrtHostMbarrierArrive(mbarrier, 1, 1);
  dbgrtHostMbarrierWait(mbarrier, 0,
                        "nvgpu.mbarrier.try_wait.parity at "
                        "prog.mlir:9:5");
}

TEST_F(HostTest, MbarrierThatCannotCompleteIsADeadlock) {
  EXPECT_EXIT(launch("kernels::short", {1, 1, 1}, {64, 1, 1}, shortArrival,
                     nullptr, DBGRT_HOST_RUN_COOPERATIVE, sizeof(uint64_t)),
              testing::ExitedWithCode(1),
              "error: deadlock in block \\(0,0,0\\) in dispatch "
              "kernels::short.*\n.*64 thread\\(s\\) wait at "
              "nvgpu.mbarrier.try_wait.parity at prog.mlir:9:5 \\(first: "
              "thread \\(0,0,0\\)\\): its mbarrier has 63 of 64 expected "
              "arrival\\(s\\) in this phase, and no thread of the block is "
              "left to arrive; on a GPU the dispatch hangs");
}
