//===- Entry.cpp - program entry points on .npy files ---------------------===//
//
// dbgrtEntryArgs, dbgrtEntryInput, dbgrtEntryParameter and dbgrtEntryOutput
// (Abi.def): what the main function a frontend generates calls to run a
// compiled model on the user's .npy files, like iree-run-module's
// --input=@x.npy and --output=@y.npy, with its parameters from a
// safetensors file (--parameters=@model.safetensors, as iree-run-module's
// --parameters=@model.irpa).
//
//===----------------------------------------------------------------------===//

#include "Diff.h"
#include "Files.h"
#include "Parameters.h"
#include "Report.h"
#include "Runtime.h"
#include "Tensors.h"

#include "dbgrt/dbgrt.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace {

/// The program's arguments, as dbgrtEntryArgs took them.
struct EntryArgs {
  std::string program = "program";
  std::vector<std::string> inputs, outputs, expects;
  /// --repeat=N; 0 when not given (one run, not timed).
  int64_t repeat = 0;
  std::chrono::steady_clock::time_point start;
  /// --parameters=@FILE, or "".
  std::string parameters;
  /// The program's parameters (dbgrtEntryParameters): how many, and the
  /// file the compiler wrote them to.
  int32_t numParameters = 0;
  std::string parametersWrittenTo;
  /// The --parameters file, open once its arguments were read.
  std::unique_ptr<dbgrt::ParameterFile> parameterFile;
};

EntryArgs &entryArgs() {
  static EntryArgs args;
  return args;
}

void printUsage(std::FILE *to, int numInputs, int numOutputs) {
  const EntryArgs &args = entryArgs();
  std::fprintf(to, "usage: %s", args.program.c_str());
  for (int i = 0; i < numInputs; ++i)
    std::fprintf(to, " --input=@INPUT%d.npy", i);
  for (int i = 0; i < numOutputs; ++i)
    std::fprintf(to, " [--output=@OUTPUT%d.npy]", i);
  for (int i = 0; i < numOutputs; ++i)
    std::fprintf(to, " [--expect=@EXPECTED%d.npy]", i);
  if (args.numParameters)
    std::fprintf(to, " --parameters=@PARAMETERS.safetensors");
  std::fprintf(to,
               " [--repeat=N]\n  runs the compiled function on %d input%s "
               "(.npy files, C order) and writes its %d output%s as .npy "
               "files; an output without --output is printed. --expect "
               "compares an output with a .npy file (the tolerances of "
               "DBG_OPTIONS diff-rtol, diff-atol, diff-ulps) and exits with "
               "status 1 when they differ. --repeat runs "
               "it N times and prints the mean time of a run (with N above "
               "1, after one untimed warm-up run). DBG_OPTIONS=help "
               "lists dbg's run-time options.\n",
               numInputs, numInputs == 1 ? "" : "s", numOutputs,
               numOutputs == 1 ? "" : "s");
  if (args.numParameters)
    std::fprintf(to,
                 "  --parameters names the safetensors file of its %d "
                 "parameter%s (the compiler wrote '%s').\n",
                 args.numParameters, args.numParameters == 1 ? "" : "s",
                 args.parametersWrittenTo.c_str());
}

/// The memref `descriptor` of `rank` and `dtype` as a TensorRef; false
/// after printing an error that names it as `which` ("input 0") when
/// `dtype` is unknown.
bool makeTensor(const std::string &which, int64_t rank, void *descriptor,
                const char *dtype, dbgrt::TensorRef &ref) {
  if (!dbgrt::parseDType(dtype ? dtype : "", ref.info.type) || rank < 0) {
    std::fprintf(stderr, "error: %s: unsupported element type '%s'\n",
                 which.c_str(), dtype ? dtype : "");
    return false;
  }
  ref.info.rank = static_cast<int>(rank);
  ref.descriptor = static_cast<const int64_t *>(descriptor);
  return true;
}

std::string shapeString(const std::vector<int64_t> &shape) {
  std::string text = "(";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + (shape.size() == 1 ? ",)" : ")");
}

