// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "HueKit",
    platforms: [.iOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "HueKit", targets: ["HueKit"])
    ],
    targets: [
        .target(
            name: "HueKit",
            resources: [.process("Resources")]
        )
    ]
)
