//===- OptionsTest.cpp - the DBG_OPTIONS grammar and key table ------------===//

#include "dbgrt/Options.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

using namespace dbgrt;
using testing::HasSubstr;
using testing::Not;

namespace {

Options parse(std::string_view spec) {
  Options options;
  OptionsError error;
  EXPECT_TRUE(parseOptions(spec, options, error)) << error.message();
  return options;
}

OptionsError parseError(std::string_view spec) {
  Options options;
  OptionsError error;
  EXPECT_FALSE(parseOptions(spec, options, error)) << spec;
  return error;
}

TEST(Options, EmptySpecKeepsDefaults) {
  Options options = parse("");
  EXPECT_FALSE(options.deviceSyncMode);
  EXPECT_EQ(options.opLogLevel, LogLevel::Warning);
  EXPECT_TRUE(options.traceFile.empty());
  EXPECT_FALSE(options.needsHooks());
}

TEST(Options, KeysAndValuesWithWhitespace) {
  Options options = parse(" device-sync-mode , ,op-log-level=trace,"
                          "trace-file=/tmp/t.log\r\n");
  EXPECT_TRUE(options.deviceSyncMode);
  EXPECT_EQ(options.opLogLevel, LogLevel::Trace);
  EXPECT_EQ(options.traceFile, "/tmp/t.log");
  EXPECT_TRUE(options.needsHooks());
}

TEST(Options, LaterKeysOverrideEarlierOnes) {
  Options options = parse("trace,device-sync-mode");
  EXPECT_EQ(options.opLogLevel, LogLevel::Info);
  OptionsError error;
  ASSERT_TRUE(parseOptions("trace=0,device-sync-mode=off", options, error));
  EXPECT_EQ(options.opLogLevel, LogLevel::Warning);
  EXPECT_FALSE(options.deviceSyncMode);
  EXPECT_FALSE(options.needsHooks());
}

TEST(Options, ShorthandsExpandToTheirKeys) {
  Options sensible = parse("sensible");
  EXPECT_TRUE(sensible.deviceSyncMode);
  EXPECT_EQ(sensible.opLogLevel, LogLevel::Info);
  EXPECT_EQ(parse("op-log-level=debug,trace").opLogLevel, LogLevel::Info);
  EXPECT_EQ(parse("trace,op-log-level=debug").opLogLevel, LogLevel::Debug);
  OptionsError error = parseError("sensible=1");
  EXPECT_EQ(error.kind, OptionsError::Kind::BadValue);
  EXPECT_EQ(error.message(), "bad value '1' for 'sensible': 'sensible' takes "
                             "no value");
}

TEST(Options, EveryLogLevel) {
  const std::pair<const char *, LogLevel> levels[] = {
      {"trace", LogLevel::Trace}, {"debug", LogLevel::Debug},
      {"info", LogLevel::Info},   {"warning", LogLevel::Warning},
      {"error", LogLevel::Error}, {"critical", LogLevel::Critical}};
  for (auto [name, level] : levels) {
    Options options = parse(std::string("op-log-level=") + name);
    EXPECT_EQ(options.opLogLevel, level);
    EXPECT_STREQ(toString(level), name);
    EXPECT_EQ(options.needsHooks(), level <= LogLevel::Info);
  }
}

TEST(Options, UnknownKeyIsTypedAndListsValidOnes) {
  OptionsError error = parseError("trace,frobnicate=3");
  EXPECT_EQ(error.kind, OptionsError::Kind::UnknownKey);
  EXPECT_EQ(error.key, "frobnicate");
  EXPECT_EQ(error.message(),
            "unknown option 'frobnicate'; valid options: "
            "device-sync-mode[=0|1], "
            "op-log-level=trace|debug|info|warning|error|critical, "
            "trace-file=PATH, dispatch-timeout=auto|off|SECONDS, "
            "bounds[=0|1], nan-check[=0|1], nan-origin[=0|1], races[=0|1], "
            "overflow[=0|1], "
            "dispatch-races[=0|1], check-trap[=0|1], "
            "check-exit-status[=0|1], report-format=text|jsonl, "
            "poison-allocations[=0|1], memory-cache[=0|1], lifetimes[=0|1], "
            "check-inputs[=0|1], "
            "trace-tensors=FILTER, trace-tensors-when=inputs|outputs|both, "
            "trace-tensors-mode=stats|npy|full, trace-tensors-limit=N, "
            "dump-dir=PATH, break-after=FILTER, diff=FILTER|all|0, "
            "diff-against=auto|reference|host, "
            "diff-every=N, diff-rtol=auto|NUMBER, diff-atol=auto|NUMBER, "
            "diff-ulps=N, diff-stop[=0|1], diff-continue=gpu|reference, "
            "repro=FILTER|all|0, repro-on-failure[=0|1], "
            "trace-format=text|jsonl|chrome, timing[=0|1], host-threads=N, "
            "trace[=0|1], "
            "sensible");
  error.extraKeys = "none";
  EXPECT_THAT(error.message(), HasSubstr("sensible, none"));
}

TEST(Options, APositiveCountSaysSoForEveryBadValue) {
  for (const char *spec : {"diff-every=-1", "diff-every=0", "diff-every=x"})
    EXPECT_THAT(parseError(spec).message(),
                HasSubstr("expected a positive integer"));
}

TEST(Options, ReproAloneSelectsEveryDispatch) {
  EXPECT_EQ(parse("repro").repro, "all");
  EXPECT_EQ(parse("repro,repro=0").repro, "");
  EXPECT_EQ(parse("repro=@main:1").repro, "@main:1");
}

TEST(Options, BadValuesNameTheKey) {
  OptionsError error = parseError("device-sync-mode=maybe");
  EXPECT_EQ(error.kind, OptionsError::Kind::BadValue);
  EXPECT_EQ(error.message(), "bad value 'maybe' for 'device-sync-mode': "
                             "expected 1|0|true|false|on|off");
  EXPECT_EQ(parseError("op-log-level=verbose").message(),
            "bad value 'verbose' for 'op-log-level': expected one of "
            "trace|debug|info|warning|error|critical");
  EXPECT_EQ(parseError("trace-file=").message(),
            "bad value '' for 'trace-file': expected a path");
}

TEST(Options, UnprintableCharactersAreEscapedInMessages) {
  EXPECT_EQ(parseError("trac\x01").message().substr(0, 26),
            "unknown option 'trac\\x01';");
  EXPECT_EQ(escapeForMessage("a\rb\n\t"), "a\\rb\\n\\t");
}

TEST(Options, BracesKeepCommasInAValue) {
  std::vector<OptionItem> items;
  OptionsError error;
  ASSERT_TRUE(splitOptions("a={x{1,2}},b , c=d", items, error));
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[0].key, "a");
  EXPECT_EQ(items[0].value, "x{1,2}");
  EXPECT_EQ(items[1].key, "b");
  EXPECT_FALSE(items[1].hasValue);
  EXPECT_EQ(items[2].value, "d");
  EXPECT_EQ(parse("trace-file={/tmp/a,b.log}").traceFile, "/tmp/a,b.log");

