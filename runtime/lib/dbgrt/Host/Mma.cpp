//===- Mma.cpp - warp-level matrix multiply of the host target ------------===//
//
// The fragment layouts are PTX ISA's ("Matrix Fragments for mma.m16n8k4",
// "...m16n8k8", "...m16n8k16", "...m16n8k32", "...m8n8k4"), with groupID =
// lane / 4 and threadID_in_group = lane % 4, element i numbered as PTX
// numbers a_i, b_i, c_i.
//
//===----------------------------------------------------------------------===//

#include "Mma.h"

#include "dbgrt/dbgrt.h"

#include <cstring>
#include <vector>

namespace dbgrt::host {
namespace {

bool isInteger(int32_t types) { return types == DBGRT_HOST_MMA_S8_S32; }

/// Bytes of one C or D element.
size_t accumulatorBytes(int32_t types) {
  switch (types) {
  case DBGRT_HOST_MMA_F16_F16:
    return 2;
  case DBGRT_HOST_MMA_F64_F64:
    return 8;
  default:
    return 4;
  }
}

template <typename T> T loadAs(const void *base, int32_t index) {
  T value;
  std::memcpy(&value, static_cast<const char *>(base) + index * sizeof(T),
              sizeof(T));
  return value;
}

/// Element `index` of an A or B fragment, as a double (floats) or integer.
double loadInput(int32_t types, const void *base, int32_t index) {
  switch (types) {
  case DBGRT_HOST_MMA_F16_F16:
  case DBGRT_HOST_MMA_F16_F32:
    return static_cast<double>(loadAs<_Float16>(base, index));
  case DBGRT_HOST_MMA_BF16_F32: {
    uint32_t bits = static_cast<uint32_t>(loadAs<uint16_t>(base, index)) << 16;
    float value;
    std::memcpy(&value, &bits, sizeof(value));
    return value;
  }
  case DBGRT_HOST_MMA_TF32_F32: {
    uint32_t bits = loadAs<uint32_t>(base, index) & ~uint32_t(0x1fff);
    float value;
    std::memcpy(&value, &bits, sizeof(value));
    return value;
  }
  case DBGRT_HOST_MMA_F64_F64:
    return loadAs<double>(base, index);
  default:
    return loadAs<int8_t>(base, index);
  }
}

double loadAccumulator(int32_t types, const void *base, int32_t index) {
  switch (types) {
  case DBGRT_HOST_MMA_F16_F16:
    return static_cast<double>(loadAs<_Float16>(base, index));
  case DBGRT_HOST_MMA_F64_F64:
    return loadAs<double>(base, index);
  default:
    return loadAs<float>(base, index);
  }
}

void storeAccumulator(int32_t types, void *base, int32_t index, double value,
                      int64_t integer) {
  char *at = static_cast<char *>(base) + index * accumulatorBytes(types);
  switch (types) {
  case DBGRT_HOST_MMA_F16_F16: {
    auto half = static_cast<_Float16>(value);
    std::memcpy(at, &half, sizeof(half));
    return;
  }
  case DBGRT_HOST_MMA_F64_F64:
    std::memcpy(at, &value, sizeof(value));
    return;
  case DBGRT_HOST_MMA_S8_S32: {
    auto word = static_cast<int32_t>(static_cast<uint32_t>(integer));
    std::memcpy(at, &word, sizeof(word));
    return;
  }
  default: {
    auto single = static_cast<float>(value);
    std::memcpy(at, &single, sizeof(single));
    return;
  }
  }
}

} // namespace

std::string checkMmaShape(const MmaShape &shape) {
  int32_t t = shape.types;
  bool ok = false;
  if (shape.m == 16 && shape.n == 8) {
    switch (shape.k) {
    case 4:
      ok = t == DBGRT_HOST_MMA_TF32_F32;
      break;
    case 8:
      ok = t == DBGRT_HOST_MMA_F16_F16 || t == DBGRT_HOST_MMA_F16_F32 ||
           t == DBGRT_HOST_MMA_BF16_F32 || t == DBGRT_HOST_MMA_TF32_F32;
      break;
    case 16:
      ok = t == DBGRT_HOST_MMA_F16_F16 || t == DBGRT_HOST_MMA_F16_F32 ||
           t == DBGRT_HOST_MMA_BF16_F32 || t == DBGRT_HOST_MMA_S8_S32;
      break;
    case 32:
      ok = t == DBGRT_HOST_MMA_S8_S32;
      break;
    default:
      break;
    }
  } else if (shape.m == 8 && shape.n == 8 && shape.k == 4) {
    ok = t == DBGRT_HOST_MMA_F64_F64;
  }
  if (ok)
    return "";
  return "mma.sync m" + std::to_string(shape.m) + "n" +
         std::to_string(shape.n) + "k" + std::to_string(shape.k) +
         " with element types " + std::to_string(t) +
         " is not one the host target runs";
}

int32_t mmaFragmentSize(const MmaShape &shape, MmaOperand operand) {
  switch (operand) {
  case MmaOperand::A:
    return shape.m * shape.k / 32;
  case MmaOperand::B:
    return shape.k * shape.n / 32;
  case MmaOperand::C:
    return shape.m * shape.n / 32;
  }
  return 0;
}

MmaCoord mmaFragmentCoord(const MmaShape &shape, MmaOperand operand,
                          int32_t lane, int32_t i) {
  int32_t g = lane / 4, t = lane % 4;
  bool tf32 = shape.types == DBGRT_HOST_MMA_TF32_F32;
  bool s8 = shape.types == DBGRT_HOST_MMA_S8_S32;
  if (shape.m == 8) { // m8n8k4, f64.
    switch (operand) {
    case MmaOperand::A:
      return {g, t};
    case MmaOperand::B:
      return {t, g};
    case MmaOperand::C:
      return {g, 2 * t + i};
    }
  }
  if (operand == MmaOperand::C)
    return {g + 8 * (i >= 2), 2 * t + (i & 1)};
  bool isA = operand == MmaOperand::A;
  switch (shape.k) {
  case 4: // tf32
    return isA ? MmaCoord{g + 8 * i, t} : MmaCoord{t, g};
  case 8:
    if (tf32)
      return isA ? MmaCoord{g + 8 * (i & 1), t + 4 * (i >= 2)}
                 : MmaCoord{t + 4 * i, g};
    return isA ? MmaCoord{g + 8 * (i >= 2), 2 * t + (i & 1)}
               : MmaCoord{2 * t + i, g};
  case 16:
    if (s8)
      return isA ? MmaCoord{g + 8 * (i >= 4), 4 * t + (i & 3)}
                 : MmaCoord{4 * t + i, g};
    return isA ? MmaCoord{g + 8 * ((i & 2) != 0),
                          2 * t + (i & 1) + 8 * (i >= 4)}
               : MmaCoord{2 * t + (i & 1) + 8 * (i >= 2), g};
  default: // 32, s8
    return isA ? MmaCoord{g + 8 * ((i & 4) != 0),
                          4 * t + (i & 3) + 16 * (i >= 8)}
               : MmaCoord{4 * t + (i & 3) + 16 * (i >= 4), g};
  }
}

void runMmaSync(const MmaShape &shape, const MmaWarp &warp) {
  const int32_t m = shape.m, n = shape.n, k = shape.k, types = shape.types;
  std::vector<double> a(m * k), b(k * n);
  for (int32_t lane = 0; lane < 32; ++lane) {
    for (int32_t i = 0; i < mmaFragmentSize(shape, MmaOperand::A); ++i) {
      MmaCoord at = mmaFragmentCoord(shape, MmaOperand::A, lane, i);
      a[at.row * k + at.col] = loadInput(types, warp.a[lane], i);
    }
    for (int32_t i = 0; i < mmaFragmentSize(shape, MmaOperand::B); ++i) {
      MmaCoord at = mmaFragmentCoord(shape, MmaOperand::B, lane, i);
      b[at.row * n + at.col] = loadInput(types, warp.b[lane], i);
    }
  }
  // Each lane's D from its own C: d may alias c.
  for (int32_t lane = 0; lane < 32; ++lane) {
    for (int32_t i = 0; i < mmaFragmentSize(shape, MmaOperand::C); ++i) {
      MmaCoord at = mmaFragmentCoord(shape, MmaOperand::C, lane, i);
      if (isInteger(types)) {
        uint32_t sum = static_cast<uint32_t>(loadAs<int32_t>(warp.c[lane], i));
        for (int32_t j = 0; j < k; ++j)
          sum += static_cast<uint32_t>(static_cast<int32_t>(a[at.row * k + j]) *
                                       static_cast<int32_t>(b[j * n + at.col]));
        storeAccumulator(types, warp.d[lane], i, 0, sum);
        continue;
      }
      // Products of f16, bf16 and tf32 values are exact in double; the sum
      // of k of them is rounded once, to the accumulator's type.
      double sum = loadAccumulator(types, warp.c[lane], i);
      for (int32_t j = 0; j < k; ++j)
        sum += a[at.row * k + j] * b[j * n + at.col];
      storeAccumulator(types, warp.d[lane], i, sum, 0);
    }
  }
}

} // namespace dbgrt::host
