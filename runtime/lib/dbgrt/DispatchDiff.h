//===- DispatchDiff.h - dispatches compared with their reference -*- C++
//-*-===//
//
// The run-time key `diff`, an observer of the dispatch lifecycle: IREE's
// debugging playbook isolates a wrong dispatch by diffing "against the CPU
// dispatches one by one"; here the frontend attached to each dispatch the
// computation it came from (dbg.reference), or dbg built the kernel for the
// host as well (embed-host-kernels), and libdbgrt runs that on a snapshot
// of the dispatch's operands after every selected dispatch and compares
// each buffer the dispatch wrote. The first dispatch that differs is where
// the bug is.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_DISPATCHDIFF_H
#define DBGRT_DISPATCHDIFF_H

#include "DeviceDiff.h"
#include "Observer.h"
#include "Report.h"
#include "Tensors.h"
#include "dbgrt/Options.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace dbgrt {

class Runtime;
struct DiffResult;
struct Tolerances;
struct WideJudgement;

class DispatchDiff final : public DispatchObserver {
public:
  /// The diff of `runtime`, whose options `options` and reporter `report`
  /// are.
  DispatchDiff(Runtime &runtime, const Options &options, Reporter &report)
      : rt(runtime), opts(options), report(report) {}

  /// dbgrtRegisterReference: `reference` computes what the dispatches of
  /// the site `record` unpacks to compute (its `reference` field lists the
  /// kernel operand each argument takes). A bad record is a warning.
  void registerReference(const DbgrtSiteRecord *record, void *reference);
  /// dbgrtRegisterWideReference: `reference` is the f64 twin of the
  /// site's reference (the same arguments, float operands widened), the
  /// accuracy judge's yardstick. A bad record is a warning.
  void registerWideReference(const DbgrtSiteRecord *record, void *reference);
  /// dbgrtRegisterHostKernel: `kernel` is the record of the host build of
  /// the kernel the site `record` launches. A bad record is a warning.
  void registerHostKernel(const DbgrtSiteRecord *record, const void *kernel);

  /// When the diff filter selects `open` and its site has a reference or a
  /// host build (as diff-against allows): snapshots the operands the
  /// reference takes, or every buffer the kernel may touch for the host
  /// build.
  void onLaunching(OpenDispatch &open, const LaunchArgs &args) override;
  /// After a dispatch with a snapshot: runs the reference on it and
  /// compares each buffer the dispatch wrote; reports, copies the
  /// reference's results over the device's (diff-continue=reference) or
  /// stops (diff-stop) as the options say.
  void onDispatchEnd(OpenDispatch &open) override;
  /// The dispatches of `stream` compared on the device: judged and
  /// reported now that they finished.
  void onSynchronized(void *stream) override;
  /// One note of what was compared, and the selected dispatches that had
  /// no reference (once).
  void atExit() override;
  /// Dispatches found to differ from their reference so far.
  int64_t errors() const override { return differing.load(); }
  /// What they differ from, for the exit line: "reference" or "reference
  /// or host build".
  const char *comparedWith() const {
    return hostCompared ? "reference or host build" : "reference";
  }

private:
  /// A site's reference: the function and, for each of its arguments, the
  /// kernel operand it takes (an INDEX of the site's operand list).
  struct Reference {
    void (*function)(void **) = nullptr;
    /// Its f64 twin, or null.
    void (*wide)(void **) = nullptr;
    std::vector<int> operands;
    /// Its device twin, when `hasDevice`.
    DeviceTwin device;
    bool hasDevice = false;
  };
  friend struct DiffState;
  /// One dispatch compared: what the reference computed and what the
  /// device wrote, per operand compared (empty where it writes none), and
  /// what each step took, in ns.
  struct Comparison {
    std::vector<std::vector<char>> expected, results;
    /// What the f64 twin computed, per operand compared (empty where the
    /// accuracy judge does not apply).
    std::vector<std::vector<double>> wide;
    int64_t referenceNs = 0, readNs = 0, compareNs = 0;
  };
  /// Reads what `dispatch` wrote and compares it with `comparison.expected`,
  /// reporting each operand that differs. True when one does.
  bool compare(const DispatchInfo &dispatch, const DiffState &state,
               Comparison &comparison);
  /// diff-stop: dumps the inputs, results and expected results of the
  /// dispatch that differs and exits with status 1.
  [[noreturn]] void stopAfter(const DispatchInfo &dispatch,
                              const DiffState &state,
                              const Comparison &comparison);
  /// diff-continue=reference: writes the reference's results over the
  /// device's.
  void continueWithReference(const DispatchInfo &dispatch,
                             const DiffState &state,
                             const Comparison &comparison);

