//===- Dispatches.cpp - the program's dispatches --------------------------===//

#include "Dispatcher.h"
#include "Runtime.h"

#include <algorithm>

using namespace dbgrt;

namespace {
/// Dispatches kept as not yet finished; older ones are dropped and
/// counted. Bounds memory for programs that never synchronize.
constexpr size_t kMaxPending = 256;
} // namespace

thread_local OpenDispatch DispatchTracker::tOpen;
thread_local DispatchInfo DispatchTracker::tLastLaunch;

bool DispatchTracker::needsOperands() const {
  const Runtime::Features &features = rt.features();
  const Runtime::Filters &filters = rt.filters();
  return features.memory.checksOperands() || features.checks.tracksSpread() ||
         !filters.tensors.empty() || !filters.breaks.empty() ||
         features.races.order() || !filters.diff.empty() ||
         !filters.repro.empty() || opts.reproOnFailure || opts.lifetimes;
}

std::vector<DispatchInfo> DispatchTracker::unfinished(int64_t *dropped) {
  std::lock_guard<std::mutex> lock(mutex);
  if (dropped)
    *dropped = droppedPending;
  return std::vector<DispatchInfo>(pending.begin(), pending.end());
}

void DispatchTracker::reset() {
  std::lock_guard<std::mutex> lock(mutex);
  pending.clear();
  droppedPending = 0;
  nextId = 1;
  siteExecutions.clear();
  filtersChecked = false;
  tOpen = OpenDispatch();
}

void DispatchTracker::begin(const DbgrtSite *site, void **operands,
                            const KnownSizes &known) {
  // Copied from a constant: a new OpenDispatch built on the stack and
  // assigned from there stalled on its own stores (a fifth of a marked
  // launch's own cost).
  static const OpenDispatch kClosed;
  tOpen = kClosed;
  tOpen.open = true;
  tOpen.info.id = nextId.fetch_add(1, std::memory_order_relaxed);
  tOpen.info.site = site;
  tOpen.operands = operands;
  tOpen.known = known;
  if (rt.enabled(LogLevel::Info) && report.timestamps())
    tOpen.info.beginNs = traceClockNs();
  if (!filtersChecked &&
      (!rt.filters().tensors.empty() || !rt.filters().breaks.empty() ||
       !rt.filters().diff.empty() || !rt.filters().repro.empty())) {
    filtersChecked = true;
    rt.checkFiltersAgainstSites();
  }
  if (rt.filters().tensors.countsExecutions() ||
      rt.filters().breaks.countsExecutions() ||
      rt.filters().diff.countsExecutions() ||
      rt.filters().repro.countsExecutions()) {
    std::lock_guard<std::mutex> lock(mutex);
    tOpen.execution = ++siteExecutions[site];
  }
}

void DispatchTracker::mark(const DbgrtSite *site, const KnownSizes &known) {
  // The dispatch before it never launched (or ends with a stream this
  // thread did not destroy): it ends here.
  if (tOpen.open)
    end();
  begin(site, nullptr, known);
  tOpen.endsItself = true;
}

void DispatchTracker::streamCreated(void *stream) {
  if (tOpen.open && tOpen.endsItself && !tOpen.launched && !tOpen.ownStream)
    tOpen.ownStream = stream;
}

void DispatchTracker::streamDestroyed(void *stream) {
  if (tOpen.open && tOpen.endsItself && tOpen.launched &&
      tOpen.ownStream == stream)
    end();
}

void DispatchTracker::launchReturned() {
  if (!tOpen.open || !tOpen.endsItself || !tOpen.launched)
    return;
  // A synchronous launch on the stream made for it: the dispatch goes on
  // through the stream's synchronization, until its destruction.
  bool async =
      tOpen.info.site && (tOpen.info.site->flags & DBGRT_SITE_FLAG_ASYNC);
  if (!async && tOpen.ownStream && tOpen.info.stream == tOpen.ownStream)
    return;
  end();
}

