import SVGModel
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// What the wiring rules ask about an app (docs/controls.md, "The wiring"): what each project's
/// targets build with (`ProjectBuild`: settings per configuration, the merged Info.plist,
/// entitlements, embedding), the Swift facts of the files that declare intents, Controls or a
/// capture extension (`TypeDeclaration`, `APIUse`) with the targets that compile each, the
/// Controls, and the built apps the paths name. SymbolInputs reads it once per run
/// (`ControlChecker`); every wiring rule asks this one model.
package struct AppWiring: Sendable {
    /// One per project read, in `AppTargets.projects`' order (a `WiredTarget.project` indexes it).
    package var builds: [ProjectBuild] = []
    /// The Swift files whose facts the rules read, in path order.
    package var files: [WiringSwiftFile] = []
    package var controls: [WiredControl] = []
    /// `App.app`, `.xcarchive` and `.ipa` paths given to `controls`, read.
    package var products: [BuiltProduct] = []
    /// The Controls' kinds a baseline recorded (`controls --baseline`), to compare with today's.
    package var recordedKinds: [RecordedKind] = []

    package init(
        builds: [ProjectBuild] = [], files: [WiringSwiftFile] = [], controls: [WiredControl] = [],
        products: [BuiltProduct] = [], recordedKinds: [RecordedKind] = []
    ) {
        self.builds = builds
        self.files = files
        self.controls = controls
        self.products = products
        self.recordedKinds = recordedKinds
    }
}

/// A Control's `kind` as a baseline records it: iOS remembers a placed Control by it.
package struct RecordedKind: Sendable, Hashable {
    /// The Control's Swift file (as reports show it) and its type's name.
    package let path: String
    package let control: String
    package let kind: String

    package init(path: String, control: String, kind: String) {
        self.path = path
        self.control = control
        self.kind = kind
    }
}

/// A target of one of the app's projects.
package struct WiredTarget: Sendable, Hashable {
    /// Its project's index in `AppWiring.builds`.
    package let project: Int
    package let name: String

    package init(project: Int, name: String) {
        self.project = project
        self.name = name
    }
}

/// A Swift file the wiring rules read: its types and watched calls, and the targets that
/// compile it (empty when no target of any project does).
package struct WiringSwiftFile: Sendable {
    package let source: SourceFile
    package let types: [TypeDeclaration]
    package let uses: [APIUse]
    package let targets: [WiredTarget]
    /// The project whose folder holds the file, though maybe no target compiles it.
    package let holdingProject: Int?
    /// The `Package.swift` of the Swift package whose folder holds the file (the nearest), if
    /// any: the app's targets link the package rather than compile the file.
    package let swiftPackage: String?

    package init(
        source: SourceFile, types: [TypeDeclaration], uses: [APIUse], targets: [WiredTarget], holdingProject: Int?,
        swiftPackage: String? = nil
    ) {
        self.source = source
        self.types = types
        self.uses = uses
        self.targets = targets
        self.holdingProject = holdingProject
        self.swiftPackage = swiftPackage
    }

    /// A file of a Swift package that no target of the project compiles: what it declares
    /// reaches the app only through the package.
    package var isOnlyInSwiftPackage: Bool { targets.isEmpty && swiftPackage != nil }

    package var path: String { source.path }
}

/// A Control, its file and the targets that compile that file (its widget extensions).
package struct WiredControl: Sendable {
    package let declaration: ControlDeclaration
    package let source: SourceFile
    package let targets: [WiredTarget]
    /// Its `kind:` as the resolver follows it in the Control's file (a literal, `Self.kind`, a
    /// constant of the file), and where the value is written; nil when it is not one string.
    package let kind: (text: String, range: SourceRange)?
    /// Its `.displayName(…)`, resolved as `kind` is.
    package let displayName: (text: String, range: SourceRange)?

    package init(
        declaration: ControlDeclaration, source: SourceFile, targets: [WiredTarget],
        kind: (text: String, range: SourceRange)? = nil, displayName: (text: String, range: SourceRange)? = nil
    ) {
        self.declaration = declaration
        self.source = source
        self.targets = targets
        self.kind = kind
        self.displayName = displayName
    }

    /// As a baseline records it.
    package var recorded: RecordedKind? {
        kind.map { RecordedKind(path: source.path, control: declaration.name, kind: $0.text) }
    }
}

