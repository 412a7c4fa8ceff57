#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads standard input's lines into the session and sends its answers, one message per line.
/// A tool call that arrives while the client has yet to answer `roots/list` waits (at most
/// `rootsWait`) for that answer, read ahead of it, so the call is confined to the client's roots.
package struct MCPServerLoop {
    let session: MCPSession
    var framing: MessageFraming
    let send: (String) -> Void
    let log: (String) -> Void
    var rootsWait = Duration.seconds(5)
    private var queue: [MessageFraming.Event] = []
    private var atEnd = false

    package init(
        session: MCPSession, maxLineBytes: Int, send: @escaping (String) -> Void, log: @escaping (String) -> Void
    ) {
        self.session = session
        framing = MessageFraming(maxLineBytes: maxLineBytes)
        self.send = send
        self.log = log
    }

    package mutating func run(readingFrom descriptor: Int32) {
        while true {
            if queue.isEmpty, !atEnd { read(descriptor, waiting: nil) }
            guard !queue.isEmpty else { return }
            let event = queue.removeFirst()
            if case .line(let line) = event, session.isAwaitingRoots, MCPSession.dependsOnRoots(line) {
                awaitRoots(descriptor)
            }
            handle(event)
        }
    }

    private func handle(_ event: MessageFraming.Event) {
        let outcome: MCPSession.Outcome
        switch event {
        case .line(let line):
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return }
            let started = ContinuousClock.now
            outcome = session.receive(line: line)
            if let entry = outcome.log {
                let elapsed = ContinuousClock.now - started
                log(entry + (outcome.lines.isEmpty ? "" : ", \(elapsed.milliseconds) ms"))
            }
        case .tooLong(let count):
            outcome = session.receive(tooLong: count)
            outcome.log.map(log)
        }
        outcome.lines.forEach(send)
    }

    /// Reads ahead until the client's answer to `roots/list` is in, handling it first.
    private mutating func awaitRoots(_ descriptor: Int32) {
        let deadline = ContinuousClock.now.advanced(by: rootsWait)
        while session.isAwaitingRoots {
            if let index = queue.firstIndex(where: Self.isResponse) {
                handle(queue.remove(at: index))
                continue
            }
            let left = deadline - ContinuousClock.now
            guard !atEnd, left > .zero else {
                log("the client has not answered roots/list; this call is confined to the server's workspace")
                return
            }
            read(descriptor, waiting: left)
        }
    }

    private static func isResponse(_ event: MessageFraming.Event) -> Bool {
        guard case .line(let line) = event, case .success(.response) = JSONRPCMessage.decode(line) else { return false }
        return true
    }

    /// Reads what is there (waiting at most `waiting` for it when given) into the queue.
    private mutating func read(_ descriptor: Int32, waiting: Duration?) {
        if let waiting {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(clamping: waiting.milliseconds)) > 0 else { return }
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { return }
        if count <= 0 {
            atEnd = true
            queue += framing.finish()
            return
        }
        queue += framing.feed(buffer[..<count])
    }
}

extension Duration {
    var milliseconds: Int64 { components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
