package org.trainprep.hadoop;

import org.apache.hadoop.fs.ChecksumFileSystem;
import org.apache.hadoop.fs.FileSystem;

/** Small FileSystem helpers for outputs people look at. */
public final class LocalFiles {

    private LocalFiles() {
    }

    /**
     * The raw file system under Hadoop's checksummed local one, so user-facing files do not get
     * {@code .name.crc} companions; any other file system unchanged.
     */
    public static FileSystem withoutChecksumFiles(FileSystem fs) {
        return fs instanceof ChecksumFileSystem local ? local.getRawFileSystem() : fs;
    }

    /** Whether {@code fs} is the local file system (checksummed or raw). */
    public static boolean isLocal(FileSystem fs) {
        return fs instanceof org.apache.hadoop.fs.LocalFileSystem || fs instanceof org.apache.hadoop.fs.RawLocalFileSystem;
    }
}
