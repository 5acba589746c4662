//===- Report.h - libdbgrt report formatting and output ---------*- C++ -*-===//
//
// Every line libdbgrt prints starts with "[dbg] " and has one stable format,
// e.g.
//   [dbg] LAUNCH @main:3 kernels::scale [id=7] grid=(2,1,1) block=(128,1,1)
//   target=gpu:0 at model.mlir:42:5
// Lines go to stderr or to the trace file, each flushed when written.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_REPORT_H
#define DBGRT_REPORT_H

#include "dbgrt/dbgrt.h"

#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>

namespace dbgrt {

/// One dispatch as the runtime knows it: its id, its site when the program
/// was instrumented, the kernel name the driver was asked for, and sizes.
struct DispatchInfo {
  int64_t id = 0;
  const DbgrtSite *site = nullptr;
  /// The kernel name the driver was asked for (mgpuModuleGetFunction), or
  /// nullptr; interned by the backend, so it lives as long as the program.
  const char *kernel = nullptr;
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  /// Where the dispatch runs: "gpu" (with `device`) or "cpu".
  const char *target = "gpu";
  int device = 0;
  void *stream = nullptr;
};

/// "@main:3 kernels::scale [id=7]" (or "kernel [id=7]" without a site).
std::string formatDispatchName(const DispatchInfo &dispatch);
/// "@main:3 kernels::scale [id=7] grid=(2,1,1) block=(128,1,1) at
/// model.mlir:42:5": how errors name a dispatch.
std::string formatDispatch(const DispatchInfo &dispatch);
/// "(2,1,1)": a grid, block or thread index.
std::string formatTriple(const int64_t values[3]);
/// "grid=(2,1,1) block=(128,1,1)".
std::string formatSizes(const DispatchInfo &dispatch);
/// " at model.mlir:42:5", or "" without a site.
std::string formatLocation(const DispatchInfo &dispatch);
/// The LAUNCH event line, without the "[dbg] " prefix.
std::string formatLaunch(const DispatchInfo &dispatch);
/// The COMPLETE event line; `done` says whether the kernel is known to have
/// finished (state=done) or may still run (state=queued).
std::string formatComplete(const DispatchInfo &dispatch, bool done);

/// Writes report lines to stderr or a file. Thread-safe.
///
/// Each line goes out with one write(2): several threads, and several
/// programs appending to one trace file, never splice or lose lines, and a
/// line is in the file as soon as it is reported (a crash loses nothing).
class Reporter {
public:
  Reporter() = default;
  ~Reporter();
  Reporter(const Reporter &) = delete;
  Reporter &operator=(const Reporter &) = delete;

  /// Sends further lines to `path`, opened for appending (created with mode
  /// 0644 when missing), or to stderr when empty. `%p` in the path becomes
  /// the process id, for one file per process. A FIFO without a reader is
  /// refused rather than waited for. Returns false with `error` set, naming
  /// the path and the reason, when the file cannot be opened.
  bool setFile(const std::string &path, std::string &error);
  /// Writes "[dbg] " + `line` + "\n". When the file cannot be written (a
  /// full disk), says so once on stderr, with how many lines the file kept,
  /// and carries on there, so no report is lost.
  void line(const std::string &line);
  /// The path lines go to, with `%p` expanded; empty for stderr.
  const std::string &filePath() const { return path; }

private:
  std::mutex mutex;
  int fd = -1; ///< -1: stderr.
  std::string path;
  /// Lines written to the file since it was opened.
  int64_t linesWritten = 0;
};

/// `path` with each `%p` replaced by the process id.
std::string expandPath(const std::string &path);

/// `text` as a JSON string literal, quotes included.
std::string jsonString(std::string_view text);
/// The float of `type` ("f16", "bf16", "f32", "f64") whose raw bits are
/// `bits`, as a double.
double decodeFloat(uint64_t bits, std::string_view type);
/// "1.5", "nan", "-inf": `value` with the digits a float of `type` needs.
std::string formatFloat(double value, std::string_view type);

/// Writes all of `text` to `fd`, retrying on EINTR and short writes.
/// Returns false with errno set on failure.
bool writeAll(int fd, const std::string &text);

} // namespace dbgrt

#endif // DBGRT_REPORT_H
