//===- NanOrigin.cpp - where a stored NaN or Inf was born -----------------===//
//
// nan-check=store costs one test per store but names the store; the op that
// made the value may be many ops before it. When a store check of a
// dispatch fails, the dispatch runs again from its inputs as its kernel's
// origin build (insert-nan-checks' origins: the same kernel with a check of
// every float op), and the op where each NaN or Inf was born is reported
// under the store's report. What the replay needs is saved before the
// dispatch runs: the buffers the kernel writes that any of its operands
// reads; a dispatch that only reads some buffers and writes others needs
// nothing saved.
//
//===----------------------------------------------------------------------===//

#include "NanOrigin.h"
#include "Backend.h"
#include "Checks.h"
#include "Runtime.h"
#include "Tensors.h"

#include <algorithm>

using namespace dbgrt;

namespace {

/// The dispatch beginOrigin armed on this thread: what it saved and whether
/// one of its store checks failed.
struct OriginState {
  int64_t dispatch = 0;
  /// The dispatch site's kernel, which its check sites name.
  const char *kernel = nullptr;
  DeviceBackend *backend = nullptr;
  void *stream = nullptr;
  /// Saved spans: where, and their offset in the saved buffer.
  struct Saved {
    char *address;
    size_t offset, bytes;
  };
  std::vector<Saved> saved;
  /// Holds OriginReplay::mutex while `saved` is in its buffer.
  std::unique_lock<std::mutex> lock;
  /// The replay is armed (an origin build, nan-origin on), and wanted (a
  /// store check failed).
  bool origin = false;
  bool wanted = false;
  /// repro-on-failure is armed, and wanted (a check failed), for what.
  bool repro = false;
  std::string reproReason;
  /// Reports of the dispatch that may be the spread of an earlier one,
  /// waiting for the replay to decide (deferSpreadReport).
  std::vector<std::string> deferred;
};
thread_local OriginState tOrigin;

} // namespace

std::vector<ByteSpan>
dbgrt::spansToSaveForReplay(const std::vector<TensorRef> &operands,
                            const AllocationTable &allocations) {
  std::vector<ByteSpan> reads, writes;
  for (const TensorRef &tensor : operands) {
    std::optional<uint64_t> bytes = tensor.spanBytes();
    if (!bytes || !*bytes)
      continue;
    auto begin = reinterpret_cast<uintptr_t>(tensor.base());
    ByteSpan span{begin, begin + *bytes};
    if (tensor.info.read)
      reads.push_back(span);
    if (tensor.info.written)
      writes.push_back(span);
  }
  std::vector<ByteSpan> save;
  for (const ByteSpan &write : writes)
    if (std::any_of(reads.begin(), reads.end(), [&](const ByteSpan &read) {
          return read.first < write.second && write.first < read.second;
        }))
      save.push_back(write);
  std::sort(save.begin(), save.end());
  // The allocation a span starts in (0: none the table knows).
  auto allocationOf = [&](uintptr_t address) -> uintptr_t {
    auto allocation = allocations.find(address);
    return allocation ? allocation->first : 0;
  };
  std::vector<ByteSpan> merged;
  uintptr_t lastAllocation = 0;
  for (const ByteSpan &span : save) {
    uintptr_t allocation = allocationOf(span.first);
    bool joins =
        !merged.empty() && (span.first < merged.back().second ||
                            (span.first == merged.back().second && allocation &&
                             allocation == lastAllocation));
    if (joins) {
      merged.back().second = std::max(merged.back().second, span.second);
      continue;
    }
    merged.push_back(span);
    lastAllocation = allocation;
  }
  return merged;
}

