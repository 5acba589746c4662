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

#include "dbgrt/Options.h"
#include "dbgrt/dbgrt.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <vector>

namespace dbgrt {

/// One dispatch as the runtime knows it: its id, its site when the program
/// was instrumented, the kernel name the driver was asked for, and sizes.
class DeviceBackend;

/// Where a launch's arguments are, so that the runtime can read the
/// descriptors of its dispatch's memref operands (dbgrt/Operands.h).
struct LaunchArgs {
  /// mgpuLaunchKernel's parameters: `numParams` pointers, one per value.
  void **params = nullptr;
  size_t numParams = 0;
  /// The host target: the kernel's frame and the byte offset of each of
  /// its `numFrameOffsets` operands in it.
  const char *frame = nullptr;
  const int64_t *frameOffsets = nullptr;
  size_t numFrameOffsets = 0;
  /// Dynamic shared (workgroup) memory per block, in bytes.
  int64_t dynamicSharedBytes = 0;
};

/// What a launch runs and where: what a launch request (Backend.h) gives the
/// dispatch it belongs to.
struct LaunchPlace {
  /// The kernel name the driver was asked for (mgpuModuleGetFunction,
  /// module::kernel), or nullptr; interned by the backend, so it lives as
  /// long as the program.
  const char *kernel = nullptr;
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  /// Blocks per thread-block cluster; 1, 1, 1 without clusters.
  int64_t cluster[3] = {1, 1, 1};
  /// Where it runs: "gpu" (with `device`) or "cpu".
  const char *target = "gpu";
  int device = 0;
  /// The stream it is ordered in: what sync mode waits for and the
  /// dispatch is recorded on.
  void *stream = nullptr;
};

struct DispatchInfo : LaunchPlace {
  int64_t id = 0;
  /// The backend that launched it (Backend.h); null before a launch.
  DeviceBackend *backend = nullptr;
  const DbgrtSite *site = nullptr;
  /// When the dispatch began on the host, in ns of the trace clock
  /// (traceClockNs).
  int64_t beginNs = 0;
  /// With timing on CUDA: the events recorded before and after the kernel
  /// in its stream (CUevent), or null.
  void *startEvent = nullptr;
  void *endEvent = nullptr;
  /// Not launched: an operand covers more than its allocation
  /// (Runtime::checkOperandViews); the backend skips the kernel.
  bool skipped = false;
};

/// Nanoseconds since the process's trace epoch (steady clock).
int64_t traceClockNs();

/// One event of the dispatch trace.
struct DispatchEvent {
  /// Kernel: the device time of a dispatch's kernel (timing), reported
  /// when it is known: at COMPLETE in sync mode, else at the next
  /// synchronization.
  enum class Kind { Launch, Complete, Kernel } kind = Kind::Launch;
  const DispatchInfo *dispatch = nullptr;
  /// Complete: whether the kernel is known to have finished.
  bool done = false;
  /// When the event happened, on the trace clock.
  int64_t hostNs = 0;
  /// With timing: when the kernel started on the device (trace clock) and
  /// how long it ran, or -1.
  int64_t deviceStartNs = -1;
  int64_t deviceNs = -1;
};

/// Appends `event` to `out` as one record of `format`, newline included:
/// a "[dbg] LAUNCH ..." line (text), a JSON object (jsonl), or, for a
/// completed dispatch, Chrome trace slices (chrome: a host slice from begin
/// to completion, and with timing a device slice; each preceded by ",\n"
/// so that they extend the trace's JSON array). Allocation-free once `out`
/// has grown: this is the per-dispatch path.
void appendEvent(std::string &out, const DispatchEvent &event,
                 TraceFormat format);

/// "@main:3 kernels::scale [id=7]" (or "kernel [id=7]" without a site).
std::string formatDispatchName(const DispatchInfo &dispatch);

/// "@main:3", the dispatch's name counted per host function as IREE counts
/// them; "" for a site without a host function (or no site). The one
/// formatter of `@func:N` in libdbgrt (the compiler's is
/// dbg::formatDispatchName in dbg/Support/Sites.h).
std::string formatDispatchOrdinal(const DbgrtSite *site);
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

/// What every record of a dispatch says of its site, formatted once per
/// site (Report.cpp).
struct SiteText;

/// Writes report lines to stderr or a file. Thread-safe.
///
/// Each line goes out with one write(2): several threads, and several
/// programs appending to one trace file, never splice or lose lines. Report
/// lines (errors, warnings, check failures) are written when reported.
/// Dispatch events to a file are queued as they happen (a copy of the
/// dispatch: no formatting, no system call on the dispatching thread) and
/// formatted and written in batches by a writer thread, as an asynchronous
/// logger does. They are written, in order and before it, when a report
/// line is, when the queue is flushed (at exit, and on every fatal path: a
/// driver error or device fault through its report line, a fatal signal
/// through flushFromSignal, a failed check, break-after), and by the
/// dispatching thread itself when the writer falls behind (the queue stays
/// bounded).
class Reporter {
public:
  Reporter();
  ~Reporter();
  Reporter(const Reporter &) = delete;
  Reporter &operator=(const Reporter &) = delete;

