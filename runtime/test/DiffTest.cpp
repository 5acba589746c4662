//===- DiffTest.cpp - comparing a dispatch's buffers with its reference ---===//
//
// diff's element comparison (torch.testing's tolerances, NaN and signed
// zeros, units in the last place), its summary of a buffer, and writing a
// reference's result back into a strided view (diff-continue=reference).
//
//===----------------------------------------------------------------------===//

#include "Diff.h"
#include "DeviceDiff.h"
#include "Tensors.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using namespace dbgrt;
using testing::HasSubstr;
using testing::Not;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(DiffTest, DefaultTolerancesAreTorchTestings) {
  Tolerances f32 = defaultTolerances(DType::F32);
  EXPECT_EQ(f32.rtol, 1.3e-6);
  EXPECT_EQ(f32.atol, 1e-5);
  EXPECT_EQ(defaultTolerances(DType::F16).rtol, 1e-3);
  EXPECT_EQ(defaultTolerances(DType::BF16).rtol, 1.6e-2);
  EXPECT_EQ(defaultTolerances(DType::F64).atol, 1e-7);
  EXPECT_EQ(defaultTolerances(DType::I32).rtol, 0);
  // Overrides apply to floats; auto (-1) keeps the type's.
  Tolerances given = resolveTolerances(DType::F32, 0.5, -1, 4);
  EXPECT_EQ(given.rtol, 0.5);
  EXPECT_EQ(given.atol, 1e-5);
  EXPECT_EQ(given.ulps, 4);
  EXPECT_EQ(resolveTolerances(DType::I64, 0.5, 0.5, 4).atol, 0);
}

TEST(DiffTest, SpecialValues) {
  Tolerances t = defaultTolerances(DType::F32);
  EXPECT_TRUE(elementsEqual(kNaN, -kNaN, DType::F32, t));
  EXPECT_FALSE(elementsEqual(kNaN, 1.0, DType::F32, t));
  EXPECT_FALSE(elementsEqual(1.0, kNaN, DType::F32, t));
  EXPECT_TRUE(elementsEqual(-0.0, 0.0, DType::F32, t));
  EXPECT_TRUE(elementsEqual(kInf, kInf, DType::F32, t));
  EXPECT_FALSE(elementsEqual(kInf, -kInf, DType::F32, t));
  EXPECT_FALSE(elementsEqual(3e38, kInf, DType::F32, t));
}

TEST(DiffTest, Tolerances) {
  Tolerances t = {1e-3, 1e-5, 0};
  // |a - r| <= atol + rtol * |r|, relative to the reference.
  EXPECT_TRUE(elementsEqual(1000.9, 1000.0, DType::F64, t));
  EXPECT_FALSE(elementsEqual(1001.1, 1000.0, DType::F64, t));
  EXPECT_TRUE(elementsEqual(0.000009, 0.0, DType::F64, t));
  EXPECT_FALSE(elementsEqual(0.000011, 0.0, DType::F64, t));
  // Integers: exactly.
  EXPECT_FALSE(elementsEqual(3, 4, DType::I32, {1, 1, 0}));
}

TEST(DiffTest, UnitsInTheLastPlace) {
  float one = 1.0f, next = std::nextafter(1.0f, 2.0f);
  EXPECT_EQ(ulpDistance(one, next, DType::F32), 1);
  EXPECT_EQ(ulpDistance(next, one, DType::F32), 1);
  // Across zero: the two smallest subnormals are two apart.
  float tiny = std::numeric_limits<float>::denorm_min();
  EXPECT_EQ(ulpDistance(tiny, -tiny, DType::F32), 2);
  EXPECT_EQ(ulpDistance(0.0, -0.0, DType::F32), 0);
  // f16: 1 and 1 + 2^-10; bf16: 1 and 1 + 2^-7; f16 subnormals 2^-24 apart.
  EXPECT_EQ(ulpDistance(1.0, 1.0 + std::ldexp(1.0, -10), DType::F16), 1);
  EXPECT_EQ(ulpDistance(1.0, 1.0 + std::ldexp(1.0, -7), DType::BF16), 1);
  EXPECT_EQ(ulpDistance(std::ldexp(1.0, -24), std::ldexp(3.0, -24), DType::F16),
            2);
  EXPECT_EQ(ulpDistance(kNaN, 1.0, DType::F32),
            std::numeric_limits<int64_t>::max());
  Tolerances none = {0, 0, 0}, two = {0, 0, 2};
  double far = std::nextafter(std::nextafter(1.0f, 2.0f), 2.0f);
  EXPECT_FALSE(elementsEqual(far, 1.0, DType::F32, none));
  EXPECT_TRUE(elementsEqual(far, 1.0, DType::F32, two));
}

