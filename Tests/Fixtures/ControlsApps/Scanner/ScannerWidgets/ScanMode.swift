enum ScanMode: String {
    case document, receipt

    static func glyph(for mode: ScanMode) -> String {
        mode == .receipt ? "scan.receipt" : "scan.document"
    }
}
