#!/usr/bin/env python3
"""Exports the example PyTorch models as linalg on tensors with torch-mlir.

Writes next to this script (or to --out-dir), per model: NAME.mlir
(torch-mlir's linalg-on-tensors export, with the Python file:line of every
op; each weight a dense_resource named by its parameter or buffer, such as
fc1.weight), NAME.input.npy (the seeded input) and NAME.expected.npy (PyTorch's
output). Needs `pip install torch==2.15.0 torch-mlir==20261001` (about 3
GB); the exported files are committed, so compiling them does not.

Models:
  mlp      Linear -> GELU (math.erf) -> x ** 2 (math.fpowi) -> divide by the
           row sum (a reduction) -> Linear -> softmax
  mlp_nan  the same with a bug: the square root of GELU's output, which is
           negative for negative inputs, so a NaN is born in the sqrt and
           spreads through the row sum, the second Linear and the softmax
  mlp_inf  an MLP with a bug: the log of ReLU's output, -inf where ReLU
           clipped to 0
  cnn      Conv2d (padded) -> ReLU -> max pooling -> layer norm -> Linear
  resnet   two residual blocks (Conv2d, BatchNorm, ReLU; a strided block with
           a 1x1 projection), global average pooling, Linear
  decoder  a GPT-style causal decoder: token and position embeddings, two
           blocks of causal self-attention (masked_fill with -inf, softmax),
           LayerNorm, tanh-GELU MLP, an erf-GELU head
  gpt2     transformers' GPT2Model (2 layers, 32 wide, eager attention),
           called with its default arguments (needs transformers)
  lstm     nn.LSTM (2 layers) then nn.GRU over its outputs
  scan     torch-mlir's TMTensor ops: a cumulative sum (tm_tensor.scan), a
           sort (tm_tensor.sort) and an index_add (tm_tensor.scatter)
  resnet18 torchvision's resnet18 at 64x64 (needs torchvision; 94 MB of
           MLIR, so not committed: made on demand)
  bert_base transformers' BERT-base (110M parameters), random weights, at
           2x32 tokens with a padding mask: a real-size model, made on
           demand (about 870 MB of MLIR; compiled with --parameters, its
           weights are made where it runs by bench/real-size-weights.py)
  more before MODELS

Usage: python examples/torch/export.py [MODEL ...] [--out-dir DIR]
"""

import argparse
import math
import os
import re

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.export.graph_signature import InputKind


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


class MlpLogInf(Mlp):
    def forward(self, x):
        h = torch.relu(self.fc1(x))
        h = torch.log(h)  # the bug: log(0) is -inf where ReLU clipped
        return torch.softmax(self.fc2(h), dim=-1)


class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.project = None
        if stride != 1 or cin != cout:
            self.project = nn.Sequential(
                nn.Conv2d(cin, cout, 1, stride, bias=False),
                nn.BatchNorm2d(cout))

    def forward(self, x):
        h = F.relu(self.bn1(self.conv1(x)))
        h = self.bn2(self.conv2(h))
        return F.relu(h + (self.project(x) if self.project else x))


class ResNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, 1, 1, bias=False)
        self.bn = nn.BatchNorm2d(8)
        self.block1 = BasicBlock(8, 8, 1)
        self.block2 = BasicBlock(8, 16, 2)
        self.fc = nn.Linear(16, 10)

    def forward(self, x):
        h = F.relu(self.bn(self.stem(x)))
        h = self.block2(self.block1(h))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(h, 1), 1))


