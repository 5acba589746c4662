//===- Tensors.cpp - reading, summarizing and dumping dispatch operands ---===//

#include "Tensors.h"

#include "Files.h"
#include "Report.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
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

std::optional<uint64_t> TensorRef::spanBytes() const {
  if (!descriptor)
    return std::nullopt;
  // The offset of the last element from the first, in elements.
  uint64_t last = 0;
  for (int64_t d = 0; d < info.rank; ++d) {
    int64_t size = sizes()[d], stride = strides()[d];
    if (size <= 0 || stride < 0)
      return std::nullopt;
    uint64_t step;
    if (__builtin_mul_overflow(static_cast<uint64_t>(size - 1),
                               static_cast<uint64_t>(stride), &step) ||
        __builtin_add_overflow(last, step, &last))
      return std::nullopt;
  }
  uint64_t bytes;
  if (__builtin_add_overflow(last, 1, &last) ||
      __builtin_mul_overflow(last, static_cast<uint64_t>(byteSize(info.type)),
                             &bytes))
    return std::nullopt;
  return bytes;
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

namespace {
/// Calls `fn(n, at)` for the `elements` elements of a view of `rank` with
/// `sizes` and `strides`, in row-major order: `n` counts them, `at` is the
/// element's offset from the view's base, in elements.
template <typename Fn>
void forEachElement(int rank, const int64_t *sizes, const int64_t *strides,
                    int64_t elements, Fn &&fn) {
  std::vector<int64_t> index(static_cast<size_t>(rank), 0);
  for (int64_t n = 0; n < elements; ++n) {
    int64_t at = 0;
    for (int i = 0; i < rank; ++i)
      at += index[i] * strides[i];
    fn(n, at);
    for (int i = rank - 1; i >= 0; --i) {
      if (++index[i] < sizes[i])
        break;
      index[i] = 0;
    }
  }
}
} // namespace

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
  forEachElement(rank, sizes, strides, elements, [&](int64_t n, int64_t at) {
    std::memcpy(out.data() + n * bytes, spanData.data() + at * bytes,
                static_cast<size_t>(bytes));
  });
  return true;
}

bool scatterTensor(const TensorRef &tensor, const std::vector<char> &dense,
                   const ReadMemory &read, const WriteMemory &write,
                   std::string &error) {
  const int rank = tensor.info.rank;
  const int64_t bytes = static_cast<int64_t>(byteSize(tensor.info.type));
  std::optional<uint64_t> span = tensor.spanBytes();
  int64_t elements = tensor.elements();
  if (elements < 0 || static_cast<uint64_t>(elements * bytes) != dense.size()) {
    error = "the data does not fit " + tensor.typeString();
    return false;
  }
  if (elements == 0)
    return true;
  if (!span) {
    error = "a negative stride or an overflowing span (" + tensor.typeString() +
            ")";
    return false;
  }
  if (tensor.isContiguous())
    return write(const_cast<char *>(tensor.base()), dense.data(), dense.size(),
                 error);
  std::vector<char> spanData(static_cast<size_t>(*span));
  if (!read(spanData.data(), tensor.base(), spanData.size(), error))
    return false;
  forEachElement(rank, tensor.sizes(), tensor.strides(), elements,
                 [&](int64_t n, int64_t at) {
                   std::memcpy(spanData.data() + at * bytes,
                               dense.data() + n * bytes,
                               static_cast<size_t>(bytes));
                 });
  return write(const_cast<char *>(tensor.base()), spanData.data(),
               spanData.size(), error);
}

uint16_t toBFloat16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u) // NaN: keep the sign, make quiet.
    return static_cast<uint16_t>((bits >> 16) | 0x0040u);
  uint32_t roundingBias = 0x7FFFu + ((bits >> 16) & 1u);
  return static_cast<uint16_t>((bits + roundingBias) >> 16);
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
  std::string counts =
      " nan=" + std::to_string(stats.nan) + " inf=" + std::to_string(stats.inf);
  // min, max and mean are over the finite values.
  if (stats.elements == 0)
    return "empty" + counts;
  if (stats.elements == stats.nan + stats.inf)
    return "no finite value" + counts;
  return "min=" + formatFloat(stats.min, "f32") +
         " max=" + formatFloat(stats.max, "f32") +
         " mean=" + formatFloat(stats.mean, "f32") +
         " nan=" + std::to_string(stats.nan) +
         " inf=" + std::to_string(stats.inf);
}

