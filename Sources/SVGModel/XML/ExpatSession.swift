import CExpat

/// One run of expat over UTF-8 bytes, building the `XMLDocument` from its events. expat gives
/// each event's byte extent (`XML_GetCurrentByteIndex`/`…ByteCount`) but no positions inside
/// a start tag; `StartTagLexer` finds those in the tag's raw bytes. Events that come from an
/// entity's replacement text have no bytes of their own and are placed at the reference.
final class ExpatSession {
    /// Entity expansion may make the document at most this many times its size (counted by expat
    /// once expansion passes `amplificationThreshold` bytes), which stops "billion laughs" early.
    static let maximumAmplification: Float = 100
    static let amplificationThreshold: UInt64 = 64 * 1024

    let source: SourceFile
    /// The file's bytes: every range and every value taken as written comes from these.
    let bytes: [UInt8]
    /// What expat reads: `bytes`, or a copy with name characters stood in for (same offsets).
    let parsedBytes: [UInt8]
    let standIns: NameCharacterStandIns
    let limits: ReaderLimits
    let parser: XML_Parser

    var elements: [XMLElement] = []
    var open: [Int] = []
    var prologComments: [XMLComment] = []
    var sawRoot = false
    var inDoctype = false
    /// Names of the general entities the internal subset declares (for "undefined entity" messages).
    var declaredEntities: Set<String> = []
    /// The first problem found by a handler (a limit, an external entity); expat is stopped then.
    var failure: XMLError?

    // Character data since the last markup: expat hands it over in pieces.
    var textStart: Int?
    var textEnd = 0
    var textData: [UInt8] = []
    var textFromEntity = false
    var cdataStart: Int?

    /// Reads `source`, standing in for name characters expat's older tables lack until expat
    /// accepts the bytes or stops at something else.
    static func read(_ source: SourceFile, limits: ReaderLimits) throws(XMLError) -> XMLDocument {
        var parsed = source.bytes
        var standIns = NameCharacterStandIns()
        var firstFailure: XMLError?
        while true {
            let session = ExpatSession(source: source, parsedBytes: parsed, standIns: standIns, limits: limits)
            switch session.run() {
            case .success(let document): return document
            case .failure(let failure):
                let offset = failure.error.offset
                let original = source.bytes
                if firstFailure == nil { firstFailure = failure.error }
                let alreadyStoodIn = offset < parsed.count && parsed[offset] != original[offset]
                if failure.code == XML_ERROR_INVALID_TOKEN, !alreadyStoodIn,
                    standIns.standIn(forCharacterAt: offset, in: &parsed)
                {
                    continue
                }
                // Stopping on or just after a stand-in means the character was out of place, not
                // a name character expat did not know: the first error says what is wrong.
                let besideStandIn =
                    alreadyStoodIn
                    || (offset > 0 && offset <= parsed.count && parsed[offset - 1] != original[offset - 1])
                throw besideStandIn ? firstFailure! : failure.error
            }
        }
    }

    struct Failure: Error {
        let error: XMLError
        /// expat's code, or nil when a handler stopped the parse.
        let code: XML_Error?
    }

    init(source: SourceFile, parsedBytes: [UInt8], standIns: NameCharacterStandIns, limits: ReaderLimits) {
        self.source = source
        self.bytes = source.bytes
        self.parsedBytes = parsedBytes
        self.standIns = standIns
        self.limits = limits
        // The bytes are UTF-8 by now (XMLTextDecoder); this overrides the declared encoding.
        self.parser = XML_ParserCreate("UTF-8")
    }

    deinit { XML_ParserFree(parser) }

