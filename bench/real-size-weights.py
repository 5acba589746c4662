#!/usr/bin/env python3
"""Makes a model's weights, inputs and expected output where it runs, so
that only its executable (compiled with linalg-frontend --parameters, whose
weights are named as PyTorch names them) travels to the GPU machine:

  python3 bench/real-size-weights.py MODEL OUTDIR

writes OUTDIR/MODEL.safetensors (safetensors.torch.save_model of the model
of examples/torch/export.py, seeded as there), OUTDIR/MODEL.input*.npy and
OUTDIR/MODEL.expected.npy (PyTorch's output, float32 on the CPU). Needs
torch, transformers, safetensors and numpy; not torch-mlir.
"""
import os
import sys

import numpy as np
import torch
from safetensors.torch import save_model

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "examples", "torch"))
import export  # noqa: E402  (the models and their seeds)

name, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
model, inputs = export.make(name)
with torch.no_grad():
    expected = model(*inputs)
save_model(model, os.path.join(out, name + ".safetensors"))
for i, value in enumerate(inputs):
    np.save(os.path.join(out, name + (f".input{i}.npy" if i else ".input.npy")),
            value.numpy())
np.save(os.path.join(out, name + ".expected.npy"), expected.numpy())
print(f"{name}: {sum(p.numel() for p in model.parameters())} parameters, "
      f"output {tuple(expected.shape)}")
