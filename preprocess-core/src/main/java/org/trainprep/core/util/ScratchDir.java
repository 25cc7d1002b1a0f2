package org.trainprep.core.util;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A local temporary directory deleted with everything in it on close: {@code try (ScratchDir d = ...)}. */
public final class ScratchDir implements AutoCloseable {

    private final Path path;

    private ScratchDir(Path path) {
        this.path = path;
    }

    /** A new directory under {@code java.io.tmpdir}, named with {@code prefix}. */
    public static ScratchDir create(String prefix) throws IOException {
        return new ScratchDir(Files.createTempDirectory(prefix));
    }

    /**
     * A new directory under {@code base} (created if missing), named with {@code prefix}. Jobs that
     * build large files on a client (the combine step, census assembly) take the base from
     * {@code trainprep.local.dir}, because {@code java.io.tmpdir} is the small root volume on EMR.
     */
    public static ScratchDir create(Path base, String prefix) throws IOException {
        Files.createDirectories(base);
        return new ScratchDir(Files.createTempDirectory(base, prefix));
    }

    public Path path() {
        return path;
    }

    @Override
    public void close() throws IOException {
        try (Stream<Path> files = Files.walk(path)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
