import FileAccess
import Testing

@testable import SymbolCheckCLI
@testable import SymbolMCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck mcp` through the built binary, a whole session on standard input: nothing but
/// protocol on standard output, each tool's answer (findings with places, the preview image, the
/// rule catalogue, the docs resources), paths confined to the workspace, writes only where asked
/// and never over a file, and a call past its time limit stopped. The Python SDK drives it too
/// (`scripts/mcp-client-test`).
@Suite struct MCPCLITests {
    static let handshake = [
        #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    ]

    /// Runs `symbolcheck mcp options…` in `folder` on `lines`; the answers by id, after checking
    /// that every line on standard output is a JSON-RPC 2.0 message.
    static func session(
        _ lines: [String], options: [String] = [], in folder: String = BinaryRunner.packageRoot
    ) throws -> (answers: [String: JSONNode], run: BinaryRunner.Run) {
        let run = BinaryRunner.run(
            ["mcp"] + options, in: folder, stdin: Array((handshake + lines).joined(separator: "\n").utf8) + [10])
        #expect(run.status == 0, "\(run.stderr)")
        var answers: [String: JSONNode] = [:]
        for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let node = try JSONNode.parse(Array(line.utf8)).get()
            #expect(node["jsonrpc"]?.string == "2.0")
            answers[node["id"]?.text ?? "?"] = node
        }
        #expect(run.stdout.hasSuffix("\n"))
        return (answers, run)
    }

    static func call(_ id: Int, _ tool: String, _ arguments: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#
    }

    @Test func checkAnswersWithFindingsAndTheirPlaces() throws {
        let (answers, run) = try Self.session([
            Self.call(1, "check", #"{"paths":["Symbols/broken/fake-hole.svg","Symbols/camera.svg"]}"#),
            Self.call(2, "check", #"{"paths":["Symbols/broken/opacity.svg"],"strict":true}"#),
            Self.call(4, "check", #"{"paths":["Symbols/broken/opacity.svg"],"profile":"xcode"}"#),
            Self.call(3, "check", #"{"paths":["Symbols/broken"]}"#),
        ])
        let checked = try #require(answers["1"]?["result"]?["structuredContent"])
        #expect(checked["verdict"]?.string == "fail")
        #expect(checked["summary"]?["symbols"]?.text == "2")
        #expect(
            checked["files"]?.elements?.map { $0["path"]?.string } == [
                "Symbols/broken/fake-hole.svg", "Symbols/camera.svg",
            ])
        let finding = try #require(checked["findings"]?.elements?.first)
        #expect(finding["path"]?.string == "Symbols/broken/fake-hole.svg")
        #expect(finding["rule"]?.string == "fake-hole")
        #expect(finding["severity"]?.string == "error")
        #expect(finding["line"]?.isWholeNumber == true && finding["column"]?.isWholeNumber == true)
        #expect(checked["omittedFindings"]?.text == "0")
        // The structured content is also the text content, for clients that read text only.
        let text = try #require(answers["1"]?["result"]?["content"]?.elements?.first?["text"]?.string)
        #expect(try JSONNode.parse(Array(text.utf8)).get()["verdict"]?.string == "fail")
        #expect(answers["1"]?["result"]?["isError"]?.bool == false)
        // A warning fails under strict; the xcode profile does not run the opacity rule.
        #expect(answers["2"]?["result"]?["structuredContent"]?["verdict"]?.string == "fail")
        #expect(answers["4"]?["result"]?["structuredContent"]?["summary"]?["warnings"]?.text == "0")
        // A folder without symbol sets is refused as `check` refuses it.
        let refused = try #require(answers["3"]?["result"]?["structuredContent"])
        #expect(refused["verdict"]?.string == "unreadable")
        #expect(refused["findings"]?.elements?.first?["rule"]?.string == "input-refused")
        #expect(run.stderr.contains("symbolcheck mcp: tools/call check"))
    }

    @Test func findingsAreCappedErrorsFirstWithACountOfTheRest() throws {
        let paths = ["open-subpath", "opacity", "fake-hole", "stroke"].map { "\"Symbols/broken/\($0).svg\"" }
        let (answers, _) = try Self.session(
            [Self.call(1, "check", #"{"paths":[\#(paths.joined(separator: ","))]}"#)], options: ["--max-findings", "3"])
        let checked = try #require(answers["1"]?["result"]?["structuredContent"])
        let findings = try #require(checked["findings"]?.elements)
        #expect(findings.map { $0["rule"]?.string } == ["fake-hole", "stroke", "open-subpath"])
        #expect(findings.map { $0["severity"]?.string } == ["error", "error", "warning"])
        #expect(checked["omittedFindings"]?.text == "1")
    }

    @Test func badArgumentsAreJSONRPCErrorsAndRefusedPathsAreToolErrors() throws {
        let (answers, _) = try Self.session([
            Self.call(1, "check", #"{"paths":[]}"#),
            Self.call(2, "check", #"{"paths":["x.svg"],"profile":"loose"}"#),
            Self.call(3, "check", #"{"files":["x.svg"]}"#),
            Self.call(4, "make", #"{"icon":"Symbols/plain/bolt.svg"}"#),
            Self.call(5, "check", #"{"paths":["/etc/hostname"]}"#),
            Self.call(6, "check", #"{"paths":["../x.svg"]}"#),
            Self.call(7, "check", #"{"paths":["Symbols/none.svg"]}"#),
            Self.call(8, "explain", #"{"rule":"open-subpat"}"#),
            Self.call(9, "check", #"{"paths":["Symbols/camera.svg"],"xcode":"banana"}"#),
        ])
        for id in ["1", "2", "3", "4"] {
            #expect(answers[id]?["error"]?["code"]?.text == "-32602", "\(id)")
        }
        #expect(answers["3"]?["error"]?["message"]?.string?.contains("it takes paths, profile, strict, xcode") == true)
        for (id, words) in [
            ("5", "outside the workspace"), ("6", "'..' step"), ("7", "no such file"),
            ("8", "Did you mean 'open-subpath'"),
            ("9", "check gave no report"),
        ] {
            #expect(answers[id]?["result"]?["isError"]?.bool == true, "\(id)")
            let text = answers[id]?["result"]?["content"]?.elements?.first?["text"]?.string ?? ""
            #expect(text.contains(words), "\(id): \(text)")
        }
    }

    @Test func previewSendsThePNGSheetAndTheMeasurements() throws {
        let (answers, _) = try Self.session([Self.call(1, "preview", #"{"path":"Symbols/camera.svg"}"#)])
        let result = try #require(answers["1"]?["result"])
        let image = try #require(result["content"]?.elements?.first)
        #expect(image["type"]?.string == "image")
        #expect(image["mimeType"]?.string == "image/png")
        #expect(image["data"]?.string?.hasPrefix("iVBORw0KGgo") == true)  // the PNG signature, in base64
        #expect(result["structuredContent"]?["measurements"]?["Regular-M"]?["height"]?.number != nil)
        #expect(result["structuredContent"]?["verdict"]?.string == "pass")
    }

    @Test func rulesExplainAndTheResourcesComeFromTheCatalogueAndDocs() throws {
        let (answers, _) = try Self.session([
            Self.call(1, "rules", "{}"),
            Self.call(2, "explain", #"{"rule":"open-subpath"}"#),
            #"{"jsonrpc":"2.0","id":3,"method":"resources/list"}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"resources/read","params":{"uri":"symbolcheck://docs/template-format.md"}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":"symbolcheck://docs/runtime.md"}}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"resources/read","params":{"uri":"symbolcheck://rules"}}"#,
        ])
        let rules = try #require(answers["1"]?["result"]?["structuredContent"]?["rules"]?.elements)
        let ids = rules.compactMap { rule in rule["id"]?.string }
        #expect(ids.contains("open-subpath"))
        #expect(
            answers["2"]?["result"]?["content"]?.elements?.first?["text"]?.string?.hasPrefix("open-subpath: ") == true)
        let uris = answers["3"]?["result"]?["resources"]?.elements?.compactMap { $0["uri"]?.string }
        #expect(
            uris == [
                "symbolcheck://rules", "symbolcheck://docs/template-format.md", "symbolcheck://docs/runtime.md",
                "symbolcheck://docs/controls.md",
            ])
        for (id, page) in [("4", "docs/template-format.md"), ("5", "docs/runtime.md")] {
            let text = answers[id]?["result"]?["contents"]?.elements?.first?["text"]?.string
            #expect(
                text == BinaryRunner.readText(BinaryRunner.packageRoot + "/" + page), "the served \(page) is the page")
        }
        #expect(
            answers["6"]?["result"]?["contents"]?.elements?.first?["text"]?.string?.contains("| `open-subpath` |")
                == true)
    }

    @Test func controlsGivesAVerdictPerControl() throws {
        let (answers, _) = try Self.session([Self.call(1, "controls", #"{"path":"Tests/Fixtures/ControlsApp"}"#)])
        let result = try #require(answers["1"]?["result"]?["structuredContent"])
        #expect(result["verdict"]?.string == "fail")
        let controls = try #require(result["controls"]?.elements)
        #expect(
            controls.contains {
                $0["control"]?.string?.hasSuffix(": ShutterControl") == true && $0["verdict"]?.string == "pass"
            })
        #expect(controls.contains { $0["verdict"]?.string == "fail" })
        #expect(result["findings"]?.elements?.contains { $0["rule"]?.string == "control-image-set" } == true)
    }

    @Test func writesGoOnlyWhereAskedInsideTheWorkspaceNeverOverAFile() throws {
        try BinaryRunner.inScratchFolder { folder in
            let outside = BinaryRunner.makeTemporaryDirectory()
            defer { BinaryRunner.removeTree(outside) }
            let workspace = folder + "/workspace"
            #expect(mkdir(workspace, 0o755) == 0)
            BinaryRunner.writeFile(
                workspace + "/bolt.svg", BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/plain/bolt.svg"))
            BinaryRunner.writeFile(
                workspace + "/hole.svg",
                BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/fake-hole.svg"))
            BinaryRunner.writeFile(workspace + "/mine.svg", Array("<svg/>".utf8))
            #expect(symlink(outside, workspace + "/out") == 0)
            let (answers, _) = try Self.session(
                [
                    Self.call(1, "make", #"{"icon":"bolt.svg","output":"Made/bolt.svg"}"#),
                    Self.call(2, "fix", #"{"path":"hole.svg","output":"fixed/hole.svg"}"#),
                    Self.call(3, "fix", #"{"path":"hole.svg","output":"mine.svg"}"#),
                    Self.call(4, "make", #"{"icon":"bolt.svg","output":"mine.svg"}"#),
                    Self.call(5, "resize", #"{"path":"Made/bolt.svg","output":"out/bolt.svg"}"#),
                    Self.call(6, "make", #"{"icon":"bolt.svg","output":"\#(outside)/bolt.svg"}"#),
                    Self.call(7, "resize", #"{"path":"Made/bolt.svg","output":"resized.svg"}"#),
                ], options: ["--root", workspace], in: folder)
            let made = try #require(answers["1"]?["result"]?["structuredContent"])
            #expect(made["output"]?.string == "Made/bolt.svg" && made["verdict"]?.string == "pass")
            #expect(made["commandStatus"]?.text == "0")
            #expect(FileSystem.exists(workspace + "/Made/bolt.svg"))
            let fixed = try #require(answers["2"]?["result"]?["structuredContent"])
            #expect(fixed["output"]?.string == "fixed/hole.svg")
            #expect(FileSystem.exists(workspace + "/fixed/hole.svg"))
            #expect(answers["3"]?["result"]?["isError"]?.bool == true)
            // make's own rule: a file it did not write is refused; mine.svg is untouched.
            #expect(answers["4"]?["result"]?["isError"]?.bool == true)
            #expect(BinaryRunner.readText(workspace + "/mine.svg") == "<svg/>")
            for id in ["5", "6"] {
                #expect(answers[id]?["result"]?["isError"]?.bool == true, "\(id)")
                #expect(
                    answers[id]?["result"]?["content"]?.elements?.first?["text"]?.string?.contains(
                        "outside the workspace") == true)
            }
            #expect(BinaryRunner.listDirectory(outside).isEmpty)
            #expect(answers["7"]?["result"]?["structuredContent"]?["output"]?.string == "resized.svg")
        }
    }

    @Test func aCallPastItsTimeLimitIsStoppedAndTheServerGoesOn() throws {
        let (answers, _) = try Self.session(
            [Self.call(1, "check", #"{"paths":["Symbols"]}"#), #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#],
            options: ["--call-time-limit", "0.001"])
        let text = answers["1"]?["result"]?["content"]?.elements?.first?["text"]?.string ?? ""
        #expect(answers["1"]?["result"]?["isError"]?.bool == true)
        #expect(text.contains("time limit"), "\(text)")
        #expect(answers["2"]?["result"] != nil)
    }

    @Test func usageErrorsExitTwo() {
        for options in [["--root", "/nonexistent-folder"], ["--max-findings", "0"], ["--call-time-limit", "-1"]] {
            let run = BinaryRunner.run(["mcp"] + options, stdin: [])
            #expect(run.status == 2, "\(options)")
            #expect(run.stdout.isEmpty)
        }
    }
}
