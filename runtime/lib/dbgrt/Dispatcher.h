//===- Dispatcher.h - the lifecycle of a launch, run once -------*- C++ -*-===//
//
// Every launch of every backend goes through launch(): the core owns the
// order in which a dispatch is attributed, checked against the program's
// order, armed, enqueued, synchronized, replayed and closed, and a backend
// supplies only the device primitives of DeviceBackend (Backend.h). The
// model is IREE's HAL, whose core records command buffers that drivers
// only execute.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_DISPATCHER_H
#define DBGRT_DISPATCHER_H

#include "Backend.h"
#include "Observer.h"
#include "dbgrt/Options.h"

#include <atomic>
#include <cstdint>
#include <deque>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace dbgrt {

class Runtime;

/// The program's dispatches: the instrumented one open on each thread (from
/// its marker until its host code is done), and those launched and not yet
/// known to have finished, to which a device fault is attributed (or,
/// outside sync mode, the dispatches launched since the last
/// synchronization).
class DispatchTracker {
public:
  DispatchTracker(Runtime &runtime, const Options &options, Reporter &report)
      : rt(runtime), opts(options), report(report) {}

  /// dbgrtDispatch: opens the dispatch of `site` (nullptr: unnamed) whose
  /// launch comes next on this thread. It ends by itself: when the stream
  /// of its synchronous launch is destroyed, when any other launch returns,
  /// or at the next marker (dbgrt/Abi.def).
  /// `known`: the site's known sizes, which its launch must have.
  void mark(const DbgrtSite *site, const KnownSizes &known);
  /// dbgrtDispatchBegin: opens an instrumented dispatch on this thread,
  /// until end(); `operands` holds the descriptors of the site's operand
  /// list, or null to read them from the launch's arguments.
  void begin(const DbgrtSite *site, void **operands, const KnownSizes &known);
  /// dbgrtDispatchEnd: closes the dispatch open on this thread.
  void end();
  /// mgpuStreamCreate made `stream` on this thread: the stream of the
  /// synchronous launch of an open dispatch that has not launched yet.
  void streamCreated(void *stream);
  /// mgpuStreamDestroy destroyed `stream`: ends this thread's dispatch whose
  /// synchronous launch ran on it.
  void streamDestroyed(void *stream);
  /// The launch of this thread's dispatch returned: ends a dispatch of
  /// dbgrtDispatch unless it waits for its stream's destruction.
  void launchReturned();
  /// Right before `backend` launches the kernel of `place`: returns the
  /// dispatch the launch belongs to (the instrumented one on this thread, whose
  /// LAUNCH event it logs, whose memref operands it reads from `args` and whose
  /// observers it tells, or a new uninstrumented one), which carries `backend`.
  DispatchInfo launching(DeviceBackend &backend, const LaunchPlace &place,
                         const LaunchArgs &args);
  /// Records that `dispatch` was enqueued and may fault asynchronously.
  void launched(const DispatchInfo &dispatch);
  /// Dispatch `id`, launched, now runs on `stream` (an async launch of the
  /// host target, which gets a stream of its own).
  void moveToStream(int64_t id, void *stream);
  /// Records a successful synchronization of `stream` (nullptr: of the
  /// whole device): its dispatches are known to have finished, their
  /// checks are reported and the observers told.
  void synchronized(void *stream);
  /// The dispatches launched and not yet known to have finished, oldest
  /// first; `dropped` (when given): how many older ones are not listed.
  std::vector<DispatchInfo> unfinished(int64_t *dropped = nullptr);
  /// The dispatch launched last on this thread (id 0 when none).
  static const DispatchInfo &lastLaunch() { return tLastLaunch; }
  /// The instrumented dispatch open on this thread (OpenDispatch::open
  /// says whether there is one).
  static OpenDispatch &open() { return tOpen; }
  int64_t count() const { return nextId.load() - 1; }
  /// Forgets every dispatch (unit tests).
  void reset();

private:
  /// Reads the descriptors of `open`'s operands from its launch's `args`
  /// (DispatchTools.cpp); an operand they do not hold is left out.
  void readOperands(OpenDispatch &open, const LaunchArgs &args);
  /// Whether an observer reads the operands of instrumented dispatches.
  bool needsOperands() const;

  static thread_local OpenDispatch tOpen;
  static thread_local DispatchInfo tLastLaunch;
  Runtime &rt;
  const Options &opts;
  Reporter &report;
  std::mutex mutex;
  /// Dispatches launched and not yet known to have finished, oldest first,
  /// at most kMaxPending; `droppedPending` counts the older ones.
  std::deque<DispatchInfo> pending;
  int64_t droppedPending = 0;
  std::atomic<int64_t> nextId{1};
  /// Synchronizations that found dispatches pending, so far: a dispatch
  /// launched since the last one is known not to have finished.
  std::atomic<int64_t> retirements{0};
  /// Executions of each site so far, when a filter names one (@func:N#K).
  std::unordered_map<const DbgrtSite *, int64_t> siteExecutions;
  bool filtersChecked = false;
};

/// Runs the launch `request` on `backend`, in this order:
///   1. attribute: the dispatch it belongs to (DispatchTracker::launching: the
///      instrumented dispatch open on this thread, or a new one), with what
///      the features read at a launch (operands, views, footprints, tensor
///      tracing, diff's snapshot, repro's arguments); the backend checks
///      what the device refuses (prepareLaunch);
///   2. race bookkeeping: its place in the program's order (orderLaunch);
///   3. arm: for a synchronous launch, what a replay (nan-origin) or a
///      repro-on-failure needs, saved before the kernel changes it;
///   4. enqueue (skipped when libdbgrt skips the dispatch);
///   5. launched: the dispatch may now fault (before 4 when the backend
///      runs the kernel in enqueue);
///   6. synchronize, when the launch is synchronous: its checks are read;
///   7. replay: the origin build, when a store check found a NaN or Inf;
///   8. close: the dispatch of a launch ends with it.
/// Errors are fatal errors of the dispatch, as each step reports them.
/// Returns the dispatch.
DispatchInfo launch(DeviceBackend &backend, LaunchRequest &request);

} // namespace dbgrt

#endif // DBGRT_DISPATCHER_H
