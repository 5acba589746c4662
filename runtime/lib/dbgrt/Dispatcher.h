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

namespace dbgrt {

/// Runs the launch `request` on `backend`, in this order:
///   1. attribute: the dispatch it belongs to (Runtime::launching: the
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
