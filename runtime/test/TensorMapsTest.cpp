//===- TensorMapsTest.cpp - TMA descriptors libdbgrt records --------------===//

#include "TensorMaps.h"

#include <gtest/gtest.h>

using namespace dbgrt;

namespace {

TEST(TensorMaps, SpanAndBoxOfARowMajorTensor) {
  // A 4x6 f16 tensor with rows of 8 elements (16 bytes), innermost first.
  TensorMap map;
  map.rank = 2;
  map.elementBytes = 2;
  map.dims[0] = 6;
  map.dims[1] = 4;
  map.strides[0] = 2;
  map.strides[1] = 16;
  map.box[0] = 6;
  map.box[1] = 2;
  EXPECT_EQ(map.boxBytes(), 24);
  // To the end of element (3, 5): 3 * 16 + 5 * 2 + 2.
  EXPECT_EQ(map.spanBytes(), 60);
}

TEST(TensorMaps, DeviceDescriptorsAreFoundByAddress) {
  TensorMap map;
  map.rank = 1;
  map.elementBytes = 4;
  map.dims[0] = 32;
  static char tensor[128];
  map.base = tensor;
  int device = 0;
  TensorMap found;
  EXPECT_FALSE(findDeviceTensorMap(&device, found));
  recordDeviceTensorMap(&device, map);
  ASSERT_TRUE(findDeviceTensorMap(&device, found));
  EXPECT_EQ(found.base, tensor);
  EXPECT_EQ(found.dims[0], 32);
  EXPECT_EQ(found.magic, TensorMap::kMagic);
}

} // namespace
