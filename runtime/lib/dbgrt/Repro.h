//===- Repro.h - a dispatch as a standalone program -------------*- C++ -*-===//
//
// The run-time keys repro and repro-on-failure write one dispatch as a
// folder that builds and runs alone: the kernel as MLIR (the program's own,
// recorded before dbg instrumented it: DbgrtSite::source), a function
// @repro that launches it with the recorded grid, block, dynamic shared
// memory and scalar arguments on buffers it takes, and those buffers'
// contents before and after the dispatch as .npy files. dbg-compile
// --npy-entry=repro gives it a main on .npy files (add-npy-entry-point).
// This is the per-dispatch numerical unit test IREE's users ask for
// (iree-org/iree#22346), made from a run instead of by hand.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_REPRO_H
#define DBGRT_REPRO_H

#include "Observer.h"
#include "Report.h"
#include "Tensors.h"
#include "dbgrt/Operands.h"
#include "dbgrt/Options.h"

#include <atomic>
#include <functional>
#include <mutex>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace dbgrt {

/// The launch of a dispatch as a repro needs it.
struct ReproLaunch {
  /// "module::kernel".
  std::string kernel;
  /// The kernel's operands (DbgrtSite::signature).
  std::vector<KernelArg> args;
  /// Per kernel operand: a memref's descriptor words {allocated, aligned,
  /// offset, sizes[R], strides[R]}, or a scalar's value in the low bytes of
  /// one word (the bytes its KernelArg says, little-endian).
  std::vector<std::vector<int64_t>> values;
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  /// Dynamic shared (workgroup) memory per block, in bytes.
  int64_t sharedBytes = 0;
};

/// One buffer of a repro: an argument of @repro, holding the memref
/// operands of the dispatch that share its memory.
struct ReproBuffer {
  DType type = DType::F32;
  /// The device memory it stands for, [begin, end), from the first
  /// operand's aligned pointer.
  uintptr_t begin = 0, end = 0;
  /// The .npy file's shape and the argument's: a lone dense row-major
  /// operand at offset 0 keeps its own shape; otherwise the elements of
  /// [begin, end) in one dimension, which each operand views through
  /// memref.reinterpret_cast.
  std::vector<int64_t> shape;
  /// Some operand in it is written by the kernel (it is then a result of
  /// @repro too).
  bool written = false;
};

/// What a repro of a dispatch is made of.
struct ReproPlan {
  std::vector<ReproBuffer> buffers;
  /// The text of @repro and the module around `source`.
  std::string mlir;
};

/// Plans the repro of `launch`, whose kernel's gpu.module is `*source`:
/// groups the memref operands into buffers (operands whose memory
/// overlaps share one), and writes the module, `comment` lines first (each
/// prefixed with "// "). `access` gives, per kernel operand, whether the
/// kernel writes it. False with `error` saying why when the dispatch cannot
/// be written as a repro: an operand a repro cannot pass (KernelArg::Other),
/// a negative stride, operands of different element types or misaligned
/// views sharing memory.
bool planRepro(const ReproLaunch &launch, const std::vector<bool> &written,
               const std::string *source,
               const std::vector<std::string> &comment, ReproPlan &plan,
               std::string &error);

/// planRepro's buffers alone (no text): what to read of a dispatch.
bool planReproBuffers(const ReproLaunch &launch,
                      const std::vector<bool> &written, ReproPlan &plan,
                      std::string &error);

/// The kernel signature of dispatch site `site` (DbgrtSite::signature),
/// parsed once per site; null with `error` set when the site has none or
/// it is malformed.
std::shared_ptr<const std::vector<KernelArg>>
siteSignature(const DbgrtSite *site, std::string &error);

/// Each of the kernel operands `args` describe, as `launch` passes it
/// (ReproLaunch::values): from mgpuLaunchKernel's parameters or a host
/// launch's frame. An operand of kind Other, or one the launch does not
/// pass, gets no words.
std::vector<std::vector<int64_t>>
readLaunchValues(const std::vector<KernelArg> &args, const LaunchArgs &launch);

class Runtime;
struct CheckFailure;

/// repro and repro-on-failure, an observer of the dispatch lifecycle.
class ReproWriter final : public DispatchObserver {
public:
  ReproWriter(Runtime &runtime, const Options &options)
      : rt(runtime), opts(options) {}

  /// When repro selects `open`, or repro-on-failure has not written its
  /// repro yet: records its kernel arguments from the launch's `args` and
  /// its sizes (a few words, the signature parsed once per site); when
  /// repro selects it, or diff compares it under repro-on-failure, also
  /// plans its buffers and reads each before it runs. A program built
  /// without its kernels' text gets a warning when repro selects one of
  /// its dispatches.
  void onLaunching(OpenDispatch &open, const LaunchArgs &args) override;
  /// Writes the repro of `open` when repro selected it.
  void onDispatchEnd(OpenDispatch &open) override;
  /// Whether the dispatch open on this thread would be written as a repro
  /// if one of its checks failed (repro-on-failure, before its first
  /// repro): the dispatcher then arms OriginReplay::begin for it.
  bool wantedOnFailure() const;
  /// A failing check or divergence of `dispatch` wants its repro (the
  /// first only).
  bool dueOnFailure(const DispatchInfo &dispatch) const;
  /// A check `failure` is being reported (`spread`: it shows an earlier
  /// dispatch's value) and no dispatch was armed for a repro (`armed`:
  /// one was; outside sync mode there is none): a hint to turn sync mode
  /// on is due (once).
  bool hintDue(const CheckFailure &failure, bool spread, bool armed);
  /// write() from the buffers onLaunching read (nothing when it read none).
  void writeRecorded(
      OpenDispatch &open, const std::string &reason,
      const std::vector<std::pair<int, std::vector<char>>> &reference = {});
  /// Writes the repro of `open` (whose onLaunching recorded it) to a folder
  /// of dump-dir and reports where, with the command that builds and runs
  /// it: `reason` says why; `before` reads its buffers as they were before
  /// the dispatch (the outputs are read now); `reference`, for a
  /// divergence, the reference's result of the kernel operands it computed
  /// (kernel operand index, dense), which the repro is then expected to
  /// give. A repro that cannot be written is a warning.
  void
  write(OpenDispatch &open, const std::string &reason, const ReadMemory &before,
        const std::vector<std::pair<int, std::vector<char>>> &reference = {});

private:
  /// The folder `name` of the dump directory for the repro of `dispatch`,
  /// made (what an earlier run left there replaced, a symbolic link not
  /// followed): `dir`. False, with a warning, when there is none.
  bool makeDirectory(const DispatchInfo &dispatch, const std::string &name,
                     std::string &dir);
  /// Reports the repro of `dispatch` written to `dir` (`reason`: why), with
  /// the `command` that builds and runs it there.
  void announce(const DispatchInfo &dispatch, const std::string &reason,
                const std::string &dir, const std::string &command);

  Runtime &rt;
  const Options &opts;
  /// repro-on-failure has written its repro; a selected dispatch had no
  /// kernel text (said once); the hint to use sync mode was given; the
  /// dump directory cannot be made (said once).
  std::atomic<bool> written{false}, unrecorded{false}, hintGiven{false},
      dirUnusable{false};
  std::mutex mutex;
};

} // namespace dbgrt

#endif // DBGRT_REPRO_H