bool OriginReplay::begin(const DispatchInfo &dispatch, bool synchronous,
                         bool hasOriginBuild) {
  OpenDispatch &tOpen = DispatchTracker::open();
  tOrigin = OriginState();
  bool origin = hasOriginBuild && opts.nanOrigin && opts.nanCheck;
  bool repro = rt.features().repro.wantedOnFailure();
  if ((!origin && !repro) || !synchronous || dispatch.skipped || !tOpen.open ||
      tOpen.info.id != dispatch.id ||
      (!tOpen.operands && hasOperands(dispatch.site)) || !dispatch.backend ||
      !dispatch.site)
    return false;
  std::vector<ByteSpan> save =
      spansToSaveForReplay(operandsOf(dispatch.site, tOpen.operands),
                           rt.features().memory.allocations());
  for (const ByteSpan &span : save)
    if (std::optional<std::string> why =
            rt.features().memory.allocations().copyLeavesAllocation(
                span.first, span.second - span.first)) {
      rt.log(LogLevel::Warning, [&] {
        return "warning: nan-origin: " + formatDispatchName(dispatch) +
               " is not replayed if a NaN/Inf check fails: the copy that "
               "saves what it reads and writes " +
               *why;
      });
      return false;
    }
  OriginState state;
  state.dispatch = dispatch.id;
  state.kernel = dispatch.site->kernel;
  state.backend = dispatch.backend;
  state.stream = dispatch.stream;
  state.origin = origin;
  state.repro = repro;
  if (!save.empty()) {
    size_t total = 0;
    for (const ByteSpan &span : save) {
      state.saved.push_back({reinterpret_cast<char *>(span.first), total,
                             static_cast<size_t>(span.second - span.first)});
      total += (state.saved.back().bytes + 255) / 256 * 256;
    }
    // One dispatch at a time: another thread's is not replayed.
    state.lock = std::unique_lock<std::mutex>(mutex, std::try_to_lock);
    if (!state.lock.owns_lock()) {
      rt.log(LogLevel::Debug, [&] {
        return "nan-origin: " + formatDispatchName(dispatch) +
               " is not replayed: another thread's dispatch holds the saved "
               "buffers";
      });
      return false;
    }
    if (saveBackend != state.backend || saveCapacity < total) {
      if (saveBuffer)
        saveBackend->releaseBuffer(saveBuffer);
      saveCapacity = std::max(total, saveCapacity * 2);
      saveBackend = state.backend;
      saveBuffer = saveBackend->allocateBuffer(saveCapacity);
      if (!saveBuffer) {
        saveCapacity = 0;
        saveBackend = nullptr;
        rt.log(LogLevel::Warning, [&] {
          return "warning: nan-origin: no memory to save the " +
                 std::to_string(total) + " bytes " +
                 formatDispatchName(dispatch) +
                 " reads and writes: it is not replayed if a NaN/Inf check "
                 "fails";
        });
        return false;
      }
    }
    char *buffer = static_cast<char *>(saveBuffer);
    for (const OriginState::Saved &saved : state.saved)
      state.backend->copyBuffer("nan-origin", buffer + saved.offset,
                                saved.address, saved.bytes, state.stream);
    rt.log(LogLevel::Debug, [&] {
      return "nan-origin: saved " + std::to_string(total) + " bytes (" +
             std::to_string(state.saved.size()) + " span(s)) that " +
             formatDispatchName(dispatch) + " reads and writes";
    });
  }
  tOrigin = std::move(state);
  return true;
}

bool OriginReplay::armed() const { return tOrigin.dispatch != 0; }

bool OriginReplay::noteFailure(const CheckFailure &failure, bool spread) {
  // repro-on-failure: the first error of the armed dispatch's own checks.
  if (tOrigin.repro && tOrigin.reproReason.empty() && !spread && failure.site &&
      !(failure.site->flags & DBGRT_SITE_FLAG_WARN) && failure.site->kernel &&
      tOrigin.kernel && std::string(failure.site->kernel) == tOrigin.kernel &&
      (!failure.dispatch.id || failure.dispatch.id == tOrigin.dispatch)) {
    std::string what = failure.site->what ? failure.site->what : "check";
    tOrigin.reproReason = "a check failed: " + what + " at " +
                          (failure.site->location ? failure.site->location
                                                  : "an unknown location");
  }
  if (spread || !failure.site || failure.site->kind != DBGRT_SITE_NONFINITE ||
      isHostCheck(failure.site))
    return false;
  if (!tOrigin.dispatch) {
    // No replay armed: outside sync mode, say once how to get one.
    return opts.nanOrigin && !opts.deviceSyncMode &&
           opts.reportFormat == ReportFormat::Text &&
           hasBuilds.load(std::memory_order_relaxed) &&
           !hintGiven.exchange(true);
  }
  // The armed dispatch's own store checks: the sites of its kernel (the
  // origin build's are not read until the replay).
  if (tOrigin.origin && tOrigin.kernel &&
      std::string(failure.site->kernel) == tOrigin.kernel &&
      (!failure.dispatch.id || failure.dispatch.id == tOrigin.dispatch))
    tOrigin.wanted = true;
  return false;
}

bool OriginReplay::deferSpread(const CheckFailure &failure,
                               const std::string &line) {
  if (!tOrigin.origin || !tOrigin.kernel || !failure.site->kernel ||
      std::string(failure.site->kernel) != tOrigin.kernel ||
      (failure.dispatch.id && failure.dispatch.id != tOrigin.dispatch))
    return false;
  tOrigin.wanted = true;
  tOrigin.deferred.push_back(line);
  return true;
}

/// Whether an origin report is a value born in the dispatch: not one
/// loaded from memory (a NaN an earlier dispatch wrote), nor one made of
/// infinities it was given (inf - inf, which an earlier Inf makes).
static bool isBornInDispatch(const CheckFailure &failure) {
  const DbgrtSite *site = failure.site;
  bool loaded =
      site->what &&
      std::string_view(site->what).rfind(DBGRT_NAN_LOADED_BY_SYMBOL, 0) == 0;
  return !loaded && hasFiniteOperands(failure);
}

