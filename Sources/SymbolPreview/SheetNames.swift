import AppRules
import SymbolCheck

/// The names of the files drawn for symbols (`check --preview`, `report`, `golden`): a symbol's
/// own name (`SymbolName`), unless two symbols share it. Symbols of one name that are the same
/// bytes (the copy of a symbol set an app keeps in both its own catalog and its widget
/// extension's) are one drawing under that name; when the copies differ, each is named after the
/// folder that tells it apart (`custom.alert+App`, `custom.alert+Widget`), so no sheet replaces
/// another and none is left undrawn.
package enum SheetNames {
    package struct Symbol: Sendable {
        /// `SymbolName`'s name: `custom.alert`, `Icons.star`.
        package let name: String
        /// The SVG drawn.
        package let svgPath: String
        /// The SVG's bytes; nil when they cannot be read (then it is never taken for a copy).
        package let bytes: [UInt8]?

        package init(name: String, svgPath: String, bytes: [UInt8]?) {
            self.name = name
            self.svgPath = svgPath
            self.bytes = bytes
        }
    }

    /// What each symbol is drawn as.
    package struct Plan: Sendable, Equatable {
        /// The file name (without extension) each SVG path is drawn to.
        package var names: [String: String] = [:]
        /// The SVG paths that are the same bytes as another drawn under the same name, by the
        /// path that is drawn: they need no drawing of their own.
        package var copies: [String: [String]] = [:]
    }

    package static func plan(_ symbols: [Symbol]) -> Plan {
        var plan = Plan()
        var byName: [String: [Symbol]] = [:]
        var order: [String] = []
        for symbol in symbols {
            if byName[symbol.name] == nil { order.append(symbol.name) }
            byName[symbol.name, default: []].append(symbol)
        }
        for name in order {
            let group = byName[name]!
            if group.count == 1 || group.allSatisfy({ $0.bytes != nil && $0.bytes == group[0].bytes }) {
                for symbol in group { plan.names[symbol.svgPath] = name }
                if group.count > 1 { plan.copies[group[0].svgPath] = group.dropFirst().map(\.svgPath) }
                continue
            }
            let qualifiers = distinguishing(group.map(\.svgPath))
            for (symbol, qualifier) in zip(group, qualifiers) { plan.names[symbol.svgPath] = name + "+" + qualifier }
        }
        return plan
    }

    /// For SVGs of one name in different places, a word for each that tells them apart: the
    /// nearest folder above the symbol in which their paths differ, without `.xcassets` (`App`
    /// and `Widget` for `App/Assets.xcassets/x.symbolset/x.svg` and `Widget/Assets.xcassets/…`,
    /// `More` and `Plain` for two groups of one catalog); more folders, joined with `-`, when one
    /// is not enough; a number when nothing is.
    static func distinguishing(_ paths: [String]) -> [String] {
        let folders = paths.map(folders(above:))
        var common = 0
        while folders.allSatisfy({ $0.count > common }),
            Set(folders.map { $0[$0.count - 1 - common] }).count == 1
        {
            common += 1
        }
        let deepest = folders.map { $0.count - common }.max() ?? 0
        for level in stride(from: 1, through: deepest, by: 1) {
            let words = folders.map { $0.dropLast(common).suffix(level).joined(separator: "-") }
            if Set(words).count == words.count, !words.contains("") { return words }
        }
        return paths.indices.map { "\($0 + 1)" }
    }

    /// The folders above a symbol: above its `.symbolset` folder, or above the file; a
    /// catalog's name without `.xcassets`.
    static func folders(above path: String) -> [String] {
        var components = path.split(separator: "/").map(String.init).filter { $0 != "." }.dropLast()
        if let last = components.last, PathText.hasExtension(last, "symbolset") { components = components.dropLast() }
        return components.map { PathText.hasExtension($0, "xcassets") ? String($0.dropLast(".xcassets".count)) : $0 }
    }
}
