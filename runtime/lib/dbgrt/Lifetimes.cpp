//===- Lifetimes.cpp - allocations, frees, and uses of freed memory -------===//
//
// The program's gpu.alloc allocations on every target (AllocationTable), and
// under the run-time key `lifetimes` what compute-sanitizer's memcheck and
// leak check report of them: a dispatch, gpu.memcpy or gpu.memset that
// touches freed memory, a second gpu.dealloc, and what was never freed at
// exit. Each report names the lines of the gpu.alloc and gpu.dealloc (the
// memory sites of record-memory-ops, which dbgrtMemoryOp hands to the next
// memory call on its thread); compute-sanitizer gives addresses and host
// backtraces, at 10-100x the run time.
//
//===----------------------------------------------------------------------===//

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

void Runtime::nameMemoryOp(int64_t siteId) {
  const DbgrtSite *site = siteById(siteId);
  if (!site || site->kind != DBGRT_SITE_MEMORY) {
    log(LogLevel::Warning, [&] {
      return "warning: dbgrtMemoryOp: " + std::to_string(siteId) +
             " is the id of no registered memory site; the op is unnamed";
    });
    site = nullptr;
  }
  tMemorySite = site;
}

void Runtime::allocated(const void *base, uint64_t bytes) {
  allocations.add(base, bytes, takeMemorySite());
}

bool Runtime::released(const void *base) {
  const DbgrtSite *site = takeMemorySite();
  Allocation found;
  Release release = allocations.remove(base, site, &found);
  if (release == Release::AlreadyFreed && opts.lifetimes) {
    std::string by = describeMemoryOp(site, "a gpu.dealloc");
    std::string what = "double free: " + by + " frees " +
                       describeAllocation(found) + describeFree(found);
    reportLifetimeError("double_free", "double free " + what, what,
                        "this free is skipped");
    return false;
  }
  if (release == Release::Freed)
    if (DispatchOrder *order = dispatchOrder())
      order->released(reinterpret_cast<uintptr_t>(base));
  return true;
}

bool Runtime::memoryInUse(const void *read, const void *written,
                          const char *what) {
  const DbgrtSite *site = takeMemorySite();
  if (!opts.lifetimes)
    return true;
  bool inUse = true;
  for (auto [address, write] :
       {std::pair(read, false), std::pair(written, true)}) {
    std::optional<Allocation> freed =
        address ? allocations.findFreed(reinterpret_cast<uintptr_t>(address))
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

void Runtime::checkOperandLifetimes(OpenDispatch &open) {
  for (const TensorRef &tensor : operandsOf(open.info.site, open.operands)) {
    std::optional<Allocation> freed =
        allocations.findFreed(reinterpret_cast<uintptr_t>(tensor.base()));
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

void Runtime::noteLeaks() {
  if (!opts.lifetimes)
    return;
  // By the line that allocated them, in the order of their first address.
  std::map<const DbgrtSite *, std::pair<int64_t, uint64_t>> bySite;
  std::vector<const DbgrtSite *> order;
  int64_t count = 0;
  uint64_t bytes = 0;
  for (const Allocation &allocation : allocations.live()) {
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
  if (opts.reportFormat == ReportFormat::Jsonl)
    report.line(
        "{\"event\":\"leak\",\"severity\":\"warning\",\"allocations\":" +
        std::to_string(count) + ",\"bytes\":" + std::to_string(bytes) +
        ",\"message\":" + jsonString(text) + "}");
  else
    report.line("warning: memory leak: " + text);
}

void Runtime::reportLifetimeError(const char *kind, const std::string &key,
                                  const std::string &what,
                                  const char *consequence) {
  ++lifetimeErrors;
  // Text reports: one a launch, copy or free made before is counted.
  if (isRepeatedReport("lifetime " + key, what, "uses", 1))
    return;
  std::string text = what + "; " + consequence;
  if (opts.reportFormat == ReportFormat::Jsonl)
    report.line("{\"event\":\"lifetime\",\"severity\":\"error\",\"kind\":" +
                jsonString(kind) + ",\"message\":" + jsonString(text) + "}");
  else
    report.line("error: " + text);
}

extern "C" void dbgrtMemoryOp(int64_t siteId) {
  Runtime::get().nameMemoryOp(siteId);
}
