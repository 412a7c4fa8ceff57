import SymbolCheck

/// Which SVG a `.symbolset` folder holds, the way Xcode decides: the file named in its
/// `Contents.json` (`"symbols": [{"filename": "camera.svg", "idiom": "universal"}]`), or,
/// without one, the only `.svg` in the folder.
enum SymbolSetContents {
    /// The SVG's file name, or a reason why there is none.
    static func svgFileName(contentsJSON: [UInt8]?, folderEntries: [String]) -> Result<String, GoldenInputProblem> {
        if let json = contentsJSON {
            guard let root = try? JSONValue.parse(json) else {
                return .failure(GoldenInputProblem("its Contents.json is not valid JSON"))
            }
            if let name = namedSVG(in: root.value) {
                guard !name.contains("/"), name != "..", name != "." else {
                    return .failure(GoldenInputProblem("its Contents.json names \"\(name)\", which is not a file in the folder"))
                }
                return .success(name)
            }
        }
        let svgs = folderEntries.filter { $0.lowercased().hasSuffix(".svg") }
        guard svgs.count == 1, let only = svgs.first else {
            let found = svgs.isEmpty ? "none" : svgs.joined(separator: ", ")
            return .failure(GoldenInputProblem("its Contents.json names no .svg and the folder does not hold exactly one (found: \(found))"))
        }
        return .success(only)
    }

    private static func namedSVG(in root: JSONValue) -> String? {
        guard case .object(let members) = root,
              let symbols = members.first(where: { $0.key == "symbols" })?.value.value,
              case .array(let items) = symbols else { return nil }
        for item in items {
            guard case .object(let fields) = item.value,
                  case .string(let name)? = fields.first(where: { $0.key == "filename" })?.value.value,
                  name.lowercased().hasSuffix(".svg") else { continue }
            return name
        }
        return nil
    }
}