const char *npyDescr(DType type) { return traits(type).npyDescr; }

std::string npyPreamble(std::string dict) {
  size_t total = 10 + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';
  std::string preamble = "\x93NUMPY\x01";
  preamble += '\0';
  preamble += static_cast<char>(dict.size() & 0xFF);
  preamble += static_cast<char>(dict.size() >> 8);
  return preamble + dict;
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
  std::string preamble =
      npyPreamble(std::string("{'descr': '") + npyDescr(type) +
                  "', 'fortran_order': False, 'shape': " + shapeText + ", }");

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

  return writeWholeFile(
      path,
      {preamble,
       std::string_view(static_cast<const char *>(payload), payloadBytes)},
      error);
}

namespace {

/// A reader of the header of a .npy file: a Python dict literal, as
/// numpy's `ast.literal_eval` reads it, limited to what a .npy header holds
/// (strings, True/False, integers and tuples of them). A key given twice
/// takes its last value, as in Python.
class NpyHeaderParser {
public:
  explicit NpyHeaderParser(std::string_view text) : text(text) {}

  /// One value of the dict.
  struct Value {
    enum Kind { String, Bool, Int, Tuple } kind = String;
    std::string string;
    bool boolean = false;
    std::vector<std::string> items; // A tuple's items, as written.
  };

  bool parse(std::vector<std::pair<std::string, Value>> &entries,
             std::string &why) {
    skipSpace();
    if (!eat('{'))
      return fail("the header is not a dict", why);
    while (true) {
      skipSpace();
      if (eat('}'))
        break;
      std::string key;
      if (!parseString(key))
        return fail("a key that is not a string", why);
      skipSpace();
      if (!eat(':'))
        return fail("no ':' after '" + key + "'", why);
      skipSpace();
      Value value;
      if (!parseValue(value))
        return fail("a value of '" + key + "' dbg cannot read", why);
      entries.push_back({key, value});
      skipSpace();
      if (eat(','))
        continue;
      skipSpace();
      if (eat('}'))
        break;
      return fail("expected ',' or '}' after '" + key + "'", why);
    }
    skipSpace();
    if (pos != text.size())
      return fail("text after the dict", why);
    return true;
  }

private:
  bool fail(const std::string &what, std::string &why) {
    why = what;
    return false;
  }
  void skipSpace() {
    while (pos < text.size() &&
           (text[pos] == ' ' || text[pos] == '\n' || text[pos] == '\t'))
      ++pos;
  }
  bool eat(char c) {
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  bool parseString(std::string &out) {
    if (pos >= text.size() || (text[pos] != '\'' && text[pos] != '"'))
      return false;
    char quote = text[pos++];
    size_t end = text.find(quote, pos);
    if (end == std::string_view::npos)
      return false;
    out = std::string(text.substr(pos, end - pos));
    if (out.find('\\') != std::string::npos)
      return false; // No escapes in a .npy header.
    pos = end + 1;
    return true;
  }
  bool parseWord(std::string &out) {
    size_t begin = pos;
    while (pos < text.size() &&
           (std::isalnum(static_cast<unsigned char>(text[pos])) ||
            text[pos] == '_' || text[pos] == '-' || text[pos] == '+'))
      ++pos;
    out = std::string(text.substr(begin, pos - begin));
    return !out.empty();
  }
  bool parseValue(Value &value) {
    if (pos < text.size() && (text[pos] == '\'' || text[pos] == '"')) {
      value.kind = Value::String;
      return parseString(value.string);
    }
    if (eat('(')) {
      value.kind = Value::Tuple;
      while (true) {
        skipSpace();
        if (eat(')'))
          return true;
        std::string item;
        if (!parseWord(item))
          return false;
        value.items.push_back(item);
        skipSpace();
        if (eat(','))
          continue;
        skipSpace();
        if (eat(')'))
          return true;
        return false;
      }
    }
    std::string word;
    if (!parseWord(word))
      return false;
    if (word == "True" || word == "False") {
      value.kind = Value::Bool;
      value.boolean = word == "True";
      return true;
    }
    value.kind = Value::Int;
    value.string = word;
    return true;
  }

  std::string_view text;
  size_t pos = 0;
};

/// A non-negative decimal dimension, at most 2^62; false on anything else
/// (a sign, another base, an overflow).
bool parseDimension(const std::string &text, int64_t &out) {
  if (text.empty() || text.size() > 19)
    return false;
  uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9')
      return false;
    value = value * 10 + static_cast<uint64_t>(c - '0');
  }
  if (value > (uint64_t(1) << 62))
    return false;
  out = static_cast<int64_t>(value);
  return true;
}

/// The bytes of a .npy file before its data: the magic string, the
/// version and the header's length, then the header text.
struct RawHeader {
  bool regular = false;
  ssize_t got = 0;
  std::string prefix = std::string(12, '\0');
  std::string text;
  size_t headerBytes = 0, lengthBytes = 0;
  uint64_t fileBytes = 0;

