//===- Repro.cpp - a dispatch as a standalone program ---------------------===//
//
// planRepro turns a dispatch's launch into repro.mlir; the Runtime part
// decides which dispatches get one, reads their buffers before and after
// the dispatch and writes the folder.
//
//===----------------------------------------------------------------------===//

#include "Repro.h"
#include "Backend.h"
#include "Checks.h"
#include "Files.h"
#include "Runtime.h"
#include "Tensors.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <sys/stat.h>

using namespace dbgrt;

namespace {

/// The memref operand `index` of a launch, as its descriptor says.
struct View {
  int index;
  DType type;
  int rank;
  const int64_t *words;
  uintptr_t aligned() const { return static_cast<uintptr_t>(words[1]); }
  int64_t offset() const { return words[2]; }
  const int64_t *sizes() const { return words + 3; }
  const int64_t *strides() const { return words + 3 + rank; }
  /// Bytes from the aligned pointer to the end of the last element; false
  /// for a negative stride or offset.
  bool extent(uint64_t &bytes) const {
    if (offset() < 0)
      return false;
    int64_t last = offset();
    for (int d = 0; d < rank; ++d) {
      if (sizes()[d] == 0) {
        bytes = static_cast<uint64_t>(offset()) * byteSize(type);
        return true;
      }
      if (strides()[d] < 0 || sizes()[d] < 0)
        return false;
      last += (sizes()[d] - 1) * strides()[d];
    }
    bytes = static_cast<uint64_t>(last + 1) * byteSize(type);
    return true;
  }
  /// Dense row-major from the aligned pointer (every stride the product of
  /// the sizes after it).
  bool isDenseAtStart() const {
    if (offset() != 0)
      return false;
    int64_t expected = 1;
    for (int d = rank - 1; d >= 0; --d) {
      if (strides()[d] != expected)
        return false;
      expected *= sizes()[d];
    }
    return true;
  }
};

/// "memref<4x8xf32>", or "memref<f32>" for rank 0.
std::string denseType(DType type, const std::vector<int64_t> &shape) {
  std::string text = "memref<";
  for (int64_t size : shape)
    text += std::to_string(size) + "x";
  return text + toString(type) + ">";
}

std::string joined(const int64_t *values, int count) {
  std::string text;
  for (int i = 0; i < count; ++i)
    text += (i ? ", " : "") + std::to_string(values[i]);
  return text;
}

/// A symbol name as MLIR reads it: bare when it is an identifier, else
/// quoted.
std::string symbol(const std::string &name) {
  bool bare =
      !name.empty() && !std::isdigit(static_cast<unsigned char>(name[0]));
  for (char c : name)
    bare &= std::isalnum(static_cast<unsigned char>(c)) || c == '_' ||
            c == '$' || c == '.';
  if (bare)
    return "@" + name;
  std::string text = "@\"";
  for (char c : name) {
    if (c == '"' || c == '\\')
      text += '\\';
    text += c;
  }
  return text + "\"";
}

/// The constant a scalar operand of `arg` with `value` is.
std::string scalarConstant(const KernelArg &arg, int64_t value) {
  int bits = arg.bytes * 8;
  uint64_t raw = static_cast<uint64_t>(value);
  if (bits < 64)
    raw &= (uint64_t(1) << bits) - 1;
  if (arg.kind == KernelArg::Kind::Float) {
    char text[32];
    std::snprintf(text, sizeof(text), "0x%0*llX", arg.bytes * 2,
                  static_cast<unsigned long long>(raw));
    return std::string(text) + " : " + arg.mlirType;
  }
  if (arg.mlirType == "i1")
    return raw & 1 ? "true" : "false";
  // Sign-extended from its width.
  int64_t signedValue = static_cast<int64_t>(raw);
  if (bits < 64 && (raw >> (bits - 1)) & 1)
    signedValue = static_cast<int64_t>(raw | ~((uint64_t(1) << bits) - 1));
  return std::to_string(signedValue) + " : " + arg.mlirType;
}

} // namespace

bool dbgrt::planReproBuffers(const ReproLaunch &launch,
                             const std::vector<bool> &written, ReproPlan &plan,
                             std::string &error) {
  return planRepro(launch, written, nullptr, {}, plan, error);
}

