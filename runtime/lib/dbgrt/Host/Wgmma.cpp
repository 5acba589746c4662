//===- Wgmma.cpp - warpgroup-level matrix multiply of the host target -----===//
//
// A wgmma is one operation of its warpgroup's 128 threads: the host runs it
// once all of them have reached it, computing every thread's fragment of D
// from A and B in shared memory, before any goes on (a thread that went on
// could overwrite the shared memory the others' fragments read, as
// upstream's GEMM stores D over its A and B). The checks run once, when the
// last thread arrives, before the wgmma reads: the bytes each descriptor
// addresses lie in the block's workgroup memory, hold one tensor's tiles,
// carry the swizzle the TMA load that wrote them used, and belong to an
// mbarrier phase some thread has waited for.
//
//===----------------------------------------------------------------------===//

#include "Wgmma.h"

#include "Scheduler.h"
#include "Transactions.h"

#include "../Runtime.h"
#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <cstring>
#include <vector>

using namespace dbgrt;

namespace dbgrt::host {
namespace {

/// An 8-bit float with `mantissa` bits and exponent bias `bias` (E4M3: no
/// infinities, S.1111.111 is NaN; E5M2: IEEE-like), as a double.
double decodeFloat8(uint8_t bits, int mantissa, int bias, bool ieee) {
  int exponentBits = 7 - mantissa;
  int exponent = (bits >> mantissa) & ((1 << exponentBits) - 1);
  int fraction = bits & ((1 << mantissa) - 1);
  double sign = (bits & 0x80) ? -1.0 : 1.0;
  int maxExponent = (1 << exponentBits) - 1;
  if (ieee && exponent == maxExponent)
    return fraction ? __builtin_nan("") : sign * __builtin_inf();
  if (!ieee && exponent == maxExponent && fraction == (1 << mantissa) - 1)
    return __builtin_nan("");
  double scale = 1.0 / (1 << mantissa);
  if (exponent == 0)
    return sign * fraction * scale * __builtin_ldexp(1.0, 1 - bias);
  return sign * (1.0 + fraction * scale) *
         __builtin_ldexp(1.0, exponent - bias);
}

template <typename T> T loadAs(const char *at) {
  T value;
  std::memcpy(&value, at, sizeof(T));
  return value;
}

/// The element of type `type` at `at`, as a double (integers exactly).
double loadElement(int32_t type, const char *at) {
  switch (type) {
  case DBGRT_HOST_WGMMA_F16:
    return static_cast<double>(loadAs<_Float16>(at));
  case DBGRT_HOST_WGMMA_BF16: {
    uint32_t bits = static_cast<uint32_t>(loadAs<uint16_t>(at)) << 16;
    float value;
    std::memcpy(&value, &bits, sizeof(value));
    return value;
  }
  case DBGRT_HOST_WGMMA_TF32: {
    uint32_t bits = loadAs<uint32_t>(at) & ~uint32_t(0x1fff);
    float value;
    std::memcpy(&value, &bits, sizeof(value));
    return value;
  }
  case DBGRT_HOST_WGMMA_E4M3:
    return decodeFloat8(loadAs<uint8_t>(at), 3, 7, /*ieee=*/false);
  case DBGRT_HOST_WGMMA_E5M2:
    return decodeFloat8(loadAs<uint8_t>(at), 2, 15, /*ieee=*/true);
  case DBGRT_HOST_WGMMA_S8:
    return loadAs<int8_t>(at);
  default:
    return loadAs<uint8_t>(at);
  }
}

bool isIntegerType(int32_t type) {
  return type == DBGRT_HOST_WGMMA_S8 || type == DBGRT_HOST_WGMMA_U8;
}

/// D's element `index` at `d` updated to `sum` (plus its old value unless
/// `zeroD`): floats rounded once, integers wrapped to 32 bits.
void accumulate(int32_t typeD, void *d, int32_t index, double sum, bool zeroD) {
  char *at = static_cast<char *>(d) + index * wgmmaTypeBytes(typeD);
  switch (typeD) {
  case DBGRT_HOST_WGMMA_F16: {
    double old = zeroD ? 0.0 : static_cast<double>(loadAs<_Float16>(at));
    auto half = static_cast<_Float16>(old + sum);
    std::memcpy(at, &half, sizeof(half));
    return;
  }
  case DBGRT_HOST_WGMMA_S32: {
    int64_t old = zeroD ? 0 : loadAs<int32_t>(at);
    auto word = static_cast<int32_t>(
        static_cast<uint32_t>(old + static_cast<int64_t>(sum)));
    std::memcpy(at, &word, sizeof(word));
    return;
  }
  default: {
    double old = zeroD ? 0.0 : static_cast<double>(loadAs<float>(at));
    auto single = static_cast<float>(old + sum);
    std::memcpy(at, &single, sizeof(single));
    return;
  }
  }
}

} // namespace

WgmmaDescriptor WgmmaDescriptor::decode(uint64_t bits) {
  WgmmaDescriptor d;
  d.start = (bits & 0x3fff) << 4;
  d.leadingBytes = ((bits >> 16) & 0x3fff) << 4;
  d.strideBytes = ((bits >> 32) & 0x3fff) << 4;
  d.baseOffset = static_cast<int32_t>((bits >> 49) & 7);
  static constexpr int32_t kSwizzleBytes[4] = {0, 128, 64, 32};
  d.swizzleBytes = kSwizzleBytes[bits >> 62];
  return d;
}

int32_t wgmmaSwizzleKind(const WgmmaDescriptor &descriptor) {
  switch (descriptor.swizzleBytes) {
  case 32:
    return 1;
  case 64:
    return 2;
  case 128:
    return 3;
  default:
    return 0;
  }
}

// The canonical layouts, in CuTe's notation with T = 16 bytes of elements
// and W the swizzle's bytes (CUTLASS's make_gmma_desc):
//   K-major,  interleave: ((8,m),(T,2)) : ((1T,SBO),(1,LBO))
//   K-major,  swizzled:   ((8,m),(T,2)) : ((W,SBO),(1,T))
//   MN-major, interleave: ((T,1,m),(8,k)) : ((1,T,SBO),(1T,LBO))
//   MN-major, swizzled:   ((T,W/16,m),(8,k)) : ((1,T,LBO),(W,SBO))
uint64_t wgmmaElementOffset(const WgmmaDescriptor &d, bool mnMajor,
                            int32_t elementBytes, int64_t mn, int64_t k) {
  const int64_t eb = elementBytes, w = d.swizzleBytes;
  const auto lbo = static_cast<int64_t>(d.leadingBytes);
  const auto sbo = static_cast<int64_t>(d.strideBytes);
  int64_t offset;
  if (!mnMajor && w)
    offset = (mn % 8) * w + (mn / 8) * sbo + k * eb;
  else if (!mnMajor)
    offset = (mn % 8) * 16 + (mn / 8) * sbo + (k % (16 / eb)) * eb +
             (k / (16 / eb)) * lbo;
  else if (w)
    offset = (mn % (w / eb)) * eb + (mn / (w / eb)) * lbo + (k % 8) * w +
             (k / 8) * sbo;
  else
    offset = (mn % (16 / eb)) * eb + (mn / (16 / eb)) * sbo + (k % 8) * 16 +
             (k / 8) * lbo;
  auto address = d.start + static_cast<uint64_t>(offset);
  if (w)
    address ^= ((address >> 7) & static_cast<uint64_t>(w / 16 - 1)) << 4;
  return address;
}

WgmmaCoord wgmmaFragmentCoord(int32_t thread, int32_t index) {
  int32_t lane = thread % 32, warp = thread / 32 % 4;
  return {16 * warp + lane / 4 + 8 * (index / 2 % 2),
          2 * (lane % 4) + index % 2 + 8 * (index / 4)};
}

int32_t wgmmaTypeBytes(int32_t type) {
  switch (type) {
  case DBGRT_HOST_WGMMA_F16:
  case DBGRT_HOST_WGMMA_BF16:
    return 2;
  case DBGRT_HOST_WGMMA_TF32:
  case DBGRT_HOST_WGMMA_F32:
  case DBGRT_HOST_WGMMA_S32:
    return 4;
  default:
    return 1;
  }
}

int32_t wgmmaK(int32_t typeA) { return 32 / wgmmaTypeBytes(typeA); }

std::string checkWgmmaShape(const WgmmaShape &shape) {
  const int32_t a = shape.typeA, b = shape.typeB, d = shape.typeD;
  bool integer = isIntegerType(a) && isIntegerType(b);
  bool ok = false;
  if (integer)
    ok = d == DBGRT_HOST_WGMMA_S32;
  else if (a == DBGRT_HOST_WGMMA_E4M3 || a == DBGRT_HOST_WGMMA_E5M2)
    ok = (b == DBGRT_HOST_WGMMA_E4M3 || b == DBGRT_HOST_WGMMA_E5M2) &&
         (d == DBGRT_HOST_WGMMA_F32 || d == DBGRT_HOST_WGMMA_F16);
  else if (a == DBGRT_HOST_WGMMA_F16)
    ok = b == a && (d == DBGRT_HOST_WGMMA_F32 || d == DBGRT_HOST_WGMMA_F16);
  else if (a == DBGRT_HOST_WGMMA_BF16 || a == DBGRT_HOST_WGMMA_TF32)
    ok = b == a && d == DBGRT_HOST_WGMMA_F32;
  if (!ok)
    return "its types (A " + std::to_string(a) + ", B " + std::to_string(b) +
           ", D " + std::to_string(d) + ") are not a wgmma's";
  bool transposable = a == DBGRT_HOST_WGMMA_F16 || a == DBGRT_HOST_WGMMA_BF16;
  if (!transposable && (shape.flags & (DBGRT_HOST_WGMMA_TRANSPOSE_A |
                                       DBGRT_HOST_WGMMA_TRANSPOSE_B)))
    return "only f16 and bf16 operands may be transposed";
  // Integer wgmmas have n of 8, 16, 24, then multiples of 16.
  bool nOk = shape.n >= 8 && shape.n <= 256 && shape.n % 8 == 0 &&
             (!integer || shape.n <= 24 || shape.n % 16 == 0);
  if (!nOk)
    return "n = " + std::to_string(shape.n) +
           " is not one of a wgmma of "
           "these types (multiples of 8 from 8 to 256; integer ones past 24 "
           "of 16)";
  return "";
}

void runWgmma(const WgmmaShape &shape, const WgmmaDescriptor &a,
              const WgmmaDescriptor &b, const char *shared, int32_t thread,
              void *d) {
  const int32_t k = wgmmaK(shape.typeA);
  const int32_t bytesA = wgmmaTypeBytes(shape.typeA);
  const int32_t bytesB = wgmmaTypeBytes(shape.typeB);
  const bool mnMajorA = shape.flags & DBGRT_HOST_WGMMA_TRANSPOSE_A;
  const bool mnMajorB = shape.flags & DBGRT_HOST_WGMMA_TRANSPOSE_B;
  const double sign = ((shape.flags & DBGRT_HOST_WGMMA_NEGATE_A) ? -1.0 : 1.0) *
                      ((shape.flags & DBGRT_HOST_WGMMA_NEGATE_B) ? -1.0 : 1.0);
  const bool zeroD = shape.flags & DBGRT_HOST_WGMMA_ZERO_D;
  for (int32_t i = 0; i < shape.n / 2; ++i) {
    WgmmaCoord at = wgmmaFragmentCoord(thread, i);
    // Products of floats of at most 24 significant bits are exact in
    // double, and so are sums of 32 of them but for rare cancellations.
    double sum = 0.0;
    for (int32_t kk = 0; kk < k; ++kk)
      sum += loadElement(
                 shape.typeA,
                 shared + wgmmaElementOffset(a, mnMajorA, bytesA, at.row, kk)) *
             loadElement(
                 shape.typeB,
                 shared + wgmmaElementOffset(b, mnMajorB, bytesB, at.col, kk));
    accumulate(shape.typeD, d, i, sign * sum, zeroD);
  }
}

} // namespace dbgrt::host

