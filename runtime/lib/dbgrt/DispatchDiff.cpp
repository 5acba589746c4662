//===- DispatchDiff.cpp - dispatches compared with their reference --------===//

#include "DispatchDiff.h"

#include "Backend.h"
#include "Diff.h"
#include "Repro.h"
#include "Runtime.h"
#include "TensorMaps.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <utility>

namespace dbgrt {

/// The snapshot of a dispatch being compared, with its reference or its
/// kernel's host build: the operands compared (with copies of their
/// descriptors) and
/// - for a reference, each of its arguments' elements before the dispatch
///   ran, dense and row-major;
/// - for a host build, the kernel's operands as the launch passed them,
///   the device memory they lie in, grouped into buffers (operands that
///   share memory share one), and each buffer's bytes before the dispatch.
struct DiffState {
  const DispatchDiff::Reference *reference = nullptr;
  const int64_t *hostKernel = nullptr;
  std::vector<TensorRef> tensors;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<std::vector<char>> inputs;
  ReproLaunch launch;
  ReproPlan plan;
  std::vector<std::vector<char>> before;
  /// The TMA descriptors a host build reads: kernel operand and the map
  /// the CUDA backend encoded.
  std::vector<std::pair<size_t, TensorMap>> tensorMaps;
  /// How long the snapshot took.
  int64_t snapshotNs = 0;
  /// Compared on the device: its run, launched before the dispatch.
  std::shared_ptr<DeviceDiff::Run> device;
};

namespace {

/// Whether the f64 twin takes operands of `type` widened.
bool isWidened(DType type) {
  return type == DType::F16 || type == DType::BF16 || type == DType::F32;
}

/// `value` of `type` for a report: a float with the digits its type needs,
/// an integer exactly as a double holds it.
std::string formatElement(double value, DType type) {
  if (isFloat(type))
    return formatFloat(value, toString(type));
  return std::to_string(static_cast<long long>(value));
}

/// `value` as a JSON value: a number, or a string for NaN and infinities.
std::string jsonElement(double value, DType type) {
  std::string text = formatElement(value, type);
  return std::isfinite(value) ? text : jsonString(text);
}

/// "[1,7]": the row-major `index` in `shape` as a JSON array.
std::string jsonIndex(int64_t index, const std::vector<int64_t> &shape) {
  std::string text = formatIndex(index, shape);
  text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
  return text;
}

/// "[4,32]".
std::string jsonShape(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t d = 0; d < shape.size(); ++d)
    text += (d ? "," : "") + std::to_string(shape[d]);
  return text + "]";
}

/// The buffer of `plan` that the memref whose aligned pointer is
/// `aligned` lies in, or -1.
int findBuffer(const ReproPlan &plan, uintptr_t aligned) {
  int found = -1;
  for (size_t b = 0; b < plan.buffers.size(); ++b) {
    const ReproBuffer &buffer = plan.buffers[b];
    if (buffer.begin <= aligned &&
        (aligned < buffer.end || (found < 0 && aligned == buffer.end)))
      found = static_cast<int>(b);
  }
  return found;
}

/// Makes the tensors of the TMA descriptors `launch` passes buffers of
/// `plan` (one of their own, or the buffer of an operand they lie in) and
/// records the descriptors in `maps`. False with `error` when a
/// descriptor was not encoded by the CUDA backend or its tensor straddles
/// an operand's buffer.
bool planTensorMapBuffers(const ReproLaunch &launch, ReproPlan &plan,
                          std::vector<std::pair<size_t, TensorMap>> &maps,
                          std::string &error) {
  for (size_t i = 0; i < launch.args.size(); ++i) {
    if (!isTmaDescriptorArg(launch.args[i]))
      continue;
    TensorMap map;
    if (launch.values[i].size() != 1 ||
        !findDeviceTensorMap(
            reinterpret_cast<const void *>(launch.values[i][0]), map)) {
      error = "kernel operand #" + std::to_string(i) +
              " is a TMA descriptor mgpuTensorMapEncodeTiledMemref did not "
              "encode";
      return false;
    }
    auto begin = reinterpret_cast<uintptr_t>(map.base);
    uintptr_t end = begin + static_cast<uintptr_t>(map.spanBytes());
    bool inside = false, overlaps = false;
    for (const ReproBuffer &buffer : plan.buffers) {
      inside |= buffer.begin <= begin && end <= buffer.end;
      overlaps |= begin < buffer.end && buffer.begin < end;
    }
    if (overlaps && !inside) {
      error = "the tensor of its TMA descriptor (kernel operand #" +
              std::to_string(i) + ") straddles the memory of another operand";
      return false;
    }
    if (!inside) {
      ReproBuffer buffer;
      buffer.begin = begin;
      buffer.end = end;
      plan.buffers.push_back(buffer);
    }
    maps.emplace_back(i, map);
  }
  return true;
}

/// Reads `tensor`'s elements before the dispatch, dense, into `out` from
/// `before`, the snapshot of each buffer of `plan`. False when it lies in
/// none.
bool gatherSnapshot(const ReproPlan &plan,
                    const std::vector<std::vector<char>> &before,
                    const TensorRef &tensor, std::vector<char> &out) {
  int b = findBuffer(plan, static_cast<uintptr_t>(tensor.descriptor[1]));
  if (b < 0)
    return false;
  const ReproBuffer &buffer = plan.buffers[static_cast<size_t>(b)];
  const char *data = before[static_cast<size_t>(b)].data();
  ReadMemory fromSnapshot = [&](void *dest, const void *source, size_t bytes,
                                std::string &) {
    auto at = reinterpret_cast<uintptr_t>(source);
    if (at < buffer.begin || at + bytes > buffer.end)
      return false;
    std::memcpy(dest, data + (at - buffer.begin), bytes);
    return true;
  };
  std::string error;
  return gatherTensor(tensor, fromSnapshot, out, error);
}

/// Host copies of the buffers of a plan, each at the same address modulo
/// 64 as on the device (a kernel's vector accesses keep their alignment).
class HostBuffers {
public:
  HostBuffers(const ReproPlan &plan,
              const std::vector<std::vector<char>> &before) {
    for (size_t b = 0; b < plan.buffers.size(); ++b) {
      const ReproBuffer &buffer = plan.buffers[b];
      std::vector<char> &storage = copies.emplace_back(before[b].size() + 128);
      auto at = reinterpret_cast<uintptr_t>(storage.data());
      at = (at + 63) / 64 * 64 + buffer.begin % 64;
      std::memcpy(reinterpret_cast<void *>(at), before[b].data(),
                  before[b].size());
      deltas.push_back(at - buffer.begin);
    }
  }
  /// Where device address `address`, in a buffer of `plan`, lies in its
  /// host copy; null when in none.
  char *translate(const ReproPlan &plan, uintptr_t address) const {
    int b = findBuffer(plan, address);
    if (b < 0)
      return nullptr;
    return reinterpret_cast<char *>(address + deltas[static_cast<size_t>(b)]);
  }
  /// The words of the memref `descriptor` (of `rank`) with its pointers
  /// moved into the host copy of the buffer of `plan` it lies in; false
  /// when it lies in none.
  bool move(const ReproPlan &plan, const int64_t *descriptor, int rank,
            std::vector<int64_t> &words) const {
    int b = findBuffer(plan, static_cast<uintptr_t>(descriptor[1]));
    if (b < 0)
      return false;
    words.assign(descriptor, descriptor + memrefParamCount(rank));
    for (size_t w = 0; w < 2; ++w)
      words[w] = static_cast<int64_t>(static_cast<uintptr_t>(words[w]) +
                                      deltas[static_cast<size_t>(b)]);
    return true;
  }

private:
  std::vector<std::vector<char>> copies;
  std::vector<uintptr_t> deltas;
};

const ReadMemory kHostRead = [](void *dest, const void *source, size_t bytes,
                                std::string &) {
  std::memcpy(dest, source, bytes);
  return true;
};

/// `value` with `digits` significant digits, as %g prints it.
std::string formatTolerance(double value, int digits = 6) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.*g", digits, value);
  return text;
}

