#!/usr/bin/env python3
"""extract-binary.py OUT < module.mlir

Writes the kernel object that `gpu-module-to-binary` embedded in the first
gpu.binary of an LLVM dialect module (`bin = "..."`, or `assembly = "..."`
for kernel-format=isa) to OUT, unescaped, so llvm-readelf, llvm-objdump or
FileCheck can read it.
"""
import re
import sys


def main():
    text = sys.stdin.read()
    found = re.findall(r'(?:bin|assembly) = "((?:[^"\\]|\\.)*)"', text)
    if not found:
        sys.exit("extract-binary: no gpu.binary object in the input")
    data = bytearray()
    blob = found[0]
    i = 0
    while i < len(blob):
        c = blob[i]
        if c == "\\":
            nxt = blob[i + 1]
            if nxt == "\\":
                data.append(0x5C)
                i += 2
            else:
                data.append(int(blob[i + 1:i + 3], 16))
                i += 3
        else:
            data += c.encode("latin-1")
            i += 1
    with open(sys.argv[1], "wb") as out:
        out.write(bytes(data))


if __name__ == "__main__":
    main()
