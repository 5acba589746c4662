#!/usr/bin/env python3
"""A mutation fuzzer of dbg-compile, deterministic for a seed.

    mutate.py --bin DIR --seeds FILE_OR_DIR... [--count N] [--seconds S]
              [--seed K] [--out DIR] [--upstream-opt MLIR_OPT]

Takes the seed programs, mutates them (deletes, duplicates or swaps lines;
replaces numbers, identifiers, types and punctuation; truncates), and
compiles each mutant with dbg-compile (host target, and CUDA to PTX, with
dbg's instrumentation). A mutant passes when dbg-compile succeeds, or fails
with errors that all carry a source location (`file:line:col: error:`) or
name the culprit on the command line (`dbg-compile: error:`). It fails when
dbg-compile crashes (a signal, or a crash it caught itself: exit status 70),
hangs (more than --timeout seconds), or reports an error without a
location. A crash that upstream's mlir-opt (--upstream-opt) shows too is
counted apart: dbg-compile caught it and named the parser or the upstream
pass, and only a fix upstream removes it (MLIR 22 crashes parsing
`llvm.insertvalue %v, %s[4294967296]`, and translating a global of type
`!llvm.array<2 x memref<4x4xf32>>`). Failing mutants are copied to --out.
Prints one summary line, "N mutants: N compiled, N refused with located
errors, N upstream crashes, N failed", and exits 1 when any failed.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time

LOCATED = re.compile(r"^.+:\d+:\d+: error: ")
TOOL = re.compile(r"^dbg-compile: error: ")
UNLOCATED_SOURCE = re.compile(r"loc\((unknown|fused\[\])")
REPRODUCER = re.compile(r"reproducer of the pass alone is '([^']+)'")
CARET = re.compile(r"^\s*\^~*\s*$")
DIAGNOSTIC = re.compile(r"^.+:\d+:\d+: (error|warning|note|remark): ")
TYPES = ["i1", "i8", "i32", "i64", "index", "f16", "f32", "f64", "bf16",
         "memref<?xf32>", "memref<4x4xf32>", "vector<4xf32>", "!llvm.ptr"]
NUMBERS = ["0", "1", "-1", "2", "7", "32", "1024", "65536", "2147483647",
           "-2147483648", "4294967296", "9223372036854775807", "0.0", "1.5"]
PUNCTUATION = ["(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "%",
               "@", "^", "\"", "#", "!", "->"]


def mutate(text, rng):
    lines = text.split("\n")
    kind = rng.randrange(9)
    if kind == 0 and len(lines) > 1:
        del lines[rng.randrange(len(lines))]
    elif kind == 1:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
    elif kind == 2 and len(lines) > 1:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 3:
        numbers = list(re.finditer(r"(?<![\w%@])-?\d+(\.\d+)?", text))
        if numbers:
            m = rng.choice(numbers)
            return text[:m.start()] + rng.choice(NUMBERS) + text[m.end():]
    elif kind == 4:
        names = list(re.finditer(r"[%@]\w+", text))
        if len(names) > 1:
            m, other = rng.choice(names), rng.choice(names)
            return text[:m.start()] + other.group(0) + text[m.end():]
    elif kind == 5:
        types = list(re.finditer(r"\b(i1|i8|i16|i32|i64|index|f16|f32|f64)\b",
                                 text))
        if types:
            m = rng.choice(types)
            return text[:m.start()] + rng.choice(TYPES) + text[m.end():]
    elif kind == 6:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(PUNCTUATION) + text[i:]
    elif kind == 7:
        return text[:rng.randrange(len(text) + 1)]
    else:
        i = rng.randrange(len(text) + 1)
        j = min(len(text), i + rng.randrange(1, 40))
        return text[:i] + text[j:]
    return "\n".join(lines)


def seeds_from(paths):
    files = []
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                # crash-*.mlir are dbg-compile's own crash tests.
                files += [os.path.join(root, n) for n in sorted(names)
                          if n.endswith(".mlir") and not n.startswith("crash-")]
        elif os.path.exists(path):
            files.append(path)
    return sorted(files)


def crashes_upstream(upstream_opt, args, timeout):
    """Whether upstream's mlir-opt crashes too, run with `args`."""
    try:
        run = subprocess.run([upstream_opt] + args + ["-o", os.devnull],
                             capture_output=True, text=True, errors="replace",
                             timeout=timeout)
    except subprocess.TimeoutExpired:
        return False
    return run.returncode < 0 or "Stack dump:" in run.stderr


