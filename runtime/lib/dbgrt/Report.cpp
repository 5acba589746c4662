//===- Report.cpp - libdbgrt report formatting and output -----------------===//

#include "Report.h"

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <unordered_map>

namespace dbgrt {

std::string formatDispatchOrdinal(const DbgrtSite *site) {
  if (!site || !site->function || site->ordinal < 0)
    return "";
  return "@" + std::string(site->function) + ":" +
         std::to_string(site->ordinal);
}

std::string formatDispatchName(const DispatchInfo &dispatch) {
  std::string text;
  if (const DbgrtSite *site = dispatch.site) {
    if (std::string ordinal = formatDispatchOrdinal(site); !ordinal.empty())
      text += ordinal + " ";
    text += escapeControl(site->kernel ? site->kernel : "?");
  } else {
    text +=
        escapeControl(dispatch.kernel && *dispatch.kernel ? dispatch.kernel
                                                          : "<unknown kernel>");
  }
  text += " [id=" + std::to_string(dispatch.id) + "]";
  return text;
}

std::string formatTriple(const int64_t values[3]) {
  return "(" + std::to_string(values[0]) + "," + std::to_string(values[1]) +
         "," + std::to_string(values[2]) + ")";
}

std::string formatSizes(const DispatchInfo &dispatch) {
  return "grid=" + formatTriple(dispatch.grid) +
         " block=" + formatTriple(dispatch.block);
}

std::string formatLocation(const DispatchInfo &dispatch) {
  if (!dispatch.site || !dispatch.site->location)
    return "";
  return " at " + escapeControl(dispatch.site->location);
}

std::string formatDispatch(const DispatchInfo &dispatch) {
  return formatDispatchName(dispatch) + " " + formatSizes(dispatch) +
         formatLocation(dispatch);
}

int64_t traceClockNs() {
  static const auto epoch = std::chrono::steady_clock::now();
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now() - epoch)
      .count();
}

namespace {

/// The process id, read once (getpid is a system call).
int64_t processId() {
  static const int64_t pid = getpid();
  return pid;
}

/// A JSON string literal of `text` (quotes included).
std::string json(const char *text) {
  return text ? jsonString(text) : std::string("null");
}

/// The key of a dispatch's site text: its site, or the (interned) kernel
/// name of an uninstrumented dispatch.
const void *siteKey(const DispatchInfo &dispatch) {
  return dispatch.site ? static_cast<const void *>(dispatch.site)
                       : static_cast<const void *>(dispatch.kernel);
}

} // namespace

struct SiteText {
  std::string name;         ///< "@main:3 kernels::scale", or the kernel.
  std::string location;     ///< " at model.mlir:42:5", or "".
  std::string jsonFields;   ///< ,"dispatch":"@main:3","kernel":"k::f"
  std::string jsonName;     ///< "k::f" (Chrome slices' name)
  std::string jsonLocation; ///< ,"location":"...", or "".

  explicit SiteText(const DispatchInfo &dispatch) {
    const DbgrtSite *site = dispatch.site;
    const char *kernel = site && site->kernel ? site->kernel
                         : dispatch.kernel && *dispatch.kernel
                             ? dispatch.kernel
                             : "<unknown kernel>";
    if (std::string ordinal = formatDispatchOrdinal(site); !ordinal.empty()) {
      name = ordinal + " ";
      jsonFields = ",\"dispatch\":" + jsonString(ordinal);
    }
    name += kernel;
    name = escapeControl(name);
    jsonFields += ",\"kernel\":" + json(kernel);
    jsonName = json(kernel);
    if (site && site->location) {
      location = escapeControl(std::string(" at ") + site->location);
      jsonLocation = ",\"location\":" + json(site->location);
    }
  }
};

