/// What the help of a fill-rule or stroke finding says `symbolcheck fix` does for a variable
/// template: one wording for the rules that share it.
enum FixAdvice {
    /// `fix` on a variable template: it repairs the three sources where they stay alike
    /// (`first`, when given, says how), and otherwise writes the derived variants out.
    static func variable(_ path: String, first: String? = nil) -> String {
        let how = first.map { ": \($0);" } ?? ";"
        return
            "`symbolcheck fix \(path) --in-place` does it\(how) where the repaired Ultralight-S, Regular-S and Black-S would no longer interpolate, it writes this variable template's 24 derived variants out statically (to keep it variable, redraw it alike in all three sources)"
    }
}
