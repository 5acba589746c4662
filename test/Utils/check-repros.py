#!/usr/bin/env python3
"""Checks that the repro of each seeded bug reproduces its report.

usage: check-repros.py DBG_BIN WORKDIR PROGRAM|SPEC[|DBG_OPTIONS] ...

For each PROGRAM (a .mlir file) compiled by DBG_BIN/dbg-compile for the host
target with --debug=SPEC,repro-on-failure: runs it (with DBG_OPTIONS), finds
the repro libdbgrt wrote of the first dispatch whose check failed, runs the
repro's run.sh (which builds it with dbg-compile and runs it on the
dispatch's inputs), and checks that the repro's run reports the same first
error, at the same source line, and gives the dispatch's result. Which
thread claimed a report first, and for a race which pair of accesses (and
so the racing kernel's result), may differ between two runs whose blocks
run in parallel: those are left out of the comparison. Prints one line per
program, "reproduced: ERROR" or "NOT reproduced: WHY", then "N reproduced,
N not".
"""

import os
import re
import subprocess
import sys


def first_error(text):
    """The first check report of `text`: its error line, without the block
    and thread, and for a race without its detail."""
    for line in text.splitlines():
        if line.startswith("[dbg] error: ") and " site(s) failed" not in line:
            line = re.sub(r", block \([0-9,]*\) thread \([0-9,]*\)", "", line)
            return re.sub(r"( race on .* at [^ ]*:[0-9]+:[0-9]+): .*", r"\1",
                          line)
    return None


def main():
    dbg_bin, work = os.path.abspath(sys.argv[1]), sys.argv[2]
    env = dict(os.environ)
    env["PATH"] = dbg_bin + os.pathsep + env.get("PATH", "")
    env.pop("DBG_OPTIONS", None)
    good = bad = 0
    for item in sys.argv[3:]:
        program, spec, options = (item.split("|") + [""])[:3]
        name = os.path.basename(program)[: -len(".mlir")]
        exe = os.path.join(work, name)
        dump = os.path.join(work, name + "-dump")
        why = None
        done = subprocess.run(
            [os.path.join(dbg_bin, "dbg-compile"), program, "--target=host",
             "--debug=%s,repro-on-failure" % spec, "-o", exe],
            capture_output=True, text=True)
        if done.returncode:
            why = "does not compile: " + done.stderr
        else:
            run_env = dict(env)
            run_env["DBG_OPTIONS"] = ",".join(
                o for o in ["dump-dir=" + dump, options] if o)
            done = subprocess.run([exe], capture_output=True, text=True,
                                  env=run_env, timeout=120)
            error = first_error(done.stderr)
            written = re.search(r"note: repro of .* written to (\S+); run:",
                                done.stderr)
            if not error or not written:
                why = "no report or no repro written:\n" + done.stderr
            else:
                repro = subprocess.run(
                    ["sh", os.path.join(written.group(1), "run.sh")],
                    capture_output=True, text=True, env=env, timeout=300)
                again = first_error(repro.stderr)
                # The same check at the same line; the dispatch's name is
                # @repro:0 in the repro.
                if again != error:
                    why = "the repro reports %r, the program %r\n%s%s" % (
                        again, error, repro.stdout, repro.stderr)
                elif " race on " not in error and \
                        "matches" not in repro.stdout:
                    why = "the repro's result differs:\n" + repro.stdout + \
                        repro.stderr
        if why:
            bad += 1
            print("%s: NOT reproduced: %s" % (name, why))
        else:
            good += 1
            print("%s: reproduced: %s" % (name, error))
    print("%d reproduced, %d not" % (good, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
