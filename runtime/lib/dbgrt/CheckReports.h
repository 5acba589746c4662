//===- CheckReports.h - failed checks, reported once ------------*- C++ -*-===//
//
// The reports of the device-side checks, an observer of the dispatch
// lifecycle: each failure read from the error records (Checks.h) is printed
// with the dispatch it belongs to, once per site (RepeatedReports), and a
// NaN or Inf that only spreads an earlier report's value is counted rather
// than printed (NonfiniteSpread), unless the origin replay finds it born in
// its own dispatch.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_CHECKREPORTS_H
#define DBGRT_CHECKREPORTS_H

#include "Checks.h"
#include "Observer.h"
#include "Repeats.h"
#include "dbgrt/Options.h"

#include <atomic>
#include <string>
#include <vector>

namespace dbgrt {

class Runtime;

class CheckReporter final : public DispatchObserver {
public:
  CheckReporter(Runtime &runtime, const Options &options)
      : rt(runtime), opts(options) {}

  /// A registered module has NaN/Inf checks: what each dispatch reads and
  /// writes is recorded, to tell the reports of a NaN spreading from those
  /// of its origins.
  void noteNonfiniteSites() { nonfiniteSites = true; }
  bool tracksSpread() const { return nonfiniteSites && opts.nanCheck; }
  /// Reads the error records and reports each failing check site with the
  /// dispatch it belongs to: the one of `candidates` (the dispatches that
  /// just finished) that ran the site's kernel, or all that may have.
  /// `trapped`: a kernel was stopped by check-trap; `contextLost`: a kernel
  /// faulted, device memory can no longer be read. Returns the number of
  /// failing sites reported.
  size_t reportRecords(const std::vector<DispatchInfo> &candidates,
                       bool trapped = false, bool contextLost = false);
  /// Prints `failure` with its dispatch (exact, or the one of
  /// `candidates` that ran its kernel), unless it is a NaN/Inf report of
  /// the spread (counted; in JSON Lines, printed and marked).
  void reportFailure(const CheckFailure &failure,
                     const std::vector<DispatchInfo> &candidates, bool trapped);
  /// Text reports: true when the report under `key` was printed before (it
  /// is counted, with `events` more events, and left out).
  bool isRepeatedReport(const std::string &key, const std::string &description,
                        const char *eventName, int64_t events);
  /// The origin replay of `dispatch` found no value born in it: its
  /// `reports` deferred reports count as the spread.
  void countSpread(const DispatchInfo &dispatch, int64_t reports);
  /// The origin replay of dispatch `id` found a value born in it.
  void markOrigin(int64_t id) { spread.markOrigin(id); }
  /// What `open` reads and writes, for NonfiniteSpread.
  void onLaunching(OpenDispatch &open, const LaunchArgs &args) override;
  /// The one note that sums up the spread reports left out, and one line
  /// per report that repeated.
  void atExit() override;
  /// Forgets the reports printed (unit tests).
  void clear() { repeated.clear(); }

private:
  void noteSpread();
  void noteRepeated();
  /// The dispatch of `failure` when it is a NaN/Inf report of a dispatch
  /// that may only show an earlier report's value spreading: `failure`'s
  /// own, or the one of `candidates` that ran it. Null otherwise.
  const DispatchInfo *
  findSpreadDispatch(const CheckFailure &failure,
                     const std::vector<DispatchInfo> &candidates);

  Runtime &rt;
  const Options &opts;
  bool nonfiniteSites = false;
  NonfiniteSpread spread;
  std::atomic<int64_t> spreadReports{0};
  /// Check failures and divergences already printed (text reports).
  RepeatedReports repeated;
};

} // namespace dbgrt

#endif // DBGRT_CHECKREPORTS_H
