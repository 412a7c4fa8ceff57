#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The package root, from this file's location (Tests/TestSupport/TestFiles.swift).
public let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()

/// The whole file, or nil when it cannot be opened.
public func readBytes(_ path: String) -> [UInt8]? {
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

/// The names in a folder, sorted, without `.` and `..`; empty when it cannot be listed.
public func listDirectory(_ dir: String) -> [String] {
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
