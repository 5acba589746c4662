/*===- Operands.h - the memref operands of a dispatch site ------*- C++ -*-===*\
 *
 * A dispatch site (DbgrtSite::operands) lists the memref operands of its
 * launch whose descriptors the runtime reads, as comma-separated items
 * INDEX:ACCESS:DTYPE:RANK:PARAM, e.g. "0:r:f32:2:0,2:w:f32:1:8":
 *  - INDEX: the position of the operand among the kernel's operands;
 *  - ACCESS: what the kernel does with the memory: r (reads), w (writes),
 *    rw (both), a (both, by atomic updates only: memref.atomic_rmw and
 *    generic_atomic_rmw) or - (neither); stores and atomics through views
 *    count as writes, calls and unknown ops as both;
 *  - DTYPE: the element type: f16, bf16, f32, f64, i1, i8, i16, i32, i64
 *    (index is i64);
 *  - RANK: the memref's rank;
 *  - PARAM: the position of the operand's first value among the launch's
 *    parameters (mgpuLaunchKernel's `params`), where a ranked memref of rank
 *    R passes 3 + 2R values, {allocated, aligned, offset, sizes[R],
 *    strides[R]} (MLIR's StridedMemRefType), an unranked memref 2 and any
 *    other operand 1 (launchParamCount).
 * libdbgrt reads each descriptor from the launch's arguments when the
 * dispatch launches: from `params` on a GPU, from the kernel's frame at
 * INDEX on the host target. The compiler's verifier and libdbgrt both parse
 * the list with this header (header-only, no LLVM).
 *
 * A dispatch site may also carry its kernel's signature (KernelArg below):
 * every kernel operand's MLIR type and how the launch passes it, which a
 * repro of the dispatch needs.
\*===----------------------------------------------------------------------===*/

#ifndef DBGRT_OPERANDS_H
#define DBGRT_OPERANDS_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace dbgrt {

/// Element types of dispatch operands.
enum class DType { F16, BF16, F32, F64, I1, I8, I16, I32, I64 };

/// What an element type is, in one place.
struct DTypeTraits {
  /// The spelling in an operand list ("f32").
  const char *name;
  /// Bytes per element in memory.
  size_t bytes;
  /// The NumPy `descr` of its .npy files ("<f4").
  const char *npyDescr;
  /// Its `dtype` in a safetensors file's header ("F32").
  const char *safetensorsDType;
};

/// The traits of `type`. i1 is stored in a byte, as MLIR's LLVM lowering of
/// memref<...xi1> does; bf16 goes to .npy files as f32, which NumPy reads.
inline const DTypeTraits &traits(DType type) {
  static constexpr DTypeTraits table[] = {
      {"f16", 2, "<f2", "F16"}, {"bf16", 2, "<f4", "BF16"},
      {"f32", 4, "<f4", "F32"}, {"f64", 8, "<f8", "F64"},
      {"i1", 1, "|b1", "BOOL"}, {"i8", 1, "|i1", "I8"},
      {"i16", 2, "<i2", "I16"}, {"i32", 4, "<i4", "I32"},
      {"i64", 8, "<i8", "I64"}};
  return table[static_cast<int>(type)];
}

/// The spelling of `type` in an operand list ("f32").
inline const char *toString(DType type) { return traits(type).name; }

/// Bytes per element in memory.
inline size_t byteSize(DType type) { return traits(type).bytes; }

inline bool isFloat(DType type) { return type <= DType::F64; }

/// Parses a safetensors `dtype` ("F32"); false for one dbg does not take.
inline bool parseSafetensorsDType(std::string_view text, DType &type) {
  for (int i = 0; i <= static_cast<int>(DType::I64); ++i)
    if (text == traits(static_cast<DType>(i)).safetensorsDType) {
      type = static_cast<DType>(i);
      return true;
    }
  return false;
}

