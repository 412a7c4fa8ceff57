// The JSON reader's verdict on each file named on the command line: one line per file,
// `parses PATH` or `refused PATH: line:column message`. Compiled by
// scripts/jsontestsuite-compare together with Sources/JSONReader/*.swift
// (the reader imports nothing, so it builds on its own in seconds).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
}

@main
struct JSONTestSuiteVerdict {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let bytes = readBytes(path) else {
                print("unreadable \(path)")
                continue
            }
            do {
                _ = try JSONValue.parse(bytes)
                print("parses \(path)")
            } catch {
                print("refused \(path): byte \(error.offset): \(error.message)")
            }
        }
    }
}
