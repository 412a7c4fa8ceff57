import SVGModel

/// Runs the pipeline on one file: XML → resolved tree → template → measurements → rules.
/// Returns findings; never prints, never throws.
public enum Checker {
    public static func check(_ source: SourceFile, configuration: CheckConfiguration) -> CheckResult {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: configuration.timeLimit)
        func timedOut(_ stage: String) -> CheckResult {
            let d = InputRefusedRule().finding(
                "checking took longer than \(configuration.timeLimit) (stopped \(stage))", at: nil,
                help: "raise the limit with --time-limit if this file is genuine")
            return CheckResult(path: source.path, source: source, diagnostics: [d], isRefused: true)
        }
        let document: XMLDocument
        do {
            document = try XMLReader.read(source, limits: configuration.limits)
        } catch {
            let refused = error.kind != .malformed
            var d =
                refused
                ? InputRefusedRule().finding(error.message, at: error.offset, help: error.help)
                : XMLMalformedRule().diagnostic(for: error)
            d.severity = .error
            return CheckResult(path: source.path, source: source, diagnostics: [d], isRefused: refused)
        }
        if let d = NotSVGRule().diagnostic(for: document) {
            return CheckResult(path: source.path, source: source, diagnostics: apply(configuration, to: [d]))
        }
        let tree = SVGTreeBuilder.build(
            document, limits: configuration.limits,
            ignoredClassPrefixes: TemplateReader.previewClassPrefixes)
        if let limit = tree.issues.first(where: { $0.kind == .limitExceeded }) {
            let d = InputRefusedRule().finding(
                limit.message, at: limit.offset,
                help: "raise the limit with --max-path-commands if this file is genuine")
            return CheckResult(path: source.path, source: source, diagnostics: [d], isRefused: true)
        }
        if clock.now > deadline { return timedOut("after reading the SVG") }
        let template = TemplateReader.read(tree)
        let context = CheckContext(template: template, configuration: configuration)
        var diagnostics: [Diagnostic] = []
        for rule in RuleRegistry.templateRules where configuration.severity(of: rule.description) != nil {
            if clock.now > deadline { return timedOut("before \(rule.id)") }
            diagnostics += rule.check(context)
        }
        return CheckResult(
            path: source.path, source: source, diagnostics: apply(configuration, to: diagnostics),
            measurements: context.measurements, template: template)
    }

    /// A result for a file that could not be read at all (missing, a directory, no permission).
    public static func unreadable(path: String, reason: String) -> CheckResult {
        let d = InputRefusedRule().finding("cannot read the file: \(reason)", at: nil)
        return CheckResult(path: path, source: nil, diagnostics: [d], isRefused: true)
    }

    /// Applies the configured severity: an explicit override wins; otherwise a finding the
    /// rule lowered to a warning (`SeverityAdjustment.warningUnlessOverridden`) stays a
    /// warning, and every other finding takes the profile's severity. A rule the
    /// configuration turns off drops its findings.
    static func apply(_ configuration: CheckConfiguration, to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { d in
            guard let rule = RuleRegistry.rule(id: d.ruleID) else { return d }
            guard let configured = configuration.severity(of: rule.description) else { return nil }
            var out = d
            switch d.severityAdjustment {
            case .configured:
                out.severity = configured
            case .warningUnlessOverridden:
                out.severity = configuration.severityOverrides[d.ruleID] != nil ? configured : .warning
            }
            return out
        }
    }
}
