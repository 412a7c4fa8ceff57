import CRsvg

/// Takes a GError out of its out-parameter: returns librsvg's message (without the trailing
/// newline some messages carry) and frees the error.
func consumeGError(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error (no GError set)" }
    defer { g_error_free(error) }
    guard let message = error.pointee.message else { return "unknown error (empty GError)" }
    var text = String(cString: message)
    while text.last == "\n" { text.removeLast() }
    return text
}
