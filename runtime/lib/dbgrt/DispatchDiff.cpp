//===- DispatchDiff.cpp - dispatches compared with their reference --------===//
//
// The run-time key `diff`: IREE's debugging playbook isolates a wrong
// dispatch by diffing "against the CPU dispatches one by one"; here the
// frontend attached to each dispatch the computation it came from
// (dbg.reference), and libdbgrt runs it on a snapshot of the dispatch's
// operands after every selected dispatch and compares each buffer the
// dispatch wrote. The first dispatch that differs is where the bug is.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "Diff.h"
#include "Runtime.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace dbgrt {

/// The snapshot of a dispatch being compared: for each argument of its
/// reference, the operand (with a copy of its descriptor) and its elements
/// before the dispatch ran, dense and row-major.
struct Runtime::DiffState {
  const Reference *reference = nullptr;
  std::vector<TensorRef> tensors;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<std::vector<char>> inputs;
  /// How long the snapshot took.
  int64_t snapshotNs = 0;
};

namespace {

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

std::string formatTolerance(double value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g", value);
  return text;
}

} // namespace

void Runtime::registerReference(const DbgrtSiteRecord *record,
                                void *reference) {
  const DbgrtSite *dispatchSite = site(record);
  std::string why = !dispatchSite ? "a site record of no registered table"
                    : !reference  ? "a null function"
                    : !dispatchSite->reference
                        ? "a site without a reference operand list"
                        : "";
  Reference entry;
  entry.function = reinterpret_cast<void (*)(void **)>(reference);
  if (why.empty()) {
    std::string_view list = dispatchSite->reference;
    while (!list.empty() && why.empty()) {
      size_t comma = list.find(',');
      std::string_view item = list.substr(0, comma);
      list = comma == std::string_view::npos ? std::string_view()
                                             : list.substr(comma + 1);
      int index = 0;
      bool ok = !item.empty() && item.size() < 7;
      for (char c : item) {
        ok &= c >= '0' && c <= '9';
        index = index * 10 + (c - '0');
      }
      if (!ok)
        why = "a bad reference operand list '" +
              std::string(dispatchSite->reference) + "'";
      entry.operands.push_back(index);
    }
  }
  if (!why.empty()) {
    log(LogLevel::Warning, [&] {
      return "warning: dbgrtRegisterReference: " + why +
             "; the dispatch has no reference";
    });
    return;
  }
  std::lock_guard<std::mutex> lock(referencesMutex);
  references[dispatchSite] = std::move(entry);
}

void Runtime::beginDiff(OpenDispatch &open) {
  const DbgrtSite *dispatchSite = open.info.site;
  const Reference *reference = nullptr;
  {
    std::lock_guard<std::mutex> lock(referencesMutex);
    auto it = references.find(dispatchSite);
    if (it == references.end()) {
      std::string name =
          formatDispatchOrdinal(dispatchSite) + " " +
          (dispatchSite && dispatchSite->kernel ? dispatchSite->kernel
           : open.info.kernel                   ? open.info.kernel
                                                : "");
      if (diffUnreferenced.size() < 64 &&
          std::find(diffUnreferenced.begin(), diffUnreferenced.end(), name) ==
              diffUnreferenced.end())
        diffUnreferenced.push_back(name);
      return;
    }
    // diff-every: the 1st, N+1th, ... of the dispatches it could compare.
    if (diffWithReference++ % opts.diffEvery != 0)
      return;
    reference = &it->second;
  }
  if (open.info.backend->hostAddressable() &&
      (dispatchSite->flags & DBGRT_SITE_FLAG_ASYNC)) {
    // Its kernel runs after the launch returns, on a thread of its own.
    log(LogLevel::Warning, [&] {
      return "warning: diff: " + formatDispatchName(open.info) +
             " is an asynchronous launch of the host target, which is not "
             "compared";
    });
    return;
  }
  int64_t start = traceClockNs();
  auto state = std::make_shared<DiffState>();
  state->reference = reference;
  std::vector<TensorRef> operands = operandsOf(dispatchSite, open.operands);
  DeviceBackend *backend = open.info.backend;
  ReadMemory read = [backend](void *dest, const void *source, size_t bytes,
                              std::string &error) {
    return backend->readMemory(dest, source, bytes, error);
  };
  for (int index : reference->operands) {
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
      return;
    }
    const int64_t *words = it->descriptor;
    state->descriptors.emplace_back(words,
                                    words + memrefParamCount(it->info.rank));
    state->tensors.push_back(*it);
    state->inputs.push_back(std::move(data));
  }
  // The descriptors are ours now: the launch's may be gone by the end.
  for (size_t i = 0; i < state->tensors.size(); ++i)
    state->tensors[i].descriptor = state->descriptors[i].data();
  state->snapshotNs = traceClockNs() - start;
  open.diff = std::move(state);
}

