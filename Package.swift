// swift-tools-version:6.0
// symbolcheck: checks, measures, resizes and previews custom SF Symbol templates.
// The targets mirror the pipeline: bytes → SVGModel → SymbolModel → SymbolDiagnostics → SymbolCheck and AppRules
// (side by side) → RuleCatalogue → SymbolSettings → SymbolInputs → reports and edits,
// with SymbolRender as the only module that touches cairo and librsvg (SVGModel reads XML with expat).
import PackageDescription

// expat decides what is well-formed XML (docs/design.md says why expat). Linux: Debian's
// libexpat1-dev through pkg-config. macOS: the SDK's own libexpat (usr/include/expat.h and
// libexpat.tbd, built with DTD support and the billion-laughs setters the reader calls), with
// no pkg-config lookup, so the checker needs nothing from Homebrew and Homebrew's keg-only
// expat never wins the link (a binary linked to it does not run on a Mac without it).
#if os(Linux)
    let expat = Target.systemLibrary(name: "CExpat", pkgConfig: "expat", providers: [.apt(["libexpat1-dev"])])
#else
    let expat = Target.systemLibrary(name: "CExpat")
#endif

let package = Package(
    name: "symbolcheck",
    platforms: [.macOS(.v13)],
    products: [
        // The checker only. `symbolcheck-render` is no product (this package builds it as its own
        // executable target all the same): SwiftPM plans every product of a dependency and reads
        // the pkg-config files of the system libraries they reach, so a product reaching cairo or
        // librsvg made every package that uses the plugins print "prohibited flag(s): -pthread"
        // (docs/integration.md, "Why the plugins build only the checker").
        .executable(name: "symbolcheck", targets: ["symbolcheck"]),
        // One template file checked and resized: no Swift lexer, no project readers, no C but expat.
        .library(
            name: "SymbolCheck",
            targets: ["SymbolModel", "SymbolDiagnostics", "SymbolCheck", "SymbolEdit", "SymbolResize"]),
        // Every rule (`RuleRegistry.all`): the template rules and the rules over what holds them.
        .library(name: "RuleCatalogue", targets: ["AppRules", "RuleCatalogue"]),
        // SwiftPM and Xcode plugins (docs/integration.md says how a package or an app project uses them).
        .plugin(name: "SymbolCheckBuildPlugin", targets: ["SymbolCheckBuildPlugin"]),
        .plugin(name: "SymbolCheckCommandPlugin", targets: ["SymbolCheckCommandPlugin"]),
    ],
    targets: [
        // System libraries. SwiftPM reads their .pc files itself; it needs pkg-config
        // (Debian: pkgconf) to learn where Debian keeps them.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CRsvg", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        .systemLibrary(
            name: "CGeos", pkgConfig: "geos",
            providers: [.apt(["libgeos-dev"]), .brew(["geos"])]),
        expat,
        // The platform layer: each call whose spelling differs between glibc and Darwin
        // (environment, executable path, process spawning, file times, durable writes, UTF-8
        // validation without macOS 15 API), both branches in one small file per concern.
        // `scripts/portability-guard` keeps Linux-only spellings out of every other module.
        .target(name: "Platform"),
        // The leaf every module may import: spelling suggestions, words that agree with a
        // count, numbers as text, one parallel map with its result slots. No C, no SVG.
        .target(name: "Support", dependencies: ["Platform"]),

        // Stage 1: bytes → XML → resolved SVG tree with source locations, and the one SVG writer
        // (Writing/: write options, numbers, path data, XML escaping) every command writes through.
        // No SF Symbol knowledge; its only C is expat, behind the XML reader.
        .target(name: "SVGModel", dependencies: ["CExpat", "Support"]),
        // Swift source → tokens → the Controls an app declares and the images they name
        // (`symbolcheck controls`). A lexer, not a parser; no C, no SVG.
        .target(name: "SwiftSource"),
        // Xcode projects read as Xcode reads them, and the apps they build: `project.pbxproj` (an
        // old-style property list, read with byte offsets), XcodeGen's `project.yml` (a YAML subset),
        // `.xcconfig` files, Info.plists and entitlements (XML through SVGModel's one XML reader, or
        // binary) → targets, their product types, platforms, files, build settings per configuration
        // and embedding; built `.app`, `.xcarchive` and `.ipa` bundles (zip and inflate of its own).
        // No C of its own, no Foundation (`controls`).
        .target(name: "XcodeProject", dependencies: ["SVGModel", "Support"]),
        // Stage 2, the model: the template (guides, glyphs, variants, interpolation, the front end,
        // the skeleton every written template shares) and what is measured on it (sizes and the
        // optical size model, ink shape and stems, the Control Center flattening). No rules, no C.
        .target(name: "SymbolModel", dependencies: ["SVGModel", "Support"]),
        // JSON text → values with the byte offset of each (Contents.json, `.symbolcheck.json`, MCP's
        // messages). Standard library only, so it also compiles alone for its fuzz target.
        .target(name: "JSONReader"),
        // `mcp`'s resources: three docs/ pages through the links in Pages/, compiled in as bytes (no
        // bundle to install beside the binary). A leaf, so its slow array literals compile beside
        // the checker's module chain, not after it (docs/performance.md, "Build time").
        .target(
            name: "DocumentationPages",
            resources: [
                .embedInCode("Pages/template-format.md"), .embedInCode("Pages/runtime.md"),
                .embedInCode("Pages/controls.md"),
            ]),
        // Stage 2, what a finding is: a diagnostic and its notes, severities and the severity policy
        // (consequences, the severities that hold per path), a rule's description and examples, one
        // file's result, what a rewrite promises. Rules of every kind speak it; the rules themselves
        // are in the two modules after it, which compile side by side (docs/performance.md, "Build
        // time"). SymbolCheck re-exports it.
        .target(name: "SymbolDiagnostics", dependencies: ["SymbolModel", "SVGModel", "Support"]),
        // Stage 2, the diagnosis of one template file: its rules (the reading stages', the template
        // rules), the checker and its configuration (profiles, per-rule overrides, limits). No file
        // I/O, no C, no report (SymbolReport writes those).
        .target(name: "SymbolCheck", dependencies: ["SymbolDiagnostics", "SymbolModel", "SVGModel", "Support"]),
        // Stage 2 over what holds templates: the rules that judge a symbol set's Contents.json and an
        // app's Controls, the questions a Controls rule asks (`ControlScope`, `ControlApp`, which
        // SymbolInputs answers) and the read-only `FileTree` they are read through. Needs a
        // finding's vocabulary, not the template rules: it compiles beside SymbolCheck. No file
        // I/O, no C.
        .target(
            name: "AppRules",
            dependencies: [
                "SymbolDiagnostics", "SymbolModel", "SVGModel", "SwiftSource", "XcodeProject", "JSONReader", "Support",
            ]),
        // The catalogue of every rule (`RuleRegistry.all`, `ids`, `rule(id:)`): the template rules
        // and the rules over what holds them, in report order, where both are first seen.
        .target(name: "RuleCatalogue", dependencies: ["AppRules", "SymbolCheck"]),
        // Settings: each setting once (`CheckSetting`: its key, values, reading, checking, applying)
        // and `.symbolcheck.json` read into them (`ConfigDocument`). The flags' words are the CLI's.
        .target(
            name: "SymbolSettings",
            dependencies: [
                "RuleCatalogue", "AppRules", "SymbolCheck", "SymbolModel", "SVGModel", "JSONReader", "Support",
            ]),
        // Stage 2 over many files: catalog inputs found on disk (discovery below the paths named,
        // symbol sets and their Contents.json, symbol names), batches checked in parallel, and an
        // app's catalogs with the images its Controls name. Reads through AppRules' `FileTree`. No C.
        .target(
            name: "SymbolInputs",
            dependencies: [
                "RuleCatalogue",
                "SymbolSettings", "AppRules", "SymbolCheck", "SVGModel", "SwiftSource", "XcodeProject", "JSONReader",
                "Support",
            ]),
        // Edits as data, for every command that rewrites a file (`resize`, `fix`): source edits that
        // keep every other byte (`SourceEdit`), the contracts of a rewrite (`RewriteRefusal`, UTF-8
        // only), a shape written again as a filled path, and one way to stage a file and carry
        // what was done to it back (`StagedFile`). No C, no command.
        .target(name: "SymbolEdit", dependencies: ["SymbolCheck", "SymbolModel", "SVGModel"]),
        // `resize`: planned from SymbolModel's size model, written as SymbolEdit's source edits, one
        // file at a time (the commands module hands it `check`'s inputs: not waiting for
        // SymbolInputs, it compiles beside it); the stems kept by `StemKeeping`, whose outline offset
        // (GEOS) it is handed as SymbolModel's `InkOffsetting`. No C.
        .target(
            name: "SymbolResize",
            dependencies: [
                "SymbolEdit", "SymbolCheck", "SymbolModel", "SVGModel", "Support",
            ]),
        // Geometry for `make`, `fix` and `resize`'s stems: strokes outlined, fills unioned into
        // non-overlapping outlines, outlines fitted back to curves (keeping the icon's own), a
        // glyph's ink offset (SymbolModel's `InkOffsetting`). The only module that calls GEOS. No
        // raw pointers cross its API.
        .target(name: "SymbolGeometry", dependencies: ["CGeos", "SymbolModel", "SVGModel", "Support"]),
        // Plain icon → template (`make`): reads icons through SVGModel's reader and tree builder under
        // the limits `check` reads with, outlines through SymbolGeometry, sizes with SymbolModel's size
        // model, checks what it made with SymbolCheck. Never prints.
        .target(
            name: "SymbolMake", dependencies: ["SymbolGeometry", "SymbolCheck", "SymbolModel", "SVGModel", "Support"]),
        // Stage 3: the only module that calls cairo and librsvg. No raw pointers cross its API.
        .target(name: "SymbolRender", dependencies: ["CCairo", "CRsvg", "SVGModel"]),
        // Stage 4: checked templates → preview sheets, and golden-image comparison and recording.
        // Never writes files: it hands back bytes and planned writes for the caller.
        .target(
            name: "SymbolPreview",
            dependencies: [
                "SymbolInputs", "AppRules", "SymbolCheck", "SymbolModel", "SymbolRender", "SVGModel", "Support",
            ]),
        // Stage 4: `fix` — the repairs the rules' findings carry (fill rule, strokes, wireframes, open
        // subpaths, clips and masks) made through SymbolGeometry and written as SymbolEdit's source
        // edits (every other byte kept).
        .target(
            name: "SymbolFix",
            dependencies: ["SymbolCheck", "SymbolModel", "SymbolEdit", "SymbolGeometry", "SVGModel", "Support"]),
        // A small argument layer in the style of swift-argument-parser (which cannot be fetched here):
        // specs, parsing, help, usage errors, values read through their specs. No symbolcheck words.
        .target(name: "ArgumentParsing", dependencies: ["Support"]),
        // The file operations the commands run on POSIX (`FileSystem`) and the `FileTree` every
        // command reads through (`POSIXFileTree`): below the commands module, so that the `mcp`
        // server, which reads its workspace through them, need not wait for the commands.
        .target(name: "FileAccess", dependencies: ["AppRules", "Platform", "Support"]),
        // `mcp`: the Model Context Protocol server (docs/mcp.md) — its protocol (JSON-RPC over
        // standard input and output) and its tools, which run the commands as child processes in a
        // confined workspace; the commands module starts it and hands it the one command it runs in
        // this process (`explain`, `rules`). A module of its own so that it compiles beside the
        // inputs module, not at the end of the checker's chain (docs/performance.md, "Build time").
        .target(
            name: "SymbolMCP",
            dependencies: [
                "FileAccess", "SymbolReport", "AppRules", "SymbolCheck", "JSONReader", "DocumentationPages", "Platform",
                "Support",
            ]),
        // The commands module: every command as a type (its spec and typed values, the drawing
        // commands' too, so `symbolcheck` can parse and explain them without the drawing code), the
        // shared option groups, the command table, the commands that need no drawing, the reports
        // (text, JSON, GitHub, JUnit, Xcode, SARIF, `report`'s page), printing and exit codes. No C beyond SVGModel's expat; docs/design.md says why it is this module.
        // The reports every command writes: one `Reporter` per format (text, JSON, GitHub, JUnit,
        // Xcode, SARIF), the counts a summary line and the exit status read, the rule lists and
        // `report`'s page. Beside SymbolInputs, not after it, so it compiles in parallel with the
        // inputs and edits modules (docs/performance.md, "Build time").
        .target(
            name: "SymbolReport",
            dependencies: ["RuleCatalogue", "AppRules", "SymbolCheck", "SymbolModel", "SVGModel", "Support"]),
        .target(
            name: "SymbolCheckCLI",
            dependencies: [
                "SymbolMCP", "FileAccess",
                "RuleCatalogue",
                "SymbolInputs", "SymbolSettings", "AppRules", "SymbolCheck", "SymbolModel", "SymbolEdit",
                "SymbolResize", "SVGModel", "JSONReader", "ArgumentParsing",
                "SymbolReport", "Platform", "Support",
            ],
            plugins: ["BuildCommitPlugin"]),
        // `--version`'s commit: BuildCommitPlugin has build-commit write `BuildCommit.id` into the
        // commands module from the files git keeps (no git command; nil in a source archive).
        .executableTarget(name: "build-commit"),
        .plugin(name: "BuildCommitPlugin", capability: .buildTool(), dependencies: ["build-commit"]),
        // The commands that draw or outline (preview, golden, check --preview, make, fix). They live in a second
        // executable so `symbolcheck check` never loads librsvg, cairo, glib and their ~50
        // shared libraries: `symbolcheck` hands such invocations to `symbolcheck-render`.
        .target(
            name: "SymbolCheckRenderCLI",
            dependencies: [
                "FileAccess",
                "SymbolCheckCLI", "SymbolReport", "SymbolPreview", "SymbolInputs", "AppRules", "SymbolCheck",
                "SymbolModel",
                "SymbolMake",
                "SymbolFix",
                "SymbolGeometry",
                "ArgumentParsing", "Support",
            ]),
        .executableTarget(name: "symbolcheck", dependencies: ["SymbolCheckCLI"]),
        .executableTarget(name: "symbolcheck-render", dependencies: ["SymbolCheckRenderCLI"]),

        // Checks the asset catalogs and the Controls among a target's files on every build that changes them.
        // Its tool is the checker only, so it builds without cairo, librsvg or GEOS (and without Homebrew on
        // macOS).
        .plugin(name: "SymbolCheckBuildPlugin", capability: .buildTool(), dependencies: ["symbolcheck"]),
        // `swift package symbolcheck check|controls|resize …`, with the checker only, as the build plugin
        // (see the products): the commands that draw (fix, make, preview, golden, report) say to run
        // symbolcheck-render from the checkout. SwiftPM asks for the permission on every invocation,
        // check included (a plugin's permissions cannot depend on its arguments).
        .plugin(
            name: "SymbolCheckCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "symbolcheck",
                    description:
                        "Check (or resize) the custom SF Symbol templates in the asset catalogs, or check the Controls."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "symbolcheck resize rewrites symbol templates in place (check and controls write nothing)")
                ]),
            dependencies: ["symbolcheck"]),

        // What every test target shares: the package root, file reading, the process runner.
        .target(name: "TestSupport", dependencies: ["Platform"], path: "Tests/TestSupport"),
        // What the tests of the symbol modules share: `check` over SVG text, a template read as `check`
        // reads it, `resize` over text, an in-memory `FileTree`, the repair a finding suggests `fix`
        // for. Findings are read as data: the words users read are the commands module's, tested
        // there. Package API only, no `@testable`.
        .target(
            name: "SymbolTestSupport",
            dependencies: ["SymbolCheck", "AppRules", "SymbolEdit", "SymbolResize", "SymbolModel", "SVGModel"],
            path: "Tests/SymbolTestSupport"),
        .testTarget(name: "SVGModelTests", dependencies: ["SVGModel", "TestSupport"]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "SVGModel", "TestSupport"]),
        .testTarget(
            name: "SymbolModelTests",
            dependencies: ["SymbolModel", "SymbolCheck", "SVGModel", "Support", "TestSupport", "SymbolTestSupport"]),
        .testTarget(
            name: "SymbolInputsTests",
            dependencies: [
                "RuleCatalogue",
                "SymbolInputs", "SymbolSettings", "AppRules", "SymbolCheck", "SVGModel", "XcodeProject", "Support",
                "TestSupport", "SymbolTestSupport",
            ]),
        .testTarget(name: "SymbolEditTests", dependencies: ["SymbolEdit", "SVGModel"]),
        .testTarget(
            name: "SymbolResizeTests",
            dependencies: [
                "SymbolResize", "SymbolEdit", "SymbolGeometry", "SymbolCheck", "AppRules", "SymbolModel", "SVGModel",
                "Support", "TestSupport", "SymbolTestSupport",
            ]),
        .testTarget(
            name: "SymbolCheckTests",
            dependencies: [
                "RuleCatalogue",
                "SymbolCheck", "AppRules", "SymbolSettings", "JSONReader", "SymbolModel", "SymbolEdit", "SymbolResize",
                "SVGModel", "TestSupport", "Support", "SymbolTestSupport",
            ]),
        .testTarget(
            name: "SymbolFixTests",
            dependencies: [
                "SymbolFix", "SymbolCheck", "SymbolModel", "SymbolEdit", "SymbolRender", "SVGModel", "TestSupport",
                "SymbolTestSupport",
            ]),
        .testTarget(name: "SymbolGeometryTests", dependencies: ["SymbolGeometry", "SVGModel", "Support"]),
        .testTarget(
            name: "SymbolMakeTests",
            dependencies: [
                "RuleCatalogue",
                "SymbolMake", "SymbolCheck", "AppRules", "SymbolModel", "SymbolRender", "SVGModel", "TestSupport",
                "Support",
            ]),
        .testTarget(
            name: "SymbolRenderTests",
            dependencies: ["SymbolRender", "SymbolCheck", "SymbolModel", "SVGModel", "TestSupport"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        // Golden-image tests over Symbols/ (goldens in golden/); SymbolCheckCLI for its atomic writes.
        .testTarget(
            name: "SymbolPreviewTests",
            dependencies: [
                "FileAccess",
                "SymbolPreview", "SymbolInputs", "AppRules", "SymbolCheck", "SymbolModel", "SymbolMake", "SymbolRender",
                "SVGModel", "SymbolCheckCLI",
                "TestSupport", "SymbolTestSupport",
            ]),
        .testTarget(
            name: "SymbolCheckCLITests",
            dependencies: [
                "SymbolMCP", "FileAccess",
                "RuleCatalogue",
                "SymbolCheckCLI", "SymbolCheckRenderCLI", "SymbolReport", "SymbolPreview", "symbolcheck",
                "symbolcheck-render",
                "build-commit",
                "TestSupport", "Platform", "Support", "SymbolInputs", "SymbolSettings", "AppRules", "SymbolCheck",
                "JSONReader", "SymbolModel", "SymbolEdit",
                "SymbolResize", "SymbolGeometry", "SymbolMake",
                "SymbolFix",
                "SVGModel",
                "SwiftSource",
                "SymbolTestSupport",
            ]),
    ]
)
