/// Reads an XML document the way a conforming non-validating parser does — expat decides what
/// is well-formed — and keeps the byte range of every element, attribute and text run so a
/// diagnostic can point at the exact place. Internal entities are expanded under expat's
/// amplification guard; nothing outside the given bytes is ever loaded (no external DTD, no
/// external entity). `ReaderLimits` are enforced while reading.
package enum XMLReader {
    package static func read(_ source: SourceFile, limits: ReaderLimits = .default) throws(XMLError) -> XMLDocument {
        if source.bytes.count > limits.maxInputBytes {
            var error = XMLError(.limitExceeded, limits.inputSizeProblem(byteCount: source.bytes.count), at: 0)
            error.exceededLimit = .maxInputBytes
            throw error
        }
        let decoded = try XMLTextDecoder.decode(source)
        do {
            return try read(decoded: decoded, limits: limits)
        } catch {
            var error = error
            if decoded.isTranscoded { error.decodedSource = decoded.source }
            throw error
        }
    }

    static func read(decoded: XMLTextDecoder.Decoded, limits: ReaderLimits) throws(XMLError) -> XMLDocument {
        let b = decoded.source.bytes
        let bodyStart = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if b[bodyStart...].allSatisfy(isWhitespaceByte) {
            throw XMLError(
                .malformed, "the file is empty", at: bodyStart,
                help: "a symbol template is an SVG document that starts with `<svg` or `<?xml`")
        }
        // expat reports a NUL as an invalid token; this says which character it is.
        if let nul = b.firstIndex(of: 0) {
            throw XMLError(.malformed, "a NUL byte is not allowed in XML", at: nul)
        }
        var document = try ExpatSession.read(decoded.source, limits: limits)
        document.isTranscoded = decoded.isTranscoded
        return document
    }
}
