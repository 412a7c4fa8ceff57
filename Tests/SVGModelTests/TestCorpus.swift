import TestSupport

/// The SVG files of `../shared/corpus`, read in place.
enum TestCorpus {
    static var directory: String? { sharedDirectory("corpus") }

    static func files() -> [(String, [UInt8])]? {
        guard let dir = directory else { return nil }
        return listDirectory(dir).filter { $0.hasSuffix(".svg") }.compactMap { name in
            readBytes(dir + "/" + name).map { (name, $0) }
        }
    }
}