namespace {

/// The memref operands of `launch`, in operand order; false with `error`
/// when an operand cannot come from a .npy file or was not recorded (but
/// for TMA descriptors, skipped when only the buffers are wanted).
bool collectViews(const ReproLaunch &launch, bool buffersOnly,
                  std::vector<View> &views, std::string &error) {
  if (launch.values.size() != launch.args.size()) {
    error = "the launch passed " + std::to_string(launch.values.size()) +
            " operand(s) for a kernel of " + std::to_string(launch.args.size());
    return false;
  }
  for (size_t i = 0; i < launch.args.size(); ++i) {
    const KernelArg &arg = launch.args[i];
    const std::vector<int64_t> &value = launch.values[i];
    // A TMA descriptor reads a tensor diff snapshots apart.
    if (buffersOnly && isTmaDescriptorArg(arg))
      continue;
    if (arg.kind == KernelArg::Kind::Other) {
      error = "kernel operand #" + std::to_string(i) + " is " + arg.mlirType +
              ", which a repro cannot pass from a .npy file";
      return false;
    }
    size_t need = arg.kind == KernelArg::Kind::Memref
                      ? static_cast<size_t>(memrefParamCount(arg.rank))
                      : 1;
    if (value.size() != need) {
      error = "kernel operand #" + std::to_string(i) + " was not recorded";
      return false;
    }
    if (arg.kind == KernelArg::Kind::Memref)
      views.push_back({static_cast<int>(i), arg.type, arg.rank, value.data()});
  }
  return true;
}

/// Which buffer each view lies in (`bufferOf`) and the views of each
/// buffer (`members`), as groupBuffers makes them.
struct BufferMembers {
  std::vector<size_t> bufferOf;
  std::vector<std::vector<size_t>> members;
};

/// The buffers of `views`: operands whose memory overlaps share one, from
/// the lowest aligned pointer; a buffer is written when one of its
/// operands is (`written`, by kernel operand).
bool groupBuffers(const std::vector<View> &views,
                  const std::vector<bool> &written, ReproPlan &plan,
                  BufferMembers &groups, std::string &error) {
  struct Range {
    uintptr_t begin, end;
    size_t view;
  };
  std::vector<Range> ranges;
  for (size_t v = 0; v < views.size(); ++v) {
    uint64_t bytes = 0;
    if (!views[v].extent(bytes)) {
      error = "kernel operand #" + std::to_string(views[v].index) +
              " has a negative offset, size or stride";
      return false;
    }
    ranges.push_back({views[v].aligned(), views[v].aligned() + bytes, v});
  }
  std::sort(ranges.begin(), ranges.end(), [](const Range &a, const Range &b) {
    return a.begin != b.begin ? a.begin < b.begin : a.view < b.view;
  });
  groups.bufferOf.assign(views.size(), 0);
  for (const Range &range : ranges) {
    // An empty view shares nothing.
    bool joins = !plan.buffers.empty() && range.end > range.begin &&
                 range.begin < plan.buffers.back().end;
    if (!joins) {
      ReproBuffer buffer;
      buffer.type = views[range.view].type;
      buffer.begin = range.begin;
      buffer.end = range.end;
      plan.buffers.push_back(buffer);
      groups.members.emplace_back();
    }
    ReproBuffer &buffer = plan.buffers.back();
    const View &view = views[range.view];
    if (view.type != buffer.type) {
      error = "kernel operands #" +
              std::to_string(views[groups.members.back().front()].index) +
              " (" + toString(buffer.type) + ") and #" +
              std::to_string(view.index) + " (" + toString(view.type) +
              ") share memory; a repro holds a buffer of one element type";
      return false;
    }
    buffer.end = std::max(buffer.end, range.end);
    buffer.written |= written.size() > static_cast<size_t>(view.index) &&
                      written[static_cast<size_t>(view.index)];
    groups.members.back().push_back(range.view);
    groups.bufferOf[range.view] = plan.buffers.size() - 1;
  }
  return true;
}

/// Puts the buffers in the order of the first kernel operand each holds
/// (views are in operand order), not by address.
void orderBuffers(ReproPlan &plan, BufferMembers &groups) {
  std::vector<std::vector<size_t>> &members = groups.members;
  std::vector<size_t> order(plan.buffers.size());
  std::iota(order.begin(), order.end(), size_t(0));
  auto first = [&](size_t b) {
    return *std::min_element(members[b].begin(), members[b].end());
  };
  std::sort(order.begin(), order.end(),
            [&](size_t a, size_t b) { return first(a) < first(b); });
  std::vector<ReproBuffer> buffers;
  std::vector<std::vector<size_t>> sortedMembers;
  std::vector<size_t> position(order.size());
  for (size_t i = 0; i < order.size(); ++i) {
    buffers.push_back(plan.buffers[order[i]]);
    sortedMembers.push_back(members[order[i]]);
    position[order[i]] = i;
  }
  for (size_t &b : groups.bufferOf)
    b = position[b];
  plan.buffers = std::move(buffers);
  members = std::move(sortedMembers);
}

/// Each buffer's shape: a lone dense operand keeps its own; other buffers
/// are 1-D. False with `error` when an operand is not aligned to its
/// elements in the memory it shares.
bool shapeBuffers(const std::vector<View> &views, const BufferMembers &groups,
                  ReproPlan &plan, std::string &error) {
  for (size_t b = 0; b < plan.buffers.size(); ++b) {
    ReproBuffer &buffer = plan.buffers[b];
    const std::vector<size_t> &members = groups.members[b];
    const View &first = views[members.front()];
    bool same = std::all_of(members.begin(), members.end(), [&](size_t v) {
      return views[v].rank == first.rank &&
             std::equal(views[v].words + 1,
                        views[v].words + memrefParamCount(first.rank),
                        first.words + 1);
    });
    if (same && first.isDenseAtStart()) {
      buffer.shape.assign(first.sizes(), first.sizes() + first.rank);
      continue;
    }
    size_t element = byteSize(buffer.type);
    for (size_t v : members)
      if ((views[v].aligned() - buffer.begin) % element) {
        error = "kernel operand #" + std::to_string(views[v].index) +
                " is not aligned to its elements in the memory it shares";
        return false;
      }
    buffer.shape = {static_cast<int64_t>(
        (buffer.end - buffer.begin + element - 1) / element)};
  }
  return true;
}

/// The SSA value @repro passes as kernel operand `name` (a memref `arg`
/// seen as `view` of `buffer`, number `index`), with the ops that make it
/// appended to `text`: the buffer itself, or a reinterpret_cast view of it
/// and a cast to the kernel's type.
std::string memrefOperand(const KernelArg &arg, const View &view,
                          const ReproBuffer &buffer, size_t index,
                          const std::string &name, std::string &text) {
  std::string bufferName = "%buffer" + std::to_string(index);
  std::string bufferType = denseType(buffer.type, buffer.shape);
  std::string value = bufferName, type = bufferType;
  if (buffer.shape.size() != static_cast<size_t>(view.rank) ||
      !std::equal(buffer.shape.begin(), buffer.shape.end(), view.sizes()) ||
      !view.isDenseAtStart() || view.aligned() != buffer.begin) {
    // A view of the buffer, as the kernel's descriptor has it.
    int64_t offset = static_cast<int64_t>((view.aligned() - buffer.begin) /
                                          byteSize(view.type)) +
                     view.offset();
    type = "memref<";
    for (int d = 0; d < view.rank; ++d)
      type += std::to_string(view.sizes()[d]) + "x";
    type += std::string(toString(view.type)) + ", strided<[" +
            joined(view.strides(), view.rank) +
            "], offset: " + std::to_string(offset) + ">>";
    value = name + "_view";
    text += "    " + value + " = memref.reinterpret_cast " + bufferName +
            " to offset: [" + std::to_string(offset) + "], sizes: [" +
            joined(view.sizes(), view.rank) + "], strides: [" +
            joined(view.strides(), view.rank) + "] : " + bufferType + " to " +
            type + "\n";
  }
  if (type == arg.mlirType)
    return value;
  text += "    " + name + " = memref.cast " + value + " : " + type + " to " +
          arg.mlirType + "\n";
  return name;
}

/// Appends to `text` the body of @repro up to its launch: the sizes, and
/// each kernel operand (`operands`: the launch's argument list).
void writeReproOperands(const ReproLaunch &launch,
                        const std::vector<View> &views,
                        const BufferMembers &groups, const ReproPlan &plan,
                        std::string &text, std::string &operands) {
  const char *axes[] = {"x", "y", "z"};
  for (int d = 0; d < 3; ++d)
    text += "    %grid_" + std::string(axes[d]) + " = arith.constant " +
            std::to_string(launch.grid[d]) + " : index\n";
  for (int d = 0; d < 3; ++d)
    text += "    %block_" + std::string(axes[d]) + " = arith.constant " +
            std::to_string(launch.block[d]) + " : index\n";
  if (launch.sharedBytes > 0)
    text += "    %shared = arith.constant " +
            std::to_string(launch.sharedBytes) + " : i32\n";
  size_t nextView = 0;
  for (size_t i = 0; i < launch.args.size(); ++i) {
    const KernelArg &arg = launch.args[i];
    std::string name = "%arg" + std::to_string(i);
    if (arg.kind != KernelArg::Kind::Memref) {
      text += "    " + name + " = arith.constant " +
              scalarConstant(arg, launch.values[i][0]) + "\n";
    } else {
      size_t b = groups.bufferOf[nextView];
      name =
          memrefOperand(arg, views[nextView++], plan.buffers[b], b, name, text);
    }
    operands += (i ? ", " : "") + name + " : " + arg.mlirType;
  }
}

/// The repro's module: `comment`, then the kernel's module `source` with
/// @repro before its closing brace, the one line of the text that starts
/// with '}' (ops inside are indented; alias definitions start with '#').
bool writeReproModule(const ReproLaunch &launch, const std::vector<View> &views,
                      const BufferMembers &groups, const std::string &source,
                      const std::vector<std::string> &comment, ReproPlan &plan,
                      std::string &error) {
  size_t close = source.rfind("\n}");
  if (close == std::string::npos) {
    error = "the kernel's text holds no module";
    return false;
  }
  std::string &text = plan.mlir;
  for (const std::string &line : comment)
    text += "// " + line + "\n";
  text += source.substr(0, close + 1);
  std::string arguments, results, returned;
  for (size_t b = 0; b < plan.buffers.size(); ++b) {
    std::string type = denseType(plan.buffers[b].type, plan.buffers[b].shape);
    arguments +=
        (b ? ", " : "") + ("%buffer" + std::to_string(b)) + ": " + type;
    if (plan.buffers[b].written) {
      results += (results.empty() ? "" : ", ") + type;
      returned +=
          (returned.empty() ? "%buffer" : ", %buffer") + std::to_string(b);
    }
  }
  text += "  func.func @repro(" + arguments + ")" +
          (results.empty() ? "" : " -> (" + results + ")") + " {\n";
  std::string operands;
  writeReproOperands(launch, views, groups, plan, text, operands);
  size_t separator = launch.kernel.find("::");
  std::string module = launch.kernel.substr(0, separator);
  std::string kernel = separator == std::string::npos
                           ? std::string()
                           : launch.kernel.substr(separator + 2);
  text += "    gpu.launch_func " + symbol(module) + "::" + symbol(kernel) +
          "\n        blocks in (%grid_x, %grid_y, %grid_z)\n"
          "        threads in (%block_x, %block_y, %block_z)\n";
  if (launch.sharedBytes > 0)
    text += "        dynamic_shared_memory_size %shared\n";
  if (!operands.empty())
    text += "        args(" + operands + ")\n";
  text += "    return" +
          (returned.empty() ? "" : " " + returned + " : " + results) +
          "\n  }\n";
  text += source.substr(close + 1);
  if (text.back() != '\n')
    text += '\n';
  return true;
}

} // namespace

