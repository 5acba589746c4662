//===- Tensors.cpp - reading, summarizing and dumping dispatch operands ---===//

#include "Tensors.h"

#include "Report.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

namespace dbgrt {

const char *TensorRef::base() const {
  const char *aligned = reinterpret_cast<const char *const *>(descriptor)[1];
  return aligned + descriptor[2] * static_cast<int64_t>(byteSize(info.type));
}

std::vector<int64_t> TensorRef::shape() const {
  return std::vector<int64_t>(sizes(), sizes() + info.rank);
}

int64_t TensorRef::elements() const {
  int64_t count = 1;
  for (int i = 0; i < info.rank; ++i)
    count *= sizes()[i];
  return count;
}

std::string TensorRef::typeString() const {
  std::string text = std::string(toString(info.type)) + "[";
  for (int i = 0; i < info.rank; ++i)
    text += (i ? "x" : "") + std::to_string(sizes()[i]);
  return text + "]";
}

bool TensorRef::isContiguous() const {
  int64_t expected = 1;
  for (int i = info.rank - 1; i >= 0; --i) {
    if (sizes()[i] != 1 && strides()[i] != expected)
      return false;
    expected *= sizes()[i];
  }
  return true;
}

bool gatherTensor(const TensorRef &tensor, const ReadMemory &read,
                  std::vector<char> &out, std::string &error) {
  const int rank = tensor.info.rank;
  const int64_t *sizes = tensor.sizes();
  const int64_t *strides = tensor.strides();
  const int64_t bytes = static_cast<int64_t>(byteSize(tensor.info.type));
  constexpr int64_t kMaxSpan = int64_t(16) << 30;
  int64_t elements = 1, span = 1;
  bool contiguous = true;
  int64_t expected = 1;
  for (int i = rank - 1; i >= 0; --i) {
    if (sizes[i] < 0 || strides[i] < 0) {
      error = "a negative size or stride (" + tensor.typeString() + ")";
      return false;
    }
    if (sizes[i] != 1 && strides[i] != expected)
      contiguous = false;
    expected *= sizes[i];
    elements *= sizes[i];
    span += (sizes[i] - 1) * strides[i];
    if (elements > kMaxSpan / bytes || span > kMaxSpan / bytes) {
      error = "larger than 16 GiB (" + tensor.typeString() + ")";
      return false;
    }
  }
  out.assign(static_cast<size_t>(elements * bytes), 0);
  if (elements == 0)
    return true;
  if (contiguous)
    return read(out.data(), tensor.base(), out.size(), error);
  std::vector<char> spanData(static_cast<size_t>(span * bytes));
  if (!read(spanData.data(), tensor.base(), spanData.size(), error))
    return false;
  // Walks the elements in row-major order with an index counter.
  std::vector<int64_t> index(static_cast<size_t>(rank), 0);
  for (int64_t n = 0; n < elements; ++n) {
    int64_t at = 0;
    for (int i = 0; i < rank; ++i)
      at += index[i] * strides[i];
    std::memcpy(out.data() + n * bytes, spanData.data() + at * bytes,
                static_cast<size_t>(bytes));
    for (int i = rank - 1; i >= 0; --i) {
      if (++index[i] < sizes[i])
        break;
      index[i] = 0;
    }
  }
  return true;
}

double elementValue(const void *data, DType type, int64_t index) {
  const char *at = static_cast<const char *>(data) +
                   index * static_cast<int64_t>(byteSize(type));
  auto load = [&](auto value) {
    std::memcpy(&value, at, sizeof(value));
    return value;
  };
  switch (type) {
  case DType::F16:
    return decodeFloat(load(uint16_t()), "f16");
  case DType::BF16:
    return decodeFloat(load(uint16_t()), "bf16");
  case DType::F32:
    return load(float());
  case DType::F64:
    return load(double());
  case DType::I1:
    return load(uint8_t()) & 1;
  case DType::I8:
    return load(int8_t());
  case DType::I16:
    return load(int16_t());
  case DType::I32:
    return load(int32_t());
  case DType::I64:
    return static_cast<double>(load(int64_t()));
  }
  return 0;
}

namespace {
/// Accumulates over `elements` values read by `value(i)`.
template <typename Value>
TensorStats accumulate(int64_t elements, Value &&value) {
  double min = std::numeric_limits<double>::infinity();
  double max = -min, sum = 0;
  int64_t nan = 0, inf = 0;
  for (int64_t i = 0; i < elements; ++i) {
    double v = value(i);
    if (std::isnan(v)) {
      ++nan;
    } else if (std::isinf(v)) {
      ++inf;
    } else {
      sum += v;
      min = v < min ? v : min;
      max = v > max ? v : max;
    }
  }
  return makeStats(elements, nan, inf, min, max, sum);
}
} // namespace

TensorStats makeStats(int64_t elements, int64_t nan, int64_t inf, double min,
                      double max, double sum) {
  TensorStats stats;
  stats.elements = elements;
  stats.nan = nan;
  stats.inf = inf;
  int64_t finite = elements - nan - inf;
  stats.min = finite ? min : NAN;
  stats.max = finite ? max : NAN;
  stats.mean = finite ? sum / static_cast<double>(finite) : NAN;
  return stats;
}

TensorStats computeStats(const void *data, DType type, int64_t elements) {
  // The common types get loops the compiler vectorizes.
  if (type == DType::F32) {
    const auto *values = static_cast<const float *>(data);
    return accumulate(elements, [&](int64_t i) { return double(values[i]); });
  }
  if (type == DType::F64) {
    const auto *values = static_cast<const double *>(data);
    return accumulate(elements, [&](int64_t i) { return values[i]; });
  }
  return accumulate(elements,
                    [&](int64_t i) { return elementValue(data, type, i); });
}

std::string formatStats(const TensorStats &stats) {
  return "min=" + formatFloat(stats.min, "f32") +
         " max=" + formatFloat(stats.max, "f32") +
         " mean=" + formatFloat(stats.mean, "f32") +
         " nan=" + std::to_string(stats.nan) +
         " inf=" + std::to_string(stats.inf);
}

const char *npyDescr(DType type) {
  switch (type) {
  case DType::F16:
    return "<f2";
  case DType::BF16:
  case DType::F32:
    return "<f4";
  case DType::F64:
    return "<f8";
  case DType::I1:
    return "|b1";
  case DType::I8:
    return "|i1";
  case DType::I16:
    return "<i2";
  case DType::I32:
    return "<i4";
  case DType::I64:
    return "<i8";
  }
  return "|u1";
}

bool writeNpy(const std::string &path, DType type,
              const std::vector<int64_t> &shape, const void *data,
              std::string &error) {
  int64_t elements = 1;
  std::string shapeText = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    elements *= shape[i];
    shapeText += std::to_string(shape[i]) + (shape.size() == 1 ? "," : "");
    if (i + 1 < shape.size())
      shapeText += ", ";
  }
  shapeText += ")";
  std::string header = std::string("{'descr': '") + npyDescr(type) +
                       "', 'fortran_order': False, 'shape': " + shapeText +
                       ", }";
  // Magic, version 1.0, header length; the header is padded with spaces and
  // ends in a newline so that the data starts at a multiple of 64 bytes.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string prefix = "\x93NUMPY\x01";
  prefix += '\0';
  prefix += static_cast<char>(header.size() & 0xFF);
  prefix += static_cast<char>(header.size() >> 8);