/// Warns that `function` refused a registration for `why`, and what the
/// dispatch goes without; false, with no warning, where `why` is empty.
bool refused(Runtime &rt, const char *function, const std::string &why,
             const char *without) {
  if (why.empty())
    return false;
  rt.log(LogLevel::Warning, [&] {
    return std::string("warning: ") + function + ": " + why +
           "; the dispatch has no " + without;
  });
  return true;
}

/// The site of `record`, for which `function` registers `pointer`: nullptr,
/// with a warning, where `record` is of no registered table, `pointer` is
/// null (`nullWhy`) or the site lacks `field` (`missingWhy`).
const DbgrtSite *registeredSite(Runtime &rt, const char *function,
                                const DbgrtSiteRecord *record,
                                const void *pointer, const char *nullWhy,
                                const char *DbgrtSite::*field,
                                const char *missingWhy, const char *without) {
  const DbgrtSite *site = rt.site(record);
  const char *why = !site             ? "a site record of no registered table"
                    : !pointer        ? nullWhy
                    : !(site->*field) ? missingWhy
                                      : nullptr;
  return refused(rt, function, why ? why : "", without) ? nullptr : site;
}

} // namespace

void DispatchDiff::registerReference(const DbgrtSiteRecord *record,
                                     void *reference) {
  const char *function = "dbgrtRegisterReference";
  const DbgrtSite *dispatchSite = registeredSite(
      rt, function, record, reference, "a null function", &DbgrtSite::reference,
      "a site without a reference operand list", "reference");
  if (!dispatchSite)
    return;
  Reference entry;
  entry.function = reinterpret_cast<void (*)(void **)>(reference);
  for (std::string_view list = dispatchSite->reference; !list.empty();) {
    int index = 0;
    if (!parseCount(takeItem(list, ','), index)) {
      refused(rt, function,
              "a bad reference operand list '" +
                  std::string(dispatchSite->reference) + "'",
              "reference");
      return;
    }
    entry.operands.push_back(index);
  }
  if (dispatchSite->deviceReference) {
    entry.hasDevice =
        parseDeviceTwin(dispatchSite->deviceReference, entry.device);
    if (!entry.hasDevice)
      refused(rt, function,
              "a bad device twin '" +
                  std::string(dispatchSite->deviceReference) + "'",
              "device twin");
  }
  std::lock_guard<std::mutex> lock(referencesMutex);
  Reference &registered = references[dispatchSite];
  entry.wide = registered.wide;
  registered = std::move(entry);
}

void DispatchDiff::registerWideReference(const DbgrtSiteRecord *record,
                                         void *reference) {
  const DbgrtSite *dispatchSite = registeredSite(
      rt, "dbgrtRegisterWideReference", record, reference, "a null function",
      &DbgrtSite::reference, "a site without a reference operand list",
      "f64 reference");
  if (!dispatchSite)
    return;
  std::lock_guard<std::mutex> lock(referencesMutex);
  references[dispatchSite].wide =
      reinterpret_cast<void (*)(void **)>(reference);
}

void DispatchDiff::registerHostKernel(const DbgrtSiteRecord *record,
                                      const void *kernel) {
  const DbgrtSite *dispatchSite =
      registeredSite(rt, "dbgrtRegisterHostKernel", record, kernel,
                     "a null host kernel record", &DbgrtSite::signature,
                     "a site without a kernel signature", "host build");
  if (!dispatchSite)
    return;
  std::lock_guard<std::mutex> lock(referencesMutex);
  hostKernels[dispatchSite] = static_cast<const int64_t *>(kernel);
}

