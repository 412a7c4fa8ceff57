import SVGModel

/// The files `ProjectBuild` reads besides the project file: `.xcconfig` files, Info.plists,
/// entitlements (paths as the caller names files: the project's folder joined in), and, for
/// XcodeGen's search of a target's sources for an `Info.plist`, folders' entries.
package protocol BuildFiles {
    func read(_ path: String) -> FileContent
    /// The entries of a folder, or nil when it cannot be listed.
    func entries(of folder: String) -> [BuildFileEntry]?
}

package struct BuildFileEntry: Sendable, Hashable {
    package let name: String
    package let isFolder: Bool

    package init(name: String, isFolder: Bool) {
        self.name = name
        self.isFolder = isFolder
    }
}

/// What the build of each target reads, per configuration — the one model every wiring rule
/// asks (docs/controls.md, "What the project reader reads"): the project's description, each
/// target's settings with their places and levels, the Info.plist it uses (merged as the build
/// merges it), its entitlements, and where it embeds other targets' products. A value the
/// repository does not decide is `unresolved`, with the reason, never guessed.
package struct ProjectBuild: Sendable {
    package let project: ProjectDescription
    package let configurations: [String]
    package let targets: [TargetBuild]
    /// What could not be read (an `#include` loop, an Info.plist that is not a property list),
    /// each with the place that names it.
    package let problems: [BuildProblem]
    /// Every text file read (the project file, `.xcconfig`s, XML property lists), by path, for
    /// a finding's snippet.
    package let files: [String: SourceFile]

    package func target(named name: String) -> TargetBuild? { targets.first { $0.target.name == name } }

    /// Reads what the project's targets build with.
    package static func read(_ project: ProjectDescription, files: some BuildFiles) -> ProjectBuild {
        var reading = Reading(project: project, files: files)
        let targets = project.targets.map { target in reading.build(of: target) }
        var texts = reading.texts
        if let source = project.source { texts[source.path] = source }
        return ProjectBuild(
            project: project, configurations: reading.configurations, targets: targets, problems: reading.problems,
            files: texts)
    }
}

/// One target: its description, what the project file says about building it, and its build in
/// each configuration of the project.
package struct TargetBuild: Sendable {
    package let target: ProjectTarget
    package let input: TargetBuildInput
    package let configurations: [TargetConfiguration]

    /// `com.apple.product-type.extensionkit-extension`.
    package var productTypeIdentifier: String { input.productTypeIdentifier }

    package func configuration(named name: String) -> TargetConfiguration? {
        configurations.first { $0.name == name }
    }
}

/// One target in one configuration.
package struct TargetConfiguration: Sendable {
    package let name: String
    package let settings: BuildSettings
    package let infoPlist: InfoPlist
    /// Nil when the target names no entitlements file.
    package let entitlements: Entitlements?
    /// Each product this target's copy-files phases put in its bundle, and where.
    package let embeddings: [Embedding]
}

/// The entitlements a target is signed with: the file `CODE_SIGN_ENTITLEMENTS` names (or
/// XcodeGen's `entitlements: properties:`), read.
package struct Entitlements: Sendable {
    /// The file as the caller names it; nil when the setting is unresolved.
    package let path: String?
    package let setting: SettingValue
    /// Nil when it cannot be read (`problem` says why) or the path is unresolved.
    package let file: PropertyListFile?
    package let problem: String?

    /// Each entitlement (key) with its place.
    package var keys: [(key: String, place: ValuePlace)] {
        guard let file, let root = file.dictionary else { return [] }
        return root.entries.map { ($0.key, file.place(ofEntry: $0, keyPath: [$0.key])) }
    }
}

/// One embedded product, placed: where inside the host's bundle its phase puts it.
package struct Embedding: Sendable {
    package enum Folder: Sendable, Hashable {
        /// A folder of the host's bundle, relative to it: `Extensions`, `PlugIns`, `Watch`, `` (its top).
        case insideBundle(String)
        /// Somewhere else (the products directory itself, an absolute path): not in the bundle.
        case outsideBundle(String)
        case unresolved([String])
    }

    package let phase: EmbedPhase
    package let product: EmbeddedProduct
    package let folder: Folder
}

/// The state of one reading: files read once, problems found once.
private struct Reading<Files: BuildFiles> {
    let project: ProjectDescription
    let files: Files
    var problems: [BuildProblem] = []
    var texts: [String: SourceFile] = [:]
    /// Each property list read, by path.
    var plists: [String: Result<PropertyListFile, PlistReadFailure>] = [:]
    var xcconfigs: [String: XCConfigReader.Result] = [:]
    var reported = Set<BuildProblem>()

    struct PlistReadFailure: Error {
        let reason: String
    }

    init(project: ProjectDescription, files: Files) {
        self.project = project
        self.files = files
    }

    var configurations: [String] {
        project.build.configurations.isEmpty ? ["Release"] : project.build.configurations
    }

