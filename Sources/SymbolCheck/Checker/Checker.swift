import SVGModel
import Support
import SymbolModel

/// Runs the pipeline on one file: `TemplateFrontEnd` (XML → resolved tree → template) →
/// measurements → rules. Findings count in the text the front end read (the decoded text
/// when a file is not UTF-8).
/// Returns findings; never prints, never throws.
public enum Checker {
    /// Checks the bytes of one template; `path` is what the result and its findings name.
    /// The library's entry point (docs/library.md): the same pipeline as `check(_:configuration:)`.
    public static func check(path: String, bytes: [UInt8], configuration: CheckConfiguration) -> CheckResult {
        check(SourceFile(path: path, bytes: bytes), configuration: configuration)
    }

    package static func check(_ source: SourceFile, configuration: CheckConfiguration) -> CheckResult {
        let deadline = Deadline(after: configuration.timeLimit)
        if let refusal = ForeignFormat.refusal(of: source.bytes) {
            return CheckResult(path: source.path, source: source, diagnostics: [refusal], isRefused: true)
        }
        return check(
            source, read: TemplateFrontEnd.read(source, limits: configuration.limits), configuration: configuration,
            deadline: deadline)
    }

    /// The bytes of `source` as the front end read them (`read`), checked: how a command that
    /// reads back what it wrote checks those bytes as often as it needs, with the rules it needs,
    /// reading them once (SymbolEdit's `ReadBack`). `deadline`: the check's time limit, from its start.
    package static func check(
        _ source: SourceFile, read: Result<SymbolTemplate, TemplateFrontEnd.Failure>,
        configuration: CheckConfiguration, deadline: Deadline? = nil
    ) -> CheckResult {
        let deadline = deadline ?? Deadline(after: configuration.timeLimit)
        let template: SymbolTemplate
        switch read {
        case .success(let read): template = read
        case .failure(let failure):
            let report = failure.source
            switch failure.kind {
            case .malformed:
                var d = XMLMalformedRule().diagnostic(failure.message, at: failure.range, help: failure.help)
                d.severity = .error
                return CheckResult(path: source.path, source: report, diagnostics: [d])
            case .refused:
                let d = InputRefusedRule().finding(
                    failure.message, at: failure.range, help: failure.help,
                    suggestion: failure.exceededLimit.map(SuggestedAction.raiseLimit))
                return CheckResult(path: source.path, source: report, diagnostics: [d], isRefused: true)
            case .notSVG:
                let d = NotSVGRule().finding(failure.message, at: failure.range, help: failure.help)
                return CheckResult(path: source.path, source: report, diagnostics: apply(configuration, to: [d]))
            }
        }
        // From here on every result is built from the template it judges (`judging:`): its
        // findings count in `template.source`, the decoded text, never in the bytes read. A check
        // stopped by its time limit gives no template to draw, only that text.
        func timedOut(_ stage: String) -> CheckResult {
            let d = InputRefusedRule().finding(
                "checking took longer than \(configuration.timeLimit) (stopped \(stage))", at: nil,
                suggestion: .raiseLimit(.timeLimit))
            return CheckResult(path: source.path, source: template.source, diagnostics: [d], isRefused: true)
        }
        if deadline.hasPassed { return timedOut("after reading the SVG") }
        let notATemplate = NotATemplateRule()
        if configuration.severity(of: notATemplate.description) != nil,
            let d = notATemplate.diagnostic(for: template)
        {
            return CheckResult(path: source.path, judging: template, diagnostics: apply(configuration, to: [d]))
        }
        let context = CheckContext(template: template, configuration: configuration, deadline: deadline)
        if context.ranOutOfTime { return timedOut("while analysing the glyphs") }
        var diagnostics: [Diagnostic] = []
        for rule in RuleRegistry.templateRules where configuration.severity(of: rule.description) != nil {
            if deadline.hasPassed { return timedOut("before \(rule.id)") }
            diagnostics += rule.check(context)
        }
        return CheckResult(
            path: source.path, judging: template,
            diagnostics: placed(apply(configuration, to: diagnostics), in: template),
            measurements: context.measurements)
    }

    /// Each finding with the glyph group it points into (`Diagnostic.glyph`): the innermost
    /// glyph whose element holds the finding's first byte.
    static func placed(_ diagnostics: [Diagnostic], in template: SymbolTemplate) -> [Diagnostic] {
        let glyphs = template.glyphs.values.map { (id: $0.variant.id, range: template.tree.element(of: $0.node).range) }
        return diagnostics.map { d in
            guard let start = d.start else { return d }
            var out = d
            out.glyph =
                glyphs.filter { $0.range.start <= start && start < $0.range.end }
                .min { $0.range.end - $0.range.start < $1.range.end - $1.range.start }?.id
            return out
        }
    }

    /// A result for a file that could not be read at all (missing, a directory, no permission).
    /// `exceededLimit`: the limit a file too large went past.
    package static func unreadable(path: String, reason: String, exceededLimit: InputLimit? = nil) -> CheckResult {
        let d = InputRefusedRule().finding(
            "cannot read the file: \(reason)", at: nil, suggestion: exceededLimit.map(SuggestedAction.raiseLimit))
        return CheckResult(path: path, source: nil, diagnostics: [d], isRefused: true)
    }

    /// Applies the configured severity: an explicit override wins; otherwise a finding the
    /// rule lowered to a warning (`SeverityAdjustment.warningUnlessOverridden`) stays a
    /// warning, and every other finding takes the profile's severity. A rule the
    /// configuration turns off drops its findings. `rules`: the rules the findings may come from
    /// (the catalogue's `RuleRegistry.all` for a symbol set's or a Control's); a finding of
    /// another id keeps its severity.
    package static func apply(
        _ configuration: CheckConfiguration, to diagnostics: [Diagnostic],
        judgedBy rules: [any DiagnosticSource] = RuleRegistry.fileRules
    ) -> [Diagnostic] {
        diagnostics.compactMap { d in
            guard let rule = rules.first(where: { $0.description.id == d.ruleID }) else { return d }
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
