//===- Diff.cpp - comparing a dispatch's results with its reference -------===//

#include "Diff.h"

#include "Tensors.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace dbgrt {

Tolerances defaultTolerances(DType type) {
  switch (type) {
  case DType::F16:
    return {1e-3, 1e-5, 0};
  case DType::BF16:
    return {1.6e-2, 1e-5, 0};
  case DType::F32:
    return {1.3e-6, 1e-5, 0};
  case DType::F64:
    return {1e-7, 1e-7, 0};
  default:
    return {0, 0, 0};
  }
}

Tolerances resolveTolerances(DType type, double rtol, double atol,
                             int64_t ulps) {
  Tolerances tolerances = defaultTolerances(type);
  if (!isFloat(type))
    return tolerances;
  if (rtol >= 0)
    tolerances.rtol = rtol;
  if (atol >= 0)
    tolerances.atol = atol;
  tolerances.ulps = ulps;
  return tolerances;
}

namespace {

/// The bits of `value` in `type`, mapped to integers that are ordered as
/// the floats are (sign-magnitude to a signed line, -0 and 0 both 0).
int64_t orderedBits(double value, DType type) {
  uint64_t bits = 0, sign = 0;
  switch (type) {
  case DType::F64: {
    std::memcpy(&bits, &value, sizeof bits);
    sign = bits >> 63;
    bits &= ~(uint64_t(1) << 63);
    break;
  }
  case DType::F32: {
    float narrow = static_cast<float>(value);
    uint32_t word;
    std::memcpy(&word, &narrow, sizeof word);
    sign = word >> 31;
    bits = word & 0x7FFFFFFFu;
    break;
  }
  default: {
    // f16 and bf16: their bits, from the float they widen to exactly.
    float narrow = static_cast<float>(value);
    uint32_t word;
    std::memcpy(&word, &narrow, sizeof word);
    sign = word >> 31;
    if (type == DType::BF16) {
      bits = (word >> 16) & 0x7FFFu;
    } else {
      // f16: exponent bias 15, 10 mantissa bits; the value is exact.
      double magnitude = std::fabs(value);
      if (magnitude == 0) {
        bits = 0;
      } else if (std::isinf(magnitude)) {
        bits = 0x7C00;
      } else {
        int exponent;
        double mantissa = std::frexp(magnitude, &exponent); // [0.5, 1)
        int biased = exponent - 1 + 15;
        if (biased <= 0) // Subnormal: multiples of 2^-24.
          bits = static_cast<uint64_t>(std::ldexp(magnitude, 24));
        else
          bits =
              (static_cast<uint64_t>(biased) << 10) |
              (static_cast<uint64_t>(std::ldexp(mantissa * 2 - 1, 10)) & 0x3FF);
      }
    }
    break;
  }
  }
  auto magnitude = static_cast<int64_t>(bits);
  return sign ? -magnitude : magnitude;
}

} // namespace

int64_t ulpDistance(double a, double b, DType type) {
  if (std::isnan(a) || std::isnan(b))
    return std::numeric_limits<int64_t>::max();
  int64_t x = orderedBits(a, type), y = orderedBits(b, type);
  // Both in (-2^63, 2^63): the difference of the magnitudes fits unless
  // they are f64 of opposite signs near the largest values.
  if ((x < 0) != (y < 0) && (x > std::numeric_limits<int64_t>::max() / 2 ||
                             y > std::numeric_limits<int64_t>::max() / 2 ||
                             x < std::numeric_limits<int64_t>::min() / 2 ||
                             y < std::numeric_limits<int64_t>::min() / 2))
    return std::numeric_limits<int64_t>::max();
  return x > y ? x - y : y - x;
}

bool elementsEqual(double gpu, double ref, DType type,
                   const Tolerances &tolerances) {
  if (!isFloat(type))
    return gpu == ref;
  if (std::isnan(gpu) || std::isnan(ref))
    return std::isnan(gpu) && std::isnan(ref);
  if (gpu == ref) // -0 == 0, inf == inf.
    return true;
  if (std::isinf(gpu) || std::isinf(ref))
    return false;
  if (std::fabs(gpu - ref) <=
      tolerances.atol + tolerances.rtol * std::fabs(ref))
    return true;
  return tolerances.ulps > 0 && ulpDistance(gpu, ref, type) <= tolerances.ulps;
}

