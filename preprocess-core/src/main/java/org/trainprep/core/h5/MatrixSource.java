package org.trainprep.core.h5;

import java.io.IOException;
import java.nio.channels.FileChannel;

/**
 * The content of one 2-D (or 1-D, see {@link #vector()}) dataset, produced only when the file is written: a known shape and a
 * way to stream exactly {@code rows * columns * type.size()} little-endian bytes, row-major.
 * This is what lets a file hold more data than the heap.
 */
public interface MatrixSource {

    long rows();

    int columns();

    ElementType type();

    /** True for a 1-D dataset {@code [rows]} (then {@link #columns()} is 1). */
    default boolean vector() {
        return false;
    }

    /**
     * Writes the data at {@code out}'s current position, leaving it positioned after the data.
     * Must write exactly {@link #sizeInBytes()} bytes.
     */
    void writeTo(FileChannel out) throws IOException;

    default long sizeInBytes() {
        return Math.multiplyExact(Math.multiplyExact(rows(), columns()), type().size());
    }
}
