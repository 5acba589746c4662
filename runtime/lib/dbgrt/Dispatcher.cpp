//===- Dispatcher.cpp - the lifecycle of a launch, run once ---------------===//

#include "Dispatcher.h"
#include "Runtime.h"

using namespace dbgrt;

DispatchInfo dbgrt::launch(DeviceBackend &backend, LaunchRequest &request) {
  Runtime &rt = Runtime::get();
  // 1. Attribute.
  DispatchInfo dispatch =
      rt.dispatches().launching(backend, request, request.args);
  backend.prepareLaunch(request, dispatch);
  // 2. Race bookkeeping.
  backend.orderLaunch(request, dispatch);
  // 3. Arm: a replay or a repro reads what the kernel changes, so only a
  // launch that finishes before this returns is armed.
  bool synchronous = backend.synchronousLaunch(request, dispatch);
  bool origin = false, armed = false;
  if (synchronous && !dispatch.skipped) {
    origin = rt.options().nanOrigin && backend.hasOriginBuild(request);
    if (origin || rt.features().repro.wantedOnFailure())
      armed =
          rt.features().origin.begin(dispatch, /*synchronous=*/true, origin);
  }
  // 4 and 5. Enqueue; launched.
  bool runsInEnqueue = backend.runsInEnqueue();
  if (runsInEnqueue)
    rt.dispatches().launched(dispatch);
  // An operand that covers more than its allocation: reported, not run.
  if (!dispatch.skipped)
    backend.enqueue(request, dispatch, /*origin=*/false);
  if (!runsInEnqueue)
    rt.dispatches().launched(dispatch);
  // 6. Synchronize.
  if (synchronous) {
    backend.synchronizeLaunch(request, dispatch);
    rt.dispatches().synchronized(request.stream);
  }
  // 7. Replay.
  if (armed)
    rt.features().origin.end(dispatch, [&] {
      if (!origin)
        return;
      backend.enqueue(request, dispatch, /*origin=*/true);
      backend.synchronizeLaunch(request, dispatch);
    });
  // 8. Close.
  rt.dispatches().launchReturned();
  return dispatch;
}
