#!/usr/bin/env python3
"""Measures Apple-drawn glyphs and the card's anchors with symbolcheck's own size model: the
evidence table of docs/sizing.md ("The evidence").

Each Apple row is a glyph the SF Symbols app exported (generator "Apple CoreSVG" in
../shared/corpus/MANIFEST.tsv): a system symbol exported unchanged, or a shipped custom symbol
built on one of Apple's shapes (MrKai77/Loop's `custom.*.rectangle` symbols keep Apple's
`rectangle`). The bundled reference and the card's camera pair follow. Everything comes from
`symbolcheck --format json`: Regular-M (derived from Regular-S for a variable template) in cap
heights, the measure the model used, its optical size, the deviation from the target of every
row (S and L against their own targets), whether `glyph-size` reports the file and the factor
it names for Regular-M (the one `resize` applies).

Usage: scripts/size-evidence.py [--tool SYMBOLCHECK] [--shared SHARED_DIR] [--before SYMBOLCHECK]
                                [--update docs/sizing.md]
  --tool     the build to measure with (default .build/debug/symbolcheck; run from the package root)
  --shared   the shared folder (default ../shared)
  --before   another build (e.g. the main branch's) whose verdict and factor are shown beside
  --update   write the table into the file between its size-evidence markers instead of printing
"""
import argparse
import json
import subprocess
from pathlib import Path

# (corpus file, glyph, shape class). Classes: circle, square-ish, wide (wider than tall),
# tall (narrower than tall), open mark.
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
    ("Symbols/camera.svg", "camera-like glyph at 1.45x (the card: matches circle.circle)", "wide"),
    ("Symbols/camera-puny.svg", "camera-like glyph at 1.13x (the card: puny)", "wide"),
]
ROWS = ("Regular-S", "Regular-M", "Regular-L")
BEGIN = "<!-- size-evidence: begin (scripts/size-evidence.py --update docs/sizing.md) -->"
END = "<!-- size-evidence: end -->"


def measure(tool, path):
    out = subprocess.run([tool, "--format", "json", str(path)], capture_output=True, text=True).stdout
    entry = json.loads(out)["files"][0]
    findings = [d for d in entry["diagnostics"] if d["rule"] == "glyph-size"]
    return entry["measurements"], findings


def verdict(measurements, findings):
    m = measurements["Regular-M"]
    if m["judgedBy"] == "none":
        return "not judged", "–"
    return ("reported" if findings else "passes"), f"{m['scaleToTarget']:.4f}"


def deviations(measurements):
    """Each judged row's optical size against its own target, in per cent."""
    out = []
    for row in ROWS:
        m = measurements.get(row)
        if m and m["judgedBy"] != "none":
            out.append((m["opticalSize"] / m["targetOpticalSize"] - 1) * 100)
    return out


def table(tool, shared, before):
    rows = [(shared / "corpus" / f, f, g, c, True) for f, g, c in APPLE_DRAWN]
    rows += [(Path(f), f, g, c, False) for f, g, c in ANCHORS]
    header = "| glyph | file | class | height | width | w ÷ h | by | optical | S, M, L vs target | glyph-size | factor |"
    rule = "|---|---|---|---|---|---|---|---|---|---|---|"
    if before:
        header += " before: by, optical ÷ target, verdict, factor |"
        rule += "---|"
    lines = [header, rule]
    extremes = []
    target = tolerance = None
    for path, name, glyph, cls, apple in rows:
        measurements, findings = measure(tool, path)
        m = measurements["Regular-M"]
        target = m["targetOpticalSize"]
        cap = m["capHeight"]
        height, width = m["height"] / cap, m["width"] / cap
        by = m["judgedBy"] + (" (derived)" if m["derived"] else "")
        devs = deviations(measurements)
        spread = ", ".join("0.0 %" if abs(d) < 0.05 else f"{d:+.1f} %" for d in devs) if devs else "–"
        said, factor = verdict(measurements, findings)
        line = (
            f"| `{glyph}` | {name} | {cls} | {height:.3f} | {width:.3f} | {width / height:.3f} | {by} "
            f"| {m['opticalSize']:.3f} | {spread} | {said} | {factor} |"
        )
        if before:
            old, old_findings = measure(before, path)
            om = old["Regular-M"]
            old_said, old_factor = verdict(old, old_findings)
            line += (
                f" {om['judgedBy']}, {om['opticalSize'] / om['targetOpticalSize']:.3f}, {old_said}, {old_factor} |"
            )
        lines.append(line)
        if apple:
            extremes += [(d, glyph, row) for d, row in zip(devs, [r for r in ROWS if measurements.get(r)])]
    low, high = min(extremes), max(extremes)
    widest = max(abs(low[0]), abs(high[0]))
    lines += [
        "",
        f"Apple-drawn and judged, every row against its own target ({target:.2f} cap heights at Regular-M): "
        f"from {low[0]:+.1f} % (`{low[1]}`, {low[2]}) to {high[0]:+.1f} % (`{high[1]}`, {high[2]}); "
        f"the widest deviation is {widest:.1f} %.",
    ]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", default=".build/debug/symbolcheck")
    parser.add_argument("--shared", default="../shared")
    parser.add_argument("--before")
    parser.add_argument("--update")
    args = parser.parse_args()
    text = table(args.tool, Path(args.shared), args.before)
    if not args.update:
        print(text)
        return
    doc = Path(args.update).read_text(encoding="utf-8")
    start, end = doc.index(BEGIN) + len(BEGIN), doc.index(END)
    Path(args.update).write_text(doc[:start] + "\n" + text + "\n" + doc[end:], encoding="utf-8")


if __name__ == "__main__":
    main()