/// --expect: compares output `index` (`ref`, read into `dense`) with the
/// .npy file at `path` under diff's tolerances; prints where they differ
/// and returns 1, or prints that they match and returns 0.
int32_t compareOutput(int32_t index, const dbgrt::TensorRef &ref,
                      const std::vector<char> &dense, const std::string &path) {
  dbgrt::NpyArray expected;
  std::string error;
  std::vector<int64_t> shape = ref.shape();
  bool narrow = ref.info.type == dbgrt::DType::BF16;
  dbgrt::DType type = narrow ? dbgrt::DType::F32 : ref.info.type;
  auto accept = [&](const dbgrt::NpyHeader &header) {
    if (header.type == type && header.shape == shape)
      return true;
    error = "'" + path + "' is " + dbgrt::toString(header.type) +
            " with shape " + shapeString(header.shape) + "; output is " +
            dbgrt::toString(type) + " with shape " + shapeString(shape);
    return false;
  };
  if (!dbgrt::readNpy(path, expected, error, accept)) {
    std::fprintf(stderr, "error: --expect for output %d: %s\n", index,
                 error.c_str());
    return 1;
  }
  // bf16 is compared as the float32 the file holds.
  std::vector<char> actual = dense;
  if (narrow) {
    actual.assign(expected.data.size(), 0);
    for (size_t i = 0; i < actual.size() / 4; ++i) {
      float value = static_cast<float>(
          dbgrt::elementValue(dense.data(), dbgrt::DType::BF16, i));
      std::memcpy(actual.data() + 4 * i, &value, sizeof value);
    }
  }
  const dbgrt::Options &opts = dbgrt::Runtime::get().options();
  dbgrt::Tolerances tolerances = dbgrt::resolveTolerances(
      ref.info.type, opts.diffRtol, opts.diffAtol, opts.diffUlps);
  dbgrt::DiffResult result = dbgrt::compareBuffers(
      type, actual.data(), expected.data.data(), ref.elements(), tolerances);
  auto value = [&](double v) {
    return dbgrt::isFloat(type) ? dbgrt::formatFloat(v, dbgrt::toString(type))
                                : std::to_string(static_cast<long long>(v));
  };
  if (result.differing == 0) {
    std::printf("output %d matches %s (%lld element(s), largest error %s)\n",
                index, path.c_str(), static_cast<long long>(result.elements),
                value(result.maxError).c_str());
    std::fflush(stdout);
    return 0;
  }
  std::fprintf(stderr,
               "error: output %d differs from %s at %lld of %lld "
               "element(s); first at %s: got %s, expected %s; largest error "
               "%s at %s\n",
               index, path.c_str(), static_cast<long long>(result.differing),
               static_cast<long long>(result.elements),
               dbgrt::formatIndex(result.first, shape).c_str(),
               value(result.firstGpu).c_str(), value(result.firstRef).c_str(),
               value(result.worstError).c_str(),
               dbgrt::formatIndex(result.worst, shape).c_str());
  return 1;
}

/// The count of `--repeat=N` (`arg`), or 0 when it is not one from 1 to
/// 10^9: a count that overflows or would run for days is a mistake, not a
/// request.
constexpr long long kMaxRepeat = 1000000000;
long long parseRepeat(const char *arg) {
  long long n = 0;
  const char *digits = arg + 9;
  bool valid = *digits != '\0';
  for (const char *c = digits; valid && *c; ++c) {
    valid = *c >= '0' && *c <= '9';
    n = valid ? n * 10 + (*c - '0') : n;
    valid = valid && n <= kMaxRepeat;
  }
  return valid ? n : 0;
}