TEST(DiffTest, CompareBuffersSummarizes) {
  float gpu[6] = {1, 2, 3.5f, 4, NAN, 6};
  float ref[6] = {1, 2, 3, 4, 5, 6.000001f};
  DiffResult r =
      compareBuffers(DType::F32, gpu, ref, 6, defaultTolerances(DType::F32));
  EXPECT_EQ(r.elements, 6);
  EXPECT_EQ(r.differing, 2);
  EXPECT_EQ(r.first, 2);
  EXPECT_EQ(r.firstGpu, 3.5);
  EXPECT_EQ(r.firstRef, 3);
  // NaN against a number is the largest error.
  EXPECT_EQ(r.worst, 4);
  EXPECT_TRUE(std::isinf(r.worstError));
  EXPECT_TRUE(std::isnan(r.worstGpu));
  EXPECT_EQ(r.worstRef, 5);

  float same[3] = {1, 2, 3}, close[3] = {1, 2, 3.000001f};
  DiffResult equal =
      compareBuffers(DType::F32, close, same, 3, defaultTolerances(DType::F32));
  EXPECT_EQ(equal.differing, 0);
  EXPECT_EQ(equal.first, -1);
  EXPECT_GT(equal.maxError, 0);
}

TEST(DiffTest, IntegersComparedExactly) {
  // Two i64 a double cannot tell apart.
  int64_t gpu[2] = {int64_t(1) << 60, 7};
  int64_t ref[2] = {(int64_t(1) << 60) + 1, 7};
  DiffResult r = compareBuffers(DType::I64, gpu, ref, 2, {1, 1, 0});
  EXPECT_EQ(r.differing, 1);
  EXPECT_EQ(r.first, 0);
}

/// f32 sums of `n` terms 0.1 * (i + 1) accumulated in order (the
/// reference's rounding), in reverse order (another valid order: the
/// GPU's), and in f64.
struct Sums {
  std::vector<float> forward, backward;
  std::vector<double> wide;
};
Sums makeSums(int rows, int n) {
  Sums sums;
  for (int r = 0; r < rows; ++r) {
    float f = 0, b = 0;
    double w = 0;
    for (int i = 0; i < n; ++i) {
      float term = 0.1f * static_cast<float>((i + r) % 97 + 1);
      f += term;
      w += term;
    }
    for (int i = n; i-- > 0;)
      b += 0.1f * static_cast<float>((i + r) % 97 + 1);
    sums.forward.push_back(f);
    sums.backward.push_back(b);
    sums.wide.push_back(w);
  }
  return sums;
}

TEST(DiffTest, RoundingOfAnotherOrderIsNotADifference) {
  // Both f32 sums are off from the f64 one by rounding alone, by similar
  // amounts: the judge lets the other order pass, where tolerances tight
  // enough to see a small bug (diff-atol=0, diff-rtol=0) do not.
  Sums sums = makeSums(64, 1000);
  WideJudgement judged =
      judgeAgainstWide(DType::F32, sums.backward.data(), sums.forward.data(),
                       sums.wide.data(), 64);
  EXPECT_FALSE(judged.differs) << judged.gpuError << " " << judged.limit;
  EXPECT_GT(judged.referenceError, 0);
  EXPECT_GT(judged.gpuError, 0);
  DiffResult tight =
      compareBuffers(DType::F32, sums.backward.data(), sums.forward.data(), 64,
                     Tolerances{0, 0, 0});
  EXPECT_GT(tight.differing, 0);
}

TEST(DiffTest, SmallErrorUnderAtolIsADifference) {
  // Values near 4e-4, each 9e-6 off (an RMSNorm's epsilon of 1e-5 for
  // 1e-6): under atol, far beyond f32 rounding.
  std::vector<float> gpu, ref;
  std::vector<double> wide;
  for (int i = 0; i < 16; ++i) {
    double value = 4e-4 + 1e-5 * i;
    wide.push_back(value);
    ref.push_back(static_cast<float>(value));
    gpu.push_back(static_cast<float>(value + 9e-6));
  }
  WideJudgement judged =
      judgeAgainstWide(DType::F32, gpu.data(), ref.data(), wide.data(), 16);
  EXPECT_TRUE(judged.differs);
  EXPECT_NEAR(judged.gpuError, 9e-6, 1e-8);
  EXPECT_LT(judged.referenceError, 1e-10);
  EXPECT_EQ(judged.off, 16);
  EXPECT_EQ(judged.first, 0);
  EXPECT_EQ(judged.firstWide, 4e-4);
  EXPECT_EQ(compareBuffers(DType::F32, gpu.data(), ref.data(), 16,
                           defaultTolerances(DType::F32))
                .differing,
            0);
}

TEST(DiffTest, ExactReferenceLeavesAFloorOfUlps) {
  // The reference equals f64 (exact operations); a GPU a few ulps off (an
  // approximate exp) passes, one 1e-5 off in relative terms does not.
  std::vector<float> ref = {1.5f, 2.25f, 3.125f, 4.0625f}, near, far;
  std::vector<double> wide(ref.begin(), ref.end());
  for (float value : ref) {
    near.push_back(std::nextafter(std::nextafter(value, 10.0f), 10.0f));
    far.push_back(value * (1 + 1e-5f));
  }
  EXPECT_FALSE(
      judgeAgainstWide(DType::F32, near.data(), ref.data(), wide.data(), 4)
          .differs);
  EXPECT_TRUE(
      judgeAgainstWide(DType::F32, far.data(), ref.data(), wide.data(), 4)
          .differs);
}