class DecoderBlock(nn.Module):
    def __init__(self, width, heads):
        super().__init__()
        self.ln1 = nn.LayerNorm(width)
        self.ln2 = nn.LayerNorm(width)
        self.qkv = nn.Linear(width, 3 * width)
        self.proj = nn.Linear(width, width)
        self.fc1 = nn.Linear(width, 4 * width)
        self.fc2 = nn.Linear(4 * width, width)
        self.heads = heads

    def forward(self, x, mask):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        shape = (b, t, self.heads, d // self.heads)
        q, k, v = (y.view(shape).transpose(1, 2) for y in (q, k, v))
        att = (q @ k.transpose(-2, -1)) / math.sqrt(d // self.heads)
        att = att.masked_fill(mask == 0, float("-inf"))
        att = torch.softmax(att, dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, d)
        x = x + self.proj(y)
        h = F.gelu(self.fc1(self.ln2(x)), approximate="tanh")
        return x + self.fc2(h)


class Decoder(nn.Module):
    def __init__(self, vocab=64, width=32, length=8, layers=2):
        super().__init__()
        self.tokens = nn.Embedding(vocab, width)
        self.positions = nn.Embedding(length, width)
        self.blocks = nn.ModuleList(
            [DecoderBlock(width, 2) for _ in range(layers)])
        self.ln = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocab)
        causal = torch.tril(torch.ones(length, length))
        self.register_buffer("mask", causal.view(1, 1, length, length))

    def forward(self, ids):
        t = ids.shape[1]
        x = self.tokens(ids) + self.positions(torch.arange(t))
        for block in self.blocks:
            x = block(x, self.mask[:, :, :t, :t])
        return self.head(F.gelu(self.ln(x)))


class Gpt2(nn.Module):
    def __init__(self):
        super().__init__()
        from transformers import GPT2Config, GPT2Model
        config = GPT2Config(n_layer=2, n_embd=32, n_head=2, vocab_size=64,
                            n_positions=16, bos_token_id=0, eos_token_id=0)
        # torch-mlir cannot export the SDPA path's non-contiguous view.
        config._attn_implementation = "eager"
        self.model = GPT2Model(config)

    def forward(self, ids):
        return self.model(input_ids=ids).last_hidden_state


class Recurrent(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 16, num_layers=2, batch_first=True)
        self.gru = nn.GRU(16, 8, batch_first=True)

    def forward(self, x):
        h, _ = self.lstm(x)
        y, _ = self.gru(h)
        return y


class Scan(nn.Module):
    def forward(self, x):
        ranks = torch.cumsum(torch.relu(x), dim=1)
        ordered = torch.sort(ranks, dim=1, descending=True).values
        rows = torch.tensor([0, 2, 0])
        return ordered.index_add(0, rows, ordered[:3] * 0.5)


class ResNet18(nn.Module):
    def __init__(self):
        super().__init__()
        import torchvision
        self.model = torchvision.models.resnet18(num_classes=10)

    def forward(self, x):
        return self.model(x)


# More models, after the ones above so that their lines (in the
# committed .mlir files' locations) stay where they are:
#   where_inf
#            a bug a select keeps: torch.where(x > -1, log(relu(x)), 0)
#            keeps the -inf of log(0) where -1 < x <= 0, so it reaches the
#            output (T5's buckets discard theirs)
# The model matrix (transformers and torchvision models, random weights,
# small configurations; each needs transformers or torchvision):
#   bert     BertModel (2 layers, 32 wide) called with a padding mask (the
#            second sequence's last 3 tokens masked)
#   llama    LlamaModel: grouped-query attention (4 heads, 2 key/value
#            heads), RoPE, RMSNorm, SiLU MLP, causal mask
#   t5       T5EncoderModel: relative position buckets (log(0) in lanes
#            that torch.where discards), RMSNorm, ReLU MLP
#   whisper  Whisper's encoder: two Conv1d with GELU over 16 mel bins,
#            sinusoidal positions, pre-LayerNorm attention
#   vit      ViTModel at 16x16 with 4x4 patches (a Conv2d patch embedding,
#            the class token)
#   unet     a UNet: GroupNorm, SiLU, strided Conv2d down, ConvTranspose2d
#            and nearest upsampling up, skip connections
#   moe      a mixture-of-experts layer: softmax router, top-2 of 4 experts
#            (torch.topk), the experts' outputs gathered and weighted
#   mobilenet_v3
#            torchvision's mobilenet_v3_small at 64x64 (hard-swish,
#            squeeze-and-excitation, depthwise convolutions; made on demand)


class WhereInf(nn.Module):
    def forward(self, x):
        h = torch.log(torch.relu(x))  # the bug: -inf where relu clipped
        return torch.where(x > -1.0, h, torch.zeros_like(h))


def _transformers_config(config):
    # torch-mlir cannot export the SDPA path's non-contiguous views.
    config._attn_implementation = "eager"
    return config


class Bert(nn.Module):
    def __init__(self):
        super().__init__()
        from transformers import BertConfig, BertModel
        config = _transformers_config(BertConfig(
            vocab_size=64, hidden_size=32, num_hidden_layers=2,
            num_attention_heads=4, intermediate_size=64,
            max_position_embeddings=16))
        self.model = BertModel(config, add_pooling_layer=False)

    def forward(self, ids, mask):
        return self.model(input_ids=ids, attention_mask=mask).last_hidden_state


class BertBase(Bert):
    """transformers' BERT-base (110M parameters: 12 layers, 768 wide), with
    random weights: a real-size model, made on demand."""

    def __init__(self):
        nn.Module.__init__(self)
        from transformers import BertConfig, BertModel
        self.model = BertModel(_transformers_config(BertConfig()),
                               add_pooling_layer=False)


class Llama(nn.Module):
    def __init__(self):
        super().__init__()
        from transformers import LlamaConfig, LlamaModel
        config = _transformers_config(LlamaConfig(
            vocab_size=64, hidden_size=32, intermediate_size=64,
            num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
            max_position_embeddings=16))
        self.model = LlamaModel(config)

    def forward(self, ids):
        return self.model(input_ids=ids, use_cache=False).last_hidden_state


class T5Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        from transformers import T5Config, T5EncoderModel
        config = _transformers_config(T5Config(
            vocab_size=64, d_model=32, d_kv=8, d_ff=64, num_layers=2,
            num_heads=4, relative_attention_num_buckets=8,
            relative_attention_max_distance=16))
        self.model = T5EncoderModel(config)

    def forward(self, ids):
        return self.model(input_ids=ids).last_hidden_state


class WhisperEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        from transformers import WhisperConfig
        from transformers.models.whisper.modeling_whisper import \
            WhisperEncoder as Encoder
        config = _transformers_config(WhisperConfig(
            num_mel_bins=16, d_model=32, encoder_layers=2,
            encoder_attention_heads=4, encoder_ffn_dim=64,
            max_source_positions=8))
        self.model = Encoder(config)

    def forward(self, features):
        return self.model(features).last_hidden_state


class Vit(nn.Module):
    def __init__(self):
        super().__init__()
        from transformers import ViTConfig, ViTModel
        config = _transformers_config(ViTConfig(
            image_size=16, patch_size=4, num_channels=3, hidden_size=32,
            num_hidden_layers=2, num_attention_heads=4,
            intermediate_size=64))
        self.model = ViTModel(config, add_pooling_layer=False)

    def forward(self, pixels):
        return self.model(pixel_values=pixels).last_hidden_state


class UNetBlock(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.norm1 = nn.GroupNorm(4, cin)
        self.conv1 = nn.Conv2d(cin, cout, 3, padding=1)
        self.norm2 = nn.GroupNorm(4, cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, padding=1)
        self.skip = nn.Conv2d(cin, cout, 1) if cin != cout else nn.Identity()

    def forward(self, x):
        h = self.conv1(F.silu(self.norm1(x)))
        h = self.conv2(F.silu(self.norm2(h)))
        return h + self.skip(x)


class UNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, padding=1)
        self.down1 = UNetBlock(8, 8)
        self.pool1 = nn.Conv2d(8, 8, 3, stride=2, padding=1)
        self.down2 = UNetBlock(8, 16)
        self.pool2 = nn.Conv2d(16, 16, 3, stride=2, padding=1)
        self.middle = UNetBlock(16, 16)
        self.up2 = nn.ConvTranspose2d(16, 16, 2, stride=2)
        self.dec2 = UNetBlock(32, 8)
        self.dec1 = UNetBlock(16, 8)
        self.out = nn.Conv2d(8, 3, 1)

    def forward(self, x):
        h1 = self.down1(self.stem(x))
        h2 = self.down2(self.pool1(h1))
        h = self.middle(self.pool2(h2))
        h = self.dec2(torch.cat([self.up2(h), h2], dim=1))
        h = F.interpolate(h, scale_factor=2, mode="nearest")
        return self.out(self.dec1(torch.cat([h, h1], dim=1)))


class Moe(nn.Module):
    def __init__(self, width=16, hidden=32, experts=4, top=2):
        super().__init__()
        self.router = nn.Linear(width, experts, bias=False)
        self.up = nn.Parameter(torch.randn(experts, width, hidden) * 0.2)
        self.down = nn.Parameter(torch.randn(experts, hidden, width) * 0.2)
        self.top = top

    def forward(self, x):
        probs = torch.softmax(self.router(x), dim=-1)
        weights, chosen = torch.topk(probs, self.top, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        h = F.gelu(torch.einsum("td,edh->teh", x, self.up))
        y = torch.einsum("teh,ehd->ted", h, self.down)
        picked = torch.gather(
            y, 1, chosen.unsqueeze(-1).expand(-1, -1, y.shape[-1]))
        return (picked * weights.unsqueeze(-1)).sum(dim=1)


class MobileNetV3(nn.Module):
    def __init__(self):
        super().__init__()
        import torchvision
        self.model = torchvision.models.mobilenet_v3_small(num_classes=10)

    def forward(self, x):
        return self.model(x)


MODELS = {"mlp": Mlp, "mlp_nan": MlpNan, "mlp_inf": MlpLogInf,
          "where_inf": WhereInf, "cnn": Cnn,
          "resnet": ResNet,
          "decoder": Decoder, "gpt2": Gpt2, "lstm": Recurrent, "scan": Scan,
          "resnet18": ResNet18, "bert": Bert, "llama": Llama, "t5": T5Encoder,
          "whisper": WhisperEncoder, "vit": Vit, "unet": UNet, "moe": Moe,
          "mobilenet_v3": MobileNetV3, "bert_base": BertBase}
# The models the default run exports (and the repository holds).
COMMITTED = ["mlp", "mlp_nan", "mlp_inf", "where_inf", "cnn", "resnet", "decoder", "gpt2", "lstm",
             "scan", "bert", "llama", "t5", "whisper", "vit", "unet", "moe"]
# Each model's example input: seeded random normal values of a shape, or
# token ids below a vocabulary size.
INPUT_SHAPES = {"mlp": (4, 16), "mlp_nan": (4, 16), "mlp_inf": (4, 16),
                "where_inf": (4, 16),
                "cnn": (2, 3, 8, 8),
                "resnet": (2, 3, 16, 16), "lstm": (2, 6, 8), "scan": (4, 6),
                "resnet18": (1, 3, 64, 64), "whisper": (1, 16, 16),
                "vit": (2, 3, 16, 16), "unet": (1, 3, 16, 16), "moe": (8, 16),
                "mobilenet_v3": (1, 3, 64, 64)}
TOKEN_INPUTS = {"decoder": ((2, 8), 64), "gpt2": ((2, 8), 64),
                "bert": ((2, 8), 64), "llama": ((2, 8), 64),
                "t5": ((2, 8), 64), "bert_base": ((2, 32), 30522)}


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


def padding_mask(ids):
    """BERT's attention mask: 1 for tokens, 0 for padding (the last 3
    positions of the second sequence)."""
    mask = torch.ones_like(ids)
    mask[1, -3:] = 0
    return mask


# Inputs after the first, made from it: NAME.input1.npy, ...
EXTRA_INPUTS = {"bert": [padding_mask], "bert_base": [padding_mask]}


def make_persistent(model):
    """torch-mlir imports a module's buffers as its state; transformers
    registers some (position ids) as non-persistent, which it does not
    find."""
    for module in model.modules():
        module._non_persistent_buffers_set.clear()


def parameter_names():
    """An FxImporterHooks that names the literal of each parameter and
    buffer by its qualified name in the module (fc1.weight), where torch-mlir
    would name it by its shape (torch_tensor_32_16_torch.float32):
    linalg-frontend --parameters then writes the weights under PyTorch's own
    names, so that the executable also reads a model's state_dict saved as
    safetensors. (torch-mlir is imported here: a machine that only makes a
    model's weights, bench/real-size-weights.py, need not have it.)"""
    from torch_mlir import fx
    from torch_mlir.extras.fx_importer import (TORCH_DTYPE_TO_NPY_TYPE,
                                               create_mlir_tensor_type)
    from torch_mlir.ir import DenseResourceElementsAttr, Operation

    class ParameterNames(fx.FxImporterHooks):
        def resolve_literal(self, gni, literal, info):
            if (info is None or not isinstance(literal, torch.Tensor)
                    or literal.numel() <= 1
                    or info.input_spec.kind not in (InputKind.PARAMETER,
                                                    InputKind.BUFFER)):
                return None
            npy_dtype = TORCH_DTYPE_TO_NPY_TYPE.get(literal.dtype)
            if npy_dtype is None:
                return None
            try:  # A real tensor: its bytes at once.
                array = literal.detach().contiguous().numpy().astype(npy_dtype)
            except (RuntimeError, TypeError):  # bf16, or a fake tensor.
                array = np.array(literal.tolist()).astype(npy_dtype)
            attr = DenseResourceElementsAttr.get_from_buffer(
                array, info.input_spec.target,
                create_mlir_tensor_type(literal))
            return Operation.create(name="torch.vtensor.literal",
                                    results=[info.ir_type],
                                    attributes={"value": attr}).result

    return ParameterNames()


def make(name):
    """Model `name` with its seeded weights, and its seeded inputs."""
    torch.manual_seed(0)
    model = MODELS[name]().eval()
    make_persistent(model)
    if name in TOKEN_INPUTS:
        shape, vocab = TOKEN_INPUTS[name]
        x = torch.randint(0, vocab, shape)
    else:
        x = torch.randn(*INPUT_SHAPES[name])
    return model, [x] + [extra(x) for extra in EXTRA_INPUTS.get(name, [])]


def export(name, out_dir):
    model, inputs = make(name)
    with torch.no_grad():
        expected = model(*inputs)
    from torch_mlir import fx
    module = fx.export_and_import(
        model, *inputs, output_type="linalg-on-tensors", func_name="forward",
        # The program import (not the frozen one) gives each parameter's
        # literal its InputInfo, whose name ParameterNames reads.
        hooks=parameter_names(), experimental_support_mutation=True
    )
    path = os.path.join(out_dir, name)
    with open(path + ".mlir", "w") as f:
        f.write(portable_locations(module.operation.get_asm(
            enable_debug_info=True)))
    for i, value in enumerate(inputs):
        np.save(path + (f".input{i}.npy" if i else ".input.npy"),
                value.numpy())
    np.save(path + ".expected.npy", expected.numpy())
    print(f"wrote {path}.mlir, its {len(inputs)} input(s) and "
          f"{path}.expected.npy")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", metavar="MODEL",
                        help=", ".join(MODELS) +
                        " (default: all but resnet18 and mobilenet_v3)")
    parser.add_argument("--out-dir", default=os.path.dirname(
        os.path.abspath(__file__)))
    args = parser.parse_args()
    for name in args.models:
        if name not in MODELS:
            parser.error(f"unknown model '{name}' (known: {', '.join(MODELS)})")
    for name in args.models or COMMITTED:
        export(name, args.out_dir)


if __name__ == "__main__":
    main()
