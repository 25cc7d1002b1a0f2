package org.trainprep.core.stage;

import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What a type's program may read in the driver before the run claims its output
 * ({@link StageProgram#prepare}): the run's input files, a file's first line, a supplied file
 * (a schema, a vocabulary), the engine's settings. Wherever the files are (local, HDFS, S3).
 */
public interface DriverFiles {

    /** The run's input files, qualified, in input order (folders and globs expanded). */
    List<String> inputs() throws IOException, UsageException;

    /** A file's first line, decompressed (at most 64 KiB), without its line break; "" when it is empty. */
    String firstLine(String file) throws IOException;

    /** Parses a file the user supplied; a missing or malformed one is a one-line usage error naming {@code --option}. */
    <T> T supplied(String file, String noun, String option, Parser<T> parser) throws IOException, UsageException;

    /** A path as the engines name it: qualified with its file system ({@code file:/data/a.en}). */
    String qualified(String path) throws IOException;

    boolean isFile(String path) throws IOException;

    boolean isFolder(String path) throws IOException;

    /** The entries of a folder, qualified, by name. */
    List<String> list(String folder) throws IOException;

    /** A file's size in bytes. */
    long size(String file) throws IOException;

    /** A file's bytes, decompressed as its name says ({@code .gz}, {@code .bz2}, {@code .zst}); the caller closes it. */
    default InputStream open(String file) throws IOException {
        return open(file, new AtomicLong());
    }

    /** {@link #open(String)}, adding to {@code stored} each byte read as stored (before decompression). */
    InputStream open(String file, AtomicLong stored) throws IOException;

    /**
     * {@link #open(String, AtomicLong)} for a sample that only sizes the run: it may skip a check the
     * pass reading the file makes (a local file against its checksum file), which then names the file.
     */
    default InputStream sample(String file, AtomicLong stored) throws IOException {
        return open(file, stored);
    }

    /** The compression a file's name says it has ({@code .gz}, {@code .bz2}), or "" for none. */
    String compression(String file);

    /** The most partitions a shuffle of this engine can have, when it has a limit, with why. */
    default Optional<PartitionLimit> partitionLimit() {
        return Optional.empty();
    }

    /** An engine setting given with {@code -D key=value}. */
    Optional<String> setting(String key);

    /**
     * A {@code -D key=N} setting that must be a whole number of at least {@code min}, or
     * {@code otherwise} when not given.
     *
     * @throws UsageException naming the setting and what it takes
     */
    default int wholeSetting(String key, int min, int otherwise) throws UsageException {
        Optional<String> given = setting(key);
        if (given.isEmpty()) {
            return otherwise;
        }
        try {
            int n = Integer.parseInt(given.get().strip());
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new UsageException("-D " + key + "=" + given.get() + ": give a whole number of at least " + min);
    }

    /**
     * A limit on a shuffle's partitions.
     *
     * @param max the most
     * @param why what runs them, so more cannot work (e.g. {@code in local mode runs ... in this one JVM}),
     *            to follow the option and its value in a refusal
     * @param fix what to do instead, to follow {@code give at most max}
     */
    record PartitionLimit(int max, String why, String fix) {

        /** The one-line refusal of {@code option value} when the value is over the limit, else empty. */
        public Optional<String> refusal(String command, String option, int value) {
            if (value <= max) {
                return Optional.empty();
            }
            return Optional.of(String.format(java.util.Locale.ROOT, "%s: %s %,d %s; give at most %,d %s", command,
                    option, value, why, max, fix));
        }
    }

    /** Reads a supplied file. */
    @FunctionalInterface
    interface Parser<T> {
        T parse(InputStream in) throws IOException;
    }
}