void Runtime::endDiff(OpenDispatch &open) {
  std::shared_ptr<DiffState> state = std::move(open.diff);
  const DispatchInfo &dispatch = open.info;
  DeviceBackend *backend = dispatch.backend;
  // The reference runs on a copy: the snapshot stays the dispatch's inputs.
  std::vector<std::vector<char>> expected = state->inputs;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> arguments;
  descriptors.reserve(expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    const TensorRef &tensor = state->tensors[i];
    int rank = tensor.info.rank;
    // A dense row-major descriptor of the copy (never a null pointer, even
    // for an empty tensor).
    static char empty;
    auto data = reinterpret_cast<int64_t>(
        expected[i].empty() ? &empty : expected[i].data());
    std::vector<int64_t> words = {data, data, 0};
    std::vector<int64_t> shape = tensor.shape();
    words.insert(words.end(), shape.begin(), shape.end());
    int64_t stride = 1;
    std::vector<int64_t> strides(static_cast<size_t>(rank));
    for (int d = rank - 1; d >= 0; --d) {
      strides[static_cast<size_t>(d)] = stride;
      stride *= std::max<int64_t>(shape[static_cast<size_t>(d)], 1);
    }
    words.insert(words.end(), strides.begin(), strides.end());
    descriptors.push_back(std::move(words));
    arguments.push_back(descriptors.back().data());
  }
  int64_t start = traceClockNs();
  state->reference->function(arguments.data());
  int64_t referenceNs = traceClockNs() - start, readNs = 0, compareNs = 0;

  ReadMemory read = [backend](void *dest, const void *source, size_t bytes,
                              std::string &error) {
    return backend->readMemory(dest, source, bytes, error);
  };
  bool differs = false;
  std::vector<std::vector<char>> results(expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    const TensorRef &tensor = state->tensors[i];
    if (!tensor.info.written)
      continue;
    std::string error;
    start = traceClockNs();
    bool gathered = gatherTensor(tensor, read, results[i], error);
    readNs += traceClockNs() - start;
    if (!gathered) {
      report.line("warning: diff: cannot read kernel argument #" +
                  std::to_string(tensor.info.index) + " of " +
                  formatDispatchName(dispatch) + ": " + error);
      continue;
    }
    DType type = tensor.info.type;
    Tolerances tolerances =
        resolveTolerances(type, opts.diffRtol, opts.diffAtol, opts.diffUlps);
    start = traceClockNs();
    DiffResult result =
        compareBuffers(type, results[i].data(), expected[i].data(),
                       tensor.elements(), tolerances);
    compareNs += traceClockNs() - start;
    if (result.differing == 0) {
      std::lock_guard<std::mutex> lock(referencesMutex);
      diffMaxError = std::max(diffMaxError, result.maxError);
      continue;
    }
    differs = true;
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
          "{\"event\":\"divergence\",\"severity\":\"error\",\"id\":" +
          std::to_string(dispatch.id) + ",\"dispatch\":" +
          jsonString(formatDispatchOrdinal(site)) + ",\"kernel\":" +
          jsonString(site && site->kernel ? site->kernel : "") +
          ",\"location\":" +
          jsonString(site && site->location ? site->location : "") +
          ",\"operand\":" + std::to_string(tensor.info.index) + ",\"dtype\":" +
          jsonString(toString(type)) + ",\"shape\":" + jsonShape(shape) +
          ",\"elements\":" + std::to_string(result.elements) +
          ",\"differing\":" + std::to_string(result.differing) +
          ",\"first_index\":" + jsonIndex(result.first, shape) +
          ",\"gpu\":" + jsonElement(result.firstGpu, type) + ",\"reference\":" +
          jsonElement(result.firstRef, type) + ",\"max_error\":" +
          jsonElement(result.worstError, isFloat(type) ? type : DType::I64) +
          ",\"max_error_index\":" + jsonIndex(result.worst, shape) +
          ",\"max_error_gpu\":" + jsonElement(result.worstGpu, type) +
          ",\"max_error_reference\":" + jsonElement(result.worstRef, type) +
          ",\"tolerance\":" + jsonString(tolerance) + "}");
    } else {
      report.line(
          "error: dispatch differs from its reference in " +
          escapeControl(site && site->kernel ? site->kernel : "") + " at " +
          escapeControl(site && site->location ? site->location : "") +
          ": kernel argument #" + std::to_string(tensor.info.index) + " (" +
          tensor.typeString() + ") differs at " +
          std::to_string(result.differing) + " of " +
          std::to_string(result.elements) + " element(s); first at " +
          formatIndex(result.first, shape) + ": gpu " +
          formatElement(result.firstGpu, type) + ", reference " +
          formatElement(result.firstRef, type) + "; largest error " +
          formatElement(result.worstError, isFloat(type) ? type : DType::I64) +
          " at " + formatIndex(result.worst, shape) + " (gpu " +
          formatElement(result.worstGpu, type) + ", reference " +
          formatElement(result.worstRef, type) + "); tolerance " + tolerance +
          "\n[dbg]   in " + formatDispatch(dispatch));
    }
  }
  {
    std::lock_guard<std::mutex> lock(referencesMutex);
    ++diffCompared;
    diffSnapshotNs += state->snapshotNs;
    diffReferenceNs += referenceNs;
    diffReadNs += readNs;
    diffCompareNs += compareNs;
  }
  if (!differs)
    return;
  ++diffDiffering;
  if (reproOnFailureDue(dispatch)) {
    std::vector<std::pair<int, std::vector<char>>> computed;
    for (size_t i = 0; i < expected.size(); ++i)
      if (state->tensors[i].info.written)
        computed.emplace_back(state->tensors[i].info.index, expected[i]);
    writeRecordedRepro(open, "it differs from its reference", computed);
  }
  if (opts.diffStop) {
    std::vector<std::string> lines;
    // In kernel argument order.
    std::vector<size_t> order(expected.size());
    for (size_t i = 0; i < order.size(); ++i)
      order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return state->tensors[a].info.index < state->tensors[b].info.index;
    });
    for (size_t i : order) {
      const TensorRef &tensor = state->tensors[i];
      auto dump = [&](const char *role, const std::vector<char> &data) {
        std::string path = dumpHostTensor(
            dispatch, tensor, role, data,
            computeStats(data.data(), tensor.info.type, tensor.elements()),
            "diff");
        lines.push_back("  " + std::string(role) + " arg" +
                        std::to_string(tensor.info.index) + " " +
                        tensor.typeString() + " -> " + escapeControl(path));
      };
      if (tensor.info.read)
        dump("input", state->inputs[i]);
      if (tensor.info.written && !results[i].empty()) {
        dump("gpu", results[i]);
        dump("reference", expected[i]);
      }
    }
    report.line("diff-stop: stopped after " + formatDispatch(dispatch));
    for (const std::string &line : lines)
      report.line(line);
    report.line("  " + std::to_string(lines.size()) + " tensor(s), listed in " +
                escapeControl(dumpDirectory()) + "/manifest.jsonl");
    std::fflush(nullptr);
    std::exit(kDeviceErrorExitCode);
  }
  if (opts.diffContinue != DiffContinue::Reference)
    return;
  WriteMemory write = [backend](void *dest, const void *source, size_t bytes,
                                std::string &error) {
    return backend->writeMemory(dest, source, bytes, error);
  };
  for (size_t i = 0; i < expected.size(); ++i) {
    const TensorRef &tensor = state->tensors[i];
    std::string error;
    if (tensor.info.written &&
        !scatterTensor(tensor, expected[i], read, write, error))
      report.line("warning: diff-continue=reference: cannot write kernel "
                  "argument #" +
                  std::to_string(tensor.info.index) + " of " +
                  formatDispatchName(dispatch) + ": " + error);
  }
}

