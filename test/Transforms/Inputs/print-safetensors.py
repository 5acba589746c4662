"""Prints a safetensors file, one line per tensor in the order of its data:
name, dtype, shape, data offsets and values; then the data's size. With the
standard library only (struct, json), as the format's header is JSON."""
import json
import struct
import sys

FORMATS = {"F32": "f", "F64": "d", "F16": "e", "I64": "q", "I32": "i",
           "I16": "h", "I8": "b", "BOOL": "?"}

with open(sys.argv[1], "rb") as f:
    data = f.read()
size = struct.unpack("<Q", data[:8])[0]
header = json.loads(data[8:8 + size])
print("__metadata__", header.pop("__metadata__", None))
body = data[8 + size:]
for name, entry in sorted(header.items(), key=lambda e: e[1]["data_offsets"]):
    begin, end = entry["data_offsets"]
    code = FORMATS.get(entry["dtype"])
    values = (list(struct.unpack("<%d%s" % ((end - begin) // struct.calcsize(code), code),
                                 body[begin:end])) if code else "?")
    print(name, entry["dtype"], entry["shape"], [begin, end], values)
print("data", len(body), "bytes")
