// Times symbolcheck's inflate (Sources/XcodeProject/Archive/Inflate.swift) on a raw deflate
// stream: the best of RUNS runs, in milliseconds, and the output's size and CRC-32 (to compare
// with zlib's). Built and run by scripts/inflate-compare/run.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
struct InflateDriver {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let runs = Int(arguments[2]), let file = fopen(arguments[1], "rb") else {
            print("usage: driver STREAM RUNS")
            exit(2)
        }
        var input: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            input += buffer[0..<n]
        }
        fclose(file)
        var best = Duration.seconds(1000)
        var output: [UInt8] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            output = try Inflate.inflate(input, limit: Int.max)
            best = min(best, ContinuousClock.now - start)
        }
        let ms = Double(best.components.seconds) * 1000 + Double(best.components.attoseconds) / 1e15
        print("ours \(output.count) bytes crc \(String(CRC32.checksum(output), radix: 16)) best \(Int(ms)) ms")
    }
}