bool dbgrt::planRepro(const ReproLaunch &launch,
                      const std::vector<bool> &written,
                      const std::string *source,
                      const std::vector<std::string> &comment, ReproPlan &plan,
                      std::string &error) {
  plan = ReproPlan();
  std::vector<View> views;
  BufferMembers groups;
  if (!collectViews(launch, /*buffersOnly=*/!source, views, error) ||
      !groupBuffers(views, written, plan, groups, error))
    return false;
  orderBuffers(plan, groups);
  if (!shapeBuffers(views, groups, plan, error))
    return false;
  return !source ||
         writeReproModule(launch, views, groups, *source, comment, plan, error);
}

//===----------------------------------------------------------------------===//
// Runtime: which dispatches get a repro, and the folder
//===----------------------------------------------------------------------===//

std::shared_ptr<const std::vector<KernelArg>>
dbgrt::siteSignature(const DbgrtSite *site, std::string &error) {
  static std::mutex mutex;
  static std::unordered_map<
      const DbgrtSite *,
      std::pair<std::shared_ptr<const std::vector<KernelArg>>, std::string>>
      parsed;
  std::lock_guard<std::mutex> lock(mutex);
  auto [it, inserted] = parsed.try_emplace(site);
  if (inserted) {
    auto args = std::make_shared<std::vector<KernelArg>>();
    if (!site->signature)
      it->second.second = "its site has no kernel signature";
    else if (parseSignature(site->signature, *args, it->second.second))
      it->second.first = std::move(args);
  }
  error = it->second.second;
  return it->second.first;
}