  items.clear();
  EXPECT_FALSE(splitOptions("a={x", items, error));
  EXPECT_EQ(error.kind, OptionsError::Kind::Syntax);
  EXPECT_EQ(error.message(), "malformed item 'a={x': a '{' is not closed");
  EXPECT_FALSE(splitOptions("=3", items, error));
  EXPECT_EQ(error.message(), "malformed item '=3': an item has no key");
}

TEST(Options, SettingsPrintAndCompare) {
  std::vector<Setting> settings;
  OptionsError error;
  ASSERT_TRUE(parseOptions("sensible,trace-file=x", settings, error));
  ASSERT_EQ(settings.size(), 6u);
  EXPECT_EQ(settings[0].text(), "op-log-level=info");
  EXPECT_EQ(settings[1].text(), "device-sync-mode=1");
  EXPECT_EQ(settings[2].text(), "dispatch-timeout=auto");
  EXPECT_EQ(settings[3].text(), "dispatch-races=1");
  EXPECT_EQ(settings[4].text(), "lifetimes=1");
  EXPECT_EQ(settings[5].text(), "trace-file=x");
  EXPECT_FALSE(settings[0].sameAs(settings[1]));
  std::vector<Setting> again;
  ASSERT_TRUE(parseOptions("op-log-level=info", again, error));
  EXPECT_TRUE(settings[0].sameAs(again[0]));
}

TEST(Options, HelpNamesEveryKeyWithItsDefault) {
  std::string help = optionsHelp();
  for (const std::string &key : optionKeys())
    EXPECT_THAT(help, HasSubstr("  " + key));
  EXPECT_NE(help.find("op-log-level=trace|debug|info|warning|error|critical"
                      "  (default: warning)"),
            std::string::npos)
      << help;
}

} // namespace