bool DispatchDiff::snapshotForHostBuild(OpenDispatch &open,
                                        const LaunchArgs &args,
                                        DiffState &state, std::string &error) {
  const DbgrtSite *dispatchSite = open.info.site;
  std::shared_ptr<const std::vector<KernelArg>> signature =
      siteSignature(dispatchSite, error);
  if (!signature)
    return false;
  const int64_t *kernel = state.hostKernel;
  if (kernel[DBGRT_HOST_KERNEL_NUM_OPERANDS] !=
      static_cast<int64_t>(signature->size())) {
    error = "its host build takes " +
            std::to_string(kernel[DBGRT_HOST_KERNEL_NUM_OPERANDS]) +
            " operand(s), its signature lists " +
            std::to_string(signature->size());
    return false;
  }
  ReproLaunch &launch = state.launch;
  launch.kernel = dispatchSite->kernel ? dispatchSite->kernel : "";
  launch.args = *signature;
  launch.values = readLaunchValues(launch.args, args);
  for (int d = 0; d < 3; ++d) {
    launch.grid[d] = open.info.grid[d];
    launch.block[d] = open.info.block[d];
  }
  launch.sharedBytes = args.dynamicSharedBytes;
  std::vector<bool> written(launch.args.size(), true);
  for (const OperandInfo &info : operandInfos(dispatchSite))
    if (static_cast<size_t>(info.index) < written.size())
      written[static_cast<size_t>(info.index)] = info.written;
  if (!planReproBuffers(launch, written, state.plan, error) ||
      !planTensorMapBuffers(launch, state.plan, state.tensorMaps, error))
    return false;
  for (const ReproBuffer &buffer : state.plan.buffers) {
    if (std::optional<std::string> why =
            rt.features().memory.copyLeavesAllocation(
                reinterpret_cast<const void *>(buffer.begin),
                buffer.end - buffer.begin)) {
      error = "cannot read its buffers: the snapshot " + *why;
      return false;
    }
    std::vector<char> &data =
        state.before.emplace_back(buffer.end - buffer.begin);
    if (!data.empty() &&
        !open.info.backend->readMemory(data.data(),
                                       reinterpret_cast<void *>(buffer.begin),
                                       data.size(), error)) {
      error = "cannot read its buffers: " + error;
      return false;
    }
  }
  return true;
}

void DispatchDiff::dropHostBuildFailures(const OpenDispatch &open) {
  CheckRecords &records = CheckRecords::get();
  if (!records.active())
    return;
  const std::string kernel = open.info.kernel ? open.info.kernel : "";
  for (const CheckFailure &failure : records.drain()) {
    // The host build's copies of the dispatch's own checks: the dispatch
    // reported what they found already, with its own launch.
    if (failure.site && failure.site->kernel && failure.site->kernel == kernel)
      continue;
    // Another thread's dispatch failed meanwhile: reported as usual.
    records.countErrors({failure});
    rt.features().checks.reportFailure(failure, {}, /*trapped=*/false);
  }
}

bool DispatchDiff::runHostBuild(const OpenDispatch &open, DiffState &state,
                                std::vector<std::vector<char>> &expected,
                                std::string &error) {
  const int64_t *kernel = state.hostKernel;
  const ReproLaunch &launch = state.launch;
  HostBuffers buffers(state.plan, state.before);
  // The frame: each operand where the record says, a memref's pointers
  // moved into the host copies.
  size_t frameBytes = static_cast<size_t>(
      std::max<int64_t>(kernel[DBGRT_HOST_KERNEL_FRAME_BYTES], 0));
  std::unique_ptr<void, decltype(&std::free)> frame(
      std::aligned_alloc(64, (frameBytes + 63) / 64 * 64 + 64), &std::free);
  if (!frame) {
    error = "cannot allocate its " + std::to_string(frameBytes) +
            "-byte argument frame";
    return false;
  }
  auto *bytes = static_cast<char *>(frame.get());
  // The TMA descriptors, on the host copies of their tensors.
  std::vector<std::unique_ptr<TensorMap>> maps;
  for (const auto &[index, deviceMap] : state.tensorMaps) {
    auto &map = maps.emplace_back(std::make_unique<TensorMap>(deviceMap));
    map->base =
        buffers.translate(state.plan, reinterpret_cast<uintptr_t>(map->base));
    void *pointer = map.get();
    std::memcpy(bytes + kernel[DBGRT_HOST_KERNEL_OFFSETS + index], &pointer,
                sizeof(pointer));
  }
  for (size_t i = 0; i < launch.args.size(); ++i) {
    const KernelArg &arg = launch.args[i];
    int64_t offset = kernel[DBGRT_HOST_KERNEL_OFFSETS + i];
    const std::vector<int64_t> &value = launch.values[i];
    if (isTmaDescriptorArg(arg))
      continue;
    if (arg.kind == KernelArg::Kind::Memref) {
      std::vector<int64_t> words;
      if (!buffers.move(state.plan, value.data(), arg.rank, words)) {
        error = "kernel operand #" + std::to_string(i) + " lies in no buffer";
        return false;
      }
      std::memcpy(bytes + offset, words.data(), words.size() * sizeof(int64_t));
    } else {
      std::memcpy(bytes + offset, value.data(), static_cast<size_t>(arg.bytes));
    }
  }
  int64_t failed = hostBackend().runHostBuild(kernel, open.info, frame.get(),
                                              launch.sharedBytes);
  if (failed > 0)
    report.line("warning: diff: in the host build of " +
                formatDispatchName(open.info) + ", " + std::to_string(failed) +
                " thread(s) failed an assertion");
  dropHostBuildFailures(open);
  // What it wrote, dense, for each operand compared.
  expected.assign(state.tensors.size(), {});
  for (size_t i = 0; i < state.tensors.size(); ++i) {
    const TensorRef &tensor = state.tensors[i];
    if (!tensor.info.written)
      continue;
    std::vector<int64_t> words;
    if (!buffers.move(state.plan, tensor.descriptor, tensor.info.rank, words)) {
      error = "kernel argument #" + std::to_string(tensor.info.index) +
              " lies in no buffer";
      return false;
    }
    TensorRef copy = tensor;
    copy.descriptor = words.data();
    if (!gatherTensor(copy, kHostRead, expected[i], error))
      return false;
  }
  return true;
}

/// Adds `name` to `names` (the dispatch sites a diff note lists) once, 64
/// at most.
static void addSiteName(std::vector<std::string> &names,
                        const std::string &name) {
  if (names.size() < 64 &&
      std::find(names.begin(), names.end(), name) == names.end())
    names.push_back(name);
}

