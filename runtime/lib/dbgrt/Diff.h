//===- Diff.h - comparing a dispatch's results with its reference -*- C++
//-*-===//
//
// What the run-time key `diff` does with one buffer a dispatch wrote: compare
// it, element by element, with what the dispatch's reference computed from
// the same inputs (dbg.reference, dbgrtRegisterReference), with tolerances
// per element type, and sum up where they differ. The comparison is
// torch.testing.assert_close's (the same default tolerances), with NaN
// equal to NaN and -0 to 0, plus an optional distance in units in the last
// place.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_DIFF_H
#define DBGRT_DIFF_H

#include "dbgrt/Operands.h"

#include <cstdint>
#include <string>
#include <vector>

namespace dbgrt {

/// When two elements of a float type are equal: |gpu - ref| <= atol +
/// rtol * |ref|, or at most `ulps` units in the last place apart (0: no
/// such test). Integers are always compared exactly.
struct Tolerances {
  double rtol = 0, atol = 0;
  int64_t ulps = 0;
};

/// torch.testing.assert_close's defaults for `type`: f16 rtol 1e-3, bf16
/// 1.6e-2, f32 1.3e-6, f64 1e-7; atol 1e-5 (f64 1e-7); zero for integers.
Tolerances defaultTolerances(DType type);

/// The tolerances of `type` with the options' overrides: `rtol`/`atol`
/// below zero keep the default of the type (diff-rtol=auto).
Tolerances resolveTolerances(DType type, double rtol, double atol,
                             int64_t ulps);

/// How far apart `a` and `b`, two values of float type `type` (widened to
/// double exactly), are in units in the last place of `type`: 0 when equal
/// (-0 and 0 too), INT64_MAX when either is NaN.
int64_t ulpDistance(double a, double b, DType type);

/// Whether `gpu` equals `ref` (values of `type` as doubles) under
/// `tolerances`: NaN equals NaN, -0 equals 0, an infinity only itself.
bool elementsEqual(double gpu, double ref, DType type,
                   const Tolerances &tolerances);

/// Where two dense buffers of one shape differ.
struct DiffResult {
  int64_t elements = 0;
  /// Elements that are not equal.
  int64_t differing = 0;
  /// The first differing element (linear, row-major), with both values;
  /// -1 when none differs.
  int64_t first = -1;
  double firstGpu = 0, firstRef = 0;
  /// The differing element with the largest |gpu - ref| (NaN against a
  /// number, or infinities of opposite sign, count as an infinite error),
  /// with both values; -1 when none differs.
  int64_t worst = -1;
  double worstError = 0;
  double worstGpu = 0, worstRef = 0;
  /// The largest |gpu - ref| over all elements, equal ones included (NaN
  /// pairs left out): how close a buffer that passes is.
  double maxError = 0;
};

/// Compares `elements` values of `type` at `gpu` with those at `ref` (both
/// dense, the same layout).
DiffResult compareBuffers(DType type, const void *gpu, const void *ref,
                          int64_t elements, const Tolerances &tolerances);

/// The accuracy judge (PyTorch's minifier, `torch._dynamo.utils.same`,
/// per dispatch): the dispatch's result and its reference's, both of float
/// type `type`, against the reference computed in f64 (`wide`). Each error
/// is the root mean square of the differences from `wide` over the
/// elements all three hold finite; the dispatch differs when its error
/// exceeds kWideErrorRatio times the reference's own (what rounding in
/// `type` explains for this computation) plus kWideFloorUlps units in the
/// last place of `type` at the RMS of `wide` (so that a reference that
/// happens to be exact does not make every last-bit difference an error),
/// or when a non-finite element of either differs from the other's (NaN
/// against NaN, an infinity against itself, as element-wise).
struct WideJudgement {
  int64_t elements = 0;
  /// RMS errors against `wide`, the limit on the dispatch's, and the RMS
  /// of `wide` (the scale of the floor).
  double gpuError = 0, referenceError = 0, limit = 0, scale = 0;
  bool differs = false;
  /// The largest |gpu - ref| over the finite elements (how close a buffer
  /// that passes is, in the terms of the element-wise comparison).
  double maxDifference = 0;
  /// Elements off by more than kWideErrorRatio times the reference's error
  /// at that element plus the floor at that element's magnitude; the first
  /// and the one farthest from `wide`, with all three values (-1: none).
  int64_t off = 0;
  int64_t first = -1, worst = -1;
  double firstGpu = 0, firstRef = 0, firstWide = 0;
  double worstGpu = 0, worstRef = 0, worstWide = 0, worstError = 0;
};

/// The dispatch's error may be this many times the reference's.
constexpr double kWideErrorRatio = 4;
/// ... plus this many units in the last place at the result's RMS.
constexpr double kWideFloorUlps = 8;

/// Judges `elements` values of float `type` at `gpu` and `ref` against the
/// f64 values at `wide` (all dense, one layout).
WideJudgement judgeAgainstWide(DType type, const void *gpu, const void *ref,
                               const double *wide, int64_t elements);

/// The accuracy judge's rule on sums (what judgeAgainstWide sums, or the
/// device's comparison kernel): over `finite` finite elements, the sums of
/// the squared errors of the dispatch and the reference against f64 and of
/// the squared f64 values; `nonFiniteDiffers` when a NaN or infinity of one
/// is not the other's. Sets `judgement`'s errors, scale, limit and verdict.
void judgeSums(DType type, int64_t finite, double gpuSquares, double refSquares,
               double wideSquares, bool nonFiniteDiffers,
               WideJudgement &judgement);

/// "[1, 7]": the row-major `index` in a tensor of `shape` (rank 0: "[]").
std::string formatIndex(int64_t index, const std::vector<int64_t> &shape);

} // namespace dbgrt

#endif // DBGRT_DIFF_H
