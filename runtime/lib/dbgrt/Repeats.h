//===- Repeats.h - a report that repeats is printed once --------*- C++ -*-===//
//
// "Say it once": a report that repeats at one site (a check that fails in
// every launch of its kernel, a dispatch that differs from its reference
// each time it runs) is printed in full the first time; later ones are
// counted and summed up in one line at exit. UBSan reports each source
// location once the same way (compiler-rt's ubsan_handlers.cpp); JSON Lines
// keeps every event.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_REPEATS_H
#define DBGRT_REPEATS_H

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace dbgrt {

/// Which reports were printed, by key; thread-safe.
class RepeatedReports {
public:
  /// True the first time `key` is seen (the report is printed); after that
  /// false, counting one more launch and `events` more events under `key`
  /// (failing threads, differing elements; 0 when unknown). The first call
  /// names the report for the summary: `description` ("out-of-bounds store
  /// in kernels::scatter at f.mlir:31:7") and what its events are
  /// (`eventName`: "failures").
  bool first(const std::string &key, const std::string &description,
             const char *eventName, int64_t events);

  /// One line per key that repeated, in the order they were first seen:
  /// "out-of-bounds store in kernels::scatter at f.mlir:31:7: reported once
  /// above, and 255 more launch(es) (32640 more failures)".
  std::vector<std::string> summary() const;
  /// Forgets every key (for tests).
  void clear();

private:
  struct Entry {
    size_t order = 0;
    std::string description;
    const char *eventName = "";
    int64_t launches = 0, events = 0;
  };
  mutable std::mutex mutex;
  std::map<std::string, Entry> entries;
};

} // namespace dbgrt

#endif // DBGRT_REPEATS_H
