import SymbolSettings
import Testing

@testable import SymbolCheckCLI

/// The words `--help` shows for a setting's flag are the commands module's; its default is
/// read from `CheckConfiguration()`, never written twice.
struct CheckSettingHelpTests {
    @Test func defaultsAreTheConfigurationsOwn() {
        let shown = CheckSetting.allCases.map { "\($0.key)=\($0.defaultText ?? "-")" }
        #expect(
            shown == [
                "profile=control-center", "disable=-", "warn=-", "error=-", "strict=-", "maxTemplateVersion=7.0",
                "xcode=-",
                "target=1.45", "tolerance=0.165", "reference=-", "exclude=-", "overrides=-", "maxInputBytes=16777216",
                "maxDepth=256",
                "maxPathCommands=1000000", "timeLimit=10", "maxSegments=100000", "maxCrossings=10000",
            ])
    }
}
