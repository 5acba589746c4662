#!/usr/bin/env python3
"""Loads a Chrome trace (trace-format=chrome) as JSON and summarizes it.

  check-chrome-trace.py FILE

Prints one line per complete ("X") event, in file order:
"slice TID NAME DISPATCH [id=ID] dur>=0", then "slices: N". Exits with
status 1 when the file is not a JSON array of trace events, or when the
dispatch slices (tid 1) are not one per dispatch id 1..N, or kernel slices
(tid 2, with timing) exist but not one per dispatch.
"""
import json
import sys


def main():
    with open(sys.argv[1]) as f:
        events = json.load(f)
    if not isinstance(events, list):
        print("not a JSON array")
        return 1
    slices = [e for e in events if e.get("ph") == "X"]
    for e in slices:
        args = e.get("args", {})
        ok = e["dur"] >= 0 and e["ts"] >= 0
        print(f"slice {e['tid']} {e['name']} {args.get('dispatch', '-')} "
              f"[id={args.get('id')}] {'dur>=0' if ok else 'BAD TIME'}")
    print(f"slices: {len(slices)}")
    host = sorted(e["args"]["id"] for e in slices if e["tid"] == 1)
    device = sorted(e["args"]["id"] for e in slices if e["tid"] == 2)
    if host != list(range(1, len(host) + 1)):
        print(f"dispatch slices are not one per id 1..{len(host)}: {host}")
        return 1
    if device and device != host:
        print(f"kernel slices {device} do not match dispatch slices {host}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
