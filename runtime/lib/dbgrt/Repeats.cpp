//===- Repeats.cpp - a report that repeats is printed once ----------------===//

#include "Repeats.h"

#include <algorithm>

using namespace dbgrt;

bool RepeatedReports::first(const std::string &key,
                            const std::string &description,
                            const char *eventName, int64_t events) {
  std::lock_guard<std::mutex> lock(mutex);
  auto [it, inserted] = entries.try_emplace(key);
  Entry &entry = it->second;
  if (inserted) {
    entry.order = entries.size();
    entry.description = description;
    entry.eventName = eventName;
    return true;
  }
  ++entry.launches;
  entry.events += std::max<int64_t>(events, 0);
  return false;
}

std::vector<std::string> RepeatedReports::summary() const {
  std::vector<const Entry *> repeated;
  std::lock_guard<std::mutex> lock(mutex);
  for (const auto &[key, entry] : entries)
    if (entry.launches)
      repeated.push_back(&entry);
  std::sort(repeated.begin(), repeated.end(),
            [](const Entry *a, const Entry *b) { return a->order < b->order; });
  std::vector<std::string> lines;
  for (const Entry *entry : repeated) {
    std::string line = entry->description + ": reported once above, and " +
                       std::to_string(entry->launches) + " more launch(es)";
    if (entry->events)
      line += " (" + std::to_string(entry->events) + " more " +
              entry->eventName + ")";
    lines.push_back(std::move(line));
  }
  return lines;
}

void RepeatedReports::clear() {
  std::lock_guard<std::mutex> lock(mutex);
  entries.clear();
}
