import Support
import SymbolRender

/// The library versions a set of goldens was rendered with, kept next to them in a small
/// text file (`PLATFORM`). Pixels are deterministic for one cairo and librsvg version, and
/// differ slightly between versions (Debian 12's librsvg 2.54 / cairo 1.16 against
/// Homebrew's newer ones), so a comparison against goldens from another platform must say
/// so and use `GoldenTolerance.otherPlatform`.
package struct GoldenPlatform: Hashable, Sendable, CustomStringConvertible {
    package var librsvg: String
    package var cairo: String

    package static let fileName = "PLATFORM"

    /// Where the file goes in a golden folder.
    package static func filePath(inGoldenDirectory directory: String) -> String {
        GoldenCase.join(directory, fileName)
    }

    package init(librsvg: String, cairo: String) {
        self.librsvg = librsvg
        self.cairo = cairo
    }

    /// The libraries this process renders with.
    package static var current: GoldenPlatform {
        GoldenPlatform(librsvg: RenderLibraries.librsvgVersion, cairo: RenderLibraries.cairoVersion)
    }

    package var description: String { "librsvg \(librsvg), cairo \(cairo)" }

    /// The file's text: a comment line, the symbolcheck release that recorded the goldens
    /// (for people: comparisons ignore it, as pixels depend on the libraries), and one
    /// `name version` line per library.
    package var fileText: String {
        """
        # Library versions these goldens were rendered with (see docs/previews-and-goldens.md). Written when recording.
        symbolcheck \(ToolVersion.current)
        librsvg \(librsvg)
        cairo \(cairo)

        """
    }

    /// Reads `fileText`; `nil` when either library line is missing.
    package init?(parsing text: String) {
        var versions: [String: String] = [:]
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 2, !line.hasPrefix("#") else { continue }
            versions[String(words[0])] = String(words[1])
        }
        guard let librsvg = versions["librsvg"], let cairo = versions["cairo"] else { return nil }
        self.init(librsvg: librsvg, cairo: cairo)
    }
}

/// How the goldens' platform relates to this run's, and what that means for a comparison.
package enum GoldenPlatformMatch: Hashable, Sendable {
    /// `PLATFORM` names this run's library versions (or does not exist yet).
    case same
    /// `PLATFORM` names other versions.
    case other(recorded: GoldenPlatform, current: GoldenPlatform)

    package init(recorded: GoldenPlatform?, current: GoldenPlatform = .current) {
        if let recorded, recorded != current {
            self = .other(recorded: recorded, current: current)
        } else {
            self = .same
        }
    }

    /// The tolerance to compare with unless the user chose one.
    package var defaultTolerance: GoldenTolerance {
        switch self {
        case .same: return .samePlatform
        case .other: return .otherPlatform
        }
    }

    /// The match between this run's libraries and the goldens' `PLATFORM` text (nil: no file).
    package init(recordedText: String?) {
        self.init(recorded: recordedText.flatMap(GoldenPlatform.init(parsing:)))
    }

    /// Whether a rendering matches a golden as this platform can promise: the same bytes where
    /// the goldens were made with this run's libraries, else the same pixels within
    /// `GoldenTolerance.otherPlatform` (other cairo and librsvg versions, e.g. Homebrew's).
    package func renderingMatches(_ actualPNG: [UInt8], golden goldenPNG: [UInt8]) -> Bool {
        switch self {
        case .same:
            return actualPNG == goldenPNG
        case .other:
            guard let actual = try? PNGCodec.decode(actualPNG), let golden = try? PNGCodec.decode(goldenPNG) else {
                return false
            }
            let tolerance = GoldenTolerance.otherPlatform
            return tolerance.accepts(
                ImageComparison.compare(expected: golden, actual: actual, tolerance: tolerance.channelTolerance))
        }
    }

    /// A sentence for failure messages and logs; `nil` on the same platform.
    package var note: String? {
        switch self {
        case .same: return nil
        case .other(let recorded, let current):
            return "the goldens were made with \(recorded), this run uses \(current): compared across platforms"
        }
    }
}
