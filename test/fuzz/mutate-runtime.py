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
  length field, magic and version, or the file cut short;
- the dump directory that repros and .npy dumps go to: what is there
  before the run (a FIFO or a symbolic link where a repro or a dump goes,
  a stale repro, a file where the folder belongs, a read-only folder);
  the run must not write through a link nor block on a FIFO;
- the moment a signal (SIGTERM, SIGINT) stops a traced run: the trace
  file (text, jsonl or chrome) must hold whole records up to it, and no
  temporary file may stay behind.

A run passes when the program exits with 0 (ran), 1 (a clean error: a
report, a refused input), 2 (refused options) or 3 (break-after), each
1 and 2 with an error line (or, signalled, by the signal); under report-format=jsonl and
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
import signal
import stat
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


DUMP_OPTIONS = ["repro=all", "repro=@forward:2", "trace-tensors=.,"
                "trace-tensors-mode=npy", "break-after=@forward:3",
                "repro-on-failure"]


def prepare_dump_dir(dump_dir, outside, rng):
    """Puts hostile contents where the run dumps; returns what was done."""
    shutil.rmtree(dump_dir, ignore_errors=True)
    kind = rng.randrange(5)
    if kind == 4:  # A file where the folder belongs.
        with open(dump_dir, "w") as f:
            f.write("not a folder\n")
        return "a file as dump-dir"
    os.makedirs(dump_dir)
    name = rng.choice(["repro-%d" % rng.randrange(1, 8),
                       "dispatch%d_forward_%d_arg0_input.npy" %
                       (rng.randrange(1, 8), rng.randrange(0, 8)),
                       "break-after.npy"])
    path = os.path.join(dump_dir, name)
    if kind == 0:
        os.mkfifo(path)
        return "a FIFO at " + name
    if kind == 1:
        os.symlink(outside, path)
        return "a link at " + name
    if kind == 2:  # A stale repro of an earlier run.
        os.makedirs(os.path.join(path, "old"), exist_ok=True)
        with open(os.path.join(path, "repro.mlir"), "w") as f:
            f.write("// an earlier run's\n")
        return "a stale " + name
    os.chmod(dump_dir, stat.S_IRUSR | stat.S_IXUSR)
    return "a read-only dump-dir"


def check_trace(path, form):
    """None when the trace file holds whole records, else why not."""
    if not os.path.exists(path):
        return None
    data = open(path, "rb").read()
    if b"\0" in data:
        return "a NUL byte in the trace"
    text = data.decode("utf-8", errors="replace")
    if form == "chrome":
        # Whole events up to the signal: the array may lack its end only.
        body = text.strip()
        if body and not body.startswith("["):
            return "a Chrome trace that does not start with '['"
        events = body.lstrip("[").rstrip("]").strip().rstrip(",")
        if events:
            try:
                json.loads("[" + events + "]")
            except ValueError as e:
                return "a torn Chrome trace (%s)" % e
        return None
    if text and not text.endswith("\n"):
        return "a torn last line: " + text.splitlines()[-1][:200]
    for line in text.splitlines():
        if form == "jsonl":
            try:
                json.loads(line)
            except ValueError as e:
                return "an unparseable trace line (%s): %s" % (e, line[:200])
        elif not line.startswith("[dbg]"):
            return "a line that is not dbg's: " + line[:200]
    return None


def run_signalled(program, npy, env, rng, timeout):
    """Runs `program` and stops it with a signal after a random delay."""
    process = subprocess.Popen([program, "--input=@" + npy], env=env,
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    time.sleep(rng.random() * 0.3)
    process.send_signal(rng.choice([signal.SIGTERM, signal.SIGINT]))
    try:
        _, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        raise
    return subprocess.CompletedProcess(process.args, process.returncode, "",
                                       err.decode("utf-8", errors="replace"))


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


def check(run, jsonl, signalled=False):
    """None when the run passes, else why it failed."""
    if signalled and (run.returncode < 0 or run.returncode >= 128):
        return None
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
        outside = os.path.join(work, "outside")
        for folder in (dump_dir, outside):
            if os.path.isdir(folder):
                os.chmod(folder, stat.S_IRWXU)
                shutil.rmtree(folder)
            elif os.path.lexists(folder):
                os.remove(folder)
        os.makedirs(outside)
        npy = os.path.join(work, "input.npy")
        env = dict(os.environ)
        data = valid
        jsonl = False
        signalled = False
        trace, form = None, None
        kind = rng.randrange(4)
        if kind == 0:
            what = "DBG_OPTIONS"
            env["DBG_OPTIONS"], jsonl = mutate_options(rng, dump_dir)
        elif kind == 1:
            what = ".npy header"
            data = mutate_npy(valid, rng)
        elif kind == 2:
            what = "dump-dir: " + prepare_dump_dir(dump_dir, outside, rng)
            env["DBG_OPTIONS"] = ",".join(
                [rng.choice(DUMP_OPTIONS), "dump-dir=" + dump_dir])
        else:
            form = rng.choice(["text", "jsonl", "chrome"])
            trace = os.path.join(work, "trace-%d.%s" % (n, form))
            what = "a signal during a %s trace" % form
            env["DBG_OPTIONS"] = ",".join(
                ["trace", "trace-format=" + form, "trace-file=" + trace,
                 "trace-tensors=.", "trace-tensors-mode=npy",
                 "dump-dir=" + dump_dir])
            signalled = True
        with open(npy, "wb") as f:
            f.write(data)
        try:
            if signalled:
                run = run_signalled(options.program, npy, env, rng,
                                    options.timeout)
            else:
                run = subprocess.run([options.program, "--input=@" + npy],
                                     env=env, capture_output=True, text=True,
                                     errors="replace",
                                     timeout=options.timeout)
            why = check(run, jsonl, signalled)
            if why is None and os.listdir(outside):
                why = "wrote through a link: " + ", ".join(os.listdir(outside))
            if why is None and trace:
                why = check_trace(trace, form)
                leftovers = [f for f in os.listdir(dump_dir)
                             if ".tmp" in f] if os.path.isdir(dump_dir) else []
                if why is None and leftovers:
                    why = "temporary files left: " + ", ".join(leftovers)
            if trace and os.path.exists(trace):
                os.remove(trace)
        except subprocess.TimeoutExpired:
            why = "hang (more than %g s)" % options.timeout
        if why is None:
            ran = run.returncode in (0, 3) or (signalled and
                                               run.returncode not in (1, 2))
            counts["ran" if ran else "refused"] += 1
            continue
        counts["failed"] += 1
        print("FAILED run %d (%s): %s" % (n, what, why[:400]))
        if options.out:
            os.makedirs(options.out, exist_ok=True)
            with open(os.path.join(options.out, "run-%d.npy" % n), "wb") as f:
                f.write(data)
            with open(os.path.join(options.out, "run-%d.env" % n), "w") as f:
                f.write(env.get("DBG_OPTIONS", "") + "\n")
    for folder, _, _ in os.walk(work):
        os.chmod(folder, stat.S_IRWXU)
    shutil.rmtree(work, ignore_errors=True)
    print("%d runs: %d ran, %d refused, %d failed" %
          (n, counts["ran"], counts["refused"], counts["failed"]))
    sys.exit(1 if counts["failed"] else 0)


if __name__ == "__main__":
    main()
