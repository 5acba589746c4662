"""Writes a changed copy of a safetensors file, to test how a program
refuses it: `IN OUT rename NAME NEW`, `IN OUT shape NAME D0,D1,...`,
`IN OUT dtype NAME DTYPE` change one tensor's header entry (the data stays);
`IN OUT truncate BYTES` drops the file's last BYTES bytes."""
import json
import struct
import sys

source, target, what = sys.argv[1:4]
with open(source, "rb") as f:
    data = f.read()
size = struct.unpack("<Q", data[:8])[0]
header = json.loads(data[8:8 + size])
body = data[8 + size:]
if what == "truncate":
    out = data[:len(data) - int(sys.argv[4])]
else:
    name, value = sys.argv[4:6]
    if what == "rename":
        header[value] = header.pop(name)
    elif what == "shape":
        header[name]["shape"] = [int(d) for d in value.split(",")]
    elif what == "dtype":
        header[name]["dtype"] = value
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    out = struct.pack("<Q", len(text)) + text + body
with open(target, "wb") as f:
    f.write(out)
