import SVGModel

@testable import SymbolCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The package root, from this file's location.
let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
    }
    return bytes
}

func listDirectory(_ dir: String) -> [String] {
    guard let d = opendir(dir) else { return [] }
    defer { closedir(d) }
    var names: [String] = []
    while let entry = readdir(d) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            String(decoding: UnsafeRawBufferPointer(start: $0, count: 256).prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

func check(_ svg: String, path: String = "test.svg", configure: (inout CheckConfiguration) -> Void = { _ in })
    -> CheckResult
{
    var config = CheckConfiguration()
    configure(&config)
    return Checker.check(SourceFile(path: path, text: svg), configuration: config)
}

extension CheckResult {
    var ruleIDs: [String] { diagnostics.map(\.ruleID) }

    /// `line:column` of each diagnostic of a rule.
    func locations(of rule: String) -> [String] {
        diagnostics.filter { $0.ruleID == rule }.map { d in d.offset.map { source!.location(of: $0).description } ?? "-"
        }
    }
}

/// `line:column` of the first occurrence of `needle` in `text` (1-based, as reported).
func location(of needle: String, in text: String) -> String {
    let source = SourceFile(path: "x", text: text)
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    for i in 0...(bytes.count - n.count) where Array(bytes[i..<(i + n.count)]) == n {
        return source.location(of: i).description
    }
    return "not found"
}