std::vector<std::vector<int64_t>>
dbgrt::readLaunchValues(const std::vector<KernelArg> &kernelArgs,
                        const LaunchArgs &args) {
  std::vector<std::vector<int64_t>> values;
  values.reserve(kernelArgs.size());
  size_t param = 0;
  for (size_t i = 0; i < kernelArgs.size(); ++i) {
    const KernelArg &arg = kernelArgs[i];
    std::vector<int64_t> &value = values.emplace_back();
    size_t words = arg.kind == KernelArg::Kind::Memref
                       ? static_cast<size_t>(arg.params)
                       : 1;
    size_t bytes = arg.kind == KernelArg::Kind::Memref
                       ? words * sizeof(int64_t)
                       : static_cast<size_t>(arg.bytes);
    if (isTmaDescriptorArg(arg)) {
      // The descriptor's device address, for diff's host builds.
      if (args.params && param < args.numParams)
        value.assign(1, reinterpret_cast<int64_t>(
                            *static_cast<void **>(args.params[param])));
    } else if (arg.kind != KernelArg::Kind::Other && args.params &&
               param + static_cast<size_t>(arg.params) <= args.numParams) {
      value.assign(words, 0);
      if (arg.kind == KernelArg::Kind::Memref)
        for (size_t w = 0; w < words; ++w)
          std::memcpy(&value[w], args.params[param + w], sizeof(int64_t));
      else
        std::memcpy(value.data(), args.params[param], bytes);
    } else if (arg.kind != KernelArg::Kind::Other && args.frame &&
               i < args.numFrameOffsets && args.frameOffsets[i] >= 0) {
      value.assign(words, 0);
      std::memcpy(value.data(), args.frame + args.frameOffsets[i], bytes);
    }
    param += static_cast<size_t>(arg.params);
  }
  return values;
}

