//===- WgmmaTest.cpp - wgmma on the host target ---------------------------===//
//
// wgmma's matrix descriptors as PTX encodes them, the canonical shared-memory
// layouts they describe (each element of a tile at one address, the
// swizzle applied), the D fragment layout (each element held by exactly one
// thread of the warpgroup), and the product a warpgroup computes.
//
//===----------------------------------------------------------------------===//

#include "Host/Wgmma.h"
#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <utility>
#include <vector>

using namespace dbgrt::host;

namespace {

/// A descriptor as upstream's NVGPU lowering builds one: `swizzle` in
/// PTX's encoding (0 none, 1 128B, 2 64B, 3 32B).
uint64_t encode(uint64_t start, uint64_t leading, uint64_t stride,
                uint64_t swizzle) {
  return swizzle << 62 | (stride >> 4) << 32 | (leading >> 4) << 16 |
         ((start >> 4) & 0x3fff);
}

TEST(WgmmaDescriptorTest, DecodesItsFields) {
  WgmmaDescriptor d = WgmmaDescriptor::decode(encode(0x1230, 8192, 1024, 1));
  EXPECT_EQ(d.start, 0x1230u);
  EXPECT_EQ(d.leadingBytes, 8192u);
  EXPECT_EQ(d.strideBytes, 1024u);
  EXPECT_EQ(d.swizzleBytes, 128);
  EXPECT_EQ(wgmmaSwizzleKind(d), 3); // nvgpu's SWIZZLE_128B.
  EXPECT_EQ(WgmmaDescriptor::decode(encode(0, 0, 0, 3)).swizzleBytes, 32);
  EXPECT_EQ(WgmmaDescriptor::decode(encode(0, 0, 0, 0)).swizzleBytes, 0);
}

TEST(WgmmaLayoutTest, KMajorSwizzledTileIsRowsOfTheSwizzle) {
  // A 64x64 f16 tile TMA wrote with the 128-byte swizzle: row r at r * 128,
  // its 16-byte chunk c at c ^ (r % 8); the K step of 16 elements is +32
  // bytes on the start address, as upstream advances it.
  WgmmaDescriptor d = WgmmaDescriptor::decode(encode(0, 16384, 1024, 1));
  for (int64_t r = 0; r < 64; ++r)
    for (int64_t k = 0; k < 16; ++k)
      for (int64_t step = 0; step < 4; ++step) {
        WgmmaDescriptor at = d;
        at.start += 32 * step;
        int64_t col = 16 * step + k;
        uint64_t expected =
            r * 128 + (((col * 2 / 16) ^ (r % 8)) * 16) + col * 2 % 16;
        EXPECT_EQ(wgmmaElementOffset(at, false, 2, r, k), expected)
            << r << " " << k << " " << step;
      }
}

TEST(WgmmaLayoutTest, MNMajorSwizzledTileStepsByLeadingOffset) {
  // B [K=16][N=128] f16 in two 64-column halves 8192 bytes apart, each
  // K row 128 bytes, swizzled: upstream's GEMM with transposeB.
  WgmmaDescriptor d = WgmmaDescriptor::decode(encode(0, 8192, 1024, 1));
  for (int64_t n = 0; n < 128; ++n)
    for (int64_t k = 0; k < 16; ++k) {
      int64_t col = n % 64;
      uint64_t expected = (n / 64) * 8192 + k * 128 +
                          (((col * 2 / 16) ^ (k % 8)) * 16) + col * 2 % 16;
      EXPECT_EQ(wgmmaElementOffset(d, true, 2, n, k), expected) << n << k;
    }
}

TEST(WgmmaLayoutTest, InterleavedCoreMatricesAreEightRowsOf16Bytes) {
  // No swizzle, K-major: 8x16-byte core matrices, 8-row groups at the
  // stride offset, the second 8 elements of K at the leading offset.
  WgmmaDescriptor d = WgmmaDescriptor::decode(encode(256, 128, 256, 0));
  EXPECT_EQ(wgmmaElementOffset(d, false, 2, 0, 0), 256u);
  EXPECT_EQ(wgmmaElementOffset(d, false, 2, 1, 0), 256u + 16);
  EXPECT_EQ(wgmmaElementOffset(d, false, 2, 0, 7), 256u + 14);
  EXPECT_EQ(wgmmaElementOffset(d, false, 2, 0, 8), 256u + 128);
  EXPECT_EQ(wgmmaElementOffset(d, false, 2, 8, 0), 256u + 256);
}

TEST(WgmmaFragmentTest, EachElementHasOneThread) {
  for (int32_t n : {8, 64, 256}) {
    std::set<std::pair<int32_t, int32_t>> seen;
    for (int32_t t = 0; t < 128; ++t)
      for (int32_t i = 0; i < n / 2; ++i) {
        WgmmaCoord at = wgmmaFragmentCoord(t, i);
        ASSERT_GE(at.row, 0);
        ASSERT_LT(at.row, 64);
        ASSERT_GE(at.col, 0);
        ASSERT_LT(at.col, n);
        EXPECT_TRUE(seen.insert({at.row, at.col}).second) << t << " " << i;
      }
    EXPECT_EQ(seen.size(), static_cast<size_t>(64 * n));
  }
  // PTX's figure for the wgmma D fragment: thread 37 (warp 1, lane 5)
  // holds rows 17 and 25, columns 2 and 3 of each 8-column group.
  EXPECT_EQ(wgmmaFragmentCoord(37, 0).row, 17);
  EXPECT_EQ(wgmmaFragmentCoord(37, 0).col, 2);
  EXPECT_EQ(wgmmaFragmentCoord(37, 3).row, 25);
  EXPECT_EQ(wgmmaFragmentCoord(37, 3).col, 3);
  EXPECT_EQ(wgmmaFragmentCoord(37, 4).col, 10);
}

TEST(WgmmaTest, ComputesEachThreadsFragment) {
  // D (64x8) = A (64x16, K-major, no swizzle) * B (16x8, K-major) + D, f16
  // into f32, against the product computed here.
  alignas(1024) _Float16 shared[2048] = {};
  WgmmaDescriptor a = WgmmaDescriptor::decode(encode(0, 128, 256, 0));
  WgmmaDescriptor b = WgmmaDescriptor::decode(encode(2048, 128, 256, 0));
  auto valueA = [](int m, int k) { return float((m * 3 + k) % 7 - 3); };
  auto valueB = [](int k, int n) { return float((k + 2 * n) % 5 - 2); };
  char *bytes = reinterpret_cast<char *>(shared);
  for (int m = 0; m < 64; ++m)
    for (int k = 0; k < 16; ++k) {
      _Float16 v = valueA(m, k);
      std::memcpy(bytes + wgmmaElementOffset(a, false, 2, m, k), &v, 2);
    }
  for (int n = 0; n < 8; ++n)
    for (int k = 0; k < 16; ++k) {
      _Float16 v = valueB(k, n);
      std::memcpy(bytes + wgmmaElementOffset(b, false, 2, n, k), &v, 2);
    }
  WgmmaShape shape{8, DBGRT_HOST_WGMMA_F16, DBGRT_HOST_WGMMA_F16,
                   DBGRT_HOST_WGMMA_F32, 0};
  ASSERT_EQ(checkWgmmaShape(shape), "");
  for (int32_t t = 0; t < 128; ++t) {
    float d[4] = {1, 1, 1, 1};
    runWgmma(shape, a, b, bytes, t, d);
    for (int32_t i = 0; i < 4; ++i) {
      WgmmaCoord at = wgmmaFragmentCoord(t, i);
      float expected = 1;
      for (int k = 0; k < 16; ++k)
        expected += valueA(at.row, k) * valueB(k, at.col);
      EXPECT_EQ(d[i], expected) << t << " " << i;
    }
  }
}

TEST(WgmmaTest, RefusesWhatPtxDoesNotHave) {
  EXPECT_NE(checkWgmmaShape({8, DBGRT_HOST_WGMMA_BF16, DBGRT_HOST_WGMMA_BF16,
                             DBGRT_HOST_WGMMA_F16, 0}),
            "");
  EXPECT_NE(checkWgmmaShape({12, DBGRT_HOST_WGMMA_F16, DBGRT_HOST_WGMMA_F16,
                             DBGRT_HOST_WGMMA_F32, 0}),
            "");
  EXPECT_NE(
      checkWgmmaShape({8, DBGRT_HOST_WGMMA_TF32, DBGRT_HOST_WGMMA_TF32,
                       DBGRT_HOST_WGMMA_F32, DBGRT_HOST_WGMMA_TRANSPOSE_A}),
      "");
  EXPECT_EQ(checkWgmmaShape({256, DBGRT_HOST_WGMMA_E4M3, DBGRT_HOST_WGMMA_E5M2,
                             DBGRT_HOST_WGMMA_F16, 0}),
            "");
}

} // namespace
