//===- MemoryCacheTest.cpp - gpu.dealloc'd memory kept for reuse ----------===//

#include "MemoryCache.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

using namespace dbgrt;

namespace {

void *address(uintptr_t i) { return reinterpret_cast<void *>(0x10000 * i); }

TEST(MemoryCache, SizeClassesRoundUpToTheGranule) {
  EXPECT_EQ(MemoryCache::sizeClass(1), MemoryCache::kGranule);
  EXPECT_EQ(MemoryCache::sizeClass(512), 512u);
  EXPECT_EQ(MemoryCache::sizeClass(513), 1024u);
}

TEST(MemoryCache, ABlockIsTakenOnlyInItsStreamAndOfItsSize) {
  MemoryCache cache;
  int s0, s1;
  cache.adopt(address(1), 1024);
  EXPECT_EQ(cache.take(1024, &s0), nullptr);
  EXPECT_TRUE(cache.keep(address(1), &s0));
  // Kept twice (a double free the allocation table let through): once.
  EXPECT_TRUE(cache.keep(address(1), &s0));
  EXPECT_EQ(cache.keptBytes(), 1024u);
  EXPECT_EQ(cache.take(1024, &s1), nullptr);
  EXPECT_EQ(cache.take(512, &s0), nullptr);
  EXPECT_EQ(cache.take(1024, &s0), address(1));
  EXPECT_EQ(cache.take(1024, &s0), nullptr);
  EXPECT_EQ(cache.keptBytes(), 0u);
  // Memory it never gave out is the caller's to free.
  EXPECT_FALSE(cache.keep(address(2), &s0));
}

TEST(MemoryCache, DrainedBlocksAreForgottenAndTheRestStay) {
  // Enough blocks for the table to grow several times, and drains that
  // empty slots in the middle of probe runs.
  MemoryCache cache;
  int streams[3];
  const uintptr_t count = 3000;
  for (uintptr_t i = 1; i <= count; ++i) {
    cache.adopt(address(i), 512 * (1 + i % 4));
    ASSERT_TRUE(cache.keep(address(i), &streams[i % 3]));
  }
  std::vector<MemoryCache::Block> drained = cache.drain(&streams[1]);
  EXPECT_EQ(drained.size(), count / 3);
  std::set<void *> gone;
  for (const MemoryCache::Block &block : drained) {
    EXPECT_EQ(block.stream, &streams[1]);
    gone.insert(block.ptr);
  }
  for (uintptr_t i = 1; i <= count; ++i) {
    // A drained block is no longer the cache's; every other one is.
    EXPECT_EQ(cache.keep(address(i), &streams[i % 3]), i % 3 != 1) << i;
    EXPECT_EQ(gone.count(address(i)), i % 3 == 1 ? 1u : 0u);
  }
  std::vector<MemoryCache::Block> rest = cache.drainAll();
  EXPECT_EQ(rest.size(), count - count / 3);
  EXPECT_EQ(cache.keptBytes(), 0u);
  for (uintptr_t i = 1; i <= count; ++i)
    EXPECT_FALSE(cache.keep(address(i), &streams[0]));
}

} // namespace