    /// A path the project writes (relative to its folder, or absolute) as the caller names files.
    func named(_ path: String) -> String { ProjectPath.join(project.folder, path) }

    mutating func report(_ problem: BuildProblem) {
        if reported.insert(problem).inserted { problems.append(problem) }
    }

    mutating func build(of target: ProjectTarget) -> TargetBuild {
        let input =
            project.build.target(named: target.name)
            ?? TargetBuildInput(name: target.name, productTypeIdentifier: "")
        let configurations = self.configurations.map { name in configuration(name, of: target, input: input) }
        return TargetBuild(target: target, input: input, configurations: configurations)
    }

    mutating func configuration(_ name: String, of target: ProjectTarget, input: TargetBuildInput)
        -> TargetConfiguration
    {
        let platform =
            target.platforms.contains(.iOS) ? .iOS : target.platforms.sorted { $0.rawValue < $1.rawValue }.first
        let builtIn = BuiltInSettings.assignments(
            BuiltInSettings.Context(
                targetName: target.name, projectName: project.build.projectName, configuration: name,
                productType: input.productTypeIdentifier, platform: platform,
                developmentRegion: project.build.developmentRegion),
            place: ValuePlace(file: project.path, position: .file))
        var entries = builtIn.map(SettingEntry.assignment)
        let layers = input.configuration(named: name)?.layers ?? []
        for layer in layers {
            switch layer {
            case .assignments(let assignments): entries += assignments.map(SettingEntry.assignment)
            case .configFile(let path, let level, let place):
                entries += xcconfig(named(path), level: level, place: place)
            case .unknownConfigFile(let reason, let level, let place):
                report(BuildProblem(reason, at: place))
                entries.append(.unknown(reason: reason, place: place, level: level))
            }
        }
        if project.format == .xcodegen, let found = xcodeGenInfoPlist(input, layers: layers) {
            entries.append(.assignment(found))
        }
        let settings = BuildSettings(
            conditions: BuildConditions(configuration: name, sdk: BuiltInSettings.deviceSDK(platform)),
            entries: entries)
        return TargetConfiguration(
            name: name, settings: settings, infoPlist: infoPlist(input, settings: settings),
            entitlements: entitlements(input, settings: settings), embeddings: embeddings(input, settings: settings))
    }

    mutating func xcconfig(_ path: String, level: SettingLevel, place: ValuePlace) -> [SettingEntry] {
        let result =
            xcconfigs[path]
            ?? XCConfigReader.read(path, level: level, includedFrom: place) { files.read($0) }
        xcconfigs[path] = result
        for problem in result.problems { report(problem) }
        texts.merge(result.files) { first, _ in first }
        // The same file at another level (a project's and a target's) keeps its entries' level.
        return result.entries.map { entry in
            switch entry {
            case .assignment(let a):
                return .assignment(
                    SettingAssignment(
                        name: a.name, conditions: a.conditions, value: a.value, place: a.place, level: level))
            case .unknown(let reason, let place, _): return .unknown(reason: reason, place: place, level: level)
            }
        }
    }

    /// XcodeGen sets `INFOPLIST_FILE` to the first `Info.plist` among the target's sources when
    /// neither its settings nor `info:` name one.
    mutating func xcodeGenInfoPlist(_ input: TargetBuildInput, layers: [SettingLayer]) -> SettingAssignment? {
        guard input.generatedInfo == nil else { return nil }
        for layer in layers {
            if case .assignments(let assignments) = layer,
                assignments.contains(where: { $0.name == "INFOPLIST_FILE" && $0.level >= .target })
            {
                return nil
            }
        }
        var budget = 10_000
        for source in input.infoPlistCandidates {
            if ProjectPath.lastComponent(source) == "Info.plist", case .bytes = files.read(named(source)) {
                return generatedInfoPlistFile(source, place: input.productTypePlace)
            }
            if let found = search(source, depth: 0, budget: &budget) {
                return generatedInfoPlistFile(found, place: input.productTypePlace)
            }
        }
        return nil
    }

    func generatedInfoPlistFile(_ path: String, place: ValuePlace?) -> SettingAssignment {
        SettingAssignment(
            name: "INFOPLIST_FILE", value: path, place: place ?? ValuePlace(file: project.path, position: .file),
            level: .generated)
    }

    /// The first `Info.plist` below `folder` (relative to the project), names sorted, depth first.
    func search(_ folder: String, depth: Int, budget: inout Int) -> String? {
        guard depth < 16, budget > 0, let entries = files.entries(of: named(folder)) else { return nil }
        budget -= entries.count
        let sorted = entries.sorted { $0.name < $1.name }
        if sorted.contains(where: { $0.name == "Info.plist" && !$0.isFolder }) {
            return ProjectPath.join(folder, "Info.plist")
        }
        for entry in sorted where entry.isFolder && !entry.name.hasPrefix(".") {
            if let found = search(ProjectPath.join(folder, entry.name), depth: depth + 1, budget: &budget) {
                return found
            }
        }
        return nil
    }

