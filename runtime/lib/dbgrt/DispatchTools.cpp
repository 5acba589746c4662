//===- DispatchTools.cpp - tensor tracing and dispatch breaks -------------===//
//
// trace-tensors (IREE's --iree-flow-trace-dispatch-tensors, AOTInductor's
// intermediate value printer) and break-after (IREE's
// --iree-flow-break-dispatch), both chosen at run time: libdbgrt reads the
// memref descriptors of every dispatch's operands from its launch's
// arguments, where its site's operand list says they are, and the list
// says which the kernel reads and writes.
//
//===----------------------------------------------------------------------===//

#include "DispatchTools.h"
#include "Checks.h"
#include "Dispatcher.h"
#include "Files.h"
#include "Runtime.h"

#include "Backend.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <unordered_map>

namespace dbgrt {

namespace {

/// The descriptors of the open dispatch of this thread, read from its
/// launch (DispatchTracker::readOperands): the words of each, and one pointer
/// per entry of its site's operand list (null where the launch did not hold
/// it). Kept from launch to launch so that reading allocates nothing once
/// they are large enough.
thread_local std::vector<int64_t> tDescriptorWords;
thread_local std::vector<void *> tDescriptors;

} // namespace

void operandsOf(const DbgrtSite *site, void **descriptors,
                std::vector<TensorRef> &tensors) {
  tensors.clear();
  if (site && descriptors)
    tensors.reserve(operandInfos(site).size());
  forEachOperand(site, descriptors,
                 [&](const TensorRef &tensor) { tensors.push_back(tensor); });
}

std::vector<TensorRef> operandsOf(const DbgrtSite *site, void **descriptors) {
  std::vector<TensorRef> tensors;
  operandsOf(site, descriptors, tensors);
  return tensors;
}

namespace {

/// Whether a manifest line names a file of a process that shared the
/// directory ("..._pPID.npy" with its own "pid"), not one of the names
/// whoever owns the directory writes.
bool namesSharedFile(const std::string &line) {
  size_t at = line.rfind("\"pid\":");
  if (at == std::string::npos)
    return false;
  std::string pid = line.substr(at + 6, line.find('}', at) - at - 6);
  return line.find("_p" + pid + ".npy\"") != std::string::npos;
}

/// Appends `line` to `manifest` under its advisory lock, to the file the
/// path names when the lock is granted (the owner may have replaced it).
bool appendManifestLine(const std::string &manifest, const std::string &line,
                        int &err) {
  for (int attempt = 0; attempt < 8; ++attempt) {
    std::string why;
    int fd = openWithoutWaiting(manifest,
                                O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, why);
    if (fd < 0 || ::flock(fd, LOCK_EX) != 0) {
      err = errno;
      if (fd >= 0)
        ::close(fd);
      return false;
    }
    struct stat opened, named;
    if (::fstat(fd, &opened) == 0 && ::stat(manifest.c_str(), &named) == 0 &&
        (opened.st_dev != named.st_dev || opened.st_ino != named.st_ino)) {
      ::close(fd); // Replaced while we waited: append to the new one.
      continue;
    }
    bool ok = writeAll(fd, line);
    err = errno;
    if (::close(fd) != 0 && ok) {
      err = errno;
      ok = false;
    }
    return ok;
  }
  err = EAGAIN;
  return false;
}

/// A new owner of a dump directory reuses the file names earlier owners
/// wrote, so their manifest lines would name its data: it keeps only the
/// lines of processes that shared the directory (their files stay theirs).
void dropOwnersLines(const std::string &manifest) {
  // Only a regular file is rewritten: a FIFO, say, would wait for a writer.
  struct stat info;
  if (::stat(manifest.c_str(), &info) != 0 || !S_ISREG(info.st_mode))
    return;
  int fd = ::open(manifest.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0 || ::flock(fd, LOCK_EX) != 0) {
    if (fd >= 0)
      ::close(fd);
    return;
  }
  std::string text, kept;
  char buffer[65536];
  ssize_t n;
  while ((n = ::read(fd, buffer, sizeof buffer)) > 0)
    text.append(buffer, static_cast<size_t>(n));
  bool dropped = false;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = text.find('\n', begin);
    end = end == std::string::npos ? text.size() : end + 1;
    std::string line = text.substr(begin, end - begin);
    if (namesSharedFile(line))
      kept += line;
    else
      dropped = true;
    begin = end;
  }
  std::string error;
  if (n == 0 && dropped)
    writeWholeFile(manifest, {kept}, error); // Best effort: stale lines stay.
  ::close(fd);
}

/// "dispatch7_main_2_arg1_output.npy"; `suffix` ("_p1234") is added when
/// another process shares the dump directory.
std::string dumpFileName(const DispatchInfo &dispatch, const TensorRef &tensor,
                         const char *role, const std::string &suffix) {
  std::string name = "dispatch" + std::to_string(dispatch.id);
  if (dispatch.site && dispatch.site->function && dispatch.site->ordinal >= 0)
    name += "_" + std::string(dispatch.site->function) + "_" +
            std::to_string(dispatch.site->ordinal);
  for (char &c : name)
    if (c == '/' || c == '\\')
      c = '_';
  return name + "_arg" + std::to_string(tensor.info.index) + "_" + role +
         suffix + ".npy";
}

/// The manifest entry of one dumped tensor (one JSON object).
std::string manifestLine(const DispatchInfo &dispatch, const TensorRef &tensor,
                         const char *role, const std::string &file,
                         const TensorStats &stats) {
  std::string shape = "[";
  for (int i = 0; i < tensor.info.rank; ++i)
    shape += (i ? "," : "") + std::to_string(tensor.sizes()[i]);
  shape += "]";
  const DbgrtSite *site = dispatch.site;
  // min and max are over the finite values: null when there is none (an
  // empty tensor, or one of NaN and Inf only).
  auto number = [](double value) {
    return std::isfinite(value) ? formatFloat(value, "f64")
                                : std::string("null");
  };
  return "{\"id\":" + std::to_string(dispatch.id) +
         ",\"dispatch\":" + jsonString(formatDispatchOrdinal(site)) +
         ",\"kernel\":" + jsonString(site && site->kernel ? site->kernel : "") +
         ",\"operand\":" + std::to_string(tensor.info.index) +
         ",\"role\":" + jsonString(role) +
         ",\"dtype\":" + jsonString(toString(tensor.info.type)) +
         ",\"npy_dtype\":" + jsonString(npyDescr(tensor.info.type)) +
         ",\"shape\":" + shape + ",\"file\":" + jsonString(file) +
         ",\"min\":" + number(stats.min) + ",\"max\":" + number(stats.max) +
         ",\"nan\":" + std::to_string(stats.nan) +
         ",\"inf\":" + std::to_string(stats.inf) + ",\"location\":" +
         jsonString(site && site->location ? site->location : "") +
         ",\"pid\":" + std::to_string(::getpid()) + "}\n";
}

/// The dispatch sites of `sites`, "@main:0 kernels::k0, ..." (at most 12).
std::string listDispatches(const std::vector<const DbgrtSite *> &sites) {
  std::string list;
  size_t count = 0;
  for (const DbgrtSite *site : sites) {
    if (site->kind != DBGRT_SITE_DISPATCH)
      continue;
    if (count++ < 12)
      list += (list.empty() ? "" : ", ") + formatDispatchOrdinal(site) + " " +
              (site->kernel ? site->kernel : "?");
  }
  if (count > 12)
    list += " and " + std::to_string(count - 12) + " more";
  return count ? list : std::string("none");
}

} // namespace

