//===- DeviceDiffTest.cpp - diff's device path, on a fake device ----------===//
//
// DeviceDiff's bookkeeping, with a device whose memory is host memory and
// whose twin and comparison kernels are emulated: what each launch gets,
// where the scratch goes, and what a finished comparison gives back.
//
//===----------------------------------------------------------------------===//

#include "DeviceDiff.h"
#include "Backend.h"
#include "dbgrt/dbgrt.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace dbgrt;

namespace {

/// A device of host memory with two twins, `copy_device` (a copy of its
/// first argument, 1-D, into the scratch of its second) and `view_device`
/// (which does nothing), and the f32 comparison, which copies the result
/// by its layout and finds element 2 off by 0.5.
class FakeDevice : public DeviceBackend {
public:
  struct Launch {
    std::string kernel;
    int64_t blocks, threads;
    void *stream;
    std::vector<int64_t> words;
    /// A comparison's layout: its sizes, then its strides.
    std::vector<int64_t> layout;
  };

  const char *name() const override { return "fake"; }
  bool readMemory(void *dest, const void *source, size_t bytes,
                  std::string &) override {
    std::memcpy(dest, source, bytes);
    return true;
  }
  bool writeMemory(void *dest, const void *source, size_t bytes,
                   std::string &) override {
    std::memcpy(dest, source, bytes);
    return true;
  }
  void *allocateBuffer(size_t bytes) override { return std::calloc(bytes, 1); }
  void *siblingKernel(const DispatchInfo &, const char *name) override {
    std::string kernel = name;
    if (kernel == "copy_device")
      return &twin;
    if (kernel == "view_device")
      return &viewTwin;
    if (kernel == "copy_fused")
      return &fused;
    if (kernel == std::string(DBGRT_REFERENCE_COMPARE_PREFIX_SYMBOL) + "f32")
      return &compare;
    return nullptr;
  }
  void *allocateMappedBuffer(size_t bytes, void *&deviceAddress) override {
    deviceAddress = std::calloc(bytes, 1);
    return deviceAddress;
  }
  void launchSibling(const char *, void *kernel, int64_t blocks,
                     int64_t threads, void *stream, void **params) override {
    if (kernel == &viewTwin) {
      launches.push_back({"view twin", blocks, threads, stream, {}, {}});
      return;
    }
    if (kernel == &fused) {
      // Two 1-D arguments, then the reference, its f64 twin, the copy, the
      // sums, the counts and the words for the host; rtol and atol.
      Launch launch{"fused", blocks, threads, stream, {}, {}};
      for (size_t i = 0; i < 5 * 8; ++i)
        launch.words.push_back(*static_cast<int64_t *>(params[i]));
      launches.push_back(launch);
      return;
    }
    Launch launch{
        kernel == &twin ? "twin" : "compare", blocks, threads, stream, {}, {}};
    size_t count = kernel == &twin ? 5 * 4 : 5 * 7;
    for (size_t i = 0; i < count; ++i)
      launch.words.push_back(*static_cast<int64_t *>(params[i]));
    // After the tolerances.
    for (size_t i = 0; kernel == &compare && i < 2 * kDims; ++i)
      launch.layout.push_back(*static_cast<int64_t *>(params[count + 2 + i]));
    auto at = [&](size_t memref) {
      return reinterpret_cast<char *>(launch.words[memref * 5 + 1]);
    };
    int64_t elements = launch.words[3];
    if (kernel == &twin) {
      // ref and f64 ref of a copy of argument 0.
      auto *in = reinterpret_cast<float *>(at(0)) + launch.words[2];
      for (int64_t i = 0; i < elements; ++i) {
        reinterpret_cast<float *>(at(2))[i] = in[i];
        reinterpret_cast<double *>(at(3))[i] = in[i];
      }
    } else {
      // The result, gathered by its layout.
      auto *out = reinterpret_cast<float *>(at(0));
      int64_t n = 0;
      elements = launch.words[5 + 3];
      for (int64_t i0 = 0; i0 < launch.layout[0]; ++i0)
        for (int64_t i1 = 0; i1 < launch.layout[1]; ++i1)
          for (int64_t i2 = 0; i2 < launch.layout[2]; ++i2)
            for (int64_t i3 = 0; i3 < launch.layout[3]; ++i3)
              reinterpret_cast<float *>(at(3))[n++] =
                  out[i0 * launch.layout[4] + i1 * launch.layout[5] +
                      i2 * launch.layout[6] + i3 * launch.layout[7]];
      auto *host = reinterpret_cast<uint64_t *>(at(6));
      float half = 0.5f;
      uint32_t bits;
      std::memcpy(&bits, &half, sizeof(bits));
      uint64_t words[9] = {0,
                           0,
                           0,
                           0,
                           static_cast<uint64_t>(elements),
                           0,
                           1,
                           2,
                           static_cast<uint64_t>(bits) << 32 | 2};
      std::memcpy(host, words, sizeof(words));
    }
    launches.push_back(launch);
  }

