import ArgumentParsing
import Testing

@Test("exit codes: 0 success, 1 findings, 2 usage, I/O or internal error")
func exitCodes() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.findings.rawValue == 1)
    #expect(ExitCode.error.rawValue == 2)
}