DiffResult compareBuffers(DType type, const void *gpu, const void *ref,
                          int64_t elements, const Tolerances &tolerances) {
  DiffResult result;
  result.elements = elements;
  const size_t bytes = byteSize(type);
  for (int64_t i = 0; i < elements; ++i) {
    double a = elementValue(gpu, type, i), b = elementValue(ref, type, i);
    // Integers exactly: an i64 is more than a double holds.
    bool equal = isFloat(type)
                     ? elementsEqual(a, b, type, tolerances)
                     : std::memcmp(static_cast<const char *>(gpu) + i * bytes,
                                   static_cast<const char *>(ref) + i * bytes,
                                   bytes) == 0;
    double error = std::fabs(a - b);
    if (std::isnan(error))
      // NaN against a number, or inf - inf of one sign (equal: no error).
      error = std::isnan(a) && std::isnan(b) ? 0
              : std::isinf(a) && std::isinf(b) && a == b
                  ? 0
                  : std::numeric_limits<double>::infinity();
    if (error > result.maxError)
      result.maxError = error;
    if (equal)
      continue;
    if (result.differing++ == 0) {
      result.first = i;
      result.firstGpu = a;
      result.firstRef = b;
    }
    if (result.worst < 0 || error > result.worstError) {
      result.worst = i;
      result.worstError = error;
      result.worstGpu = a;
      result.worstRef = b;
    }
  }
  return result;
}

namespace {

/// The gap between 1 and the next value of float `type`.
double epsilonOf(DType type) {
  switch (type) {
  case DType::F16:
    return std::ldexp(1.0, -10);
  case DType::BF16:
    return std::ldexp(1.0, -7);
  case DType::F32:
    return std::ldexp(1.0, -23);
  default:
    return std::ldexp(1.0, -52);
  }
}

/// Whether two non-finite-involving values agree as element-wise: NaN and
/// NaN, or one infinity twice.
bool sameNonFinite(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

void judgeSums(DType type, int64_t finite, double gpuSquares, double refSquares,
               double wideSquares, bool nonFiniteDiffers,
               WideJudgement &judgement) {
  double count = static_cast<double>(std::max<int64_t>(finite, 1));
  judgement.gpuError = std::sqrt(gpuSquares / count);
  judgement.referenceError = std::sqrt(refSquares / count);
  judgement.scale = std::sqrt(wideSquares / count);
  judgement.limit = kWideErrorRatio * judgement.referenceError +
                    kWideFloorUlps * epsilonOf(type) * judgement.scale;
  judgement.differs = nonFiniteDiffers || judgement.gpuError > judgement.limit;
}

WideJudgement judgeAgainstWide(DType type, const void *gpu, const void *ref,
                               const double *wide, int64_t elements) {
  WideJudgement judgement;
  judgement.elements = elements;
  double gpuSquares = 0, refSquares = 0, wideSquares = 0;
  int64_t finite = 0;
  bool nonFiniteDiffers = false;
  for (int64_t i = 0; i < elements; ++i) {
    double a = elementValue(gpu, type, i), b = elementValue(ref, type, i);
    if (!std::isfinite(a) || !std::isfinite(b) || !std::isfinite(wide[i])) {
      nonFiniteDiffers |= !sameNonFinite(a, b);
      continue;
    }
    ++finite;
    judgement.maxDifference =
        std::max(judgement.maxDifference, std::fabs(a - b));
    gpuSquares += (a - wide[i]) * (a - wide[i]);
    refSquares += (b - wide[i]) * (b - wide[i]);
    wideSquares += wide[i] * wide[i];
  }
  judgeSums(type, finite, gpuSquares, refSquares, wideSquares, nonFiniteDiffers,
            judgement);
  double ulp = epsilonOf(type);
  // Where: the elements off by the same rule, each at its own magnitude.
  for (int64_t i = 0; i < elements; ++i) {
    double a = elementValue(gpu, type, i), b = elementValue(ref, type, i);
    double error = std::fabs(a - wide[i]);
    bool off;
    if (!std::isfinite(a) || !std::isfinite(b) || !std::isfinite(wide[i])) {
      off = !sameNonFinite(a, b);
      error = off ? std::numeric_limits<double>::infinity() : 0;
    } else {
      off = error > kWideErrorRatio * std::fabs(b - wide[i]) +
                        kWideFloorUlps * ulp * std::fabs(wide[i]);
    }
    if (!off)
      continue;
    if (judgement.off++ == 0) {
      judgement.first = i;
      judgement.firstGpu = a;
      judgement.firstRef = b;
      judgement.firstWide = wide[i];
    }
    if (judgement.worst < 0 || error > judgement.worstError) {
      judgement.worst = i;
      judgement.worstError = error;
      judgement.worstGpu = a;
      judgement.worstRef = b;
      judgement.worstWide = wide[i];
    }
  }
  return judgement;
}

std::string formatIndex(int64_t index, const std::vector<int64_t> &shape) {
  std::vector<int64_t> indices(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    int64_t size = shape[d] > 0 ? shape[d] : 1;
    indices[d] = index % size;
    index /= size;
  }
  std::string text = "[";
  for (size_t d = 0; d < indices.size(); ++d)
    text += (d ? ", " : "") + std::to_string(indices[d]);
  return text + "]";
}

} // namespace dbgrt