/// "; 2 selected dispatch site(s) <what>: @main:0 k, @main:1 j" (the first
/// four of `names`, "64+" when the list is full).
static std::string listSiteNames(const std::vector<std::string> &names,
                                 const char *what) {
  std::string text = "; " + std::to_string(names.size()) +
                     (names.size() == 64 ? "+" : "") +
                     " selected dispatch site(s) " + what + ": ";
  for (size_t i = 0; i < names.size() && i < 4; ++i)
    text += (i ? ", " : "") + names[i];
  return names.size() > 4 ? text + ", ..." : text;
}

bool DispatchDiff::selectReference(const OpenDispatch &open,
                                   const Reference *&reference,
                                   const int64_t *&hostKernel) {
  const DbgrtSite *dispatchSite = open.info.site;
  std::lock_guard<std::mutex> lock(referencesMutex);
  auto it = references.find(dispatchSite);
  if (it != references.end() && opts.diffAgainst != DiffAgainst::Host) {
    reference = &it->second;
  } else if (opts.diffAgainst != DiffAgainst::Reference) {
    auto host = hostKernels.find(dispatchSite);
    if (host != hostKernels.end())
      hostKernel = host->second;
  }
  if (!reference && !hostKernel) {
    std::string name =
        formatDispatchOrdinal(dispatchSite) + " " +
        (dispatchSite && dispatchSite->kernel ? dispatchSite->kernel
         : open.info.kernel                   ? open.info.kernel
                                              : "");
    addSiteName(unreferenced, name);
    return false;
  }
  // diff-every: the 1st, N+1th, ... of the dispatches it could compare.
  return withReference++ % opts.diffEvery == 0;
}

bool DispatchDiff::snapshotForReference(const OpenDispatch &open,
                                        const std::vector<TensorRef> &operands,
                                        DiffState &state) {
  DeviceBackend *backend = open.info.backend;
  ReadMemory read = [backend](void *dest, const void *source, size_t bytes,
                              std::string &error) {
    return backend->readMemory(dest, source, bytes, error);
  };
  for (int index : state.reference->operands) {
    auto it =
        std::find_if(operands.begin(), operands.end(),
                     [&](const TensorRef &t) { return t.info.index == index; });
    std::string error;
    if (it == operands.end())
      error =
          "its launch did not pass kernel argument #" + std::to_string(index);
    std::vector<char> data;
    if (error.empty() && !gatherTensor(*it, read, data, error))
      error = "cannot read kernel argument #" + std::to_string(index) + " (" +
              it->typeString() + "): " + error;
    if (!error.empty()) {
      report.line("warning: diff: " + formatDispatchName(open.info) +
                  " is not compared: " + error);
      return false;
    }
    const int64_t *words = it->descriptor;
    state.descriptors.emplace_back(words,
                                   words + memrefParamCount(it->info.rank));
    state.tensors.push_back(*it);
    state.inputs.push_back(std::move(data));
  }
  return true;
}

void DispatchDiff::onLaunching(OpenDispatch &open, const LaunchArgs &args) {
  // Without operands too: diff says what it could not compare.
  if (rt.filters().diff.empty() || open.info.skipped ||
      !Runtime::selects(rt.filters().diff, open.info, open.execution))
    return;
  const DbgrtSite *dispatchSite = open.info.site;
  const DispatchDiff::Reference *reference = nullptr;
  const int64_t *hostKernel = nullptr;
  if (!selectReference(open, reference, hostKernel))
    return;
  if (open.info.backend->hostAddressable() &&
      (dispatchSite->flags & DBGRT_SITE_FLAG_ASYNC)) {
    // Its kernel runs after the launch returns, on a thread of its own.
    rt.log(LogLevel::Warning, [&] {
      return "warning: diff: " + formatDispatchName(open.info) +
             " is an asynchronous launch of the host target, which is not "
             "compared";
    });
    return;
  }
  // The device path times itself (beginOnDevice).
  bool onDevice = reference && !hostKernel && reference->hasDevice;
  int64_t start = onDevice ? 0 : traceClockNs();
  auto state = std::make_shared<DiffState>();
  state->reference = reference;
  state->hostKernel = hostKernel;
  // Kept from launch to launch: it allocates nothing once large enough.
  thread_local std::vector<TensorRef> operands;
  operandsOf(dispatchSite, open.operands, operands);
  if (hostKernel) {
    if (operands.empty()) {
      // Its memrefs hold elements diff cannot read (vectors, complex).
      std::lock_guard<std::mutex> lock(referencesMutex);
      addSiteName(unreadable, formatDispatchOrdinal(dispatchSite) + " " +
                                  (open.info.kernel ? open.info.kernel : ""));
      return;
    }
    std::string error;
    if (!snapshotForHostBuild(open, args, *state, error)) {
      report.line("warning: diff: " + formatDispatchName(open.info) +
                  " is not compared with its host build: " + error);
      return;
    }
    // Every operand the analysis knows is compared.
    for (const TensorRef &tensor : operands) {
      const int64_t *words = tensor.descriptor;
      state->descriptors.emplace_back(
          words, words + memrefParamCount(tensor.info.rank));
      state->tensors.push_back(tensor);
    }
  }
  if (onDevice && beginOnDevice(open, *reference, operands, *state)) {
    open.diff = std::move(state);
    return;
  }
  if (onDevice) // Its snapshot instead.
    start = traceClockNs();
  if (reference && !snapshotForReference(open, operands, *state))
    return;
  // The descriptors are ours now: the launch's may be gone by the end.
  for (size_t i = 0; i < state->tensors.size(); ++i)
    state->tensors[i].descriptor = state->descriptors[i].data();
  state->snapshotNs = traceClockNs() - start;
  open.diff = std::move(state);
}

