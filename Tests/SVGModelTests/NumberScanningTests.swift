import Testing

@testable import SVGModel

/// `scanNumber` reads most numbers without the decimal-conversion library (an exact integer
/// mantissa and one multiplication or division by an exact power of ten); every result must be
/// the very double the full conversion gives.
@Suite struct NumberScanningTests {
    static func scan(_ text: String) -> (value: Double?, consumed: Int) {
        var i = 0
        let value = scanNumber(Array(text.utf8), at: &i)
        return (value, i)
    }

    @Test(arguments: [
        "0", "-0", "+0", "1", "-1", "0.1", ".5", "-.5", "5.", "1126", "1392.0879", "-35.2295",
        "0.30000000000000004", "123456789012345", "1234567890123456", "12345678901234567890",
        "9007199254740993", "1e22", "1e23", "1.5e-22", "3e-23", "2.5E+3", "7e0", "1e-7",
        "0.000001", "100000000000000000000000", "4.35", "0.1e1", "00012.500", "1e400", "1e-400",
        "179769313486231570000000000000000000000", "2.2250738585072014e-308", "99999.99999",
    ])
    func givesTheDoubleTheFullConversionGives(_ text: String) throws {
        let (value, consumed) = Self.scan(text)
        let expected = try #require(Double(text))
        #expect(consumed == text.utf8.count)
        #expect(value?.bitPattern == expected.bitPattern, "\(text): \(String(describing: value)) vs \(expected)")
    }

    @Test func agreesWithTheFullConversionOnManyPseudoRandomNumbers() {
        var generator = SplitMix64(seed: 0x5EED)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let integer = generator.next() % 100_000
            let fractionDigits = Int(generator.next() % 9)
            var fraction = ""
            for _ in 0..<fractionDigits { fraction += String(generator.next() % 10) }
            let sign = generator.next() % 3 == 0 ? "-" : ""
            var text = sign + String(integer) + (fractionDigits > 0 ? "." + fraction : "")
            if generator.next() % 4 == 0 { text += "e" + String(Int(generator.next() % 60) - 30) }
            let (value, _) = Self.scan(text)
            if value?.bitPattern != Double(text)?.bitPattern { mismatches.append(text) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func stopsWhereTheNumberEnds() {
        #expect(Self.scan("12.5.3").value == 12.5 && Self.scan("12.5.3").consumed == 4)
        #expect(Self.scan("3e").value == 3 && Self.scan("3e").consumed == 1)
        #expect(Self.scan("-4e+").value == -4 && Self.scan("-4e+").consumed == 2)
        #expect(Self.scan("1-2").value == 1 && Self.scan("1-2").consumed == 1)
        #expect(Self.scan("-").value == nil && Self.scan("-").consumed == 0)
        #expect(Self.scan(".").value == nil && Self.scan(".").consumed == 0)
        #expect(Self.scan("1e99999").value == .infinity)
    }
}

/// A small deterministic generator, so the property test checks the same numbers every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
