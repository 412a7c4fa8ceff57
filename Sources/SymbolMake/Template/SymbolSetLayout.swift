/// How Xcode keeps a custom symbol in an asset catalog, as `make` writes it: the template
/// `NAME.svg` inside a `NAME.symbolset` folder beside the set's Contents.json, which names it;
/// a catalog (`.xcassets`) has a Contents.json of its own. Xcode's own minimal descriptions,
/// byte for byte, so `make` can tell a Contents.json it wrote from one a person edited.
package enum SymbolSetLayout {
    /// The set folder of the symbol `name` in the catalog or folder `catalog`.
    package static func symbolSet(named name: String, in catalog: String) -> String {
        "\(catalog)/\(name).symbolset"
    }

    /// The template of the symbol `name` in its set folder `set`.
    package static func template(named name: String, inSet set: String) -> String { "\(set)/\(name).svg" }

    /// The Contents.json of a set or catalog folder.
    package static func contentsFile(of folder: String) -> String { "\(folder)/Contents.json" }

    /// The folder a Contents.json path describes.
    package static func folder(ofContentsFile path: String) -> String {
        String(path.dropLast("/Contents.json".count))
    }

    /// A symbol set's Contents.json naming its one template, `templateFile`.
    package static func setContents(templateFile: String) -> String {
        """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "symbols" : [
            {
              "filename" : "\(templateFile)",
              "idiom" : "universal"
            }
          ]
        }

        """
    }

    /// An asset catalog's own Contents.json.
    package static let catalogContents = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
}