/// Reads one command-line argument into `args`; false (with an error) for
/// one the program does not take. `--help` prints the usage and exits.
bool readArgument(EntryArgs &args, const char *arg, int32_t numInputs,
                  int32_t numOutputs) {
  auto path = [](const char *value) {
    return std::string(value[0] == '@' ? value + 1 : value);
  };
  if (!std::strcmp(arg, "--help") || !std::strcmp(arg, "-h")) {
    printUsage(stdout, numInputs, numOutputs);
    std::fflush(stdout);
    std::exit(0);
  }
  if (!std::strncmp(arg, "--input=", 8)) {
    args.inputs.push_back(path(arg + 8));
  } else if (!std::strncmp(arg, "--output=", 9)) {
    args.outputs.push_back(path(arg + 9));
  } else if (!std::strncmp(arg, "--expect=", 9)) {
    args.expects.push_back(path(arg + 9));
  } else if (!std::strncmp(arg, "--parameters=", 13)) {
    if (!args.parameters.empty()) {
      std::fprintf(stderr, "error: '%s': --parameters was given already\n",
                   arg);
      return false;
    }
    args.parameters = path(arg + 13);
  } else if (!std::strncmp(arg, "--repeat=", 9)) {
    args.repeat = parseRepeat(arg);
    if (!args.repeat) {
      std::fprintf(stderr,
                   "error: '%s': --repeat takes a count from 1 to %lld\n", arg,
                   kMaxRepeat);
      return false;
    }
  } else if (arg[0] == '-') {
    std::fprintf(stderr, "error: unknown argument '%s'\n", arg);
    return false;
  } else {
    args.inputs.push_back(arg);
  }
  return true;
}

/// Whether an output of `args` would overwrite an input (the same file,
/// through links too) or another output; says which.
bool overwritesFile(const EntryArgs &args) {
  for (size_t o = 0; o < args.outputs.size(); ++o) {
    if (!args.parameters.empty() &&
        (args.outputs[o] == args.parameters ||
         dbgrt::isSameFile(args.outputs[o], args.parameters))) {
      std::fprintf(stderr,
                   "error: --output='%s' is the --parameters file; writing "
                   "it would overwrite the parameters: name another file\n",
                   args.outputs[o].c_str());
      return true;
    }
    for (size_t i = 0; i < args.inputs.size(); ++i)
      if (args.outputs[o] == args.inputs[i] ||
          dbgrt::isSameFile(args.outputs[o], args.inputs[i])) {
        std::fprintf(stderr,
                     "error: --output='%s' is input %zu '%s'; writing it "
                     "would overwrite the input: name another file\n",
                     args.outputs[o].c_str(), i, args.inputs[i].c_str());
        return true;
      }
    for (size_t p = 0; p < o; ++p)
      if (args.outputs[o] == args.outputs[p] ||
          dbgrt::isSameFile(args.outputs[o], args.outputs[p])) {
        std::fprintf(stderr,
                     "error: outputs %zu and %zu are both '%s': name "
                     "another file\n",
                     p, o, args.outputs[o].c_str());
        return true;
      }
  }
  return false;
}

/// Whether --parameters agrees with the program: given exactly when it has
/// parameters; says what is wrong.
bool checkParameters(const EntryArgs &args, int32_t numInputs,
                     int32_t numOutputs) {
  if (args.numParameters && args.parameters.empty()) {
    std::fprintf(stderr,
                 "error: the program reads its %d parameter%s from a "
                 "safetensors file: --parameters=@FILE (the compiler wrote "
                 "'%s')\n",
                 args.numParameters, args.numParameters == 1 ? "" : "s",
                 args.parametersWrittenTo.c_str());
  } else if (!args.numParameters && !args.parameters.empty()) {
    std::fprintf(stderr,
                 "error: --parameters='%s': the program has no parameters "
                 "(it was compiled with its weights inside)\n",
                 args.parameters.c_str());
  } else {
    return true;
  }
  printUsage(stderr, numInputs, numOutputs);
  return false;
}

/// Opens and checks the --parameters file, if any: 0, or 1 after an error.
int32_t openParameters(EntryArgs &args) {
  if (args.parameters.empty())
    return 0;
  auto file = std::make_unique<dbgrt::ParameterFile>();
  std::string error;
  if (!file->open(args.parameters, error)) {
    std::fprintf(stderr, "error: --parameters: %s\n", error.c_str());
    return 1;
  }
  args.parameterFile = std::move(file);
  return 0;
}

} // namespace