/// A target that compiles a `LockedCameraCaptureExtension` type: the Lock Screen camera.
package struct CaptureExtension: Sendable {
    package let target: WiredTarget
    package let build: TargetBuild
    /// The type, and the file declaring it.
    package let declaration: TypeDeclaration
    package let file: WiringSwiftFile
}

/// A type declaration with the file it is in.
package struct DeclaredType: Sendable {
    package let type: TypeDeclaration
    package let file: WiringSwiftFile

    /// Its name's place, as a finding is placed.
    package var range: SourceRange { SourceRange(start: type.nameSpan.start, end: type.nameSpan.end) }
    /// `Shared/CaptureIntent.swift:8:8`.
    package var place: String { "\(file.path):\(file.source.location(of: type.nameSpan.start))" }
}

extension AppWiring {
    package static let captureExtensionProtocol = "LockedCameraCaptureExtension"
    package static let cameraCaptureIntentProtocol = "CameraCaptureIntent"
    /// The extension point a Lock Screen capture extension declares (Xcode's Capture Extension template).
    package static let secureCapturePoint = "com.apple.securecapture"

    package func build(of target: WiredTarget) -> TargetBuild? {
        builds.indices.contains(target.project) ? builds[target.project].target(named: target.name) : nil
    }

    /// Every type declared (or extended) with the inheritance clause naming `name`.
    package func types(conformingTo name: String) -> [DeclaredType] {
        files.flatMap { file in file.types.filter { $0.conforms(to: name) }.map { DeclaredType(type: $0, file: file) } }
    }

    /// Every declaration of an intent type named `name` (a nested type by its last name).
    package func intents(named name: String) -> [DeclaredType] {
        files.flatMap { file in
            file.types.filter { $0.name == name && $0.intent != nil }.map { DeclaredType(type: $0, file: file) }
        }
    }

    /// Every intent declaration by its type's name (a nested type by its last name), in file
    /// order. A rule that asks for the intents of every Control reads this once: asking
    /// `intents(named:)` per Control walks every file's types each time, which took 40,000
    /// Controls in 1,000 files from 1.7 s to 24 s (docs/performance.md, "Controls").
    package func intentsByName() -> [String: [DeclaredType]] {
        var index: [String: [DeclaredType]] = [:]
        for file in files {
            for type in file.types where type.intent != nil {
                index[type.name, default: []].append(DeclaredType(type: type, file: file))
            }
        }
        return index
    }

    /// The targets that compile a declaration of the intent `name`.
    package func targets(compilingIntent name: String) -> Set<WiredTarget> {
        Set(intents(named: name).flatMap(\.file.targets))
    }

    /// Each target that compiles a `LockedCameraCaptureExtension` type, once (its first).
    package var captureExtensions: [CaptureExtension] {
        var seen = Set<WiredTarget>()
        var found: [CaptureExtension] = []
        for declared in types(conformingTo: Self.captureExtensionProtocol) {
            for target in declared.file.targets where seen.insert(target).inserted {
                guard let build = build(of: target) else { continue }
                found.append(
                    CaptureExtension(target: target, build: build, declaration: declared.type, file: declared.file))
            }
        }
        return found
    }

    /// What `rule` finds in each configuration of each capture extension, merged per extension
    /// (`ConfigurationFindings`: one finding per place and message, naming the configurations it
    /// holds in when not all): how every rule about the capture extension's build judges it.
    package func eachCaptureConfiguration(
        judgedBy rule: some DiagnosticSource,
        _ judge: (CaptureExtension, TargetConfiguration, inout ConfigurationFindings) -> Void
    ) -> [PlacedDiagnostic] {
        captureExtensions.flatMap { capture in
            var findings = ConfigurationFindings()
            for configuration in capture.build.configurations { judge(capture, configuration, &findings) }
            return findings.placed(by: rule, configurations: builds[capture.target.project].configurations)
        }
    }