/// What ReproWriter::onLaunching recorded of a dispatch.
struct dbgrt::ReproState {
  /// The launch; its `args` are filled from `signature` when a repro is
  /// made (fullLaunch), not at every dispatch.
  ReproLaunch launch;
  std::shared_ptr<const std::vector<KernelArg>> signature;
  const ReproLaunch &fullLaunch() {
    if (launch.args.empty() && signature)
      launch.args = *signature;
    return launch;
  }
  /// Per kernel operand: whether the kernel writes it.
  std::vector<bool> written;
  /// The buffers, as planned at the launch (no comment yet).
  ReproPlan plan;
  /// Why no repro can be made of it (planRepro's error), or empty.
  std::string unplanned;
  /// repro selected it.
  bool selected = false;
  /// Each buffer of `plan` before the dispatch ran, when read at the launch
  /// (a selected dispatch, or one diff compares).
  std::vector<std::vector<char>> before;
};

bool ReproWriter::wantedOnFailure() const {
  const OpenDispatch &tOpen = DispatchTracker::open();
  return opts.reproOnFailure && !written.load() && tOpen.open && tOpen.repro &&
         tOpen.repro->unplanned.empty();
}

bool ReproWriter::dueOnFailure(const DispatchInfo &dispatch) const {
  const OpenDispatch &tOpen = DispatchTracker::open();
  return opts.reproOnFailure && !written.load() && tOpen.open &&
         tOpen.info.id == dispatch.id && tOpen.repro;
}

