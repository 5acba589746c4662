//===- FilesTest.cpp - how libdbgrt writes the files a user names ---------===//

#include "Files.h"
#include "Testing.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <dirent.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace dbgrt;
using testing::HasSubstr;
using testing::Not;

namespace {

/// A fresh, empty directory under the test's temporary directory.
std::string freshDirectory(const std::string &name) {
  std::string dir = testing::TempDir() + "/dbgrt-files-" + name + "-" +
                    std::to_string(::getpid());
  std::string command = "rm -rf '" + dir + "'";
  EXPECT_EQ(std::system(command.c_str()), 0);
  EXPECT_EQ(::mkdir(dir.c_str(), 0755), 0);
  return dir;
}

/// writeWholeFile of `pieces` to `path`, its error as the failure.
testing::AssertionResult written(const std::string &path,
                                 const std::vector<std::string_view> &pieces) {
  std::string error;
  if (writeWholeFile(path, pieces, error))
    return testing::AssertionSuccess();
  return testing::AssertionFailure() << error;
}

/// The names in `dir`, "." and ".." aside.
std::vector<std::string> listDirectory(const std::string &dir) {
  std::vector<std::string> names;
  DIR *d = ::opendir(dir.c_str());
  while (dirent *entry = d ? ::readdir(d) : nullptr)
    if (std::string(entry->d_name) != "." && std::string(entry->d_name) != "..")
      names.push_back(entry->d_name);
  if (d)
    ::closedir(d);
  return names;
}

TEST(Files, WritesARegularFileWhole) {
  std::string dir = freshDirectory("regular");
  std::string path = dir + "/out.bin";
  ASSERT_TRUE(written(path, {"abc", "def"}));
  EXPECT_EQ(readFile(path), "abcdef");
  ASSERT_TRUE(written(path, {"x"}));
  EXPECT_EQ(readFile(path), "x");
  // No temporary is left behind.
  EXPECT_EQ(listDirectory(dir), std::vector<std::string>{"out.bin"});
}

TEST(Files, FollowsASymbolicLink) {
  std::string dir = freshDirectory("link");
  std::string target = dir + "/target.bin", link = dir + "/link.bin";
  ASSERT_TRUE(written(target, {"old"}));
  ASSERT_EQ(::symlink(target.c_str(), link.c_str()), 0);
  ASSERT_TRUE(written(link, {"new"}));
  struct stat info;
  ASSERT_EQ(::lstat(link.c_str(), &info), 0);
  EXPECT_TRUE(S_ISLNK(info.st_mode)); // The link is kept...
  EXPECT_EQ(readFile(target), "new"); // ...and its target written.
}

TEST(Files, WritesThroughADeviceAndNeverReplacesIt) {
  std::string error;
  ASSERT_TRUE(written("/dev/null", {"discarded"}));
  struct stat info;
  ASSERT_EQ(::stat("/dev/null", &info), 0);
  EXPECT_TRUE(S_ISCHR(info.st_mode));
  // A full device: the system's reason, not a stale errno.
  if (::access("/dev/full", W_OK) == 0) {
    EXPECT_FALSE(writeWholeFile("/dev/full", {"x"}, error));
    EXPECT_EQ(error, "writing '/dev/full' failed: No space left on device");
    ASSERT_EQ(::stat("/dev/full", &info), 0);
    EXPECT_TRUE(S_ISCHR(info.st_mode));
  }
}

TEST(Files, WritesThroughAFifo) {
  std::string dir = freshDirectory("fifo");
  std::string fifo = dir + "/pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::string received;
  std::thread reader([&] { received = readFile(fifo); });
  EXPECT_TRUE(written(fifo, {"through ", "the pipe"}));
  reader.join();
  EXPECT_EQ(received, "through the pipe");
  struct stat info;
  ASSERT_EQ(::stat(fifo.c_str(), &info), 0);
  EXPECT_TRUE(S_ISFIFO(info.st_mode));
}

TEST(Files, RefusesADirectoryAndNamesAMissingOne) {
  std::string dir = freshDirectory("dir");
  std::string error;
  EXPECT_FALSE(writeWholeFile(dir, {"x"}, error));
  EXPECT_EQ(error, "cannot write '" + dir + "': it is a directory");
  EXPECT_FALSE(writeWholeFile(dir + "/missing/x", {"x"}, error));
  EXPECT_THAT(error, HasSubstr("No such file or directory"));
}

TEST(Files, SameFileThroughLinks) {
  std::string dir = freshDirectory("same");
  std::string a = dir + "/a", link = dir + "/l";
  ASSERT_TRUE(written(a, {"a"}));
  ASSERT_EQ(::symlink(a.c_str(), link.c_str()), 0);
  EXPECT_TRUE(isSameFile(a, link));
  EXPECT_TRUE(isSameFile(a, dir + "/./a"));
  EXPECT_FALSE(isSameFile(a, dir + "/missing"));
}

} // namespace
