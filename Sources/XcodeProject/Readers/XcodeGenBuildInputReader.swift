import SVGModel

/// What building each target of an XcodeGen spec takes, as XcodeGen generates it (its
/// Docs/ProjectSpec.md, and `SettingsBuilder`, `PBXProjGenerator` and `InfoPlistGenerator` in
/// its sources, version 2.45):
///
/// - `configs:` (default `Debug` and `Release`, sorted by name, as XcodeGen sorts them);
/// - per configuration, lowest first: the platform's `SDKROOT` preset (unless
///   `options.settingPresets` leaves targets out), the project's `configFiles:` and `settings:`,
///   the target's `configFiles:` and `settings:` — each `settings:` a flat mapping, or `base:`,
///   `groups:` (from `settingGroups:`) and `configs:` whose keys match a configuration's name as
///   XcodeGen matches them (contained in it, case-insensitively, unless another configuration
///   has exactly that name);
/// - what XcodeGen writes into the target itself: `INFOPLIST_FILE` from `info: path:` (or an
///   `Info.plist` among its sources) unless its settings set one, `CODE_SIGN_ENTITLEMENTS` from
///   `entitlements: path:`, and `PRODUCT_BUNDLE_IDENTIFIER` from `options.bundleIdPrefix`
///   where no level sets one;
/// - `info:` and `entitlements:` properties (the files XcodeGen writes from them);
/// - `dependencies:` on targets that are embedded (`embed:`, by default when the host is an
///   application), as the copy-files phase XcodeGen generates for each: an ExtensionKit
///   extension into `$(EXTENSIONS_FOLDER_PATH)` of the products directory, an app extension into
///   `PlugIns`, `copy: destination:`/`subpath:` as written.
struct XcodeGenBuildInputReader {
    let spec: YAMLNode
    /// The spec's files: 0 the root `project.yml`, then each included spec.
    let files: [SourceFile]
    let folder: String

    init(spec: YAMLNode, files: [SourceFile], folder: String) {
        self.spec = spec
        self.files = files
        self.folder = folder
    }

    var configurations: [String] {
        let written = spec["configs"]?.mapping?.map(\.key) ?? []
        return written.isEmpty ? ["Debug", "Release"] : written.sorted()
    }

    var project: ProjectBuildInput {
        ProjectBuildInput(
            projectName: spec["name"]?.scalar ?? "", configurations: configurations,
            developmentRegion: spec["options"]?["developmentLanguage"]?.scalar)
    }

    func place(_ offset: Int, file: Int) -> ValuePlace {
        let index = file < files.count ? file : 0
        return ValuePlace(files[index], offset: offset)
    }

    func place(_ node: YAMLNode) -> ValuePlace { place(node.offset, file: node.file) }

    func place(key entry: YAMLEntry) -> ValuePlace { place(entry.keyOffset, file: entry.keyFile) }

    /// The build inputs of one `targets:` entry, one per target made of it (`made`).
    func inputs(of entry: YAMLEntry, spec target: YAMLNode, made: [ProjectTarget]) -> [TargetBuildInput] {
        let type = ProductType.fullIdentifier(target["type"]?.scalar ?? "")
        let typePlace = target.mapping?.last { $0.key == "type" }.map(place(key:))
        return made.map { made in
            let platform = made.platforms.count == 1 ? made.platforms.first : nil
            let configurations = configurations.map { name in
                ConfigurationInput(
                    name: name,
                    layers: layers(of: target, named: made.name, type: type, platform: platform, configuration: name))
            }
            return TargetBuildInput(
                name: made.name, productTypeIdentifier: type, productFileName: nil, productTypePlace: typePlace,
                configurations: configurations, embeds: embeds(of: target, host: type),
                generatedInfo: generated(target, "info"), generatedEntitlements: generated(target, "entitlements"),
                infoPlistCandidates: sources(of: target))
        }
    }