bool Runtime::selects(const DispatchFilter &filter,
                      const DispatchInfo &dispatch, int64_t execution) {
  // Before the names are formatted: at every dispatch under `diff`.
  if (filter.matchesAll())
    return true;
  const DbgrtSite *site = dispatch.site;
  std::string kernel = site && site->kernel
                           ? site->kernel
                           : (dispatch.kernel ? dispatch.kernel : "");
  return filter.matches(formatDispatchOrdinal(site), kernel, dispatch.id,
                        execution);
}

void Runtime::checkFiltersAgainstSites() {
  std::vector<const DbgrtSite *> all = sites();
  for (auto [key, filter] : {std::pair("trace-tensors", &filterSet.tensors),
                             std::pair("break-after", &filterSet.breaks),
                             std::pair("diff", &filterSet.diff),
                             std::pair("repro", &filterSet.repro)}) {
    if (filter->empty())
      continue;
    bool any = false;
    for (const DbgrtSite *site : all)
      any |= site->kind == DBGRT_SITE_DISPATCH &&
             filter->mayMatchSite(formatDispatchOrdinal(site),
                                  site->kernel ? site->kernel : "");
    if (!any)
      exitOnBadOptions(std::string(key) + "=" + filter->spec() +
                       " selects no dispatch of this program; its dispatches "
                       "are: " +
                       listDispatches(all));
  }
}

