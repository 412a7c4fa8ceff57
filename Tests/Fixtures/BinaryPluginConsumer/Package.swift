// swift-tools-version:6.0
// A package as a user of a release would write it: the plugins from the package scripts/release
// writes (a prebuilt checker in an artifact bundle, through a binary target), and the same
// catalog as PluginConsumer (Sources is a link to its Sources). scripts/plugin-test copies it to a
// temporary folder and points the dependency at the plugin package it has just released.
import PackageDescription

let package = Package(
    name: "BinaryPluginConsumer",
    dependencies: [
        .package(path: "../../../dist/symbolcheck-plugins")
    ],
    targets: [
        .target(
            name: "Icons",
            resources: [.process("Media.xcassets")],
            plugins: [.plugin(name: "SymbolCheckBuildPlugin", package: "symbolcheck-plugins")])
    ]
)
