#!/usr/bin/env python3
"""Measures how Apple derives a template's 24 other variants from Ultralight-S, Regular-S and Black-S.

actool (and the SF Symbols app, whose 27-variant exports are made the same way) computes every
point of a derived variant as

    point = Regular + (Ultralight - Regular) * a + (Black - Regular) * b

then applies the scale transform for S, M or L (docs/template-format.md §4.4); Apple publishes neither a, b per
weight nor that transform. For every 27-variant template in ../shared/corpus written by Apple's
CoreSVG whose 27 glyphs share one path structure, each glyph's points are read in its own
coordinates (x from its left-margin guide, y from its row's baseline: the glyph group's
translation, which Apple's exports set to exactly that), and

  * per weight, a and b are fitted by least squares over all points of all files at scale S
    (also per file, to show their spread), with the residual in template units;
  * per scale, the S -> M and S -> L transform is fitted as p_M = s * p_S + t on each axis
    (so the data say where the origin t / (1 - s) is), over all weights of all files,
    along with the residual of a pure scale about (left margin, baseline) and about
    (left margin, cap-height midline);
  * the advance (right margin - left margin) is checked against the same a, b and s.

Usage: scripts/derive-interpolation.py [CORPUS_DIR]   (prints the figures)
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np

WEIGHTS = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
SCALES = ["S", "M", "L"]
SVG = "{http://www.w3.org/2000/svg}"
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "Z": 0}
CAP_HEIGHT = 70.459


def points(d):
    """The command letters and absolute points (end and control points) of path data."""
    toks = [m.group(0) for m in re.finditer(r"[MmLlHhVvCcSsQqTtZzAa]|" + NUMBER.pattern, d)]
    kinds, pts = [], []
    i, cmd, pos, start = 0, None, (0.0, 0.0), (0.0, 0.0)
    while i < len(toks):
        if toks[i].isalpha():
            cmd = toks[i]
            i += 1
        c, rel = cmd.upper(), cmd.islower()
        if c == "A":
            raise ValueError("arcs are not expected in Apple exports")
        n = ARITY[c]
        v = [float(t) for t in toks[i:i + n]]
        i += n
        kinds.append(c)
        if c == "Z":
            pos = start
            continue
        if c == "H":
            v = [v[0] + (pos[0] if rel else 0), pos[1]]
        elif c == "V":
            v = [pos[0], v[0] + (pos[1] if rel else 0)]
        elif rel:
            v = [x + (pos[k % 2]) for k, x in enumerate(v)]
        for k in range(0, len(v), 2):
            pts.append((v[k], v[k + 1]))
        pos = pts[-1]
        if c == "M":
            start = pos
            cmd = "l" if rel else "L"
    return kinds, pts


def translation(el):
    m = re.match(r"matrix\(1 0 0 1 ([-\d.e]+) ([-\d.e]+)\)", el.get("transform", ""))
    return (float(m.group(1)), float(m.group(2))) if m else None


def glyph(group):
    """(structure, points as an n x 2 array in the glyph's own coordinates) or None."""
    kinds, pts = [], []
    for el in group.iter():
        if el is group:
            continue
        if el.tag != SVG + "path" or el.get("transform"):
            if el.tag != SVG + "g" or el.get("transform"):
                return None
            continue
        k, p = points(el.get("d", ""))
        kinds.append(tuple(k))
        pts += p
    return tuple(kinds), np.array(pts)


def load(corpus):
    files = []
    for f in sorted(corpus.glob("*.svg")):
        text = f.read_text(errors="replace")
        if "Apple Native CoreSVG" not in text:
            continue
        root = ET.fromstring(text.encode())
        groups = {g.get("id"): g for g in root.iter(SVG + "g")}
        ids = [f"{w}-{s}" for w in WEIGHTS for s in SCALES]
        if not all(v in groups and translation(groups[v]) for v in ids):
            continue
        try:
            glyphs = {v: glyph(groups[v]) for v in ids}
        except (ValueError, KeyError):
            continue
        if any(g is None for g in glyphs.values()) or len({g[0] for g in glyphs.values()}) != 1:
            continue
        if len(glyphs["Regular-S"][1]) == 0:
            continue
        lines = {el.get("id"): float(el.get("x1")) for el in root.iter(SVG + "line") if el.get("id") and el.get("x1")}
        advance = {}
        for v in ids:
            if f"left-margin-{v}" in lines and f"right-margin-{v}" in lines:
                advance[v] = lines[f"right-margin-{v}"] - lines[f"left-margin-{v}"]
        files.append((f.name, {v: g[1] for v, g in glyphs.items()}, advance))
    return files


def fit_weights(files, weight, scale="S"):
    u, r, b = (f"Ultralight-{scale}", f"Regular-{scale}", f"Black-{scale}")
    rows, rhs = [], []
    for _, g, _ in files:
        du, db, dw = (g[u] - g[r]).ravel(), (g[b] - g[r]).ravel(), (g[f"{weight}-{scale}"] - g[r]).ravel()
        rows.append(np.stack([du, db], axis=1))
        rhs.append(dw)
    A, y = np.concatenate(rows), np.concatenate(rhs)
    coef, *_ = np.linalg.lstsq(A, y, rcond=None)
    per_file = []
    for X, z in zip(rows, rhs):
        c, *_ = np.linalg.lstsq(X, z, rcond=None)
        per_file.append(c)
    residual = np.abs(A @ coef - y)
    return coef, np.array(per_file), residual


def fit_scale(files, scale):
    """p_scale = s * p_S + t per axis, over every weight of every file."""
    out = []
    for axis in (0, 1):
        xs = np.concatenate([g[f"{w}-S"][:, axis] for _, g, _ in files for w in WEIGHTS])
        ys = np.concatenate([g[f"{w}-{scale}"][:, axis] for _, g, _ in files for w in WEIGHTS])
        A = np.stack([xs, np.ones_like(xs)], axis=1)
        (s, t), *_ = np.linalg.lstsq(A, ys, rcond=None)
        out.append((s, t, np.abs(A @ np.array([s, t]) - ys)))
    return out


def pure_scale_residual(files, scale, s, origin_y):
    err = []
    for _, g, _ in files:
        for w in WEIGHTS:
            p, q = g[f"{w}-S"], g[f"{w}-{scale}"]
            pred = np.stack([s * p[:, 0], origin_y + s * (p[:, 1] - origin_y)], axis=1)
            err.append(np.abs(pred - q).max(axis=1))
    return np.concatenate(err)


def main():
    corpus = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "shared/corpus")
    files = load(corpus)
    print(f"{len(files)} Apple-exported 27-variant templates whose 27 glyphs share one path structure, "
          f"{sum(len(g['Regular-S']) for _, g, _ in files)} points per variant in all")
    print("\nweight      a         b         a spread (min..max)    b spread (min..max)    residual median / p99 / max (units)")
    for w in WEIGHTS:
        (a, b), per, res = fit_weights(files, w)
        print(f"{w:<11} {a:8.5f}  {b:8.5f}  {per[:, 0].min():8.4f}..{per[:, 0].max():8.4f}    "
              f"{per[:, 1].min():8.4f}..{per[:, 1].max():8.4f}    "
              f"{np.median(res):.4f} / {np.percentile(res, 99):.4f} / {res.max():.4f}")
    print("\nthe same coefficients at M and L (fitted on that row's own Ultralight/Regular/Black):")
    for scale in ("M", "L"):
        line = []
        for w in WEIGHTS:
            (a, b), _, res = fit_weights(files, w, scale)
            line.append(f"{w} {a:.3f}/{b:.3f}")
        print(f"  {scale}: " + ", ".join(line))
    print("\nscale transform from S (p = s * p_S + t, per axis; origin = t / (1 - s)):")
    for scale in ("M", "L"):
        (sx, tx, rx), (sy, ty, ry) = fit_scale(files, scale)
        ox = tx / (1 - sx)
        oy = ty / (1 - sy)
        print(f"  S->{scale}: x: s {sx:.5f} t {tx:+.4f} (origin {ox:+.2f}), residual median {np.median(rx):.4f} max {rx.max():.4f}; "
              f"y: s {sy:.5f} t {ty:+.4f} (origin {oy:+.2f}), residual median {np.median(ry):.4f} max {ry.max():.4f}")
        s = (sx + sy) / 2
        for name, origin in (("baseline", 0.0), ("cap-height midline", -CAP_HEIGHT / 2)):
            r = pure_scale_residual(files, scale, s, origin)
            print(f"    pure scale {s:.5f} about (left margin, {name}): max point error median {np.median(r):.4f}, "
                  f"p99 {np.percentile(r, 99):.4f}, max {r.max():.4f} units")
    print("\nadvance (right - left margin) against the same model:")
    errs = []
    for _, _, adv in files:
        if not all(f"{w}-{s}" in adv for w in WEIGHTS for s in SCALES):
            continue
        for w in WEIGHTS:
            (a, b), _, _ = fit_weights(files, w)
            for scale in SCALES:
                u, r, bl = adv["Ultralight-S"], adv["Regular-S"], adv["Black-S"]
                s_fit = 1.0 if scale == "S" else (fit_scale(files, scale)[0][0] + fit_scale(files, scale)[1][0]) / 2
                errs.append(abs(s_fit * (r + a * (u - r) + b * (bl - r)) - adv[f"{w}-{scale}"]))
    if errs:
        print(f"  {len(errs)} variants with both margins: error median {np.median(errs):.4f}, max {max(errs):.4f} units")
    else:
        print("  no file has margins for all 27 variants")


main()