  static constexpr size_t kDims = DBGRT_REFERENCE_COMPARE_DIMS;
  /// A twin that leaves its scratch as it is; a fused one, recorded only.
  int viewTwin = 0, fused = 0;
  int twin = 0, compare = 0;
  std::vector<Launch> launches;
};

/// A 1-D f32 view of `elements` at `data` from element `offset`.
struct View {
  View(float *data, int64_t offset, int64_t elements, int index) {
    auto address = static_cast<int64_t>(reinterpret_cast<uintptr_t>(data));
    words = {address, address, offset, elements, 1};
    tensor.info.type = DType::F32;
    tensor.info.rank = 1;
    tensor.info.index = index;
    tensor.descriptor = words.data();
  }
  std::vector<int64_t> words;
  TensorRef tensor;
};

TEST(DeviceDiffTest, TwinBeforeComparisonAfterVerdictAtSync) {
  FakeDevice device;
  float input[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  float output[10] = {};
  View in(input, 0, 8, 0), out(output, 2, 8, 1);
  DispatchInfo dispatch;
  dispatch.backend = &device;
  int stream = 0, other = 0;
  dispatch.stream = &stream;
  DeviceTwin twin;
  ASSERT_TRUE(parseDeviceTwin("copy_device:1", twin));
  DeviceDiff diff;
  auto run = diff.begin(dispatch, twin, {in.tensor, out.tensor});
  ASSERT_TRUE(run);
  // The twin: in the dispatch's stream, one thread per element, taking the
  // arguments' own descriptors, then a dense f32 and a dense f64 scratch.
  ASSERT_EQ(device.launches.size(), 1u);
  const FakeDevice::Launch &twinLaunch = device.launches[0];
  EXPECT_EQ(twinLaunch.kernel, "twin");
  EXPECT_EQ(twinLaunch.stream, &stream);
  EXPECT_GE(twinLaunch.blocks * twinLaunch.threads, 8);
  std::vector<int64_t> arguments = in.words;
  arguments.insert(arguments.end(), out.words.begin(), out.words.end());
  EXPECT_EQ(std::vector<int64_t>(twinLaunch.words.begin(),
                                 twinLaunch.words.begin() + 10),
            arguments);
  EXPECT_EQ(twinLaunch.words[10 + 2], 0); // Scratch: no offset,
  EXPECT_EQ(twinLaunch.words[10 + 3], 8); // 8 elements,
  EXPECT_EQ(twinLaunch.words[10 + 4], 1); // dense.
  // The dispatch writes its result (element 2 wrong), then the comparison
  // reads it from its first element: a memref<?xf32> has no offset.
  for (int i = 0; i < 8; ++i)
    output[2 + i] = input[i];
  output[2 + 2] += 0.5f;
  diff.end(run, 1e-7, 1e-7);
  ASSERT_EQ(device.launches.size(), 2u);
  const FakeDevice::Launch &compare = device.launches[1];
  EXPECT_EQ(compare.kernel, "compare");
  EXPECT_EQ(compare.words[1],
            static_cast<int64_t>(reinterpret_cast<uintptr_t>(output + 2)));
  EXPECT_EQ(compare.words[2], 0);
  // Dense: one dimension of stride 1, the innermost.
  EXPECT_EQ(compare.words[3], 8);
  EXPECT_EQ(compare.layout, std::vector<int64_t>({1, 1, 1, 8, 0, 0, 0, 1}));
  EXPECT_TRUE(diff.pending());
  // Another stream's synchronization leaves it in flight.
  EXPECT_TRUE(diff.takeFinished(&other).empty());
  std::vector<DeviceVerdict> verdicts = diff.takeFinished(&stream);
  ASSERT_EQ(verdicts.size(), 1u);
  EXPECT_FALSE(diff.pending());
  const DeviceVerdict &verdict = verdicts[0];
  EXPECT_EQ(verdict.tensor.info.index, 1);
  EXPECT_EQ(verdict.tensor.elements(), 8);
  EXPECT_EQ(verdict.words[6], 1u);
  // The values the report names, read from the scratch.
  EXPECT_EQ(verdict.firstGpu, 3.5);
  EXPECT_EQ(verdict.firstRef, 3.0);
  EXPECT_EQ(verdict.firstWide, 3.0);
  EXPECT_EQ(verdict.worstGpu, 3.5);
}

TEST(DeviceDiffTest, HostPathWhereTheDeviceCannot) {
  FakeDevice device;
  float input[8] = {}, output[16] = {};
  View in(input, 0, 8, 0), out(output, 0, 8, 1);
  DispatchInfo dispatch;
  dispatch.backend = &device;
  DeviceDiff diff;
  // A twin the module does not have.
  DeviceTwin missing{"other_device", {1}};
  EXPECT_FALSE(diff.begin(dispatch, missing, {in.tensor, out.tensor}));
  // A result with a negative stride.
  View backwards(output, 7, 8, 1);
  backwards.words[4] = -1;
  DeviceTwin twin{"copy_device", {1}};
  EXPECT_FALSE(diff.begin(dispatch, twin, {in.tensor, backwards.tensor}));
  // Five dimensions of two elements, none contiguous with the next.
  float wide[2 * 3 * 3 * 3 * 3] = {};
  View five(wide, 0, 0, 1);
  five.tensor.info.rank = 5;
  five.words = {
      five.words[0], five.words[1], 0, 2, 2, 2, 2, 2, 81, 27, 9, 3, 1};
  five.tensor.descriptor = five.words.data();
  EXPECT_FALSE(diff.begin(dispatch, twin, {in.tensor, five.tensor}));
  // Rank 9: above what a run holds in place, though its dimensions merge.
  View nine(wide, 0, 0, 1);
  nine.tensor.info.rank = 9;
  nine.words = {nine.words[0], nine.words[1], 0};
  for (int d = 0; d < 9; ++d)
    nine.words.push_back(d == 8 ? 2 : 1);
  for (int d = 0; d < 9; ++d)
    nine.words.push_back(d == 8 ? 1 : 2);
  nine.tensor.descriptor = nine.words.data();
  EXPECT_FALSE(diff.begin(dispatch, twin, {in.tensor, nine.tensor}));
  // A position past the arguments.
  DeviceTwin past{"copy_device", {2}};
  EXPECT_FALSE(diff.begin(dispatch, past, {in.tensor, out.tensor}));
  EXPECT_TRUE(device.launches.empty());
  EXPECT_FALSE(diff.pending());
}

TEST(DeviceDiffTest, ARunIsReusedOnceItsVerdictIsTaken) {
  FakeDevice device;
  float input[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  float first[8] = {}, second[4] = {};
  DispatchInfo dispatch;
  dispatch.backend = &device;
  DeviceTwin twin{"copy_device", {1}};
  DeviceDiff diff;
  // Eight elements, then four: the second run, the first one emptied,
  // holds only what its own dispatch gave it.
  for (auto [output, elements] : {std::pair(first, 8), std::pair(second, 4)}) {
    View in(input, 0, elements, 0), out(output, 0, elements, 1);
    device.launches.clear();
    auto run = diff.begin(dispatch, twin, {in.tensor, out.tensor});
    ASSERT_TRUE(run);
    diff.end(run, 0, 0);
    ASSERT_EQ(device.launches.size(), 2u);
    EXPECT_EQ(device.launches[0].words[5 + 1],
              static_cast<int64_t>(reinterpret_cast<uintptr_t>(output)));
    EXPECT_EQ(device.launches[1].words[3], elements);
    run.reset();
    std::vector<DeviceVerdict> verdicts = diff.takeFinished(nullptr);
    ASSERT_EQ(verdicts.size(), 1u);
    EXPECT_EQ(verdicts[0].tensor.elements(), elements);
    EXPECT_EQ(verdicts[0].tensor.base(), reinterpret_cast<char *>(output));
    EXPECT_EQ(verdicts[0].firstRef, 3.0);
  }
}

TEST(DeviceDiffTest, AViewIsComparedByItsLayout) {
  FakeDevice device;
  // A 2x3x4 view into a 2x4x6 buffer, from element (0, 1, 1): its two
  // inner dimensions are not contiguous, its outer one is contiguous with
  // nothing either; a unit dimension between them is dropped.
  float buffer[2 * 4 * 6] = {};
  for (int i = 0; i < 48; ++i)
    buffer[i] = static_cast<float>(i);
  auto address = static_cast<int64_t>(reinterpret_cast<uintptr_t>(buffer));
  View out(buffer, 0, 0, 1);
  out.tensor.info.rank = 4;
  out.words = {address, address, 7, 2, 1, 3, 4, 24, 24, 6, 1};
  out.tensor.descriptor = out.words.data();
  float input[24] = {};
  View in(input, 0, 24, 0);
  DispatchInfo dispatch;
  dispatch.backend = &device;
  DeviceTwin twin{"view_device", {1}};
  DeviceDiff diff;
  auto run = diff.begin(dispatch, twin, {in.tensor, out.tensor});
  ASSERT_TRUE(run);
  diff.end(run, 0, 0);
  ASSERT_EQ(device.launches.size(), 2u);
  const FakeDevice::Launch &compare = device.launches[1];
  // The span from element (0, 0, 1, 1) to (1, 0, 3, 4): 24 + 2*6 + 3 + 1.
  EXPECT_EQ(compare.words[1],
            static_cast<int64_t>(reinterpret_cast<uintptr_t>(buffer + 7)));
  EXPECT_EQ(compare.words[3], 40);
  EXPECT_EQ(compare.layout, std::vector<int64_t>({1, 2, 3, 4, 0, 24, 6, 1}));
  // The copy the comparison made, in the view's row-major order.
  std::vector<DeviceVerdict> verdicts = diff.takeFinished(nullptr);
  ASSERT_EQ(verdicts.size(), 1u);
  EXPECT_EQ(verdicts[0].firstGpu, buffer[7 + 2]);
  EXPECT_EQ(verdicts[0].worstGpu, buffer[7 + 2]);
}

TEST(DeviceDiffTest, AFusedTwinRunsAfterTheDispatchWhereItReadsApart) {
  FakeDevice device;
  float input[8] = {}, output[8] = {};
  View in(input, 0, 8, 0), out(output, 0, 8, 1);
  DispatchInfo dispatch;
  dispatch.backend = &device;
  int stream = 0;
  dispatch.stream = &stream;
  DeviceTwin twin;
  ASSERT_TRUE(parseDeviceTwin("copy_device:1;copy_fused", twin));
  EXPECT_EQ(twin.fused, "copy_fused");
  DeviceDiff diff;
  auto run = diff.begin(dispatch, twin, {in.tensor, out.tensor});
  ASSERT_TRUE(run);
  // Nothing before the dispatch; after it, one launch: the arguments'
  // descriptors (copied: the launch's may be gone), then the scratch.
  EXPECT_TRUE(device.launches.empty());
  in.words[3] = out.words[3] = 0;
  diff.end(run, 0, 0);
  ASSERT_EQ(device.launches.size(), 1u);
  const FakeDevice::Launch &launch = device.launches[0];
  EXPECT_EQ(launch.kernel, "fused");
  EXPECT_EQ(launch.stream, &stream);
  EXPECT_GE(launch.blocks * launch.threads, 8);
  EXPECT_EQ(launch.words[3], 8);
  EXPECT_EQ(launch.words[5 + 3], 8);
  for (int scratch = 2; scratch < 5; ++scratch)
    EXPECT_EQ(launch.words[5 * scratch + 3], 8); // Reference, f64, copy.
  EXPECT_EQ(launch.words[5 * 5 + 3], 4);         // The sums,
  EXPECT_EQ(launch.words[5 * 6 + 3], 8);         // the counts,
  EXPECT_EQ(launch.words[5 * 7 + 3], 9);         // the words for the host.
  EXPECT_EQ(diff.takeFinished(&stream).size(), 1u);

  // In place (the result is its input): the twin runs before the dispatch.
  out.words[3] = 8;
  View inPlace(output, 0, 8, 0);
  auto before = diff.begin(dispatch, twin, {inPlace.tensor, out.tensor});
  ASSERT_TRUE(before);
  ASSERT_EQ(device.launches.size(), 2u);
  EXPECT_EQ(device.launches[1].kernel, "twin");
  diff.end(before, 0, 0);
  EXPECT_EQ(device.launches.back().kernel, "compare");
  EXPECT_EQ(diff.takeFinished(nullptr).size(), 1u);
  // A fused kernel named empty is malformed.
  EXPECT_FALSE(parseDeviceTwin("copy_device:1;", twin));
}

TEST(DeviceDiffTest, ScratchIsReusedOnceFinished) {
  FakeDevice device;
  float input[8] = {}, output[8] = {};
  View in(input, 0, 8, 0), out(output, 0, 8, 1);
  DispatchInfo dispatch;
  dispatch.backend = &device;
  DeviceTwin twin{"copy_device", {1}};
  DeviceDiff diff;
  auto first = diff.begin(dispatch, twin, {in.tensor, out.tensor});
  auto second = diff.begin(dispatch, twin, {in.tensor, out.tensor});
  ASSERT_TRUE(first && second);
  // In flight together: each its own scratch.
  EXPECT_NE(device.launches[0].words[11], device.launches[1].words[11]);
  diff.end(first, 0, 0);
  diff.end(second, 0, 0);
  EXPECT_EQ(diff.takeFinished(nullptr).size(), 2u);
  auto third = diff.begin(dispatch, twin, {in.tensor, out.tensor});
  ASSERT_TRUE(third);
  // None in flight: the pool starts over.
  EXPECT_EQ(device.launches.back().words[11], device.launches[0].words[11]);
  diff.end(third, 0, 0);
  EXPECT_EQ(diff.takeFinished(nullptr).size(), 1u);
}

} // namespace