    func layers(of target: YAMLNode, named name: String, type: String, platform: ApplePlatform?, configuration: String)
        -> [SettingLayer]
    {
        var layers: [SettingLayer] = []
        let presets = spec["options"]?["settingPresets"]?.scalar ?? "all"
        if presets == "all" || presets == "targets", let platform,
            let presetPlace = target.mapping?.last(where: { $0.key == "platform" }).map(place(key:))
        {
            layers.append(
                .assignments([
                    SettingAssignment(
                        name: "SDKROOT", value: BuiltInSettings.deviceSDK(platform), place: presetPlace, level: .preset)
                ]))
        }
        if let file = configFile(spec, configuration) {
            layers.append(.configFile(path: file.path, level: .projectConfigFile, place: file.place))
        }
        layers.append(.assignments(settings(spec["settings"], configuration: configuration, level: .project)))
        if let file = configFile(target, configuration) {
            layers.append(.configFile(path: file.path, level: .targetConfigFile, place: file.place))
        }
        let own = settings(target["settings"], configuration: configuration, level: .target)
        layers.append(.assignments(own))
        var generated: [SettingAssignment] = []
        if !own.contains(where: { $0.name == "INFOPLIST_FILE" }), let info = target["info"], let path = info["path"] {
            generated.append(
                SettingAssignment(
                    name: "INFOPLIST_FILE", value: path.scalar ?? "", place: place(path), level: .generated))
        }
        if let entitlements = target["entitlements"], let path = entitlements["path"] {
            generated.append(
                SettingAssignment(
                    name: "CODE_SIGN_ENTITLEMENTS", value: path.scalar ?? "", place: place(path), level: .generated))
        }
        layers.append(.assignments(generated))
        if let prefix = spec["options"]?["bundleIdPrefix"] {
            // Only where no level sets one: below everything, so any assignment stands over it.
            let identifier = (prefix.scalar ?? "") + "." + Self.bundleIdentifierPart(name)
            layers.insert(
                .assignments([
                    SettingAssignment(
                        name: "PRODUCT_BUNDLE_IDENTIFIER", value: identifier, place: place(prefix), level: .buildSystem)
                ]), at: 0)
        }
        return layers
    }

