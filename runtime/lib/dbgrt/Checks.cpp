//===- Checks.cpp - device error records and check reports ----------------===//

#include "Checks.h"

#include "Runtime.h"
#include "dbgrt/Template.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <utility>

using namespace dbgrt;

uint32_t dbgrt::checkControl(const Options &options) {
  // A kernel's own assertions are always on, as CUDA's.
  uint32_t control = 1u << DBGRT_SITE_ASSERT;
  if (options.checkInputs)
    control |= 1u << DBGRT_SITE_GUARD;
  if (options.bounds)
    control |= 1u << DBGRT_SITE_BOUNDS;
  if (options.nanCheck)
    control |= 1u << DBGRT_SITE_NONFINITE;
  if (options.races)
    control |= 1u << DBGRT_SITE_RACE;
  if (options.overflow)
    control |= 1u << DBGRT_SITE_OVERFLOW;
  if (options.checkTrap)
    control |= DBGRT_CONTROL_TRAP;
  return control;
}

size_t dbgrt::checkReportsSize(size_t numSites) {
  return sizeof(DbgrtCheckReports) + numSites * sizeof(DbgrtCheckReport);
}

void dbgrt::checkErrorRecordSize(const char *entry, size_t bytes) {
  if (bytes != sizeof(DbgrtErrorRecord))
    Runtime::get().fatal(std::string(entry) + ": the module's " +
                         DBGRT_ERROR_RECORD_SYMBOL + " has " +
                         std::to_string(bytes) + " bytes, expected " +
                         std::to_string(sizeof(DbgrtErrorRecord)) +
                         " (compiled by another version of dbg)");
}

DbgrtErrorRecord dbgrt::errorRecordValue(uint64_t counters, uint64_t reports,
                                         size_t numSites) {
  DbgrtErrorRecord value = {};
  value.counters = counters;
  value.reports = reports;
  value.control = checkControl(Runtime::get().options());
  value.numSites = static_cast<uint32_t>(numSites);
  Runtime::get().log(LogLevel::Debug, [&] {
    return "error record of " + std::to_string(numSites) +
           " check sites attached";
  });
  return value;
}

namespace {

/// Loads a word the device (or another thread) writes.
uint32_t loadShared(const uint32_t &word) {
  return __atomic_load_n(&word, __ATOMIC_ACQUIRE);
}

} // namespace

double dbgrt::decodeFloat(uint64_t bits, std::string_view type) {
  if (type == "f64") {
    double value;
    std::memcpy(&value, &bits, sizeof(value));
    return value;
  }
  uint32_t word;
  if (type == "f32") {
    word = static_cast<uint32_t>(bits);
  } else if (type == "bf16") {
    word = static_cast<uint32_t>(bits & 0xFFFF) << 16;
  } else {
    // f16: sign, 5 exponent bits, 10 mantissa bits.
    uint32_t h = static_cast<uint32_t>(bits & 0xFFFF);
    uint32_t sign = (h >> 15) & 1, exponent = (h >> 10) & 0x1F,
             mantissa = h & 0x3FF;
    double magnitude;
    if (exponent == 0x1F)
      magnitude = mantissa ? NAN : INFINITY;
    else if (exponent == 0)
      magnitude = std::ldexp(static_cast<double>(mantissa), -24);
    else
      magnitude = std::ldexp(static_cast<double>(mantissa | 0x400),
                             static_cast<int>(exponent) - 25);
    return sign ? -magnitude : magnitude;
  }
  float value;
  std::memcpy(&value, &word, sizeof(value));
  return value;
}

std::string dbgrt::formatFloat(double value, std::string_view type) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.*g", type == "f64" ? 17 : 9, value);
  return buffer;
}

