//===- Observer.h - the features that follow a dispatch ---------*- C++ -*-===//
//
// A feature of libdbgrt that follows the dispatch lifecycle (Dispatcher.h)
// is a DispatchObserver: it owns its state and its file, and the runtime
// calls it at the points of the lifecycle it overrides, in registration
// order, as sanitizer_common's tools sit on one runtime.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_OBSERVER_H
#define DBGRT_OBSERVER_H

#include "DispatchRaces.h"
#include "Report.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace dbgrt {

struct DiffState;
struct ReproState;

/// A site's knownSizes (the kernel's known_block_size and known_grid_size),
/// parsed once, when its table is registered: every instrumented launch
/// compares its sizes with them.
struct KnownSizes {
  /// 0 where not known (CUDA's and HIP's sizes fit 32 bits).
  uint32_t block[3] = {}, grid[3] = {};

  /// Parses "block=X,Y,Z grid=X,Y,Z" (null or empty: nothing known); parts
  /// it does not understand are skipped (the compiler writes only these).
  static KnownSizes parse(const char *text);
  /// Whether `dispatch` was launched with these sizes, where known.
  bool admit(const DispatchInfo &dispatch) const {
    return admits(block, dispatch.block) && admits(grid, dispatch.grid);
  }
  /// Why `dispatch`'s sizes contradict these: "block (64,1,1) contradicts
  /// the kernel's known_block_size (32,1,1)"; "" when they agree.
  std::string contradictions(const DispatchInfo &dispatch) const;

private:
  static bool admits(const uint32_t known[3], const int64_t launched[3]) {
    return !known[0] || (known[0] == launched[0] && known[1] == launched[1] &&
                         known[2] == launched[2]);
  }
};

/// The instrumented dispatch open on a thread: from dbgrtDispatch until its
/// host code is done, or between dbgrtDispatchBegin and dbgrtDispatchEnd.
struct OpenDispatch {
  bool open = false;
  bool launched = false;
  /// Opened by dbgrtDispatch: ends by itself.
  bool endsItself = false;
  /// The stream made on this thread after the marker, before the launch.
  void *ownStream = nullptr;
  DispatchInfo info;
  /// The descriptors of the site's operands, valid until the end.
  void **operands = nullptr;
  /// The sizes its site's kernel was compiled for.
  KnownSizes known;
  /// DispatchTracker's count of synchronizations that retired dispatches,
  /// when it launched.
  int64_t retirementsAtLaunch = 0;
  /// Which execution of its site this dispatch is (from 1), counted when
  /// a filter names one (@func:N#K); else 0.
  int64_t execution = 0;
  /// timing on the host target: when the kernel ran, or -1.
  int64_t deviceStartNs = -1, deviceNs = -1;
  /// dispatch-races: the bytes its kernel may touch in the operands and
  /// modes its site's footprint bounds (dbgrt/Footprint.h), read at the
  /// launch.
  std::vector<BoundedBytes> footprint;
  /// diff: the snapshot of a dispatch being compared, or null.
  std::shared_ptr<DiffState> diff;
  /// repro, repro-on-failure: what a repro of the dispatch needs, or
  /// null.
  std::shared_ptr<ReproState> repro;
};

/// A feature that follows dispatches. Every hook has a default that does
/// nothing; a feature overrides those it needs.
class DispatchObserver {
public:
  virtual ~DispatchObserver() = default;
  /// Right before the kernel of `open` is enqueued, its operands read:
  /// what the feature must see before the kernel changes memory, read
  /// from the launch's `args`.
  virtual void onLaunching(OpenDispatch & /*open*/,
                           const LaunchArgs & /*args*/) {}
  /// When `open`'s host code is done (the dispatch ends): after its kernel
  /// finished where it is synchronous.
  virtual void onDispatchEnd(OpenDispatch & /*open*/) {}
  /// `stream` (null: the whole device) was synchronized: the dispatches
  /// launched on it finished, their checks were reported.
  virtual void onSynchronized(void * /*stream*/) {}
  /// At exit, once, before the exit status is decided: what the feature
  /// sums up. Not while a fatal error is reported.
  virtual void atExit() {}
  /// The errors the feature found: any makes the exit status 1 (unless
  /// check-exit-status=0).
  virtual int64_t errors() const { return 0; }
};

} // namespace dbgrt

#endif // DBGRT_OBSERVER_H
