#!/usr/bin/env python3
"""Exports the example PyTorch models as linalg on tensors with torch-mlir.

Writes next to this script (or to --out-dir), per model: NAME.mlir
(torch-mlir's linalg-on-tensors export, with the Python file:line of every
op), NAME.input.npy (the seeded input) and NAME.expected.npy (PyTorch's
output). Needs `pip install torch==2.15.0 torch-mlir==20261001` (about 3
GB); the exported files are committed, so compiling them does not.

Models:
  mlp      Linear -> GELU (math.erf) -> x ** 2 (math.fpowi) -> divide by the
           row sum (a reduction) -> Linear -> softmax
  mlp_nan  the same with a bug: the square root of GELU's output, which is
           negative for negative inputs, so a NaN is born in the sqrt and
           spreads through the row sum, the second Linear and the softmax
  cnn      Conv2d (padded) -> ReLU -> max pooling -> layer norm -> Linear

Usage: python examples/torch/export.py [MODEL ...] [--out-dir DIR]
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


class Cnn(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.fc = nn.Linear(8 * 4 * 4, 10)

    def forward(self, x):
        h = F.relu(self.conv(x))
        h = F.max_pool2d(h, 2)
        h = torch.flatten(h, 1)
        h = F.layer_norm(h, (128,))
        return self.fc(h)


MODELS = {"mlp": Mlp, "mlp_nan": MlpNan, "cnn": Cnn}
# The shape of each model's example input (seeded random normal values).
INPUT_SHAPES = {"mlp": (4, 16), "mlp_nan": (4, 16), "cnn": (2, 3, 8, 8)}


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
    x = torch.randn(*INPUT_SHAPES[name])
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
                        help="mlp, mlp_nan, cnn (default: all)")
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
