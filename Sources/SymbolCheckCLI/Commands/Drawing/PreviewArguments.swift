import ArgumentParsing
import SymbolCheck
import SymbolSettings

/// `preview`'s command line; `symbolcheck-render` draws it (`PreviewCommand`).
package struct PreviewArguments: ParsableCommand {
    /// The colours around the glyph. The drawing code is not linked into `symbolcheck` (see
    /// Package.swift), so these name SymbolPreview's `PreviewView`s; a test keeps them equal.
    package enum Appearance: String, CaseIterable, Sendable {
        case light, dark, tinted
    }

    static let takenSettings: [CheckSetting] = [.target, .reference] + SettingOptions.budgetSettings
    static let fileArgument = ArgumentSpec(
        "file",
        help:
            "The SVG template, a .symbolset folder (or its Contents.json), or a catalog or folder holding one symbol; `-` reads standard input."
    )
    static let outputSpec = OutputOption.spec(
        valueName: "png",
        help: "The PNG to write (replaced atomically; missing folders are created); `-` writes standard output.",
        isRequired: true)
    static let scaleSpec = OptionSpec(
        "--scale", valueName: "n", help: "Sheet pixels per layout pixel, 1 to 4.", defaultValue: "1")
    static let appearanceSpec = OptionSpec(
        "--appearance", valueName: "appearance", help: "Colours around the glyph.",
        allowedValues: Appearance.allCases.map(\.rawValue), defaultValue: Appearance.light.rawValue)

    package static let spec = CommandSpec(
        name: "preview",
        abstract: "Draw a template's preview sheet as a PNG, to see its size and its Control Center look.",
        discussion: """
            For Regular-S, -M and -L: the glyph flattened as Control Center draws it (one colour, full \
            opacity, knock-out layers cleared, no strokes) beside the reference symbol and overlaid on it, \
            on the row's baseline and capline, with a band at the target height; the glyph as authored when \
            flattening changes it; and the places iOS 18 shows a Control's glyph in, at @2x: Control Center's \
            small, medium and large controls, off and on, the Lock Screen button and the Action button's \
            Dynamic Island (every size and colour an estimate: docs/previews-and-goldens.md). The layout \
            follows the template's guides, not its ink, so a resized glyph keeps the sheet's size.

            Says what it wrote (`wrote OUT.png`) on standard error; an OUT named .svg is refused.

            Exit status: 0 when the PNG was written; 1 when the template has no Regular-S, -M or -L glyph \
            with ink and baseline and capline guides (nothing to draw); 2 on a usage error, a template that \
            cannot be read, or a PNG that cannot be written.
            """,
        arguments: [fileArgument],
        options: [outputSpec, scaleSpec, appearanceSpec] + SettingOptions.options(takenSettings),
        flags: [InputOptions.allSVGFlag])

    /// The template, `-` for standard input.
    package var path: String
    package var includesPlainSVG: Bool
    /// The PNG to write, `-` for standard output.
    package var outputPath: String
    package var scale: Int
    package var appearance: Appearance
    package var settings: SettingOptions

    package init(parsing values: ParsedValues) throws(UsageError) {
        path = values.value(of: Self.fileArgument) ?? "-"
        includesPlainSVG = values.isOn(InputOptions.allSVGFlag)
        settings = SettingOptions(parsing: values, settings: Self.takenSettings)
        outputPath = values.value(of: Self.outputSpec) ?? ""
        guard !outputPath.isEmpty else {
            throw values.usage.error(
                "Missing value for '\(Self.outputSpec.short ?? "") <\(Self.outputSpec.valueName)>'.")
        }
        // A PNG under a template's name would pass for one, or replace the template (#44).
        if outputPath.lowercased().hasSuffix(".svg") {
            throw values.usage.error(
                "'\(outputPath)' names an SVG file, and `preview` writes a PNG image; name it .png (e.g. '\(outputPath.dropLast(4)).png')."
            )
        }
        guard let scale = try values.int(Self.scaleSpec), (1...4).contains(scale) else {
            throw values.usage.error("'\(Self.scaleSpec.long)' must be a whole number from 1 to 4.")
        }
        self.scale = scale
        // The parser accepts only the allowed values, each of which names a case.
        appearance = values.value(of: Self.appearanceSpec).flatMap(Appearance.init(rawValue:)) ?? .light
    }
}
