//===- CheckLibraryTest.cpp - the access model and the grouping utility ---===//
//
// What getMemoryAccesses says of each memory op the check passes know, and
// how groupConsecutiveChecks and getFunctionsOverLimit split checks.
//
//===----------------------------------------------------------------------===//

#include "dbg/Checks/CheckGroups.h"
#include "dbg/Checks/MemoryAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::dbg;

namespace {

class MemoryAccessTest : public ::testing::Test {
protected:
  MemoryAccessTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                        memref::MemRefDialect, nvgpu::NVGPUDialect,
                        vector::VectorDialect>();
  }

  /// The accesses of each op of the body of `source`'s function, in order.
  SmallVector<SmallVector<MemoryAccess>> accessesOf(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    SmallVector<SmallVector<MemoryAccess>> result;
    if (!module)
      return result;
    module->walk([&](Operation *op) {
      if (!isa<func::FuncOp, func::ReturnOp, ModuleOp>(op) &&
          !op->hasTrait<OpTrait::ConstantLike>())
        result.push_back(getMemoryAccesses(op));
    });
    return result;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(MemoryAccessTest, ScalarVectorAndAtomicAccesses) {
  auto accesses = accessesOf(R"(
func.func @f(%m: memref<4x8xf32>, %i: index, %j: index, %x: f32) {
  %a = memref.load %m[%i, %j] : memref<4x8xf32>
  memref.store %x, %m[%i, %j] : memref<4x8xf32>
  %v = vector.load %m[%i, %j] : memref<4x8xf32>, vector<4xf32>
  %r = memref.atomic_rmw addf %x, %m[%i, %j] : (f32, memref<4x8xf32>) -> f32
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}
)");
  ASSERT_EQ(accesses.size(), 5u);
  const MemoryAccess &load = accesses[0].front();
  EXPECT_EQ(load.kind, AccessKind::Scalar);
  EXPECT_FALSE(load.writes);
  EXPECT_TRUE(load.reads());
  EXPECT_EQ(load.getIndices().size(), 2u);
  EXPECT_EQ(load.what, "out-of-bounds load");
  EXPECT_TRUE(load.value.isF32());

  const MemoryAccess &store = accesses[1].front();
  EXPECT_EQ(store.kind, AccessKind::Scalar);
  EXPECT_TRUE(store.writes);
  EXPECT_FALSE(store.reads());

  const MemoryAccess &vector = accesses[2].front();
  EXPECT_EQ(vector.kind, AccessKind::Vector);
  EXPECT_EQ(vector.dims[0].extent, 1);
  EXPECT_EQ(vector.dims[1].extent, 4);
  EXPECT_TRUE(isa<VectorType>(vector.value));

  const MemoryAccess &atomic = accesses[3].front();
  EXPECT_EQ(atomic.kind, AccessKind::Atomic);
  EXPECT_TRUE(atomic.writes);
  EXPECT_TRUE(atomic.reads());

  // A view touches no memory.
  EXPECT_TRUE(accesses[4].empty());
}

TEST_F(MemoryAccessTest, MaskedTransferTileAndAsyncCopy) {
  auto accesses = accessesOf(R"(
func.func @f(%m: memref<16xf32>, %w: memref<16xf32, 3>, %h: memref<16x16xf16>,
             %i: index, %mask: vector<4xi1>, %pass: vector<4xf32>, %pad: f32) {
  %a = vector.maskedload %m[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %t = vector.transfer_read %m[%i], %pad : memref<16xf32>, vector<4xf32>
  %u = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<16xf32>, vector<4xf32>
  %mma = gpu.subgroup_mma_load_matrix %h[%i, %i] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %c = nvgpu.device_async_copy %m[%i], %w[%i], 4 : memref<16xf32> to memref<16xf32, 3>
  return
}
)");
  ASSERT_EQ(accesses.size(), 5u);
  const MemoryAccess &masked = accesses[0].front();
  EXPECT_EQ(masked.kind, AccessKind::Masked);
  EXPECT_EQ(masked.dims[0].extent, 4);
  EXPECT_TRUE(masked.dims[0].mask);

  // Out-of-bounds lanes of a transfer are masked by the transfer itself
  // (extent 0), unless the dimension is marked in_bounds.
  EXPECT_EQ(accesses[1].front().kind, AccessKind::Transfer);
  EXPECT_EQ(accesses[1].front().dims[0].extent, 0);
  EXPECT_EQ(accesses[2].front().dims[0].extent, 4);

  const MemoryAccess &tile = accesses[3].front();
  EXPECT_TRUE(tile.isTile());
  EXPECT_FALSE(tile.value);

  // An asynchronous copy: the destination, written, then the source.
  ASSERT_EQ(accesses[4].size(), 2u);
  EXPECT_EQ(accesses[4][0].kind, AccessKind::AsyncCopy);
  EXPECT_TRUE(accesses[4][0].writes);
  EXPECT_EQ(accesses[4][0].dims[0].extent, 4);
  EXPECT_FALSE(accesses[4][1].writes);
  EXPECT_EQ(accesses[4][1].what, "out-of-bounds async copy source");
}

TEST_F(MemoryAccessTest, FunctionsOverLimit) {
  accessesOf(R"(
func.func @few(%m: memref<4xf32>, %i: index, %x: f32) {
  memref.store %x, %m[%i] : memref<4xf32>
  return
}
func.func @many(%m: memref<4xf32>, %i: index, %x: f32) {
  memref.store %x, %m[%i] : memref<4xf32>
  memref.store %x, %m[%i] : memref<4xf32>
  memref.store %x, %m[%i] : memref<4xf32>
  return
}
)");
  SmallVector<Operation *> stores;
  module->walk([&](memref::StoreOp store) { stores.push_back(store); });
  ASSERT_EQ(stores.size(), 4u);
  llvm::DenseSet<Operation *> over = getFunctionsOverLimit(stores, 2);
  ASSERT_EQ(over.size(), 1u);
  EXPECT_EQ(cast<func::FuncOp>(*over.begin()).getSymName(), "many");
  EXPECT_TRUE(getFunctionsOverLimit(stores, 3).empty());
}

TEST(CheckGroupsTest, GroupsRunsUpToTheLimit) {
  SmallVector<int> items;
  for (int i = 0; i < 70; ++i)
    items.push_back(i);
  // Every item joins: runs of kMaxCheckGroup, then the rest.
  auto runs = groupConsecutiveChecks<int>(
      items, [](ArrayRef<int>, const int &) { return true; });
  ASSERT_EQ(runs.size(), 3u);
  EXPECT_EQ(runs[0].size(), kMaxCheckGroup);
  EXPECT_EQ(runs[1].size(), kMaxCheckGroup);
  EXPECT_EQ(runs[2].size(), 70 - 2 * kMaxCheckGroup);
  EXPECT_EQ(runs[1].front(), static_cast<int>(kMaxCheckGroup));
}

TEST(CheckGroupsTest, AnItemThatDoesNotJoinStartsARun) {
  SmallVector<int> items = {1, 2, 3, 10, 11, 20};
  // Consecutive numbers join.
  auto runs = groupConsecutiveChecks<int>(
      items, [](ArrayRef<int> run, const int &item) {
        return item == run.back() + 1;
      });
  ASSERT_EQ(runs.size(), 3u);
  EXPECT_EQ(runs[0], (SmallVector<int>{1, 2, 3}));
  EXPECT_EQ(runs[1], (SmallVector<int>{10, 11}));
  EXPECT_EQ(runs[2], (SmallVector<int>{20}));
  EXPECT_TRUE(groupConsecutiveChecks<int>({}, [](ArrayRef<int>, const int &) {
                return true;
              }).empty());
}

} // namespace
