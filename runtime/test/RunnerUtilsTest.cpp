//===- RunnerUtilsTest.cpp - the LLVM-free runner utilities ---------------===//

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>

extern "C" {
void printMemrefF32(int64_t rank, void *ptr);
void printMemrefI32(int64_t rank, void *ptr);
void printF16(uint16_t bits);
void printF32(float f);
void printOpen();
void printClose();
void printComma();
void printNewline();
}

using testing::HasSubstr;

namespace {

template <int Rank> struct Descriptor {
  void *allocated, *aligned;
  int64_t offset, sizes[Rank], strides[Rank];
};

TEST(RunnerUtils, PrintMemrefMatchesUpstreamFormat) {
  int32_t data[2] = {0, 2};
  Descriptor<1> d = {data, data, 0, {2}, {1}};
  testing::internal::CaptureStdout();
  printMemrefI32(1, &d);
  std::string out = testing::internal::GetCapturedStdout();
  EXPECT_THAT(
      out, HasSubstr("rank = 1 offset = 0 sizes = [2] strides = [1] data = "));
  EXPECT_THAT(out, HasSubstr("[0,  2]"));
}

TEST(RunnerUtils, VectorPrintHelpers) {
  testing::internal::CaptureStdout();
  printOpen();
  printF32(1.5f);
  printComma();
  printF16(0x3c00); // 1.0
  printClose();
  printNewline();
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "( 1.5, 1 )\n");
}

} // namespace
