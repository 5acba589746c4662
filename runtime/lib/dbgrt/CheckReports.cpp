//===- CheckReports.cpp - failed checks, reported once --------------------===//

#include "CheckReports.h"
#include "NanOrigin.h"
#include "Runtime.h"

using namespace dbgrt;

/// The dispatches of `candidates` that may have run `site`'s kernel.
static std::vector<const DispatchInfo *>
matchDispatches(const std::vector<DispatchInfo> &candidates,
                const DbgrtSite *site) {
  std::vector<const DispatchInfo *> matches;
  for (const DispatchInfo &d : candidates) {
    std::string name =
        d.site ? std::string(d.site->kernel) : (d.kernel ? d.kernel : "");
    std::string kernel = site ? site->kernel : "";
    // Uninstrumented dispatches know only the kernel's own name.
    bool same =
        name == kernel ||
        (!d.site && kernel.size() > name.size() + 2 &&
         kernel.compare(kernel.size() - name.size(), name.size(), name) == 0 &&
         kernel.compare(kernel.size() - name.size() - 2, 2, "::") == 0);
    if (same)
      matches.push_back(&d);
  }
  return matches;
}

/// The dispatch of `candidates` that ran `site`'s kernel, described for a
/// report: one dispatch, or the ones it may be.
static std::string describeDispatch(const std::vector<DispatchInfo> &candidates,
                                    const DbgrtSite *site) {
  std::vector<const DispatchInfo *> matches = matchDispatches(candidates, site);
  if (matches.size() == 1)
    return formatDispatch(*matches.front());
  if (matches.empty())
    return candidates.empty() ? std::string()
                              : "a dispatch since the last synchronization";
  return "one of " + std::to_string(matches.size()) +
         " dispatches since the last synchronization, " +
         formatDispatchName(*matches.front()) + " to " +
         formatDispatchName(*matches.back());
}

size_t CheckReporter::reportRecords(const std::vector<DispatchInfo> &candidates,
                                    bool trapped, bool contextLost) {
  CheckRecords &records = CheckRecords::get();
  if (!records.active())
    return 0;
  std::vector<CheckFailure> failures = records.drain(contextLost);
  for (CheckFailure &scan : records.drainScans(&candidates, contextLost))
    failures.push_back(scan);
  if (failures.empty())
    return 0;
  records.countErrors(failures);
  for (const CheckFailure &failure : failures)
    reportFailure(failure, candidates, trapped && failure.count < 0);
  return failures.size();
}

void CheckReporter::reportFailure(const CheckFailure &failure,
                                  const std::vector<DispatchInfo> &candidates,
                                  bool trapped) {
  std::string line = formatCheckFailure(
      failure,
      failure.dispatch.id ? formatDispatch(failure.dispatch)
                          : describeDispatch(candidates, failure.site),
      opts.reportFormat, trapped);
  const DispatchInfo *spreadFrom = findSpreadDispatch(failure, candidates);
  bool spread = spreadFrom != nullptr;
  // The origin replay tells a NaN of its own from the spread.
  if (spread && rt.features().origin.deferSpread(failure, line))
    return;
  // A site that failed in an earlier launch: counted, said once at exit.
  if (!spread &&
      isRepeatedReport("check " + failureKey(failure),
                       describeCheckSite(failure), "failures", failure.count))
    return;
  bool hint = rt.features().origin.noteFailure(failure, spread);
  bool reproHint = rt.features().repro.hintDue(failure, spread,
                                               rt.features().origin.armed());
  if (spread) {
    // Said once: the first report in full, the spread in one note at the
    // end; JSON Lines keeps each, marked.
    countSpread(*spreadFrom, 1);
    if (opts.reportFormat != ReportFormat::Jsonl)
      return;
    line.insert(line.size() - 1, ",\"spread\":true");
  }
  rt.reporter().line(line);
  if (hint)
    rt.reporter().line(
        "note: the op where this value was born is found by running "
        "its dispatch again (nan-origin), which needs dispatches to "
        "run one at a time: rerun with DBG_OPTIONS=device-sync-mode");
  if (reproHint)
    rt.reporter().line(
        "note: repro-on-failure writes the repro of a failing "
        "dispatch where dispatches run one at a time: rerun with "
        "DBG_OPTIONS=device-sync-mode");
}

const DispatchInfo *
CheckReporter::findSpreadDispatch(const CheckFailure &failure,
                                  const std::vector<DispatchInfo> &candidates) {
  if (!failure.site || failure.site->kind != DBGRT_SITE_NONFINITE)
    return nullptr;
  const DispatchInfo *dispatch = nullptr;
  std::vector<const DispatchInfo *> matches;
  if (failure.dispatch.id) {
    dispatch = &failure.dispatch;
  } else {
    matches = matchDispatches(candidates, failure.site);
    if (matches.size() != 1)
      return nullptr;
    dispatch = matches.front();
  }
  return spread.isSpread(dispatch->id) ? dispatch : nullptr;
}

void CheckReporter::noteSpread() {
  int64_t dispatches = spread.spreadDispatches();
  if (!dispatches || opts.reportFormat == ReportFormat::Jsonl)
    return;
  std::string first = spread.firstSpread();
  std::string last = spread.lastSpread();
  rt.reporter().line(
      "note: the NaN/Inf reported above reached " + std::to_string(dispatches) +
      " later dispatch(es), each reading what a reported dispatch "
      "wrote and writing NaN/Inf in turn: " +
      (dispatches == 1 ? first : first + " to " + last) + "; their " +
      std::to_string(spreadReports.load()) +
      " report(s) are left out (report-format=jsonl lists them)");
}

bool CheckReporter::isRepeatedReport(const std::string &key,
                                     const std::string &description,
                                     const char *eventName, int64_t events) {
  return opts.reportFormat != ReportFormat::Jsonl &&
         !repeated.first(key, description, eventName, events);
}

void CheckReporter::atExit() {
  noteSpread();
  noteRepeated();
}

void CheckReporter::noteRepeated() {
  for (const std::string &line : repeated.summary())
    rt.reporter().line("note: " + line + " (report-format=jsonl lists each)");
}

void CheckReporter::onLaunching(OpenDispatch &open, const LaunchArgs &) {
  // Only what a NaN/Inf report can be told spread by: none when off.
  if (!tracksSpread() || !open.operands)
    return;
  std::vector<NonfiniteSpread::Span> spans;
  forEachOperand(open.info.site, open.operands, [&](const TensorRef &tensor) {
    std::optional<uint64_t> bytes = tensor.spanBytes();
    if (!bytes)
      return;
    NonfiniteSpread::Span span;
    span.begin = reinterpret_cast<uintptr_t>(tensor.base());
    span.end = span.begin + *bytes;
    span.read = tensor.info.read;
    span.written = tensor.info.written;
    spans.push_back(span);
  });
  spread.recordDispatch(open.info.id, std::move(spans));
}

void CheckReporter::countSpread(const DispatchInfo &dispatch, int64_t reports) {
  spread.countSpread(dispatch.id, formatDispatchName(dispatch));
  spreadReports += reports;
}
