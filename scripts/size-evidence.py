#!/usr/bin/env python3
"""Measures Apple-drawn glyphs with symbolcheck's own size model: the evidence table of
docs/sizing.md ("The optical size model").

Each row is a glyph the SF Symbols app exported (generator "Apple CoreSVG" in
../shared/corpus/MANIFEST.tsv): a system symbol exported unchanged, or a shipped custom symbol
built on one of Apple's shapes (MrKai77/Loop's `custom.*.rectangle` symbols keep Apple's
`rectangle`). The bundled reference and the card's camera anchors follow. Regular-M, derived
from Regular-S for a variable template, in cap heights; `optical` is the model's optical size,
`by` the measure it used, `stem` 2 x ink area / perimeter, `verdict` the tool's.

Usage: scripts/size-evidence.py [SYMBOLCHECK] [SHARED_DIR]
  (defaults: .build/debug/symbolcheck and ../shared; run from the package root)
"""
import json
import subprocess
import sys
from pathlib import Path

# (corpus file, glyph, shape class). Classes: circle, square-ish, wide (up to 1.4x as wide as
# tall), tall (narrower than tall), open mark.
APPLE_DRAWN = [
    ("001.svg", "exclamationmark.circle.fill", "circle"),
    ("002.svg", "plus.circle.fill", "circle"),
    ("098.svg", "nosign", "circle"),
    ("100.svg", "pin.circle", "circle"),
    ("107.svg", "chevron.down.circle.fill", "circle"),
    ("143.svg", "chevron.left.circle", "circle"),
    ("097.svg", "gearshape", "square-ish"),
    ("071.svg", "rectangle (in custom.arrow.down.right.and.arrow.up.left.rectangle)", "wide"),
    ("073.svg", "rectangle.fill (in custom.option.rectangle.fill)", "wide"),
    ("074.svg", "rectangle.fill (in custom.control.rectangle.fill)", "wide"),
    ("076.svg", "rectangle (in custom.arrow.2.squarepath.rectangle)", "wide"),
    ("078.svg", "rectangle (in custom.forward.rectangle)", "wide"),
    ("080.svg", "rectangle (in custom.arrow.down.right.rectangle)", "wide"),
    ("095.svg", "externaldrive", "wide"),
    ("099.svg", "paintpalette", "wide"),
    ("103.svg", "delete.backward", "wide"),
    ("140.svg", "delete.backward.fill", "wide"),
    ("105.svg", "rectangle.expand.vertical", "wide"),
    ("096.svg", "gearshape.2", "wide"),
    ("111.svg", "lock.fill", "tall"),
    ("106.svg", "arrow.up.and.line.horizontal.and.arrow.down", "tall"),
    ("104.svg", "chevron.up", "open mark"),
    ("141.svg", "chevron.down", "open mark"),
]
ANCHORS = [
    ("Symbols/reference.svg", "bundled reference (circle.circle-like)", "circle"),
    ("Symbols/camera.svg", "camera-like glyph at 1.45x (the card: passes)", "wide"),
    ("Symbols/camera-puny.svg", "camera-like glyph at 1.13x (the card: fails)", "wide"),
]


# Apple's scale factors (docs/template-format.md §3): a row's optical size divided by its
# factor is comparable with Regular-M's.
DESIGN_FACTORS = {"Regular-S": 0.783, "Regular-M": 1.0, "Regular-L": 1.29}


def measure(tool, path):
    out = subprocess.run([tool, "--format", "json", str(path)], capture_output=True, text=True).stdout
    entry = json.loads(out)["files"][0]
    size_errors = sum(1 for d in entry["diagnostics"] if d["rule"] == "glyph-size")
    return entry["measurements"], size_errors


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/symbolcheck"
    shared = Path(sys.argv[2] if len(sys.argv) > 2 else "../shared")
    rows = [(shared / "corpus" / f, f, g, c) for f, g, c in APPLE_DRAWN] + [(Path(f), f, g, c) for f, g, c in ANCHORS]
    print("| glyph | file | class | height | width | by | optical | S ÷ 0.783, L ÷ 1.29 | stem | glyph-size errors |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    judged = []
    for path, name, glyph, cls in rows:
        measurements, errors = measure(tool, path)
        m = measurements["Regular-M"]
        others = [measurements[v]["opticalSize"] / DESIGN_FACTORS[v] for v in ("Regular-S", "Regular-L")]
        cap = m["capHeight"]
        height, width = m["height"] / cap, m["width"] / cap
        stem = m["stem"] / cap if m["stem"] is not None else float("nan")
        by = m["judgedBy"] + (" (derived)" if m["derived"] else "")
        print(
            f"| `{glyph}` | {name} | {cls} | {height:.3f} | {width:.3f} | {by} | {m['opticalSize']:.3f} "
            f"| {others[0]:.3f}, {others[1]:.3f} | {stem:.3f} | {errors} |"
        )
        if m["judgedBy"] != "none" and not name.startswith("Symbols/"):
            judged += [(size, glyph) for size in [m["opticalSize"]] + others]
    low, high = min(judged), max(judged)
    middle = (low[0] + high[0]) / 2
    print()
    print(
        f"Apple-drawn and judged: {len(judged) // 3} glyphs, optical size at Regular-M (S and L divided by their "
        f"factors) {low[0]:.3f} (`{low[1]}`) to {high[0]:.3f} (`{high[1]}`): middle {middle:.4f}, "
        f"half spread {(high[0] - low[0]) / 2 / middle * 100:.2f} % of it"
    )


if __name__ == "__main__":
    main()
