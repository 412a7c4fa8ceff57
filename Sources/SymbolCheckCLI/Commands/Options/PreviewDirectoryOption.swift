import ArgumentParsing

/// `--preview DIR`: `check` and `make` also write a preview sheet per symbol into DIR.
package enum PreviewDirectoryOption {
    static let spec = OptionSpec(
        "--preview", valueName: "dir",
        help:
            "Also write a preview sheet per symbol into this folder (created if missing), named as `golden` names symbols: camera.svg → camera.png, Icons/star.symbolset in a namespaced group → Icons.star.png, `-` → stdin.png; nothing is written when two symbols share a name."
    )
}
