//===- LookupTableTest.cpp - the per-thread lookup table ------------------===//

#include "LookupTable.h"

#include <gtest/gtest.h>

#include <string>

using namespace dbgrt;

namespace {

struct Named {
  std::string name;
  int value = 0;
};

/// The entry of `name` under `hash`, filled with `value` where it is new.
Named &lookUp(LookupTable<Named> &table, uint64_t hash, const std::string &name,
              int value, bool &inserted) {
  Named &entry = table.find(
      hash, [&](const Named &known) { return known.name == name; }, inserted);
  if (inserted)
    entry = {name, value};
  return entry;
}

TEST(LookupTableTest, KeysThatShareAHashDoNotEvictEachOther) {
  LookupTable<Named> table;
  bool inserted = false;
  // One hash for all: every key probes past the ones before it.
  for (int i = 0; i < 40; ++i) {
    lookUp(table, 7, "k" + std::to_string(i), i, inserted);
    EXPECT_TRUE(inserted);
  }
  for (int i = 0; i < 40; ++i) {
    EXPECT_EQ(lookUp(table, 7, "k" + std::to_string(i), -1, inserted).value, i);
    EXPECT_FALSE(inserted);
  }
  EXPECT_EQ(table.size(), 40u);
}

TEST(LookupTableTest, EntriesSurviveGrowth) {
  LookupTable<Named> table;
  bool inserted = false;
  // Pointer-like hashes: the low bits are alignment.
  for (int i = 0; i < 5000; ++i)
    lookUp(table, uint64_t(i) << 6, std::to_string(i), i, inserted);
  for (int i = 0; i < 5000; ++i) {
    Named &entry =
        lookUp(table, uint64_t(i) << 6, std::to_string(i), -1, inserted);
    ASSERT_FALSE(inserted) << i;
    EXPECT_EQ(entry.value, i);
  }
  EXPECT_EQ(table.size(), 5000u);
}

TEST(LookupTableTest, AnEntryIsRefreshedInPlace) {
  LookupTable<Named> table;
  bool inserted = false;
  lookUp(table, 1, "kernel", 1, inserted).value = 2;
  EXPECT_EQ(lookUp(table, 1, "kernel", 3, inserted).value, 2);
  EXPECT_FALSE(inserted);
  EXPECT_EQ(table.size(), 1u);
}

TEST(LookupTableTest, ErasedEntriesLeaveTheRestFindable) {
  LookupTable<Named> table;
  bool inserted = false;
  // Shared and neighbouring hashes: erasing in the middle of probe runs.
  auto hashOf = [](int i) { return uint64_t(i % 7) << 6; };
  for (int i = 0; i < 300; ++i)
    lookUp(table, hashOf(i), std::to_string(i), i, inserted);
  for (int i = 0; i < 300; i += 3)
    table.erase(hashOf(i), [&](const Named &known) {
      return known.name == std::to_string(i);
    });
  EXPECT_EQ(table.size(), 200u);
  for (int i = 0; i < 300; ++i) {
    Named *entry = table.lookup(hashOf(i), [&](const Named &known) {
      return known.name == std::to_string(i);
    });
    if (i % 3 == 0) {
      EXPECT_EQ(entry, nullptr) << i;
    } else {
      ASSERT_NE(entry, nullptr) << i;
      EXPECT_EQ(entry->value, i);
    }
  }
}

} // namespace
