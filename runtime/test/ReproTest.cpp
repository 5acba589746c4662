//===- ReproTest.cpp - a dispatch as a standalone program ---------------===//

#include "Repro.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

using namespace dbgrt;

namespace {

KernelArg memref(int rank, DType type, const std::string &mlirType) {
  KernelArg arg;
  arg.kind = KernelArg::Kind::Memref;
  arg.rank = rank;
  arg.type = type;
  arg.params = memrefParamCount(rank);
  arg.mlirType = mlirType;
  return arg;
}

KernelArg scalar(KernelArg::Kind kind, int bytes, const std::string &type) {
  KernelArg arg;
  arg.kind = kind;
  arg.bytes = bytes;
  arg.mlirType = type;
  return arg;
}

/// A descriptor of rank 1 or 2 into `base`, in words.
std::vector<int64_t> view(const void *base, int64_t offset,
                          std::vector<int64_t> sizes,
                          std::vector<int64_t> strides) {
  auto address = static_cast<int64_t>(reinterpret_cast<uintptr_t>(base));
  std::vector<int64_t> words = {address, address, offset};
  words.insert(words.end(), sizes.begin(), sizes.end());
  words.insert(words.end(), strides.begin(), strides.end());
  return words;
}

int64_t bits(float value) {
  uint32_t raw;
  std::memcpy(&raw, &value, sizeof raw);
  return raw;
}

/// A kernel's text as record-kernel-sources prints it: aliases, the
/// module, more aliases.
const std::string kKernels =
    "#map = affine_map<(d0) -> (d0)>\n"
    "module attributes {gpu.container_module} {\n"
    "  gpu.module @kernels {\n  } loc(#loc)\n} loc(#loc)\n"
    "#loc = loc(\"a.mlir\":1:1)\n";
const std::string kEmpty = "module {\n}";

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

TEST(Repro, SignatureRoundTrips) {
  std::vector<KernelArg> args = {
      memref(2, DType::F32, "memref<4x?xf32, strided<[?, 1], offset: ?>>"),
      scalar(KernelArg::Kind::Integer, 8, "index"),
      scalar(KernelArg::Kind::Float, 2, "bf16")};
  KernelArg other;
  other.params = 2;
  other.mlirType = "memref<*xf32>";
  args.push_back(other);
  std::string text = formatSignature(args);
  EXPECT_EQ(text, "m 2 f32 memref<4x?xf32, strided<[?, 1], offset: ?>>\n"
                  "i 8 index\nf 2 bf16\nx 2 memref<*xf32>\n");
  std::vector<KernelArg> parsed;
  std::string error;
  ASSERT_TRUE(parseSignature(text, parsed, error)) << error;
  ASSERT_EQ(parsed.size(), 4u);
  EXPECT_EQ(parsed[0].params, 7);
  EXPECT_EQ(parsed[0].mlirType, args[0].mlirType);
  EXPECT_EQ(parsed[1].bytes, 8);
  EXPECT_EQ(parsed[2].kind, KernelArg::Kind::Float);
  EXPECT_EQ(parsed[3].params, 2);
  for (const char *bad : {"m x f32 memref<4xf32>", "m 1 f7 memref<4xf7>",
                          "i 3 i24", "f 4", "y 1 f32", "m 1 f32"}) {
    EXPECT_FALSE(parseSignature(bad, parsed, error)) << bad;
    EXPECT_TRUE(contains(error, "signature line '")) << error;
  }
}

TEST(Repro, DenseOperandsKeepTheirShape) {
  float in[32], out[8];
  ReproLaunch launch;
  launch.kernel = "kernels::reduce";
  launch.args = {memref(2, DType::F32, "memref<4x8xf32>"),
                 memref(1, DType::F32, "memref<?xf32>")};
  launch.values = {view(in, 0, {4, 8}, {8, 1}), view(out, 0, {8}, {1})};
  launch.block[0] = 8;
  ReproPlan plan;
  std::string error;
  ASSERT_TRUE(planRepro(launch, {false, true}, &kKernels, {"why"}, plan, error))
      << error;
  ASSERT_EQ(plan.buffers.size(), 2u);
  EXPECT_EQ(plan.buffers[0].shape, (std::vector<int64_t>{4, 8}));
  EXPECT_FALSE(plan.buffers[0].written);
  EXPECT_EQ(plan.buffers[1].shape, (std::vector<int64_t>{8}));
  EXPECT_TRUE(plan.buffers[1].written);
  const std::string &text = plan.mlir;
  // The comment, the kernel's module with @repro last, the aliases after.
  EXPECT_EQ(text.rfind("// why\n#map = affine_map<(d0) -> (d0)>\n"
                       "module attributes {gpu.container_module} {\n"
                       "  gpu.module @kernels {\n  } loc(#loc)\n"
                       "  func.func @repro(",
                       0),
            0u)
      << text;
  EXPECT_TRUE(contains(text, "  }\n} loc(#loc)\n#loc = loc(\"a.mlir\":1:1)\n"))
      << text;
  EXPECT_TRUE(contains(text, "func.func @repro(%buffer0: memref<4x8xf32>, "
                             "%buffer1: memref<8xf32>) -> (memref<8xf32>)"))
      << text;
  // The dynamic size comes through a cast to the kernel's type.
  EXPECT_TRUE(contains(text, "%arg1 = memref.cast %buffer1 : memref<8xf32> "
                             "to memref<?xf32>"))
      << text;
  EXPECT_TRUE(contains(text, "%block_x = arith.constant 8 : index")) << text;
  EXPECT_FALSE(contains(text, "dynamic_shared_memory_size")) << text;
  EXPECT_TRUE(contains(text, "args(%buffer0 : memref<4x8xf32>, %arg1 : "
                             "memref<?xf32>)"))
      << text;
  EXPECT_TRUE(contains(text, "return %buffer1 : memref<8xf32>")) << text;
  // The buffers alone: no text.
  ReproPlan buffers;
  ASSERT_TRUE(planReproBuffers(launch, {false, true}, buffers, error));
  EXPECT_EQ(buffers.buffers.size(), 2u);
  EXPECT_EQ(buffers.mlir, "");
}

TEST(Repro, OneBufferPassedTwiceStaysOne) {
  float x[4];
  ReproLaunch launch;
  launch.kernel = "kernels::root";
  launch.args = {memref(1, DType::F32, "memref<4xf32>"),
                 memref(1, DType::F32, "memref<4xf32>")};
  launch.values = {view(x, 0, {4}, {1}), view(x, 0, {4}, {1})};
  ReproPlan plan;
  std::string error;
  ASSERT_TRUE(planRepro(launch, {false, true}, &kEmpty, {}, plan, error))
      << error;
  ASSERT_EQ(plan.buffers.size(), 1u);
  EXPECT_TRUE(plan.buffers[0].written);
  EXPECT_TRUE(contains(plan.mlir, "args(%buffer0 : memref<4xf32>, %buffer0 : "
                                  "memref<4xf32>)"))
      << plan.mlir;
}

TEST(Repro, OverlappingViewsShareABufferFromTheAllocation) {
  float buffer[32];
  ReproLaunch launch;
  launch.kernel = "kernels::axpy";
  launch.args = {
      memref(1, DType::F32, "memref<8xf32, strided<[1], offset: ?>>"),
      memref(1, DType::F32, "memref<2xf32, strided<[8], offset: ?>>")};
  launch.values = {view(buffer, 8, {8}, {1}), view(buffer, 19, {2}, {8})};
  launch.sharedBytes = 256;
  ReproPlan plan;
  std::string error;
  ASSERT_TRUE(planRepro(launch, {false, true}, &kEmpty, {}, plan, error))
      << error;
  ASSERT_EQ(plan.buffers.size(), 1u);
  // From the allocation's start to the last element of either view.
  EXPECT_EQ(plan.buffers[0].shape, (std::vector<int64_t>{28}));
  EXPECT_EQ(plan.buffers[0].end - plan.buffers[0].begin, 28 * sizeof(float));
  EXPECT_TRUE(contains(plan.mlir,
                       "%arg1_view = memref.reinterpret_cast %buffer0 to "
                       "offset: [19], sizes: [2], strides: [8] : "
                       "memref<28xf32> to memref<2xf32, strided<[8], "
                       "offset: 19>>"))
      << plan.mlir;
  EXPECT_TRUE(contains(plan.mlir, "%shared = arith.constant 256 : i32"));
  EXPECT_TRUE(contains(plan.mlir, "dynamic_shared_memory_size %shared"));
}

TEST(Repro, ScalarsAreConstantsOfTheirType) {
  ReproLaunch launch;
  launch.kernel = "m::k";
  launch.args = {scalar(KernelArg::Kind::Float, 4, "f32"),
                 scalar(KernelArg::Kind::Float, 2, "f16"),
                 scalar(KernelArg::Kind::Integer, 4, "i32"),
                 scalar(KernelArg::Kind::Integer, 8, "index"),
                 scalar(KernelArg::Kind::Integer, 1, "i1"),
                 scalar(KernelArg::Kind::Integer, 1, "i8")};
  launch.values = {{bits(2.5f)}, {0x3C00}, {0xFFFFFFFD}, {7}, {1}, {0x80}};
  ReproPlan plan;
  std::string error;
  ASSERT_TRUE(planRepro(launch, {}, &kEmpty, {}, plan, error)) << error;
  for (const char *line :
       {"%arg0 = arith.constant 0x40200000 : f32",
        "%arg1 = arith.constant 0x3C00 : f16",
        "%arg2 = arith.constant -3 : i32", "%arg3 = arith.constant 7 : index",
        "%arg4 = arith.constant true", "%arg5 = arith.constant -128 : i8"})
    EXPECT_TRUE(contains(plan.mlir, line)) << line << "\n" << plan.mlir;
  // Nothing written: no result.
  EXPECT_TRUE(contains(plan.mlir, "func.func @repro() {")) << plan.mlir;
  EXPECT_TRUE(contains(plan.mlir, "    return\n")) << plan.mlir;
}

TEST(Repro, SymbolsThatAreNotIdentifiersAreQuoted) {
  ReproLaunch launch;
  launch.kernel = "my-module::0kernel";
  ReproPlan plan;
  std::string error;
  ASSERT_TRUE(planRepro(launch, {}, &kEmpty, {}, plan, error)) << error;
  EXPECT_TRUE(
      contains(plan.mlir, "gpu.launch_func @\"my-module\"::@\"0kernel\""))
      << plan.mlir;
}

TEST(Repro, RefusesWhatARunCannotPass) {
  {
    ReproLaunch launch;
    launch.kernel = "m::k";
    ReproPlan plan;
    std::string error;
    const std::string noModule = "gpu.func @k() kernel";
    EXPECT_FALSE(planRepro(launch, {}, &noModule, {}, plan, error));
    EXPECT_EQ(error, "the kernel's text holds no module");
  }
  float a[8];
  int32_t b[8];
  ReproPlan plan;
  std::string error;
  ReproLaunch launch;
  launch.kernel = "m::k";
  KernelArg vector;
  vector.mlirType = "vector<4xf32>";
  launch.args = {vector};
  launch.values = {{}};
  EXPECT_FALSE(planRepro(launch, {}, &kEmpty, {}, plan, error));
  EXPECT_EQ(error, "kernel operand #0 is vector<4xf32>, which a repro cannot "
                   "pass from a .npy file");
  // Views of one memory as different element types.
  launch.args = {memref(1, DType::F32, "memref<8xf32>"),
                 memref(1, DType::I32, "memref<8xi32>")};
  launch.values = {view(a, 0, {8}, {1}), view(a, 0, {8}, {1})};
  EXPECT_FALSE(planRepro(launch, {}, &kEmpty, {}, plan, error));
  EXPECT_TRUE(contains(error, "share memory; a repro holds a buffer of one "
                              "element type"))
      << error;
  // Different memory is fine.
  launch.values = {view(a, 0, {8}, {1}), view(b, 0, {8}, {1})};
  EXPECT_TRUE(planRepro(launch, {}, &kEmpty, {}, plan, error)) << error;
  // A negative stride.
  launch.values = {view(a, 7, {8}, {-1}), view(b, 0, {8}, {1})};
  EXPECT_FALSE(planRepro(launch, {}, &kEmpty, {}, plan, error));
  EXPECT_EQ(error, "kernel operand #0 has a negative offset, size or stride");
  // An operand the launch did not pass.
  launch.values = {view(a, 0, {8}, {1}), {}};
  EXPECT_FALSE(planRepro(launch, {}, &kEmpty, {}, plan, error));
  EXPECT_EQ(error, "kernel operand #1 was not recorded");
}

} // namespace