namespace {

/// The shared bytes [begin, end) an operand of `rows` rows (of M or N)
/// reads through `descriptor`.
struct SharedRange {
  uint64_t begin = UINT64_MAX, end = 0;
};
SharedRange getOperandRange(const host::WgmmaDescriptor &descriptor,
                            bool mnMajor, int32_t elementBytes, int32_t rows,
                            int32_t k) {
  SharedRange range;
  for (int32_t mn = 0; mn < rows; ++mn)
    for (int32_t kk = 0; kk < k; ++kk) {
      uint64_t at =
          host::wgmmaElementOffset(descriptor, mnMajor, elementBytes, mn, kk);
      range.begin = std::min(range.begin, at);
      range.end = std::max(range.end, at + elementBytes);
    }
  return range;
}

std::string describeDescriptor(const host::WgmmaDescriptor &d) {
  return "start " + std::to_string(d.start) + ", leading byte offset " +
         std::to_string(d.leadingBytes) + ", stride byte offset " +
         std::to_string(d.strideBytes) + ", " +
         (d.swizzleBytes ? std::to_string(d.swizzleBytes) + "B swizzle"
                         : std::string("no swizzle"));
}

const char *swizzleName(int32_t kind) {
  static const char *const kNames[4] = {"no", "32B", "64B", "128B"};
  return kNames[kind & 3];
}

/// Reports, as a fault of the dispatch, what is wrong with the bytes
/// operand `name` reads through `descriptor` at `location`.
void checkOperand(const char *name, const host::WgmmaDescriptor &descriptor,
                  bool mnMajor, int32_t elementBytes, int32_t rows, int32_t k,
                  const char *location) {
  const host::CurrentBlock &block = host::currentBlock();
  SharedRange range =
      getOperandRange(descriptor, mnMajor, elementBytes, rows, k);
  std::string what = std::string("wgmma at ") + location + ": operand " + name +
                     " (descriptor " + describeDescriptor(descriptor) +
                     ") reads shared bytes [" + std::to_string(range.begin) +
                     ", " + std::to_string(range.end) + ")";
  if (range.end > static_cast<uint64_t>(block.workgroupBytes))
    host::reportDivergence(
        what + ", past the block's " + std::to_string(block.workgroupBytes) +
            " bytes of workgroup memory",
        "on a GPU it reads what lies past them; a K or M step added to the "
        "descriptor that is too large for its tile does this");
  auto base = reinterpret_cast<uintptr_t>(block.workgroup);
  int32_t kind = host::wgmmaSwizzleKind(descriptor);
  const host::TmaWrite *first = nullptr;
  for (const host::TmaWrite &write : host::currentTmaWrites()) {
    if (write.end <= base + range.begin || write.begin >= base + range.end)
      continue;
    if (!first)
      first = &write;
    if (write.tensor != first->tensor)
      host::reportDivergence(
          what + ", which hold what the TMA load at " + first->location +
              " brought from one tensor and what the TMA load at " +
              write.location + " brought from another",
          "an operand is a tile of one matrix; a K or M step added to the "
          "descriptor that is too large for its tile does this (a K-major K "
          "step of 32 bytes, an MN-major one of 16 rows)");
    if (write.swizzle != kind)
      host::reportDivergence(
          "swizzle mismatch: " + what + " with " + swizzleName(kind) +
              " swizzle, and the TMA load at " + write.location +
              " wrote them with " + swizzleName(write.swizzle) + " swizzle",
          "on a GPU the wgmma reads its elements permuted; the descriptor "
          "must carry the swizzle of the TMA descriptor that wrote its tile");
    if (write.mbarrier && !write.waited)
      host::reportDivergence(
          "race: " + what + " that the TMA load at " + write.location +
              " brings, and no thread has waited for its mbarrier phase",
          "on a GPU the wgmma may read them before they land; "
          "wgmma.wait_group waits for wgmma, not for TMA: wait on the "
          "mbarrier (try_wait.parity) before reading what TMA loads");
  }
}

/// The wgmma a warpgroup's threads are arriving at.
struct WarpgroupState {
  /// Counts the wgmmas the warpgroup has completed; the word its threads
  /// wait on.
  uint64_t generation = 0;
  int32_t arrived = 0;
  int64_t descriptorA = 0, descriptorB = 0;
  host::WgmmaShape shape;
  const char *location = nullptr;
  void *fragments[128] = {};
};

/// The warpgroups of each block the CPU thread runs.
thread_local host::BlockLocal<std::vector<WarpgroupState>> tWarpgroups;

WarpgroupState &getWarpgroup(int64_t thread) {
  std::vector<WarpgroupState> &groups = tWarpgroups.get();
  if (groups.empty())
    groups.assign(
        static_cast<size_t>((host::currentBlock().threads + 127) / 128),
        WarpgroupState());
  return groups[static_cast<size_t>(thread / 128)];
}

std::string describeWarpgroup(const uint64_t *word) {
  const auto *state = reinterpret_cast<const WarpgroupState *>(word);
  return std::to_string(state->arrived) +
         " of the 128 threads of its warpgroup have reached the wgmma at " +
         state->location;
}

/// Joins the calling thread (`thread` in its block) with fragment `d` to
/// the wgmma its warpgroup is arriving at; the last to arrive runs it for
/// all, and the others wait until it has.
void arriveAtWgmma(int64_t thread, int64_t descriptorA, int64_t descriptorB,
                   const host::WgmmaShape &shape, void *d,
                   const char *location) {
  WarpgroupState &state = getWarpgroup(thread);
  if (state.arrived == 0) {
    state.descriptorA = descriptorA;
    state.descriptorB = descriptorB;
    state.shape = shape;
    state.location = location;
  } else if (state.descriptorA != descriptorA ||
             state.descriptorB != descriptorB || state.shape.n != shape.n ||
             state.shape.flags != shape.flags) {
    host::reportDivergence(
        std::string("wgmma at ") + location + ": thread " +
            std::to_string(thread) +
            " gives other descriptors or another shape than the threads of "
            "its warpgroup before it, at " +
            state.location,
        "PTX requires the same descriptors and shape in all the warps of a "
        "warpgroup");
  }
  state.fragments[thread % 128] = d;
  if (++state.arrived == 128) {
    // The threads' descriptors agree: their operands are checked once,
    // right before the wgmma reads them.
    auto a = host::WgmmaDescriptor::decode(static_cast<uint64_t>(descriptorA));
    auto b = host::WgmmaDescriptor::decode(static_cast<uint64_t>(descriptorB));
    int32_t k = host::wgmmaK(shape.typeA);
    checkOperand("A", a, shape.flags & DBGRT_HOST_WGMMA_TRANSPOSE_A,
                 host::wgmmaTypeBytes(shape.typeA), 64, k, location);
    checkOperand("B", b, shape.flags & DBGRT_HOST_WGMMA_TRANSPOSE_B,
                 host::wgmmaTypeBytes(shape.typeB), shape.n, k, location);
    for (int32_t t = 0; t < 128; ++t)
      host::runWgmma(shape, a, b, host::currentBlock().workgroup, t,
                     state.fragments[t]);
    state.arrived = 0;
    ++state.generation;
    return;
  }
  auto completed = [](const uint64_t *word, int64_t generation) {
    return *word != static_cast<uint64_t>(generation);
  };
  host::waitFor(&state.generation, completed,
                static_cast<int64_t>(state.generation), describeWarpgroup,
                location);
}

} // namespace

