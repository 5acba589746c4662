//===- DeviceDiff.cpp - dispatches compared on the device -----------------===//

#include "DeviceDiff.h"

#include "Backend.h"
#include "dbgrt/Footprint.h"
#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <iterator>
#include <optional>
#include <utility>
#include <vector>

using namespace dbgrt;

namespace {

/// Threads per block of the twins and the comparisons.
constexpr int64_t kThreads = DBGRT_REFERENCE_COMPARE_THREADS;
/// Blocks of a comparison at most: each thread takes a grid-strided share.
constexpr int64_t kMaxCompareBlocks = 1024;
/// Scratch buffers start at multiples of this many bytes.
constexpr size_t kAlign = 256;
/// The first pool's scratch, in bytes; a larger request gets what it asks
/// for, doubled.
constexpr size_t kFirstPoolBytes = 64 << 20;
/// Per slot: the device accumulators of a comparison (4 f64, 8 i64) and
/// the words it writes for the host.
constexpr size_t kAccumulatorBytes = 12 * sizeof(uint64_t);
constexpr size_t kHostWords = 9;
/// Finished runs kept for reuse at most.
constexpr size_t kSpareRuns = 4096;

size_t alignUp(size_t bytes) { return (bytes + kAlign - 1) / kAlign * kAlign; }

bool isNarrowFloat(DType type) {
  return type == DType::F16 || type == DType::BF16 || type == DType::F32;
}

/// A result as the comparison kernel addresses it
/// (DBGRT_SYMBOL REFERENCE_COMPARE_PREFIX): DBGRT_REFERENCE_COMPARE_DIMS
/// dimensions, outermost first, over `span` elements from its first.
struct CompareLayout {
  static constexpr int kDims = DBGRT_REFERENCE_COMPARE_DIMS;
  int64_t sizes[kDims];
  int64_t strides[kDims];
  int64_t span = 0;
};

/// `tensor`'s layout with its unit dimensions dropped and each dimension
/// merged into the one inside it where the two are contiguous (a dense
/// view: one dimension of stride 1), padded with outer dimensions of size
/// 1; false where more dimensions remain than the kernel takes, the rank
/// is above kDeviceDiffMaxRank, or a stride is negative.
bool compareLayout(const TensorRef &tensor, CompareLayout &layout) {
  std::optional<uint64_t> span = tensor.spanBytes();
  if (!span || tensor.info.rank > kDeviceDiffMaxRank)
    return false;
  layout.span = static_cast<int64_t>(*span / byteSize(tensor.info.type));
  // Sizes and strides, innermost first.
  int64_t sizes[kDeviceDiffMaxRank], strides[kDeviceDiffMaxRank];
  int dims = 0;
  for (int d = tensor.info.rank - 1; d >= 0; --d) {
    int64_t size = tensor.sizes()[d], stride = tensor.strides()[d];
    if (size == 1)
      continue;
    if (dims && stride == sizes[dims - 1] * strides[dims - 1]) {
      sizes[dims - 1] *= size;
    } else {
      sizes[dims] = size;
      strides[dims++] = stride;
    }
  }
  if (dims == 0) { // One element.
    sizes[0] = strides[0] = 1;
    dims = 1;
  }
  if (dims > CompareLayout::kDims)
    return false;
  for (int d = 0; d < CompareLayout::kDims; ++d) {
    int inner = CompareLayout::kDims - 1 - d;
    layout.sizes[d] = inner < dims ? sizes[inner] : 1;
    layout.strides[d] = inner < dims ? strides[inner] : 0;
  }
  return true;
}

/// A kernel's memref arguments as the driver takes them: one pointer per
/// word of each descriptor (allocated, aligned, offset, sizes, strides),
/// then any scalars. The words go into one buffer first and are pointed
/// at once all are in. Reused from launch to launch (clear), so that a
/// compared dispatch allocates nothing here once the buffers are large
/// enough.
class KernelParams {
public:
  void clear() { words.clear(); }
  /// A descriptor of `rank` held in `descriptor`.
  void add(const int64_t *descriptor, int64_t rank) {
    words.insert(words.end(), descriptor, descriptor + 3 + 2 * rank);
  }
  /// `elements` dense elements at `data`, as a memref<?xT> (offset 0).
  void addDense(const void *data, int64_t elements) {
    auto address = static_cast<int64_t>(reinterpret_cast<uintptr_t>(data));
    words.insert(words.end(), {address, address, 0, elements, 1});
  }
  /// The pointers: one per word added, then `scalars`, then one per
  /// word of `sizes` and of `strides` (a comparison's layout), where given.
  /// Valid until the next call or clear.
  void **pointers(std::initializer_list<void *> scalars = {},
                  int64_t *sizes = nullptr, int64_t *strides = nullptr) {
    params.clear();
    params.reserve(words.size() + scalars.size() + 2 * CompareLayout::kDims);
    for (int64_t &word : words)
      params.push_back(&word);
    params.insert(params.end(), scalars);
    for (int64_t *layout : {sizes, strides})
      for (int d = 0; layout && d < CompareLayout::kDims; ++d)
        params.push_back(layout + d);
    return params.data();
  }

private:
  std::vector<int64_t> words;
  std::vector<void *> params;
};

/// The parameters of a launch made at once, emptied: this thread's, kept.
KernelParams &launchParams() {
  thread_local KernelParams params;
  params.clear();
  return params;
}

/// Whether no argument but the result at `output` overlaps it: then the
/// twin reads after the dispatch what it would have read before.
bool readsApart(const std::vector<TensorRef> &arguments, int output) {
  auto range = [](const TensorRef &tensor, uintptr_t &begin, uintptr_t &end) {
    std::optional<uint64_t> span = tensor.spanBytes();
    begin = reinterpret_cast<uintptr_t>(tensor.base());
    end = begin + span.value_or(0);
    return span.has_value();
  };
  uintptr_t begin = 0, end = 0;
  if (!range(arguments[output], begin, end))
    return false;
  for (size_t i = 0; i < arguments.size(); ++i) {
    uintptr_t from = 0, to = 0;
    if (static_cast<int>(i) == output)
      continue;
    if (!range(arguments[i], from, to) || (from < end && begin < to))
      return false;
  }
  return true;
}

/// The comparison kernel of results of `type`
/// (DBGRT_SYMBOL REFERENCE_COMPARE_PREFIX and the type), made once.
const char *compareKernelName(DType type) {
  static const auto names = [] {
    std::array<std::string, static_cast<size_t>(DType::I64) + 1> all;
    for (size_t i = 0; i < all.size(); ++i)
      all[i] = std::string(DBGRT_REFERENCE_COMPARE_PREFIX_SYMBOL) +
               toString(static_cast<DType>(i));
    return all;
  }();
  return names[static_cast<size_t>(type)].c_str();
}
} // namespace