void Runtime::noteDiffs() {
  if (diffFilter.empty() || isExiting.load() || diffNoted.exchange(true))
    return;
  std::lock_guard<std::mutex> lock(referencesMutex);
  if (opts.reportFormat == ReportFormat::Jsonl) {
    // The same summary for tools; times in ns summed over the dispatches.
    std::string unreferenced = "[";
    for (size_t i = 0; i < diffUnreferenced.size(); ++i)
      unreferenced += (i ? "," : "") + jsonString(diffUnreferenced[i]);
    report.line(
        "{\"event\":\"diff\",\"compared\":" + std::to_string(diffCompared) +
        ",\"differing\":" + std::to_string(diffDiffering.load()) +
        ",\"max_error\":" + jsonElement(diffMaxError, DType::F64) +
        ",\"snapshot_ns\":" + std::to_string(diffSnapshotNs) +
        ",\"reference_ns\":" + std::to_string(diffReferenceNs) +
        ",\"results_ns\":" + std::to_string(diffReadNs) +
        ",\"compare_ns\":" + std::to_string(diffCompareNs) +
        ",\"unreferenced\":" + unreferenced + "]}");
    return;
  }
  std::string line = "note: diff compared " + std::to_string(diffCompared) +
                     " dispatch(es) with their reference: ";
  int64_t differing = diffDiffering.load();
  line += differing ? std::to_string(differing) + " differ"
                    : "none differs (largest error " +
                          formatTolerance(diffMaxError) + ")";
  if (diffCompared) {
    auto us = [&](int64_t ns) {
      char text[32];
      std::snprintf(text, sizeof(text), "%.1f",
                    static_cast<double>(ns) / 1e3 /
                        static_cast<double>(diffCompared));
      return std::string(text);
    };
    line += "; per dispatch: snapshot " + us(diffSnapshotNs) +
            " us, reference " + us(diffReferenceNs) + " us, results " +
            us(diffReadNs) + " us, compare " + us(diffCompareNs) + " us";
  }
  if (!diffUnreferenced.empty()) {
    line += "; " + std::to_string(diffUnreferenced.size()) +
            (diffUnreferenced.size() == 64 ? "+" : "") +
            " selected dispatch site(s) have no reference: ";
    for (size_t i = 0; i < diffUnreferenced.size() && i < 4; ++i)
      line += (i ? ", " : "") + diffUnreferenced[i];
    if (diffUnreferenced.size() > 4)
      line += ", ...";
    if (references.empty())
      line += " (compile with --debug=diff, from a frontend that attaches "
              "references: dbg.reference)";
  }
  report.line(line);
}

} // namespace dbgrt
