#!/usr/bin/env python3
"""Checks a dump directory that several processes wrote, at once or in turn.

  check-dump-dir.py DIR PROCESSES

Every line of DIR/manifest.jsonl must parse as JSON and name a file of DIR
that loads with numpy, with the line's shape, min and max (of the finite
values); no two lines may
name one file; PROCESSES distinct "pid"s (any number for 0) must each have
as many lines, and
every .npy of DIR must be named by a line. Prints "ok: N processes, M files
each" or what is wrong (exit status 1).
"""
import collections
import json
import os
import sys

import numpy as np


def check(directory, processes):
    per_pid = collections.Counter()
    files = set()
    with open(os.path.join(directory, "manifest.jsonl")) as manifest:
        for number, line in enumerate(manifest, 1):
            entry = json.loads(line)
            name = entry["file"]
            if name in files:
                return f"line {number}: {name} named twice"
            files.add(name)
            array = np.load(os.path.join(directory, name))
            if list(array.shape) != entry["shape"]:
                return f"line {number}: {name} has shape {array.shape}"
            finite = array[np.isfinite(array)]  # What min and max cover.
            for key, value in (("min", finite.min()), ("max", finite.max())):
                if not np.isclose(entry[key], value, rtol=1e-6):
                    return f"line {number}: {name} has {key} {value}"
            per_pid[entry["pid"]] += 1
    if (processes and len(per_pid) != processes) or \
            len(set(per_pid.values())) != 1:
        return f"lines per process: {dict(per_pid)}"
    on_disk = {f for f in os.listdir(directory) if f.endswith(".npy")}
    if on_disk != files:
        return f"files no line names: {sorted(on_disk - files)}"
    return f"ok: {len(per_pid)} processes, {next(iter(per_pid.values()))} files each"


def main():
    result = check(sys.argv[1], int(sys.argv[2]))
    print(result)
    return 0 if result.startswith("ok") else 1


if __name__ == "__main__":
    sys.exit(main())
