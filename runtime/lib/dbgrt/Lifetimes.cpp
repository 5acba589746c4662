//===- Lifetimes.cpp - allocations, frees and uses of freed memory --------===//
//
// Each report names the lines of the gpu.alloc and gpu.dealloc (the memory
// sites of record-memory-ops, which dbgrtMemoryOp hands to the next memory
// call on its thread); compute-sanitizer gives addresses and host
// backtraces, at 10-100x the run time.
//
//===----------------------------------------------------------------------===//

#include "Lifetimes.h"
#include "Checks.h"
#include "Runtime.h"

#include "DispatchRaces.h"

#include <algorithm>
#include <cstdio>
#include <map>

using namespace dbgrt;

namespace {

/// The memory site the next memory call on this thread takes.
thread_local const DbgrtSite *tMemorySite = nullptr;

/// Takes this thread's memory site.
const DbgrtSite *takeMemorySite() {
  const DbgrtSite *site = tMemorySite;
  tMemorySite = nullptr;
  return site;
}

/// "gpu.dealloc at f.mlir:30:5", or `fallback` for an op without a site.
std::string describeMemoryOp(const DbgrtSite *site, const char *fallback) {
  if (!site || !site->opName)
    return fallback;
  std::string text = escapeControl(site->opName);
  if (site->location)
    text += " at " + escapeControl(site->location);
  return text;
}

/// "the 32-byte allocation of gpu.alloc at f.mlir:20:10".
std::string describeAllocation(const Allocation &allocation) {
  return "the " + std::to_string(allocation.bytes) + "-byte allocation of " +
         describeMemoryOp(allocation.allocSite, "a gpu.alloc");
}

/// ", which gpu.dealloc at f.mlir:29:5 freed".
std::string describeFree(const Allocation &allocation) {
  return ", which " + describeMemoryOp(allocation.freeSite, "a gpu.dealloc") +
         " freed";
}

} // namespace

void MemoryTracker::nameMemoryOp(int64_t siteId) {
  const RegisteredSite *registered = rt.registeredSite(siteId);
  if (!registered || registered->kind != DBGRT_SITE_MEMORY) {
    rt.log(LogLevel::Warning, [&] {
      return "warning: dbgrtMemoryOp: " + std::to_string(siteId) +
             " is the id of no registered memory site; the op is unnamed";
    });
    tMemorySite = nullptr;
    return;
  }
  tMemorySite = registered->site;
}

void MemoryTracker::allocated(const void *base, uint64_t bytes) {
  table.add(base, bytes, takeMemorySite());
}

bool MemoryTracker::released(const void *base) {
  const DbgrtSite *site = takeMemorySite();
  Allocation found;
  // Freed allocations are remembered for lifetimes' reports only.
  Release release = table.remove(base, site, &found, rt.options().lifetimes);
  if (release == Release::AlreadyFreed && rt.options().lifetimes) {
    std::string by = describeMemoryOp(site, "a gpu.dealloc");
    std::string what = "double free: " + by + " frees " +
                       describeAllocation(found) + describeFree(found);
    reportLifetimeError("double_free", "double free " + what, what,
                        "this free is skipped");
    return false;
  }
  if (release == Release::Freed)
    if (DispatchOrder *order = rt.features().races.order())
      order->released(reinterpret_cast<uintptr_t>(base));
  return true;
}

bool MemoryTracker::memoryInUse(const void *read, const void *written,
                                const char *what) {
  const DbgrtSite *site = takeMemorySite();
  if (!rt.options().lifetimes)
    return true;
  bool inUse = true;
  for (auto [address, write] :
       {std::pair(read, false), std::pair(written, true)}) {
    std::optional<Allocation> freed =
        address ? table.findFreed(reinterpret_cast<uintptr_t>(address))
                : std::nullopt;
    if (!freed)
      continue;
    inUse = false;
    std::string text = "use after free: " + describeMemoryOp(site, what) +
                       (write ? " writes " : " reads ") +
                       describeAllocation(*freed) + describeFree(*freed);
    reportLifetimeError("use_after_free", "use " + text, text,
                        "the op is not run");
  }
  return inUse;
}

void MemoryTracker::checkOperandLifetimes(OpenDispatch &open) {
  for (const TensorRef &tensor : operandsOf(open.info.site, open.operands)) {
    std::optional<Allocation> freed =
        table.findFreed(reinterpret_cast<uintptr_t>(tensor.base()));
    if (!freed)
      continue;
    open.info.skipped = true;
    std::string text = "use after free: kernel argument #" +
                       std::to_string(tensor.info.index) + " (" +
                       tensor.typeString() + ") of " +
                       formatDispatch(open.info) + " points into " +
                       describeAllocation(*freed) + describeFree(*freed);
    std::string key = "launch " + formatDispatchName(open.info) + " " +
                      std::to_string(tensor.info.index);
    reportLifetimeError("use_after_free", key, text, "the kernel is not run");
  }
}

