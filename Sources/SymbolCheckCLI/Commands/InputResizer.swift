import AppRules
import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolInputs
import SymbolResize

/// `resize` over one input as `check` finds it: a file, standard input, or the SVG files of a
/// symbol set (chosen exactly as `check` chooses them). Never throws; every failure is a result.
package enum InputResizer {
    /// One SVG file of an input, resized or not.
    package struct FileResult: Sendable {
        /// The file as reports show it (`-` for standard input).
        package let path: String
        /// The bytes read, for locating an error (nil when the file could not be read).
        package let source: SourceFile?
        package let outcome: Result<ResizeOutcome, RewriteRefusal>
        /// The refusal is of an input that could not be read or used at all (`input-refused`),
        /// not of a rewrite.
        package var isUnread = false

        /// Read and planned, and every row was already within tolerance: nothing to rewrite.
        package var isLeftAsIs: Bool {
            if case .success(let outcome) = outcome { return outcome.edits.isEmpty }
            return false
        }
    }

    /// `stemKeeper`: as `Resizer.resize` takes it.
    package static func resize(
        _ input: CheckInput, configuration: CheckConfiguration, tree: some FileTree, standardInput: [UInt8]? = nil,
        stemKeeper: StemKeeping? = nil
    ) -> [FileResult] {
        func resize(path: String, read: Result<[UInt8], FileReadFailure>, configuration: CheckConfiguration)
            -> FileResult
        {
            Self.resize(path: path, read: read, configuration: configuration, stemKeeper: stemKeeper)
        }
        // The settings that hold where the input is (nested config files included).
        let configuration = input.configuration(in: configuration)
        let limit = configuration.limits.maxInputBytes
        switch input.kind {
        case .svgFile(let path):
            return [resize(path: path, read: tree.read(path, limit: limit), configuration: configuration)]
        case .standardInput:
            let read: Result<[UInt8], FileReadFailure>
            if let bytes = standardInput {
                read = bytes.count > limit ? .failure(.tooLarge(bytes.count)) : .success(bytes)
            } else {
                read = .failure(.failed("standard input cannot be read"))
            }
            return [resize(path: "-", read: read, configuration: configuration)]
        case .symbolset(let location):
            switch location.svgFiles(in: tree, limit: limit) {
            case .success(let files) where files.paths.isEmpty:
                return [
                    FileResult(
                        path: location.path, source: nil,
                        outcome: .failure(RewriteRefusal("the symbol set holds no SVG file to resize")))
                ]
            case .success(let files):
                return files.paths.map {
                    resize(path: $0, read: tree.read($0, limit: limit), configuration: configuration)
                }
            case .failure(let failure):
                return [
                    FileResult(
                        path: location.path, source: nil,
                        outcome: .failure(RewriteRefusal("cannot read the folder: \(failure.reason(limit: limit))")),
                        isUnread: true)
                ]
            }
        case .unusable(let path, let message, let help, let suggestion):
            let refusal = RewriteRefusal(message, help: help, suggestion: suggestion)
            return [FileResult(path: path, source: nil, outcome: .failure(refusal), isUnread: true)]
        }
    }

    static func resize(
        path: String, read: Result<[UInt8], FileReadFailure>, configuration: CheckConfiguration,
        stemKeeper: StemKeeping?
    ) -> FileResult {
        switch read {
        case .failure(let failure):
            return FileResult(
                path: path, source: nil,
                outcome: .failure(
                    RewriteRefusal(
                        "cannot read the file: \(failure.reason(limit: configuration.limits.maxInputBytes))",
                        suggestion: failure.exceededLimit.map(SuggestedAction.raiseLimit))),
                isUnread: true)
        case .success(let bytes):
            let source = SourceFile(path: path, bytes: bytes)
            do {
                return FileResult(
                    path: path, source: source,
                    outcome: .success(
                        try Resizer.resize(source, configuration: configuration, stemKeeper: stemKeeper)))
            } catch {
                return FileResult(path: path, source: source, outcome: .failure(error))
            }
        }
    }
}
