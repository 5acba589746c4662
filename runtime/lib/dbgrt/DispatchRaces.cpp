//===- DispatchRaces.cpp - races between dispatches -----------------------===//

#include "DispatchRaces.h"

#include <algorithm>

using namespace dbgrt;

/// Accesses kept per allocation that nothing orders before later work.
static constexpr size_t kMaxUnorderedAccesses = 64;

//===----------------------------------------------------------------------===//
// VectorClock
//===----------------------------------------------------------------------===//

uint64_t VectorClock::get(uint32_t queue) const {
  auto it = std::lower_bound(entries.begin(), entries.end(), queue,
                             [](const std::pair<uint32_t, uint64_t> &e,
                                uint32_t q) { return e.first < q; });
  return it != entries.end() && it->first == queue ? it->second : 0;
}

void VectorClock::set(uint32_t queue, uint64_t value) {
  auto it = std::lower_bound(entries.begin(), entries.end(), queue,
                             [](const std::pair<uint32_t, uint64_t> &e,
                                uint32_t q) { return e.first < q; });
  if (it != entries.end() && it->first == queue)
    it->second = value;
  else
    entries.insert(it, {queue, value});
}

void VectorClock::join(const VectorClock &other) {
  std::vector<std::pair<uint32_t, uint64_t>> merged;
  merged.reserve(entries.size() + other.entries.size());
  auto a = entries.cbegin();
  auto b = other.entries.cbegin();
  while (a != entries.cend() || b != other.entries.cend()) {
    if (b == other.entries.cend() ||
        (a != entries.cend() && a->first < b->first)) {
      merged.push_back(*a++);
    } else if (a == entries.cend() || b->first < a->first) {
      merged.push_back(*b++);
    } else {
      merged.emplace_back(a->first, std::max(a->second, b->second));
      ++a;
      ++b;
    }
  }
  entries.swap(merged);
}

void VectorClock::dropCovered(const VectorClock &floor) {
  entries.erase(std::remove_if(entries.begin(), entries.end(),
                               [&](const std::pair<uint32_t, uint64_t> &e) {
                                 return e.second <= floor.get(e.first);
                               }),
                entries.end());
}

//===----------------------------------------------------------------------===//
// DispatchRace
//===----------------------------------------------------------------------===//

const char *DispatchRace::kind() const {
  if (earlier.write && later.write)
    return "write-after-write";
  return earlier.write ? "read-after-write" : "write-after-read";
}

//===----------------------------------------------------------------------===//
// DispatchOrder
//===----------------------------------------------------------------------===//

DispatchOrder::QueueState &DispatchOrder::queueState(Queue queue) {
  auto [it, inserted] = queues.try_emplace(queue);
  if (inserted)
    it->second.id = nextQueue++;
  return it->second;
}

bool DispatchOrder::ordered(const Stamped &earlier,
                            const VectorClock &now) const {
  // Queue 0 is the host: what it did is ordered before all it issues later.
  return earlier.queue == 0 || earlier.time <= now.get(earlier.queue) ||
         earlier.time <= host.get(earlier.queue);
}

std::vector<DispatchRace>
DispatchOrder::access(Queue queue, const std::vector<RaceAccess> &made) {
  std::lock_guard<std::mutex> lock(mutex);
  uint32_t id = 0;
  uint64_t time = 0;
  const VectorClock *now = &host;
  if (queue) {
    QueueState &state = queueState(queue);
    id = state.id;
    time = state.clock.get(id) + 1;
    state.clock.set(id, time);
    now = &state.clock;
  }
  std::vector<DispatchRace> races;
  for (const RaceAccess &access : made) {
    if (access.begin >= access.end)
      continue;
    std::vector<Stamped> &group = accesses[access.group];
    for (const Stamped &earlier : group) {
      const RaceAccess &e = earlier.access;
      if (e.end <= access.begin || access.end <= e.begin ||
          !(e.write || access.write) || (e.atomic && access.atomic) ||
          ordered(earlier, *now))
        continue;
      // One race per earlier site and operand (or copy) and later operand:
      // that is what a report names.
      bool seen = std::any_of(races.begin(), races.end(), [&](auto &race) {
        return race.earlier.by.site == e.by.site &&
               race.earlier.by.what == e.by.what &&
               race.earlier.by.operand == e.by.operand &&
               race.later.by.operand == access.by.operand;
      });
      if (seen)
        continue;
      DispatchRace race;
      race.earlier = e;
      race.later = access;
      race.begin = std::max(e.begin, access.begin);
      race.end = std::min(e.end, access.end);
      race.earlierQueue = earlier.queue;
      race.laterQueue = id;
      races.push_back(race);
    }
  }
  // Records what this access makes redundant: what the host waited for, and
  // what it covers and is ordered after (a write covers any access, an
  // atomic update atomic ones, a read reads). The host's own accesses are
  // ordered before all that follows: nothing to keep.
  for (const RaceAccess &access : made) {
    if (access.begin >= access.end)
      continue;
    std::vector<Stamped> &group = accesses[access.group];
    group.erase(std::remove_if(group.begin(), group.end(),
                               [&](const Stamped &earlier) {
                                 if (ordered(earlier, host))
                                   return true;
                                 const RaceAccess &e = earlier.access;
                                 bool covers = access.write
                                                   ? !access.atomic || e.atomic
                                                   : !e.write;
                                 return queue && covers &&
                                        access.begin <= e.begin &&
                                        e.end <= access.end &&
                                        ordered(earlier, *now);
                               }),
                group.end());
    if (queue) {
      // Unordered accesses pile up only in a racy program (launches that
      // fork from one token and never join): the oldest go, once the race
      // they make was found.
      if (group.size() >= kMaxUnorderedAccesses)
        group.erase(group.begin());
      group.push_back({access, id, time});
    }
    if (group.empty())
      accesses.erase(access.group);
  }
  return races;
}

