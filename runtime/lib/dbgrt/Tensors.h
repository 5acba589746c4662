//===- Tensors.h - reading, summarizing and dumping dispatch operands -*- C++
//-*-===//
//
// What tensor tracing (trace-tensors) and dispatch breaks (break-after) do
// with the memref operands of a dispatch: gather one into a dense row-major
// host buffer through the backend that owns its memory, summarize it (min,
// max, mean, NaN and Inf counts) and write it as a .npy file numpy loads.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_TENSORS_H
#define DBGRT_TENSORS_H

#include "dbgrt/Operands.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace dbgrt {

/// One memref operand of a dispatch: what its site says of it, and its
/// ranked memref descriptor {allocated, aligned, offset, sizes[rank],
/// strides[rank]} (MLIR's StridedMemRefType), sizes and strides in elements.
struct TensorRef {
  OperandInfo info;
  const int64_t *descriptor = nullptr;

  /// The address of element (0, ..., 0): aligned + offset elements.
  const char *base() const;
  const int64_t *sizes() const { return descriptor + 3; }
  const int64_t *strides() const { return descriptor + 3 + info.rank; }
  std::vector<int64_t> shape() const;
  /// The number of elements (the product of the sizes).
  int64_t elements() const;
  /// "f32[16x8]" (or "f32[]" for rank 0).
  std::string typeString() const;
  /// The bytes from base() to the end of the last element, by the sizes
  /// and strides; nullopt for an empty view, a negative stride, or a span
  /// that overflows 64 bits.
  std::optional<uint64_t> spanBytes() const;
  /// Whether the elements are dense and row-major from base() (strides
  /// of dimensions of size 1 aside).
  bool isContiguous() const;
};

/// Copies `bytes` bytes at `source` (memory of the device that ran the
/// dispatch, or host memory) to `dest` on the host. False with `error` set
/// when the memory cannot be read.
using ReadMemory = std::function<bool(void *dest, const void *source,
                                      size_t bytes, std::string &error)>;

/// Reads `tensor` into `out`, dense and row-major: the span of memory it
/// covers is copied with one `read`, then its elements are gathered by
/// their strides. False with `error` set on a read error, a negative size
/// or stride, or a span above 16 GiB.
bool gatherTensor(const TensorRef &tensor, const ReadMemory &read,
                  std::vector<char> &out, std::string &error);

/// Copies `bytes` bytes from host `source` to `dest` (memory of the device
/// that ran the dispatch, or host memory). False with `error` set when the
/// memory cannot be written.
using WriteMemory = std::function<bool(void *dest, const void *source,
                                       size_t bytes, std::string &error)>;

/// The inverse of gatherTensor: writes `dense` (row-major, as gatherTensor
/// reads it) into the elements of `tensor`, leaving the bytes between them
/// as they are (a view with gaps is read, patched and written back). False
/// with `error` set on a read or write error, or a size that does not
/// match.
bool scatterTensor(const TensorRef &tensor, const std::vector<char> &dense,
                   const ReadMemory &read, const WriteMemory &write,
                   std::string &error);

/// A summary of a tensor's values. For floats, min, max and mean are over
/// the finite values (NaN when there are none); nan and inf count the
/// others. Integers (i1 as 0/1) have no NaN or Inf.
struct TensorStats {
  int64_t elements = 0;
  int64_t nan = 0;
  int64_t inf = 0;
  double min = 0, max = 0, mean = 0;
};

/// Tensors of at least this many float elements are summarized on the
/// device that holds them (libdbgrt's stats kernel) rather than
/// copied to the host first.
constexpr int64_t kDeviceStatsMinElements = 1 << 14;

/// The summary of `elements` values of which `nan` are NaN and `inf`
/// infinite, the others (finite) having min `min`, max `max` and sum `sum`:
/// min, max and mean are NaN when none is finite.
TensorStats makeStats(int64_t elements, int64_t nan, int64_t inf, double min,
                      double max, double sum);

/// Summarizes `elements` values of type `type` at `data` (dense).
TensorStats computeStats(const void *data, DType type, int64_t elements);

/// "min=0 max=1.5 mean=0.25 nan=0 inf=0" (min, max and mean of the finite
/// values); "empty nan=0 inf=0" for a tensor without elements, "no finite
/// value nan=3 inf=1" when every element is NaN or Inf.
std::string formatStats(const TensorStats &stats);

/// The value of element `index` of dense `data` as a double (bf16 and f16
/// widened).
double elementValue(const void *data, DType type, int64_t index);

/// `value` rounded to bf16 (to nearest, ties to even; a NaN stays a quiet
/// NaN of the same sign), as its 16 bits: how a bf16 input is read from
/// the float32 .npy file that stands for it (numpy has no bf16).
uint16_t toBFloat16(float value);

/// The numpy dtype a tensor of `type` is written as ("<f4"); bf16, which
/// numpy lacks, is widened to float32 ("<f4").
const char *npyDescr(DType type);

/// The start of a .npy file (format version 1.0) whose header is `dict`, a
/// Python dict literal: the magic, the version, the header length and the
/// header, padded with spaces and ended by a newline so that the data that
/// follows starts at a multiple of 64 bytes.
std::string npyPreamble(std::string dict);

/// Writes dense `data` (`type`, `shape`) to `path` as a .npy file (format
/// version 1.0, C order); bf16 is written as float32, through
/// writeWholeFile (Files.h): a crash leaves no half-written file, and a
/// device or FIFO is written through, never replaced. False with `error`
/// naming the path on failure.
bool writeNpy(const std::string &path, DType type,
              const std::vector<int64_t> &shape, const void *data,
              std::string &error);

/// The header of a .npy file: element type, shape (C order), where the
/// data starts and how many bytes it has (bytes of the type times the
/// product of the shape).
struct NpyHeader {
  DType type = DType::F32;
  std::vector<int64_t> shape;
  uint64_t dataOffset = 0;
  uint64_t dataBytes = 0;
};

/// Reads and validates the header of the .npy file at `path` without
/// reading its data: format 1.0, 2.0 or 3.0; the header a Python dict
/// literal with exactly the keys 'descr', 'fortran_order' and 'shape' (a
/// key given twice takes its last value, as numpy reads it); a dtype
/// npyDescr names, little-endian; C order; sizes that are decimal integers
/// in [0, 2^62] whose product in bytes stays below 2^62; and at least that
/// many data bytes in the file. False with `error` naming the path and
/// what is wrong.
bool readNpyHeader(const std::string &path, NpyHeader &header,
                   std::string &error);

/// A .npy file read by readNpy: its element type, shape (C order) and
/// dense data.
struct NpyArray {
  DType type = DType::F32;
  std::vector<int64_t> shape;
  std::vector<char> data;
};

/// Reads the .npy file at `path`: readNpyHeader, then `accept` (when
/// given), which may refuse the header (a shape the program does not take)
/// after setting its own error, and only then the data, so that nothing is
/// allocated for a header that is refused. False with `error` naming the
/// path and what is wrong.
bool readNpy(const std::string &path, NpyArray &array, std::string &error,
             const std::function<bool(const NpyHeader &)> &accept = {});

/// Creates directory `path` and its parents; false with `error` set.
bool makeDirectories(const std::string &path, std::string &error);

} // namespace dbgrt

#endif // DBGRT_TENSORS_H
