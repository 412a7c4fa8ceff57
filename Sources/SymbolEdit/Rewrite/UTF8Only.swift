import SVGModel
import SymbolCheck

extension RewriteRefusal {
    /// Rewriting commands (`resize`, `fix`) splice their edits into the input's bytes at offsets
    /// of the text they read. A file in another encoding is read through a UTF-8 copy whose
    /// offsets do not point into its bytes, so it is refused rather than corrupted.
    package static func refuseUnlessUTF8(_ document: XMLDocument, command: String) throws(RewriteRefusal) {
        guard document.isTranscoded else { return }
        throw RewriteRefusal(
            "\(command) rewrites UTF-8 files only, and this file is in another encoding",
            help: "convert it to UTF-8 first, e.g. `iconv -f ENCODING -t UTF-8`, and set encoding=\"UTF-8\"")
    }
}