namespace {

/// The placeholders of a site's template (none when it is malformed: the
/// compiler's verifier refused those).
std::vector<Placeholder> placeholders(const char *detail) {
  std::vector<Placeholder> result;
  std::string error;
  if (!detail || !parseTemplate(detail, result, error))
    result.clear();
  return result;
}

uint64_t payload(const DbgrtCheckReport &report, size_t index) {
  const uint64_t values[] = {report.payload0, report.payload1, report.payload2,
                             report.payload3};
  return index < 4 ? values[index] : 0;
}

/// "(x,y,z)" (or "[x,y,z]" in JSON) for a thread packed by DBGRT_XYZ_BITS
/// (x | y << 21 | z << 42); "unknown" (null) for a negative value.
std::string formatThread(uint64_t bits, bool json) {
  if (static_cast<int64_t>(bits) < 0)
    return json ? "null" : "(unknown)";
  const unsigned shift = DBGRT_XYZ_BITS;
  const uint64_t mask = (uint64_t(1) << shift) - 1;
  std::string text = std::to_string(bits & mask) + "," +
                     std::to_string((bits >> shift) & mask) + "," +
                     std::to_string((bits >> 2 * shift) & mask);
  return json ? "[" + text + "]" : "(" + text + ")";
}

/// "memref.store at f.mlir:3:5" for a site id (the other access of a race).
std::string formatSite(uint64_t id, bool json) {
  const DbgrtSite *site = Runtime::get().siteById(static_cast<int64_t>(id));
  std::string text = site ? std::string(site->opName ? site->opName : "?") +
                                " at " + (site->location ? site->location : "?")
                          : "an unknown site";
  return json ? jsonString(text) : escapeControl(text);
}

/// "123", "-1.5", "nan": the payload value `index` of `failure`.
std::string formatValue(const CheckFailure &failure, const Placeholder &p,
                        size_t index, bool json) {
  uint64_t bits = payload(failure.report, index);
  if (p.type == "i")
    return std::to_string(static_cast<int64_t>(bits));
  if (p.type == "xyz")
    return formatThread(bits, json);
  if (p.type == "site")
    return formatSite(bits, json);
  double value = decodeFloat(bits, p.type);
  std::string text = formatFloat(value, p.type);
  if (json && !std::isfinite(value))
    return "\"" + text + "\"";
  return text;
}

} // namespace