void DispatchTracker::end() {
  if (!tOpen.open) {
    rt.log(LogLevel::Warning,
           [] { return "warning: dispatch end without an open dispatch"; });
    return;
  }
  if (rt.enabled(LogLevel::Info)) {
    DispatchEvent event;
    event.kind = DispatchEvent::Kind::Complete;
    event.dispatch = &tOpen.info;
    rt.features().timing.completeDispatch(tOpen, &event);
    // Without a synchronization since its launch, it is still queued.
    bool done = tOpen.launched && retirements.load(std::memory_order_acquire) !=
                                      tOpen.retirementsAtLaunch;
    if (done) {
      std::lock_guard<std::mutex> lock(mutex);
      // Newest first: the dispatch just launched is at the back, if queued.
      for (auto it = pending.rbegin(); it != pending.rend() && done; ++it)
        done = it->id != tOpen.info.id;
    }
    event.done = done;
    event.hostNs = report.timestamps() ? traceClockNs() : 0;
    report.event(event);
  } else {
    rt.features().timing.completeDispatch(tOpen, nullptr);
  }
  for (DispatchObserver *observer : rt.features().observers)
    observer->onDispatchEnd(tOpen);
  tOpen.open = false;
}

DispatchInfo DispatchTracker::launching(DeviceBackend &backend,
                                        const LaunchPlace &place,
                                        const LaunchArgs &args) {
  if (tOpen.open && !tOpen.launched) {
    tOpen.launched = true;
    tOpen.info.backend = &backend;
    static_cast<LaunchPlace &>(tOpen.info) = place;
    if (rt.enabled(LogLevel::Info)) {
      DispatchEvent event;
      event.dispatch = &tOpen.info;
      // The dispatch began a moment ago: one clock read per event is what
      // a timestamped trace costs (on some machines a system call).
      event.hostNs = tOpen.info.beginNs;
      report.event(event);
    }
    if (!tOpen.known.admit(tOpen.info))
      rt.fatalInDispatch(
          tOpen.info,
          "invalid launch configuration (" +
              tOpen.known.contradictions(tOpen.info) + ")",
          "the kernel was compiled for these sizes and its checks "
          "trust them; a CUDA GPU refuses a block size that "
          "contradicts known_block_size (.reqntid), and libdbgrt "
          "refuses both on every target");
    if (!tOpen.operands && needsOperands())
      readOperands(tOpen, args);
    // The features' own reads and checks: an operand past its allocation
    // or freed marks the dispatch skipped before diff would snapshot it.
    for (DispatchObserver *observer : rt.features().observers)
      observer->onLaunching(tOpen, args);
    return tOpen.info;
  }
  DispatchInfo info;
  info.id = nextId.fetch_add(1);
  info.backend = &backend;
  static_cast<LaunchPlace &>(info) = place;
  // A program compiled without --debug still traces its launches, by kernel
  // name (no source location, no COMPLETE: it has no dispatch markers).
  if (rt.enabled(LogLevel::Info)) {
    info.beginNs = report.timestamps() ? traceClockNs() : 0;
    DispatchEvent event;
    event.dispatch = &info;
    event.hostNs = info.beginNs;
    report.event(event);
  }
  return info;
}

void DispatchTracker::launched(const DispatchInfo &dispatch) {
  tLastLaunch = dispatch;
  std::lock_guard<std::mutex> lock(mutex);
  if (tOpen.open && tOpen.info.id == dispatch.id)
    tOpen.retirementsAtLaunch = retirements.load(std::memory_order_relaxed);
  pending.push_back(dispatch);
  if (pending.size() > kMaxPending) {
    pending.pop_front();
    ++droppedPending;
  }
}

void DispatchTracker::moveToStream(int64_t id, void *stream) {
  std::lock_guard<std::mutex> lock(mutex);
  for (DispatchInfo &p : pending)
    if (p.id == id)
      p.stream = stream;
}

void DispatchTracker::synchronized(void *stream) {
  std::vector<DispatchInfo> finished;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!pending.empty())
      retirements.fetch_add(1, std::memory_order_release);
    if (!stream) {
      finished.assign(pending.begin(), pending.end());
      pending.clear();
      droppedPending = 0;
    } else {
      // In place: a host target's async launch synchronizes its own
      // stream as it completes, once per dispatch.
      auto kept =
          std::remove_if(pending.begin(), pending.end(), [&](DispatchInfo &p) {
            if (p.stream != stream)
              return false;
            finished.push_back(p);
            return true;
          });
      pending.erase(kept, pending.end());
      if (pending.empty())
        droppedPending = 0;
    }
  }
  rt.features().checks.reportRecords(finished);
  for (DispatchObserver *observer : rt.features().observers)
    observer->onSynchronized(stream);
}