extern "C" {

void dbgrtHostWgmma(int64_t descriptorA, int64_t descriptorB, void *d,
                    int32_t n, int32_t types, int32_t flags,
                    const char *location) {
  host::WgmmaShape shape{n, types & 0xff, (types >> 8) & 0xff,
                         (types >> 16) & 0xff, flags};
  std::string invalid = host::checkWgmmaShape(shape);
  if (!invalid.empty())
    host::reportDivergence(std::string("wgmma at ") + location + ": " + invalid,
                           "convert-gpu-to-host refuses the wgmmas libdbgrt "
                           "does not run (a mismatch between the compiler "
                           "and libdbgrt)");
  int64_t thread = host::currentThreadIndex();
  if (thread < 0)
    host::reportDivergence(std::string("wgmma at ") + location +
                               " outside a cooperative launch",
                           "convert-gpu-to-host marks kernels with wgmma; "
                           "this one was not (a mismatch between the "
                           "compiler and libdbgrt)");
  if (host::currentBlock().threads % 128)
    host::reportDivergence(
        std::string("wgmma at ") + location + " in a block of " +
            std::to_string(host::currentBlock().threads) + " threads",
        "a wgmma is issued by the 128 threads of a warpgroup: the block's "
        "threads must be a multiple of 128");
  arriveAtWgmma(thread, descriptorA, descriptorB, shape, d, location);
}

void dbgrtHostWgmmaStore(void *d, int32_t n, int32_t type, void *dst,
                         int64_t rowStride) {
  int64_t thread = host::currentThreadIndex();
  if (thread < 0)
    host::reportDivergence("nvgpu.warpgroup.mma.store outside a cooperative "
                           "launch",
                           "convert-gpu-to-host marks kernels with wgmma; "
                           "this one was not (a mismatch between the "
                           "compiler and libdbgrt)");
  int32_t bytes = host::wgmmaTypeBytes(type);
  for (int32_t i = 0; i < n / 2; ++i) {
    host::WgmmaCoord at =
        host::wgmmaFragmentCoord(static_cast<int32_t>(thread % 128), i);
    std::memcpy(
        static_cast<char *>(dst) + (at.row * rowStride + at.col) * bytes,
        static_cast<const char *>(d) + i * bytes, static_cast<size_t>(bytes));
  }
}

} // extern "C"
