#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many processors are online: the default number of checking threads. (It does not see
/// a `taskset` affinity mask; more threads than cores only costs a little switching.)
enum ProcessorCount {
    static func online() -> Int {
        Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
