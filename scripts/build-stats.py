#!/usr/bin/env python3
"""Where a release build spends its CPU, per module, as docs/performance.md ("Build time") gives it.

    swift build -c release --product symbolcheck -Xswiftc -stats-output-dir -Xswiftc DIR
    scripts/build-stats.py DIR

Each module is one frontend process in a release build (whole-module optimisation), which writes
one JSON file of timers to DIR; this prints a Markdown table of each module's user CPU seconds,
the share of it spent type-checking, in SIL optimisation and in LLVM, and its wall seconds."""
import glob
import json
import re
import sys

PHASES = ("Type checking and Semantic analysis", "SIL optimization", "LLVM pipeline")


def main() -> None:
    modules: dict[str, list[float]] = {}
    for path in glob.glob(sys.argv[1] + "/*.json"):
        timers = json.load(open(path))
        for key, user in timers.items():
            match = re.match(r"time\.swift-frontend\.(.+?)-all.*\.user$", key)
            if not match:
                continue
            row = [user] + [timers.get(f"time.swift.{phase}.user", 0.0) for phase in PHASES]
            row.append(timers.get(key[: -len(".user")] + ".wall", 0.0))
            previous = modules.get(match.group(1))
            modules[match.group(1)] = row if previous is None else [a + b for a, b in zip(previous, row)]
    print("| module | CPU s | type-check s | SIL opt s | LLVM s | wall s |")
    print("|---|---|---|---|---|---|")
    total = [0.0] * 5
    for name, row in sorted(modules.items(), key=lambda item: -item[1][0]):
        print(f"| {name} | " + " | ".join(f"{value:.1f}" for value in row) + " |")
        total = [a + b for a, b in zip(total, row)]
    print("| total | " + " | ".join(f"{value:.1f}" for value in total) + " |")


if __name__ == "__main__":
    main()
