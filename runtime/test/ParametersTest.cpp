//===- ParametersTest.cpp - a model's parameters from safetensors ---------===//

#include "Parameters.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace dbgrt;
using testing::HasSubstr;

namespace {

/// A safetensors file of `header` (JSON) and `data`, as the format lays
/// it out; `declaredSize` overrides the header's size word.
std::string writeFile(const std::string &name, const std::string &header,
                      const std::string &data, int64_t declaredSize = -1) {
  std::string path = testing::TempDir() + "/dbgrt-parameters-" + name + "-" +
                     std::to_string(::getpid()) + ".safetensors";
  uint64_t size = declaredSize < 0 ? header.size() : declaredSize;
  std::ofstream out(path, std::ios::binary);
  for (int i = 0; i < 8; ++i)
    out.put(static_cast<char>(size >> (8 * i) & 0xff));
  out << header << data;
  return path;
}

/// Two tensors: w, f32 [2, 3] (24 bytes), and b, i64 [2] (16 bytes).
const char *kHeader =
    R"({"__metadata__": {"producer": "test"},)"
    R"( "w": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]},)"
    R"( "b": {"dtype": "I64", "shape": [2], "data_offsets": [24, 40]}})";

std::string data() {
  std::string bytes(40, '\0');
  float w[6] = {1, 2, 3, 4, 5, 6};
  int64_t b[2] = {-7, 9};
  std::memcpy(bytes.data(), w, sizeof w);
  std::memcpy(bytes.data() + 24, b, sizeof b);
  return bytes;
}

/// open()'s error on `path`, or "" when it opens.
std::string openError(const std::string &path) {
  ParameterFile file;
  std::string error;
  return file.open(path, error) ? "" : error;
}

} // namespace

TEST(ParameterFile, ReadsEachTensorByName) {
  std::string path = writeFile("good", kHeader, data());
  ParameterFile file;
  std::string error;
  ASSERT_TRUE(file.open(path, error)) << error;
  EXPECT_EQ(file.size(), 2u);
  float w[6];
  ASSERT_TRUE(
      file.read("w", DType::F32, {2, 3}, reinterpret_cast<char *>(w), error))
      << error;
  EXPECT_EQ(w[0], 1);
  EXPECT_EQ(w[5], 6);
  int64_t b[2];
  ASSERT_TRUE(
      file.read("b", DType::I64, {2}, reinterpret_cast<char *>(b), error))
      << error;
  EXPECT_EQ(b[0], -7);
  EXPECT_EQ(b[1], 9);
}

TEST(ParameterFile, AMissingOrMismatchedTensorIsNamed) {
  std::string path = writeFile("mismatch", kHeader, data());
  ParameterFile file;
  std::string error;
  ASSERT_TRUE(file.open(path, error)) << error;
  char buffer[64];
  EXPECT_FALSE(file.read("v", DType::F32, {2, 3}, buffer, error));
  EXPECT_THAT(error, HasSubstr("parameter 'v' is not in '" + path + "'"));
  EXPECT_FALSE(file.read("w", DType::F32, {3, 2}, buffer, error));
  EXPECT_THAT(error, HasSubstr("parameter 'w' is F32 [2, 3] in '" + path +
                               "'; the program takes F32 [3, 2]"));
  EXPECT_FALSE(file.read("w", DType::F16, {2, 3}, buffer, error));
  EXPECT_THAT(error, HasSubstr("parameter 'w' is F32 [2, 3]"));
  EXPECT_THAT(error, HasSubstr("the program takes F16 [2, 3]"));
}

TEST(ParameterFile, ATruncatedFileNamesTheTensorPastItsEnd) {
  std::string path = writeFile("truncated", kHeader, data().substr(0, 30));
  EXPECT_THAT(openError(path),
              HasSubstr("tensor 'b' of '" + path + "' needs 16 data bytes"));
  EXPECT_THAT(openError(path), HasSubstr("it is truncated"));
}

TEST(ParameterFile, WhatIsNotSafetensorsIsRefused) {
  EXPECT_THAT(openError("/nonexistent/x.safetensors"),
              HasSubstr("cannot open '/nonexistent/x.safetensors'"));
  EXPECT_THAT(openError(testing::TempDir()), HasSubstr("is a directory"));
  std::string fifo = testing::TempDir() + "/dbgrt-parameters-fifo-" +
                     std::to_string(::getpid());
  ::unlink(fifo.c_str());
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_THAT(openError(fifo), HasSubstr("not a regular file"));
  ::unlink(fifo.c_str());
  std::string shortFile = testing::TempDir() + "/dbgrt-parameters-short-" +
                          std::to_string(::getpid());
  std::ofstream(shortFile) << "abc";
  EXPECT_THAT(openError(shortFile), HasSubstr("shorter than the 8 bytes"));
  EXPECT_THAT(openError(writeFile("huge", "{}", "", 1000)),
              HasSubstr("header of 1000 bytes runs past the end"));
  EXPECT_THAT(openError(writeFile("limit", "{}", "", int64_t(1) << 40)),
              HasSubstr("more than safetensors' limit"));
  EXPECT_THAT(openError(writeFile("json", "{\"w\": ", "")),
              HasSubstr("not a JSON object"));
  EXPECT_THAT(openError(writeFile("dtype", R"({"w": {"shape": [1]}})", "")),
              HasSubstr("tensor 'w' has no string \"dtype\""));
  EXPECT_THAT(
      openError(writeFile(
          "bytes",
          R"({"w": {"dtype": "F32", "shape": [2], "data_offsets": [0, 4]}})",
          "abcd")),
      HasSubstr("tensor 'w' is F32 [2] but has 4 data bytes"));
  EXPECT_THAT(
      openError(writeFile(
          "order",
          R"({"w": {"dtype": "F32", "shape": [1], "data_offsets": [4, 0]}})",
          "abcd")),
      HasSubstr("end before they begin"));
}

TEST(ParameterFile, ATensorOfATypeDbgDoesNotTakeIsAnErrorOnlyWhenRead) {
  std::string path = writeFile(
      "u16", R"({"q": {"dtype": "U16", "shape": [2], "data_offsets": [0, 4]}})",
      "abcd");
  ParameterFile file;
  std::string error;
  ASSERT_TRUE(file.open(path, error)) << error;
  char buffer[4];
  EXPECT_FALSE(file.read("q", DType::I16, {2}, buffer, error));
  EXPECT_THAT(error, HasSubstr("parameter 'q' is U16 [2]"));
}
