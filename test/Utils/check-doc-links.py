#!/usr/bin/env python3
"""check-doc-links FILE...

Fails, naming them, when a Markdown link of a FILE ([text](target)) names a
file that does not exist (relative to the FILE) or a #section that the
target has no heading for (GitHub's anchors: lower case, spaces to '-',
punctuation dropped). External links (scheme://) are not followed. Prints
"N links resolve" otherwise.
"""
import os
import re
import sys

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path):
    found = set()
    fence = False
    for line in open(path):
        if line.startswith("```"):
            fence = not fence
        m = None if fence else re.match(r"^#+\s+(.*)", line)
        if m:
            text = m.group(1).strip().lower()
            found.add(re.sub(r"[^\w\- ]", "", text).replace(" ", "-"))
    return found


def main():
    bad, count = [], 0
    for path in sys.argv[1:]:
        text = open(path).read()
        text = re.sub(r"```.*?```", "", text, flags=re.S)  # Not in code.
        for target in LINK.findall(text):
            if "://" in target:
                continue
            count += 1
            file, _, section = target.partition("#")
            dest = os.path.normpath(os.path.join(os.path.dirname(path), file)) \
                if file else path
            if not os.path.exists(dest):
                bad.append("%s: %s (no such file)" % (path, target))
            elif section and section not in anchors(dest):
                bad.append("%s: %s (no such section)" % (path, target))
    if bad:
        sys.exit("check-doc-links: broken links:\n  " + "\n  ".join(bad))
    print("%d links resolve" % count)


if __name__ == "__main__":
    main()