    /// XcodeGen's escaping of a target name for `bundleIdPrefix`: `_` becomes `-`, and anything
    /// but letters, digits, `-` and `.` is dropped.
    static func bundleIdentifierPart(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { $0 == "_" ? "-" : $0 }.filter {
                    SettingModifier.isASCIIAlphanumeric($0) || $0 == "-" || $0 == "."
                }))
    }

    /// `configFiles: { Debug: Config/Debug.xcconfig }`: the file for `configuration`.
    func configFile(_ node: YAMLNode, _ configuration: String) -> (path: String, place: ValuePlace)? {
        guard let entry = node["configFiles"]?.mapping?.last(where: { $0.key == configuration }),
            let path = entry.value.scalar
        else { return nil }
        return (path, place(key: entry))
    }

    /// A `settings:` value's assignments for `configuration`, in XcodeGen's order: groups, then
    /// `base` (or the flat mapping), then the matching `configs:`.
    func settings(_ node: YAMLNode?, configuration: String, level: SettingLevel, depth: Int = 0) -> [SettingAssignment]
    {
        guard let node, let entries = node.mapping, depth < 8 else { return [] }
        let structured = node["configs"] != nil || node["groups"] != nil || node["base"] != nil
        guard structured else { return assignments(entries, level: level) }
        var result: [SettingAssignment] = []
        for group in (node["groups"] ?? node["presets"])?.scalarList.compactMap(\.scalar) ?? [] {
            result += settings(
                spec["settingGroups"]?[group], configuration: configuration, level: level, depth: depth + 1)
        }
        result += assignments(node["base"]?.mapping ?? [], level: level)
        for variant in node["configs"]?.mapping ?? [] {
            let matches = configuration.lowercased().contains(variant.key.lowercased())
            let exactOther = configurations.contains {
                $0.lowercased() == variant.key.lowercased() && $0 != configuration
            }
            guard matches, !exactOther else { continue }
            result += settings(variant.value, configuration: configuration, level: level, depth: depth + 1)
        }
        return result
    }

    func assignments(_ entries: [YAMLEntry], level: SettingLevel) -> [SettingAssignment] {
        entries.compactMap { entry in
            guard let (name, conditions) = SettingAssignment.splitKey(entry.key) else { return nil }
            return SettingAssignment(
                name: name, conditions: conditions, value: Self.settingText(entry.value), place: place(key: entry),
                level: level)
        }
    }

    /// A YAML value as XcodeGen writes it into a setting: a Boolean as `YES`/`NO`, a list joined
    /// with spaces.
    static func settingText(_ node: YAMLNode) -> String {
        switch node.value {
        case .scalar(let text):
            switch text {
            case "true", "True", "TRUE", "yes", "Yes": return "YES"
            case "false", "False", "FALSE", "no", "No": return "NO"
            default: return text
            }
        case .sequence(let items):
            return items.map(settingText).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        default: return ""
        }
    }

    /// `info:` / `entitlements:` with a `path`, its `properties` as a property list whose places
    /// are in the spec.
    func generated(_ target: YAMLNode, _ key: String) -> GeneratedPlist? {
        guard let entry = target.mapping?.last(where: { $0.key == key }), let path = entry.value["path"]?.scalar else {
            return nil
        }
        let properties =
            entry.value["properties"]
            ?? YAMLNode(value: .mapping([]), offset: entry.value.offset, file: entry.value.file)
        let file = entry.value.file < files.count ? files[entry.value.file] : files[0]
        return GeneratedPlist(
            path: path,
            properties: PropertyListFile(
                path: file.path, format: .xcodeGenSpec, root: Self.propertyList(properties, depth: 0), source: file),
            place: place(key: entry))
    }

    /// A YAML value as the property list value XcodeGen writes (YAML's `true`/`false` are
    /// Booleans, whole numbers integers, everything else a string).
    static func propertyList(_ node: YAMLNode, depth: Int) -> PropertyListNode {
        let at = { (value: PropertyListNode.Value) in
            PropertyListNode(value: value, start: node.offset, end: node.offset)
        }
        guard depth < XMLPropertyList.maxDepth else { return at(.string("")) }
        switch node.value {
        case .scalar(let text):
            switch text {
            case "true", "True", "TRUE", "yes", "Yes", "YES": return at(.boolean(true))
            case "false", "False", "FALSE", "no", "No", "NO": return at(.boolean(false))
            default: return Int64(text).map { at(.integer($0)) } ?? at(.string(text))
            }
        case .sequence(let items): return at(.array(items.map { propertyList($0, depth: depth + 1) }))
        case .mapping(let entries):
            return at(
                .dictionary(
                    PropertyListDictionary(
                        entries.map {
                            PropertyListDictionary.Entry(
                                key: $0.key, keyStart: $0.keyOffset, value: propertyList($0.value, depth: depth + 1))
                        })))
        case .null: return at(.string(""))
        }
    }

    /// The target's source paths (where XcodeGen looks for an `Info.plist`).
    func sources(of target: YAMLNode) -> [String] {
        (target["sources"]?.scalarList ?? []).compactMap { $0.scalar ?? $0["path"]?.scalar }
    }

    /// The copy-files phase XcodeGen generates for each embedded target dependency.
    func embeds(of target: YAMLNode, host: String) -> [EmbedPhase] {
        let hostIsApp = BuiltInSettings.product(host)?.wrapper == "app"
        let targetTypes = Dictionary(
            (spec["targets"]?.mapping ?? []).map {
                ($0.key, ProductType.fullIdentifier($0.value["type"]?.scalar ?? ""))
            },
            uniquingKeysWith: { _, last in last })
        return (target["dependencies"]?.sequence ?? []).compactMap { dependency -> EmbedPhase? in
            guard let name = dependency["target"]?.scalar else { return nil }
            let dependencyType = targetTypes[name] ?? ""
            let statik = dependencyType.hasSuffix("library.static") || dependencyType.hasSuffix("framework.static")
            let embed =
                dependency["embed"]?.scalar.map { ["true", "yes", "YES", "True"].contains($0) }
                ?? (hostIsApp && !statik)
            guard embed else { return nil }
            let at = place(dependency)
            let product = EmbeddedProduct(target: name, fileName: name, place: at)
            if let copy = dependency["copy"], let written = copy["destination"]?.scalar {
                return EmbedPhase(
                    name: "Embed Dependencies",
                    destination: EmbedPhase.Destination(xcodeGenName: written) ?? .other(-1),
                    subpath: copy["subpath"]?.scalar ?? "", products: [product], place: at,
                    destinationPlace: copy["destination"].map(place) ?? at)
            }
            let (phase, destination, subpath): (String, EmbedPhase.Destination, String)
            switch dependencyType.dropFirst("com.apple.product-type.".count) {
            case "extensionkit-extension":
                (phase, destination, subpath) = (
                    "Embed ExtensionKit Extensions", .productsDirectory, "$(EXTENSIONS_FOLDER_PATH)"
                )
            case let kind where kind.hasPrefix("app-extension") || kind.hasPrefix("watchkit"):
                (phase, destination, subpath) = ("Embed Foundation Extensions", .plugins, "")
            case let kind where kind.hasPrefix("application") && targetPlatform(name) == .watchOS:
                (phase, destination, subpath) = (
                    "Embed Watch Content", .productsDirectory, "$(CONTENTS_FOLDER_PATH)/Watch"
                )
            case let kind where kind.hasPrefix("framework") || kind.hasPrefix("library.dynamic"):
                (phase, destination, subpath) = ("Embed Frameworks", .frameworks, "")
            default:
                (phase, destination, subpath) = ("Copy Bundle Resources", .resources, "")
            }
            return EmbedPhase(
                name: phase, destination: destination, subpath: subpath, products: [product], place: at,
                destinationPlace: at)
        }
    }

    func targetPlatform(_ name: String) -> ApplePlatform? {
        spec["targets"]?[name]?["platform"]?.scalar.flatMap(ApplePlatform.init(name:))
    }
}
