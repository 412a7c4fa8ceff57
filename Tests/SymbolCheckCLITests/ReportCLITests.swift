import SymbolCheck
import Testing

@testable import SymbolCheckCLI

/// `symbolcheck report PATHS… -o DIR`, run as a user runs it: the page's structure, without a
/// browser (`scripts/report-browser-test` loads it in chromium).
@Suite struct ReportCLITests {
    typealias R = PreviewCLIRunner

    /// The cards' `data-verdict`s and names, in page order.
    static func cards(_ page: String) -> [(verdict: String, name: String)] {
        page.split(separator: "<article class=\"symbol\"").dropFirst().map { card in
            let verdict = card.firstRange(of: "data-verdict=\"").map { start in
                String(card[start.upperBound...].prefix { $0 != "\"" })
            }
            let name = card.firstRange(of: "<h3>").map { start in
                String(card[start.upperBound...].prefix { $0 != " " })
            }
            return (verdict ?? "", name ?? "")
        }
    }

    /// Every `src` of an `<img>`, as written (percent-encoded).
    static func imageSources(_ page: String) -> [String] {
        page.split(separator: "<img src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func theSpecIsWellFormed() {
        #expect(ReportArguments.spec.specificationProblems == [])
    }

    @Test func failingSymbolsComeFirstAndEverySheetIsBesideThePage() throws {
        let dir = try R.temporaryDirectory("report") + "/out"
        let run = try R.run([
            "report", "Symbols/camera.svg", "Symbols/broken/xml-malformed.svg", "Symbols/camera-puny.svg",
            "Symbols/broken/opacity.svg", "-o", dir,
        ])
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("wrote \(dir)/index.html\n"))
        #expect(run.stdout.hasPrefix("4 symbols: "))
        let page = try R.readText(dir + "/index.html")
        let cards = Self.cards(page)
        // Failing first (in input order), then the unreadable one, then warnings, then passes.
        #expect(cards.map(\.verdict).allSatisfy { ["fails", "unreadable", "warnings", "passes"].contains($0) })
        #expect(cards.first?.verdict == "fails")
        let ranks = cards.map { ["fails", "unreadable", "warnings", "passes"].firstIndex(of: $0.verdict) ?? -1 }
        #expect(ranks == ranks.sorted())
        // Each card is titled with its symbol's path as given (#44).
        #expect(cards.last.map { $0 == ("passes", "Symbols/camera.svg") } == true)
        #expect(cards.count == 4)
        // The index keeps input order.
        let index = try #require(page.firstRange(of: "<details class=\"index\">"))
        let inputOrder = page[index.upperBound...].split(separator: "<a href=\"#symbol-").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(inputOrder == ["0", "1", "2", "3"])
        // Every image is a file beside the page, and the sheet is `check --preview`'s.
        let sources = Self.imageSources(page)
        #expect(Set(sources) == ["camera.png", "camera-puny.png", "opacity.png"])
        for source in sources { #expect(R.exists(dir + "/" + source), "\(source)") }
        #expect(BinaryRunner.isPreviewSheet(try R.readFile(dir + "/camera.png"), of: "Symbols/camera.svg"))
        #expect(!R.exists(dir + "/xml-malformed.png"))
        // No script, nothing from elsewhere.
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") && !page.contains("https://"))
    }

    /// A symbol set kept in both the app's and the widget extension's catalog (as the Apple Watch
    /// warning of `controls` asks): one sheet for both when the copies are the same bytes, one
    /// each, named after the target's folder, when they differ.
    @Test func aSymbolInTwoCatalogsGetsItsSheet() throws {
        let f = CatalogFixture()
        defer { f.remove() }
        f.symbolset("App/Assets.xcassets/custom.alert.symbolset")
        f.symbolset("Widget/Assets.xcassets/custom.alert.symbolset")
        let same = BinaryRunner.run(
            ["report", "App/Assets.xcassets", "Widget/Assets.xcassets", "-o", "same"], in: f.root)
        #expect(same.status == 0)
        #expect(BinaryRunner.listDirectory(f.root + "/same") == ["custom.alert.png", "index.html"])
        let samePage = String(decoding: BinaryRunner.readBytes(f.root + "/same/index.html"), as: UTF8.self)
        #expect(Self.imageSources(samePage) == ["custom.alert.png", "custom.alert.png"])

        f.symbolset("Widget/Assets.xcassets/custom.alert.symbolset", from: "Symbols/camera-variable.svg")
        let differ = BinaryRunner.run(
            ["report", "App/Assets.xcassets", "Widget/Assets.xcassets", "-o", "differ"], in: f.root)
        #expect(differ.status == 0)
        #expect(
            BinaryRunner.listDirectory(f.root + "/differ") == [
                "custom.alert+App.png", "custom.alert+Widget.png", "index.html",
            ])
        let page = String(decoding: BinaryRunner.readBytes(f.root + "/differ/index.html"), as: UTF8.self)
        #expect(
            Self.cards(page).map(\.name) == [
                "App/Assets.xcassets/custom.alert.symbolset", "Widget/Assets.xcassets/custom.alert.symbolset",
            ])
        #expect(Self.imageSources(page) == ["custom.alert%2BApp.png", "custom.alert%2BWidget.png"])
    }

    /// SF Symbols 7 Draw data, which a still sheet cannot show: the page lists the symbols that
    /// carry it and each card says how much, and whether the template's version reads it.
    @Test func theSymbolsWithDrawDataAreListed() throws {
        let dir = try R.temporaryDirectory("report")
        let run = try R.run([
            "report", "Symbols/camera.svg", "Symbols/draw-camera-variable.svg", "Symbols/broken/annotation-version.svg",
            "-o", dir,
        ])
        #expect(run.status == 0)
        let page = try R.readText(dir + "/index.html")
        #expect(
            page.contains(
                ##"<p class="draw">Draw data (SF Symbols 7 guide points) in 2 symbols: <a href="#symbol-1">draw-camera-variable</a>, <a href="#symbol-2">annotation-version</a></p>"##
            ))
        #expect(page.contains(#"<p class="draw">Draw data: guide points on 6 paths, not animated in the sheet</p>"#))
        #expect(
            page.contains(
                #"<p class="draw">Draw data: guide points on 6 paths, ignored: the template&apos;s version is below 7.0</p>"#
            ))
        // camera.svg's card says nothing of it.
        let camera = try #require(page.firstRange(of: ##"<article class="symbol" id="symbol-0""##))
        let end = try #require(page[camera.lowerBound...].firstRange(of: "</article>"))
        #expect(!page[camera.lowerBound..<end.lowerBound].contains("Draw data"))
    }

    @Test func findingsHaveTheirPlacesRulesAndHelp() throws {
        let dir = try R.temporaryDirectory("report")
        // glyph-size is a warning: both pass, and `--strict` fails both alike.
        let check = try R.run(["check", "--format", "github", "Symbols/camera-puny.svg"])
        #expect(check.status == 0)
        let run = try R.run(["report", "Symbols/camera-puny.svg", "-o", dir])
        #expect(run.status == 0)
        #expect(try R.run(["check", "--strict", "Symbols/camera-puny.svg"]).status == 1)
        #expect(try R.run(["report", "--strict", "Symbols/camera-puny.svg", "-o", dir]).status == 1)
        let page = try R.readText(dir + "/index.html")
        // camera-puny is too small: the place and rule `check` reports, and the measurements.
        let text = try R.run(["check", "Symbols/camera-puny.svg"]).stdout
        let firstLine = try #require(text.split(separator: "\n").first)
        let place = try #require(firstLine.split(separator: " ").first).dropLast()
        #expect(page.contains("<code class=\"place\">\(place)</code>"))
        #expect(page.contains("<code class=\"rule\">[glyph-size]</code>"))
        #expect(page.contains("<div class=\"help\">help: "))
        #expect(page.contains("measurements (template units; ratio = height ÷ cap height;"))
    }

    /// The image sets beside the symbol sets have no sheet, and a Control that names one shows a
    /// question mark: the page lists them, saying so and what to run (#44).
    @Test func thePageNamesTheImageSetsAControlWouldShowAsAQuestionMark() throws {
        let f = CatalogFixture()
        defer { f.remove() }
        f.symbolset("App/Assets.xcassets/custom.bolt.symbolset")
        f.file("App/Assets.xcassets/flash.imageset/Contents.json", #"{ "images": [], "info": { "version": 1 } }"#)
        let run = BinaryRunner.run(["report", "App/Assets.xcassets", "-o", "out"], in: f.root)
        #expect(run.status == 0, "\(run.stderr)")
        let page = String(decoding: BinaryRunner.readBytes(f.root + "/out/index.html"), as: UTF8.self)
        #expect(
            page.contains(
                "1 image set, not symbols: a Control (Control Center, the Lock Screen, the Action button) shows a question mark for a PNG or PDF image"
            ))
        #expect(page.contains("<li><code>App/Assets.xcassets/flash.imageset</code></li>"))
        #expect(page.contains("`symbolcheck controls &lt;app folder&gt;` says which of them a Control names"))
        #expect(Self.cards(page).map(\.name) == ["App/Assets.xcassets/custom.bolt.symbolset"])
        // Without image sets, no such list.
        let plain = try R.run(["report", "Symbols/camera.svg", "-o", f.root + "/plain"])
        #expect(plain.status == 0)
        #expect(!(try R.readText(f.root + "/plain/index.html")).contains("image set"))
    }

    @Test func everythingFromTheInputIsEscaped() throws {
        let inputs = try R.temporaryDirectory("report-input")
        let dir = try R.temporaryDirectory("report")
        let name = ##"a<b>&'"#%"##
        BinaryRunner.writeFile(
            inputs + "/\(name).svg", BinaryRunner.readBytes(R.packageRoot + "/Symbols/camera-puny.svg"))
        let run = try R.run(["report", inputs + "/\(name).svg", "Symbols/broken/xml-malformed.svg", "-o", dir])
        #expect(run.status == 1)
        let page = try R.readText(dir + "/index.html")
        #expect(page.contains("<h3>\(inputs)/a&lt;b&gt;&amp;&apos;&quot;#%.svg "))
        #expect(!page.contains("a<b>"))
        // The message quotes the file's tags.
        #expect(page.contains("the end tag &lt;/rect&gt; does not match the start tag &lt;path&gt;"))
        #expect(!page.contains("</rect>"))
        // The sheet's file name, percent-encoded in the src, names the file written.
        #expect(Self.imageSources(page) == ["a%3Cb%3E%26%27%22%23%25.png"])
        #expect(R.exists(dir + "/\(name).png"))
    }

    @Test func exitStatusesAreCheck() throws {
        let dir = try R.temporaryDirectory("report")
        #expect(try R.run(["report", "Symbols/camera.svg", "-o", dir]).status == 0)
        #expect(try R.run(["report", "Symbols/camera.svg", "--profile", "xcode", "-o", dir]).status == 0)
        #expect(try R.run(["report", "Symbols/camera.svg"]).status == 2)
        let missing = try R.run(["report", "Symbols/no-such.svg", "-o", dir])
        #expect(missing.status == 2)
        #expect(Self.cards(try R.readText(dir + "/index.html")).map(\.verdict) == ["unreadable"])
        let unwritable = try R.run(["report", "Symbols/camera.svg", "-o", "/dev/null/report"])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("error: "))
    }

    /// The time limit every command shares (issue #25 item 1): each input has its own; one past
    /// it is on the page as unreadable, with the limit and the flag, and the others are checked
    /// and shown (here a broken file whose reader stops before the limit is looked at, and a
    /// second template, itself past the limit). The page is written; exit 2 as `check`'s.
    @Test func eachInputPastTheTimeLimitIsOnThePageAndTheOthersGoOn() throws {
        let dir = try R.temporaryDirectory("report") + "/out"
        let run = try R.run([
            "report", "Symbols/camera.svg", "Symbols/broken/xml-malformed.svg", "Symbols/camera-puny.svg",
            "--time-limit", "0.000001", "-o", dir,
        ])
        #expect(run.status == 2)
        #expect(run.stdout.hasSuffix("wrote \(dir)/index.html\n"))
        let page = try R.readText(dir + "/index.html")
        let cards = Self.cards(page)
        #expect(
            cards.map(\.name).sorted() == [
                "Symbols/broken/xml-malformed.svg", "Symbols/camera-puny.svg", "Symbols/camera.svg",
            ])
        #expect(cards.filter { $0.name.hasPrefix("Symbols/camera") }.map(\.verdict) == ["unreadable", "unreadable"])
        #expect(page.ranges(of: "checking took longer than 0.0 seconds").count == 2)
        #expect(page.contains("--time-limit"))
        #expect(!page.contains("<img"))  // nothing was read far enough to be drawn
    }

    @Test func theHelpScreenIsPinned() {
        let run = BinaryRunner.run(["report", "--help"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                """
                OVERVIEW: Write one HTML page with every symbol's preview sheet, verdict,
                findings and measurements.

                Checks the inputs as `check` does, with the same settings, and writes
                <dir>/index.html with a preview sheet per symbol beside it (named as `check
                --preview` names them). Symbols are grouped by verdict, failing ones first; an
                index keeps input order. The page loads nothing from elsewhere and has no
                script, so it opens from file:// without a network. Files are written
                atomically; the summary line is printed.

                Exit status: 0 when no file has errors, 1 when any has, 2 on a usage error, a
                file that cannot be read, or a page or sheet that cannot be written.

                USAGE: symbolcheck report
                """))
        #expect(
            BinaryRunner.run(["--help"]).stdout.contains(
                "  report                  Write one HTML page with every symbol's preview sheet,\n"))
    }

    // MARK: check's tables

    @Test func checkPrintsTablesOnlyForSizeFindingsUnlessAsked() throws {
        let table = "measurements (template units; ratio = height ÷ cap height;"
        let both = ["check", "Symbols/camera.svg", "Symbols/camera-puny.svg"]
        let gated = try R.run(both)
        #expect(gated.stdout.contains("Symbols/camera-puny.svg: " + table))
        #expect(!gated.stdout.contains("Symbols/camera.svg: " + table))
        let all = try R.run(both + ["--tables"])
        #expect(all.stdout.contains("Symbols/camera-puny.svg: " + table))
        #expect(all.stdout.contains("Symbols/camera.svg: " + table))
        #expect(gated.status == all.status)
        // JSON keeps every symbol's measurements.
        let json = try R.run(["check", "--format", "json", "Symbols/camera.svg"]).stdout
        #expect(json.contains("\"measurements\""))
        #expect(json.contains("\"Regular-M\""))
    }
}
