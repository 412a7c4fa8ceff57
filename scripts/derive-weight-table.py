#!/usr/bin/env python3
"""Derives symbolcheck make's stroke-weight table and side bearings from Apple's own exports.

For every 27-variant template in ../shared/corpus written by Apple's CoreSVG, each glyph's
stem thickness is estimated as 2 x area / perimeter (exact for a long thin bar, close for
strokes of any shape), and divided by the same file's Regular stem at the same scale. The
table is the median ratio per weight over all files. The side bearing is the distance from
each glyph's ink to its margin guides, as a share of the cap height (70.459 units).

Usage: scripts/derive-weight-table.py [CORPUS_DIR]   (prints the table and the bearings)
"""
import math
import re
import statistics
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

WEIGHTS = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
SCALES = ["S", "M", "L"]
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def tokens(d):
    for m in re.finditer(r"[MmLlHhVvCcSsQqTtZzAa]|" + NUMBER.pattern, d):
        yield m.group(0)


def subpaths(d):
    """Absolute polylines (curves sampled at 16 steps) of path data; arcs are not expected."""
    out, cur, start, pos = [], None, (0.0, 0.0), (0.0, 0.0)
    toks = list(tokens(d))
    i, cmd, last_ctrl = 0, None, None
    def nums(n):
        nonlocal i
        v = [float(t) for t in toks[i:i + n]]
        i += n
        return v
    while i < len(toks):
        if toks[i].isalpha():
            cmd = toks[i]
            i += 1
            if cmd in "Zz":
                if cur:
                    cur.append(start)
                    out.append(cur)
                cur, pos = None, start
                continue
        rel = cmd.islower()
        c = cmd.upper()
        ox, oy = pos if rel else (0.0, 0.0)
        if c == "M":
            x, y = nums(2)
            pos = (x + ox, y + oy)
            if cur:
                out.append(cur)
            cur, start = [pos], pos
            cmd = "l" if rel else "L"
        elif c == "L":
            x, y = nums(2)
            pos = (x + ox, y + oy)
            cur.append(pos)
        elif c == "H":
            (x,) = nums(1)
            pos = (x + (pos[0] if rel else 0), pos[1])
            cur.append(pos)
        elif c == "V":
            (y,) = nums(1)
            pos = (pos[0], y + (pos[1] if rel else 0))
            cur.append(pos)
        elif c in "CSQT":
            if c == "C":
                a = nums(6)
                p1, p2, p3 = (a[0] + ox, a[1] + oy), (a[2] + ox, a[3] + oy), (a[4] + ox, a[5] + oy)
            elif c == "S":
                a = nums(4)
                p1 = (2 * pos[0] - last_ctrl[0], 2 * pos[1] - last_ctrl[1]) if last_ctrl else pos
                p2, p3 = (a[0] + ox, a[1] + oy), (a[2] + ox, a[3] + oy)
            else:
                a = nums(4) if c == "Q" else nums(2)
                q = (a[0] + ox, a[1] + oy) if c == "Q" else pos
                p3 = (a[-2] + ox, a[-1] + oy)
                p1 = (pos[0] + 2 / 3 * (q[0] - pos[0]), pos[1] + 2 / 3 * (q[1] - pos[1]))
                p2 = (p3[0] + 2 / 3 * (q[0] - p3[0]), p3[1] + 2 / 3 * (q[1] - p3[1]))
            p0 = pos
            for k in range(1, 17):
                t = k / 16
                u = 1 - t
                cur.append(tuple(u**3 * p0[j] + 3 * u * u * t * p1[j] + 3 * u * t * t * p2[j] + t**3 * p3[j] for j in (0, 1)))
            last_ctrl, pos = p2, p3
            continue
        else:
            raise ValueError("unsupported command " + cmd)
        last_ctrl = None
    if cur:
        out.append(cur)
    return out


def measure(group):
    area, perimeter, xs = 0.0, 0.0, []
    for path in group.iter("{http://www.w3.org/2000/svg}path"):
        for ring in subpaths(path.get("d", "")):
            area += sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(ring, ring[1:] + ring[:1])) / 2
            perimeter += sum(math.dist(a, b) for a, b in zip(ring, ring[1:] + ring[:1]))
            xs += [p[0] for p in ring]
    return abs(area), perimeter, (min(xs), max(xs)) if xs else None


def translation(el):
    m = re.match(r"matrix\(1 0 0 1 ([-\d.]+) ([-\d.]+)\)", el.get("transform", ""))
    return float(m.group(1)) if m else None


def main():
    corpus = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "shared/corpus")
    ratios = {w: [] for w in WEIGHTS}
    bearings = []
    files = 0
    for f in sorted(corpus.glob("*.svg")):
        text = f.read_text(errors="replace")
        if "Apple Native CoreSVG" not in text:
            continue
        root = ET.fromstring(text.encode())
        groups = {g.get("id"): g for g in root.iter("{http://www.w3.org/2000/svg}g")}
        if not all(f"{w}-{s}" in groups for w in WEIGHTS for s in SCALES):
            continue
        try:
            stems = {v: measure(groups[v]) for v in (f"{w}-{s}" for w in WEIGHTS for s in SCALES)}
        except (ValueError, IndexError, TypeError):
            continue
        files += 1
        for s in SCALES:
            a, p, _ = stems[f"Regular-{s}"]
            regular = 2 * a / p
            for w in WEIGHTS:
                a, p, _ = stems[f"{w}-{s}"]
                ratios[w].append((2 * a / p) / regular)
        lines = {el.get("id"): float(el.get("x1")) for el in root.iter("{http://www.w3.org/2000/svg}line") if el.get("id")}
        for v, (_, _, ink) in stems.items():
            left, right, tx = lines.get(f"left-margin-{v}"), lines.get(f"right-margin-{v}"), translation(groups[v])
            if left is None or right is None or tx is None or not ink:
                continue
            # Bearings scale with the glyph: divide by Apple's scale factor to compare rows.
            factor = {"S": 0.783, "M": 1.0, "L": 1.29}[v[-1]]
            bearings.append(((ink[0] + tx - left) / factor, (right - (ink[1] + tx)) / factor))
    print(f"{files} Apple-exported 27-variant templates")
    print("weight      median stem / Regular   (min - max)")
    for w in WEIGHTS:
        r = ratios[w]
        print(f"{w:<11} {statistics.median(r):.3f}                   ({min(r):.3f} - {max(r):.3f})")
    if bearings:
        ls, rs = [b[0] for b in bearings], [b[1] for b in bearings]
        print(f"side bearings (as at M) over {len(bearings)} variants with margins: left median {statistics.median(ls):.2f}, "
              f"right median {statistics.median(rs):.2f} units (cap height 70.459)")


main()
