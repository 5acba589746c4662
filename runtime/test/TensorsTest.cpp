//===- TensorsTest.cpp - dispatch operands: gather, stats, .npy ----------===//

#include "Tensors.h"
#include "Allocations.h"
#include "Testing.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <vector>

using namespace dbgrt;
using testing::HasSubstr;
using testing::Not;

namespace {

/// A rank-2 descriptor {allocated, aligned, offset, sizes[2], strides[2]}.
struct Descriptor2 {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
};

TensorRef ref(const Descriptor2 &d, DType type) {
  TensorRef tensor;
  tensor.info.type = type;
  tensor.info.rank = 2;
  tensor.descriptor = reinterpret_cast<const int64_t *>(&d);
  return tensor;
}

ReadMemory hostRead() {
  return [](void *dest, const void *source, size_t bytes, std::string &) {
    std::memcpy(dest, source, bytes);
    return true;
  };
}

TEST(Operands, ParseFormatAndErrors) {
  std::vector<OperandInfo> operands;
  std::string error;
  ASSERT_TRUE(
      parseOperands("0:r:f32:2:0,3:rw:bf16:0:12,4:-:i1:1:15", operands, error));
  ASSERT_EQ(operands.size(), 3u);
  EXPECT_EQ(operands[1].index, 3);
  EXPECT_TRUE(operands[1].read && operands[1].written);
  EXPECT_EQ(operands[1].type, DType::BF16);
  EXPECT_EQ(operands[1].param, 12);
  EXPECT_FALSE(operands[2].read || operands[2].written);
  EXPECT_EQ(formatOperands(operands), "0:r:f32:2:0,3:rw:bf16:0:12,4:-:i1:1:15");
  ASSERT_TRUE(parseOperands("", operands, error));
  EXPECT_TRUE(operands.empty());
  EXPECT_FALSE(parseOperands("0:r:f32:2:9:1", operands, error));
  EXPECT_EQ(error,
            "operand '0:r:f32:2:9:1': expected INDEX:ACCESS:DTYPE:RANK:PARAM");
  EXPECT_FALSE(parseOperands("0:r:f32:2", operands, error));
  EXPECT_EQ(error,
            "operand '0:r:f32:2': expected INDEX:ACCESS:DTYPE:RANK:PARAM");
  EXPECT_FALSE(parseOperands("x:r:f32:2:0", operands, error));
  EXPECT_EQ(error, "operand 'x:r:f32:2:0': the index is not a number");
  EXPECT_FALSE(parseOperands("0:r:f32:2:p", operands, error));
  EXPECT_EQ(error,
            "operand '0:r:f32:2:p': the parameter position is not a number");
}

TEST(Tensors, GathersAStridedViewInRowMajorOrder) {
  // A 3x4 view with row stride 5 (a subview of a 3x5 buffer), offset 1.
  std::vector<float> buffer(16);
  for (size_t i = 0; i < buffer.size(); ++i)
    buffer[i] = static_cast<float>(i);
  Descriptor2 d{buffer.data(), buffer.data(), 1, {3, 4}, {5, 1}};
  TensorRef tensor = ref(d, DType::F32);
  EXPECT_FALSE(tensor.isContiguous());
  EXPECT_EQ(tensor.elements(), 12);
  EXPECT_EQ(tensor.typeString(), "f32[3x4]");
  std::vector<char> out;
  std::string error;
  ASSERT_TRUE(gatherTensor(tensor, hostRead(), out, error)) << error;
  ASSERT_EQ(out.size(), 12 * sizeof(float));
  const auto *values = reinterpret_cast<const float *>(out.data());
  const float expected[] = {1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 14};
  for (int i = 0; i < 12; ++i)
    EXPECT_EQ(values[i], expected[i]) << i;
}

TEST(Tensors, TransposedViewAndEmptyTensor) {
  std::vector<int32_t> buffer = {0, 1, 2, 3, 4, 5};
  // The transpose of a 2x3 matrix: sizes 3x2, strides 1x3.
  Descriptor2 d{buffer.data(), buffer.data(), 0, {3, 2}, {1, 3}};
  std::vector<char> out;
  std::string error;
  ASSERT_TRUE(gatherTensor(ref(d, DType::I32), hostRead(), out, error));
  const auto *values = reinterpret_cast<const int32_t *>(out.data());
  const int32_t expected[] = {0, 3, 1, 4, 2, 5};
  for (int i = 0; i < 6; ++i)
    EXPECT_EQ(values[i], expected[i]) << i;
  Descriptor2 empty{buffer.data(), buffer.data(), 0, {0, 4}, {4, 1}};
  ASSERT_TRUE(gatherTensor(ref(empty, DType::I32), hostRead(), out, error));
  EXPECT_TRUE(out.empty());
}

TEST(Tensors, RefusesNegativeStridesAndHugeSpans) {
  std::vector<float> buffer(4);
  std::vector<char> out;
  std::string error;
  Descriptor2 negative{buffer.data(), buffer.data(), 0, {2, 2}, {-2, 1}};
  EXPECT_FALSE(gatherTensor(ref(negative, DType::F32), hostRead(), out, error));
  EXPECT_EQ(error, "a negative size or stride (f32[2x2])");
  Descriptor2 huge{
      buffer.data(), buffer.data(), 0, {1 << 20, 1 << 20}, {1 << 20, 1}};
  EXPECT_FALSE(gatherTensor(ref(huge, DType::F32), hostRead(), out, error));
  EXPECT_EQ(error, "larger than 16 GiB (f32[1048576x1048576])");
}

TEST(Tensors, StatsCountNanAndInfAndSummarizeTheFinite) {
  const float values[] = {1.0f, NAN, -2.0f, INFINITY, 4.0f, -INFINITY};
  TensorStats stats = computeStats(values, DType::F32, 6);
  EXPECT_EQ(stats.nan, 1);
  EXPECT_EQ(stats.inf, 2);
  EXPECT_EQ(stats.min, -2.0);
  EXPECT_EQ(stats.max, 4.0);
  EXPECT_DOUBLE_EQ(stats.mean, 1.0);
  EXPECT_EQ(formatStats(stats), "min=-2 max=4 mean=1 nan=1 inf=2");
  const float none[] = {NAN, NAN};
  EXPECT_EQ(formatStats(computeStats(none, DType::F32, 2)),
            "no finite value nan=2 inf=0");
  // f16 and bf16 are widened; integers have no NaN.
  const uint16_t halves[] = {0x3C00 /*1*/, 0x7E00 /*nan*/, 0xC000 /*-2*/};
  EXPECT_EQ(formatStats(computeStats(halves, DType::F16, 3)),
            "min=-2 max=1 mean=-0.5 nan=1 inf=0");
  const uint16_t brains[] = {0x3F80 /*1*/, 0x7F80 /*inf*/};
  EXPECT_EQ(formatStats(computeStats(brains, DType::BF16, 2)),
            "min=1 max=1 mean=1 nan=0 inf=1");
  const int8_t bytes[] = {-3, 7, 2};
  EXPECT_EQ(formatStats(computeStats(bytes, DType::I8, 3)),
            "min=-3 max=7 mean=2 nan=0 inf=0");
}

/// The .npy header numpy writes for a C-order array, for comparison.
std::string readAll(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Tensors, WritesNpyVersion1WithAlignedData) {
  std::string path = testing::TempDir() + "dbgrt-tensor.npy";
  const float values[] = {1.5f, -2.0f, 3.0f, 4.0f, 5.0f, 6.0f};
  std::string error;
  ASSERT_TRUE(writeNpy(path, DType::F32, {2, 3}, values, error)) << error;
  std::string file = readAll(path);
  ASSERT_GE(file.size(), 10u);
  EXPECT_EQ(file.substr(0, 8), std::string("\x93NUMPY\x01\x00", 8));
  size_t headerLength = static_cast<unsigned char>(file[8]) |
                        static_cast<unsigned char>(file[9]) << 8;
  EXPECT_EQ((10 + headerLength) % 64, 0u);
  std::string header = file.substr(10, headerLength);
  EXPECT_EQ(header.rfind("{'descr': '<f4', 'fortran_order': False, 'shape': "
                         "(2, 3), }",
                         0),
            0u)
      << header;
  EXPECT_EQ(header.back(), '\n');
  ASSERT_EQ(file.size(), 10 + headerLength + sizeof(values));
  EXPECT_EQ(
      std::memcmp(file.data() + 10 + headerLength, values, sizeof(values)), 0);
  // A 1-D shape has numpy's trailing comma; bf16 is widened to float32.
  const uint16_t brains[] = {0x3F80, 0xC000};
  ASSERT_TRUE(writeNpy(path, DType::BF16, {2}, brains, error)) << error;
  file = readAll(path);
  EXPECT_THAT(file, HasSubstr("'descr': '<f4'"));
  EXPECT_NE(file.find("'shape': (2,)"), std::string::npos);
  float widened[2];
  std::memcpy(widened, file.data() + file.size() - 8, 8);
  EXPECT_EQ(widened[0], 1.0f);
  EXPECT_EQ(widened[1], -2.0f);
  std::remove(path.c_str());
}

TEST(Tensors, NpyWriteErrorsNameThePath) {
  const float value = 0;
  std::string error;
  EXPECT_FALSE(
      writeNpy("/nonexistent-dir/x.npy", DType::F32, {1}, &value, error));
  EXPECT_EQ(error.rfind("cannot create '/nonexistent-dir/x.npy.tmp-", 0), 0u)
      << error;
  EXPECT_THAT(error, HasSubstr("': No such file or directory"));
  EXPECT_FALSE(makeDirectories("/proc/dbgrt-cannot", error));
  EXPECT_THAT(error, HasSubstr("cannot create directory '/proc/dbgrt-cannot'"));
}

} // namespace

