#!/usr/bin/env python3
"""check-model.py: one model of examples/torch, compiled for the host
target plain, with --debug=sensible and with --debug=diff, run on its
inputs (MODEL.input.npy, MODEL.input1.npy, ...) and checked: each output
equals PyTorch's (MODEL.expected.npy) to 1e-4, the sensible run reports
nothing (test/gpu/checks/torch.check, prefix CLEAN) and the diff run finds
no dispatch that differs (diff.check, prefix MODEL), as the GPU suite checks
the same programs on a GPU. Exits 1 at the first failure, saying which.

  check-model.py --frontend PATH --filecheck PATH --checks DIR
                 --model examples/torch/NAME --out PREFIX [MODE ...]
"""
import argparse
import glob
import subprocess
import sys

import numpy as np

# Each mode: its --debug= spec and the check of what it printed.
MODES = {"plain": (None, None),
         "sensible": ("sensible", ("torch.check", "CLEAN")),
         "diff": ("diff", ("diff.check", "MODEL"))}


def fail(message):
    print("check-model.py: " + message, file=sys.stderr)
    sys.exit(1)


def run(args, mode):
    spec, check = MODES[mode]
    exe = f"{args.out}.{mode}"
    build = [args.frontend, args.model + ".mlir", "--target=host", "-o", exe]
    if spec:
        build.append("--debug=" + spec)
    if subprocess.run(build).returncode:
        fail(f"{mode}: {' '.join(build)} failed")
    inputs = [args.model + ".input.npy"] + sorted(
        glob.glob(args.model + ".input[0-9]*.npy"))
    output = exe + ".npy"
    ran = subprocess.run([exe] + ["--input=@" + i for i in inputs] +
                         ["--output=@" + output],
                         stderr=subprocess.PIPE, text=True)
    if ran.returncode:
        fail(f"{mode}: exit status {ran.returncode}:\n{ran.stderr[-2000:]}")
    actual, expected = np.load(output), np.load(args.model + ".expected.npy")
    if actual.shape != expected.shape:
        fail(f"{mode}: shape {actual.shape}, PyTorch's {expected.shape}")
    diff = float(np.max(np.abs(actual.astype(np.float64) - expected)))
    print(f"{mode}: max abs difference {diff:.3g}")
    if not (diff <= 1e-4 and np.isfinite(actual).all()):
        fail(f"{mode}: differs from PyTorch's output by {diff:.3g}")
    if check:
        file, prefix = check
        checked = subprocess.run(
            [args.filecheck, f"{args.checks}/{file}", "--check-prefix=" + prefix],
            input=ran.stderr, text=True)
        if checked.returncode:
            fail(f"{mode}: its report is not {file}'s {prefix}")


def main():
    parser = argparse.ArgumentParser()
    for flag in ("--frontend", "--filecheck", "--checks", "--model", "--out"):
        parser.add_argument(flag, required=True)
    parser.add_argument("modes", nargs="*", metavar="MODE",
                        help=", ".join(MODES) + " (default: all)")
    args = parser.parse_args()
    for mode in args.modes:
        if mode not in MODES:
            parser.error(f"unknown mode '{mode}' (known: {', '.join(MODES)})")
    for mode in args.modes or list(MODES):
        run(args, mode)


if __name__ == "__main__":
    main()