extern "C" int32_t dbgrtEntryArgs(int32_t argc, void *argv, int32_t numInputs,
                                  int32_t numOutputs) {
  EntryArgs &args = entryArgs();
  char **argvs = static_cast<char **>(argv);
  if (argc > 0 && argvs[0])
    args.program = argvs[0];
  args.inputs.clear();
  args.outputs.clear();
  args.expects.clear();
  args.repeat = 0;
  args.parameters.clear();
  args.parameterFile.reset();
  for (int i = 1; i < argc; ++i) {
    if (!readArgument(args, argvs[i], numInputs, numOutputs)) {
      printUsage(stderr, numInputs, numOutputs);
      return 2;
    }
  }
  if (args.inputs.size() != static_cast<size_t>(numInputs) ||
      args.outputs.size() > static_cast<size_t>(numOutputs)) {
    std::fprintf(stderr,
                 "error: the program takes %d input%s and at most %d "
                 "output%s; got %zu and %zu\n",
                 numInputs, numInputs == 1 ? "" : "s", numOutputs,
                 numOutputs == 1 ? "" : "s", args.inputs.size(),
                 args.outputs.size());
    printUsage(stderr, numInputs, numOutputs);
    return 2;
  }
  if (args.expects.size() > static_cast<size_t>(numOutputs)) {
    std::fprintf(stderr,
                 "error: the program has %d output%s; got %zu --expect\n",
                 numOutputs, numOutputs == 1 ? "" : "s", args.expects.size());
    printUsage(stderr, numInputs, numOutputs);
    return 2;
  }
  if (overwritesFile(args) || !checkParameters(args, numInputs, numOutputs))
    return 2;
  return openParameters(args);
}

extern "C" void dbgrtEntryParameters(int32_t count, const char *file) {
  EntryArgs &args = entryArgs();
  args.numParameters = count;
  args.parametersWrittenTo = file ? file : "";
}

extern "C" int32_t dbgrtEntryParameter(const char *name, int64_t rank,
                                       void *descriptor, const char *dtype) {
  dbgrt::TensorRef ref;
  const EntryArgs &args = entryArgs();
  std::string which = std::string("parameter '") + (name ? name : "") + "'";
  if (!makeTensor(which, rank, descriptor, dtype, ref))
    return 1;
  if (!args.parameterFile || !name) {
    std::fprintf(stderr, "error: %s: no --parameters file is open\n",
                 which.c_str());
    return 1;
  }
  // The main function's buffers are fresh allocations, dense.
  if (!ref.isContiguous()) {
    std::fprintf(stderr, "error: %s: the program's buffer is not dense\n",
                 which.c_str());
    return 1;
  }
  std::string error;
  if (!args.parameterFile->read(name, ref.info.type, ref.shape(),
                                const_cast<char *>(ref.base()), error)) {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }
  return 0;
}

extern "C" int32_t dbgrtEntryInput(int32_t index, int64_t rank,
                                   void *descriptor, const char *dtype) {
  dbgrt::TensorRef ref;
  if (!makeTensor("input " + std::to_string(index), rank, descriptor, dtype,
                  ref))
    return 1;
  const EntryArgs &args = entryArgs();
  if (index < 0 || static_cast<size_t>(index) >= args.inputs.size()) {
    std::fprintf(stderr, "error: input %d was not given\n", index);
    return 1;
  }
  const std::string &path = args.inputs[index];
  dbgrt::NpyArray array;
  std::string error;
  std::vector<int64_t> shape = ref.shape();
  // The header is checked against the program before any data is read.
  bool mismatch = false;
  // A bf16 input comes as float32 (numpy has no bf16), rounded below.
  bool narrow = ref.info.type == dbgrt::DType::BF16;
  auto accept = [&](const dbgrt::NpyHeader &header) {
    dbgrt::DType expected = narrow ? dbgrt::DType::F32 : ref.info.type;
    if (header.type == expected && header.shape == shape)
      return true;
    std::fprintf(stderr,
                 "error: input %d '%s' is %s with shape %s; the program "
                 "takes %s with shape %s\n",
                 index, path.c_str(), dbgrt::toString(header.type),
                 shapeString(header.shape).c_str(),
                 narrow ? "bf16 (read from f32)" : dtype,
                 shapeString(shape).c_str());
    mismatch = true;
    return false;
  };
  if (!dbgrt::readNpy(path, array, error, accept)) {
    if (!mismatch)
      std::fprintf(stderr, "error: input %d: %s\n", index, error.c_str());
    return 1;
  }
  if (narrow) {
    std::vector<char> narrowed(array.data.size() / 2);
    for (size_t i = 0; i < narrowed.size() / 2; ++i) {
      float value;
      std::memcpy(&value, array.data.data() + 4 * i, sizeof value);
      uint16_t bits = dbgrt::toBFloat16(value);
      std::memcpy(narrowed.data() + 2 * i, &bits, sizeof bits);
    }
    array.data = std::move(narrowed);
  }
  // Scatter the dense C-order data into the memref by its strides.
  size_t elementBytes = dbgrt::byteSize(ref.info.type);
  char *base = const_cast<char *>(ref.base());
  int64_t elements = ref.elements();
  std::vector<int64_t> position(shape.size(), 0);
  for (int64_t i = 0; i < elements; ++i) {
    int64_t offset = 0;
    for (size_t d = 0; d < shape.size(); ++d)
      offset += position[d] * ref.strides()[d];
    std::memcpy(base + offset * static_cast<int64_t>(elementBytes),
                array.data.data() + i * elementBytes, elementBytes);
    for (size_t d = shape.size(); d-- > 0;) {
      if (++position[d] < shape[d])
        break;
      position[d] = 0;
    }
  }
  return 0;
}

