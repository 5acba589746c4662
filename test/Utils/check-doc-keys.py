#!/usr/bin/env python3
"""check-doc-keys HELP DOC...

HELP is the output of `dbg-compile --debug=help`: one key per line, indented
by two spaces. Fails, naming them, when no DOC (the user guide's pages:
docs/Compile.md for the compile-time keys, docs/Options.md for the run-time
ones) has a table row for some key (a line starting with "| `KEY").
"""
import re
import sys


def main():
    help_text = open(sys.argv[1]).read()
    docs = "\n".join(open(path).read() for path in sys.argv[2:])
    keys = re.findall(r"^  ([a-z][a-z-]*)", help_text, re.MULTILINE)
    if not keys:
        sys.exit("check-doc-keys: no keys in " + sys.argv[1])
    missing = [k for k in keys
               if not re.search(r"^\| `%s[`=\[]" % re.escape(k), docs,
                                re.MULTILINE)]
    if missing:
        sys.exit("check-doc-keys: the user guide has no table row for: " +
                 ", ".join(missing))
    print("the user guide documents %d keys: %s" % (len(keys), ", ".join(keys)))


if __name__ == "__main__":
    main()
