import Support
import TestSupport
import Testing

@testable import XcodeProject

/// The zip reader and our inflate: Python's zipfile and zlib are the independent writers of the
/// fixtures; the hostile archives are written entry by entry (`TestZipWriter`).
@Suite struct ArchiveTests {
    static let fixtures = packageRoot + "/Tests/Fixtures/BuiltApps/"

    /// Every kind of block Python's zlib writes inflates to the bytes it was made from (length and CRC-32).
    @Test func inflatesWhatZlibWrites() throws {
        let archive = try ZipArchive(try #require(readBytes(Self.fixtures + "inflate-cases.zip")))
        let expected: [(String, Int, UInt32)] = [
            ("stored.txt", 2800, 0x0472_F84F), ("text-1.txt", 2800, 0x0472_F84F), ("text-6.txt", 2800, 0x0472_F84F),
            ("text-9.txt", 2800, 0x0472_F84F), ("noise.bin", 20000, 0x6109_DB08), ("runs.bin", 41373, 0x479B_C020),
            ("tiny.txt", 4, 0xD47C_DA79), ("empty.txt", 0, 0),
        ]
        #expect(archive.entries.map(\.name) == expected.map(\.0))
        for (name, length, crc) in expected {
            let entry = try #require(archive.entry(named: name))
            let bytes = try archive.extract(entry, limit: 1 << 20)
            #expect(bytes.count == length, "\(name)")
            #expect(CRC32.checksum(bytes) == crc, "\(name)")
        }
        #expect(try archive.extract(try #require(archive.entry(named: "tiny.txt")), limit: 10) == Array("XPC!".utf8))
    }

    /// A few hundred kilobytes that would inflate to 100 MB: refused at the limit, quickly,
    /// whether the directory declares the true size (refused before inflating) or lies.
    @Test(.timeLimit(.minutes(1))) func aZipBombIsRefusedWithinTheBudget() throws {
        let stream = TestZipWriter.zeroBomb(matches: 400_000)
        #expect(stream.count < 700_000)
        var honest = TestZipWriter()
        honest.entries = [
            .init(name: "Payload/A.app/Info.plist", data: stream, method: 8, declaredSize: 400_000 * 258 + 1)
        ]
        let archive = try ZipArchive(honest.bytes())
        #expect(
            throws: ZipError("Payload/A.app/Info.plist inflates to 103200001 bytes, more than the limit of 4194304")
        ) {
            try archive.extract(archive.entries[0], limit: 4 << 20)
        }
        var lying = TestZipWriter()
        lying.entries = [.init(name: "Info.plist", data: stream, method: 8, declaredSize: 1000)]
        let liar = try ZipArchive(lying.bytes())
        let start = ContinuousClock.now
        #expect(throws: ZipError("Info.plist inflates to more than the 1000 bytes its directory declares")) {
            try liar.extract(liar.entries[0], limit: 4 << 20)
        }
        // Inflate itself stops at its limit, and at its deadline.
        #expect(throws: Inflate.Failure.tooLarge(limit: 1 << 20)) { try Inflate.inflate(stream, limit: 1 << 20) }
        #expect(throws: Inflate.Failure.timeUp) {
            try Inflate.inflate(stream, limit: .max, deadline: Deadline(after: .zero))
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// Names that climb out of the archive are left out, each said; the rest are read.
    @Test func pathTraversalNamesAreRefused() throws {
        var writer = TestZipWriter()
        for name in ["../evil.plist", "Payload/../../etc/passwd", "/absolute", "a\\b", "ok/Info.plist", "ok/..hidden"] {
            writer.entries.append(.init(name: name, data: Array("x".utf8), crc: CRC32.checksum(Array("x".utf8))))
        }
        let archive = try ZipArchive(writer.bytes())
        #expect(archive.entries.map(\.name) == ["ok/Info.plist", "ok/..hidden"])
        #expect(
            archive.refusals == [
                "the entry \"../evil.plist\" is left out: its name climbs out of the archive (..)",
                "the entry \"Payload/../../etc/passwd\" is left out: its name climbs out of the archive (..)",
                "the entry \"/absolute\" is left out: its name is an absolute path",
                "the entry \"a\\b\" is left out: its name holds a backslash",
            ])
    }

    @Test func damagedArchivesAreRefused() throws {
        #expect(throws: ZipError("not a zip archive: no end-of-central-directory record")) {
            try ZipArchive(Array("not a zip".utf8))
        }
        // An end record that claims 65 535 entries over a directory of one.
        var claims = TestZipWriter()
        claims.entries = [.init(name: "a", data: [1])]
        claims.declaredCount = 0xFFFE
        #expect(throws: ZipError("the central directory is damaged at entry 2")) { try ZipArchive(claims.bytes()) }
        var entries = TestZipWriter()
        let data = Array("XPC!".utf8)
        entries.entries = [
            .init(name: "bad-crc", data: data, crc: 1),
            .init(name: "encrypted", data: data, crc: CRC32.checksum(data), flags: 1),
            .init(name: "bzip2", data: data, method: 12, crc: CRC32.checksum(data)),
            .init(name: "garbage", data: [0xFF, 0xFF], method: 8, crc: 0, declaredSize: 4),
            .init(
                name: "cut", data: Array(TestZipWriter.zeroBomb(matches: 10).prefix(3)), method: 8, crc: 0,
                declaredSize: 2581),
        ]
        let archive = try ZipArchive(entries.bytes())
        let messages = archive.entries.map { entry -> String in
            do {
                _ = try archive.extract(entry, limit: 1 << 20)
                return "read"
            } catch {
                return (error as? ZipError)?.message ?? "\(error)"
            }
        }
        #expect(
            messages == [
                "bad-crc is damaged: its CRC-32 does not match",
                "encrypted is encrypted",
                "bzip2 is compressed with method 12; only stored and deflate are read",
                "garbage is not a valid deflate stream: a block has the reserved type 3",
                "cut is not a valid deflate stream: the stream ends in the middle of a block",
            ])
    }
}
