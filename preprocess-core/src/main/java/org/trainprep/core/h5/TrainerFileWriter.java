package org.trainprep.core.h5;

import io.jhdf.HdfFile;
import io.jhdf.WritableHdfFile;
import io.jhdf.api.WritableGroup;

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

    /** Adds an Integer, Long, Double, String or String[] root attribute. */
    public TrainerFileWriter attribute(String name, Object value) {
        checkAttribute(name, value);
        file.putAttribute(name, value);
        return this;
    }

    static void checkAttribute(String name, Object value) {
        checkName(name);
        long bytes;
        if (value instanceof String s) {
            bytes = s.getBytes(StandardCharsets.UTF_8).length;
        } else if (value instanceof String[] a) {
            // stored fixed-length: every element as long as the longest
            bytes = java.util.Arrays.stream(a).mapToLong(s -> s.getBytes(StandardCharsets.UTF_8).length + 1L)
                    .max().orElse(0) * a.length;
        } else if (value instanceof Integer || value instanceof Long || value instanceof Double) {
            bytes = 8;
        } else {
            throw new IllegalArgumentException("attribute '" + name
                    + "' must be a String, String[], Integer, Long or Double");
        }
        if (bytes > MAX_ATTRIBUTE_BYTES) {
            throw new IllegalArgumentException("attribute '" + name + "' is over " + MAX_ATTRIBUTE_BYTES
                    + " bytes; HDF5 readers reject files with attributes near 64 KiB");
        }
    }

    public TrainerFileWriter attributes(TrainerFileAttributes attributes) {
        attributes.writeTo(this::attribute);
        return this;
    }

    /** Adds a dataset at the root whose bytes are streamed from {@code source} on close. */
    public TrainerFileWriter addDataset(String name, MatrixSource source) {
        addDataset(file, name, source);
        return this;
    }

    /** Adds a dataset to a group made with {@link #addGroup}. */
    public TrainerFileWriter addDataset(WritableGroup group, String name, MatrixSource source) {
        checkName(name);
        if (group.getChild(name) != null) {
            throw new IllegalArgumentException("'" + name + "' already added to " + group.getPath());
        }
        group.putDataset(name, new StreamingMatrixDataset(group, name, source));
        return this;
    }

    /** Adds a group at the root (e.g. {@code train}, {@code val}). */
    public WritableGroup addGroup(String name) {
        checkName(name);
        if (file.getChild(name) != null) {
            throw new IllegalArgumentException("'" + name + "' already added");
        }
        return file.putGroup(name);
    }

    /** Adds an attribute to a group; same rules as {@link #attribute}. */
    public TrainerFileWriter attribute(WritableGroup group, String name, Object value) {
        checkAttribute(name, value);
        group.putAttribute(name, value);
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

    static void checkName(String name) {
        if (name == null || name.isBlank() || name.indexOf('/') >= 0 || name.equals(".")) {
            throw new IllegalArgumentException("invalid HDF5 name '" + name + "': must be non-blank without '/'");
        }
    }
}