bool dbgrt::parseDeviceTwin(const char *text, DeviceTwin &twin) {
  if (!text)
    return false;
  std::string_view rest = text;
  size_t semicolon = rest.find(';');
  twin.fused.clear();
  if (semicolon != std::string_view::npos) {
    twin.fused = std::string(rest.substr(semicolon + 1));
    rest = rest.substr(0, semicolon);
    if (twin.fused.empty())
      return false;
  }
  size_t colon = rest.rfind(':');
  if (colon == std::string_view::npos || colon == 0)
    return false;
  twin.kernel = std::string(rest.substr(0, colon));
  twin.outputs.clear();
  for (std::string_view list = rest.substr(colon + 1); !list.empty();) {
    int position = 0;
    if (!parseCount(takeItem(list, ','), position))
      return false;
    twin.outputs.push_back(position);
  }
  return !twin.outputs.empty();
}

/// Scratch memory and comparison slots of one backend: bump-allocated
/// while comparisons are in flight, all free again once none is.
struct DeviceDiff::Pool {
  static constexpr int kSlots = 2048;
  DeviceBackend *backend = nullptr;
  char *scratch = nullptr;
  size_t size = 0, used = 0;
  char *accumulators = nullptr;
  uint64_t *host = nullptr;
  char *hostDevice = nullptr;
  std::vector<int> freeSlots;
  /// Runs holding scratch.
  int runs = 0;
};

struct DeviceDiff::Run {
  DispatchInfo dispatch;
  Pool *pool = nullptr;
  /// The fused twin, launched after the dispatch on the reference's
  /// arguments (`fusedParams`, their descriptors copied); null where the
  /// twin ran before it.
  void *fused = nullptr;
  KernelParams fusedParams;
  /// Trivially destroyed: clearing `outputs` keeps its buffer.
  struct Output {
    TensorRef tensor;
    DeviceDiffDescriptor descriptor;
    void *compare = nullptr;
    char *ref = nullptr, *wide = nullptr, *copy = nullptr;
    CompareLayout layout;
    int slot = -1;
  };
  std::vector<Output> outputs;

