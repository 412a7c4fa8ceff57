import SymbolCheck

extension Diagnostic {
    /// The repair of the finding's suggestion to run `fix` (`SuggestedAction.fix`), as data: nil
    /// when it suggests no `fix`. The commands module words it (`RepairAdvice`, pinned by
    /// `RepairAdviceTests`); the rule suites read what it says `fix` does from the value.
    package var suggestedRepair: Repair? {
        guard case .fix(_, let repair, _) = suggestion else { return nil }
        return repair
    }

    /// What `fix` does to each shape for this finding, in step order; empty when it does nothing.
    package var repairActions: [Repair.Action] { repair?.steps.map(\.action) ?? [] }
}