    /// The app's `CameraCaptureIntent` types where it has a capture extension and no Control
    /// carries one of them; nil otherwise (no capture extension, no such intent, or one carried).
    package var cameraIntentsNoControlCarries: [DeclaredType]? {
        let intents = types(conformingTo: Self.cameraCaptureIntentProtocol)
        guard !captureExtensions.isEmpty, !intents.isEmpty else { return nil }
        let names = Set(intents.map(\.type.name))
        let carried = controls.flatMap(\.declaration.configuration.intents).compactMap(\.typeName)
        return carried.contains(where: names.contains) ? nil : intents
    }

    /// The files a target compiles, among those read.
    package func files(compiledBy target: WiredTarget) -> [WiringSwiftFile] {
        files.filter { $0.targets.contains(target) }
    }

    /// The targets of `target`'s project whose copy-files phases embed its product, with the
    /// embedding, per configuration.
    package func hosts(of target: WiredTarget) -> [(host: TargetBuild, configuration: String, embedding: Embedding)] {
        guard builds.indices.contains(target.project) else { return [] }
        return builds[target.project].targets.flatMap { host in
            host.configurations.flatMap { configuration in
                configuration.embeddings.filter { $0.product.target == target.name }.map {
                    (host: host, configuration: configuration.name, embedding: $0)
                }
            }
        }
    }

    /// The apps a target belongs to: the apps that embed it, or else every iOS (or macOS) app of
    /// its project.
    package func apps(of target: WiredTarget) -> [TargetBuild] {
        let embedding = hosts(of: target).map(\.host).filter(\.target.isPhoneOrDesktopApp)
        var seen = Set<String>()
        let hosts = embedding.filter { seen.insert($0.target.name).inserted }
        if !hosts.isEmpty { return hosts }
        guard builds.indices.contains(target.project) else { return [] }
        return builds[target.project].targets.filter(\.target.isPhoneOrDesktopApp)
    }

    /// Where a target is declared (its product type line), for a finding about the target as a whole.
    package func place(of target: WiredTarget) -> ValuePlace? {
        guard let build = build(of: target) else { return nil }
        if let place = build.input.productTypePlace { return place }
        let project = builds[target.project].project
        guard let offset = build.target.declaration, let source = project.source else { return nil }
        return ValuePlace(source, offset: offset)
    }
}

extension TargetBuild {
    /// `the capture extension LockScreenCameraCapture`.
    package var name: String { target.name }
}

/// Findings judged in each configuration of a project, merged: one per place and message, the
/// message naming the configurations it holds in when it does not hold in all.
package struct ConfigurationFindings {
    private struct Key: Hashable {
        let file: String
        let position: ValuePlace.Position
        let message: String
        let help: String
    }
    private var order: [Key] = []
    private var configurations: [Key: [String]] = [:]
    private var notes: [Key: [Diagnostic.Note]] = [:]

    package init() {}

    package mutating func add(
        _ message: String, help: String, at place: ValuePlace, configuration: String, notes: [Diagnostic.Note] = []
    ) {
        let key = Key(file: place.file, position: place.position, message: message, help: help)
        if configurations[key] == nil {
            order.append(key)
            self.notes[key] = notes
        }
        if configurations[key]?.contains(configuration) != true {
            configurations[key, default: []].append(configuration)
        }
    }

    /// The Info.plist key `key` of one configuration judged: its value by `wrong` (the message
    /// when the value is wrong, nil when right), or `missing` at the file (or the setting that
    /// generates it) when the Info.plist is known whole and lacks the key.
    package mutating func judge(
        _ key: String, of info: InfoPlist, configuration: String, help: String, missing: String,
        wrong: (String) -> String?
    ) {
        if let entry = info.entry(key) {
            guard let value = entry.expanded?.text ?? entry.node.string, let message = wrong(value) else { return }
            add(message, help: help, at: entry.place, configuration: configuration)
        } else if info.isComplete, let place = info.placeForMissingKey {
            add(missing, help: help, at: place, configuration: configuration)
        }
    }

    /// The findings; `all` is every configuration the project defines.
    package func placed(by rule: some DiagnosticSource, configurations all: [String]) -> [PlacedDiagnostic] {
        order.map { key in
            let named = configurations[key] ?? []
            let suffix =
                Set(named) == Set(all) || all.count <= 1
                ? "" : " (in the \(named.joined(separator: ", ")) configuration)"
            let place = ValuePlace(file: key.file, position: key.position)
            return place.placed(rule, key.message + suffix, help: key.help, notes: notes[key] ?? [])
        }
    }
}

