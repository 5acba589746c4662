#!/usr/bin/env bash
# GPU suite check (cmd:torch-output.sh): the output test $1 wrote to
# $2/$1.npy equals PyTorch's (examples/torch/*.expected.npy) to 1e-4.
set -euo pipefail
data=$(cd "$(dirname "$0")/../data" && pwd)
case $1 in
  torch-mlp*) expected=$data/mlp.expected.npy ;;
  torch-cnn*) expected=$data/cnn.expected.npy ;;
  torch-resnet* | torch-decoder* | torch-gpt2* | torch-lstm* | torch-scan* | \
  torch-bert* | torch-llama* | torch-t5* | torch-whisper* | torch-vit* | \
  torch-unet* | torch-moe* | torch-mobilenet_v3*)
    model=${1#torch-}
    expected=$data/${model%%.*}.expected.npy ;;
  *) echo "torch-output.sh: no expected output for test '$1'" >&2; exit 1 ;;
esac
python3 - "$2/$1.npy" "$expected" <<'PY'
import sys
import numpy as np
actual, expected = np.load(sys.argv[1]), np.load(sys.argv[2])
assert actual.shape == expected.shape, (actual.shape, expected.shape)
diff = float(np.max(np.abs(actual - expected)))
print(f"max abs difference {diff:.3g}")
sys.exit(0 if diff <= 1e-4 and np.isfinite(actual).all() else 1)
PY
