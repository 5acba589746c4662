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
  std::string why;
  int fd = openWithoutWaiting(path, O_WRONLY | O_CLOEXEC, why);
  if (fd < 0) {
    error = "cannot open '" + path + "': " + why;
    return false;
  }
  int err = 0;
  bool ok = writePiecesAndClose(fd, pieces, err);
  if (!ok)
    error = "writing '" + path + "' failed: " + reason(err);
  return ok;
}

} // namespace

int openWithoutWaiting(const std::string &path, int flags, std::string &why) {
  // A reader that is starting gets a second (a hundred tries 10 ms apart).
  int fd = -1;
  for (int attempt = 0; attempt < 100; ++attempt) {
    fd = ::open(path.c_str(), flags | O_NONBLOCK, 0644);
    if (fd >= 0 || errno != ENXIO)
      break;
    ::usleep(10000);
  }
  if (fd < 0) {
    int err = errno;
    why = err == ENXIO ? "it is a FIFO that no process reads" : reason(err);
    errno = err;
    return -1;
  }
  if (!(flags & O_NONBLOCK))
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  return fd;
}

namespace {
/// The temporaries writeWholeFile is writing, for removeTemporaries: a
/// slot per file being written at once (more go unlisted).
constexpr size_t kTemporarySlots = 64;
std::atomic<const char *> gTemporaries[kTemporarySlots];

/// Lists `path` while it exists; the slot taken, or -1.
int listTemporary(const std::string &path) {
  for (size_t i = 0; i < kTemporarySlots; ++i) {
    const char *empty = nullptr;
    if (gTemporaries[i].compare_exchange_strong(empty, path.c_str()))
      return static_cast<int>(i);
  }
  return -1;
}
void unlistTemporary(int slot) {
  if (slot >= 0)
    gTemporaries[slot].store(nullptr);
}
} // namespace

void removeTemporaries() {
  for (std::atomic<const char *> &slot : gTemporaries)
    if (const char *path = slot.exchange(nullptr))
      ::unlink(path);
}

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
  int slot = -1;
  for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
    temporary = target + ".tmp-" + std::to_string(::getpid()) + "-" +
                std::to_string(counter.fetch_add(1));
    // Listed before it exists: a signal that ends the process once it does
    // removes it (the name is this process's own).
    slot = listTemporary(temporary);
    fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                0666);
    int openErrno = errno;
    if (fd < 0)
      unlistTemporary(slot);
    errno = openErrno;
    if (fd < 0 && errno != EEXIST)
      break;
  }
  if (fd < 0) {
    error = "cannot create '" + temporary + "': " + reason(errno);
    return false;
  }
  int err = 0;
  bool ok = writePiecesAndClose(fd, pieces, err);
  if (!ok)
    error = "writing '" + path + "' failed: " + reason(err);
  else if (::rename(temporary.c_str(), target.c_str()) != 0)
    error = "cannot rename '" + temporary + "' to '" + target +
            "': " + reason(errno);
  else
    return unlistTemporary(slot), true;
  ::unlink(temporary.c_str());
  unlistTemporary(slot);
  return false;
}

bool isSameFile(const std::string &a, const std::string &b) {
  struct stat first, second;
  return ::stat(a.c_str(), &first) == 0 && ::stat(b.c_str(), &second) == 0 &&
         first.st_dev == second.st_dev && first.st_ino == second.st_ino;
}

} // namespace dbgrt