namespace {

/// The site text of `dispatch`, cached per thread (formatLaunch and events
/// to stderr; the reporter's queue resolves its own).
const SiteText &siteText(const DispatchInfo &dispatch) {
  const void *key = siteKey(dispatch);
  thread_local const void *lastKey = nullptr;
  thread_local const SiteText *last = nullptr;
  if (key == lastKey && last)
    return *last;
  thread_local std::unordered_map<const void *, std::unique_ptr<SiteText>>
      cache;
  std::unique_ptr<SiteText> &text = cache[key];
  if (!text)
    text = std::make_unique<SiteText>(dispatch);
  lastKey = key;
  last = text.get();
  return *text;
}

/// Writes a record into `out` through a raw cursor: the space is reserved
/// once (an upper bound), then filled with memcpy and to_chars, and the
/// string is cut to what was written when the cursor goes away.
class Cursor {
public:
  Cursor(std::string &out, size_t bound) : out(out) {
    size_t start = out.size();
    out.resize(start + bound);
    at = out.data() + start;
  }
  ~Cursor() { out.resize(static_cast<size_t>(at - out.data())); }
  Cursor &operator<<(char c) {
    *at++ = c;
    return *this;
  }
  Cursor &operator<<(std::string_view text) {
    std::memcpy(at, text.data(), text.size());
    at += text.size();
    return *this;
  }
  Cursor &operator<<(int64_t value) {
    at = std::to_chars(at, at + 20, value).ptr;
    return *this;
  }
  /// `ns` as microseconds with three decimals (Chrome traces' unit).
  Cursor &micros(int64_t ns) {
    if (ns < 0) {
      *at++ = '-';
      ns = -ns;
    }
    *this << ns / 1000;
    int64_t rest = ns % 1000;
    at[0] = '.';
    at[1] = static_cast<char>('0' + rest / 100);
    at[2] = static_cast<char>('0' + rest / 10 % 10);
    at[3] = static_cast<char>('0' + rest % 10);
    at += 4;
    return *this;
  }
  Cursor &triple(const int64_t values[3], char open, char close) {
    return *this << open << values[0] << ',' << values[1] << ',' << values[2]
                 << close;
  }
  Cursor &target(const DispatchInfo &dispatch) {
    return *this << std::string_view(dispatch.target) << ':'
                 << static_cast<int64_t>(dispatch.device);
  }

private:
  std::string &out;
  char *at;
};

/// Room for the numbers and fixed text of any record.
constexpr size_t kRecordSlack = 512;

/// The JSON fields every record of a dispatch starts with:
/// "id":7,"dispatch":"@main:3","kernel":"k::f","target":"gpu:0".
void jsonDispatch(Cursor &c, const DispatchInfo &d, const SiteText &text) {
  c << "\"id\":" << d.id << text.jsonFields << ",\"target\":\"";
  c.target(d) << '"';
}

/// A Chrome trace "X" slice on thread `tid` (1: dispatches on the host, 2:
/// kernels on the device), preceded by ",\n".
void chromeSlice(Cursor &c, const DispatchInfo &d, const SiteText &text,
                 int64_t beginNs, int64_t durationNs, int64_t tid) {
  c << ",\n{\"name\":" << text.jsonName
    << ",\"cat\":" << (tid == 1 ? "\"dispatch\"" : "\"kernel\"")
    << ",\"ph\":\"X\",\"ts\":";
  c.micros(beginNs) << ",\"dur\":";
  c.micros(durationNs < 0 ? 0 : durationNs)
      << ",\"pid\":" << processId() << ",\"tid\":" << tid << ",\"args\":{";
  jsonDispatch(c, d, text);
  c << ",\"grid\":";
  c.triple(d.grid, '[', ']') << ",\"block\":";
  c.triple(d.block, '[', ']') << text.jsonLocation << "}}";
}

/// An upper bound of the bytes of any record of `d` with site text `text`.
size_t recordBound(const DispatchInfo &d, const SiteText &text) {
  return kRecordSlack + text.name.size() + text.location.size() +
         2 * (text.jsonFields.size() + text.jsonLocation.size() +
              text.jsonName.size() + std::strlen(d.target));
}

/// appendEvent with the site's text given.
void appendEventWith(std::string &out, const DispatchEvent &event,
                     const DispatchInfo &d, TraceFormat format,
                     const SiteText &text) {
  bool launch = event.kind == DispatchEvent::Kind::Launch;
  bool kernel = event.kind == DispatchEvent::Kind::Kernel;
  // Chrome: one slice per dispatch, written when it completes.
  if (format == TraceFormat::Chrome && launch)
    return;
  Cursor c(out, recordBound(d, text));
  if (kernel) {
    // A kernel's device time, known after the dispatch completed.
    if (format == TraceFormat::Chrome) {
      chromeSlice(c, d, text, event.deviceStartNs, event.deviceNs, 2);
    } else if (format == TraceFormat::Jsonl) {
      c << "{\"event\":\"kernel\",";
      jsonDispatch(c, d, text);
      c << ",\"ts_us\":";
      c.micros(event.deviceStartNs) << ",\"device_us\":";
      c.micros(event.deviceNs) << "}\n";
    } else {
      c << "[dbg] KERNEL " << text.name << " [id=" << d.id << "] target=";
      c.target(d) << " time=";
      c.micros(event.deviceNs) << "us\n";
    }
    return;
  }
  switch (format) {
  case TraceFormat::Text:
    c << (launch ? "[dbg] LAUNCH " : "[dbg] COMPLETE ") << text.name
      << " [id=" << d.id << ']';
    if (launch) {
      c << " grid=";
      c.triple(d.grid, '(', ')') << " block=";
      c.triple(d.block, '(', ')') << " target=";
      c.target(d) << text.location;
    } else {
      c << " target=";
      c.target(d) << (event.done ? " state=done" : " state=queued");
      if (event.deviceNs >= 0) {
        c << " time=";
        c.micros(event.deviceNs) << "us";
      }
    }
    c << '\n';
    return;
  case TraceFormat::Jsonl:
    c << (launch ? "{\"event\":\"launch\"," : "{\"event\":\"complete\",");
    jsonDispatch(c, d, text);
    c << ",\"ts_us\":";
    c.micros(event.hostNs);
    if (launch) {
      c << ",\"grid\":";
      c.triple(d.grid, '[', ']') << ",\"block\":";
      c.triple(d.block, '[', ']') << text.jsonLocation;
    } else {
      c << (event.done ? ",\"state\":\"done\"" : ",\"state\":\"queued\"");
      if (event.deviceNs >= 0) {
        c << ",\"device_us\":";
        c.micros(event.deviceNs);
      }
    }
    c << "}\n";
    return;
  case TraceFormat::Chrome:
    chromeSlice(c, d, text, d.beginNs, event.hostNs - d.beginNs, 1);
    if (event.deviceStartNs >= 0 && event.deviceNs >= 0)
      chromeSlice(c, d, text, event.deviceStartNs, event.deviceNs, 2);
    return;
  }
}

} // namespace

