/// The targets a Swift package's `Package.swift` declares, read from its tokens as written, not
/// evaluated: each `.target(…)`, `.executableTarget(…)` or `.testTarget(…)` call with its
/// literal `name:` and `path:`. A target's folder is its `path:`, else `Sources/<name>`
/// (`Tests/<name>` for a test target, `Plugins/<name>` for a plugin: SwiftPM's documented
/// defaults), and the asset catalogs in that folder are its resources (SE-0271: SwiftPM
/// processes `.xcassets` without a `resources:` entry; `.process`/`.copy` entries name folders
/// inside the target's), loaded through `Bundle.module`.
package struct PackageManifest: Sendable, Hashable {
    package struct Target: Sendable, Hashable {
        package let name: String
        /// Relative to the package's folder.
        package let folder: String
    }

    package let targets: [Target]

    static let targetCalls: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    package static func read(_ bytes: [UInt8]) -> PackageManifest {
        let tokens = SwiftLexer.tokens(of: bytes).tokens
        let pairs = ControlSource.bracketPairs(tokens)
        var targets: [Target] = []
        for index in tokens.indices where tokens[index].kind == .word && targetCalls.contains(tokens[index].text) {
            guard index > 0, tokens[index - 1].isPunctuation("."), index + 1 < tokens.count,
                tokens[index + 1].isPunctuation("("), let close = pairs[index + 1]
            else { continue }
            let arguments = ControlSource.arguments(tokens, from: index + 2, to: close, count: 64, pairs: pairs)
            func literal(_ label: String) -> String? {
                guard let argument = arguments.first(where: { $0.label == label })?.expression,
                    argument.count == 1, case .string(let value) = argument.first!.kind
                else { return nil }
                return value
            }
            guard let name = literal("name") else { continue }
            let defaultFolder =
                switch tokens[index].text {
                case "testTarget": "Tests/"
                case "plugin": "Plugins/"
                default: "Sources/"
                }
            targets.append(Target(name: name, folder: literal("path") ?? defaultFolder + name))
        }
        return PackageManifest(targets: targets)
    }
}
