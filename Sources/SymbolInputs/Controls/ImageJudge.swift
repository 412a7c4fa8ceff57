import SVGModel
import Support
import SwiftSource
import SymbolCheck

/// Judges one name a Control's image call can take, in one target's scope: the findings about
/// it, and the symbol set it shows, if any (docs/controls.md, the table of findings).
struct ImageJudge {
    let scope: TargetScope
    /// `in the target CameraApp: ` when the file is built by several targets, so each finding
    /// says which; empty otherwise.
    let prefix: String

    struct Verdict {
        var diagnostics: [Diagnostic] = []
        var symbolSet: (asset: CatalogAsset, catalog: AssetCatalog)?
    }

    func judge(_ resolved: ResolvedName, call: ImageReference.Source, notes: [Diagnostic.Note]) -> Verdict {
        let range = SourceRange(start: resolved.span.start, end: resolved.span.end)
        switch resolved.value {
        case .unresolved(let reason, let pattern):
            return unresolved(call: call, reason: reason, pattern: pattern, range: range, notes: notes)
        case .resource(let path):
            guard !call.isSystem else {
                return unresolved(
                    call: call, reason: "a generated asset symbol", pattern: nil, range: range, notes: notes)
            }
            let symbol = "." + path.joined(separator: ".")
            guard let (asset, _) = scope.assets(generatedPath: path).first else {
                let reason =
                    "`\(symbol)`, a symbol Xcode generates for none of \(scope.described.map { "the catalogs of \($0)" } ?? "the app's catalogs") found under the paths"
                return unresolved(
                    call: call, reason: reason, pattern: nil, range: range, notes: notes, knownOnlyAtRunTime: false)
            }
            var noted = notes
            noted.append(Diagnostic.Note("`\(symbol)` is the symbol Xcode generates for the asset \"\(asset.name)\""))
            return judge(name: asset.name, call: call, range: range, notes: noted)
        case .assetName(let name):
            return call.isSystem
                ? judgeSystem(name: name, call: call, range: range, notes: notes)
                : judge(name: name, call: call, range: range, notes: notes)
        }
    }

    /// A name only known at run time: a note, or a warning when it could be an image set.
    /// `knownOnlyAtRunTime`: false for a name the source states but the catalogs found do not
    /// give (a generated symbol of a catalog not under the paths).
    func unresolved(
        call: ImageReference.Source, reason: String, pattern: [String]?, range: SourceRange, notes: [Diagnostic.Note],
        knownOnlyAtRunTime: Bool = true
    ) -> Verdict {
        // A generated symbol is of one asset: none of these image sets, or it would have matched.
        let candidates =
            call.isSystem || !knownOnlyAtRunTime
            ? [] : scope.imageSets.filter { pattern.map(Self.fits($0.name)) ?? true }
        guard candidates.isEmpty else {
            let names = candidates.prefix(5).map { "\"\($0.name)\"" }.joined(separator: ", ")
            let more = candidates.count > 5 ? " and \(candidates.count - 5) more" : ""
            let d = ControlImageMaybeImageSetRule().finding(
                prefix
                    + "the image name given to `\(call.rawValue)` is \(reason), known only at run time, and \(scope.described.map { "the catalogs of \($0)" } ?? "the app's catalogs") hold image sets it could name (\(names)\(more)): for those the Control shows a question mark",
                at: range,
                help:
                    "write the names it takes as literals, constants or enum raw values, or make those image sets symbol sets",
                notes: notes + candidates.prefix(5).map { Diagnostic.Note("the image set is \($0.path)") })
            return Verdict(diagnostics: [d])
        }
        let d = ControlImageUnresolvedRule().finding(
            prefix
                + "the image name given to `\(call.rawValue)` is \(reason)\(knownOnlyAtRunTime ? ", built at run time" : ""), so symbolcheck cannot look it up",
            at: range,
            help: "check each name it can take: write it as a string literal",
            notes: notes,
            suggestion: .checkTheSymbolSets)
        return Verdict(diagnostics: [d])
    }

    /// A view the label uses whose images are not checked: a note at the use, saying why.
    func viewNotFollowed(_ name: String, why: String, range: SourceRange) -> Diagnostic {
        ControlImageUnresolvedRule().finding(
            prefix + "the label shows `\(name)`, whose images symbolcheck does not check: \(why)", at: range,
            help: "check the images `\(name)` shows by hand, or give `controls` the folder that declares it",
            suggestion: .checkTheSymbolSets)
    }