void appendEvent(std::string &out, const DispatchEvent &event,
                 TraceFormat format) {
  const DispatchInfo &d = *event.dispatch;
  appendEventWith(out, event, d, format, siteText(d));
}

std::string formatLaunch(const DispatchInfo &dispatch) {
  std::string out;
  DispatchEvent event;
  event.dispatch = &dispatch;
  appendEvent(out, event, TraceFormat::Text);
  // Without the "[dbg] " prefix and the newline.
  return out.substr(6, out.size() - 7);
}

std::string formatComplete(const DispatchInfo &dispatch, bool done) {
  std::string out;
  DispatchEvent event;
  event.kind = DispatchEvent::Kind::Complete;
  event.dispatch = &dispatch;
  event.done = done;
  appendEvent(out, event, TraceFormat::Text);
  return out.substr(6, out.size() - 7);
}

std::string expandPath(const std::string &path) {
  std::string out;
  for (size_t i = 0; i < path.size(); ++i) {
    if (path[i] == '%' && i + 1 < path.size() && path[i + 1] == 'p') {
      out += std::to_string(getpid());
      ++i;
    } else {
      out += path[i];
    }
  }
  return out;
}

bool writeAll(int fd, std::string_view text) {
  const char *data = text.data();
  size_t left = text.size();
  while (left > 0) {
    ssize_t n = ::write(fd, data, left);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      if (n == 0)
        errno = EIO;
      return false;
    }
    data += n;
    left -= static_cast<size_t>(n);
  }
  return true;
}

Reporter::Reporter() {
  queue.reserve(kBatchEvents);
  flushText.reserve(kBufferBytes);
}

Reporter::~Reporter() {
  finish();
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  batchReady.notify_all();
  if (writer.joinable())
    writer.join();
  if (fd >= 0)
    ::close(fd);
}

