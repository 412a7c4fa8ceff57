import JSONReader
import SVGModel
import SymbolDiagnostics

/// A symbol set's Contents.json, as Xcode reads it: valid JSON, a `symbols` array whose
/// entries name SVG files that are in the folder, one file per slot.
package struct ContentsJSONRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "contents-json", category: .catalog,
        summary: "a symbol set's Contents.json is invalid, names a missing file, or has unknown keys",
        consequence: Consequence(
            .xcodeRejects,
            "Xcode cannot build the symbol set: the symbol is missing from the app, or actool picks among entries",
            evidence: "docs/template-format.md §7; Xcode's own Contents.json files"),
        rationale: """
            Xcode builds a custom symbol from a `Name.symbolset` folder: its Contents.json lists the \
            SVG under `symbols` ({ "filename", "idiom" }). Errors: Contents.json missing, unreadable or \
            not valid JSON; no `symbols` array; an entry whose `filename` is not an SVG file in the \
            folder; two SVG entries for the same idiom (with the same appearances, language direction \
            and locale), which leaves the choice to actool; values of the wrong JSON type. Warnings: \
            an SVG in the folder that no entry names (Xcode ignores it); keys Xcode does not write in a \
            symbol set (often image-set keys such as `images` or `template-rendering-intent`); a \
            `symbol-rendering-intent` other than "template", the only value found in files Xcode wrote. \
            Findings point at the key or value in Contents.json; the SVG's own findings are reported \
            against the SVG.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "an image-set file in a symbol set", fires: true,
                contentsJSON: """
                    {
                      "images" : [ { "filename" : "rocket.svg", "idiom" : "universal" } ],
                      "info" : { "author" : "xcode", "version" : 1 }
                    }

                    """, folder: ["rocket.svg"]),
            RuleExample(
                "the entry names a file the folder does not have", fires: true,
                contentsJSON: """
                    {
                      "info" : { "author" : "xcode", "version" : 1 },
                      "symbols" : [ { "filename" : "rocket.svg", "idiom" : "universal" } ]
                    }

                    """, folder: ["Rocket.svg"]),
            RuleExample(
                "Xcode's own minimal file", fires: false,
                contentsJSON: """
                    {
                      "info" : { "author" : "xcode", "version" : 1 },
                      "symbols" : [ { "filename" : "custom.trash.svg", "idiom" : "universal" } ]
                    }

                    """, folder: ["custom.trash.svg"]),
            RuleExample(
                "a template rendering intent and a dark-appearance variant", fires: false,
                contentsJSON: """
                    {
                      "info" : { "author" : "xcode", "version" : 1 },
                      "properties" : { "symbol-rendering-intent" : "template" },
                      "symbols" : [
                        { "filename" : "rocket.svg", "idiom" : "universal" },
                        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                          "filename" : "rocket-dark.svg", "idiom" : "universal" }
                      ]
                    }

                    """, folder: ["rocket.svg", "rocket-dark.svg"]),
        ])

    /// Templates are not this rule's input: symbol sets are checked by `check(contents:folder:)`.
    /// The findings about a symbol set's Contents.json, given the other entries of its folder.
    package func check(contents: SourceFile, folder: [DirectoryEntry]) -> SymbolsetContents {
        var analysis = ContentsJSONAnalysis(rule: self, folder: folder)
        return analysis.analyse(contents)
    }
}