  /// Sends further lines to `path`, opened for appending (created with mode
  /// 0644 when missing), or to stderr when empty. `%p` in the path becomes
  /// the process id, for one file per process. A FIFO without a reader is
  /// refused rather than waited for. Returns false with `error` set, naming
  /// the path and the reason, when the file cannot be opened.
  bool setFile(const std::string &path, std::string &error);
  /// Writes `line` (after the buffered events): a JSON object as it is, so
  /// that JSON Lines parse line by line; other text as "[dbg] " + `line`
  /// (names, locations and paths in it escaped by escapeControl), or as a
  /// {"event":"message"} object where the output is JSON Lines (a jsonl
  /// trace file, or stderr with setJsonMessages). When the
  /// file cannot be written (a full disk), says so once on stderr, with how
  /// many lines the file kept, and carries on there, so no report is lost.
  /// With trace-format=jsonl a line that is not a JSON object goes to the
  /// file as {"event":"message","text":...}; with chrome, report lines go
  /// to stderr (the file holds the JSON array).
  void line(const std::string &line);
  /// Sets how events are written; call before setFile.
  void setFormat(TraceFormat newFormat) { format = newFormat; }
  /// Whether report lines to stderr are JSON Lines (report-format=jsonl):
  /// lines that are not JSON objects become {"event":"message","text":...}.
  void setJsonMessages(bool enable) { jsonMessages = enable; }
  TraceFormat traceFormat() const { return format; }
  /// Whether events carry timestamps (jsonl, chrome): the text format
  /// does not read the clock.
  bool timestamps() const { return format != TraceFormat::Text; }
  /// Records a dispatch event: formatted in the trace format, buffered when
  /// it goes to a file, written at once to stderr.
  void event(const DispatchEvent &event);
  /// Writes the buffered events.
  void flush();
  /// From a signal handler: writes the buffered events (and closes a
  /// Chrome trace's array) when no thread is inside the reporter, and
  /// nothing otherwise (the interrupted code may be this thread, halfway
  /// through the buffer): the file keeps whole records, each once.
  void flushFromSignal();
  /// At exit: flushes, and closes a Chrome trace's JSON array.
  void finish();
  /// The path lines go to, with `%p` expanded; empty for stderr.
  const std::string &filePath() const { return path; }

private:
  /// Unit tests hold the lock as an interrupted thread would (runtime/test).
  friend struct ReporterTesting;

  /// An event waiting to be formatted: its dispatch copied, its site's
  /// text resolved.
  struct Queued {
    Queued(const DispatchEvent &event, const SiteText *text)
        : event(event), dispatch(*event.dispatch), text(text) {
      this->event.dispatch = nullptr;
    }
    DispatchEvent event;
    DispatchInfo dispatch;
    const SiteText *text;
  };

  /// Writes `text` to the file (or stderr), reporting a failing file once
  /// and going on on stderr. Called with `mutex` held.
  void writeLocked(const std::string &text, int64_t lines);
  /// Says once on stderr that the file failed with `err` and closes it.
  void fileFailedLocked(int err);
  /// Waits for the writer's batch, then formats and writes the queue.
  void flushLocked(std::unique_lock<std::mutex> &lock);
  /// Formats `events` into `out` and writes them, `out` never growing past
  /// its capacity (the signal path does not allocate).
  void writeEvents(const std::vector<Queued> &events, std::string &out);
  /// The cached text of `dispatch`'s site; called with `mutex` held.
  const SiteText *siteTextLocked(const DispatchInfo &dispatch);
  /// The writer thread: formats and writes each batch handed to it.
  void writeBatches();
  /// The Chrome trace's closing bracket, once.
  std::string closingLocked();

  /// Events handed to the writer at a time, and the most kept before the
  /// dispatching thread writes them itself.
  static constexpr size_t kBatchEvents = 256;
  static constexpr size_t kMaxQueued = 16 * kBatchEvents;
  /// Text formatted at most before a write.
  static constexpr size_t kBufferBytes = 64 * 1024;

  std::mutex mutex;
  int fd = -1; ///< -1: stderr.
  std::string path;
  TraceFormat format = TraceFormat::Text;
  bool jsonMessages = false;
  /// Events not formatted yet, and the batch the writer formats.
  std::vector<Queued> queue, batch;
  /// Whether the writer has a batch (written without `mutex` held).
  std::atomic<bool> inflight{false};
  bool stopping = false;
  std::condition_variable batchReady, batchWritten;
  std::thread writer;
  /// Text formatted by flushes (reserved: the signal path uses it).
  std::string flushText;
  /// Sites' text, by site (or kernel name); entries are never erased.
  std::unordered_map<const void *, std::unique_ptr<SiteText>> sites;
  const void *lastSite = nullptr;
  const SiteText *lastText = nullptr;
  /// A Chrome trace: records written so far (the first has no comma), and
  /// whether the array was closed.
  int64_t chromeRecords = 0;
  bool chromeClosed = false;
  /// Lines written to the file since it was opened.
  int64_t linesWritten = 0;
};

/// `path` with each `%p` replaced by the process id.
std::string expandPath(const std::string &path);

/// `text` with control characters written as \n, \r, \t or \xHH, so that
/// a newline in a path or a location cannot split a report line.
std::string escapeControl(std::string_view text);

/// `text` as a JSON string literal, quotes included.
std::string jsonString(std::string_view text);
/// The float of `type` ("f16", "bf16", "f32", "f64") whose raw bits are
/// `bits`, as a double.
double decodeFloat(uint64_t bits, std::string_view type);
/// "1.5", "nan", "-inf": `value` with the digits a float of `type` needs.
std::string formatFloat(double value, std::string_view type);

/// Writes all of `text` to `fd`, retrying on EINTR and short writes.
/// Returns false with errno set on failure.
bool writeAll(int fd, std::string_view text);

} // namespace dbgrt

#endif // DBGRT_REPORT_H
