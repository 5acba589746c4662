//===- DispatchTools.h - tensor tracing and dispatch breaks -----*- C++ -*-===//
//
// trace-tensors (IREE's --iree-flow-trace-dispatch-tensors, AOTInductor's
// intermediate value printer) and break-after (IREE's
// --iree-flow-break-dispatch), an observer of the dispatch lifecycle, and
// the dump directory that they, diff and repros write to.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_DISPATCHTOOLS_H
#define DBGRT_DISPATCHTOOLS_H

#include "Observer.h"
#include "Tensors.h"
#include "dbgrt/Options.h"

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace dbgrt {

class Runtime;

/// dump-dir: made when first needed, owned by one process at a time (an
/// advisory lock); another process's files get its pid.
class DumpDirectory {
public:
  DumpDirectory(Runtime &runtime, const Options &options)
      : rt(runtime), opts(options) {}
  /// The directory, made once; a fatal error when it cannot be.
  const std::string &path();
  /// The folder `name` of the directory (with this process's suffix when
  /// another owns the directory): `dir`. False with `error` when the
  /// directory cannot be made.
  bool subdirectory(const std::string &name, std::string &dir,
                    std::string &error);
  /// Writes `data` (`tensor`'s elements, dense; `stats` their summary) as
  /// a .npy file of `dispatch` with its manifest line; returns the path.
  /// Exits with an error naming `tool` when the file cannot be written.
  std::string writeTensor(const DispatchInfo &dispatch, const TensorRef &tensor,
                          const char *role, const std::vector<char> &data,
                          const TensorStats &stats, const char *tool);

private:
  /// The directory, made once; null with `error` set when it cannot be.
  /// Called with `mutex` held.
  const std::string *find(std::string &error);

  Runtime &rt;
  const Options &opts;
  std::mutex mutex;
  std::string dumpPath;
  /// "_pPID" when another process owns the directory.
  std::string suffix;
};

class TensorTools final : public DispatchObserver {
public:
  TensorTools(Runtime &runtime, const Options &options, DumpDirectory &dumps)
      : rt(runtime), opts(options), dumps(dumps) {}
  /// trace-tensors: the inputs of a selected dispatch.
  void onLaunching(OpenDispatch &open, const LaunchArgs &args) override;
  /// trace-tensors: the outputs of a selected dispatch; break-after: dumps
  /// the operands of a selected dispatch and exits with status 3.
  void onDispatchEnd(OpenDispatch &open) override;
  /// At exit: a trace-tensors or break-after filter that selected no
  /// dispatch is an error (exit status 2) that lists the dispatches.
  void finish();

private:
  /// Traces the operands of `open` that trace-tensors asks for: `inputs`
  /// before the launch, else the outputs after it.
  void traceTensors(const OpenDispatch &open, bool inputs);
  [[noreturn]] void breakAfter(const OpenDispatch &open);
  /// Reads one operand and reports or dumps it as `mode` says; `role` is
  /// input, output or inout; `tool` (trace-tensors or break-after) starts
  /// its error messages. Returns the .npy path for npy.
  std::string traceTensor(const DispatchInfo &dispatch, const TensorRef &tensor,
                          const char *role, TensorMode mode, const char *tool);

  Runtime &rt;
  const Options &opts;
  DumpDirectory &dumps;
  std::atomic<bool> selected{false}, stopped{false};
};

} // namespace dbgrt

#endif // DBGRT_DISPATCHTOOLS_H