namespace {

TEST(Tensors, ReadsWhatItWritesAndNamesBadFiles) {
  std::string path = testing::TempDir() + "dbgrt-read.npy";
  std::string error;
  const int64_t values[] = {1, -2, 3, 4, 5, 6};
  ASSERT_TRUE(writeNpy(path, DType::I64, {3, 2}, values, error)) << error;
  NpyArray array;
  ASSERT_TRUE(readNpy(path, array, error)) << error;
  EXPECT_EQ(array.type, DType::I64);
  EXPECT_EQ(array.shape, (std::vector<int64_t>{3, 2}));
  ASSERT_EQ(array.data.size(), sizeof(values));
  EXPECT_EQ(std::memcmp(array.data.data(), values, sizeof(values)), 0);

  // A 1-D shape "(4,)" and a 0-D one "()".
  const float floats[] = {0.5f, 1.5f, 2.5f, 3.5f};
  ASSERT_TRUE(writeNpy(path, DType::F32, {4}, floats, error)) << error;
  ASSERT_TRUE(readNpy(path, array, error)) << error;
  EXPECT_EQ(array.shape, (std::vector<int64_t>{4}));
  ASSERT_TRUE(writeNpy(path, DType::F32, {}, floats, error)) << error;
  ASSERT_TRUE(readNpy(path, array, error)) << error;
  EXPECT_TRUE(array.shape.empty());
  EXPECT_EQ(array.data.size(), sizeof(float));

  EXPECT_FALSE(readNpy(path + ".missing", array, error));
  EXPECT_EQ(error,
            "cannot open '" + path + ".missing': No such file or directory");
  {
    std::ofstream text(path);
    text << "not numpy";
  }
  EXPECT_FALSE(readNpy(path, array, error));
  EXPECT_EQ(error, "'" + path +
                       "' is not a .npy file dbg reads: no NUMPY magic string");
  // Truncated data: the header of 3x2 int64 but 8 bytes of data.
  ASSERT_TRUE(writeNpy(path, DType::I64, {3, 2}, values, error)) << error;
  std::string bytes;
  {
    std::ifstream in(path, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  {
    std::ofstream out(path, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size() - 40));
  }
  EXPECT_FALSE(readNpy(path, array, error));
  EXPECT_THAT(error, HasSubstr("needs 48 data bytes"));
  std::remove(path.c_str());
}

} // namespace

extern "C" int32_t dbgrtEntryArgs(int32_t, void *, int32_t, int32_t);
extern "C" int32_t dbgrtEntryInput(int32_t, int64_t, void *, const char *);
extern "C" int32_t dbgrtEntryOutput(int32_t, int64_t, void *, const char *);

namespace {

TEST(Entry, LoadsInputsAndWritesOutputsByTheirStrides) {
  std::string in = testing::TempDir() + "dbgrt-entry-in.npy";
  std::string out = testing::TempDir() + "dbgrt-entry-out.npy";
  std::string error;
  const float values[] = {0, 1, 2, 3, 4, 5};
  ASSERT_TRUE(writeNpy(in, DType::F32, {2, 3}, values, error)) << error;
  std::string inArg = "--input=@" + in, outArg = "--output=@" + out;
  char *argv[] = {const_cast<char *>("model"), inArg.data(), outArg.data()};
  ASSERT_EQ(dbgrtEntryArgs(3, argv, 1, 1), 0);

  // A column-major 2x3 memref: element (i, j) at i + 2 * j.
  float memory[6] = {};
  Descriptor2 d{memory, memory, 0, {2, 3}, {1, 2}};
  ASSERT_EQ(dbgrtEntryInput(0, 2, &d, "f32"), 0);
  EXPECT_EQ(memory[1], 3.0f); // (1, 0)
  EXPECT_EQ(memory[2], 1.0f); // (0, 1)
  // Written back in C order: the same values as read.
  ASSERT_EQ(dbgrtEntryOutput(0, 2, &d, "f32"), 0);
  NpyArray array;
  ASSERT_TRUE(readNpy(out, array, error)) << error;
  ASSERT_EQ(array.data.size(), sizeof(values));
  EXPECT_EQ(std::memcmp(array.data.data(), values, sizeof(values)), 0);

  // A wrong shape, a wrong dtype, a missing input: errors, memory unchanged.
  Descriptor2 wrong{memory, memory, 0, {3, 2}, {2, 1}};
  EXPECT_EQ(dbgrtEntryInput(0, 2, &wrong, "f32"), 1);
  EXPECT_EQ(dbgrtEntryInput(0, 2, &d, "i32"), 1);
  EXPECT_EQ(dbgrtEntryInput(1, 2, &d, "f32"), 1);
  EXPECT_EQ(dbgrtEntryInput(0, 2, &d, "c64"), 1);

  // Too many inputs, an unknown flag.
  char *tooMany[] = {const_cast<char *>("model"), inArg.data(), inArg.data()};
  EXPECT_EQ(dbgrtEntryArgs(3, tooMany, 1, 1), 2);
  char *unknown[] = {const_cast<char *>("model"), const_cast<char *>("-x")};
  EXPECT_EQ(dbgrtEntryArgs(2, unknown, 0, 1), 2);
  std::remove(in.c_str());
  std::remove(out.c_str());
}

} // namespace

namespace {

/// Writes `bytes` as a file at a fresh temporary path; returns the path.
std::string writeTemporary(const std::string &name, const std::string &bytes) {
  std::string path = testing::TempDir() + "/" + name;
  std::FILE *file = std::fopen(path.c_str(), "wb");
  std::fwrite(bytes.data(), 1, bytes.size(), file);
  std::fclose(file);
  return path;
}

/// A .npy file whose header is `dict` (padded as numpy pads it), followed
/// by `dataBytes` zero bytes.
std::string npyWithHeader(const std::string &dict, size_t dataBytes) {
  return npyPreamble(dict) + std::string(dataBytes, '\0');
}

} // namespace

TEST(Tensors, NpyHeaderIsValidatedBeforeAnyAllocation) {
  NpyArray array;
  std::string error;
  // 4e9 x 16 floats declared in a file of a few hundred bytes: refused by
  // its size, without allocating.
  std::string huge = writeTemporary(
      "huge.npy",
      npyWithHeader("{'descr': '<f4', 'fortran_order': False, 'shape': "
                    "(4000000000, 16), }",
                    16));
  EXPECT_FALSE(readNpy(huge, array, error));
  EXPECT_THAT(error,
              HasSubstr("needs 256000000000 data bytes; the file has 16"));
  // A size that overflows 64 bits is not an integer dbg reads.
  std::string overflow = writeTemporary(
      "overflow.npy",
      npyWithHeader("{'descr': '<f4', 'fortran_order': False, 'shape': "
                    "(4, 99999999999999999999999), }",
                    16));
  EXPECT_FALSE(readNpy(overflow, array, error));
  EXPECT_THAT(error, HasSubstr("a size that is not an integer"));
  // The product overflows: refused, not wrapped.
  std::string product = writeTemporary(
      "product.npy",
      npyWithHeader("{'descr': '<f8', 'fortran_order': False, 'shape': "
                    "(4611686018427387904, 4611686018427387904), }",
                    16));
  EXPECT_FALSE(readNpy(product, array, error));
  EXPECT_THAT(error, HasSubstr("more than 2^62 bytes"));
  // The accept hook sees the header first and can refuse it.
  std::string good = writeTemporary(
      "good.npy", npyWithHeader("{'descr': '<f4', 'fortran_order': False, "
                                "'shape': (2, 3), }",
                                24));
  bool asked = false;
  EXPECT_FALSE(readNpy(good, array, error, [&](const NpyHeader &header) {
    asked = true;
    EXPECT_EQ(header.shape, (std::vector<int64_t>{2, 3}));
    EXPECT_EQ(header.dataBytes, 24u);
    return false;
  }));
  EXPECT_TRUE(asked);
  EXPECT_TRUE(array.data.empty());
  ASSERT_TRUE(readNpy(good, array, error)) << error;
  EXPECT_EQ(array.data.size(), 24u);
}

TEST(Tensors, NpyHeaderIsReadAsAPythonDict) {
  NpyArray array;
  std::string error;
  // A key given twice takes its last value, as numpy (ast.literal_eval)
  // reads it.
  std::string twice = writeTemporary(
      "twice.npy", npyWithHeader("{'descr': '<f4', 'shape': (100,), "
                                 "'fortran_order': False, 'shape': (2,), }",
                                 8));
  ASSERT_TRUE(readNpy(twice, array, error)) << error;
  EXPECT_EQ(array.shape, (std::vector<int64_t>{2}));
  // 'descr' as a value is not the key.
  std::string value = writeTemporary(
      "value.npy", npyWithHeader("{'shape': (2,), 'fortran_order': False, "
                                 "'x': 'descr', }",
                                 8));
  EXPECT_FALSE(readNpy(value, array, error));
  EXPECT_THAT(error, HasSubstr("unexpected key 'x'"));
  for (const char *bad :
       {"{'descr': '<f4', 'fortran_order': False, 'shape': (2,) ",
        "['descr', '<f4']", "{'descr': <f4, 'fortran_order': False, }",
        "{'descr': '<f4', 'fortran_order': 0, 'shape': (2,), }",
        "{'descr': '<f4', 'fortran_order': False, 'shape': (-2,), }"}) {
    std::string path = writeTemporary("bad.npy", npyWithHeader(bad, 8));
    EXPECT_FALSE(readNpy(path, array, error)) << bad;
    EXPECT_THAT(error, HasSubstr("is not a .npy file dbg reads"));
  }
}

TEST(Tensors, StatsOfEmptyAndNonFiniteTensors) {
  EXPECT_EQ(formatStats(computeStats(nullptr, DType::F32, 0)),
            "empty nan=0 inf=0");
  const float values[] = {std::numeric_limits<float>::infinity(), 1.0f};
  EXPECT_EQ(formatStats(computeStats(values, DType::F32, 1)),
            "no finite value nan=0 inf=1");
}

TEST(Tensors, RoundsFloatToBFloat16ToNearestEven) {
  auto bits = [](uint32_t pattern) {
    float value;
    std::memcpy(&value, &pattern, sizeof value);
    return dbgrt::toBFloat16(value);
  };
  EXPECT_EQ(dbgrt::toBFloat16(1.0f), 0x3F80);
  EXPECT_EQ(dbgrt::toBFloat16(-2.5f), 0xC020);
  EXPECT_EQ(bits(0x3F808000), 0x3F80); // A tie goes to the even 0x3F80.
  EXPECT_EQ(bits(0x3F818000), 0x3F82); // A tie goes to the even 0x3F82.
  EXPECT_EQ(bits(0x3F808001), 0x3F81); // Above the tie: up.
  EXPECT_EQ(bits(0x7F7FFFFF), 0x7F80); // The largest float rounds to inf.
  EXPECT_EQ(bits(0xFF800000), 0xFF80); // -inf stays.
  EXPECT_EQ(bits(0x7F800001), 0x7FC0); // A NaN whose payload is low stays NaN.
  EXPECT_EQ(bits(0xFFC00000), 0xFFC0);
}

TEST(Allocations, ViewsAreCheckedAgainstTheAllocationTheyPointInto) {
  std::vector<float> memory(64);
  AllocationTable table;
  table.add(memory.data(), 10 * sizeof(float)); // 40 bytes.
  // 2x5, dense: exactly the allocation.
  Descriptor2 whole{memory.data(), memory.data(), 0, {2, 5}, {5, 1}};
  EXPECT_FALSE(table.checkSpan(ref(whole, DType::F32)));
  // 4x5 (10 elements viewed as 20): bytes [0, 80) of 40.
  Descriptor2 wide{memory.data(), memory.data(), 0, {4, 5}, {5, 1}};
  std::optional<ViewOverrun> overrun = table.checkSpan(ref(wide, DType::F32));
  ASSERT_TRUE(overrun);
  EXPECT_EQ(overrun->first, 0u);
  EXPECT_EQ(overrun->end, 80u);
  EXPECT_EQ(overrun->size, 40u);
  // An offset view whose last element is one past: bytes [12, 44).
  Descriptor2 shifted{memory.data(), memory.data(), 3, {2, 4}, {4, 1}};
  overrun = table.checkSpan(ref(shifted, DType::F32));
  ASSERT_TRUE(overrun);
  EXPECT_EQ(overrun->first, 12u);
  EXPECT_EQ(overrun->end, 44u);
  // A strided view inside it (every other column of 2x3, row stride 5).
  Descriptor2 strided{memory.data(), memory.data(), 0, {2, 3}, {5, 2}};
  EXPECT_FALSE(table.checkSpan(ref(strided, DType::F32)));
  // Unknown memory, empty views, negative strides and overflowing spans
  // are not checked.
  Descriptor2 elsewhere{memory.data(), memory.data(), 20, {2, 5}, {5, 1}};
  EXPECT_FALSE(table.checkSpan(ref(elsewhere, DType::F32)));
  Descriptor2 empty{memory.data(), memory.data(), 0, {0, 99}, {99, 1}};
  EXPECT_FALSE(table.checkSpan(ref(empty, DType::F32)));
  Descriptor2 reversed{memory.data(), memory.data(), 9, {2, 5}, {-5, 1}};
  EXPECT_FALSE(table.checkSpan(ref(reversed, DType::F32)));
  Descriptor2 huge{
      memory.data(), memory.data(), 0, {2, 5}, {INT64_MAX, INT64_MAX}};
  EXPECT_FALSE(table.checkSpan(ref(huge, DType::F32)));
  // Released, the memory is unknown again.
  table.remove(memory.data());
  EXPECT_FALSE(table.checkSpan(ref(wide, DType::F32)));
}

TEST(Allocations, ANewAllocationReplacesTheOnesItOverlaps) {
  std::vector<char> memory(256);
  AllocationTable table;
  table.add(memory.data(), 64);
  table.add(memory.data() + 64, 64);
  // Freed without a release and given out again, larger: 0..128.
  table.add(memory.data(), 128);
  Descriptor2 all{memory.data(), memory.data(), 0, {4, 8}, {8, 1}};
  EXPECT_FALSE(table.checkSpan(ref(all, DType::F32))); // 128 bytes.
  Descriptor2 more{memory.data(), memory.data(), 0, {5, 8}, {8, 1}};
  EXPECT_TRUE(table.checkSpan(ref(more, DType::F32))); // 160 bytes.
  table.add(nullptr, 16);
  table.add(memory.data() + 200, 0);
  Descriptor2 late{memory.data(), memory.data(), 50, {1, 2}, {2, 1}};
  EXPECT_FALSE(table.checkSpan(ref(late, DType::F32))); // Unknown memory.
}

TEST(Allocations, FreedMemoryIsRememberedUntilGivenOutAgain) {
  std::vector<char> memory(256);
  DbgrtSite allocSite = {}, freeSite = {}, againSite = {};
  AllocationTable table;
  auto at = [&](size_t offset) {
    return reinterpret_cast<uintptr_t>(memory.data() + offset);
  };
  table.add(memory.data(), 64, &allocSite);
  EXPECT_FALSE(table.findFreed(at(8))); // Live.
  Allocation found;
  EXPECT_EQ(table.remove(memory.data(), &freeSite, &found), Release::Freed);
  EXPECT_EQ(found.allocSite, &allocSite);
  // Inside it, a use after free; past its end, nothing known.
  std::optional<Allocation> freed = table.findFreed(at(63));
  ASSERT_TRUE(freed);
  EXPECT_EQ(freed->bytes, 64u);
  EXPECT_EQ(freed->allocSite, &allocSite);
  EXPECT_EQ(freed->freeSite, &freeSite);
  EXPECT_FALSE(table.findFreed(at(64)));
  // A second free names the first; an address never allocated is unknown.
  EXPECT_EQ(table.remove(memory.data(), &againSite, &found),
            Release::AlreadyFreed);
  EXPECT_EQ(found.freeSite, &freeSite);
  EXPECT_EQ(table.remove(memory.data() + 128), Release::Unknown);
  // Given out again (partly): no longer freed memory.
  table.add(memory.data() + 32, 64);
  EXPECT_FALSE(table.findFreed(at(8)));
  EXPECT_FALSE(table.findFreed(at(40)));
  ASSERT_EQ(table.live().size(), 1u);
  EXPECT_EQ(table.live()[0].base, at(32));
}

TEST(Allocations, WithoutLifetimesFreedMemoryIsForgottenAtOnce) {
  std::vector<char> memory(256);
  DbgrtSite allocSite = {};
  AllocationTable table;
  table.add(memory.data(), 64, &allocSite);
  Allocation found;
  EXPECT_EQ(table.remove(memory.data(), nullptr, &found, /*remember=*/false),
            Release::Freed);
  EXPECT_EQ(found.allocSite, &allocSite);
  EXPECT_TRUE(table.live().empty());
  EXPECT_FALSE(table.findFreed(reinterpret_cast<uintptr_t>(memory.data())));
  EXPECT_EQ(table.remove(memory.data(), nullptr, nullptr, false),
            Release::Unknown);
  // Given out again at the same address, remembered freed the second time:
  // the freed entry becomes the live one.
  table.add(memory.data(), 32);
  EXPECT_EQ(table.remove(memory.data()), Release::Freed);
  table.add(memory.data(), 16, &allocSite);
  ASSERT_EQ(table.live().size(), 1u);
  EXPECT_EQ(table.live()[0].bytes, 16u);
  EXPECT_EQ(table.live()[0].allocSite, &allocSite);
  EXPECT_FALSE(table.findFreed(reinterpret_cast<uintptr_t>(memory.data())));
  EXPECT_EQ(table.remove(memory.data()), Release::Freed);
  EXPECT_EQ(table.findFreed(reinterpret_cast<uintptr_t>(memory.data()))->bytes,
            16u);
}

TEST(Allocations, QuarantinedMemoryIsGivenBackOnceForgotten) {
  std::vector<char> memory(AllocationTable::kFreedKept + 2);
  AllocationTable table;
  table.setQuarantine(true);
  for (size_t i = 0; i <= AllocationTable::kFreedKept; ++i) {
    table.add(memory.data() + i, 1);
    table.remove(memory.data() + i);
  }
  // One over the limit: the oldest is forgotten, to be freed.
  std::vector<uintptr_t> forgotten = table.takeForgotten();
  ASSERT_EQ(forgotten.size(), 1u);
  EXPECT_EQ(forgotten[0], reinterpret_cast<uintptr_t>(memory.data()));
  EXPECT_FALSE(table.findFreed(forgotten[0]));
  EXPECT_TRUE(table.findFreed(reinterpret_cast<uintptr_t>(memory.data() + 1)));
  EXPECT_TRUE(table.takeForgotten().empty());
}
