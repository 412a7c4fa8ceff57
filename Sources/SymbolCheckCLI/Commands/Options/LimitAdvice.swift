import SVGModel
import SymbolCheck

/// The command line's words for a limit an input went past: the model says what is over which
/// limit (`ReaderLimits.inputSizeProblem`), and this adds the flag that raises it, from the
/// settings table.
package enum LimitAdvice {
    /// `the file is 20 bytes, more than the limit of 10 (raise it with --max-input-bytes)`.
    package static func inputTooLarge(byteCount: Int, limits: ReaderLimits) -> String {
        "\(limits.inputSizeProblem(byteCount: byteCount)) (raise it with \(CheckSetting.maxInputBytes.flag))"
    }
}