namespace {

TEST(Repro, TmaDescriptorsAreLeftToDiff) {
  // A kernel that takes a TMA descriptor: diff plans the memref operands'
  // buffers without it (it snapshots the descriptor's tensor apart); a
  // repro cannot pass it.
  float out[8];
  KernelArg map;
  map.params = 1;
  map.mlirType = "!nvgpu.tensormap.descriptor<tensor = memref<8x8xf16, 3>, "
                 "swizzle = none, l2promo = none, oob = zero, "
                 "interleave = none>";
  EXPECT_TRUE(isTmaDescriptorArg(map));
  KernelArg vector;
  vector.mlirType = "vector<4xf32>";
  EXPECT_FALSE(isTmaDescriptorArg(vector));
  ReproLaunch launch;
  launch.kernel = "m::k";
  launch.args = {map, memref(1, DType::F32, "memref<8xf32>")};
  launch.values = {{0x1000}, view(out, 0, {8}, {1})};
  ReproPlan plan;
  std::string error;
  ASSERT_TRUE(planReproBuffers(launch, {false, true}, plan, error)) << error;
  ASSERT_EQ(plan.buffers.size(), 1u);
  EXPECT_EQ(plan.buffers[0].begin, reinterpret_cast<uintptr_t>(out));
  EXPECT_FALSE(planRepro(launch, {false, true}, &kEmpty, {}, plan, error));
  EXPECT_TRUE(contains(error, "kernel operand #0 is !nvgpu.tensormap"))
      << error;
}

} // namespace
