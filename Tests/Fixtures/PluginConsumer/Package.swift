// swift-tools-version:6.0
// A package as a user would write it, checking its asset catalog with symbolcheck's build plugin.
// scripts/plugin-test copies it to a temporary folder and points the dependency at the checkout.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(path: "../../..")
    ],
    targets: [
        .target(
            name: "Icons",
            // As an iOS package declares its catalog; on Linux SwiftPM only copies it.
            resources: [.process("Media.xcassets")],
            plugins: [.plugin(name: "SymbolCheckBuildPlugin", package: "symbolcheck")])
    ]
)
