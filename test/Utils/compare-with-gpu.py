#!/usr/bin/env python3
"""Runs the GPU suite's programs on the host target and compares them with
the GPU: each program of test/gpu/suite.txt is compiled with dbg-compile
--target=host and its suite flags, run with its DBG_OPTIONS, and must exit
with the suite's status and print, on stdout, what the program printed on
an H100 (recorded in test/gpu/gpu-outputs/NAME.out, memref
addresses aside). The programs that need a GPU by nature are listed below
with the reason.

usage: compare-with-gpu.py SUITE OUTPUTS DBG_COMPILE [--corpus DIR]
                           [--only corpus|local]

Prints one line per difference and a summary; exits 1 when any differs.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

# Suite programs the host target does not run the GPU's way, and why.
NOT_ON_HOST = {
    "gemm-sm90": "upstream's program reads fragments other warps stored with no barrier between: the host target shows the race the GPU's timing hides (upstream-programs/host-sm90.test)",
    "gemm-sm90.traced": "upstream's program reads fragments other warps stored with no barrier between: the host target shows the race the GPU's timing hides (upstream-programs/host-sm90.test)",
    "gemm-sm90.diff-host": "upstream's program reads fragments other warps stored with no barrier between: on the host target the kernel and its host build share the race, on the GPU only the host build shows it",
    "gemm-sm90.checked": "upstream's program reads fragments other warps stored with no barrier between: the host target shows the race the GPU's timing hides (upstream-programs/host-sm90.test)",
    "gpu-to-cubin": "prints memory it never initialized",
    "gpu-to-cubin.traced": "prints memory it never initialized",
    "gpu-to-cubin.checked": "prints memory it never initialized",
    "gpu-to-cubin.diff-host": "prints memory it never initialized",
    "diff-host": "a reduction missing a barrier, which one warp hides on a "
    "GPU and the host target's threads do not",
    "diff-host.diff": "a reduction missing a barrier, which one warp hides "
    "on a GPU and the host target's threads do not",
    "dt-guard-host": "host memory passed as device memory: the host target "
    "has one memory",
    "missing-barrier.diff": "a reduction missing a barrier, diffed against "
    "its host build: on the host target both are that build",
}


def normalize(text):
    """Drops what differs between runs: the addresses printMemref prints."""
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ADDR", text)


def parse_suite(path):
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        fields = [f.strip() for f in line.rstrip("\n").split("|")]
        name, source, flags, options, status = fields[:5]
        yield name, source, flags, options, int(status)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("suite")
    parser.add_argument("outputs")
    parser.add_argument("dbg_compile")
    parser.add_argument("--corpus")
    parser.add_argument("--only", choices=["corpus", "local"])
    opts = parser.parse_args()
    # SUITE is test/gpu/suite.txt of the repository.
    root = os.path.dirname(
        os.path.dirname(os.path.dirname(os.path.abspath(opts.suite))))
    work = tempfile.mkdtemp(prefix="dbg-compare-")

    programs = []
    skipped = []
    for name, source, flags, options, status in parse_suite(opts.suite):
        from_corpus = source.startswith("corpus:")
        if opts.only == "corpus" and not from_corpus:
            continue
        if opts.only == "local" and from_corpus:
            continue
        if name in NOT_ON_HOST:
            skipped.append(name)
            continue
        if source.startswith(("torch:", "torch?:", "seeded:", "repro:")):
            # Compiled by linalg-frontend and checked against PyTorch on the
            # host by examples/linalg-frontend/test; repros, made and run on
            # the host target by test/Integration/dispatch-tools/repro.test.
            skipped.append(name)
            continue
        if from_corpus:
            path = os.path.join(opts.corpus, source[len("corpus:"):])
        elif source.startswith("example:"):
            path = os.path.join(root, "examples", source[len("example:"):])
        else:
            path = os.path.join(root, "test", "Integration", source)
        flags = [f for f in flags.split() if not f.startswith("--chip")]
        programs.append((name, path, flags, options, status))

    # One executable per source and flags.
    builds = {}
    for name, path, flags, _, _ in programs:
        builds.setdefault((path, tuple(flags)),
                          os.path.join(work, "prog%d" % len(builds)))

    def build(item):
        (path, flags), exe = item
        done = subprocess.run(
            [opts.dbg_compile, path, "--target=host", *flags, "-o", exe],
            capture_output=True, text=True)
        return (path, flags), done

    failures = []
    jobs = os.cpu_count() or 2
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for key, done in pool.map(build, builds.items()):
            if done.returncode:
                failures.append("%s %s: does not compile for the host:\n%s" %
                                (key[0], " ".join(key[1]), done.stderr))

    def run(program):
        name, path, flags, options, status = program
        exe = builds[(path, tuple(flags))]
        outdir = os.path.join(work, name + ".out.d")
        os.makedirs(outdir)
        env = dict(os.environ)
        env["DBG_OPTIONS"] = options.replace("OUTDIR", outdir)
        try:
            done = subprocess.run([exe], capture_output=True, text=True,
                                  env=env, timeout=120)
        except subprocess.TimeoutExpired:
            return name, "did not finish in 120 s"
        problems = []
        if done.returncode != status:
            problems.append("exit status %d, on the GPU %d" %
                            (done.returncode, status))
        expected = os.path.join(opts.outputs, name + ".out")
        if not os.path.exists(expected):
            problems.append("no GPU output recorded at " + expected)
        elif normalize(open(expected).read()) != normalize(done.stdout):
            problems.append("stdout differs from the GPU's:\n--- host\n%s"
                            "--- GPU\n%s" % (done.stdout, open(expected).read()))
        return name, "; ".join(problems)

    same = 0
    if not failures:
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            for name, problem in pool.map(run, programs):
                if problem:
                    failures.append("%s: %s" % (name, problem))
                else:
                    same += 1
    shutil.rmtree(work, ignore_errors=True)
    for failure in failures:
        print("DIFFERS " + failure)
    print("%d programs as on the GPU, %d differ; %d need a GPU or another "
          "check: %s" % (same, len(failures), len(skipped),
                         " ".join(sorted(skipped))))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
