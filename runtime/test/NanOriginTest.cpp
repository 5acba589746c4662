//===- NanOriginTest.cpp - what an origin replay saves ------------------===//

#include "NanOrigin.h"

#include <gtest/gtest.h>

#include <cstdint>
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
  float a[16], b[16];
  Descriptor1 in{a, a, 0, 16, 1}, out{b, b, 0, 16, 1};
  // Reads one buffer, writes another: nothing to save.
  EXPECT_TRUE(spansToSaveForReplay(
                  {operand(in, true, false), operand(out, false, true)})
                  .empty());
  // An in-place update: its span.
  std::vector<ByteSpan> inPlace =
      spansToSaveForReplay({operand(in, true, true)});
  ASSERT_EQ(inPlace.size(), 1u);
  EXPECT_EQ(inPlace[0], ByteSpan(at(a), at(a + 16)));
  // Two operands viewing one buffer, one read and one written: the written.
  Descriptor1 alias{a, a, 4, 8, 1};
  std::vector<ByteSpan> aliased = spansToSaveForReplay(
      {operand(in, true, false), operand(alias, false, true)});
  ASSERT_EQ(aliased.size(), 1u);
  EXPECT_EQ(aliased[0], ByteSpan(at(a + 4), at(a + 12)));
}

TEST(NanOrigin, MergesOverlappingSpansAndSkipsEmptyViews) {
  float a[32];
  // Two in-place views that overlap, and one that touches the second.
  Descriptor1 first{a, a, 0, 10, 1}, second{a, a, 8, 8, 1},
      third{a, a, 16, 4, 1}, empty{a, a, 24, 0, 1};
  std::vector<ByteSpan> spans = spansToSaveForReplay(
      {operand(third, true, true), operand(first, true, true),
       operand(second, true, true), operand(empty, true, true)});
  ASSERT_EQ(spans.size(), 1u);
  EXPECT_EQ(spans[0], ByteSpan(at(a), at(a + 20)));
  // A strided view spans from its first to its last element.
  Descriptor1 strided{a, a, 1, 4, 3};
  spans = spansToSaveForReplay({operand(strided, true, true)});
  ASSERT_EQ(spans.size(), 1u);
  EXPECT_EQ(spans[0], ByteSpan(at(a + 1), at(a + 11)));
}

} // namespace
