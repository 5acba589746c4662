#!/usr/bin/env python3
"""A generative fuzzer of launches, deterministic for a seed: kernels that
take scalars of mixed widths, and launches whose sizes may contradict the
kernel's known_block_size.

    generate-launches.py --bin DIR [--count N] [--seed K] [--timeout T]
                         [--out DIR]

Each case is a kernel that takes 1 to 6 scalars, each of i8, i16, i32, i64,
index, f16, f32 or f64 with a random value (extremes included), and stores
each, converted to f64, into its output; the kernel has a known_block_size
or not, and the launch's block size agrees with it or not. The program is
built for the host target with --debug=sensible (dbg-compile in DIR) and
run with DBG_OPTIONS=repro=all. A case passes when:

- a launch that contradicts known_block_size is refused: exit status 1
  and an "invalid launch configuration" error, the kernel not run;
- otherwise the program prints every scalar's value exactly as converted,
  and the repro libdbgrt wrote of the dispatch (its run.sh: dbg-compile,
  then the dispatch again on its inputs, compared with its result) gives
  the dispatch's result: every scalar reaches the repro whatever the
  widths around it.

Failing cases are written to --out. Prints one summary line, "N cases: N
ran, N refused, N failed", and exits 1 when any failed.
"""
import argparse
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile

INT_BITS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
FLOAT_FORMATS = {"f16": "<e", "f32": "<f", "f64": "<d"}
TYPES = list(INT_BITS) + list(FLOAT_FORMATS)


def random_value(rng, type_name):
    """A value of `type_name` (extremes and zero included) and its MLIR
    constant attribute."""
    if type_name in INT_BITS:
        bits = INT_BITS[type_name]
        low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        value = rng.choice([low, high, 0, -1, 1, rng.randint(low, high)])
        return float(value), "%d : %s" % (value, type_name)
    fmt = FLOAT_FORMATS[type_name]
    value = rng.choice([0.0, -0.0, 1.0, -2.5, rng.uniform(-1e4, 1e4),
                        rng.uniform(-1, 1)])
    raw = struct.pack(fmt, value)
    value = struct.unpack(fmt, raw)[0]  # Rounded to the type.
    bits = int.from_bytes(raw, "little")
    return value, "0x%0*X : %s" % (2 * len(raw), bits, type_name)


def to_f64(type_name, value):
    """MLIR ops that convert `value` of `type_name` to f64."""
    if type_name == "f64":
        return [], value
    if type_name in FLOAT_FORMATS:
        return ["%s_d = arith.extf %s : %s to f64" % (value, value,
                                                      type_name)], value + "_d"
    ops = []
    if type_name == "index":
        ops.append("%s_i = arith.index_cast %s : index to i64" % (value,
                                                                  value))
        value, type_name = value + "_i", "i64"
    ops.append("%s_d = arith.sitofp %s : %s to f64" % (value, value,
                                                      type_name))
    return ops, value + "_d"


def generate(rng):
    """A program, whether its launch is refused, and the values it
    prints."""
    types = [rng.choice(TYPES) for _ in range(rng.randrange(1, 7))]
    values = [random_value(rng, t) for t in types]
    known = rng.choice([None, 1, 32, 64])
    block = known if known and rng.randrange(2) else rng.choice([1, 32, 64])
    refused = known is not None and block != known
    n = len(types)
    params = ", ".join("%%s%d: %s" % (i, t) for i, t in enumerate(types))
    body = ["%c0 = arith.constant 0 : index",
            "%t = gpu.thread_id x",
            "%first = arith.cmpi eq, %t, %c0 : index",
            "scf.if %first {"]
    for i, t in enumerate(types):
        ops, converted = to_f64(t, "%%s%d" % i)
        body += ["  " + op for op in ops]
        body += ["  %%c%d_at = arith.constant %d : index" % (i, i),
                 "  memref.store %s, %%out[%%c%d_at] : memref<%dxf64>" %
                 (converted, i, n)]
    body += ["}", "gpu.return"]
    attributes = (" attributes {known_block_size = array<i32: %d, 1, 1>}" %
                  known if known else "")
    args = ", ".join("%%v%d : %s" % (i, t) for i, t in enumerate(types))
    constants = ["%%v%d = arith.constant %s" % (i, v[1])
                 for i, v in enumerate(values)]
    program = """module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scalars(%%out: memref<%(n)dxf64>, %(params)s) kernel%(attrs)s {
      %(body)s
    }
  }
  func.func private @printMemrefF64(memref<*xf64>)
  func.func @main() {
    %%c1 = arith.constant 1 : index
    %%block = arith.constant %(block)d : index
    %(constants)s
    %%out = gpu.alloc () : memref<%(n)dxf64>
    gpu.launch_func @kernels::@scalars blocks in (%%c1, %%c1, %%c1) threads in (%%block, %%c1, %%c1) args(%%out : memref<%(n)dxf64>, %(args)s)
    %%host = memref.alloc () : memref<%(n)dxf64>
    gpu.memcpy %%host, %%out : memref<%(n)dxf64>, memref<%(n)dxf64>
    %%p = memref.cast %%host : memref<%(n)dxf64> to memref<*xf64>
    call @printMemrefF64(%%p) : (memref<*xf64>) -> ()
    gpu.dealloc %%out : memref<%(n)dxf64>
    memref.dealloc %%host : memref<%(n)dxf64>
    return
  }
}
""" % {"n": n, "params": params, "attrs": attributes,
       "body": "\n      ".join(body), "block": block,
       "constants": "\n    ".join(constants), "args": args}
    return program, refused, [v[0] for v in values]


