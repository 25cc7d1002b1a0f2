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

    /**
     * The local file a qualified {@code file:} path names. Through the decoded path string, not
     * {@code Path.of(URI)}: Hadoop's URIs keep non-ASCII characters raw, which java.nio refuses
     * ("Bad escape"), so {@code café.json} or {@code résultat/} would fail.
     */
    public static java.nio.file.Path local(org.apache.hadoop.fs.Path qualified) {
        return java.nio.file.Path.of(qualified.toUri().getPath());
    }

    /**
     * The Hadoop path of a local file, built from its parts so that any name a shell can make
     * (a colon, brackets, spaces, non-ASCII) is a literal path, never a scheme or a glob.
     */
    public static org.apache.hadoop.fs.Path hadoop(java.nio.file.Path local) {
        return new org.apache.hadoop.fs.Path("file", null, local.toAbsolutePath().toString());
    }
}
