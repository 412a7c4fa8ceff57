import Testing

/// The reading stages' findings (`xml-malformed`, `input-refused`, `not-svg`) are always
/// errors: nothing after them can be checked, so turning one off or down would let a file
/// nobody could read pass. The flags and the config file refuse it, naming why, instead of
/// accepting and ignoring it (as `--disable xml-malformed` once did) or letting an HTML file
/// pass (as `--disable not-svg` once did).
@Suite struct FixedSeverityCLITests {
    static let notSVG = BinaryRunner.packageRoot + "/Symbols/broken/not-svg.svg"

    @Test(arguments: [
        ("--disable", "not-svg", "a file whose root is not `svg` is no template and actool rejects it"),
        (
            "--warn", "xml-malformed",
            "a file that is not well-formed XML cannot be checked any further and actool rejects it"
        ),
        (
            "--disable", "input-refused",
            "a file that was not read cannot be checked, and passing it would certify what nobody looked at"
        ),
    ])
    func loweringAStageFindingIsAUsageErrorSayingWhy(option: String, id: String, reason: String) {
        let run = BinaryRunner.run(["check", option, id, Self.notSVG])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix(
                "Error: '\(id)' cannot be given for '\(option)': it is always an error, because \(reason).\n"))
    }

    @Test func aSymbolRootStillFailsAndErrorOfAStageFindingIsAccepted() {
        let run = BinaryRunner.run(["check", "--error", "not-svg", Self.notSVG])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: the root element is <symbol>, not <svg> [not-svg]"))
    }

    @Test func theConfigFileRefusesItAtItsPlace() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        BinaryRunner.writeFile(
            dir + "/.symbolcheck.json", Array("{\n  \"disable\": [\"stroke\", \"not-svg\"]\n}\n".utf8))
        let run = BinaryRunner.run(["check", Self.notSVG], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                ".symbolcheck.json:2:25: error: \"not-svg\" cannot be given in \"disable\": it is always an error"
            ))
    }

    @Test func explainSaysItCannotBeTurnedOff() {
        let run = BinaryRunner.run(["explain", "xml-malformed"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasSuffix(
                "\nIt is always an error, because a file that is not well-formed XML cannot be checked any further and actool rejects it: --disable and --warn refuse it.\n"
            ))
        #expect(BinaryRunner.run(["explain", "stroke"]).stdout.hasSuffix("--warn stroke / --error stroke.\n"))
    }
}
