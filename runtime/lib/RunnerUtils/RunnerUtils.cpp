//===- RunnerUtils.cpp - LLVM-free runner utilities -----------------------===//
//
// The entry points that MLIR test programs call for output: the print*
// helpers `vector.print` lowers to and the printMemref*/verifyMemRef*
// functions of MLIR's runner utils, built from MLIR's header-only templates
// (mlir/ExecutionEngine/CRunnerUtils.h, RunnerUtils.h) so that dbg's
// executables need neither libLLVM nor libMLIR at run time. Output formats
// are upstream's, so the programs' own CHECK lines hold.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/RunnerUtils.h"

#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>

//===----------------------------------------------------------------------===//
// f16 / bf16 (upstream: Float16bits.cpp)
//===----------------------------------------------------------------------===//

/// The bits of `from` as a `To` of the same size.
template <typename To, typename From> static To bitCast(From from) {
  static_assert(sizeof(To) == sizeof(From), "a bit cast keeps the size");
  To to;
  std::memcpy(&to, &from, sizeof(to));
  return to;
}

static float halfToFloat(uint16_t bits) {
  uint32_t sign = (bits & 0x8000u) << 16;
  uint32_t exponent = (bits >> 10) & 0x1f;
  uint32_t mantissa = bits & 0x3ff;
  uint32_t out;
  if (exponent == 0x1f) {
    out = sign | 0x7f800000u | (mantissa << 13);
  } else if (exponent == 0) {
    if (mantissa == 0) {
      out = sign;
    } else {
      // Subnormal: normalize.
      int shift = 0;
      while (!(mantissa & 0x400)) {
        mantissa <<= 1;
        ++shift;
      }
      mantissa &= 0x3ff;
      out = sign | ((127 - 15 - shift + 1) << 23) | (mantissa << 13);
    }
  } else {
    out = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
  }
  return bitCast<float>(out);
}

static uint16_t floatToHalf(float f) {
  auto x = bitCast<uint32_t>(f);
  uint32_t sign = (x >> 16) & 0x8000u;
  int32_t exponent = static_cast<int32_t>((x >> 23) & 0xff) - 127 + 15;
  uint32_t mantissa = x & 0x7fffffu;
  if (((x >> 23) & 0xff) == 0xff)
    return sign | 0x7c00u | (mantissa ? 0x200u : 0u);
  if (exponent >= 0x1f)
    return sign | 0x7c00u;
  if (exponent <= 0) {
    if (exponent < -10)
      return sign;
    mantissa |= 0x800000u;
    uint32_t shift = 14 - exponent;
    uint32_t half = mantissa >> shift;
    uint32_t rest = mantissa & ((1u << shift) - 1);
    uint32_t midpoint = 1u << (shift - 1);
    if (rest > midpoint || (rest == midpoint && (half & 1)))
      ++half;
    return sign | half;
  }
  uint32_t half = sign | (exponent << 10) | (mantissa >> 13);
  uint32_t rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1)))
    ++half;
  return half;
}

static float bfloatToFloat(uint16_t bits) {
  return bitCast<float>(static_cast<uint32_t>(bits) << 16);
}

static uint16_t floatToBfloat(float f) {
  auto x = bitCast<uint32_t>(f);
  if (std::isnan(f))
    return 0x7fc0;
  uint32_t rounding = 0x7fffu + ((x >> 16) & 1);
  return static_cast<uint16_t>((x + rounding) >> 16);
}

f16::f16(float f) : bits(floatToHalf(f)) {}
bf16::bf16(float f) : bits(floatToBfloat(f)) {}

std::ostream &operator<<(std::ostream &os, const f16 &f) {
  return os << halfToFloat(f.bits);
}
std::ostream &operator<<(std::ostream &os, const bf16 &d) {
  return os << bfloatToFloat(d.bits);
}
bool operator==(const f16 &f1, const f16 &f2) { return f1.bits == f2.bits; }
bool operator==(const bf16 &f1, const bf16 &f2) { return f1.bits == f2.bits; }

extern "C" void printF16(uint16_t bits) {
  std::fprintf(stdout, "%g", halfToFloat(bits));
}
extern "C" void printBF16(uint16_t bits) {
  std::fprintf(stdout, "%g", bfloatToFloat(bits));
}

//===----------------------------------------------------------------------===//
// vector.print helpers (upstream: CRunnerUtils.cpp)
//===----------------------------------------------------------------------===//

extern "C" void printI64(int64_t i) { std::fprintf(stdout, "%" PRId64, i); }
extern "C" void printU64(uint64_t u) { std::fprintf(stdout, "%" PRIu64, u); }
extern "C" void printF32(float f) {
  if (std::isnan(f) && std::signbit(f))
    std::fprintf(stdout, "-nan");
  else
    std::fprintf(stdout, "%g", f);
}
extern "C" void printF64(double d) {
  if (std::isnan(d) && std::signbit(d))
    std::fprintf(stdout, "-nan");
  else
    std::fprintf(stdout, "%lg", d);
}
extern "C" void printString(char const *s) { std::fputs(s, stdout); }
extern "C" void printOpen() { std::fputs("( ", stdout); }
extern "C" void printClose() { std::fputs(" )", stdout); }
extern "C" void printComma() { std::fputs(", ", stdout); }
extern "C" void printNewline() {
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

extern "C" double rtclock() {
  auto now = std::chrono::steady_clock::now().time_since_epoch();
  return std::chrono::duration<double>(now).count();
}

extern "C" void printFlops(double flops) {
  std::fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9);
}

