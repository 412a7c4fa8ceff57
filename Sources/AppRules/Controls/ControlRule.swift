import SVGModel
import SwiftSource
import SymbolDiagnostics

/// A rule about an app's Controls (`symbolcheck controls`): one file holds its description and
/// its judgement. The inputs module (SymbolInputs' `ControlChecker`) finds the Controls, resolves
/// the names their images take and reads the app's projects and catalogs; it hands each rule the
/// things a Controls rule judges, with the questions it may ask about them (`ControlScope`,
/// `ControlApp`), and places what the rule returns. A rule answers for the subjects it is about
/// and leaves the others to the defaults, which find nothing:
///
/// - an image name a Control's `Image`/`Label` call takes, in one target's scope
///   (`judge(_: ControlImage, in:)`), placed at the name;
/// - a view a Control's label uses (`LampLabel()`), followed or not (`judge(_: LabelView, in:)`),
///   placed at its use;
/// - a symbol set a Control shows, once checked as `check` checks it (`judge(_: ShownSymbolSet, in:)`);
/// - a Control as a whole, in each target that builds its file (`judge(_: ControlDeclaration, in:)`),
///   placed in its Swift file;
/// - the app as a whole: its projects and targets (`judge(_: some ControlApp)`), placed in any
///   file the app has (a project file, a property list, a Swift file).
///
/// The checker applies the configured severity to every finding, as for a template rule
/// (`Checker.apply`), with the settings that hold for the file it is placed in.
package protocol ControlRule: DiagnosticSource {
    func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic]
    func judge(_ view: LabelView, in scope: some ControlScope) -> [Diagnostic]
    func judge(_ shown: ShownSymbolSet, in scope: some ControlScope) -> [Diagnostic]
    func judge(_ control: ControlDeclaration, in scope: some ControlScope) -> [Diagnostic]
    func judge(_ app: some ControlApp) -> [PlacedDiagnostic]
}

extension ControlRule {
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] { [] }
    package func judge(_ view: LabelView, in scope: some ControlScope) -> [Diagnostic] { [] }
    package func judge(_ shown: ShownSymbolSet, in scope: some ControlScope) -> [Diagnostic] { [] }
    package func judge(_ control: ControlDeclaration, in scope: some ControlScope) -> [Diagnostic] { [] }
    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] { [] }
}

/// A finding about the app as a whole and the file it is placed in (its range counts in that
/// file's bytes, as `ControlApp.source(of:)` gives them).
package struct PlacedDiagnostic: Sendable, Hashable {
    package let path: String
    package let diagnostic: Diagnostic

    package init(path: String, diagnostic: Diagnostic) {
        self.path = path
        self.diagnostic = diagnostic
    }
}
