import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One front end (#36 item 2): every command reads a file through SVGModel's one reader
/// (`SVGFileReader`), which gives the tree with the text its offsets count in. A file declared
/// ISO-8859-1 with `é`s before what is reported (each one byte in the file, two in its UTF-8
/// decoding) is reported at the same place, with the same snippet, as its UTF-8 twin: the
/// twins lie in two folders under one name, so every command's output must be the same bytes.
@Suite struct EncodingTwinCLITests {
    /// `text` (UTF-8, declaring `encoding="UTF-8"`) with a comment of three `é` put before
    /// `anchor`, written as UTF-8 under `utf8/NAME` and as ISO-8859-1 under `latin1/NAME`.
    static func twins(_ text: String, before anchor: String, name: String, in folder: String) {
        let marked = text.replacing(anchor, with: "<!-- \u{E9}\u{E9}\u{E9} -->" + anchor)
        precondition(marked != text && text.contains(#"encoding="UTF-8""#))
        let latin1 = marked.replacing(#"encoding="UTF-8""#, with: #"encoding="ISO-8859-1""#)
        for twin in ["utf8", "latin1"] { mkdir(folder + "/" + twin, 0o755) }
        BinaryRunner.writeFile(folder + "/utf8/" + name, Array(marked.utf8))
        BinaryRunner.writeFile(folder + "/latin1/" + name, latin1.unicodeScalars.map { UInt8($0.value) })
    }

    /// The same run in each folder.
    static func both(_ arguments: [String], in folder: String) -> (utf8: BinaryRunner.Run, latin1: BinaryRunner.Run) {
        (BinaryRunner.run(arguments, in: folder + "/utf8"), BinaryRunner.run(arguments, in: folder + "/latin1"))
    }

    static let stroke = BinaryRunner.readText(BinaryRunner.packageRoot + "/Symbols/broken/stroke.svg")

    @Test func checkGivesTheSamePlaceAndSnippet() throws {
        try BinaryRunner.inScratchFolder { folder in
            Self.twins(Self.stroke, before: #"<g id="Notes">"#, name: "stroke.svg", in: folder)
            let (utf8, latin1) = Self.both(["check", "stroke.svg"], in: folder)
            #expect(utf8.status == 1)
            #expect(utf8.stdout.contains("stroke.svg:55:171: error: stroke "), "\(utf8.stdout)")
            #expect(latin1.status == utf8.status)
            #expect(latin1.stdout == utf8.stdout)
        }
    }

    /// `make` of an icon with text after the `é`s: refused at the `<text>`, the snippet
    /// showing the `é`s as they are (not three replacement characters, three columns on).
    @Test func makeGivesTheSamePlaceAndSnippet() throws {
        try BinaryRunner.inScratchFolder { folder in
            let badge = BinaryRunner.readText(BinaryRunner.packageRoot + "/Symbols/plain/badge.svg")
            let icon =
                #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + badge.replacing("<path ", with: #"<text x="1" y="2">A</text><path "#)
            Self.twins(icon, before: "<text", name: "badge.svg", in: folder)
            let (utf8, latin1) = Self.both(["make", "badge.svg", "-o", "out.svg"], in: folder)
            #expect(utf8.status == 1)
            #expect(
                utf8.stdout.hasPrefix("badge.svg:3:15: error: text cannot go into a symbol template"), "\(utf8.stdout)")
            #expect(utf8.stdout.contains("\u{E9}\u{E9}\u{E9}"))
            #expect(latin1.status == utf8.status)
            #expect(latin1.stdout == utf8.stdout)
            #expect(latin1.stderr == utf8.stderr)
        }
    }

    /// `fix` and `resize` write UTF-8 only: the Latin-1 twin is refused as a whole file (no
    /// place to give), nothing written, while its UTF-8 twin is rewritten.
    @Test(arguments: ["fix", "resize"])
    func aRewriteRefusesTheLatin1TwinAsAWholeFile(command: String) throws {
        try BinaryRunner.inScratchFolder { folder in
            Self.twins(Self.stroke, before: #"<g id="Notes">"#, name: "stroke.svg", in: folder)
            let (utf8, latin1) = Self.both([command, "stroke.svg", "-o", "out.svg"], in: folder)
            #expect(utf8.status != 2, "\(utf8.stderr)")
            #expect(latin1.status == 2)
            #expect(
                latin1.stdout.hasPrefix(
                    "stroke.svg: error: cannot \(command): \(command) rewrites UTF-8 files only, and this file is in another encoding [\(command)-refused]\n"
                ), "\(latin1.stdout)")
            #expect(BinaryRunner.listDirectory(folder + "/latin1") == ["stroke.svg"])
        }
    }

    /// `preview` draws the same sheet, pixel for pixel, from either twin.
    @Test func previewDrawsTheSameSheet() throws {
        try BinaryRunner.inScratchFolder { folder in
            Self.twins(Self.stroke, before: #"<g id="Notes">"#, name: "stroke.svg", in: folder)
            let (utf8, latin1) = Self.both(["preview", "stroke.svg", "-o", "sheet.png"], in: folder)
            #expect(utf8.status == latin1.status)
            #expect(latin1.stdout == utf8.stdout)
            let sheet = BinaryRunner.readBytes(folder + "/utf8/sheet.png")
            #expect(!sheet.isEmpty)
            #expect(BinaryRunner.readBytes(folder + "/latin1/sheet.png") == sheet)
        }
    }

    /// `check` of a plain icon (no template: `not-a-template` at the root) counts in the
    /// decoded text, as a template's findings do: before #43 the result of a file that was no
    /// template paired the decoded offsets with the raw bytes (2:30 for 2:20 in the issue's file).
    @Test func checkOfAPlainIconGivesTheSamePlace() throws {
        try BinaryRunner.inScratchFolder { folder in
            let badge = BinaryRunner.readText(BinaryRunner.packageRoot + "/Symbols/plain/badge.svg")
            let icon = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + badge
            Self.twins(icon, before: "<svg", name: "badge.svg", in: folder)
            let (utf8, latin1) = Self.both(["check", "badge.svg"], in: folder)
            #expect(utf8.status == 1)
            #expect(utf8.stdout.hasPrefix("badge.svg:2:13: error: "), "\(utf8.stdout)")
            #expect(utf8.stdout.contains("[not-a-template]"), "\(utf8.stdout)")
            #expect(utf8.stdout.contains("\u{E9}\u{E9}\u{E9}"))
            #expect(latin1.status == utf8.status)
            #expect(latin1.stdout == utf8.stdout)
        }
    }

    /// `make` of an icon whose shapes cover no area (a fill closed on a line) refuses it at the
    /// shape, in the decoded text: `make` takes bytes and places every refusal after the read
    /// in the drawing's text (before #43, 2:90 for 2:80 in the issue's file).
    @Test func makeOfAnIconThatCoversNoAreaGivesTheSamePlace() throws {
        try BinaryRunner.inScratchFolder { folder in
            let icon =
                #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2L20 20Z"/></svg>"# + "\n"
            Self.twins(icon, before: "<path", name: "line.svg", in: folder)
            let (utf8, latin1) = Self.both(["make", "line.svg", "-o", "out.svg"], in: folder)
            #expect(utf8.status == 1)
            #expect(
                utf8.stdout.hasPrefix("line.svg:2:73: error: the icon's shapes cover no area"), "\(utf8.stdout)")
            #expect(latin1.status == utf8.status)
            #expect(latin1.stdout == utf8.stdout)
            #expect(latin1.stderr == utf8.stderr)
        }
    }
}
