// lib2geom's cubic fitter (Schneider's algorithm, from Inkscape) on the runs of polyline rings
// read from standard input, one ring per line ("x y x y ..."): each ring is cut at its corners
// (a turn of more than 30°, as symbolcheck's OutlineFitting cuts) and each run is fitted by
// Geom::bezier_fit_cubic_r within the tolerance (argv[1], template units). Prints one line per
// ring: "lines cubics", then the segments as "L x y" / "C x y x y x y" after an "M x y".
// Declared by hand (its signature in 2geom/bezier-utils.h, `Geom::Point` two doubles), so the
// harness needs no Boost headers, which lib2geom's own headers include.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace Geom {
class Point {
  public:
    double c[2];
};
int bezier_fit_cubic_r(Point bezier[], Point const data[], int len, double error, unsigned max_beziers);
}  // namespace Geom

int main(int argc, char **argv) {
    double tolerance = argc > 1 ? std::atof(argv[1]) : 0.05;
    double corner = std::cos(30 * M_PI / 180);
    std::string line;
    long totalLines = 0, totalCubics = 0;
    double seconds = 0;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::vector<Geom::Point> ring;
        double x, y;
        while (in >> x >> y) {
            if (!ring.empty() && ring.back().c[0] == x && ring.back().c[1] == y) continue;
            ring.push_back({{x, y}});
        }
        while (ring.size() > 1 && ring.front().c[0] == ring.back().c[0] && ring.front().c[1] == ring.back().c[1])
            ring.pop_back();
        size_t n = ring.size();
        if (n < 3) { std::printf("0 0\n"); continue; }
        auto start = std::chrono::steady_clock::now();
        std::vector<size_t> breaks;
        for (size_t i = 0; i < n; i++) {
            auto &a = ring[(i + n - 1) % n], &b = ring[i], &c = ring[(i + 1) % n];
            double ux = b.c[0] - a.c[0], uy = b.c[1] - a.c[1], vx = c.c[0] - b.c[0], vy = c.c[1] - b.c[1];
            double lu = std::hypot(ux, uy), lv = std::hypot(vx, vy);
            if (lu > 0 && lv > 0 && (ux * vx + uy * vy) / (lu * lv) < corner) breaks.push_back(i);
        }
        std::ostringstream out;
        long lines = 0, cubics = 0;
        std::vector<std::vector<Geom::Point>> runs;
        if (breaks.empty()) {
            std::vector<Geom::Point> run(ring.begin(), ring.end());
            run.push_back(ring[0]);
            runs.push_back(run);
        } else {
            for (size_t k = 0; k < breaks.size(); k++) {
                size_t from = breaks[k], to = breaks[(k + 1) % breaks.size()];
                std::vector<Geom::Point> run;
                for (size_t i = from;; i = (i + 1) % n) {
                    run.push_back(ring[i]);
                    if (i == to && run.size() > 1) break;
                    if (run.size() > n + 1) break;
                }
                runs.push_back(run);
            }
        }
        out << "M " << runs[0][0].c[0] << " " << runs[0][0].c[1];
        for (auto &run : runs) {
            if (run.size() == 2) {
                lines++;
                out << " L " << run[1].c[0] << " " << run[1].c[1];
                continue;
            }
            std::vector<Geom::Point> bezier(4 * run.size());
            int count = Geom::bezier_fit_cubic_r(bezier.data(), run.data(), (int)run.size(), tolerance * tolerance,
                                                 (unsigned)run.size());
            if (count <= 0) {
                for (size_t i = 1; i < run.size(); i++) {
                    lines++;
                    out << " L " << run[i].c[0] << " " << run[i].c[1];
                }
                continue;
            }
            for (int s = 0; s < count; s++) {
                cubics++;
                out << " C " << bezier[4 * s + 1].c[0] << " " << bezier[4 * s + 1].c[1] << " " << bezier[4 * s + 2].c[0]
                    << " " << bezier[4 * s + 2].c[1] << " " << bezier[4 * s + 3].c[0] << " " << bezier[4 * s + 3].c[1];
            }
        }
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        totalLines += lines;
        totalCubics += cubics;
        std::printf("%ld %ld %s\n", lines, cubics, out.str().c_str());
    }
    std::fprintf(stderr, "lib2geom: %ld lines, %ld cubics, %.3f ms fitting\n", totalLines, totalCubics, seconds * 1000);
}