extension ValuePlace {
    /// A finding of `rule` placed here: at the line and column of a text file, or in the file
    /// as a whole with the key path in the message (a binary property list has no lines).
    package func placed(
        _ rule: some DiagnosticSource, _ message: String, help: String, notes: [Diagnostic.Note] = []
    ) -> PlacedDiagnostic {
        switch position {
        case .text(let offset, _):
            return PlacedDiagnostic(
                path: file, diagnostic: rule.finding(message, at: SourceRange(at: offset), help: help, notes: notes))
        case .keyPath(let keys):
            return PlacedDiagnostic(
                path: file,
                diagnostic: rule.finding(
                    message + " (at \(keys.joined(separator: " › ")))", at: nil, help: help, notes: notes))
        case .file:
            return PlacedDiagnostic(path: file, diagnostic: rule.finding(message, at: nil, help: help, notes: notes))
        }
    }
}

extension InfoPlist {
    /// Where a finding about a key the Info.plist lacks is placed: the file the build starts
    /// from, else the setting that generates it, else nil.
    package var placeForMissingKey: ValuePlace? {
        if let path, file != nil { return ValuePlace(file: path, position: .file) }
        if let place = fileSetting.assignment?.place { return place }
        return generation.assignment?.place
    }

    /// `LockScreenCameraCapture/Info.plist`, or `the Info.plist the build generates`.
    package var described: String { path ?? "the Info.plist the build generates" }
}

extension BuiltBundle {
    /// The extension point the bundle's Info.plist declares, ExtensionKit's or an app
    /// extension's, with its place and whether it is under `NSExtension`.
    package var extensionPoint: (id: String, place: ValuePlace, isAppExtension: Bool)? {
        if let found = infoPlist?.value(at: ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"]),
            let id = found.node.string
        {
            return (id, found.place, false)
        }
        if let found = infoPlist?.value(at: ["NSExtension", "NSExtensionPointIdentifier"]), let id = found.node.string {
            return (id, found.place, true)
        }
        return nil
    }

    /// The bundle's Info.plist, as findings about a missing key name it.
    package var infoPlistPlace: ValuePlace {
        ValuePlace(file: infoPlist?.path ?? path + "/Info.plist", position: .file)
    }

    /// `LockScreenCameraCapture.appex`.
    package var name: String { ProjectPath.lastComponent(path) }
}

extension BuiltProduct {
    /// Each app's Lock Screen capture extensions: the `.appex` bundles whose extension point is
    /// `com.apple.securecapture`, under either dictionary, in either folder.
    package var captureExtensions: [(app: BuiltBundle, capture: BuiltBundle)] {
        apps.flatMap { app in
            app.extensions.filter { $0.extensionPoint?.id == AppWiring.secureCapturePoint }.map { (app, $0) }
        }
    }
}

extension [DeclaredType] {
    /// Those declarations (of one intent's name) that any of `targets` compiles: the type a
    /// Control built by them carries, where two targets each declare a type of that name; all of
    /// them when `targets` is empty (no project says which is whose).
    package func compiled(by targets: [WiredTarget]) -> [DeclaredType] {
        guard !targets.isEmpty else { return self }
        return filter { declared in declared.file.targets.contains(where: targets.contains) }
    }
}