std::string dbgrt::jsonString(std::string_view text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\t':
      out += "\\t";
      break;
    default:
      if (c < 0x20) {
        char buffer[8];
        std::snprintf(buffer, sizeof(buffer), "\\u%04x", c);
        out += buffer;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  return out + "\"";
}

namespace {

/// The kind of a site as the dbg dialect spells it (Abi.def): "bounds".
const char *kindName(uint32_t kind) {
  switch (kind) {
#define DBGRT_SITE_KIND(NAME, VALUE, DIALECT_CASE)                             \
  case VALUE:                                                                  \
    return #DIALECT_CASE;
#include "dbgrt/Abi.def"
  default:
    return "check";
  }
}

/// "NaN stored by memref.store": a NaN/Inf site's headline names the class
/// of the value, when the payload holds it.
std::string headline(const CheckFailure &failure) {
  const DbgrtSite *site = failure.site;
  std::string what = site->what ? site->what : "check failed";
  if (site->kind != DBGRT_SITE_NONFINITE)
    return what;
  // The value is the first float of the payload.
  std::vector<Placeholder> ps = placeholders(site->detail);
  size_t index = 0;
  while (index < ps.size() && ps[index].type == "i")
    ++index;
  if (index == ps.size())
    return "NaN or Inf " + what;
  double value = decodeFloat(payload(failure.report, index), ps[index].type);
  if (std::isnan(value))
    return "NaN " + what;
  if (std::isinf(value))
    return (value < 0 ? "-Inf " : "Inf ") + what;
  return "non-finite value " + what;
}

} // namespace

bool dbgrt::isPoison(uint64_t bits, const std::string &type) {
  if (type == "f16" || type == "bf16")
    return (bits & 0xFFFF) == kPoisonPattern;
  if (type == "f32")
    return (bits & 0xFFFFFFFF) == 0x7FF57FF5u;
  if (type == "f64")
    return bits == 0x7FF57FF57FF57FF5ull;
  return false;
}

std::string dbgrt::renderCheckDetail(const CheckFailure &failure) {
  const char *detail = failure.site ? failure.site->detail : nullptr;
  if (!detail)
    return "";
  std::string text(detail), out;
  std::vector<Placeholder> ps = placeholders(detail);
  size_t pos = 0;
  std::vector<std::string> poisoned;
  for (size_t i = 0; i < ps.size(); ++i) {
    out += text.substr(pos, ps[i].begin - pos);
    out += formatValue(failure, ps[i], i, /*json=*/false);
    if (ps[i].type != "i" && isPoison(payload(failure.report, i), ps[i].type))
      poisoned.push_back(ps[i].name);
    pos = ps[i].end;
  }
  out += text.substr(pos);
  for (const std::string &name : poisoned)
    out += "; " + name +
           " is the poison-allocations pattern: memory nothing wrote "
           "(uninitialized)";
  return out;
}

std::string dbgrt::formatCheckFailure(const CheckFailure &failure,
                                      const std::string &dispatch,
                                      ReportFormat format, bool trapped,
                                      CheckRole role) {
  const DbgrtCheckReport &r = failure.report;
  const int64_t block[3] = {r.blockX, r.blockY, r.blockZ};
  const int64_t thread[3] = {r.threadX, r.threadY, r.threadZ};
  const DbgrtSite *site = failure.site;
  bool warn = site && (site->flags & DBGRT_SITE_FLAG_WARN);
  if (format == ReportFormat::Jsonl) {
    std::string out = role == CheckRole::Origin
                          ? "{\"event\":\"origin\""
                          : std::string("{\"event\":\"check\",\"severity\":") +
                                (warn ? "\"warning\"" : "\"error\"");
    if (!site) {
      char id[32];
      std::snprintf(id, sizeof(id), "%016" PRIx64,
                    static_cast<uint64_t>(failure.siteId));
      return out + ",\"site\":\"" + id +
             "\",\"count\":" + std::to_string(failure.count) + "}";
    }
    out += ",\"kind\":\"" + std::string(kindName(site->kind)) + "\"";
    out += ",\"what\":" + jsonString(headline(failure));
    out += ",\"kernel\":" + jsonString(site->kernel);
    out += ",\"op\":" + jsonString(site->opName);
    out += ",\"location\":" + jsonString(site->location);
    out += ",\"values\":{";
    std::vector<Placeholder> ps = placeholders(site->detail);
    for (size_t i = 0; i < ps.size(); ++i) {
      if (i)
        out += ",";
      out += jsonString(ps[i].name) + ":" +
             formatValue(failure, ps[i], i, /*json=*/true);
    }
    out += "},\"message\":" + jsonString(renderCheckDetail(failure));
    if (!isHostCheck(site)) {
      out += ",\"block\":[" + std::to_string(r.blockX) + "," +
             std::to_string(r.blockY) + "," + std::to_string(r.blockZ) + "]";
      out += ",\"thread\":[" + std::to_string(r.threadX) + "," +
             std::to_string(r.threadY) + "," + std::to_string(r.threadZ) + "]";
    }
    out += ",\"count\":" + std::to_string(failure.count);
    out += ",\"trapped\":" + std::string(trapped ? "true" : "false");
    out += ",\"dispatch\":" + jsonString(dispatch) + "}";
    return out;
  }
  std::string out = role == CheckRole::Origin ? "origin: "
                    : warn                    ? "warning: "
                                              : "error: ";
  if (!site) {
    char id[32];
    std::snprintf(id, sizeof(id), "%016" PRIx64,
                  static_cast<uint64_t>(failure.siteId));
    return out + "a check failed at an unregistered site " + id;
  }
  out += headline(failure) + " in " + escapeControl(site->kernel) + " at " +
         escapeControl(site->location);
  std::string detail = renderCheckDetail(failure);
  if (!detail.empty())
    out += ": " + detail;
  if (!isHostCheck(site))
    out += ", block " + formatTriple(block) + " thread " + formatTriple(thread);
  if (failure.count > 1)
    out += "; " + std::to_string(failure.count - 1) + " more at this site";
  else if (failure.count < 0)
    out += trapped ? "; the kernel stopped here (check-trap)"
                   : "; the failure count is lost";
  if (!dispatch.empty())
    out += "\n[dbg]   in " + dispatch;
  return out;
}

CheckRecords &CheckRecords::get() {
  static CheckRecords *records = new CheckRecords(); // Used at exit.
  return *records;
}

void CheckRecords::add(std::unique_ptr<CheckRecord> record) {
  std::lock_guard<std::mutex> lock(mutex);
  records.push_back(std::move(record));
  hasWork.store(true, std::memory_order_release);
}

void CheckRecords::remove(const void *owner) {
  std::lock_guard<std::mutex> lock(mutex);
  records.erase(std::remove_if(records.begin(), records.end(),
                               [&](const std::unique_ptr<CheckRecord> &r) {
                                 return r->owner == owner;
                               }),
                records.end());
}

void CheckRecords::removeAll() {
  std::vector<std::unique_ptr<CheckRecord>> released;
  {
    std::lock_guard<std::mutex> lock(mutex);
    released.swap(records);
  }
}

bool CheckRecords::has(const void *owner) {
  std::lock_guard<std::mutex> lock(mutex);
  for (const auto &record : records)
    if (record->owner == owner)
      return true;
  return false;
}

std::vector<CheckFailure> CheckRecords::drain(bool contextLost) {
  std::vector<CheckFailure> failures;
  std::lock_guard<std::mutex> lock(mutex);
  for (const auto &record : records) {
    if (!loadShared(record->reports->failed))
      continue;
    std::vector<uint64_t> counts;
    bool haveCounts = !contextLost && record->readCounters(counts);
    for (size_t i = 0; i < record->numSites(); ++i) {
      DbgrtCheckReport *report = record->report(i);
      if (!loadShared(report->valid))
        continue;
      CheckFailure failure;
      failure.siteId = record->siteIds[i];
      failure.site = Runtime::get().siteById(failure.siteId);
      failure.report = *report;
      failure.count = haveCounts ? static_cast<int64_t>(counts[i]) : -1;
      failures.push_back(failure);
    }
    std::memset(static_cast<void *>(record->reports), 0,
                checkReportsSize(record->numSites()));
    if (haveCounts)
      record->resetCounters();
  }
  return failures;
}

void CheckRecords::addScan(const DispatchInfo &dispatch,
                           std::function<std::optional<CheckFailure>()> read,
                           std::function<void()> wait) {
  std::lock_guard<std::mutex> lock(mutex);
  scans.push_back({dispatch, std::move(read), std::move(wait)});
  hasWork.store(true, std::memory_order_release);
}

std::vector<CheckFailure>
CheckRecords::drainScans(const std::vector<DispatchInfo> *finished,
                         bool contextLost) {
  // The finished dispatches' ids, sorted: a synchronization after many
  // dispatches (up to a scan per slot in flight) finds each scan's in
  // O(log n), not by a walk of all of them.
  std::vector<int64_t> finishedIds;
  if (finished) {
    finishedIds.reserve(finished->size());
    for (const DispatchInfo &d : *finished)
      finishedIds.push_back(d.id);
    std::sort(finishedIds.begin(), finishedIds.end());
  }
  std::vector<Scan> ready;
  {
    std::lock_guard<std::mutex> lock(mutex);
    std::vector<Scan> rest;
    for (Scan &scan : scans) {
      bool done = !finished || contextLost ||
                  std::binary_search(finishedIds.begin(), finishedIds.end(),
                                     scan.dispatch.id);
      (done ? ready : rest).push_back(std::move(scan));
    }
    scans.swap(rest);
  }
  std::vector<CheckFailure> failures;
  if (contextLost)
    return failures;
  for (Scan &scan : ready) {
    if (!finished && scan.wait)
      scan.wait();
    if (std::optional<CheckFailure> failure = scan.read()) {
      failure->dispatch = scan.dispatch;
      failures.push_back(*failure);
    }
  }
  return failures;
}

int64_t dbgrt::scanElementBytes(int32_t type) {
  switch (type) {
  case DBGRT_SCAN_F16:
  case DBGRT_SCAN_BF16:
    return 2;
  case DBGRT_SCAN_F64:
    return 8;
  default:
    return 4;
  }
}

/// scanHostBuffer for elements of `Word`: non-finite when the exponent bits
/// `mask` are all set. Counts first (a loop the compiler vectorizes), then
/// finds the first only where there is one.
template <typename Word>
static ScanResult scanWords(const unsigned char *bytes, int64_t elements,
                            Word mask) {
  auto word = [bytes](int64_t i) {
    Word w;
    std::memcpy(&w, bytes + i * sizeof(Word), sizeof(Word));
    return w;
  };
  ScanResult result;
  for (int64_t i = 0; i < elements; ++i)
    result.count += (word(i) & mask) == mask;
  if (result.count == 0)
    return result;
  for (int64_t i = 0; i < elements; ++i)
    if ((word(i) & mask) == mask) {
      result.first = i;
      result.bits = word(i);
      break;
    }
  return result;
}

ScanResult dbgrt::scanHostBuffer(const void *data, int64_t elements,
                                 int32_t type) {
  const auto *bytes = static_cast<const unsigned char *>(data);
  switch (type) {
  case DBGRT_SCAN_F16:
    return scanWords<uint16_t>(bytes, elements, 0x7C00);
  case DBGRT_SCAN_BF16:
    return scanWords<uint16_t>(bytes, elements, 0x7F80);
  case DBGRT_SCAN_F64:
    return scanWords<uint64_t>(bytes, elements, 0x7FF0000000000000ull);
  default:
    return scanWords<uint32_t>(bytes, elements, 0x7F800000u);
  }
}

CheckFailure dbgrt::scanFailure(const DbgrtSite *site, int64_t elements,
                                const ScanResult &result) {
  CheckFailure failure;
  failure.site = site;
  failure.siteId = site->id;
  failure.count = 1;
  failure.report.valid = 1;
  failure.report.payload0 = static_cast<uint64_t>(result.count);
  failure.report.payload1 = static_cast<uint64_t>(elements);
  failure.report.payload2 = static_cast<uint64_t>(result.first);
  failure.report.payload3 = result.bits;
  return failure;
}

void CheckRecords::countErrors(const std::vector<CheckFailure> &failures) {
  std::lock_guard<std::mutex> lock(mutex);
  for (const CheckFailure &failure : failures)
    if ((!failure.site || !(failure.site->flags & DBGRT_SITE_FLAG_WARN)) &&
        failedSites.insert(failureKey(failure)).second)
      ++errors;
}

bool dbgrt::hasFiniteOperands(const CheckFailure &failure) {
  if (!failure.site)
    return true;
  std::vector<Placeholder> values = placeholders(failure.site->detail);
  for (size_t i = 0; i < values.size(); ++i) {
    const Placeholder &value = values[i];
    if (value.name.rfind("operand", 0) != 0 || value.type == "i" ||
        value.type == "site" || value.type == "xyz")
      continue;
    if (!std::isfinite(decodeFloat(payload(failure.report, i), value.type)))
      return false;
  }
  return true;
}

std::string dbgrt::failureKey(const CheckFailure &failure) {
  return std::to_string(failure.siteId) + " " + describeCheckSite(failure);
}

std::string dbgrt::describeCheckSite(const CheckFailure &failure) {
  const DbgrtSite *site = failure.site;
  if (!site)
    return "a check at an unregistered site";
  return headline(failure) + " in " + escapeControl(site->kernel) + " at " +
         escapeControl(site->location);
}

namespace {
/// The record of code that runs on the host: counters in host memory.
class HostCheckRecord : public CheckRecord {
public:
  bool readCounters(std::vector<uint64_t> &counts) override {
    counts.resize(numSites());
    for (size_t i = 0; i < numSites(); ++i)
      counts[i] = __atomic_load_n(&counters[i], __ATOMIC_ACQUIRE);
    return true;
  }
  void resetCounters() override {
    std::fill(counters.begin(), counters.end(), 0);
  }
  std::vector<uint64_t> counters;
  std::vector<uint64_t> reportStorage;
};
} // namespace

extern "C" void dbgrtRegisterErrorRecord(void *record, void *siteIds,
                                         int64_t count) {
  auto *r = static_cast<DbgrtErrorRecord *>(record);
  CheckRecords &records = CheckRecords::get();
  if (records.has(record))
    return;
  auto host = std::make_unique<HostCheckRecord>();
  host->owner = record;
  const auto *ids = static_cast<const int64_t *>(siteIds);
  host->siteIds.assign(ids, ids + std::max<int64_t>(count, 0));
  host->counters.assign(host->numSites(), 0);
  host->reportStorage.assign(
      (checkReportsSize(host->numSites()) + sizeof(uint64_t) - 1) /
          sizeof(uint64_t),
      0);
  host->reports =
      reinterpret_cast<DbgrtCheckReports *>(host->reportStorage.data());
  r->counters = reinterpret_cast<uintptr_t>(host->counters.data());
  r->reports = reinterpret_cast<uintptr_t>(host->reports);
  r->numSites = static_cast<uint32_t>(host->numSites());
  r->control = checkControl(Runtime::get().options());
  records.add(std::move(host));
}

//===----------------------------------------------------------------------===//
// NonfiniteSpread
//===----------------------------------------------------------------------===//

void NonfiniteSpread::recordDispatch(int64_t id, std::vector<Span> operands) {
  constexpr size_t kKept = 4096;
  std::lock_guard<std::mutex> lock(mutex);
  if (!spans.emplace(id, std::move(operands)).second)
    return;
  recorded.push_back(id);
  if (recorded.size() > kKept) {
    spans.erase(recorded.front());
    recorded.pop_front();
  }
}

bool NonfiniteSpread::isSpread(int64_t id) {
  std::lock_guard<std::mutex> lock(mutex);
  if (auto it = decided.find(id); it != decided.end())
    return it->second != Decision::Origin;
  auto it = spans.find(id);
  if (it == spans.end()) {
    decided[id] = Decision::Origin;
    return false;
  }
  bool readsTainted = false;
  for (const Span &span : it->second)
    if (span.read)
      for (const auto &[begin, end] : tainted)
        readsTainted |= span.begin < end && begin < span.end;
  for (const Span &span : it->second)
    if (span.written)
      tainted.emplace_back(span.begin, span.end);
  decided[id] = readsTainted ? Decision::Spread : Decision::Origin;
  return readsTainted;
}

void NonfiniteSpread::countSpread(int64_t id, const std::string &name) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = decided.find(id);
  if (it == decided.end() || it->second != Decision::Spread)
    return;
  it->second = Decision::Counted;
  if (!spread++)
    first = name;
  last = name;
}

void NonfiniteSpread::markOrigin(int64_t id) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = decided.find(id);
  if (it != decided.end() && it->second == Decision::Spread)
    it->second = Decision::Origin;
}

int64_t NonfiniteSpread::spreadDispatches() const {
  std::lock_guard<std::mutex> lock(mutex);
  return spread;
}

std::string NonfiniteSpread::firstSpread() const {
  std::lock_guard<std::mutex> lock(mutex);
  return first;
}

std::string NonfiniteSpread::lastSpread() const {
  std::lock_guard<std::mutex> lock(mutex);
  return last;
}
