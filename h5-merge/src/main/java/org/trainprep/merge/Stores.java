package org.trainprep.merge;

import org.trainprep.core.h5.RandomAccessSource;

import java.io.Closeable;
import java.io.IOException;
import java.util.List;

/** Where parts are read from and combined files are published to, by URI. */
public interface Stores extends Closeable {

    /**
     * The HDF5 parts directly under {@code dir}, by name, skipping {@code _SUCCESS},
     * {@code _rejects/}, {@code _temporary/} and hidden or temporary files.
     *
     * @throws IncompatiblePartsException when there are none
     */
    List<RandomAccessSource> listParts(String dir) throws IOException;

    CombineTarget target(String dir) throws IOException;

    /** Whether a file (or object) exists at {@code uri}. */
    boolean exists(String uri) throws IOException;

    @Override
    default void close() throws IOException {
    }
}
