#!/usr/bin/env python3
"""A mutation fuzzer of what a dbg-built executable reads at run time,
deterministic for a seed.

    mutate-runtime.py --program EXE --input NPY [--count N] [--seconds S]
                      [--seed K] [--timeout T] [--out DIR]

EXE is a program with the .npy entry point (linalg-frontend, compiled with
--debug=trace) and NPY an input it accepts. Each run mutates one of:

- DBG_OPTIONS: filters (trace-tensors, break-after: @func:N, @func:N#K,
  id=N, regular expressions) with inserted, deleted or replaced characters,
  huge numbers, control characters and separators, next to other keys
  (modes, formats, dump-dir, report-format=jsonl);
- the .npy input's header: its dict text (shape, dtype, order, keys), its
  length field, magic and version, or the file cut short.

A run passes when the program exits with 0 (ran), 1 (a clean error: a
report, a refused input), 2 (refused options) or 3 (break-after), each
1 and 2 with an error line; under report-format=jsonl and
trace-format=jsonl every line dbg writes to stderr must parse as a JSON
object. It fails on a signal, a hang (more than --timeout seconds), another
status, or an unparseable JSON line. Failing cases are written to --out.
Prints one summary line, "N runs: N ran, N refused, N failed", and exits 1
when any failed.
"""
import argparse
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import time

FILTERS = ["@forward:3", "@forward:0#1", "id=4", "matmul", "fill|relu",
           "forward_dispatch_1[0-9]", "(a|b)*x", "^forward.*4x10$", "."]
KEYS = ["trace-tensors", "break-after"]
EXTRAS = ["trace-tensors-when=outputs", "trace-tensors-when=inputs",
          "trace-tensors-mode=npy", "trace-tensors-mode=full",
          "trace-tensors-mode=stats", "trace-tensors-limit=3", "trace=0",
          "nan-check=0", "bounds=0", "device-sync-mode"]
INSERTS = ["[", "]", "(", ")", "{", "}", "*", "+", "?", "|", "\\", "^", "$",
           ",", "=", "#", ":", "@", "\n", "\t", "\x01", "%p", "/",
           "99999999999999999999", "18446744073709551617", "-1", "0"]
NUMBERS = ["0", "-1", "1", "4", "99999999999999999999", "4000000000",
           "9223372036854775807", "18446744073709551616", "2.5", "", "1e3"]


def mutate_text(text, rng):
    """One character-level edit of `text`."""
    kind = rng.randrange(4)
    at = rng.randrange(len(text) + 1)
    if kind == 0:
        return text[:at] + rng.choice(INSERTS) + text[at:]
    if kind == 1 and text:
        return text[:at] + text[at + 1:]
    if kind == 2:
        return text[:at] + rng.choice(NUMBERS) + text[at:]
    return text * rng.randrange(1, 4)


def mutate_options(rng, dump_dir):
    parts = []
    for _ in range(rng.randrange(1, 3)):
        value = rng.choice(FILTERS)
        for _ in range(rng.randrange(0, 4)):
            value = mutate_text(value, rng)
        parts.append(rng.choice(KEYS) + "=" + value)
    parts += rng.sample(EXTRAS, rng.randrange(0, 3))
    jsonl = rng.randrange(2) == 0
    if jsonl:
        parts += ["report-format=jsonl", "trace-format=jsonl"]
    parts.append("dump-dir=" + dump_dir)
    rng.shuffle(parts)
    return ",".join(parts), jsonl


