/// How a writer spells numbers and path data: the one place a command says how precise its
/// output is, instead of choosing decimals in its own code. Named settings for each kind of
/// output live with the template facts (`TemplateWriteOptions` in SymbolCheck).
package struct SVGWriteOptions: Hashable, Sendable {
    package enum NumberStyle: Hashable, Sendable {
        /// Absolute commands (`M`, `L`, `C`, `Z`), every number with its leading zero and a
        /// space between numbers: what a reader of the file expects to see.
        case absolute
        /// An absolute `M` per subpath, then relative steps (`l`, `c`) between points rounded
        /// first, so no rounding error accumulates along a contour; leading zeros dropped
        /// (`.25`, `-.5`) and a minus sign doubling as the separator. About half the bytes of
        /// absolute coordinates.
        case compactRelative
    }

    /// Decimal places of every written coordinate, at most `SVGNumber.maximumDecimals`.
    package var decimals: Int
    package var numberStyle: NumberStyle

    package init(decimals: Int, numberStyle: NumberStyle = .absolute) {
        self.decimals = Swift.max(0, Swift.min(decimals, SVGNumber.maximumDecimals))
        self.numberStyle = numberStyle
    }

    /// These options for numbers written in an element's own coordinates: one more decimal
    /// for every factor of ten by which its CTM enlarges them, so the precision in the
    /// document's units stays.
    package func enlarged(by ctm: AffineTransform) -> SVGWriteOptions {
        let enlargement = Swift.max(
            (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot())
        guard enlargement.isFinite, enlargement > 1 else { return self }
        var extra = 0
        var reach = 1.0
        while reach < enlargement, decimals + extra < SVGNumber.maximumDecimals {
            reach *= 10
            extra += 1
        }
        return SVGWriteOptions(decimals: decimals + extra, numberStyle: numberStyle)
    }

    /// The text of `value` under these options, or nil when it cannot be written
    /// (`SVGNumber.Unwritable`).
    package func text(_ value: Double) -> String? { SVGNumber.text(value, decimals: decimals) }

    /// The text of `value`, or the error naming it when it cannot be written.
    package func checkedText(_ value: Double) throws(SVGNumber.Unwritable) -> String {
        try SVGNumber.checkedText(value, decimals: decimals)
    }
}