/// Parses an element type spelling; false when unknown.
inline bool parseDType(std::string_view text, DType &type) {
  for (int i = 0; i <= static_cast<int>(DType::I64); ++i)
    if (text == toString(static_cast<DType>(i))) {
      type = static_cast<DType>(i);
      return true;
    }
  return false;
}

/// One memref operand of a dispatch.
struct OperandInfo {
  int index = 0;
  bool read = false, written = false;
  /// Read and written by atomic updates only (ACCESS a).
  bool atomic = false;
  DType type = DType::F32;
  int rank = 0;
  int param = 0;
};

/// The number of launch parameters a ranked memref of `rank` passes.
inline int memrefParamCount(int rank) { return 3 + 2 * rank; }

/// The ACCESS spelling of `info`: "r", "w", "rw", "a" or "-".
inline const char *accessString(const OperandInfo &info) {
  if (info.atomic)
    return "a";
  return info.read ? (info.written ? "rw" : "r") : (info.written ? "w" : "-");
}

/// Formats `operands` as an operand list.
inline std::string formatOperands(const std::vector<OperandInfo> &operands) {
  std::string text;
  for (const OperandInfo &info : operands) {
    if (!text.empty())
      text += ',';
    text += std::to_string(info.index) + ':' + accessString(info) + ':' +
            toString(info.type) + ':' + std::to_string(info.rank) + ':' +
            std::to_string(info.param);
  }
  return text;
}

/// Removes the first `separator`-delimited item from `text` and returns it
/// (all of `text` where it holds no separator).
inline std::string_view takeItem(std::string_view &text, char separator) {
  size_t at = text.find(separator);
  std::string_view item = text.substr(0, at);
  text.remove_prefix(at == std::string_view::npos ? text.size() : at + 1);
  return item;
}

/// Parses `digits`, a decimal count of at most 6 digits, into `out`; false
/// when it is not one.
inline bool parseCount(std::string_view digits, int &out) {
  if (digits.empty() || digits.size() > 6)
    return false;
  out = 0;
  for (char c : digits) {
    if (c < '0' || c > '9')
      return false;
    out = out * 10 + (c - '0');
  }
  return true;
}

/// Parses an operand list (empty: no operands). On a malformed list returns
/// false with `error` naming the item and what is wrong.
inline bool parseOperands(std::string_view text,
                          std::vector<OperandInfo> &operands,
                          std::string &error) {
  operands.clear();
  while (!text.empty()) {
    std::string_view item = takeItem(text, ',');
    std::string_view fields[5];
    size_t count = 0;
    for (std::string_view rest = item; count < 5;) {
      size_t colon = rest.find(':');
      fields[count++] = rest.substr(0, colon);
      if (colon == std::string_view::npos) {
        rest = {};
        break;
      }
      rest = rest.substr(colon + 1);
      if (count == 5 && !rest.empty())
        count = 6;
    }
    OperandInfo info;
    std::string why;
    if (count != 5)
      why = "expected INDEX:ACCESS:DTYPE:RANK:PARAM";
    else if (!parseCount(fields[0], info.index))
      why = "the index is not a number";
    else if (fields[1] == "r" || fields[1] == "w" || fields[1] == "rw" ||
             fields[1] == "a" || fields[1] == "-") {
      info.atomic = fields[1] == "a";
      info.read = info.atomic || fields[1].find('r') != std::string_view::npos;
      info.written =
          info.atomic || fields[1].find('w') != std::string_view::npos;
      if (!parseDType(fields[2], info.type))
        why = "unknown element type (expected f16, bf16, f32, f64, i1, i8, "
              "i16, i32 or i64)";
      else if (!parseCount(fields[3], info.rank))
        why = "the rank is not a number";
      else if (!parseCount(fields[4], info.param))
        why = "the parameter position is not a number";
    } else {
      why = "the access is not r, w, rw, a or -";
    }
    if (!why.empty()) {
      error = "operand '" + std::string(item) + "': " + why;
      return false;
    }
    operands.push_back(info);
  }
  return true;
}

