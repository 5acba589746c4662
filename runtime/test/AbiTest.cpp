//===- AbiTest.cpp - libdbgrt defines the ABI that Abi.def describes ------===//

#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

namespace {

TEST(Abi, EveryEntryPointIsDefined) {
  // Taking each address makes a missing definition a link error; dbgrt.h
  // declared them from Abi.def, so a definition with another signature
  // already failed to compile.
  struct Entry {
    const char *name;
    const void *address;
  };
  std::vector<Entry> entries = {
#define DBGRT_FUNCTION(RESULT, NAME, ...)                                      \
  {#NAME, reinterpret_cast<const void *>(&NAME)},
#include "dbgrt/Abi.def"
  };
  EXPECT_GE(entries.size(), 7u);
  for (const Entry &entry : entries)
    EXPECT_NE(entry.address, nullptr) << entry.name;
}

TEST(Abi, SiteKindsAreNumberedContiguously) {
  int expected = 0;
#define DBGRT_SITE_KIND(NAME, VALUE, DIALECT_CASE)                             \
  EXPECT_EQ(VALUE, expected++) << #NAME;
#include "dbgrt/Abi.def"
  EXPECT_EQ(expected, DBGRT_NUM_SITE_KINDS);
}

TEST(Abi, SiteRecordHasTheNaturalLayoutTheCompilerEmits) {
  // The compiler emits an LLVM literal struct of the same fields, which has
  // the C layout: each field at the next multiple of its size.
  size_t offset = 0;
#define DBGRT_SITE_FIELD(TYPE, NAME)                                           \
  offset = (offset + sizeof(DBGRT_CTYPE_##TYPE) - 1) /                         \
           sizeof(DBGRT_CTYPE_##TYPE) * sizeof(DBGRT_CTYPE_##TYPE);            \
  EXPECT_EQ(offsetof(DbgrtSite, NAME), offset) << #NAME;                       \
  offset += sizeof(DBGRT_CTYPE_##TYPE);
#include "dbgrt/Abi.def"
  EXPECT_EQ(sizeof(DbgrtSite), offset);
}

} // namespace