const std::string &DumpDirectory::path() {
  std::string error;
  std::lock_guard<std::mutex> lock(mutex);
  if (const std::string *dir = find(error))
    return *dir;
  rt.fatal("dump-dir: " + error);
}

bool DumpDirectory::subdirectory(const std::string &name, std::string &dir,
                                 std::string &error) {
  std::lock_guard<std::mutex> lock(mutex);
  const std::string *found = find(error);
  if (found)
    dir = *found + "/" + name + suffix;
  return found != nullptr;
}

const std::string *DumpDirectory::find(std::string &error) {
  if (!dumpPath.empty())
    return &dumpPath;
  std::string path = expandPath(opts.dumpDir);
  if (!makeDirectories(path, error))
    return nullptr;
  // One process owns a dump directory at a time (an advisory lock held
  // until it exits). Another process that finds it owned names its files
  // "..._pPID.npy", so that no file of one is overwritten by the other;
  // both append whole lines to one manifest.jsonl, each with its "pid". A
  // new owner drops the lines of earlier owners, whose file names it
  // reuses.
  std::string lock = path + "/.dbg-dump.lock";
  int fd = ::open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd >= 0 && ::flock(fd, LOCK_EX | LOCK_NB) == 0) {
    dropOwnersLines(path + "/manifest.jsonl");
  } else if (fd >= 0) {
    suffix = "_p" + std::to_string(::getpid());
    rt.reporter().line(
        "warning: dump-dir '" + path +
        "' is in use by another process; this process's files are "
        "named *" +
        suffix +
        ".npy (dump-dir=DIR/%p gives each "
        "process its own directory)");
  }
  dumpPath = path;
  return &dumpPath;
}

void DispatchTracker::readOperands(OpenDispatch &open, const LaunchArgs &args) {
  const std::vector<OperandInfo> &infos = operandInfos(open.info.site);
  if (infos.empty())
    return;
  // Where each descriptor's words start in tDescriptorWords, or -1.
  std::vector<int64_t> &words = tDescriptorWords;
  words.clear();
  thread_local std::vector<ptrdiff_t> starts;
  starts.assign(infos.size(), -1);
  for (size_t i = 0; i < infos.size(); ++i) {
    const OperandInfo &info = infos[i];
    size_t count = static_cast<size_t>(memrefParamCount(info.rank));
    size_t at = words.size();
    if (args.params) {
      // One parameter per descriptor field, each a pointer to its value.
      size_t first = static_cast<size_t>(info.param);
      if (first + count > args.numParams)
        continue;
      words.resize(at + count);
      for (size_t j = 0; j < count; ++j)
        std::memcpy(&words[at + j], args.params[first + j], sizeof(int64_t));
    } else if (args.frame) {
      // The descriptor as one struct in the frame.
      size_t index = static_cast<size_t>(info.index);
      if (index >= args.numFrameOffsets || args.frameOffsets[index] < 0)
        continue;
      words.resize(at + count);
      std::memcpy(&words[at], args.frame + args.frameOffsets[index],
                  count * sizeof(int64_t));
    } else {
      continue;
    }
    starts[i] = static_cast<ptrdiff_t>(at);
  }
  tDescriptors.assign(infos.size(), nullptr);
  for (size_t i = 0; i < infos.size(); ++i)
    if (starts[i] >= 0)
      tDescriptors[i] = &words[static_cast<size_t>(starts[i])];
  open.operands = tDescriptors.data();
}

