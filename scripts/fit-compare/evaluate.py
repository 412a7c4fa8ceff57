"""Judges fitted rings against the polylines they were fitted to, independently of either fitter:
per ring, the largest distance from the fitted curves (32 samples a cubic) to the polyline and
from the polyline's vertices to the curves; then their spread, and how many rings exceed the
tolerance (the rings are read at 0.01 units, so a few thousandths over is the reading's).
    evaluate.py RINGS FITTED TOLERANCE"""
import math, sys

def cubic(p0, p1, p2, p3, t):
    mt = 1 - t
    return tuple(mt**3 * a + 3 * mt * mt * t * b + 3 * mt * t * t * c + t**3 * d for a, b, c, d in zip(p0, p1, p2, p3))

def samples(text):
    tokens = text.split()
    pts, i, current = [], 0, None
    while i < len(tokens):
        op = tokens[i]
        if op == "M":
            current = (float(tokens[i + 1]), float(tokens[i + 2])); pts.append(current); i += 3
        elif op == "L":
            p = (float(tokens[i + 1]), float(tokens[i + 2]))
            for k in range(1, 9): pts.append(tuple(a + (b - a) * k / 8 for a, b in zip(current, p)))
            current = p; i += 3
        elif op == "C":
            c = [float(x) for x in tokens[i + 1:i + 7]]
            p1, p2, p3 = (c[0], c[1]), (c[2], c[3]), (c[4], c[5])
            for k in range(1, 33): pts.append(cubic(current, p1, p2, p3, k / 32))
            current = p3; i += 7
        else:
            i += 1
    if pts:
        for k in range(1, 9): pts.append(tuple(a + (b - a) * k / 8 for a, b in zip(current, pts[0])))
    return pts

def seg_dist(p, a, b):
    ax, ay = b[0] - a[0], b[1] - a[1]
    l2 = ax * ax + ay * ay
    t = 0 if l2 == 0 else max(0, min(1, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / l2))
    return math.hypot(p[0] - a[0] - ax * t, p[1] - a[1] - ay * t)

class Segments:
    """A closed polyline's segments bucketed on a grid, for the distance from a point: the
    segments near it first, every segment only when none is within a cell."""
    cell = 1.0

    def __init__(self, poly):
        self.segs = [(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]
        self.grid = {}
        for k, (a, b) in enumerate(self.segs):
            for gx in range(int(math.floor(min(a[0], b[0]) / self.cell)), int(math.floor(max(a[0], b[0]) / self.cell)) + 1):
                for gy in range(int(math.floor(min(a[1], b[1]) / self.cell)), int(math.floor(max(a[1], b[1]) / self.cell)) + 1):
                    self.grid.setdefault((gx, gy), []).append(k)

    def distance(self, p):
        gx, gy = int(math.floor(p[0] / self.cell)), int(math.floor(p[1] / self.cell))
        near = {k for dx in (-1, 0, 1) for dy in (-1, 0, 1) for k in self.grid.get((gx + dx, gy + dy), ())}
        best = min((seg_dist(p, *self.segs[k]) for k in near), default=math.inf)
        if best <= self.cell: return best
        return min(seg_dist(p, a, b) for a, b in self.segs)

def poly_dist(p, poly):
    return poly.distance(p)

rings = [[tuple(map(float, pair)) for pair in zip(l.split()[0::2], l.split()[1::2])] for l in open(sys.argv[1])]
fitted = [l.split(None, 2) for l in open(sys.argv[2])]
tol = float(sys.argv[3])
deviations, segments = [], 0
for ring, row in zip(rings, fitted):
    segments += int(row[0]) + int(row[1])
    if len(row) < 3 or len(ring) < 3: continue
    pts = samples(row[2])
    polyline, curves = Segments(ring), Segments(pts)
    deviations.append(max(max(polyline.distance(p) for p in pts), max(curves.distance(v) for v in ring)))
d = sorted(deviations)
at = lambda q: d[min(len(d) - 1, int(q * len(d)))]
print("%d rings, %d segments; deviation per ring: median %.3f, p90 %.3f, p99 %.3f, max %.3f; over %.2f: %d, over 1 unit: %d"
      % (len(rings), segments, at(0.5), at(0.9), at(0.99), d[-1], tol, sum(x > tol * 1.001 for x in d), sum(x > 1 for x in d)))
