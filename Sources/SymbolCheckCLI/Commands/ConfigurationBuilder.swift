import ArgumentParsing
import SVGModel
import SymbolCheck

/// Builds a `CheckConfiguration` from the config file (if any) and then the flags, which win.
package enum ConfigurationBuilder {
    package static func build(_ values: ParsedValues, environment: ToolEnvironment) throws(UsageError)
        -> CheckConfiguration
    {
        var config = CheckConfiguration()
        let configPath = values.string("--config") ?? findConfigFile(from: environment.currentDirectory)
        if let configPath {
            try ConfigFile.apply(path: configPath, to: &config, values: values)
        }
        if values.isGiven("--profile"), let p = values.string("--profile"), let profile = Profile(rawValue: p) {
            config.profile = profile
        }
        for (option, severity) in [("--disable", Severity?.none), ("--warn", .warning), ("--error", .error)] {
            for id in values.strings(option) {
                guard RuleRegistry.rule(id: id) != nil else {
                    throw values.usageError(
                        "Unknown rule id '\(id)' for '\(option)'. \(suggestion(for: id))See 'symbolcheck rules'.")
                }
                config.severityOverrides[id] = .some(severity)
            }
        }
        if values.flag("--strict") { config.strict = true }
        if values.isGiven("--max-template-version"), let v = values.string("--max-template-version") {
            guard let version = TemplateVersion(parsing: v) else {
                throw values.usageError(
                    "The value '\(v)' is invalid for '--max-template-version <version>'; write it like 6.0.")
            }
            config.maxTemplateVersion = version
        }
        if values.isGiven("--target") {
            guard let t = try values.double("--target"), t > 0 else {
                throw values.usageError("'--target' must be a positive ratio such as 1.45.")
            }
            config.sizeTarget.ratio = t
        }
        if values.isGiven("--tolerance") {
            guard let t = try values.double("--tolerance"), t >= 0, t < 1 else {
                throw values.usageError("'--tolerance' must be between 0 and 1, e.g. 0.05.")
            }
            config.sizeTarget.tolerance = t
        }
        if values.isGiven("--max-input-bytes") {
            guard let n = try values.int("--max-input-bytes"), n > 0 else {
                throw values.usageError("'--max-input-bytes' must be a positive number of bytes.")
            }
            config.limits.maxInputBytes = n
        }
        if values.isGiven("--max-depth") {
            guard let n = try values.int("--max-depth"), n > 0 else {
                throw values.usageError("'--max-depth' must be a positive number.")
            }
            config.limits.maxDepth = n
        }
        if values.isGiven("--max-path-commands") {
            guard let n = try values.int("--max-path-commands"), n > 0 else {
                throw values.usageError("'--max-path-commands' must be a positive number.")
            }
            config.limits.maxPathCommands = n
        }
        if values.isGiven("--time-limit") {
            guard let t = try values.double("--time-limit"), t > 0, t < 86400 else {
                throw values.usageError("'--time-limit' must be a positive number of seconds.")
            }
            config.timeLimit = .milliseconds(Int64(t * 1000))
        }
        if let reference = values.string("--reference") {
            config.reference = try loadReference(reference, limits: config.limits, values: values)
        }
        return config
    }

    package static func loadReference(_ path: String, limits: ReaderLimits, values: ParsedValues) throws(UsageError)
        -> ReferenceSymbol
    {
        switch FileSystem.readFile(path, limit: limits.maxInputBytes) {
        case .failure(.failed(let why)): throw values.usageError("Cannot read the reference '\(path)': \(why).")
        case .failure(.tooLarge(let n)):
            throw values.usageError("The reference '\(path)' is \(n) bytes, more than the limit.")
        case .success(let bytes):
            guard let doc = try? XMLReader.read(SourceFile(path: path, bytes: bytes), limits: limits) else {
                throw values.usageError(
                    "The reference '\(path)' is not a readable SVG; check it with 'symbolcheck check \(path)'.")
            }
            let tree = SVGTreeBuilder.build(
                doc, limits: limits, ignoredClassPrefixes: TemplateReader.previewClassPrefixes)
            guard let r = ReferenceSymbol.measure(TemplateReader.read(tree), name: path) else {
                throw values.usageError(
                    "The reference '\(path)' has no measurable Regular-S, -M or -L glyph with its guides.")
            }
            return r
        }
    }

    /// `.symbolcheck.json` in the working directory or the nearest parent that has one.
    static func findConfigFile(from directory: String) -> String? {
        var dir = directory
        while true {
            let candidate = (dir.hasSuffix("/") ? dir : dir + "/") + ".symbolcheck.json"
            if FileSystem.exists(candidate) { return candidate }
            guard let slash = dir.dropLast().lastIndex(of: "/"), !dir.isEmpty, dir != "/" else { return nil }
            dir = slash == dir.startIndex ? "/" : String(dir[..<slash])
        }
    }

    static func suggestion(for id: String) -> String {
        let best = RuleRegistry.ids.min { EditDistance.between($0, id) < EditDistance.between($1, id) }
        guard let best, EditDistance.between(best, id) <= 3 else { return "" }
        return "Did you mean '\(best)'? "
    }
}
