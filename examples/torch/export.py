#!/usr/bin/env python3
"""Exports the example PyTorch models as linalg on tensors with torch-mlir.

For each model it writes, next to this script (or to --out-dir):
  NAME.mlir           torch-mlir's linalg-on-tensors export, with the Python
                      file:line of every op (enable_debug_info=True)
  NAME.input.npy      the input it was exported with (seeded)
  NAME.expected.npy   PyTorch's output on that input

Needs `pip install torch==2.15.0 torch-mlir==20261001` (about 3 GB); the
exported files are committed, so compiling and testing them does not.

Models:
  mlp      Linear -> GELU (math.erf) -> x ** 2 (math.fpowi) -> divide by the
           row sum (a reduction) -> Linear -> softmax
  mlp_nan  the same with a bug: the square root of GELU's output, which is
           negative for negative inputs, so a NaN is born in the sqrt and
           spreads through the row sum, the second Linear and the softmax
"""

import argparse
import os
import re

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch_mlir import fx


class Mlp(nn.Module):
    def __init__(self, inputs=16, hidden=32, classes=10):
        super().__init__()
        self.fc1 = nn.Linear(inputs, hidden)
        self.fc2 = nn.Linear(hidden, classes)

    def forward(self, x):
        h = F.gelu(self.fc1(x))
        h = h**2
        h = h / h.sum(dim=1, keepdim=True)
        return torch.softmax(self.fc2(h), dim=-1)


class MlpNan(Mlp):
    def forward(self, x):
        h = F.gelu(self.fc1(x))
        h = torch.sqrt(h)  # the bug: GELU is negative below 0
        h = h / h.sum(dim=1, keepdim=True)
        return torch.softmax(self.fc2(h), dim=-1)


MODELS = {"mlp": Mlp, "mlp_nan": MlpNan}


def portable_locations(asm):
    """Makes the file names of locations independent of this machine: this
    script's own relative to the repository root (examples/torch/export.py),
    PyTorch's relative to site-packages (torch/nn/modules/linear.py)."""
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))

    def relative(match):
        path = match.group(1)
        if path.startswith(root + os.sep):
            path = os.path.relpath(path, root)
        elif "site-packages" + os.sep in path:
            path = path.split("site-packages" + os.sep, 1)[1]
        return 'loc("' + path + '"'

    return re.sub(r'loc\("([^"]+)"', relative, asm)


def export(name, out_dir):
    torch.manual_seed(0)
    model = MODELS[name]().eval()
    x = torch.randn(4, 16)
    with torch.no_grad():
        expected = model(x)
    module = fx.export_and_import(
        model, x, output_type="linalg-on-tensors", func_name="forward"
    )
    path = os.path.join(out_dir, name)
    with open(path + ".mlir", "w") as f:
        f.write(portable_locations(module.operation.get_asm(
            enable_debug_info=True)))
    np.save(path + ".input.npy", x.numpy())
    np.save(path + ".expected.npy", expected.numpy())
    print(f"wrote {path}.mlir, {path}.input.npy, {path}.expected.npy")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", metavar="MODEL",
                        help="mlp, mlp_nan (default: both)")
    parser.add_argument("--out-dir", default=os.path.dirname(
        os.path.abspath(__file__)))
    args = parser.parse_args()
    for name in args.models:
        if name not in MODELS:
            parser.error(f"unknown model '{name}' (known: {', '.join(MODELS)})")
    for name in args.models or list(MODELS):
        export(name, args.out_dir)


if __name__ == "__main__":
    main()
