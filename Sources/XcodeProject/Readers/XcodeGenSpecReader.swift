import SVGModel

/// Reads an XcodeGen project spec (`project.yml`) into its targets, as XcodeGen would generate
/// them (its Docs/ProjectSpec.md): each target's `type`, `platform` (a list makes one target
/// per platform, named `NAME_PLATFORM`) or `supportedDestinations`, `dependencies` on other
/// targets, and `sources` — each a folder (or file) whose files the target builds, less its
/// `excludes` globs and, when given, only its `includes`; a source with `buildPhase: none`
/// builds nothing. `targetTemplates` are merged into the targets that name them (with
/// `${target_name}` replaced), and `include`d specs are merged first, as XcodeGen merges them:
/// mappings merged, lists appended, anything else replaced, `KEY:REPLACE` replacing.
///
/// Not read: `${…}` environment variables other than `${target_name}` and `${platform}`,
/// `projectReferences`, and Swift packages' targets.
package enum XcodeGenSpecReader {
    /// Included specs nest at most this deep (a spec that includes itself stops there).
    package static let maxIncludeDepth = 8

    /// `read(path)` gives an included spec's bytes (paths relative to the project's folder), or
    /// nil when it cannot be read.
    package static func read(
        _ bytes: [UInt8], path: String, folder: String, include read: (String) -> [UInt8]?
    ) -> ProjectDescription {
        let source = SourceFile(path: path, bytes: bytes)
        var description = ProjectDescription(path: path, folder: folder, format: .xcodegen, targets: [], source: source)
        var files = [source]
        let spec = merged(
            bytes, relativeFolder: "", read: read, depth: 0, problems: &description.problems, files: &files)
        let templates = spec["targetTemplates"]?.mapping ?? []
        let build = XcodeGenBuildInputReader(spec: spec, files: files, folder: folder)
        description.build = build.project
        for entry in spec["targets"]?.mapping ?? [] {
            let made = targets(entry, templates: templates)
            description.targets += made
            description.build.targets += build.inputs(
                of: entry, spec: targetSpec(entry, templates: templates), made: made)
        }
        return description
    }

    /// The spec with its includes merged under it.
    static func merged(
        _ bytes: [UInt8], relativeFolder: String, read: (String) -> [UInt8]?, depth: Int,
        problems: inout [ProjectProblem], files: inout [SourceFile]
    ) -> YAMLNode {
        var (root, error) = YAMLReader.parse(bytes)
        // An included spec's places count in its own file.
        if depth > 0 { root = root.stamped(file: files.count - 1) }
        if let error, depth == 0 { problems.append(ProjectProblem(error.message, at: error.offset)) }
        if let error, depth > 0 {
            problems.append(ProjectProblem("\(relativeFolder): \(error.message) (in an included spec)"))
        }
        var own = relativeFolder.isEmpty ? root : rebased(root, onto: relativeFolder)
        guard let includes = root["include"] else { return own }
        var base = YAMLNode(value: .mapping([]), offset: 0)
        for include in includes.scalarList + (includes.mapping != nil ? [includes] : []) {
            guard let includePath = include.scalar ?? include["path"]?.scalar else { continue }
            if include["enable"]?.scalar == "false" { continue }
            let path = ProjectPath.join(relativeFolder, includePath)
            guard depth < maxIncludeDepth else {
                problems.append(ProjectProblem("includes nest more than \(maxIncludeDepth) deep at \(path)"))
                continue
            }
            guard let included = read(path) else {
                problems.append(ProjectProblem("cannot read the included spec \(path)", at: include.offset))
                continue
            }
            let relativePaths = include["relativePaths"]?.scalar != "false"
            let folder = relativePaths ? ProjectPath.parentFolder(path) : relativeFolder
            files.append(
                SourceFile(
                    path: ProjectPath.join(files[0].path.isEmpty ? "" : ProjectPath.parentFolder(files[0].path), path),
                    bytes: included))
            base = merge(
                base,
                merged(
                    included, relativeFolder: folder, read: read, depth: depth + 1, problems: &problems, files: &files))
        }
        own.value = merge(base, own).value
        return own
    }

    /// An included spec's source paths, made relative to the root spec's folder.
    static func rebased(_ spec: YAMLNode, onto folder: String) -> YAMLNode {
        func rebaseSources(_ target: YAMLNode) -> YAMLNode {
            guard var entries = target.mapping else { return target }
            for index in entries.indices where entries[index].key.hasPrefix("sources") {
                var sources = entries[index].value
                switch sources.value {
                case .scalar(let path): sources.value = .scalar(ProjectPath.join(folder, path))
                case .sequence(let items):
                    sources.value = .sequence(
                        items.map { item in
                            var item = item
                            if let path = item.scalar {
                                item.value = .scalar(ProjectPath.join(folder, path))
                            } else if var fields = item.mapping,
                                let at = fields.firstIndex(where: { $0.key == "path" }),
                                let path = fields[at].value.scalar
                            {
                                fields[at].value.value = .scalar(ProjectPath.join(folder, path))
                                item.value = .mapping(fields)
                            }
                            return item
                        })
                default: break
                }
                entries[index].value = sources
            }
            var rebased = target
            rebased.value = .mapping(entries)
            return rebased
        }
        guard var entries = spec.mapping else { return spec }
        for index in entries.indices where entries[index].key == "targets" || entries[index].key == "targetTemplates" {
            if let targets = entries[index].value.mapping {
                entries[index].value.value = .mapping(
                    targets.map {
                        YAMLEntry(
                            key: $0.key, keyOffset: $0.keyOffset, value: rebaseSources($0.value), keyFile: $0.keyFile)
                    })
            }
        }
        var result = spec
        result.value = .mapping(entries)
        return result
    }

    /// XcodeGen's merge: `over` on top of `base`.
    static func merge(_ base: YAMLNode, _ over: YAMLNode) -> YAMLNode {
        switch (base.value, over.value) {
        case (.mapping(let baseEntries), .mapping(let overEntries)):
            var entries = baseEntries
            for entry in overEntries {
                let replace = entry.key.hasSuffix(":REPLACE")
                let key = replace ? String(entry.key.dropLast(":REPLACE".count)) : entry.key
                if let at = entries.firstIndex(where: { $0.key == key }) {
                    entries[at].value = replace ? entry.value : merge(entries[at].value, entry.value)
                } else {
                    entries.append(
                        YAMLEntry(key: key, keyOffset: entry.keyOffset, value: entry.value, keyFile: entry.keyFile))
                }
            }
            return YAMLNode(value: .mapping(entries), offset: over.offset, file: over.file)
        case (.sequence(let baseItems), .sequence(let overItems)):
            return YAMLNode(value: .sequence(baseItems + overItems), offset: over.offset, file: over.file)
        default:
            return over
        }
    }

    /// A target entry with its templates merged and `${target_name}` replaced.
    static func targetSpec(_ entry: YAMLEntry, templates: [YAMLEntry]) -> YAMLNode {
        var spec = YAMLNode(value: .mapping([]), offset: entry.value.offset, file: entry.value.file)
        for name in entry.value["templates"]?.scalarList.compactMap(\.scalar) ?? [] {
            if let template = templates.last(where: { $0.key == name })?.value { spec = merge(spec, template) }
        }
        spec = merge(spec, entry.value)
        return substituted(spec, ["target_name": entry.value["name"]?.scalar ?? entry.key])
    }

    /// One target entry, with its templates merged, as the targets XcodeGen makes of it.
    static func targets(_ entry: YAMLEntry, templates: [YAMLEntry]) -> [ProjectTarget] {
        let spec = targetSpec(entry, templates: templates)
        let name = entry.value["name"]?.scalar ?? entry.key
        let platformNames = spec["platform"]?.scalarList.compactMap(\.scalar) ?? []
        let destinations = spec["supportedDestinations"]?.scalarList.compactMap(\.scalar) ?? []
        let productType = ProductType(identifier: spec["type"]?.scalar ?? "")
        let dependencies = (spec["dependencies"]?.sequence ?? []).compactMap { $0["target"]?.scalar }
        if platformNames.count > 1 {
            return platformNames.map { platform in
                let perPlatform = substituted(spec, ["platform": platform])
                let prefix = perPlatform["platformPrefix"]?.scalar ?? ""
                let suffix = perPlatform["platformSuffix"]?.scalar ?? "_\(platform)"
                return ProjectTarget(
                    name: prefix + name + suffix, productType: productType,
                    platforms: Set([ApplePlatform(name: platform)].compactMap { $0 }), dependencies: dependencies,
                    folders: folders(of: perPlatform), declaration: entry.keyOffset)
            }
        }
        let platforms = Set((platformNames + destinations).compactMap(ApplePlatform.init(name:)))
        return [
            ProjectTarget(
                name: name, productType: productType, platforms: platforms, dependencies: dependencies,
                folders: folders(of: spec), declaration: entry.keyOffset)
        ]
    }

    /// `sources`: each path a folder (or a file, which the folder rule covers too).
    static func folders(of spec: YAMLNode) -> [ProjectFolder] {
        guard let sources = spec["sources"] else { return [] }
        return sources.scalarList.compactMap { source -> ProjectFolder? in
            if let path = source.scalar { return ProjectFolder(path: path) }
            guard let path = source["path"]?.scalar else { return nil }
            if source["buildPhase"]?.scalar == "none" { return nil }
            let excludes = source["excludes"]?.scalarList.compactMap(\.scalar).map(SourcePattern.glob) ?? []
            let includes = source["includes"]?.scalarList.compactMap(\.scalar).map(SourcePattern.glob) ?? []
            return ProjectFolder(path: path, excluded: excludes, included: includes)
        }
    }

    /// Every scalar with `${name}` replaced by its value.
    static func substituted(_ node: YAMLNode, _ values: [String: String]) -> YAMLNode {
        var result = node
        switch node.value {
        case .scalar(let text) where text.contains("${"):
            var replaced = text
            for (name, value) in values { replaced = replaced.replacingOccurrences(of: "${\(name)}", with: value) }
            result.value = .scalar(replaced)
        case .sequence(let items):
            result.value = .sequence(items.map { substituted($0, values) })
        case .mapping(let entries):
            result.value = .mapping(
                entries.map {
                    YAMLEntry(
                        key: $0.key, keyOffset: $0.keyOffset, value: substituted($0.value, values), keyFile: $0.keyFile)
                })
        default: break
        }
        return result
    }
}

extension String {
    /// Every occurrence of `target` replaced (the standard library has no such call without
    /// Foundation).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
