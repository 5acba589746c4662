//===- Files.cpp - how libdbgrt writes the files a user names ------------===//

#include "Files.h"

#include "Report.h"

#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dbgrt {

namespace {

/// Writes every piece to `fd` and closes it; false with the errno of the
/// first failing call (a write, or the close) in `err`.
bool writePiecesAndClose(int fd, const std::vector<std::string_view> &pieces,
                         int &err) {
  bool ok = true;
  for (std::string_view piece : pieces)
    if (!(ok = writeAll(fd, piece)))
      break;
  err = errno;
  if (::close(fd) != 0 && ok) {
    ok = false;
    err = errno;
  }
  return ok;
}

std::string reason(int err) { return std::strerror(err); }

/// The file a path names once symbolic links are followed: the link's
/// target when it resolves, else `path` itself (a dangling link is written
/// through, which creates its target).
std::string resolvedPath(const std::string &path) {
  struct stat info;
  if (::lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode))
    return path;
  char resolved[PATH_MAX];
  if (::realpath(path.c_str(), resolved))
    return resolved;
  return path;
}

/// Writes `pieces` into an existing file that is not a regular one.
bool writeInPlace(const std::string &path,
                  const std::vector<std::string_view> &pieces,
                  std::string &error) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) {
    error = "cannot open '" + path + "': " + reason(errno);
    return false;
  }
  int err = 0;
  bool ok = writePiecesAndClose(fd, pieces, err);
  if (!ok)
    error = "writing '" + path + "' failed: " + reason(err);
  return ok;
}

} // namespace

bool writeWholeFile(const std::string &path,
                    const std::vector<std::string_view> &pieces,
                    std::string &error) {
  std::string target = resolvedPath(path);
  struct stat info;
  bool exists = ::stat(target.c_str(), &info) == 0;
  if (exists && S_ISDIR(info.st_mode)) {
    error = "cannot write '" + path + "': it is a directory";
    return false;
  }
  // A device, FIFO or socket: written through, never replaced.
  if (exists && !S_ISREG(info.st_mode))
    return writeInPlace(target, pieces, error);

  static std::atomic<unsigned> counter{0};
  std::string temporary;
  int fd = -1;
  for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
    temporary = target + ".tmp-" + std::to_string(::getpid()) + "-" +
                std::to_string(counter.fetch_add(1));
    fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                0666);
    if (fd < 0 && errno != EEXIST)
      break;
  }
  if (fd < 0) {
    error = "cannot create '" + temporary + "': " + reason(errno);
    return false;
  }
  int err = 0;
  if (!writePiecesAndClose(fd, pieces, err)) {
    error = "writing '" + path + "' failed: " + reason(err);
    ::unlink(temporary.c_str());
    return false;
  }
  if (::rename(temporary.c_str(), target.c_str()) != 0) {
    error = "cannot rename '" + temporary + "' to '" + target +
            "': " + reason(errno);
    ::unlink(temporary.c_str());
    return false;
  }
  return true;
}

bool isSameFile(const std::string &a, const std::string &b) {
  struct stat first, second;
  return ::stat(a.c_str(), &first) == 0 && ::stat(b.c_str(), &second) == 0 &&
         first.st_dev == second.st_dev && first.st_ino == second.st_ino;
}

} // namespace dbgrt