    func run() -> Result<XMLDocument, Failure> {
        let me = Unmanaged.passUnretained(self).toOpaque()
        XML_SetUserData(parser, me)
        XML_SetElementHandler(parser, expatStartElement, expatEndElement)
        XML_SetCharacterDataHandler(parser, expatCharacters)
        XML_SetCommentHandler(parser, expatComment)
        XML_SetCdataSectionHandler(parser, expatStartCDATA, expatEndCDATA)
        XML_SetDoctypeDeclHandler(parser, expatStartDoctype, expatEndDoctype)
        XML_SetExternalEntityRefHandler(parser, expatExternalEntity)
        XML_SetExternalEntityRefHandlerArg(parser, me)
        XML_SetSkippedEntityHandler(parser, expatSkippedEntity)
        XML_SetEntityDeclHandler(parser, expatEntityDeclaration)
        XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
        _ = XML_SetBillionLaughsAttackProtectionMaximumAmplification(parser, Self.maximumAmplification)
        _ = XML_SetBillionLaughsAttackProtectionActivationThreshold(parser, Self.amplificationThreshold)

        let status = parsedBytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { XML_Parse(parser, $0.baseAddress, Int32(buffer.count), 1) }
        }
        if let failure { return .failure(Failure(error: failure, code: nil)) }
        if status != XML_STATUS_OK {
            let code = XML_GetErrorCode(parser)
            let error = ExpatErrorDescription.describe(
                code, at: Swift.max(0, Int(XML_GetCurrentByteIndex(parser))), session: self)
            return .failure(Failure(error: error, code: code))
        }
        return .success(XMLDocument(source: source, elements: elements, prologComments: prologComments))
    }

    /// The bytes of the current event, or `nil` when it comes from an entity's replacement text.
    var eventRange: SourceRange? {
        let index = Int(XML_GetCurrentByteIndex(parser))
        let count = Int(XML_GetCurrentByteCount(parser))
        guard index >= 0, count > 0, index + count <= bytes.count else { return nil }
        return SourceRange(start: index, end: index + count)
    }

    var eventOffset: Int { Swift.min(bytes.count, Swift.max(0, Int(XML_GetCurrentByteIndex(parser)))) }

    /// The file's text in `range`, as written.
    func text(_ range: SourceRange) -> String { String(decoding: bytes[range.start..<range.end], as: UTF8.self) }

    func stop(_ error: XMLError) {
        if failure == nil { failure = error }
        XML_StopParser(parser, XML_FALSE)
    }

    // MARK: Events

    func startElement(_ name: UnsafePointer<CChar>, _ atts: UnsafeMutablePointer<UnsafePointer<CChar>?>) {
        guard failure == nil else { return }
        flushText()
        let tag = eventRange.flatMap { $0.length >= 2 && bytes[$0.start] == UInt8(ascii: "<") ? $0 : nil }
        let at = tag?.start ?? eventOffset
        if open.count >= limits.maxDepth {
            return stop(
                XMLError(
                    .limitExceeded, "elements are nested more than \(limits.maxDepth) deep", at: at,
                    help: "flatten the groups; real templates nest fewer than 20 levels"))
        }
        if elements.count >= limits.maxElements {
            return stop(XMLError(.limitExceeded, "the file has more than \(limits.maxElements) elements", at: at))
        }
        let reportedName = String(cString: name)
        let specified = Int(XML_GetSpecifiedAttributeCount(parser)) / 2
        var lexed = tag.map { StartTagLexer.lex(bytes, tag: $0) }
        if let l = lexed, l.attributes.count != specified || l.name.length != reportedName.utf8.count { lexed = nil }
        let elementName = lexed.map { text($0.name) } ?? standIns.restoring(reportedName)
        let here = SourceRange(at: at)
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(specified)
        for j in 0..<specified {
            let raw = lexed?.attributes[j]
            let attributeName = raw.map { text($0.nameRange) } ?? standIns.restoring(String(cString: atts[2 * j]!))
            let value =
                raw.flatMap { $0.isVerbatim ? text($0.valueRange) : nil }
                ?? standIns.restoring(String(cString: atts[2 * j + 1]!))
            let valueRange = raw?.valueRange ?? here
            if Swift.max(valueRange.length, value.utf8.count) > limits.maxAttributeBytes {
                return stop(
                    XMLError(
                        .limitExceeded,
                        "the value of `\(attributeName)` is longer than \(limits.maxAttributeBytes) bytes",
                        at: valueRange.start))
            }
            attributes.append(
                XMLAttribute(
                    name: attributeName, value: value, nameRange: raw?.nameRange ?? here, valueRange: valueRange,
                    isVerbatim: raw?.isVerbatim ?? false))
        }
        let index = elements.count
        let startTag = tag ?? here
        elements.append(
            XMLElement(
                name: elementName, nameRange: lexed?.name ?? here, startTagRange: startTag, range: startTag,
                attributes: attributes, content: [], parent: open.last, depth: open.count))
        if let parent = open.last { elements[parent].content.append(.element(index)) }
        open.append(index)
        sawRoot = true
    }

    func endElement() {
        guard failure == nil else { return }
        flushText()
        guard let index = open.popLast() else { return }
        // A self-closing tag ends at its own start; its range stays the start tag.
        let start = elements[index].startTagRange.start
        if let end = eventRange, end.start > start {
            elements[index].range = SourceRange(start: start, end: end.end)
        }
    }

    func characters(_ s: UnsafePointer<CChar>, _ length: Int32) {
        guard failure == nil, !open.isEmpty else { return }
        if let r = eventRange {
            if textStart == nil { textStart = r.start }
            textEnd = Swift.max(textEnd, r.end)
        } else {
            textFromEntity = true
            if textStart == nil {
                textStart = eventOffset
                textEnd = eventOffset
            }
        }
        textData.append(contentsOf: UnsafeRawBufferPointer(start: s, count: Int(length)))
    }

    /// Ends the current text run. Its value is the bytes as written when they contain no
    /// reference (so CSS offsets map to the file one-to-one), else the text expat produced.
    func flushText() {
        guard let start = textStart else { return }
        let raw = bytes[start..<textEnd]
        let value =
            !textFromEntity && !raw.contains(UInt8(ascii: "&"))
            ? String(decoding: raw, as: UTF8.self) : standIns.restoring(String(decoding: textData, as: UTF8.self))
        if let current = open.last {
            elements[current].content.append(
                .text(XMLText(value: value, range: SourceRange(start: start, end: textEnd))))
        }
        resetText()
    }

    func resetText() {
        textStart = nil
        textEnd = 0
        textData.removeAll(keepingCapacity: true)
        textFromEntity = false
    }

    func comment(_ data: UnsafePointer<CChar>) {
        guard failure == nil, !inDoctype else { return }
        flushText()
        let range = eventRange
        let value =
            range.flatMap { r in
                r.length >= 7 ? String(decoding: bytes[(r.start + 4)..<(r.end - 3)], as: UTF8.self) : nil
            }
            ?? standIns.restoring(String(cString: data))
        let comment = XMLComment(value: value, range: range ?? SourceRange(at: eventOffset))
        if let current = open.last {
            elements[current].content.append(.comment(comment))
        } else if !sawRoot {
            prologComments.append(comment)
        }
    }

    func startCDATA() {
        guard failure == nil else { return }
        flushText()
        cdataStart = eventRange?.start
    }

    /// A CDATA section is a text run of its own whose range includes `<![CDATA[` and `]]>`.
    func endCDATA() {
        guard failure == nil, let current = open.last else { return }
        let end = eventRange
        let text: XMLText
        if let start = cdataStart, let end, end.start >= start + 9 {
            text = XMLText(
                value: String(decoding: bytes[(start + 9)..<end.start], as: UTF8.self),
                range: SourceRange(start: start, end: end.end))
        } else {
            text = XMLText(
                value: standIns.restoring(String(decoding: textData, as: UTF8.self)),
                range: SourceRange(at: eventOffset))
        }
        elements[current].content.append(.text(text))
        resetText()
        cdataStart = nil
    }

    func externalEntity(systemID: String) {
        stop(
            XMLError(
                .externalEntity,
                "the document refers to the external entity \"\(systemID)\"; symbolcheck never loads external entities",
                at: eventOffset, help: "write the entity's text into the file, or declare it as an internal entity"))
    }

    func skippedEntity(_ name: String) {
        stop(
            XMLError(
                .externalEntity,
                "the entity `&\(name);` is not declared in the file; its declaration would be in an external DTD, "
                    + "which symbolcheck never loads",
                at: eventOffset, help: "declare the entity in the DOCTYPE's internal subset or write its text out"))
    }
}