extern "C" int64_t _mlir_ciface_nanoTime() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// memref.copy of non-contiguous memrefs lowers to this call.
extern "C" void memrefCopy(int64_t elemSize, UnrankedMemRefType<char> *src,
                           UnrankedMemRefType<char> *dst) {
  DynamicMemRefType<char> from(*src), to(*dst);
  int64_t rank = from.rank;
  char *srcBase = from.data + from.offset * elemSize;
  char *dstBase = to.data + to.offset * elemSize;
  if (rank == 0) {
    std::memcpy(dstBase, srcBase, elemSize);
    return;
  }
  std::vector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < rank; ++i)
    if (from.sizes[i] == 0)
      return;
  while (true) {
    int64_t srcOffset = 0, dstOffset = 0;
    for (int64_t i = 0; i < rank; ++i) {
      srcOffset += index[i] * from.strides[i];
      dstOffset += index[i] * to.strides[i];
    }
    std::memcpy(dstBase + dstOffset * elemSize, srcBase + srcOffset * elemSize,
                elemSize);
    int64_t axis = rank - 1;
    while (axis >= 0 && ++index[axis] == from.sizes[axis])
      index[axis--] = 0;
    if (axis < 0)
      return;
  }
}

//===----------------------------------------------------------------------===//
// printMemref* / verifyMemRef* (upstream: RunnerUtils.cpp)
//===----------------------------------------------------------------------===//

#define DBG_PRINT_MEMREF(SUFFIX, TYPE)                                         \
  extern "C" void _mlir_ciface_printMemref##SUFFIX(                            \
      UnrankedMemRefType<TYPE> *m) {                                           \
    impl::printMemRef(*m);                                                     \
    std::cout.flush();                                                         \
  }                                                                            \
  extern "C" void printMemref##SUFFIX(int64_t rank, void *ptr) {               \
    UnrankedMemRefType<TYPE> descriptor = {rank, ptr};                         \
    _mlir_ciface_printMemref##SUFFIX(&descriptor);                             \
  }                                                                            \
  extern "C" void _mlir_ciface_printMemrefShape##SUFFIX(                       \
      UnrankedMemRefType<TYPE> *m) {                                           \
    std::cout << "Unranked Memref ";                                           \
    printMemRefMetaData(std::cout, DynamicMemRefType<TYPE>(*m));               \
    std::cout << "\n";                                                         \
  }                                                                            \
  extern "C" int64_t _mlir_ciface_verifyMemRef##SUFFIX(                        \
      UnrankedMemRefType<TYPE> *actual, UnrankedMemRefType<TYPE> *expected) {  \
    return impl::verifyMemRef(*actual, *expected);                             \
  }                                                                            \
  extern "C" int64_t verifyMemRef##SUFFIX(int64_t rank, void *actualPtr,       \
                                          void *expectedPtr) {                 \
    UnrankedMemRefType<TYPE> actual = {rank, actualPtr};                       \
    UnrankedMemRefType<TYPE> expected = {rank, expectedPtr};                   \
    return _mlir_ciface_verifyMemRef##SUFFIX(&actual, &expected);              \
  }

DBG_PRINT_MEMREF(I8, int8_t)
DBG_PRINT_MEMREF(I16, int16_t)
DBG_PRINT_MEMREF(I32, int32_t)
DBG_PRINT_MEMREF(I64, int64_t)
DBG_PRINT_MEMREF(F16, f16)
DBG_PRINT_MEMREF(BF16, bf16)
DBG_PRINT_MEMREF(F32, float)
DBG_PRINT_MEMREF(F64, double)
DBG_PRINT_MEMREF(Ind, impl::index_type)
DBG_PRINT_MEMREF(C32, impl::complex32)
DBG_PRINT_MEMREF(C64, impl::complex64)

#undef DBG_PRINT_MEMREF

#define DBG_PRINT_RANKED(RANK, SUFFIX, TYPE)                                   \
  extern "C" void _mlir_ciface_printMemref##RANK##d##SUFFIX(                   \
      StridedMemRefType<TYPE, RANK> *m) {                                      \
    impl::printMemRef(*m);                                                     \
    std::cout.flush();                                                         \
  }

DBG_PRINT_RANKED(0, F32, float)
DBG_PRINT_RANKED(1, F32, float)
DBG_PRINT_RANKED(2, F32, float)
DBG_PRINT_RANKED(3, F32, float)
DBG_PRINT_RANKED(4, F32, float)
DBG_PRINT_RANKED(1, I8, int8_t)
DBG_PRINT_RANKED(1, I32, int32_t)
DBG_PRINT_RANKED(1, I64, int64_t)
DBG_PRINT_RANKED(1, F64, double)
DBG_PRINT_RANKED(1, Ind, impl::index_type)
DBG_PRINT_RANKED(1, C32, impl::complex32)
DBG_PRINT_RANKED(1, C64, impl::complex64)

#undef DBG_PRINT_RANKED

extern "C" void _mlir_ciface_printMemrefVector4x4xf32(
    StridedMemRefType<Vector2D<4, 4, float>, 2> *m) {
  impl::printMemRef(*m);
  std::cout.flush();
}