def printed_values(stdout):
    """The numbers printMemrefF64 printed, or None."""
    match = re.search(r"data = \s*\[([^\]]*)\]", stdout)
    if not match:
        return None
    return [float(x) for x in match.group(1).split(",")]


def run_case(options, program, refused, expected, work):
    """None when the case passes, else why it failed."""
    source = os.path.join(work, "case.mlir")
    exe = os.path.join(work, "case")
    dump = os.path.join(work, "dump")
    shutil.rmtree(dump, ignore_errors=True)
    with open(source, "w") as f:
        f.write(program)
    env = dict(os.environ)
    env["PATH"] = options.bin + os.pathsep + env.get("PATH", "")
    done = subprocess.run([os.path.join(options.bin, "dbg-compile"), source,
                           "--target=host", "--debug=sensible", "-o", exe],
                          capture_output=True, text=True,
                          timeout=options.timeout)
    if done.returncode:
        return "does not compile: " + done.stderr[-400:]
    env["DBG_OPTIONS"] = "repro=all,dump-dir=" + dump
    done = subprocess.run([exe], capture_output=True, text=True, env=env,
                          timeout=options.timeout)
    if refused:
        if done.returncode != 1 or \
                "invalid launch configuration" not in done.stderr:
            return "a launch that contradicts known_block_size ran " \
                "(exit status %d): %s" % (done.returncode,
                                          done.stderr[-400:])
        return None
    if done.returncode:
        return "exit status %d: %s" % (done.returncode, done.stderr[-400:])
    got = printed_values(done.stdout)
    if got is None or len(got) != len(expected) or any(
            abs(g - e) > 1e-5 * max(1.0, abs(e)) for g, e in zip(got, expected)):
        return "printed %s, not %s" % (got, expected)
    run_sh = os.path.join(dump, "repro-1", "run.sh")
    if not os.path.exists(run_sh):
        return "no repro written: " + done.stderr[-400:]
    done = subprocess.run(["sh", run_sh], capture_output=True, text=True,
                          env={k: v for k, v in env.items()
                               if k != "DBG_OPTIONS"},
                          timeout=options.timeout)
    if done.returncode:
        return "the repro differs (exit status %d): %s" % (
            done.returncode, (done.stdout + done.stderr)[-400:])
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--out", default=None)
    options = parser.parse_args()
    options.bin = os.path.abspath(options.bin)
    rng = random.Random(options.seed)
    work = tempfile.mkdtemp(prefix="dbg-fuzz-launches-")
    counts = {"ran": 0, "refused": 0, "failed": 0}
    for n in range(1, options.count + 1):
        program, refused, expected = generate(rng)
        try:
            why = run_case(options, program, refused, expected, work)
        except subprocess.TimeoutExpired:
            why = "hang (more than %g s)" % options.timeout
        if why is None:
            counts["refused" if refused else "ran"] += 1
            continue
        counts["failed"] += 1
        print("FAILED case %d: %s" % (n, why))
        if options.out:
            os.makedirs(options.out, exist_ok=True)
            with open(os.path.join(options.out, "case-%d.mlir" % n), "w") as f:
                f.write(program)
    shutil.rmtree(work, ignore_errors=True)
    print("%d cases: %d ran, %d refused, %d failed" %
          (options.count, counts["ran"], counts["refused"], counts["failed"]))
    sys.exit(1 if counts["failed"] else 0)


if __name__ == "__main__":
    main()
