#!/usr/bin/env python3
"""Prints the spread of Regular-M stems over made templates, from `symbolcheck check --format json`.

The stem is what check reports (2 x ink area / perimeter, InkShape). docs/making.md's before and
after figures for a made family come from:

    symbolcheck make ../shared/icons/lucide/*.svg -o /tmp/lucide
    symbolcheck check --format json /tmp/lucide | scripts/stem-spread.py

Usage: scripts/stem-spread.py [JSON_FILE]   (standard input without a file)
"""
import json
import statistics
import sys


def main():
    report = json.load(open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin)
    rows = []
    for f in report["files"]:
        m = f.get("measurements", {}).get("Regular-M")
        if m and f["path"].endswith(".svg"):
            rows.append((m["stem"], f["path"].rsplit("/", 1)[-1][:-4]))
    if len(rows) < 2:
        sys.exit("fewer than two templates with a Regular-M measurement")
    rows.sort()
    stems = [s for s, _ in rows]
    median = statistics.median(stems)
    p = statistics.quantiles(stems, n=20)
    near = sum(1 for s in stems if abs(s / median - 1) <= 0.05)
    print(f"{len(rows)} templates: Regular-M stem min {stems[0]:.2f} ({rows[0][1]}), median {median:.2f}, "
          f"max {stems[-1]:.2f} ({rows[-1][1]}); 5th-95th percentile {p[0]:.2f}-{p[-1]:.2f}; "
          f"{near} within 5 % of the median")


if __name__ == "__main__":
    main()
