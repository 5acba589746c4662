//===- WaitSlotsTest.cpp - reading the wait slots of a hung dispatch ------===//

#include "Backend.h"

#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <vector>

using namespace dbgrt;

namespace {

/// Slots as record-wait-sites leaves them.
struct Slots {
  std::vector<uint64_t> words;
  explicit Slots(size_t count) : words(count * DBGRT_WAIT_SLOT_WORDS, 0) {}
  uint64_t *slot(size_t block) {
    return words.data() + block * DBGRT_WAIT_SLOT_WORDS;
  }
  std::vector<WaitingBlocks> summary() {
    return summarizeWaitSlots(words.data(),
                              words.size() / DBGRT_WAIT_SLOT_WORDS);
  }
};

TEST(WaitSlots, BlocksAreGroupedByWhereTheyWait) {
  Slots slots(8);
  for (size_t block : {1, 2, 5})
    slots.slot(block)[0] = 0x1111;
  slots.slot(3)[0] = 0x2222;
  // Block 0 and 4 never reached a wait site.
  std::vector<WaitingBlocks> groups = slots.summary();
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].siteId, 0x1111);
  EXPECT_EQ(groups[0].blocks, 3);
  EXPECT_EQ(groups[0].firstBlock, 1);
  EXPECT_EQ(groups[0].mbarrier, -1);
  EXPECT_EQ(groups[1].siteId, 0x2222);
  EXPECT_EQ(groups[1].firstBlock, 3);
}

TEST(WaitSlots, AnMBarrierWaitSaysHowManyArrivalsOfItsPhaseCame) {
  Slots slots(2);
  uint64_t site = 0xABCD00001234ull;
  slots.slot(0)[0] = site;
  // Slot 3, tagged with the wait's low 32 bits.
  slots.slot(0)[1] = (site << 32) | 4;
  // 64 expected per phase; two phases done and 63 of the third.
  slots.slot(0)[2 + 3] = (uint64_t{64} << 32) | (2 * 64 + 63);
  std::vector<WaitingBlocks> groups = slots.summary();
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].mbarrier, 3);
  EXPECT_EQ(groups[0].expected, 64u);
  EXPECT_EQ(groups[0].arrived, 63u);
}

TEST(WaitSlots, AStaleMBarrierWordIsNotThisWaits) {
  Slots slots(1);
  // An mbarrier wait earlier, then a barrier: word 1 is the earlier one's.
  slots.slot(0)[1] = (uint64_t{0x9999} << 32) | 1;
  slots.slot(0)[0] = 0x5555;
  std::vector<WaitingBlocks> groups = slots.summary();
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].mbarrier, -1);
}

} // namespace
