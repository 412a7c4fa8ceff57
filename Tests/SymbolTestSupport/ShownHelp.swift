import SymbolCheck

extension Repair.FixCommandWords {
    /// The command line's words for `fix` on `path`, as `CommandAdvice` gives them
    /// (`CommandLineWordsTests` holds the two alike).
    package static func commandLine(path: String) -> Repair.FixCommandWords {
        Repair.FixCommandWords(
            command: "symbolcheck fix \(path) --in-place", wireframeFill: "--wireframe fill",
            wireframeOutline: "--wireframe outline")
    }
}

extension Diagnostic {
    /// The help as `symbolcheck` shows it: the finding's own words, then its suggestion to run
    /// `fix` in the command line's words (`Repair.FixCommandWords.commandLine`).
    package var shownHelp: String? {
        guard let suggestion, case .fix(let path, let repair, let wording, _) = suggestion else { return help }
        let words = Repair.FixCommandWords.commandLine(path: path)
        return suggestion.following(help, words: repair.fixHelp(words, wording: wording) ?? repair.leftAsIsHelp(words))
    }
}
