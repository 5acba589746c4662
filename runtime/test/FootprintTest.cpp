//===- FootprintTest.cpp - footprints of dispatch sites -------------------===//

#include "dbgrt/Footprint.h"

#include <gtest/gtest.h>

#include <limits>

using namespace dbgrt;

namespace {

/// A launch of 4 blocks of 32 threads whose operand 1 is `k` and whose
/// memref operand 0 has 100 elements.
FootprintLaunch launchWith(int64_t k) {
  FootprintLaunch launch;
  launch.block[0] = 32;
  launch.grid[0] = 4;
  launch.scalar = [k](int index, int param, int bytes, int64_t &value) {
    value = k;
    return index == 1 && param == 5 && bytes == 8;
  };
  launch.size = [](int index, int dim, int64_t &size) {
    size = 100;
    return index == 0 && dim == 0;
  };
  return launch;
}

std::optional<Interval> evaluate(const std::string &text,
                                 const FootprintLaunch &launch) {
  FootprintExpr expr;
  std::string error;
  EXPECT_TRUE(expr.parse(text, error)) << text << ": " << error;
  return expr.evaluate(launch);
}

void expectInterval(const std::string &text, int64_t lo, int64_t hi,
                    int64_t k = 7) {
  std::optional<Interval> value = evaluate(text, launchWith(k));
  ASSERT_TRUE(value) << text;
  EXPECT_EQ(value->lo, lo) << text;
  EXPECT_EQ(value->hi, hi) << text;
}

TEST(Footprint, ExpressionsBoundWhatALaunchCanIndex) {
  expectInterval("tx", 0, 31);
  expectInterval("bx", 0, 3);
  expectInterval("ty", 0, 0);
  expectInterval("nx", 32, 32);
  expectInterval("gx", 4, 4);
  expectInterval("add mul bx nx tx", 0, 127);
  expectInterval("s1.5.8", 7, 7);
  expectInterval("add s1.5.8 tx", 7, 38);
  expectInterval("sub tx 4", -4, 27);
  expectInterval("mul tx -2", -62, 0);
  expectInterval("d0.0", 100, 100);
  expectInterval("range 0 d0.0", 0, 99);
  // An empty loop: its lower bound alone.
  expectInterval("range 5 5", 5, 5);
  expectInterval("min tx 10", 0, 10);
  expectInterval("max tx 10", 10, 31);
  expectInterval("hull 3 s1.5.8", 3, 7);
  expectInterval("div tx 8", 0, 3);
  expectInterval("cdiv tx 8", 0, 4);
  expectInterval("rem tx 8", 0, 7);
  expectInterval("rem s1.5.8 16", 7, 7);
}

TEST(Footprint, WhatTheRulesDoNotBoundIsNone) {
  FootprintLaunch launch = launchWith(7);
  // A division of a value that may be negative, or by one that may be 0.
  EXPECT_FALSE(evaluate("div sub tx 4 2", launch));
  EXPECT_FALSE(evaluate("rem tx sub tx 1", launch));
  // An overflow.
  EXPECT_FALSE(evaluate("mul 4611686018427387904 4", launch));
  EXPECT_FALSE(evaluate("add 9223372036854775807 tx", launch));
  // A value the launch does not hold.
  EXPECT_FALSE(evaluate("s2.6.4", launch));
  EXPECT_FALSE(evaluate("d3.0", launch));
  FootprintLaunch empty;
  EXPECT_FALSE(evaluate("s1.5.8", empty));
}

TEST(Footprint, MalformedTextIsNamed) {
  std::vector<FootprintItem> items;
  std::string error;
  EXPECT_FALSE(parseFootprint("0:w:add tx", items, error));
  EXPECT_EQ(error, "footprint item '0:w:add tx': an expression that lacks "
                   "operands");
  EXPECT_FALSE(parseFootprint("0:w:tx tx", items, error));
  EXPECT_EQ(error, "footprint item '0:w:tx tx': 'tx' after a whole expression");
  EXPECT_FALSE(parseFootprint("0:q:tx", items, error));
  EXPECT_FALSE(parseFootprint("x:r:tx", items, error));
  EXPECT_FALSE(parseFootprint("0:r", items, error));
  EXPECT_FALSE(parseFootprint("0:r:tx#0", items, error));
  EXPECT_FALSE(parseFootprint("0:r:s1.5.3", items, error));
  EXPECT_FALSE(parseFootprint("0:r:tw", items, error));
  EXPECT_FALSE(parseFootprint("0:r:", items, error) && !items.empty() &&
               !items[0].dims.empty());
}

TEST(Footprint, ItemsHoldOneIndexPerDimension) {
  std::vector<FootprintItem> items;
  std::string error;
  ASSERT_TRUE(parseFootprint("0:r:tx;range 0 8#4,2:w:s1.5.8", items, error))
      << error;
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].operand, 0);
  EXPECT_FALSE(items[0].write);
  ASSERT_EQ(items[0].dims.size(), 2u);
  EXPECT_EQ(items[0].dims[0].extent, 1);
  EXPECT_EQ(items[0].dims[1].extent, 4);
  EXPECT_EQ(items[1].operand, 2);
  EXPECT_TRUE(items[1].write);
  // A rank-0 memref: no dimension.
  ASSERT_TRUE(parseFootprint("3:w:", items, error)) << error;
  ASSERT_EQ(items.size(), 1u);
  EXPECT_TRUE(items[0].dims.empty());
}

} // namespace
