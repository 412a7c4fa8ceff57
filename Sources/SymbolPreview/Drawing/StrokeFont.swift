import SVGModel
import SymbolRender

/// A tiny built-in stroke font for sheet labels. Labels must not depend on the fonts
/// installed on the machine (pixels would change between machines and golden files break),
/// so each character is a few polylines on a 4 × 6 grid (y down, baseline at 6), stroked
/// with round caps.
enum StrokeFont {
    /// Grid units from one character's origin to the next.
    static let advance = 6.0
    static let capHeight = 6.0

    /// Width in grid units of `text` (no trailing spacing).
    static func width(of text: String) -> Double {
        text.isEmpty ? 0 : Double(text.count) * advance - (advance - 4)
    }

    /// Polylines of one character in grid units; unknown characters draw nothing.
    static func strokes(for character: Character) -> [[Point]] {
        guard let lines = table[character] else { return [] }
        return lines.map { line in line.map { Point(x: $0.0, y: $0.1) } }
    }

    private static let ring: [(Double, Double)] = [
        (1, 0), (3, 0), (4, 1), (4, 5), (3, 6), (1, 6), (0, 5), (0, 1), (1, 0),
    ]
    private static let bowl: [(Double, Double)] = [(0, 6), (0, 0), (3, 0), (4, 1), (4, 2), (3, 3), (0, 3)]

    private static let table: [Character: [[(Double, Double)]]] = [
        "A": [[(0, 6), (0, 2), (2, 0), (4, 2), (4, 6)], [(0, 3.5), (4, 3.5)]],
        "B": [[(0, 3), (3, 3), (4, 4), (4, 5), (3, 6), (0, 6), (0, 0), (3, 0), (4, 1), (4, 2), (3, 3)]],
        "C": [[(4, 1), (3, 0), (1, 0), (0, 1), (0, 5), (1, 6), (3, 6), (4, 5)]],
        "D": [[(0, 0), (0, 6), (2.5, 6), (4, 4.5), (4, 1.5), (2.5, 0), (0, 0)]],
        "E": [[(4, 0), (0, 0), (0, 6), (4, 6)], [(0, 3), (3, 3)]],
        "F": [[(4, 0), (0, 0), (0, 6)], [(0, 3), (3, 3)]],
        "G": [[(4, 1), (3, 0), (1, 0), (0, 1), (0, 5), (1, 6), (3, 6), (4, 5), (4, 3.5), (2.5, 3.5)]],
        "H": [[(0, 0), (0, 6)], [(4, 0), (4, 6)], [(0, 3), (4, 3)]],
        "I": [[(1, 0), (3, 0)], [(2, 0), (2, 6)], [(1, 6), (3, 6)]],
        "J": [[(4, 0), (4, 5), (3, 6), (1, 6), (0, 5)]],
        "K": [[(0, 0), (0, 6)], [(4, 0), (0, 4)], [(1.5, 2.5), (4, 6)]],
        "L": [[(0, 0), (0, 6), (4, 6)]],
        "M": [[(0, 6), (0, 0), (2, 3), (4, 0), (4, 6)]],
        "N": [[(0, 6), (0, 0), (4, 6), (4, 0)]],
        "O": [ring],
        "P": [bowl],
        "Q": [ring, [(2.5, 4.5), (4, 6.5)]],
        "R": [bowl, [(2, 3), (4, 6)]],
        "S": [[(4, 1), (3, 0), (1, 0), (0, 1), (0, 2), (1, 3), (3, 3), (4, 4), (4, 5), (3, 6), (1, 6), (0, 5)]],
        "T": [[(0, 0), (4, 0)], [(2, 0), (2, 6)]],
        "U": [[(0, 0), (0, 5), (1, 6), (3, 6), (4, 5), (4, 0)]],
        "V": [[(0, 0), (2, 6), (4, 0)]],
        "W": [[(0, 0), (1, 6), (2, 2.5), (3, 6), (4, 0)]],
        "X": [[(0, 0), (4, 6)], [(4, 0), (0, 6)]],
        "Y": [[(0, 0), (2, 3), (4, 0)], [(2, 3), (2, 6)]],
        "Z": [[(0, 0), (4, 0), (0, 6), (4, 6)]],
        "0": [ring, [(3.5, 1), (0.5, 5)]],
        "1": [[(1, 1), (2, 0), (2, 6)], [(1, 6), (3, 6)]],
        "2": [[(0, 1), (1, 0), (3, 0), (4, 1), (4, 2), (0, 6), (4, 6)]],
        "3": [
            [(0, 1), (1, 0), (3, 0), (4, 1), (4, 2), (3, 3), (1.5, 3)],
            [(3, 3), (4, 4), (4, 5), (3, 6), (1, 6), (0, 5)],
        ],
        "4": [[(3, 6), (3, 0), (0, 4), (4, 4)]],
        "5": [[(4, 0), (0, 0), (0, 3), (3, 3), (4, 4), (4, 5), (3, 6), (1, 6), (0, 5)]],
        "6": [[(3.5, 0), (1, 0), (0, 1), (0, 5), (1, 6), (3, 6), (4, 5), (4, 4), (3, 3), (0, 3)]],
        "7": [[(0, 0), (4, 0), (1.5, 6)]],
        "8": [
            [
                (1, 3), (0, 2), (0, 1), (1, 0), (3, 0), (4, 1), (4, 2), (3, 3), (1, 3), (0, 4), (0, 5), (1, 6), (3, 6),
                (4, 5), (4, 4), (3, 3),
            ]
        ],
        "9": [[(4, 3), (1, 3), (0, 2), (0, 1), (1, 0), (3, 0), (4, 1), (4, 5), (3, 6), (0.5, 6)]],
        "x": [[(0.5, 2.5), (3.5, 6)], [(3.5, 2.5), (0.5, 6)]],
        "@": [
            [
                (3, 4), (3, 2), (1.8, 2), (1.2, 2.6), (1.2, 3.4), (1.8, 4), (3, 4), (3.6, 4), (4, 3.4), (4, 1), (3, 0),
                (1, 0), (0, 1), (0, 5), (1, 6), (3.5, 6),
            ]
        ],
        "-": [[(0.5, 3), (3.5, 3)]],
        "/": [[(0, 6), (4, 0)]],
        ".": [[(2, 5.7), (2, 6)]],
        ":": [[(2, 1.7), (2, 2)], [(2, 5.7), (2, 6)]],
        ",": [[(2, 5.5), (1.4, 7)]],
        "!": [[(2, 0), (2, 4)], [(2, 5.7), (2, 6)]],
        "%": [
            [(4, 0), (0, 6)], [(0.5, 0.5), (1, 0.5), (1, 1), (0.5, 1), (0.5, 0.5)],
            [(3, 5), (3.5, 5), (3.5, 5.5), (3, 5.5), (3, 5)],
        ],
        "_": [[(0, 6), (4, 6)]],
    ]
}

extension Canvas {
    /// Draws `text` with its top-left at `origin` (pixels), capitals `capHeight` pixels tall.
    func drawLabel(_ text: String, at origin: Point, capHeight: Double, color: RGBAColor) throws {
        let unit = capHeight / StrokeFont.capHeight
        let style = StrokeStyle(width: max(1, unit * 0.95), color: color, rounded: true)
        var x = origin.x
        for character in text {
            for line in StrokeFont.strokes(for: character) {
                try strokePolyline(line.map { Point(x: x + $0.x * unit, y: origin.y + $0.y * unit) }, style: style)
            }
            x += StrokeFont.advance * unit
        }
    }
}
