//===- Report.cpp - libdbgrt report formatting and output -----------------===//

#include "Report.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

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

std::string formatLaunch(const DispatchInfo &dispatch) {
  return "LAUNCH " + formatDispatchName(dispatch) + " " +
         formatSizes(dispatch) + " target=" + dispatch.target + ":" +
         std::to_string(dispatch.device) + formatLocation(dispatch);
}

std::string formatComplete(const DispatchInfo &dispatch, bool done) {
  return "COMPLETE " + formatDispatchName(dispatch) +
         " target=" + dispatch.target + ":" + std::to_string(dispatch.device) +
         (done ? " state=done" : " state=queued");
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
  if (fd >= 0)
    ::close(fd);
}

bool Reporter::setFile(const std::string &newPath, std::string &error) {
  std::lock_guard<std::mutex> lock(mutex);
  if (fd >= 0) {
    ::close(fd);
    fd = -1;
  }
  path.clear();
  linesWritten = 0;
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
  fd = opened;
  path = expanded;
  return true;
}

void Reporter::line(const std::string &text) {
  std::string out = "[dbg] " + text + "\n";
  std::lock_guard<std::mutex> lock(mutex);
  if (fd >= 0) {
    if (writeAll(fd, out)) {
      ++linesWritten;
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
  writeAll(STDERR_FILENO, out);
}

} // namespace dbgrt
