import ArgumentParsing
import SymbolCheck
import SymbolReport

/// `--format` and `--color`: how `check` and `controls` print their report.
package struct ReportFormatOptions: Sendable, Equatable {
    static let formatSpec = OptionSpec(
        "--format", valueName: "format", help: OutputFormat.help,
        allowedValues: OutputFormat.allCases.map(\.rawValue), defaultValue: OutputFormat.text.rawValue)

    static let colorSpec = OptionSpec(
        "--color", valueName: "when",
        help: "Colour the text report: always, never, or auto (on a terminal, unless NO_COLOR is set).",
        allowedValues: ColorChoice.allCases.map(\.rawValue), defaultValue: ColorChoice.auto.rawValue)

    static let specs = [formatSpec, colorSpec]

    enum ColorChoice: String, CaseIterable, Sendable {
        case auto, always, never
    }

    package var format: OutputFormat
    var color: ColorChoice

    init(parsing values: ParsedValues) {
        // The parser accepts only the allowed values, each of which names a case.
        format = values.value(of: Self.formatSpec).flatMap(OutputFormat.init(rawValue:)) ?? .text
        color = values.value(of: Self.colorSpec).flatMap(ColorChoice.init(rawValue:)) ?? .auto
    }

    /// Whether the report is coloured: text only, and for `auto` on a terminal without NO_COLOR.
    func usesColor(_ environment: ToolEnvironment) -> Bool {
        guard format == .text else { return false }
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return environment.stdoutIsTerminal && environment.variables["NO_COLOR"] == nil
        }
    }
}