namespace {

/// The fields every divergence object of JSON Lines starts with, through
/// "first_index".
std::string jsonDivergenceHead(const DispatchInfo &dispatch,
                               const TensorRef &tensor, int64_t elements,
                               int64_t differing, int64_t first) {
  const DbgrtSite *site = dispatch.site;
  std::vector<int64_t> shape = tensor.shape();
  return "{\"event\":\"divergence\",\"severity\":\"error\",\"id\":" +
         std::to_string(dispatch.id) +
         ",\"dispatch\":" + jsonString(formatDispatchOrdinal(site)) +
         ",\"kernel\":" + jsonString(site && site->kernel ? site->kernel : "") +
         ",\"location\":" +
         jsonString(site && site->location ? site->location : "") +
         ",\"operand\":" + std::to_string(tensor.info.index) +
         ",\"dtype\":" + jsonString(toString(tensor.info.type)) +
         ",\"shape\":" + jsonShape(shape) +
         ",\"elements\":" + std::to_string(elements) +
         ",\"differing\":" + std::to_string(differing) +
         ",\"first_index\":" + jsonIndex(first, shape);
}

/// The start of a text divergence report: where, and which operand.
std::string divergenceHead(const DispatchInfo &dispatch,
                           const TensorRef &tensor, const char *against) {
  const DbgrtSite *site = dispatch.site;
  return "dispatch differs from its " + std::string(against) + " in " +
         escapeControl(site && site->kernel ? site->kernel : "") + " at " +
         escapeControl(site && site->location ? site->location : "") +
         ": kernel argument #" + std::to_string(tensor.info.index);
}

} // namespace

void DispatchDiff::reportDivergence(const DispatchInfo &dispatch,
                                    const TensorRef &tensor,
                                    const DiffResult &result,
                                    const Tolerances &tolerances, bool host) {
  const char *against = host ? "host build" : "reference";
  const char *referenceName = host ? "host" : "reference";
  DType type = tensor.info.type;
  std::vector<int64_t> shape = tensor.shape();
  std::string tolerance =
      !isFloat(type)
          ? std::string("exact")
          : "rtol=" + formatTolerance(tolerances.rtol) +
                " atol=" + formatTolerance(tolerances.atol) +
                (tolerances.ulps ? " ulps=" + std::to_string(tolerances.ulps)
                                 : std::string());
  const DbgrtSite *site = dispatch.site;
  if (opts.reportFormat == ReportFormat::Jsonl) {
    report.line(
        jsonDivergenceHead(dispatch, tensor, result.elements, result.differing,
                           result.first) +
        ",\"against\":" + jsonString(referenceName) +
        ",\"gpu\":" + jsonElement(result.firstGpu, type) + ",\"reference\":" +
        jsonElement(result.firstRef, type) + ",\"max_error\":" +
        jsonElement(result.worstError, isFloat(type) ? type : DType::I64) +
        ",\"max_error_index\":" + jsonIndex(result.worst, shape) +
        ",\"max_error_gpu\":" + jsonElement(result.worstGpu, type) +
        ",\"max_error_reference\":" + jsonElement(result.worstRef, type) +
        ",\"tolerance\":" + jsonString(tolerance) + "}");
    return;
  }
  // What differs, where: the summary of a report that repeats names it so.
  std::string head = divergenceHead(dispatch, tensor, against);
  if (rt.features().checks.isRepeatedReport(
          "diff " + std::to_string(site ? site->id : 0) + " " +
              std::to_string(tensor.info.index),
          head, "differing elements", result.differing))
    return;
  report.line(
      "error: " + head + " (" + tensor.typeString() + ") differs at " +
      std::to_string(result.differing) + " of " +
      std::to_string(result.elements) + " element(s); first at " +
      formatIndex(result.first, shape) + ": gpu " +
      formatElement(result.firstGpu, type) + ", " + referenceName + " " +
      formatElement(result.firstRef, type) + "; largest error " +
      formatElement(result.worstError, isFloat(type) ? type : DType::I64) +
      " at " + formatIndex(result.worst, shape) + " (gpu " +
      formatElement(result.worstGpu, type) + ", " + referenceName + " " +
      formatElement(result.worstRef, type) + "); tolerance " + tolerance +
      "\n[dbg]   in " + formatDispatch(dispatch));
}

void DispatchDiff::reportWideDivergence(const DispatchInfo &dispatch,
                                        const TensorRef &tensor,
                                        const WideJudgement &judgement) {
  DType type = tensor.info.type;
  std::vector<int64_t> shape = tensor.shape();
  const DbgrtSite *site = dispatch.site;
  auto number = [](double value) { return formatTolerance(value, 3); };
  std::string rule = formatTolerance(kWideErrorRatio) +
                     "x the reference's error + " +
                     formatTolerance(kWideFloorUlps) + " ulps";
  if (opts.reportFormat == ReportFormat::Jsonl) {
    report.line(
        jsonDivergenceHead(dispatch, tensor, judgement.elements, judgement.off,
                           judgement.first) +
        ",\"against\":\"reference\",\"judge\":\"f64\",\"gpu\":" +
        jsonElement(judgement.firstGpu, type) +
        ",\"reference\":" + jsonElement(judgement.firstRef, type) +
        ",\"f64\":" + jsonElement(judgement.firstWide, DType::F64) +
        ",\"gpu_error\":" + jsonElement(judgement.gpuError, DType::F64) +
        ",\"reference_error\":" +
        jsonElement(judgement.referenceError, DType::F64) +
        ",\"limit\":" + jsonElement(judgement.limit, DType::F64) +
        ",\"max_error\":" + jsonElement(judgement.worstError, DType::F64) +
        ",\"max_error_index\":" + jsonIndex(judgement.worst, shape) +
        ",\"max_error_gpu\":" + jsonElement(judgement.worstGpu, type) +
        ",\"max_error_reference\":" + jsonElement(judgement.worstRef, type) +
        ",\"max_error_f64\":" + jsonElement(judgement.worstWide, DType::F64) +
        ",\"tolerance\":" + jsonString(rule) + "}");
    return;
  }
  std::string head = divergenceHead(dispatch, tensor, "reference");
  if (rt.features().checks.isRepeatedReport(
          "diff " + std::to_string(site ? site->id : 0) + " " +
              std::to_string(tensor.info.index),
          head, "elements off", judgement.off))
    return;
  std::string where = "differs as a whole (no element by itself)";
  if (judgement.first >= 0)
    where = "differs at " + std::to_string(judgement.off) + " of " +
            std::to_string(judgement.elements) + " element(s); first at " +
            formatIndex(judgement.first, shape) + ": gpu " +
            formatElement(judgement.firstGpu, type) + ", reference " +
            formatElement(judgement.firstRef, type) + " (f64 " +
            number(judgement.firstWide) + "); largest error " +
            number(judgement.worstError) + " at " +
            formatIndex(judgement.worst, shape) + " (gpu " +
            formatElement(judgement.worstGpu, type) + ", reference " +
            formatElement(judgement.worstRef, type) + ", f64 " +
            number(judgement.worstWide) + ")";
  report.line("error: " + head + " (" + tensor.typeString() + ") " + where +
              "; against the reference computed in f64 its error is " +
              number(judgement.gpuError) +
              " (root mean square), the "
              "reference's own " +
              number(judgement.referenceError) + ": more than " + rule + " (" +
              number(judgement.limit) + ")\n[dbg]   in " +
              formatDispatch(dispatch));
}

