#!/usr/bin/env python3
"""Checks that the project's layers point one way (docs/architecture.md, "Layers").

- Inside engine/, the folders (engine/model, engine/kinds, ...) include each other without a
  cycle: a cycle is printed with one #include line for each of its arrows.
- The engine includes nothing of workers/, gui/ or cli/, and no Qt header; workers/ includes
  nothing of gui/ or cli/.

Usage: scripts/check-layers.py [ROOT]     check the tree at ROOT (default: this repository)
       scripts/check-layers.py --graph    also print the engine's folder graph, lowest first
       scripts/check-layers.py --self-test  prove the check fails on a tree with a cycle
Exit status 0 when every rule holds, 1 otherwise (each broken rule printed).
"""

import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]')
SOURCES = (".hpp", ".cpp", ".h")


def includes(root, top):
    """(file, line number, included path) for every #include of the files under root/top."""
    for folder, _, files in os.walk(os.path.join(root, top)):
        for name in sorted(files):
            if not name.endswith(SOURCES):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if m:
                        yield os.path.relpath(path, root), number, m.group(1)


def folder_of(path):
    """engine/<folder>/... -> <folder>; a file directly in engine/ has none."""
    parts = path.split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "engine" else None


def engine_graph(root):
    """The folder graph of engine/: {folder: {folder it includes: (file, line)}}."""
    graph = {}
    for path, number, target in includes(root, "engine"):
        source = folder_of(path)
        dest = folder_of(target) if target.startswith("engine/") else None
        if source:
            graph.setdefault(source, {})
        if source and dest and dest != source:
            graph[source].setdefault(dest, (path, number))
    return graph


def cycles(graph):
    """Strongly connected components of more than one folder (Tarjan)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, {})):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def layers(graph):
    """The folders lowest first: each after every folder it includes (the graph has no cycle)."""
    order, done = [], set()

    def place(v):
        if v in done:
            return
        done.add(v)
        for w in sorted(graph.get(v, {})):
            place(w)
        order.append(v)

    for v in sorted(graph):
        place(v)
    return order


def check(root, show_graph=False, out=sys.stdout):
    problems = []
    graph = engine_graph(root)
    for component in cycles(graph):
        lines = [f"engine folders include each other in a cycle: {', '.join(component)}"]
        for a in component:
            for b in component:
                if b in graph.get(a, {}):
                    path, number = graph[a][b]
                    lines.append(f"  {a} -> {b}: {path}:{number}")
        problems.append("\n".join(lines))
    for path, number, target in includes(root, "engine"):
        if target.split("/")[0] in ("workers", "gui", "cli"):
            problems.append(f"{path}:{number}: the engine includes {target}")
        elif re.match(r"Q[A-Za-z]*(/|$)|qcustomplot", target):
            problems.append(f"{path}:{number}: the engine includes Qt ({target})")
    for path, number, target in includes(root, "workers"):
        if target.split("/")[0] in ("gui", "cli"):
            problems.append(f"{path}:{number}: the dynamo includes {target}")
    if show_graph and not any("cycle" in p for p in problems):
        for folder in layers(graph):
            print(f"{folder} -> {', '.join(sorted(graph.get(folder, {}))) or '(nothing)'}", file=out)
    for p in problems:
        print(p, file=out)
    return not problems


def self_test():
    """A tree with a cycle, a Qt include and an arrow back fails; the same tree mended passes."""
    with tempfile.TemporaryDirectory() as root:
        def write(path, *targets):
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as f:
                for t in targets:
                    f.write(f'#include "{t}"\n')

        write("engine/low/a.hpp", "engine/high/b.hpp")
        write("engine/high/b.hpp", "engine/mid/c.hpp")
        write("engine/mid/c.hpp", "engine/low/d.hpp")
        write("engine/low/d.hpp")
        write("engine/low/e.cpp", "engine/low/d.hpp", "QString")
        write("workers/w.cpp", "engine/low/d.hpp", "gui/window.hpp")
        sink = open(os.devnull, "w")
        if check(root, out=sink):
            print("self-test: a tree with a cycle passed the check")
            return False
        report = []

        class Lines:
            def write(self, text):
                report.append(text)

            def flush(self):
                pass

        check(root, out=Lines())
        text = "".join(report)
        for needle in ("cycle: high, low, mid", "low -> high: engine/low/a.hpp:1",
                       "the engine includes Qt (QString)", "the dynamo includes gui/window.hpp"):
            if needle not in text:
                print(f"self-test: the report lacks {needle!r}:\n{text}")
                return False
        write("engine/low/a.hpp")  # the arrow back removed
        write("engine/low/e.cpp", "engine/low/d.hpp")
        write("workers/w.cpp", "engine/low/d.hpp")
        if not check(root, out=sink):
            print("self-test: the mended tree failed the check")
            return False
    print("self-test: passed (a cycle, a Qt include and an arrow back are found)")
    return True


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    if "--self-test" in argv:
        return 0 if self_test() else 1
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    ok = check(root, show_graph="--graph" in argv)
    print("layers: every rule holds" if ok else "layers: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
