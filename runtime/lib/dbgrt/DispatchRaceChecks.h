//===- DispatchRaceChecks.h - races between dispatches ----------*- C++ -*-===//
//
// The run-time key `dispatch-races` (PyTorch's CUDA Stream Sanitizer), an
// observer of the dispatch lifecycle: at each launch, copy and fill, the
// bytes its operands cover (the footprint the compiler bounds, or whole
// operands) are checked against those of earlier work that nothing in the
// program's order (DispatchOrder: streams, events, async tokens, host
// synchronizations) puts before it, one of the two writing.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_DISPATCHRACECHECKS_H
#define DBGRT_DISPATCHRACECHECKS_H

#include "DispatchRaces.h"
#include "Observer.h"
#include "dbgrt/Options.h"

#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

namespace dbgrt {

class Runtime;

class DispatchRaceChecker final : public DispatchObserver {
public:
  DispatchRaceChecker(Runtime &runtime, const Options &options)
      : rt(runtime), opts(options) {}

  /// The order of the program's streams, events and async launches, or
  /// null when dispatch-races (or races) is off. Backends tell it about
  /// each stream wait, event record and host synchronization the program
  /// asks for, never about their own (sync mode's) synchronizations.
  DispatchOrder *order() const {
    return opts.dispatchRaces && opts.races ? programOrder.get() : nullptr;
  }
  /// The dispatch open on this thread launched on `queue` (a stream, an
  /// async launch of the host target; null: in the host's order):
  /// reports each earlier dispatch or copy whose access of one of its
  /// operands' bytes nothing orders before it, one of them writing (once
  /// per pair of sites and operands).
  void checkDispatch(const void *queue);
  /// The same for a copy (`what`: mgpuMemcpy) of `bytes` bytes from `source`
  /// to `dest`, or a fill of `dest` (`source` null), on `queue`.
  void checkCopy(const void *queue, const char *what, const void *dest,
                 const void *source, size_t bytes);
  /// Evaluates the footprint of `open`'s site for its launch (`args`: its
  /// integer operands) into `open.footprint` (Footprints.cpp).
  void onLaunching(OpenDispatch &open, const LaunchArgs &args) override;
  /// Forgets the program's order and the races reported (unit tests).
  void reset();

private:
  /// The accesses of [begin, begin + bytes), grouped by the allocation
  /// they lie in.
  RaceAccess access(const void *begin, uint64_t bytes, bool write,
                    const RaceAccessor &by) const;
  /// Reports `races`; `later` is the dispatch that made the later access
  /// (id 0 for a copy).
  void report(const std::vector<DispatchRace> &races,
              const DispatchInfo &later);
  /// The site of a race between dispatches: one per pair of accesses'
  /// sites, operands and kind, made now; null when made before.
  const DbgrtSite *newSite(const DispatchRace &race, const DispatchInfo &later);

  Runtime &rt;
  const Options &opts;
  std::unique_ptr<DispatchOrder> programOrder =
      std::make_unique<DispatchOrder>();
  /// One site per race reported, and their strings.
  std::mutex sitesMutex;
  std::deque<DbgrtSite> sites;
  std::deque<std::string> siteStrings;
  std::map<std::tuple<const void *, int, const void *, int, const char *,
                      std::string>,
           const DbgrtSite *>
      siteOf;
};

} // namespace dbgrt

#endif // DBGRT_DISPATCHRACECHECKS_H