  std::vector<float> widened;
  const void *payload = data;
  size_t payloadBytes = static_cast<size_t>(elements) * byteSize(type);
  if (type == DType::BF16) {
    widened.resize(static_cast<size_t>(elements));
    for (int64_t i = 0; i < elements; ++i)
      widened[i] = static_cast<float>(elementValue(data, type, i));
    payload = widened.data();
    payloadBytes = widened.size() * sizeof(float);
  }

  std::string temporary = path + ".tmp";
  std::FILE *file = std::fopen(temporary.c_str(), "wb");
  if (!file) {
    error = "cannot create '" + temporary + "': " + std::strerror(errno);
    return false;
  }
  bool ok =
      std::fwrite(prefix.data(), 1, prefix.size(), file) == prefix.size() &&
      std::fwrite(header.data(), 1, header.size(), file) == header.size() &&
      std::fwrite(payload, 1, payloadBytes, file) == payloadBytes;
  int writeErrno = errno;
  ok = (std::fclose(file) == 0) && ok;
  if (!ok) {
    error = "writing '" + temporary + "' failed: " + std::strerror(writeErrno);
    std::remove(temporary.c_str());
    return false;
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    error = "cannot rename '" + temporary + "' to '" + path +
            "': " + std::strerror(errno);
    std::remove(temporary.c_str());
    return false;
  }
  return true;
}

