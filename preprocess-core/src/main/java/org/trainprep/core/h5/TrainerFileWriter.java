package org.trainprep.core.h5;

import io.jhdf.HdfFile;
import io.jhdf.WritableHdfFile;

import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes an HDF5 file of 2-D datasets streamed from {@link MatrixSource}s, plus root
 * attributes. Guards jhdf's known traps: an existing target is deleted first (jhdf does not
 * truncate), names may not contain {@code /} (h5dump then rejects the whole file), and no
 * attribute may approach 64 KiB (the file becomes unreadable).
 *
 * <p>Lifecycle: {@link #create}, {@link #attribute}/{@link #addDataset} in any order, then
 * {@link #close()}, which is when every source is streamed into the file.
 */
public final class TrainerFileWriter implements Closeable {

    static final int MAX_ATTRIBUTE_BYTES = 60 * 1024;

    private final Path path;
    private final WritableHdfFile file;

    private TrainerFileWriter(Path path) throws IOException {
        this.path = path;
        Files.deleteIfExists(path);
        this.file = HdfFile.write(path);
    }

    public static TrainerFileWriter create(Path path) throws IOException {
        return new TrainerFileWriter(path);
    }

    public Path path() {
        return path;
    }

    /** Adds an Integer, Long or String root attribute. */
    public TrainerFileWriter attribute(String name, Object value) {
        checkName(name);
        if (value instanceof String s && s.getBytes(StandardCharsets.UTF_8).length > MAX_ATTRIBUTE_BYTES) {
            throw new IllegalArgumentException("attribute '" + name + "' is over " + MAX_ATTRIBUTE_BYTES
                    + " bytes; HDF5 readers reject files with attributes near 64 KiB");
        }
        if (!(value instanceof String || value instanceof Integer || value instanceof Long)) {
            throw new IllegalArgumentException("attribute '" + name + "' must be a String, Integer or Long");
        }
        file.putAttribute(name, value);
        return this;
    }

    public TrainerFileWriter attributes(TrainerFileAttributes attributes) {
        attributes.writeTo(this);
        return this;
    }

    /** Adds a dataset at the root whose bytes are streamed from {@code source} on close. */
    public TrainerFileWriter addDataset(String name, MatrixSource source) {
        checkName(name);
        if (file.getChild(name) != null) {
            throw new IllegalArgumentException("dataset '" + name + "' already added");
        }
        file.putDataset(name, new StreamingMatrixDataset(file, name, source));
        return this;
    }

    @Override
    public void close() throws IOException {
        try {
            file.close();
        } catch (RuntimeException e) {
            throw new IOException("writing HDF5 file " + path + " failed: " + e.getMessage(), e);
        }
    }

    private static void checkName(String name) {
        if (name == null || name.isBlank() || name.indexOf('/') >= 0 || name.equals(".")) {
            throw new IllegalArgumentException("invalid HDF5 name '" + name + "': must be non-blank without '/'");
        }
    }
}
