//===- DispatchRacesTest.cpp - the order of streams, events and tokens ----===//

#include "DispatchRaces.h"

#include <gtest/gtest.h>

using namespace dbgrt;

namespace {

/// Stream handles: only their addresses matter.
int streamA, streamB, streamC;
const void *const kA = &streamA, *const kB = &streamB, *const kC = &streamC;

/// An access of bytes [begin, end) of the allocation at 0x1000 by
/// dispatch `id`, at a site of its own.
RaceAccess access(int64_t id, uintptr_t begin, uintptr_t end, bool write,
                  bool atomic = false) {
  RaceAccess made;
  made.group = 0x1000;
  made.begin = 0x1000 + begin;
  made.end = 0x1000 + end;
  made.write = write;
  made.atomic = atomic;
  made.by.dispatchId = id;
  // A site of its own (races are told apart by site): never read.
  made.by.site = reinterpret_cast<const void *>(static_cast<uintptr_t>(id));
  made.by.operand = 0;
  return made;
}

TEST(VectorClockTest, JoinKeepsTheLargerOfEachEntry) {
  VectorClock a, b;
  a.set(1, 3);
  a.set(4, 1);
  b.set(1, 2);
  b.set(2, 7);
  a.join(b);
  EXPECT_EQ(a.get(1), 3u);
  EXPECT_EQ(a.get(2), 7u);
  EXPECT_EQ(a.get(4), 1u);
  EXPECT_EQ(a.get(3), 0u);
  VectorClock floor;
  floor.set(2, 7);
  floor.set(4, 0);
  a.dropCovered(floor);
  EXPECT_EQ(a.size(), 2u);
  EXPECT_EQ(a.get(2), 0u);
}

TEST(DispatchOrderTest, TwoStreamsWritingOneBufferRace) {
  DispatchOrder order;
  EXPECT_TRUE(order.access(kA, {access(1, 0, 256, true)}).empty());
  std::vector<DispatchRace> races =
      order.access(kB, {access(2, 128, 512, true)});
  ASSERT_EQ(races.size(), 1u);
  EXPECT_STREQ(races[0].kind(), "write-after-write");
  EXPECT_EQ(races[0].earlier.by.dispatchId, 1);
  EXPECT_EQ(races[0].later.by.dispatchId, 2);
  EXPECT_EQ(races[0].begin, 0x1000u + 128);
  EXPECT_EQ(races[0].end, 0x1000u + 256);
  EXPECT_NE(races[0].earlierQueue, races[0].laterQueue);
}

TEST(DispatchOrderTest, KindsFollowWhichSideWrites) {
  DispatchOrder order;
  order.access(kA, {access(1, 0, 64, false)});
  std::vector<DispatchRace> races = order.access(kB, {access(2, 0, 64, true)});
  ASSERT_EQ(races.size(), 1u);
  EXPECT_STREQ(races[0].kind(), "write-after-read");
  races = order.access(kC, {access(3, 0, 64, false)});
  ASSERT_EQ(races.size(), 1u);
  EXPECT_STREQ(races[0].kind(), "read-after-write");
  EXPECT_EQ(races[0].earlier.by.dispatchId, 2);
}

TEST(DispatchOrderTest, ReadsAndDisjointBytesDoNotRace) {
  DispatchOrder order;
  order.access(kA, {access(1, 0, 64, false)});
  EXPECT_TRUE(order.access(kB, {access(2, 0, 64, false)}).empty());
  order.access(kA, {access(3, 64, 128, true)});
  EXPECT_TRUE(order.access(kB, {access(4, 128, 192, true)}).empty());
  // Another allocation with the same offsets.
  RaceAccess other = access(5, 0, 64, true);
  other.group = 0x9000;
  other.begin = 0x9000;
  other.end = 0x9040;
  EXPECT_TRUE(order.access(kB, {other}).empty());
}

TEST(DispatchOrderTest, AtomicUpdatesRaceOnlyWithPlainAccesses) {
  DispatchOrder order;
  order.access(kA, {access(1, 0, 4, true, /*atomic=*/true)});
  EXPECT_TRUE(order.access(kB, {access(2, 0, 4, true, true)}).empty());
  EXPECT_EQ(order.access(kC, {access(3, 0, 4, false)}).size(), 2u);
}

TEST(DispatchOrderTest, OneStreamIsOrdered) {
  DispatchOrder order;
  order.access(kA, {access(1, 0, 64, true)});
  EXPECT_TRUE(order.access(kA, {access(2, 0, 64, true)}).empty());
  EXPECT_TRUE(order.access(kA, {access(3, 0, 64, false)}).empty());
}

TEST(DispatchOrderTest, EventsOrderStreams) {
  DispatchOrder order;
  order.access(kA, {access(1, 0, 64, true)});
  order.record(7, kA);
  // Work queued on A after the record is not covered by the event.
  order.access(kA, {access(2, 64, 128, true)});
  order.wait(kB, 7);
  EXPECT_TRUE(order.access(kB, {access(3, 0, 64, false)}).empty());
  std::vector<DispatchRace> races =
      order.access(kB, {access(4, 64, 128, false)});
  ASSERT_EQ(races.size(), 1u);
  EXPECT_EQ(races[0].earlier.by.dispatchId, 2);
  // An event never recorded orders nothing.
  order.wait(kC, 8);
  EXPECT_EQ(order.access(kC, {access(5, 0, 64, true)}).size(), 2u);
}

TEST(DispatchOrderTest, WaitingForAStreamOrdersWhatWasQueuedOnIt) {
  DispatchOrder order;
  order.access(kA, {access(1, 0, 64, true)});
  order.waitQueue(kB, kA);
  EXPECT_TRUE(order.access(kB, {access(2, 0, 64, true)}).empty());
}

TEST(DispatchOrderTest, HostSynchronizationOrdersEverythingLater) {
  DispatchOrder order;
  order.access(kA, {access(1, 0, 64, true)});
  order.hostWaitQueue(kA);
  EXPECT_TRUE(order.access(kB, {access(2, 0, 64, true)}).empty());
  order.record(9, kB);
  order.hostWait(9);
  // What the host waited for is forgotten at the next access of its bytes.
  EXPECT_TRUE(order.access(kC, {access(3, 0, 64, false)}).empty());
  EXPECT_EQ(order.accessCount(), 1u);
  // The host's own accesses race with unordered work, and are kept by none.
  order.access(kA, {access(4, 0, 64, true)});
  EXPECT_EQ(order.access(nullptr, {access(5, 0, 64, true)}).size(), 2u);
  order.hostWaitAll();
  EXPECT_TRUE(order.access(kB, {access(6, 0, 64, true)}).empty());
}

TEST(DispatchOrderTest, TokensOrderAsyncLaunches) {
  DispatchOrder order;
  int taskA, taskB, taskC;
  order.startQueue(&taskA, {});
  order.access(&taskA, {access(1, 0, 64, true)});
  order.record(DispatchOrder::tokenKey(1), &taskA);
  order.forgetQueue(&taskA);
  order.startQueue(&taskB, {});
  order.access(&taskB, {access(2, 64, 128, true)});
  order.record(DispatchOrder::tokenKey(2), &taskB);
  order.forgetQueue(&taskB);
  // A join of both tokens orders a launch after both.
  order.join(DispatchOrder::tokenKey(3),
             {DispatchOrder::tokenKey(1), DispatchOrder::tokenKey(2)});
  order.startQueue(&taskC, {DispatchOrder::tokenKey(3)});
  EXPECT_TRUE(order.access(&taskC, {access(3, 0, 128, true)}).empty());
  order.forgetQueue(&taskC);
  // A launch after token 1 only races with launch 2's bytes.
  order.startQueue(&taskA, {DispatchOrder::tokenKey(1)});
  std::vector<DispatchRace> races =
      order.access(&taskA, {access(4, 0, 128, false)});
  ASSERT_EQ(races.size(), 1u);
  EXPECT_EQ(races[0].earlier.by.dispatchId, 3);
}

TEST(DispatchOrderTest, AChainOfAsyncLaunchesContinuesOneQueue) {
  DispatchOrder order;
  int task;
  for (int64_t k = 1; k <= 5000; ++k) {
    std::vector<DispatchOrder::Event> after;
    if (k > 1)
      after.push_back(DispatchOrder::tokenKey(k - 1));
    order.startQueue(&task, after);
    EXPECT_TRUE(order.access(&task, {access(k, 0, 64, true)}).empty());
    order.record(DispatchOrder::tokenKey(k), &task);
    order.forgetQueue(&task);
  }
  // Two launches after the same token are not ordered with each other.
  order.startQueue(&task, {DispatchOrder::tokenKey(5000)});
  EXPECT_TRUE(order.access(&task, {access(6000, 0, 64, true)}).empty());
  order.forgetQueue(&task);
  order.startQueue(&task, {DispatchOrder::tokenKey(5000)});
  std::vector<DispatchRace> races =
      order.access(&task, {access(6001, 0, 64, true)});
  ASSERT_EQ(races.size(), 1u);
  EXPECT_EQ(races[0].earlier.by.dispatchId, 6000);
}

TEST(DispatchOrderTest, OneRacePerSiteAndOperandAndFewUnorderedKept) {
  DispatchOrder order;
  int task;
  // 1000 launches that fork from one token, all at one site.
  order.startQueue(&task, {});
  order.record(DispatchOrder::tokenKey(1), &task);
  order.forgetQueue(&task);
  size_t races = 0;
  for (int64_t k = 0; k < 1000; ++k) {
    RaceAccess made = access(10 + k, 0, 64, true);
    made.by.site = &task;
    order.startQueue(&task, {DispatchOrder::tokenKey(1)});
    races += order.access(&task, {made}).size();
    order.forgetQueue(&task);
  }
  EXPECT_EQ(races, 999u);
  EXPECT_LE(order.accessCount(), 64u);
}

TEST(DispatchOrderTest, FreedMemoryIsForgotten) {
  DispatchOrder order;
  order.access(kA, {access(1, 0, 64, true)});
  order.released(0x1000);
  EXPECT_TRUE(order.access(kB, {access(2, 0, 64, true)}).empty());
}

TEST(DispatchOrderTest, CoveredAccessesAreDropped) {
  DispatchOrder order;
  for (int i = 0; i < 100; ++i)
    order.access(kA, {access(i + 1, 0, 64, true)});
  EXPECT_EQ(order.accessCount(), 1u);
  // Reads of one stream cover each other; a write keeps them apart.
  for (int i = 0; i < 100; ++i)
    order.access(kB, {access(200 + i, 0, 64, false)});
  EXPECT_LE(order.accessCount(), 2u);
}

TEST(DispatchOrderTest, EventsTheHostWaitedPastArePruned) {
  DispatchOrder order;
  for (uint64_t i = 1; i <= 5000; ++i) {
    order.access(kA, {access(static_cast<int64_t>(i), 0, 64, true)});
    order.record(i, kA);
    order.hostWait(i);
  }
  EXPECT_LT(order.eventCount(), 2048u);
}

} // namespace
