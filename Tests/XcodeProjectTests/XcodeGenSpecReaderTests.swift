import Testing

@testable import XcodeProject

/// XcodeGen specs: targets, their sources with excludes and includes, templates, includes.
@Suite struct XcodeGenSpecReaderTests {
    func read(_ text: String, includes: [String: String] = [:]) -> ProjectDescription {
        XcodeGenSpecReader.read(Array(text.utf8), path: "project.yml", folder: "") { path in
            includes[path].map { Array($0.utf8) }
        }
    }

    @Test func targetsAndTheirSources() throws {
        let project = read(
            """
            name: Barista
            options:
              bundleIdPrefix: com.example # a comment
            targets:
              Barista:
                type: application
                platform: iOS
                sources: [Barista]
                dependencies:
                  - target: BaristaWidgets
                  - package: Collections
              BaristaWidgets:
                type: app-extension
                platform: iOS
                sources:
                  - path: Widgets
                    excludes:
                      - "**/*.md"
                      - "Preview Content"
                  - path: Shared/Glyphs.xcassets
                  - path: Docs
                    buildPhase: none
              BaristaWatch:
                type: application
                platform: watchOS
                sources: Watch
            """)
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["Barista", "BaristaWidgets", "BaristaWatch"])
        #expect(project.targets.map(\.productType) == [.application, .appExtension, .application])
        #expect(project.target(named: "Barista")?.dependencies == ["BaristaWidgets"])
        #expect(project.hasWatchApp)
        let widgets = try #require(project.target(named: "BaristaWidgets"))
        #expect(widgets.builds("Widgets/Controls.swift"))
        #expect(widgets.builds("Widgets/Deep/Assets.xcassets"))
        #expect(!widgets.builds("Widgets/README.md"))
        #expect(!widgets.builds("Widgets/Notes/Plan.md"))
        #expect(!widgets.builds("Widgets/Preview Content/Preview.xcassets"))
        #expect(widgets.builds("Shared/Glyphs.xcassets/bean.symbolset"))
        #expect(!widgets.builds("Docs/Guide.swift"))
    }

    @Test func templatesMultiplePlatformsAndIncludes() throws {
        let project = read(
            """
            include:
              - base.yml
            targetTemplates:
              Widget:
                type: app-extension
                sources:
                  - ${target_name}
            targets:
              Clock:
                platform: [iOS, watchOS]
                type: application
                sources: [Clock, "Platforms/${platform}"]
              ClockWidgets:
                templates: [Widget]
                platform: iOS
                sources:
                  - path: Shared
                    includes: ["*.swift"]
            """,
            includes: [
                "base.yml": """
                targets:
                  Tools:
                    type: framework
                    platform: macOS
                    sources: Tools
                """
            ])
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["Tools", "Clock_iOS", "Clock_watchOS", "ClockWidgets"])
        #expect(project.target(named: "Clock_watchOS")?.platforms == [.watchOS])
        #expect(project.target(named: "Clock_watchOS")?.builds("Platforms/watchOS/Face.swift") == true)
        #expect(project.target(named: "Clock_iOS")?.builds("Platforms/watchOS/Face.swift") == false)
        let widgets = try #require(project.target(named: "ClockWidgets"))
        #expect(widgets.productType == .appExtension)
        #expect(widgets.builds("ClockWidgets/Controls.swift"))
        #expect(widgets.builds("Shared/Time.swift"))
        #expect(!widgets.builds("Shared/Assets.xcassets"))
    }

    @Test func aBrokenSpecSaysWhereAndKeepsWhatWasRead() {
        let project = read(
            """
            targets:
              Good:
                type: application
                platform: iOS
                sources: [Good]
              Bad:
                sources: [unclosed
            """)
        #expect(project.targets.map(\.name) == ["Good", "Bad"])
        #expect(project.problems.map(\.message) == ["a `[` list that starts here is not closed on its line"])
    }
}
