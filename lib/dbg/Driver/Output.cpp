//===- Output.cpp - how dbg's tools write the files a user names ----------===//

#include "dbg/Driver/Output.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

using namespace mlir;

std::string dbg::resolveOutputPath(StringRef path) {
  llvm::sys::fs::file_status linkStatus;
  if (llvm::sys::fs::status(path, linkStatus, /*follow=*/false) ||
      linkStatus.type() != llvm::sys::fs::file_type::symlink_file)
    return path.str();
  llvm::SmallString<256> real;
  if (llvm::sys::fs::real_path(path, real))
    return path.str();
  return std::string(real);
}

LogicalResult dbg::checkOutputIsNotInput(StringRef input, StringRef output,
                                         std::string &error) {
  if (input == "-" || output == "-")
    return success();
  bool same = false;
  if (!llvm::sys::fs::equivalent(input, output, same) && same) {
    error = ("the output '" + output + "' is the input '" + input +
             "'; pass another -o")
                .str();
    return failure();
  }
  return success();
}

LogicalResult
dbg::writeOutputFile(StringRef output,
                     function_ref<void(llvm::raw_ostream &)> print,
                     std::string &error) {
  if (output == "-") {
    print(llvm::outs());
    llvm::outs().flush();
    return success();
  }
  std::string target = resolveOutputPath(output);
  llvm::sys::fs::file_status status;
  bool exists = !llvm::sys::fs::status(target, status);
  if (exists && status.type() == llvm::sys::fs::file_type::directory_file) {
    error = ("cannot write '" + output + "': it is a directory").str();
    return failure();
  }
  if (exists && status.type() != llvm::sys::fs::file_type::regular_file) {
    // A device, FIFO or socket: written through in place. O_NONBLOCK: a
    // FIFO that no process reads is refused instead of waited for.
    int fd = ::open(target.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
      std::string why = errno == ENXIO ? "it is a FIFO that no process reads"
                                       : std::strerror(errno);
      error = ("cannot open '" + output + "': " + why).str();
      return failure();
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    print(os);
    os.close();
    if (os.has_error()) {
      error =
          ("writing '" + output + "' failed: " + os.error().message()).str();
      os.clear_error();
      return failure();
    }
    return success();
  }
  llvm::Error result = llvm::writeToOutput(target, [&](llvm::raw_ostream &os) {
    print(os);
    return llvm::Error::success();
  });
  if (result) {
    error =
        ("cannot write '" + output + "': " + llvm::toString(std::move(result)))
            .str();
    return failure();
  }
  return success();
}

LogicalResult dbg::installExecutable(StringRef linked, StringRef output,
                                     std::string &error) {
  std::string target = resolveOutputPath(output);
  llvm::sys::fs::file_status status;
  if (!llvm::sys::fs::status(target, status) &&
      status.type() != llvm::sys::fs::file_type::regular_file) {
    error = ("cannot write the executable '" + output +
             "': it exists and is not a regular file; name a file")
                .str();
    return failure();
  }
  if (std::error_code ec = llvm::sys::fs::rename(linked, target)) {
    error = ("cannot write '" + output + "': " + ec.message()).str();
    return failure();
  }
  return success();
}
