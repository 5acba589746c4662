#!/usr/bin/env python3
"""expect-exit STATUS COMMAND [ARGS...]

Runs COMMAND and succeeds only when it exits with STATUS (a number, or a
signal name such as SIGSEGV for a command killed by that signal). lit's
`not` accepts any failure; tests of documented exit statuses use this.
"""
import signal
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: expect-exit STATUS COMMAND [ARGS...]")
    want = sys.argv[1]
    rc = subprocess.call(sys.argv[2:])
    got = str(rc) if rc >= 0 else signal.Signals(-rc).name
    if got != want:
        sys.exit("expect-exit: '%s' exited with %s, expected %s" %
                 (" ".join(sys.argv[2:]), got, want))


if __name__ == "__main__":
    main()