TEST(DiffTest, NonFiniteElementsMustAgree) {
  std::vector<float> ref = {1, NAN, INFINITY}, gpu = ref;
  std::vector<double> wide = {1, kNaN, kInf};
  WideJudgement same =
      judgeAgainstWide(DType::F32, gpu.data(), ref.data(), wide.data(), 3);
  EXPECT_FALSE(same.differs);
  gpu[2] = -INFINITY;
  WideJudgement flipped =
      judgeAgainstWide(DType::F32, gpu.data(), ref.data(), wide.data(), 3);
  EXPECT_TRUE(flipped.differs);
  EXPECT_EQ(flipped.first, 2);
  EXPECT_TRUE(std::isinf(flipped.worstError));
  // A NaN where the reference has a number.
  gpu = {NAN, NAN, INFINITY};
  EXPECT_TRUE(
      judgeAgainstWide(DType::F32, gpu.data(), ref.data(), wide.data(), 3)
          .differs);
}

TEST(DiffTest, FormatIndex) {
  EXPECT_EQ(formatIndex(39, {4, 32}), "[1, 7]");
  EXPECT_EQ(formatIndex(5, {2, 3, 4}), "[0, 1, 1]");
  EXPECT_EQ(formatIndex(0, {}), "[]");
}

TEST(DiffTest, ScatterIntoAStridedView) {
  // A 2x2 view with row stride 3 of a 2x3 buffer: the third column stays.
  float memory[6] = {0, 0, -1, 0, 0, -1};
  auto address = reinterpret_cast<int64_t>(memory);
  int64_t descriptor[7] = {address, address, 0, 2, 2, 3, 1};
  TensorRef view;
  view.info.type = DType::F32;
  view.info.rank = 2;
  view.descriptor = descriptor;
  float values[4] = {1, 2, 3, 4};
  std::vector<char> dense(sizeof values);
  std::memcpy(dense.data(), values, sizeof values);
  auto copy = [](void *dest, const void *source, size_t bytes, std::string &) {
    std::memcpy(dest, source, bytes);
    return true;
  };
  std::string error;
  ASSERT_TRUE(scatterTensor(view, dense, copy, copy, error)) << error;
  float expected[6] = {1, 2, -1, 3, 4, -1};
  EXPECT_EQ(std::memcmp(memory, expected, sizeof memory), 0);
  // And gatherTensor reads back what was written.
  std::vector<char> back;
  ASSERT_TRUE(gatherTensor(view, copy, back, error)) << error;
  EXPECT_EQ(back, dense);
  // A size that does not match is refused, naming the view.
  dense.pop_back();
  EXPECT_FALSE(scatterTensor(view, dense, copy, copy, error));
  EXPECT_THAT(error, HasSubstr("f32[2x2]"));
}

TEST(DiffTest, JudgeSumsIsTheJudgeOfTheElements) {
  // What the device's comparison kernel sums, judged on the host, gives
  // the verdict and errors of judging the elements themselves.
  float gpu[4] = {1.0f, 2.0f, 3.0f, 4.00001f}, ref[4] = {1, 2, 3, 4};
  double wide[4] = {1, 2, 3, 4};
  WideJudgement elements = judgeAgainstWide(DType::F32, gpu, ref, wide, 4);
  double gpuSquares = 0, wideSquares = 0;
  for (int i = 0; i < 4; ++i) {
    gpuSquares += (gpu[i] - wide[i]) * (gpu[i] - wide[i]);
    wideSquares += wide[i] * wide[i];
  }
  WideJudgement sums;
  judgeSums(DType::F32, 4, gpuSquares, 0, wideSquares, false, sums);
  EXPECT_TRUE(elements.differs);
  EXPECT_EQ(sums.differs, elements.differs);
  EXPECT_DOUBLE_EQ(sums.gpuError, elements.gpuError);
  EXPECT_DOUBLE_EQ(sums.limit, elements.limit);
  // A NaN of one that is not the other's differs whatever the sums.
  judgeSums(DType::F32, 4, 0, 0, wideSquares, true, sums);
  EXPECT_TRUE(sums.differs);
}

TEST(DiffTest, ParseDeviceTwin) {
  DeviceTwin twin;
  ASSERT_TRUE(parseDeviceTwin("forward_dispatch_3_reference_device:2,0", twin));
  EXPECT_EQ(twin.kernel, "forward_dispatch_3_reference_device");
  EXPECT_EQ(twin.outputs, (std::vector<int>{2, 0}));
  for (const char *bad : {"", "kernel", "kernel:", ":1", "kernel:x"})
    EXPECT_FALSE(parseDeviceTwin(bad, twin)) << bad;
  EXPECT_FALSE(parseDeviceTwin(nullptr, twin));
}

} // namespace
