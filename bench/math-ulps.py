#!/usr/bin/env python3
"""Compares the results of bench/math-ulps.mlir on two targets, in ulps.

usage: math-ulps.py MLIR HOST_DUMP GPU_DUMP

HOST_DUMP and GPU_DUMP are the dump directories of a run each
(trace-tensors-mode=npy). Prints, per function, the largest distance in
ulps (units in the last place of f32) between the two results of one
input, and the share of inputs whose results are the same bits. NaNs of
both count as equal; a NaN on one side only is reported.
"""

import glob
import os
import re
import sys

import numpy as np


def load(directory):
    files = glob.glob(os.path.join(directory, "*_output.npy"))
    if len(files) != 1:
        sys.exit("expected one output dump in %s, found %d" %
                 (directory, len(files)))
    return np.load(files[0])


def ordered(values):
    """f32 bits as integers that order like the floats (-0 next to +0)."""
    bits = values.view(np.int32).astype(np.int64)
    return np.where(bits < 0, -(bits & 0x7FFFFFFF), bits)


def main():
    mlir, host_dir, gpu_dir = sys.argv[1:4]
    text = open(mlir).read()
    names = re.search(r"Functions, in rows:\n// (.*)\.", text).group(1).split()
    domains = re.findall(r"// (\w+) on \[([^\]]*)\]", text)
    host, gpu = load(host_dir), load(gpu_dir)
    print("%-8s %-18s %12s %10s" % ("function", "inputs", "max ulps",
                                    "same bits"))
    for row, name in enumerate(names):
        a, b = host[row], gpu[row]
        nan_a, nan_b = np.isnan(a), np.isnan(b)
        both = nan_a & nan_b
        distance = np.abs(ordered(a) - ordered(b))
        distance[both] = 0
        lone_nans = int(np.count_nonzero(nan_a ^ nan_b))
        finite = ~(nan_a | nan_b)
        worst = int(distance[finite].max()) if finite.any() else 0
        same = np.count_nonzero((a.view(np.int32) == b.view(np.int32)) | both)
        note = "  (%d NaN on one side)" % lone_nans if lone_nans else ""
        print("%-8s %-18s %12d %9.2f%%%s" %
              (name, "[" + domains[row][1] + "]", worst,
               100.0 * same / a.size, note))


if __name__ == "__main__":
    main()
