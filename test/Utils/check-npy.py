#!/usr/bin/env python3
"""Checks a .npy dump against the array a numpy expression gives.

  check-npy.py FILE EXPR [--dtype DTYPE] [--rtol R]

EXPR is evaluated with numpy as `np` (e.g. "np.full(16, 3.0)"). Prints
"ok FILE shape dtype" when the file loads with numpy and equals EXPR (NaN
equal to NaN, infinities of the same sign; with --rtol, finite values
within that relative tolerance); otherwise says what differs and exits
with status 1.
"""
import sys

import numpy as np


def main():
    path, expression = sys.argv[1], sys.argv[2]
    options = dict(zip(sys.argv[3::2], sys.argv[4::2]))
    dtype = options.get("--dtype")
    rtol = float(options.get("--rtol", "0"))
    actual = np.load(path)
    with np.errstate(all="ignore"):
        expected = np.asarray(eval(expression, {"np": np}))
    if dtype and str(actual.dtype) != dtype:
        print(f"{path}: dtype {actual.dtype}, expected {dtype}")
        return 1
    if actual.shape != expected.shape:
        print(f"{path}: shape {actual.shape}, expected {expected.shape}")
        return 1
    expected = expected.astype(actual.dtype)
    same = (np.allclose(actual, expected, rtol=rtol, atol=0, equal_nan=True)
            if rtol else np.array_equal(actual, expected, equal_nan=True))
    if not same:
        print(f"{path}: values differ:\n{actual}\nexpected:\n{expected}")
        return 1
    print(f"ok {path.rsplit('/', 1)[-1]} {actual.shape} {actual.dtype}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
