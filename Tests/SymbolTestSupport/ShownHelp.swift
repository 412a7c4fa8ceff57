import SymbolCheck
import SymbolCheckCLI
import SymbolEdit

extension Repair.FixCommandWords {
    /// The command line's words for `fix` on `path`, from the commands module that prints them.
    package static func commandLine(path: String) -> Repair.FixCommandWords {
        CommandAdvice.fixWords(path: path)
    }
}

extension Diagnostic {
    /// The help as `symbolcheck check` shows it: the finding's own words and its suggestion,
    /// worded by the commands module (`CommandAdvice.check`), so the rule suites read what users
    /// read.
    package var shownHelp: String? {
        CommandAdvice.check.help(help, suggestion)
    }
}

extension RewriteRefusal {
    /// The help as `symbolcheck fix` and `resize` show it: the refusal's own words and its
    /// suggestion, worded by the commands module.
    package var shownHelp: String? {
        CommandAdvice.check.help(help, suggestion)
    }
}