    /// Whether an asset name fits the literal text around an interpolation's holes: starts with
    /// the first part, ends with the last, holds the others in order between.
    static func fits(_ name: String) -> ([String]) -> Bool {
        { parts in
            guard let first = parts.first, let last = parts.last, name.hasPrefix(first) else { return false }
            var rest = name.dropFirst(first.count)
            guard parts.count > 1 else { return rest.isEmpty }
            for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
                guard let found = rest.firstRange(of: middle) else { return false }
                rest = rest[found.upperBound...]
            }
            return rest.hasSuffix(last)
        }
    }

    /// An asset name given to `Image(_:)` or `Label(_:image:)`.
    func judge(name: String, call: ImageReference.Source, range: SourceRange, notes: [Diagnostic.Note]) -> Verdict {
        guard let (asset, catalog) = scope.assets(named: name).first else {
            return missing(name: name, range: range, notes: notes)
        }
        switch asset.kind {
        case .imageSet:
            let holds = asset.files.isEmpty ? "no image file" : asset.files.joined(separator: ", ")
            let d = ControlImageSetRule().finding(
                prefix
                    + "\"\(name)\" is an image set (\(holds)), not a symbol set: \(ControlImageSetRule.questionMark)",
                at: range,
                help: "replace \(asset.path) with a symbol set of the same name",
                notes: notes + [Diagnostic.Note("the image set is \(asset.path)")],
                suggestion: .makeSymbolSet(
                    svg: PathText.lastComponent(name) + ".svg",
                    symbolSet: PathText.join(PathText.parent(asset.path), PathText.lastComponent(name) + ".symbolset")))
            return Verdict(diagnostics: [d])
        case .symbolSet:
            var verdict = Verdict(symbolSet: (asset, catalog))
            if let gallery = scope.watchGalleryCatalogs,
                !gallery.contains(where: { $0.catalogs.contains { $0.assets.contains { $0.name == name } } })
            {
                let apps = gallery.map(\.app).joined(separator: ", ")
                verdict.diagnostics.append(
                    ControlSymbolExtensionOnlyRule().finding(
                        "the symbol set \"\(name)\" is in no catalog of the app \(apps), where Apple Watch's control gallery looks it up (it is in \(catalog.path), a catalog of \(scope.target?.name ?? "the extension")): Apple Watch shows no icon",
                        at: range,
                        help:
                            "add the symbol set to a catalog the app builds too, or keep it in a catalog both targets build",
                        notes: notes))
            }
            return verdict
        }
    }

    /// A name no catalog in scope holds.
    func missing(name: String, range: SourceRange, notes: [Diagnostic.Note]) -> Verdict {
        // With no project and no catalog under the paths, the app's catalogs were likely just not
        // given (`controls Widgets/Controls.swift`): whether the name is missing is not known, so
        // a warning that says to pass the app's folder, not an error.
        if scope.catalogs.isEmpty && scope.target == nil {
            let d = ControlImageMissingRule().finding(
                prefix
                    + "no asset catalog was found under the paths given, so \"\(name)\" could not be looked up; if the app has no catalog, the Control has no glyph",
                at: range, help: "pass the app's folder, with its catalogs and its Swift, to `controls`",
                notes: notes)
            return Verdict(diagnostics: [d.loweredToWarning()])
        }
        let suggestion = Spelling.closest(to: name, among: scope.allNames).map { " (did you mean \"\($0)\"?)" } ?? ""
        let searched =
            scope.catalogs.isEmpty
            ? "the target \(scope.target?.name ?? "") builds no asset catalog found under the paths"
            : "searched: " + scope.catalogs.map(\.path).joined(separator: ", ")
        let stem = PathText.lastComponent(name)
        let destination = scope.firstOwnCatalog.map { PathText.join($0.path, stem) } ?? stem
        let elsewhere = scope.otherTargets(holding: name)
        let message: String
        if let target = scope.target, !elsewhere.isEmpty {
            let holders = elsewhere.joined(separator: ", ")
            message =
                target.isPhoneOrDesktopApp
                ? "the app target \(target.name) builds this file, and none of its catalogs holds \"\(name)\" (only the catalogs of \(holders) do): in the app, as in an in-app control gallery, the image loads from the app's bundle and draws nothing"
                : "no catalog of the target \(target.name) holds \"\(name)\" (only the catalogs of \(holders) do): the target loads images from its own bundle, so the Control has no glyph"
        } else if let target = scope.target {
            message =
                "no catalog of the target \(target.name) holds \"\(name)\", so the Control has no glyph\(suggestion)"
        } else {
            message = "no asset catalog holds \"\(name)\", so the Control has no glyph\(suggestion)"
        }
        // A message that names the target needs no prefix saying which.
        let d = ControlImageMissingRule().finding(
            (scope.target == nil ? prefix : "") + message, at: range,
            help:
                "correct the name, or add a symbol set named \"\(name)\" to \(scope.target.map { "a catalog of \($0.name)" } ?? "the widget extension's catalog")",
            notes: notes + [Diagnostic.Note(searched)],
            suggestion: .makeMissingSymbolSet(svg: stem + ".svg", symbolSet: destination + ".symbolset"))
        return Verdict(diagnostics: [d])
    }

    /// A name given to `Image(systemName:)` or `Label(_:systemImage:)`: Apple's symbols only.
    func judgeSystem(name: String, call: ImageReference.Source, range: SourceRange, notes: [Diagnostic.Note])
        -> Verdict
    {
        let asAsset = { (assetName: String) in
            call == .systemName ? "`Image(\"\(assetName)\")`" : "`Label(\"…\", image: \"\(assetName)\")`"
        }
        if let (asset, _) = scope.assets(named: name).first {
            let d = ControlCustomSystemImageRule().finding(
                prefix
                    + "`\(call.rawValue)` looks \"\(name)\" up among Apple's SF Symbols only, but it is the app's \(asset.kind.noun) \(asset.path): the Control never draws the app's; it draws Apple's symbol of that name if there is one, and nothing if not",
                at: range, help: "load the app's asset with \(asAsset(name))", notes: notes)
            return Verdict(diagnostics: [d])
        }
        let isCustom = name.hasPrefix(Self.customPrefix)
        if let near = nearMatch(name) {
            let reason =
                isCustom
                ? "and Apple's names never start with `\(Self.customPrefix)`: the Control draws nothing"
                : "and \"\(name)\" is \(near.how) \"\(near.asset.name)\": if that is the symbol meant, the Control draws nothing"
            var d = ControlCustomSystemImageRule().finding(
                prefix + "`\(call.rawValue)` looks \"\(name)\" up among Apple's SF Symbols only, \(reason)",
                at: range, help: "load the app's asset with \(asAsset(near.asset.name))",
                notes: notes + [Diagnostic.Note("the \(near.asset.kind.noun) is \(near.asset.path)")])
            // A name that differs from a symbol set's only in its separators is likely Apple's
            // own, the symbol set named after an icon of that name (`sun.fill` beside the
            // `sun-fill` that `make sun-fill.svg` writes), which symbolcheck has no list to tell:
            // uncertain, so a warning. A typo in a letter (`payday.coin` beside `payday.coins`),
            // a prefixed name or a `custom.` one stays an error.
            if !isCustom && !near.byPrefix && Self.sameWords(name, near.asset.name) {
                d = d.loweredToWarning()
                d.notes.append(
                    Diagnostic.Note(
                        "a warning: \"\(name)\" may be one of Apple's symbols, which symbolcheck does not list"))
            }
            return Verdict(diagnostics: [d])
        }
        if isCustom {
            let d = ControlCustomSystemImageRule().finding(
                prefix
                    + "`\(call.rawValue)` looks \"\(name)\" up among Apple's SF Symbols only, and Apple's names never start with `\(Self.customPrefix)` (the prefix the SF Symbols app gives custom symbols): the Control draws nothing",
                at: range,
                help:
                    "add the symbol set \"\(name)\" to \(scope.target.map { "a catalog of \($0.name)" } ?? "the widget extension's catalog") and load it with \(asAsset(name))",
                notes: notes)
            return Verdict(diagnostics: [d])
        }
        let d = ControlSystemSymbolRule().finding(
            prefix
                + "\"\(name)\" is in none of the app's catalogs, so it is taken as one of Apple's SF Symbols, whose existence symbolcheck does not check",
            at: range,
            help: "look the name up in Apple's SF Symbols app for the OS versions the Control supports", notes: notes)
        return Verdict(diagnostics: [d])
    }

    static let customPrefix = "custom."

    /// An asset of the scope that a `systemImage:` name is close to: the name without its first
    /// dot-separated word (`custom.icon-symbol` → `icon-symbol`), or within two edits of a symbol
    /// set's name (names of six characters or more).
    /// Whether two names are the same words with other separators (`sun.fill`, `sun-fill`).
    static func sameWords(_ a: String, _ b: String) -> Bool {
        let words = { (name: String) in name.split(whereSeparator: { ".-_ ".contains($0) }) }
        return words(a) == words(b)
    }

    func nearMatch(_ name: String) -> (asset: CatalogAsset, how: String, byPrefix: Bool)? {
        if let dot = name.firstIndex(of: ".") {
            let rest = String(name[name.index(after: dot)...])
            if let (asset, _) = scope.assets(named: rest).first {
                return (asset, "the app's \(asset.kind.noun) with a prefix added to its name,", true)
            }
        }
        guard name.count >= 6 else { return nil }
        let symbolSets = scope.catalogs.flatMap { $0.assets.filter { $0.kind == .symbolSet } }
        var best: (CatalogAsset, Int)?
        for asset in symbolSets where asset.name.count >= 6 {
            let distance = EditDistance.between(name, asset.name)
            if distance <= 2, distance < (best?.1 ?? Int.max) { best = (asset, distance) }
        }
        return best.map { ($0.0, "\($0.1 == 1 ? "one edit" : "two edits") from the app's symbol set", false) }
    }
}

extension CatalogAsset.Kind {
    var noun: String { self == .symbolSet ? "symbol set" : "image set" }
}
