//===- Output.h - how dbg's tools write the files a user names --*- C++ -*-===//
//
// The rules every output of dbg-compile and of frontends built on dbg
// follows (libdbgrt's Files.h gives the executables the same rules): an
// output never replaces its input, a symbolic link is followed, and a
// device or FIFO is written through rather than replaced.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_DRIVER_OUTPUT_H
#define DBG_DRIVER_OUTPUT_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir::dbg {

/// The file `path` names once symbolic links are followed: the target of a
/// link that resolves, else `path` itself (a dangling link is written
/// through, which creates its target).
std::string resolveOutputPath(StringRef path);

/// Fails with `error` set when `output` names the file `input` is (the
/// same device and inode, through links and other spellings too): writing
/// it would destroy the program being compiled. "-" (stdin or stdout) is
/// never the same file as a path.
LogicalResult checkOutputIsNotInput(StringRef input, StringRef output,
                                    std::string &error);

/// Writes what `print` prints to `output` as one whole file: a regular file
/// (or a new one) through a temporary beside it renamed into place once
/// complete, so that a failure never leaves half a file; the target of a
/// symbolic link, the link kept; a device, FIFO or socket written through,
/// never replaced; "-" for stdout. Fails with `error` naming the file and
/// the reason (a directory, a full disk, no permission).
LogicalResult writeOutputFile(StringRef output,
                              function_ref<void(llvm::raw_ostream &)> print,
                              std::string &error);

/// Where an executable linked into the temporary file `linked` (made
/// beside resolveOutputPath(output)) goes: renamed onto `output`, or onto
/// the target of `output` when it is a symbolic link. Fails with `error` set,
/// leaving `output` untouched, when `output` exists and is not a regular file
/// (an executable is not written to a device or a FIFO) or the rename fails.
LogicalResult installExecutable(StringRef linked, StringRef output,
                                std::string &error);

} // namespace mlir::dbg

#endif // DBG_DRIVER_OUTPUT_H
