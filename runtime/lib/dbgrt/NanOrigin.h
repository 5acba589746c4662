//===- NanOrigin.h - what an origin replay needs saved ----------*- C++ -*-===//
//
// nan-origin (NanOrigin.cpp, OriginReplay::begin): a dispatch whose store
// checks fail runs again from its inputs; what it changes of its inputs is
// saved before it runs.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_NANORIGIN_H
#define DBGRT_NANORIGIN_H

#include "Allocations.h"
#include "Report.h"
#include "Tensors.h"
#include "dbgrt/Options.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace dbgrt {

/// Bytes [first, second) of memory.
using ByteSpan = std::pair<uintptr_t, uintptr_t>;

/// The bytes of a dispatch's memref `operands` that its replay needs saved:
/// the span of each operand the kernel writes that overlaps the span of an
/// operand it reads (itself, for an in-place update, or another operand
/// viewing the same buffer), in address order, merged where they overlap,
/// and where they touch inside one allocation of `allocations`: a device
/// copy may not cross from one allocation into the next, even where the
/// two are adjacent (CUDA answers CUDA_ERROR_INVALID_VALUE). An operand the
/// kernel only writes, and one no read overlaps, is left out, as is an
/// empty view or one whose span cannot be computed.
std::vector<ByteSpan>
spansToSaveForReplay(const std::vector<TensorRef> &operands,
                     const AllocationTable &allocations);

class Runtime;
class DeviceBackend;
struct CheckFailure;

/// nan-origin's replays, and the saved buffers repro-on-failure writes a
/// failing dispatch's repro from.
class OriginReplay {
public:
  OriginReplay(Runtime &runtime, const Options &options)
      : rt(runtime), opts(options) {}

  /// Called by the dispatcher right before `dispatch` is enqueued: whether
  /// it can be replayed if its store checks find a NaN or Inf. It can when
  /// nan-origin and nan-check are on, its kernel has an origin build
  /// (`hasOriginBuild`), the launch is `synchronous` (it finishes, and its
  /// checks are read, before the launch returns), its memref operands are
  /// known, and each buffer the kernel writes and any operand reads could
  /// be saved: those are copied aside in order with the dispatch's stream,
  /// through the backend. Then end() must follow, after the dispatch's
  /// checks were reported. The same holds for a dispatch that
  /// repro-on-failure may write (ReproWriter::wantedOnFailure): when one of
  /// its checks fails, end() writes its repro from the saved buffers first.
  bool begin(const DispatchInfo &dispatch, bool synchronous,
             bool hasOriginBuild);
  /// After the dispatch that begin() armed ran and its checks were
  /// reported: when a store check of it reported a NaN or Inf (not one
  /// spreading from an earlier dispatch), puts the saved buffers back,
  /// calls `replay`, which runs the origin build with the dispatch's
  /// arguments and sizes to its end, and reports the ops its checks found
  /// where each NaN or Inf was born ("origin:" lines; JSON Lines
  /// {"event":"origin"}), or that it found none. Either way the saved
  /// buffers are freed for the next dispatch.
  void end(const DispatchInfo &dispatch, const std::function<void()> &replay);
  /// Whether a dispatch on this thread is armed, until its end().
  bool armed() const;
  /// A backend found a kernel with an origin build.
  void noteBuilds() {
    if (!hasBuilds.load(std::memory_order_relaxed))
      hasBuilds.store(true, std::memory_order_relaxed);
  }
  /// A check `failure` is being reported (`spread`: it shows a value an
  /// earlier dispatch made): a store check of the dispatch armed on this
  /// thread wants its replay. Returns true, once per run, for a NaN/Inf
  /// report that no replay can follow although the program has origin
  /// builds (outside sync mode): a hint to turn sync mode on is due.
  bool noteFailure(const CheckFailure &failure, bool spread);
  /// `failure`, whose report is `line`, may be the spread of an earlier
  /// report. When the dispatch armed on this thread can replay it, the
  /// report waits for the replay (end): a NaN/Inf born in it from finite
  /// operands makes it a report of its own, printed with its origin;
  /// otherwise it is counted as the spread. False when no replay can
  /// decide.
  bool deferSpread(const CheckFailure &failure, const std::string &line);

private:
  /// After the replay of `dispatch`: prints the origins of its reports
  /// (`deferred`: the reports that waited to know whether they are the
  /// spread, printed when the replay finds a value born in the dispatch).
  void reportOrigins(const DispatchInfo &dispatch, const char *kernel,
                     const std::vector<std::string> &deferred);

  Runtime &rt;
  const Options &opts;
  /// The device memory buffers are saved to (one dispatch at a time: a
  /// launch that finds it in use is not replayed).
  std::mutex mutex;
  /// Whether a loaded kernel has an origin build, and whether the hint to
  /// use sync mode was given.
  std::atomic<bool> hasBuilds{false}, hintGiven{false};
  DeviceBackend *saveBackend = nullptr;
  void *saveBuffer = nullptr;
  size_t saveCapacity = 0;
};

} // namespace dbgrt

#endif // DBGRT_NANORIGIN_H