bool Reporter::setFile(const std::string &newPath, std::string &error) {
  std::unique_lock<std::mutex> lock(mutex);
  flushLocked(lock);
  if (fd >= 0) {
    std::string closing = closingLocked();
    writeAll(fd, closing);
    ::close(fd);
    fd = -1;
  }
  path.clear();
  linesWritten = 0;
  chromeRecords = 0;
  chromeClosed = false;
  if (newPath.empty())
    return true;
  std::string expanded = expandPath(newPath);
  // O_NONBLOCK: opening a FIFO that no one reads fails (ENXIO) instead of
  // waiting forever; writes block again once it is open.
  int opened =
      ::open(expanded.c_str(),
             O_WRONLY | O_CREAT | O_APPEND | O_NONBLOCK | O_CLOEXEC, 0644);
  if (opened < 0) {
    error = "cannot open trace-file '" + expanded + "': " +
            (errno == ENXIO ? std::string("it is a FIFO that no process reads")
                            : std::string(std::strerror(errno)));
    return false;
  }
  int flags = ::fcntl(opened, F_GETFL);
  if (flags >= 0)
    ::fcntl(opened, F_SETFL, flags & ~O_NONBLOCK);
  if (format == TraceFormat::Chrome) {
    // One JSON array per file: appending to another trace would break both.
    struct stat info;
    if (::fstat(opened, &info) == 0 && S_ISREG(info.st_mode) &&
        info.st_size > 0) {
      ::close(opened);
      error = "trace-file '" + expanded +
              "' is not empty: a Chrome trace (trace-format=chrome) is one "
              "JSON array per file; remove it, or put %p in the path for one "
              "file per process";
      return false;
    }
    std::string header =
        "[{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":" +
        std::to_string(getpid()) +
        ",\"tid\":0,\"args\":{\"name\":\"dbg\"}},\n"
        "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":" +
        std::to_string(getpid()) +
        ",\"tid\":1,\"args\":{\"name\":\"dispatches (host)\"}},\n"
        "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":" +
        std::to_string(getpid()) +
        ",\"tid\":2,\"args\":{\"name\":\"kernels (device, "
        "timing)\"}}";
    if (!writeAll(opened, header)) {
      error =
          "cannot write trace-file '" + expanded + "': " + std::strerror(errno);
      ::close(opened);
      return false;
    }
  }
  fd = opened;
  path = expanded;
  return true;
}

std::string Reporter::closingLocked() {
  if (format != TraceFormat::Chrome || chromeClosed || fd < 0)
    return "";
  chromeClosed = true;
  return "\n]\n";
}

void Reporter::fileFailedLocked(int err) {
  std::string kept = linesWritten == 0
                         ? "no line was written to it"
                         : "the " + std::to_string(linesWritten) +
                               (linesWritten == 1 ? " line" : " lines") +
                               " written before are kept";
  writeAll(STDERR_FILENO, "[dbg] error: writing trace-file '" + path +
                              "' failed: " + std::strerror(err) + "; " + kept +
                              ", further reports go to stderr\n");
  ::close(fd);
  fd = -1;
}

void Reporter::writeLocked(const std::string &out, int64_t lines) {
  if (fd >= 0) {
    if (writeAll(fd, out)) {
      linesWritten += lines;
      return;
    }
    fileFailedLocked(errno);
  }
  writeAll(STDERR_FILENO, out);
}

void Reporter::writeEvents(const std::vector<Queued> &events,
                           std::string &out) {
  out.clear();
  int64_t records = 0;
  for (const Queued &queued : events) {
    size_t bound = recordBound(queued.dispatch, *queued.text);
    if (out.size() + bound > out.capacity() && !out.empty()) {
      // Whole records, one write: no line is split between two writes.
      writeLocked(out, records);
      out.clear();
      records = 0;
    }
    if (bound > out.capacity())
      continue; // Only a flush's first use can grow it; never in a signal.
    appendEventWith(out, queued.event, queued.dispatch, format, *queued.text);
    ++records;
  }
  if (!out.empty())
    writeLocked(out, records);
  out.clear();
}

void Reporter::flushLocked(std::unique_lock<std::mutex> &lock) {
  batchWritten.wait(lock, [&] { return !inflight.load(); });
  if (queue.empty())
    return;
  writeEvents(queue, flushText);
  queue.clear();
}

void Reporter::writeBatches() {
  std::string out;
  out.reserve(kBufferBytes);
  std::unique_lock<std::mutex> lock(mutex);
  while (true) {
    batchReady.wait(lock, [&] { return inflight.load() || stopping; });
    if (!inflight.load())
      return;
    // The file stays open while a batch is in flight: what closes or
    // replaces it flushes first, and so waits for the batch.
    int file = fd;
    lock.unlock();
    out.clear();
    for (const Queued &queued : batch)
      appendEventWith(out, queued.event, queued.dispatch, format, *queued.text);
    bool written = writeAll(file, out);
    int err = errno;
    lock.lock();
    if (written) {
      linesWritten += static_cast<int64_t>(batch.size());
    } else {
      if (fd == file)
        fileFailedLocked(err);
      writeAll(STDERR_FILENO, out);
    }
    batch.clear();
    inflight = false;
    batchWritten.notify_all();
  }
}

