import SymbolCheckCLI
import SymbolFix
import SymbolMake
import SymbolPreview

// The command line names these by their words (SymbolCheckCLI does not link the drawing
// modules); exhaustive switches keep each pair of enums in step at compile time.

extension PreviewView {
    init(_ appearance: PreviewArguments.Appearance) {
        switch appearance {
        case .light: self = .light
        case .dark: self = .dark
        case .tinted: self = .tinted
        }
    }
}

extension WireframeRepair {
    init(_ wireframe: FixArguments.Wireframe) {
        switch wireframe {
        case .fill: self = .fill
        case .outline: self = .outline
        }
    }
}

extension MakeOptions.Weights {
    /// `--weights`, or the default (all for stroke icons, regular otherwise) when absent.
    init(_ weights: MakeArguments.Weights?) {
        switch weights {
        case .regular: self = .regular
        case .all: self = .all
        case nil: self = .all
        }
    }
}

extension MakeOptions.SizeBy {
    /// `--size-by` as given; unset, what SymbolMake does for that many icons
    /// (`forIcons(count:)`).
    init(_ sizeBy: MakeArguments.SizeBy?, iconCount: Int) {
        switch sizeBy {
        case .frame: self = .frame
        case .ink: self = .ink
        case nil: self = .forIcons(count: iconCount)
        }
    }
}