  /// Reads them from `fd`; what is missing stays empty.
  void read(int fd) {
    struct stat info;
    regular = ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode);
    fileBytes = regular ? static_cast<uint64_t>(info.st_size) : 0;
    got = regular ? ::pread(fd, prefix.data(), 12, 0) : -1;
    if (got < 10 || prefix.compare(0, 6, "\x93NUMPY") != 0)
      return;
    lengthBytes = prefix[6] == 1 ? 2 : 4;
    const auto *field = reinterpret_cast<const unsigned char *>(&prefix[8]);
    headerBytes = field[0] | (size_t(field[1]) << 8);
    if (lengthBytes == 4)
      headerBytes |= (size_t(field[2]) << 16) | (size_t(field[3]) << 24);
    if (headerBytes > (1u << 20) || fileBytes < 8 + lengthBytes + headerBytes)
      return;
    text.resize(headerBytes);
    if (::pread(fd, text.data(), headerBytes,
                static_cast<off_t>(8 + lengthBytes)) !=
        static_cast<ssize_t>(headerBytes))
      text.clear();
  }

  /// What makes it unreadable, or empty.
  std::string problem() const {
    if (!regular)
      return "not a regular file";
    if (got < 10 || prefix.compare(0, 6, "\x93NUMPY") != 0)
      return "no NUMPY magic string";
    if (prefix[6] < 1 || prefix[6] > 3)
      return "format version " + std::to_string(prefix[6]);
    if (headerBytes > (1u << 20))
      return "a header of " + std::to_string(headerBytes) + " bytes";
    if (text.size() != headerBytes)
      return "truncated header";
    return "";
  }
};

/// The dtype `descr` names into `type`; what is wrong, or empty.
std::string readDType(const NpyHeaderParser::Value &descr, DType &type) {
  if (descr.kind != NpyHeaderParser::Value::String)
    return "a 'descr' that is not a string";
  for (int i = 0; i <= static_cast<int>(DType::I64); ++i) {
    auto candidate = static_cast<DType>(i);
    if (candidate != DType::BF16 && descr.string == npyDescr(candidate)) {
      type = candidate;
      return "";
    }
  }
  return "dtype '" + descr.string +
         "' (dbg reads <f2, <f4, <f8, |b1, |i1, <i2, <i4, <i8)";
}

