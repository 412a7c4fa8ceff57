#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Making written bytes survive a power loss before a rename publishes them.
package enum DurableWrite {
    /// Flushes `descriptor`'s data to the device; false (errno set) when it could not.
    ///
    /// Darwin's `fsync` only hands the data to the drive, which may hold it in its cache;
    /// `fcntl(fd, F_FULLFSYNC)` (fcntl(2), Apple's "Reducing disk writes" guidance) asks the
    /// drive to write it out. Filesystems that do not support it (some network and FUSE
    /// volumes) answer ENOTSUP or EINVAL, and then `fsync` is the best there is. On Linux
    /// `fsync` already flushes the drive's cache (fsync(2)).
    package static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
            guard errno == ENOTSUP || errno == EINVAL || errno == ENOTTY else { return false }
        #endif
        return fsync(descriptor) == 0
    }
}