bool readNpy(const std::string &path, NpyArray &array, std::string &error) {
  std::FILE *file = std::fopen(path.c_str(), "rb");
  if (!file) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  auto fail = [&](const std::string &why) {
    std::fclose(file);
    error = "'" + path + "' is not a .npy file dbg reads: " + why;
    return false;
  };
  unsigned char magic[8];
  if (std::fread(magic, 1, 8, file) != 8 ||
      std::memcmp(magic, "\x93NUMPY", 6) != 0)
    return fail("no NUMPY magic string");
  size_t lengthBytes = magic[6] == 1 ? 2 : 4;
  if (magic[6] < 1 || magic[6] > 3)
    return fail("format version " + std::to_string(magic[6]));
  unsigned char lengthField[4] = {0, 0, 0, 0};
  if (std::fread(lengthField, 1, lengthBytes, file) != lengthBytes)
    return fail("truncated header");
  size_t headerBytes = lengthField[0] | (size_t(lengthField[1]) << 8) |
                       (size_t(lengthField[2]) << 16) |
                       (size_t(lengthField[3]) << 24);
  if (headerBytes > (1u << 20))
    return fail("a header of " + std::to_string(headerBytes) + " bytes");
  std::string header(headerBytes, '\0');
  if (std::fread(header.data(), 1, headerBytes, file) != headerBytes)
    return fail("truncated header");

  // The header is a Python dict literal: {'descr': '<f4', 'fortran_order':
  // False, 'shape': (2, 3), }.
  auto valueOf = [&](const char *key) -> std::string {
    size_t at = header.find(std::string("'") + key + "'");
    if (at == std::string::npos)
      return "";
    at = header.find(':', at);
    if (at == std::string::npos)
      return "";
    size_t begin = header.find_first_not_of(' ', at + 1);
    if (begin == std::string::npos)
      return "";
    char open = header[begin];
    size_t end = open == '\''  ? header.find('\'', begin + 1)
                 : open == '(' ? header.find(')', begin)
                               : header.find_first_of(",}", begin);
    if (end == std::string::npos)
      return "";
    if (open == '\'')
      return header.substr(begin + 1, end - begin - 1);
    return header.substr(begin, end - begin + (open == '(' ? 1 : 0));
  };
  std::string descr = valueOf("descr");
  bool found = false;
  for (int i = 0; i <= static_cast<int>(DType::I64); ++i) {
    auto type = static_cast<DType>(i);
    if (type != DType::BF16 && descr == npyDescr(type)) {
      array.type = type;
      found = true;
    }
  }
  if (!found)
    return fail("dtype '" + descr +
                "' (dbg reads <f2, <f4, <f8, |b1, |i1, <i2, <i4, <i8)");
  if (valueOf("fortran_order") != "False")
    return fail("Fortran order (save a C-ordered array: np.ascontiguousarray)");
  std::string shape = valueOf("shape");
  if (shape.size() < 2 || shape.front() != '(' || shape.back() != ')')
    return fail("no shape in the header");
  array.shape.clear();
  int64_t elements = 1;
  std::string item;
  for (char c : shape.substr(1, shape.size() - 2) + ",") {
    if (c == ' ')
      continue;
    if (c != ',') {
      item += c;
      continue;
    }
    if (item.empty())
      continue;
    char *end = nullptr;
    long long size = std::strtoll(item.c_str(), &end, 10);
    if (*end != '\0' || size < 0)
      return fail("shape " + shape);
    array.shape.push_back(size);
    elements *= size;
    item.clear();
  }
  size_t bytes = static_cast<size_t>(elements) * byteSize(array.type);
  array.data.resize(bytes);
  if (std::fread(array.data.data(), 1, bytes, file) != bytes)
    return fail("shape " + shape + " needs " + std::to_string(bytes) +
                " data bytes; the file has fewer");
  std::fclose(file);
  return true;
}

bool makeDirectories(const std::string &path, std::string &error) {
  for (size_t pos = 1; pos <= path.size(); ++pos) {
    if (pos != path.size() && path[pos] != '/')
      continue;
    std::string prefix = path.substr(0, pos);
    if (::mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST) {
      error =
          "cannot create directory '" + prefix + "': " + std::strerror(errno);
      return false;
    }
  }
  struct stat info;
  if (::stat(path.c_str(), &info) != 0 || !S_ISDIR(info.st_mode)) {
    error = "'" + path + "' is not a directory";
    return false;
  }
  return true;
}

} // namespace dbgrt