namespace {
TEST(Options, CheckSwitchesTakeTheCompileTimeWords) {
  Options options;
  OptionsError error;
  ASSERT_TRUE(parseOptions("bounds=safe,nan-check=op", options, error));
  EXPECT_TRUE(options.bounds);
  EXPECT_TRUE(options.nanCheck);
  ASSERT_TRUE(parseOptions("bounds=none,nan-check=0", options, error));
  EXPECT_FALSE(options.bounds);
  EXPECT_FALSE(options.nanCheck);
  EXPECT_FALSE(parseOptions("bounds=maybe", options, error));
  EXPECT_EQ(error.message(), "bad value 'maybe' for 'bounds': expected 0|1 "
                             "(or a --debug= level, which means 1)");
  ASSERT_TRUE(parseOptions("report-format=jsonl", options, error));
  EXPECT_EQ(options.reportFormat, ReportFormat::Jsonl);
  EXPECT_FALSE(parseOptions("report-format=xml", options, error));
}
} // namespace

TEST(DispatchFilter, SitesExecutionsIdsAndRegexes) {
  DispatchFilter filter;
  std::string why;
  ASSERT_TRUE(filter.parse("@main:2, @step:0#3, id=9, soft(max|plus)", why))
      << why;
  // @main:2 is exact: @main:20 is another site.
  EXPECT_TRUE(filter.matches("@main:2", "k::f", 1, 1));
  EXPECT_FALSE(filter.matches("@main:20", "k::f", 1, 1));
  // @step:0#3: the third execution only.
  EXPECT_FALSE(filter.matches("@step:0", "k::g", 4, 2));
  EXPECT_TRUE(filter.matches("@step:0", "k::g", 5, 3));
  EXPECT_TRUE(filter.countsExecutions());
  // id=9 whatever the site; a regex is searched in kernel names.
  EXPECT_TRUE(filter.matches("@other:0", "k::h", 9, 1));
  EXPECT_TRUE(filter.matches("@other:1", "model::softmax_3", 10, 1));
  EXPECT_FALSE(filter.matches("@other:1", "model::matmul", 10, 1));
  // Any site may hold id=9.
  EXPECT_TRUE(filter.mayMatchSite("@other:1", "model::matmul"));
  DispatchFilter regex;
  ASSERT_TRUE(regex.parse("matmul", why));
  EXPECT_FALSE(regex.mayMatchSite("@f:0", "k::softmax"));
  EXPECT_TRUE(regex.mayMatchSite("@f:1", "k::matmul_8x8"));
  EXPECT_FALSE(regex.countsExecutions());
}

TEST(DispatchFilter, AllSelectsEveryDispatch) {
  DispatchFilter filter;
  std::string why;
  ASSERT_TRUE(filter.parse("all", why)) << why;
  EXPECT_TRUE(filter.matches("@main:2", "k::f", 1, 1));
  EXPECT_TRUE(filter.matches("", "", 7, 0));
  EXPECT_TRUE(filter.mayMatchSite("@f:0", "k::g"));
}

TEST(Options, DiffKeys) {
  Options options;
  OptionsError error;
  // diff alone is diff=all; 0 turns it off.
  ASSERT_TRUE(parseOptions("diff", options, error)) << error.message();
  EXPECT_EQ(options.diff, "all");
  EXPECT_TRUE(options.needsHooks());
  ASSERT_TRUE(parseOptions("diff=0", options, error)) << error.message();
  EXPECT_EQ(options.diff, "");
  ASSERT_TRUE(parseOptions("diff={@forward:3,matmul},diff-every=4,"
                           "diff-rtol=1e-3,diff-atol=auto,diff-ulps=2,"
                           "diff-stop,diff-continue=reference",
                           options, error))
      << error.message();
  EXPECT_EQ(options.diff, "@forward:3,matmul");
  EXPECT_EQ(options.diffEvery, 4);
  EXPECT_EQ(options.diffRtol, 1e-3);
  EXPECT_EQ(options.diffAtol, -1);
  EXPECT_EQ(options.diffUlps, 2);
  EXPECT_TRUE(options.diffStop);
  EXPECT_EQ(options.diffContinue, DiffContinue::Reference);
  EXPECT_EQ(parseError("diff-every=0").message(),
            "bad value '0' for 'diff-every': expected a positive integer");
  EXPECT_EQ(parseError("diff-rtol=-1").message(),
            "bad value '-1' for 'diff-rtol': expected auto or a "
            "non-negative number");
  EXPECT_EQ(parseError("diff-continue=host").message(),
            "bad value 'host' for 'diff-continue': expected one of "
            "gpu|reference");
  EXPECT_EQ(parseError("diff=id=0").message(),
            "bad value 'id=0' for 'diff': 'id=0': expected id=N with N >= 1");
}

