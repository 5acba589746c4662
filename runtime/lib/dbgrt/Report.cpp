//===- Report.cpp - libdbgrt report formatting and output -----------------===//

#include "Report.h"

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <unordered_map>

namespace dbgrt {

std::string formatDispatchName(const DispatchInfo &dispatch) {
  std::string text;
  if (const DbgrtSite *site = dispatch.site) {
    if (site->function && site->ordinal >= 0)
      text += "@" + std::string(site->function) + ":" +
              std::to_string(site->ordinal) + " ";
    text += site->kernel ? site->kernel : "?";
  } else {
    text += dispatch.kernel && *dispatch.kernel ? dispatch.kernel
                                                : "<unknown kernel>";
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
  return std::string(" at ") + dispatch.site->location;
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

void appendInt(std::string &out, int64_t value) {
  // Digits straight into the string's storage (no temporary, no
  // reallocation once the record buffer has grown).
  size_t at = out.size();
  out.resize(at + 20);
  auto result = std::to_chars(&out[at], &out[at] + 20, value);
  out.resize(static_cast<size_t>(result.ptr - out.data()));
}

/// `ns` as microseconds with three decimals (Chrome traces' unit).
void appendMicros(std::string &out, int64_t ns) {
  appendInt(out, ns / 1000);
  int64_t rest = ns % 1000;
  if (rest < 0)
    rest = -rest;
  char frac[4] = {'.', static_cast<char>('0' + rest / 100),
                  static_cast<char>('0' + rest / 10 % 10),
                  static_cast<char>('0' + rest % 10)};
  out.append(frac, 4);
}

void appendTriple(std::string &out, const int64_t values[3], char open,
                  char close) {
  out += open;
  for (int i = 0; i < 3; ++i) {
    if (i)
      out += ',';
    appendInt(out, values[i]);
  }
  out += close;
}

/// "@main:3 kernels::scale [id=7]".
void appendName(std::string &out, const DispatchInfo &dispatch) {
  if (const DbgrtSite *site = dispatch.site) {
    if (site->function && site->ordinal >= 0) {
      out += '@';
      out += site->function;
      out += ':';
      appendInt(out, site->ordinal);
      out += ' ';
    }
    out += site->kernel ? site->kernel : "?";
  } else {
    out += dispatch.kernel && *dispatch.kernel ? dispatch.kernel
                                               : "<unknown kernel>";
  }
  out += " [id=";
  appendInt(out, dispatch.id);
  out += ']';
}

void appendTarget(std::string &out, const DispatchInfo &dispatch) {
  out += dispatch.target;
  out += ':';
  appendInt(out, dispatch.device);
}

/// A JSON string; the strings of sites are compile-time text, escaped as
/// JSON requires.
void appendJson(std::string &out, const char *text) {
  if (!text) {
    out += "null";
    return;
  }
  bool plain = true;
  for (const char *c = text; *c && plain; ++c)
    plain = *c != '"' && *c != '\\' && static_cast<unsigned char>(*c) >= 0x20;
  if (!plain) {
    out += jsonString(text);
    return;
  }
  out += '"';
  out += text;
  out += '"';
}

/// The process id, read once (getpid is a system call).
int64_t processId() {
  static const int64_t pid = getpid();
  return pid;
}

/// The JSON fields a dispatch's site gives every record, escaped once per
/// site and thread: `,"dispatch":"@main:3","kernel":"k::f"`.
const std::string &siteFields(const DispatchInfo &dispatch) {
  thread_local std::unordered_map<const void *, std::string> cache;
  const DbgrtSite *site = dispatch.site;
  // Uninstrumented dispatches are known by their (interned) kernel name.
  const void *key = site ? static_cast<const void *>(site)
                         : static_cast<const void *>(dispatch.kernel);
  auto [it, inserted] = cache.try_emplace(key);
  if (!inserted)
    return it->second;
  std::string &out = it->second;
  if (site && site->function && site->ordinal >= 0) {
    out += ",\"dispatch\":\"@";
    out += site->function;
    out += ':';
    appendInt(out, site->ordinal);
    out += '"';
  }
  out += ",\"kernel\":";
  appendJson(out, site && site->kernel ? site->kernel
                  : dispatch.kernel    ? dispatch.kernel
                                       : "");
  return out;
}

/// `,"location":"..."`, escaped once per site and thread; empty without.
const std::string &locationField(const DbgrtSite *site) {
  thread_local std::unordered_map<const DbgrtSite *, std::string> cache;
  auto [it, inserted] = cache.try_emplace(site);
  if (inserted && site && site->location) {
    it->second = ",\"location\":";
    appendJson(it->second, site->location);
  }
  return it->second;
}

/// The JSON fields every record of a dispatch carries.
void appendJsonDispatch(std::string &out, const DispatchInfo &dispatch) {
  out += "\"id\":";
  appendInt(out, dispatch.id);
  out += siteFields(dispatch);
  out += ",\"target\":\"";
  appendTarget(out, dispatch);
  out += '"';
}

void appendChromeSlice(std::string &out, const DispatchInfo &dispatch,
                       int64_t beginNs, int64_t durationNs, int tid) {
  out += ",\n{\"name\":";
  appendJson(out, dispatch.site && dispatch.site->kernel ? dispatch.site->kernel
                  : dispatch.kernel                      ? dispatch.kernel
                                                         : "?");
  out += ",\"cat\":\"";
  out += tid == 1 ? "dispatch" : "kernel";
  out += "\",\"ph\":\"X\",\"ts\":";
  appendMicros(out, beginNs);
  out += ",\"dur\":";
  appendMicros(out, durationNs < 0 ? 0 : durationNs);
  out += ",\"pid\":";
  appendInt(out, processId());
  out += ",\"tid\":";
  appendInt(out, tid);
  out += ",\"args\":{";
  appendJsonDispatch(out, dispatch);
  out += ",\"grid\":";
  appendTriple(out, dispatch.grid, '[', ']');
  out += ",\"block\":";
  appendTriple(out, dispatch.block, '[', ']');
  out += locationField(dispatch.site);
  out += "}}";
}

} // namespace

void appendEvent(std::string &out, const DispatchEvent &event,
                 TraceFormat format) {
  const DispatchInfo &d = *event.dispatch;
  bool launch = event.kind == DispatchEvent::Kind::Launch;
  switch (format) {
  case TraceFormat::Text:
    out += launch ? "[dbg] LAUNCH " : "[dbg] COMPLETE ";
    appendName(out, d);
    if (launch) {
      out += " grid=";
      appendTriple(out, d.grid, '(', ')');
      out += " block=";
      appendTriple(out, d.block, '(', ')');
    }
    out += " target=";
    appendTarget(out, d);
    if (!launch) {
      out += event.done ? " state=done" : " state=queued";
      if (event.deviceNs >= 0) {
        out += " time=";
        appendMicros(out, event.deviceNs);
        out += "us";
      }
    } else if (d.site && d.site->location) {
      out += " at ";
      out += d.site->location;
    }
    out += '\n';
    return;
  case TraceFormat::Jsonl:
    out += launch ? "{\"event\":\"launch\"," : "{\"event\":\"complete\",";
    appendJsonDispatch(out, d);
    out += ",\"ts_us\":";
    appendMicros(out, event.hostNs);
    if (launch) {
      out += ",\"grid\":";
      appendTriple(out, d.grid, '[', ']');
      out += ",\"block\":";
      appendTriple(out, d.block, '[', ']');
      out += locationField(d.site);
    } else {
      out += event.done ? ",\"state\":\"done\"" : ",\"state\":\"queued\"";
      if (event.deviceNs >= 0) {
        out += ",\"device_us\":";
        appendMicros(out, event.deviceNs);
      }
    }
    out += "}\n";
    return;
  case TraceFormat::Chrome:
    // One slice per dispatch, written when it completes.
    if (launch)
      return;
    appendChromeSlice(out, d, d.beginNs, event.hostNs - d.beginNs, 1);
    if (event.deviceStartNs >= 0 && event.deviceNs >= 0)
      appendChromeSlice(out, d, event.deviceStartNs, event.deviceNs, 2);
    return;
  }
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

bool writeAll(int fd, const std::string &text) {
  const char *data = text.data();
  size_t left = text.size();
  while (left > 0) {
    ssize_t n = ::write(fd, data, left);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    data += n;
    left -= static_cast<size_t>(n);
  }
  return true;
}

Reporter::~Reporter() {
  finish();
  if (fd >= 0)
    ::close(fd);
}

bool Reporter::setFile(const std::string &newPath, std::string &error) {
  std::lock_guard<std::mutex> lock(mutex);
  flushLocked();
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

void Reporter::writeLocked(const std::string &text, int64_t lines) {
  if (fd >= 0) {
    if (writeAll(fd, text)) {
      linesWritten += lines;
      return;
    }
    int err = errno;
    std::string kept = linesWritten == 0
                           ? "no line was written to it"
                           : "the " + std::to_string(linesWritten) +
                                 (linesWritten == 1 ? " line" : " lines") +
                                 " written before are kept";
    writeAll(STDERR_FILENO, "[dbg] error: writing trace-file '" + path +
                                "' failed: " + std::strerror(err) + "; " +
                                kept + ", further reports go to stderr\n");
    ::close(fd);
    fd = -1;
  }
  writeAll(STDERR_FILENO, text);
}

void Reporter::flushLocked() {
  if (buffer.empty())
    return;
  // Whole records, one write: no line is split between two writes.
  writeLocked(buffer, bufferedRecords);
  buffer.clear();
  bufferedRecords = 0;
}

void Reporter::line(const std::string &text) {
  std::lock_guard<std::mutex> lock(mutex);
  flushLocked();
  if (format == TraceFormat::Chrome && fd >= 0) {
    writeAll(STDERR_FILENO, "[dbg] " + text + "\n");
    return;
  }
  if (format == TraceFormat::Jsonl && fd >= 0) {
    writeLocked(!text.empty() && text[0] == '{'
                    ? text + "\n"
                    : "{\"event\":\"message\",\"text\":" + jsonString(text) +
                          "}\n",
                1);
    return;
  }
  writeLocked("[dbg] " + text + "\n", 1);
}

void Reporter::event(const DispatchEvent &event) {
  thread_local std::string record;
  record.clear();
  appendEvent(record, event, format);
  if (record.empty())
    return;
  std::lock_guard<std::mutex> lock(mutex);
  if (fd < 0) {
    // stderr is for people watching: at once. A Chrome trace needs a file.
    if (format != TraceFormat::Chrome)
      writeAll(STDERR_FILENO, record);
    return;
  }
  buffer += record;
  ++bufferedRecords;
  if (buffer.size() >= kBufferBytes)
    flushLocked();
}

void Reporter::flush() {
  std::lock_guard<std::mutex> lock(mutex);
  flushLocked();
}

void Reporter::finish() {
  std::lock_guard<std::mutex> lock(mutex);
  flushLocked();
  std::string closing = closingLocked();
  if (!closing.empty())
    writeAll(fd, closing);
}

void Reporter::flushFromSignal() {
  // The interrupted code may hold the lock (this thread, in event()): write
  // what is there rather than wait forever; the process is ending.
  bool locked = mutex.try_lock();
  if (fd >= 0 && !buffer.empty())
    writeAll(fd, buffer);
  buffer.clear();
  if (fd >= 0 && format == TraceFormat::Chrome && !chromeClosed) {
    chromeClosed = true;
    writeAll(fd, "\n]\n");
  }
  if (locked)
    mutex.unlock();
}

} // namespace dbgrt
