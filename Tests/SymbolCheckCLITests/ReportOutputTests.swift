import Dispatch
import Testing

@testable import SymbolCheckCLI

/// The pieces under a streamed report: chunked standard output, and the unlinked temporary
/// file that holds JUnit's body until its totals are known.
@Suite struct ReportOutputTests {
    @Test func fullChunksAreWrittenAtOnceAndTheRestAtTheEnd() {
        let log = WriteLog()
        var out = ReportOutput(writeNow: { log.append(.standardOutput($0)) })
        let piece = String(repeating: "a", count: 40_000)
        out.write(piece)
        #expect(log.standardOutput.isEmpty)
        out.write(piece)
        #expect(log.standardOutput.map(\.count) == [80_000])
        out.write("é\n")
        var tool = ToolOutput()
        out.finish(into: &tool)
        #expect(log.standardOutput.map(\.count) == [80_000, 3])
        #expect(tool.stdout == "")
    }

    @Test func besideAProgressLineChunksEndAtALineBreakAfterErasingIt() {
        let log = WriteLog()
        var out = ReportOutput(
            writeNow: { log.append(.standardOutput($0)) }, beforeChunk: { log.append(.standardError("clear")) })
        out.write(String(repeating: "a", count: 70_000))
        #expect(log.events.isEmpty)  // no line break yet: nothing may be written
        out.write("\nbb")
        out.write(bytes: Array("b\n".utf8))
        var tool = ToolOutput()
        out.finish(into: &tool)
        #expect(
            log.events == [
                .standardError("clear"), .standardOutput(Array(String(repeating: "a", count: 70_000).utf8) + [10]),
                .standardError("clear"), .standardOutput(Array("bbb\n".utf8)),
            ])
    }

    @Test func inProcessTheWholeTextGoesToToolOutput() {
        var out = ReportOutput(writeNow: nil)
        out.write(String(repeating: "☕", count: 30_000))
        out.write(bytes: Array("\n".utf8))
        var tool = ToolOutput()
        tool.stdout = "before\n"
        out.finish(into: &tool)
        #expect(tool.stdout == "before\n" + String(repeating: "☕", count: 30_000) + "\n")
    }

    @Test func aSpoolHasNoNameAndGivesBackItsBytesInOrder() throws {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        let spool = try #require(TemporarySpool(directory: folder))
        #expect(BinaryRunner.listDirectory(folder) == [])
        let pieces = (0..<3).map { k in (0..<50_000).map { UInt8(truncatingIfNeeded: $0 * 7 + k) } }
        for piece in pieces { #expect(spool.append(piece) == nil) }
        #expect(spool.count == 150_000)
        var chunks: [[UInt8]] = []
        #expect(spool.readBack(chunkSize: 65_536) { chunks.append($0) } == nil)
        #expect(chunks.map(\.count) == [65_536, 65_536, 18_928])
        #expect(Array(chunks.joined()) == Array(pieces.joined()))
    }

    @Test func noSpoolInAFolderThatDoesNotExist() {
        #expect(TemporarySpool(directory: "/nonexistent/symbolcheck") == nil)
    }

    @Test func aHeldBodyWithoutASpoolIsKeptInMemory() {
        var body = HeldReportBody(temporaryDirectory: "/nonexistent/symbolcheck")
        let line = String(repeating: "x", count: 999) + "\n"
        for _ in 0..<100 { body.append(line) }
        let log = WriteLog()
        var out = ReportOutput(writeNow: { log.append(.standardOutput($0)) })
        #expect(body.write(to: &out) == nil)
        var tool = ToolOutput()
        out.finish(into: &tool)
        #expect(String(decoding: log.standardOutput.joined(), as: UTF8.self) == String(repeating: line, count: 100))
    }
}