def mutate_npy(data, rng):
    """A mutant of the .npy file `data` (bytes)."""
    length = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + length].decode("latin-1")
    body = data[10 + length:]
    kind = rng.randrange(6)
    if kind == 0:  # The header's text.
        for _ in range(rng.randrange(1, 4)):
            header = mutate_text(header, rng)
    elif kind == 1:  # The shape.
        header = header.replace("'shape': (", "'shape': (%s, " %
                                rng.choice(NUMBERS), 1)
    elif kind == 2:  # The dtype, the order, a key given twice.
        header = rng.choice([
            header.replace("'<f4'", rng.choice(["'<f8'", "'>f4'", "'|b1'",
                                                "'<c8'", "'f4'", "'<f2'"])),
            header.replace("False", rng.choice(["True", "0", "None"])),
            header.replace("{", "{'shape': (2,), ", 1),
            header.replace("{", "{'descr': '<i8', ", 1)])
    elif kind == 3:  # The length field.
        return data[:8] + struct.pack("<H", rng.randrange(65536)) + data[10:]
    elif kind == 4:  # Magic and version.
        i = rng.randrange(8)
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
    else:  # Cut short.
        return data[:rng.randrange(len(data))]
    raw = header.encode("latin-1", errors="replace")
    return data[:8] + struct.pack("<H", len(raw) % 65536) + raw + body


def check(run, jsonl):
    """None when the run passes, else why it failed."""
    if run.returncode < 0:
        return "killed by signal %d" % -run.returncode
    if run.returncode not in (0, 1, 2, 3):
        return "exit status %d" % run.returncode
    lines = run.stderr.splitlines()
    if run.returncode in (1, 2) and not any("error" in l for l in lines):
        return "exit status %d without an error" % run.returncode
    if jsonl and run.returncode != 2:
        for line in lines:
            if line.startswith("[dbg]"):
                return "a text line under report-format=jsonl: " + line
            if line.startswith("{"):
                try:
                    if not isinstance(json.loads(line), dict):
                        raise ValueError("not an object")
                except ValueError as e:
                    return "unparseable JSON line (%s): %s" % (e, line)
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--program", required=True)
    parser.add_argument("--input", required=True)
    parser.add_argument("--count", type=int, default=1000000)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--out", default=None)
    options = parser.parse_args()

    rng = random.Random(options.seed)
    valid = open(options.input, "rb").read()
    work = tempfile.mkdtemp(prefix="dbg-fuzz-runtime-")
    counts = {"ran": 0, "refused": 0, "failed": 0}
    deadline = time.monotonic() + options.seconds
    n = 0
    while n < options.count and time.monotonic() < deadline:
        n += 1
        dump_dir = os.path.join(work, "dump")
        shutil.rmtree(dump_dir, ignore_errors=True)
        npy = os.path.join(work, "input.npy")
        env = dict(os.environ)
        if rng.randrange(2) == 0:
            what = "DBG_OPTIONS"
            env["DBG_OPTIONS"], jsonl = mutate_options(rng, dump_dir)
            data = valid
        else:
            what = ".npy header"
            data = mutate_npy(valid, rng)
            jsonl = False
        with open(npy, "wb") as f:
            f.write(data)
        try:
            run = subprocess.run([options.program, "--input=@" + npy],
                                 env=env, capture_output=True, text=True,
                                 errors="replace", timeout=options.timeout)
            why = check(run, jsonl)
        except subprocess.TimeoutExpired:
            why = "hang (more than %g s)" % options.timeout
        if why is None:
            counts["ran" if run.returncode in (0, 3) else "refused"] += 1
            continue
        counts["failed"] += 1
        print("FAILED run %d (%s): %s" % (n, what, why[:400]))
        if options.out:
            os.makedirs(options.out, exist_ok=True)
            with open(os.path.join(options.out, "run-%d.npy" % n), "wb") as f:
                f.write(data)
            with open(os.path.join(options.out, "run-%d.env" % n), "w") as f:
                f.write(env.get("DBG_OPTIONS", "") + "\n")
    shutil.rmtree(work, ignore_errors=True)
    print("%d runs: %d ran, %d refused, %d failed" %
          (n, counts["ran"], counts["refused"], counts["failed"]))
    sys.exit(1 if counts["failed"] else 0)


if __name__ == "__main__":
    main()
