/// Number formatting for golden messages, fixed so messages are the same on every machine.
enum GoldenFormat {
    /// `0.0123` → `"1.23 %"`, `0.5` → `"50 %"`, `0` → `"0 %"`.
    static func percent(_ share: Double) -> String {
        let hundredths = Int((share * 10_000).rounded())
        if hundredths == 0 { return share > 0 ? "< 0.01 %" : "0 %" }
        let fraction = hundredths % 100
        var text = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " %"
    }
}
