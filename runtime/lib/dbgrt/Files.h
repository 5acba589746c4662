//===- Files.h - how libdbgrt writes the files a user names -----*- C++ -*-===//
//
// Every file libdbgrt writes for the user (.npy dumps, break-after
// operands, the outputs of a program's entry point) goes through
// writeWholeFile, so that a crash never leaves half a file and an output
// path that is not a regular file is never replaced.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_FILES_H
#define DBGRT_FILES_H

#include <string>
#include <string_view>
#include <vector>

namespace dbgrt {

/// Writes the concatenation of `pieces` to `path` as one whole file.
///
/// - A symbolic link is followed: its target is written, the link stays.
/// - A regular file, or a path that does not exist yet, is written through
///   a temporary file in the same directory whose name is unique to this
///   process and call (`NAME.tmp-PID-N`), then renamed over it: a crash
///   leaves no half-written file, and two processes writing one directory
///   never share a temporary.
/// - Anything else that exists (a character device such as /dev/full or
///   /dev/stdout, a FIFO, a socket) is written through in place, never
///   renamed over; a directory is refused, and so is a FIFO that no
///   process reads (openWithoutWaiting).
///
/// False with `error` naming the path and the system's reason (the errno
/// of the call that failed, `fclose` and `close` included, so a full disk
/// says "No space left on device"); the temporary is removed then.
/// From a signal handler that ends the process: removes the temporaries
/// of the writeWholeFile calls in progress (async-signal-safe: unlink).
void removeTemporaries();

/// open(2) of `path` for writing with `flags` (O_WRONLY and others), that
/// never waits long for a reader: a FIFO that no process opens for reading
/// within a second is refused (-1, errno ENXIO, `why` "it is a FIFO that no
/// process reads"); once open, writes block as usual. -1 with `why` the
/// system's reason otherwise.
int openWithoutWaiting(const std::string &path, int flags, std::string &why);

bool writeWholeFile(const std::string &path,
                    const std::vector<std::string_view> &pieces,
                    std::string &error);

/// Whether `a` and `b` name one existing file (the same device and inode,
/// through links too). False when either does not exist.
bool isSameFile(const std::string &a, const std::string &b);

} // namespace dbgrt

#endif // DBGRT_FILES_H
