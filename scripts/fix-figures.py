#!/usr/bin/env python3
"""What `fix` wrote, counted as docs/fixing.md and #34 item 5 give it: bytes, the glyph
variants drawn (Ultralight…Black × S/M/L groups; a variable template draws 3 and actool derives
the other 24, a static one draws all 27), and the segments of the path data inside
<g id="Symbols">, by kind: curves (C, S, Q, T), arcs (A) and lines (L, H, V; a moveto's extra
coordinate pairs are lines too). Each command's repeated argument groups count as segments.

Usage: scripts/fix-figures.py FILE.svg...

The figures of docs/fixing.md for ../shared/corpus/077.svg:
  BEFORE/symbolcheck-render fix ../shared/corpus/077.svg -o before.svg   # BEFORE: a build from before #34 item 5
  .build/debug/symbolcheck-render fix ../shared/corpus/077.svg -o after.svg
  scripts/fix-figures.py ../shared/corpus/077.svg before.svg after.svg
"""
import re
import sys

ARGUMENTS = {"c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "l": 2, "h": 1, "v": 1, "m": 2, "z": 0}
WEIGHTS = "Ultralight|Thin|Light|Regular|Medium|Semibold|Bold|Heavy|Black"


def segments(d):
    """Curve, arc and line segments of one path's data."""
    tokens = re.findall(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", d)
    counts = {"curve": 0, "arc": 0, "line": 0}
    i, command = 0, None
    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]
            i += 1
            if command.lower() == "z":
                continue
        kind = command.lower()
        # An arc's flags may be written without separators ("a1 1 0 011 1"): then this count
        # is off, which no file fix writes does (its arcs are written as curves).
        i += ARGUMENTS[kind]
        if kind in "csqt":
            counts["curve"] += 1
        elif kind == "a":
            counts["arc"] += 1
        elif kind in "lhv":
            counts["line"] += 1
        elif kind == "m":
            command = "l" if command == "m" else "L"
    return counts


def main(paths):
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        start = text.find('id="Symbols"')
        drawn = text[start:] if start >= 0 else text
        total = {"curve": 0, "arc": 0, "line": 0}
        datas = re.findall(r'\sd="([^"]*)"', drawn)
        for d in datas:
            for kind, n in segments(d).items():
                total[kind] += n
        variants = re.findall(r'<g id="((?:%s)-[SML])"' % WEIGHTS, text)
        print(
            f"{path}: {len(text.encode())} bytes, {len(variants)} variants drawn, "
            f"{total['curve']} curve segments, {total['arc']} arcs, {total['line']} lines, {len(datas)} paths"
        )


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
