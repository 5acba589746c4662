//===- NanOriginTest.cpp - what an origin replay saves ------------------===//

#include "NanOrigin.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

using namespace dbgrt;

namespace {

/// A rank-1 descriptor {allocated, aligned, offset, size, stride}.
struct Descriptor1 {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t size;
  int64_t stride;
};

TensorRef operand(const Descriptor1 &d, bool read, bool written) {
  TensorRef tensor;
  tensor.info.type = DType::F32;
  tensor.info.rank = 1;
  tensor.info.read = read;
  tensor.info.written = written;
  tensor.descriptor = reinterpret_cast<const int64_t *>(&d);
  return tensor;
}

uintptr_t at(const float *p) { return reinterpret_cast<uintptr_t>(p); }

TEST(NanOrigin, SavesOnlyWhatTheDispatchReadsAndWrites) {
  AllocationTable none;
  float a[16], b[16];
  Descriptor1 in{a, a, 0, 16, 1}, out{b, b, 0, 16, 1};
  // Reads one buffer, writes another: nothing to save.
  EXPECT_TRUE(spansToSaveForReplay(
                  {operand(in, true, false), operand(out, false, true)}, none)
                  .empty());
  // An in-place update: its span.
  std::vector<ByteSpan> inPlace =
      spansToSaveForReplay({operand(in, true, true)}, none);
  ASSERT_EQ(inPlace.size(), 1u);
  EXPECT_EQ(inPlace[0], ByteSpan(at(a), at(a + 16)));
  // Two operands viewing one buffer, one read and one written: the written.
  Descriptor1 alias{a, a, 4, 8, 1};
  std::vector<ByteSpan> aliased = spansToSaveForReplay(
      {operand(in, true, false), operand(alias, false, true)}, none);
  ASSERT_EQ(aliased.size(), 1u);
  EXPECT_EQ(aliased[0], ByteSpan(at(a + 4), at(a + 12)));
}

TEST(NanOrigin, MergesOverlappingSpansAndSkipsEmptyViews) {
  AllocationTable none;
  float a[32];
  // Two in-place views that overlap, and one that touches the second.
  Descriptor1 first{a, a, 0, 10, 1}, second{a, a, 8, 8, 1},
      third{a, a, 16, 4, 1}, empty{a, a, 24, 0, 1};
  // Unknown memory: only overlapping spans merge.
  std::vector<ByteSpan> spans = spansToSaveForReplay(
      {operand(third, true, true), operand(first, true, true),
       operand(second, true, true), operand(empty, true, true)},
      none);
  ASSERT_EQ(spans.size(), 2u);
  EXPECT_EQ(spans[0], ByteSpan(at(a), at(a + 16)));
  EXPECT_EQ(spans[1], ByteSpan(at(a + 16), at(a + 20)));
  // Inside one allocation the table knows, touching spans are one copy.
  AllocationTable one;
  one.add(a, sizeof(a));
  spans = spansToSaveForReplay({operand(third, true, true),
                                operand(first, true, true),
                                operand(second, true, true)},
                               one);
  ASSERT_EQ(spans.size(), 1u);
  EXPECT_EQ(spans[0], ByteSpan(at(a), at(a + 20)));
  // A strided view spans from its first to its last element.
  Descriptor1 strided{a, a, 1, 4, 3};
  spans = spansToSaveForReplay({operand(strided, true, true)}, none);
  ASSERT_EQ(spans.size(), 1u);
  EXPECT_EQ(spans[0], ByteSpan(at(a + 1), at(a + 11)));
}

TEST(NanOrigin, NeverMergesAcrossAdjacentAllocations) {
  // A softmax's max reduction writes its values (f32) and their indices
  // (i64) in place, into two allocations that a GPU allocator placed back
  // to back: one save of both would cross from one into the next, which
  // cuMemcpyAsync refuses (CUDA_ERROR_INVALID_VALUE).
  float memory[64];
  AllocationTable table;
  table.add(memory, 32 * sizeof(float));
  table.add(memory + 32, 32 * sizeof(float));
  Descriptor1 values{memory, memory, 0, 32, 1},
      indices{memory + 32, memory + 32, 0, 32, 1};
  std::vector<ByteSpan> spans = spansToSaveForReplay(
      {operand(values, true, true), operand(indices, true, true)}, table);
  ASSERT_EQ(spans.size(), 2u);
  EXPECT_EQ(spans[0], ByteSpan(at(memory), at(memory + 32)));
  EXPECT_EQ(spans[1], ByteSpan(at(memory + 32), at(memory + 64)));
  for (const ByteSpan &span : spans)
    EXPECT_FALSE(
        table.copyLeavesAllocation(span.first, span.second - span.first));
  // The copy of both at once is named for what it crosses.
  std::optional<std::string> why =
      table.copyLeavesAllocation(at(memory), sizeof(memory));
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("runs 128 bytes past the end of the 128-byte "
                      "allocation at 0x"),
            std::string::npos)
      << *why;
  EXPECT_NE(why->find("(bytes [0, 256) of it)"), std::string::npos) << *why;
  // Memory no allocation holds is not checked.
  float other[4];
  EXPECT_FALSE(table.copyLeavesAllocation(at(other), 1024));
}

} // namespace
