import SVGModel
import Support
import SymbolDiagnostics
import XcodeProject

/// A Control's display name repeats the app's, which the system shows beside it.
package struct ControlNameRepeatsAppRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "control-name-repeats-app", category: .controls,
        summary: "a Control's display name repeats the app's display name, which the system shows beside it",
        consequence: Consequence(
            .information,
            "the gallery and the tile show the app's name beside the Control's: people read \"AppName AppName Camera\"",
            evidence:
                "Apple's default display name is the app's name; the write-ups (docs/runtime.md, \"Wiring\": a Control's identity), advice, not a fault"
        ),
        rationale: """
            The Controls gallery and a placed Control's tile show the app's name beside the \
            Control's display name, and Apple's default display name is the app's own name \
            (docs/runtime.md, "Wiring"). A display name that repeats it reads "Lock Screen Camera \
            Lock Screen Camera Photo". A note: advice, not a fault. `controls` compares the \
            `.displayName(…)` string (a literal or a constant of the Control's file) with the \
            display name of the app that embeds the Control's extension (its Info.plist's \
            `CFBundleDisplayName`, or `INFOPLIST_KEY_CFBundleDisplayName`), ignoring case.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a display name starting with the app's", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    controls: ControlExampleApp.cameraControl.replacingFirst(
                        "            }\n        }\n    }",
                        with: "            }\n        }\n        .displayName(\"Camera Photo\")\n    }"),
                    appDisplayName: "Camera")),
            RuleExample(
                "a display name of its own", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera(
                    controls: ControlExampleApp.cameraControl.replacingFirst(
                        "            }\n        }\n    }",
                        with: "            }\n        }\n        .displayName(\"Photo\")\n    }"),
                    appDisplayName: "Camera")),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        var placed: [PlacedDiagnostic] = []
        for control in wiring.controls {
            guard let shown = control.displayName else { continue }
            var seen = Set<String>()
            for target in control.targets {
                for host in wiring.apps(of: target) where seen.insert(host.name).inserted {
                    guard
                        let entry = host.configurations.lazy.compactMap({ $0.infoPlist.entry("CFBundleDisplayName") })
                            .first,
                        let name = entry.expanded?.text ?? entry.node.string, !name.isEmpty,
                        shown.text.lowercased().contains(name.lowercased())
                    else { continue }
                    placed.append(
                        PlacedDiagnostic(
                            path: control.source.path,
                            diagnostic: finding(
                                "the Control `\(control.declaration.name)`'s display name \"\(shown.text)\" repeats the app's, \"\(name)\" (\(entry.place)), which the system shows beside it",
                                at: shown.range,
                                help: "name what the Control does (\"Photo\"); the system adds the app's name")))
                }
            }
        }
        return placed
    }
}
