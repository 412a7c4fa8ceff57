/// What a rule's findings mean where it matters — in Xcode, or on the device that draws the
/// symbol — and where that is known from. It is the one fact a rule's default severities follow
/// (`SeverityPolicy`): an error is something Xcode rejects or the device draws wrong; a judgment
/// is a warning; information is a note. `explain` shows it before the rationale.
public struct Consequence: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// actool refuses the file: the build fails.
        case xcodeRejects = "xcode-rejects"
        /// A Control shows a question mark where its glyph should be.
        case questionMark = "question-mark"
        /// The symbol builds and draws nothing (everywhere, or at the size a host asks for).
        case drawsNothing = "draws-nothing"
        /// The device draws another silhouette than the one designed: parts dropped, holes
        /// filled, hidden ink shown, ink cut off.
        case drawsAnotherShape = "draws-another-shape"
        /// The silhouette is as designed, but its tone is not: a translucent shape drawn solid.
        case drawsAnotherTone = "draws-another-tone"
        /// A Control or a Lock Screen camera never appears, or does nothing when used (the
        /// system never finds an extension, an intent never resolves), or iOS refuses to install
        /// the app: what an app's wiring gets wrong (docs/controls.md, "The wiring").
        case neverActs = "never-acts"
        /// The device draws what was designed; the finding weighs it against Apple's practice
        /// (size beside system symbols, centring, margins, a file other tools misread).
        case judgment
        /// Neither wrong nor risky as far as symbolcheck knows: what it could not check.
        case information
        /// symbolcheck could not read the input (or a value in it), so it cannot vouch for what
        /// Xcode or the device does with it.
        case unread
    }

    public let kind: Kind
    /// What happens, in one or two sentences, in the product's voice: "actool stops the build
    /// with …", "Control Center draws the glyph without the stroke".
    public let happens: String
    /// Where that is known from: a section of docs/runtime.md or docs/template-format.md, a
    /// public source; or, plainly, that no first-hand report exists and what the finding rests on.
    public let evidence: String

    package init(_ kind: Kind, _ happens: String, evidence: String) {
        self.kind = kind
        self.happens = happens
        self.evidence = evidence
    }
}

/// The severity policy, in one place: a rule's default severity in each profile follows from its
/// `Consequence.Kind`, never from the rule's own choice.
///
/// - The default profile (`control-center`) fails on what breaks: Xcode's rejection, a question
///   mark, nothing drawn, another silhouette drawn, or a file symbolcheck could not read. A
///   changed tone and a judgment are warnings; information is a note. `--strict` and the
///   config's per-rule severities still raise a warning.
/// - `--profile xcode` gives actool's verdict: errors for what actool rejects (and for input
///   symbolcheck could not read), a note for a symbol that builds but draws nothing (worth
///   knowing even there), and nothing else. Rules about an app's Swift source (`controls`) are
///   not about the template, so both profiles judge them alike.
public enum SeverityPolicy {
    /// `kind`'s severity in `profile`, for a rule about `scope`; nil: the profile leaves it out.
    public static func severity(_ kind: Consequence.Kind, in profile: Profile, scope: Scope) -> Severity? {
        let inDefaultProfile: Severity
        switch kind {
        case .xcodeRejects, .questionMark, .drawsNothing, .drawsAnotherShape, .neverActs, .unread:
            inDefaultProfile = .error
        case .drawsAnotherTone, .judgment: inDefaultProfile = .warning
        case .information: inDefaultProfile = .note
        }
        switch (profile, scope) {
        case (.controlCenter, _), (.xcode, .appSource): return inDefaultProfile
        case (.xcode, .template):
            switch kind {
            case .xcodeRejects, .unread: return .error
            case .drawsNothing: return .note
            case .questionMark, .drawsAnotherShape, .drawsAnotherTone, .neverActs, .judgment, .information: return nil
            }
        }
    }

    /// What a rule judges: a symbol template (and its symbol set), or an app's Swift source.
    public enum Scope: Sendable {
        case template
        case appSource
    }

    /// The severities of a rule whose findings have `consequence`, in every profile that reports it.
    package static func severities(_ consequence: Consequence, scope: Scope) -> [Profile: Severity] {
        var out: [Profile: Severity] = [:]
        for profile in Profile.allCases {
            out[profile] = severity(consequence.kind, in: profile, scope: scope)
        }
        return out
    }
}
