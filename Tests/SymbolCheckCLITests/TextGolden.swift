import AppRules
import FileAccess
import Platform
import SymbolCheck
import SymbolCheckCLI
import SymbolPreview
import TestSupport

/// Text goldens: the exact bytes `make`, `fix` and `resize` write, pinned under `golden/text/`
/// and compared byte for byte, with the PNG goldens' record modes (`SYMBOLCHECK_RECORD` =
/// `never | missing | failed | all`, `GoldenRecordMode`; unset: `never` under CI, `missing`
/// otherwise). A run that records always fails, so a new golden is never accepted unseen; a
/// mismatch writes the actual bytes to `.build/golden-artifacts/text/` (never over the golden)
/// and shows the first differing line, with its line and column. See golden/text/README.md.
enum TextGolden {
    static let directory = packageRoot + "/golden/text"

    /// `.build/golden-artifacts/text`, or `text/` in `SYMBOLCHECK_GOLDEN_ARTIFACTS` (as the PNG
    /// goldens take it: a relative path from the package root).
    static let artifactsDirectory: String = {
        let override = environment["SYMBOLCHECK_GOLDEN_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        let root =
            override.map { $0.hasPrefix("/") ? $0 : packageRoot + "/" + $0 } ?? packageRoot + "/.build/golden-artifacts"
        return root + "/text"
    }()

    private static let environment = ProcessEnvironment.variables()

    /// This run's record mode, or why `SYMBOLCHECK_RECORD` cannot be used (then nothing records).
    static let mode: (mode: GoldenRecordMode, problem: String?) = {
        do throws(GoldenSetupError) {
            return (try GoldenRecordMode.resolve(environment: environment), nil)
        } catch {
            return (.never, error.message)
        }
    }()

    static func rerecordCommand(_ mode: GoldenRecordMode) -> String {
        "\(GoldenRecordMode.environmentVariable)=\(mode.rawValue) swift test --filter TextGoldenTests"
    }

    struct Write: Sendable, Equatable {
        enum Kind: Sendable { case golden, actual }
        let kind: Kind
        let path: String
        let bytes: [UInt8]
    }

    struct Verdict: Sendable {
        enum Status: Sendable, Equatable { case matched, recorded, missing, mismatched }
        let status: Status
        /// What the test reports: one line, or several when the bytes differ.
        let message: String
        /// What the comparison asks to write (the golden when recording, the actual bytes on a
        /// mismatch); `verify` writes them.
        let writes: [Write]
        var passed: Bool { status == .matched }
    }

    /// Decides, without touching a file, what `actual` against `expected` (nil: no golden yet)
    /// means in `mode`, and what to write.
    static func evaluate(
        _ name: String, actual: [UInt8], expected: [UInt8]?, mode: GoldenRecordMode, goldenPath: String,
        actualPath: String
    ) -> Verdict {
        let record = Write(kind: .golden, path: goldenPath, bytes: actual)
        guard let expected else {
            if mode != .never {
                return Verdict(
                    status: .recorded,
                    message: "\(name): recorded a new golden at \(goldenPath) (\(actual.count) bytes)\n"
                        + "  the run fails on purpose so a new golden is never accepted unseen: look at it, then run again",
                    writes: [record])
            }
            return Verdict(
                status: .missing,
                message: "\(name): no golden at \(goldenPath)\n  record it with: \(rerecordCommand(.missing))",
                writes: [])
        }
        if expected == actual {
            if mode == .all {
                return Verdict(
                    status: .recorded,
                    message:
                        "\(name): re-recorded \(goldenPath) (\(GoldenRecordMode.environmentVariable)=all; it matched)\n"
                        + "  the run fails on purpose while recording: run again without \(GoldenRecordMode.environmentVariable)=all",
                    writes: [record])
            }
            return Verdict(status: .matched, message: "\(name): matches \(goldenPath)", writes: [])
        }
        var lines = ["\(name) does not match its golden: " + difference(expected: expected, actual: actual).summary]
        lines += [
            "  expected: \(goldenPath)",
            "  actual:   \(actualPath)",
        ]
        lines += difference(expected: expected, actual: actual).excerpt(expectedName: goldenPath).map { "  " + $0 }
        lines.append("  see all of it with: diff -u \(goldenPath) \(actualPath)")
        let artifact = Write(kind: .actual, path: actualPath, bytes: actual)
        if mode == .failed || mode == .all {
            lines.append(
                "  re-recorded the golden (\(GoldenRecordMode.environmentVariable)=\(mode.rawValue)); the run fails on purpose: look at it (git diff), then run again"
            )
            return Verdict(status: .recorded, message: lines.joined(separator: "\n"), writes: [artifact, record])
        }
        lines.append("  if the change is intended, re-record with: \(rerecordCommand(.failed))")
        return Verdict(status: .mismatched, message: lines.joined(separator: "\n"), writes: [artifact])
    }

    /// Compares `actual` with `golden/text/<name>` and carries out the writes the comparison
    /// asks for. `mode`, `goldenDirectory` and `artifactsDirectory` default to this run's.
    static func verify(
        _ name: String, actual: [UInt8], mode: GoldenRecordMode? = nil, goldenDirectory: String = directory,
        artifactsDirectory: String = artifactsDirectory
    ) throws -> Verdict {
        let goldenPath = goldenDirectory + "/" + name
        let verdict = evaluate(
            name, actual: actual, expected: readBytes(goldenPath), mode: mode ?? self.mode.mode, goldenPath: goldenPath,
            actualPath: artifactsDirectory + "/" + name)
        for write in verdict.writes {
            if let problem = FileSystem.makeDirectory(PathText.parent(write.path)) {
                throw WriteFailure(description: "cannot create the folder of \(write.path): \(problem)")
            }
            do {
                try AtomicFile.write(write.bytes, to: write.path)
            } catch {
                throw WriteFailure(description: "cannot write \(write.path): \(error.message)")
            }
        }
        return verdict
    }

    struct WriteFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Where two different byte strings first part, as a unified diff's hunk would show it.
    struct Difference: Equatable {
        /// 1-based; the column counts bytes from the line's start.
        let line: Int
        let column: Int
        let expectedLine: String?
        let actualLine: String?
        /// The line before, the same in both (nil on line 1).
        let context: String?
        let expectedBytes: Int
        let actualBytes: Int
        let expectedLines: Int
        let actualLines: Int

        var summary: String {
            "first difference at line \(line), column \(column) (expected \(expectedLines) lines, \(expectedBytes) bytes; "
                + "actual \(actualLines) lines, \(actualBytes) bytes)"
        }

        /// `--- expected`, `+++ actual`, `@@ -L +L @@ col C`, the line before, `-…`, `+…` and a
        /// caret under the column; long lines are cut to a window around it.
        func excerpt(expectedName: String) -> [String] {
            let (shownExpected, caret) = Self.window(expectedLine, around: column)
            let (shownActual, _) = Self.window(actualLine, around: column)
            var lines = ["--- \(expectedName)", "+++ actual", "@@ -\(line) +\(line) @@ column \(column)"]
            if let context { lines.append(" " + Self.window(context, around: column).text) }
            lines.append("-" + shownExpected)
            lines.append("+" + shownActual)
            lines.append(" " + String(repeating: " ", count: caret) + "^")
            return lines
        }

        static let windowWidth = 100

        /// The part of `line` around `column` that is shown, and where the column falls in it.
        static func window(_ line: String?, around column: Int) -> (text: String, caret: Int) {
            guard let line else { return ("<end of file>", 0) }
            let bytes = Array(line.utf8)
            let at = column - 1
            guard bytes.count > windowWidth else { return (line, at) }
            let start = max(0, min(at - windowWidth / 2, bytes.count - windowWidth))
            let end = min(bytes.count, start + windowWidth)
            let head = start > 0 ? "…" : ""
            let text = head + String(decoding: bytes[start..<end], as: UTF8.self) + (end < bytes.count ? "…" : "")
            return (text, at - start + (start > 0 ? 1 : 0))
        }
    }

    static func difference(expected: [UInt8], actual: [UInt8]) -> Difference {
        let newline = UInt8(ascii: "\n")
        var at = 0
        while at < expected.count, at < actual.count, expected[at] == actual[at] { at += 1 }
        let lineStart = expected[..<at].lastIndex(of: newline).map { $0 + 1 } ?? 0
        let line = expected[..<at].filter { $0 == newline }.count + 1
        func lineText(_ bytes: [UInt8]) -> String? {
            guard lineStart < bytes.count else { return nil }
            let end = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
            return String(decoding: bytes[lineStart..<end], as: UTF8.self)
        }
        var context: String?
        if lineStart > 0 {
            let previousStart = expected[..<(lineStart - 1)].lastIndex(of: newline).map { $0 + 1 } ?? 0
            context = String(decoding: expected[previousStart..<(lineStart - 1)], as: UTF8.self)
        }
        func lineCount(_ bytes: [UInt8]) -> Int {
            bytes.filter { $0 == newline }.count + (bytes.last == newline || bytes.isEmpty ? 0 : 1)
        }
        return Difference(
            line: line, column: at - lineStart + 1, expectedLine: lineText(expected), actualLine: lineText(actual),
            context: context, expectedBytes: expected.count, actualBytes: actual.count,
            expectedLines: lineCount(expected), actualLines: lineCount(actual))
    }
}
