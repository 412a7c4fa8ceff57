import SVGModel
import TestSupport
import Testing

@testable import XcodeProject

/// XML and binary property lists: one value model with the three formats' places, and the
/// binary reader's refusals of what an `.ipa` from anyone may hold.
@Suite struct PropertyListFormatsTests {
    static let fixtures = packageRoot + "/Tests/Fixtures/PropertyLists/"

    func read(_ name: String) throws -> PropertyListFile {
        let bytes = try #require(readBytes(Self.fixtures + name))
        return try PropertyListFile.read(bytes, path: name)
    }

    /// The same dictionary written by Python's plistlib in both formats reads to the same values.
    @Test func binaryAndXMLReadToTheSameValues() throws {
        let binary = try read("capture-Info.binary.plist")
        let xml = try read("capture-Info.xml.plist")
        #expect(binary.format == .binary)
        #expect(xml.format == .xml)
        #expect(Self.dump(binary.root) == Self.dump(xml.root))
        let root = try #require(binary.dictionary)
        #expect(root["CFBundlePackageType"]?.string == "XPC!")
        #expect(
            root["EXAppExtensionAttributes"]?.dictionary?["EXExtensionPointIdentifier"]?.string
                == "com.apple.securecapture")
        #expect(root["UIDeviceFamily"].map(Self.dump) == "[1,2]")
        #expect(root["Height"].map(Self.dump) == "1.5")
        #expect(root["Built"].map(Self.dump) == "date(2024-09-16T17:00:00Z)")
        #expect(root["Blob"].map(Self.dump) == "data(0001feff)")
        #expect(root["Unicode"]?.string == "Ça va — ☀")
        #expect(root["Flag"]?.boolean == true)
        #expect(root["Off"]?.boolean == false)
        #expect(root["Big"].map(Self.dump) == "1099511627776")
        #expect(root["Negative"].map(Self.dump) == "-3")
    }

    /// An XML value is placed at its key's line and column; a binary one by its key path.
    @Test func placesAreLinesInXMLAndKeyPathsInBinary() throws {
        let xml = try read("capture-Info.xml.plist")
        let point = try #require(xml.value(at: ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"]))
        #expect(point.node.string == "com.apple.securecapture")
        #expect(point.place.description == "capture-Info.xml.plist:39:3")
        let lines = String(decoding: try #require(readBytes(Self.fixtures + "capture-Info.xml.plist")), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[38] == "\t\t<key>EXExtensionPointIdentifier</key>")
        let binary = try read("capture-Info.binary.plist")
        let same = try #require(binary.value(at: ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"]))
        #expect(
            same.place.description
                == "capture-Info.binary.plist › EXAppExtensionAttributes › EXExtensionPointIdentifier")
        #expect(binary.value(at: ["EXAppExtensionAttributes", "NSExtensionPointIdentifier"]) == nil)
    }

    /// The format is told by the first bytes: `bplist`, `<`, else old-style.
    @Test func theFormatIsToldByTheFirstBytes() throws {
        let old = try PropertyListFile.read(Array("{ a = (1, 2); }".utf8), path: "a.plist")
        #expect(old.format == .openStep)
        #expect(old.dictionary?["a"]?.strings == ["1", "2"])
        let bare = try PropertyListFile.read(Array("  <dict><key>k</key><true/></dict>".utf8), path: "b.plist")
        #expect(bare.format == .xml)
        #expect(bare.dictionary?["k"]?.boolean == true)
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key></dict></plist>", "the key \"a\" has no value", 13),
        ("<plist><dict><string>x</string></dict></plist>", "a <dict> holds <string> where a <key> was expected", 13),
        ("<plist><integer>12a</integer></plist>", "<integer> holds \"12a\", not an integer", 7),
        (
            "<plist><dict><key>a</key><key>b</key><true/></dict></plist>",
            "the key \"a\" has no value before the next <key>", 25
        ),
        (
            "<plist><set/></plist>",
            "<set> is not a property list value (dict, array, string, integer, real, true, false, date, data)", 7
        ),
        ("<plist><true/><false/></plist>", "the <plist> element holds more than one value", 0),
        ("<plist><data>@@</data></plist>", "<data> does not hold base64 text", 7),
    ])
    func xmlRefusalsSayWhatAndWhere(text: String, message: String, offset: Int) {
        #expect(throws: PropertyListError(message: message, offset: offset)) {
            try PropertyListFile.read(Array(text.utf8), path: "x.plist")
        }
    }

    /// Malformed XML is refused with expat's words at its place.
    @Test func malformedXMLIsRefusedAtItsPlace() {
        do {
            _ = try PropertyListFile.read(Array("<plist><dict><key>a</dict></plist>".utf8), path: "x.plist")
            Issue.record("read a mismatched tag")
        } catch {
            // expat points at the name of the end tag that does not match.
            #expect(error.offset == 21)
            #expect(error.message.contains("mismatch") || error.message.contains("match"))
        }
    }

    /// A UTF-16 file is read as its UTF-8 decoding, which every place counts in — an error's too
    /// (fuzz-xmlplist's first crash: an error offset past the input's end, as the decoding is longer).
    @Test func aUTF16FileIsPlacedInItsDecoding() throws {
        let text = "<plist><dict><key>Name</key><string>Ça</string></dict></plist>"
        let utf16: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let file = try PropertyListFile.read(utf16, path: "Info.plist")
        #expect(file.format == .xml)
        let name = try #require(file.value(at: ["Name"]))
        #expect(name.node.string == "Ça")
        #expect(name.place.description == "Info.plist:1:14")
        let crash: [UInt8] = [0xFE, 0xFF] + Array(repeating: 0x98, count: 95) + [0xFF, 0x00, 0x01, 0xDC, 0x02]
        do {
            _ = try PropertyListFile.read(crash, path: "crash.plist")
            Issue.record("read a file of stray UTF-16")
        } catch {
            let decoded = try #require(error.decodedText)
            #expect(error.offset <= decoded.bytes.count)
            #expect(error.place(path: "crash.plist", bytes: crash).file == "crash.plist")
        }
    }

    /// A shared object is read at each place it is used.
    @Test func sharedObjectsAreReadWhereverTheyAreUsed() throws {
        var writer = BinaryPlistWriter()
        let word = writer.add(.string("same"))
        writer.top = writer.add(.array([word, word, word]))
        let root = try BinaryPropertyList.parse(writer.bytes())
        #expect(root.strings == ["same", "same", "same"])
    }

    @Test func utf16StringsAndLongLengthsAreRead() throws {
        var writer = BinaryPlistWriter()
        let long = String(repeating: "x", count: 40)
        let a = writer.add(.utf16("Kamera 📷"))
        let b = writer.add(.string(long))
        writer.top = writer.add(.array([a, b]))
        #expect(try BinaryPropertyList.parse(writer.bytes()).strings == ["Kamera 📷", long])
    }

    /// An array that contains itself is a reference cycle: refused, at once.
    @Test func aReferenceCycleIsRefused() {
        var writer = BinaryPlistWriter()
        writer.top = writer.add(.array([0]))
        #expect(
            throws: PropertyListError(
                message: "object 0 contains itself (a reference cycle): the property list has no end", offset: 8)
        ) {
            try BinaryPropertyList.parse(writer.bytes())
        }
        // Through a dictionary and back.
        var twoStep = BinaryPlistWriter()
        let key = twoStep.add(.string("k"))
        let dictionary = twoStep.add(.dictionary([(key, 2)]))
        twoStep.add(.array([dictionary]))
        twoStep.top = dictionary
        #expect(throws: PropertyListError.self) { try BinaryPropertyList.parse(twoStep.bytes()) }
    }

    /// 40 arrays, each naming the one before twice: 2⁴⁰ values from 700 bytes, refused after 200 000.
    @Test(.timeLimit(.minutes(1))) func aSharingBombIsRefusedWithinItsBudget() throws {
        var writer = BinaryPlistWriter()
        var previous = writer.add(.boolean(true))
        for _ in 0..<40 { previous = writer.add(.array([previous, previous])) }
        writer.top = previous
        let bytes = writer.bytes()
        #expect(bytes.count < 1000)
        let start = ContinuousClock.now
        do {
            _ = try BinaryPropertyList.parse(bytes)
            Issue.record("expanded a sharing bomb")
        } catch {
            #expect(error.message.contains("expands to more than 200000 values"))
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func nestingPastTheBoundIsRefused() {
        var writer = BinaryPlistWriter()
        var previous = writer.add(.boolean(true))
        for _ in 0..<200 { previous = writer.add(.array([previous])) }
        writer.top = previous
        #expect(throws: PropertyListError.self) { try BinaryPropertyList.parse(writer.bytes()) }
    }

    /// Offsets, references and lengths that point outside the file are refused, never followed.
    @Test func brokenTablesAreRefused() {
        var writer = BinaryPlistWriter()
        writer.top = writer.add(.array([7]))
        #expect(throws: PropertyListError(message: "object 0 refers to object 7, which does not exist", offset: 9)) {
            try BinaryPropertyList.parse(writer.bytes())
        }
        var long = BinaryPlistWriter()
        long.top = long.add(.raw([0x5F, 0x13, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]))
        #expect(throws: PropertyListError.self) { try BinaryPropertyList.parse(long.bytes()) }
        var ok = BinaryPlistWriter()
        ok.top = ok.add(.boolean(true))
        var bytes = ok.bytes()
        // The offset table's first entry moved past the table.
        bytes[bytes.count - 32 - 1] = 0xF0
        #expect(throws: PropertyListError.self) { try BinaryPropertyList.parse(bytes) }
        // Cut short.
        #expect(throws: PropertyListError.self) { try BinaryPropertyList.parse(Array(ok.bytes().prefix(20))) }
        // A newer version.
        #expect(throws: PropertyListError.self) {
            try BinaryPropertyList.parse(Array("bplist15".utf8) + Array(repeating: 0, count: 40))
        }
        // A dictionary key that is no string.
        var badKey = BinaryPlistWriter()
        let number = badKey.add(.integer(3))
        badKey.top = badKey.add(.dictionary([(number, number)]))
        #expect(
            throws: PropertyListError(message: "a dictionary key (object 0) is an integer, not a string", offset: 8)
        ) {
            try BinaryPropertyList.parse(badKey.bytes())
        }
    }

    /// The values as text, to compare trees.
    static func dump(_ node: PropertyListNode) -> String {
        switch node.value {
        case .string(let text): return "\"\(text)\""
        case .integer(let value): return "\(value)"
        case .real(let value): return "\(value)"
        case .boolean(let flag): return "\(flag)"
        case .date(let text): return "date(\(text))"
        case .uid(let value): return "uid(\(value))"
        case .data(let bytes):
            let digits = Array("0123456789abcdef")
            return "data(" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }) + ")"
        case .array(let items): return "[" + items.map(dump).joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "{" + entries.entries.map { "\($0.key)=\(dump($0.value))" }.joined(separator: ",") + "}"
        }
    }
}