void OriginReplay::reportOrigins(const DispatchInfo &dispatch,
                                 const char *kernel,
                                 const std::vector<std::string> &deferred) {
  // What the origin build's op checks found: where each value was born.
  CheckRecords &records = CheckRecords::get();
  std::vector<CheckFailure> failures = records.drain();
  const std::string copies =
      std::string(kernel) + DBGRT_NAN_ORIGIN_SUFFIX_SYMBOL;
  bool jsonl = opts.reportFormat == ReportFormat::Jsonl;
  std::vector<std::string> origins;
  bool born = false;
  for (const CheckFailure &failure : failures) {
    std::string name =
        failure.site && failure.site->kernel ? failure.site->kernel : "";
    // The origin build's copies of the kernel's other checks (bounds,
    // races): reported by the dispatch itself already.
    if (name == copies)
      continue;
    if (name != kernel || failure.site->kind != DBGRT_SITE_NONFINITE ||
        isHostCheck(failure.site)) {
      // Another thread's dispatch failed meanwhile: reported as usual.
      records.countErrors({failure});
      rt.features().checks.reportFailure(failure, {}, /*trapped=*/false);
      continue;
    }
    born |= isBornInDispatch(failure);
    std::string line = formatCheckFailure(
        failure, jsonl ? formatDispatch(dispatch) : "", opts.reportFormat,
        /*trapped=*/false, CheckRole::Origin);
    origins.push_back(jsonl ? line : "  " + line);
  }
  if (!deferred.empty()) {
    if (!born) {
      // Only values read from memory: the spread of an earlier report.
      rt.features().checks.countSpread(dispatch,
                                       static_cast<int64_t>(deferred.size()));
      if (jsonl)
        for (std::string line : deferred)
          rt.reporter().line(line.insert(line.size() - 1, ",\"spread\":true"));
      return;
    }
    // A value born here from finite operands: a report of its own.
    rt.features().checks.markOrigin(dispatch.id);
    for (const std::string &line : deferred)
      rt.reporter().line(line);
  }
  for (const std::string &line : origins)
    rt.reporter().line(line);
  if (!origins.empty())
    return;
  std::string why =
      "the dispatch replayed with a check of every float op of its kernel "
      "made no NaN or Inf (it came from a device function the kernel "
      "calls, whose ops are not checked, or from an Inf read from memory, "
      "which loads are not checked for, or it differs from run to run)";
  if (jsonl)
    rt.reporter().line("{\"event\":\"origin\",\"found\":false,\"dispatch\":" +
                       jsonString(formatDispatch(dispatch)) +
                       ",\"message\":" + jsonString(why) + "}");
  else
    rt.reporter().line("  origin: not found: " + why);
}

void OriginReplay::end(const DispatchInfo &dispatch,
                       const std::function<void()> &replay) {
  OpenDispatch &tOpen = DispatchTracker::open();
  OriginState state = std::move(tOrigin);
  tOrigin = OriginState();
  if (state.dispatch != dispatch.id)
    return;
  char *buffer = static_cast<char *>(saveBuffer);
  // The replay first: the repro below reads the saved buffers, which it
  // leaves as they were.
  if (state.wanted) {
    int64_t start = traceClockNs();
    for (const OriginState::Saved &saved : state.saved)
      state.backend->copyBuffer("nan-origin", saved.address,
                                buffer + saved.offset, saved.bytes,
                                state.stream);
    replay();
    reportOrigins(dispatch, state.kernel, state.deferred);
    rt.log(LogLevel::Debug, [&] {
      return "nan-origin: " + formatDispatchName(dispatch) + " replayed in " +
             std::to_string((traceClockNs() - start) / 1000) + " us (" +
             std::to_string(state.saved.size()) + " buffer(s) restored)";
    });
  }
  if (!state.reproReason.empty() && tOpen.open && tOpen.info.id == dispatch.id)
    rt.features().repro.write(
        tOpen, state.reproReason,
        [&](void *dest, const void *source, size_t bytes, std::string &error) {
          // Memory as it is, with what the dispatch changed as it
          // was saved.
          if (!state.backend->readMemory(dest, source, bytes, error))
            return false;
          auto begin = reinterpret_cast<const char *>(source);
          for (const OriginState::Saved &saved : state.saved) {
            const char *lo = std::max<const char *>(begin, saved.address);
            const char *hi = std::min<const char *>(
                begin + bytes, saved.address + saved.bytes);
            if (lo < hi && !state.backend->readMemory(
                               static_cast<char *>(dest) + (lo - begin),
                               buffer + saved.offset + (lo - saved.address),
                               static_cast<size_t>(hi - lo), error))
              return false;
          }
          return true;
        });
}
