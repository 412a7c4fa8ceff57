import CCairo

/// cairo reports failure through sticky status codes instead of return values; these helpers
/// turn a status into a thrown `RenderError` that names the failing operation.
enum CairoStatus {
    static func message(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
        return String(cString: text)
    }

    static func check(_ status: cairo_status_t, _ operation: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: operation, status: message(status))
        }
    }
}
