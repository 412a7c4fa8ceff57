// swift-tools-version:6.0
// A program as a library user would write it, against symbolcheck's library product only.
// Being another package, it sees `public` declarations and nothing else: scripts/library-client-test
// builds and runs it (in .ci/run), so the public surface docs/library.md describes is enough to use.
import PackageDescription

let package = Package(
    name: "LibraryClient",
    dependencies: [
        .package(path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "LibraryClient",
            dependencies: [.product(name: "SymbolCheck", package: "symbolcheck")])
    ]
)