bool DispatchDiff::beginOnDevice(const OpenDispatch &open,
                                 const Reference &reference,
                                 const std::vector<TensorRef> &operands,
                                 DiffState &state) {
  if (!judgesAgainstWide() || opts.diffStop ||
      opts.diffContinue == DiffContinue::Reference || opts.reproOnFailure)
    return false;
  // Kept from dispatch to dispatch: it allocates nothing once large enough.
  thread_local std::vector<TensorRef> arguments;
  arguments.clear();
  for (int index : reference.operands) {
    auto it =
        std::find_if(operands.begin(), operands.end(),
                     [&](const TensorRef &t) { return t.info.index == index; });
    if (it == operands.end())
      return false;
    arguments.push_back(*it);
  }
  int64_t start = traceClockNs();
  state.device = device.begin(open.info, reference.device, arguments);
  state.snapshotNs = traceClockNs() - start;
  return state.device != nullptr;
}

void DispatchDiff::onSynchronized(void *stream) {
  if (!device.pending())
    return;
  // Kept from pass to pass. A judgement that reports may read memory,
  // which synchronizes and comes back here: it finds the list taken, and
  // makes one of its own.
  thread_local std::vector<DeviceVerdict> kept;
  std::vector<DeviceVerdict> verdicts = std::move(kept);
  device.takeFinished(stream, verdicts);
  for (const DeviceVerdict &verdict : verdicts)
    judgeOnDevice(verdict);
  kept = std::move(verdicts);
}

/// The elements a device verdict names (the first off, the one with the
/// largest error), into a WideJudgement or a DiffResult.
template <typename Summary>
static void nameElements(const DeviceVerdict &verdict, Summary &summary) {
  const uint64_t *words = verdict.words;
  bool off = words[6] != 0;
  summary.first = off ? static_cast<int64_t>(words[7]) : -1;
  summary.worst = off ? static_cast<int64_t>(words[8] & 0xFFFFFFFFu) : -1;
  uint32_t worstBits = static_cast<uint32_t>(words[8] >> 32);
  float worstError;
  std::memcpy(&worstError, &worstBits, sizeof(worstError));
  summary.worstError = worstError;
  summary.firstGpu = verdict.firstGpu;
  summary.firstRef = verdict.firstRef;
  summary.worstGpu = verdict.worstGpu;
  summary.worstRef = verdict.worstRef;
}

void DispatchDiff::judgeOnDevice(const DeviceVerdict &verdict) {
  const uint64_t *words = verdict.words;
  DType type = verdict.tensor.info.type;
  auto f64 = [](uint64_t bits) {
    double value;
    std::memcpy(&value, &bits, sizeof(value));
    return value;
  };
  int64_t off = static_cast<int64_t>(words[6]);
  bool differs;
  if (isWidened(type)) {
    WideJudgement judgement;
    judgement.elements = verdict.tensor.elements();
    judgeSums(type, static_cast<int64_t>(words[4]), f64(words[0]),
              f64(words[1]), f64(words[2]), words[5] != 0, judgement);
    judgement.maxDifference = f64(words[3]);
    judgement.off = off;
    nameElements(verdict, judgement);
    judgement.firstWide = verdict.firstWide;
    judgement.worstWide = verdict.worstWide;
    differs = judgement.differs;
    if (differs)
      reportWideDivergence(verdict.dispatch, verdict.tensor, judgement);
  } else {
    DiffResult result;
    result.elements = verdict.tensor.elements();
    result.differing = off;
    nameElements(verdict, result);
    result.maxError = f64(words[3]);
    differs = off != 0;
    if (differs)
      reportDivergence(
          verdict.dispatch, verdict.tensor, result,
          resolveTolerances(type, opts.diffRtol, opts.diffAtol, opts.diffUlps),
          /*host=*/false);
  }
  if (differs) {
    ++differing;
    return;
  }
  std::lock_guard<std::mutex> lock(referencesMutex);
  maxError = std::max(maxError, f64(words[3]));
}

