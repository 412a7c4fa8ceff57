import SVGModel

/// What building each target of a `project.pbxproj` takes, read from its object graph
/// (`PBXProjectReader` calls it per target): the configurations of the project's and the
/// target's `XCConfigurationList`, matched by name, each with its `.xcconfig` and its
/// `buildSettings`; the target's copy-files phases; its product's file name.
struct BuildSettingsReading {
    let graph: ObjectGraph
    let source: SourceFile

    var objects: PropertyListDictionary { graph.objects }

    /// The project's configurations, in its list's order.
    var configurationNames: [String] {
        configurations(ofList: graph.project["buildConfigurationList"]?.string).map(\.name)
    }

    func place(_ offset: Int) -> ValuePlace { ValuePlace(source, offset: offset) }

    /// `XCBuildConfiguration`s of a list: name and dictionary.
    func configurations(ofList listID: String?) -> [(name: String, configuration: PropertyListDictionary, offset: Int)]
    {
        guard let listID, let list = objects[listID]?.dictionary else { return [] }
        return (list["buildConfigurations"]?.strings ?? []).compactMap { id in
            guard let node = objects[id], let configuration = node.dictionary,
                let name = configuration["name"]?.string
            else { return nil }
            return (name, configuration, node.start)
        }
    }

    func input(of target: PropertyListDictionary, id: String) -> TargetBuildInput {
        let projectConfigurations = configurations(ofList: graph.project["buildConfigurationList"]?.string)
        let targetConfigurations = configurations(ofList: target["buildConfigurationList"]?.string)
        var names = projectConfigurations.map(\.name)
        names += targetConfigurations.map(\.name).filter { !names.contains($0) }
        let inputs = names.map { name in
            var layers: [SettingLayer] = []
            if let project = projectConfigurations.first(where: { $0.name == name }) {
                layers += self.layers(
                    of: project.configuration, at: project.offset, file: .projectConfigFile, own: .project)
            }
            if let own = targetConfigurations.first(where: { $0.name == name }) {
                layers += self.layers(of: own.configuration, at: own.offset, file: .targetConfigFile, own: .target)
            }
            return ConfigurationInput(name: name, layers: layers)
        }
        let productReference = target["productReference"]?.string
        let productTypeEntry = target.entry("productType")
        return TargetBuildInput(
            name: target["name"]?.string ?? id,
            productTypeIdentifier: target["productType"]?.string ?? "",
            productFileName: productReference.flatMap { objects[$0]?.dictionary?["path"]?.string },
            productTypePlace: productTypeEntry.map { place($0.keyStart) },
            configurations: inputs, embeds: embeds(of: target))
    }

    /// A configuration's `.xcconfig` (when it has one) and its `buildSettings`.
    func layers(of configuration: PropertyListDictionary, at offset: Int, file: SettingLevel, own: SettingLevel)
        -> [SettingLayer]
    {
        var layers: [SettingLayer] = []
        if let reference = configuration.entry("baseConfigurationReference") {
            let at = place(reference.keyStart)
            if let id = reference.value.string, let path = graph.paths[id] {
                layers.append(.configFile(path: path, level: file, place: at))
            } else {
                layers.append(
                    .unknownConfigFile(
                        reason: "the .xcconfig this configuration names is no file of the project", level: file,
                        place: at))
            }
        } else if let anchor = configuration.entry("baseConfigurationReferenceAnchor"),
            let relative = configuration["baseConfigurationReferenceRelativePath"]?.string
        {
            // Xcode 16: an `.xcconfig` inside a synchronized folder is named by the folder and a path in it.
            let at = place(anchor.keyStart)
            if let id = anchor.value.string, let folder = graph.paths[id] {
                layers.append(.configFile(path: ProjectPath.join(folder, relative), level: file, place: at))
            } else {
                layers.append(
                    .unknownConfigFile(
                        reason: "the folder holding this configuration's .xcconfig is no folder of the project",
                        level: file, place: at))
            }
        }
        var assignments: [SettingAssignment] = []
        for entry in configuration["buildSettings"]?.dictionary?.entries ?? [] {
            guard let (name, conditions) = SettingAssignment.splitKey(entry.key) else { continue }
            assignments.append(
                SettingAssignment(
                    name: name, conditions: conditions, value: Self.settingText(entry.value),
                    place: place(entry.keyStart),
                    level: own))
        }
        layers.append(.assignments(assignments))
        return layers
    }

    /// A setting's value as the build reads it: a string, or a list joined with spaces (an
    /// item with a space in it quoted).
    static func settingText(_ node: PropertyListNode) -> String {
        if let text = node.string { return text }
        return (node.array ?? []).compactMap(\.string).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(
            separator: " ")
    }

    /// The target's copy-files phases with the products they copy.
    func embeds(of target: PropertyListDictionary) -> [EmbedPhase] {
        var productTargets: [String: String] = [:]
        for id in graph.project["targets"]?.strings ?? [] {
            guard let other = objects[id]?.dictionary, let product = other["productReference"]?.string else { continue }
            productTargets[product] = other["name"]?.string ?? id
        }
        return (target["buildPhases"]?.strings ?? []).compactMap { phaseID -> EmbedPhase? in
            guard let node = objects[phaseID], let phase = node.dictionary,
                phase["isa"]?.string == "PBXCopyFilesBuildPhase"
            else { return nil }
            let spec = phase.entry("dstSubfolderSpec")
            let products = (phase["files"]?.array ?? []).compactMap { file -> EmbeddedProduct? in
                guard let buildFileID = file.string, let fileRef = objects[buildFileID]?.dictionary?["fileRef"]?.string,
                    let reference = objects[fileRef]?.dictionary
                else { return nil }
                return EmbeddedProduct(
                    target: productTargets[fileRef], fileName: reference["path"]?.string ?? fileRef,
                    place: place(file.start))
            }
            return EmbedPhase(
                name: phase["name"]?.string ?? "Copy Files",
                destination: EmbedPhase.Destination(subfolderSpec: Int(spec?.value.string ?? "") ?? -1),
                subpath: phase["dstPath"]?.string ?? "", products: products, place: place(node.start),
                destinationPlace: place(spec?.keyStart ?? node.start))
        }
    }
}
