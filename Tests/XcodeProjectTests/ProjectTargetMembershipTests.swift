import Testing

@testable import XcodeProject

/// Which files a target builds by its members (issue #42 item 10): looked up by the path and
/// each folder above it, the answer is `ProjectPath.isWithin` asked of every member in turn.
@Suite struct ProjectTargetMembershipTests {
    static let paths = [
        "App/Controls.swift", "App/Deep/Assets.xcassets/flash.symbolset", "./App/../App/Controls.swift", "App",
        "Apple/Controls.swift", "../Shared/Glyphs.swift", "../Shared", "/abs/Kit/File.swift", "/abs", "Other.swift",
        "", "..", "../../Up.swift",
    ]

    @Test(arguments: [
        ["App/Controls.swift"], ["App"], ["App/Deep/Assets.xcassets"], ["../Shared"], ["/abs/Kit"], ["/"], [""],
        ["./App/./"], ["App/Controls.swift", "../Shared/Glyphs.swift", "/abs"],
    ])
    func aMemberHoldsWhatIsWithinIt(_ members: [String]) {
        let target = ProjectTarget(name: "T", productType: .application, platforms: [.iOS], members: members)
        for path in Self.paths {
            let expected = members.contains { ProjectPath.isWithin(path, $0) }
            #expect(target.builds(path) == expected, "\(members) \(path)")
        }
    }
}