void DispatchDiff::onDispatchEnd(OpenDispatch &open) {
  if (!open.diff)
    return;
  std::shared_ptr<DiffState> state = std::move(open.diff);
  if (state->device) {
    Tolerances f64 = resolveTolerances(DType::F64, opts.diffRtol, opts.diffAtol,
                                       opts.diffUlps);
    device.end(state->device, f64.rtol, f64.atol);
    std::lock_guard<std::mutex> lock(referencesMutex);
    ++compared;
    ++deviceCompared;
    deviceLaunchNs += state->snapshotNs;
    return;
  }
  const DispatchInfo &dispatch = open.info;
  bool host = state->hostKernel != nullptr;
  // What the reference computes, per operand compared; it runs on a copy:
  // the snapshot stays the dispatch's inputs.
  Comparison comparison;
  int64_t start = traceClockNs();
  if (host) {
    std::string error;
    if (!runHostBuild(open, *state, comparison.expected, error)) {
      report.line("warning: diff: " + formatDispatchName(dispatch) +
                  " is not compared with its host build: " + error);
      return;
    }
  } else {
    runReference(*state, comparison.expected);
    if (state->reference->wide && judgesAgainstWide())
      runWideReference(*state, comparison.wide);
  }
  comparison.referenceNs = traceClockNs() - start;
  bool differs = compare(dispatch, *state, comparison);
  {
    std::lock_guard<std::mutex> lock(referencesMutex);
    ++compared;
    hostCompared += host;
    snapshotNs += state->snapshotNs;
    referenceNs += comparison.referenceNs;
    readNs += comparison.readNs;
    compareNs += comparison.compareNs;
  }
  if (!differs)
    return;
  ++differing;
  if (rt.features().repro.dueOnFailure(dispatch)) {
    std::vector<std::pair<int, std::vector<char>>> computed;
    for (size_t i = 0; i < comparison.expected.size(); ++i)
      if (state->tensors[i].info.written)
        computed.emplace_back(state->tensors[i].info.index,
                              comparison.expected[i]);
    rt.features().repro.writeRecorded(
        open,
        "it differs from its " + std::string(host ? "host build" : "reference"),
        computed);
  }
  if (opts.diffStop)
    stopAfter(dispatch, *state, comparison);
  if (opts.diffContinue == DiffContinue::Reference)
    continueWithReference(dispatch, *state, comparison);
}

bool DispatchDiff::compare(const DispatchInfo &dispatch, const DiffState &state,
                           Comparison &comparison) {
  DeviceBackend *backend = dispatch.backend;
  ReadMemory read = [backend](void *dest, const void *source, size_t bytes,
                              std::string &error) {
    return backend->readMemory(dest, source, bytes, error);
  };
  const std::vector<std::vector<char>> &expected = comparison.expected;
  std::vector<std::vector<char>> &results = comparison.results;
  results.assign(expected.size(), {});
  bool differs = false;
  for (size_t i = 0; i < expected.size(); ++i) {
    const TensorRef &tensor = state.tensors[i];
    if (!tensor.info.written)
      continue;
    std::string error;
    int64_t start = traceClockNs();
    bool gathered = gatherTensor(tensor, read, results[i], error);
    comparison.readNs += traceClockNs() - start;
    if (!gathered) {
      report.line("warning: diff: cannot read kernel argument #" +
                  std::to_string(tensor.info.index) + " of " +
                  formatDispatchName(dispatch) + ": " + error);
      continue;
    }
    DType type = tensor.info.type;
    if (i < comparison.wide.size() && !comparison.wide[i].empty()) {
      start = traceClockNs();
      WideJudgement judgement =
          judgeAgainstWide(type, results[i].data(), expected[i].data(),
                           comparison.wide[i].data(), tensor.elements());
      comparison.compareNs += traceClockNs() - start;
      if (!judgement.differs) {
        std::lock_guard<std::mutex> lock(referencesMutex);
        maxError = std::max(maxError, judgement.maxDifference);
        continue;
      }
      differs = true;
      reportWideDivergence(dispatch, tensor, judgement);
      continue;
    }
    Tolerances tolerances =
        resolveTolerances(type, opts.diffRtol, opts.diffAtol, opts.diffUlps);
    start = traceClockNs();
    DiffResult result =
        compareBuffers(type, results[i].data(), expected[i].data(),
                       tensor.elements(), tolerances);
    comparison.compareNs += traceClockNs() - start;
    if (result.differing == 0) {
      std::lock_guard<std::mutex> lock(referencesMutex);
      maxError = std::max(maxError, result.maxError);
      continue;
    }
    differs = true;
    reportDivergence(dispatch, tensor, result, tolerances,
                     state.hostKernel != nullptr);
  }
  return differs;
}

void DispatchDiff::stopAfter(const DispatchInfo &dispatch,
                             const DiffState &state,
                             const Comparison &comparison) {
  bool host = state.hostKernel != nullptr;
  std::vector<std::string> lines;
  // In kernel argument order.
  std::vector<size_t> order(comparison.expected.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return state.tensors[a].info.index < state.tensors[b].info.index;
  });
  for (size_t i : order) {
    const TensorRef &tensor = state.tensors[i];
    auto dump = [&](const char *role, const std::vector<char> &data) {
      std::string path = rt.features().dumps.writeTensor(
          dispatch, tensor, role, data,
          computeStats(data.data(), tensor.info.type, tensor.elements()),
          "diff");
      lines.push_back("  " + std::string(role) + " arg" +
                      std::to_string(tensor.info.index) + " " +
                      tensor.typeString() + " -> " + escapeControl(path));
    };
    std::vector<char> input;
    if (tensor.info.read &&
        (!host || gatherSnapshot(state.plan, state.before, tensor, input)))
      dump("input", host ? input : state.inputs[i]);
    if (tensor.info.written && !comparison.results[i].empty()) {
      dump("gpu", comparison.results[i]);
      dump(host ? "host" : "reference", comparison.expected[i]);
    }
  }
  report.line("diff-stop: stopped after " + formatDispatch(dispatch));
  for (const std::string &line : lines)
    report.line(line);
  report.line("  " + std::to_string(lines.size()) + " tensor(s), listed in " +
              escapeControl(rt.features().dumps.path()) + "/manifest.jsonl");
  std::fflush(nullptr);
  std::exit(kDeviceErrorExitCode);
}

void DispatchDiff::continueWithReference(const DispatchInfo &dispatch,
                                         const DiffState &state,
                                         const Comparison &comparison) {
  DeviceBackend *backend = dispatch.backend;
  ReadMemory read = [backend](void *dest, const void *source, size_t bytes,
                              std::string &error) {
    return backend->readMemory(dest, source, bytes, error);
  };
  WriteMemory write = [backend](void *dest, const void *source, size_t bytes,
                                std::string &error) {
    return backend->writeMemory(dest, source, bytes, error);
  };
  for (size_t i = 0; i < comparison.expected.size(); ++i) {
    const TensorRef &tensor = state.tensors[i];
    std::string error;
    if (tensor.info.written &&
        !scatterTensor(tensor, comparison.expected[i], read, write, error))
      report.line("warning: diff-continue=reference: cannot write kernel "
                  "argument #" +
                  std::to_string(tensor.info.index) + " of " +
                  formatDispatchName(dispatch) + ": " + error);
  }
}

