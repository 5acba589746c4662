//===- Report.cpp - libdbgrt report formatting and output
//--------------------===//

#include "Report.h"

#include <cerrno>
#include <cstring>

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

std::string formatSizes(const DispatchInfo &dispatch) {
  auto triple = [](const int64_t v[3]) {
    return "(" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "," +
           std::to_string(v[2]) + ")";
  };
  return "grid=" + triple(dispatch.grid) + " block=" + triple(dispatch.block);
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

Reporter::~Reporter() {
  if (file)
    std::fclose(file);
}

bool Reporter::setFile(const std::string &newPath, std::string &error) {
  std::lock_guard<std::mutex> lock(mutex);
  if (file) {
    std::fclose(file);
    file = nullptr;
  }
  path = newPath;
  if (path.empty())
    return true;
  file = std::fopen(path.c_str(), "w");
  if (!file) {
    error = "cannot open trace-file '" + path + "': " + std::strerror(errno);
    path.clear();
    return false;
  }
  return true;
}

void Reporter::line(const std::string &text) {
  std::lock_guard<std::mutex> lock(mutex);
  std::string out = "[dbg] " + text + "\n";
  if (file) {
    if (std::fputs(out.c_str(), file) >= 0 && std::fflush(file) == 0)
      return;
    int err = errno;
    std::fprintf(stderr,
                 "[dbg] error: writing trace-file '%s' failed: %s; the lines "
                 "written so far are kept, further reports go to stderr\n",
                 path.c_str(), std::strerror(err));
    std::fclose(file);
    file = nullptr;
  }
  std::fputs(out.c_str(), stderr);
  std::fflush(stderr);
}

void Reporter::flush() {
  std::lock_guard<std::mutex> lock(mutex);
  std::fflush(file ? file : stderr);
}

} // namespace dbgrt
