//===- Parameters.h - a model's parameters from a safetensors file -*- C++
//-*-===//
//
// A model compiled with its parameters outside the executable (the
// externalize-parameters pass; IREE's parameter archives, .irpa, are the
// model) reads them at run time from a safetensors file, the format
// PyTorch users have (https://github.com/huggingface/safetensors): 8 bytes,
// the little-endian size N of a JSON header; N bytes of header, an object
// whose keys name tensors, each {"dtype": "F32", "shape": [2, 3],
// "data_offsets": [begin, end]}, and an optional "__metadata__" object of
// strings; then the data, the offsets counted from its start.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_PARAMETERS_H
#define DBGRT_PARAMETERS_H

#include "dbgrt/Operands.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace dbgrt {

/// One tensor of a parameter file, as its header describes it.
struct ParameterInfo {
  /// The header's dtype ("F32"); one dbg does not take stays readable by
  /// name, and is an error only where a program asks for the tensor.
  std::string dtype;
  std::vector<int64_t> shape;
  /// Where its data lies, in bytes from the start of the file.
  uint64_t offset = 0;
  uint64_t bytes = 0;
};

/// A safetensors file, its header read and checked; the data is read per
/// tensor, on request. Not thread-safe.
class ParameterFile {
public:
  ParameterFile() = default;
  ParameterFile(const ParameterFile &) = delete;
  ParameterFile &operator=(const ParameterFile &) = delete;
  ~ParameterFile();

  /// Opens `path` and reads its header. False with `error` naming the file
  /// and the first problem: not a regular file (a directory, a FIFO), too
  /// short, a header size past the end, a header that is not JSON or not a
  /// safetensors header, or a tensor whose data offsets disagree with its
  /// dtype and shape or run past the end of the file (a truncated file:
  /// the error names the tensor).
  bool open(const std::string &path, std::string &error);

  /// The tensor `name`, or nullptr.
  const ParameterInfo *find(const std::string &name) const;

  /// Reads tensor `name` into `dest`, dense C order, which holds exactly
  /// the elements of `shape` of `type`. False with `error` naming the
  /// tensor and the file when the file lacks it, its dtype or shape is not
  /// the program's, or the read fails.
  bool read(const std::string &name, DType type,
            const std::vector<int64_t> &shape, char *dest,
            std::string &error) const;

  const std::string &path() const { return filePath; }
  /// The number of tensors.
  size_t size() const { return tensors.size(); }

private:
  /// Checks that the tensors' data lie in the file's `fileBytes` bytes;
  /// false with `error` naming the first that does not.
  bool checkRanges(uint64_t fileBytes, std::string &error) const;

  std::string filePath;
  int fd = -1;
  std::map<std::string, ParameterInfo> tensors;
};

} // namespace dbgrt

#endif // DBGRT_PARAMETERS_H
