import SymbolDiagnostics

/// A small app for a Controls rule's example: a widget extension with one Swift file, its
/// asset catalog, and the containing app's catalog. Symbol sets hold `TemplateFixture`'s clean
/// template, so an example reports only what its Swift source and catalogs cause.
package struct ControlExampleApp: Sendable {
    /// The widget extension's `Controls.swift`.
    package let swift: String
    /// Asset folders in the extension's catalog: `flash.symbolset`, `camera.imageset`.
    package let extensionAssets: [String]
    /// Asset folders in the app's catalog.
    package let appAssets: [String]
    /// Symbol sets (of either catalog) whose template lacks its `Capline-L` guide, so `check`
    /// fails them.
    package let failingSymbolSets: Set<String>
    /// Whether the app has an XcodeGen `project.yml` naming its targets, and which.
    package let project: Project

    package enum Project: Sendable {
        /// No project file: `controls` goes by folders.
        case folders
        /// An iOS app `App` that embeds the widget extension `Widget`.
        case iPhone
        /// The same, and a watchOS app `Watch`.
        case iPhoneAndWatch
        /// A watchOS app `App` that embeds a watchOS widget extension `Widget` (the app's
        /// catalog is the watch app's).
        case watch
        /// The project file is among `otherFiles` (`lockScreenCamera`).
        case given
    }
    /// Files besides the Swift source and the catalogs: path below `root` → text.
    package var otherFiles: [String: String] = [:]
    /// The kinds a baseline recorded, handed to the run as `controls --baseline` hands them.
    package var recordedKinds: [RecordedKind] = []

    package init(
        swift: String, extensionAssets: [String] = [], appAssets: [String] = [], failingSymbolSets: Set<String> = [],
        project: Project = .folders
    ) {
        self.swift = swift
        self.extensionAssets = extensionAssets
        self.appAssets = appAssets
        self.failingSymbolSets = failingSymbolSets
        self.project = project
    }

    /// The Swift of a Control `name` whose button shows `label` (a `Label(…)` or `Image(…)` call):
    /// what most examples differ in.
    package static func button(_ name: String, label: String) -> String {
        """
        struct \(name): ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "\(name)") {
                    ControlWidgetButton(action: RunIntent()) {
                        \(label)
                    }
                }
            }
        }
        """
    }

    /// Where the example app lives in a file tree; `symbolcheck controls` is given this folder.
    package static let root = "/ExampleApp"
    package static let swiftPath = root + "/Widget/Controls.swift"

    /// Every file of the app: path → text.
    package var files: [String: String] {
        var files = [Self.swiftPath: swift, Self.root + "/App/App.swift": "@main struct ExampleApp: App {}\n"]
        for (path, text) in otherFiles { files[Self.root + "/" + path] = text }
        if project != .folders && project != .given {
            let platform = project == .watch ? "watchOS" : "iOS"
            var spec = """
                name: Example
                targets:
                  App: { type: application, platform: \(platform), sources: [App], dependencies: [{ target: Widget }] }
                  Widget: { type: app-extension, platform: \(platform), sources: [Widget] }

                """
            if project == .iPhoneAndWatch {
                spec += "  Watch: { type: application, platform: watchOS, sources: [Watch] }\n"
                files[Self.root + "/Watch/WatchApp.swift"] = "@main struct WatchApp: App {}\n"
            }
            files[Self.root + "/project.yml"] = spec
        }
        for (catalog, assets) in [
            (Self.root + "/Widget/Assets.xcassets", extensionAssets), (Self.root + "/App/Assets.xcassets", appAssets),
        ] {
            files[catalog + "/Contents.json"] = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
            for asset in assets {
                let folder = catalog + "/" + asset
                let stem = String(asset.prefix { $0 != "." })
                if asset.hasSuffix(".symbolset") {
                    files[folder + "/Contents.json"] =
                        #"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : ""#
                        + stem + #".svg", "idiom" : "universal" } ] }"#
                    var template = TemplateFixture()
                    if failingSymbolSets.contains(asset) { template.guides["Capline-L"] = .some(nil) }
                    files[folder + "/" + stem + ".svg"] = template.svg
                } else {
                    files[folder + "/Contents.json"] =
                        #"{ "images" : [ { "filename" : ""# + stem
                        + #".png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
                    files[folder + "/" + stem + ".png"] = "PNG"
                }
            }
        }
        return files
    }
}

extension RuleExample {
    /// An example Control: `app`'s widget-extension Swift source, which `svg` returns.
    package init(_ title: String, fires: Bool, controlApp app: ControlExampleApp) {
        self.init(title, fires: fires, swift: { app.swift }, app: { app })
    }

    /// The app of a Controls rule's example; nil for every other example.
    package var controlApp: ControlExampleApp? { app as? ControlExampleApp }
}