  /// What `open` is compared with: its site's reference or its kernel's
  /// host build, as diff-against allows. False when it has neither (named
  /// at exit) or diff-every skips it.
  bool selectReference(const OpenDispatch &open, const Reference *&reference,
                       const int64_t *&hostKernel);
  /// Whether `open` is compared on the device: its reference has a twin,
  /// diff judges against f64, and nothing needs the reference's results on
  /// the host (diff-stop, diff-continue=reference, repro-on-failure).
  /// Launches the twin when it is (DeviceDiff::begin).
  bool beginOnDevice(const OpenDispatch &open, const Reference &reference,
                     const std::vector<TensorRef> &operands, DiffState &state);
  /// Judges and reports a result compared on the device.
  void judgeOnDevice(const DeviceVerdict &verdict);
  /// With a frontend's reference: reads the operands its arguments take
  /// (of `operands`) into `state`. False, with a warning, when one cannot
  /// be read.
  bool snapshotForReference(const OpenDispatch &open,
                            const std::vector<TensorRef> &operands,
                            DiffState &state);
  /// One operand of `dispatch` that differs from its reference (host: its
  /// host build): an error, JSON Lines or text; a text report printed once
  /// per site and operand (RepeatedReports).
  void reportDivergence(const DispatchInfo &dispatch, const TensorRef &tensor,
                        const DiffResult &result, const Tolerances &tolerances,
                        bool host);
  /// The same for an operand the accuracy judge found off.
  void reportWideDivergence(const DispatchInfo &dispatch,
                            const TensorRef &tensor,
                            const WideJudgement &judgement);
  /// Whether operands are judged against the f64 twin: the tolerances
  /// were not given (diff-rtol, diff-atol, diff-ulps override the judge).
  bool judgesAgainstWide() const {
    return opts.diffRtol < 0 && opts.diffAtol < 0 && opts.diffUlps == 0;
  }
  /// With a host build, at the launch of `open`: records the kernel's
  /// operands from `args` (its site's signature) and reads the device
  /// memory they lie in into `state`. False with `error` saying why not.
  bool snapshotForHostBuild(OpenDispatch &open, const LaunchArgs &args,
                            DiffState &state, std::string &error);
  /// With a host build, after it ran: drops the failures its checks
  /// recorded (copies of `open`'s own, which the dispatch reported) and
  /// reports those of other kernels (another thread's dispatch) as usual.
  void dropHostBuildFailures(const OpenDispatch &open);
  /// With a host build, after the dispatch: runs the host build on copies
  /// of the snapshot and reads what it wrote of each operand compared into
  /// `expected` (dense; empty for those it does not write).
  bool runHostBuild(const OpenDispatch &open, DiffState &state,
                    std::vector<std::vector<char>> &expected,
                    std::string &error);
  /// With a frontend's reference, after the dispatch: runs it on a copy of
  /// the snapshot, which becomes `expected`.
  void runReference(DiffState &state, std::vector<std::vector<char>> &expected);
  /// With an f64 twin: runs it on widened copies of the snapshot; `wide`
  /// gets what it computed of each float operand (empty for the others).
  void runWideReference(const DiffState &state,
                        std::vector<std::vector<double>> &wide);

  Runtime &rt;
  const Options &opts;
  Reporter &report;
  std::mutex referencesMutex;
  std::unordered_map<const DbgrtSite *, Reference> references;
  /// Each site's host build (a host kernel record).
  std::unordered_map<const DbgrtSite *, const int64_t *> hostKernels;
  /// The selected dispatches that have a reference (what diff-every
  /// counts), those compared and those found to differ; the largest error
  /// of the buffers that passed.
  int64_t withReference = 0, compared = 0, hostCompared = 0, deviceCompared = 0;
  /// The dispatches compared on the device, in flight.
  DeviceDiff device;
  std::atomic<int64_t> differing{0};
  double maxError = 0;
  /// diff's cost, summed over the dispatches compared, in ns: the
  /// snapshots, the reference runs, reading the results, the comparisons.
  int64_t snapshotNs = 0, referenceNs = 0, readNs = 0, compareNs = 0;
  /// On the device: what launching the twins took, in ns.
  int64_t deviceLaunchNs = 0;
  /// The sites selected without a reference (their dispatch names, in
  /// order).
  std::vector<std::string> unreferenced;
  /// The dispatches diff selected whose operands it cannot read (vector or
  /// complex elements), named once each (64 at most).
  std::vector<std::string> unreadable;
  /// The note at exit is printed once (finishChecks, or an exit handler).
  std::atomic<bool> noted{false};
};

} // namespace dbgrt

#endif // DBGRT_DISPATCHDIFF_H
