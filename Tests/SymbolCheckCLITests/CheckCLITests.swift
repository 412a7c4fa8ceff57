import Testing

/// The built binary, as a user runs it: verdicts, exit codes, formats and misuse.
@Suite struct CheckCLITests {
    @Test func aCleanTemplatePassesWithStatusZero() {
        let run = BinaryRunner.run(["Symbols/camera.svg", "--tables"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"))
        #expect(
            run.stdout.contains(
                "  Regular-M  102.166  132.815  1.450    1.653   1.530  box    0.9255  20.75   1.025    0.00\n"))
        #expect(run.stderr == "")
    }

    @Test func checkIsTheDefaultSubcommand() {
        #expect(
            BinaryRunner.run(["check", "Symbols/camera.svg"]).stdout == BinaryRunner.run(["Symbols/camera.svg"]).stdout)
    }

    @Test func anErrorGivesStatusOneWithLocationSnippetAndHelp() {
        let run = BinaryRunner.run(["Symbols/broken/stroke.svg"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0]
                == "Symbols/broken/stroke.svg:55:171: error: stroke `#000000` on a shape in Regular-M: Control Center does not draw strokes [stroke]"
        )
        #expect(lines[1] == "   |")
        #expect(lines[2].hasPrefix("55 | …"))
        #expect(lines[3].hasSuffix("^") && lines[3].hasPrefix("   | "))
        #expect(
            run.stdout.contains(
                "   = help: outline the stroke in your drawing app (Object > Path > Outline Stroke) and remove `stroke`; `symbolcheck fix Symbols/broken/stroke.svg --in-place` outlines it with SVG's widths, caps and joins\n"
            ))
        #expect(run.stdout.hasSuffix("1 symbol: 0 passed, 1 failed; 1 error, 0 warnings\n"))
    }

    @Test func warningsPassUnlessStrict() {
        #expect(BinaryRunner.run(["Symbols/broken/opacity.svg"]).status == 0)
        #expect(BinaryRunner.run(["--strict", "Symbols/broken/opacity.svg"]).status == 1)
        #expect(BinaryRunner.run(["--error", "opacity", "Symbols/broken/opacity.svg"]).status == 1)
    }

    @Test func disablingARuleSilencesIt() {
        let run = BinaryRunner.run(["--disable", "stroke", "Symbols/broken/stroke.svg"])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("[stroke]"))
    }

    @Test func theXcodeProfileTurnsControlCenterRulesOff() {
        let run = BinaryRunner.run(["--profile", "xcode", "Symbols/camera-puny.svg", "Symbols/broken/stroke.svg"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("2 symbols: 2 passed, 0 failed; 0 errors, 0 warnings\n"))
    }

    @Test func anUnreadableFileIsReportedAndOthersAreStillChecked() {
        let run = BinaryRunner.run(["Symbols/nope.svg", "Symbols/camera.svg"])
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "Symbols/nope.svg: error: cannot read the file: no such file or directory [input-refused]\n"))
        #expect(run.stdout.hasSuffix("2 symbols: 1 passed, 1 failed; 1 error, 0 warnings\n"))
    }

    @Test func aDirectoryWithoutSymbolSetsIsNotReadAsAFile() {
        let run = BinaryRunner.run(["Symbols"])
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "Symbols: error: the folder holds no symbol sets (.symbolset folders) [input-refused]")
        )
    }

    /// A folder with nothing to check fails the run (exit 2) with what it holds, and is counted
    /// apart: it is not a symbol that failed.
    @Test func anEmptyFolderIsNotCountedAsAFailedSymbol() {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        let alone = BinaryRunner.run([folder])
        #expect(alone.status == 2)
        #expect(
            alone.stdout.hasPrefix(
                "\(folder): error: the folder holds no symbol sets (.symbolset folders) [input-refused]\n"))
        #expect(alone.stdout.hasSuffix("\n0 symbols: 0 passed, 0 failed; 1 error, 0 warnings; 1 path with no symbol\n"))
        let beside = BinaryRunner.run([folder, "Symbols/camera.svg"])
        #expect(beside.status == 2)
        #expect(beside.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 1 error, 0 warnings; 1 path with no symbol\n"))
    }

    @Test func standardInputIsReadForADash() {
        let bytes = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/stroke.svg")
        let run = BinaryRunner.run(["-"], stdin: bytes)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("-:55:171: error: stroke"))
    }

    @Test func malformedXMLIsAnErrorAtTheByte() {
        let run = BinaryRunner.run(["Symbols/broken/xml-malformed.svg"])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "Symbols/broken/xml-malformed.svg:53:698: error: the end tag </rect> does not match the start tag <path> [xml-malformed]\n"
            ))
    }

    @Test func jsonIsByteIdenticalAcrossRunsAndHasTheSchema() {
        let args = ["--format", "json", "Symbols/camera-puny.svg", "Symbols/broken/stroke.svg"]
        let a = BinaryRunner.run(args)
        let b = BinaryRunner.run(args)
        #expect(a.status == 1)
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"tool\": {\n    \"name\": \"symbolcheck\",\n"))
        #expect(a.stdout.contains("\"path\": \"Symbols/camera-puny.svg\",\n      \"verdict\": \"fail\","))
        #expect(
            a.stdout.contains(
                "        \"Regular-M\": {\n          \"height\": 79.6186,\n          \"width\": 103.5043,\n          \"capHeight\": 70.4600,\n          \"ratio\": 1.1300,\n          \"target\": 1.3419,\n          \"opticalSize\": 1.2884,\n          \"targetOpticalSize\": 1.5300,\n          \"judgedBy\": \"box\",\n          \"notJudgedBecause\": null,\n          \"scaleToTarget\": 1.1875,\n          \"referenceRatio\": 0.7992,\n          \"centerOffset\": 0.0005,\n          \"leftBearing\": 6.0000,\n          \"rightBearing\": 6.0000,\n          \"inkArea\": 6380.3798,\n          \"silhouetteArea\": 7309.0503,\n          \"stem\": 16.1658,\n          \"derived\": false\n        }"
            ))
        #expect(
            a.stdout.contains(
                "        {\n          \"rule\": \"glyph-size\",\n          \"severity\": \"error\",\n          \"message\": \"Regular-S, Regular-M and Regular-L are too small for their targets: scale them by 1.1875"
            ))
        #expect(
            a.stdout.hasSuffix(
                "  \"summary\": {\n    \"symbols\": 2,\n    \"files\": 2,\n    \"passed\": 0,\n    \"failed\": 2,\n    \"errors\": 2,\n    \"warnings\": 0\n  }\n}\n"
            ))
    }

    @Test func githubFormatEscapesAsTheRunnerRequires() {
        let run = BinaryRunner.run(["--format", "github", "Symbols/broken/stroke.svg"])
        #expect(
            run.stdout.hasPrefix(
                "::error file=Symbols/broken/stroke.svg,line=55,col=171,endLine=55,endColumn=186,title=stroke::stroke `#000000` on a shape in Regular-M: Control Center does not draw strokes%0Anote: `stroke` set by an attribute%0Anote: first stroked shape (Symbols/broken/stroke.svg:55:4)%0Ahelp: outline the stroke"
            ))
    }

    @Test func noColourWhenNotATerminal() {
        let run = BinaryRunner.run(["Symbols/broken/stroke.svg"])
        #expect(!run.stdout.contains("\u{1B}["))
    }

    @Test func aFIFOIsRefusedWithoutBlocking() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        #expect(mkfifo(dir + "/pipe.svg", 0o644) == 0)
        let run = BinaryRunner.run([dir + "/pipe.svg"])
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "error: cannot read the file: it is not a regular file (a FIFO, socket or device) [input-refused]"))
    }

    @Test func aFileThatGrowsWhileReadGetsAVerdictOrTheSizeRefusalNeverACrash() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        let path = dir + "/growing.svg"
        let camera = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg")
        BinaryRunner.writeFile(path, camera)
        // Keep appending comment padding while the binary reads and checks the file.
        let pid = BinaryRunner.spawn(["check", "--max-input-bytes", "2000000", path])
        let chunk = Array(("<!--" + String(repeating: "x", count: 65_000) + "-->\n").utf8)
        var status: Int32 = 0
        var appended = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if let f = fopen(path, "ab") {
                _ = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
                fclose(f)
                appended += 1
            }
            usleep(1000)
        }
        let exit = (status >> 8) & 0xff
        #expect((status & 0x7f) == 0, "the process was killed by a signal")
        // Whole comments after the root are legal (0); a read that catches a comment half
        // written is malformed XML (1); a read that grows past the limit is refused (2).
        #expect([0, 1, 2].contains(exit), "exit \(exit) after \(appended) appends")
    }

    #if os(Linux)
        @Test func aFileThatCannotBeReadIsRefused() {
            // Linux's /proc/self/mem (proc(5)) is a regular file that even root cannot read from
            // offset 0. (Darwin has no such file; a root test run there can read anything.)
            let run = BinaryRunner.run(["/proc/self/mem"])
            #expect(run.status == 2)
            #expect(run.stdout.contains("/proc/self/mem: error: cannot read the file: "))
        }
    #endif
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
