import Testing

@testable import SwiftSource

/// Xcode's generated asset symbols, against names Xcode generated: each pair is an asset name
/// and the `static let` Xcode wrote for it in a `GeneratedAssetSymbols.swift` committed to a
/// public repository (docs/controls.md, "Generated asset symbols", says which rule each shows).
@Suite struct AssetSymbolNameTests {
    static let generated: [(asset: String, symbol: String)] = [
        // Separators dropped, the next letter a capital.
        ("custom.cloud.badge.play", "customCloudBadgePlay"),
        ("custom.play.circle.badge.checkmark", "customPlayCircleBadgeCheckmark"),
        ("custom.quote.bubble.rectangle.portrait", "customQuoteBubbleRectanglePortrait"),
        ("mastodon.clean.fill", "mastodonCleanFill"), ("wexlo_ai_stylist_avatar", "wexloAiStylistAvatar"),
        ("wexlo_tab_home_selected", "wexloTabHomeSelected"), ("download (10)", "download10"),
        ("Empty man PP", "emptyManPP"), ("Facebook Icon", "facebookIcon"), ("Background-Page3", "backgroundPage3"),
        ("Icon-1", "icon1"), ("Line 1", "line1"), ("logo-ku", "logoKu"), ("Ai_icon", "aiIcon"), ("Chat_Or", "chatOr"),
        ("Dr_img", "drImg"), ("M-stadt", "mStadt"),
        // Kept as written, first letter lowered.
        ("extremelysuccessfullogo", "extremelysuccessfullogo"), ("textIcon", "textIcon"), ("AddCustom", "addCustom"),
        ("LaunchLogo", "launchLogo"), ("ironMaiden2", "ironMaiden2"), ("megamanPerspective", "megamanPerspective"),
        // Leading capitals lowered, all but the last before a lowercase letter.
        ("BMChest", "bmChest"), ("BMLArm", "bmlArm"), ("XSkiing", "xSkiing"), ("CalW", "calW"), ("TLSold", "tlSold"),
        // A letter after a digit is a capital; a leading digit gets an underscore.
        ("a1cef908ea057f0877b33f490f9520aa", "a1Cef908Ea057F0877B33F490F9520Aa"),
        ("0b3b21ff27f67b9e5821e5ffee7366c5", "_0B3B21Ff27F67B9E5821E5Ffee7366C5"),
        ("3ecb9ea93cd043fde069c650fc98e9d1", "_3Ecb9Ea93Cd043Fde069C650Fc98E9D1"), ("1", "_1"), ("121212", "_121212"),
        // No lowercase letter: case kept, words joined with underscores, a capital before a digit too.
        ("BMR", "BMR"), ("ABS", "ABS"), ("HRV", "HRV"), ("EN", "EN"), ("M", "M"), ("AL-0", "AL_0"),
        ("A-1-1-0", "A_1_1_0"), ("MEESUK-B", "MEESUK_B"), ("P1", "P_1"), ("P1.1", "P_1_1"), ("TLS2016", "TLS_2016"),
        // A last word `Image` or `Color` dropped.
        ("wexlo_chat_send_image", "wexloChatSend"), ("AccentColor", "accent"), ("backgroundColor", "background"),
        ("tabbarBackgroundColor", "tabbarBackground"), ("SecondaryTextColor", "secondaryText"),
        // Letters without case are kept.
        ("หมีสุข", "หมีสุข"),
    ]

    @Test func identifiersAreThoseXcodeGenerated() {
        for (asset, symbol) in Self.generated {
            #expect(AssetSymbolName.identifier(asset) == symbol, "\(asset)")
        }
    }

    /// Namespaces are nested types: `iconPreviews/BMW` → `.IconPreviews.BMW`, `Poses/A-1-1-0` →
    /// `.Poses.A_1_1_0`, `GameUI/arrow_basic_e` → `.GameUI.arrowBasicE`.
    @Test func namespacesAreNestedTypes() {
        #expect(AssetSymbolName.path(ofAssetNamed: "iconPreviews/BMW") == ["IconPreviews", "BMW"])
        #expect(AssetSymbolName.path(ofAssetNamed: "iconPreviews/AppIcon") == ["IconPreviews", "appIcon"])
        #expect(AssetSymbolName.path(ofAssetNamed: "Poses/A-1-1-0") == ["Poses", "A_1_1_0"])
        #expect(AssetSymbolName.path(ofAssetNamed: "GameUI/arrow_basic_e") == ["GameUI", "arrowBasicE"])
        #expect(AssetSymbolName.path(ofAssetNamed: "AppIcon/Back/Content") == ["AppIcon", "Back", "content"])
    }

    /// Where two assets give one symbol, as Xcode warns ("The "Folder/giftColor" image asset name
    /// resolves to the symbol "gift" which already exists"): both map to it.
    @Test func assetsCanShareASymbol() {
        #expect(
            AssetSymbolName.path(ofAssetNamed: "Folder/giftColor") == AssetSymbolName.path(ofAssetNamed: "Folder/gift"))
        #expect(AssetSymbolName.identifier("Image") == "image")
    }
}
