#!/usr/bin/env python3
"""Finds import circles among each crate's modules (issue 46: "no import
circle among crates/cli's modules"; issue 51: in every crate).

    python3 scripts/module-circles.py                  # every workspace member
    python3 scripts/module-circles.py crates/cli xtask # these crates (or their src/)

Each .rs file under a crate's `src/` is a module (`mod.rs`/`lib.rs`/
`main.rs` stand for their folder). An edge goes from a module to the module
a `crate::`, `super::` or `self::` path in its code names: in `use`
declarations, groups expanded at any depth (`use super::{memcg, procfs}`,
`use crate::{a::{b, c}, d}`), and in paths written in the code. Comments,
string literals and `#[cfg(test)]` modules are left out; a path into one's
own ancestor module (the crate root included) is not an edge. Prints, for
each crate, its modules, edges and circles (a strongly connected component
of more than one module, as `a <-> b`); exits 1 when any crate has one.
Run by .ci/run.
"""
import os
import re
import sys


def workspace_members(root="."):
    """The workspace's members from Cargo.toml's `members = [...]`."""
    text = open(os.path.join(root, "Cargo.toml"), encoding="utf-8").read()
    m = re.search(r"^members\s*=\s*\[([^\]]*)\]", text, re.M)
    if not m:
        return ["."]
    return re.findall(r'"([^"]+)"', m.group(1))


def src_dir(path):
    """A crate's folder or its src/ folder, as its src/ folder."""
    if os.path.basename(os.path.normpath(path)) == "src" or not os.path.isdir(os.path.join(path, "src")):
        return path
    return os.path.join(path, "src")


def strip(text):
    """The code without comments, string and char literals, and
    `#[cfg(test)]` modules (or any item gated on test)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and re.search(r"(^|\W)b?$", text[max(0, i - 2):i]):
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            end = text.find('"' + hashes, i + 2 + len(hashes))
            out.append('""')
            i = n if end < 0 else end + 1 + len(hashes)
        elif c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            out.append('""')
            i += 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]) or text.startswith("'\\u{", i):
            j = text.find("'", i + 1 if text[i + 1] != "\\" else i + 3)
            out.append("' '")
            i = j + 1
        else:
            out.append(c)
            i += 1
    code = "".join(out)
    # Items gated on test: the attribute, then one item up to its balanced
    # closing brace (or its semicolon).
    while True:
        m = re.search(r"#\[cfg\((?:test|all\(test[^\]]*)\)\]", code)
        if not m:
            return code
        j = m.end()
        brace, semi = code.find("{", j), code.find(";", j)
        if brace < 0 or (0 <= semi < brace):
            code = code[:m.start()] + code[semi + 1:]
            continue
        depth, k = 0, brace
        while k < len(code):
            depth += {"{": 1, "}": -1}.get(code[k], 0)
            k += 1
            if depth == 0:
                break
        code = code[:m.start()] + code[k:]


def expand(tree):
    """`a::{b, c::{d, e}}` as [a::b, a::c::d, a::c::e] (`self` in a
    group names its prefix; `as` renames dropped)."""
    tree = re.sub(r"\s+", "", tree.replace(" as ", " as_"))
    tree = re.sub(r"as_\w+", "", tree)
    i = tree.find("{")
    if i < 0:
        return [tree] if tree else []
    prefix = tree[:i].rstrip(":")
    body = tree[i + 1:tree.rfind("}")]
    parts, depth, cur = [], 0, ""
    for ch in body:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += {"{": 1, "}": -1}.get(ch, 0)
        cur += ch
    parts.append(cur)
    out = []
    for part in parts:
        for p in expand(part):
            if p == "self":
                out.append(prefix)
            elif p:
                out.append(prefix + "::" + p if prefix else p)
    return out


def modules(src):
    mods = {}
    for dp, _, fs in os.walk(src):
        for f in sorted(fs):
            if not f.endswith(".rs"):
                continue
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, src)[:-3].split(os.sep)
            if rel[-1] in ("mod", "lib", "main"):
                rel = rel[:-1]
            mods["::".join(rel)] = p
    return mods


def resolve(mods, cur, path):
    """The module a `crate::`/`super::`/`self::` path names (the longest
    prefix that is a module), or None."""
    parts = path.split("::")
    base = cur.split("::") if cur else []
    if parts[0] == "crate":
        base, parts = [], parts[1:]
    elif parts[0] == "super":
        while parts and parts[0] == "super":
            base, parts = base[:-1], parts[1:]
    elif parts[0] == "self":
        parts = parts[1:]
    else:
        return None
    for i in range(len(parts), -1, -1):
        m = "::".join(base + parts[:i])
        if m in mods:
            return m
    return None


def edges_of(mods):
    edges = {m: set() for m in mods}
    for m, p in mods.items():
        code = strip(open(p, encoding="utf-8").read())
        paths = []
        for u in re.finditer(r"\buse\s+([^;]+);", code):
            paths += expand(u.group(1))
        code = re.sub(r"\buse\s+[^;]+;", "", code)
        paths += re.findall(r"\b(?:crate|super|self)(?:::\w+)+", code)
        for t in paths:
            r = resolve(mods, m, t)
            if r is not None and r != "" and r != m and not m.startswith(r + "::"):
                edges[m].add(r)
    return edges


def circles(edges):
    """Tarjan's strongly connected components of more than one module."""
    idx, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        idx[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in idx:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], idx[w])
        if low[v] == idx[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in idx:
            visit(v)
    return out


def main(args):
    crates = args or workspace_members()
    found = 0
    for crate in crates:
        src = src_dir(crate)
        if not os.path.isdir(src):
            print(f"{crate}: no src/ folder", file=sys.stderr)
            return 2
        mods = modules(src)
        edges = edges_of(mods)
        comps = circles(edges)
        found += len(comps)
        print(f"{os.path.normpath(src)}: {len(mods)} modules, {sum(len(e) for e in edges.values())} edges, {len(comps)} circles")
        for comp in comps:
            print("    circle: " + " <-> ".join(comp))
    if found:
        print(f"{found} import circle(s): move the shared items to the module that owns them, or to a third module",
              file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