std::string DumpDirectory::writeTensor(
    const DispatchInfo &dispatch, const TensorRef &tensor, const char *role,
    const std::vector<char> &data, const TensorStats &stats, const char *tool) {
  std::string error;
  const std::string &dir = path();
  std::lock_guard<std::mutex> lock(mutex);
  std::string file = dumpFileName(dispatch, tensor, role, suffix);
  std::string path = dir + "/" + file;
  if (!writeNpy(path, tensor.info.type, tensor.shape(), data.data(), error))
    rt.fatal(std::string(tool) + ": " + error);
  std::string manifest = dir + "/manifest.jsonl";
  int err = 0;
  if (!appendManifestLine(
          manifest, manifestLine(dispatch, tensor, role, file, stats), err))
    rt.fatal(std::string(tool) + ": cannot write '" + manifest +
             "': " + std::strerror(err));
  return path;
}

void TensorTools::onLaunching(OpenDispatch &open, const LaunchArgs &) {
  const DispatchFilter &filter = rt.filters().tensors;
  if (!filter.empty() && opts.traceTensorsWhen != TensorWhen::Outputs &&
      Runtime::selects(filter, open.info, open.execution))
    traceTensors(open, /*inputs=*/true);
}

void TensorTools::onDispatchEnd(OpenDispatch &open) {
  const Runtime::Filters &filters = rt.filters();
  if (!filters.tensors.empty() && opts.traceTensorsWhen != TensorWhen::Inputs &&
      Runtime::selects(filters.tensors, open.info, open.execution))
    traceTensors(open, /*inputs=*/false);
  if (!filters.breaks.empty() &&
      Runtime::selects(filters.breaks, open.info, open.execution))
    breakAfter(open);
}

std::string TensorTools::traceTensor(const DispatchInfo &dispatch,
                                     const TensorRef &tensor, const char *role,
                                     TensorMode mode, const char *tool) {
  std::vector<char> data;
  std::string error;
  // The memory of the device that ran the dispatch (read in place on the
  // host target).
  DeviceBackend *backend = dispatch.backend;
  bool onDevice = backend && !backend->hostAddressable();
  ReadMemory read = [backend, onDevice](void *dest, const void *source,
                                        size_t bytes, std::string &why) {
    if (onDevice)
      return backend->readMemory(dest, source, bytes, why);
    std::memcpy(dest, source, bytes);
    return true;
  };
  std::string name = formatDispatchName(dispatch) + " " + role + " arg" +
                     std::to_string(tensor.info.index) + " " +
                     tensor.typeString();
  int64_t count = tensor.elements();
  // A large float tensor in GPU memory is summarized where it is.
  if (mode == TensorMode::Stats && onDevice && isFloat(tensor.info.type) &&
      count >= kDeviceStatsMinElements && tensor.isContiguous()) {
    TensorStats stats;
    if (backend->tensorStats(tensor.base(), tensor.info.type, count, stats,
                             error)) {
      rt.reporter().line("TENSOR " + name + " " + formatStats(stats) +
                         formatLocation(dispatch));
      return "";
    }
    rt.reporter().line("warning: " + std::string(tool) + ": " + error +
                       "; summarizing on the host");
  }
  if (!gatherTensor(tensor, read, data, error)) {
    rt.reporter().line("warning: " + std::string(tool) + ": cannot read " +
                       name + ": " + error);
    return "";
  }
  int64_t elements = tensor.elements();
  TensorStats stats = computeStats(data.data(), tensor.info.type, elements);
  if (mode == TensorMode::Npy)
    return dumps.writeTensor(dispatch, tensor, role, data, stats, tool);
  std::string line = "TENSOR " + name + " " + formatStats(stats);
  if (mode == TensorMode::Full) {
    int64_t shown = std::min<int64_t>(elements, opts.traceTensorsLimit);
    line += " values=[";
    for (int64_t i = 0; i < shown; ++i) {
      double value = elementValue(data.data(), tensor.info.type, i);
      line += (i ? " " : "") +
              (isFloat(tensor.info.type)
                   ? formatFloat(value, toString(tensor.info.type))
                   : std::to_string(static_cast<long long>(value)));
    }
    if (shown < elements)
      line += " ... (" + std::to_string(elements - shown) + " more)";
    line += "]";
  }
  rt.reporter().line(line + formatLocation(dispatch));
  return "";
}

