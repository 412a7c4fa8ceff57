#!/usr/bin/env python3
"""Derives symbolcheck make's stroke-weight table, Regular stems and side bearings from Apple's exports.

For every 27-variant template in ../shared/corpus written by Apple's CoreSVG, each glyph's
stem thickness is estimated as 2 x area / perimeter (exact for a long thin bar, close for
strokes of any shape), and divided by the same file's Regular stem at the same scale. The
table is the median ratio per weight over all files. The side bearing is the distance from
each glyph's ink to its margin guides, as a share of the cap height (70.459 units).

The Regular stem in template units per row comes from the one glyph Apple itself draws in
every v5/v6 export: the `plus.circle` printed in the Notes at S, M and L (Regular, before its
0.2 scale). Its ring is an annulus, whose 2 x area / perimeter is exactly its thickness. The
27-variant templates give how each row's Regular stem relates to M's, per file (designers
draw those glyphs; the SF Symbols app interpolates the rows).

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


def notes_plus_circle(root):
    """Regular stems (ring thickness, whole glyph) of the Notes' plus.circle at S, M, L, or None."""
    found = []
    for g in root.iter("{http://www.w3.org/2000/svg}g"):
        if not g.get("transform", "").startswith("matrix(0.2 0 0 0.2"):
            continue
        path = g.find("{http://www.w3.org/2000/svg}path")
        if path is None:
            continue
        rings = subpaths(path.get("d", ""))
        # plus.circle: outer circle, inner circle, then the plus; the size sample icons are
        # the first three 0.2-scaled groups (S, M, L), left to right.
        found.append(rings)
        if len(found) == 3:
            break
    if len(found) < 3:
        return None
    out = []
    for rings in found:
        # Concentric circles: the ring's thickness (its 2 x area / perimeter) is half the
        # difference of the diameters, read off the on-curve extremes without sampling error.
        outer, inner = (max(p[0] for p in r) - min(p[0] for p in r) for r in rings[:2])
        out.append(((outer - inner) / 2, outer))
    return out


def main():
    corpus = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "shared/corpus")
    ratios = {w: [] for w in WEIGHTS}
    bearings = []
    files = 0
    row_ratios = {s: [] for s in SCALES}
    row_weight = {(w, s): [] for w in WEIGHTS for s in SCALES}
    notes = {}
    for f in sorted(corpus.glob("*.svg")):
        text = f.read_text(errors="replace")
        if "Apple Native CoreSVG" not in text:
            continue
        root = ET.fromstring(text.encode())
        plus_circle = notes_plus_circle(root)
        if plus_circle:
            notes[tuple(round(r, 1) for r, _ in plus_circle)] = plus_circle
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
                row_weight[(w, s)].append((2 * a / p) / regular)
        a, p, _ = stems["Regular-M"]
        for s in SCALES:
            a2, p2, _ = stems[f"Regular-{s}"]
            row_ratios[s].append((2 * a2 / p2) / (2 * a / p))
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
    print("weight      median stem / Regular by row   S / M / L")
    for w in WEIGHTS:
        print(f"{w:<11} " + " / ".join(f"{statistics.median(row_weight[(w, s)]):.3f}" for s in SCALES))
    print("Regular stem of each row / Regular-M's, same file (Apple's scale factor 0.783 / 1 / 1.29):")
    for s in SCALES:
        r = row_ratios[s]
        print(f"  {s}: median {statistics.median(r):.3f} ({min(r):.3f} - {max(r):.3f})")
    for stems in notes.values():
        print("Apple's plus.circle in the Notes of the v5/v6 exports, Regular ring thickness and outer diameter, "
              "template units:")
        for s, (ring, diameter) in zip(SCALES, stems):
            print(f"  {s}: stem {ring:.2f}  diameter {diameter:.2f}  stem / M stem {ring / stems[1][0]:.3f}  "
                  f"diameter / M {diameter / stems[1][1]:.3f}")
    if bearings:
        ls, rs = [b[0] for b in bearings], [b[1] for b in bearings]
        print(f"side bearings (as at M) over {len(bearings)} variants with margins: left median {statistics.median(ls):.2f}, "
              f"right median {statistics.median(rs):.2f} units (cap height 70.459)")


if __name__ == "__main__":
    main()
