import Testing

/// Every subcommand recognises what users give it as `check` does (#23 item 6): a PNG, PDF or
/// JPEG is refused by its first bytes with `check`'s words (exit 2, as each command's help says
/// of a file that cannot be read) — `make`, which reads icons, with an icon's (MakeCLITests) —, a plain icon is said to be one with the `make` command that
/// turns it into a template, and `make` refuses a Contents.json.
@Suite struct InputRecognitionCLITests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    static let pngMessage = "this file is a PNG image, not an SVG template"
    static let plainMessage =
        "this SVG has no guides and no glyph groups: it is a plain icon, not an SF Symbol template"

    func inFolder(_ body: (CatalogFixture) -> Void) {
        let f = CatalogFixture()
        defer { f.remove() }
        BinaryRunner.writeFile(f.root + "/icon.png", Self.png)
        f.copy("Symbols/plain/bolt.svg", to: "bolt.svg")
        body(f)
    }

    @Test func everyCommandSaysAPNGIsAPNGAndExitsWithTwo() {
        inFolder { f in
            let runs: [(String, [String])] = [
                ("check", ["check", "icon.png"]),
                ("preview", ["preview", "icon.png", "-o", "out.png"]),
                ("resize", ["resize", "icon.png", "--dry-run"]),
                ("fix", ["fix", "icon.png", "--dry-run"]),
                ("golden", ["golden", "verify", "icon.png", "--golden-dir", "goldens"]),
            ]
            for (name, args) in runs {
                let run = BinaryRunner.run(args, in: f.root)
                #expect(run.status == 2, "\(name): \(run.stdout) \(run.stderr)")
                #expect((run.stdout + run.stderr).contains(Self.pngMessage), "\(name): \(run.stdout) \(run.stderr)")
                // The advice ends with the command line that makes a template, worded by the
                // commands module alike: a help line of its own, or after `; ` in `golden`'s
                // one-line message (`preview` says what it cannot read, without advice).
                let makeLine = "to make a template from an icon SVG, run `symbolcheck make ICON.svg -o OUT.svg`\n"
                #expect(
                    name == "preview"
                        || (run.stdout + run.stderr).contains((name == "golden" ? "; " : "= help: ") + makeLine),
                    "\(name): \(run.stdout) \(run.stderr)")
                #expect(!(run.stdout + run.stderr).contains("UTF-8"), "\(name)")
            }
        }
    }

    @Test func fixResizePreviewAndGoldenSayAPlainIconIsOneAndPointAtMake() {
        inFolder { f in
            let runs: [(String, [String], Int32)] = [
                ("fix", ["fix", "bolt.svg", "--dry-run"], 2),
                ("resize", ["resize", "bolt.svg", "--dry-run"], 2),
                // preview's "nothing to draw" status
                ("preview", ["preview", "bolt.svg", "-o", "out.png"], 1),
                // golden draws the sheet as preview does, and stops where it stops
                ("golden", ["golden", "record", "bolt.svg", "--golden-dir", "goldens"], 1),
            ]
            for (name, args, status) in runs {
                let run = BinaryRunner.run(args, in: f.root)
                let text = run.stdout + run.stderr
                #expect(run.status == status, "\(name): \(text)")
                #expect(text.contains(Self.plainMessage), "\(name): \(text)")
                #expect(text.contains("symbolcheck make bolt.svg -o bolt.symbol.svg"), "\(name): \(text)")
                #expect(!text.contains("nothing to fix") && !text.contains("no scale row"), "\(name): \(text)")
            }
        }
    }

    @Test func makeRefusesAContentsJSONAndAnExternalEntityAsCheckDoes() {
        inFolder { f in
            f.symbolset("A.xcassets/cam.symbolset")
            let contents = BinaryRunner.run(
                ["make", "A.xcassets/cam.symbolset/Contents.json", "-o", "out.svg"], in: f.root)
            #expect(contents.status == 2)
            #expect(
                contents.stdout.hasPrefix(
                    "A.xcassets/cam.symbolset/Contents.json: error: this is a Contents.json: it describes a symbol set or an asset catalog, not an icon to make a template of [input-refused]\n"
                ))
            f.file(
                "entity.svg",
                "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [ <!ENTITY a SYSTEM \"a.txt\"> ]>\n<svg>&a;</svg>\n")
            let entity = BinaryRunner.run(["make", "entity.svg", "-o", "out.svg"], in: f.root)
            let checked = BinaryRunner.run(["check", "entity.svg"], in: f.root)
            #expect(entity.status == 2 && checked.status == 2)
            #expect(entity.stdout.contains("symbolcheck never loads external entities [input-refused]"))
        }
    }
}
