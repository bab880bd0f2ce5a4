#!/usr/bin/env python3
"""No library file over 400 lines unless it is one post's port
(CONTRIBUTING.md, "Conventions"; issue 51: a rule the build enforces).

    python3 scripts/file-lengths.py           # the library, src/
    python3 scripts/file-lengths.py DIR...    # other folders, same rule

A file's length is its lines without its `#[cfg(test)]` modules (a file's
unit tests may be long; they can also move to a `tests.rs` of their own).
A post's port is a module of `src/variants/` whose docs open with the
post (`//! **Post.** ...`, as the five ports' do): it is one post's program
and is kept in one file. ALLOWED names other files that may be longer, each
with its reason; it is empty. Prints every file over the bound with its
length and exits 1 when there is one. Run by .ci/run.
"""
import os
import re
import sys

LIMIT = 400

# File -> why it may pass LIMIT. Empty: every long file is split.
ALLOWED = {}


def is_port(path, text):
    """One post's port: a module of src/variants/ that names its post."""
    parts = os.path.normpath(path).split(os.sep)
    return "variants" in parts[:-1] and parts[-1] != "mod.rs" and re.search(r"^//! \*\*Post\.\*\*", text, re.M)


def length(text):
    """Lines, less those of `#[cfg(test)]` modules (the attribute, the
    `mod NAME {` line and its balanced block)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    keep, i = 0, 0
    while i < len(lines):
        if lines[i].strip() == "#[cfg(test)]" and i + 1 < len(lines) and re.match(r"\s*(pub(\(\w+\))? )?mod \w+ \{", lines[i + 1]):
            depth, j = 0, i + 1
            while j < len(lines):
                depth += lines[j].count("{") - lines[j].count("}")
                j += 1
                if depth <= 0:
                    break
            i = j
            continue
        keep += 1
        i += 1
    return keep, len(lines)


def main(dirs):
    over = []
    for d in dirs or ["src"]:
        for dp, _, fs in os.walk(d):
            for f in sorted(fs):
                if not f.endswith(".rs"):
                    continue
                p = os.path.join(dp, f)
                text = open(p, encoding="utf-8").read()
                n, total = length(text)
                if n > LIMIT and not is_port(p, text) and os.path.normpath(p) not in ALLOWED:
                    over.append((p, n, total))
    for p, n, total in sorted(over):
        tests = f" ({total} with its tests)" if total != n else ""
        print(f"{p}: {n} lines{tests}, over {LIMIT}: split it by what its parts do "
              f"(CONTRIBUTING.md, \"Conventions\": no library file over {LIMIT} lines unless it is one post's port)")
    if not over:
        print(f"every file is within {LIMIT} lines (the posts' ports excepted)")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
