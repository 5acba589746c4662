#!/usr/bin/env python3
"""extract-ptx.py < module.mlir > kernels.ptx

Prints the PTX that `gpu-module-to-binary{format=isa}` embedded in each
gpu.binary of an LLVM dialect module (dbg-opt --dbg-pipeline with
kernel-format=isa), unescaped, so FileCheck and ptxas can read it.
"""
import re
import sys


def main():
    text = sys.stdin.read()
    found = re.findall(r'assembly = "((?:[^"\\]|\\.)*)"', text)
    if not found:
        sys.exit("extract-ptx: no gpu.binary with PTX in the input")
    for blob in found:
        sys.stdout.write(
            re.sub(r'\\([0-9A-Fa-f]{2})', lambda m: chr(int(m.group(1), 16)),
                   blob.replace('\\\\', '\\5C')))


if __name__ == "__main__":
    main()