// expat calls plain C functions; each finds its session through the user-data pointer.

@inline(__always)
private func session(_ userData: UnsafeMutableRawPointer?) -> ExpatSession {
    Unmanaged<ExpatSession>.fromOpaque(userData!).takeUnretainedValue()
}

private let expatStartElement: XML_StartElementHandler = { user, name, atts in
    session(user).startElement(name!, atts!)
}
private let expatEndElement: XML_EndElementHandler = { user, _ in session(user).endElement() }
private let expatCharacters: XML_CharacterDataHandler = { user, s, length in
    session(user).characters(s!, length)
}
private let expatComment: XML_CommentHandler = { user, data in session(user).comment(data!) }
private let expatStartCDATA: XML_StartCdataSectionHandler = { user in session(user).startCDATA() }
private let expatEndCDATA: XML_EndCdataSectionHandler = { user in session(user).endCDATA() }
private let expatStartDoctype: XML_StartDoctypeDeclHandler = { user, _, _, _, _ in session(user).inDoctype = true }
private let expatEntityDeclaration: XML_EntityDeclHandler = { user, name, isParameterEntity, _, _, _, _, _, _ in
    if isParameterEntity == 0, let name { session(user).declaredEntities.insert(String(cString: name)) }
}
private let expatEndDoctype: XML_EndDoctypeDeclHandler = { user in session(user).inDoctype = false }
private let expatExternalEntity: XML_ExternalEntityRefHandler = { arg, _, _, systemID, _ in
    session(UnsafeMutableRawPointer(arg)).externalEntity(systemID: systemID.map { String(cString: $0) } ?? "")
    return Int32(XML_STATUS_ERROR.rawValue)
}
private let expatSkippedEntity: XML_SkippedEntityHandler = { user, name, isParameterEntity in
    // A parameter entity an external DTD would declare changes nothing we read; a general one
    // would be text or markup we cannot see.
    guard isParameterEntity == 0 else { return }
    session(user).skippedEntity(name.map { String(cString: $0) } ?? "")
}