std::string escapeControl(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte != 0x7f) {
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else {
      char hex[8];
      std::snprintf(hex, sizeof(hex), "\\x%02x", byte);
      out += hex;
    }
  }
  return out;
}

void Reporter::line(const std::string &text) {
  std::unique_lock<std::mutex> lock(mutex);
  flushLocked(lock);
  // A JSON object (report-format=jsonl) is written bare, so that each line
  // parses; other lines become {"event":"message"} objects where the
  // output is JSON Lines, and "[dbg] " text lines elsewhere (a report may
  // hold several, each with its prefix; the names, locations and paths in
  // it have their control characters escaped where they are formatted).
  bool object = !text.empty() && text[0] == '{';
  bool toFile = fd >= 0 && format != TraceFormat::Chrome;
  bool jsonLines = toFile ? format == TraceFormat::Jsonl : jsonMessages;
  std::string record =
      object ? text + "\n"
      : jsonLines
          ? "{\"event\":\"message\",\"text\":" + jsonString(text) + "}\n"
          : "[dbg] " + text + "\n";
  if (toFile)
    writeLocked(record, 1);
  else
    writeAll(STDERR_FILENO, record);
}

const SiteText *Reporter::siteTextLocked(const DispatchInfo &dispatch) {
  const void *key = siteKey(dispatch);
  if (key == lastSite && lastText)
    return lastText;
  std::unique_ptr<SiteText> &text = sites[key];
  if (!text)
    text = std::make_unique<SiteText>(dispatch);
  lastSite = key;
  lastText = text.get();
  return lastText;
}

void Reporter::event(const DispatchEvent &event) {
  // Chrome: one slice per dispatch, written when it completes.
  if (format == TraceFormat::Chrome &&
      event.kind == DispatchEvent::Kind::Launch)
    return;
  std::unique_lock<std::mutex> lock(mutex);
  if (fd < 0) {
    // stderr is for people watching: at once. A Chrome trace needs a file.
    lock.unlock();
    if (format != TraceFormat::Chrome) {
      thread_local std::string record;
      record.clear();
      appendEvent(record, event, format);
      writeAll(STDERR_FILENO, record);
    }
    return;
  }
  queue.emplace_back(event, siteTextLocked(*event.dispatch));
  if (queue.size() < kBatchEvents)
    return;
  if (!inflight.load()) {
    // A batch for the writer; the queue goes on in the other vector.
    batch.swap(queue);
    inflight = true;
    if (!writer.joinable())
      writer = std::thread([this] { writeBatches(); });
    // Woken after the unlock, the writer does not wait for this thread's
    // mutex at once.
    lock.unlock();
    batchReady.notify_one();
  } else if (queue.size() >= kMaxQueued) {
    flushLocked(lock); // The writer is behind: this thread writes too.
  }
}

void Reporter::flush() {
  std::unique_lock<std::mutex> lock(mutex);
  flushLocked(lock);
}

void Reporter::finish() {
  std::unique_lock<std::mutex> lock(mutex);
  flushLocked(lock);
  std::string closing = closingLocked();
  if (!closing.empty())
    writeAll(fd, closing);
}

void Reporter::flushFromSignal() {
  // Only when no thread is inside the reporter: the interrupted code may be
  // this thread in the middle of queueing an event or of writing (its
  // bytes, written again here, would repeat events out of order). Then the
  // queued events are lost and the file keeps the whole records already
  // written; a Chrome trace stays unclosed, which its viewers accept. A
  // batch the writer thread is writing is waited for (up to a second), so
  // that the queue follows it. Nothing here allocates: the sites' text was
  // made when the events were queued, and the text buffer is reserved.
  if (!mutex.try_lock())
    return;
  if (inflight.load()) {
    mutex.unlock();
    if (writer.get_id() == std::this_thread::get_id())
      return; // Interrupted halfway through its batch.
    for (int waited = 0; inflight.load() && waited < 1000; ++waited) {
      struct timespec millisecond = {0, 1000000};
      nanosleep(&millisecond, nullptr);
    }
    if (inflight.load() || !mutex.try_lock())
      return;
  }
  if (fd >= 0 && !queue.empty())
    writeEvents(queue, flushText);
  queue.clear();
  if (fd >= 0 && format == TraceFormat::Chrome && !chromeClosed) {
    chromeClosed = true;
    writeAll(fd, "\n]\n");
  }
  mutex.unlock();
}

} // namespace dbgrt
