#!/usr/bin/env python3
"""check-readme-keys HELP README

HELP is the output of `dbg-compile --debug=help`: one key per line, indented
by two spaces. Fails, naming them, when README has no table row for some key
(a line starting with "| `KEY").
"""
import re
import sys


def main():
    help_text = open(sys.argv[1]).read()
    readme = open(sys.argv[2]).read()
    keys = re.findall(r"^  ([a-z][a-z-]*)", help_text, re.MULTILINE)
    if not keys:
        sys.exit("check-readme-keys: no keys in " + sys.argv[1])
    missing = [k for k in keys
               if not re.search(r"^\| `%s[`=\[]" % re.escape(k), readme,
                                re.MULTILINE)]
    if missing:
        sys.exit("check-readme-keys: README.md has no table row for: " +
                 ", ".join(missing))
    print("README documents %d keys: %s" % (len(keys), ", ".join(keys)))


if __name__ == "__main__":
    main()
