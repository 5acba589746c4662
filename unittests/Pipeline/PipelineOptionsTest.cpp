//===- PipelineOptionsTest.cpp - the pipelines' options -------------------===//

#include "dbg/Pipeline/Pipelines.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::dbg;

namespace {

/// Parses `text` into `options` and resolves them; returns the error, or ""
/// and the warnings in `warnings`.
std::string resolve(PipelineOptions &options, llvm::StringRef text,
                    std::string *warnings = nullptr) {
  if (failed(options.parseFromString(text)))
    return "parse failed";
  std::string error;
  if (failed(options.resolve(error, [&](const llvm::Twine &warning) {
        if (warnings)
          *warnings += warning.str() + "\n";
      })))
    return error;
  return "";
}

TEST(PipelineOptions, Defaults) {
  PipelineOptions options;
  EXPECT_EQ(options.target, "cuda");
  EXPECT_EQ(options.chip, "sm_90");
  EXPECT_EQ(options.features, "+ptx80");
  EXPECT_EQ(options.optLevel, 2u);
  EXPECT_EQ(options.kernelFormat, "auto");
  EXPECT_FALSE(options.debug.any());
}

TEST(PipelineOptions, ResolvesTheKernelFormat) {
  PipelineOptions isa;
  EXPECT_EQ(resolve(isa, "kernel-format=isa cuda-toolkit=/nonexistent"), "");
  EXPECT_EQ(isa.kernelFormat, "isa");
  EXPECT_EQ(isa.cudaToolkit, "");
  PipelineOptions automatic;
  EXPECT_EQ(resolve(automatic, "cuda-toolkit=/nonexistent"), "");
  EXPECT_EQ(automatic.kernelFormat, "isa");
  PipelineOptions bin;
  EXPECT_EQ(resolve(bin, "kernel-format=bin cuda-toolkit=/nonexistent"),
            "kernel-format=bin needs ptxas, not found under '/nonexistent'; "
            "pass cuda-toolkit or use kernel-format=isa");
}

TEST(PipelineOptions, ChecksEveryOption) {
  PipelineOptions a, b, c, d, e;
  EXPECT_EQ(resolve(a, "target=vulkan"),
            "unknown target 'vulkan'; valid targets: cuda, rocm, host");
  EXPECT_EQ(resolve(b, "opt-level=4"), "opt-level 4 is not in 0-3");
  EXPECT_EQ(resolve(c, "kernel-format=elf"),
            "unknown kernel-format 'elf'; valid formats: auto, isa, bin, "
            "fatbin");
  EXPECT_EQ(resolve(d, "chip=sm_9 kernel-format=isa"),
            "unknown chip 'sm_9': expected an NVIDIA architecture LLVM "
            "knows, e.g. sm_80, sm_90, sm_90a");
  EXPECT_EQ(resolve(e, "features=+ptx80,+avx kernel-format=isa"),
            "unknown feature '+avx' in features '+ptx80,+avx': expected "
            "+ptxNN items, e.g. +ptx80");
  PipelineOptions ok;
  EXPECT_EQ(resolve(ok, "chip=sm_90a features=+ptx80 kernel-format=isa"), "");
}

TEST(PipelineOptions, HostTargetSaysWhatDoesNotApply) {
  PipelineOptions options;
  std::string warnings;
  EXPECT_EQ(resolve(options, "target=host features=+ptx80 cuda-toolkit=/x",
                    &warnings),
            "");
  EXPECT_EQ(warnings, "'features' does not apply to target 'host'; ignored\n"
                      "'cuda-toolkit' does not apply to target 'host'; "
                      "ignored\n");
}

TEST(PipelineOptions, HostTargetChecksTheChipItStandsFor) {
  PipelineOptions options;
  std::string warnings;
  EXPECT_EQ(resolve(options, "target=host chip=gfx90a", &warnings), "");
  EXPECT_EQ(warnings, "");
  EXPECT_EQ(resolve(options, "target=host chip=garbage"),
            "unknown chip 'garbage': expected an NVIDIA architecture LLVM "
            "knows, e.g. sm_80, sm_90, sm_90a");
}

TEST(PipelineOptions, BuildFlagsRebuildAReproAsTheProgram) {
  PipelineOptions cuda;
  EXPECT_EQ(resolve(cuda, "debug=sensible"), "");
  EXPECT_EQ(cuda.getBuildFlags(),
            "--target=cuda --chip=sm_90 --features=+ptx80 --debug=sensible");
  // What makes repros or compares with references means nothing in one;
  // a value with a comma keeps its braces, one a shell would split is
  // quoted.
  PipelineOptions host;
  EXPECT_EQ(resolve(host, "target=host chip=gfx942 "
                          "debug={bounds=all,diff,repro-on-failure,"
                          "diff-rtol=0.1,trace-filter={a|b},"
                          "trace-tensors={@f:0,@f:1}}"),
            "");
  EXPECT_EQ(host.getBuildFlags(),
            "--target=host --chip=gfx942 "
            "--debug='bounds=all,trace-filter=a|b,trace-tensors={@f:0,@f:1}'");
  PipelineOptions nothing;
  EXPECT_EQ(resolve(nothing, "target=rocm debug=repro=all"), "");
  EXPECT_EQ(nothing.getBuildFlags(),
            "--target=rocm --chip=gfx942 --debug=none");
}

TEST(PipelineOptions, DebugIsATypedOption) {
  PipelineOptions options;
  EXPECT_EQ(resolve(options, "target=host debug=sensible"), "");
  EXPECT_TRUE(options.debug.traceDispatches);
  EXPECT_EQ(
      options.debug.runtimeDefaults,
      "op-log-level=info,device-sync-mode=1,dispatch-races=1,lifetimes=1");
  PipelineOptions bad;
  EXPECT_EQ(resolve(bad, "debug=loud"), "parse failed");
}

} // namespace