void ReproWriter::onLaunching(OpenDispatch &open, const LaunchArgs &args) {
  const DbgrtSite *site = open.info.site;
  if ((rt.filters().repro.empty() && !opts.reproOnFailure) || !site ||
      open.info.skipped || (!open.operands && hasOperands(site)))
    return;
  bool selected =
      !rt.filters().repro.empty() &&
      Runtime::selects(rt.filters().repro, open.info, open.execution);
  if (!selected && (!opts.reproOnFailure || written.load()))
    return;
  if (!site->source) {
    // Built without the kernels' text: said once.
    if (selected && !unrecorded.exchange(true))
      rt.reporter().line("warning: repro: " + formatDispatchName(open.info) +
                         " has no repro: the program was built without its "
                         "kernels' text (build it with --debug=sensible, or "
                         "--debug=repro-on-failure or repro=FILTER)");
    return;
  }
  auto state = std::make_shared<ReproState>();
  state->selected = selected;
  ReproLaunch &launch = state->launch;
  launch.kernel = site->kernel ? site->kernel : "";
  std::string error;
  state->signature = siteSignature(site, error);
  if (!state->signature) {
    state->unplanned = error;
  } else {
    // Each operand's value, from where the launch passes it.
    const std::vector<KernelArg> &kernelArgs = *state->signature;
    launch.values = readLaunchValues(kernelArgs, args);
    for (int d = 0; d < 3; ++d) {
      launch.grid[d] = open.info.grid[d];
      launch.block[d] = open.info.block[d];
    }
    launch.sharedBytes = args.dynamicSharedBytes;
    // What the kernel writes, as the site's operand list says; an operand
    // it does not list may be written.
    state->written.assign(kernelArgs.size(), true);
    for (const OperandInfo &info : operandInfos(site))
      if (static_cast<size_t>(info.index) < state->written.size())
        state->written[static_cast<size_t>(info.index)] = info.written;
    // What to read now: a selected dispatch's buffers, or those of one that
    // diff compares (a failing check's are saved on the device instead,
    // beginOrigin, and planned when its repro is written).
    if ((selected || (open.diff && opts.reproOnFailure)) &&
        !planReproBuffers(state->fullLaunch(), state->written, state->plan,
                          error))
      state->unplanned = error;
  }
  if (!state->unplanned.empty()) {
    if (selected)
      rt.reporter().line("warning: repro: " + formatDispatchName(open.info) +
                         " has no repro: " + state->unplanned);
    open.repro = std::move(state);
    return;
  }
  for (const ReproBuffer &buffer : state->plan.buffers) {
    if (std::optional<std::string> why =
            rt.features().memory.allocations().copyLeavesAllocation(
                buffer.begin, buffer.end - buffer.begin)) {
      rt.reporter().line("warning: repro: " + formatDispatchName(open.info) +
                         " has no repro: the copy of its inputs " + *why);
      return;
    }
    std::vector<char> &data =
        state->before.emplace_back(buffer.end - buffer.begin);
    if (!data.empty() &&
        !open.info.backend->readMemory(
            data.data(), reinterpret_cast<const void *>(buffer.begin),
            data.size(), error)) {
      rt.reporter().line("warning: repro: " + formatDispatchName(open.info) +
                         " has no repro: cannot read its inputs: " + error);
      return;
    }
  }
  open.repro = std::move(state);
}

void ReproWriter::onDispatchEnd(OpenDispatch &open) {
  if (open.repro && open.repro->selected)
    writeRecorded(open, "repro=" + rt.filters().repro.spec() + " selected it");
}

bool ReproWriter::hintDue(const CheckFailure &failure, bool spread,
                          bool armed) {
  // Nothing armed: outside sync mode (an async launch, a GPU without
  // device-sync-mode), say once how to get one.
  return opts.reproOnFailure && !armed && !spread && !written.load() &&
         failure.site && !(failure.site->flags & DBGRT_SITE_FLAG_WARN) &&
         !isHostCheck(failure.site) &&
         opts.reportFormat == ReportFormat::Text && !hintGiven.exchange(true);
}

void ReproWriter::writeRecorded(
    OpenDispatch &open, const std::string &reason,
    const std::vector<std::pair<int, std::vector<char>>> &reference) {
  std::shared_ptr<ReproState> state = open.repro;
  if (!state || !state->unplanned.empty() ||
      state->before.size() != state->plan.buffers.size())
    return;
  ReadMemory before = [state](void *dest, const void *source, size_t bytes,
                              std::string &error) {
    auto at = reinterpret_cast<uintptr_t>(source);
    for (size_t b = 0; b < state->plan.buffers.size(); ++b) {
      const ReproBuffer &buffer = state->plan.buffers[b];
      if (at >= buffer.begin && at + bytes <= buffer.end) {
        std::memcpy(dest, state->before[b].data() + (at - buffer.begin), bytes);
        return true;
      }
    }
    error = "not recorded";
    return false;
  };
  write(open, reason, before, reference);
}

bool ReproWriter::makeDirectory(const DispatchInfo &dispatch,
                                const std::string &name, std::string &dir) {
  std::string error;
  bool found = rt.features().dumps.subdirectory(name, dir, error);
  std::string repro = "the repro of " + formatDispatchName(dispatch);
  if (!found) {
    // The program runs on without repros: said once.
    if (!dirUnusable.exchange(true))
      rt.reporter().line("warning: repro: no repro is written: dump-dir: " +
                         error + "; the program runs on");
    return false;
  }
  // What an earlier run left at that name: a link is not written through,
  // a directory is replaced, and both are said.
  struct stat existing;
  if (::lstat(dir.c_str(), &existing) == 0) {
    if (S_ISLNK(existing.st_mode)) {
      rt.reporter().line("warning: repro: cannot write " + repro + ": '" + dir +
                         "' is a symbolic link, which a repro is not written "
                         "through (remove it, or use another dump-dir)");
      return false;
    }
    rt.reporter().line("warning: repro: replacing what '" + dir +
                       "' held (an earlier run's repro?) with " + repro);
  }
  if (makeDirectories(dir, error))
    return true;
  rt.reporter().line("warning: repro: cannot write " + repro + ": " + error);
  return false;
}

