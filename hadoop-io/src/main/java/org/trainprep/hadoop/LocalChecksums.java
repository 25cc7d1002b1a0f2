package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.ChecksumException;
import org.apache.hadoop.fs.ChecksumFileSystem;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The checksum files Hadoop's local file system keeps beside the files it writes ({@code .x.json.crc}
 * beside {@code x.json}) and checks on every read of a local input: a file changed after Hadoop wrote
 * it fails its check, and a checksum file that is not one is ignored with a stack trace. Both say
 * which file to delete.
 */
public final class LocalChecksums {

    private static final byte[] MAGIC = {'c', 'r', 'c', 0};

    private LocalChecksums() {
    }

    /**
     * A warning when local inputs have a checksum file beside them that is not one: empty, cut inside
     * its 8-byte header, or another file's bytes. Hadoop reads the input without it, but logged a
     * stack trace of 20 lines for every task that opened it; {@code bin/pipeline} quietens that
     * logger ({@code FSInputChecker}) and the run says it once, naming the file to delete.
     */
    public static Optional<String> unusable(Configuration conf, List<FileStatus> listed) throws IOException {
        List<String> unusable = new ArrayList<>();
        FileSystem local = null;
        for (FileStatus f : listed) {
            if (!"file".equals(f.getPath().toUri().getScheme())) {
                continue; // listed paths are qualified: an HDFS or S3 input has no companion, and needs no lookup
            }
            // one file system for every local input, not a lookup a file
            local = local != null ? local : f.getPath().getFileSystem(conf);
            Optional<java.nio.file.Path> crc = companion(local, f.getPath());
            if (crc.isPresent() && Files.isRegularFile(crc.get()) && !isChecksumFile(crc.get())) {
                unusable.add(crc.get().toString());
            }
        }
        if (unusable.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("warning: " + unusable.size() + " input file(s) have a checksum file beside them that is"
                + " not one (" + String.join(", ", unusable.subList(0, Math.min(3, unusable.size())))
                + (unusable.size() > 3 ? ", ..." : "") + "); they are read without it: delete it (rm '"
                + unusable.get(0) + "')");
    }

    /**
     * {@code e}, when a failed checksum check of the local {@code file} is among its causes, with a
     * message that names the checksum file and says when deleting it is the fix: Hadoop's says only
     * "Checksum error: FILE at OFFSET exp: N got: M", which reads as damage to the input itself.
     */
    public static IOException explained(Configuration conf, String file, IOException e) {
        boolean checksum = false;
        for (Throwable t = e; t != null; t = t.getCause()) {
            checksum |= t instanceof ChecksumException;
        }
        if (!checksum) {
            return e;
        }
        Optional<java.nio.file.Path> crc;
        try {
            Path p = new Path(file);
            crc = companion(p.getFileSystem(conf), p);
        } catch (IOException | IllegalArgumentException notALocalFile) {
            return e;
        }
        if (crc.isEmpty()) {
            return e;
        }
        return new IOException(e.getMessage() + " (it disagrees with " + crc.get() + ", the checksum file Hadoop"
                + " wrote beside it: if the file was changed since, on purpose, delete that checksum file)", e);
    }

    /** The checksum file beside a local {@code file} of {@code fs}; empty on other file systems. */
    private static Optional<java.nio.file.Path> companion(FileSystem fs, Path file) throws IOException {
        if (!(fs instanceof ChecksumFileSystem checksummed) || !LocalFiles.isLocal(fs)) {
            return Optional.empty();
        }
        return Optional.of(LocalFiles.local(checksummed.getChecksumFile(fs.makeQualified(file))));
    }

    /** Whether {@code crc} starts as Hadoop's checksum files do: {@code crc\0}, then the bytes each checksum covers. */
    static boolean isChecksumFile(java.nio.file.Path crc) {
        try (DataInputStream in = new DataInputStream(Files.newInputStream(crc))) {
            byte[] magic = new byte[MAGIC.length];
            in.readFully(magic);
            return Arrays.equals(magic, MAGIC) && in.readInt() > 0;
        } catch (EOFException e) {
            return false;
        } catch (IOException e) {
            // unreadable (permissions, a failing disk): Hadoop cannot open it either and reads the input
            // without it; a warning's check must not fail the run, and the read says what is wrong
            return true;
        }
    }
}
