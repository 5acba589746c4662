//===- DeviceDiff.h - dispatches compared on the device ---------*- C++ -*-===//
//
// diff at the cost of a launch: a dispatch whose reference has a device
// twin (DBGRT_SITE_FIELD deviceReference) is compared without leaving the
// device. Before its kernel, the twin computes the reference from the
// dispatch's own inputs into scratch buffers, in the result's type and in
// f64; after it, the module's comparison kernel reads both with the
// result and leaves nine words in mapped host memory, which are judged
// when the dispatch's stream synchronizes. Nothing waits for the device
// on the way, and only those words cross to the host (the values of the
// elements named in a report are read then too).
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_DEVICEDIFF_H
#define DBGRT_DEVICEDIFF_H

#include "Report.h"
#include "Tensors.h"

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace dbgrt {

class DeviceBackend;

/// A site's device twin: "KERNEL:POS,...[;FUSED]" (DBGRT_SITE_FIELD
/// deviceReference).
struct DeviceTwin {
  std::string kernel;
  /// The positions, among the reference's arguments, of its results.
  std::vector<int> outputs;
  /// The twin fused with its comparison, run after the dispatch; empty
  /// where there is none.
  std::string fused;
};

/// Parses `text`; false when it is malformed.
bool parseDeviceTwin(const char *text, DeviceTwin &twin);

/// The highest rank of a result compared on the device; one of a higher
/// rank is compared on the host.
constexpr int kDeviceDiffMaxRank = 8;

/// A result's descriptor words (allocated, aligned, offset, sizes,
/// strides), held in place.
using DeviceDiffDescriptor = std::array<int64_t, 3 + 2 * kDeviceDiffMaxRank>;

/// One result of a dispatch compared on the device, judged: the words its
/// comparison kernel wrote (DBGRT_SYMBOL REFERENCE_COMPARE_PREFIX) and the
/// values of its first and largest errors, read from the scratch buffers.
struct DeviceVerdict {
  DispatchInfo dispatch;
  /// The result (its descriptor held in `descriptor`).
  TensorRef tensor;
  DeviceDiffDescriptor descriptor;
  uint64_t words[9] = {};
  /// The dispatch's value, the reference's and the f64 reference's at the
  /// first element off and at the one with the largest error (valid where
  /// those exist).
  double firstGpu = 0, firstRef = 0, firstWide = 0;
  double worstGpu = 0, worstRef = 0, worstWide = 0;
};

/// The device side of diff: scratch memory, the launches, and the results
/// in flight until their streams synchronize. Thread-safe.
class DeviceDiff {
public:
  DeviceDiff() = default;
  DeviceDiff(const DeviceDiff &) = delete;
  DeviceDiff &operator=(const DeviceDiff &) = delete;

  /// A dispatch being compared on the device, from its launch to its end.
  struct Run;
  /// Scratch memory and comparison slots of one backend.
  struct Pool;

  /// Before `dispatch`'s kernel is enqueued: launches `twin` in its stream
  /// on `arguments` (the reference's, in order), or, where it has a fused
  /// kernel and no argument overlaps its result, launches nothing yet, and
  /// returns the run; null,
  /// having launched nothing, where the backend has no device twins, a
  /// result has a rank above kDeviceDiffMaxRank, a negative stride or
  /// more dimensions than the comparison
  /// takes once its contiguous ones are merged
  /// (DBGRT_REFERENCE_COMPARE_DIMS), or its element type has no comparison
  /// kernel (the caller then compares on the host).
  std::shared_ptr<Run> begin(const DispatchInfo &dispatch,
                             const DeviceTwin &twin,
                             const std::vector<TensorRef> &arguments);
  /// After the dispatch's kernel was enqueued: launches the comparison of
  /// each of its results (or the fused twin), with f64 tolerances `rtol`
  /// and `atol` (for f64 results), in flight until takeFinished gets
  /// them.
  void end(std::shared_ptr<Run> run, double rtol, double atol);
  /// The comparisons of the dispatches of `stream` (null: all), whose
  /// stream synchronized, each with its words and the values a report
  /// names; their scratch memory is free again.
  std::vector<DeviceVerdict> takeFinished(void *stream);
  /// The same into `verdicts` (cleared first), whose capacity stays: a
  /// pass's verdicts (about 550 bytes each) then take no allocation.
  void takeFinished(void *stream, std::vector<DeviceVerdict> &verdicts);
  /// Whether comparisons are in flight.
  bool pending();
  /// Waits for the device of the comparisons in flight, which makes them
  /// finished (the backend's synchronizeAll reads them).
  void waitForAll(const char *entry);

private:
  /// Makes room for `bytes` of scratch and one slot per result, waiting
  /// for the comparisons in flight when the pool is full. Null when the
  /// device has no memory left.
  Pool *poolFor(DeviceBackend &backend, size_t bytes);
  /// Gives each result of `run` its scratch (`bytes` in all) and slot
  /// from `pool`; false when it has too little left.
  bool takeScratch(Pool &pool, Run &run, size_t bytes);
  /// A run, emptied: one finished before, or a new one.
  std::shared_ptr<Run> newRun();

  std::mutex mutex;
  /// Never freed: at exit the driver may be gone, and the memory goes
  /// with the process.
  std::vector<Pool *> pools;
  std::vector<std::shared_ptr<Run>> inFlight;
  /// Finished runs, kept for newRun: their buffers stay allocated.
  std::vector<std::shared_ptr<Run>> spare;
};

} // namespace dbgrt

#endif // DBGRT_DEVICEDIFF_H
