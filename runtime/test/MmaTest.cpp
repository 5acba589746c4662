//===- MmaTest.cpp - mma.sync on the host target --------------------------===//
//
// The fragment layouts of PTX's mma.sync (each tile element held by exactly
// one lane, the places PTX's figures show) and the product over a warp's
// fragments.
//
//===----------------------------------------------------------------------===//

#include "Host/Mma.h"
#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <utility>
#include <vector>

using namespace dbgrt::host;

namespace {

const MmaShape kShapes[] = {
    {16, 8, 4, DBGRT_HOST_MMA_TF32_F32}, {16, 8, 8, DBGRT_HOST_MMA_TF32_F32},
    {16, 8, 8, DBGRT_HOST_MMA_F16_F32},  {16, 8, 8, DBGRT_HOST_MMA_F16_F16},
    {16, 8, 16, DBGRT_HOST_MMA_F16_F32}, {16, 8, 16, DBGRT_HOST_MMA_BF16_F32},
    {16, 8, 16, DBGRT_HOST_MMA_S8_S32},  {16, 8, 32, DBGRT_HOST_MMA_S8_S32},
    {8, 8, 4, DBGRT_HOST_MMA_F64_F64}};

std::pair<int32_t, int32_t> tileOf(const MmaShape &shape, MmaOperand operand) {
  switch (operand) {
  case MmaOperand::A:
    return {shape.m, shape.k};
  case MmaOperand::B:
    return {shape.k, shape.n};
  case MmaOperand::C:
    return {shape.m, shape.n};
  }
  return {0, 0};
}

TEST(MmaTest, EveryTileElementBelongsToExactlyOneLane) {
  for (const MmaShape &shape : kShapes) {
    ASSERT_EQ(checkMmaShape(shape), "");
    for (MmaOperand operand : {MmaOperand::A, MmaOperand::B, MmaOperand::C}) {
      auto [rows, cols] = tileOf(shape, operand);
      std::set<std::pair<int32_t, int32_t>> seen;
      for (int32_t lane = 0; lane < 32; ++lane)
        for (int32_t i = 0; i < mmaFragmentSize(shape, operand); ++i) {
          MmaCoord at = mmaFragmentCoord(shape, operand, lane, i);
          EXPECT_GE(at.row, 0);
          EXPECT_LT(at.row, rows);
          EXPECT_GE(at.col, 0);
          EXPECT_LT(at.col, cols);
          EXPECT_TRUE(seen.insert({at.row, at.col}).second)
              << "m" << shape.m << "n" << shape.n << "k" << shape.k << " types "
              << shape.types << " operand " << static_cast<int>(operand)
              << " lane " << lane << " element " << i;
        }
      EXPECT_EQ(static_cast<int32_t>(seen.size()), rows * cols);
    }
  }
}

TEST(MmaTest, LayoutsAreThoseOfPtxFigures) {
  // m16n8k16 .f16, A: lane 5 (group 1, thread 1) holds a0 at (1, 2), a3 at
  // (9, 3), a4 at (1, 10), a7 at (9, 11).
  MmaShape f16{16, 8, 16, DBGRT_HOST_MMA_F16_F32};
  auto coord = [](const MmaShape &shape, MmaOperand operand, int32_t lane,
                  int32_t i) {
    MmaCoord at = mmaFragmentCoord(shape, operand, lane, i);
    return std::make_pair(at.row, at.col);
  };
  EXPECT_EQ(coord(f16, MmaOperand::A, 5, 0), std::make_pair(1, 2));
  EXPECT_EQ(coord(f16, MmaOperand::A, 5, 3), std::make_pair(9, 3));
  EXPECT_EQ(coord(f16, MmaOperand::A, 5, 4), std::make_pair(1, 10));
  EXPECT_EQ(coord(f16, MmaOperand::A, 5, 7), std::make_pair(9, 11));
  // B: b2 of lane 5 at (10, 1); C: c3 at (9, 3).
  EXPECT_EQ(coord(f16, MmaOperand::B, 5, 2), std::make_pair(10, 1));
  EXPECT_EQ(coord(f16, MmaOperand::C, 5, 3), std::make_pair(9, 3));
  // m16n8k8 .tf32: a2 of lane 6 at (1, 6), b1 at (6, 1).
  MmaShape tf32{16, 8, 8, DBGRT_HOST_MMA_TF32_F32};
  EXPECT_EQ(coord(tf32, MmaOperand::A, 6, 2), std::make_pair(1, 6));
  EXPECT_EQ(coord(tf32, MmaOperand::B, 6, 1), std::make_pair(6, 1));
  // m16n8k32 .s8: a13 of lane 7 at (9, 29).
  MmaShape s8{16, 8, 32, DBGRT_HOST_MMA_S8_S32};
  EXPECT_EQ(coord(s8, MmaOperand::A, 7, 13), std::make_pair(9, 29));
  // m8n8k4 .f64: c1 of lane 7 at (1, 7).
  MmaShape f64{8, 8, 4, DBGRT_HOST_MMA_F64_F64};
  EXPECT_EQ(coord(f64, MmaOperand::C, 7, 1), std::make_pair(1, 7));
}

TEST(MmaTest, UnsupportedShapesAreNamed) {
  EXPECT_EQ(checkMmaShape({16, 8, 4, DBGRT_HOST_MMA_F16_F32}),
            "mma.sync m16n8k4 with element types 1 is not one the host "
            "target runs");
  EXPECT_NE(checkMmaShape({16, 16, 16, DBGRT_HOST_MMA_F16_F32}), "");
}

/// D of a tf32 m16n8k8 from whole tiles, through the lanes' fragments.
TEST(MmaTest, ProductOfAWarpsFragments) {
  MmaShape shape{16, 8, 8, DBGRT_HOST_MMA_TF32_F32};
  auto a = [](int r, int c) { return static_cast<float>(r * 8 + c) - 50; };
  auto b = [](int r, int c) { return static_cast<float>((r * 3 + c) % 5); };
  auto c = [](int r, int col) { return static_cast<float>(r - col); };
  std::vector<std::vector<float>> fa(32), fb(32), fc(32), fd(32);
  MmaWarp warp;
  for (int lane = 0; lane < 32; ++lane) {
    for (int i = 0; i < 4; ++i) {
      MmaCoord at = mmaFragmentCoord(shape, MmaOperand::A, lane, i);
      fa[lane].push_back(a(at.row, at.col));
      at = mmaFragmentCoord(shape, MmaOperand::C, lane, i);
      fc[lane].push_back(c(at.row, at.col));
    }
    for (int i = 0; i < 2; ++i) {
      MmaCoord at = mmaFragmentCoord(shape, MmaOperand::B, lane, i);
      fb[lane].push_back(b(at.row, at.col));
    }
    fd[lane].assign(4, 0);
    warp.a[lane] = fa[lane].data();
    warp.b[lane] = fb[lane].data();
    warp.c[lane] = fc[lane].data();
    warp.d[lane] = fd[lane].data();
  }
  runMmaSync(shape, warp);
  for (int lane = 0; lane < 32; ++lane)
    for (int i = 0; i < 4; ++i) {
      MmaCoord at = mmaFragmentCoord(shape, MmaOperand::C, lane, i);
      float expected = c(at.row, at.col);
      for (int k = 0; k < 8; ++k)
        expected += a(at.row, k) * b(k, at.col);
      EXPECT_EQ(fd[lane][i], expected) << "lane " << lane << " element " << i;
    }
}

TEST(MmaTest, Tf32DropsTheLow13Bits) {
  MmaShape shape{16, 8, 4, DBGRT_HOST_MMA_TF32_F32};
  // 1 + 2^-20 is 1 in tf32 (10 mantissa bits).
  float one = 1.0f + 1.0f / (1 << 20);
  std::vector<float> fa(32 * 2, one), fb(32, 1.0f), fc(32 * 4, 0.0f),
      fd(32 * 4, -1.0f);
  MmaWarp warp;
  for (int lane = 0; lane < 32; ++lane) {
    warp.a[lane] = &fa[lane * 2];
    warp.b[lane] = &fb[lane];
    warp.c[lane] = &fc[lane * 4];
    warp.d[lane] = &fd[lane * 4];
  }
  runMmaSync(shape, warp);
  for (float d : fd)
    EXPECT_EQ(d, 4.0f);
}

} // namespace
