@testable import SymbolRender

/// Reads the PNGs this module writes, for tests, without cairo and without the encoder's
/// own checksum code: chunk CRCs and the Adler-32 are recomputed here bit by bit, IDAT is
/// inflated by `TestInflater`, and all five row filters are undone. Gives the exact stored
/// bytes as straight RGBA, which cairo's premultiplying reader cannot for translucent pixels.
enum TestPNGReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    struct Decoded {
        var image: RGBAImage
        var colorType: UInt8
        var chunkTypes: [String]
        var inflated: TestInflater.Result
    }

    static func read(_ png: [UInt8]) throws -> Decoded {
        guard png.count >= 8, Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure("no PNG signature")
        }
        var offset = 8
        var chunkTypes: [String] = []
        var header: [UInt8] = []
        var data: [UInt8] = []
        while offset < png.count {
            guard offset + 12 <= png.count else { throw Failure("truncated chunk at \(offset)") }
            let length = Int(bigEndian(png, offset))
            guard offset + 12 + length <= png.count else { throw Failure("chunk at \(offset) runs past the end") }
            let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
            guard bigEndian(png, offset + 8 + length) == ReferenceChecksums.crc32(typeAndData) else {
                throw Failure("bad CRC in chunk at \(offset)")
            }
            let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
            chunkTypes.append(type)
            let body = Array(typeAndData[4...])
            if type == "IHDR" { header = body }
            if type == "IDAT" { data += body }
            offset += 12 + length
        }
        guard header.count == 13 else { throw Failure("no IHDR of 13 bytes") }
        let width = Int(bigEndian(header, 0))
        let height = Int(bigEndian(header, 4))
        let colorType = header[9]
        guard header[8] == 8, colorType == 2 || colorType == 6, header[10] == 0, header[11] == 0, header[12] == 0 else {
            throw Failure("unexpected IHDR \(header)")
        }
        guard data.count >= 6, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[1] & 0x20 == 0
        else {
            throw Failure("bad zlib header")
        }
        let inflated = try TestInflater.inflate(Array(data[2...]))
        guard inflated.consumedBytes + 2 + 4 == data.count else { throw Failure("bytes after the deflate stream") }
        guard bigEndian(data, data.count - 4) == ReferenceChecksums.adler32(inflated.bytes) else {
            throw Failure("bad Adler-32")
        }

        let channels = colorType == 2 ? 3 : 4
        let rowLength = width * channels
        guard inflated.bytes.count == height * (rowLength + 1) else {
            throw Failure("\(inflated.bytes.count) bytes of scanlines for \(width)×\(height)")
        }
        var pixels: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: rowLength)
        for y in 0..<height {
            let start = y * (rowLength + 1)
            let filter = inflated.bytes[start]
            var row = Array(inflated.bytes[(start + 1)..<(start + 1 + rowLength)])
            for x in 0..<rowLength {
                let left = x >= channels ? Int(row[x - channels]) : 0
                let up = Int(previous[x])
                let upLeft = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (dl, du, dul) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = dl <= du && dl <= dul ? left : du <= dul ? up : upLeft
                default: throw Failure("filter type \(filter)")
                }
                row[x] = UInt8((Int(row[x]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                pixels += row[(x * channels)..<(x * channels + 3)]
                pixels.append(channels == 4 ? row[x * channels + 3] : 255)
            }
            previous = row
        }
        return Decoded(
            image: try RGBAImage(width: width, height: height, pixels: pixels), colorType: colorType,
            chunkTypes: chunkTypes, inflated: inflated)
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