/// One operand of a kernel's signature (DbgrtSite::signature), what a
/// repro of its dispatch passes it: one line per kernel operand, in order,
///  - `m RANK DTYPE TYPE`: a ranked memref of RANK whose elements are DTYPE,
///  - `i BYTES TYPE` / `f BYTES TYPE`: an integer (index included) or a float
///    of BYTES bytes, passed by value,
///  - `x PARAMS TYPE`: anything else (a vector, an unranked memref), which
///    takes PARAMS launch parameters and cannot be written to a repro,
/// where TYPE is the operand's MLIR type as the kernel spells it.
struct KernelArg {
  enum class Kind { Memref, Integer, Float, Other };
  Kind kind = Kind::Other;
  /// Memref: rank and element type.
  int rank = 0;
  DType type = DType::F32;
  /// Integer, Float: bytes of the value.
  int bytes = 0;
  /// Launch parameters it takes (memrefParamCount for a memref, 1 for a
  /// scalar).
  int params = 1;
  std::string mlirType;
};

/// True for a kernel argument that is a TMA descriptor (nvgpu's
/// tensormap descriptor type): a pointer to the descriptor the driver
/// encoded, which no signature kind describes.
inline bool isTmaDescriptorArg(const KernelArg &arg) {
  return arg.kind == KernelArg::Kind::Other && arg.params == 1 &&
         std::string_view(arg.mlirType).substr(0, 28) ==
             "!nvgpu.tensormap.descriptor<";
}

/// Formats `args` as a signature (one line each).
inline std::string formatSignature(const std::vector<KernelArg> &args) {
  std::string text;
  for (const KernelArg &arg : args) {
    switch (arg.kind) {
    case KernelArg::Kind::Memref:
      text += "m " + std::to_string(arg.rank) + ' ' + toString(arg.type);
      break;
    case KernelArg::Kind::Integer:
    case KernelArg::Kind::Float:
      text += std::string(arg.kind == KernelArg::Kind::Integer ? "i " : "f ") +
              std::to_string(arg.bytes);
      break;
    case KernelArg::Kind::Other:
      text += "x " + std::to_string(arg.params);
      break;
    }
    text += ' ' + arg.mlirType + '\n';
  }
  return text;
}

/// Parses a signature; false with `error` naming the line when malformed.
inline bool parseSignature(std::string_view text, std::vector<KernelArg> &args,
                           std::string &error) {
  args.clear();
  auto word = [](std::string_view &line) {
    size_t space = line.find(' ');
    std::string_view first = line.substr(0, space);
    line = space == std::string_view::npos ? std::string_view()
                                           : line.substr(space + 1);
    return first;
  };
  while (!text.empty()) {
    size_t newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    text = newline == std::string_view::npos ? std::string_view()
                                             : text.substr(newline + 1);
    std::string_view whole = line;
    std::string_view kind = word(line);
    KernelArg arg;
    int value = 0;
    bool ok = parseCount(word(line), value);
    if (ok && kind == "m") {
      arg.kind = KernelArg::Kind::Memref;
      arg.rank = value;
      arg.params = memrefParamCount(value);
      ok = parseDType(word(line), arg.type);
    } else if (ok && (kind == "i" || kind == "f")) {
      arg.kind =
          kind == "i" ? KernelArg::Kind::Integer : KernelArg::Kind::Float;
      arg.bytes = value;
      ok = value == 1 || value == 2 || value == 4 || value == 8;
    } else if (ok && kind == "x") {
      arg.params = value;
    } else {
      ok = false;
    }
    if (!ok || line.empty()) {
      error = "signature line '" + std::string(whole) +
              "': expected 'm RANK DTYPE TYPE', 'i BYTES TYPE', "
              "'f BYTES TYPE' or 'x PARAMS TYPE'";
      return false;
    }
    arg.mlirType = std::string(line);
    args.push_back(std::move(arg));
  }
  return true;
}

} // namespace dbgrt

#endif // DBGRT_OPERANDS_H