  /// Empties the run, its buffers kept.
  void reset() {
    pool = nullptr;
    fused = nullptr;
    fusedParams.clear();
    outputs.clear();
  }
};

std::shared_ptr<DeviceDiff::Run> DeviceDiff::newRun() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!spare.empty()) {
      std::shared_ptr<Run> run = std::move(spare.back());
      spare.pop_back();
      return run;
    }
  }
  return std::make_shared<Run>();
}

/// A new pool of `backend` with `bytes` of scratch, or null when the
/// device has too little memory.
static std::unique_ptr<DeviceDiff::Pool> makePool(DeviceBackend &backend,
                                                  size_t bytes);

DeviceDiff::Pool *DeviceDiff::poolFor(DeviceBackend &backend, size_t bytes) {
  Pool *pool = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (Pool *known : pools)
      if (known->backend == &backend)
        pool = known;
  }
  if (!pool) {
    std::unique_ptr<Pool> made = makePool(backend, bytes);
    if (!made)
      return nullptr;
    std::lock_guard<std::mutex> lock(mutex);
    pool = made.release();
    pools.push_back(pool);
  }
  for (int attempt = 0; attempt < 2; ++attempt) {
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (pool->used + bytes <= pool->size && !pool->freeSlots.empty())
        return pool;
      if (pool->runs == 0) {
        // Too small even when empty: a larger one.
        backend.releaseBuffer(pool->scratch);
        pool->size = std::max(2 * bytes, 2 * pool->size);
        pool->scratch = static_cast<char *>(backend.allocateBuffer(pool->size));
        pool->used = 0;
        if (!pool->scratch)
          pool->size = 0;
        return pool->scratch ? pool : nullptr;
      }
    }
    // Full: the comparisons in flight finish and free it.
    waitForAll("diff");
  }
  return nullptr;
}

static std::unique_ptr<DeviceDiff::Pool> makePool(DeviceBackend &backend,
                                                  size_t bytes) {
  auto pool = std::make_unique<DeviceDiff::Pool>();
  pool->backend = &backend;
  void *hostDevice = nullptr;
  pool->host = static_cast<uint64_t *>(backend.allocateMappedBuffer(
      DeviceDiff::Pool::kSlots * kHostWords * sizeof(uint64_t), hostDevice));
  pool->hostDevice = static_cast<char *>(hostDevice);
  pool->size = std::max(kFirstPoolBytes, 2 * bytes);
  pool->scratch = static_cast<char *>(backend.allocateBuffer(pool->size));
  pool->accumulators = static_cast<char *>(
      backend.allocateBuffer(DeviceDiff::Pool::kSlots * kAccumulatorBytes));
  if (!pool->host || !pool->scratch || !pool->accumulators)
    return nullptr;
  // Zeros, and all ones in the fourth i64 (the first element off).
  std::vector<uint64_t> initial(DeviceDiff::Pool::kSlots * 12, 0);
  for (int slot = 0; slot < DeviceDiff::Pool::kSlots; ++slot)
    initial[slot * 12 + 4 + 3] = ~uint64_t(0);
  backend.copyBuffer("diff", pool->accumulators, initial.data(),
                     initial.size() * sizeof(uint64_t), nullptr);
  // Waits for the copy, whose source is about to go.
  std::string error;
  uint64_t probe;
  backend.readMemory(&probe, pool->accumulators, sizeof(probe), error);
  for (int slot = DeviceDiff::Pool::kSlots - 1; slot >= 0; --slot)
    pool->freeSlots.push_back(slot);
  return pool;
}

bool DeviceDiff::takeScratch(Pool &pool, Run &run, size_t bytes) {
  std::lock_guard<std::mutex> lock(mutex);
  if (pool.freeSlots.size() < run.outputs.size() ||
      pool.used + bytes > pool.size)
    return false;
  for (Run::Output &output : run.outputs) {
    size_t elementBytes = static_cast<size_t>(output.tensor.elements()) *
                          byteSize(output.tensor.info.type);
    output.ref = pool.scratch + pool.used;
    pool.used += alignUp(elementBytes);
    output.copy = pool.scratch + pool.used;
    pool.used += alignUp(elementBytes);
    if (isNarrowFloat(output.tensor.info.type)) {
      output.wide = pool.scratch + pool.used;
      pool.used += alignUp(output.tensor.elements() * 8);
    }
    output.slot = pool.freeSlots.back();
    pool.freeSlots.pop_back();
  }
  ++pool.runs;
  run.pool = &pool;
  return true;
}