/// The sizes `shape` lists into `header.shape`, and their bytes into
/// `bytes`; what is wrong, or empty. `shapeText` gets the shape as Python
/// prints it.
std::string readShape(const NpyHeaderParser::Value &shape, NpyHeader &header,
                      uint64_t &bytes, std::string &shapeText) {
  if (shape.kind != NpyHeaderParser::Value::Tuple)
    return "a 'shape' that is not a tuple";
  shapeText = "(";
  for (size_t i = 0; i < shape.items.size(); ++i)
    shapeText += (i ? ", " : "") + shape.items[i];
  shapeText += shape.items.size() == 1 ? ",)" : ")";
  header.shape.clear();
  bytes = byteSize(header.type);
  for (const std::string &item : shape.items) {
    int64_t size = 0;
    if (!parseDimension(item, size))
      return "shape " + shapeText +
             " (a size that is not an integer in [0, 2^62])";
    header.shape.push_back(size);
    if (size != 0 && bytes > (uint64_t(1) << 62) / static_cast<uint64_t>(size))
      return "shape " + shapeText + " (more than 2^62 bytes)";
    bytes *= static_cast<uint64_t>(size);
  }
  return "";
}

/// The type and shape a header's `entries` give; what is wrong, or empty.
/// The last value of a key counts, as in Python; numpy wants exactly these
/// three keys.
std::string readEntries(
    const std::vector<std::pair<std::string, NpyHeaderParser::Value>> &entries,
    NpyHeader &header, uint64_t &bytes, std::string &shapeText) {
  const NpyHeaderParser::Value *descr = nullptr, *order = nullptr,
                               *shape = nullptr;
  for (const auto &[key, value] : entries) {
    if (key == "descr")
      descr = &value;
    else if (key == "fortran_order")
      order = &value;
    else if (key == "shape")
      shape = &value;
    else
      return "an unexpected key '" + key + "' in the header";
  }
  if (!descr || !order || !shape)
    return "a header without 'descr', 'fortran_order' and 'shape'";
  if (std::string why = readDType(*descr, header.type); !why.empty())
    return why;
  if (order->kind != NpyHeaderParser::Value::Bool)
    return "a 'fortran_order' that is not True or False";
  if (order->boolean)
    return "Fortran order (save a C-ordered array: np.ascontiguousarray)";
  return readShape(*shape, header, bytes, shapeText);
}

} // namespace

bool readNpyHeader(const std::string &path, NpyHeader &header,
                   std::string &error) {
  auto fail = [&](const std::string &why) {
    error = "'" + path + "' is not a .npy file dbg reads: " + why;
    return false;
  };
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  RawHeader raw;
  raw.read(fd);
  ::close(fd);
  if (std::string problem = raw.problem(); !problem.empty())
    return fail(problem);
  std::vector<std::pair<std::string, NpyHeaderParser::Value>> entries;
  std::string why;
  if (!NpyHeaderParser(raw.text).parse(entries, why))
    return fail("a bad header (" + why + ")");
  uint64_t bytes = 0;
  std::string shapeText;
  if (std::string problem = readEntries(entries, header, bytes, shapeText);
      !problem.empty())
    return fail(problem);
  header.dataOffset = 8 + raw.lengthBytes + raw.headerBytes;
  header.dataBytes = bytes;
  uint64_t available = raw.fileBytes - header.dataOffset;
  if (bytes > available)
    return fail("shape " + shapeText + " needs " + std::to_string(bytes) +
                " data bytes; the file has " + std::to_string(available));
  return true;
}

bool readNpy(const std::string &path, NpyArray &array, std::string &error,
             const std::function<bool(const NpyHeader &)> &accept) {
  NpyHeader header;
  if (!readNpyHeader(path, header, error))
    return false;
  if (accept && !accept(header))
    return false;
  std::FILE *file = std::fopen(path.c_str(), "rb");
  if (!file) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  array.type = header.type;
  array.shape = header.shape;
  array.data.resize(header.dataBytes);
  bool ok =
      std::fseek(file, static_cast<long>(header.dataOffset), SEEK_SET) == 0 &&
      std::fread(array.data.data(), 1, header.dataBytes, file) ==
          header.dataBytes;
  std::fclose(file);
  if (!ok)
    error = "'" + path + "': cannot read its " +
            std::to_string(header.dataBytes) + " data bytes";
  return ok;
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