    /// Reads a property list once; a failure is reported once, at the place that names the file
    /// first.
    mutating func plist(_ path: String, namedAt place: ValuePlace?) -> Result<PropertyListFile, PlistReadFailure> {
        if let known = plists[path] { return known }
        let result: Result<PropertyListFile, PlistReadFailure>
        switch files.read(path) {
        case .bytes(let bytes):
            do {
                let file = try PropertyListFile.read(bytes, path: path)
                if file.format != .binary { texts[path] = file.source }
                result = .success(file)
            } catch {
                let place = error.place(path: path, bytes: bytes)
                result = .failure(PlistReadFailure(reason: "\(place): \(error.message)"))
            }
        case .missing: result = .failure(PlistReadFailure(reason: "\(path) does not exist"))
        case .unreadable(let why): result = .failure(PlistReadFailure(reason: "cannot read \(path): \(why)"))
        }
        plists[path] = result
        if case .failure(let failure) = result { report(BuildProblem(failure.reason, at: place)) }
        return result
    }

    mutating func infoPlist(_ input: TargetBuildInput, settings: BuildSettings) -> InfoPlist {
        var merger = InfoPlistMerger(settings: settings)
        let fileSetting = settings.value("INFOPLIST_FILE")
        let generation = settings.value("GENERATE_INFOPLIST_FILE")
        var path: String?
        var file: PropertyListFile?
        if let generated = input.generatedInfo {
            // XcodeGen writes the file from its defaults and these properties.
            path = named(generated.path)
            merger.addXcodeGenDefaults(productType: input.productTypeIdentifier, place: generated.place)
            merger.add(generated.properties, origin: .file)
            file = generated.properties
        } else if let written = fileSetting.text, !written.isEmpty {
            let named = named(written)
            path = named
            switch plist(named, namedAt: fileSetting.assignment?.place) {
            case .success(let read):
                file = read
                merger.add(read, origin: .file)
            case .failure(let failure):
                merger.unknown.append("the Info.plist \(named) cannot be read (\(failure.reason))")
            }
        } else if fileSetting.isUnresolved {
            merger.unknown.append("INFOPLIST_FILE is unresolved: " + fileSetting.reasons.joined(separator: "; "))
        }
        switch generation.flag {
        case true?: merger.addGenerated(place: generation.assignment?.place)
        case false?: break
        case nil:
            merger.unknown.append(
                "whether GENERATE_INFOPLIST_FILE is on is unresolved: " + generation.reasons.joined(separator: "; "))
        }
        return InfoPlist(
            path: path, file: file, fileSetting: fileSetting, generation: generation, entries: merger.entries,
            unknown: merger.unknown)
    }

    mutating func entitlements(_ input: TargetBuildInput, settings: BuildSettings) -> Entitlements? {
        let setting = settings.value("CODE_SIGN_ENTITLEMENTS")
        if let generated = input.generatedEntitlements {
            return Entitlements(path: named(generated.path), setting: setting, file: generated.properties, problem: nil)
        }
        if setting.isUnresolved { return Entitlements(path: nil, setting: setting, file: nil, problem: nil) }
        guard let written = setting.text, !written.isEmpty else { return nil }
        let path = named(written)
        switch plist(path, namedAt: setting.assignment?.place) {
        case .success(let file): return Entitlements(path: path, setting: setting, file: file, problem: nil)
        case .failure(let failure):
            return Entitlements(path: path, setting: setting, file: nil, problem: failure.reason)
        }
    }

    func embeddings(_ input: TargetBuildInput, settings: BuildSettings) -> [Embedding] {
        input.embeds.flatMap { phase in
            phase.products.map { product in
                Embedding(phase: phase, product: product, folder: Self.folder(of: phase, settings: settings))
            }
        }
    }

    /// Where inside the host's bundle a phase copies to, from its destination's folder setting
    /// and its expanded `dstPath`.
    static func folder(of phase: EmbedPhase, settings: BuildSettings) -> Embedding.Folder {
        guard let baseSetting = phase.destination.baseSetting else {
            return .outsideBundle(phase.subpath)
        }
        let base = baseSetting.isEmpty ? SettingValue(.resolved(""), assignment: nil) : settings.value(baseSetting)
        let subpath = settings.expand(phase.subpath)
        let wrapper = settings.value("WRAPPER_NAME")
        guard let baseText = base.text, let subText = subpath.text, let wrapperText = wrapper.text else {
            return .unresolved(base.reasons + subpath.reasons + wrapper.reasons)
        }
        let full = ProjectPath.join(baseText, subText)
        if let inside = ProjectPath.relative(full, to: wrapperText) { return .insideBundle(inside) }
        return .outsideBundle(full)
    }
}