namespace {

/// A divergence's repro: the reference's results of the kernel operands
/// that lie in `buffer` (`reference`: kernel operand index, dense), written
/// over `after`, the buffer's bytes after the dispatch. `referenced`: one
/// lay there.
bool overlayReference(
    const ReproLaunch &launch, const ReproBuffer &buffer,
    const std::vector<std::pair<int, std::vector<char>>> &reference,
    std::vector<char> &after, bool &referenced, std::string &error) {
  referenced = false;
  for (const auto &[index, dense] : reference) {
    const std::vector<int64_t> &words =
        launch.values[static_cast<size_t>(index)];
    TensorRef tensor;
    tensor.info.type = buffer.type;
    tensor.info.rank = launch.args[static_cast<size_t>(index)].rank;
    tensor.descriptor = words.data();
    auto begin = reinterpret_cast<uintptr_t>(tensor.base());
    if (begin < buffer.begin || begin >= buffer.end)
      continue;
    auto local = [&](const void *address) {
      return after.data() +
             (reinterpret_cast<uintptr_t>(address) - buffer.begin);
    };
    ReadMemory read = [&](void *dest, const void *source, size_t bytes,
                          std::string &) {
      std::memcpy(dest, local(source), bytes);
      return true;
    };
    WriteMemory write = [&](void *dest, const void *source, size_t bytes,
                            std::string &) {
      std::memcpy(local(dest), source, bytes);
      return true;
    };
    if (!scatterTensor(tensor, dense, read, write, error))
      return false;
    referenced = true;
  }
  return true;
}

/// The .npy files of a repro's buffers in `dir`: each buffer of `planned`
/// before the dispatch (inputN.npy, read by `before`), each written one
/// after it (outputN.npy, read from `backend`) and, for a divergence, as
/// the reference computed it (referenceN.npy); `inputs` and `expects` get
/// their names, which the run takes.
bool writeBufferFiles(
    const ReproLaunch &launch, const ReproPlan &planned,
    const ReadMemory &before, DeviceBackend &backend,
    const std::vector<std::pair<int, std::vector<char>>> &reference,
    const std::string &dir, std::vector<std::string> &inputs,
    std::vector<std::string> &expects, std::string &error) {
  size_t result = 0;
  for (size_t b = 0; b < planned.buffers.size(); ++b) {
    const ReproBuffer &buffer = planned.buffers[b];
    std::vector<char> data(buffer.end - buffer.begin);
    if (!data.empty() &&
        !before(data.data(), reinterpret_cast<const void *>(buffer.begin),
                data.size(), error)) {
      error = "cannot read buffer " + std::to_string(b) + ": " + error;
      return false;
    }
    // The .npy holds the buffer's elements from its start (a dense view's
    // bytes are exactly those).
    data.resize(static_cast<size_t>(
        std::accumulate(buffer.shape.begin(), buffer.shape.end(), int64_t(1),
                        std::multiplies<int64_t>()) *
        static_cast<int64_t>(byteSize(buffer.type))));
    std::string file = "input" + std::to_string(b) + ".npy";
    if (!writeNpy(dir + "/" + file, buffer.type, buffer.shape, data.data(),
                  error))
      return false;
    inputs.push_back(file);
    if (!buffer.written)
      continue;
    std::vector<char> after(data.size());
    if (!after.empty() &&
        !backend.readMemory(
            after.data(), reinterpret_cast<const void *>(buffer.begin),
            std::min(after.size(), buffer.end - buffer.begin), error)) {
      error = "cannot read buffer " + std::to_string(b) + ": " + error;
      return false;
    }
    file = "output" + std::to_string(result) + ".npy";
    if (!writeNpy(dir + "/" + file, buffer.type, buffer.shape, after.data(),
                  error))
      return false;
    bool referenced = false;
    if (!overlayReference(launch, buffer, reference, after, referenced, error))
      return false;
    std::string expect = file;
    if (referenced) {
      expect = "reference" + std::to_string(result) + ".npy";
      if (!writeNpy(dir + "/" + expect, buffer.type, buffer.shape, after.data(),
                    error))
        return false;
    }
    expects.push_back(expect);
    ++result;
  }
  return true;
}

} // namespace