std::shared_ptr<DeviceDiff::Run>
DeviceDiff::begin(const DispatchInfo &dispatch, const DeviceTwin &twin,
                  const std::vector<TensorRef> &arguments) {
  DeviceBackend *backend = dispatch.backend;
  if (!backend || backend->hostAddressable())
    return nullptr;
  void *kernel = backend->siblingKernel(dispatch, twin.kernel.c_str());
  if (!kernel)
    return nullptr;
  std::shared_ptr<Run> run = newRun();
  run->dispatch = dispatch;
  size_t bytes = 0;
  for (int position : twin.outputs) {
    if (position < 0 || static_cast<size_t>(position) >= arguments.size())
      return nullptr;
    const TensorRef &tensor = arguments[position];
    Run::Output &output = run->outputs.emplace_back();
    if (tensor.elements() == 0 || !compareLayout(tensor, output.layout))
      return nullptr;
    output.compare =
        backend->siblingKernel(dispatch, compareKernelName(tensor.info.type));
    if (!output.compare)
      return nullptr;
    size_t elementBytes =
        static_cast<size_t>(tensor.elements()) * byteSize(tensor.info.type);
    bytes += 2 * alignUp(elementBytes);
    if (isNarrowFloat(tensor.info.type))
      bytes += alignUp(static_cast<size_t>(tensor.elements()) * 8);
    output.tensor = tensor;
    // Ours from here: the launch's descriptor is gone by the end.
    std::copy_n(tensor.descriptor, 3 + 2 * tensor.info.rank,
                output.descriptor.begin());
  }
  for (Run::Output &output : run->outputs)
    output.tensor.descriptor = output.descriptor.data();
  Pool *pool = poolFor(*backend, bytes);
  if (!pool)
    return nullptr;
  if (!takeScratch(*pool, *run, bytes))
    return nullptr;
  if (!twin.fused.empty() && twin.outputs.size() == 1 &&
      readsApart(arguments, twin.outputs[0]))
    run->fused = backend->siblingKernel(dispatch, twin.fused.c_str());
  // The twin: the reference's arguments, then each result's scratch. The
  // fused one is launched by end().
  KernelParams &params = run->fused ? run->fusedParams : launchParams();
  for (const TensorRef &argument : arguments)
    params.add(argument.descriptor, argument.info.rank);
  if (run->fused)
    return run;
  for (Run::Output &output : run->outputs) {
    params.addDense(output.ref, output.tensor.elements());
    if (output.wide)
      params.addDense(output.wide, output.tensor.elements());
  }
  // One thread per point of the parallel loops: per element of a result.
  int64_t points = run->outputs.front().tensor.elements();
  backend->launchSibling("diff", kernel, (points + kThreads - 1) / kThreads,
                         kThreads, dispatch.stream, params.pointers());
  return run;
}

/// The arguments of a comparison from its sums to its words for the host:
/// slot `slot`'s accumulators (4 f64, 8 i64) and host words in `pool`.
static void addAccumulators(KernelParams &params, DeviceDiff::Pool &pool,
                            int slot) {
  char *accumulators = pool.accumulators + slot * kAccumulatorBytes;
  params.addDense(accumulators, 4);
  params.addDense(accumulators + 4 * sizeof(uint64_t), 8);
  params.addDense(pool.hostDevice + slot * kHostWords * sizeof(uint64_t),
                  static_cast<int64_t>(kHostWords));
}

void DeviceDiff::end(std::shared_ptr<Run> run, double rtol, double atol) {
  DeviceBackend *backend = run->dispatch.backend;
  Pool *pool = run->pool;
  if (run->fused) {
    // The arguments, the scratch, then the comparison's from the sums.
    Run::Output &output = run->outputs.front();
    int64_t elements = output.tensor.elements();
    KernelParams &params = run->fusedParams;
    params.addDense(output.ref, elements);
    if (output.wide)
      params.addDense(output.wide, elements);
    params.addDense(output.copy, elements);
    addAccumulators(params, *pool, output.slot);
    backend->launchSibling(
        "diff", run->fused, (elements + kThreads - 1) / kThreads, kThreads,
        run->dispatch.stream, params.pointers({&rtol, &atol}));
  } else {
    for (Run::Output &output : run->outputs) {
      int64_t elements = output.tensor.elements();
      // The kernel takes its span as memref<?xT>, whose offset is 0 by its
      // type: it starts at the view's first element. Then the reference,
      // its f64 twin (the reference again without one), the copy, the
      // sums, the counts, the words for the host, the tolerances and the
      // layout.
      KernelParams &params = launchParams();
      params.addDense(output.tensor.base(), output.layout.span);
      params.addDense(output.ref, elements);
      params.addDense(output.wide ? output.wide : output.ref, elements);
      params.addDense(output.copy, elements);
      addAccumulators(params, *pool, output.slot);
      int64_t blocks =
          std::min(kMaxCompareBlocks, (elements + kThreads - 1) / kThreads);
      CompareLayout &layout = output.layout;
      backend->launchSibling(
          "diff", output.compare, blocks, kThreads, run->dispatch.stream,
          params.pointers({&rtol, &atol}, layout.sizes, layout.strides));
    }
  }
  std::lock_guard<std::mutex> lock(mutex);
  inFlight.push_back(std::move(run));
}

