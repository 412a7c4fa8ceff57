#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables.
package enum ProcessEnvironment {
    /// Every `NAME=value` of the environment, as a dictionary (the first of a repeated name wins,
    /// as `getenv` answers).
    package static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        guard var entry = environmentBlock() else { return variables }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }

    private static func environmentBlock() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
            // Darwin's SDK does not declare `environ` to Swift, and environ(7) tells shared
            // libraries and bundles to use `_NSGetEnviron()` (<crt_externs.h>) instead.
            return _NSGetEnviron()?.pointee
        #else
            // glibc's `environ` (<unistd.h> with _GNU_SOURCE, as Swift's Glibc module imports it).
            return environ
        #endif
    }
}