void ReproWriter::write(
    OpenDispatch &open, const std::string &reason, const ReadMemory &before,
    const std::vector<std::pair<int, std::vector<char>>> &reference) {
  std::shared_ptr<ReproState> state = open.repro;
  const DispatchInfo &dispatch = open.info;
  const DbgrtSite *site = dispatch.site;
  std::lock_guard<std::mutex> lock(mutex);
  int64_t start = traceClockNs();
  std::string name = "repro-" + std::to_string(dispatch.id);
  std::string dir, error;
  auto fail = [&](const std::string &why) {
    rt.reporter().line("warning: repro: cannot write the repro of " +
                       formatDispatchName(dispatch) + ": " + why);
  };
  if (!makeDirectory(dispatch, name, dir))
    return;
  // The buffers (planned at the launch when they were read there), then
  // their files; the run compares its results with those expected.
  const ReproLaunch &launch = state->fullLaunch();
  ReproPlan planned = state->plan;
  if (planned.buffers.empty() &&
      !planReproBuffers(launch, state->written, planned, error))
    return fail(error);
  std::vector<std::string> inputs, expects;
  if (!writeBufferFiles(launch, planned, before, *dispatch.backend, reference,
                        dir, inputs, expects, error))
    return fail(error);
  // The command that builds and runs it, from the folder.
  std::string command = "dbg-compile repro.mlir " +
                        std::string(site->buildFlags ? site->buildFlags : "") +
                        " --npy-entry=repro -o repro && ./repro";
  for (const std::string &input : inputs)
    command += " " + input;
  for (const std::string &expect : expects)
    command += " --expect=@" + expect;
  std::vector<std::string> comment = {
      "A repro of dispatch " + formatDispatchName(dispatch) +
          (site->location ? std::string(" at ") + site->location : "") +
          ", written by libdbgrt: " + reason + ".",
      "The kernel is the program's own, before instrumentation; @repro "
      "launches it as the dispatch did, on",
      "input*.npy (its buffers before the dispatch), and the run compares "
      "its results with " +
          std::string(reference.empty() ? "output*.npy (the dispatch's)"
                                        : "reference*.npy (its reference's)") +
          ".",
      "Build and run, in this folder: " + command};
  ReproPlan plan;
  const std::string source = site->source;
  if (!planRepro(launch, state->written, &source, comment, plan, error))
    return fail(error);
  if (!writeWholeFile(dir + "/repro.mlir", {plan.mlir}, error))
    return fail(error);
  // $DBG_COMPILE names a dbg-compile that is not on the PATH.
  std::string script =
      "#!/bin/sh\ncd \"$(dirname \"$0\")\" && ${DBG_COMPILE:-dbg-compile}" +
      command.substr(std::string("dbg-compile").size()) + "\n";
  if (!writeWholeFile(dir + "/run.sh", {script}, error))
    return fail(error);
  if (!state->selected)
    written.store(true);
  rt.log(LogLevel::Debug, [&] {
    return "repro: " + formatDispatchName(dispatch) + " written in " +
           std::to_string((traceClockNs() - start) / 1000) + " us";
  });
  announce(dispatch, reason, dir, command);
}

void ReproWriter::announce(const DispatchInfo &dispatch,
                           const std::string &reason, const std::string &dir,
                           const std::string &command) {
  const DbgrtSite *site = dispatch.site;
  if (opts.reportFormat == ReportFormat::Jsonl)
    rt.reporter().line(
        "{\"event\":\"repro\",\"id\":" + std::to_string(dispatch.id) +
        ",\"dispatch\":" + jsonString(formatDispatchOrdinal(site)) +
        ",\"kernel\":" + jsonString(site->kernel ? site->kernel : "") +
        ",\"reason\":" + jsonString(reason) +
        ",\"directory\":" + jsonString(dir) + ",\"command\":" +
        jsonString("cd " + shellWord(dir) + " && " + command) + "}");
  else
    rt.reporter().line("note: repro of " + formatDispatchName(dispatch) + " (" +
                       reason + ") written to " + escapeControl(dir) +
                       "; run: cd " + escapeControl(shellWord(dir)) + " && " +
                       escapeControl(command));
}