void DispatchOrder::record(Event event, Queue queue) {
  std::lock_guard<std::mutex> lock(mutex);
  EventState &state = events[event];
  state.clock = queue ? queueState(queue).clock : host;
  state.queue = queue ? queueState(queue).id : 0;
  state.continued = false;
  pruneEvents();
}

void DispatchOrder::wait(Queue queue, Event event) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = events.find(event);
  if (it == events.end())
    return; // Never recorded, or pruned: covered by the host's waits.
  VectorClock &clock = queue ? queueState(queue).clock : host;
  clock.join(it->second.clock);
  if (queue)
    clock.dropCovered(host);
}

void DispatchOrder::waitQueue(Queue queue, Queue other) {
  std::lock_guard<std::mutex> lock(mutex);
  VectorClock theirs = queueState(other).clock;
  VectorClock &clock = queue ? queueState(queue).clock : host;
  clock.join(theirs);
  if (queue)
    clock.dropCovered(host);
}

void DispatchOrder::hostWait(Event event) {
  std::lock_guard<std::mutex> lock(mutex);
  auto it = events.find(event);
  if (it != events.end())
    host.join(it->second.clock);
}

void DispatchOrder::hostWaitQueue(Queue queue) {
  std::lock_guard<std::mutex> lock(mutex);
  if (queue)
    host.join(queueState(queue).clock);
}

void DispatchOrder::hostWaitAll() {
  std::lock_guard<std::mutex> lock(mutex);
  for (const auto &[queue, state] : queues)
    host.join(state.clock);
  for (const auto &[event, state] : events)
    host.join(state.clock);
}

void DispatchOrder::joinEvents(VectorClock &clock,
                               const std::vector<Event> &from) const {
  // An event never recorded, or pruned, is covered by the host's waits.
  for (Event event : from) {
    auto it = events.find(event);
    if (it != events.end())
      clock.join(it->second.clock);
  }
  clock.dropCovered(host);
}

void DispatchOrder::join(Event made, const std::vector<Event> &from) {
  std::lock_guard<std::mutex> lock(mutex);
  EventState joined;
  joinEvents(joined.clock, from);
  events[made] = std::move(joined);
  pruneEvents();
}

void DispatchOrder::startQueue(Queue queue, const std::vector<Event> &after) {
  std::lock_guard<std::mutex> lock(mutex);
  QueueState state;
  if (!after.empty()) {
    auto first = events.find(after.front());
    if (first != events.end() && first->second.queue &&
        !first->second.continued) {
      first->second.continued = true;
      state.id = first->second.queue;
    }
  }
  if (!state.id)
    state.id = nextQueue++;
  joinEvents(state.clock, after);
  queues[queue] = std::move(state);
}

void DispatchOrder::forgetQueue(Queue queue) {
  std::lock_guard<std::mutex> lock(mutex);
  queues.erase(queue);
}

void DispatchOrder::forgetEvent(Event event) {
  std::lock_guard<std::mutex> lock(mutex);
  events.erase(event);
}

void DispatchOrder::released(uintptr_t group) {
  std::lock_guard<std::mutex> lock(mutex);
  accesses.erase(group);
}

void DispatchOrder::pruneEvents() {
  if (events.size() < pruneAt)
    return;
  // Events the host has waited past order nothing more than its waits do:
  // waiting for one that is gone does nothing, which is the same.
  for (auto it = events.begin(); it != events.end();) {
    it->second.clock.dropCovered(host);
    it = it->second.clock.size() == 0 ? events.erase(it) : std::next(it);
  }
  pruneAt = std::max<size_t>(1024, 2 * events.size());
}

size_t DispatchOrder::accessCount() const {
  std::lock_guard<std::mutex> lock(mutex);
  size_t count = 0;
  for (const auto &[group, list] : accesses)
    count += list.size();
  return count;
}

size_t DispatchOrder::eventCount() const {
  std::lock_guard<std::mutex> lock(mutex);
  return events.size();
}