void MemoryTracker::atExit() {
  if (!rt.options().lifetimes)
    return;
  // By the line that allocated them, in the order of their first address.
  std::map<const DbgrtSite *, std::pair<int64_t, uint64_t>> bySite;
  std::vector<const DbgrtSite *> order;
  int64_t count = 0;
  uint64_t bytes = 0;
  for (const Allocation &allocation : table.live()) {
    if (!allocation.allocSite)
      continue; // Not a gpu.alloc record-memory-ops named.
    auto [it, inserted] = bySite.try_emplace(allocation.allocSite, 0, 0);
    if (inserted)
      order.push_back(allocation.allocSite);
    ++it->second.first;
    it->second.second += allocation.bytes;
    ++count;
    bytes += allocation.bytes;
  }
  if (!count)
    return;
  std::string sites;
  constexpr size_t kNamed = 4;
  for (size_t i = 0; i < std::min(order.size(), kNamed); ++i) {
    auto [allocations, siteBytes] = bySite[order[i]];
    sites += (i ? "; " : "") + std::to_string(siteBytes) + " bytes in " +
             std::to_string(allocations) + " by " +
             describeMemoryOp(order[i], "a gpu.alloc");
  }
  if (order.size() > kNamed)
    sites += "; and " + std::to_string(order.size() - kNamed) + " more line(s)";
  std::string text = std::to_string(count) + " gpu.alloc allocation(s), " +
                     std::to_string(bytes) +
                     " bytes in all, were never freed: " + sites;
  if (rt.options().reportFormat == ReportFormat::Jsonl)
    rt.reporter().line(
        "{\"event\":\"leak\",\"severity\":\"warning\",\"allocations\":" +
        std::to_string(count) + ",\"bytes\":" + std::to_string(bytes) +
        ",\"message\":" + jsonString(text) + "}");
  else
    rt.reporter().line("warning: memory leak: " + text);
}

void MemoryTracker::reportLifetimeError(const char *kind,
                                        const std::string &key,
                                        const std::string &what,
                                        const char *consequence) {
  ++lifetimeErrors;
  // Text reports: one a launch, copy or free made before is counted.
  if (rt.features().checks.isRepeatedReport("lifetime " + key, what, "uses", 1))
    return;
  std::string text = what + "; " + consequence;
  if (rt.options().reportFormat == ReportFormat::Jsonl)
    rt.reporter().line(
        "{\"event\":\"lifetime\",\"severity\":\"error\",\"kind\":" +
        jsonString(kind) + ",\"message\":" + jsonString(text) + "}");
  else
    rt.reporter().line("error: " + text);
}

//===----------------------------------------------------------------------===//
// Operands past their allocation
//===----------------------------------------------------------------------===//

const DbgrtSite *MemoryTracker::newViewSite(const DbgrtSite *dispatchSite,
                                            const TensorRef &tensor) {
  std::lock_guard<std::mutex> lock(viewSitesMutex);
  auto [it, inserted] =
      viewSiteOf.try_emplace({dispatchSite, tensor.info.index}, nullptr);
  if (!inserted)
    return nullptr;
  DbgrtSite &made = viewSites.emplace_back();
  made.kind = DBGRT_SITE_BOUNDS;
  made.ordinal = -1;
  made.kernel = dispatchSite->kernel;
  made.opName = dispatchSite->opName; // A check made at the launch.
  made.location = dispatchSite->location;
  made.id = static_cast<int64_t>(
      static_cast<uint64_t>(dispatchSite->id) ^
      (0x9E3779B97F4A7C15ull * static_cast<uint64_t>(tensor.info.index + 1)));
  made.what = "operand past its allocation";
  made.detail =
      viewSiteStrings
          .emplace_back("operand #" + std::to_string(tensor.info.index) + " (" +
                        tensor.typeString() +
                        ") covers bytes [{first:i}, {end:i}) of an "
                        "allocation of {size:i} bytes; the kernel "
                        "is not run")
          .c_str();
  return it->second = &made;
}

void MemoryTracker::checkOperandViews(OpenDispatch &open) {
  forEachOperand(open.info.site, open.operands, [&](const TensorRef &tensor) {
    std::optional<ViewOverrun> overrun = table.checkSpan(tensor);
    if (!overrun)
      return;
    // Skipped under bounds=0 too, as a rejected access is: only the report
    // is turned off.
    open.info.skipped = true;
    const DbgrtSite *site =
        rt.options().bounds ? newViewSite(open.info.site, tensor) : nullptr;
    if (!site)
      return; // Off, or reported at an earlier launch of this site.
    CheckFailure failure;
    failure.site = site;
    failure.siteId = site->id;
    failure.count = 1;
    failure.report.valid = 1;
    failure.report.payload0 = overrun->first;
    failure.report.payload1 = overrun->end;
    failure.report.payload2 = overrun->size;
    failure.dispatch = open.info;
    CheckRecords::get().addScan(
        open.info, [failure] { return std::optional(failure); }, nullptr);
    rt.features().checks.reportRecords({open.info});
  });
}

void MemoryTracker::onLaunching(OpenDispatch &open, const LaunchArgs &) {
  if (!open.operands)
    return;
  if (boundsSites)
    checkOperandViews(open);
  if (rt.options().lifetimes)
    checkOperandLifetimes(open);
}

extern "C" void dbgrtMemoryOp(int64_t siteId) {
  Runtime::get().features().memory.nameMemoryOp(siteId);
}

std::optional<std::string> MemoryTracker::tensorLeavesAllocation(
    const char *what, const void *base, int64_t rank, const int64_t *sizes,
    const int64_t *byteStrides, int64_t elementBytes) const {
  uint64_t span = static_cast<uint64_t>(elementBytes);
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] <= 0 || byteStrides[i] < 0)
      return std::nullopt;
    span += static_cast<uint64_t>(sizes[i] - 1) *
            static_cast<uint64_t>(byteStrides[i]);
  }
  std::optional<std::string> leaves = copyLeavesAllocation(base, span);
  if (!leaves)
    return std::nullopt;
  return std::string(what) + ": the tensor of the TMA descriptor " + *leaves +
         "; TMA loads from it read, and stores to it write, memory that is "
         "not the tensor's";
}
