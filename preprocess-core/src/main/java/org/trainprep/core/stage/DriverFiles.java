package org.trainprep.core.stage;

import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;

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
    InputStream open(String file) throws IOException;

    /** An engine setting given with {@code -D key=value}. */
    Optional<String> setting(String key);

    /** Reads a supplied file. */
    @FunctionalInterface
    interface Parser<T> {
        T parse(InputStream in) throws IOException;
    }
}