bool DeviceDiff::pending() {
  std::lock_guard<std::mutex> lock(mutex);
  return !inFlight.empty();
}

void DeviceDiff::waitForAll(const char *entry) {
  std::vector<DeviceBackend *> backends;
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (const std::shared_ptr<Run> &flight : inFlight)
      if (std::find(backends.begin(), backends.end(),
                    flight->dispatch.backend) == backends.end())
        backends.push_back(flight->dispatch.backend);
  }
  for (DeviceBackend *backend : backends)
    backend->synchronizeAll(entry);
}

namespace {

/// Element `index` of `elements` values of `type` at device address
/// `data`, read through `backend`; NaN when it cannot be read.
double readElement(DeviceBackend &backend, const char *data, DType type,
                   uint64_t index) {
  char bytes[8] = {};
  std::string error;
  if (!backend.readMemory(bytes, data + index * byteSize(type), byteSize(type),
                          error))
    return std::nan("");
  return elementValue(bytes, type, 0);
}

} // namespace

std::vector<DeviceVerdict> DeviceDiff::takeFinished(void *stream) {
  std::vector<DeviceVerdict> verdicts;
  takeFinished(stream, verdicts);
  return verdicts;
}

void DeviceDiff::takeFinished(void *stream,
                              std::vector<DeviceVerdict> &verdicts) {
  verdicts.clear();
  std::vector<std::shared_ptr<Run>> finished;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto rest = std::stable_partition(
        inFlight.begin(), inFlight.end(),
        [&](const std::shared_ptr<Run> &flight) {
          return stream && flight->dispatch.stream != stream;
        });
    finished.assign(std::make_move_iterator(rest),
                    std::make_move_iterator(inFlight.end()));
    inFlight.erase(rest, inFlight.end());
  }
  verdicts.reserve(finished.size());
  for (const std::shared_ptr<Run> &flight : finished) {
    Run &run = *flight;
    for (Run::Output &output : run.outputs) {
      DeviceVerdict &verdict = verdicts.emplace_back();
      verdict.dispatch = run.dispatch;
      verdict.descriptor = output.descriptor;
      verdict.tensor = output.tensor;
      std::memcpy(verdict.words, run.pool->host + output.slot * kHostWords,
                  sizeof(verdict.words));
      if (verdict.words[6] == 0)
        continue;
      // Off somewhere: the values a report names, from the scratch.
      DeviceBackend &backend = *run.dispatch.backend;
      DType type = output.tensor.info.type;
      auto values = [&](uint64_t index, double &gpu, double &ref,
                        double &wide) {
        gpu = readElement(backend, output.copy, type, index);
        ref = readElement(backend, output.ref, type, index);
        wide = output.wide
                   ? readElement(backend, output.wide, DType::F64, index)
                   : ref;
      };
      values(verdict.words[7], verdict.firstGpu, verdict.firstRef,
             verdict.firstWide);
      values(verdict.words[8] & 0xFFFFFFFFu, verdict.worstGpu, verdict.worstRef,
             verdict.worstWide);
    }
    std::lock_guard<std::mutex> lock(mutex);
    for (Run::Output &output : run.outputs)
      run.pool->freeSlots.push_back(output.slot);
    if (--run.pool->runs == 0)
      run.pool->used = 0;
  }
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (std::shared_ptr<Run> &flight : finished)
      if (flight.use_count() == 1 && spare.size() < kSpareRuns) {
        flight->reset();
        spare.push_back(std::move(flight));
      }
  }
  // Each tensor points at its own descriptor, now that they stay put.
  for (DeviceVerdict &verdict : verdicts)
    verdict.tensor.descriptor = verdict.descriptor.data();
}