TEST(DispatchFilter, ErrorsNameTheItem) {
  DispatchFilter filter;
  std::string why;
  EXPECT_FALSE(filter.parse("", why));
  EXPECT_EQ(why, "expected all, @func:N, id=N or a regular expression");
  EXPECT_FALSE(filter.parse("id=0", why));
  EXPECT_EQ(why, "'id=0': expected id=N with N >= 1");
  EXPECT_FALSE(filter.parse("@f:1#x", why));
  EXPECT_EQ(why, "'@f:1#x': expected @func:N#K with K >= 1");
  EXPECT_FALSE(filter.parse("(", why));
  EXPECT_EQ(why.rfind("'(' is not all, @func:N, id=N or a valid regular "
                      "expression (",
                      0),
            0u)
      << why;
}

TEST(DispatchFilter, NumbersTooLargeAreSaidToBe) {
  DispatchFilter filter;
  std::string why;
  EXPECT_FALSE(filter.parse("id=18446744073709551617", why));
  EXPECT_EQ(why, "'id=18446744073709551617': expected id=N with N >= 1; "
                 "'18446744073709551617' is too large (at most 18 digits)");
  EXPECT_FALSE(filter.parse("@main:1#99999999999999999999", why));
  EXPECT_EQ(why, "'@main:1#99999999999999999999': expected @func:N#K with K "
                 ">= 1; '99999999999999999999' is too large (at most 18 "
                 "digits)");
}

// Filters are RE2 expressions: a bad one is an error, never an exception
// (the plugin runs in a process without exceptions), and matching is linear
// in the name: no stack overflow on long names, no exponential backtracking
// on nested quantifiers.
TEST(DispatchFilter, RegexesMatchInLinearTime) {
  DispatchFilter filter;
  std::string why;
  for (const char *bad : {"[", "[z-a]", "\\", "(a", "a{2,1}"}) {
    EXPECT_FALSE(filter.parse(std::string("x,") + bad, why)) << bad;
    EXPECT_THAT(
        why,
        HasSubstr("is not all, @func:N, id=N or a valid regular expression"));
  }
  std::string longName(200000, 'a');
  ASSERT_TRUE(filter.parse("(a|b)*x", why)) << why;
  EXPECT_FALSE(filter.matches("@main:0", longName, 1, 1));
  ASSERT_TRUE(filter.parse("(.)*z", why)) << why;
  EXPECT_TRUE(filter.matches("@main:0", longName + "z", 1, 1));
  ASSERT_TRUE(filter.parse("(a+)+$", why)) << why;
  EXPECT_TRUE(filter.matches("", std::string(31, 'a'), 1, 1));
  ASSERT_TRUE(filter.parse("(a|a)*c", why)) << why;
  EXPECT_FALSE(filter.matches("", std::string(5000, 'a'), 1, 1));
  ASSERT_TRUE(filter.parse("{(\\w+)+z}", why)) << why;
  EXPECT_FALSE(filter.matches("@forward:3", longName, 1, 1));
}

TEST(Regex, OneDialect) {
  Regex regex;
  std::string why;
  EXPECT_FALSE(regex.search("anything")); // Not compiled.
  ASSERT_TRUE(regex.compile("^k::mat(mul|vec)_\\d+$", why)) << why;
  EXPECT_TRUE(regex.search("k::matmul_16"));
  EXPECT_FALSE(regex.search("k::matmul_x"));
  EXPECT_FALSE(regex.compile("(?<=a)b", why));
  EXPECT_FALSE(why.empty());
}

TEST(Options, DispatchToolKeys) {
  Options options = parse("trace-tensors={a,b},trace-tensors-when=inputs,"
                          "trace-tensors-mode=npy,trace-tensors-limit=5,"
                          "dump-dir=/tmp/x,break-after=id=3,"
                          "trace-format=chrome,timing,check-inputs=0");
  EXPECT_EQ(options.traceTensors, "a,b");
  EXPECT_EQ(options.traceTensorsWhen, TensorWhen::Inputs);
  EXPECT_EQ(options.traceTensorsMode, TensorMode::Npy);
  EXPECT_EQ(options.traceTensorsLimit, 5);
  EXPECT_EQ(options.dumpDir, "/tmp/x");
  EXPECT_EQ(options.breakAfter, "id=3");
  EXPECT_EQ(options.traceFormat, TraceFormat::Chrome);
  EXPECT_TRUE(options.timing);
  EXPECT_FALSE(options.checkInputs);
  EXPECT_TRUE(options.needsHooks());
  EXPECT_EQ(parseError("trace-format=xml").message(),
            "bad value 'xml' for 'trace-format': expected one of "
            "text|jsonl|chrome");
  EXPECT_EQ(parseError("trace-tensors-limit=-1").message(),
            "bad value '-1' for 'trace-tensors-limit': expected a "
            "non-negative integer");
}
