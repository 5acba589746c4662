#!/usr/bin/env python3
"""compare-npy.py ACTUAL EXPECTED [--atol A]: exits 1 unless the two .npy
files have the same shape and dtype and every element is within A
(default 1e-5) of the other, printing the largest difference."""
import argparse
import sys

import numpy as np

parser = argparse.ArgumentParser()
parser.add_argument("actual")
parser.add_argument("expected")
parser.add_argument("--atol", type=float, default=1e-5)
args = parser.parse_args()
actual, expected = np.load(args.actual), np.load(args.expected)
if actual.shape != expected.shape or actual.dtype != expected.dtype:
    print(f"mismatch: {actual.dtype}{actual.shape} vs "
          f"{expected.dtype}{expected.shape}")
    sys.exit(1)
diff = float(np.max(np.abs(actual.astype(np.float64) - expected)))
print(f"max abs difference {diff:.3g} (atol {args.atol:g})")
sys.exit(0 if diff <= args.atol and np.isfinite(actual).all() else 1)