def is_upstream_crash(upstream_opt, source, stderr, timeout):
    """Whether a crash dbg-compile caught is upstream's: its parser crashes
    on `source` too, or the reproducer dbg-compile wrote of the crashing
    pass (an upstream pass; dbg's ops left unregistered) crashes mlir-opt."""
    if "crashed while parsing" in stderr:
        return crashes_upstream(upstream_opt, [source], timeout)
    reproducer = REPRODUCER.search(stderr)
    if not reproducer:
        return False
    path = reproducer.group(1)
    try:
        return crashes_upstream(upstream_opt, [
            "--allow-unregistered-dialect", "--run-reproducer", path], timeout)
    finally:
        os.remove(path)


def classify(bin_dir, source, target, timeout, upstream_opt):
    """Returns (verdict, detail): compiled, refused, upstream or failed."""
    args = [os.path.join(bin_dir, "dbg-compile"), source,
            "--target=" + target, "--debug=sensible", "--emit=llvm-dialect",
            "-o", os.devnull]
    if target == "cuda":
        args.append("--kernel-format=isa")
    try:
        run = subprocess.run(args, capture_output=True, text=True,
                             errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return "failed", "hang (more than %g s)" % timeout
    if run.returncode < 0:
        return "failed", "killed by signal %d" % -run.returncode
    if run.returncode == 70:
        if upstream_opt and is_upstream_crash(upstream_opt, source,
                                              run.stderr, timeout):
            return "upstream", ""
        return "failed", "crash caught by dbg-compile: " + run.stderr[-400:]
    if run.returncode == 0:
        return "compiled", ""
    lines = run.stderr.splitlines()
    # A located diagnostic is followed by the source line it points into and
    # a caret line; the source line is the program's text, not a message
    # (even when it reads "error:", or is a lone "^" itself).
    errors = []
    i = 0
    while i < len(lines):
        if "error:" in lines[i]:
            errors.append(lines[i])
        quotes = (DIAGNOSTIC.match(lines[i]) and i + 2 < len(lines) and
                  CARET.match(lines[i + 2]))
        i += 3 if quotes else 1
    if not errors:
        return "failed", "exit %d without an error" % run.returncode
    # A program that gives its ops no location (loc(unknown), loc(fused[]))
    # gets errors without one.
    unlocated = UNLOCATED_SOURCE.search(open(source, errors="replace").read())
    for line in errors:
        if unlocated and line.startswith("<unknown>:0: error: "):
            continue
        if not (LOCATED.match(line) or TOOL.match(line)) or \
                line.startswith("<unknown>") or "loc(unknown)" in line:
            return "failed", "error without a location: " + line
    return "refused", ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--seeds", nargs="+", required=True)
    parser.add_argument("--count", type=int, default=1000000)
    # A time box for bench/fuzz.sh; 0: none (the count alone decides, as
    # in the test suite, whose verdict must not depend on machine load).
    parser.add_argument("--seconds", type=float, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--out", default=None)
    parser.add_argument("--upstream-opt", default=None)
    options = parser.parse_args()

    rng = random.Random(options.seed)
    seeds = seeds_from(options.seeds)
    if not seeds:
        sys.exit("mutate.py: no seed programs")
    texts = [open(s, errors="replace").read() for s in seeds]
    counts = {"compiled": 0, "refused": 0, "upstream": 0, "failed": 0}
    deadline = (time.monotonic() + options.seconds
                if options.seconds > 0 else float("inf"))
    work = tempfile.mkdtemp(prefix="dbg-fuzz-")
    n = 0
    while n < options.count and time.monotonic() < deadline:
        i = rng.randrange(len(seeds))
        text = texts[i]
        for _ in range(rng.randrange(1, 4)):
            text = mutate(text, rng)
        target = "cuda" if rng.randrange(4) == 0 else "host"
        source = os.path.join(work, "mutant.mlir")
        with open(source, "w") as f:
            f.write(text)
        verdict, detail = classify(options.bin, source, target,
                                   options.timeout, options.upstream_opt)
        counts[verdict] += 1
        n += 1
        if verdict == "failed":
            print("FAILED mutant %d of %s (--target=%s): %s" %
                  (n, os.path.basename(seeds[i]), target, detail))
            if options.out:
                os.makedirs(options.out, exist_ok=True)
                with open(os.path.join(options.out, "mutant-%d.mlir" % n),
                          "w") as f:
                    f.write(text)
    print("%d mutants: %d compiled, %d refused with located errors, "
          "%d upstream crashes, %d failed" %
          (n, counts["compiled"], counts["refused"], counts["upstream"],
           counts["failed"]))
    sys.exit(1 if counts["failed"] else 0)


if __name__ == "__main__":
    main()