extern "C" int64_t dbgrtEntryRepeat() {
  return std::max<int64_t>(entryArgs().repeat, 1);
}

extern "C" void dbgrtEntryTimer(int32_t stop, const char *function) {
  EntryArgs &args = entryArgs();
  auto now = std::chrono::steady_clock::now();
  if (!stop) {
    args.start = now;
    return;
  }
  if (args.repeat == 0)
    return;
  double us =
      std::chrono::duration<double, std::micro>(now - args.start).count();
  std::fprintf(stderr, "%s: %lld runs in %.3f ms, %.3f us per run\n",
               function ? function : "function",
               static_cast<long long>(args.repeat), us / 1000.0,
               us / static_cast<double>(args.repeat));
}

extern "C" int32_t dbgrtEntryOutput(int32_t index, int64_t rank,
                                    void *descriptor, const char *dtype) {
  dbgrt::TensorRef ref;
  if (!makeTensor("output " + std::to_string(index), rank, descriptor, dtype,
                  ref))
    return 1;
  std::vector<char> dense;
  std::string error;
  auto readHost = [](void *dest, const void *source, size_t bytes,
                     std::string &) {
    std::memcpy(dest, source, bytes);
    return true;
  };
  if (!dbgrt::gatherTensor(ref, readHost, dense, error)) {
    std::fprintf(stderr, "error: output %d: %s\n", index, error.c_str());
    return 1;
  }
  const EntryArgs &args = entryArgs();
  bool written = index >= 0 && static_cast<size_t>(index) < args.outputs.size();
  if (written && !dbgrt::writeNpy(args.outputs[index], ref.info.type,
                                  ref.shape(), dense.data(), error)) {
    std::fprintf(stderr, "error: output %d: %s\n", index, error.c_str());
    return 1;
  }
  if (index >= 0 && static_cast<size_t>(index) < args.expects.size())
    return compareOutput(index, ref, dense, args.expects[index]);
  if (written)
    return 0;
  // Printed like iree-run-module: the type, a summary and the first values.
  int64_t elements = ref.elements();
  std::string text =
      "result[" + std::to_string(index) + "]: " + ref.typeString() + " " +
      dbgrt::formatStats(
          dbgrt::computeStats(dense.data(), ref.info.type, elements)) +
      "\n  [";
  constexpr int64_t kShown = 16;
  for (int64_t i = 0; i < elements && i < kShown; ++i)
    text +=
        (i ? ", " : "") +
        dbgrt::formatFloat(dbgrt::elementValue(dense.data(), ref.info.type, i),
                           dbgrt::isFloat(ref.info.type) ? "f32" : "i64");
  text += elements > kShown ? ", ...]\n" : "]\n";
  std::fwrite(text.data(), 1, text.size(), stdout);
  return 0;
}
