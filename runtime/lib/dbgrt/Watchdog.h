//===- Watchdog.h - report dispatches that never finish ---------*- C++ -*-===//
//
// Where dispatches run one at a time (device-sync-mode, the host target), a
// kernel that waits for a later dispatch, or for another thread of its block
// on the host, never finishes: without a watchdog the program hangs with no
// word. The watchdog reports such a dispatch, with its site, after
// `dispatch-timeout` seconds, and stops the program.
//
// Arming and disarming cost two atomic increments and a copy of the
// dispatch's record on the launching thread; a background thread, started
// by the first armed dispatch, looks at every thread's slot ten times a
// second and measures the time itself.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_WATCHDOG_H
#define DBGRT_WATCHDOG_H

#include "Report.h"

namespace dbgrt::watchdog {

/// This thread now waits for `dispatch`, which must finish within
/// `seconds` (nothing is watched when `seconds` is 0). `why` is the line the
/// report adds: what makes such a dispatch hang here. Not reentrant: one
/// dispatch per thread at a time.
void arm(const DispatchInfo &dispatch, double seconds, const char *why);

/// The dispatch this thread waited for has finished.
void disarm();

/// Runs `wait` (the synchronization of a sync-mode launch, or of a copy or
/// fill when `dispatch` is null) under the watchdog of `dispatch`, with the
/// reason sync mode gives for a kernel that never finishes; returns what
/// `wait` returns. Shared by the GPU backends.
template <typename Wait>
auto syncModeWait(const DispatchInfo *dispatch, double seconds, Wait &&wait) {
  if (dispatch)
    arm(*dispatch, seconds,
        "device-sync-mode runs dispatches one at a time: a kernel that waits "
        "for a later dispatch (on another stream) never finishes here; rerun "
        "with device-sync-mode=0, or raise dispatch-timeout if it is only "
        "slow");
  auto result = wait();
  disarm();
  return result;
}

} // namespace dbgrt::watchdog

#endif // DBGRT_WATCHDOG_H
