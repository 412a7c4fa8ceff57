import Support

/// Bytes read in pieces: a file of any size (an `.ipa` may be hundreds of megabytes) of which
/// only the zip's directory and the entries asked for are read.
package protocol RandomAccessBytes: Sendable {
    var count: Int { get }
    /// `count` bytes from `offset`, or nil when they cannot be read.
    func bytes(at offset: Int, count: Int) -> [UInt8]?
}

extension Array: RandomAccessBytes where Element == UInt8 {
    package func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= self.count, count <= self.count - offset else { return nil }
        return Array(self[offset..<(offset + count)])
    }
}

/// Why an archive or one of its entries cannot be read.
package struct ZipError: Error, Sendable, Hashable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}

/// A zip archive's directory (PKWARE's APPNOTE.TXT: the end-of-central-directory record, its
/// ZIP64 form, the central directory) and its entries, stored or deflated. An `.ipa` is one.
///
/// The archive is untrusted: the directory is at most `maxDirectoryBytes` and `maxEntries`
/// entries; a name that climbs out of the archive (`../`, an absolute path, a backslash, a NUL)
/// is refused and its entry left out; an entry inflates to at most the size its directory
/// declares and at most the caller's limit (a zip bomb stops there, with an error), with its
/// CRC-32 checked; encrypted entries and methods other than stored and deflate are refused.
package struct ZipArchive: Sendable {
    package static let maxEntries = 200_000
    package static let maxDirectoryBytes = 64 << 20

    package struct Entry: Sendable, Hashable {
        package let name: String
        package let method: UInt16
        package let flags: UInt16
        package let crc: UInt32
        package let compressedSize: Int
        package let uncompressedSize: Int
        package let localHeaderOffset: Int

        package var isFolder: Bool { name.hasSuffix("/") }
    }

    package let entries: [Entry]
    /// Entries left out, one sentence each (a name that climbs out of the archive).
    package let refusals: [String]
    let source: any RandomAccessBytes

    package init(_ source: any RandomAccessBytes) throws(ZipError) {
        self.source = source
        let size = source.count
        // The end record is in the last 22 + 65 535 bytes (its comment is at most that long).
        let tailLength = Swift.min(size, 22 + 65_535)
        guard let tail = source.bytes(at: size - tailLength, count: tailLength) else {
            throw ZipError("cannot read the end of the archive")
        }
        var endIndex: Int?
        var index = tail.count - 22
        while index >= 0 {
            if Self.u32(tail, index) == 0x0605_4B50 {
                endIndex = index
                break
            }
            index -= 1
        }
        guard let end = endIndex else {
            throw ZipError("not a zip archive: no end-of-central-directory record")
        }
        var count = Int(Self.u16(tail, end + 10))
        var directorySize = Int(Self.u32(tail, end + 12))
        var directoryOffset = Int(Self.u32(tail, end + 16))
        let endOffset = size - tailLength + end
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            // ZIP64: a locator just before the end record names the ZIP64 end record.
            guard endOffset >= 20, let locator = source.bytes(at: endOffset - 20, count: 20),
                Self.u32(locator, 0) == 0x0706_4B50
            else { throw ZipError("the archive's ZIP64 end record cannot be found") }
            let recordOffset = Self.u64(locator, 8)
            guard recordOffset < UInt64(size), let record = source.bytes(at: Int(recordOffset), count: 56),
                Self.u32(record, 0) == 0x0606_4B50
            else { throw ZipError("the archive's ZIP64 end record is damaged") }
            guard let bigCount = Int(exactly: Self.u64(record, 32)), let bigSize = Int(exactly: Self.u64(record, 40)),
                let bigOffset = Int(exactly: Self.u64(record, 48))
            else { throw ZipError("the archive's ZIP64 end record gives sizes past any file") }
            count = bigCount
            directorySize = bigSize
            directoryOffset = bigOffset
        }
        guard count <= Self.maxEntries else {
            throw ZipError("the archive lists \(count) entries; at most \(Self.maxEntries) are read")
        }
        guard directorySize <= Self.maxDirectoryBytes, directoryOffset >= 0, directorySize >= 0,
            directoryOffset <= size, directorySize <= size - directoryOffset
        else { throw ZipError("the archive's central directory lies outside the file or is too large") }
        guard let directory = source.bytes(at: directoryOffset, count: directorySize) else {
            throw ZipError("cannot read the archive's central directory")
        }
        var entries: [Entry] = []
        var refusals: [String] = []
        var at = 0
        for _ in 0..<count {
            let record = at
            guard at + 46 <= directory.count, Self.u32(directory, at) == 0x0201_4B50 else {
                throw ZipError("the central directory is damaged at entry \(entries.count + refusals.count + 1)")
            }
            let nameLength = Int(Self.u16(directory, at + 28))
            let extraLength = Int(Self.u16(directory, at + 30))
            let commentLength = Int(Self.u16(directory, at + 32))
            guard at + 46 + nameLength + extraLength + commentLength <= directory.count else {
                throw ZipError("the central directory is cut short")
            }
            let nameBytes = Array(directory[(at + 46)..<(at + 46 + nameLength)])
            let name = String(decoding: nameBytes, as: UTF8.self)
            var compressed = UInt64(Self.u32(directory, at + 20))
            var uncompressed = UInt64(Self.u32(directory, at + 24))
            var offset = UInt64(Self.u32(directory, at + 42))
            // ZIP64 extended information: the fields that are all ones, in order.
            var extra = at + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let tag = Self.u16(directory, extra)
                let length = Int(Self.u16(directory, extra + 2))
                var field = extra + 4
                if tag == 0x0001 {
                    for value in [\Sizes.uncompressed, \Sizes.compressed, \Sizes.offset] {
                        var sizes = Sizes(uncompressed: uncompressed, compressed: compressed, offset: offset)
                        guard sizes[keyPath: value] == 0xFFFF_FFFF, field + 8 <= extra + 4 + length,
                            field + 8 <= extraEnd
                        else { continue }
                        sizes[keyPath: value] = Self.u64(directory, field)
                        (uncompressed, compressed, offset) = (sizes.uncompressed, sizes.compressed, sizes.offset)
                        field += 8
                    }
                }
                extra += 4 + length
            }
            at += 46 + nameLength + extraLength + commentLength
            if let why = Self.refusal(ofName: nameBytes) {
                refusals.append("the entry \"\(name)\" is left out: \(why)")
                continue
            }
            guard let c = Int(exactly: compressed), let u = Int(exactly: uncompressed), let o = Int(exactly: offset)
            else {
                refusals.append("the entry \"\(name)\" is left out: its sizes are past any file")
                continue
            }
            entries.append(
                Entry(
                    name: name, method: Self.u16(directory, record + 10), flags: Self.u16(directory, record + 8),
                    crc: Self.u32(directory, record + 16), compressedSize: c, uncompressedSize: u, localHeaderOffset: o)
            )
        }
        self.entries = entries
        self.refusals = refusals
    }

    private struct Sizes {
        var uncompressed: UInt64
        var compressed: UInt64
        var offset: UInt64
    }

    /// Why a name may not be unpacked, or nil: it climbs out of the archive or cannot name a file.
    static func refusal(ofName bytes: [UInt8]) -> String? {
        if bytes.isEmpty { return "its name is empty" }
        if bytes.contains(0) { return "its name holds a NUL byte" }
        if bytes.contains(UInt8(ascii: "\\")) { return "its name holds a backslash" }
        if bytes.first == UInt8(ascii: "/") { return "its name is an absolute path" }
        let components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if components.contains(where: { $0.elementsEqual([0x2E, 0x2E]) }) {
            return "its name climbs out of the archive (..)"
        }
        return nil
    }

    package func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The entry's bytes, at most `limit` of them.
    package func extract(_ entry: Entry, limit: Int, deadline: Deadline = .never) throws(ZipError) -> [UInt8] {
        guard entry.flags & 1 == 0 else { throw ZipError("\(entry.name) is encrypted") }
        guard entry.uncompressedSize <= limit else {
            throw ZipError(
                "\(entry.name) inflates to \(entry.uncompressedSize) bytes, more than the limit of \(limit)")
        }
        guard let header = source.bytes(at: entry.localHeaderOffset, count: 30), Self.u32(header, 0) == 0x0403_4B50
        else { throw ZipError("\(entry.name)'s local header is missing or damaged") }
        let dataOffset = entry.localHeaderOffset + 30 + Int(Self.u16(header, 26)) + Int(Self.u16(header, 28))
        guard dataOffset <= source.count, entry.compressedSize <= source.count - dataOffset,
            let data = source.bytes(at: dataOffset, count: entry.compressedSize)
        else { throw ZipError("\(entry.name)'s data lies outside the archive") }
        let bytes: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.uncompressedSize else {
                throw ZipError("\(entry.name) is stored, but its two sizes differ")
            }
            bytes = data
        case 8:
            do {
                bytes = try Inflate.inflate(data, limit: entry.uncompressedSize, deadline: deadline)
            } catch {
                switch error {
                case .tooLarge:
                    throw ZipError(
                        "\(entry.name) inflates to more than the \(entry.uncompressedSize) bytes its directory declares"
                    )
                case .timeUp: throw ZipError("\(entry.name) was not inflated within the time limit")
                case .invalid(let why): throw ZipError("\(entry.name) is not a valid deflate stream: \(why)")
                }
            }
        default:
            throw ZipError("\(entry.name) is compressed with method \(entry.method); only stored and deflate are read")
        }
        guard bytes.count == entry.uncompressedSize else {
            throw ZipError("\(entry.name) inflates to \(bytes.count) bytes, not the \(entry.uncompressedSize) declared")
        }
        guard CRC32.checksum(bytes) == entry.crc else {
            throw ZipError("\(entry.name) is damaged: its CRC-32 does not match")
        }
        return bytes
    }

    static func u16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }

    static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }

    static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        UInt64(u32(bytes, at)) | UInt64(u32(bytes, at + 4)) << 32
    }
}
