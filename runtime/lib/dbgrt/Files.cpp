//===- Files.cpp - how libdbgrt writes the files a user names ------------===//

#include "Files.h"

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

/// Writes every piece to `fd`; false with errno set on the first failure.
bool writePieces(int fd, const std::vector<std::string_view> &pieces) {
  for (std::string_view piece : pieces) {
    const char *data = piece.data();
    size_t left = piece.size();
    while (left > 0) {
      ssize_t written = ::write(fd, data, left);
      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0) {
        if (written == 0)
          errno = EIO;
        return false;
      }
      data += written;
      left -= static_cast<size_t>(written);
    }
  }
  return true;
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
  bool ok = writePieces(fd, pieces);
  int err = errno;
  if (::close(fd) != 0 && ok) {
    ok = false;
    err = errno;
  }
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
  bool ok = writePieces(fd, pieces);
  int err = errno;
  if (::close(fd) != 0 && ok) {
    ok = false;
    err = errno;
  }
  if (!ok) {
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
