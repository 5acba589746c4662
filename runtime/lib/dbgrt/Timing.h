//===- Timing.h - device times of kernels (timing) --------------*- C++ -*-===//
//
// The run-time key `timing`, an observer of the dispatch lifecycle: the
// device time of each kernel, from the events a GPU backend records around
// it or the host target's clock, reported as KERNEL events (or in the
// COMPLETE event of a synchronous dispatch) without making the program
// wait: a GPU kernel's events are read at the next synchronization of its
// stream.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_TIMING_H
#define DBGRT_TIMING_H

#include "Observer.h"
#include "Report.h"

#include <cstdint>
#include <deque>
#include <mutex>

namespace dbgrt {

class Runtime;

class KernelTiming final : public DispatchObserver {
public:
  explicit KernelTiming(Runtime &runtime) : rt(runtime) {}

  /// The events a GPU backend recorded around `dispatch`'s kernel. In sync
  /// mode they are read when the dispatch completes; otherwise at the next
  /// synchronization of its stream (or of the device, or at exit).
  void recordEvents(const DispatchInfo &dispatch, void *start, void *end);
  /// The host target ran `dispatch`'s kernel from `startNs` (trace clock)
  /// for `durationNs`: its COMPLETE event says so, or, for a kernel that
  /// ran after its dispatch closed (`closed`: an async launch), a KERNEL
  /// event now, as a GPU kernel's events are read at a later
  /// synchronization.
  void recordHostRun(const DispatchInfo &dispatch, int64_t startNs,
                     int64_t durationNs, bool closed);
  /// The device time of `open`'s kernel for its COMPLETE `event` (waiting
  /// for the kernel when its events were recorded), or, when the dispatch
  /// is not traced (`event` null), only the release of its events.
  void completeDispatch(OpenDispatch &open, DispatchEvent *event);
  /// Reads the events of the kernels that ran on `stream` (null: all) and
  /// reports their device times.
  void onSynchronized(void *stream) override;

private:
  struct TimedKernel {
    DispatchInfo dispatch;
    void *start, *end;
  };
  /// Reads one kernel's events and reports its device time.
  void report(const TimedKernel &timed);

  Runtime &rt;
  std::mutex mutex;
  /// Kernels whose events are not read yet, oldest first (at most
  /// kMaxTimedKernels).
  std::deque<TimedKernel> timed;
};

} // namespace dbgrt

#endif // DBGRT_TIMING_H
