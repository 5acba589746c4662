//===- RunnerUtilsTest.cpp - the LLVM-free runner utilities ---------------===//

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
  EXPECT_NE(out.find("rank = 1 offset = 0 sizes = [2] strides = [1] data = "),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("[0,  2]"), std::string::npos) << out;
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
