//===- Parameters.cpp - a model's parameters from a safetensors file ------===//

#include "Parameters.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace dbgrt;

namespace {
/// safetensors' own limit on the header (its Rust reader refuses more).
constexpr uint64_t kMaxHeaderBytes = 100u << 20;

/// The bytes per element of a safetensors dtype, or 0 when unknown.
uint64_t elementBytes(const std::string &dtype) {
  DType type;
  if (parseSafetensorsDType(dtype, type))
    return byteSize(type);
  // Types dbg does not take, sized so that their ranges are checked too.
  for (const char *one : {"U8", "F8_E5M2", "F8_E4M3"})
    if (dtype == one)
      return 1;
  if (dtype == "U16")
    return 2;
  if (dtype == "U32")
    return 4;
  return dtype == "U64" ? 8 : 0;
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

/// Reads one tensor's entry into `info`; "" or what is wrong with it.
std::string readEntry(const nlohmann::json &entry, ParameterInfo &info,
                      uint64_t dataStart) {
  if (!entry.is_object())
    return "is not an object";
  auto dtype = entry.find("dtype");
  auto shape = entry.find("shape");
  auto offsets = entry.find("data_offsets");
  if (dtype == entry.end() || !dtype->is_string())
    return "has no string \"dtype\"";
  if (shape == entry.end() || !shape->is_array())
    return "has no array \"shape\"";
  if (offsets == entry.end() || !offsets->is_array() || offsets->size() != 2 ||
      !(*offsets)[0].is_number_unsigned() ||
      !(*offsets)[1].is_number_unsigned())
    return "has no \"data_offsets\" of two non-negative integers";
  info.dtype = dtype->get<std::string>();
  uint64_t elements = 1;
  for (const nlohmann::json &size : *shape) {
    if (!size.is_number_unsigned() || size.get<uint64_t>() > INT64_MAX)
      return "has a shape that is not a list of non-negative integers";
    info.shape.push_back(size.get<int64_t>());
    if (__builtin_mul_overflow(elements, size.get<uint64_t>(), &elements))
      return "has a shape whose size overflows";
  }
  uint64_t begin = (*offsets)[0].get<uint64_t>();
  uint64_t end = (*offsets)[1].get<uint64_t>();
  if (end < begin)
    return "has data_offsets that end before they begin";
  info.offset = dataStart + begin;
  info.bytes = end - begin;
  uint64_t size = elementBytes(info.dtype);
  uint64_t expected;
  if (size && (__builtin_mul_overflow(elements, size, &expected) ||
               expected != info.bytes))
    return "is " + info.dtype + " " + shapeText(info.shape) + " but has " +
           std::to_string(info.bytes) + " data bytes";
  return "";
}
} // namespace

ParameterFile::~ParameterFile() {
  if (fd >= 0)
    ::close(fd);
}

bool ParameterFile::open(const std::string &path, std::string &error) {
  filePath = path;
  auto fail = [&](const std::string &why) {
    error = "'" + path + "' is not a safetensors file dbg reads: " + why;
    return false;
  };
  // Non-blocking, so that a FIFO is refused rather than waited on.
  fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  struct stat info;
  if (::fstat(fd, &info) != 0)
    return fail(std::string("fstat failed: ") + std::strerror(errno));
  if (!S_ISREG(info.st_mode))
    return fail(S_ISDIR(info.st_mode) ? "it is a directory"
                                      : "it is not a regular file");
  uint64_t fileBytes = static_cast<uint64_t>(info.st_size);
  unsigned char size[8];
  if (fileBytes < 8 || ::pread(fd, size, 8, 0) != 8)
    return fail("it is shorter than the 8 bytes of a header's size");
  uint64_t headerBytes = 0;
  for (int i = 7; i >= 0; --i)
    headerBytes = headerBytes << 8 | size[i];
  if (headerBytes > kMaxHeaderBytes)
    return fail("its header would be " + std::to_string(headerBytes) +
                " bytes, more than safetensors' limit of 100 MB");
  if (headerBytes > fileBytes - 8)
    return fail("its header of " + std::to_string(headerBytes) +
                " bytes runs past the end of the file (" +
                std::to_string(fileBytes) + " bytes)");
  std::string text(headerBytes, '\0');
  if (::pread(fd, text.data(), headerBytes, 8) !=
      static_cast<ssize_t>(headerBytes))
    return fail(std::string("reading its header failed: ") +
                std::strerror(errno));
  nlohmann::json header = nlohmann::json::parse(text, nullptr, false);
  if (header.is_discarded() || !header.is_object())
    return fail("its header is not a JSON object");
  for (const auto &[name, entry] : header.items()) {
    if (name == "__metadata__")
      continue;
    ParameterInfo parameter;
    if (std::string why = readEntry(entry, parameter, 8 + headerBytes);
        !why.empty())
      return fail("tensor '" + name + "' " + why);
    tensors.emplace(name, std::move(parameter));
  }
  return checkRanges(fileBytes, error);
}

bool ParameterFile::checkRanges(uint64_t fileBytes, std::string &error) const {
  for (const auto &[name, parameter] : tensors) {
    uint64_t end;
    if (!__builtin_add_overflow(parameter.offset, parameter.bytes, &end) &&
        end <= fileBytes)
      continue;
    error = "tensor '" + name + "' of '" + filePath + "' needs " +
            std::to_string(parameter.bytes) + " data bytes from byte " +
            std::to_string(parameter.offset) + "; the file ends at byte " +
            std::to_string(fileBytes) + ": it is truncated";
    return false;
  }
  return true;
}

const ParameterInfo *ParameterFile::find(const std::string &name) const {
  auto it = tensors.find(name);
  return it == tensors.end() ? nullptr : &it->second;
}

bool ParameterFile::read(const std::string &name, DType type,
                         const std::vector<int64_t> &shape, char *dest,
                         std::string &error) const {
  const ParameterInfo *parameter = find(name);
  std::string which = "parameter '" + name + "'";
  if (!parameter) {
    error = which + " is not in '" + filePath + "' (" +
            std::to_string(tensors.size()) + " tensors)";
    return false;
  }
  const char *wanted = traits(type).safetensorsDType;
  if (parameter->dtype != wanted || parameter->shape != shape) {
    error = which + " is " + parameter->dtype + " " +
            shapeText(parameter->shape) + " in '" + filePath +
            "'; the program takes " + wanted + " " + shapeText(shape);
    return false;
  }
  uint64_t done = 0;
  while (done < parameter->bytes) {
    ssize_t got = ::pread(fd, dest + done, parameter->bytes - done,
                          static_cast<off_t>(parameter->offset + done));
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0) {
      error = "reading " + which + " from '" + filePath + "' failed: " +
              (got < 0 ? std::strerror(errno) : "the file ended early");
      return false;
    }
    done += static_cast<uint64_t>(got);
  }
  return true;
}
