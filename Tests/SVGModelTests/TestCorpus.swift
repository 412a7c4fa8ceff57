#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Locates `../shared/corpus` relative to the package root (this file's grandparent folders).
enum TestCorpus {
    static var directory: String? {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        let dir = path + "/../shared/corpus"
        var st = stat()
        return stat(dir, &st) == 0 ? dir : nil
    }

    static func files() -> [(String, [UInt8])]? {
        guard let dir = directory, let d = opendir(dir) else { return nil }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name.hasSuffix(".svg") { names.append(name) }
        }
        return names.sorted().compactMap { name in
            guard let f = fopen(dir + "/" + name, "rb") else { return nil }
            defer { fclose(f) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = fread(&buffer, 1, buffer.count, f)
                if n <= 0 { break }
                bytes.append(contentsOf: buffer[0..<n])
            }
            return (name, bytes)
        }
    }
}