void TensorTools::traceTensors(const OpenDispatch &open, bool inputs) {
  selected = true;
  for (const TensorRef &tensor : operandsOf(open.info.site, open.operands)) {
    const OperandInfo &info = tensor.info;
    if (inputs ? !info.read : !info.written)
      continue;
    std::string path =
        traceTensor(open.info, tensor, inputs ? "input" : "output",
                    opts.traceTensorsMode, "trace-tensors");
    if (!path.empty())
      rt.log(LogLevel::Info, [&] {
        return "TENSOR " + formatDispatchName(open.info) +
               (inputs ? " input arg" : " output arg") +
               std::to_string(info.index) + " " + tensor.typeString() + " -> " +
               escapeControl(path);
      });
  }
}

void TensorTools::breakAfter(const OpenDispatch &open) {
  std::vector<std::string> lines;
  for (const TensorRef &tensor : operandsOf(open.info.site, open.operands)) {
    const OperandInfo &info = tensor.info;
    const char *role =
        info.written ? (info.read ? "inout" : "output") : "input";
    std::string path =
        traceTensor(open.info, tensor, role, TensorMode::Npy, "break-after");
    if (!path.empty())
      lines.push_back("  " + std::string(role) + " arg" +
                      std::to_string(info.index) + " " + tensor.typeString() +
                      " -> " + escapeControl(path));
  }
  rt.reporter().line("break-after=" + rt.filters().breaks.spec() +
                     ": stopped after " + formatDispatch(open.info));
  for (const std::string &line : lines)
    rt.reporter().line(line);
  rt.reporter().line(
      "  " + std::to_string(lines.size()) + " tensor(s)" +
      (lines.empty()
           ? std::string(" (the kernel has no memref operand of "
                         "float or integer elements: memrefs of "
                         "vector or complex elements are not dumped)")
           : ", listed in " + escapeControl(dumps.path()) + "/manifest.jsonl") +
      "; exit status " + std::to_string(kBreakExitCode));
  stopped = true;
  std::fflush(nullptr);
  std::exit(kBreakExitCode);
}

void TensorTools::finish() {
  if (rt.exiting() || stopped.load())
    return;
  const DispatchFilter *unmatched =
      !rt.filters().tensors.empty() && !selected.load() ? &rt.filters().tensors
      : !rt.filters().breaks.empty()                    ? &rt.filters().breaks
                                                        : nullptr;
  if (!unmatched)
    return;
  std::vector<const DbgrtSite *> all = rt.sites();
  rt.reporter().line(
      "error: " +
      std::string(unmatched == &rt.filters().tensors ? "trace-tensors="
                                                     : "break-after=") +
      unmatched->spec() + " selected none of the " +
      std::to_string(rt.dispatches().count()) + " dispatches this program ran" +
      (all.empty() ? "; it has no dispatch sites (compile it with "
                     "--debug=trace)"
                   : "; its dispatches are: " + listDispatches(all)));
  std::fflush(nullptr);
  rt.reporter().finish();
  std::_Exit(kOptionsErrorExitCode);
}

} // namespace dbgrt

extern "C" int32_t dbgrtMemoryKind(void *data) {
  if (!data)
    return DBGRT_MEMORY_UNKNOWN;
  // The first backend that knows the pointer answers.
  for (dbgrt::DeviceBackend *backend : dbgrt::registeredBackends())
    if (int32_t kind = backend->memoryKind(data); kind != DBGRT_MEMORY_UNKNOWN)
      return kind;
  return DBGRT_MEMORY_UNKNOWN;
}
