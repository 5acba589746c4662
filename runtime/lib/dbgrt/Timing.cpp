//===- Timing.cpp - device times of kernels (timing) ----------------------===//

#include "Timing.h"
#include "Backend.h"
#include "Runtime.h"

#include <vector>

using namespace dbgrt;

void KernelTiming::recordEvents(const DispatchInfo &dispatch, void *start,
                                void *end) {
  // In sync mode the kernel is done by its COMPLETE: read the events there.
  OpenDispatch &open = DispatchTracker::open();
  if (rt.options().deviceSyncMode && open.open && open.info.id == dispatch.id) {
    open.info.startEvent = start;
    open.info.endEvent = end;
    return;
  }
  std::vector<TimedKernel> oldest;
  {
    std::lock_guard<std::mutex> lock(mutex);
    timed.push_back({dispatch, start, end});
    // Bounded: a program that never synchronizes waits for its oldest
    // kernels now and then.
    constexpr size_t kMaxTimedKernels = 4096;
    if (timed.size() > kMaxTimedKernels)
      for (size_t i = 0; i < kMaxTimedKernels / 4; ++i) {
        oldest.push_back(timed.front());
        timed.pop_front();
      }
  }
  for (TimedKernel &kernel : oldest)
    report(kernel);
}

void KernelTiming::report(const TimedKernel &kernel) {
  DispatchEvent event;
  event.kind = DispatchEvent::Kind::Kernel;
  event.dispatch = &kernel.dispatch;
  kernel.dispatch.backend->eventTimes(kernel.start, kernel.end,
                                      event.deviceStartNs, event.deviceNs);
  if (event.deviceNs >= 0 && rt.enabled(LogLevel::Info))
    rt.reporter().event(event);
}

void KernelTiming::recordHostRun(const DispatchInfo &dispatch, int64_t startNs,
                                 int64_t durationNs, bool closed) {
  if (!closed) {
    OpenDispatch &open = DispatchTracker::open();
    open.deviceStartNs = startNs;
    open.deviceNs = durationNs;
    return;
  }
  DispatchEvent event;
  event.kind = DispatchEvent::Kind::Kernel;
  event.dispatch = &dispatch;
  event.deviceStartNs = startNs;
  event.deviceNs = durationNs;
  if (rt.enabled(LogLevel::Info))
    rt.reporter().event(event);
}

void KernelTiming::completeDispatch(OpenDispatch &open, DispatchEvent *event) {
  DispatchInfo &info = open.info;
  if (info.startEvent) {
    // Waits for the kernel, then reads its events (or only releases them).
    int64_t startNs, ns;
    info.backend->eventTimes(info.startEvent, info.endEvent, startNs, ns);
    info.startEvent = info.endEvent = nullptr;
    if (event) {
      event->deviceStartNs = startNs;
      event->deviceNs = ns;
    }
  } else if (event && open.deviceNs >= 0) {
    event->deviceStartNs = open.deviceStartNs;
    event->deviceNs = open.deviceNs;
  }
}

void KernelTiming::onSynchronized(void *stream) {
  std::vector<TimedKernel> done;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (timed.empty())
      return;
    std::deque<TimedKernel> rest;
    for (TimedKernel &kernel : timed) {
      if (!stream || kernel.dispatch.stream == stream)
        done.push_back(kernel);
      else
        rest.push_back(kernel);
    }
    timed.swap(rest);
  }
  for (TimedKernel &kernel : done)
    report(kernel);
}
