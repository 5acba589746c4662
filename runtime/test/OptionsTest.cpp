//===- OptionsTest.cpp - DBG_OPTIONS grammar ---------------------------------===//

#include "Options.h"

#include <gtest/gtest.h>

using namespace dbgrt;

namespace {

TEST(Options, EmptySpecKeepsDefaults) {
  Options options;
  std::string error;
  ASSERT_TRUE(parseOptions("", options, error));
  EXPECT_FALSE(options.deviceSyncMode);
  EXPECT_EQ(options.opLogLevel, LogLevel::Warning);
  EXPECT_TRUE(options.traceFile.empty());
  EXPECT_FALSE(options.needsHooks());
}

TEST(Options, KeysAndValues) {
  Options options;
  std::string error;
  ASSERT_TRUE(parseOptions(" device-sync-mode , ,op-log-level=trace,"
                           "trace-file=/tmp/t.log",
                           options, error))
      << error;
  EXPECT_TRUE(options.deviceSyncMode);
  EXPECT_EQ(options.opLogLevel, LogLevel::Trace);
  EXPECT_EQ(options.traceFile, "/tmp/t.log");
  EXPECT_TRUE(options.needsHooks());
}

TEST(Options, LaterKeysOverrideEarlierOnes) {
  Options options;
  std::string error;
  ASSERT_TRUE(parseOptions("trace,device-sync-mode", options, error));
  EXPECT_EQ(options.opLogLevel, LogLevel::Info);
  ASSERT_TRUE(parseOptions("trace=0,device-sync-mode=off", options, error));
  EXPECT_EQ(options.opLogLevel, LogLevel::Warning);
  EXPECT_FALSE(options.deviceSyncMode);
  EXPECT_FALSE(options.needsHooks());
}

TEST(Options, EveryLogLevel) {
  const std::pair<const char *, LogLevel> levels[] = {
      {"trace", LogLevel::Trace},     {"debug", LogLevel::Debug},
      {"info", LogLevel::Info},       {"warning", LogLevel::Warning},
      {"error", LogLevel::Error},     {"critical", LogLevel::Critical}};
  for (auto [name, level] : levels) {
    Options options;
    std::string error;
    ASSERT_TRUE(parseOptions(std::string("op-log-level=") + name, options,
                             error));
    EXPECT_EQ(options.opLogLevel, level);
    EXPECT_STREQ(toString(level), name);
    EXPECT_EQ(options.needsHooks(), level <= LogLevel::Info);
  }
}

TEST(Options, UnknownKeyListsValidOnes) {
  Options options;
  std::string error;
  EXPECT_FALSE(parseOptions("trace,frobnicate=3", options, error));
  EXPECT_NE(error.find("unknown option 'frobnicate'"), std::string::npos)
      << error;
  EXPECT_NE(error.find("device-sync-mode"), std::string::npos) << error;
  EXPECT_NE(error.find("op-log-level="), std::string::npos) << error;
}

TEST(Options, BadValuesNameTheKey) {
  Options options;
  std::string error;
  EXPECT_FALSE(parseOptions("device-sync-mode=maybe", options, error));
  EXPECT_NE(error.find("'maybe' for 'device-sync-mode'"), std::string::npos)
      << error;
  EXPECT_FALSE(parseOptions("op-log-level=verbose", options, error));
  EXPECT_NE(error.find("trace|debug|info|warning|error|critical"),
            std::string::npos)
      << error;
  EXPECT_FALSE(parseOptions("trace-file=", options, error));
  EXPECT_NE(error.find("trace-file"), std::string::npos) << error;
}

} // namespace