namespace {

/// A dense row-major descriptor (allocated, aligned, offset, sizes,
/// strides) of `data` holding a tensor of `shape`; never a null pointer,
/// even for an empty tensor.
std::vector<int64_t> denseDescriptor(void *data,
                                     const std::vector<int64_t> &shape) {
  static char empty;
  auto address = reinterpret_cast<int64_t>(data ? data : &empty);
  std::vector<int64_t> words = {address, address, 0};
  words.insert(words.end(), shape.begin(), shape.end());
  std::vector<int64_t> strides(shape.size());
  int64_t stride = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    strides[d] = stride;
    stride *= std::max<int64_t>(shape[d], 1);
  }
  words.insert(words.end(), strides.begin(), strides.end());
  return words;
}

} // namespace

void DispatchDiff::runReference(DiffState &state,
                                std::vector<std::vector<char>> &expected) {
  expected = state.inputs;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> arguments;
  descriptors.reserve(expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    descriptors.push_back(
        denseDescriptor(expected[i].empty() ? nullptr : expected[i].data(),
                        state.tensors[i].shape()));
    arguments.push_back(descriptors.back().data());
  }
  state.reference->function(arguments.data());
}

void DispatchDiff::runWideReference(const DiffState &state,
                                    std::vector<std::vector<double>> &wide) {
  size_t count = state.inputs.size();
  wide.assign(count, {});
  std::vector<std::vector<char>> others(count);
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> arguments;
  descriptors.reserve(count);
  for (size_t i = 0; i < count; ++i) {
    const TensorRef &tensor = state.tensors[i];
    DType type = tensor.info.type;
    void *data;
    if (isWidened(type)) {
      int64_t elements = tensor.elements();
      wide[i].resize(static_cast<size_t>(elements));
      for (int64_t e = 0; e < elements; ++e)
        wide[i][static_cast<size_t>(e)] =
            elementValue(state.inputs[i].data(), type, e);
      data = wide[i].empty() ? nullptr : wide[i].data();
    } else {
      others[i] = state.inputs[i];
      data = others[i].empty() ? nullptr : others[i].data();
    }
    descriptors.push_back(denseDescriptor(data, tensor.shape()));
    arguments.push_back(descriptors.back().data());
  }
  state.reference->wide(arguments.data());
  // Only what it computed of the float operands the dispatch writes is
  // judged.
  for (size_t i = 0; i < count; ++i)
    if (!state.tensors[i].info.written)
      wide[i].clear();
}

void DispatchDiff::atExit() {
  if (rt.filters().diff.empty() || rt.exiting() || noted.exchange(true))
    return;
  // What is still in flight finishes (and is reported) first.
  if (device.pending())
    device.waitForAll("diff");
  std::lock_guard<std::mutex> lock(referencesMutex);
  if (opts.reportFormat == ReportFormat::Jsonl) {
    // The same summary for tools; times in ns summed over the dispatches.
    std::string names = "[";
    for (size_t i = 0; i < unreferenced.size(); ++i)
      names += (i ? "," : "") + jsonString(unreferenced[i]);
    report.line("{\"event\":\"diff\",\"compared\":" + std::to_string(compared) +
                ",\"host_compared\":" + std::to_string(hostCompared) +
                ",\"differing\":" + std::to_string(differing.load()) +
                ",\"max_error\":" + jsonElement(maxError, DType::F64) +
                ",\"snapshot_ns\":" + std::to_string(snapshotNs) +
                ",\"reference_ns\":" + std::to_string(referenceNs) +
                ",\"results_ns\":" + std::to_string(readNs) +
                ",\"compare_ns\":" + std::to_string(compareNs) +
                ",\"unreferenced\":" + names + "]}");
    return;
  }
  std::string line = "note: diff compared " + std::to_string(compared) +
                     " dispatch(es) with their ";
  if (hostCompared == 0)
    line += "reference: ";
  else if (hostCompared == compared)
    line += "kernel's host build: ";
  else
    line += "reference (" + std::to_string(hostCompared) +
            " with their kernel's host build): ";
  int64_t differs = differing.load();
  line += differs ? std::to_string(differs) + " differ"
                  : "none differs (largest error " + formatTolerance(maxError) +
                        ")";
  if (deviceCompared)
    line += "; " + std::to_string(deviceCompared) +
            " compared on the device (launching its reference: " +
            formatTolerance(static_cast<double>(deviceLaunchNs) / 1e3 /
                                static_cast<double>(deviceCompared),
                            3) +
            " us per dispatch)";
  if (int64_t onHost = compared - deviceCompared) {
    auto us = [&](int64_t ns) {
      char text[32];
      std::snprintf(text, sizeof(text), "%.1f",
                    static_cast<double>(ns) / 1e3 /
                        static_cast<double>(onHost));
      return std::string(text);
    };
    line += "; per dispatch: snapshot " + us(snapshotNs) + " us, reference " +
            us(referenceNs) + " us, results " + us(readNs) + " us, compare " +
            us(compareNs) + " us";
  }
  if (!unreferenced.empty()) {
    line += listSiteNames(unreferenced, "have nothing to compare with");
    if (references.empty() && hostKernels.empty())
      line += opts.diffAgainst == DiffAgainst::Reference
                  ? " (compile with --debug=diff, from a frontend that "
                    "attaches references: dbg.reference)"
                  : " (compile with --debug=diff: it keeps the references "
                    "a frontend attaches and builds the other kernels for "
                    "the host)";
  }
  if (!unreadable.empty())
    line += listSiteNames(unreadable,
                          "have no operand diff can read (its memrefs of "
                          "vector or complex elements are left out)");
  report.line(line);
}

} // namespace dbgrt
