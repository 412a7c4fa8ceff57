/// `Symbols/reference.svg`, embedded so an installed binary works from any directory.
/// A test keeps this copy byte-identical to the file in `Symbols/`.
enum BundledReference {
    static let svg = #"""
PLACEHOLDER
"""#
}
