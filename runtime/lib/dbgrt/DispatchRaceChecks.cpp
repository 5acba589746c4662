//===- DispatchRaceChecks.cpp - races between dispatches ------------------===//

#include "DispatchRaceChecks.h"
#include "Checks.h"
#include "Runtime.h"

namespace dbgrt {

namespace {

/// "operand #1 of dispatch @main:0 kernels::fill at f.mlir:3:5" or
/// "mgpuMemcpy" for one side of a race.
std::string describeAccessor(const RaceAccessor &by) {
  if (by.what)
    return std::string("a copy (") + by.what + ")";
  const auto *site = static_cast<const DbgrtSite *>(by.site);
  std::string text = "operand #" + std::to_string(by.operand) + " of dispatch ";
  if (std::string ordinal = formatDispatchOrdinal(site); !ordinal.empty())
    text += ordinal + " ";
  const char *kernel = site && site->kernel ? site->kernel : by.kernel;
  text += escapeControl(kernel ? kernel : "<unknown kernel>");
  if (site && site->location)
    text += " at " + escapeControl(site->location);
  return text;
}

} // namespace

RaceAccess DispatchRaceChecker::access(const void *begin, uint64_t bytes,
                                       bool write,
                                       const RaceAccessor &by) const {
  RaceAccess access;
  access.begin = reinterpret_cast<uintptr_t>(begin);
  access.end = access.begin + bytes;
  access.write = write;
  access.by = by;
  // Memory no allocation holds (registered host memory) is grouped by its
  // first byte: views of it at other offsets are not compared.
  auto allocation = rt.features().memory.allocations().find(access.begin);
  access.group = allocation ? allocation->first : access.begin;
  return access;
}

void DispatchRaceChecker::checkDispatch(const void *queue) {
  DispatchOrder *races = order();
  OpenDispatch &open = DispatchTracker::open();
  if (!races || !open.open || !open.launched || open.info.skipped)
    return;
  std::vector<RaceAccess> made;
  auto bounded = [&](int operand, bool write) -> const BoundedBytes * {
    for (const BoundedBytes &bytes : open.footprint)
      if (bytes.operand == operand && bytes.write == write)
        return &bytes;
    return nullptr;
  };
  forEachOperand(open.info.site, open.operands, [&](const TensorRef &tensor) {
    std::optional<uint64_t> bytes = tensor.spanBytes();
    const OperandInfo &info = tensor.info;
    if (!bytes || !(info.read || info.written))
      return;
    RaceAccessor by;
    by.dispatchId = open.info.id;
    by.site = open.info.site;
    by.kernel = open.info.kernel;
    by.operand = info.index;
    const BoundedBytes *reads =
        info.read ? bounded(info.index, false) : nullptr;
    const BoundedBytes *writes =
        info.written ? bounded(info.index, true) : nullptr;
    auto add = [&](const BoundedBytes *range, bool write) {
      if (range && range->begin == range->end)
        return; // None of the operand's elements.
      made.push_back(range ? access(reinterpret_cast<void *>(range->begin),
                                    range->end - range->begin, write, by)
                           : access(tensor.base(), *bytes, write, by));
      made.back().atomic = info.atomic;
      made.back().bounded = range != nullptr;
    };
    if (!reads && !writes) {
      // An operand read and written conflicts as a write does.
      add(nullptr, info.written);
      return;
    }
    if (info.written)
      add(writes, true);
    // A read within what the dispatch writes adds nothing.
    if (info.read && !(writes && reads && reads->begin >= writes->begin &&
                       reads->end <= writes->end))
      add(reads, false);
  });
  if (!made.empty())
    report(races->access(queue, made), open.info);
}

void DispatchRaceChecker::checkCopy(const void *queue, const char *what,
                                    const void *dest, const void *source,
                                    size_t bytes) {
  DispatchOrder *races = order();
  if (!races || bytes == 0)
    return;
  RaceAccessor by;
  by.what = what;
  std::vector<RaceAccess> made = {access(dest, bytes, true, by)};
  if (source)
    made.push_back(access(source, bytes, false, by));
  report(races->access(queue, made), DispatchInfo());
}

const DbgrtSite *DispatchRaceChecker::newSite(const DispatchRace &race,
                                              const DispatchInfo &later) {
  const RaceAccessor &first = race.earlier.by, &second = race.later.by;
  std::lock_guard<std::mutex> lock(sitesMutex);
  auto [it, inserted] = siteOf.try_emplace(
      {first.site, first.operand, second.site, second.operand, race.kind(),
       std::string(first.what ? first.what : "") + "|" +
           (second.what ? second.what : "")},
      nullptr);
  if (!inserted)
    return nullptr;
  // Reported where the later access is made, or at the earlier dispatch
  // when the later one is a copy.
  const auto *at =
      static_cast<const DbgrtSite *>(second.site ? second.site : first.site);
  DbgrtSite &made = sites.emplace_back();
  made.kind = DBGRT_SITE_RACE;
  made.ordinal = -1;
  made.kernel = at ? at->kernel : nullptr;
  made.opName = "gpu.launch_func"; // A check made at the launch.
  made.location = at ? at->location : nullptr;
  made.id = static_cast<int64_t>(0xD15BA7C4ull * (sites.size() + 1) ^
                                 (at ? static_cast<uint64_t>(at->id) : 0));
  made.what =
      siteStrings
          .emplace_back(std::string(race.kind()) + " race between dispatches")
          .c_str();
  bool hostTarget = later.target && std::string(later.target) == "cpu";
  // The report's prefix names the later dispatch's kernel and location.
  std::string detail = second.what
                           ? describeAccessor(second)
                           : "operand #" + std::to_string(second.operand);
  detail += race.later.write ? " writes" : " reads";
  detail += " bytes [{first:i}, {end:i}) of an allocation that " +
            describeAccessor(first);
  if (!first.what)
    detail += " [id={other_dispatch:i}]";
  detail += race.earlier.write ? " wrote" : " read";
  detail += hostTarget
                ? " in another async launch, with no async dependency or wait "
                  "between them"
                : " on another stream, with no event, stream wait or "
                  "synchronization between them";
  // The granularity: a copy's bytes are exact, a dispatch's are bounded by
  // its site's footprint or are its whole operand.
  bool byBytes = (first.what || race.earlier.bounded) &&
                 (second.what || race.later.bounded);
  detail += byBytes ? " (judged by the bytes the kernels' indices reach)"
                    : " (judged by whole operands: the kernel's indices "
                      "could not be bounded at the launch)";
  made.detail = siteStrings.emplace_back(std::move(detail)).c_str();
  return it->second = &made;
}

void DispatchRaceChecker::report(const std::vector<DispatchRace> &races,
                                 const DispatchInfo &later) {
  for (const DispatchRace &race : races) {
    const DbgrtSite *site = newSite(race, later);
    if (!site)
      continue; // Reported at an earlier launch.
    CheckFailure failure;
    failure.site = site;
    failure.siteId = site->id;
    failure.count = 1;
    failure.report.valid = 1;
    failure.report.payload0 = race.begin - race.earlier.group;
    failure.report.payload1 = race.end - race.earlier.group;
    failure.report.payload2 = static_cast<uint64_t>(race.earlier.by.dispatchId);
    failure.dispatch = later;
    if (!later.id) {
      // A copy: named by the earlier dispatch.
      failure.dispatch.id = race.earlier.by.dispatchId;
      failure.dispatch.site =
          static_cast<const DbgrtSite *>(race.earlier.by.site);
      failure.dispatch.kernel = race.earlier.by.kernel;
    }
    CheckRecords::get().addScan(
        failure.dispatch, [failure] { return std::optional(failure); },
        nullptr);
    rt.features().checks.reportRecords({failure.dispatch});
  }
}

void DispatchRaceChecker::reset() {
  std::lock_guard<std::mutex> lock(sitesMutex);
  programOrder = std::make_unique<DispatchOrder>();
  siteOf.clear();
}

} // namespace dbgrt
